/* The search over what we will know, against perfect-information Monte
 * Carlo.  Plain Monte Carlo solves each imagined deal with every card shown,
 * so it credits us with knowing, in every deal, which card to play next.  On
 * the constructed positions below that makes it choose a card whose real
 * worth, with our later cards chosen on what we can see, is lower than
 * another's; the search over what we will know chooses the other.  The
 * positions were found among random endings; in each, the four opponent
 * hands are equally likely and a trick is worth one. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "ai_support.h"
#include "infoset.h"

enum { WORLDS = 4, DEEP = 10 };

typedef struct Ending {
    const char *trump;
    const char *mine;
    const char *hands[WORLDS];
    const char *fused; /* plain Monte Carlo's card */
    const char *right; /* the better card */
} Ending;

static const double TRICK_VALUES[TRICKS_PER_HAND + 1] = {0, 1, 2, 3, 4, 5};

/* Values of each card of ours (leading), `depth` of our cards deep; false
 * when the search ran out of its budget. */
static bool values_of(const Ending *ending, int depth, long budget, Card cards[HAND_SIZE], int *count,
                      double values[HAND_SIZE])
{
    static int scratch[2 * WORLDS];
    static Card choices[WORLDS];
    static signed char finals[WORLDS];
    CardSet hands[WORLDS];
    double weights[WORLDS];
    const double *rows[WORLDS];
    for (int w = 0; w < WORLDS; w++) {
        hands[w] = support_cards(ending->hands[w]);
        weights[w] = 1.0 / WORLDS;
        rows[w] = TRICK_VALUES;
    }
    Suit trump;
    assert_true(card_parse_suit(ending->trump[0], &trump));
    CardSet mine = support_cards(ending->mine);
    *count = 0;
    for (CardSet rest = mine; rest; rest = cardset_without_lowest(rest))
        cards[(*count)++] = cardset_lowest(rest);
    InfosetSearch search = {
        .rules = {trump, false},
        .mine = mine,
        .we_lead = true,
        .led = CARD_NONE,
        .budget = budget,
        .scratch = scratch,
        .choices = choices,
        .finals = finals,
    };
    InfosetWorlds worlds = {WORLDS, hands, weights, rows};
    return infoset_values(&search, &worlds, cards, *count, depth, values);
}

static int index_of(const Card *cards, int count, const char *name)
{
    CardSet wanted = support_cards(name);
    for (int i = 0; i < count; i++)
        if (cardset_of(cards[i]) == wanted)
            return i;
    fail_msg("%s is not ours", name);
    return -1;
}

static int best_of(const double *values, int count)
{
    int best = 0;
    for (int i = 1; i < count; i++)
        if (values[i] > values[best] + 1e-9)
            best = i;
    return best;
}

/* An exact sum over the open solves of each deal: what plain Monte Carlo
 * computes. */
static double open_value(const Ending *ending, Card card)
{
    Suit trump;
    assert_true(card_parse_suit(ending->trump[0], &trump));
    SolverRules rules = {trump, false};
    double sum = 0;
    for (int w = 0; w < WORLDS; w++) {
        SolverDeal deal = {{support_cards(ending->mine), support_cards(ending->hands[w])}, 0, CARD_NONE};
        int won;
        SolverDeal next = solver_after(&rules, &deal, card, &won);
        sum += (won + solver_tricks(&rules, &next)) / (double)WORLDS;
    }
    return sum;
}

static void check_ending(const Ending *ending, double fused_open, double fused_real, double right_real)
{
    Card cards[HAND_SIZE];
    int count;
    double open[HAND_SIZE], real[HAND_SIZE];
    assert_true(values_of(ending, 1, 1000000, cards, &count, open));
    assert_true(values_of(ending, DEEP, 1000000, cards, &count, real));
    int fused = index_of(cards, count, ending->fused), right = index_of(cards, count, ending->right);
    /* Depth one is plain Monte Carlo, card for card. */
    for (int i = 0; i < count; i++)
        assert_float_equal(open[i], open_value(ending, cards[i]), 1e-9);
    assert_int_equal(best_of(open, count), fused);
    assert_int_equal(best_of(real, count), right);
    assert_float_equal(open[fused], fused_open, 1e-9);
    assert_float_equal(real[fused], fused_real, 1e-9);
    assert_float_equal(real[right], right_real, 1e-9);
    /* Searching honestly never finds more than the open solves promise. */
    for (int i = 0; i < count; i++)
        assert_true(real[i] <= open[i] + 1e-9);
}

/* Clubs are trumps.  Leading the king of hearts, the opponent's answer is
 * the seven of hearts in every deal, which tells us nothing; Monte Carlo
 * then plays the queen of diamonds or the ten of clubs as each deal needs
 * and expects 2.5 tricks, but one card has to do for all four deals: 2.
 * The ten of clubs first makes 2.25 tricks. */
static void test_three_cards(void **state)
{
    (void)state;
    const Ending ending = {"C", "KH QD TC", {"7H QH 7C", "7H TH 8C", "7H 9H JC", "QS 7H QC"}, "KH", "TC"};
    check_ending(&ending, 2.5, 2.0, 2.25);
}

/* Diamonds are trumps, four cards each.  The ace of spades draws the ten of
 * spades in every deal; the open solves then know how to go on, and promise
 * three tricks, where playing on what we see makes 2.5.  The ten of
 * diamonds, a trump, first makes 2.75. */
static void test_four_cards(void **state)
{
    (void)state;
    const Ending ending = {"D",
                           "8S AS QS TD",
                           {"TS 8H JD TC", "TS 7D TC AC", "TS JS AD TC", "TS 9D TC KC"},
                           "AS",
                           "TD"};
    check_ending(&ending, 3.0, 2.5, 2.75);
}

/* A search that would pass its budget says so rather than answering. */
static void test_budget(void **state)
{
    (void)state;
    const Ending ending = {"C", "KH QD TC", {"7H QH 7C", "7H TH 8C", "7H 9H JC", "QS 7H QC"}, "KH", "TC"};
    Card cards[HAND_SIZE];
    int count;
    double values[HAND_SIZE];
    assert_false(values_of(&ending, DEEP, 5, cards, &count, values));
    assert_true(values_of(&ending, DEEP, 100000, cards, &count, values));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_three_cards),
        cmocka_unit_test(test_four_cards),
        cmocka_unit_test(test_budget),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
