/* A table watched from the friend panel, at no seat: a link that watches
 * (LINK_WATCH), whose latest view the watch screen draws over everything.
 * The panel waits, with its progress and a Cancel, until the table is
 * first told, and says there why a table could not be reached; a table
 * lost later is said on the message line as the watch screen goes.  The
 * game against the computer waits beneath, untouched: nothing is saved or
 * counted. */
#ifndef ECARTE_APP_APP_WATCH_H
#define ECARTE_APP_APP_WATCH_H

#include "app_internal.h"

/* Watches the table of intent->code at the server intent->address; not
 * while a friend's table is played, or another watched. */
void app_watch_start(App *app, const Intent *intent);
/* Stops watching (or reaching the table to watch). */
void app_watch_stop(App *app);
/* Each frame: the table's latest view into the screens' picture; the watch
 * screen opened once it is first told, closed when the table is lost. */
void app_watch_update(App *app);

#endif
