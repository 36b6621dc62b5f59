/* The data folder: the game in progress, the settings, the statistics. */
#ifndef ECARTE_APP_APP_STORE_H
#define ECARTE_APP_APP_STORE_H

#include "app_internal.h"

/* Loading fills app->store.saved, settings, stats and, if a game was in progress
 * and may be resumed, *save (returns true). */
bool app_store_load(App *app, SaveGame *out);
void app_save_settings(App *app);
void app_save_statistics(App *app);
void app_save_game(App *app);
/* After an action or a deal: the statistics of a finished hand or game
 * (nothing while a deal is practised).  A finished game goes among the
 * recent games at once, its accuracy later. */
void app_store_record(App *app, const Game *before, const Game *after);
/* Fills in the last finished game's accuracy once its decisions are all
 * rated, and saves it: on every update. */
void app_store_update(App *app);

#endif
