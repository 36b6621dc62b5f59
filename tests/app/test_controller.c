/* The game in play as the window sees it: every change comes out as one
 * event, in order, however many changes come between two polls. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "session/controller.h"
#include "ecarte/game.h"

static bool same_game(const Game *a, const Game *b)
{
    return a->phase == b->phase && a->to_act == b->to_act && a->dealer == b->dealer &&
           a->hands_dealt == b->hands_dealt && a->history_count == b->history_count && a->trick_size == b->trick_size &&
           a->exchange_count == b->exchange_count && a->seed == b->seed &&
           memcmp(a->scores, b->scores, sizeof a->scores) == 0 && memcmp(a->hands, b->hands, sizeof a->hands) == 0 &&
           memcmp(a->discards, b->discards, sizeof a->discards) == 0;
}

/* The computer plays both seats, answering at once. */
static Controller *autoplay(uint64_t seed)
{
    ControllerConfig config;
    memset(&config, 0, sizeof config);
    config.options = options_preset(PRESET_STANDARD);
    config.seed = seed;
    config.level = AI_EASY;
    config.autoplay = true;
    config.threaded = false;
    Controller *c = controller_create(&config);
    assert_non_null(c);
    return c;
}

/* Moves the game on by one change, leaving its event uncollected. */
static void step(Controller *c, double *now)
{
    const Game *game = controller_game(c);
    if (game->phase == PHASE_GAME_OVER) {
        assert_true(controller_new_game(c, game->seed + 1));
        return;
    }
    if (game->phase == PHASE_HAND_OVER) {
        assert_true(controller_deal(c));
        return;
    }
    Game before = *game;
    for (int i = 0; i < 10; i++) {
        controller_update(c, *now += 1.0, true);
        if (!same_game(&before, controller_game(c)))
            return;
    }
    fail_msg("the computer did not move");
}

/* Each event starts where the last one ended, and says what happened. */
static void take(const CtrlEvent *event, Game *last)
{
    if (!same_game(&event->before, last))
        fail_msg("an event is missing before a %s event (hand %d, trick %d)",
                 event->kind == CTRL_DEALT ? "deal" : "move", event->after.hands_dealt, event->after.history_count);
    if (event->kind == CTRL_ACTED) {
        Game replay = event->before;
        assert_int_equal(game_apply(&replay, event->action, NULL), RULE_OK);
        assert_true(same_game(&replay, &event->after));
    } else {
        assert_int_equal(event->kind, CTRL_DEALT);
    }
    *last = event->after;
}

static void test_no_event_is_lost_between_polls(void **state)
{
    (void)state;
    Controller *c = autoplay(5);
    Game last = *controller_game(c);
    double now = 0.0;
    int made = 0, taken = 0;
    static CtrlEvent event; /* two Games: kept off the stack */

    assert_true(controller_new_game(c, 5));
    made++;
    for (; made < 10; made++)
        step(c, &now);
    for (int i = 0; i < 3; i++, taken++) {
        assert_true(controller_poll(c, &event));
        take(&event, &last);
    }
    /* Far more than the window ever leaves waiting. */
    for (int i = 0; i < 60; i++, made++)
        step(c, &now);
    while (controller_poll(c, &event)) {
        take(&event, &last);
        taken++;
    }
    assert_int_equal(taken, made);
    assert_true(same_game(&last, controller_game(c)));
    controller_destroy(c);
}

/* The computer plays its written part while each move is legal, then
 * thinks for itself. */
static void test_a_written_part_is_played_then_the_computer_thinks(void **state)
{
    (void)state;
    ControllerConfig config;
    memset(&config, 0, sizeof config);
    config.options = options_preset(PRESET_STANDARD);
    config.level = AI_EASY;
    config.human_seat = 0;
    Controller *c = controller_create(&config);
    assert_non_null(c);
    assert_true(controller_new_game(c, 21));
    const Game *game = controller_game(c);
    static CtrlEvent event;
    while (controller_poll(c, &event))
        ;
    /* Whoever deals, the computer's part starts at its first turn: make
     * the human stand when the human speaks first. */
    if (game->to_act == 0)
        assert_int_equal(controller_submit(c, action_stand(), NULL), SUBMIT_OK);
    while (controller_poll(c, &event))
        ;
    /* Each of the computer's legal moves, written for it, is the one it
     * plays: more than one, so not merely what it would have chosen. */
    ActionList legal;
    game_legal_actions(game, &legal);
    assert_int_equal(game->to_act, 1);
    assert_true(legal.count > 1);
    static Game start;
    start = *game;
    double now = 0.0;
    Action script[2];
    for (int i = 0; i < legal.count; i++) {
        controller_restore(c, &start, NULL, AI_EASY);
        script[0] = legal.items[i];
        script[1] = action_accept();
        controller_set_script(c, script, 2);
        for (int n = 0; n < 10 && game->to_act == 1; n++)
            controller_update(c, now += 1.0, true);
        assert_true(controller_poll(c, &event));
        assert_int_equal(event.kind, CTRL_ACTED);
        assert_true(action_equal(event.action, legal.items[i]));
    }
    /* The second written move is not legal when its turn comes: the
     * computer plays a legal move of its own. */
    if (game->to_act == 0) {
        game_legal_actions(game, &legal);
        assert_int_equal(controller_submit(c, legal.items[0], NULL), SUBMIT_OK);
        assert_true(controller_poll(c, &event));
    }
    if (game->to_act == 1) {
        for (int i = 0; i < 10 && game->to_act == 1; i++)
            controller_update(c, now += 1.0, true);
        assert_true(controller_poll(c, &event));
        assert_int_equal(event.kind, CTRL_ACTED);
        assert_int_equal(event.actor, 1);
        assert_int_not_equal(event.action.type, ACTION_ACCEPT);
    }
    controller_destroy(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_event_is_lost_between_polls),
        cmocka_unit_test(test_a_written_part_is_played_then_the_computer_thinks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
