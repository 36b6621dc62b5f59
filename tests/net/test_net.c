/* The network library without a network: lines, requests, invite codes,
 * the fair deal and its check, and views as JSON, both ways. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/net_address.h"
#include "ecarte/net_deal.h"
#include "ecarte/net_invite.h"
#include "ecarte/net_lines.h"
#include "ecarte/net_random.h"
#include "ecarte/net_request.h"
#include "ecarte/net_view.h"

/* ---- lines ---- */

typedef struct Lines {
    int count, too_long;
    char text[8][64];
} Lines;

static bool take_line(void *context, const char *line, size_t length, bool too_long)
{
    Lines *lines = context;
    if (too_long) {
        lines->too_long++;
        return true;
    }
    assert_true(lines->count < 8 && length < 64);
    memcpy(lines->text[lines->count], line, length);
    lines->text[lines->count++][length] = '\0';
    return true;
}

static void test_lines(void **state)
{
    (void)state;
    NetLines reader = {0};
    Lines got = {0};
    const char *pieces[] = {"one\ntw", "o\r", "\nthree\n\n", "fo", "ur"};
    for (int i = 0; i < 5; i++)
        assert_true(net_lines_feed(&reader, pieces[i], strlen(pieces[i]), 16, take_line, &got));
    assert_int_equal(got.count, 4);
    assert_string_equal(got.text[0], "one");
    assert_string_equal(got.text[1], "two");
    assert_string_equal(got.text[2], "three");
    assert_string_equal(got.text[3], "");
    assert_int_equal(net_lines_pending(&reader), 4);
    assert_true(net_lines_feed(&reader, "\n", 1, 16, take_line, &got));
    assert_string_equal(got.text[4], "four");
    /* Nothing is held between lines. */
    assert_null(reader.partial);

    /* Over the limit, in one piece or in several, each line once; the
     * limit itself is allowed, with or without a carriage return. */
    Lines limited = {0};
    char exact[18] = "abcdefghijklmnop\r\n";
    assert_true(net_lines_feed(&reader, exact, 18, 16, take_line, &limited));
    assert_true(net_lines_feed(&reader, "abcdefghijklmnopq\n", 18, 16, take_line, &limited));
    for (int i = 0; i < 10; i++)
        assert_true(net_lines_feed(&reader, "0123456789", 10, 16, take_line, &limited));
    assert_null(reader.partial);
    assert_true(net_lines_feed(&reader, "\nok\n", 4, 16, take_line, &limited));
    assert_int_equal(limited.too_long, 2);
    assert_int_equal(limited.count, 2);
    assert_string_equal(limited.text[0], "abcdefghijklmnop");
    assert_string_equal(limited.text[1], "ok");
    net_lines_free(&reader);
}

/* ---- requests ---- */

static NetRequest parse_ok(const char *line)
{
    NetRequest request;
    NetRefusal refusal;
    if (!net_request_parse(line, strlen(line), &request, &refusal))
        fail_msg("%s was refused: %s %s", line, refusal.reason, refusal.message);
    return request;
}

/* Refused for `reason`, in a sentence that holds `words` and none of the
 * JSON reader's own names for things (its flags are JSON_...). */
static NetRequest parse_refused_saying(const char *line, const char *reason, const char *words)
{
    NetRequest request;
    NetRefusal refusal;
    if (net_request_parse(line, strlen(line), &request, &refusal))
        fail_msg("%s was read", line);
    if (strcmp(refusal.reason, reason) != 0)
        fail_msg("%s was refused for %s (%s), not %s", line, refusal.reason, refusal.message, reason);
    assert_true(strlen(refusal.message) > 0);
    if (!strstr(refusal.message, words) || strstr(refusal.message, "JSON_"))
        fail_msg("%s was refused saying '%s', not '%s'", line, refusal.message, words);
    /* The sentence goes to the client in a JSON string: UTF-8 whatever it
     * quotes of the line. */
    json_t *sentence = json_string(refusal.message);
    if (!sentence)
        fail_msg("%s was refused in a sentence that is not UTF-8: %s", line, refusal.message);
    json_decref(sentence);
    return request;
}

static void parse_refused(const char *line, const char *reason) { parse_refused_saying(line, reason, ""); }

