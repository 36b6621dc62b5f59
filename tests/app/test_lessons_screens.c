/* The ways into the lessons: the menu's item, the list of lessons under the
 * pointer and the keyboard, its ticks, the first start's offer and
 * --lesson; and the coach over the table, which leaves the table its
 * pointer. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app_support.h"
#include "ecarte/record.h"
#include "ecarte/settings.h"
#include "ecarte/store.h"
#include "learn/lesson.h"
#include "render/focus.h"
#include "render/table.h"
#include "screens/coach.h"
#include "screens/confirm.h"
#include "screens/game_over.h"
#include "screens/lessons.h"
#include "screens/menu.h"
#include "screens/summary.h"
#include "ui/layout.h"

static const int SIZES[][2] = {{800, 600}, {1280, 800}, {1024, 700}, {1920, 1080}};
enum { SIZE_COUNT = 4 };

static void fresh_dir(char *dir, size_t size)
{
    snprintf(dir, size, "%s/lessons-XXXXXX", support_data_dir());
    assert_non_null(mkdtemp(dir));
}

static void click_rect(App *app, Rect r) { support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1); }

static int focus_of(const App *app)
{
    const Screen *list = app_screen(app, SCREEN_LESSONS);
    assert_non_null(list);
    return lessons_focus(list);
}

/* ---- the list's geometry -------------------------------------------------- */

static void test_list_fits_every_window(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        Layout l;
        layout_compute(&l, SIZES[s][0], SIZES[s][1], 250.0f / 350.0f);
        Rect panel = lessons_panel(&l);
        assert_true(rect_inside(panel, (Rect){l.margin, l.margin, l.width - 2 * l.margin, l.height - 2 * l.margin}));
        for (int i = 0; i < LESSON_COUNT; i++) {
            Rect row = lessons_row(&l, i);
            assert_true(rect_inside(row, panel));
            assert_true(rect_inside(lessons_tick(&l, i), row));
            if (i > 0)
                assert_false(rect_overlaps(row, lessons_row(&l, i - 1)));
            assert_int_equal(lessons_hit(&l, row.x + row.w / 2, row.y + row.h / 2), i);
        }
        Rect close = lessons_close(&l);
        assert_true(rect_inside(close, panel));
        assert_false(rect_overlaps(close, lessons_row(&l, LESSON_COUNT - 1)));
        assert_int_equal(lessons_hit(&l, close.x + close.w / 2, close.y + close.h / 2), LESSONS_HIT_CLOSE);
        assert_int_equal(lessons_hit(&l, panel.x + 2, panel.y + 2), LESSONS_HIT_NONE);
    }
}

/* ---- what the list asks for ------------------------------------------------ */

typedef struct Fixture {
    Layout layout;
    Settings settings;
    ScreenContext context;
    Screen screen;
} Fixture;

static void fixture_open(Fixture *f, uint8_t done)
{
    memset(f, 0, sizeof *f);
    layout_compute(&f->layout, 800, 600, 250.0f / 350.0f);
    f->settings = settings_default();
    f->settings.lessons_done = done;
    f->context.layout = &f->layout;
    f->context.settings = &f->settings;
    f->screen.class = &LESSONS_SCREEN;
    f->screen.state = calloc(1, LESSONS_SCREEN.state_size);
    assert_non_null(f->screen.state);
    LESSONS_SCREEN.open(&f->screen, &f->context, 0);
}

static Intent key_intent(Fixture *f, CommandKey key)
{
    Command command = {.type = CMD_KEY, .key = key};
    Intent out = intent_of(INTENT_NONE);
    assert_int_not_equal(LESSONS_SCREEN.handle(&f->screen, &f->context, &command, &out), SCREEN_PASS);
    return out;
}

static Intent click_intent(Fixture *f, Rect r)
{
    Command down = {.type = CMD_POINTER_DOWN, .x = r.x + r.w / 2, .y = r.y + r.h / 2, .button = SDL_BUTTON_LEFT};
    Intent out = intent_of(INTENT_NONE);
    LESSONS_SCREEN.handle(&f->screen, &f->context, &down, &out);
    return out;
}

static void expect_start(Intent intent, int number)
{
    assert_int_equal(intent.type, INTENT_START_LESSON);
    assert_int_equal(intent.arg, number);
}

