/* The exact trick solver against plain minimax without pruning or card
 * merging, on random positions of every size, between tricks and inside
 * them, under both follow rules; and the jeu de règle test against a plain
 * enumeration of the dealer's hands. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ai_support.h"
#include "ecarte/trick.h"
#include "regle.h"
#include "sampler.h"
#include "solver.h"

/* Side 0's tricks with both sides playing every legal card. */
static int minimax(const SolverRules *rules, CardSet h0, CardSet h1, int leader, Card led)
{
    if (led == CARD_NONE && h0 == 0)
        return 0;
    int mover = led == CARD_NONE ? leader : leader ^ 1;
    CardSet hand = mover ? h1 : h0;
    CardSet options = led == CARD_NONE ? hand
                                       : trick_follow_options(hand, led, rules->trump, rules->must_trump_when_void);
    int best = mover == 0 ? -1 : 99;
    for (CardSet rest = options; rest; rest = cardset_without_lowest(rest)) {
        Card card = cardset_lowest(rest);
        CardSet n0 = mover == 0 ? h0 & ~cardset_of(card) : h0;
        CardSet n1 = mover == 1 ? h1 & ~cardset_of(card) : h1;
        int value;
        if (led == CARD_NONE) {
            value = minimax(rules, n0, n1, leader, card);
        } else {
            Card trick[SEAT_COUNT] = {led, card};
            /* trick_winner works in seats; the sides stand in for them. */
            int winner = trick_winner(trick, (uint8_t)leader, rules->trump);
            value = (winner == 0) + minimax(rules, n0, n1, winner, CARD_NONE);
        }
        if (mover == 0 ? value > best : value < best)
            best = value;
    }
    return best;
}

static void random_position(Rng *rng, SolverRules *rules, SolverDeal *deal, int *tricks)
{
    Card deck[CARD_COUNT];
    game_shuffled_deck(rng, deck);
    int size = 1 + (int)rng_below(rng, HAND_SIZE);
    deal->hands[0] = deal->hands[1] = CARDSET_EMPTY;
    for (int i = 0; i < size; i++) {
        deal->hands[0] |= cardset_of(deck[i]);
        deal->hands[1] |= cardset_of(deck[HAND_SIZE + i]);
    }
    rules->trump = card_suit(deck[2 * HAND_SIZE]);
    rules->must_trump_when_void = rng_below(rng, 2);
    deal->leader = (uint8_t)rng_below(rng, 2);
    deal->led = CARD_NONE;
    if (rng_below(rng, 2)) { /* a trick already led */
        CardSet hand = deal->hands[deal->leader];
        Card led = deck[(deal->leader ? HAND_SIZE : 0) + (int)rng_below(rng, (uint32_t)size)];
        assert_true(cardset_has(hand, led));
        deal->hands[deal->leader] &= ~cardset_of(led);
        deal->led = led;
    }
    *tricks = size;
}

static void test_solver_matches_minimax(void **state)
{
    (void)state;
    Rng rng = rng_seeded(77);
    for (int i = 0; i < 4000; i++) {
        SolverRules rules;
        SolverDeal deal;
        int tricks;
        random_position(&rng, &rules, &deal, &tricks);
        int expected = minimax(&rules, deal.hands[0], deal.hands[1], deal.leader, deal.led);
        assert_int_equal(solver_tricks(&rules, &deal), expected);
        for (int goal = 0; goal <= tricks + 1; goal++)
            assert_int_equal(solver_reaches(&rules, &deal, goal), expected >= goal);
    }
}

/* Stepping through solver_after keeps the value: the best card's successor
 * is worth the same, and no card is worth more. */
