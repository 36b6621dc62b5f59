/* A deal of the game played again from the same cards, so that the player
 * can try other decisions: a session beside the game, which waits as it
 * stands; nothing done in practice is counted or saved. */
#ifndef ECARTE_APP_APP_PRACTICE_H
#define ECARTE_APP_APP_PRACTICE_H

#include "app_internal.h"

/* Deals hand `hand` of the game again, in place of whatever was beside the
 * game.  False, with a word on the message line, when the journal no
 * longer holds that hand or its deal left nothing to decide. */
bool app_practice_start(App *app, int hand);
/* Back to the game, as it was; nothing when not practising. */
void app_practice_leave(App *app);

#endif
