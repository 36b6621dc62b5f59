#include "app.h"
#include "app_apply.h"
#include "app_play.h"
#include "app_recent.h"
#include "app_lesson.h"
#include "app_online.h"
#include "app_watch.h"
#include "app_prefs.h"
#include "app_session.h"
#include "app_sound.h"
#include "app_speech.h"
#include "app_store.h"
#include "app_view.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/status.h"
#include "i18n/strings.h"
#include "render/table.h"
#include "screens/coach.h"
#include "screens/confirm.h"
#include "screens/panel.h"

enum {
    SUMMARY_DELAY_MS = 450, /* the last trick lands, then the summary */
    DEMO_HAND_PAUSE_MS = 2600,
    DEMO_GAME_PAUSE_MS = 4000,
};

static bool fast_demo(const App *app) { return app->config.autoplay && app->config.fast; }

/* The lessons are offered once, to a player starting afresh: not to one
 * who resumes a game, asks for a seed or a lesson, watches a demo, or whose
 * answer could not be kept. */
static bool offer_lessons(const App *app, bool resumed)
{
    const AppConfig *config = &app->config;
    return !app->settings.lessons_offered && app->store.on && !resumed && !config->autoplay && !config->seed_given &&
           config->lesson == 0 && !config->server;
}

/* Everything after the settings: the art, the window, the game resumed
 * or dealt.  False, with `err` for the player, when the game cannot start;
 * the caller lets go of whatever was opened. */
static bool open_app(App *app, const SaveGame *save, bool resume, char *err, size_t size)
{
    const AppConfig *config = &app->config;
    char detail[1024];

    /* The art first: a broken install should say so before any window. */
    if (!assets_find_data_dir(app->data_dir, sizeof app->data_dir, detail, sizeof detail)) {
        str_format(err, size, STR_FAIL_ASSETS, "cards/back.svg", detail, NULL);
        return false;
    }
    bool missing = false;
    app->gfx.cards = cards_create(app->data_dir, &missing, detail, sizeof detail);
    if (!app->gfx.cards) {
        str_format(err, size, missing ? STR_FAIL_ASSET_MISSING : STR_FAIL_ASSET_DAMAGED, detail, NULL, NULL);
        return false;
    }
    PlatformOptions options = {str_get(STR_TITLE), config->width, config->height, config->hidden, config->renderer};
    if (!platform_open(&app->platform, &options, detail, sizeof detail)) {
        str_format(err, size, STR_FAIL_SDL, detail, NULL, NULL);
        return false;
    }
    cards_attach(app->gfx.cards, app->platform.renderer);
    pads_start(&app->pads); /* without controllers, the game plays on */
    char regular[ASSET_PATH_MAX], bold[ASSET_PATH_MAX];
    if (!assets_font_path(false, regular, sizeof regular))
        snprintf(detail, sizeof detail, "DejaVu Sans|%.900s", regular);
    else if (!assets_font_path(true, bold, sizeof bold))
        snprintf(detail, sizeof detail, "DejaVu Sans Bold|%.900s", bold);
    else
        app->gfx.text = text_create(app->platform.renderer, regular, bold, detail, sizeof detail);
    if (!app->gfx.text) {
        char *bar = strchr(detail, '|');
        const char *why = "";
        if (bar) {
            *bar = '\0';
            why = bar + 1;
        }
        str_format(err, size, STR_FAIL_FONT, detail, why, NULL);
        return false;
    }
    app->gfx.draw = draw_create(app->platform.renderer);
    app_sound_open(&app->sound, app->data_dir, app->now, fast_demo(app), &app->settings);
    if (app_speech_wanted(&app->settings, &app->config))
        app_speech_open(&app->voice, app->config.speech_library, platform_waker(&app->platform));
    void *icon;
    size_t icon_size;
    if (assets_load(app->data_dir, "icon/ecarte.svg", &icon, &icon_size)) {
        platform_set_icon(&app->platform, icon, icon_size);
        SDL_free(icon);
    }

    UiState *ui = &app->ui;
    ui->speed = fast_demo(app) ? SPEED_INSTANT : (AnimSpeed)app->settings.animation;
    ui->settled_at = -1;
    anim_init(&app->anim, ui->speed);
    app_prefs_load_high_contrast(app);
    if (app->settings.four_colour) {
        if (cards_load_deck(app->gfx.cards, cards_deck(true, ui->high_contrast), detail, sizeof detail)) {
            ui->four_colour = true;
        } else {
            char text[UI_TEXT_MAX];
            str_format(text, sizeof text, STR_FOUR_COLOUR_DAMAGED, detail, NULL, NULL);
            app_flash(app, text, true);
        }
    }
    app->gfx.renderer = app->platform.renderer;
    app->gfx.deck = cards_deck(ui->four_colour, ui->high_contrast);
    app->gfx.layout = &app->layout;

    if (config->server) {
        Link *link = app_online_link(app);
        app->game = link ? app_session_create_refereed(app, link_referee(link), NULL) : NULL;
        app->online.link = app->game ? link : NULL; /* a session not made let the link go */
    } else {
        app_session_open_local(app, resume ? save : NULL);
    }
    if (!app->game) {
        snprintf(err, size, "%s", str_get(STR_FAIL_MEMORY));
        return false;
    }
    app->demo.next_seed = config->seed;
    ScreenContext context;
    app_screen_context(app, &context);
    if (!stack_push(&app->screens, SCREEN_TABLE, &context, 0)) {
        snprintf(err, size, "%s", str_get(STR_FAIL_MEMORY));
        return false;
    }
    app_prefs_apply_start(app);
    app_session_start_local(app, resume ? save : NULL);
    if (!resume)
        app_prewarm_cards(app); /* again, the first hand's cards first */
    if (app->store.message[0])
        app_flash(app, app->store.message, true);
    if (config->lesson > 0) {
        Intent lesson = intent_of(INTENT_START_LESSON);
        lesson.arg = config->lesson;
        app_apply(app, &lesson, -1);
    } else if (offer_lessons(app, resume)) {
        app_open_screen(app, SCREEN_CONFIRM, CONFIRM_LESSONS);
    } else if (!config->server && !config->autoplay && !config->seed_given) {
        /* A game closed at a friend's table goes back to it. */
        app_online_resume(app);
    }
    return true;
}

