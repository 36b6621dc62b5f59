/* A table: the game, its two seats and its watchers, and what each of them
 * is told.
 *
 * Every change goes through the rules core and is written to the storage
 * before it happens in memory; what the change tells the players is queued
 * on their connections, which the loop sends once the turn is committed.
 * A seat is told its own view, a watcher the public one, both through
 * ecarte/net_view.h, so neither can be sent a card it may not see. */
#ifndef ECARTE_SERVER_TABLE_H
#define ECARTE_SERVER_TABLE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "conn.h"
#include "ecarte/game.h"
#include "ecarte/net_deal.h"
#include "ecarte/net_invite.h"
#include "ecarte/net_request.h"
#include "guess.h"
#include "index.h"
#include "storage.h"

/* The most phrases a seat may say inside the window, whatever the
 * configuration asks. */
enum { TABLE_SAY_BURST_MAX = 16 };

typedef struct Table {
    int64_t id;
    char code[NET_CODE_TEXT];
    bool taken[SEAT_COUNT];
    uint8_t token_hash[SEAT_COUNT][NET_HASH_BYTES];
    uint8_t claimed_by;    /* the seat a claim, a resignation or a leaving gave the game to, or SEAT_NONE */
    const char *ended_how; /* then: "claim", "resign" or "left" */
    bool left[SEAT_COUNT]; /* the seats given up for good: their tokens take them back no more */
    uint8_t last_seat;     /* who took the last action, or SEAT_NONE */
    Action last_action;
    int64_t seq; /* deals and actions so far */
    Game game;
    uint8_t seed[NET_SEED_BYTES]; /* the hand's secret, revealed when it ends */
    Card deck[CARD_COUNT];
    char commitment[2 * NET_HASH_BYTES + 1]; /* SHA-256 of the seed, in hex */
    Conn *seats[SEAT_COUNT];
    Conn *watchers;
    int64_t away_since[SEAT_COUNT]; /* when a taken seat's player left */
    int64_t empty_since;   /* wall clock: when the last seated player left, or the table was last known sat at */
    int64_t active_stored; /* wall clock: when the storage was last told the table was sat at */
    uint64_t creator;      /* the address that made the table (0 after a restart) */
    struct Table *made_prev, *made_next; /* the other tables standing that its creator made */
    char names[SEAT_COUNT][NET_NAME_MAX + 1];
    int game_number;          /* the game in play, from 1: a rematch begins the next */
    uint8_t first_dealer;     /* the game in play's first hand's */
    bool rematch[SEAT_COUNT]; /* the seats that asked for a rematch of the game over */
    /* When each seat said its last phrases, a ring, for the rate: not kept
     * over a restart, as the phrases are not. */
    int64_t said_at[SEAT_COUNT][TABLE_SAY_BURST_MAX];
    uint8_t said_next[SEAT_COUNT];
    struct Table *prev, *next;
} Table;

/* Fills out with secret random bytes; false if there are none to be had. */
typedef bool (*TableRandom)(void *context, uint8_t *out, size_t size);
/* Sees, and may change, the deck of each hand before it is dealt: for tests
 * of what a client makes of a dishonest deal. */
typedef void (*TableDealHook)(void *context, const char *code, int hand, const uint8_t seed[NET_SEED_BYTES],
                              Card deck[CARD_COUNT]);

/* What the tables share: the storage, the indexes and the clock. */
typedef struct TableHost {
    Storage *storage;
    Index by_code, by_token;
    Table *tables; /* all of them, newest first */
    size_t table_count;
    int64_t now_ms;  /* the monotonic clock, for what lasts no longer than the server */
    int64_t wall_ms; /* the wall clock (ms since 1970), for what is counted across restarts */
    int64_t claim_after_ms, abandon_after_ms, finished_after_ms;
    int64_t unjoined_after_ms; /* the time for a table whose second seat was never taken */
    int say_burst;             /* phrases a seat may say... */
    int64_t say_window_ms;     /* ...in any span this long */
    size_t out_limit;          /* bytes one connection may have waiting */
    size_t out_budget;         /* bytes all of them may have waiting together, before each may keep only a little */
    size_t out_queued;         /* bytes waiting, all connections together */
    size_t max_tables, tables_per_address;
    Index made;      /* the first of the tables standing that each address made, the others chained to it */
    Guesses guesses; /* codes naming no table, by the address that tried them */
    TableRandom random;
    void *random_context;
    TableDealHook deal_hook;
    void *deal_context;
    Conn *flush; /* connections with something queued this turn */
    FILE *log;
} TableHost;

void table_create(TableHost *host, Conn *conn, const NetRequest *request);
void table_join(TableHost *host, Conn *conn, const NetRequest *request);
void table_watch(TableHost *host, Conn *conn, const NetRequest *request);
void table_resume(TableHost *host, Conn *conn, const NetRequest *request);
void table_act(TableHost *host, Conn *conn, const NetRequest *request);
void table_claim(TableHost *host, Conn *conn, const NetRequest *request);
/* A phrase, told to everyone at the table. */
void table_say(TableHost *host, Conn *conn, const NetRequest *request);
/* The seat asks for another game once this one is over; when both have,
 * it begins. */
void table_rematch(TableHost *host, Conn *conn, const NetRequest *request);
/* The seat gives the game in play to the other. */
void table_resign(TableHost *host, Conn *conn, const NetRequest *request);
/* The seat is given up for good, the game in play resigned with it; a table
 * nobody else ever sat at goes at once. */
void table_give_up_seat(TableHost *host, Conn *conn, const NetRequest *request);
/* The connection is closing: its seat is left empty, or it stops watching. */
void table_leave(TableHost *host, Conn *conn);
/* Closes the tables nobody has sat at for the abandonment time (or the
 * shorter time for one whose game is over). */
void table_tick(TableHost *host);
/* The server stops: each table somebody sits at is stored as sat at now,
 * so that its abandonment counts from here once the server is back. */
void table_note_seated(TableHost *host);

/* Puts the connection on the turn's list to flush (or close). */
void table_touch(TableHost *host, Conn *conn);
/* Queues a message, or marks a reader too slow to keep as closing. */
void table_send(TableHost *host, Conn *conn, json_t *message);
void table_send_error(TableHost *host, Conn *conn, const NetRequest *request, const char *reason, const char *format,
                      ...) __attribute__((format(printf, 5, 6)));

/* Reads every stored table back through the rules. */
bool table_load_all(TableHost *host);
void table_free_all(TableHost *host);

#endif
