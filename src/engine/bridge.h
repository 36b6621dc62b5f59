/* The engine at a table server: a computer player that takes a seat by
 * invite code (or creates the table and says its code), and plays it at
 * any level until the game ends, through the protocol of NETWORK.md, as
 * OGS's bridge seats Go engines. */
#ifndef ECARTE_ENGINE_BRIDGE_H
#define ECARTE_ENGINE_BRIDGE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "ecarte/ai_level.h"
#include "ecarte/options.h"

typedef struct BridgeConfig {
    const char *address; /* HOST:PORT */
    const char *code;    /* the table to join; NULL to create one */
    GameOptions options; /* the rules of a table created */
    AiLevel level;
    uint64_t seed;
    bool tls;
    const char *ca_file; /* certificates to trust, for TLS; NULL: the system's */
    const char *name;
    int idle_ms; /* a ping is sent after this long without a message */
} BridgeConfig;

/* Plays until the game ends.  Writes "table CODE" when it created the
 * table, and "final score N-M", its own score first, at the end, each a
 * line on out.  Returns 0 when the game was played to its end, 1 when the
 * connection or the server failed (error says why), 3 when a deal did not
 * come from its revealed seed (the game is still played to its end). */
int bridge_play(const BridgeConfig *config, FILE *out, char *error, size_t error_size);

/* The command line: ecarte-engine --join ADDRESS CODE ... or --create
 * ADDRESS ...; argv[0] is --join or --create. */
int bridge_main(int argc, char **argv);

#endif
