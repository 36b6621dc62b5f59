/* The AI's scoring of imagined hands agrees with the rules core on real
 * ones, and its match equity behaves like a chance of winning. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ai_support.h"
#include "equity.h"
#include "scoring.h"

static void test_scoring_matches_the_core(void **state)
{
    (void)state;
    Rng rng = rng_seeded(31);
    int hands = 0;
    while (hands < 5000) {
        GameOptions options = support_random_options(&rng);
        options.target = 99; /* no hand cut short by the end of the game */
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
        while (game.to_act != SEAT_NONE)
            assert_int_equal(game_apply(&game, support_random_action(&game, &rng), NULL), RULE_OK);
        uint8_t elder = seat_other(game.dealer);
        HandTerms terms = {options.penalty, game.stood, game.refused && game.exchange_count == 0};
        int elder_points, dealer_points;
        scoring_tricks(&terms, game.tricks[elder], &elder_points, &dealer_points);
        const HandResult *result = &game.last_hand;
        int winner_points = result->trick_winner == elder ? elder_points : dealer_points;
        assert_int_equal(winner_points, result->trick_points);
        assert_int_equal(result->trick_winner == elder ? dealer_points : elder_points, 0);
        hands++;
    }
}

static void test_equity_is_a_chance(void **state)
{
    (void)state;
    for (int preset = 0; preset < 2; preset++) {
        GameOptions options = options_preset((Preset)preset);
        Equity equity;
        equity_init(&equity, &options);
        for (int mine = 0; mine < options.target; mine++) {
            for (int theirs = 0; theirs < options.target; theirs++) {
                for (int elder = 0; elder < 2; elder++) {
                    double win = equity_win(&equity, mine, theirs, elder);
                    assert_true(win > 0 && win < 1);
                    /* A point more never hurts, a point for them never helps. */
                    if (mine + 1 < options.target)
                        assert_true(equity_win(&equity, mine + 1, theirs, elder) >= win);
                    if (theirs + 1 < options.target)
                        assert_true(equity_win(&equity, mine, theirs + 1, elder) <= win);
                }
            }
        }
        /* Level scores: about even, a little better for the side about to lead. */
        double even = equity_win(&equity, 2, 2, true);
        assert_true(even > 0.45 && even < 0.65);
        /* At 4-4 the hand decides the game; a vole is worth no more than a point. */
        assert_true(equity_after_hand(&equity, 4, 4, true, 0, 0, 1, 0) == 1.0);
        assert_true(equity_after_hand(&equity, 4, 4, true, 0, 0, 2, 0) == 1.0);
        assert_true(equity_after_hand(&equity, 4, 4, true, 0, 0, 0, 1) == 0.0);
        /* The king is declared before the tricks count. */
        assert_true(equity_after_hand(&equity, 3, 4, true, 0, 1, 2, 0) == 0.0);
        assert_true(equity_after_hand(&equity, 4, 3, true, 1, 0, 0, 2) == 1.0);
    }
    /* Far from the end, scores are shifted, not clamped: still sensible. */
    GameOptions long_game = options_preset(PRESET_STANDARD);
    long_game.target = 99;
    Equity equity;
    equity_init(&equity, &long_game);
    double level = equity_win(&equity, 0, 0, true), ahead = equity_win(&equity, 10, 0, true);
    assert_true(level > 0.4 && level < 0.6);
    assert_true(ahead > level);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scoring_matches_the_core),
        cmocka_unit_test(test_equity_is_a_chance),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
