/* A monkey at the window: the real app, under the dummy video driver, gets
 * thousands of random but well-formed SDL events from a fixed seed (clicks
 * and double-clicks anywhere and on the cards and buttons, drags that end
 * anywhere, every key the game knows and some it does not, the wheel,
 * resizes from the smallest window up, focus lost, minimised and restored)
 * while the computer answers at once.  After every event the game on the
 * table is one the rules could be in, every step of its journal replays
 * through the rules to it (so no illegal action reached the core), and the
 * files in the data folder read back; a program that quits is started
 * again, and resumes its saved game.
 *
 * CTest runs a short walk.  A long one, with its own number of events and
 * seed:  test_app_monkey EVENTS [SEED]. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "ecarte/savegame.h"
#include "ecarte/settings.h"
#include "ecarte/statistics.h"
#include "ecarte/store.h"
#include "fuzz_support.h"
#include "screens/confirm.h"
#include "screens/menu.h"

enum { SHORT_WALK = 3000 };

static long walk_events = SHORT_WALK;
static uint64_t walk_seed = 1;

typedef struct Monkey {
    Rng rng;
    AppConfig config;
    App *app;
    char dir[128];
    long event;
    /* What the walk did, for its last line. */
    long frames, restarts, steps_replayed, hands, games;
    long on_screen[SCREEN_COUNT]; /* events that found each screen on top */
} Monkey;

static Game last_game;
static uint64_t last_start; /* the journal's start, as a digest of its record */
static int last_count;

static void fail_at(const Monkey *m, const char *what, const char *detail)
{
    fail_msg("event %ld (seed %llu): %s%s%s", m->event, (unsigned long long)walk_seed, what, detail ? ": " : "",
             detail ? detail : "");
}

static int below(Monkey *m, int bound) { return (int)rng_below(&m->rng, (uint32_t)bound); }

static void open_app(Monkey *m, bool resume)
{
    m->config.seed_given = !resume;
    m->app = support_open(&m->config);
}

/* ---- the events ---------------------------------------------------------- */

/* Somewhere to point at: anywhere in the window, on a card of the hand,
 * on a button of the row, or on the player's trick slot. */
static void any_point(Monkey *m, int *x, int *y)
{
    const Layout *layout = app_layout(m->app);
    const Game *game = support_game(m->app);
    CardSet hand = game->hands[session_player(app_session(m->app))];
    int kind = below(m, 10);
    Rect rect;
    /* On the menu or a question, often one of its items: that is the way
     * to the screens behind them, and to quitting. */
    ScreenId top = support_top(m->app);
    if (top == SCREEN_MENU && kind < 5) {
        rect = menu_item(layout, below(m, MENU_COUNT));
        kind = 10;
    } else if (top == SCREEN_CONFIRM && kind < 5) {
        rect = below(m, 2) ? confirm_yes(layout) : confirm_no(layout);
        kind = 10;
    }
    if (kind == 10) {
        *x = rect.x + below(m, rect.w > 0 ? rect.w : 1);
        *y = rect.y + below(m, rect.h > 0 ? rect.h : 1);
        return;
    }
    if (kind < 3 && hand) {
        Card cards[CARD_COUNT];
        int count = 0;
        for (CardSet rest = hand; rest; rest = cardset_without_lowest(rest))
            cards[count++] = cardset_lowest(rest);
        Card card = cards[below(m, count)];
        if (app_hand_card_rect(m->app, card, &rect)) {
            *x = rect.x + 1 + below(m, rect.w > 2 ? rect.w - 2 : 1);
            *y = rect.y + 1 + below(m, rect.h > 2 ? rect.h - 2 : 1);
            return;
        }
    }
    if (kind < 6) {
        int count = 1 + below(m, LAYOUT_BUTTONS_MAX);
        rect = layout_button(layout, count, below(m, count));
    } else if (kind < 7) {
        rect = layout->trick_slot[SIDE_YOU];
    } else {
        rect = (Rect){0, 0, layout->width, layout->height};
    }
    *x = rect.x + below(m, rect.w > 0 ? rect.w : 1);
    *y = rect.y + below(m, rect.h > 0 ? rect.h : 1);
}

static void click(Monkey *m)
{
    int x, y;
    any_point(m, &x, &y);
    /* A double-click is two clicks, the second counting two. */
    bool twice = below(m, 8) == 0;
    support_click(m->app, x, y, 1);
    if (twice)
        support_click(m->app, x, y, 2);
}

static void drag(Monkey *m)
{
    int x0, y0, x1, y1;
    any_point(m, &x0, &y0);
    any_point(m, &x1, &y1);
    support_drag(m->app, x0, y0, x1, y1);
}

static void hover(Monkey *m)
{
    int x, y;
    any_point(m, &x, &y);
    SDL_Event event;
    memset(&event, 0, sizeof event);
    int wx, wy;
    app_to_window(m->app, x, y, &wx, &wy);
    event.type = SDL_MOUSEMOTION;
    event.motion.x = wx;
    event.motion.y = wy;
    assert_int_equal(SDL_PushEvent(&event), 1);
    app_pump(m->app);
}

