/* The three levels behind ai_choose.  Each returns false when the view's
 * seat has nothing to decide; otherwise *out is one of its legal actions. */
#ifndef ECARTE_AI_LEVELS_H
#define ECARTE_AI_LEVELS_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/view.h"

bool easy_choose(const SeatView *view, Action *out);
bool normal_choose(const SeatView *view, Action *out);

#endif
