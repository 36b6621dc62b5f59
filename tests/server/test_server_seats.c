#define _GNU_SOURCE
/* What the players at a table share besides the game: their names, kept
 * with the table through a restart; the fixed phrases they say, told to
 * everyone at the table and limited in number; and the rematch, asked for
 * by both once the game is over, which begins the next game at the same
 * table, stored so that a restart between the two requests, or after,
 * loses nothing, and keeps the table standing while its players may come
 * back to play it.  And a state folder of the version before, read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "ecarte/net_phrase.h"
#include "ecarte/net_random.h"
#include "server_support.h"

static GameOptions options_with_target(int target)
{
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = (uint8_t)target;
    return options;
}

static void named_open(NetClient *client, const char *address, const char *name)
{
    if (!net_client_connect(client, address, NULL, WAIT_MS))
        fail_msg("cannot connect to %s: %s", address, client->error);
    if (!net_client_hello(client, name, WAIT_MS))
        fail_msg("no welcome: %s", client->error);
}

/* The same folder and the same address: the tables go on. */
static void restart(TestServer *server, char address[96])
{
    snprintf(address, 96, "%s", server->address);
    test_server_stop(server);
    server->config.listen = address;
    test_server_start(server);
}

static const char *name_of(const NetClient *client, int seat)
{
    return json_string_value(json_array_get(json_object_get(client->table, "names"), (size_t)seat));
}

static bool has_table(const NetClient *client, int seat)
{
    (void)seat;
    return client->table != NULL;
}

static bool rematch_of(const NetClient *client, int seat)
{
    return json_is_true(json_array_get(json_object_get(client->table, "rematch"), (size_t)seat));
}

static int game_of(const NetClient *client)
{
    const json_t *game = json_object_get(client->table, "game");
    assert_true(json_is_integer(game));
    return (int)json_integer_value(game);
}

/* Reads until the client's latest table message satisfies `done`. */
typedef bool (*TableTest)(const NetClient *client, int seat);
static void read_until(NetClient *client, TableTest done, int seat)
{
    for (int i = 0; i < 100 && !done(client, seat); i++) {
        json_t *message = net_client_receive(client, WAIT_MS);
        if (!message)
            fail_msg("the table never showed what was waited for: %s", client->error);
        json_decref(message);
    }
    assert_true(done(client, seat));
}

/* Sends a request and returns the reason of its refusal, or "" for ok. */
static const char *ask(NetClient *client, json_t *request, char reason[64])
{
    assert_true(net_client_send(client, request));
    json_t *ok = net_client_expect(client, "ok", WAIT_MS);
    reason[0] = '\0';
    if (!ok) {
        size_t length = strcspn(client->error, ":");
        snprintf(reason, 64, "%.*s", (int)length, client->error);
    }
    json_decref(ok);
    return reason;
}

static void play_to_the_end(NetClient *a, NetClient *b, NetClient *watcher, Rng *rng)
{
    NetClient *seats[2] = {a, b}, *others[1] = {watcher};
    for (int moves = 0; moves < 3000 && !client_over(a); moves++)
        assert_true(play_move(seats, others, watcher ? 1 : 0, rng, NULL, NULL, NULL, 0));
    assert_true(client_over(a) && client_over(b));
}

