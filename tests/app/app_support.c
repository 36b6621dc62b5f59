#define _XOPEN_SOURCE 700 /* mkdtemp, nftw */
#include "app_support.h"

#include "screens/confirm.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>
#include <cmocka.h>
#include <ftw.h>
#include <unistd.h>

static char data_dir[64];
static pid_t data_dir_owner;

static int remove_entry(const char *path, const struct stat *info, int kind, struct FTW *walk)
{
    (void)info;
    (void)kind;
    (void)walk;
    remove(path);
    return 0;
}

static void remove_data_dir(void)
{
    if (getpid() == data_dir_owner)
        nftw(data_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

const char *support_data_dir(void)
{
    /* Each test program its own folder: nothing of the player's is read or
     * written, and parallel tests do not share files.  It goes, with all
     * that the tests put in it, when the program ends, whatever the tests
     * found. */
    if (!data_dir[0]) {
        snprintf(data_dir, sizeof data_dir, "/tmp/ecarte-test-XXXXXX");
        if (!mkdtemp(data_dir))
            fail_msg("mkdtemp failed");
        data_dir_owner = getpid();
        atexit(remove_data_dir);
    }
    return data_dir;
}

void support_config(AppConfig *config, uint64_t seed, int w, int h, bool threaded_ai)
{
    app_config_defaults(config);
    config->seed = seed;
    config->seed_given = true;
    config->width = w;
    config->height = h;
    config->sync_ai = !threaded_ai;
    config->review_deepens = false;
    config->pace_min_ms = 0;
    config->pace_max_ms = 0;
    config->data_dir = support_data_dir();
}

App *support_open(const AppConfig *config)
{
    char err[1024];
    App *app = app_create(config, err, sizeof err);
    if (!app)
        fail_msg("app_create: %s", err);
    support_step(app, 10);
    return app;
}

void support_text_scale(App *app, bool largest)
{
    support_press(app, SDLK_0, KMOD_LCTRL);
    for (int i = 0; largest && i < 4; i++)
        support_press(app, SDLK_EQUALS, KMOD_LCTRL);
    support_step(app, 20);
    assert_true(app_layout(app)->scale_asked == (largest ? 2.0f : 1.0f));
}

void support_app_config(AppConfig *config, uint64_t seed, int w, int h, AnimSpeed speed, bool threaded_ai)
{
    support_config(config, seed, w, h, threaded_ai);
    config->speed = speed;
    config->speed_given = true; /* over whatever an earlier test saved */
}

App *support_app(uint64_t seed, int w, int h, AnimSpeed speed, bool threaded_ai)
{
    AppConfig config;
    support_app_config(&config, seed, w, h, speed, threaded_ai);
    return support_open(&config);
}

void support_step(App *app, double ms)
{
    app_pump(app);
    for (double t = 0; t < ms; t += 5)
        app_update(app, 5);
}

void support_mouse(App *app, Uint32 type, int x, int y, int clicks)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    int wx, wy;
    app_to_window(app, x, y, &wx, &wy);
    event.type = type;
    if (type == SDL_MOUSEMOTION) {
        event.motion.x = wx;
        event.motion.y = wy;
        event.motion.state = SDL_BUTTON_LMASK;
    } else {
        event.button.button = SDL_BUTTON_LEFT;
        event.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        event.button.clicks = (Uint8)clicks;
        event.button.x = wx;
        event.button.y = wy;
    }
    assert_int_equal(SDL_PushEvent(&event), 1);
    app_pump(app);
}

void support_finger(App *app, Uint32 type, int x, int y)
{
    int wx, wy, ww, wh;
    app_to_window(app, x, y, &wx, &wy);
    SDL_GetWindowSize(SDL_RenderGetWindow(app_renderer(app)), &ww, &wh);
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = type;
    event.tfinger.touchId = 7;
    event.tfinger.fingerId = 1;
    event.tfinger.x = ((float)wx + 0.5f) / (float)ww;
    event.tfinger.y = ((float)wy + 0.5f) / (float)wh;
    event.tfinger.pressure = type == SDL_FINGERUP ? 0.0f : 1.0f;
    assert_int_equal(SDL_PushEvent(&event), 1);
    memset(&event, 0, sizeof event);
    if (type == SDL_FINGERMOTION) {
        event.type = SDL_MOUSEMOTION;
        event.motion.which = SDL_TOUCH_MOUSEID;
        event.motion.x = wx;
        event.motion.y = wy;
        event.motion.state = SDL_BUTTON_LMASK;
    } else {
        event.type = type == SDL_FINGERDOWN ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
        event.button.which = SDL_TOUCH_MOUSEID;
        event.button.button = SDL_BUTTON_LEFT;
        event.button.clicks = 1; /* taps far apart in time */
        event.button.x = wx;
        event.button.y = wy;
    }
    assert_int_equal(SDL_PushEvent(&event), 1);
    app_pump(app);
}

void support_click(App *app, int x, int y, int clicks)
{
    support_mouse(app, SDL_MOUSEBUTTONDOWN, x, y, clicks);
    support_mouse(app, SDL_MOUSEBUTTONUP, x, y, clicks);
}

void support_drag(App *app, int x0, int y0, int x1, int y1)
{
    support_mouse(app, SDL_MOUSEBUTTONDOWN, x0, y0, 1);
    for (int i = 1; i <= 8; i++) {
        support_mouse(app, SDL_MOUSEMOTION, x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * i / 8, 0);
        app_update(app, 8);
    }
    support_mouse(app, SDL_MOUSEBUTTONUP, x1, y1, 1);
}

void support_key(App *app, SDL_Keycode key) { support_press(app, key, KMOD_NONE); }

void support_press(App *app, SDL_Keycode key, Uint16 mod)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_KEYDOWN;
    event.key.state = SDL_PRESSED;
    event.key.keysym.sym = key;
    event.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    event.key.keysym.mod = mod;
    assert_int_equal(SDL_PushEvent(&event), 1);
    app_pump(app);
}

