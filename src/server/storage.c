#define _GNU_SOURCE
#include "storage.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum {
    STATEMENT_BEGIN,
    STATEMENT_COMMIT,
    STATEMENT_ADD_TABLE,
    STATEMENT_SET_TOKEN0,
    STATEMENT_SET_TOKEN1,
    STATEMENT_ADD_HAND,
    STATEMENT_ADD_ACTION,
    STATEMENT_REMOVE_TABLE,
    STATEMENT_REMOVE_HANDS,
    STATEMENT_REMOVE_ACTIONS,
    STATEMENT_TABLES,
    STATEMENT_STEPS,
    STATEMENT_HAND_ACTIONS,
    STATEMENT_SET_NAME0,
    STATEMENT_SET_NAME1,
    STATEMENT_SET_REMATCH0,
    STATEMENT_SET_REMATCH1,
    STATEMENT_NEW_GAME,
    STATEMENT_SET_ACTIVE,
    STATEMENT_COUNT
};

static const char *const SQL[STATEMENT_COUNT] = {
    "BEGIN IMMEDIATE",
    "COMMIT",
    "INSERT INTO tables(code, target, must_trump, penalty, dealer_must_exchange, first_dealer, token0, created, "
    "active) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
    "UPDATE tables SET token0 = ?2 WHERE id = ?1",
    "UPDATE tables SET token1 = ?2 WHERE id = ?1",
    "INSERT INTO hands(table_id, hand, seq, seed, deck) VALUES (?1, ?2, ?3, ?4, ?5)",
    "INSERT INTO actions(table_id, seq, hand, seat, action) VALUES (?1, ?2, ?3, ?4, ?5)",
    "DELETE FROM tables WHERE id = ?1",
    "DELETE FROM hands WHERE table_id = ?1",
    "DELETE FROM actions WHERE table_id = ?1",
    "SELECT id, code, target, must_trump, penalty, dealer_must_exchange, first_dealer, token0, token1, name0, name1, "
    "game, game_seq, rematch0, rematch1, created, active FROM tables ORDER BY id",
    "SELECT seq, 1, hand, seed, deck, 0, '' FROM hands WHERE table_id = ?1 "
    "UNION ALL SELECT seq, 0, hand, NULL, NULL, seat, action FROM actions WHERE table_id = ?1 ORDER BY 1",
    "SELECT seq, 0, hand, NULL, NULL, seat, action FROM actions WHERE table_id = ?1 AND hand = ?2 ORDER BY seq",
    "UPDATE tables SET name0 = ?2 WHERE id = ?1",
    "UPDATE tables SET name1 = ?2 WHERE id = ?1",
    "UPDATE tables SET rematch0 = 1 WHERE id = ?1",
    "UPDATE tables SET rematch1 = 1 WHERE id = ?1",
    "UPDATE tables SET game = ?2, game_seq = ?3, first_dealer = ?4, rematch0 = 0, rematch1 = 0 WHERE id = ?1",
    "UPDATE tables SET active = ?2 WHERE id = ?1",
};

/* Version 2: a table's players' names, its game's number, the seq its game
 * began at, and the seats that asked for a rematch.  first_dealer is the
 * dealer of the game in play, and the hands and actions are its own: a
 * rematch forgets the game before, which every seat was shown whole.
 * Version 3: when the table was made (`created`, which versions before
 * wrote as 0) and when somebody last sat at it (`active`), both in
 * milliseconds since 1970, so that a table is closed by them whenever the
 * server was started. */
enum { SCHEMA_VERSION = 3 };

static const char SCHEMA[] =
    "CREATE TABLE IF NOT EXISTS tables(id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, "
    "target INTEGER NOT NULL, must_trump INTEGER NOT NULL, penalty INTEGER NOT NULL, "
    "dealer_must_exchange INTEGER NOT NULL, first_dealer INTEGER NOT NULL, token0 BLOB, token1 BLOB, "
    "created INTEGER NOT NULL, name0 TEXT NOT NULL DEFAULT '', name1 TEXT NOT NULL DEFAULT '', "
    "game INTEGER NOT NULL DEFAULT 1, game_seq INTEGER NOT NULL DEFAULT 0, rematch0 INTEGER NOT NULL DEFAULT 0, "
    "rematch1 INTEGER NOT NULL DEFAULT 0, active INTEGER NOT NULL DEFAULT 0);"
    "CREATE TABLE IF NOT EXISTS hands(table_id INTEGER NOT NULL, hand INTEGER NOT NULL, seq INTEGER NOT NULL, "
    "seed BLOB NOT NULL, deck TEXT NOT NULL, PRIMARY KEY(table_id, hand)) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS actions(table_id INTEGER NOT NULL, seq INTEGER NOT NULL, hand INTEGER NOT NULL, "
    "seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY(table_id, seq)) WITHOUT ROWID;"
    "PRAGMA user_version = 3;";

