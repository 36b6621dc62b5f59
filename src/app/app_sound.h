/* What the game sounds like: the table's cues as the animation reaches
 * them, a tick for the buttons, the end of a hand or a game, at the
 * volume the settings give.  Its state is a Sound of its own. */
#ifndef ECARTE_APP_APP_SOUND_H
#define ECARTE_APP_APP_SOUND_H

#include "app_internal.h"

/* Once the window is open, at `now`: opens the device and the sounds in
 * `data_dir`, and says in one line of the log why there is no sound, if
 * there is none.  `silent`: a demo at full speed, which plays none. */
void app_sound_open(Sound *sound, const char *data_dir, double now, bool silent, const Settings *settings);
void app_sound_close(Sound *sound);
/* The volume and the mute of the settings, from now on. */
void app_sound_apply(Sound *sound, const Settings *settings);
/* On every step of the clock: the cues the animation passed until `now`,
 * and a rest for the device once nothing sounds. */
void app_sound_update(Sound *sound, const Anim *anim, double now);
/* When the loop must wake to give the device its rest (0: never). */
double app_sound_wake_at(const Sound *sound, double now);
/* A button was pressed (or its key): a tick. */
void app_sound_intent(Sound *sound, const Intent *intent);
/* The summary or the end of the game has opened: won or lost. */
void app_sound_result(Sound *sound, const SeatView *view);

#endif
