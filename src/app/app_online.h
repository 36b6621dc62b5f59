/* The game played at a table of a table server, from the menu or the
 * command line (--server with --create or --join): its session takes the
 * link as its referee.  From the command line, the table's code, the end of
 * the game and a table that cannot be reached are told on the standard
 * streams, for scripts and tests; from the menu, the seat is kept in the
 * data folder and a table lost leads back to the game against the computer. */
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

/* Keeps the name, the server and the port (when one to host on) typed in
 * the friend panel, for the next time. */
void app_online_remember(App *app, const char *name, const char *server, int port);

/* Why a table at `server` could not be reached or kept, in the reader's
 * words; `code` is the one asked for. */
void app_online_refusal(const LinkStatus *status, const char *server, const char *code, char *out, size_t size);

/* The table as the screens show it (all zero when there is none). */
void app_online_show(const App *app, OnlineShow *out);

/* From the menu: create a table (hosted here when no server is given) or
 * join one; the game against the computer waits, saved, and comes back
 * when the player leaves the table. */
void app_online_create(App *app, const Intent *intent);
void app_online_join(App *app, const Intent *intent);
void app_online_leave(App *app);
/* At start: back to the seat kept in the data folder; false when there is
 * none, or it cannot be taken. */
bool app_online_resume(App *app);
void app_online_copy_code(App *app);
/* Sends the friend phrase `index` (phrases.h's order); asks for a rematch
 * once the game is over. */
void app_online_say(App *app, int index);
void app_online_rematch(App *app);
/* Claims the game from a friend gone as long as the server asks. */
void app_online_claim(App *app);
/* Resigns the game in play: the friend wins it. */
void app_online_resign(App *app);
/* At exit, after the game's session: the table hosted here stops. */
void app_online_close(App *app);

#endif
