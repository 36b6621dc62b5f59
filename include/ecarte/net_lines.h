/* Splitting a byte stream into lines, with a longest line.
 *
 * Bytes are handed over as they arrive; every complete line goes to a
 * callback.  Only an unfinished line is kept, in memory taken when needed
 * and given back once the line is complete, so a quiet connection holds no
 * buffer.  A line longer than the limit is reported once (too_long) and the
 * rest of it is skipped without being kept. */
#ifndef ECARTE_NET_LINES_H
#define ECARTE_NET_LINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct NetLines {
    char *partial; /* the unfinished line, or NULL */
    uint32_t length;
    uint32_t capacity;
    bool skipping; /* inside an over-long line, until its newline */
} NetLines;

/* Called for each line (without its newline; a carriage return before it
 * is dropped).  too_long: the line passed the limit and is not given.
 * Returns false to stop reading (the rest of the bytes are dropped). */
typedef bool (*NetLineHandler)(void *context, const char *line, size_t length, bool too_long);

/* Returns false if the handler stopped, or memory ran out. */
bool net_lines_feed(NetLines *lines, const char *data, size_t size, size_t max_line, NetLineHandler handler,
                    void *context);
/* Bytes of an unfinished line held. */
static inline size_t net_lines_pending(const NetLines *lines) { return lines->length; }
void net_lines_free(NetLines *lines);

#endif