static void test_requests(void **state)
{
    (void)state;
    NetRequest r = parse_ok("{\"type\":\"hello\",\"protocol\":1,\"name\":\"Ada\",\"id\":7}");
    assert_int_equal(r.type, NET_REQUEST_HELLO);
    assert_true(r.has_id);
    assert_int_equal(r.id, 7);
    assert_string_equal(r.name, "Ada");
    r = parse_ok("{\"type\":\"create\",\"preset\":\"classic\",\"target\":11,\"must_trump\":false}");
    assert_int_equal(r.type, NET_REQUEST_CREATE);
    assert_int_equal(r.options.target, 11);
    assert_int_equal(r.options.penalty, PENALTY_CLASSIC);
    assert_false(r.options.must_trump_when_void);
    r = parse_ok("{\"type\":\"create\"}");
    GameOptions standard = options_preset(PRESET_STANDARD);
    assert_true(options_equal(&r.options, &standard));
    r = parse_ok("{\"type\":\"join\",\"code\":\"kt3f xw7a\"}");
    assert_string_equal(r.code, "KT3F-XW7A");
    r = parse_ok("{\"type\":\"resume\",\"token\":\"00112233445566778899AABBCCDDEEFF\"}");
    assert_string_equal(r.token, "00112233445566778899aabbccddeeff");
    r = parse_ok("{\"type\":\"act\",\"action\":\"discard 7s 8s\",\"future\":[1,2]}");
    assert_int_equal(r.type, NET_REQUEST_ACT);
    assert_int_equal(r.action.type, ACTION_DISCARD);
    assert_int_equal(cardset_count(r.action.cards), 2);
    assert_false(r.has_id);
    parse_ok("{\"type\":\"claim\"}");
    r = parse_ok("{\"type\":\"say\",\"phrase\":\"well_played\",\"id\":3}");
    assert_int_equal(r.type, NET_REQUEST_SAY);
    assert_int_equal(r.phrase, NET_PHRASE_WELL_PLAYED);
    for (int p = 0; p < NET_PHRASE_COUNT; p++) {
        char line[96];
        snprintf(line, sizeof line, "{\"type\":\"say\",\"phrase\":\"%s\"}", net_phrase_name((NetPhrase)p));
        assert_int_equal(parse_ok(line).phrase, p);
    }
    r = parse_ok("{\"type\":\"rematch\"}");
    assert_int_equal(r.type, NET_REQUEST_REMATCH);
    parse_ok("{\"type\":\"ping\",\"id\":9007199254740992}");

    parse_refused("", "bad_json");
    parse_refused("{\"type\":\"ping\"", "bad_json");
    parse_refused("{\"type\":\"ping\"} {}", "bad_json");
    parse_refused("[]", "bad_request");
    parse_refused("{\"type\":5}", "bad_request");
    parse_refused("{\"type\":\"ping\",\"id\":9007199254740993}", "bad_request");
    parse_refused("{\"type\":\"ping\",\"id\":1.5}", "bad_request");
    parse_refused("{\"type\":\"pong\"}", "unknown_type");
    /* The parser's error quotes the line near the fault, cut anywhere: here
     * between the two bytes of one character. */
    parse_refused("{\"type\":\"act\",\"action\":\"play 8S \\\xc8\xb6\"}", "bad_json");
    parse_refused("{\"type\":\"hello\"}", "bad_request");
    parse_refused("{\"type\":\"hello\",\"protocol\":2}", "version");
    /* A name in any script, up to 64 bytes; nothing that is not text, or
     * that turns or hides the text around it. */
    parse_ok("{\"type\":\"hello\",\"protocol\":1,\"name\":\"caf\\u00e9\"}");
    parse_ok(
        "{\"type\":\"hello\",\"protocol\":1,\"name\":\"\u0905\u0928\u0928\u094d\u092f\u093e \u092a\u093e\u091f\u0940\u0932\"}");
    parse_refused("{\"type\":\"hello\",\"protocol\":1,\"name\":"
                  "\"abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklm\"}",
                  "bad_request");
    parse_refused("{\"type\":\"hello\",\"protocol\":1,\"name\":\"Bo\\u0007\"}", "bad_request");
    parse_refused("{\"type\":\"hello\",\"protocol\":1,\"name\":\"\\u202eoB\"}", "bad_request");
    parse_refused("{\"type\":\"hello\",\"protocol\":1,\"name\":\" Bo\"}", "bad_request");
    parse_refused("{\"type\":\"create\",\"target\":0}", "bad_request");
    parse_refused("{\"type\":\"create\",\"preset\":\"fancy\"}", "bad_request");
    parse_refused("{\"type\":\"create\",\"must_trump\":1}", "bad_request");
    parse_refused("{\"type\":\"join\"}", "bad_code");
    parse_refused("{\"type\":\"join\",\"code\":\"KT3F-XW7O\"}", "bad_code");
    parse_refused("{\"type\":\"resume\",\"token\":\"0011\"}", "bad_token");
    parse_refused("{\"type\":\"say\"}", "bad_request");
    parse_refused("{\"type\":\"say\",\"phrase\":\"Well played!\"}", "bad_request");
    parse_refused("{\"type\":\"say\",\"phrase\":\"thanks \"}", "bad_request");
    parse_refused("{\"type\":\"say\",\"phrase\":\"THANKS\"}", "bad_request");
    parse_refused("{\"type\":\"say\",\"phrase\":2}", "bad_request");
    parse_refused("{\"type\":\"act\"}", "bad_action");
    parse_refused("{\"type\":\"act\",\"action\":\"play KH KS\"}", "bad_action");
    parse_refused("{\"type\":\"act\",\"action\":\"play\\tKH\"}", "bad_action");
    /* An id is kept for the answer even when the rest is refused. */
    NetRequest request;
    NetRefusal refusal;
    assert_false(net_request_parse("{\"id\":4,\"type\":\"fly\"}", 21, &request, &refusal));
    assert_true(request.has_id);
    assert_int_equal(request.id, 4);
}

