/* A deal of the game played again from the same cards, so that the player
 * can try other decisions.  The game itself is put aside as it stands and
 * comes back exactly so; nothing done in practice is counted or saved. */
#ifndef ECARTE_APP_APP_PRACTICE_H
#define ECARTE_APP_APP_PRACTICE_H

#include "app_internal.h"

/* Deals hand `hand` of the game again (while practising, of the game put
 * aside).  False, with a word on the message line, when the journal no
 * longer holds that hand or its deal left nothing to decide. */
bool app_practice_start(App *app, int hand);
/* Back to the game put aside, as it was; nothing when not practising. */
void app_practice_leave(App *app);
/* Forgets the game put aside, the practice deal left on the table: a new
 * game is about to replace both. */
void app_practice_drop(App *app);
void app_practice_free(App *app);

#endif
