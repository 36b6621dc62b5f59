#define _GNU_SOURCE
/* When tables nobody sits at are closed: by the wall clock, which the
 * storage keeps, so that a server restarted however often closes a table
 * when its time comes, never later; a state folder of the version before,
 * which knew no such time, read; and a table nobody joined, closed sooner
 * than others. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "server_support.h"

enum { WEEK_MS = 7 * TEST_WALL_DAY_MS, MINUTE_MS = 60000 };

/* Whether a table of this code stands: a watcher may watch it. */
static bool stands(const char *address, const char *code)
{
    NetClient watcher;
    client_open(&watcher, address);
    bool watching = net_client_watch(&watcher, code, WAIT_MS);
    if (!watching)
        assert_non_null(strstr(watcher.error, "no_table"));
    net_client_close(&watcher);
    return watching;
}

static void test_a_table_is_closed_by_the_wall_clock_across_restarts(void **state)
{
    (void)state;
    TestServer server;
    TestWallClock clock;
    test_server_config(&server);
    test_server_use_clock(&server, &clock, TEST_WALL_START - TEST_WALL_DAY_MS);
    test_server_start(&server);
    GameOptions options = options_preset(PRESET_STANDARD);

    /* A table played a day before the server stops, and played on till
     * it stops: the players are seated then. */
    NetClient a0, a1;
    table_open(server.address, &options, &a0, &a1);
    char kept[NET_CODE_TEXT];
    strcpy(kept, a0.code);

    /* Another, left two minutes before the server stops. */
    test_wall_clock_set(&clock, TEST_WALL_START - 2 * MINUTE_MS);
    NetClient b0, b1, watcher;
    table_open(server.address, &options, &b0, &b1);
    char left[NET_CODE_TEXT];
    strcpy(left, b0.code);
    client_open(&watcher, server.address);
    assert_true(net_client_watch(&watcher, left, WAIT_MS));
    net_client_close(&b0);
    net_client_close(&b1);
    client_sync_empty(&watcher);
    net_client_close(&watcher);

    test_wall_clock_set(&clock, TEST_WALL_START);
    test_server_stop(&server);
    net_client_close(&a0);
    net_client_close(&a1);

    /* Restarted three days on, and stopped again: nothing starts again. */
    test_wall_clock_set(&clock, TEST_WALL_START + 3 * TEST_WALL_DAY_MS);
    test_server_start(&server);
    assert_int_equal(server_table_count(server.server), 2);
    test_server_stop(&server);

    /* A week after the server stopped, less a minute: the table left two
     * minutes before has been empty a week, and goes; the one sat at till
     * the server stopped stays, once the server has looked (it has when
     * the other is gone). */
    test_wall_clock_set(&clock, TEST_WALL_START + WEEK_MS - MINUTE_MS);
    test_server_start(&server);
    assert_int_equal(server_table_count(server.server), 2);
    assert_true(table_closes(server.address, left));
    assert_true(stands(server.address, kept));

    /* A week and a second after: it goes too. */
    test_wall_clock_set(&clock, TEST_WALL_START + WEEK_MS + 1000);
    assert_true(table_closes(server.address, kept));
    test_server_stop(&server);
    test_server_remove(&server);
}

/* A folder of the version before knows neither when its tables were made
 * nor when they were last sat at: it is read, and its tables count from
 * the first start of this version, however often it is restarted. */
