/* The one place where what the screens ask for is carried out. */
#include "app_apply.h"
#include "app_coach.h"
#include "app_lesson.h"
#include "app_online.h"
#include "app_watch.h"
#include "app_play.h"
#include "app_practice.h"
#include "app_prefs.h"
#include "app_session.h"
#include "app_sound.h"
#include "app_speech.h"
#include "app_view.h"
#include "i18n/strings.h"
#include "learn/lesson.h"

static void play(App *app, const Intent *intent)
{
    if (intent->has_pose) {
        app->drop.valid = true;
        app->drop.key = (uint16_t)(KEY_CARD + intent->card);
        app->drop.pose = intent->pose;
    }
    /* Refused: the card springs home and the line, or the coach, says why. */
    Action action = action_play(intent->card);
    if (!(app_lesson_allows(app, action) && app_submit(app, action)) && intent->has_pose)
        anim_refuse(&app->anim, app->now, (uint16_t)(KEY_CARD + intent->card), intent->pose);
    app->dirty = true;
}

/* The coach's question answered: the move it asked about is made, as the
 * player insists, or not. */
static void answer_coach(App *app, bool go_ahead)
{
    Action action;
    if (!app_coach_answered(&app->coach, &action))
        return;
    stack_close_kind(&app->screens, SCREEN_COACH_ASK);
    app_refresh(app, NULL);
    if (go_ahead)
        app_submit(app, action);
}

/* F2 and F3 say something only in the spoken mode; else they say so. */
static bool speech_keys_work(App *app)
{
    if (app_speech_wanted(&app->settings, &app->config))
        return true;
    app_flash(app, str_get(STR_SPK_KEYS_OFF), false);
    return false;
}

static void close_top(App *app)
{
    if (app->screens.count > 1)
        stack_close_from(&app->screens, app->screens.count - 1);
    app_refresh(app, NULL);
}

static void next_lesson(App *app)
{
    int number = app_session_number(app) + 1;
    if (lesson_get(number)) {
        app_lesson_start(app, number);
    } else {
        app_lesson_leave(app);
        app_open_screen(app, SCREEN_LESSONS, 0);
    }
}

static void carry_out(App *app, const Intent *intent)
{
    switch (intent->type) {
    case INTENT_NONE: break;
    case INTENT_ACT:
        if (app_lesson_allows(app, intent->action))
            app_submit(app, intent->action);
        break;
    case INTENT_PLAY: play(app, intent); break;
    case INTENT_SPRING:
        anim_spring(&app->anim, app->now, (uint16_t)(KEY_CARD + intent->card), intent->pose);
        app_refresh(app, NULL);
        break;
    case INTENT_SELECT:
        app->ui.selected ^= cardset_of(intent->card);
        app->ui.hint_active = false;
        app_recheck_refusal(app);
        app_refresh(app, NULL);
        break;
    case INTENT_HINT:
        if (app_lesson_hint(app))
            break;
        if (session_request_hint(app_session_on(app)))
            app_flash(app, str_get(STR_HINT_THINKING), false);
        else if (app_online_on(app) && !app->aside.session)
            app_flash(app, str_get(STR_ONLINE_NO_HINT), false);
        break;
    case INTENT_NEXT_HAND:
        /* A lesson is one hand: after it, the next lesson, or the list after
         * the last. */
        if (app_lesson_on(app))
            next_lesson(app);
        /* A practice deal is one hand: after it, the game. */
        else if (app_session_kind(app) == SESSION_PRACTICE)
            app_practice_leave(app);
        else
            app_next_hand(app);
        break;
    case INTENT_NEW_GAME:
        stack_close_kind(&app->screens, SCREEN_COACH);
        app_session_drop(app);
        app_new_game(app);
        break;
    case INTENT_SWITCH:
        if (app->screens.count > 1)
            stack_close_from(&app->screens, app->screens.count - 1);
        app_open_screen(app, (ScreenId)intent->arg, intent->step);
        break;
    case INTENT_OPEN: app_open_screen(app, (ScreenId)intent->arg, intent->step); break;
    case INTENT_CLOSE: close_top(app); break;
    case INTENT_SETTING: app_prefs_change(app, intent->arg, intent->step); break;
    case INTENT_FULLSCREEN: app_prefs_toggle_fullscreen(app); break;
    case INTENT_FOUR_COLOUR: app_prefs_toggle_four_colour(app); break;
    case INTENT_NEXT_SPEED: app_prefs_set_speed(app, (AnimSpeed)((app->ui.speed + 1) % SPEED_COUNT), true); break;
    case INTENT_MUTE: app_prefs_toggle_mute(app); break;
    case INTENT_PICTURE:
        app->picture_due = true;
        app->dirty = true;
        break;
    case INTENT_RESET_STATISTICS: app_prefs_reset_statistics(app); break;
    case INTENT_SAY: app_flash(app, str_get((StringId)intent->arg), false); break;
    case INTENT_REFRESH: app_refresh(app, NULL); break;
    case INTENT_SPEECH_REPEAT:
        if (speech_keys_work(app))
            announcer_repeat(&app->voice.announcer);
        break;
    case INTENT_SPEECH_SITUATION:
        if (speech_keys_work(app))
            announcer_situation(&app->voice.announcer, &app->view, app->ui.selected, &app->buttons,
                                app->config.autoplay);
        break;
    case INTENT_REPLAY_DEAL:
        if (!app_lesson_on(app))
            app_practice_start(app, intent->arg);
        break;
    case INTENT_LEAVE_PRACTICE: app_practice_leave(app); break;
    case INTENT_START_LESSON: app_lesson_start(app, intent->arg); break;
    case INTENT_LEAVE_LESSON: app_lesson_leave(app); break;
    case INTENT_LESSON_GO_ON: app_lesson_go_on(app); break;
    case INTENT_LESSONS_OFFERED: app_lesson_offer_answered(app, intent->step != 0); break;
    case INTENT_GO_AHEAD: answer_coach(app, true); break;
    case INTENT_THINK_AGAIN: answer_coach(app, false); break;
    case INTENT_CREATE_TABLE: app_online_create(app, intent); break;
    case INTENT_JOIN_TABLE: app_online_join(app, intent); break;
    case INTENT_LEAVE_TABLE: app_online_leave(app); break;
    case INTENT_COPY_CODE: app_online_copy_code(app); break;
    case INTENT_PHRASE: app_online_say(app, intent->arg); break;
    case INTENT_REMATCH: app_online_rematch(app); break;
    case INTENT_CLAIM: app_online_claim(app); break;
    case INTENT_RESIGN: app_online_resign(app); break;
    case INTENT_WATCH_TABLE: app_watch_start(app, intent); break;
    case INTENT_STOP_WATCHING: app_watch_stop(app); break;
    case INTENT_QUIT:
        app->end.done = true;
        app->end.exit_code = 0;
        break;
    }
}

void app_apply(App *app, const Intent *intent, int asker)
{
    /* A screen that asked to be closed is closed once its intent is carried
     * out, unless the intent has closed it already (a new game). */
    const Screen *who = asker >= 0 && asker < app->screens.count ? &app->screens.items[asker] : NULL;
    const ScreenClass *class = who ? who->class : NULL;
    carry_out(app, intent);
    app_lesson_update(app);
    app_sound_intent(&app->sound, intent);
    if (intent->then_close && class && asker > 0 && asker < app->screens.count &&
        app->screens.items[asker].class == class) {
        /* The asker alone: a screen its intent opened stays open. */
        stack_close_kind(&app->screens, class->id);
        app_refresh(app, NULL);
    }
    app_sync_screens(app);
    app->dirty = true;
}