/* A line of JSON that is no object is no request, and is told so; an id
 * or another number too large for the reader is said to be out of range;
 * and no sentence names the reader's insides. */
static void test_json_that_is_no_request(void **state)
{
    (void)state;
    static const char *const NOT_OBJECTS[] = {"42", "null", "\"ping\"", "[1]", "[]", "true", "-1.5"};
    for (size_t i = 0; i < sizeof NOT_OBJECTS / sizeof NOT_OBJECTS[0]; i++)
        parse_refused_saying(NOT_OBJECTS[i], "bad_request", "a request is a JSON object");
    parse_refused_saying("{} x", "bad_json", "not JSON");

    static const char *const IDS[] = {"99999999999999999999",
                                      "-99999999999999999999",
                                      "9007199254740993",
                                      "1e300",
                                      "-1",
                                      "123456789012345678901234567890"};
    for (size_t i = 0; i < sizeof IDS / sizeof IDS[0]; i++) {
        char line[96];
        snprintf(line, sizeof line, "{\"type\":\"ping\",\"id\":%s}", IDS[i]);
        NetRequest request = parse_refused_saying(line, "bad_request", "\"id\" is out of range");
        assert_false(request.has_id);
    }
    parse_refused_saying("{\"type\":\"ping\",\"id\":1.5}", "bad_request", "\"id\" is a whole number");
    /* Another number too large: the id still comes back with the refusal. */
    NetRequest request = parse_refused_saying("{\"type\":\"create\",\"id\":5,\"target\":99999999999999999999}",
                                              "bad_request", "too large");
    assert_true(request.has_id);
    assert_int_equal(request.id, 5);
    parse_refused_saying("{\"type\":\"create\",\"target\":1e999}", "bad_request", "too large");

    parse_refused_saying("{\"type\":\"ping\\u0000\"}", "bad_request", "\\u0000");
    parse_refused_saying("{\"type\":\"ping\",\"\\u0000\":1}", "bad_request", "\\u0000");
    static char deep[6001];
    memset(deep, '[', 3000);
    memset(deep + 3000, ']', 3000);
    parse_refused_saying(deep, "bad_request", "nested");
    parse_refused_saying("this is not JSON", "bad_json", "not JSON");
}

/* ---- addresses ---- */

