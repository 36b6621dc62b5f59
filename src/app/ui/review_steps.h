/* The review of a hand, as pure data: the decisions it steps through, the
 * cards to point at on the picture of each, and the hindsight of the hand
 * played with every card open.  No SDL, so the steps are tested on journals
 * made without a window. */
#ifndef ECARTE_APP_UI_REVIEW_STEPS_H
#define ECARTE_APP_UI_REVIEW_STEPS_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/journal.h"
#include "ecarte/rating.h"

typedef struct ReviewSteps {
    int hand;
    int first, end; /* the hand's journal steps: its deal, and the step after its last */
    int count;
    int steps[JOURNAL_STEPS_MAX]; /* the journal index of each decision listed, in order */
} ReviewSteps;

/* The decisions of hand `hand`: `seat`'s alone, or both seats' as they
 * came.  False, with none listed, when the journal no longer holds it. */
bool review_steps_build(ReviewSteps *out, const Journal *journal, int hand, uint8_t seat, bool both_seats);

/* The position in the list of journal step `step`, else of the first
 * listed after it, else of the last; -1 for an empty list. */
int review_steps_nearest(const ReviewSteps *steps, int step);

/* The cards a decision moved, raised on its picture, and those of the
 * better move, which glow (none when the move made was good). */
void review_cards(const Rating *rating, Action taken, CardSet *taken_cards, CardSet *better_cards);

/* The chance of winning given away, in whole percent, never 0 for a loss
 * that is one. */
int review_loss_percent(double loss);

/* What the hand held for `seat` with every card seen, from the moment it
 * played its first card: false when it played none. */
typedef struct ReviewHindsight {
    int step;      /* the journal step of that first card */
    bool answered; /* it answered the opponent's lead rather than leading */
    OpenPlay play; /* tricks in reach, and a card that takes them */
} ReviewHindsight;
bool review_hindsight(const Journal *journal, const ReviewSteps *steps, uint8_t seat, ReviewHindsight *out);

#endif
