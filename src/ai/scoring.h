/* What the tricks of a hand are worth, under the options in force.
 *
 * The AI scores imagined hands millions of times, so this mirrors the core's
 * scoring as a pure function of trick counts instead of playing a Game out. */
#ifndef ECARTE_AI_SCORING_H
#define ECARTE_AI_SCORING_H

#include <stdbool.h>

#include "ecarte/options.h"

/* How the hand came to be played: the penalty rules look at it. */
typedef struct HandTerms {
    PenaltyRule penalty;
    bool stood;         /* the non-dealer played without ever proposing */
    bool refused_first; /* the dealer refused the first proposal */
} HandTerms;

/* Points the tricks give the non-dealer (elder) and the dealer when the
 * non-dealer wins `elder_tricks` of the five. */
void scoring_tricks(const HandTerms *terms, int elder_tricks, int *elder_points, int *dealer_points);

#endif
