/* The last finished game among the recent games: its line goes in at once,
 * so that quitting cannot lose it, and its accuracy follows once every
 * decision of it is rated.  The state is a RecentRating of its own. */
#ifndef ECARTE_APP_APP_RECENT_H
#define ECARTE_APP_APP_RECENT_H

#include "app_internal.h"

/* `entry` goes among the recent games in `stats`; its accuracy is awaited
 * from `analysis` (NULL: not rated, nothing awaited), which rates the game
 * whose journal has `end` steps. */
void app_recent_add(RecentRating *recent, Statistics *stats, const RecentGame *entry, Analysis *analysis, int end);
/* Once every decision of `seat` is rated, its accuracy is written into the
 * line: true when `stats` changed (and should be saved). */
bool app_recent_update(RecentRating *recent, Statistics *stats, uint8_t seat);
/* A new game begins in `game`, whose ratings the last one still awaits:
 * the last one keeps them, and the game rates on with ratings of its own. */
void app_recent_game_begins(RecentRating *recent, Session *game);
/* No accuracy awaited any more. */
void app_recent_free(RecentRating *recent);

#endif
