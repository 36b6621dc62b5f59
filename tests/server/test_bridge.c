#define _GNU_SOURCE
/* ecarte-engine's bridge at a table: the computer joins a table by its code
 * and plays its seat to the end against a client of the test; and it
 * creates a table, says its code, and another bridge joins it. */
#include <poll.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "bridge.h"
#include "server_support.h"

typedef struct Seat {
    BridgeConfig config;
    pthread_t thread;
    FILE *out;
    char *text;
    size_t length;
    int status;
    char error[400];
} Seat;

static void *play(void *context)
{
    Seat *seat = context;
    seat->status = bridge_play(&seat->config, seat->out, seat->error, sizeof seat->error);
    fflush(seat->out);
    return NULL;
}

static void seat_start(Seat *seat, const char *address, const char *code, AiLevel level, FILE *out)
{
    memset(seat, 0, sizeof *seat);
    seat->config = (BridgeConfig){.address = address,
                                  .code = code,
                                  .options = options_preset(PRESET_STANDARD),
                                  .level = level,
                                  .seed = 5,
                                  .name = "bridge",
                                  .idle_ms = 1000};
    seat->config.options.target = 3;
    seat->out = out ? out : open_memstream(&seat->text, &seat->length);
    assert_int_equal(pthread_create(&seat->thread, NULL, play, seat), 0);
}

static void seat_end(Seat *seat)
{
    pthread_join(seat->thread, NULL);
    if (seat->text)
        fclose(seat->out);
    if (seat->status != 0)
        fail_msg("the bridge failed: %s", seat->error);
}

static void test_bridge_joins_and_plays(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient person;
    client_open(&person, server.address);
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = 3;
    assert_true(net_client_create(&person, &options, WAIT_MS));
    Seat bot;
    seat_start(&bot, server.address, person.code, AI_EASY, NULL);
    Rng rng = rng_seeded(2);
    int64_t acted = -1; /* after an "ok" the table is told anew: act once on each */
    for (int messages = 0; messages < 20000 && !client_over(&person); messages++) {
        if (client_legal_count(&person) > 0 && person.seq != acted) {
            acted = person.seq;
            const char *action = client_legal(&person, (int)rng_below(&rng, (uint32_t)client_legal_count(&person)));
            char text[ACTION_TEXT_MAX];
            snprintf(text, sizeof text, "%s", action);
            if (!net_client_act(&person, text, WAIT_MS))
                fail_msg("'%s' was refused: %s", text, person.error);
            continue;
        }
        json_t *message = net_client_receive(&person, WAIT_MS);
        assert_non_null(message);
        json_decref(message);
    }
    assert_true(client_over(&person));
    seat_end(&bot);
    char expected[64];
    snprintf(expected, sizeof expected, "final score %d-%d\n", person.view.scores[1], person.view.scores[0]);
    assert_string_equal(bot.text, expected);
    free(bot.text);
    net_client_close(&person);
    test_server_stop(&server);
    test_server_remove(&server);
}

static void test_bridges_create_and_join(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    Seat host, guest;
    int lines[2];
    assert_int_equal(pipe(lines), 0);
    FILE *from_host = fdopen(lines[0], "r");
    seat_start(&host, server.address, NULL, AI_NORMAL, fdopen(lines[1], "w"));
    char line[64], code[NET_CODE_TEXT] = "";
    struct pollfd ready = {lines[0], POLLIN, 0};
    assert_int_equal(poll(&ready, 1, WAIT_MS), 1);
    assert_non_null(fgets(line, sizeof line, from_host));
    assert_int_equal(sscanf(line, "table %9s", code), 1);
    assert_int_equal(strlen(code), 9);
    seat_start(&guest, server.address, code, AI_EASY, NULL);
    seat_end(&guest);
    seat_end(&host);
    fclose(host.out);
    int a, b, c, d;
    assert_non_null(fgets(line, sizeof line, from_host));
    fclose(from_host);
    assert_int_equal(sscanf(line, "final score %d-%d", &a, &b), 2);
    assert_int_equal(sscanf(guest.text, "final score %d-%d", &c, &d), 2);
    assert_int_equal(a, d);
    assert_int_equal(b, c);
    assert_true(a >= 3 || b >= 3);
    free(guest.text);
    test_server_stop(&server);
    test_server_remove(&server);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bridge_joins_and_plays),
        cmocka_unit_test(test_bridges_create_and_join),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