App *app_create(const AppConfig *config, char *err, size_t size)
{
    App *app = calloc(1, sizeof *app);
    SaveGame *save = malloc(sizeof *save); /* too large for the stack */
    if (!app || !save) {
        snprintf(err, size, "%s", str_get(STR_FAIL_MEMORY));
        free(app);
        free(save);
        return NULL;
    }
    app->config = *config;
    /* The saved game waits, untouched, while a game at a table is played. */
    bool resume = app_store_load(app, save) && !config->server;
    app_prefs_apply_language(app);
    bool opened = open_app(app, save, resume, err, size);
    free(save);
    if (!opened) {
        app_destroy(app);
        return NULL;
    }
    return app;
}

void app_destroy(App *app)
{
    if (!app)
        return;
    app_session_drop(app);
    app_recent_free(&app->recent);
    session_destroy(app->game);
    app_watch_stop(app);
    app_online_close(app);
    stack_free(&app->screens);
    if (app->under.texture)
        SDL_DestroyTexture(app->under.texture);
    draw_destroy(app->gfx.draw);
    text_destroy(app->gfx.text);
    cards_destroy(app->gfx.cards);
    app_speech_close(&app->voice); /* before SDL goes */
    app_sound_close(&app->sound);
    pads_stop(&app->pads);
    platform_close(&app->platform);
    free(app);
}

/* Text input is on while the top screen has a line the player types in. */
static void follow_typing(App *app)
{
    const Screen *top = stack_top(&app->screens);
    ScreenContext context;
    app_screen_context(app, &context);
    Rect line = {0, 0, 0, 0};
    bool on = top && top->class->typing && top->class->typing(top, &context, &line);
    platform_typing(&app->platform, on, line.x, line.y, line.w, line.h);
}

/* The key caps follow the hand on the controls: a controller's buttons
 * once it is used, the keyboard's letters again at a key, a click, the
 * wheel or a finger.  (A mouse merely moving, which a window coming up
 * under it can do by itself, changes nothing.) */
