/* Hints: the hard level's action, with a reason that reads as a sentence. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "ai_support.h"
#include "ecarte/ai.h"
#include "ecarte/rating.h"
#include "model.h"
#include "sampler.h"
#include "solver.h"

/* The share of the opponent's possible hands against which the seat takes
 * three tricks, each hand solved on its own: with the hands as they are,
 * or after the seat leads `lead` (CARD_NONE: not yet); with `proposed`, each
 * weighed by how seldom a strong player stands with it, since it has just
 * proposed. */
static double exact_win_hand(const SeatView *view, bool proposed, Card lead, long *hands)
{
    Card unseen[CARD_COUNT];
    int size = 0;
    for (CardSet rest = view_unseen(view); rest; rest = cardset_without_lowest(rest))
        unseen[size++] = cardset_lowest(rest);
    SolverRules rules = {card_suit(view->turnup), view->options.must_trump_when_void};
    OpponentModel strong = {true, view->options.penalty};
    int index[HAND_SIZE];
    for (int i = 0; i < HAND_SIZE; i++)
        index[i] = i;
    double total = 0, won = 0;
    *hands = 0;
    do {
        CardSet theirs = CARDSET_EMPTY;
        for (int i = 0; i < HAND_SIZE; i++)
            theirs |= cardset_of(unseen[index[i]]);
        SolverDeal deal = {{view->hand, theirs}, view->dealer == view->seat ? 1 : 0, CARD_NONE};
        int tricks = 0;
        if (lead != CARD_NONE)
            deal = solver_after(&rules, &deal, lead, &tricks);
        tricks += solver_tricks(&rules, &deal);
        double weight = proposed ? 1.0 - model_stand(&strong, theirs, view->turnup, &rules) : 1.0;
        total += weight;
        won += tricks >= 3 ? weight : 0;
        ++*hands;
    } while (sampler_next_subset(index, size, HAND_SIZE));
    return won / total;
}

static int rounded_percent(double chance) { return (int)(chance * 100.0 + 0.5); }

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

/* The exchange's numbers are counted over all 65,780 hands the opponent
 * may hold, so that they are exact and the same at every asking: the
 * first decision's over the plain share of hands, the answer to a proposal
 * weighed by what a player who proposes holds. */
static void test_exchange_numbers_count_every_hand(void **state)
{
    (void)state;
    int checked[2] = {0, 0};
    for (uint64_t deal = 1; deal <= 6; deal++) {
        GameOptions options = options_preset(deal % 2 ? PRESET_STANDARD : PRESET_CLASSIC);
        Game game;
        assert_true(game_init(&game, &options, deal, 1));
        assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
        for (int step = 0; step < 2; step++) {
            SeatView view;
            game_view(&game, game.to_act, &view);
            long hands;
            double exact = exact_win_hand(&view, step == 1, CARD_NONE, &hands);
            assert_int_equal(hands, 65780);
            for (uint64_t seed = 1; seed <= 3; seed++) {
                AiHint hint;
                assert_true(ai_hint(&view, seed * 7919, &hint));
                bool quoted = step == 0 ? hint.reason == AI_HINT_STAND || hint.reason == AI_HINT_PROPOSE
                                        : hint.reason == AI_HINT_REFUSE || hint.reason == AI_HINT_ACCEPT;
                assert_true(quoted);
                assert_int_equal(hint.percent, rounded_percent(exact));
                checked[step]++;
            }
            if (step == 0)
                assert_int_equal(game_apply(&game, action_propose(), NULL), RULE_OK);
        }
    }
    assert_int_equal(checked[0], 18);
    assert_int_equal(checked[1], 18);
}

/* Answering a proposal, the hint's chance is counted over the proposer's
 * hands, each as likely as its proposing makes it, which is not the plain
 * share of hands: the sentence says so. */
static void test_answer_to_a_proposal_says_whose_hands_it_counts(void **state)
{
    (void)state;
    int unlike = 0;
    for (uint64_t deal = 1; deal <= 4; deal++) {
        GameOptions options = options_preset(PRESET_STANDARD);
        Game game;
        assert_true(game_init(&game, &options, deal, 1));
        assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
        assert_int_equal(game_apply(&game, action_propose(), NULL), RULE_OK);
        SeatView view;
        game_view(&game, game.to_act, &view);
        long hands;
        int weighed = rounded_percent(exact_win_hand(&view, true, CARD_NONE, &hands));
        int plain = rounded_percent(exact_win_hand(&view, false, CARD_NONE, &hands));
        AiHint hint;
        assert_true(ai_hint(&view, deal, &hint));
        assert_true(hint.reason == AI_HINT_REFUSE || hint.reason == AI_HINT_ACCEPT);
        assert_int_equal(hint.percent, weighed);
        unlike += weighed != plain;
        char text[240];
        ai_hint_describe(&hint, text, sizeof text);
        assert_non_null(strstr(text, "against the hands a player who proposes is likely to hold"));
    }
    assert_true(unlike > 0);
}

/* The hint names the hard level's card, which is chosen by its chance of
 * winning the game, not the hand: at the first lead of game 53 (standard
 * rules, the non-dealer stands with A♠ 7♥ J♥ 8♦ A♦, K♠ turned up), A♠
 * takes three tricks against 46.4% of the dealer's hands, A♦ and J♥
 * against 36%, yet either may be the search's choice.  A hint for any card
 * but the one that wins the hand most often must quote the game's chance,
 * the number the card is best for. */
static void test_best_chance_quotes_what_the_card_was_chosen_by(void **state)
{
    (void)state;
    GameOptions options = options_preset(PRESET_STANDARD);
    Game game;
    assert_true(game_init(&game, &options, 53, 0));
    assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
    assert_int_equal(game_apply(&game, action_stand(), NULL), RULE_OK);
    SeatView view;
    game_view(&game, game.to_act, &view);
    assert_int_equal(view.hand, support_cards("AS 7H JH 8D AD"));

    double win[HAND_SIZE];
    int best = 0, count = 0;
    Card cards[HAND_SIZE];
    for (CardSet rest = view.hand; rest; rest = cardset_without_lowest(rest), count++) {
        long hands;
        cards[count] = cardset_lowest(rest);
        win[count] = exact_win_hand(&view, false, cards[count], &hands);
        assert_int_equal(hands, 65780);
        if (win[count] > win[best])
            best = count;
    }
    assert_int_equal(cards[best], card_make(SUIT_SPADES, RANK_ACE));
    assert_int_equal((int)(win[best] * 1000 + 0.5), 464); /* 46.4% */

    int other_cards = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        AiHint hint;
        assert_true(ai_hint(&view, seed, &hint));
        if (hint.reason != AI_HINT_BEST_CHANCE)
            continue;
        Rating rating;
        assert_true(rating_rate(&view, hint.action, seed, &rating));
        assert_true(action_equal(rating.best, hint.action));
        assert_int_equal(hint.percent, rounded_percent(rating.best_value));
        char text[200];
        ai_hint_describe(&hint, text, sizeof text);
        assert_non_null(strstr(text, "winning the game"));
        other_cards += hint.card != cards[best];
    }
    assert_true(other_cards > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hint_is_the_hard_action),
        cmocka_unit_test(test_hint_only_for_the_seat_to_act),
        cmocka_unit_test(test_every_reason_has_a_sentence),
        cmocka_unit_test(test_stand_sentence),
        cmocka_unit_test(test_exchange_numbers_count_every_hand),
        cmocka_unit_test(test_best_chance_quotes_what_the_card_was_chosen_by),
        cmocka_unit_test(test_answer_to_a_proposal_says_whose_hands_it_counts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
