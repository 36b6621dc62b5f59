/* A bounded text buffer: appends never overflow, and a full buffer is noticed. */
#ifndef ECARTE_ENGINE_TEXT_H
#define ECARTE_ENGINE_TEXT_H

#include <stdbool.h>
#include <stddef.h>

enum { TEXT_CAPACITY = 16384 };

typedef struct Text {
    size_t length;
    bool overflowed;
    char data[TEXT_CAPACITY];
} Text;

void text_clear(Text *text);
void text_append(Text *text, const char *string);
void text_appendf(Text *text, const char *format, ...) __attribute__((format(printf, 2, 3)));
void text_append_char(Text *text, char c);

#endif
