/* The coach in a real game: before the player's decision is carried out,
 * the hard level's search rates it, and a blunder is held back with the
 * question "Are you sure?", what it gives away and the better move.  The
 * player thinks again or goes ahead; a move asked about once is never asked
 * about twice.  The coach's state is a CoachAsk of its own; the window
 * opens and closes its question's screen. */
#ifndef ECARTE_APP_APP_COACH_H
#define ECARTE_APP_APP_COACH_H

#include "app_internal.h"

/* Whether the coach looks at the player's decisions now: the setting and
 * the games finished so far (the caller knows whether this is a real game,
 * not a demo, a lesson or a deal played again for practice). */
bool app_coach_active(const Settings *settings, const Statistics *stats);
/* Called before `action` is submitted for the player in `game`.  True when
 * the coach holds it back: a blunder not yet asked about, whose question is
 * now written (coach->on).  Anything else goes through untouched. */
bool app_coach_asks(CoachAsk *coach, const Session *game, Action action);
/* The question closes; `*action` is the move asked about, for the caller to
 * submit if the player goes ahead.  False when no question was waiting. */
bool app_coach_answered(CoachAsk *coach, Action *action);

#endif
