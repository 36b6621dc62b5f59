#include "ecarte/net_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool reserve(NetText *text, size_t more)
{
    if (text->failed)
        return false;
    size_t wanted = text->length + more + 1;
    if (wanted <= text->capacity)
        return true;
    size_t capacity = text->capacity ? text->capacity : 1024;
    while (capacity < wanted)
        capacity *= 2;
    char *grown = realloc(text->data, capacity);
    if (!grown) {
        text->failed = true;
        return false;
    }
    text->data = grown;
    text->capacity = capacity;
    return true;
}

void net_text_append(NetText *text, const char *bytes, size_t length)
{
    if (!reserve(text, length))
        return;
    memcpy(text->data + text->length, bytes, length);
    text->length += length;
    text->data[text->length] = '\0';
}

void net_text_puts(NetText *text, const char *string) { net_text_append(text, string, strlen(string)); }

void net_text_printf(NetText *text, const char *format, ...)
{
    char small[256];
    va_list args;
    va_start(args, format);
    int length = vsnprintf(small, sizeof small, format, args);
    va_end(args);
    if (length < 0) {
        text->failed = true;
        return;
    }
    if ((size_t)length < sizeof small) {
        net_text_append(text, small, (size_t)length);
        return;
    }
    if (!reserve(text, (size_t)length))
        return;
    va_start(args, format);
    vsnprintf(text->data + text->length, (size_t)length + 1, format, args);
    va_end(args);
    text->length += (size_t)length;
}

void net_text_free(NetText *text)
{
    free(text->data);
    text->data = NULL;
    text->length = text->capacity = 0;
    text->failed = false;
}
