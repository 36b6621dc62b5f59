/* The spoken mode in the app.  The announcer is fed where the message
 * line's sentences are made (app_play.c, app_flash); here, at each step, it
 * also hears what is asked of the player and where the keyboard is, and all
 * it has to say goes to the voice, which answers without the frame waiting. */
#include <stdio.h>
#include <string.h>

#include "app_speech.h"
#include "app_view.h"
#include "i18n/strings.h"
#include "speech/speech.h"

/* A demo at full speed plays hundreds of moves a second: nothing to hear. */
static bool spoken(const App *app) { return app->settings.speech && !(app->config.autoplay && app->config.fast); }

static void open_voice(App *app)
{
    if (!app->voice.speech)
        app->voice.speech = speech_open(app->config.speech_library, str_language_code(str_language()),
                                        platform_waker(&app->platform));
}

static void greet(App *app)
{
    announcer_switch(&app->voice.announcer, true);
    announcer_say(&app->voice.announcer, ANNOUNCE_EVENT, str_get(STR_SPK_ON));
}

void app_speech_start(App *app)
{
    if (!spoken(app))
        return;
    open_voice(app);
    greet(app);
}

void app_speech_set(App *app, bool on)
{
    if (on && spoken(app) && !app->voice.speech) {
        open_voice(app);
        greet(app);
    } else if (!on && app->voice.speech) {
        speech_close(app->voice.speech);
        app->voice.speech = NULL;
        announcer_switch(&app->voice.announcer, false);
    }
}

void app_speech_close(App *app)
{
    speech_close(app->voice.speech);
    app->voice.speech = NULL;
}

/* Once in a session: on the terminal in English, like the game's other
 * lines there, and on the message line for whoever sees it. */
static void tell_if_mute(App *app)
{
    char why[256];
    if (app->voice.told || speech_state(app->voice.speech, why, sizeof why) != SPEECH_FAILED)
        return;
    app->voice.told = true;
    fprintf(stderr, "ecarte: playing without speech: %s\n", why);
    app_flash(app, str_get(STR_SPK_UNAVAILABLE), true);
}

/* A lesson's coach, as the panel reads: the words, the key that goes on
 * while they wait, and a refusal after them, so that a refusal is heard
 * alone; the question before a blunder is its own screen's. */
static const char *coach_words(const App *app, char *out, size_t size)
{
    out[0] = '\0';
    const LessonShow *show = app_lesson_show(app);
    if (!show)
        return out;
    const char *key = show->waiting ? str_get(STR_SPK_KEY_GO_ON) : "";
    /* Cut at the buffer's end if ever that long: the words come first. */
    if (snprintf(out, size, "%s%s%s%s%s", show->words, key[0] ? " " : "", key, show->warning[0] ? " " : "",
                 show->warning) < 0)
        out[0] = '\0';
    return out;
}

/* The screen on top, as it describes itself. */
static void say_screen(App *app)
{
    const Screen *top = stack_top(&app->screens);
    ScreenWords words;
    memset(&words, 0, sizeof words);
    if (top && top->class->speak) {
        ScreenContext context;
        app_screen_context(app, &context);
        top->class->speak(top, &context, &words);
    }
    announcer_screen(&app->voice.announcer, words.about, words.focus);
}

void app_speech_update(App *app)
{
    Announcer *announcer = &app->voice.announcer;
    Announcement said;
    if (!spoken(app) || !app->voice.speech) {
        while (announcer_next(announcer, &said))
            continue;
        return;
    }
    tell_if_mute(app);
    speech_set_language(app->voice.speech, str_language_code(str_language()));
    bool autoplay = app->config.autoplay;
    /* What is asked waits, like the message line, for the cards to land. */
    if (app->ui.dealing_until <= app->now)
        announcer_turn(announcer, &app->view, &app->buttons, autoplay);
    const TableUi *table = app_table_ui_const(app);
    announcer_focus(announcer, &app->view, table->keyboard ? table->focus : CARD_NONE, app->ui.selected, autoplay);
    char words[ANNOUNCE_TEXT_MAX];
    announcer_coach(announcer, coach_words(app, words, sizeof words));
    say_screen(app);
    static const SpeechMode MODES[] =
        {[ANNOUNCE_EVENT] = SPEECH_QUEUED, [ANNOUNCE_FOCUS] = SPEECH_REPLACE, [ANNOUNCE_ASKED] = SPEECH_NOW};
    while (announcer_next(announcer, &said))
        speech_say(app->voice.speech, said.text, MODES[said.kind]);
}

static bool keys_work(App *app)
{
    if (spoken(app))
        return true;
    app_flash(app, str_get(STR_SPK_KEYS_OFF), false);
    return false;
}

void app_speech_repeat(App *app)
{
    if (keys_work(app))
        announcer_repeat(&app->voice.announcer);
}

void app_speech_situation(App *app)
{
    if (keys_work(app))
        announcer_situation(&app->voice.announcer, &app->view, app->ui.selected, &app->buttons, app->config.autoplay);
}