static void test_list_asks_for_the_lesson_chosen(void **state)
{
    (void)state;
    Fixture f;
    /* The first lesson not played to its end is the one chosen at first. */
    fixture_open(&f, 0x03);
    assert_int_equal(lessons_focus(&f.screen), 2);
    expect_start(key_intent(&f, CK_ENTER), 3);
    expect_start(key_intent(&f, CK_SPACE), 3);
    assert_int_equal(key_intent(&f, CK_DOWN).type, INTENT_NONE);
    expect_start(key_intent(&f, CK_ENTER), 4);
    key_intent(&f, CK_BACK_TAB);
    key_intent(&f, CK_BACK_TAB);
    expect_start(key_intent(&f, CK_ENTER), 2);
    /* The digits start their lesson at once; there is no seventh. */
    for (int n = 1; n <= LESSON_COUNT; n++)
        expect_start(key_intent(&f, (CommandKey)(CK_DIGIT_1 + n - 1)), n);
    assert_int_equal(key_intent(&f, (CommandKey)(CK_DIGIT_1 + LESSON_COUNT)).type, INTENT_NONE);
    /* A click on a row, anywhere on it. */
    for (int i = 0; i < LESSON_COUNT; i++)
        expect_start(click_intent(&f, lessons_row(&f.layout, i)), i + 1);
    /* Round from the first row to the close button, which closes. */
    key_intent(&f, CK_HOME);
    key_intent(&f, CK_UP);
    assert_int_equal(lessons_focus(&f.screen), LESSONS_HIT_CLOSE);
    assert_int_equal(key_intent(&f, CK_ENTER).type, INTENT_CLOSE);
    key_intent(&f, CK_TAB);
    assert_int_equal(lessons_focus(&f.screen), 0);
    assert_int_equal(key_intent(&f, CK_ESCAPE).type, INTENT_CLOSE);
    assert_int_equal(click_intent(&f, lessons_close(&f.layout)).type, INTENT_CLOSE);
    assert_int_equal(click_intent(&f, (Rect){0, 0, 4, 4}).type, INTENT_CLOSE);
    /* The keys that mean the same everywhere go to the table. */
    Command help = {.type = CMD_KEY, .key = CK_HELP};
    Intent out;
    assert_int_equal(LESSONS_SCREEN.handle(&f.screen, &f.context, &help, &out), SCREEN_PASS);
    free(f.screen.state);

    /* Every lesson done: the first is chosen. */
    fixture_open(&f, 0x3F);
    assert_int_equal(lessons_focus(&f.screen), 0);
    free(f.screen.state);
}

/* The list says what each lesson teaches under the rules in force: lesson 5
 * shows what playing without an exchange is worth, two points won under
 * the standard penalty, two points given away under the classic one. */
static void test_the_list_says_what_lesson_5_teaches(void **state)
{
    (void)state;
    str_set_language("en");
    for (int penalty = 0; penalty < 2; penalty++) {
        Fixture f;
        fixture_open(&f, 0x0F);
        f.settings.options.penalty = (PenaltyRule)penalty;
        assert_int_equal(lessons_focus(&f.screen), 4);
        ScreenWords words;
        memset(&words, 0, sizeof words);
        LESSONS_SCREEN.speak(&f.screen, &f.context, &words);
        StringId teaches = penalty == PENALTY_CLASSIC ? STR_LESSON_5_SUMMARY_CLASSIC : STR_LESSON_5_SUMMARY;
        support_expect_in(words.focus, str_get(teaches), "lesson 5 in the list");
        /* And the coach's words at the decision say the same. */
        LessonSaid said = lesson_said(lesson_get(5), 0, 0, (PenaltyRule)penalty);
        assert_int_equal(said.words, penalty == PENALTY_CLASSIC ? STR_LESSON_5_STAND_CLASSIC : STR_LESSON_5_STAND);
        free(f.screen.state);
    }
}

/* Tab, Shift-Tab and the digits by the key's place, whatever it prints. */
static void test_keys_by_their_place(void **state)
{
    (void)state;
    Platform platform;
    memset(&platform, 0, sizeof platform);
    struct {
        SDL_Scancode code;
        SDL_Keycode sym;
        Uint16 mod;
        CommandKey expected;
    } const CASES[] = {
        {SDL_SCANCODE_TAB, SDLK_TAB, 0, CK_TAB},
        {SDL_SCANCODE_TAB, SDLK_TAB, KMOD_LSHIFT, CK_BACK_TAB},
        {SDL_SCANCODE_1, SDLK_1, 0, CK_DIGIT_1},
        {SDL_SCANCODE_6, SDLK_6, 0, (CommandKey)(CK_DIGIT_1 + 5)},
        {SDL_SCANCODE_3, SDLK_QUOTEDBL, 0, (CommandKey)(CK_DIGIT_1 + 2)}, /* the 3 of a French keyboard */
        {SDL_SCANCODE_KP_4, SDLK_KP_4, 0, (CommandKey)(CK_DIGIT_1 + 3)},
        {SDL_SCANCODE_9, SDLK_9, 0, CK_DIGIT_9},
        {SDL_SCANCODE_H, SDLK_h, 0, CK_HELP},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        SDL_Event event;
        memset(&event, 0, sizeof event);
        event.type = SDL_KEYDOWN;
        event.key.keysym.scancode = CASES[i].code;
        event.key.keysym.sym = CASES[i].sym;
        event.key.keysym.mod = CASES[i].mod;
        Command command;
        assert_true(input_translate(&event, &platform, &command));
        assert_int_equal(command.key, CASES[i].expected);
    }
    SDL_Event zero;
    memset(&zero, 0, sizeof zero);
    zero.type = SDL_KEYDOWN;
    zero.key.keysym.scancode = SDL_SCANCODE_0;
    zero.key.keysym.sym = SDLK_0;
    Command command;
    assert_false(input_translate(&zero, &platform, &command));
}

/* ---- the list in the window ------------------------------------------------ */

