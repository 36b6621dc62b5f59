/* The reason behind a hard choice, shared by the hints and the ratings. */
#ifndef ECARTE_AI_HINT_H
#define ECARTE_AI_HINT_H

#include "ecarte/ai.h"
#include "hard.h"

/* The hint for `action`, the hard level's choice at this view, from what
 * its search reported. */
void hint_build(const SeatView *view, Action action, const HardReport *report, AiHint *hint);

#endif
