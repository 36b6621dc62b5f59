#define _GNU_SOURCE
/* The server's storage when the disk fails it.  SQLite may answer a full
 * disk in the middle of a turn by rolling the turn's whole transaction
 * back: then nothing the turn wrote may reach the disk, not even what it
 * writes after the failure, and the turn's commit must fail, so that none
 * of its answers is sent.  The database is made full with SQLite's own
 * limit on its pages, set on the storage's connection, which this test
 * finds as SQLite opens it.  And a database another program holds locked
 * refuses an action, which is stored when it is sent again. */
#include <pthread.h>
#include <setjmp.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <cmocka.h>

#include "server_support.h"
#include "storage.h"

/* The first connection opened on the test's thread: the storage's own (its
 * checkpoints open another, on a thread of their own). */
static sqlite3 *storage_db;
static pthread_t test_thread;

static int note_connection(sqlite3 *db, char **error, const sqlite3_api_routines *api)
{
    (void)error;
    (void)api;
    if (!storage_db && pthread_equal(pthread_self(), test_thread))
        storage_db = db;
    return SQLITE_OK;
}

static void execute(const char *sql)
{
    char *message = NULL;
    if (sqlite3_exec(storage_db, sql, NULL, NULL, &message) != SQLITE_OK)
        fail_msg("%s: %s", sql, message);
}

static bool count_step(void *context, const StoredStep *step)
{
    (void)step;
    (*(int *)context)++;
    return true;
}

static bool find_table(void *context, const StoredTable *table)
{
    *(int64_t *)context = table->id;
    return true;
}

static void test_a_turn_rolled_back_keeps_nothing(void **state)
{
    (void)state;
    char dir[] = "/tmp/ecarte-storage-test-XXXXXX", error[256];
    assert_non_null(mkdtemp(dir));
    storage_db = NULL;
    test_thread = pthread_self();
    assert_int_equal(sqlite3_auto_extension((void (*)(void))note_connection), SQLITE_OK);
    Storage *storage = storage_open(dir, false, error, sizeof error);
    assert_non_null(storage);
    assert_non_null(storage_db);

    GameOptions options = options_preset(PRESET_STANDARD);
    uint8_t token[NET_HASH_BYTES] = {1};
    int64_t id;
    assert_true(storage_add_table(storage, "ACDE-FHJK", &options, 0, token, 0, &id));
    assert_true(storage_commit(storage));

    /* A turn: its first writes go in, then the disk is full. */
    assert_true(storage_add_action(storage, id, 1, 1, 0, "stand"));
    execute("PRAGMA max_page_count = 1"); /* as small as the database now is */
    int64_t seq = 2;
    while (seq < 100000 && storage_add_action(storage, id, seq, 1, 0, "stand"))
        seq++;
    assert_true(seq < 100000);
    /* Room again, later in the same turn: what is written now must not
     * reach the disk without what came before it. */
    execute("PRAGMA max_page_count = 1073741823");
    storage_add_action(storage, id, seq + 1, 1, 1, "play KH");
    assert_false(storage_commit(storage));
    storage_close(storage);

    /* Read back: the table as it was before the turn. */
    storage_db = NULL;
    storage = storage_open(dir, false, error, sizeof error);
    assert_non_null(storage);
    int64_t found = 0;
    assert_true(storage_load_tables(storage, find_table, &found));
    assert_int_equal(found, id);
    int steps = 0;
    assert_true(storage_load_steps(storage, id, count_step, &steps));
    assert_int_equal(steps, 0);

    /* The next turn writes again. */
    assert_true(storage_add_action(storage, id, 1, 1, 0, "stand"));
    assert_true(storage_commit(storage));
    steps = 0;
    assert_true(storage_load_steps(storage, id, count_step, &steps));
    assert_int_equal(steps, 1);
    storage_close(storage);
    sqlite3_reset_auto_extension();
    char command[64];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    assert_int_equal(system(command), 0);
}

static long file_size(const char *dir, const char *name)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    struct stat about;
    return stat(path, &about) == 0 ? (long)about.st_size : -1;
}

/* The log's checkpoint sequence number (its header's fourth word), which
 * grows each time the log starts again from its beginning. */
static uint32_t log_restarts(const char *dir)
{
    char path[128];
    unsigned char header[16] = {0};
    snprintf(path, sizeof path, "%s/ecarte-server.sqlite-wal", dir);
    FILE *log = fopen(path, "rb");
    if (log) {
        if (fread(header, 1, sizeof header, log) != sizeof header)
            memset(header, 0, sizeof header);
        fclose(log);
    }
    return (uint32_t)header[12] << 24 | (uint32_t)header[13] << 16 | (uint32_t)header[14] << 8 | header[15];
}

/* Turns written one after another, as fast as they come, as under a heavy
 * load: the log is copied back into the database meanwhile, and starts
 * again from its beginning now and then, rather than grow without end. */