/* Every key the game knows, and a few it does not. */
static const SDL_Keycode KEYS[] = {
    SDLK_LEFT,     SDLK_RIGHT,    SDLK_UP,     SDLK_DOWN, SDLK_RETURN, SDLK_KP_ENTER, SDLK_SPACE,     SDLK_F1,
    SDLK_h,        SDLK_QUESTION, SDLK_ESCAPE, SDLK_F11,  SDLK_c,      SDLK_a,        SDLK_m,         SDLK_PAGEUP,
    SDLK_PAGEDOWN, SDLK_HOME,     SDLK_END,    SDLK_r,    SDLK_o,      SDLK_p,        SDLK_l,         SDLK_TAB,
    SDLK_1,        SDLK_2,        SDLK_3,      SDLK_4,    SDLK_5,      SDLK_6,        SDLK_7,         SDLK_8,
    SDLK_9,        SDLK_KP_1,     SDLK_KP_5,   SDLK_z,    SDLK_0,      SDLK_F5,       SDLK_BACKSPACE,
};

/* The keys that move about a screen and choose in it, moving more often
 * than choosing, so that the items far down a list are reached. */
static const SDL_Keycode NAVIGATION[] = {
    SDLK_DOWN,  SDLK_DOWN,   SDLK_DOWN,  SDLK_UP, SDLK_TAB, SDLK_TAB, SDLK_LEFT, SDLK_RIGHT,
    SDLK_RIGHT, SDLK_RETURN, SDLK_SPACE, SDLK_1,  SDLK_2,   SDLK_3,   SDLK_4,
};

static void key(Monkey *m, bool navigating)
{
    SDL_Keycode sym = navigating ? NAVIGATION[below(m, (int)(sizeof NAVIGATION / sizeof NAVIGATION[0]))]
                                 : KEYS[below(m, (int)(sizeof KEYS / sizeof KEYS[0]))];
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_KEYDOWN;
    event.key.state = SDL_PRESSED;
    event.key.keysym.sym = sym;
    event.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
    if (below(m, 6) == 0)
        event.key.keysym.mod = KMOD_LSHIFT;
    event.key.repeat = below(m, 10) == 0;
    assert_int_equal(SDL_PushEvent(&event), 1);
    event.type = SDL_KEYUP;
    event.key.state = SDL_RELEASED;
    event.key.repeat = 0;
    assert_int_equal(SDL_PushEvent(&event), 1);
    app_pump(m->app);
}

static void window_event(Monkey *m, Uint8 what)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_WINDOWEVENT;
    event.window.windowID = SDL_GetWindowID(SDL_RenderGetWindow(app_renderer(m->app)));
    event.window.event = what;
    assert_int_equal(SDL_PushEvent(&event), 1);
    app_pump(m->app);
}

static void window(Monkey *m)
{
    SDL_Window *window = SDL_RenderGetWindow(app_renderer(m->app));
    switch (below(m, 5)) {
    case 0: /* smaller than the game allows, which the window refuses */
        SDL_SetWindowSize(window, 640 + below(m, 160), 480 + below(m, 120));
        app_pump(m->app);
        break;
    case 1:
        SDL_SetWindowSize(window, 800 + below(m, 1200), 600 + below(m, 700));
        app_pump(m->app);
        break;
    case 2:
        window_event(m, SDL_WINDOWEVENT_FOCUS_LOST);
        window_event(m, SDL_WINDOWEVENT_LEAVE);
        if (below(m, 2))
            break;
        window_event(m, SDL_WINDOWEVENT_ENTER);
        window_event(m, SDL_WINDOWEVENT_FOCUS_GAINED);
        break;
    case 3:
        window_event(m, SDL_WINDOWEVENT_MINIMIZED);
        window_event(m, SDL_WINDOWEVENT_HIDDEN);
        support_step(m->app, below(m, 2000));
        window_event(m, SDL_WINDOWEVENT_SHOWN);
        window_event(m, SDL_WINDOWEVENT_RESTORED);
        window_event(m, SDL_WINDOWEVENT_EXPOSED);
        break;
    default: window_event(m, below(m, 2) ? SDL_WINDOWEVENT_EXPOSED : SDL_WINDOWEVENT_MAXIMIZED); break;
    }
}

static void wheel(Monkey *m) { support_wheel(m->app, below(m, 7) - 3); }

static void one_event(Monkey *m)
{
    ScreenId top = support_top(m->app);
    m->on_screen[top]++;
    int roll = below(m, 100);
    /* Over the table, a screen is mostly worked with its keys, as a
     * player would: that reaches the screens inside screens. */
    if (top != SCREEN_TABLE && below(m, 4))
        key(m, true);
    else if (roll < 36)
        click(m);
    else if (roll < 50)
        drag(m);
    else if (roll < 55)
        hover(m);
    else if (roll < 73)
        key(m, false);
    else if (roll < 77)
        wheel(m);
    else if (roll < 82)
        window(m);
    else
        support_step(m->app, 100 + below(m, 1500)); /* a pause: the computer and the animations go on */
    support_step(m->app, 5 + below(m, 60));
    if (app_needs_frame(m->app)) {
        app_render(m->app, 0);
        m->frames++;
    }
}

