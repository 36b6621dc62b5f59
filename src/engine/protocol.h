/* The Écarté text protocol: one command line in, one framed answer out.
 * PROTOCOL.md, at the top of the repository, describes every command.
 *
 * The session holds the game and its journal; protocol_handle turns a line into an answer
 * without any I/O of its own, so tests drive it directly and the program
 * only moves lines between it and the standard streams. */
#ifndef ECARTE_ENGINE_PROTOCOL_H
#define ECARTE_ENGINE_PROTOCOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ecarte/game.h"
#include "ecarte/journal.h"
#include "text_buffer.h"

/* The longest command line accepted; longer ones are refused whole. */
enum { PROTOCOL_LINE_MAX = 4096 };

typedef struct ProtocolSession {
    Game game;
    Journal journal;    /* every deal and action of the game, for `review` */
    uint64_t next_seed; /* for a `new` that names no seed */
    bool quit;          /* set once `quit` has been answered */
} ProtocolSession;

/* A fresh session holds a new standard game with the given seed; later games
 * without a seed= take theirs from a stream that seed starts. */
void protocol_init(ProtocolSession *session, uint64_t seed);

/* Handles one line (without its newline; it may contain any bytes).  Writes the
 * complete answer, blank line included, into out; writes nothing for a line
 * the protocol ignores (empty or a # comment). */
void protocol_handle(ProtocolSession *session, const char *line, size_t length, TextBuffer *out);

/* The answer to a line that was longer than PROTOCOL_LINE_MAX. */
void protocol_refuse_long_line(TextBuffer *out);

#endif