/* What a state folder of version 1 lacks: its tables have had one game
 * each, and nobody's name. */
static const char UPGRADE_1[] = "ALTER TABLE tables ADD COLUMN name0 TEXT NOT NULL DEFAULT '';"
                                "ALTER TABLE tables ADD COLUMN name1 TEXT NOT NULL DEFAULT '';"
                                "ALTER TABLE tables ADD COLUMN game INTEGER NOT NULL DEFAULT 1;"
                                "ALTER TABLE tables ADD COLUMN game_seq INTEGER NOT NULL DEFAULT 0;"
                                "ALTER TABLE tables ADD COLUMN rematch0 INTEGER NOT NULL DEFAULT 0;"
                                "ALTER TABLE tables ADD COLUMN rematch1 INTEGER NOT NULL DEFAULT 0;";

/* What a state folder of version 2 lacks: when its tables were last sat
 * at, which is not known (0), nor when they were made (written as 0). */
static const char UPGRADE_2[] = "ALTER TABLE tables ADD COLUMN active INTEGER NOT NULL DEFAULT 0;";

static int user_version(sqlite3 *db)
{
    sqlite3_stmt *s = NULL;
    int version = -1;
    if (sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &s, NULL) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW)
        version = sqlite3_column_int(s, 0);
    sqlite3_finalize(s);
    return version;
}

/* Brings the schema to this version, in one transaction: a folder is
 * upgraded whole or not at all. */
static bool set_up_schema(sqlite3 *db, char **message)
{
    if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, message) != SQLITE_OK)
        return false;
    int version = user_version(db);
    if (version > SCHEMA_VERSION) {
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
        *message = sqlite3_mprintf("the state was written by a newer server (version %d)", version);
        return false;
    }
    if ((version == 1 && sqlite3_exec(db, UPGRADE_1, NULL, NULL, message) != SQLITE_OK) ||
        ((version == 1 || version == 2) && sqlite3_exec(db, UPGRADE_2, NULL, NULL, message) != SQLITE_OK) ||
        sqlite3_exec(db, SCHEMA, NULL, NULL, message) != SQLITE_OK ||
        sqlite3_exec(db, "COMMIT", NULL, NULL, message) != SQLITE_OK) {
        sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
        return false;
    }
    return true;
}

struct Storage {
    int lock_fd; /* DIR/ecarte-server.lock, locked for as long as the storage is open */
    sqlite3 *db;
    sqlite3_stmt *statements[STATEMENT_COUNT];
    bool in_transaction;
    /* SQLite rolled the turn's transaction back after a failure (a full
     * disk, an I/O error, no memory): the turn's writes are gone, so its
     * later ones are refused and its commit fails. */
    bool lost;
    /* The turn's transaction could not begin (the database was locked):
     * every write of the turn is refused at once, not after another wait. */
    bool refusing;
    char error[256];
    /* The checkpoints, on a thread and a connection of their own. */
    char path[4096];
    bool checkpointing;
    pthread_t checkpointer;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    bool stopping;
};

/* A checkpoint a second; a log of more frames (16 MB) starts again. */
enum { CHECKPOINT_EVERY_MS = 1000, RESTART_FRAMES = 4096 };

/* Copies the log back into the database now and then.  SQLite would do it
 * inside a commit, holding up the loop (and its answers) while the database
 * file is written and synced; here it never waits for the loop, nor the loop
 * for it. */
