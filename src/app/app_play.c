/* The game as it moves: the player's actions go to the session in play, and
 * the events that come back (a deal, an action, a hint) become the table's
 * words, animations, statistics and saves. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app_coach.h"
#include "app_play.h"
#include "app_recent.h"
#include "app_store.h"
#include "app_view.h"
#include "i18n/strings.h"
#include "ui/status.h"

enum { BUBBLE_MS = 1600 };

static uint64_t fresh_seed(void) { return rng_mix((uint64_t)time(NULL), SDL_GetPerformanceCounter()); }

static void say(App *app, const SeatView *before, const SeatView *after, uint8_t actor, Action action)
{
    StringId id;
    switch (action.type) {
    case ACTION_PROPOSE: id = STR_SAY_PROPOSE; break;
    case ACTION_STAND: id = STR_SAY_STAND; break;
    case ACTION_ACCEPT: id = STR_SAY_ACCEPT; break;
    case ACTION_REFUSE: id = STR_SAY_REFUSE; break;
    case ACTION_DECLARE: id = STR_SAY_DECLARE; break;
    case ACTION_DISCARD: {
        int count = after->exchanged[actor] - before->exchanged[actor];
        if (count == 0) {
            id = STR_SAY_KEEP;
            break;
        }
        char words[sizeof app->ui.bubble];
        str_format_plural(words, sizeof words, STR_SAY_EXCHANGE, (unsigned long)count, NULL, NULL);
        app_bubble(app, words, BUBBLE_MS * (app->anim.factor > 0 ? app->anim.factor : 0.5));
        return;
    }
    case ACTION_PLAY:
    default: return;
    }
    app_bubble(app, str_get(id), BUBBLE_MS * (app->anim.factor > 0 ? app->anim.factor : 0.5));
}

void app_bubble(App *app, const char *words, double ms)
{
    snprintf(app->ui.bubble, sizeof app->ui.bubble, "%s", words);
    app->ui.bubble_until = app->now + ms;
    app->dirty = true;
    app->under.table_version++;
}

/* Scores and trick counts change on screen when the cards get there. */
static void schedule_labels(App *app)
{
    const SeatView *view = &app->view;
    double at = anim_end(&app->anim, app->now);
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (view->scores[s] != app->ui.next_scores[s])
            app->ui.score_pop_at[s] = at;
        app->ui.next_scores[s] = view->scores[s];
        app->ui.next_tricks[s] = view->tricks[s];
    }
    app->ui.labels_at = at;
    if (at <= app->now) {
        memcpy(app->ui.shown_scores, app->ui.next_scores, sizeof app->ui.shown_scores);
        memcpy(app->ui.shown_tricks, app->ui.next_tricks, sizeof app->ui.shown_tricks);
    }
}

/* While a deal is practised the message line says so, whatever happened. */
static void mark_practice(App *app)
{
    if (app_session_kind(app) != SESSION_PRACTICE)
        return;
    char text[UI_TEXT_MAX];
    snprintf(text, sizeof text, "%s", app->ui.event_text);
    str_format(app->ui.event_text, sizeof app->ui.event_text, STR_PRACTICE_MESSAGE, text, NULL, NULL);
}

/* The friend's name, set apart for mixed scripts, at a friend's table
 * whose player named themselves; NULL against the computer. */
static const char *friend_named(const App *app, char *out, size_t size)
{
    if (!app->online.link || app->aside.session || !app->online.shown.opponent[0])
        return NULL;
    return str_player(app->online.shown.opponent, out, size);
}

static void on_dealt(App *app, const SessionEvent *event, const SeatView *before, const SeatView *after)
{
    UiState *ui = &app->ui;
    app->view = *after;
    ui->selected = 0;
    ui->hint_active = false;
    ui->summary_seen = false;
    ui->flash_until = 0;
    stack_close_kind(&app->screens, SCREEN_SUMMARY);
    stack_close_kind(&app->screens, SCREEN_GAME_OVER);
    app_sync_screens(app);
    char name[LINK_NAME_MAX_SHOWN + 8];
    status_dealt_facing(ui->event_text, sizeof ui->event_text, after, friend_named(app, name, sizeof name));
    mark_practice(app);
    announcer_dealt(&app->voice.announcer, before, after, ui->event_text);
    if (after->hands_dealt == 1) {
        memset(ui->shown_scores, 0, sizeof ui->shown_scores);
        memset(ui->next_scores, 0, sizeof ui->next_scores);
    }
    memset(ui->shown_tricks, 0, sizeof ui->shown_tricks);
    AnimEvent anim_event = {.kind = ANIM_EV_DEAL,
                            .before = before,
                            .after = after,
                            .actor = event->actor,
                            .action = event->action};
    ui->dealing_until = 0;
    app_refresh(app, &anim_event);
    /* Decisions and words wait for the cards to land. */
    ui->dealing_until = anim_end(&app->anim, app->now);
    app_refresh_buttons(app);
    schedule_labels(app);
    /* A turned-up king can end the game at the deal. */
    app_store_record(app, &event->before, &event->after);
    app_save_game(app);
}

