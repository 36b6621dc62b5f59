#include <stdio.h>
#include <stdlib.h>

#include "app_play.h"
#include "app_session.h"
#include "app_view.h"
#include "i18n/strings.h"

static bool fast_demo(const App *app) { return app->config.autoplay && app->config.fast; }

Computer *app_session_computer(App *app, AiLevel level)
{
    return computer_create(level, platform_waker(&app->platform), !app->config.sync_ai);
}

static SessionConfig config_of(App *app, SessionKind kind, int number, AiLevel level)
{
    const AppConfig *config = &app->config;
    return (SessionConfig){
        .kind = kind,
        .number = number,
        .options = app->settings.options,
        .seed = config->seed,
        .level = level,
        .player = 0,
        .autoplay = config->autoplay,
        /* A demo is rated by no one, and a lesson teaches rather than rates. */
        .rated = !config->autoplay && kind != SESSION_LESSON,
        .threaded = !config->sync_ai,
        .wake = platform_waker(&app->platform),
        .pace_min_ms = fast_demo(app) ? 0 : config->pace_min_ms,
        .pace_max_ms = fast_demo(app) ? 0 : config->pace_max_ms,
    };
}

Session *app_session_create(App *app, SessionKind kind, int number, AiLevel level, Opponent *opponent)
{
    SessionConfig sc = config_of(app, kind, number, level);
    return session_create(&sc, opponent);
}

void app_session_open_local(App *app, const SaveGame *save)
{
    app->computer = app_session_computer(app, save ? save->level : app->settings.level);
    app->game = app->computer
                    ? app_session_create(app, SESSION_GAME, 0, app->settings.level, computer_opponent(app->computer))
                    : NULL;
}

void app_session_start_local(App *app, const SaveGame *save)
{
    if (save) {
        /* The table exactly as it was; the computer, if it was to act,
         * works out the same move again. */
        session_restore(app->game, &save->game, &save->journal, save->level);
        app->store.game_preset = save->preset;
        app->store.resumed = true;
        app_relayout(app);
        app_show_table(app);
        app_flash(app, str_get(STR_GAME_RESUMED), false);
    } else {
        game_view(session_game(app->game), session_player(app->game), &app->view);
        app_relayout(app);
        app_new_game(app);
    }
}

Session *app_session_create_refereed(App *app, Referee *referee, const GameOptions *options)
{
    SessionConfig sc = config_of(app, SESSION_GAME, 0, app->settings.level);
    if (options)
        sc.options = *options;
    return session_create_refereed(&sc, referee);
}

void app_session_aside(App *app, Session *aside)
{
    if (app->aside.session)
        session_destroy(app->aside.session);
    else
        snprintf(app->aside.event_text, sizeof app->aside.event_text, "%s", app->ui.event_text);
    app->aside.session = aside;
}

void app_session_drop(App *app)
{
    session_destroy(app->aside.session);
    app->aside.session = NULL;
}

void app_session_back(App *app)
{
    if (!app->aside.session)
        return;
    app_session_drop(app);
    snprintf(app->ui.event_text, sizeof app->ui.event_text, "%s", app->aside.event_text);
    app_show_table(app);
    app_flash(app, str_get(STR_PRACTICE_BACK), false);
}