static void *checkpoint_loop(void *context)
{
    Storage *storage = context;
    sqlite3 *db = NULL;
    if (sqlite3_open_v2(storage->path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
        sqlite3_close(db);
        return NULL;
    }
    sqlite3_busy_timeout(db, 1000);
    /* A connection learns that the database keeps a log only when it
     * first reads it: until then a checkpoint does nothing at all. */
    sqlite3_exec(db, "PRAGMA schema_version", NULL, NULL, NULL);
    pthread_mutex_lock(&storage->lock);
    while (!storage->stopping) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += CHECKPOINT_EVERY_MS / 1000;
        pthread_cond_timedwait(&storage->wake, &storage->lock, &until);
        if (storage->stopping)
            break;
        pthread_mutex_unlock(&storage->lock);
        int logged = 0;
        sqlite3_wal_checkpoint_v2(db, NULL, SQLITE_CHECKPOINT_PASSIVE, &logged, NULL);
        /* The log starts again from its beginning only when a turn begins
         * with all of it copied, which under a steady load never happens:
         * once it is long, the last of it is copied with the loop's next
         * turn held back (for that last second's frames alone), and the log
         * starts again. */
        if (logged >= RESTART_FRAMES)
            sqlite3_wal_checkpoint_v2(db, NULL, SQLITE_CHECKPOINT_RESTART, NULL, NULL);
        pthread_mutex_lock(&storage->lock);
    }
    pthread_mutex_unlock(&storage->lock);
    sqlite3_close(db);
    return NULL;
}

static bool failed(Storage *storage, const char *what)
{
    snprintf(storage->error, sizeof storage->error, "%s: %s", what, sqlite3_errmsg(storage->db));
    return false;
}

const char *storage_error(const Storage *storage) { return storage->error; }

/* One folder, one server: a second would deal, store and acknowledge
 * actions of the same tables as the first, and the two stories would
 * refuse each other from then on.  The lock is flock's, which belongs to
 * the open file, not the process, so that a second server in the same
 * process is refused too, and it goes when the file is closed, however the
 * server ends. */
static bool lock_folder(Storage *storage, const char *dir, char *error, size_t error_size)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/ecarte-server.lock", dir);
    storage->lock_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (storage->lock_fd < 0) {
        snprintf(error, error_size, "cannot open %s: %s", path, strerror(errno));
        return false;
    }
    if (flock(storage->lock_fd, LOCK_EX | LOCK_NB) == 0)
        return true;
    if (errno == EWOULDBLOCK)
        snprintf(error, error_size, "another ecarte-server is using %s", dir);
    else
        snprintf(error, error_size, "cannot lock %s: %s", path, strerror(errno));
    return false;
}

Storage *storage_open(const char *dir, bool sync_full, char *error, size_t error_size)
{
    Storage *storage = calloc(1, sizeof *storage);
    char path[4096];
    if (!storage) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    if (!lock_folder(storage, dir, error, error_size)) {
        storage_close(storage);
        return NULL;
    }
    snprintf(path, sizeof path, "%s/ecarte-server.sqlite", dir);
    snprintf(storage->path, sizeof storage->path, "%s", path);
    /* The tables hold the seats' token hashes and the hands' seeds: the
     * server's alone, whatever the umask.  SQLite gives its log and its
     * shared memory the database's mode. */
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd >= 0) {
        if (fchmod(fd, 0600) != 0)
            snprintf(error, error_size, "cannot make %s private: %s", path, strerror(errno));
        close(fd);
    }
    if (sqlite3_open_v2(path, &storage->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL) !=
        SQLITE_OK) {
        snprintf(error, error_size, "cannot open %s: %s", path,
                 storage->db ? sqlite3_errmsg(storage->db) : "out of memory");
        storage_close(storage);
        return NULL;
    }
    /* Write-ahead logging: a commit appends to the log, readers never
     * block; a small page cache keeps the memory per table low. */
    char pragmas[256];
    snprintf(pragmas, sizeof pragmas,
             "PRAGMA journal_mode = WAL; PRAGMA synchronous = %s; PRAGMA cache_size = -2048; "
             "PRAGMA busy_timeout = 5000; PRAGMA wal_autocheckpoint = 0; PRAGMA journal_size_limit = 67108864;",
             sync_full ? "FULL" : "NORMAL");
    char *message = NULL;
    if (sqlite3_exec(storage->db, pragmas, NULL, NULL, &message) != SQLITE_OK ||
        !set_up_schema(storage->db, &message)) {
        snprintf(error, error_size, "cannot set up %s: %s", path, message ? message : "?");
        sqlite3_free(message);
        storage_close(storage);
        return NULL;
    }
    for (int i = 0; i < STATEMENT_COUNT; i++)
        if (sqlite3_prepare_v3(storage->db, SQL[i], -1, SQLITE_PREPARE_PERSISTENT, &storage->statements[i], NULL) !=
            SQLITE_OK) {
            snprintf(error, error_size, "cannot prepare a statement: %s", sqlite3_errmsg(storage->db));
            storage_close(storage);
            return NULL;
        }
    pthread_mutex_init(&storage->lock, NULL);
    pthread_cond_init(&storage->wake, NULL);
    storage->checkpointing = pthread_create(&storage->checkpointer, NULL, checkpoint_loop, storage) == 0;
    return storage;
}