static void test_menu_opens_the_list(void **state)
{
    (void)state;
    for (int s = 0; s < 2; s++) {
        App *app = support_app(4, SIZES[s][0], SIZES[s][1], SPEED_NORMAL, false);
        support_step(app, 100);
        const Layout *layout = app_layout(app);

        /* A real click on the menu's item: the list in place of the menu. */
        support_key(app, SDLK_ESCAPE);
        assert_int_equal(support_top(app), SCREEN_MENU);
        app_render(app, 0);
        click_rect(app, menu_item(layout, MENU_LESSONS));
        assert_int_equal(support_top(app), SCREEN_LESSONS);
        assert_null(app_screen(app, SCREEN_MENU));
        app_render(app, 0);
        support_press(app, SDLK_TAB, 0);
        assert_int_equal(focus_of(app), 1);
        support_press(app, SDLK_TAB, KMOD_LSHIFT);
        support_press(app, SDLK_TAB, KMOD_LSHIFT);
        assert_int_equal(focus_of(app), LESSONS_HIT_CLOSE);
        support_key(app, SDLK_DOWN);
        assert_int_equal(focus_of(app), 0);
        /* The pointer lights a row; the close button closes. */
        Rect row = lessons_row(layout, 4);
        support_mouse(app, SDL_MOUSEMOTION, row.x + row.w / 2, row.y + row.h / 2, 0);
        app_render(app, 0);
        click_rect(app, lessons_close(layout));
        assert_int_equal(support_top(app), SCREEN_TABLE);

        /* The keyboard alone: down the menu to its item, then Enter. */
        support_key(app, SDLK_ESCAPE);
        for (int i = 0; i <= MENU_LESSONS; i++)
            support_key(app, SDLK_DOWN);
        support_key(app, SDLK_RETURN);
        assert_int_equal(support_top(app), SCREEN_LESSONS);
        support_key(app, SDLK_ESCAPE);
        assert_int_equal(support_top(app), SCREEN_TABLE);
        /* Enter with no item chosen resumes, as it always did. */
        support_key(app, SDLK_ESCAPE);
        support_key(app, SDLK_RETURN);
        assert_int_equal(support_top(app), SCREEN_TABLE);

        /* A click beside the list closes it. */
        support_key(app, SDLK_ESCAPE);
        click_rect(app, menu_item(layout, MENU_LESSONS));
        Rect panel = lessons_panel(layout);
        support_click(app, panel.x / 2, panel.y + panel.h / 2, 1);
        assert_int_equal(support_top(app), SCREEN_TABLE);
        app_destroy(app);
    }
}

/* Settings with these lessons done, already offered, in a new folder. */
static void settings_in(const char *dir, uint8_t done)
{
    Settings settings = settings_default();
    settings.lessons_done = done;
    settings.lessons_offered = true;
    char text[SETTINGS_TEXT_MAX], path[256], error[STORE_MESSAGE_MAX];
    size_t length = settings_write(&settings, text, sizeof text);
    assert_true(length > 0);
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    assert_true(store_write_atomic(path, text, length, error, sizeof error));
}

static bool gold_at(const Uint32 *pixels, int w, int x, int y)
{
    Uint32 p = pixels[(size_t)y * (size_t)w + (size_t)x];
    int r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
    return r > 190 && g > 160 && b < 150;
}

/* A lesson's tick shows when it is done, where the row ends: on the right,
 * and on the left in Sindhi. */
static void test_ticks_follow_the_lessons_done(void **state)
{
    (void)state;
    static const char *const LANGUAGES[] = {"en", "mr", "sd"};
    const uint8_t done = 0x12; /* lessons 2 and 5 */
    for (int language = 0; language < 3; language++) {
        char dir[128];
        fresh_dir(dir, sizeof dir);
        settings_in(dir, done);
        AppConfig config;
        support_config(&config, 5, 800, 600, false);
        config.data_dir = dir;
        config.language = LANGUAGES[language];
        App *app = support_open(&config);
        support_key(app, SDLK_ESCAPE);
        click_rect(app, menu_item(app_layout(app), MENU_LESSONS));
        assert_int_equal(support_top(app), SCREEN_LESSONS);
        assert_int_equal(focus_of(app), 0);
        app_render(app, 0);
        const Layout *l = app_layout(app);
        int w = l->width, h = l->height;
        Uint32 *pixels = calloc((size_t)w * (size_t)h, sizeof *pixels);
        assert_non_null(pixels);
        assert_int_equal(SDL_RenderReadPixels(app_renderer(app), NULL, SDL_PIXELFORMAT_ARGB8888, pixels, w * 4), 0);
        for (int i = 0; i < LESSON_COUNT; i++) {
            Rect tick = lessons_tick(l, i);
            Rect row = lessons_row(l, i);
            /* Above the tick's stroke, inside its disc. */
            int x = tick.x + tick.w / 2, y = tick.y + tick.h / 6;
            assert_int_equal(gold_at(pixels, w, x, y), (done >> i) & 1);
            bool on_the_left = tick.x < row.x + row.w / 2;
            assert_int_equal(on_the_left, language == 2);
        }
        free(pixels);
        app_destroy(app);
    }
    str_set_language("en");
}

/* ---- the first start's offer ----------------------------------------------- */

static App *open_fresh(const char *dir, bool seed_given)
{
    AppConfig config;
    support_config(&config, 7, 800, 600, false);
    config.seed_given = seed_given;
    config.data_dir = dir;
    return support_open(&config);
}