void support_tab(App *app, bool back) { support_press(app, SDLK_TAB, back ? KMOD_LSHIFT : KMOD_NONE); }

void support_wheel(App *app, int lines)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_MOUSEWHEEL;
    event.wheel.y = lines;
    event.wheel.preciseY = (float)lines;
    assert_int_equal(SDL_PushEvent(&event), 1);
    app_pump(app);
}

const Game *support_game(App *app) { return session_game(app_session(app)); }

CardSet support_legal_cards(const Game *game)
{
    ActionList legal;
    game_legal_actions(game, &legal);
    CardSet cards = 0;
    for (int i = 0; i < legal.count; i++)
        if (legal.items[i].type == ACTION_PLAY)
            cards |= cardset_of(legal.items[i].card);
    return cards;
}

bool support_hand_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
}

bool support_game_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_GAME_OVER;
}

bool support_human_plays(const Game *game, uint8_t human) { return game->phase == PHASE_PLAY && game->to_act == human; }

bool support_human_leads(const Game *game, uint8_t human)
{
    return support_human_plays(game, human) && game->trick_size == 0;
}

bool support_human_has_illegal(const Game *game, uint8_t human)
{
    return support_human_plays(game, human) && game->trick_size == 1 && support_legal_cards(game) != game->hands[human];
}

bool support_play_until(App *app, SupportWanted wanted, int max_steps)
{
    Session *session = app_session(app);
    uint8_t human = session_player(session);
    for (int step = 0; step < max_steps; step++) {
        const Game *game = support_game(app);
        if (wanted(game, human))
            return true;
        if (game->phase == PHASE_GAME_OVER)
            return false;
        if (game->phase == PHASE_HAND_OVER) {
            session_deal(session);
        } else if (game->to_act == human) {
            ActionList legal;
            game_legal_actions(game, &legal);
            /* Skip declaring so that play moves on; otherwise the first choice. */
            Action action = legal.items[0];
            for (int i = 0; i < legal.count; i++) {
                if (legal.items[i].type == ACTION_DECLARE)
                    continue;
                action = legal.items[i];
                break;
            }
            assert_int_equal(session_submit(session, action, NULL), SUBMIT_OK);
        }
        support_step(app, 20);
    }
    return false;
}

