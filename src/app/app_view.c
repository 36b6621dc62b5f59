/* The table at rest and what the screens see of the app: every change of
 * the game or the interface ends here, in a new target for the animation,
 * new buttons and a new frame. */
#include <stdio.h>
#include <string.h>

#include "app_view.h"
#include "i18n/strings.h"
#include "screens/coach.h"

enum { FLASH_MS = 4500 };

/* Every size a card is drawn at, rasterised ahead in the background: the
 * faces at table size (and lifted, and in the hand summary), the backs at
 * the sizes of the opponent's hand and the piles, and the kings at the size
 * a declared king is shown. */
void app_prewarm_cards(App *app)
{
    const Layout *l = &app->layout;
    int heights[] = {l->card_h, l->opp_h, l->pile_h, l->lifted_h, l->small_card_h, l->center_stage.h};
    CardSet kings = 0;
    for (int s = 0; s < SUIT_COUNT; s++)
        kings |= cardset_of(card_make((Suit)s, RANK_KING));
    CardSet faces[] = {CARDSET_ALL, 0, 0, CARDSET_ALL, CARDSET_ALL, kings};
    /* The cards on the table first. */
    CardSet first = app->view.hand | app->view.discards;
    if (card_is_valid(app->view.turnup))
        first |= cardset_of(app->view.turnup);
    cards_prewarm(app->gfx.cards, cards_deck(app->ui.four_colour, app->ui.high_contrast), heights, faces,
                  (int)(sizeof heights / sizeof heights[0]), first);
}

/* The table dimmed under a panel, kept in a texture while it stays still. */
bool app_under_ready(App *app)
{
    const Layout *l = &app->layout;
    int w = 0, h = 0;
    if (app->under.texture)
        SDL_QueryTexture(app->under.texture, NULL, NULL, &w, &h);
    if (app->under.texture && w == l->width && h == l->height)
        return true;
    if (app->under.texture)
        SDL_DestroyTexture(app->under.texture);
    app->under.texture = SDL_CreateTexture(app->platform.renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                           l->width, l->height);
    app->under.drawn_version = app->under.table_version - 1;
    if (!app->under.texture)
        return false;
    SDL_SetTextureBlendMode(app->under.texture, SDL_BLENDMODE_NONE);
    /* Its memory is touched now rather than when a panel first opens. */
    SDL_Renderer *renderer = app->platform.renderer;
    if (SDL_SetRenderTarget(renderer, app->under.texture) == 0) {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
        SDL_RenderClear(renderer);
        SDL_SetRenderTarget(renderer, NULL);
    }
    return true;
}

TableUi *app_table_ui(App *app) { return app->screens.items[0].state; }
const TableUi *app_table_ui_const(const App *app) { return app->screens.items[0].state; }

void app_screen_context(const App *app, ScreenContext *out)
{
    memset(out, 0, sizeof *out);
    out->layout = &app->layout;
    out->view = &app->view;
    out->ui = &app->ui;
    out->settings = &app->settings;
    out->stats = &app->store.stats;
    out->anim = &app->anim;
    out->buttons = &app->buttons;
    const Session *session = app_session_on(app);
    out->journal = session_journal(session);
    out->analysis = session_analysis(session);
    out->practice_hand = app_session_kind(app) == SESSION_PRACTICE ? app_session_number(app) : 0;
    out->question = app->coach.on ? &app->coach.question : NULL;
    out->lesson = app_lesson_show(app);
    out->autoplay = app->config.autoplay;
    out->now = app->now;
    out->online = app->online.link ? &app->online.shown : NULL;
    out->watch = app->watch.link ? &app->watch.shown : NULL;
    out->table_problem = app->online.problem[0] ? app->online.problem : NULL;
    out->table_problem_serial = app->online.problem_serial;
}

void app_refresh_buttons(App *app)
{
    /* The table as it is now, not as this frame's picture of it: the
     * session may hear of the game's end first, and a key pressed then
     * must find the rematch, not leaving, as the main button. */
    LinkStatus status;
    memset(&status, 0, sizeof status);
    if (app->online.link)
        link_status(app->online.link, &status);
    bool friend_table = app->online.link && !app->aside.session;
    ButtonContext context = {!app->config.autoplay,
                             app->ui.selected,
                             stack_has(&app->screens, SCREEN_SUMMARY) || stack_has(&app->screens, SCREEN_GAME_OVER),
                             app->ui.dealing_until > app->now,
                             BTN_NONE,
                             friend_table,
                             friend_table,
                             app->online.link && !status.opponent_left,
                             app->online.link && !link_at_table(&status)};
    const LessonShow *lesson = app_lesson_show(app);
    if (lesson && lesson->expecting)
        context.advised = buttons_for_action(lesson->expected.type);
    buttons_build(&app->buttons, &app->view, &context);
    /* While the coach's words wait, Space goes on: no decision is the main
     * one until the coach says which. */
    if (lesson && lesson->waiting)
        for (int i = 0; i < app->buttons.count; i++)
            app->buttons.items[i].primary = false;
    TableUi *table = app_table_ui(app);
    if (table->hover_button >= app->buttons.count)
        table->hover_button = -1;
    app->dirty = true;
    app->under.table_version++;
}