static void test_addresses(void **state)
{
    (void)state;
    char host[16], port[6];
    assert_true(net_address_split("127.0.0.1:7447", host, sizeof host, port, sizeof port));
    assert_string_equal(host, "127.0.0.1");
    assert_string_equal(port, "7447");
    assert_true(net_address_split("[::1]:0", host, sizeof host, port, sizeof port));
    assert_string_equal(host, "::1");
    assert_string_equal(port, "0");
    assert_true(net_address_split("localhost:7447", host, sizeof host, port, sizeof port));
    assert_false(net_address_split("127.0.0.1", host, sizeof host, port, sizeof port));
    assert_false(net_address_split("127.0.0.1:", host, sizeof host, port, sizeof port));
    assert_false(net_address_split(":7447", host, sizeof host, port, sizeof port));
    assert_false(net_address_split("[::1:7447", host, sizeof host, port, sizeof port));
    assert_false(net_address_split("[]:7447", host, sizeof host, port, sizeof port));
    assert_false(net_address_split("a-host-name-too-long:7447", host, sizeof host, port, sizeof port));
    assert_false(net_address_split("host:744700", host, sizeof host, port, sizeof port));

    /* A port is what a socket can have, and nothing else. */
    int number = -1;
    assert_true(net_address_port("7447", 1, &number));
    assert_int_equal(number, 7447);
    assert_true(net_address_port("65535", 1, &number));
    assert_true(net_address_port("0", 0, &number));
    assert_int_equal(number, 0);
    assert_false(net_address_port("0", 1, &number));
    assert_false(net_address_port("65536", 1, &number));
    assert_false(net_address_port("99999", 1, &number));
    assert_false(net_address_port("000007447", 1, &number));
    assert_false(net_address_port("", 1, &number));
    assert_false(net_address_port("-1", 0, &number));
    assert_false(net_address_port("74a7", 1, &number));
    assert_false(net_address_port(" 7447", 1, &number));
}

/* ---- invite codes ---- */

static void test_invite_codes(void **state)
{
    (void)state;
    /* The look-alikes are left out, in either case. */
    for (const char *c = "ACDEFHJKMNPRTWXY3479acdefhjkmnprtwxy"; *c; c++)
        assert_true(net_invite_holds(*c));
    for (const char *c = "BGILOQSUVZ012568bgiloqsuvz-_ ~"; *c; c++)
        assert_false(net_invite_holds(*c));
    assert_false(net_invite_holds('\0'));
    char code[NET_CODE_TEXT], again[NET_CODE_TEXT];
    for (int n = 0; n < 256; n++) {
        uint8_t random[NET_CODE_CHARS];
        for (int i = 0; i < NET_CODE_CHARS; i++)
            random[i] = (uint8_t)(n * 31 + i * 7);
        net_invite_make(random, code);
        assert_int_equal(strlen(code), 9);
        assert_int_equal(code[4], '-');
        for (const char *c = code; *c; c++)
            assert_null(strchr("0O1IL2Z5S8B6GUV", *c));
        assert_true(net_invite_normalize(code, 9, again));
        assert_string_equal(code, again);
    }
    assert_true(net_invite_normalize("ac3d ef4h", 9, code));
    assert_string_equal(code, "AC3D-EF4H");
    assert_true(net_invite_normalize("ac3def4h", 8, code));
    assert_false(net_invite_normalize("AC3D-EF4", 8, code));
    assert_false(net_invite_normalize("AC3D-EF4HX", 10, code));
    assert_false(net_invite_normalize("AC3D-EF0H", 9, code));
    assert_false(net_invite_normalize("AC3D\0EF4H", 9, code));
    assert_int_not_equal(net_invite_key("AC3D-EF4H"), net_invite_key("AC3D-EF4J"));
    /* Every character counts, the first as much as the last: codes that
     * differ in one place never share a key. */
    assert_true(net_invite_normalize("AC3D-EF4H", 9, code));
    for (int place = 0; place < 9; place++) {
        if (place == 4)
            continue;
        strcpy(again, code);
        again[place] = again[place] == 'A' ? 'C' : 'A';
        assert_int_not_equal(net_invite_key(code), net_invite_key(again));
    }
}

/* ---- the deal ---- */

static void deck_text(const Card deck[CARD_COUNT], char *out)
{
    for (int i = 0; i < CARD_COUNT; i++) {
        card_format(deck[i], out + 3 * i);
        out[3 * i + 2] = i + 1 < CARD_COUNT ? ' ' : '\0';
    }
}

