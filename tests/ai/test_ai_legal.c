/* Every level answers every kind of decision with a legal action, across
 * thousands of positions reached by random play under random options. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ai_support.h"
#include "ecarte/ai.h"

/* The kinds of decision, so the test can insist on seeing them all. */
enum Kind { PROPOSE, RESPOND, DISCARD_ELDER, DISCARD_DEALER, DECLARE, LEAD, FOLLOW, KINDS };

static enum Kind kind_of(const Game *game)
{
    switch (game->phase) {
    case PHASE_PROPOSE: return PROPOSE;
    case PHASE_RESPOND: return RESPOND;
    case PHASE_DISCARD: return game->to_act == game->dealer ? DISCARD_DEALER : DISCARD_ELDER;
    default: break;
    }
    ActionList legal;
    game_legal_actions(game, &legal);
    if (legal.items[0].type == ACTION_DECLARE)
        return DECLARE;
    return game->trick_size == 0 ? LEAD : FOLLOW;
}

/* Plays random games; asks `level` at every `stride`-th decision. */
static void check_level(AiLevel level, int positions, int stride, uint64_t seed)
{
    Rng rng = rng_seeded(seed);
    int seen[KINDS] = {0};
    int asked = 0, step = 0;
    while (asked < positions) {
        GameOptions options = support_random_options(&rng);
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        while (!game_is_over(&game) && asked < positions) {
            assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
            while (game.to_act != SEAT_NONE) {
                if (step++ % stride == 0) {
                    SeatView view;
                    game_view(&game, game.to_act, &view);
                    ActionList legal;
                    view_legal_actions(&view, &legal);
                    Action action;
                    assert_true(ai_choose(&view, level, game.seed, &action));
                    assert_true(action_list_contains(&legal, action));
                    assert_int_equal(game_check(&game, action, NULL), RULE_OK);
                    /* The seat not to act has nothing to decide. */
                    SeatView idle;
                    game_view(&game, seat_other(game.to_act), &idle);
                    assert_false(ai_choose(&idle, level, game.seed, &action));
                    seen[kind_of(&game)]++;
                    asked++;
                }
                /* Half the time the AI's own move, so its lines get explored too. */
                Action next = support_random_action(&game, &rng);
                if (rng_below(&rng, 2)) {
                    SeatView view;
                    game_view(&game, game.to_act, &view);
                    assert_true(ai_choose(&view, level == AI_HARD ? AI_NORMAL : level, 7, &next));
                }
                assert_int_equal(game_apply(&game, next, NULL), RULE_OK);
            }
        }
    }
    for (int kind = 0; kind < KINDS; kind++)
        assert_true(seen[kind] > 0);
}

static void test_easy_is_legal(void **state)
{
    (void)state;
    check_level(AI_EASY, 20000, 1, 1);
}

static void test_normal_is_legal(void **state)
{
    (void)state;
    check_level(AI_NORMAL, 20000, 1, 2);
}

static void test_hard_is_legal(void **state)
{
    (void)state;
    check_level(AI_HARD, 1500, 3, 3);
}

/* Nobody to act, or a finished game: every level declines. */
static void test_nothing_to_decide(void **state)
{
    (void)state;
    GameOptions options = options_preset(PRESET_STANDARD);
    Game game;
    assert_true(game_init(&game, &options, 9, 0));
    SeatView view;
    game_view(&game, 0, &view);
    for (int level = 0; level < AI_LEVEL_COUNT; level++) {
        Action action = action_stand();
        assert_false(ai_choose(&view, (AiLevel)level, 1, &action));
        assert_int_equal(action.type, ACTION_STAND); /* left alone */
    }
}

static void test_level_names(void **state)
{
    (void)state;
    for (int level = 0; level < AI_LEVEL_COUNT; level++) {
        AiLevel parsed;
        assert_true(ai_level_parse(ai_level_name((AiLevel)level), &parsed));
        assert_int_equal(parsed, level);
    }
    AiLevel unused;
    assert_false(ai_level_parse("hard-2026", &unused)); /* a baseline, not a level */
    assert_false(ai_level_parse("", &unused));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_easy_is_legal), cmocka_unit_test(test_normal_is_legal),
        cmocka_unit_test(test_hard_is_legal), cmocka_unit_test(test_nothing_to_decide),
        cmocka_unit_test(test_level_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
