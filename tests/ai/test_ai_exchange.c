/* The hard level's answer to a proposal against its open values.
 *
 * Refusing keeps the hands as dealt; accepting leads to an exchange that the
 * search judges by open solves of the hands that result, the non-dealer's
 * discard taken to be the book's.  Played out, accepting under the standard
 * penalty was worth less than those values said, so the level adds a
 * measured bonus to refusing.  Below, a position where the open values alone
 * accept and the level refuses; under the classic penalty, and for the
 * non-dealer's choice, nothing is added. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ai_support.h"
#include "hard.h"

enum { SEED = 1 };

static bool same(double a, double b) { return a - b < 1e-9 && b - a < 1e-9; }

/* The hard level without the bonus: its open values alone. */
static HardConfig open_values(void)
{
    HardConfig config = HARD_CONFIG;
    for (int penalty = 0; penalty < 2; penalty++)
        config.refuse_bonus[penalty] = 0;
    return config;
}

static double value_of(const SeatView *view, const double values[ACTION_LIST_MAX], Action action)
{
    ActionList legal;
    view_legal_actions(view, &legal);
    for (int i = 0; i < legal.count; i++)
        if (action_equal(legal.items[i], action))
            return values[i];
    fail_msg("the action is not legal");
    return 0;
}

/* Both searches on one view: the open one's choice and values, the level's. */
typedef struct Compared {
    Action open_choice, choice;
    double open_values[ACTION_LIST_MAX], values[ACTION_LIST_MAX];
} Compared;

static void compare(const SeatView *view, Compared *out)
{
    HardConfig plain = open_values();
    assert_true(hard_weigh_with(view, SEED, &plain, NULL, &out->open_choice, NULL, out->open_values));
    assert_true(hard_weigh_with(view, SEED, &HARD_CONFIG, NULL, &out->choice, NULL, out->values));
}

/* Standing keeps its open value: only the dealer's answer has a bonus. */
static void standing_keeps_its_open_value(void **state)
{
    (void)state;
    Game game;
    support_deal(&game, PRESET_STANDARD, "AS 7H AH 7D JD", "9S KH 9D AD KC", "9C");
    SeatView view;
    game_view(&game, game.to_act, &view);
    assert_int_equal(view.phase, PHASE_PROPOSE);
    Compared c;
    compare(&view, &c);
    assert_true(action_equal(c.choice, c.open_choice));
    assert_memory_equal(c.values, c.open_values, sizeof c.values);
}

static void dealer_view(Game *game, Preset preset, const char *elder, const char *dealer, const char *turnup,
                        SeatView *view)
{
    support_deal(game, preset, elder, dealer, turnup);
    assert_int_equal(game_apply(game, action_propose(), NULL), RULE_OK);
    assert_int_equal(game->phase, PHASE_RESPOND);
    game_view(game, game->to_act, view);
}

/* Two guarded side suits and no trump: the open values accept. */
static void the_dealer_refuses_where_open_values_accept(void **state)
{
    (void)state;
    Game game;
    SeatView view;
    dealer_view(&game, PRESET_STANDARD, "7S JS 7C TC AC", "8S AS 8H 9C JC", "7H", &view);
    Compared c;
    compare(&view, &c);
    assert_int_equal(c.open_choice.type, ACTION_ACCEPT);
    assert_int_equal(c.choice.type, ACTION_REFUSE);
    double bonus = HARD_CONFIG.refuse_bonus[PENALTY_STANDARD];
    assert_true(bonus > 0);
    assert_true(
        same(value_of(&view, c.values, action_refuse()), value_of(&view, c.open_values, action_refuse()) + bonus));
    assert_true(same(value_of(&view, c.values, action_accept()), value_of(&view, c.open_values, action_accept())));
}

/* Under the classic penalty the open values decide alone. */
static void the_classic_penalty_adds_nothing(void **state)
{
    (void)state;
    Game game;
    SeatView view;
    Compared c;
    dealer_view(&game, PRESET_CLASSIC, "7S JS 7C TC AC", "8S AS 8H 9C JC", "7H", &view);
    compare(&view, &c);
    assert_true(action_equal(c.choice, c.open_choice));
    assert_memory_equal(c.values, c.open_values, sizeof c.values);
}

/* The first release keeps its open values under either penalty. */
static void the_first_release_is_unchanged(void **state)
{
    (void)state;
    for (int penalty = 0; penalty < 2; penalty++)
        assert_true(HARD_CONFIG_2026.refuse_bonus[penalty] == 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_dealer_refuses_where_open_values_accept),
        cmocka_unit_test(the_classic_penalty_adds_nothing),
        cmocka_unit_test(standing_keeps_its_open_value),
        cmocka_unit_test(the_first_release_is_unchanged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