static void forget_the_game(const char *dir)
{
    char path[256];
    snprintf(path, sizeof path, "%s/game.txt", dir);
    unlink(path);
}

static bool offered_in(const char *dir)
{
    static char text[STORE_FILE_MAX + 1];
    char path[256], error[STORE_MESSAGE_MAX], why[256];
    size_t length = 0;
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    if (store_read(path, text, &length, error, sizeof error) != STORE_READ_OK)
        return false;
    Settings settings;
    assert_int_equal(settings_parse(text, length, &settings, why, sizeof why), STORE_VERDICT_OK);
    return settings.lessons_offered;
}

static void test_offer_made_once(void **state)
{
    (void)state;
    char dir[128];

    /* Declined: never again, even started afresh from the same folder. */
    fresh_dir(dir, sizeof dir);
    App *app = open_fresh(dir, false);
    assert_int_equal(support_confirm(app), CONFIRM_LESSONS);
    app_render(app, 0);
    click_rect(app, confirm_no(app_layout(app)));
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_true(offered_in(dir));
    app_destroy(app);
    forget_the_game(dir);
    app = open_fresh(dir, false);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);

    /* Not answered: made again at the next fresh start; Esc declines. */
    fresh_dir(dir, sizeof dir);
    app = open_fresh(dir, false);
    assert_int_equal(support_confirm(app), CONFIRM_LESSONS);
    app_destroy(app);
    assert_false(offered_in(dir));
    forget_the_game(dir);
    app = open_fresh(dir, false);
    assert_int_equal(support_confirm(app), CONFIRM_LESSONS);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_true(offered_in(dir));
    app_destroy(app);

    /* Taken: the list of lessons, the offer gone beneath it. */
    fresh_dir(dir, sizeof dir);
    app = open_fresh(dir, false);
    click_rect(app, confirm_yes(app_layout(app)));
    assert_int_equal(support_top(app), SCREEN_LESSONS);
    assert_null(app_screen(app, SCREEN_CONFIRM));
    assert_true(offered_in(dir));
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
    forget_the_game(dir);
    app = open_fresh(dir, false);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);

    /* Not to a player who asks for a seed, a lesson or a demo. */
    fresh_dir(dir, sizeof dir);
    app = open_fresh(dir, true);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
    fresh_dir(dir, sizeof dir);
    AppConfig config;
    support_config(&config, 7, 800, 600, false);
    config.seed_given = false;
    config.data_dir = dir;
    config.autoplay = true;
    app = support_open(&config);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
    config.autoplay = false;
    config.lesson = 2;
    app = support_open(&config);
    assert_int_not_equal(support_top(app), SCREEN_CONFIRM);
    assert_false(offered_in(dir));
    app_destroy(app);
}

/* ---- the coach over the table ------------------------------------------------ */

static const LessonShow *show_of(const App *app) { return app_lesson_shown(app); }

static App *open_lesson(int number, int w, int h, const char *language)
{
    AppConfig config;
    support_app_config(&config, 77, w, h, SPEED_FAST, false);
    config.language = language;
    config.lesson = number;
    App *app = support_open(&config);
    assert_int_equal(support_top(app), SCREEN_COACH);
    assert_non_null(show_of(app));
    assert_int_equal(show_of(app)->number, number);
    return app;
}

static bool over(App *app)
{
    Phase phase = support_game(app)->phase;
    return phase == PHASE_HAND_OVER || phase == PHASE_GAME_OVER;
}

/* The coach's panel on the table laid out as `l` covers nothing a player
 * needs: the stock, its count, the turned-up card, the trumps' label, the
 * hand, the decision buttons, and the trick once the play begins (its place
 * lies empty until then). */
static void expect_apart(App *app, const Layout *l, Rect panel, Rect leave, const char *where)
{
    static const char *const NAMES[] = {"the hand",           "the stock",         "the stock's count",
                                        "the turned-up card", "the trumps' label", "the trick",
                                        "a button",           "a button",          "a button"};
    Rect window = {0, 0, l->width, l->height};
    Rect keep[6 + LAYOUT_BUTTONS_MAX] = {l->hand, l->stock, l->stock_label, l->turnup, l->trump_label, l->trick};
    Phase phase = support_game(app)->phase;
    bool trick = !(phase == PHASE_PROPOSE || phase == PHASE_RESPOND || phase == PHASE_DISCARD);
    int count = trick ? 6 : 5;
    for (int i = 0; i < app_buttons(app)->count; i++)
        keep[count++] = layout_button(l, app_buttons(app)->count, i);
    if (panel.w <= 0 || !rect_inside(panel, window))
        fail_msg("%s: the coach's panel is not in the window", where);
    for (int i = 0; i < count; i++)
        if (rect_overlaps(panel, keep[i]))
            fail_msg("%s: the coach's panel (%d %d %d %d) covers %s (%d %d %d %d): \"%s\" \"%s\"", where, panel.x,
                     panel.y, panel.w, panel.h, NAMES[i < 6 ? i : 6], keep[i].x, keep[i].y, keep[i].w, keep[i].h,
                     app_lesson_shown(app)->words, app_lesson_shown(app)->warning);
    assert_true(rect_inside(leave, panel));
}

