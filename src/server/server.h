/* The table server: tables where two clients play Écarté over the network,
 * with watchers, as NETWORK.md describes.
 *
 * One thread runs one event loop (epoll) over every connection.  A turn of
 * the loop reads what has come, has the rules core check and apply it, writes
 * it all to SQLite in one transaction, and only then sends the answers.  The
 * program (main.c) only reads its arguments; tests run a server in a thread
 * of their own. */
#ifndef ECARTE_SERVER_SERVER_H
#define ECARTE_SERVER_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "table.h"

/* The wall clock, in milliseconds since 1970. */
typedef int64_t (*ServerWallClock)(void *context);

typedef struct ServerConfig {
    const char *listen; /* "ADDRESS:PORT", port 0 for any free one */
    const char *state_dir;
    const char *tls_cert, *tls_key; /* both, or neither */
    int line_max;                   /* bytes in a request line */
    double rate;                    /* requests a second allowed, on average */
    int burst;                      /* requests allowed at once */
    int hello_ms;                   /* to say hello */
    int idle_ms;                    /* between lines, once seated or not */
    int per_address;                /* connections from one address (IPv6: one /64); 0: no limit */
    int max_connections;
    int max_tables;            /* tables held, played or not */
    int tables_per_address;    /* tables standing that one address made; 0: no limit */
    int guesses;               /* codes naming no table one address may have counted; 0: no limit */
    int guesses_at_once;       /* of those, answered without a wait */
    int64_t guess_forget_ms;   /* a code guessed is forgotten after this long, one after another */
    int64_t claim_after_ms;    /* an opponent gone this long may be claimed against */
    int64_t abandon_after_ms;  /* a table nobody sits at this long is closed */
    int64_t finished_after_ms; /* the same, once its game is over (and no seat asked for a rematch) */
    int64_t unjoined_after_ms; /* the same, for a table nobody joined */
    int say_burst;             /* phrases a seat may say (at most TABLE_SAY_BURST_MAX)... */
    int64_t say_window_ms;     /* ...in any span this long */
    size_t out_limit;          /* bytes queued for a client that does not read */
    size_t out_budget;         /* bytes queued for all clients together, past which each may have 64 KiB; 0: none */
    bool sync_full;            /* fsync every commit */
    FILE *log;                 /* NULL: silent */
    TableRandom random;        /* NULL: the kernel's */
    void *random_context;
    TableDealHook deal_hook; /* tests only */
    void *deal_context;
    ServerWallClock wall_clock; /* NULL: the system's; tests move their own */
    void *wall_clock_context;
    /* Milliseconds of a monotonic clock; NULL: the system's.  Tests make
     * time pass as they need, and see each turn of the loop, which reads
     * it once as the turn begins and once before it waits. */
    int64_t (*clock)(void *context);
    void *clock_context;
} ServerConfig;

/* The defaults NETWORK.md gives. */
void server_config_defaults(ServerConfig *config);

typedef struct Server Server;

/* Opens the state, reads its tables back and starts listening. */
Server *server_open(const ServerConfig *config, char *error, size_t error_size);
/* "ADDRESS:PORT" as bound, the port chosen when 0 was asked. */
const char *server_address(const Server *server);
/* Runs until server_stop; false if the storage failed. */
bool server_run(Server *server);
/* Asks the loop to stop; safe from a signal handler or another thread. */
void server_stop(Server *server);
void server_close(Server *server);

/* For the benchmark and tests: tables held, connections open. */
size_t server_table_count(const Server *server);
size_t server_connection_count(const Server *server);

#endif
