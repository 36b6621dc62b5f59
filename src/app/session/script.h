/* A lesson's written part as an opponent: these actions in order, each when
 * its turn comes and the rules allow it; after the last, or at one that is
 * not allowed where the game has gone, the opponent `then` (the computer at
 * a level) plays on. */
#ifndef ECARTE_APP_SESSION_SCRIPT_H
#define ECARTE_APP_SESSION_SCRIPT_H

#include "ecarte/action.h"
#include "session/opponent.h"

enum { SCRIPT_MOVES_MAX = 32 };

/* `then` becomes the script's own.  NULL when out of memory (`then` is
 * destroyed). */
Opponent *script_create(const Action *moves, int count, Opponent *then);

#endif