/* The coach's panel as drawn covers nothing of the table a player needs. */
static void expect_clear(App *app, const char *where)
{
    app_render(app, 0);
    const Screen *coach = app_screen(app, SCREEN_COACH);
    assert_non_null(coach);
    expect_apart(app, app_layout(app), coach_panel(coach), coach_button(coach, COACH_HIT_LEAVE), where);
}

/* A move other than the one the lesson asks for, refused with a word. */
static bool try_wrong(App *app)
{
    const LessonShow *show = show_of(app);
    const Game *game = support_game(app);
    uint8_t you = session_player(app_session(app));
    Intent intent = intent_of(INTENT_NONE);
    if (show->expected.type == ACTION_PLAY) {
        CardSet others = game->hands[you] & ~cardset_of(show->expected.card);
        if (!others)
            return false;
        intent = intent_of(INTENT_PLAY);
        intent.card = cardset_lowest(others);
    } else if (show->expected.type == ACTION_PROPOSE) {
        intent = intent_act(action_stand());
    } else if (show->expected.type == ACTION_STAND) {
        intent = intent_act(action_propose());
    } else {
        return false;
    }
    app_carry_out(app, &intent);
    return show->warning[0] != '\0';
}

static void make_expected(App *app)
{
    const LessonShow *show = show_of(app);
    Intent intent = intent_act(show->expected);
    if (!show->expecting) {
        ActionList legal;
        game_legal_actions(support_game(app), &legal);
        intent = intent_act(legal.items[0]);
    } else if (show->expected.type == ACTION_PLAY) {
        intent = intent_of(INTENT_PLAY);
        intent.card = show->expected.card;
    }
    app_carry_out(app, &intent);
}

/* The coach's words read: its button forward pressed, as a player would. */
static void go_on(App *app)
{
    app_render(app, 0);
    assert_true(show_of(app)->waiting);
    click_rect(app, coach_button(app_screen(app, SCREEN_COACH), COACH_HIT_NEXT));
    assert_false(show_of(app)->waiting);
}

/* On to the player's move (or the hand's end), the coach's words read on
 * the way. */
static void your_move(App *app)
{
    for (int i = 0; i < 20; i++) {
        support_until_your_turn(app);
        if (!show_of(app) || !show_of(app)->waiting)
            return;
        go_on(app);
    }
    fail_msg("the coach's words wait for ever");
}

/* Every lesson played to its end, `check` looking at the coach at every
 * step: the words waiting to be read, each move to make, and a wrong move
 * tried first where there is one. */
static void every_step(App *app, const char *where, void (*check)(App *app, const char *where))
{
    for (int number = 1; number <= LESSON_COUNT; number++) {
        Intent start = intent_of(INTENT_START_LESSON);
        start.arg = number;
        app_carry_out(app, &start);
        for (int turn = 0; turn < 40; turn++) {
            support_until_your_turn(app);
            char here[128];
            snprintf(here, sizeof here, "%s, lesson %d, turn %d", where, number, turn);
            check(app, here);
            if (over(app))
                break;
            if (show_of(app)->waiting) {
                go_on(app);
                continue;
            }
            if (show_of(app)->expecting && try_wrong(app))
                check(app, here);
            make_expected(app);
        }
        support_step(app, 2000);
        assert_true(show_of(app)->finished);
    }
}

/* Every lesson, every move, with a wrong move tried first, at the smallest
 * window and a common one, in each language. */