void storage_close(Storage *storage)
{
    if (!storage)
        return;
    if (storage->checkpointing) {
        pthread_mutex_lock(&storage->lock);
        storage->stopping = true;
        pthread_cond_signal(&storage->wake);
        pthread_mutex_unlock(&storage->lock);
        pthread_join(storage->checkpointer, NULL);
        pthread_mutex_destroy(&storage->lock);
        pthread_cond_destroy(&storage->wake);
    }
    storage_commit(storage);
    for (int i = 0; i < STATEMENT_COUNT; i++)
        sqlite3_finalize(storage->statements[i]);
    sqlite3_close(storage->db);
    if (storage->lock_fd >= 0)
        close(storage->lock_fd);
    free(storage);
}

/* Runs a statement that returns no rows, then makes it ready again. */
static bool run(Storage *storage, sqlite3_stmt *statement, const char *what)
{
    int status = sqlite3_step(statement);
    sqlite3_reset(statement);
    sqlite3_clear_bindings(statement);
    if (status == SQLITE_DONE)
        return true;
    failed(storage, what);
    /* Without its transaction a later write would be committed on its own,
     * ahead of the writes before it that are gone. */
    if (storage->in_transaction && sqlite3_get_autocommit(storage->db))
        storage->lost = true;
    return false;
}

/* The turn's transaction begins with its first write, and takes the
 * database's lock then, so that a write never waits for it later. */
static sqlite3_stmt *writing(Storage *storage, int which)
{
    if (storage->lost || storage->refusing)
        return NULL; /* the reason is in storage->error already */
    if (!storage->in_transaction) {
        if (!run(storage, storage->statements[STATEMENT_BEGIN], "begin")) {
            storage->refusing = true;
            return NULL;
        }
        storage->in_transaction = true;
    }
    return storage->statements[which];
}

bool storage_commit(Storage *storage)
{
    bool lost = storage->lost;
    storage->refusing = storage->lost = false;
    if (!storage->in_transaction)
        return true;
    storage->in_transaction = false;
    if (!lost && run(storage, storage->statements[STATEMENT_COMMIT], "commit"))
        return true;
    if (!sqlite3_get_autocommit(storage->db))
        sqlite3_exec(storage->db, "ROLLBACK", NULL, NULL, NULL);
    return false;
}

