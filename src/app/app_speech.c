/* The spoken mode in the app.  The announcer is fed where the message
 * line's sentences are made (app_play.c, app_flash); here, at each step, it
 * also hears what is asked of the player and where the keyboard is, and all
 * it has to say goes to the voice, which answers without the frame waiting. */
#include <stdio.h>
#include <string.h>

#include "app_speech.h"
#include "i18n/strings.h"
#include "speech/speech.h"

bool app_speech_wanted(const Settings *settings, const AppConfig *config)
{
    return settings->speech && !(config->autoplay && config->fast);
}

void app_speech_open(Voice *voice, const char *library, TaskWake wake)
{
    if (voice->speech)
        return;
    voice->speech = speech_open(library, str_language_code(str_language()), wake);
    announcer_switch(&voice->announcer, true);
    announcer_say(&voice->announcer, ANNOUNCE_EVENT, str_get(STR_SPK_ON));
}

void app_speech_close(Voice *voice)
{
    speech_close(voice->speech);
    voice->speech = NULL;
    announcer_switch(&voice->announcer, false);
}

bool app_speech_update(Voice *voice, bool wanted, const VoiceScene *scene)
{
    Announcer *announcer = &voice->announcer;
    Announcement said;
    if (!wanted || !voice->speech) {
        while (announcer_next(announcer, &said))
            continue;
        return false;
    }
    /* Once in a session: on the terminal in English, like the game's other
     * lines there; the caller puts it on the message line. */
    char why[256];
    bool mute = !voice->told && speech_state(voice->speech, why, sizeof why) == SPEECH_FAILED;
    if (mute) {
        voice->told = true;
        fprintf(stderr, "ecarte: playing without speech: %s\n", why);
    }
    speech_set_language(voice->speech, str_language_code(str_language()));
    /* What is asked waits, like the message line, for the cards to land. */
    if (scene->settled)
        announcer_turn(announcer, scene->view, scene->buttons, scene->autoplay);
    announcer_focus(announcer, scene->view, scene->focus, scene->selected, scene->autoplay);
    announcer_coach(announcer, scene->coach);
    announcer_screen(announcer, scene->screen.about, scene->screen.focus);
    static const SpeechMode MODES[] =
        {[ANNOUNCE_EVENT] = SPEECH_QUEUED, [ANNOUNCE_FOCUS] = SPEECH_REPLACE, [ANNOUNCE_ASKED] = SPEECH_NOW};
    while (announcer_next(announcer, &said))
        speech_say(voice->speech, said.text, MODES[said.kind]);
    return mute;
}
