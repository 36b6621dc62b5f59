/* What the game sounds like: the table's cues as the animation reaches
 * them, a tick for the buttons, the end of a hand or a game, and the
 * volume and mute settings. */
#ifndef ECARTE_APP_APP_SOUND_H
#define ECARTE_APP_APP_SOUND_H

#include "app_internal.h"

/* Once the window is open; says in one line of the log why there is no
 * sound, if there is none.  The full-speed demo stays silent. */
void app_sound_open(App *app);
void app_sound_close(App *app);
/* On every step of the clock: the cues the animation passed, and a rest
 * for the device once nothing sounds. */
void app_sound_update(App *app);
/* When the loop must wake to give the device its rest (0: never). */
double app_sound_wake_at(const App *app);
/* A button was pressed (or its key): a tick. */
void app_sound_intent(App *app, const Intent *intent);
/* The summary or the end of the game has opened: won or lost. */
void app_sound_result(App *app);
/* M: mute or unmute, said on the message line. */
void app_sound_toggle_mute(App *app);
/* The settings row: off, low, medium, high. */
void app_sound_change_volume(App *app, int step);

#endif