static void test_coach_stands_clear_of_the_table(void **state)
{
    (void)state;
    static const char *const LANGUAGES[] = {"en", "mr", "sd"};
    for (int s = 0; s < 2; s++) {
        for (int language = 0; language < 3; language++) {
            App *app = open_lesson(1, SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            char where[64];
            snprintf(where, sizeof where, "%dx%d %s", SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            every_step(app, where, expect_clear);
            app_destroy(app);
        }
    }
    str_set_language("en");
}

/* The table's sizes from the smallest window to a large one, at every
 * interface scale the settings offer. */
static const int EVERY_SIZE[][2] = {{800, 600}, {1024, 768}, {1280, 800}, {1366, 768}, {1920, 1080}};
enum { EVERY_SIZE_COUNT = sizeof EVERY_SIZE / sizeof EVERY_SIZE[0] };

/* The coach's place on the table as it stands, laid out at w x h and
 * `percent` %, and the layout in `l`: the geometry the next frame would
 * draw at that size, without drawing it. */
static CoachPlace placed_at(App *app, int w, int h, int percent, Layout *l)
{
    layout_compute_scaled(l, w, h, cards_aspect(app_gfx(app)->cards), (float)percent / 100.0f, 1.0f);
    text_set_layout(app_gfx(app)->text, l);
    Gfx gfx = *app_gfx(app);
    gfx.layout = l;
    ScreenContext context;
    app_context(app, &context);
    context.layout = l;
    CoachPlace place = coach_place(&gfx, &context);
    text_set_layout(app_gfx(app)->text, app_layout(app));
    return place;
}

/* The coach's panel, at every size and scale, clear of the stock, its
 * count, the turned-up card and the trumps' label, as of the trick, the
 * hand and the buttons; the words and a warning inside it. */
static void expect_clear_at_every_size(App *app, const char *where)
{
    for (int s = 0; s < EVERY_SIZE_COUNT; s++) {
        for (int percent = 100; percent <= 200; percent += 25) {
            Layout l;
            CoachPlace place = placed_at(app, EVERY_SIZE[s][0], EVERY_SIZE[s][1], percent, &l);
            char here[160];
            snprintf(here, sizeof here, "%s at %dx%d %d%%", where, EVERY_SIZE[s][0], EVERY_SIZE[s][1], percent);
            expect_apart(app, &l, place.panel, place.buttons[COACH_HIT_LEAVE], here);
            assert_true(rect_inside(place.words, place.panel));
            if (place.warning.h > 0)
                assert_true(rect_inside(place.warning, place.panel));
        }
    }
}

/* Every lesson, every move, with a wrong move tried first, at every size
 * and scale, in each language. */
static void test_coach_never_covers_the_stock_or_the_trumps(void **state)
{
    (void)state;
    static const char *const LANGUAGES[] = {"en", "mr", "sd"};
    for (int language = 0; language < 3; language++) {
        App *app = open_lesson(1, 800, 600, LANGUAGES[language]);
        every_step(app, LANGUAGES[language], expect_clear_at_every_size);
        app_destroy(app);
    }
    str_set_language("en");
}

/* Plays the lesson on the table to the end of its hand, and waits for its
 * summary. */
static void play_out(App *app)
{
    for (int turn = 0; turn < 40; turn++) {
        your_move(app);
        if (over(app))
            break;
        make_expected(app);
    }
    support_step(app, 3000);
    assert_true(show_of(app)->finished);
}

static void record_of(App *app, char *out, size_t size) { assert_true(record_write(support_game(app), out, size) > 0); }

/* Into a lesson from the menu with real clicks and keys, the table beneath
 * still the table, and back to the game as it was. */
static void test_a_lesson_from_the_menu_and_back(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    settings_in(dir, 0);
    AppConfig config;
    support_config(&config, 9, 800, 600, false);
    config.data_dir = dir;
    config.speed = SPEED_FAST;
    config.speed_given = true;
    App *app = support_open(&config);
    support_step(app, 3000);
    static char before[RECORD_TEXT_MAX], after[RECORD_TEXT_MAX];
    record_of(app, before, sizeof before);
    const Layout *layout = app_layout(app);

    support_key(app, SDLK_ESCAPE);
    click_rect(app, menu_item(layout, MENU_LESSONS));
    app_render(app, 0);
    click_rect(app, lessons_row(layout, 2));
    assert_int_equal(support_top(app), SCREEN_COACH);
    assert_int_equal(show_of(app)->number, 3);
    support_until_your_turn(app);
    app_render(app, 0);
    const Screen *coach = app_screen(app, SCREEN_COACH);

    /* A press on the coach's own cloth goes no further. */
    Rect panel = coach_panel(coach);
    int journal = session_journal(app_session(app))->count;
    support_mouse(app, SDL_MOUSEBUTTONDOWN, panel.x + 12, panel.y + panel.h - 6, 1);
    assert_false(support_table(app)->drag.pressed);
    support_mouse(app, SDL_MOUSEBUTTONUP, panel.x + 12, panel.y + panel.h - 6, 1);
    assert_int_equal(session_journal(app_session(app))->count, journal);
    assert_int_equal(support_top(app), SCREEN_COACH);

    /* The coach's words first, then the lesson's button, pressed on the
     * table beneath the coach. */
    your_move(app);
    assert_true(show_of(app)->expecting);
    assert_int_equal(show_of(app)->expected.type, ACTION_PROPOSE);
    int propose = buttons_find(app_buttons(app), BTN_PROPOSE);
    assert_true(propose >= 0);
    click_rect(app, layout_button(layout, app_buttons(app)->count, propose));
    assert_true(session_journal(app_session(app))->count > journal);

    /* Esc opens the menu over the coach, and closes it again. */
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    assert_non_null(app_screen(app, SCREEN_COACH));
    app_render(app, 0);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_COACH);

    /* The way out: the game as it was left. */
    support_until_your_turn(app);
    app_render(app, 0);
    click_rect(app, coach_button(coach, COACH_HIT_LEAVE));
    assert_null(show_of(app));
    assert_int_equal(support_top(app), SCREEN_TABLE);
    record_of(app, after, sizeof after);
    assert_string_equal(before, after);

    /* A lesson's digit in the list starts it at once. */
    support_key(app, SDLK_ESCAPE);
    click_rect(app, menu_item(layout, MENU_LESSONS));
    support_press(app, SDLK_5, 0);
    assert_int_equal(support_top(app), SCREEN_COACH);
    assert_int_equal(show_of(app)->number, 5);
    app_destroy(app);
}

/* A card dragged from the hand across the coach's panel, over its button,
 * and let go on the panel is played there, as anywhere above the hand:
 * the coach leaves the table the pointer it took first. */
static void test_a_card_dragged_across_the_coach(void **state)
{
    (void)state;
    for (int s = 0; s < 2; s++) {
        App *app = open_lesson(1, SIZES[s][0], SIZES[s][1], "en");
        your_move(app);
        app_render(app, 0);
        const LessonShow *show = show_of(app);
        assert_true(show->expecting);
        assert_int_equal(show->expected.type, ACTION_PLAY);
        Card card = show->expected.card;
        const Screen *coach = app_screen(app, SCREEN_COACH);
        Rect panel = coach_panel(coach), leave = coach_button(coach, COACH_HIT_LEAVE);
        int x, y;
        support_card_point(app, card, &x, &y);
        int journal = session_journal(app_session(app))->count;
        support_mouse(app, SDL_MOUSEBUTTONDOWN, x, y, 1);
        support_mouse(app, SDL_MOUSEMOTION, x, y - 12, 0);
        support_mouse(app, SDL_MOUSEMOTION, leave.x + leave.w / 2, leave.y + leave.h / 2, 0);
        assert_true(support_table(app)->drag.active);
        app_render(app, 0);
        int px = panel.x + panel.w / 3, py = panel.y + panel.h - 8;
        support_mouse(app, SDL_MOUSEMOTION, px, py, 0);
        support_mouse(app, SDL_MOUSEBUTTONUP, px, py, 1);
        assert_false(support_table(app)->drag.pressed);
        assert_true(session_journal(app_session(app))->count > journal);
        assert_false(cardset_has(support_game(app)->hands[session_player(app_session(app))], card));
        assert_non_null(show_of(app));
        app_destroy(app);
    }
}

/* The move to make pulses for a while, then holds still: a table waiting
 * for the player asks for no frames. */
static void test_the_glow_pulses_then_holds_still(void **state)
{
    (void)state;
    App *app = open_lesson(1, 800, 600, "en");
    your_move(app);
    app_render(app, 0);
    assert_true(show_of(app)->expecting);
    assert_true(app_needs_frame(app));
    support_step(app, 6000);
    app_render(app, 0);
    assert_false(app_needs_frame(app));
    app_destroy(app);
}

/* The coach's rings round the button to press pass where its key cap
 * sits: the cap stays over them, its letter clear. */
static void test_the_key_cap_stays_over_the_coachs_rings(void **state)
{
    (void)state;
    App *app = open_lesson(3, 800, 600, "en");
    your_move(app);
    assert_true(show_of(app)->expecting);
    assert_int_equal(show_of(app)->expected.type, ACTION_PROPOSE);
    support_step(app, 6000); /* the rings at their brightest, still */
    app_render(app, 0);
    const Layout *l = app_layout(app);
    int index = buttons_find(app_buttons(app), BTN_PROPOSE);
    assert_true(index >= 0);
    Rect button = layout_button(l, app_buttons(app)->count, index);
    Rect cap = focus_key_cap_rect(app_gfx(app), button, table_button_key(BTN_PROPOSE));
    int w = l->width, h = l->height;
    Uint32 *pixels = calloc((size_t)w * (size_t)h, sizeof *pixels);
    assert_non_null(pixels);
    assert_int_equal(SDL_RenderReadPixels(app_renderer(app), NULL, SDL_PIXELFORMAT_ARGB8888, pixels, w * 4), 0);
    /* The rings are there, beside the cap... */
    int ringed = 0;
    for (int x = button.x; x < cap.x; x++)
        for (int y = button.y - l->gap * 2; y < button.y; y++)
            ringed += y >= 0 && gold_at(pixels, w, x, y);
    assert_true(ringed > 0);
    /* ...and none of their light falls inside it. */
    Rect inside = rect_inset(cap, 2);
    for (int y = inside.y; y < inside.y + inside.h; y++)
        for (int x = inside.x; x < inside.x + inside.w; x++)
            if (gold_at(pixels, w, x, y))
                fail_msg("the coach's ring over the key cap at %d,%d", x, y);
    free(pixels);
    app_destroy(app);
}

/* The summary after a lesson: the next lesson by Enter, the list and the
 * game after the last, and back to the game. */
static void test_the_summary_after_a_lesson(void **state)
{
    (void)state;
    App *app = open_lesson(5, 800, 600, "en");
    const Layout *l = app_layout(app);
    play_out(app);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    app_render(app, 0);
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_COACH);
    assert_int_equal(show_of(app)->number, 6);

    play_out(app);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    app_render(app, 0);
    click_rect(app, summary_lesson_button(l, SUMMARY_LESSON_NEXT));
    assert_null(show_of(app));
    assert_int_equal(support_top(app), SCREEN_LESSONS);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_TABLE);

    Intent start = intent_of(INTENT_START_LESSON);
    start.arg = 2;
    app_carry_out(app, &start);
    play_out(app);
    /* The summary closed, the coach offers the next lesson itself. */
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_COACH);
    app_render(app, 0);
    Rect next = coach_button(app_screen(app, SCREEN_COACH), COACH_HIT_NEXT);
    assert_true(next.w > 0);
    click_rect(app, next);
    assert_int_equal(show_of(app)->number, 3);
    play_out(app);
    app_render(app, 0);
    click_rect(app, summary_lesson_button(l, SUMMARY_LESSON_BACK));
    assert_null(show_of(app));
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
}