static void test_solver_after_is_consistent(void **state)
{
    (void)state;
    Rng rng = rng_seeded(78);
    for (int i = 0; i < 2000; i++) {
        SolverRules rules;
        SolverDeal deal;
        int tricks;
        random_position(&rng, &rules, &deal, &tricks);
        int value = solver_tricks(&rules, &deal);
        int mover = deal.led == CARD_NONE ? deal.leader : deal.leader ^ 1;
        int best = mover == 0 ? -1 : 99;
        CardSet playable = solver_playable(&rules, &deal);
        assert_true(playable != 0);
        assert_true((playable & ~deal.hands[mover]) == 0);
        for (CardSet rest = playable; rest; rest = cardset_without_lowest(rest)) {
            int won;
            SolverDeal next = solver_after(&rules, &deal, cardset_lowest(rest), &won);
            int after = won + solver_tricks(&rules, &next);
            if (mover == 0 ? after > best : after < best)
                best = after;
        }
        assert_int_equal(best, value);
    }
}

/* The definition, spelled out: every dealer hand with at most one trump,
 * each solved by the solver (checked against minimax above); what this
 * tests is regle.c's grouping of dealer hands into classes. */
static bool plain_jeu_de_regle(CardSet hand, CardSet pool, const SolverRules *rules)
{
    Card cards[CARD_COUNT];
    int n = 0;
    for (CardSet rest = pool & ~hand; rest; rest = cardset_without_lowest(rest))
        cards[n++] = cardset_lowest(rest);
    int index[HAND_SIZE] = {0, 1, 2, 3, 4};
    do {
        CardSet dealer = CARDSET_EMPTY;
        for (int i = 0; i < HAND_SIZE; i++)
            dealer |= cardset_of(cards[index[i]]);
        if (cardset_count(dealer & cardset_suit(rules->trump)) <= 1) {
            SolverDeal deal = {{hand, dealer}, 0, CARD_NONE};
            if (solver_tricks(rules, &deal) < 3)
                return false;
        }
    } while (sampler_next_subset(index, n, HAND_SIZE));
    return true;
}

static void test_jeu_de_regle_matches_enumeration(void **state)
{
    (void)state;
    Rng rng = rng_seeded(79);
    int jeux = 0;
    /* Strong hands are the costly case (nothing refutes them early), so
     * half the hands get three trumps or more to make sure some are met. */
    for (int i = 0; i < 24; i++) {
        Card deck[CARD_COUNT];
        game_shuffled_deck(&rng, deck);
        SolverRules rules = {card_suit(deck[0]), i % 4 >= 2};
        Card turnup = deck[0];
        CardSet hand = CARDSET_EMPTY;
        int trumps_wanted = i % 2 ? 3 : 0, taken = 0;
        for (int c = 1; c < CARD_COUNT && cardset_count(hand) < HAND_SIZE; c++) {
            bool trump = card_suit(deck[c]) == rules.trump;
            if (taken < trumps_wanted ? trump : true) {
                hand |= cardset_of(deck[c]);
                taken += trump;
            }
        }
        CardSet pool = CARDSET_ALL & ~hand & ~cardset_of(turnup);
        bool expected = plain_jeu_de_regle(hand, pool, &rules);
        assert_int_equal(regle_is_jeu_de_regle(hand, pool, &rules), expected);
        jeux += expected;
    }
    assert_true(jeux > 0);
}

/* The budgeted test used by the opponent model: failing it proves the hand
 * is no jeu de règle, and with budget enough it is the exact test. */
static void test_budgeted_jeu_de_regle(void **state)
{
    (void)state;
    Rng rng = rng_seeded(80);
    for (int i = 0; i < 3000; i++) {
        Card deck[CARD_COUNT];
        game_shuffled_deck(&rng, deck);
        SolverRules rules = {card_suit(deck[0]), i % 2 == 1};
        CardSet hand = CARDSET_EMPTY;
        for (int c = 1; c <= HAND_SIZE; c++)
            hand |= cardset_of(deck[c]);
        CardSet pool = CARDSET_ALL & ~hand & ~cardset_of(deck[0]);
        bool exact = regle_is_jeu_de_regle(hand, pool, &rules);
        if (!regle_beats_strongest(hand, pool, &rules, 8))
            assert_false(exact);
        assert_int_equal(regle_beats_strongest(hand, pool, &rules, 1 << 20), exact);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solver_matches_minimax),
        cmocka_unit_test(test_solver_after_is_consistent),
        cmocka_unit_test(test_jeu_de_regle_matches_enumeration),
        cmocka_unit_test(test_budgeted_jeu_de_regle),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
