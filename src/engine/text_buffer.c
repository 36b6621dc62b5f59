#include "text_buffer.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void text_buffer_clear(TextBuffer *text)
{
    text->length = 0;
    text->overflowed = false;
    text->data[0] = '\0';
}

void text_buffer_truncate(TextBuffer *text, size_t length)
{
    if (length < text->length) {
        text->length = length;
        text->data[length] = '\0';
    }
    text->overflowed = false;
}

static void append_bytes(TextBuffer *text, const char *bytes, size_t count)
{
    size_t room = TEXT_BUFFER_CAPACITY - 1 - text->length;
    if (count > room) {
        count = room;
        text->overflowed = true;
    }
    memcpy(text->data + text->length, bytes, count);
    text->length += count;
    text->data[text->length] = '\0';
}

void text_buffer_append(TextBuffer *text, const char *string) { append_bytes(text, string, strlen(string)); }

void text_buffer_append_char(TextBuffer *text, char c) { append_bytes(text, &c, 1); }

void text_buffer_appendf(TextBuffer *text, const char *format, ...)
{
    char line[1024];
    va_list args;
    va_start(args, format);
    int written = vsnprintf(line, sizeof line, format, args);
    va_end(args);
    if (written < 0)
        return;
    if ((size_t)written >= sizeof line)
        text->overflowed = true;
    append_bytes(text, line, strlen(line));
}
