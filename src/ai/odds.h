/* The chance of winning a hand as the hints quote it: counted over every
 * hand the opponent may hold, never drawn, so that a position always shows
 * the same number, and that number is the true share of its hands. */
#ifndef ECARTE_AI_ODDS_H
#define ECARTE_AI_ODDS_H

#include "ecarte/view.h"

/* Before the first card of the hand: the chance that the view's seat takes
 * three tricks or more with the cards both seats hold now, played openly,
 * over every hand the opponent may hold, each weighed by how likely its
 * choices so far make it (inference.h, the opponent taken to be a strong
 * player, as the hard level takes it). */
double odds_win_hand(const SeatView *view);

#endif