/* Read from the right, the summary after a lesson is mirrored: the next
 * lesson on the left, the way back on the right, and Left and Right ring
 * the button on their side. */
static void test_the_summary_after_a_lesson_from_the_right(void **state)
{
    (void)state;
    App *app = open_lesson(5, 1280, 800, "sd");
    const Layout *l = app_layout(app);
    assert_true(l->rtl);
    play_out(app);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    app_render(app, 0);
    Rect next = summary_lesson_button(l, SUMMARY_LESSON_NEXT), back = summary_lesson_button(l, SUMMARY_LESSON_BACK);
    assert_true(next.x + next.w <= back.x);
    /* Where English has them, mirrored. */
    Layout english = *l;
    layout_mirror(&english);
    assert_false(english.rtl);
    Rect was = summary_lesson_button(&english, SUMMARY_LESSON_NEXT);
    assert_int_equal(next.x, l->width - was.x - was.w);
    was = summary_lesson_button(&english, SUMMARY_LESSON_BACK);
    assert_int_equal(back.x, l->width - was.x - was.w);
    ScreenWords words;
    support_key(app, SDLK_LEFT);
    support_screen_words(app, &words);
    support_expect_in(words.focus, str_get(STR_BTN_NEXT_LESSON), "Left in Sindhi");
    support_key(app, SDLK_RIGHT);
    support_screen_words(app, &words);
    support_expect_in(words.focus, str_get(STR_BTN_BACK_TO_GAME), "Right in Sindhi");
    support_key(app, SDLK_RETURN);
    assert_null(show_of(app));
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
    str_set_language("en");
}

