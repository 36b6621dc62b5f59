#include "app_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "screens/overlay_rules.h"
#include "screens/screens.h"
#include "ui/status.h"
#include "i18n/strings.h"
#include "render/table.h"

enum {
    SUMMARY_DELAY_MS = 450,  /* the last trick lands, then the summary */
    DEMO_HAND_PAUSE_MS = 2600,
    DEMO_GAME_PAUSE_MS = 4000,
    FLASH_MS = 4500,
    BUBBLE_MS = 1600,
    OVERLAY_IN_MS = 180
};

void app_config_defaults(AppConfig *config)
{
    memset(config, 0, sizeof *config);
    config->preset = PRESET_STANDARD;
    config->level = AI_NORMAL;
    config->width = 1280;
    config->height = 800;
    config->speed = SPEED_NORMAL;
    config->pace_min_ms = 400;
    config->pace_max_ms = 700;
}

static uint64_t fresh_seed(void)
{
    return rng_mix((uint64_t)time(NULL), SDL_GetPerformanceCounter());
}

static bool fast_demo(const App *app) { return app->config.autoplay && app->config.fast; }

/* Every size a card is drawn at, rasterised ahead in the background: the
 * faces at table size (and lifted, and in the hand summary), the backs at
 * the sizes of the opponent's hand and the piles, and the kings at the size
 * a declared king is shown. */
void app_prewarm_cards(App *app)
{
    const Layout *l = &app->layout;
    int heights[] = {l->card_h, l->opp_h, l->pile_h, l->lifted_h, l->small_card_h,
                     l->center_stage.h};
    CardSet kings = 0;
    for (int s = 0; s < SUIT_COUNT; s++)
        kings |= cardset_of(card_make((Suit)s, RANK_KING));
    CardSet faces[] = {CARDSET_ALL, 0, 0, CARDSET_ALL, CARDSET_ALL, kings};
    /* The cards on the table first. */
    CardSet first = app->view.hand | app->view.discards;
    if (card_is_valid(app->view.turnup))
        first |= cardset_of(app->view.turnup);
    cards_prewarm(app->cards, app->ui.four_colour ? DECK_FOUR_COLOUR : DECK_STANDARD, heights, faces,
                  (int)(sizeof heights / sizeof heights[0]), first);
}

/* The table dimmed under an overlay, kept in a texture while it stays
 * still. */
enum { DIM_ALPHA = 110 };

static bool under_ready(App *app)
{
    const Layout *l = &app->layout;
    int w = 0, h = 0;
    if (app->under)
        SDL_QueryTexture(app->under, NULL, NULL, &w, &h);
    if (app->under && w == l->width && h == l->height)
        return true;
    if (app->under)
        SDL_DestroyTexture(app->under);
    app->under = SDL_CreateTexture(app->platform.renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                   l->width, l->height);
    app->under_version = app->table_version - 1;
    if (!app->under)
        return false;
    SDL_SetTextureBlendMode(app->under, SDL_BLENDMODE_NONE);
    /* Its memory is touched now rather than when an overlay first opens. */
    SDL_Renderer *renderer = app->platform.renderer;
    if (SDL_SetRenderTarget(renderer, app->under) == 0) {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
        SDL_RenderClear(renderer);
        SDL_SetRenderTarget(renderer, NULL);
    }
    return true;
}

static void refresh_buttons(App *app)
{
    ButtonContext context = {!app->config.autoplay, app->ui.selected,
                             app->ui.overlay == OVERLAY_SUMMARY || app->ui.overlay == OVERLAY_GAME_OVER,
                             app->ui.dealing_until > app->now};
    buttons_build(&app->buttons, &app->view, &context);
    if (app->ui.hover_button >= app->buttons.count)
        app->ui.hover_button = -1;
    app->dirty = true;
    app->table_version++;
}

void app_relayout(App *app)
{
    platform_refresh_size(&app->platform);
    layout_compute(&app->layout, app->platform.output_w, app->platform.output_h, cards_aspect(app->cards));
    text_set_layout(app->text, &app->layout);
    cards_flush(app->cards);
    app_prewarm_cards(app);
    under_ready(app);
    app->under_version = app->table_version - 1; /* a reset renderer loses its contents */
    app->gfx.layout = &app->layout;
    SceneUi ui;
    app_scene_ui(app, &ui);
    Scene scene;
    scene_build(&scene, &app->view, &app->layout, &ui);
    anim_snap(&app->anim, &scene);
    /* Every card is in place at once: a deal in flight has landed. */
    if (app->ui.dealing_until > app->now) {
        app->ui.dealing_until = 0;
        refresh_buttons(app);
    }
    app->dirty = true;
}