static void note_caps(App *app, const Command *command)
{
    if (command->type != CMD_KEY && command->type != CMD_POINTER_DOWN && command->type != CMD_WHEEL)
        return;
    if (app->ui.caps == command->from)
        return;
    app->ui.caps = command->from;
    app->dirty = true;
    app->under.table_version++;
}

/* A press by a finger turns the panels' lists to a fingertip's rows, and
 * one by the mouse back: once the press is over, so that nothing moves
 * under it. */
static void note_touch(App *app, const Command *command)
{
    if (command->type != CMD_POINTER_UP || command->finger == app->ui.touch)
        return;
    /* Only the panels' own geometry reads it: the table stays as it is. */
    app->ui.touch = app->layout.touch = command->finger;
    app->dirty = true;
}

static void command(App *app, const Command *command)
{
    note_caps(app, command);
    switch (command->type) {
    case CMD_QUIT:
        app->end.done = true;
        app->end.exit_code = 0;
        return;
    case CMD_RESIZED: app_relayout(app); return;
    case CMD_REDRAW: app->dirty = true; return;
    case CMD_KEY:
        if (app_prefs_key_scale(app, command->key)) /* Ctrl + and Ctrl -, over any screen */
            return;
        break;
    case CMD_NONE: return;
    default: break;
    }
    ScreenContext context;
    app_screen_context(app, &context);
    Intent intent;
    int asker;
    ScreenAnswer answer = stack_handle(&app->screens, &context, command, &intent, &asker);
    if (answer == SCREEN_REDRAW)
        app->dirty = true;
    if (intent.type != INTENT_NONE || intent.then_close)
        app_apply(app, &intent, asker);
    note_touch(app, command);
    follow_typing(app);
}

/* Whether `top` is the screen the finger came down on. */
static bool touched_here(const App *app, const Screen *top)
{
    return top && top->class == app->touched && top->opened_at == app->touched_opened_at;
}

void app_handle_event(App *app, const SDL_Event *event)
{
    Command c[TOUCH_COMMANDS_MAX];
    const Screen *top = stack_top(&app->screens);
    bool was_down = app->touch.down;
    int count = touch_translate(&app->touch, event, &app->platform, top && top->class->panel, c);
    if (!was_down && app->touch.down) {
        app->touched = top ? top->class : NULL;
        app->touched_opened_at = top ? top->opened_at : 0.0;
    }
    /* A panel that closed, or was covered, while the finger was on it
     * does not pass its tap to what is there now. */
    if (count == 2 && c[0].type == CMD_POINTER_DOWN && event->type == SDL_FINGERUP && !touched_here(app, top))
        count = 0;
    if (count == 0 &&
        (pads_translate(&app->pads, event, app->now, &c[0]) || input_translate(event, &app->platform, &c[0])))
        count = 1;
    for (int i = 0; i < count && !app->end.done; i++)
        command(app, &c[i]);
}

void app_pump(App *app)
{
    SDL_Event event;
    while (SDL_PollEvent(&event))
        app_handle_event(app, &event);
}

static bool dragging(const App *app) { return app_table_ui_const(app)->drag.active; }

static bool table_still(const App *app) { return !anim_busy(&app->anim, app->now) && !dragging(app); }

/* A number that changes whenever the game moves on: a hand dealt, a card
 * played, a phase passed. */
static uint32_t progress_of(const Game *game)
{
    return game->hands_dealt * 1000u + game->history_count * 10u + game->phase;
}