/* ---- the checks ---------------------------------------------------------- */

static uint64_t start_digest(const Journal *journal)
{
    char text[RECORD_TEXT_MAX];
    size_t length = record_write(&journal->start, text, sizeof text);
    uint64_t digest = length;
    for (size_t i = 0; i < length; i++)
        digest = rng_mix(digest, (unsigned char)text[i]);
    return digest;
}

/* The whole file, or false when there is none. */
static bool read_file(const Monkey *m, const char *name, char *out, size_t *length)
{
    char path[512], error[256];
    snprintf(path, sizeof path, "%s/%s", m->dir, name);
    StoreRead read = store_read(path, out, length, error, sizeof error);
    if (read == STORE_READ_MISSING)
        return false;
    if (read != STORE_READ_OK)
        fail_at(m, "a file of the game cannot be read", error);
    return true;
}

static void check_files(const Monkey *m)
{
    static char text[STORE_FILE_MAX + 1];
    static SaveGame save;
    static Statistics stats;
    Settings settings;
    char why[256];
    size_t length;
    const char *problem = NULL;
    if (read_file(m, "game.txt", text, &length)) {
        if (savegame_parse(text, length, &save, why, sizeof why) != STORE_VERDICT_OK)
            fail_at(m, "the saved game does not load", why);
        if (!fuzz_game_sane(&save.game, (uint64_t)m->event, &problem))
            fail_at(m, "the saved game is a bad game", problem);
        if (!fuzz_journal_leads_to(&save.journal, &save.game))
            fail_at(m, "the saved game's journal does not lead to it", NULL);
    }
    if (read_file(m, "settings.txt", text, &length) &&
        settings_parse(text, length, &settings, why, sizeof why) != STORE_VERDICT_OK)
        fail_at(m, "the settings do not load", why);
    if (read_file(m, "statistics.txt", text, &length) &&
        statistics_parse(text, length, &stats, why, sizeof why) != STORE_VERDICT_OK)
        fail_at(m, "the statistics do not load", why);
}

static void check(Monkey *m)
{
    const Game *game = support_game(m->app);
    const Journal *journal = session_journal(app_session(m->app));
    const char *problem = NULL;
    if (app_error(m->app))
        fail_at(m, "the app stopped with an error", app_error(m->app));
    if (!fuzz_game_sane(game, (uint64_t)m->event, &problem))
        fail_at(m, "the game on the table is bad", problem);
    if (memcmp(game, &last_game, sizeof last_game) != 0) {
        /* Whatever changed the game went through the rules: the journal,
         * replayed step by step with every step checked, reaches it. */
        if (!fuzz_journal_leads_to(journal, game))
            fail_at(m, "the journal does not lead to the game on the table", NULL);
        uint64_t start = start_digest(journal);
        m->steps_replayed += start == last_start && journal->count >= last_count ? journal->count - last_count
                                                                                 : journal->count;
        if (game->hands_dealt != last_game.hands_dealt)
            m->hands++;
        if (game_is_over(game) && !game_is_over(&last_game))
            m->games++;
        last_game = *game;
        last_start = start;
        last_count = journal->count;
    }
    check_files(m);
}

static void walk(void **state)
{
    (void)state;
    static Monkey monkey;
    Monkey *m = &monkey;
    memset(m, 0, sizeof *m);
    m->rng = rng_seeded(walk_seed);
    snprintf(m->dir, sizeof m->dir, "%s/monkey-XXXXXX", support_data_dir());
    assert_non_null(mkdtemp(m->dir));
    support_config(&m->config, walk_seed, 1280, 800, false);
    m->config.data_dir = m->dir;
    m->config.speed = SPEED_FAST;
    open_app(m, false);
    memset(&last_game, 0, sizeof last_game);
    for (m->event = 0; m->event < walk_events; m->event++) {
        one_event(m);
        check(m);
        int code = 0;
        if (app_done(m->app, &code)) {
            if (code != 0)
                fail_at(m, "the app quit with an error", app_error(m->app));
            /* Quit from its menu: started again, it resumes the game. */
            app_destroy(m->app);
            open_app(m, true);
            m->restarts++;
            check(m);
        }
    }
    app_destroy(m->app);
    printf("monkey: seed %llu, %ld events, %ld frames, %ld hands dealt, %ld games ended, %ld journal steps "
           "replayed, %ld restarts\n",
           (unsigned long long)walk_seed, walk_events, m->frames, m->hands, m->games, m->steps_replayed, m->restarts);
    printf("monkey: events by the screen on top:");
    for (int s = 0; s < SCREEN_COUNT; s++)
        printf(" %ld", m->on_screen[s]);
    printf("\n");
}

int main(int argc, char **argv)
{
    if (argc > 1)
        walk_events = strtol(argv[1], NULL, 10);
    if (argc > 2)
        walk_seed = strtoull(argv[2], NULL, 10);
    if (walk_events <= 0) {
        fprintf(stderr, "usage: %s [EVENTS [SEED]]\n", argv[0]);
        return 2;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(walk),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