bool app_coach_holds_ring(const App *app)
{
    const Screen *coach = stack_find(&app->screens, SCREEN_COACH);
    return coach && coach_ring(coach) != COACH_HIT_NONE;
}

static void build_scene(const App *app, Scene *scene)
{
    ScreenContext context;
    app_screen_context(app, &context);
    SceneUi ui;
    table_screen_scene_ui(&app->screens.items[0], &context, &ui);
    if (app_coach_holds_ring(app))
        ui.focus = CARD_NONE;
    scene_build(scene, &app->view, &app->layout, &ui);
}

void app_refresh(App *app, const AnimEvent *event)
{
    Scene scene;
    build_scene(app, &scene);
    anim_retarget(&app->anim, app->now, &scene, event, &app->layout);
    app_refresh_buttons(app);
}

void app_relayout(App *app)
{
    platform_refresh_size(&app->platform);
    layout_compute_scaled(&app->layout, app->platform.output_w, app->platform.output_h, cards_aspect(app->gfx.cards),
                          (float)app->settings.scale / 100.0f, app->platform.density);
    app->layout.touch = app->ui.touch;
    /* A language read right to left reads the table from the right too. */
    if (str_rtl())
        layout_mirror(&app->layout);
    text_set_layout(app->gfx.text, &app->layout);
    cards_flush(app->gfx.cards);
    app_prewarm_cards(app);
    app_under_ready(app);
    app->under.drawn_version = app->under.table_version - 1; /* a reset renderer loses its contents */
    app->gfx.layout = &app->layout;
    Scene scene;
    build_scene(app, &scene);
    anim_snap(&app->anim, &scene);
    /* Every card is in place at once: a deal in flight has landed. */
    if (app->ui.dealing_until > app->now) {
        app->ui.dealing_until = 0;
        app_refresh_buttons(app);
    }
    app->dirty = true;
}

void app_flash(App *app, const char *text, bool warning)
{
    snprintf(app->ui.flash, sizeof app->ui.flash, "%s", text);
    app->ui.flash_until = app->now + FLASH_MS;
    app->ui.flash_warning = warning;
    app->ui.flash_refused = false;
    announcer_message(&app->voice.announcer, text);
    app->dirty = true;
    app->under.table_version++;
}

void app_sync_screens(App *app)
{
    ScreenContext context;
    app_screen_context(app, &context);
    if (stack_sync(&app->screens, &context))
        app_refresh(app, NULL);
}

void app_open_screen(App *app, ScreenId id, int argument)
{
    /* The hand under review is rated before any other, so its marks come
     * in while the player looks at them; then the expert looks again. */
    int first, end;
    Session *session = app_session_on(app);
    if (id == SCREEN_REVIEW && journal_hand_steps(session_journal(session), argument, &first, &end)) {
        analysis_focus(session_analysis(session), first);
        if (app->config.review_deepens) {
            analysis_deepen(session_analysis(session), first, end);
            app->deepening = true;
        }
    }
    ScreenContext context;
    app_screen_context(app, &context);
    bool had_panel = stack_has_panel(&app->screens);
    if (!stack_push(&app->screens, id, &context, argument))
        return;
    /* The table under a panel answers nothing: none of it stays lit. */
    if (!had_panel && stack_has_panel(&app->screens))
        app->under.table_version++;
    app_refresh(app, NULL);
}

void app_close_panels(App *app)
{
    stack_close_from(&app->screens, 1);
    app->dirty = true;
}

/* A lesson's coach, as the panel reads: the words, the key that goes on
 * while they wait, and a refusal after them, so that a refusal is heard
 * alone; the question before a blunder is its own screen's. */
static void coach_words(const App *app, char *out, size_t size)
{
    out[0] = '\0';
    const LessonShow *show = app_lesson_show(app);
    if (!show)
        return;
    const char *key = show->waiting ? str_get(STR_SPK_KEY_GO_ON) : "";
    /* Cut at the buffer's end if ever that long: the words come first. */
    if (snprintf(out, size, "%s%s%s%s%s", show->words, key[0] ? " " : "", key, show->warning[0] ? " " : "",
                 show->warning) < 0)
        out[0] = '\0';
}

void app_voice_scene(const App *app, VoiceScene *out)
{
    memset(out, 0, sizeof *out);
    out->view = &app->view;
    out->buttons = &app->buttons;
    out->autoplay = app->config.autoplay;
    out->settled = app->ui.dealing_until <= app->now;
    const TableUi *table = app_table_ui_const(app);
    out->focus = table->keyboard ? table->focus : CARD_NONE;
    out->selected = app->ui.selected;
    coach_words(app, out->coach, sizeof out->coach);
    const Screen *top = stack_top(&app->screens);
    if (top && top->class->speak) {
        ScreenContext context;
        app_screen_context(app, &context);
        top->class->speak(top, &context, &out->screen);
    }
}