void support_card_point(App *app, Card card, int *x, int *y)
{
    Rect rect;
    assert_true(app_hand_card_rect(app, card, &rect));
    const Layout *layout = app_layout(app);
    /* The left part of a card shows even when a neighbour lies over it. */
    *x = rect.x + layout->hand_step / 3;
    *y = rect.y + rect.h / 2;
}

ScreenId support_top(const App *app) { return app_top_screen(app)->class->id; }

int support_confirm(const App *app)
{
    const Screen *top = app_top_screen(app);
    return top->class->id == SCREEN_CONFIRM ? (int)confirm_kind(top) : -1;
}

const TableUi *support_table(const App *app) { return table_screen_ui(app_screen(app, SCREEN_TABLE)); }

void support_until_your_turn(App *app)
{
    uint8_t you = session_player(app_session(app));
    for (int i = 0; i < 400; i++) {
        const Game *game = support_game(app);
        bool still = app_ui(app)->dealing_until == 0 && !anim_busy(app_anim(app), app_now(app));
        /* In a lesson, the coach's words waiting to be read are the player's to answer. */
        bool waiting = (app_lesson_shown(app) != NULL) && app_lesson_shown(app)->waiting;
        if ((still && (game->to_act == you || waiting)) || game->phase == PHASE_HAND_OVER ||
            game->phase == PHASE_GAME_OVER)
            return;
        support_step(app, 50);
    }
    fail_msg("the player was never given a turn");
}

void support_screen_words(App *app, ScreenWords *out)
{
    memset(out, 0, sizeof *out);
    ScreenContext context;
    app_context(app, &context);
    const Screen *top = app_top_screen(app);
    assert_non_null(top->class->speak);
    top->class->speak(top, &context, out);
}

void support_expect_in(const char *words, const char *part, const char *where)
{
    if (!strstr(words, part))
        fail_msg("%s: \"%s\" is not in \"%s\"", where, part, words);
}

static Uint32 *read_frame(App *app)
{
    app_render(app, 0);
    const Layout *l = app_layout(app);
    Uint32 *pixels = calloc((size_t)l->width * (size_t)l->height, sizeof *pixels);
    assert_non_null(pixels);
    assert_int_equal(SDL_RenderReadPixels(app_renderer(app), NULL, SDL_PIXELFORMAT_ARGB8888, pixels, l->width * 4), 0);
    return pixels;
}

/* The frame as drawn once it has settled: the card faces are made a few at
 * a time as frames are drawn, and the table shows faintly through a panel. */
Uint32 *support_settled_frame(App *app)
{
    const Layout *l = app_layout(app);
    size_t size = (size_t)l->width * (size_t)l->height * sizeof(Uint32);
    Uint32 *frame = read_frame(app);
    for (int i = 0; i < 200; i++) {
        Uint32 *next = read_frame(app);
        bool same = memcmp(frame, next, size) == 0;
        free(frame);
        frame = next;
        if (same)
            return frame;
    }
    fail_msg("the frame never settled");
    return frame;
}

bool support_may(const Game *game, ActionType type)
{
    ActionList legal;
    game_legal_actions(game, &legal);
    for (int i = 0; i < legal.count; i++)
        if (legal.items[i].type == type)
            return true;
    return false;
}

void support_save_picture(App *app, const char *name)
{
    const char *folder = getenv("ECARTE_SHOTS");
    if (!folder)
        return;
    const Layout *l = app_layout(app);
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, l->width, l->height, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(shot);
    assert_int_equal(SDL_RenderReadPixels(app_renderer(app), NULL, SDL_PIXELFORMAT_ARGB8888, shot->pixels, shot->pitch),
                     0);
    char path[512];
    int n = snprintf(path, sizeof path, "%s/", folder);
    for (const char *c = name; *c && n < (int)sizeof path - 5; c++) /* a name that is safe as a file's */
        path[n++] = (*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') ? *c : '-';
    snprintf(path + n, sizeof path - (size_t)n, ".png");
    assert_int_equal(IMG_SavePNG(shot, path), 0);
    SDL_FreeSurface(shot);
}
