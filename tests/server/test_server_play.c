#define _GNU_SOURCE
/* The table server in play, in a thread of this test, on loopback: a whole
 * game with a watcher; what each seat and the watcher are sent, compared
 * between two deals that differ only in cards they may not see; the check
 * of every deal against its revealed seed; a seat taken back with its
 * token; a game claimed against an opponent who left. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "ecarte/net_random.h"
#include "ecarte/net_view.h"
#include "server_support.h"

static GameOptions options_with_target(int target)
{
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = (uint8_t)target;
    return options;
}

/* Checks every message a watcher is sent for the keys of a seat's cards. */
static void watcher_line(void *context, const char *line, size_t length)
{
    int *tables = context;
    json_t *message = json_loadb(line, length, 0, NULL);
    assert_non_null(message);
    if (strcmp(net_message_type(message), "table") == 0) {
        const json_t *view = json_object_get(message, "view");
        assert_non_null(view);
        assert_null(json_object_get(view, "hand"));
        assert_null(json_object_get(view, "discards"));
        assert_true(json_is_null(json_object_get(view, "seat")));
        assert_int_equal(json_array_size(json_object_get(message, "legal")), 0);
        (*tables)++;
    }
    json_decref(message);
}

static void test_whole_game_with_a_watcher(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient a, b, watcher;
    client_open(&a, server.address);
    GameOptions options = options_with_target(5);
    assert_true(net_client_create(&a, &options, WAIT_MS));
    assert_int_equal(a.seat, 0);
    assert_int_equal(strlen(a.code), 9);
    assert_int_equal(strlen(a.token), 32);
    client_open(&b, server.address);
    assert_true(net_client_join(&b, a.code, WAIT_MS));
    assert_int_equal(b.seat, 1);
    assert_string_not_equal(a.token, b.token);
    int watched = 0;
    assert_true(net_client_connect(&watcher, server.address, NULL, WAIT_MS));
    watcher.on_line = watcher_line;
    watcher.on_line_context = &watched;
    assert_true(net_client_hello(&watcher, NULL, WAIT_MS));
    assert_true(net_client_watch(&watcher, a.code, WAIT_MS));
    /* A third player cannot sit: the seats are taken. */
    NetClient third;
    client_open(&third, server.address);
    assert_false(net_client_join(&third, a.code, WAIT_MS));
    assert_non_null(strstr(third.error, "table_full"));
    net_client_close(&third);

    NetClient *seats[2] = {&a, &b}, *others[1] = {&watcher};
    for (int c = 0; c < 2; c++)
        client_sync(seats[c], 1);
    client_sync(&watcher, 1);
    Rng rng = rng_seeded(11);
    int moves = 0;
    while (!client_over(&a) && moves < 5000 && play_move(seats, others, 1, &rng, NULL, NULL, NULL, 0))
        moves++;
    assert_true(client_over(&a) && client_over(&b) && client_over(&watcher));
    assert_true(a.view.phase == PHASE_GAME_OVER && b.view.phase == PHASE_GAME_OVER);
    assert_int_equal(a.view.winner, b.view.winner);
    assert_memory_equal(a.view.scores, b.view.scores, sizeof a.view.scores);
    assert_true(a.view.scores[a.view.winner] >= 5);
    /* Every hand was revealed, and each deal checked against its seed. */
    client_sync_reveals(&a, a.view.hands_dealt);
    client_sync_reveals(&b, b.view.hands_dealt);
    client_sync_reveals(&watcher, a.view.hands_dealt);
    assert_int_equal(a.fairness, NET_FAIR_OK);
    assert_int_equal(b.fairness, NET_FAIR_OK);
    assert_int_equal(watcher.fairness, NET_FAIR_OK);
    assert_true(watched > moves / 2);
    /* After the end nobody acts. */
    assert_false(net_client_act(&a, "stand", WAIT_MS));
    assert_non_null(strstr(a.error, "game_over"));
    net_client_close(&a);
    net_client_close(&b);
    net_client_close(&watcher);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* ---- the same game with other hidden cards ---- */

enum { WATCHER = 2, RECORDED_MAX = 256 };

typedef struct Transcript {
    char *bytes;
    size_t length;
    bool stopped; /* at the hand's reveal, after which every card is public */
} Transcript;

static void transcript_line(void *context, const char *line, size_t length)
{
    Transcript *t = context;
    static const char REVEAL[] = "{\"type\":\"reveal\"";
    if (t->stopped || (length >= sizeof REVEAL - 1 && memcmp(line, REVEAL, sizeof REVEAL - 1) == 0)) {
        t->stopped = true;
        return;
    }
    t->bytes = realloc(t->bytes, t->length + length + 1);
    memcpy(t->bytes + t->length, line, length);
    t->bytes[t->length + length] = '\n';
    t->length += length + 1;
}

typedef struct HiddenRun {
    Card swap[2]; /* cards whose places hand 1's deck swaps, or CARD_NONE */
    Card deck[CARD_COUNT];
    bool replaying;
    int count, next;
    uint8_t actor[RECORDED_MAX];
    char action[RECORDED_MAX][ACTION_TEXT_MAX];
    Transcript seen[3];
} HiddenRun;

static void hidden_deal(void *context, const char *code, int hand, const uint8_t seed[NET_SEED_BYTES],
                        Card deck[CARD_COUNT])
{
    (void)code;
    (void)seed;
    HiddenRun *run = context;
    if (hand != 1)
        return;
    for (int i = 0; i < CARD_COUNT && run->swap[0] != CARD_NONE; i++)
        if (deck[i] == run->swap[0] || deck[i] == run->swap[1])
            deck[i] = deck[i] == run->swap[0] ? run->swap[1] : run->swap[0];
    memcpy(run->deck, deck, sizeof run->deck);
}

/* An exchange in every hand, so that each seat throws cards away unseen;
 * then random play.  A replay plays what was recorded, with the swapped
 * cards swapped. */
static int hidden_choose(void *context, const NetClient *client)
{
    HiddenRun *run = context;
    int count = client_legal_count(client);
    if (run->replaying) {
        assert_true(run->next < run->count);
        assert_int_equal(run->actor[run->next], client->seat);
        const char *wanted = run->action[run->next++];
        for (int i = 0; i < count; i++)
            if (strcmp(client_legal(client, i), wanted) == 0)
                return i;
        fail_msg("'%s' is not legal in the replay", wanted);
    }
    const char *first = client_legal(client, 0);
    int pick = 0;
    if (strcmp(first, "propose") == 0)
        pick = client->view.exchange_count == 0 ? 0 : 1;
    else if (strncmp(first, "play", 4) == 0 || strcmp(first, "declare") == 0)
        pick = (int)(rng_mix((uint64_t)run->count, 99) % (uint64_t)count);
    assert_true(run->count < RECORDED_MAX);
    run->actor[run->count] = client->seat;
    snprintf(run->action[run->count++], ACTION_TEXT_MAX, "%s", client_legal(client, pick));
    return pick;
}

static void open_recorded(NetClient *client, const char *address, Transcript *transcript)
{
    assert_true(net_client_connect(client, address, NULL, WAIT_MS));
    client->on_line = transcript_line;
    client->on_line_context = transcript;
    assert_true(net_client_hello(client, "test", WAIT_MS));
}

/* Plays the first hand of a game whose codes, tokens and seeds are the same
 * every run, recording what each seat and a watcher are sent. */
static void play_hidden(HiddenRun *run)
{
    TestServer server;
    test_server_config(&server);
    server.random.key = 2026;
    server.config.random = test_random;
    server.config.random_context = &server.random;
    server.config.deal_hook = hidden_deal;
    server.config.deal_context = run;
    test_server_start(&server);
    NetClient a, b, watcher;
    GameOptions options = options_with_target(5);
    open_recorded(&a, server.address, &run->seen[0]);
    assert_true(net_client_create(&a, &options, WAIT_MS));
    open_recorded(&b, server.address, &run->seen[1]);
    assert_true(net_client_join(&b, a.code, WAIT_MS));
    open_recorded(&watcher, server.address, &run->seen[WATCHER]);
    assert_true(net_client_watch(&watcher, a.code, WAIT_MS));
    NetClient *seats[2] = {&a, &b}, *others[1] = {&watcher};
    client_sync(&a, 1);
    client_sync(&b, 1);
    client_sync(&watcher, 1);
    for (int moves = 0; moves < 200 && a.view.hands_dealt == 1 && !client_over(&a); moves++)
        assert_true(play_move(seats, others, 1, NULL, hidden_choose, run, NULL, 0));
    assert_true(run->seen[0].stopped && run->seen[1].stopped && run->seen[WATCHER].stopped);
    net_client_close(&a);
    net_client_close(&b);
    net_client_close(&watcher);
    test_server_stop(&server);
    test_server_remove(&server);
}

static void swap_cards(char *text, Card x, Card y)
{
    Action action;
    size_t at, length;
    assert_int_equal(action_parse(text, strlen(text), &action, &at, &length), ACTION_PARSE_OK);
    CardSet had = action.cards;
    if (cardset_has(had, x) != cardset_has(had, y))
        action.cards = had ^ cardset_of(x) ^ cardset_of(y);
    if (action.card == x || action.card == y)
        action.card = action.card == x ? y : x;
    action_format(action, text);
}

/* Hand 1 is played twice: the second time a card the hidden seat threw
 * away unseen changes places with one that stays in the stock.  Neither the
 * other seat nor the watcher may be sent one byte that differs before the
 * hand is revealed; the hidden seat, holding another card, must be. */
static void check_hidden_from(uint8_t observer)
{
    uint8_t hidden = seat_other(observer);
    static HiddenRun first, second;
    memset(&first, 0, sizeof first);
    memset(&second, 0, sizeof second);
    first.swap[0] = first.swap[1] = CARD_NONE;
    play_hidden(&first);

    /* The hand replayed by the rules: what the hidden seat threw away, and
     * what the stock kept. */
    Game game;
    GameOptions options = options_with_target(5);
    json_t *view = NULL;
    char *table = strstr(first.seen[0].bytes, "\"dealer\":");
    assert_non_null(table);
    game_init(&game, &options, 0, (uint8_t)(table[9] - '0'));
    assert_int_equal(game_deal(&game, first.deck, NULL), RULE_OK);
    for (int i = 0; i < first.count; i++) {
        Action action;
        size_t at, length;
        assert_int_equal(action_parse(first.action[i], strlen(first.action[i]), &action, &at, &length),
                         ACTION_PARSE_OK);
        assert_int_equal(game_apply(&game, action, NULL), RULE_OK);
    }
    (void)view;
    assert_true(game.discards[hidden] != CARDSET_EMPTY);
    assert_true(game.stock_next < STOCK_SIZE);
    Card thrown = cardset_lowest(game.discards[hidden]), kept = game.stock[STOCK_SIZE - 1];

    second.swap[0] = thrown;
    second.swap[1] = kept;
    second.replaying = true;
    second.count = first.count;
    memcpy(second.actor, first.actor, sizeof first.actor);
    memcpy(second.action, first.action, sizeof first.action);
    for (int i = 0; i < second.count; i++)
        if (second.actor[i] == hidden)
            swap_cards(second.action[i], thrown, kept);
    play_hidden(&second);
    assert_int_equal(second.next, second.count);
    assert_memory_not_equal(first.deck, second.deck, sizeof first.deck);

    const Transcript *seen[2][3] = {{&first.seen[0], &first.seen[1], &first.seen[2]},
                                    {&second.seen[0], &second.seen[1], &second.seen[2]}};
    for (int who = 0; who < 3; who++) {
        if (who == hidden) {
            assert_false(seen[0][who]->length == seen[1][who]->length &&
                         memcmp(seen[0][who]->bytes, seen[1][who]->bytes, seen[0][who]->length) == 0);
            continue;
        }
        if (seen[0][who]->length != seen[1][who]->length ||
            memcmp(seen[0][who]->bytes, seen[1][who]->bytes, seen[0][who]->length) != 0)
            fail_msg("%s was sent other bytes when only hidden cards changed:\n%s\n----\n%s",
                     who == WATCHER ? "the watcher" : "the other seat", seen[0][who]->bytes, seen[1][who]->bytes);
    }
    for (int run = 0; run < 2; run++)
        for (int who = 0; who < 3; who++)
            free(seen[run][who]->bytes);
}

static void test_hidden_cards_are_never_sent(void **state)
{
    (void)state;
    check_hidden_from(0);
    check_hidden_from(1);
}

/* ---- the fairness check ---- */

static void cheating_deal(void *context, const char *code, int hand, const uint8_t seed[NET_SEED_BYTES],
                          Card deck[CARD_COUNT])
{
    (void)code;
    (void)seed;
    int *cheat_hand = context;
    if (hand == *cheat_hand) {
        Card swap = deck[0];
        deck[0] = deck[31];
        deck[31] = swap;
    }
}

static void play_first_hand(int cheat_hand, NetFairness *seat0, NetFairness *seat1, NetFairness *watched)
{
    TestServer server;
    test_server_config(&server);
    server.config.deal_hook = cheating_deal;
    server.config.deal_context = &cheat_hand;
    test_server_start(&server);
    NetClient a, b, watcher;
    GameOptions options = options_with_target(5);
    table_open(server.address, &options, &a, &b);
    client_open(&watcher, server.address);
    assert_true(net_client_watch(&watcher, a.code, WAIT_MS));
    NetClient *seats[2] = {&a, &b}, *others[1] = {&watcher};
    client_sync(&a, 1);
    client_sync(&b, 1);
    Rng rng = rng_seeded(3);
    for (int moves = 0; moves < 200 && a.hands_checked == 0; moves++)
        assert_true(play_move(seats, others, 1, &rng, NULL, NULL, NULL, 0));
    assert_int_equal(a.hands_checked, 1);
    client_sync(&watcher, a.seq);
    *seat0 = a.fairness;
    *seat1 = b.fairness;
    *watched = watcher.fairness;
    net_client_close(&a);
    net_client_close(&b);
    net_client_close(&watcher);
    test_server_stop(&server);
    test_server_remove(&server);
}

static void test_a_deal_not_from_its_seed_is_found(void **state)
{
    (void)state;
    NetFairness seat0, seat1, watched;
    play_first_hand(0, &seat0, &seat1, &watched);
    assert_int_equal(seat0, NET_FAIR_OK);
    assert_int_equal(seat1, NET_FAIR_OK);
    assert_int_equal(watched, NET_FAIR_OK);
    play_first_hand(1, &seat0, &seat1, &watched);
    assert_int_equal(seat0, NET_FAIR_DECK);
    assert_int_equal(seat1, NET_FAIR_DECK);
    assert_int_equal(watched, NET_FAIR_DECK);
}

/* ---- coming back ---- */

static void test_a_seat_is_taken_back_with_its_token(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient a, b;
    GameOptions options = options_with_target(3);
    table_open(server.address, &options, &a, &b);
    NetClient *seats[2] = {&a, &b};
    Rng rng = rng_seeded(8);
    for (int moves = 0; moves < 4; moves++)
        assert_true(play_move(seats, NULL, 0, &rng, NULL, NULL, NULL, 0));
    assert_int_equal(b.view.hands_dealt, 1);
    SeatView before = b.view;
    int64_t seq = b.seq;
    char token[NET_TOKEN_TEXT];
    strcpy(token, b.token);
    net_client_close(&b);

    /* The other seat is told, and may not claim yet. */
    for (int i = 0; i < 10 && json_is_true(json_array_get(json_object_get(a.table, "present"), 1)); i++)
        json_decref(net_client_receive(&a, WAIT_MS));
    assert_true(json_is_false(json_array_get(json_object_get(a.table, "present"), 1)));
    assert_true(net_client_send(&a, json_pack("{s:s}", "type", "claim")));
    assert_null(net_client_expect(&a, "ok", WAIT_MS));
    assert_non_null(strstr(a.error, "cannot_claim"));

    /* A wrong token takes nothing. */
    NetClient stranger;
    client_open(&stranger, server.address);
    assert_false(net_client_resume(&stranger, "00112233445566778899aabbccddeeff", WAIT_MS));
    assert_non_null(strstr(stranger.error, "bad_token"));
    net_client_close(&stranger);

    client_open(&b, server.address);
    assert_true(net_client_resume(&b, token, WAIT_MS));
    assert_int_equal(b.seat, 1);
    client_sync(&b, seq);
    assert_int_equal(b.seq, seq);
    assert_memory_equal(&before, &b.view, sizeof before);
    client_sync(&a, seq);
    for (int i = 0; i < 10 && !json_is_true(json_array_get(json_object_get(a.table, "present"), 1)); i++)
        json_decref(net_client_receive(&a, WAIT_MS));
    assert_true(json_is_true(json_array_get(json_object_get(a.table, "present"), 1)));

    /* A second connection with the same token takes the seat over. */
    NetClient again;
    client_open(&again, server.address);
    assert_true(net_client_resume(&again, token, WAIT_MS));
    assert_null(net_client_expect(&b, "ok", WAIT_MS));
    assert_non_null(strstr(b.error, "replaced"));
    net_client_close(&b);
    seats[1] = &again;
    client_sync(&again, seq);
    for (int moves = 0; moves < 3000 && !client_over(&a); moves++)
        assert_true(play_move(seats, NULL, 0, &rng, NULL, NULL, NULL, 0));
    assert_true(client_over(&a) && client_over(&again));
    assert_int_equal(again.fairness, NET_FAIR_OK);

    /* A player away as the game ended is shown its last hand on coming
     * back: the end is where a game is checked and reviewed. */
    net_client_close(&again);
    NetClient late;
    client_open(&late, server.address);
    assert_true(net_client_resume(&late, token, WAIT_MS));
    json_t *shown = net_client_expect(&late, "reveal", WAIT_MS);
    assert_non_null(shown);
    assert_int_equal(json_integer_value(json_object_get(shown, "hand")), a.view.hands_dealt);
    json_decref(shown);
    net_client_close(&late);
    net_client_close(&a);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* The client's latest table says the game is over, won by `winner` with a
 * claim: in `over`, and in the view as a game ended by its scores says it. */
static void expect_claimed(const NetClient *client, int winner)
{
    const json_t *view = json_object_get(client->table, "view");
    const json_t *over = json_object_get(client->table, "over");
    assert_string_equal(json_string_value(json_object_get(view, "phase")), "game_over");
    assert_true(json_is_null(json_object_get(view, "to_act")));
    assert_int_equal(json_integer_value(json_object_get(view, "winner")), winner);
    assert_int_equal(json_integer_value(json_object_get(over, "winner")), winner);
    assert_string_equal(json_string_value(json_object_get(over, "how")), "claim");
    assert_int_equal(client_legal_count(client), 0);
}

static void test_a_game_is_claimed_against_an_opponent_gone(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.claim_after_ms = 0;
    test_server_start(&server);
    NetClient a, b, watcher;
    GameOptions options = options_with_target(5);
    client_open(&a, server.address);
    assert_true(net_client_create(&a, &options, WAIT_MS));
    /* Nobody to claim against before the other seat is taken. */
    assert_true(net_client_send(&a, json_pack("{s:s}", "type", "claim")));
    assert_null(net_client_expect(&a, "ok", WAIT_MS));
    assert_non_null(strstr(a.error, "not yet seated"));
    client_open(&b, server.address);
    assert_true(net_client_join(&b, a.code, WAIT_MS));
    client_open(&watcher, server.address);
    assert_true(net_client_watch(&watcher, a.code, WAIT_MS));
    client_sync(&a, 1);
    net_client_close(&b);
    assert_true(net_client_send(&a, json_pack("{s:s}", "type", "claim")));
    json_t *ok = net_client_expect(&a, "ok", WAIT_MS);
    assert_non_null(ok);
    json_decref(ok);
    client_sync(&a, 2);
    client_sync(&watcher, 2);
    const json_t *over = json_object_get(watcher.table, "over");
    assert_int_equal(json_integer_value(json_object_get(over, "winner")), 0);
    assert_string_equal(json_string_value(json_object_get(over, "how")), "claim");
    /* The hand the claim ended is revealed, before the table that says so,
     * and checked. */
    assert_int_equal(a.hands_checked, 1);
    assert_int_equal(a.fairness, NET_FAIR_OK);
    assert_int_equal(watcher.hands_checked, 1);
    assert_int_equal(watcher.fairness, NET_FAIR_OK);
    /* The view says the game is over as a game ended by its scores is
     * told: won by the claimer, nobody to act. */
    expect_claimed(&a, 0);
    expect_claimed(&watcher, 0);

    /* So it does after a restart, read back from the story. */
    char token[NET_TOKEN_TEXT];
    strcpy(token, a.token);
    net_client_close(&a);
    net_client_close(&watcher);
    test_server_stop(&server);
    test_server_start(&server);
    client_open(&a, server.address);
    assert_true(net_client_resume(&a, token, WAIT_MS));
    client_sync(&a, 2);
    expect_claimed(&a, 0);
    net_client_close(&a);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* Seeds of the kernel, drawn again until the deck they deal turns a king up. */
static bool king_turned_up(void *context, uint8_t *out, size_t size)
{
    (void)context;
    for (int tries = 0; tries < 10000; tries++) {
        if (!net_random_bytes(out, size))
            return false;
        Card deck[CARD_COUNT];
        if (size != NET_SEED_BYTES)
            return true;
        net_deal_deck(out, deck);
        if (card_rank(deck[2 * HAND_SIZE]) == RANK_KING)
            return true;
    }
    return false;
}

/* A game to one point ends as its first hand is dealt when the king is
 * turned up: that hand too is revealed, after the message that carries its
 * commitment, and checked. */
static void test_a_hand_ended_by_its_deal_is_revealed(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.random = king_turned_up;
    test_server_start(&server);
    NetClient a, b;
    GameOptions options = options_with_target(1);
    table_open(server.address, &options, &a, &b);
    NetClient *clients[2] = {&a, &b};
    for (int c = 0; c < 2; c++) {
        for (int i = 0; i < 10 && clients[c]->hands_checked == 0; i++)
            json_decref(net_client_receive(clients[c], WAIT_MS));
        assert_int_equal(clients[c]->hands_checked, 1);
        assert_int_equal(clients[c]->fairness, NET_FAIR_OK);
        assert_true(client_over(clients[c]));
        assert_int_equal(clients[c]->view.scores[clients[c]->view.dealer], 1);
    }
    net_client_close(&a);
    net_client_close(&b);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* A table nobody sits at is closed after the time the operator set, and
 * its code leads nowhere; one with a player seated stays. */
static void test_abandoned_tables_are_closed(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.abandon_after_ms = 1000;
    test_server_start(&server);
    NetClient left, stays, asker;
    GameOptions options = options_with_target(5);
    client_open(&left, server.address);
    assert_true(net_client_create(&left, &options, WAIT_MS));
    client_open(&stays, server.address);
    assert_true(net_client_create(&stays, &options, WAIT_MS));
    char code[NET_CODE_TEXT];
    strcpy(code, left.code);
    net_client_close(&left);
    client_open(&asker, server.address);
    assert_true(table_closes(server.address, code));
    assert_true(net_client_watch(&asker, stays.code, WAIT_MS));
    net_client_close(&asker);
    net_client_close(&stays);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* Random bytes from the kernel, but none for the first seed asked for. */
static bool first_seed_refused(void *context, uint8_t *out, size_t size)
{
    bool *refused = context;
    if (size == NET_SEED_BYTES && !*refused) {
        *refused = true;
        return false;
    }
    return net_random_bytes(out, size);
}

/* A hand that could not be dealt when it was due (no randomness, or the
 * disk refused it) is dealt as soon as it can be, not left undealt. */
static void test_a_deal_that_failed_is_dealt_again(void **state)
{
    (void)state;
    TestServer server;
    bool refused = false;
    test_server_config(&server);
    server.config.random = first_seed_refused;
    server.config.random_context = &refused;
    test_server_start(&server);
    NetClient a, b;
    GameOptions options = options_with_target(5);
    table_open(server.address, &options, &a, &b);
    assert_true(refused);
    assert_int_equal(a.view.hands_dealt, 1);
    assert_int_equal(b.view.hands_dealt, 1);
    assert_int_equal(client_legal_count(&a) + client_legal_count(&b), 2);
    net_client_close(&a);
    net_client_close(&b);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* A table whose game is over goes sooner than one waiting for its players
 * to come back. */
static void test_finished_tables_go_sooner(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.finished_after_ms = 1000;
    test_server_start(&server);
    NetClient a, b, waiting, asker;
    GameOptions options = options_with_target(1);
    table_open(server.address, &options, &a, &b);
    client_open(&waiting, server.address);
    assert_true(net_client_create(&waiting, &options, WAIT_MS));
    NetClient *seats[2] = {&a, &b};
    client_sync(&a, 1);
    client_sync(&b, 1);
    Rng rng = rng_seeded(2);
    for (int moves = 0; moves < 200 && !client_over(&a); moves++)
        assert_true(play_move(seats, NULL, 0, &rng, NULL, NULL, NULL, 0));
    assert_true(client_over(&a));
    char finished[NET_CODE_TEXT], unfinished[NET_CODE_TEXT];
    strcpy(finished, a.code);
    strcpy(unfinished, waiting.code);
    net_client_close(&a);
    net_client_close(&b);
    net_client_close(&waiting);
    assert_true(table_closes(server.address, finished));
    client_open(&asker, server.address);
    assert_true(net_client_watch(&asker, unfinished, WAIT_MS));
    net_client_close(&asker);
    test_server_stop(&server);
    test_server_remove(&server);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_game_with_a_watcher),
        cmocka_unit_test(test_hidden_cards_are_never_sent),
        cmocka_unit_test(test_a_deal_not_from_its_seed_is_found),
        cmocka_unit_test(test_a_seat_is_taken_back_with_its_token),
        cmocka_unit_test(test_a_game_is_claimed_against_an_opponent_gone),
        cmocka_unit_test(test_a_hand_ended_by_its_deal_is_revealed),
        cmocka_unit_test(test_abandoned_tables_are_closed),
        cmocka_unit_test(test_finished_tables_go_sooner),
        cmocka_unit_test(test_a_deal_that_failed_is_dealt_again),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