static void update_demo(App *app)
{
    const Game *game = session_game(app->game);
    if (game->phase != PHASE_HAND_OVER && game->phase != PHASE_GAME_OVER) {
        app->demo.next_at = 0;
        return;
    }
    if (game->phase == PHASE_GAME_OVER && app_online_on(app))
        return; /* a table plays one game: app_online_update ends it */
    if (app->ui.settled_at < 0)
        return;
    if (app->demo.next_at <= 0) {
        bool over = game->phase == PHASE_GAME_OVER;
        if (over) {
            app->demo.games_done++;
            app->demo.hands_done += game->hands_dealt;
            app->demo.games_won += game->winner == session_player(app->game);
            if (app->config.games > 0 && app->demo.games_done >= app->config.games) {
                char games[16], hands[16], won[16], text[256];
                snprintf(games, sizeof games, "%d", app->demo.games_done);
                snprintf(hands, sizeof hands, "%d", app->demo.hands_done);
                snprintf(won, sizeof won, "%d", app->demo.games_won);
                str_format(text, sizeof text, STR_CLI_DEMO_DONE, games, hands, won);
                printf("%s\n", text);
                app->end.done = true;
                app->end.exit_code = 0;
                return;
            }
        }
        app->demo.next_at = app->now + (app->config.fast ? 0.0 : over ? DEMO_GAME_PAUSE_MS : DEMO_HAND_PAUSE_MS);
    }
    if (app->now >= app->demo.next_at) {
        app->demo.next_at = 0;
        if (game->phase == PHASE_GAME_OVER)
            app_new_game(app);
        else
            session_deal(app->game);
        app_drain_session(app);
    }
}

void app_update(App *app, double dt)
{
    app->now += dt;
    Command held;
    if (pads_repeat(&app->pads, app->now, &held))
        command(app, &held);
    /* What the cards did up to now is heard before anything moves them on. */
    app_sound_update(&app->sound, &app->anim, app->now);
    UiState *ui = &app->ui;
    char damaged[ASSET_PATH_MAX + 64];
    Deck deck;
    if (!app->end.done && cards_damaged(app->gfx.cards, &deck, damaged, sizeof damaged)) {
        if (deck != DECK_STANDARD) {
            app_prefs_drop_deck(app, deck, damaged); /* an optional deck: back to the standard one */
        } else {
            str_format(app->end.error, sizeof app->end.error, STR_FAIL_ASSET_DAMAGED, damaged, NULL, NULL);
            app->end.done = true;
            app->end.exit_code = 1;
            return;
        }
    }

    /* A demo at full speed plays as many moves as it can per step. */
    int rounds = fast_demo(app) ? 200 : 1;
    for (int i = 0; i < rounds && !app->end.done; i++) {
        Session *session = app_session_on(app);
        uint32_t before = progress_of(session_game(session));
        /* In a lesson the opponent waits for the coach's words to be read. */
        session_update(session, app->now, table_still(app) && !app_lesson_holds(app));
        app_drain_session(app);
        app_lesson_update(app);
        if (app->config.autoplay) {
            if (table_still(app) && ui->settled_at < 0)
                ui->settled_at = app->now;
            update_demo(app);
        }
        if (rounds > 1 && session_opponent_turn(session)) {
            session_wait(session);
            continue;
        }
        uint32_t after = progress_of(session_game(session));
        if (before == after && !session_opponent_turn(session))
            break;
    }

    app_online_update(app);
    app_watch_update(app);

    /* The game's ratings go on while a session beside it is played. */
    analysis_update(session_analysis(app->game));
    /* The expert's second look is for the player looking: once the review
     * is closed, the core goes back to the game. */
    if (app->deepening && !stack_has(&app->screens, SCREEN_REVIEW)) {
        analysis_deepen(session_analysis(app_session_on(app)), 0, 0);
        app->deepening = false;
    }

    if (ui->dealing_until > 0 && app->now >= ui->dealing_until) {
        ui->dealing_until = 0;
        app_refresh_buttons(app);
    }
    if (ui->labels_at > 0 && app->now >= ui->labels_at) {
        memcpy(ui->shown_scores, ui->next_scores, sizeof ui->shown_scores);
        memcpy(ui->shown_tricks, ui->next_tricks, sizeof ui->shown_tricks);
        ui->labels_at = 0;
        app->dirty = true;
        app->under.table_version++;
    }
    if (table_still(app)) {
        if (ui->settled_at < 0)
            ui->settled_at = app->now;
    } else {
        ui->settled_at = -1;
    }

    /* The summary and the end of the game come up once the table is still. */
    Phase phase = app->view.phase;
    if ((phase == PHASE_HAND_OVER || phase == PHASE_GAME_OVER) && !ui->summary_seen && ui->settled_at >= 0 &&
        app->now - ui->settled_at >= SUMMARY_DELAY_MS && !fast_demo(app)) {
        ui->summary_seen = true;
        app_sound_result(&app->sound, &app->view);
        if (!stack_has_panel(&app->screens))
            app_open_screen(app, phase == PHASE_GAME_OVER ? SCREEN_GAME_OVER : SCREEN_SUMMARY, 0);
        app_refresh(app, NULL);
    }
    if (ui->flash_until > 0 && app->now >= ui->flash_until) {
        ui->flash_until = 0;
        app->dirty = true;
        app->under.table_version++;
    }
    if (ui->bubble_until > 0 && app->now >= ui->bubble_until) {
        ui->bubble_until = 0;
        app->dirty = true;
        app->under.table_version++;
    }
    if (app->config.screenshot && !app->shot_taken && app->now >= app->config.after_ms)
        app->dirty = true;
    VoiceScene scene;
    app_voice_scene(app, &scene);
    if (app_speech_update(&app->voice, app_speech_wanted(&app->settings, &app->config), &scene))
        app_flash(app, str_get(STR_SPK_UNAVAILABLE), true);
}

