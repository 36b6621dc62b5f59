/* The game played at a table of a table server, from the command line
 * (--server with --create or --join): its session takes the link as its
 * referee; the table's code, the end of the game and a table that cannot be
 * reached are told on the standard streams, for scripts and tests. */
#ifndef ECARTE_APP_APP_ONLINE_H
#define ECARTE_APP_APP_ONLINE_H

#include "app_internal.h"

/* The link to the table the command line names, for the game's session to
 * take as its referee; NULL when out of memory. */
Link *app_online_link(App *app);

/* Each frame: the table's code once seated at a new table, "final score
 * N-M" (the player's first) once the game is over, ending a demo there; a
 * table lost for good ends the game with the reason. */
void app_online_update(App *app);

/* What the table says in place of the prompt while the game waits on the
 * table or the other person; false when the game does not. */
bool app_online_message(const App *app, char *out, size_t size);

static inline bool app_online_on(const App *app) { return app->online.link != NULL; }

#endif
