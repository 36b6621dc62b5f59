/* The data folder: the game in progress, the settings, the statistics. */
#ifndef ECARTE_APP_APP_STORE_H
#define ECARTE_APP_APP_STORE_H

#include "app_internal.h"
#include "ecarte/online_seat.h"

/* Loading fills app->store.saved, settings, stats and, if a game was in progress
 * and may be resumed, *save (returns true). */
bool app_store_load(App *app, SaveGame *out);
/* The game saved in the data folder, if one may be resumed. */
bool app_store_load_game(App *app, SaveGame *out);
/* The seat held at a friend's table, kept to go back to it after the game
 * is closed: loaded, saved, forgotten once the player leaves the table. */
bool app_store_load_seat(App *app, OnlineSeat *out);
void app_store_save_seat(App *app, const OnlineSeat *seat);
void app_store_forget_seat(App *app);
/* The folder where a table hosted here keeps its tables (made if need be);
 * false when there is none. */
bool app_store_tables_folder(App *app, char *out, size_t size);
/* The tables a table server hosted here kept, forgotten once its host has
 * left them. */
void app_store_forget_tables(App *app);
/* A picture of the frame just drawn, saved as pictures/ecarte-TIME.png in
 * the data folder; where it went, or why it did not, is said. */
void app_store_picture(App *app);
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
