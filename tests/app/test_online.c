/* The game at a table of a real table server on loopback, as the window
 * has it: the table's code shown while the friend is awaited; the friend (a
 * client of the test) joins and the hands are dealt; no hint against a
 * person; the friend's absence told, for how long; and nothing of the game
 * saved, the game against the computer left as it was. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <cmocka.h>

#include "app.h"
#include "app_support.h"
#include "i18n/strings.h"
#include "server_support.h"
#include "session/session.h"

enum { STEPS_MAX = 20000 }; /* 20 ms each, with a nap: minutes at most */

static void nap(void) { nanosleep(&(struct timespec){.tv_nsec = 1000000}, NULL); }

/* Steps the window until its message holds `part`; false if it never does. */
static bool until_said(App *app, const char *part, char *message, size_t size)
{
    for (int i = 0; i < STEPS_MAX; i++) {
        support_step(app, 20);
        app_message(app, message, size);
        if (strstr(message, part))
            return true;
        nap();
    }
    return false;
}

/* The friend reads what the table says and, when it is theirs to act,
 * plays the first action the table lists. */
static void friend_moves(NetClient *friend)
{
    json_t *message;
    while ((message = net_client_receive(friend, 0)) != NULL)
        json_decref(message);
    if (client_legal_count(friend) > 0 && friend->view.to_act == friend->seat && !client_over(friend))
        assert_true(net_client_act(friend, client_legal(friend, 0), WAIT_MS));
}

static void test_a_friend_at_a_table(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);

    AppConfig config;
    support_app_config(&config, 5, 1280, 800, SPEED_INSTANT, false);
    config.server = server.address;
    config.online_create = true;
    App *app = support_open(&config);
    char said[512];
    assert_true(until_said(app, "give this code", said, sizeof said));
    const char *code_at = strstr(said, "Table ");
    assert_non_null(code_at);
    char code[NET_CODE_TEXT];
    snprintf(code, sizeof code, "%.9s", code_at + strlen("Table "));

    NetClient friend;
    client_open(&friend, server.address);
    assert_true(net_client_join(&friend, code, WAIT_MS));
    Session *session = app_session(app);
    uint8_t me = session_player(session);
    assert_int_equal(me, 0);
    bool hint_tried = false;
    for (int i = 0; i < STEPS_MAX && !hint_tried; i++) {
        support_step(app, 20);
        friend_moves(&friend);
        const Game *game = session_game(session);
        /* The player's decisions before the cards are played. */
        if (game->hands_dealt > 0 && game->to_act == me && game->phase != PHASE_PLAY &&
            game->phase != PHASE_HAND_OVER && game->phase != PHASE_GAME_OVER) {
            ActionList legal;
            game_legal_actions(game, &legal);
            session_submit(session, legal.items[0], NULL);
        }
        /* The player's turn to play a card: against a person there is no
         * hint to ask for. */
        if (game->hands_dealt > 0 && game->to_act == me && game->phase == PHASE_PLAY) {
            assert_false(session_request_hint(session));
            hint_tried = true;
        }
        nap();
    }
    assert_true(hint_tried);

    /* The friend's window closes: the game waits, and says who for and for
     * how long. */
    net_client_close(&friend);
    /* By the name it gave, isolated in the sentence. */
    assert_true(until_said(app, "\u2068test\u2069 has been away for", said, sizeof said));

    app_destroy(app);
    char saved[512];
    snprintf(saved, sizeof saved, "%s/game.txt", support_data_dir());
    struct stat info;
    assert_int_not_equal(stat(saved, &info), 0); /* nothing saved */
    test_server_stop(&server);
    test_server_remove(&server);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_friend_at_a_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