static void on_acted(App *app, const SessionEvent *event, const SeatView *before, const SeatView *after)
{
    UiState *ui = &app->ui;
    uint8_t you = session_player(app_session_on(app));
    app->view = *after;
    if (after->phase != PHASE_DISCARD || after->to_act != you)
        ui->selected = 0;
    ui->hint_active = false;
    ui->flash_until = 0;
    if (event->actor != you)
        say(app, before, after, event->actor, event->action);
    char name[LINK_NAME_MAX_SHOWN + 8];
    status_event_facing(ui->event_text, sizeof ui->event_text, before, after, event->actor, event->action,
                        friend_named(app, name, sizeof name));
    mark_practice(app);
    announcer_acted(&app->voice.announcer, before, after, event->actor, event->action, ui->event_text);
    app_sync_screens(app);
    AnimEvent anim_event = {.kind = ANIM_EV_ACTION,
                            .before = before,
                            .after = after,
                            .actor = event->actor,
                            .action = event->action};
    if (app->drop.valid && event->action.type == ACTION_PLAY && app->drop.key == KEY_CARD + event->action.card) {
        anim_event.has_origin = true;
        anim_event.origin_key = app->drop.key;
        anim_event.origin = app->drop.pose;
    }
    app->drop.valid = false;
    app_refresh(app, &anim_event);
    schedule_labels(app);
    app_store_record(app, &event->before, &event->after);
    app_save_game(app);
}

static void on_event(App *app, const SessionEvent *event)
{
    uint8_t you = session_player(app_session_on(app));
    SeatView before, after;
    game_view(&event->before, you, &before);
    game_view(&event->after, you, &after);
    UiState *ui = &app->ui;

    switch (event->kind) {
    case SESSION_DEALT: on_dealt(app, event, &before, &after); break;
    case SESSION_ACTED: on_acted(app, event, &before, &after); break;
    case SESSION_HINT: {
        ui->hint_active = true;
        ui->hint = event->action;
        /* Suggested discards are picked up, ready for Exchange. */
        if (event->action.type == ACTION_DISCARD)
            ui->selected = event->action.cards;
        char text[UI_TEXT_MAX];
        str_hint(&event->hint, text, sizeof text);
        app_flash(app, text, false);
        app_refresh(app, NULL);
        break;
    }
    case SESSION_REFUSED:
        /* The table's own words, in English, for whoever reads the log. */
        fprintf(stderr, "ecarte: the table refused a move: %s\n", event->why);
        app_flash(app, str_get(STR_ONLINE_REFUSED), true);
        app->drop.valid = false;
        app_refresh(app, NULL);
        break;
    case SESSION_FAILED: {
        char action[ACTION_TEXT_MAX], text[UI_TEXT_MAX];
        action_format(event->action, action);
        str_format(text, sizeof text, STR_FAIL_AI, action, NULL, NULL);
        fprintf(stderr, "%s\n", text);
        app_flash(app, text, true);
        if (app->config.autoplay) {
            app->end.done = true;
            app->end.exit_code = 1;
        }
        break;
    }
    }
}

/* With the setting on, the player's king of trumps is declared for them. */
static bool auto_declare(App *app)
{
    Session *session = app_session_on(app);
    const Game *game = session_game(session);
    /* A lesson teaches the declaring. */
    if (!app->settings.auto_declare || app->config.autoplay || app_lesson_on(app) ||
        game->to_act != session_player(session))
        return false;
    if (game_check(game, action_declare(), NULL) != RULE_OK)
        return false;
    return session_submit(session, action_declare(), NULL) == SUBMIT_OK;
}

void app_drain_session(App *app)
{
    /* Two Games: kept off the stack. */
    SessionEvent *event = &app->event;
    Session *session = app_session_on(app);
    do {
        while (session_poll(session, event))
            on_event(app, event);
    } while (auto_declare(app));
    app_store_update(app);
}

