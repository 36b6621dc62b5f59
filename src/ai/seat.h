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

#endif
