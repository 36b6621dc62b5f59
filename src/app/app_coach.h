/* The coach in a real game: before the player's decision is carried out,
 * the hard level's search rates it, and a blunder is held back with the
 * question "Are you sure?", what it gives away and the better move.  The
 * player thinks again or goes ahead; a move asked about once is never asked
 * about twice. */
#ifndef ECARTE_APP_APP_COACH_H
#define ECARTE_APP_APP_COACH_H

#include "app_internal.h"

/* Whether the coach looks at the player's decisions now: the setting, the
 * games finished so far, and a real game (not a demo, a lesson or a deal
 * played again for practice). */
bool app_coach_active(const App *app);
/* Called before `action` is submitted for the player.  True when the coach
 * holds it back: a blunder not yet asked about, whose question is now open
 * (SCREEN_COACH_ASK).  Anything else goes through untouched. */
bool app_coach_asks(App *app, Action action);
/* "Do it anyway": the question closes and `*action` is the move asked
 * about, for the caller to submit (app_submit asks nothing about it
 * again); false when no question was waiting. */
bool app_coach_go_ahead(App *app, Action *action);
/* "Think again": the question closes and nothing is played. */
void app_coach_think_again(App *app);

#endif