/* Something time-based has started and its last frame has not been drawn:
 * an effect that ends between two frames still gets its final frame. */
static bool unfinished(const App *app, double start, double end)
{
    return start > 0 && app->now >= start - 1.0 && app->drawn_at < end;
}

static bool popping(const App *app)
{
    for (int s = 0; s < SEAT_COUNT; s++)
        if (unfinished(app, app->ui.score_pop_at[s], app->ui.score_pop_at[s] + MS_SCORE_POP))
            return true;
    return false;
}

/* The opponent thinking; not while a lesson's opponent waits for the
 * player to read the coach, nor while a friend is away from the table. */
/* The friend has gone from the table, as the link says now: the message
 * line reads the link as it is, and the two must agree. */
static bool friend_gone(const App *app)
{
    if (!app->online.link)
        return false;
    LinkStatus status;
    link_status(app->online.link, &status);
    return status.state == LINK_WAITING && status.opponent_seen;
}

static bool thinking_shown(const App *app)
{
    return !app->config.autoplay && session_opponent_turn(app_session_on(app)) && table_still(app) &&
           app->view.phase != PHASE_HAND_OVER && !app_lesson_holds(app) && !friend_gone(app);
}

/* A lesson's coach lights the move to make with a pulse that then holds
 * still; beneath a panel it is not seen to move. */
static bool coach_pulsing(const App *app)
{
    const Screen *coach = stack_find(&app->screens, SCREEN_COACH);
    return coach && !stack_has_panel(&app->screens) && app->drawn_at < coach_pulse_end(coach);
}

static bool panel_coming_in(const App *app)
{
    const ScreenStack *stack = &app->screens;
    if (!stack_has_panel(stack))
        return false;
    double at = stack->items[stack->count - 1].opened_at;
    return unfinished(app, at, at + PANEL_IN_MS);
}

bool app_needs_frame(const App *app)
{
    const UiState *ui = &app->ui;
    return app->dirty || anim_busy(&app->anim, app->now) || anim_end(&app->anim, 0.0) > app->drawn_at ||
           dragging(app) || popping(app) || thinking_shown(app) || (ui->hint_active && ui->flash_until > app->now) ||
           panel_coming_in(app) || coach_pulsing(app) || unfinished(app, ui->bubble_until - 250.0, ui->bubble_until) ||
           (fast_demo(app) && !app->end.done);
}

enum { DEMO_POLL_MS = 50 };

static void consider(double *best, double at, double now)
{
    if (at > now && (*best < 0 || at - now < *best))
        *best = at - now;
}