bool storage_add_table(Storage *storage, const char *code, const GameOptions *options, uint8_t first_dealer,
                       const uint8_t token_hash[NET_HASH_BYTES], int64_t created, int64_t *id)
{
    sqlite3_stmt *s = writing(storage, STATEMENT_ADD_TABLE);
    if (!s)
        return false;
    sqlite3_bind_text(s, 1, code, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(s, 2, options->target);
    sqlite3_bind_int(s, 3, options->must_trump_when_void);
    sqlite3_bind_int(s, 4, (int)options->penalty);
    sqlite3_bind_int(s, 5, options->dealer_must_exchange);
    sqlite3_bind_int(s, 6, first_dealer);
    sqlite3_bind_blob(s, 7, token_hash, NET_HASH_BYTES, SQLITE_TRANSIENT);
    sqlite3_bind_int64(s, 8, created);
    if (!run(storage, s, "adding a table"))
        return false;
    *id = sqlite3_last_insert_rowid(storage->db);
    return true;
}

bool storage_set_token(Storage *storage, int64_t id, int seat, const uint8_t token_hash[NET_HASH_BYTES])
{
    sqlite3_stmt *s = writing(storage, seat == 0 ? STATEMENT_SET_TOKEN0 : STATEMENT_SET_TOKEN1);
    if (!s)
        return false;
    sqlite3_bind_int64(s, 1, id);
    sqlite3_bind_blob(s, 2, token_hash, NET_HASH_BYTES, SQLITE_TRANSIENT);
    return run(storage, s, "seating a player");
}

bool storage_add_hand(Storage *storage, int64_t id, int hand, int64_t seq, const uint8_t seed[NET_SEED_BYTES],
                      const Card deck[CARD_COUNT])
{
    sqlite3_stmt *s = writing(storage, STATEMENT_ADD_HAND);
    if (!s)
        return false;
    char text[CARD_COUNT * 3];
    for (int i = 0; i < CARD_COUNT; i++) {
        card_format(deck[i], text + 3 * i);
        text[3 * i + 2] = i + 1 < CARD_COUNT ? ' ' : '\0';
    }
    sqlite3_bind_int64(s, 1, id);
    sqlite3_bind_int(s, 2, hand);
    sqlite3_bind_int64(s, 3, seq);
    sqlite3_bind_blob(s, 4, seed, NET_SEED_BYTES, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 5, text, -1, SQLITE_TRANSIENT);
    return run(storage, s, "adding a hand");
}

bool storage_add_action(Storage *storage, int64_t id, int64_t seq, int hand, int seat, const char *action)
{
    sqlite3_stmt *s = writing(storage, STATEMENT_ADD_ACTION);
    if (!s)
        return false;
    sqlite3_bind_int64(s, 1, id);
    sqlite3_bind_int64(s, 2, seq);
    sqlite3_bind_int(s, 3, hand);
    sqlite3_bind_int(s, 4, seat);
    sqlite3_bind_text(s, 5, action, -1, SQLITE_TRANSIENT);
    return run(storage, s, "adding an action");
}

bool storage_set_name(Storage *storage, int64_t id, int seat, const char *name)
{
    sqlite3_stmt *s = writing(storage, seat == 0 ? STATEMENT_SET_NAME0 : STATEMENT_SET_NAME1);
    if (!s)
        return false;
    sqlite3_bind_int64(s, 1, id);
    sqlite3_bind_text(s, 2, name, -1, SQLITE_TRANSIENT);
    return run(storage, s, "naming a player");
}

bool storage_set_rematch(Storage *storage, int64_t id, int seat)
{
    sqlite3_stmt *s = writing(storage, seat == 0 ? STATEMENT_SET_REMATCH0 : STATEMENT_SET_REMATCH1);
    if (!s)
        return false;
    sqlite3_bind_int64(s, 1, id);
    return run(storage, s, "asking for a rematch");
}

bool storage_new_game(Storage *storage, int64_t id, int game, int64_t seq, uint8_t first_dealer)
{
    static const int WHICH[] = {STATEMENT_REMOVE_ACTIONS, STATEMENT_REMOVE_HANDS};
    for (int i = 0; i < 2; i++) {
        sqlite3_stmt *s = writing(storage, WHICH[i]);
        if (!s)
            return false;
        sqlite3_bind_int64(s, 1, id);
        if (!run(storage, s, "forgetting a game"))
            return false;
    }
    sqlite3_stmt *s = writing(storage, STATEMENT_NEW_GAME);
    if (!s)
        return false;
    sqlite3_bind_int64(s, 1, id);
    sqlite3_bind_int(s, 2, game);
    sqlite3_bind_int64(s, 3, seq);
    sqlite3_bind_int(s, 4, first_dealer);
    return run(storage, s, "starting a new game");
}

bool storage_set_active(Storage *storage, int64_t id, int64_t active)
{
    sqlite3_stmt *s = writing(storage, STATEMENT_SET_ACTIVE);
    if (!s)
        return false;
    sqlite3_bind_int64(s, 1, id);
    sqlite3_bind_int64(s, 2, active);
    return run(storage, s, "noting a table sat at");
}

bool storage_remove_table(Storage *storage, int64_t id)
{
    static const int WHICH[] = {STATEMENT_REMOVE_ACTIONS, STATEMENT_REMOVE_HANDS, STATEMENT_REMOVE_TABLE};
    for (int i = 0; i < 3; i++) {
        sqlite3_stmt *s = writing(storage, WHICH[i]);
        if (!s)
            return false;
        sqlite3_bind_int64(s, 1, id);
        if (!run(storage, s, "removing a table"))
            return false;
    }
    return true;
}

static bool read_blob(sqlite3_stmt *s, int column, uint8_t *out, int size)
{
    if (sqlite3_column_type(s, column) != SQLITE_BLOB || sqlite3_column_bytes(s, column) != size)
        return false;
    memcpy(out, sqlite3_column_blob(s, column), (size_t)size);
    return true;
}

bool storage_load_tables(Storage *storage, StoredTableHandler handler, void *context)
{
    sqlite3_stmt *s = storage->statements[STATEMENT_TABLES];
    bool going = true;
    int status;
    while (going && (status = sqlite3_step(s)) == SQLITE_ROW) {
        StoredTable table = {.id = sqlite3_column_int64(s, 0)};
        const unsigned char *code = sqlite3_column_text(s, 1);
        snprintf(table.code, sizeof table.code, "%s", code ? (const char *)code : "");
        table.options.target = (uint8_t)sqlite3_column_int(s, 2);
        table.options.must_trump_when_void = sqlite3_column_int(s, 3) != 0;
        table.options.penalty = sqlite3_column_int(s, 4) ? PENALTY_CLASSIC : PENALTY_STANDARD;
        table.options.dealer_must_exchange = sqlite3_column_int(s, 5) != 0;
        table.first_dealer = (uint8_t)sqlite3_column_int(s, 6);
        for (int seat = 0; seat < SEAT_COUNT; seat++)
            table.has_token[seat] = read_blob(s, 7 + seat, table.token_hash[seat], NET_HASH_BYTES);
        for (int seat = 0; seat < SEAT_COUNT; seat++) {
            const unsigned char *name = sqlite3_column_text(s, 9 + seat);
            snprintf(table.names[seat], sizeof table.names[seat], "%s", name ? (const char *)name : "");
            table.rematch[seat] = sqlite3_column_int(s, 13 + seat) != 0;
        }
        table.game = sqlite3_column_int(s, 11);
        table.game_seq = sqlite3_column_int64(s, 12);
        table.created = sqlite3_column_int64(s, 15);
        table.active = sqlite3_column_int64(s, 16);
        going = handler(context, &table);
    }
    sqlite3_reset(s);
    if (going && status != SQLITE_DONE)
        return failed(storage, "reading the tables");
    return going;
}

static bool load_steps(Storage *storage, sqlite3_stmt *s, StoredStepHandler handler, void *context)
{
    bool going = true;
    int status;
    while (going && (status = sqlite3_step(s)) == SQLITE_ROW) {
        StoredStep step = {.seq = sqlite3_column_int64(s, 0), .deal = sqlite3_column_int(s, 1) != 0};
        step.hand = sqlite3_column_int(s, 2);
        if (step.deal) {
            const char *deck = (const char *)sqlite3_column_text(s, 4);
            bool whole = read_blob(s, 3, step.seed, NET_SEED_BYTES) && deck && strlen(deck) == CARD_COUNT * 3 - 1;
            for (int i = 0; i < CARD_COUNT; i++)
                step.deck[i] = whole ? card_parse(deck + 3 * i, 2) : CARD_NONE;
        } else {
            const char *action = (const char *)sqlite3_column_text(s, 6);
            step.seat = sqlite3_column_int(s, 5);
            snprintf(step.action, sizeof step.action, "%s", action ? action : "");
        }
        going = handler(context, &step);
    }
    sqlite3_reset(s);
    sqlite3_clear_bindings(s);
    if (going && status != SQLITE_DONE)
        return failed(storage, "reading a table's story");
    return going;
}

bool storage_load_steps(Storage *storage, int64_t id, StoredStepHandler handler, void *context)
{
    sqlite3_stmt *s = storage->statements[STATEMENT_STEPS];
    sqlite3_bind_int64(s, 1, id);
    return load_steps(storage, s, handler, context);
}

bool storage_hand_actions(Storage *storage, int64_t id, int hand, StoredStepHandler handler, void *context)
{
    sqlite3_stmt *s = storage->statements[STATEMENT_HAND_ACTIONS];
    sqlite3_bind_int64(s, 1, id);
    sqlite3_bind_int(s, 2, hand);
    return load_steps(storage, s, handler, context);
}