/* The end of the game reached in a lesson: the same two ways on. */
static void test_the_end_of_a_game_in_a_lesson(void **state)
{
    (void)state;
    Layout layout;
    layout_compute(&layout, 800, 600, 250.0f / 350.0f);
    static SeatView view;
    memset(&view, 0, sizeof view);
    LessonShow show;
    memset(&show, 0, sizeof show);
    show.number = 2;
    show.finished = true;
    snprintf(show.words, sizeof show.words, "Well played.");
    ScreenContext context;
    memset(&context, 0, sizeof context);
    context.layout = &layout;
    context.view = &view;
    context.lesson = &show;
    Screen screen = {&GAME_OVER_SCREEN, 0, calloc(1, GAME_OVER_SCREEN.state_size)};
    assert_non_null(screen.state);
    GAME_OVER_SCREEN.open(&screen, &context, 0);
    Rect next = game_over_practice_button(&layout, GAME_OVER_LESSON_NEXT);
    Rect back = game_over_practice_button(&layout, GAME_OVER_LESSON_BACK);
    Command down = {.type = CMD_POINTER_DOWN, .x = next.x + 4, .y = next.y + 4, .button = SDL_BUTTON_LEFT};
    Intent out = intent_of(INTENT_NONE);
    GAME_OVER_SCREEN.handle(&screen, &context, &down, &out);
    expect_start(out, 3);
    down.x = back.x + 4;
    down.y = back.y + 4;
    GAME_OVER_SCREEN.handle(&screen, &context, &down, &out);
    assert_int_equal(out.type, INTENT_LEAVE_LESSON);
    Command enter = {.type = CMD_KEY, .key = CK_ENTER};
    Command left = {.type = CMD_KEY, .key = CK_LEFT};
    Command leave = {.type = CMD_POINTER_LEAVE};
    GAME_OVER_SCREEN.handle(&screen, &context, &leave, &out);
    out = intent_of(INTENT_NONE);
    GAME_OVER_SCREEN.handle(&screen, &context, &enter, &out);
    expect_start(out, 3);
    show.number = LESSON_COUNT;
    GAME_OVER_SCREEN.handle(&screen, &context, &enter, &out);
    assert_int_equal(out.type, INTENT_NEXT_HAND);
    GAME_OVER_SCREEN.handle(&screen, &context, &left, &out);
    GAME_OVER_SCREEN.handle(&screen, &context, &enter, &out);
    assert_int_equal(out.type, INTENT_LEAVE_LESSON);
    free(screen.state);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_list_fits_every_window),
        cmocka_unit_test(test_list_asks_for_the_lesson_chosen),
        cmocka_unit_test(test_the_list_says_what_lesson_5_teaches),
        cmocka_unit_test(test_keys_by_their_place),
        cmocka_unit_test(test_menu_opens_the_list),
        cmocka_unit_test(test_ticks_follow_the_lessons_done),
        cmocka_unit_test(test_offer_made_once),
        cmocka_unit_test(test_coach_stands_clear_of_the_table),
        cmocka_unit_test(test_coach_never_covers_the_stock_or_the_trumps),
        cmocka_unit_test(test_a_lesson_from_the_menu_and_back),
        cmocka_unit_test(test_a_card_dragged_across_the_coach),
        cmocka_unit_test(test_the_glow_pulses_then_holds_still),
        cmocka_unit_test(test_the_key_cap_stays_over_the_coachs_rings),
        cmocka_unit_test(test_the_summary_after_a_lesson),
        cmocka_unit_test(test_the_end_of_a_game_in_a_lesson),
        /* Last: a failure leaves the language read from the right. */
        cmocka_unit_test(test_the_summary_after_a_lesson_from_the_right),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