double app_idle_wait(const App *app)
{
    if (app_needs_frame(app))
        return 0;
    const UiState *ui = &app->ui;
    double best = -1;
    consider(&best, session_deadline(app_session_on(app)), app->now);
    consider(&best, ui->labels_at, app->now);
    consider(&best, ui->dealing_until, app->now);
    consider(&best, ui->flash_until, app->now);
    consider(&best, ui->bubble_until, app->now);
    consider(&best, app->online.copied_until, app->now);
    consider(&best, app->demo.next_at, app->now);
    consider(&best, app_sound_wake_at(&app->sound, app->now), app->now);
    consider(&best, pads_wake_at(&app->pads), app->now);
    for (int s = 0; s < SEAT_COUNT; s++)
        consider(&best, ui->score_pop_at[s], app->now);
    if (!ui->summary_seen && ui->settled_at >= 0)
        consider(&best, ui->settled_at + SUMMARY_DELAY_MS, app->now);
    if (app->config.screenshot && !app->shot_taken)
        consider(&best, app->config.after_ms + 0.5, app->now);
    /* The demo moves on when the table settles, which no timer marks: it
     * looks at least every 50 ms, even with a screenshot due much later. */
    if (app->config.autoplay && (best < 0 || best > DEMO_POLL_MS))
        best = DEMO_POLL_MS;
    return best;
}

bool app_done(const App *app, int *exit_code)
{
    if (app->end.done && exit_code)
        *exit_code = app->end.exit_code;
    return app->end.done;
}

void app_message(const App *app, char *out, size_t size)
{
    const UiState *ui = &app->ui;
    if (ui->flash_until > app->now && ui->flash[0]) {
        snprintf(out, size, "%s", ui->flash);
        return;
    }
    if (ui->dealing_until > app->now) {
        out[0] = '\0';
        return;
    }
    if (app_online_message(app, out, size))
        return;
    char prompt[UI_TEXT_MAX];
    char name[LINK_NAME_MAX_SHOWN + 8];
    const char *friend = app->online.link ? str_player(app->online.shown.opponent, name, sizeof name) : NULL;
    status_prompt_facing(prompt, sizeof prompt, &app->view, app->config.autoplay, friend);
    if (ui->event_text[0] && app->view.phase != PHASE_GAME_OVER)
        str_format(out, size, STR_MESSAGE_JOIN, ui->event_text, prompt, NULL);
    else
        snprintf(out, size, "%s", prompt);
}

bool app_hand_card_rect(const App *app, Card card, Rect *out)
{
    ScreenContext context;
    app_screen_context(app, &context);
    return table_screen_card_rect(&app->screens.items[0], &context, card, out);
}

/* Whether the table is moving or changing by itself from frame to frame. */
static bool table_quiet(const App *app, double t)
{
    const UiState *ui = &app->ui;
    return !anim_busy(&app->anim, t) && !popping(app) && !thinking_shown(app) && !dragging(app) &&
           !(ui->bubble_until > t) && !(ui->hint_active && ui->flash_until > t);
}

/* The table dimmed under a panel. */
enum { DIM_ALPHA = 110 };

/* The first panel on the stack, or the stack's height.  The screens under
 * it that are no panel (a lesson's coach) are part of the table's picture,
 * and dimmed with it. */
static int first_panel(const App *app)
{
    for (int i = 0; i < app->screens.count; i++)
        if (app->screens.items[i].class->panel)
            return i;
    return app->screens.count;
}

/* The table and what lies on it that is no panel: each screen draws itself. */
static void draw_table(App *app, const ScreenContext *context)
{
    stack_draw_below(&app->screens, first_panel(app), context, &app->gfx);
}

static void draw_dimmed_table(App *app, const ScreenContext *context)
{
    const Layout *l = &app->layout;
    draw_table(app, context);
    draw_shade(app->gfx.draw, (Rect){0, 0, l->width, l->height}, DIM_ALPHA);
}

static void draw_table_layer(App *app, const ScreenContext *context, double t)
{
    SDL_Renderer *renderer = app->platform.renderer;
    if (!stack_has_panel(&app->screens)) {
        draw_table(app, context);
        return;
    }
    if (!table_quiet(app, t) || !app_under_ready(app)) {
        draw_dimmed_table(app, context);
        return;
    }
    if (app->under.drawn_version != app->under.table_version &&
        SDL_SetRenderTarget(renderer, app->under.texture) == 0) {
        draw_dimmed_table(app, context);
        SDL_SetRenderTarget(renderer, NULL);
        app->under.drawn_version = app->under.table_version;
    }
    if (app->under.drawn_version == app->under.table_version)
        SDL_RenderCopy(renderer, app->under.texture, NULL, NULL);
    else
        draw_dimmed_table(app, context);
}

