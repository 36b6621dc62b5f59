/* Hints: the hard level's action, with a reason that reads as a sentence. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "ai_support.h"
#include "ecarte/ai.h"

static void test_hint_is_the_hard_action(void **state)
{
    (void)state;
    Rng rng = rng_seeded(5);
    int hints = 0;
    bool reasons[AI_HINT_BEST_CHANCE + 1] = {false};
    while (hints < 400) {
        GameOptions options = support_random_options(&rng);
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        while (!game_is_over(&game) && hints < 400) {
            assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
            while (game.to_act != SEAT_NONE) {
                SeatView view;
                game_view(&game, game.to_act, &view);
                AiHint hint;
                Action hard;
                assert_true(ai_hint(&view, game.seed, &hint));
                assert_true(ai_choose(&view, AI_HARD, game.seed, &hard));
                assert_true(action_equal(hint.action, hard));
                assert_true((unsigned)hint.reason <= AI_HINT_BEST_CHANCE);
                assert_true(hint.percent >= 0 && hint.percent <= 100);
                reasons[hint.reason] = true;
                char text[160];
                ai_hint_describe(&hint, text, sizeof text);
                assert_true(strlen(text) > 10);
                assert_true(text[strlen(text) - 1] == '.');
                hints++;
                /* The hinted move is played half the time, a random one otherwise. */
                Action next = rng_below(&rng, 2) ? hint.action : support_random_action(&game, &rng);
                assert_int_equal(game_apply(&game, next, NULL), RULE_OK);
            }
        }
    }
    /* The common reasons all come up. */
    assert_true(reasons[AI_HINT_DECLARE] || reasons[AI_HINT_ONLY_CHOICE]);
    assert_true(reasons[AI_HINT_PROPOSE]);
    assert_true(reasons[AI_HINT_WIN_CHEAPLY]);
    assert_true(reasons[AI_HINT_THROW_LOW]);
}

static void test_hint_only_for_the_seat_to_act(void **state)
{
    (void)state;
    GameOptions options = options_preset(PRESET_STANDARD);
    Game game;
    assert_true(game_init(&game, &options, 4, 0));
    assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
    SeatView view;
    game_view(&game, game.dealer, &view); /* the non-dealer is to act */
    AiHint hint;
    assert_false(ai_hint(&view, 1, &hint));
}

static void test_every_reason_has_a_sentence(void **state)
{
    (void)state;
    for (int reason = 0; reason <= AI_HINT_BEST_CHANCE; reason++) {
        for (int with_card = 0; with_card < 2; with_card++) {
            AiHint hint = {.action = action_stand(),
                           .reason = (AiHintReason)reason,
                           .card = with_card ? card_make(SUIT_HEARTS, RANK_QUEEN) : CARD_NONE,
                           .suit = SUIT_CLUBS,
                           .count = 2,
                           .trumps = 1,
                           .percent = 64};
            char text[200];
            ai_hint_describe(&hint, text, sizeof text);
            assert_true(strlen(text) > 10);
            /* Short buffers are filled and terminated, never overrun. */
            char small[12];
            memset(small, 'x', sizeof small);
            ai_hint_describe(&hint, small, 8);
            assert_int_equal(strlen(small), 7);
            assert_int_equal(small[9], 'x');
            ai_hint_describe(&hint, small, 0);
        }
    }
}

static void test_stand_sentence(void **state)
{
    (void)state;
    AiHint hint = {.action = action_stand(),
                   .reason = AI_HINT_STAND,
                   .card = CARD_NONE,
                   .suit = SUIT_HEARTS,
                   .count = 3,
                   .trumps = 3,
                   .percent = 88};
    char text[160];
    ai_hint_describe(&hint, text, sizeof text);
    assert_string_equal(text, "Stand: with 3 trumps you win 3 tricks against 88% of hands.");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hint_is_the_hard_action),
        cmocka_unit_test(test_hint_only_for_the_seat_to_act),
        cmocka_unit_test(test_every_reason_has_a_sentence),
        cmocka_unit_test(test_stand_sentence),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