static void test_a_folder_without_the_times_is_read(void **state)
{
    (void)state;
    TestServer server;
    TestWallClock clock;
    test_server_config(&server);
    test_server_use_clock(&server, &clock, TEST_WALL_START);
    static const char VERSION_2[] =
        "CREATE TABLE tables(id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, "
        "target INTEGER NOT NULL, must_trump INTEGER NOT NULL, penalty INTEGER NOT NULL, "
        "dealer_must_exchange INTEGER NOT NULL, first_dealer INTEGER NOT NULL, token0 BLOB, token1 BLOB, "
        "created INTEGER NOT NULL, name0 TEXT NOT NULL DEFAULT '', name1 TEXT NOT NULL DEFAULT '', "
        "game INTEGER NOT NULL DEFAULT 1, game_seq INTEGER NOT NULL DEFAULT 0, rematch0 INTEGER NOT NULL DEFAULT 0, "
        "rematch1 INTEGER NOT NULL DEFAULT 0);"
        "CREATE TABLE hands(table_id INTEGER NOT NULL, hand INTEGER NOT NULL, seq INTEGER NOT NULL, "
        "seed BLOB NOT NULL, deck TEXT NOT NULL, PRIMARY KEY(table_id, hand)) WITHOUT ROWID;"
        "CREATE TABLE actions(table_id INTEGER NOT NULL, seq INTEGER NOT NULL, hand INTEGER NOT NULL, "
        "seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY(table_id, seq)) WITHOUT ROWID;"
        "PRAGMA user_version = 2;"
        "INSERT INTO tables(code, target, must_trump, penalty, dealer_must_exchange, first_dealer, token0, "
        "token1, created, name0, name1) VALUES ('KT3F-XW7A', 5, 0, 0, 0, 1, "
        "x'0202020202020202020202020202020202020202020202020202020202020202', "
        "x'0101010101010101010101010101010101010101010101010101010101010101', 0, 'Ada', 'Bob');";
    test_server_write_state(&server, VERSION_2);
    test_server_start(&server);
    assert_int_equal(server_table_count(server.server), 1);
    test_server_stop(&server);
    test_wall_clock_set(&clock, TEST_WALL_START + WEEK_MS - MINUTE_MS);
    test_server_start(&server);
    assert_true(stands(server.address, "KT3F-XW7A"));
    test_wall_clock_set(&clock, TEST_WALL_START + WEEK_MS + 1000);
    assert_true(table_closes(server.address, "KT3F-XW7A"));
    test_server_stop(&server);
    test_server_remove(&server);
}

/* Expects `maker` to be refused a table, saying `sentence`. */
static void expect_refused(NetClient *maker, const char *sentence)
{
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_false(net_client_create(maker, &options, WAIT_MS));
    if (!strstr(maker->error, "too_many_tables") || !strstr(maker->error, sentence))
        fail_msg("refused with '%s', not '%s'", maker->error, sentence);
}

/* A table nobody joined goes an hour after its maker left it, not a week:
 * an address that made as many as it may, and left them, may make another
 * soon, and the refusal meanwhile says when. */
static void test_an_unjoined_table_goes_after_an_hour(void **state)
{
    (void)state;
    TestServer server;
    TestWallClock clock;
    test_server_config(&server);
    test_server_use_clock(&server, &clock, TEST_WALL_START);
    server.config.tables_per_address = 3;
    test_server_start(&server);
    GameOptions options = options_preset(PRESET_STANDARD);
    NetClient makers[2], j0, j1, watchers[3], late;
    for (int i = 0; i < 2; i++) {
        client_open(&makers[i], server.address);
        assert_true(net_client_create(&makers[i], &options, WAIT_MS));
    }
    table_open(server.address, &options, &j0, &j1);
    char codes[3][NET_CODE_TEXT];
    strcpy(codes[0], makers[0].code);
    strcpy(codes[1], makers[1].code);
    strcpy(codes[2], j0.code);
    client_open(&late, server.address);
    expect_refused(&late, "3 tables made from your address stand, each sat at: one must be left first");

    /* Everybody leaves, as the watchers see. */
    for (int i = 0; i < 3; i++) {
        client_open(&watchers[i], server.address);
        assert_true(net_client_watch(&watchers[i], codes[i], WAIT_MS));
    }
    net_client_close(&makers[0]);
    net_client_close(&makers[1]);
    net_client_close(&j0);
    net_client_close(&j1);
    for (int i = 0; i < 3; i++)
        client_sync_empty(&watchers[i]);
    expect_refused(&late, "3 tables made from your address stand: you may make another in 60 minutes");
    test_wall_clock_set(&clock, TEST_WALL_START + 42 * MINUTE_MS);
    expect_refused(&late, "you may make another in 18 minutes");

    /* An hour on, the tables nobody joined go; the one joined stays. */
    test_wall_clock_set(&clock, TEST_WALL_START + 60 * MINUTE_MS + 1000);
    assert_true(table_closes(server.address, codes[0]));
    assert_true(table_closes(server.address, codes[1]));
    assert_true(stands(server.address, codes[2]));
    assert_true(net_client_create(&late, &options, WAIT_MS));
    for (int i = 0; i < 3; i++)
        net_client_close(&watchers[i]);
    net_client_close(&late);
    test_server_stop(&server);
    test_server_remove(&server);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_table_is_closed_by_the_wall_clock_across_restarts),
        cmocka_unit_test(test_a_folder_without_the_times_is_read),
        cmocka_unit_test(test_an_unjoined_table_goes_after_an_hour),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
