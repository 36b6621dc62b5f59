/* A growing text buffer, for writing JSON without building it as objects
 * first: the server writes a view on every change to every seat. */
#ifndef ECARTE_NET_TEXT_H
#define ECARTE_NET_TEXT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct NetText {
    char *data; /* NUL-terminated once anything is written */
    size_t length, capacity;
    bool failed; /* memory ran out: the text is incomplete */
} NetText;

void net_text_append(NetText *text, const char *bytes, size_t length);
void net_text_puts(NetText *text, const char *string);
void net_text_printf(NetText *text, const char *format, ...) __attribute__((format(printf, 2, 3)));
void net_text_free(NetText *text);

#endif
