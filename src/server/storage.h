/* The server's state on disk: a SQLite database in the state folder.
 *
 * A table is its row (code, rules, first dealer, the hashes of its seat
 * tokens) and its story: each hand's secret seed and deck, each action.  A
 * restart replays the story through the rules.  Everything written in one
 * turn of the event loop is one transaction, committed before anything of
 * that turn is sent (storage_commit), so an answer never runs ahead of the
 * disk. */
#ifndef ECARTE_SERVER_STORAGE_H
#define ECARTE_SERVER_STORAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ecarte/game.h"
#include "ecarte/net_deal.h"
#include "ecarte/net_invite.h"
#include "ecarte/net_request.h"

typedef struct Storage Storage;

/* Opens, or creates, DIR/ecarte-server.sqlite.  sync_full: every commit
 * reaches the disk (fsync) before it returns; otherwise a commit survives
 * the process being killed but perhaps not the machine losing power. */
Storage *storage_open(const char *dir, bool sync_full, char *error, size_t error_size);
void storage_close(Storage *storage);
/* The reason for the last failure. */
const char *storage_error(const Storage *storage);

/* Commits what this turn wrote, if anything.  False when it could not, or
 * when SQLite had already rolled the turn back after a write failed: then
 * nothing of the turn is on disk, and nothing of it may be answered.  A
 * write that fails while the turn goes on is refused alone (its caller
 * answers with an error); once the turn is lost, every later write of it
 * is refused too. */
bool storage_commit(Storage *storage);

/* created: the wall clock's milliseconds since 1970, which is also when
 * the table was last sat at. */
bool storage_add_table(Storage *storage, const char *code, const GameOptions *options, uint8_t first_dealer,
                       const uint8_t token_hash[NET_HASH_BYTES], int64_t created, int64_t *id);
/* When somebody last sat at the table, in milliseconds since 1970: what
 * its abandonment is counted from, across restarts. */
bool storage_set_active(Storage *storage, int64_t id, int64_t active);
bool storage_set_token(Storage *storage, int64_t id, int seat, const uint8_t token_hash[NET_HASH_BYTES]);
bool storage_add_hand(Storage *storage, int64_t id, int hand, int64_t seq, const uint8_t seed[NET_SEED_BYTES],
                      const Card deck[CARD_COUNT]);
bool storage_add_action(Storage *storage, int64_t id, int64_t seq, int hand, int seat, const char *action);
bool storage_remove_table(Storage *storage, int64_t id);
/* A seat's player's name, as its hello gave it. */
bool storage_set_name(Storage *storage, int64_t id, int seat, const char *name);
/* The seat has asked for a rematch. */
bool storage_set_rematch(Storage *storage, int64_t id, int seat);
/* The table's game number `game` begins, at `seq`, the first hand dealt
 * by first_dealer: the game before is forgotten, hands, actions and the
 * rematch asked for. */
bool storage_new_game(Storage *storage, int64_t id, int game, int64_t seq, uint8_t first_dealer);

typedef struct StoredTable {
    int64_t id;
    char code[NET_CODE_TEXT];
    GameOptions options;
    uint8_t first_dealer; /* of the game in play */
    bool has_token[SEAT_COUNT];
    uint8_t token_hash[SEAT_COUNT][NET_HASH_BYTES];
    char names[SEAT_COUNT][NET_NAME_MAX + 1];
    int game;         /* the game in play's number at the table, from 1 */
    int64_t game_seq; /* the table's seq as that game began */
    bool rematch[SEAT_COUNT];
    int64_t created; /* milliseconds since 1970; 0 if made by a server before version 3 */
    int64_t active;  /* when somebody last sat at it, the same way; 0 if not known */
} StoredTable;

typedef struct StoredStep {
    int64_t seq;
    bool deal;
    int hand;
    uint8_t seed[NET_SEED_BYTES]; /* deal */
    Card deck[CARD_COUNT];        /* deal */
    int seat;                     /* action */
    char action[ACTION_TEXT_MAX]; /* action ("claim" for a claim) */
} StoredStep;

/* Calls back for every table, then for each of its steps in order; a
 * callback returning false stops the load (which then returns false). */
typedef bool (*StoredTableHandler)(void *context, const StoredTable *table);
typedef bool (*StoredStepHandler)(void *context, const StoredStep *step);
bool storage_load_tables(Storage *storage, StoredTableHandler handler, void *context);
bool storage_load_steps(Storage *storage, int64_t id, StoredStepHandler handler, void *context);
/* The actions of one hand, in order (for the hand's reveal). */
bool storage_hand_actions(Storage *storage, int64_t id, int hand, StoredStepHandler handler, void *context);

#endif
