/* Calling a search off from another thread: the flag a caller hands to
 * ai_choose_until, ai_hint_until and rating_rate_until, and sets to have the
 * search give up.  A header of its own, so that the search's insides and
 * the window's queue of work can name it without the rest of the AI. */
#ifndef ECARTE_AI_STOP_H
#define ECARTE_AI_STOP_H

#include <stdatomic.h>

typedef atomic_bool AiStop;

#endif