void app_show_deal(App *app, const Game *before, const Game *after)
{
    SessionEvent *event = &app->event;
    memset(event, 0, sizeof *event);
    event->kind = SESSION_DEALT;
    event->actor = after->dealer;
    event->action = action_stand();
    event->before = *before;
    event->after = *after;
    /* The scores as they stood before this deal, whatever the table showed. */
    for (int s = 0; s < SEAT_COUNT; s++)
        app->ui.shown_scores[s] = app->ui.next_scores[s] = before->scores[s];
    app_close_panels(app);
    on_event(app, event);
}

void app_show_table(App *app)
{
    UiState *ui = &app->ui;
    Session *session = app_session_on(app);
    game_view(session_game(session), session_player(session), &app->view);
    for (int s = 0; s < SEAT_COUNT; s++) {
        ui->shown_scores[s] = ui->next_scores[s] = app->view.scores[s];
        ui->shown_tricks[s] = ui->next_tricks[s] = app->view.tricks[s];
    }
    ui->labels_at = 0;
    ui->selected = 0;
    ui->hint_active = false;
    ui->dealing_until = 0;
    /* A hand or game that was over shows its panel again once the cards
     * are still. */
    ui->summary_seen = false;
    app_close_panels(app);
    app_refresh(app, NULL);
    app_sync_screens(app);
}

void app_new_game(App *app)
{
    if (app_online_on(app))
        return; /* a table plays one game */
    uint64_t seed = app->config.seed_given ? app->demo.next_seed++ : fresh_seed();
    app_recent_game_begins(&app->recent, app->game);
    app_close_panels(app);
    app->ui.selected = 0;
    app->ui.hint_active = false;
    session_set_next(app->game, &app->settings.options, app->settings.level);
    if (app->computer)
        computer_set_level(app->computer, app->settings.level);
    app->store.game_preset = app->settings.preset;
    session_new_game(app->game, seed);
    app_drain_session(app);
}

void app_next_hand(App *app)
{
    app_close_panels(app);
    app_refresh(app, NULL);
    session_deal(app_session_on(app));
    app_drain_session(app);
}

/* A blunder in a real game is held back while the coach asks about it:
 * true when its question is open. */
static bool coach_asks(App *app, Action action)
{
    /* Against a person at a table, no advice: fair play. */
    if (app->config.autoplay || app->aside.session || app_online_on(app) ||
        !app_coach_active(&app->settings, &app->store.stats) || !app_coach_asks(&app->coach, app->game, action))
        return false;
    app_open_screen(app, SCREEN_COACH_ASK, 0);
    if (!stack_has(&app->screens, SCREEN_COACH_ASK)) {
        /* No room for the question: the move is not held back unasked. */
        app->coach.on = false;
        return false;
    }
    /* A dropped card goes home rather than flying from where it was let go. */
    app->drop.valid = false;
    return true;
}

bool app_submit(App *app, Action action)
{
    if (coach_asks(app, action))
        return false; /* held back until the player answers the coach */
    Rejection why;
    memset(&why, 0, sizeof why);
    SubmitResult result = session_submit(app_session_on(app), action, &why);
    if (result == SUBMIT_OK) {
        app_drain_session(app);
        return true;
    }
    char text[UI_TEXT_MAX];
    if (result == SUBMIT_NOT_YOUR_TURN)
        str_format(text, sizeof text, STR_ERR_NOT_YOUR_TURN, NULL, NULL, NULL);
    else
        str_rejection(&why, text, sizeof text);
    app_flash(app, text, true);
    app->ui.flash_refused = true;
    app->drop.valid = false;
    return false;
}

void app_recheck_refusal(App *app)
{
    UiState *ui = &app->ui;
    const Session *session = app_session_on(app);
    const Game *game = session_game(session);
    if (!ui->flash_refused || ui->flash_until <= app->now || game->phase != PHASE_DISCARD ||
        game->to_act != session_player(session))
        return;
    Rejection why;
    memset(&why, 0, sizeof why);
    char text[UI_TEXT_MAX] = "";
    if (game_check(game, action_discard(ui->selected), &why) != RULE_OK)
        str_rejection(&why, text, sizeof text);
    if (strcmp(text, ui->flash) == 0)
        return;
    ui->flash_until = 0;
    ui->flash_refused = false;
    app->dirty = true;
    app->under.table_version++;
}