static void test_names_are_told_and_kept(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient a, b;
    GameOptions options = options_with_target(5);
    named_open(&a, server.address, "Ada");
    assert_true(net_client_create(&a, &options, WAIT_MS));
    read_until(&a, has_table, 0);
    assert_string_equal(name_of(&a, 0), "Ada");
    assert_string_equal(name_of(&a, 1), "");
    /* A name holds what JSON must escape. */
    named_open(&b, server.address, "Bob \"the\" \\ cat");
    assert_true(net_client_join(&b, a.code, WAIT_MS));
    client_sync(&a, 1);
    client_sync(&b, 1);
    assert_string_equal(name_of(&a, 1), "Bob \"the\" \\ cat");
    assert_string_equal(name_of(&b, 0), "Ada");
    char token_b[NET_TOKEN_TEXT], token_a[NET_TOKEN_TEXT], address[96];
    strcpy(token_a, a.token);
    strcpy(token_b, b.token);
    net_client_close(&a);
    net_client_close(&b);

    /* After a restart, seats taken back without a name keep theirs; one
     * taken back with another name takes it. */
    restart(&server, address);
    named_open(&b, server.address, "");
    assert_true(net_client_resume(&b, token_b, WAIT_MS));
    client_sync(&b, 1);
    assert_string_equal(name_of(&b, 0), "Ada");
    assert_string_equal(name_of(&b, 1), "Bob \"the\" \\ cat");
    named_open(&a, server.address, "Ada L.");
    assert_true(net_client_resume(&a, token_a, WAIT_MS));
    client_sync(&a, 1);
    assert_string_equal(name_of(&a, 0), "Ada L.");
    assert_string_equal(name_of(&a, 1), "Bob \"the\" \\ cat");
    net_client_close(&a);
    net_client_close(&b);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* Reads the next "said" a client is sent: its seat and phrase. */
static void expect_said(NetClient *client, int seat, const char *phrase)
{
    json_t *said = net_client_expect(client, "said", WAIT_MS);
    if (!said)
        fail_msg("no phrase came: %s", client->error);
    assert_int_equal(json_integer_value(json_object_get(said, "seat")), seat);
    assert_string_equal(json_string_value(json_object_get(said, "phrase")), phrase);
    json_decref(said);
}

static json_t *say(const char *phrase) { return json_pack("{s:s,s:s}", "type", "say", "phrase", phrase); }

static void test_phrases_reach_everyone_and_are_limited(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    /* A window no test outlasts: the limit is met by count alone. */
    server.config.say_window_ms = 3600 * 1000;
    test_server_start(&server);
    NetClient a, b, watcher;
    GameOptions options = options_with_target(5);
    table_open(server.address, &options, &a, &b);
    client_open(&watcher, server.address);
    assert_true(net_client_watch(&watcher, a.code, WAIT_MS));
    char reason[64];

    for (int p = 0; p < NET_PHRASE_COUNT; p++) {
        NetPhrase back;
        const char *name = net_phrase_name((NetPhrase)p);
        assert_true(net_phrase_parse(name, strlen(name), &back));
        assert_int_equal(back, p);
    }
    assert_null(net_phrase_name(NET_PHRASE_COUNT));

    assert_string_equal(ask(&a, say("thanks"), reason), "");
    expect_said(&a, 0, "thanks");
    expect_said(&b, 0, "thanks");
    expect_said(&watcher, 0, "thanks");
    assert_string_equal(ask(&b, say("good_luck"), reason), "");
    expect_said(&a, 1, "good_luck");
    expect_said(&b, 1, "good_luck");
    expect_said(&watcher, 1, "good_luck");

    /* Never free text, and never from a watcher. */
    assert_string_equal(ask(&a, say("Thanks!"), reason), "bad_request");
    assert_string_equal(ask(&a, json_pack("{s:s,s:i}", "type", "say", "phrase", 3), reason), "bad_request");
    assert_string_equal(ask(&a, json_pack("{s:s}", "type", "say"), reason), "bad_request");
    assert_string_equal(ask(&watcher, say("hello"), reason), "not_seated");

    /* Three a seat: the fourth is refused, and the connection kept. */
    assert_string_equal(ask(&a, say("well_played"), reason), "");
    expect_said(&b, 0, "well_played");
    assert_string_equal(ask(&a, say("one_moment"), reason), "");
    expect_said(&b, 0, "one_moment");
    assert_string_equal(ask(&a, say("good_game"), reason), "too_chatty");
    assert_true(net_client_send(&a, json_pack("{s:s}", "type", "ping")));
    json_t *pong = net_client_expect(&a, "pong", WAIT_MS);
    assert_non_null(pong);
    json_decref(pong);
    /* The other seat has its own count. */
    assert_string_equal(ask(&b, say("hello"), reason), "");
    expect_said(&watcher, 0, "well_played");
    expect_said(&watcher, 0, "one_moment");
    expect_said(&watcher, 1, "hello");
    net_client_close(&a);
    net_client_close(&b);
    net_client_close(&watcher);
    test_server_stop(&server);
    test_server_remove(&server);
}

static bool has_asked(const NetClient *client, int seat) { return rematch_of(client, seat); }

static bool in_game_two(const NetClient *client, int seat)
{
    (void)seat;
    return client->table && game_of(client) == 2 && client->view.hands_dealt >= 1;
}

static json_t *rematch(void) { return json_pack("{s:s}", "type", "rematch"); }

static json_t *plain(const char *type) { return json_pack("{s:s}", "type", type); }

static bool left_of(const NetClient *client, int seat)
{
    return json_is_true(json_array_get(json_object_get(client->table, "left"), (size_t)seat));
}

static const char *ended_how(const NetClient *client)
{
    const char *how = json_string_value(json_object_get(json_object_get(client->table, "over"), "how"));
    return how ? how : "";
}

/* A resignation ends the game for the other seat, and a rematch may
 * follow; a seat given up for good is told apart from a connection lost,
 * resigns the game in play, and comes back no more, even after a restart. */
static void test_resigning_and_leaving(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient a, b;
    GameOptions options = options_with_target(5);
    named_open(&a, server.address, "Ada");
    assert_true(net_client_create(&a, &options, WAIT_MS));
    char reason[64], address[96], token_a[NET_TOKEN_TEXT], code[NET_CODE_TEXT];
    /* Nobody across yet: resigning has nothing to resign. */
    assert_string_equal(ask(&a, plain("resign"), reason), "not_your_turn");
    named_open(&b, server.address, "Bob");
    assert_true(net_client_join(&b, a.code, WAIT_MS));
    client_sync(&a, 1);
    assert_string_equal(ask(&b, plain("resign"), reason), "");
    read_until(&a, has_table, 0);
    client_sync(&a, 2);
    assert_true(client_over(&a));
    assert_string_equal(ended_how(&a), "resign");
    assert_int_equal(json_integer_value(json_object_get(json_object_get(a.table, "over"), "winner")), 0);
    assert_string_equal(ask(&b, plain("resign"), reason), "game_over");
    assert_string_equal(ask(&a, rematch(), reason), "");
    assert_string_equal(ask(&b, rematch(), reason), "");
    read_until(&a, in_game_two, 0);

    /* Bob leaves in the middle of the second game: Ada wins it by that. */
    int64_t seq = a.seq;
    assert_string_equal(ask(&b, plain("leave"), reason), "");
    client_sync(&a, seq + 1);
    assert_true(left_of(&a, 1));
    assert_false(left_of(&a, 0));
    assert_true(client_over(&a));
    assert_string_equal(ended_how(&a), "left");
    assert_string_equal(ask(&a, rematch(), reason), "opponent_left");
    /* Bob's connection is at no table now: it may go elsewhere. */
    assert_string_equal(ask(&b, plain("leave"), reason), "not_seated");
    char token_b[NET_TOKEN_TEXT];
    strcpy(token_b, b.token);
    strcpy(token_a, a.token);
    strcpy(code, a.code);
    net_client_close(&b);
    net_client_close(&a);

    /* All of it is kept: the seat given up takes nobody back. */
    restart(&server, address);
    named_open(&b, server.address, "");
    assert_false(net_client_resume(&b, token_b, WAIT_MS));
    assert_non_null(strstr(b.error, "left"));
    net_client_close(&b);
    named_open(&a, server.address, "");
    assert_true(net_client_resume(&a, token_a, WAIT_MS));
    read_until(&a, has_table, 0);
    assert_true(left_of(&a, 1));
    assert_string_equal(ended_how(&a), "left");
    net_client_close(&a);

    /* A table nobody joined goes with its only player, code and all. */
    named_open(&a, server.address, "Ada");
    assert_true(net_client_create(&a, &options, WAIT_MS));
    strcpy(code, a.code);
    assert_string_equal(ask(&a, plain("leave"), reason), "");
    named_open(&b, server.address, "Bob");
    assert_false(net_client_join(&b, code, WAIT_MS));
    assert_non_null(strstr(b.error, "no_table"));
    net_client_close(&a);
    net_client_close(&b);
    test_server_stop(&server);
    test_server_remove(&server);
}

static void test_a_rematch_begins_the_next_game(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient a, b, watcher;
    GameOptions options = options_with_target(2);
    named_open(&a, server.address, "Ada");
    assert_true(net_client_create(&a, &options, WAIT_MS));
    named_open(&b, server.address, "Bob");
    assert_true(net_client_join(&b, a.code, WAIT_MS));
    client_sync(&a, 1);
    client_sync(&b, 1);
    client_open(&watcher, server.address);
    assert_true(net_client_watch(&watcher, a.code, WAIT_MS));
    assert_int_equal(game_of(&a), 1);
    uint8_t first_dealer = a.view.dealer;
    char reason[64], token_a[NET_TOKEN_TEXT], token_b[NET_TOKEN_TEXT], code[NET_CODE_TEXT], address[96];
    strcpy(token_a, a.token);
    strcpy(token_b, b.token);
    strcpy(code, a.code);
    assert_string_equal(ask(&a, rematch(), reason), "game_not_over");
    assert_string_equal(ask(&watcher, rematch(), reason), "not_seated");

    Rng rng = rng_seeded(31);
    play_to_the_end(&a, &b, &watcher, &rng);
    int hands_first = a.view.hands_dealt;
    int64_t seq_first = a.seq;
    assert_string_equal(ask(&a, rematch(), reason), "");
    read_until(&b, has_asked, 0);
    read_until(&watcher, has_asked, 0);
    assert_false(rematch_of(&b, 1));
    assert_int_equal(game_of(&b), 1);
    assert_true(client_over(&b));
    /* Asking twice changes nothing. */
    assert_string_equal(ask(&a, rematch(), reason), "");

    /* The request stands across a restart. */
    net_client_close(&a);
    net_client_close(&b);
    net_client_close(&watcher);
    restart(&server, address);
    named_open(&a, server.address, "");
    assert_true(net_client_resume(&a, token_a, WAIT_MS));
    named_open(&b, server.address, "");
    assert_true(net_client_resume(&b, token_b, WAIT_MS));
    client_sync(&b, seq_first);
    assert_true(rematch_of(&b, 0));
    assert_false(rematch_of(&b, 1));

    /* Both asked: the next game, at the same table. */
    assert_string_equal(ask(&b, rematch(), reason), "");
    read_until(&a, in_game_two, 0);
    read_until(&b, in_game_two, 0);
    assert_int_equal(a.seq, seq_first + 1);
    assert_int_equal(a.view.hands_dealt, 1);
    assert_int_equal(a.view.scores[0] + a.view.scores[1] + b.view.scores[0] + b.view.scores[1],
                     a.view.turnup != CARD_NONE && card_rank(a.view.turnup) == RANK_KING ? 2 : 0);
    assert_int_equal(a.view.dealer, seat_other(first_dealer));
    assert_false(client_over(&a));
    assert_false(rematch_of(&a, 0) || rematch_of(&a, 1));
    assert_string_equal(name_of(&a, 0), "Ada");
    assert_string_equal(name_of(&a, 1), "Bob");
    assert_string_equal(a.code, code);
    assert_true((client_legal_count(&a) > 0) != (client_legal_count(&b) > 0));

    /* Played to its end, every hand of both games checked fair. */
    int checked = a.hands_checked;
    play_to_the_end(&a, &b, NULL, &rng);
    client_sync_reveals(&a, checked + a.view.hands_dealt);
    assert_int_equal(a.fairness, NET_FAIR_OK);
    assert_int_equal(b.fairness, NET_FAIR_OK);
    assert_true(hands_first >= 1);
    int64_t seq_second = a.seq;
    int hands_second = a.view.hands_dealt;

    /* And read back as it is, over again. */
    net_client_close(&a);
    net_client_close(&b);
    restart(&server, address);
    client_open(&a, server.address);
    assert_true(net_client_resume(&a, token_a, WAIT_MS));
    client_sync(&a, seq_second);
    assert_int_equal(a.seq, seq_second);
    assert_int_equal(game_of(&a), 2);
    assert_int_equal(a.view.hands_dealt, hands_second);
    assert_true(client_over(&a));
    assert_false(rematch_of(&a, 0) || rematch_of(&a, 1));
    net_client_close(&a);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* A finished table goes sooner than others, but not one where a seat has
 * asked for a rematch: its opponent may come back to play it. */
static void test_a_table_waiting_for_a_rematch_stands(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.finished_after_ms = 1000;
    test_server_start(&server);
    GameOptions options = options_with_target(1);
    char asked[NET_CODE_TEXT], finished[NET_CODE_TEXT], reason[64];
    NetClient a, b;
    table_open(server.address, &options, &a, &b);
    Rng rng = rng_seeded(5);
    play_to_the_end(&a, &b, NULL, &rng);
    assert_string_equal(ask(&b, rematch(), reason), "");
    strcpy(asked, a.code);
    net_client_close(&a);
    net_client_close(&b);
    /* Left after the first: once it is closed, the first's time is up. */
    table_open(server.address, &options, &a, &b);
    play_to_the_end(&a, &b, NULL, &rng);
    strcpy(finished, a.code);
    net_client_close(&a);
    net_client_close(&b);
    assert_true(table_closes(server.address, finished));
    NetClient watcher;
    client_open(&watcher, server.address);
    assert_true(net_client_watch(&watcher, asked, WAIT_MS));
    net_client_close(&watcher);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* A folder written by the server before names and rematches: its table is
 * read, at its first game, nobody named, and goes on. */
static void test_an_older_state_folder_is_read(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    uint8_t token[NET_TOKEN_BYTES] = {1, 2, 3}, hash[NET_HASH_BYTES];
    char token_text[NET_TOKEN_TEXT], sql[1024], hex[2 * NET_HASH_BYTES + 1];
    net_hex_write(token, sizeof token, token_text);
    net_sha256(token, sizeof token, hash);
    net_hex_write(hash, sizeof hash, hex);
    snprintf(sql, sizeof sql,
             "CREATE TABLE tables(id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, "
             "target INTEGER NOT NULL, must_trump INTEGER NOT NULL, penalty INTEGER NOT NULL, "
             "dealer_must_exchange INTEGER NOT NULL, first_dealer INTEGER NOT NULL, token0 BLOB, token1 BLOB, "
             "created INTEGER NOT NULL);"
             "CREATE TABLE hands(table_id INTEGER NOT NULL, hand INTEGER NOT NULL, seq INTEGER NOT NULL, "
             "seed BLOB NOT NULL, deck TEXT NOT NULL, PRIMARY KEY(table_id, hand)) WITHOUT ROWID;"
             "CREATE TABLE actions(table_id INTEGER NOT NULL, seq INTEGER NOT NULL, hand INTEGER NOT NULL, "
             "seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY(table_id, seq)) WITHOUT ROWID;"
             "PRAGMA user_version = 1;"
             "INSERT INTO tables(code, target, must_trump, penalty, dealer_must_exchange, first_dealer, token0, "
             "created) VALUES ('KT3F-XW7A', 5, 0, 0, 0, 1, x'%s', 0);",
             hex);
    test_server_write_state(&server, sql);
    test_server_start(&server);
    assert_int_equal(server_table_count(server.server), 1);
    NetClient a, b;
    named_open(&a, server.address, "Ada");
    assert_true(net_client_resume(&a, token_text, WAIT_MS));
    read_until(&a, has_table, 0);
    assert_int_equal(game_of(&a), 1);
    assert_string_equal(name_of(&a, 0), "Ada");
    assert_string_equal(name_of(&a, 1), "");
    assert_false(rematch_of(&a, 0));
    named_open(&b, server.address, "Bob");
    assert_true(net_client_join(&b, "KT3F-XW7A", WAIT_MS));
    client_sync(&b, 1);
    assert_int_equal(b.view.dealer, 1);
    assert_string_equal(name_of(&b, 1), "Bob");
    net_client_close(&a);
    net_client_close(&b);
    test_server_stop(&server);
    test_server_remove(&server);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names_are_told_and_kept),
        cmocka_unit_test(test_phrases_reach_everyone_and_are_limited),
        cmocka_unit_test(test_a_rematch_begins_the_next_game),
        cmocka_unit_test(test_resigning_and_leaving),
        cmocka_unit_test(test_a_table_waiting_for_a_rematch_stands),
        cmocka_unit_test(test_an_older_state_folder_is_read),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
