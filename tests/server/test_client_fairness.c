#define _GNU_SOURCE
/* What a client makes of a dishonest server.  A server of this test, on
 * loopback, deals a hand from a seed and tells one seat (or a watcher) the
 * hand as the real server does, but cheats in one way or another while it
 * is played, and then reveals the honest seed, deck and actions: the
 * client's check must find every cheat, and pass the honest hand. */
#include <netinet/in.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cmocka.h>

#include "ecarte/net_client.h"
#include "ecarte/net_random.h"
#include "ecarte/net_text.h"
#include "ecarte/net_view.h"

enum { WAIT_MS = 60000, SEAT = 0, DEALER = 1 };

typedef enum Cheat {
    HONEST,
    LATE_COMMITMENT, /* the first cards are shown before the commitment */
    STOCK_SWAPPED,   /* the seat draws a card that is not the stock's next */
    OPPONENT_SWAPPED /* the other seat is given a card of the stock and plays it */
} Cheat;

/* The table as the real server writes it, for the seat or a watcher. */
static void table_text(NetText *out, const Game *game, int seq, bool watcher, const char *commitment)
{
    net_text_printf(out, "{\"type\":\"table\",\"code\":\"ACDE-FHJK\",\"seq\":%d,\"seat\":%s,\"view\":", seq,
                    watcher ? "null" : "0");
    if (watcher) {
        net_watch_text(out, game);
    } else {
        SeatView view;
        game_view(game, SEAT, &view);
        net_view_text(out, &view, true);
    }
    net_text_puts(out, ",\"legal\":[],\"commitment\":");
    if (commitment)
        net_text_printf(out, "\"%s\"", commitment);
    else
        net_text_puts(out, "null");
    net_text_puts(out, ",\"present\":[true,true],\"last\":null,\"over\":null}\n");
}

/* An exchange first, so that both seats draw from the stock; then the first
 * card allowed. */
static Action chosen(const Game *game)
{
    ActionList legal;
    game_legal_actions(game, &legal);
    assert_true(legal.count > 0);
    if (game->phase == PHASE_PROPOSE && game->exchange_count > 0)
        return legal.items[1];
    return legal.items[0];
}

/* Every line the seat (or watcher) is sent for hand 1, the cheat applied. */
static char *script(Cheat cheat, bool watcher)
{
    uint8_t seed[NET_SEED_BYTES], hash[NET_HASH_BYTES];
    char seed_hex[2 * NET_SEED_BYTES + 1], commitment[2 * NET_HASH_BYTES + 1];
    for (int i = 0; i < NET_SEED_BYTES; i++)
        seed[i] = (uint8_t)(7 * i + 3);
    net_hex_write(seed, sizeof seed, seed_hex);
    net_deal_commitment(seed, hash);
    net_hex_write(hash, sizeof hash, commitment);
    Card deck[CARD_COUNT];
    net_deal_deck(seed, deck);
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = 5;
    assert_true(game_init(&game, &options, 0, DEALER));
    assert_int_equal(game_deal(&game, deck, NULL), RULE_OK);

    NetText out = {0}, actions = {0};
    if (watcher)
        net_text_puts(&out, "{\"type\":\"watching\",\"code\":\"ACDE-FHJK\"}\n");
    else
        net_text_puts(&out, "{\"type\":\"seated\",\"code\":\"ACDE-FHJK\",\"seat\":0,"
                            "\"token\":\"00112233445566778899aabbccddeeff\"}\n");
    int seq = 1;
    table_text(&out, &game, seq, watcher, cheat == LATE_COMMITMENT ? NULL : commitment);
    bool swapped = false;
    while (game.phase != PHASE_HAND_OVER && game.phase != PHASE_GAME_OVER) {
        if (!swapped && cheat == STOCK_SWAPPED && game.phase == PHASE_DISCARD && game.to_act == SEAT) {
            Card top = game.stock[game.stock_next];
            game.stock[game.stock_next] = game.stock[STOCK_SIZE - 1];
            game.stock[STOCK_SIZE - 1] = top;
            swapped = true;
        }
        if (!swapped && cheat == OPPONENT_SWAPPED && game.phase == PHASE_PLAY) {
            Card given = game.stock[STOCK_SIZE - 1], taken = cardset_lowest(game.hands[DEALER]);
            game.hands[DEALER] = (game.hands[DEALER] & ~cardset_of(taken)) | cardset_of(given);
            game.stock[STOCK_SIZE - 1] = taken;
            swapped = true;
        }
        uint8_t actor = game.to_act;
        Action action = chosen(&game);
        char text[ACTION_TEXT_MAX];
        action_format(action, text);
        assert_int_equal(game_apply(&game, action, NULL), RULE_OK);
        net_text_printf(&actions, "%s{\"seat\":%d,\"action\":\"%s\"}", seq > 1 ? "," : "", actor, text);
        table_text(&out, &game, ++seq, watcher, commitment);
    }
    assert_true(cheat == HONEST || cheat == LATE_COMMITMENT || swapped);
    net_text_printf(&out,
                    "{\"type\":\"reveal\",\"hand\":1,\"seed\":\"%s\",\"commitment\":\"%s\",\"dealer\":%d,\"deck\":[",
                    seed_hex, commitment, DEALER);
    for (int i = 0; i < CARD_COUNT; i++) {
        char name[3];
        card_format(deck[i], name);
        net_text_printf(&out, "%s\"%s\"", i ? "," : "", name);
    }
    net_text_printf(&out, "],\"actions\":[%s]}\n", actions.data);
    net_text_free(&actions);
    assert_false(out.failed);
    return out.data;
}

