/* The spoken mode: the announcer's sentences handed to the voice.  Its
 * state is a Voice of its own; what the voice hears of the table at each
 * step comes in a VoiceScene, made by the window. */
#ifndef ECARTE_APP_APP_SPEECH_H
#define ECARTE_APP_APP_SPEECH_H

#include "app_internal.h"

/* What the table shows and asks at one step, for the ear. */
typedef struct VoiceScene {
    const SeatView *view;
    const ButtonSet *buttons;
    bool autoplay;
    bool settled;     /* the deal has landed: what is asked may be said */
    Card focus;       /* the keyboard's card, or CARD_NONE */
    CardSet selected; /* the cards chosen to throw away */
    char coach[ANNOUNCE_TEXT_MAX];
    ScreenWords screen; /* the screen on top, as it describes itself */
} VoiceScene;

/* Whether the mode is on: the setting, except in a demo at full speed,
 * which plays hundreds of moves a second. */
bool app_speech_wanted(const Settings *settings, const AppConfig *config);
/* Opens the voice (loading `library`, NULL for the usual one) and says the
 * mode is on; nothing if it is open. */
void app_speech_open(Voice *voice, const char *library, TaskWake wake);
/* Closes the voice; the announcer falls silent. */
void app_speech_close(Voice *voice);
/* Each step: what the table asks and where the keyboard is, then every
 * sentence waiting, to the voice (which only takes them when `wanted`).
 * True, once, when no voice can be had: the player is to be told. */
bool app_speech_update(Voice *voice, bool wanted, const VoiceScene *scene);

#endif
