#define _GNU_SOURCE
#include "server_support.h"

#include <setjmp.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "ecarte/net_deal.h"

bool test_random(void *context, uint8_t *out, size_t size)
{
    TestRandom *random = context;
    while (size > 0) {
        uint8_t input[16], block[NET_HASH_BYTES];
        for (int i = 0; i < 8; i++) {
            input[i] = (uint8_t)(random->key >> (8 * i));
            input[8 + i] = (uint8_t)(random->counter >> (8 * i));
        }
        random->counter++;
        net_sha256(input, sizeof input, block);
        size_t take = size < sizeof block ? size : sizeof block;
        memcpy(out, block, take);
        out += take;
        size -= take;
    }
    return true;
}

int64_t test_wall_clock(void *context)
{
    TestWallClock *clock = context;
    return atomic_load(&clock->ms);
}

void test_wall_clock_set(TestWallClock *clock, int64_t ms) { atomic_store(&clock->ms, ms); }

void test_server_use_clock(TestServer *server, TestWallClock *clock, int64_t ms)
{
    test_wall_clock_set(clock, ms);
    server->config.wall_clock = test_wall_clock;
    server->config.wall_clock_context = clock;
}

void test_server_config(TestServer *server)
{
    memset(server, 0, sizeof *server);
    server_config_defaults(&server->config);
    snprintf(server->dir, sizeof server->dir, "/tmp/ecarte-server-test-XXXXXX");
    assert_non_null(mkdtemp(server->dir));
    server->config.listen = "127.0.0.1:0";
    server->config.state_dir = server->dir;
    server->config.per_address = 0;
    server->config.sync_full = false; /* the tests kill no machine */
}

static void *run(void *context)
{
    TestServer *server = context;
    server->run_ok = server_run(server->server);
    return NULL;
}

void test_server_start(TestServer *server)
{
    /* As the program does (main.c): a write to a client that has closed
     * its connection, which TLS may make in the middle of a read, fails
     * with EPIPE rather than ending the process. */
    signal(SIGPIPE, SIG_IGN);
    char error[512];
    server->server = server_open(&server->config, error, sizeof error);
    if (!server->server)
        fail_msg("the server did not start: %s", error);
    snprintf(server->address, sizeof server->address, "%s", server_address(server->server));
    assert_int_equal(pthread_create(&server->thread, NULL, run, server), 0);
}

void test_server_stop(TestServer *server)
{
    server_stop(server->server);
    pthread_join(server->thread, NULL);
    assert_true(server->run_ok);
    server_close(server->server);
    server->server = NULL;
}

void test_server_restart_holds(TestServer *server, size_t tables)
{
    test_server_stop(server);
    test_server_start(server);
    assert_int_equal(server_table_count(server->server), tables);
    test_server_stop(server);
}

void test_server_remove(TestServer *server)
{
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", server->dir);
    assert_int_equal(system(command), 0);
}

void test_server_write_state(TestServer *server, const char *sql)
{
    char path[128];
    snprintf(path, sizeof path, "%s/ecarte-server.sqlite", server->dir);
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    char *message = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &message) != SQLITE_OK)
        fail_msg("%s", message);
    sqlite3_close(db);
}

void client_open(NetClient *client, const char *address)
{
    if (!net_client_connect(client, address, NULL, WAIT_MS))
        fail_msg("cannot connect to %s: %s", address, client->error);
    if (!net_client_hello(client, "test", WAIT_MS))
        fail_msg("no welcome: %s", client->error);
}

void table_open(const char *address, const GameOptions *options, NetClient *maker, NetClient *joiner)
{
    client_open(maker, address);
    if (!net_client_create(maker, options, WAIT_MS))
        fail_msg("no table was made: %s", maker->error);
    client_open(joiner, address);
    if (!net_client_join(joiner, maker->code, WAIT_MS))
        fail_msg("the table was not joined: %s", joiner->error);
    client_sync(maker, 1);
    client_sync(joiner, 1);
}

void client_sync(NetClient *client, int64_t seq)
{
    for (int i = 0; i < 100 && client->seq < seq; i++) {
        json_t *message = net_client_receive(client, WAIT_MS);
        if (!message)
            fail_msg("no table at seq %lld came: %s", (long long)seq, client->error);
        json_decref(message);
    }
    assert_true(client->seq >= seq);
}

void client_sync_empty(NetClient *client)
{
    for (int i = 0; i < 100; i++) {
        const json_t *present = json_object_get(client->table, "present");
        if (json_is_false(json_array_get(present, 0)) && json_is_false(json_array_get(present, 1)))
            return;
        json_t *message = net_client_receive(client, WAIT_MS);
        if (!message)
            fail_msg("the table was not left: %s", client->error);
        json_decref(message);
    }
    fail_msg("the table was not left");
}

void client_sync_reveals(NetClient *client, int hands)
{
    for (int i = 0; i < 100 && client->hands_checked < hands; i++) {
        json_t *message = net_client_receive(client, WAIT_MS);
        if (!message)
            fail_msg("no reveal of hand %d came: %s", hands, client->error);
        json_decref(message);
    }
    assert_int_equal(client->hands_checked, hands);
}

int client_legal_count(const NetClient *client)
{
    return (int)json_array_size(json_object_get(client->table, "legal"));
}

const char *client_legal(const NetClient *client, int index)
{
    return json_string_value(json_array_get(json_object_get(client->table, "legal"), (size_t)index));
}

bool client_over(const NetClient *client)
{
    const json_t *over = json_object_get(client->table, "over");
    return over && !json_is_null(over);
}

bool play_move(NetClient *seats[2], NetClient **others, int other_count, Rng *rng, MoveChooser choose,
               void *choose_context, char *played, size_t played_size)
{
    for (int s = 0; s < 2; s++) {
        NetClient *client = seats[s];
        int count = client_legal_count(client);
        if (count == 0)
            continue;
        int pick = choose ? choose(choose_context, client) : (int)rng_below(rng, (uint32_t)count);
        /* A copy: the message it is in goes when the next one comes. */
        char action[ACTION_TEXT_MAX];
        snprintf(action, sizeof action, "%s", client_legal(client, pick));
        if (played)
            snprintf(played, played_size, "%s", action);
        json_t *ok;
        assert_true(net_client_send(client, json_pack("{s:s,s:s}", "type", "act", "action", action)));
        ok = net_client_expect(client, "ok", WAIT_MS);
        if (!ok)
            fail_msg("'%s' was not accepted: %s", action, client->error);
        int64_t seq = json_integer_value(json_object_get(ok, "seq"));
        json_decref(ok);
        for (int c = 0; c < 2; c++)
            client_sync(seats[c], seq);
        for (int c = 0; c < other_count; c++)
            client_sync(others[c], seq);
        return true;
    }
    return false;
}

bool table_closes(const char *address, const char *code)
{
    bool closed = false;
    for (int tries = 0; tries < 600 && !closed; tries++) {
        NetClient asker;
        client_open(&asker, address);
        closed = !net_client_watch(&asker, code, WAIT_MS);
        if (closed)
            assert_non_null(strstr(asker.error, "no_table"));
        net_client_close(&asker);
        if (!closed)
            usleep(100000);
    }
    return closed;
}

double test_clock_ms(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6;
}