void app_refresh(App *app, const AnimEvent *event)
{
    SceneUi ui;
    app_scene_ui(app, &ui);
    Scene scene;
    scene_build(&scene, &app->view, &app->layout, &ui);
    anim_retarget(&app->anim, app->now, &scene, event, &app->layout);
    refresh_buttons(app);
}

void app_flash(App *app, const char *text, bool warning)
{
    snprintf(app->ui.flash, sizeof app->ui.flash, "%s", text);
    app->ui.flash_until = app->now + FLASH_MS;
    app->ui.flash_warning = warning;
    app->dirty = true;
    app->table_version++;
}

static void say(App *app, const SeatView *before, const SeatView *after, uint8_t actor, Action action)
{
    char number[8];
    StringId id;
    switch (action.type) {
    case ACTION_PROPOSE: id = STR_SAY_PROPOSE; break;
    case ACTION_STAND: id = STR_SAY_STAND; break;
    case ACTION_ACCEPT: id = STR_SAY_ACCEPT; break;
    case ACTION_REFUSE: id = STR_SAY_REFUSE; break;
    case ACTION_DECLARE: id = STR_SAY_DECLARE; break;
    case ACTION_DISCARD: {
        int count = after->exchanged[actor] - before->exchanged[actor];
        snprintf(number, sizeof number, "%d", count);
        id = count == 0 ? STR_SAY_KEEP : count == 1 ? STR_SAY_EXCHANGE_1 : STR_SAY_EXCHANGE_N;
        break;
    }
    case ACTION_PLAY:
    default: return;
    }
    str_format(app->ui.bubble, sizeof app->ui.bubble, id, number, NULL, NULL);
    app->ui.bubble_until = app->now + BUBBLE_MS * (app->anim.factor > 0 ? app->anim.factor : 0.5);
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

static void on_event(App *app, const CtrlEvent *event)
{
    uint8_t you = controller_human(app->controller);
    SeatView before, after;
    game_view(&event->before, you, &before);
    game_view(&event->after, you, &after);
    UiState *ui = &app->ui;

    switch (event->kind) {
    case CTRL_DEALT: {
        app->view = after;
        ui->selected = 0;
        ui->hint_active = false;
        ui->summary_seen = false;
        ui->focus = CARD_NONE;
        ui->flash_until = 0;
        if (ui->overlay == OVERLAY_SUMMARY || ui->overlay == OVERLAY_GAME_OVER)
            ui->overlay = OVERLAY_NONE;
        status_dealt(ui->event_text, sizeof ui->event_text, &after);
        if (after.hands_dealt == 1) {
            memset(ui->shown_scores, 0, sizeof ui->shown_scores);
            memset(ui->next_scores, 0, sizeof ui->next_scores);
        }
        memset(ui->shown_tricks, 0, sizeof ui->shown_tricks);
        AnimEvent anim_event = {.kind = ANIM_EV_DEAL, .before = &before, .after = &after,
                               .actor = event->actor, .action = event->action};
        ui->dealing_until = 0;
        app_refresh(app, &anim_event);
        /* Decisions and words wait for the cards to land. */
        ui->dealing_until = anim_end(&app->anim, app->now);
        refresh_buttons(app);
        schedule_labels(app);
        app_save_game(app);
        break;
    }
    case CTRL_ACTED: {
        app->view = after;
        if (after.phase != PHASE_DISCARD || after.to_act != you)
            ui->selected = 0;
        ui->hint_active = false;
        ui->flash_until = 0;
        if (event->actor != you)
            say(app, &before, &after, event->actor, event->action);
        status_event(ui->event_text, sizeof ui->event_text, &before, &after, event->actor, event->action);
        if (ui->focus != CARD_NONE && !cardset_has(after.hand, ui->focus))
            ui->focus = CARD_NONE;
        AnimEvent anim_event = {.kind = ANIM_EV_ACTION, .before = &before, .after = &after,
                               .actor = event->actor, .action = event->action};
        if (app->drop_valid && event->action.type == ACTION_PLAY &&
            app->drop_key == KEY_CARD + event->action.card) {
            anim_event.has_origin = true;
            anim_event.origin_key = app->drop_key;
            anim_event.origin = app->drop_pose;
        }
        app->drop_valid = false;
        app_refresh(app, &anim_event);
        schedule_labels(app);
        app_store_record(app, &event->before, &event->after);
        app_save_game(app);
        break;
    }
    case CTRL_HINT: {
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
    case CTRL_FAILED: {
        char action[ACTION_TEXT_MAX], text[UI_TEXT_MAX];
        action_format(event->action, action);
        str_format(text, sizeof text, STR_FAIL_AI, action, NULL, NULL);
        fprintf(stderr, "%s\n", text);
        app_flash(app, text, true);
        if (app->config.autoplay) {
            app->done = true;
            app->exit_code = 1;
        }
        break;
    }
    }
}

/* With the setting on, the player's king of trumps is declared for them. */
static bool auto_declare(App *app)
{
    const Game *game = controller_game(app->controller);
    uint8_t you = controller_human(app->controller);
    if (!app->settings.auto_declare || app->config.autoplay || game->to_act != you)
        return false;
    if (game_check(game, action_declare(), NULL) != RULE_OK)
        return false;
    return controller_submit(app->controller, action_declare(), NULL) == SUBMIT_OK;
}

void app_drain_controller(App *app)
{
    static CtrlEvent event; /* two Games: kept off the stack */
    do {
        while (controller_poll(app->controller, &event))
            on_event(app, &event);
    } while (auto_declare(app));
}

void app_close_overlay(App *app)
{
    app->ui.overlay = OVERLAY_NONE;
    app->ui.confirm = CONFIRM_NONE;
    app->ui.menu_hover = -1;
    app_refresh(app, NULL);
}

void app_new_game(App *app)
{
    uint64_t seed = app->config.seed_given ? app->next_seed++ : fresh_seed();
    app->ui.overlay = OVERLAY_NONE;
    app->ui.selected = 0;
    app->ui.hint_active = false;
    app->ui.confirm = CONFIRM_NONE;
    controller_set_next(app->controller, &app->settings.options, app->settings.level);
    app->game_preset = app->settings.preset;
    controller_new_game(app->controller, seed);
    app_drain_controller(app);
}

App *app_create(const AppConfig *config, char *err, size_t size)
{
    App *app = calloc(1, sizeof *app);
    if (!app) {
        snprintf(err, size, "out of memory");
        return NULL;
    }
    app->config = *config;
    char detail[1024];
    static SaveGame save;
    bool resume = app_store_load(app, &save);
    app_prefs_apply_language(app);

    /* The art first: a broken install should say so before any window. */
    if (!assets_find_data_dir(app->data_dir, sizeof app->data_dir, detail, sizeof detail)) {
        str_format(err, size, STR_FAIL_ASSETS, "cards/back.svg", detail, NULL);
        free(app);
        return NULL;
    }
    bool missing = false;
    app->cards = cards_create(app->data_dir, &missing, detail, sizeof detail);
    if (!app->cards) {
        str_format(err, size, missing ? STR_FAIL_ASSET_MISSING : STR_FAIL_ASSET_DAMAGED, detail, NULL, NULL);
        free(app);
        return NULL;
    }
    PlatformOptions options = {str_get(STR_TITLE), config->width, config->height, config->hidden};
    if (!platform_open(&app->platform, &options, detail, sizeof detail)) {
        str_format(err, size, STR_FAIL_SDL, detail, NULL, NULL);
        cards_destroy(app->cards);
        free(app);
        return NULL;
    }
    cards_attach(app->cards, app->platform.renderer);
    char regular[ASSET_PATH_MAX], bold[ASSET_PATH_MAX];
    assets_font_path(false, regular, sizeof regular);
    assets_font_path(true, bold, sizeof bold);
    app->text = text_create(app->platform.renderer, regular, bold, detail, sizeof detail);
    if (!app->text) {
        char *bar = strchr(detail, '|');
        const char *why = "";
        if (bar) {
            *bar = '\0';
            why = bar + 1;
        }
        str_format(err, size, STR_FAIL_FONT, detail, why, NULL);
        app_destroy(app);
        return NULL;
    }
    app->draw = draw_create(app->platform.renderer);
    void *icon;
    size_t icon_size;
    if (assets_load(app->data_dir, "icon/ecarte.svg", &icon, &icon_size)) {
        platform_set_icon(&app->platform, icon, icon_size);
        SDL_free(icon);
    }

    UiState *ui = &app->ui;
    ui->hover = CARD_NONE;
    ui->focus = CARD_NONE;
    ui->hover_button = ui->pressed_button = -1;
    ui->menu_hover = -1;
    ui->speed = fast_demo(app) ? SPEED_INSTANT : (AnimSpeed)app->settings.animation;
    ui->settled_at = -1;
    anim_init(&app->anim, ui->speed);
    if (app->settings.four_colour) {
        if (cards_load_four_colour(app->cards, detail, sizeof detail)) {
            ui->four_colour = true;
        } else {
            char text[UI_TEXT_MAX];
            str_format(text, sizeof text, STR_FOUR_COLOUR_DAMAGED, detail, NULL, NULL);
            app_flash(app, text, true);
        }
    }
    app->gfx = (Gfx){app->platform.renderer, app->draw, app->text, app->cards,
                     ui->four_colour ? DECK_FOUR_COLOUR : DECK_STANDARD, &app->layout};

    ControllerConfig cc;
    memset(&cc, 0, sizeof cc);
    cc.options = app->settings.options;
    cc.seed = config->seed;
    cc.level = app->settings.level;
    cc.human_seat = 0;
    cc.autoplay = config->autoplay;
    cc.threaded = !config->sync_ai;
    cc.wake_event = app->platform.wake_event;
    cc.pace_min_ms = fast_demo(app) ? 0 : config->pace_min_ms;
    cc.pace_max_ms = fast_demo(app) ? 0 : config->pace_max_ms;
    app->controller = controller_create(&cc);
    if (!app->controller) {
        snprintf(err, size, "out of memory");
        app_destroy(app);
        return NULL;
    }
    app->next_seed = config->seed;
    app_prefs_apply_start(app);
    if (resume) {
        /* The table exactly as it was; the computer, if it was to act,
         * works out the same move again. */
        controller_restore(app->controller, &save.game, save.level);
        app->game_preset = save.preset;
        app->resumed = true;
        uint8_t you = controller_human(app->controller);
        game_view(controller_game(app->controller), you, &app->view);
        for (int s = 0; s < SEAT_COUNT; s++) {
            ui->shown_scores[s] = ui->next_scores[s] = app->view.scores[s];
            ui->shown_tricks[s] = ui->next_tricks[s] = app->view.tricks[s];
        }
        app_relayout(app);
        app_refresh(app, NULL);
        app_flash(app, str_get(STR_GAME_RESUMED), false);
    } else {
        game_view(controller_game(app->controller), 0, &app->view);
        app_relayout(app);
        app_new_game(app);
        app_prewarm_cards(app); /* again, the first hand's cards first */
    }
    if (app->store_message[0])
        app_flash(app, app->store_message, true);
    return app;
}

void app_destroy(App *app)
{
    if (!app)
        return;
    controller_destroy(app->controller);
    if (app->under)
        SDL_DestroyTexture(app->under);
    draw_destroy(app->draw);
    text_destroy(app->text);
    cards_destroy(app->cards);
    platform_close(&app->platform);
    free(app);
}

void app_handle_event(App *app, const SDL_Event *event)
{
    Command command;
    if (input_translate(event, &app->platform, &command))
        app_command(app, &command);
}

void app_pump(App *app)
{
    SDL_Event event;
    while (SDL_PollEvent(&event))
        app_handle_event(app, &event);
}

static bool table_still(const App *app) { return !anim_busy(&app->anim, app->now) && !app->ui.drag.active; }

/* A number that changes whenever the game moves on: a hand dealt, a card
 * played, a phase passed. */
static uint32_t progress_of(const Game *game)
{
    return game->hands_dealt * 1000u + game->history_count * 10u + game->phase;
}

static void update_demo(App *app)
{
    const Game *game = controller_game(app->controller);
    if (game->phase != PHASE_HAND_OVER && game->phase != PHASE_GAME_OVER) {
        app->autoplay_at = 0;
        return;
    }
    if (app->ui.settled_at < 0)
        return;
    if (app->autoplay_at <= 0) {
        bool over = game->phase == PHASE_GAME_OVER;
        if (over) {
            app->games_done++;
            app->hands_done += game->hands_dealt;
            app->games_won += game->winner == controller_human(app->controller);
            if (app->config.games > 0 && app->games_done >= app->config.games) {
                char games[16], hands[16], won[16], text[256];
                snprintf(games, sizeof games, "%d", app->games_done);
                snprintf(hands, sizeof hands, "%d", app->hands_done);
                snprintf(won, sizeof won, "%d", app->games_won);
                str_format(text, sizeof text, STR_CLI_DEMO_DONE, games, hands, won);
                printf("%s\n", text);
                app->done = true;
                app->exit_code = 0;
                return;
            }
        }
        app->autoplay_at = app->now + (app->config.fast ? 0.0 : over ? DEMO_GAME_PAUSE_MS : DEMO_HAND_PAUSE_MS);
    }
    if (app->now >= app->autoplay_at) {
        app->autoplay_at = 0;
        if (game->phase == PHASE_GAME_OVER)
            app_new_game(app);
        else
            controller_deal(app->controller);
        app_drain_controller(app);
    }
}

void app_update(App *app, double dt)
{
    app->now += dt;
    UiState *ui = &app->ui;
    char damaged[ASSET_PATH_MAX + 64];
    Deck deck;
    if (!app->done && cards_damaged(app->cards, &deck, damaged, sizeof damaged)) {
        if (deck == DECK_FOUR_COLOUR) {
            /* An optional deck: back to the standard one, and say why. */
            char text[UI_TEXT_MAX];
            str_format(text, sizeof text, STR_FOUR_COLOUR_DAMAGED, damaged, NULL, NULL);
            cards_drop_four_colour(app->cards);
            ui->four_colour = false;
            app_prewarm_cards(app);
            app_flash(app, text, true);
        } else {
            str_format(app->error, sizeof app->error, STR_FAIL_ASSET_DAMAGED, damaged, NULL, NULL);
            app->done = true;
            app->exit_code = 1;
            return;
        }
    }

    /* A demo at full speed plays as many moves as it can per step. */
    int rounds = fast_demo(app) ? 200 : 1;
    for (int i = 0; i < rounds && !app->done; i++) {
        uint32_t before = progress_of(controller_game(app->controller));
        controller_update(app->controller, app->now, table_still(app));
        app_drain_controller(app);
        if (app->config.autoplay) {
            if (table_still(app) && ui->settled_at < 0)
                ui->settled_at = app->now;
            update_demo(app);
        }
        if (rounds > 1 && controller_ai_turn(app->controller)) {
            controller_wait(app->controller);
            continue;
        }
        uint32_t after = progress_of(controller_game(app->controller));
        if (before == after && !controller_ai_turn(app->controller))
            break;
    }

    if (ui->dealing_until > 0 && app->now >= ui->dealing_until) {
        ui->dealing_until = 0;
        refresh_buttons(app);
    }
    if (ui->labels_at > 0 && app->now >= ui->labels_at) {
        memcpy(ui->shown_scores, ui->next_scores, sizeof ui->shown_scores);
        memcpy(ui->shown_tricks, ui->next_tricks, sizeof ui->shown_tricks);
        ui->labels_at = 0;
        app->dirty = true;
        app->table_version++;
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
        if (ui->overlay == OVERLAY_NONE) {
            ui->overlay = phase == PHASE_GAME_OVER ? OVERLAY_GAME_OVER : OVERLAY_SUMMARY;
            ui->overlay_at = app->now;
            ui->menu_hover = -1;
        }
        app_refresh(app, NULL);
    }
    if (ui->flash_until > 0 && app->now >= ui->flash_until) {
        ui->flash_until = 0;
        app->dirty = true;
        app->table_version++;
    }
    if (ui->bubble_until > 0 && app->now >= ui->bubble_until) {
        ui->bubble_until = 0;
        app->dirty = true;
        app->table_version++;
    }
    if (app->config.screenshot && !app->shot_taken && app->now >= app->config.after_ms)
        app->dirty = true;
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

static bool thinking_shown(const App *app)
{
    return !app->config.autoplay && controller_ai_turn(app->controller) && table_still(app) &&
           app->view.phase != PHASE_HAND_OVER;
}

bool app_needs_frame(const App *app)
{
    const UiState *ui = &app->ui;
    return app->dirty || anim_busy(&app->anim, app->now) || anim_end(&app->anim, 0.0) > app->drawn_at ||
           ui->drag.active || popping(app) || thinking_shown(app) ||
           (ui->hint_active && ui->flash_until > app->now) ||
           (ui->overlay != OVERLAY_NONE && unfinished(app, ui->overlay_at, ui->overlay_at + OVERLAY_IN_MS)) ||
           unfinished(app, ui->bubble_until - 250.0, ui->bubble_until) || (fast_demo(app) && !app->done);
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
    consider(&best, controller_deadline(app->controller), app->now);
    consider(&best, ui->labels_at, app->now);
    consider(&best, ui->dealing_until, app->now);
    consider(&best, ui->flash_until, app->now);
    consider(&best, ui->bubble_until, app->now);
    consider(&best, app->autoplay_at, app->now);
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
    if (app->done && exit_code)
        *exit_code = app->exit_code;
    return app->done;
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
    char prompt[UI_TEXT_MAX];
    status_prompt(prompt, sizeof prompt, &app->view, app->config.autoplay);
    if (ui->event_text[0] && app->view.phase != PHASE_GAME_OVER)
        str_format(out, size, STR_MESSAGE_JOIN, ui->event_text, prompt, NULL);
    else
        snprintf(out, size, "%s", prompt);
}

static void dragged_pose(const App *app, Sprite *sprite)
{
    const Drag *drag = &app->ui.drag;
    sprite->pose.x = (float)drag->x - drag->grab_dx;
    sprite->pose.y = (float)drag->y - drag->grab_dy;
    sprite->pose.w = (float)app->layout.lifted_w;
    sprite->pose.h = (float)app->layout.lifted_h;
    sprite->pose.face = 1.0f;
    sprite->pose.alpha = 1.0f;
    sprite->pose.angle = 0.0f;
    sprite->z = Z_DRAGGED;
    sprite->flags |= SPRITE_LIFTED;
}

/* The frame at time t: the animation's sample with the dragged card on the
 * pointer. */
static void frame_scene(const App *app, double t, Scene *scene)
{
    anim_sample(&app->anim, t, scene);
    if (app->ui.drag.active) {
        for (int i = 0; i < scene->count; i++)
            if (scene->sprites[i].key == KEY_CARD + app->ui.drag.card)
                dragged_pose(app, &scene->sprites[i]);
    }
}

bool app_hand_card_rect(const App *app, Card card, Rect *out)
{
    Scene scene;
    frame_scene(app, app->now, &scene);
    for (int i = 0; i < scene.count; i++) {
        if (scene.sprites[i].key == KEY_CARD + card) {
            *out = pose_rect(&scene.sprites[i].pose);
            return cardset_has(app->view.hand, card);
        }
    }
    return false;
}

static float pop_of(const App *app, int seat)
{
    double at = app->ui.score_pop_at[seat];
    if (at <= 0 || app->now < at)
        return -1.0f;
    double t = (app->now - at) / MS_SCORE_POP;
    return t >= 1.0 ? -1.0f : (float)t;
}

/* Whether the table is moving or changing by itself from frame to frame. */
static bool table_quiet(const App *app, double t)
{
    const UiState *ui = &app->ui;
    return !anim_busy(&app->anim, t) && !popping(app) && !thinking_shown(app) && !ui->drag.active &&
           !(ui->bubble_until > t) && !(ui->hint_active && ui->flash_until > t);
}

static void draw_dimmed_table(App *app, const TableInfo *info)
{
    const Layout *l = &app->layout;
    table_draw(&app->gfx, info);
    draw_shade(app->draw, (Rect){0, 0, l->width, l->height}, DIM_ALPHA);
}

static void draw_table_layer(App *app, const TableInfo *info, double t)
{
    SDL_Renderer *renderer = app->platform.renderer;
    if (app->ui.overlay == OVERLAY_NONE) {
        table_draw(&app->gfx, info);
        return;
    }
    if (!table_quiet(app, t) || !under_ready(app)) {
        draw_dimmed_table(app, info);
        return;
    }
    if (app->under_version != app->table_version && SDL_SetRenderTarget(renderer, app->under) == 0) {
        draw_dimmed_table(app, info);
        SDL_SetRenderTarget(renderer, NULL);
        app->under_version = app->table_version;
    }
    if (app->under_version == app->table_version)
        SDL_RenderCopy(renderer, app->under, NULL, NULL);
    else
        draw_dimmed_table(app, info);
}

void app_render(App *app, double ahead)
{
    double t = app->now + ahead;
    UiState *ui = &app->ui;
    cards_new_frame(app->cards);
    cards_prewarm_collect(app->cards);
    text_new_frame(app->text);
    draw_new_frame(app->draw);
    app->gfx.deck = ui->four_colour ? DECK_FOUR_COLOUR : DECK_STANDARD;

    Scene scene;
    frame_scene(app, t, &scene);
    table_sort(&scene);

    char message[UI_TEXT_MAX * 2];
    app_message(app, message, sizeof message);
    TableInfo info;
    memset(&info, 0, sizeof info);
    info.view = &app->view;
    info.scene = &scene;
    info.now = t;
    uint8_t you = app->view.seat;
    for (int s = 0; s < SEAT_COUNT; s++) {
        info.scores[s] = ui->shown_scores[s];
        info.tricks[s] = ui->shown_tricks[s];
        info.score_pop[s] = pop_of(app, s);
    }
    info.stock_count = app->view.stock_count + anim_stock_pending(&app->anim, t);
    info.buttons = &app->buttons;
    info.hover_button = ui->hover_button;
    info.pressed_button = ui->pressed_button;
    info.glow_button = BTN_NONE;
    if (ui->hint_active) {
        switch (ui->hint.type) {
        case ACTION_PROPOSE: info.glow_button = BTN_PROPOSE; break;
        case ACTION_STAND: info.glow_button = BTN_STAND; break;
        case ACTION_ACCEPT: info.glow_button = BTN_ACCEPT; break;
        case ACTION_REFUSE: info.glow_button = BTN_REFUSE; break;
        case ACTION_DISCARD: info.glow_button = BTN_EXCHANGE; break;
        case ACTION_DECLARE: info.glow_button = BTN_DECLARE; break;
        default: break;
        }
    }
    info.hover_chrome = ui->hover_chrome;
    info.message = message;
    info.message_warning = ui->flash_until > app->now && ui->flash_warning;
    info.bubble = ui->bubble;
    info.bubble_alpha = ui->bubble_until > t ? (float)fmin(1.0, (ui->bubble_until - t) / 250.0) : 0.0f;
    info.thinking = thinking_shown(app);
    info.show_guide = !app->config.autoplay && app->view.phase == PHASE_PLAY && app->view.to_act == you &&
                      !(app->view.trick_size == 1 && app->view.leader == you);
    info.dragging = ui->drag.active;
    draw_table_layer(app, &info, t);

    float appear = (float)fmin(1.0, (app->now - ui->overlay_at) / OVERLAY_IN_MS);
    if (appear < 0)
        appear = 1;
    switch (ui->overlay) {
    case OVERLAY_HELP:
        ui->help_scroll_max = overlay_rules_draw(&app->gfx, &app->view.options, ui->help_scroll, ui->menu_hover == 0);
        if (ui->help_scroll > ui->help_scroll_max)
            ui->help_scroll = ui->help_scroll_max;
        break;
    case OVERLAY_MENU:
        screens_draw_menu(&app->gfx, ui->menu_hover, ui->four_colour, ui->speed);
        break;
    case OVERLAY_SUMMARY: screens_draw_summary(&app->gfx, &app->view, ui->menu_hover == 0, appear, t); break;
    case OVERLAY_GAME_OVER: screens_draw_game_over(&app->gfx, &app->view, ui->menu_hover == 0, appear, t); break;
    case OVERLAY_SETTINGS:
    case OVERLAY_STATISTICS: app_prefs_draw(app); break;
    case OVERLAY_NONE: break;
    }

    if (app->config.screenshot && !app->shot_taken && app->now >= app->config.after_ms) {
        char detail[256];
        app->shot_taken = true;
        app->done = true;
        if (platform_save_png(&app->platform, app->config.screenshot, detail, sizeof detail)) {
            app->exit_code = 0;
        } else {
            char text[512];
            str_format(text, sizeof text, STR_SCREENSHOT_FAILED, app->config.screenshot, detail, NULL);
            fprintf(stderr, "%s\n", text);
            app->exit_code = 1;
        }
    }
    SDL_RenderPresent(app->platform.renderer);
    app->drawn_at = t;
    app->dirty = false;
}

const char *app_error(const App *app) { return app->error[0] ? app->error : NULL; }
struct Controller *app_controller(App *app) { return app->controller; }
const Layout *app_layout(const App *app) { return &app->layout; }
const UiState *app_ui(const App *app) { return &app->ui; }
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

