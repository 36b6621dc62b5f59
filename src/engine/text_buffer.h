/* A bounded text buffer: appends never overflow, and a full buffer is noticed. */
#ifndef ECARTE_ENGINE_TEXT_BUFFER_H
#define ECARTE_ENGINE_TEXT_BUFFER_H

#include <stdbool.h>
#include <stddef.h>

/* Room for the longest answer: a review of a full journal. */
enum { TEXT_BUFFER_CAPACITY = 131072 };

typedef struct TextBuffer {
    size_t length;
    bool overflowed;
    char data[TEXT_BUFFER_CAPACITY];
} TextBuffer;

void text_buffer_clear(TextBuffer *text);
void text_buffer_append(TextBuffer *text, const char *string);
void text_buffer_appendf(TextBuffer *text, const char *format, ...) __attribute__((format(printf, 2, 3)));
void text_buffer_append_char(TextBuffer *text, char c);
/* Forgets everything after the first `length` bytes, and any overflow. */
void text_buffer_truncate(TextBuffer *text, size_t length);

#endif
