/* Small readings of a SeatView shared by the levels. */
#ifndef ECARTE_AI_SEAT_H
#define ECARTE_AI_SEAT_H

#include "book.h"
#include "ecarte/view.h"

Suit seat_trump(const SeatView *view);
SolverRules seat_rules(const SeatView *view);

/* The fewest and most cards the legal discards allow (taken from the legal
 * list, so the AI never second-guesses the rules). */
void seat_discard_limits(const ActionList *legal, int *fewest, int *most);

/* The book's view of the card to play now. */
PlayContext seat_play_context(const SeatView *view);

/* Whether the legal list offers to declare the king. */
bool seat_may_declare(const ActionList *legal);

/* A simple level's answer to each decision; the king is always declared. */
typedef struct SeatPolicy {
    bool (*stands)(const SeatView *view, Suit trump);  /* rather than propose */
    bool (*refuses)(const SeatView *view, Suit trump); /* a proposal */
    CardSet (*discard)(CardSet hand, Suit trump, int fewest, int most);
    Card (*play)(const SeatView *view, const PlayContext *context, Suit trump);
} SeatPolicy;

/* The policy's action for the view's seat; false when it has nothing to
 * decide.  The action is always one of the legal ones. */
bool seat_choose(const SeatPolicy *policy, const SeatView *view, Action *out);

#endif
