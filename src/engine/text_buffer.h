/* A bounded text buffer: appends never overflow, and a full buffer is noticed. */
#ifndef ECARTE_ENGINE_TEXT_BUFFER_H
#define ECARTE_ENGINE_TEXT_BUFFER_H

#include <stdbool.h>
#include <stddef.h>

enum { TEXT_BUFFER_CAPACITY = 16384 };

typedef struct TextBuffer {
    size_t length;
    bool overflowed;
    char data[TEXT_BUFFER_CAPACITY];
} TextBuffer;

void text_buffer_clear(TextBuffer *text);
void text_buffer_append(TextBuffer *text, const char *string);
void text_buffer_appendf(TextBuffer *text, const char *format, ...) __attribute__((format(printf, 2, 3)));
void text_buffer_append_char(TextBuffer *text, char c);

#endif