typedef struct Server {
    int listen_fd;
    const char *text;
} Server;

static void *serve(void *context)
{
    Server *server = context;
    int fd = accept(server->listen_fd, NULL, NULL);
    if (fd < 0)
        return NULL;
    size_t length = strlen(server->text), sent = 0;
    while (sent < length) {
        ssize_t wrote = send(fd, server->text + sent, length - sent, MSG_NOSIGNAL);
        if (wrote <= 0)
            break;
        sent += (size_t)wrote;
    }
    close(fd);
    return NULL;
}

/* Plays the script to a real client and returns what its check found. */
static NetFairness client_finds(Cheat cheat, bool watcher)
{
    Server server = {socket(AF_INET, SOCK_STREAM, 0), script(cheat, watcher)};
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t size = sizeof address;
    assert_true(server.listen_fd >= 0);
    assert_int_equal(bind(server.listen_fd, (struct sockaddr *)&address, sizeof address), 0);
    assert_int_equal(listen(server.listen_fd, 1), 0);
    assert_int_equal(getsockname(server.listen_fd, (struct sockaddr *)&address, &size), 0);
    pthread_t thread;
    assert_int_equal(pthread_create(&thread, NULL, serve, &server), 0);
    char where[32];
    snprintf(where, sizeof where, "127.0.0.1:%d", ntohs(address.sin_port));
    NetClient client;
    assert_true(net_client_connect(&client, where, NULL, WAIT_MS));
    json_t *message;
    while ((message = net_client_receive(&client, WAIT_MS)) != NULL)
        json_decref(message);
    assert_non_null(strstr(client.error, "closed"));
    assert_int_equal(client.hands_checked, 1);
    NetFairness found = client.fairness;
    net_client_close(&client);
    pthread_join(thread, NULL);
    close(server.listen_fd);
    free((char *)server.text);
    return found;
}

static void test_an_honest_hand_passes(void **state)
{
    (void)state;
    assert_int_equal(client_finds(HONEST, false), NET_FAIR_OK);
    assert_int_equal(client_finds(HONEST, true), NET_FAIR_OK);
}

static void test_cards_before_the_commitment_are_found(void **state)
{
    (void)state;
    assert_int_equal(client_finds(LATE_COMMITMENT, false), NET_FAIR_COMMITMENT);
    assert_int_equal(client_finds(LATE_COMMITMENT, true), NET_FAIR_COMMITMENT);
}

static void test_a_card_not_drawn_from_the_stock_is_found(void **state)
{
    (void)state;
    assert_int_equal(client_finds(STOCK_SWAPPED, false), NET_FAIR_PLAY);
    /* The watcher sees the card played. */
    assert_int_equal(client_finds(STOCK_SWAPPED, true), NET_FAIR_PLAY);
}

static void test_a_card_given_to_the_opponent_is_found(void **state)
{
    (void)state;
    assert_int_equal(client_finds(OPPONENT_SWAPPED, false), NET_FAIR_PLAY);
    assert_int_equal(client_finds(OPPONENT_SWAPPED, true), NET_FAIR_PLAY);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_an_honest_hand_passes),
        cmocka_unit_test(test_cards_before_the_commitment_are_found),
        cmocka_unit_test(test_a_card_not_drawn_from_the_stock_is_found),
        cmocka_unit_test(test_a_card_given_to_the_opponent_is_found),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