void app_render(App *app, double ahead)
{
    double t = app->now + ahead;
    UiState *ui = &app->ui;
    cards_new_frame(app->gfx.cards);
    cards_prewarm_collect(app->gfx.cards);
    text_new_frame(app->gfx.text);
    draw_new_frame(app->gfx.draw);
    app->gfx.deck = cards_deck(ui->four_colour, ui->high_contrast);

    char message[UI_TEXT_MAX * 2];
    app_message(app, message, sizeof message);
    ScreenContext context;
    app_screen_context(app, &context);
    context.now = t;
    /* A lesson's coach speaks where the message line is. */
    context.message = stack_has(&app->screens, SCREEN_COACH) ? NULL : message;
    context.opponent_thinking = thinking_shown(app);
    context.coach_holds_ring = app_coach_holds_ring(app);
    draw_table_layer(app, &context, t);
    stack_draw(&app->screens, first_panel(app), &context, &app->gfx);

    if (app->config.screenshot && !app->shot_taken && app->now >= app->config.after_ms) {
        char detail[256];
        app->shot_taken = true;
        app->end.done = true;
        if (platform_save_png(&app->platform, app->config.screenshot, detail, sizeof detail)) {
            app->end.exit_code = 0;
        } else {
            char text[512];
            str_format(text, sizeof text, STR_SCREENSHOT_FAILED, app->config.screenshot, detail, NULL);
            fprintf(stderr, "%s\n", text);
            app->end.exit_code = 1;
        }
    }
    if (app->picture_due) {
        app->picture_due = false;
        app_store_picture(app);
    }
    SDL_RenderPresent(app->platform.renderer);
    app->drawn_at = t;
    app->dirty = false;
}

const char *app_error(const App *app) { return app->end.error[0] ? app->end.error : NULL; }
Session *app_session(App *app) { return app_session_on(app); }
struct Audio *app_audio(App *app) { return app->sound.audio; }
bool app_drawing_cards_ahead(App *app) { return cards_prewarm_collect(app->gfx.cards); }
double app_now(const App *app) { return app->now; }
const Anim *app_anim(const App *app) { return &app->anim; }
const ButtonSet *app_buttons(const App *app) { return &app->buttons; }
const Gfx *app_gfx(const App *app) { return &app->gfx; }
const LessonShow *app_lesson_shown(const App *app) { return app_lesson_show(app); }
const CoachQuestion *app_question(const App *app) { return app->coach.on ? &app->coach.question : NULL; }
void app_carry_out(App *app, const Intent *intent) { app_apply(app, intent, -1); }

void app_ask(App *app, const CoachQuestion *question)
{
    app->coach.question = *question;
    app->coach.on = true;
    app_open_screen(app, SCREEN_COACH_ASK, 0);
}
void app_set_scale(App *app, int percent) { app_prefs_set_scale(app, percent, false); }

void app_context(const App *app, ScreenContext *out) { app_screen_context(app, out); }
bool app_opponent_thinking(const App *app) { return thinking_shown(app); }
void app_open(App *app, ScreenId id, int argument) { app_open_screen(app, id, argument); }

void app_close(App *app, ScreenId id)
{
    stack_close_kind(&app->screens, id);
    app_refresh(app, NULL);
}
Analysis *app_analysis(App *app) { return session_analysis(app_session_on(app)); }
const Layout *app_layout(const App *app) { return &app->layout; }
const UiState *app_ui(const App *app) { return &app->ui; }
const char *app_last_announcement(const App *app) { return app->voice.announcer.last; }
const Screen *app_top_screen(const App *app) { return stack_top(&app->screens); }
const Screen *app_screen(const App *app, ScreenId id) { return stack_find(&app->screens, id); }
SDL_Renderer *app_renderer(App *app) { return app->platform.renderer; }

void app_to_window(const App *app, int x, int y, int *wx, int *wy)
{
    const Platform *p = &app->platform;
    if (p->output_w > 0 && p->output_h > 0) {
        *wx = (int)((long long)x * p->window_w / p->output_w);
        *wy = (int)((long long)y * p->window_h / p->output_h);
    } else {
        *wx = x;
        *wy = y;
    }
}