/* The examples NETWORK.md gives, worked out there by a few lines of
 * Python that share no code with this library. */
static void test_deal_from_a_seed(void **state)
{
    (void)state;
    uint8_t seed[NET_SEED_BYTES] = {0}, hash[NET_HASH_BYTES];
    char hex[2 * NET_HASH_BYTES + 1], text[CARD_COUNT * 3];
    Card deck[CARD_COUNT];
    net_deal_commitment(seed, hash);
    net_hex_write(hash, sizeof hash, hex);
    assert_string_equal(hex, "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925");
    net_deal_deck(seed, deck);
    deck_text(deck, text);
    assert_string_equal(text, "QH TH 8C KC 8S 9S 8H AH QS 8D 7S 7D KD AC AS 7C JC QC KH 9C TS AD KS 9D JD 7H QD TD 9H "
                              "JS TC JH");
    for (int i = 0; i < NET_SEED_BYTES; i++)
        seed[i] = (uint8_t)i;
    net_deal_commitment(seed, hash);
    net_hex_write(hash, sizeof hash, hex);
    assert_string_equal(hex, "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
    net_deal_deck(seed, deck);
    deck_text(deck, text);
    assert_string_equal(text, "QH AH JD 7C 9S 9H QC 8C 8D JS QD TD 8H QS 8S AS TH 7H KD KS KC KH JC JH 9D AC AD 9C TS "
                              "7S TC 7D");

    /* Every card comes to the top about as often as every other. */
    int top[CARD_COUNT] = {0};
    enum { DEALS = 32000 };
    for (int n = 0; n < DEALS; n++) {
        memcpy(seed, &n, sizeof n);
        net_deal_deck(seed, deck);
        top[deck[0]]++;
    }
    for (int c = 0; c < CARD_COUNT; c++)
        assert_true(top[c] > DEALS / 32 * 8 / 10 && top[c] < DEALS / 32 * 12 / 10);
}

static void test_deal_check(void **state)
{
    (void)state;
    uint8_t seed[NET_SEED_BYTES], other[NET_SEED_BYTES], commitment[NET_HASH_BYTES];
    assert_true(net_random_bytes(seed, sizeof seed));
    memcpy(other, seed, sizeof seed);
    other[31] ^= 1;
    Card deck[CARD_COUNT];
    net_deal_commitment(seed, commitment);
    net_deal_deck(seed, deck);
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    for (uint8_t dealer = 0; dealer < SEAT_COUNT; dealer++) {
        game_init(&game, &options, 0, dealer);
        assert_int_equal(game_deal(&game, deck, NULL), RULE_OK);
        for (uint8_t seat = 0; seat < SEAT_COUNT; seat++) {
            CardSet hand = game.hands[seat];
            assert_int_equal(net_deal_hand_of(deck, dealer, seat), hand);
            assert_int_equal(net_deal_check(seed, commitment, deck, dealer, seat, hand, game.turnup), NET_FAIR_OK);
            assert_int_equal(net_deal_check(other, commitment, deck, dealer, seat, hand, game.turnup),
                             NET_FAIR_COMMITMENT);
            Card tampered[CARD_COUNT];
            memcpy(tampered, deck, sizeof deck);
            tampered[30] = deck[31];
            tampered[31] = deck[30];
            assert_int_equal(net_deal_check(seed, commitment, tampered, dealer, seat, hand, game.turnup),
                             NET_FAIR_DECK);
            CardSet swapped = hand ^ cardset_of(cardset_lowest(hand)) ^ cardset_of(deck[31]);
            assert_int_equal(net_deal_check(seed, commitment, deck, dealer, seat, swapped, game.turnup), NET_FAIR_HAND);
            assert_int_equal(net_deal_check(seed, commitment, deck, dealer, SEAT_NONE, swapped, CARD_NONE),
                             NET_FAIR_OK);
        }
    }
    /* A hand replayed: the actions each by the seat to act and allowed, and
     * every card seen held or played one the replay holds or plays. */
    game_init(&game, &options, 0, 1);
    assert_int_equal(game_deal(&game, deck, NULL), RULE_OK);
    NetStep steps[NET_HAND_ACTIONS_MAX];
    CardSet held = game.hands[0], played = CARDSET_EMPTY;
    int count = 0;
    while (game.phase != PHASE_HAND_OVER && game.phase != PHASE_GAME_OVER) {
        ActionList legal;
        game_legal_actions(&game, &legal);
        steps[count] = (NetStep){game.to_act, legal.items[legal.count - 1]};
        assert_int_equal(game_apply(&game, steps[count].action, NULL), RULE_OK);
        if (steps[count].action.type == ACTION_PLAY)
            played |= cardset_of(steps[count].action.card);
        held |= game.hands[0];
        count++;
    }
    assert_true(played != CARDSET_EMPTY);
    assert_int_equal(net_deal_replay(&options, deck, 1, steps, count, 0, held, played), NET_FAIR_OK);
    assert_int_equal(net_deal_replay(&options, deck, 1, steps, count, SEAT_NONE, 0, played), NET_FAIR_OK);
    assert_int_equal(net_deal_replay(&options, deck, 0, steps, count, 0, held, played), NET_FAIR_PLAY);
    Card stocked = deck[CARD_COUNT - 1];
    assert_false(cardset_has(held | played, stocked));
    assert_int_equal(net_deal_replay(&options, deck, 1, steps, count, 0, held | cardset_of(stocked), played),
                     NET_FAIR_PLAY);
    assert_int_equal(net_deal_replay(&options, deck, 1, steps, count, SEAT_NONE, 0, played | cardset_of(stocked)),
                     NET_FAIR_PLAY);
    steps[count - 1].seat = seat_other(steps[count - 1].seat);
    assert_int_equal(net_deal_replay(&options, deck, 1, steps, count, SEAT_NONE, 0, 0), NET_FAIR_PLAY);
    for (int f = NET_FAIR_OK; f <= NET_FAIR_PLAY; f++)
        assert_true(strlen(net_fairness_text((NetFairness)f)) > 10);
}

/* ---- views ---- */

/* No card of `hidden` is named anywhere in the text. */
static void names_none(const char *text, CardSet hidden)
{
    for (CardSet rest = hidden; rest; rest = cardset_without_lowest(rest)) {
        char quoted[8], name[3];
        card_format(cardset_lowest(rest), name);
        snprintf(quoted, sizeof quoted, "\"%s\"", name);
        if (strstr(text, quoted))
            fail_msg("%s names %s, which it may not", text, quoted);
    }
}

static CardSet stock_cards(const Game *game)
{
    CardSet stock = CARDSET_EMPTY;
    for (int i = game->stock_next; i < STOCK_SIZE; i++)
        stock |= cardset_of(game->stock[i]);
    return stock;
}

/* What a view does not use is not sent: the padding of the options, the
 * places of the trick and of the finished tricks beyond their counts, and
 * the last result before there is one. */
static void clear_unused(SeatView *view)
{
    for (int i = view->trick_size; i < SEAT_COUNT; i++)
        view->trick[i] = CARD_NONE;
    memset(view->history + view->history_count, 0,
           sizeof view->history - view->history_count * sizeof view->history[0]);
    memset(view->exchanges + view->exchange_count, 0,
           sizeof view->exchanges - view->exchange_count * sizeof view->exchanges[0]);
    if (!view->has_last_hand)
        memset(&view->last_hand, 0, sizeof view->last_hand);
    GameOptions options = view->options;
    memset(&view->options, 0, sizeof view->options);
    view->options.must_trump_when_void = options.must_trump_when_void;
    view->options.penalty = options.penalty;
    view->options.dealer_must_exchange = options.dealer_must_exchange;
    view->options.target = options.target;
}

static void check_views(const Game *game)
{
    for (uint8_t seat = 0; seat < SEAT_COUNT; seat++) {
        SeatView view, back;
        game_view(game, seat, &view);
        json_t *json = net_view_write(&view);
        char *text = json_dumps(json, JSON_COMPACT);
        json_decref(json);
        json_t *read = json_loads(text, 0, NULL);
        char error[128];
        if (!net_view_read(read, &back, error, sizeof error))
            fail_msg("%s does not read back: %s", text, error);
        clear_unused(&view);
        assert_memory_equal(&view, &back, sizeof view);
        uint8_t other = seat_other(seat);
        names_none(text, (game->hands[other] & ~(game->king_declared == other ? CARDSET_ALL : 0)) |
                             game->discards[other] | stock_cards(game));
        json_decref(read);
        free(text);
    }
    json_t *watch = net_watch_write(game);
    char *text = json_dumps(watch, JSON_COMPACT);
    names_none(text, game->hands[0] | game->hands[1] | game->discards[0] | game->discards[1] | stock_cards(game));
    assert_null(json_object_get(watch, "hand"));
    SeatView ignored;
    char error[128];
    assert_false(net_view_read(watch, &ignored, error, sizeof error));
    /* A watcher reads back what both seats see alike, and it is a view a
     * game can be in. */
    WatchView expected, back;
    game_watch(game, &expected);
    clear_unused(&expected.seen);
    assert_true(watch_view_is_possible(&expected));
    if (!net_watch_read(watch, &back, error, sizeof error))
        fail_msg("%s does not read back as a watcher's view: %s", text, error);
    assert_memory_equal(&expected, &back, sizeof expected);
    json_decref(watch);
    free(text);
}

/* A watcher's view that no game could give, from a real one changed in
 * one place, is refused with a reason. */
static void expect_watch_refused(const Game *game, const char *key, json_t *value)
{
    json_t *watch = net_watch_write(game);
    json_object_set_new(watch, key, value);
    WatchView view;
    char error[128] = "";
    if (net_watch_read(watch, &view, error, sizeof error))
        fail_msg("a watcher's view with a changed \"%s\" was read", key);
    assert_true(error[0] != '\0');
    json_decref(watch);
}

static void test_impossible_watchers_views(void **state)
{
    (void)state;
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    game_init(&game, &options, 1234, SEAT_NONE);
    assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
    /* Into the play, a trick done and the next one led. */
    for (int steps = 0; steps < 100 && (game.history_count < 1 || game.trick_size < 1); steps++) {
        ActionList legal;
        game_legal_actions(&game, &legal);
        assert_int_equal(game_apply(&game, legal.items[legal.count - 1], NULL), RULE_OK);
    }
    assert_int_equal(game.history_count, 1);
    assert_int_equal(game.trick_size, 1);
    expect_watch_refused(&game, "seat", json_integer(0));
    expect_watch_refused(&game, "hand_sizes", json_pack("[i,i]", HAND_SIZE, HAND_SIZE));
    expect_watch_refused(&game, "scores", json_pack("[i,i]", 250, 0));
    expect_watch_refused(&game, "stock", json_integer(game_stock_count(&game) + 1));
    char card[3];
    card_format(game.history[0].cards[0], card);
    expect_watch_refused(&game, "trick", json_pack("[s]", card));
    expect_watch_refused(&game, "turnup", json_string(card));
}

static void test_views_both_ways(void **state)
{
    (void)state;
    Rng rng = rng_seeded(77);
    for (int g = 0; g < 40; g++) {
        Game game;
        GameOptions options = options_preset(g % 2 ? PRESET_CLASSIC : PRESET_STANDARD);
        game_init(&game, &options, rng_next(&rng), SEAT_NONE);
        check_views(&game);
        for (int steps = 0; steps < 2000 && !game_is_over(&game); steps++) {
            if (game.phase == PHASE_DEAL || game.phase == PHASE_HAND_OVER) {
                assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
            } else {
                ActionList legal;
                game_legal_actions(&game, &legal);
                assert_int_equal(game_apply(&game, legal.items[rng_below(&rng, (uint32_t)legal.count)], NULL), RULE_OK);
            }
            check_views(&game);
        }
    }
    /* What is not a view is refused, with the key at fault. */
    SeatView view;
    char error[128];
    json_t *bad = json_pack("{s:i}", "seat", 0);
    assert_false(net_view_read(bad, &view, error, sizeof error));
    assert_non_null(strstr(error, "phase"));
    json_decref(bad);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines),
        cmocka_unit_test(test_requests),
        cmocka_unit_test(test_json_that_is_no_request),
        cmocka_unit_test(test_addresses),
        cmocka_unit_test(test_invite_codes),
        cmocka_unit_test(test_deal_from_a_seed),
        cmocka_unit_test(test_deal_check),
        cmocka_unit_test(test_views_both_ways),
        cmocka_unit_test(test_impossible_watchers_views),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
