/* The review of a hand, as pure data: the decisions it steps through, the
 * cards to point at on the picture of each, and hindsight with every card
 * open, at each card played and over the whole hand.  No SDL, so the steps are tested on journals
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

/* Hindsight at a card played, with every card seen: what open play would
 * have played at that moment and the tricks the seat that played would end
 * the hand with, against those after the card it did play. */
typedef struct ReviewOpenCard {
    uint8_t seat;     /* who played */
    Card taken, best; /* the card played; the one open play plays there, from the same hand */
    int taken_tricks, best_tricks;
} ReviewOpenCard;
/* False where journal step `step` is no card played (a proposal, an
 * exchange, the king declared, a deal). */
bool review_open_card(const Journal *journal, int step, ReviewOpenCard *out);

/* Hindsight on the whole hand, apart from any one decision: the tricks
 * open play gives `seat` from the hand's first card on, and those it took.
 * False when no card was played. */
typedef struct ReviewOpenHand {
    int step;        /* the journal step of the hand's first card */
    int open_tricks; /* with perfect play on both sides from there */
    int took;        /* the seat's tricks at the end of the hand */
    bool finished;   /* all five tricks were played (a game can end sooner) */
} ReviewOpenHand;
bool review_open_hand(const Journal *journal, const ReviewSteps *steps, uint8_t seat, ReviewOpenHand *out);

#endif
