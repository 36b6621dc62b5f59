/* The exact trick solver: both hands known, both seats following the rules.
 *
 * Hands are CardSet masks and the search is plain alpha-beta over them.  Two
 * cards of one hand that no card of the other hand separates are the same
 * card for the rest of the hand (only the two cards of a trick are ever
 * compared), so only one of each such run is searched.  No allocation, no
 * state outside the call: it runs on any thread.
 */
#ifndef ECARTE_AI_SOLVER_H
#define ECARTE_AI_SOLVER_H

#include <stdbool.h>

#include "ecarte/card.h"

typedef struct SolverRules {
    Suit trump;
    bool must_trump_when_void;
} SolverRules;

/* A position between or inside tricks.  Side 0 is the side whose tricks are
 * counted; side 1 is its opponent.  When `led` is a card, `leader` has just
 * led it (it is no longer in hands[leader]) and the other side is to follow. */
typedef struct SolverDeal {
    CardSet hands[2];
    uint8_t leader;
    Card led;
} SolverDeal;

/* Tricks side 0 wins from here on, the current trick included, when both
 * sides play perfectly. */
int solver_tricks(const SolverRules *rules, const SolverDeal *deal);

/* Whether side 0 wins at least `goal` of the remaining tricks: a null-window
 * search, several times cheaper than the exact count. */
bool solver_reaches(const SolverRules *rules, const SolverDeal *deal, int goal);

/* One card of each run of `cards` that no card of `others` splits: the
 * cards of a run win and lose exactly the same tricks. */
CardSet solver_representatives(CardSet cards, CardSet others);

/* The cards the side to act may play: the whole hand when leading, the
 * follow options when a card has been led. */
CardSet solver_playable(const SolverRules *rules, const SolverDeal *deal);

/* The deal after the side to act plays `card` (which must be playable);
 * *won_by_0 is set to 1 when that completes a trick won by side 0, else 0. */
SolverDeal solver_after(const SolverRules *rules, const SolverDeal *deal, Card card, int *won_by_0);

#endif
