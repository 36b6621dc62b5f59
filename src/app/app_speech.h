/* The spoken mode: the announcer's sentences handed to the voice. */
#ifndef ECARTE_APP_APP_SPEECH_H
#define ECARTE_APP_APP_SPEECH_H

#include "app_internal.h"

/* At the start: the voice is opened if the mode is on. */
void app_speech_start(App *app);
/* Turns the mode on or off, as the setting now says. */
void app_speech_set(App *app, bool on);
/* Each step: what the table asks and where the keyboard is, then every
 * sentence waiting, to the voice; and, once, that there is no voice. */
void app_speech_update(App *app);
/* The keys: the last announcement again, and the whole situation. */
void app_speech_repeat(App *app);
void app_speech_situation(App *app);
void app_speech_close(App *app);

#endif
