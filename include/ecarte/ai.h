/* The computer opponent.
 *
 * It decides from a SeatView alone, so it can only use what a player in that
 * seat could know.  Its choices are reproducible: the same view, level and
 * seed always give the same action.
 */
#ifndef ECARTE_AI_H
#define ECARTE_AI_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/view.h"

typedef enum AiLevel { AI_EASY, AI_NORMAL, AI_HARD } AiLevel;
enum { AI_LEVEL_COUNT = 3 };

/* The action for the view's seat, which must be the seat to act; returns false
 * (and leaves *out alone) if that seat has nothing to decide. */
bool ai_choose(const SeatView *view, AiLevel level, uint64_t seed, Action *out);

bool ai_parse_level(const char *name, AiLevel *level);
const char *ai_level_name(AiLevel level);

#endif
