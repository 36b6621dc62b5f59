/* The sessions on the table: the game, and at most one session beside it
 * (a deal played again for practice, or a lesson) while the game waits as
 * it was.  Setting the game aside and coming back to it are one thing for
 * every kind of session beside it. */
#ifndef ECARTE_APP_APP_SESSION_H
#define ECARTE_APP_APP_SESSION_H

#include "app_internal.h"

/* A session of `kind` against the computer at `level` (NULL when out of
 * memory).  The game's computer is kept as app->computer, to follow the
 * settings' level. */
Session *app_session_create(App *app, SessionKind kind, int number, AiLevel level, Opponent *opponent);
/* The game against the computer: `save` resumed, or a new one when NULL.
 * Opening makes its session (app->game stays NULL when out of memory);
 * starting, once the table is there, puts it on the table. */
void app_session_open_local(App *app, const SaveGame *save);
void app_session_start_local(App *app, const SaveGame *save);
/* The game, held by a referee elsewhere (a table server): its hands are
 * rated once shown whole, after each has ended.  `options` are the
 * table's rules where they are known before its first message (NULL: the
 * settings'). */
Session *app_session_create_refereed(App *app, Referee *referee, const GameOptions *options);
/* The computer at `level`, thinking as the app is configured to. */
Computer *app_session_computer(App *app, AiLevel level);

/* Puts `aside` on the table beside the game (replacing any other), the
 * game waiting as it is; the session becomes the app's. */
void app_session_aside(App *app, Session *aside);
/* Back to the game as it was: the session beside it goes. */
void app_session_back(App *app);
/* The session beside the game goes, without a word: a new game comes. */
void app_session_drop(App *app);

#endif
