/* The easy and normal levels behind ai_choose: each a SeatPolicy, a rule of
 * thumb per decision, run by seat_choose (seat.h).  The hard level searches
 * and reports what it found, so it has a header of its own (hard.h). */
#ifndef ECARTE_AI_LEVELS_H
#define ECARTE_AI_LEVELS_H

#include <stdbool.h>

#include "ecarte/view.h"

/* Each returns false when the view's seat has nothing to decide; otherwise
 * *out is one of its legal actions. */
bool easy_choose(const SeatView *view, Action *out);
bool normal_choose(const SeatView *view, Action *out);

#endif
