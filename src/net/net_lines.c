#include "ecarte/net_lines.h"

#include <stdlib.h>
#include <string.h>

static bool keep(NetLines *lines, const char *data, size_t size)
{
    size_t wanted = lines->length + size;
    if (wanted > lines->capacity) {
        size_t capacity = lines->capacity ? lines->capacity : 256;
        while (capacity < wanted)
            capacity *= 2;
        char *grown = realloc(lines->partial, capacity);
        if (!grown)
            return false;
        lines->partial = grown;
        lines->capacity = (uint32_t)capacity;
    }
    memcpy(lines->partial + lines->length, data, size);
    lines->length = (uint32_t)wanted;
    return true;
}

static bool deliver(const char *line, size_t length, size_t max_line, NetLineHandler handler, void *context)
{
    if (length > 0 && line[length - 1] == '\r')
        length--;
    if (length > max_line)
        return handler(context, NULL, 0, true);
    return handler(context, line, length, false);
}

bool net_lines_feed(NetLines *lines, const char *data, size_t size, size_t max_line, NetLineHandler handler,
                    void *context)
{
    size_t at = 0;
    while (at < size) {
        const char *newline = memchr(data + at, '\n', size - at);
        size_t piece = (size_t)((newline ? newline : data + size) - (data + at));
        if (lines->skipping) {
            if (newline)
                lines->skipping = false;
        } else if (lines->length + piece > max_line + (newline ? 1 : 0)) {
            /* One more byte is allowed for a carriage return before the
             * newline; past that the line is refused, once. */
            net_lines_free(lines);
            lines->skipping = newline == NULL;
            if (!handler(context, NULL, 0, true))
                return false;
        } else if (newline && lines->length == 0) {
            /* The common case: a whole line in the bytes just read. */
            if (!deliver(data + at, piece, max_line, handler, context))
                return false;
        } else {
            if (!keep(lines, data + at, piece)) {
                net_lines_free(lines);
                return false;
            }
            if (newline) {
                bool going = deliver(lines->partial, lines->length, max_line, handler, context);
                net_lines_free(lines);
                if (!going)
                    return false;
            }
        }
        at += piece + (newline ? 1 : 0);
    }
    return true;
}

void net_lines_free(NetLines *lines)
{
    free(lines->partial);
    lines->partial = NULL;
    lines->length = lines->capacity = 0;
}