static void test_the_log_is_copied_back_under_load(void **state)
{
    (void)state;
    char dir[] = "/tmp/ecarte-storage-test-XXXXXX", error[256];
    assert_non_null(mkdtemp(dir));
    Storage *storage = storage_open(dir, false, error, sizeof error);
    assert_non_null(storage);
    GameOptions options = options_preset(PRESET_STANDARD);
    uint8_t token[NET_HASH_BYTES] = {1};
    int64_t ids[64];
    for (int t = 0; t < 64; t++) {
        char code[24];
        snprintf(code, sizeof code, "ACDE-%04d", t);
        assert_true(storage_add_table(storage, code, &options, 0, token, 0, &ids[t]));
    }
    assert_true(storage_commit(storage));
    long database = file_size(dir, "ecarte-server.sqlite");
    uint32_t restarts = log_restarts(dir);
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    bool copied = false, restarted = false;
    for (int64_t seq = 1; !(copied && restarted); seq++) {
        /* Every table moves each turn, as ten thousand tables would. */
        for (int t = 0; t < 64; t++)
            assert_true(storage_add_action(storage, ids[t], seq, 1, 0, "play KH"));
        assert_true(storage_commit(storage));
        copied = copied || file_size(dir, "ecarte-server.sqlite") > database;
        restarted = restarted || log_restarts(dir) != restarts;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now.tv_sec - start.tv_sec > 120)
            break; /* bounded: what is missing fails below */
    }
    assert_true(copied);
    assert_true(restarted);
    storage_close(storage);
    char command[64];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    assert_int_equal(system(command), 0);
}

static void test_a_locked_database_refuses_the_action(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient a, b;
    GameOptions options = options_preset(PRESET_STANDARD);
    table_open(server.address, &options, &a, &b);
    NetClient *to_act = client_legal_count(&a) ? &a : &b;
    char action[ACTION_TEXT_MAX];
    snprintf(action, sizeof action, "%s", client_legal(to_act, 0));

    /* Another program takes the database's lock and keeps it. */
    char path[128];
    snprintf(path, sizeof path, "%s/ecarte-server.sqlite", server.dir);
    sqlite3 *other;
    assert_int_equal(sqlite3_open(path, &other), SQLITE_OK);
    assert_int_equal(sqlite3_exec(other, "BEGIN IMMEDIATE", NULL, NULL, NULL), SQLITE_OK);
    assert_false(net_client_act(to_act, action, WAIT_MS));
    assert_non_null(strstr(to_act->error, "server_error"));
    assert_true(net_client_send(to_act, json_pack("{s:s}", "type", "ping")));
    json_decref(net_client_expect(to_act, "pong", WAIT_MS));
    assert_int_equal(to_act->seq, 1);

    /* Let go, the same action is stored, and is there after a restart. */
    assert_int_equal(sqlite3_exec(other, "ROLLBACK", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(other);
    assert_true(net_client_act(to_act, action, WAIT_MS));
    client_sync(to_act, 2);
    char token[NET_TOKEN_TEXT];
    strcpy(token, to_act->token);
    net_client_close(&a);
    net_client_close(&b);
    test_server_stop(&server);
    test_server_start(&server);
    NetClient again;
    client_open(&again, server.address);
    assert_true(net_client_resume(&again, token, WAIT_MS));
    client_sync(&again, 2);
    assert_int_equal(again.seq, 2);
    net_client_close(&again);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* One state folder, one server: a second, even in the same process, is
 * refused while the first runs, which goes on; once the first is closed,
 * the folder may be opened again. */
static void test_one_folder_has_one_server(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    char error[512] = "", expected[160];
    Server *second = server_open(&server.config, error, sizeof error);
    if (second)
        server_close(second);
    assert_null(second);
    snprintf(expected, sizeof expected, "another ecarte-server is using %s", server.dir);
    assert_string_equal(error, expected);

    /* The first goes on as if nothing was tried. */
    NetClient maker;
    client_open(&maker, server.address);
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(net_client_create(&maker, &options, WAIT_MS));
    net_client_close(&maker);
    /* Closed, it has let the folder go. */
    test_server_restart_holds(&server, 1);
    test_server_remove(&server);
}

/* The tables are the server's alone, whatever the umask: a game that
 * hosts a table keeps it among the player's own files. */
static void test_the_tables_are_private(void **state)
{
    (void)state;
    mode_t mask = umask(0);
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient maker;
    client_open(&maker, server.address);
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(net_client_create(&maker, &options, WAIT_MS));
    net_client_close(&maker);
    const char *files[] = {"ecarte-server.sqlite", "ecarte-server.sqlite-wal", "ecarte-server.lock"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[600];
        struct stat info;
        snprintf(path, sizeof path, "%s/%s", server.dir, files[i]);
        assert_int_equal(stat(path, &info), 0);
        if ((info.st_mode & 0777) != 0600)
            fail_msg("%s is mode %o, not 600", files[i], (unsigned)(info.st_mode & 0777));
    }
    test_server_stop(&server);
    test_server_remove(&server);
    umask(mask);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_turn_rolled_back_keeps_nothing),
        cmocka_unit_test(test_a_locked_database_refuses_the_action),
        cmocka_unit_test(test_one_folder_has_one_server),
        cmocka_unit_test(test_the_tables_are_private),
        cmocka_unit_test(test_the_log_is_copied_back_under_load),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
