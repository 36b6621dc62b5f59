/* The interface scale and the high-contrast faces in the real app: Ctrl +,
 * Ctrl - and Ctrl 0 over any screen, the settings' rows, the file they are
 * kept in, and a list of settings taller than the window that scrolls. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <SDL.h>

#include "app_support.h"
#include "ecarte/settings.h"
#include "screens/menu.h"
#include "screens/settings.h"

static App *open_app(int w, int h)
{
    AppConfig config;
    support_config(&config, 7, w, h, false);
    /* A click that lands on the spoken mode's row turns it on: no voice to
     * be had, rather than speech-dispatcher's client library, which keeps
     * memory of a connection that failed. */
    config.speech_library = "libecarte-no-such-speech.so.0";
    return support_open(&config);
}

static Settings read_settings(void)
{
    char path[256], text[SETTINGS_TEXT_MAX * 2] = "", why[128];
    snprintf(path, sizeof path, "%s/settings.txt", support_data_dir());
    FILE *file = fopen(path, "r");
    assert_non_null(file);
    size_t length = fread(text, 1, sizeof text - 1, file);
    fclose(file);
    Settings settings;
    assert_int_equal(settings_parse(text, length, &settings, why, sizeof why), STORE_VERDICT_OK);
    return settings;
}

static void ctrl_key(App *app, SDL_Keycode key)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_KEYDOWN;
    event.key.keysym.sym = key;
    event.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    event.key.keysym.mod = KMOD_LCTRL;
    app_handle_event(app, &event);
    support_step(app, 20);
}

static void click_rect(App *app, Rect r) { support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1); }

static void test_ctrl_plus_minus_and_zero(void **state)
{
    (void)state;
    App *app = open_app(1280, 800);
    int body = app_layout(app)->font_body;
    assert_true(app_layout(app)->scale == 1.0f);
    ctrl_key(app, SDLK_EQUALS);
    assert_true(app_layout(app)->scale_asked == 1.25f && app_layout(app)->scale == 1.25f);
    assert_int_equal(read_settings().scale, 125);
    assert_true(app_layout(app)->font_body > body);
    ctrl_key(app, SDLK_KP_PLUS);
    ctrl_key(app, SDLK_PLUS);
    ctrl_key(app, SDLK_EQUALS);
    ctrl_key(app, SDLK_EQUALS); /* past the largest: stays there */
    assert_int_equal(read_settings().scale, 200);
    assert_true(app_layout(app)->scale >= 1.5f && app_layout(app)->scale_asked == 2.0f);
    char message[512];
    app_message(app, message, sizeof message);
    assert_non_null(strstr(message, "200 %"));
    ctrl_key(app, SDLK_MINUS);
    assert_int_equal(read_settings().scale, 175);
    ctrl_key(app, SDLK_0);
    assert_int_equal(read_settings().scale, 100);
    assert_int_equal(app_layout(app)->font_body, body);
    /* Without Ctrl, the same keys are no zoom. */
    support_key(app, SDLK_EQUALS);
    assert_int_equal(read_settings().scale, 100);
    app_destroy(app);
}

/* At 800x600 there is room for less than 200 %: the message says so, and
 * the setting is kept as asked, for a larger window. */
static void test_a_small_window_takes_what_fits(void **state)
{
    (void)state;
    App *app = open_app(800, 600);
    for (int i = 0; i < 4; i++)
        ctrl_key(app, SDLK_EQUALS);
    assert_int_equal(read_settings().scale, 200);
    const Layout *l = app_layout(app);
    assert_true(l->scale_asked == 2.0f && l->scale >= 1.45f && l->scale < 2.0f);
    assert_true(layout_fits(l, NULL, NULL));
    char message[512];
    app_message(app, message, sizeof message);
    assert_non_null(strstr(message, "fits"));
    app_destroy(app);
    /* Opened again, the scale is the one kept: a tall window has room for
     * more of it. */
    app = open_app(800, 1000);
    assert_true(app_layout(app)->scale_asked == 2.0f && app_layout(app)->scale >= 1.45f);
    ctrl_key(app, SDLK_0);
    app_destroy(app);
}

static void open_settings(App *app)
{
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    click_rect(app, menu_item(app_layout(app), MENU_SETTINGS));
    assert_int_equal(support_top(app), SCREEN_SETTINGS);
    app_render(app, 0);
}

static void test_the_settings_rows(void **state)
{
    (void)state;
    App *app = open_app(1280, 800);
    open_settings(app);
    click_rect(app, settings_arrow(app_layout(app), SET_SCALE, 1));
    assert_int_equal(read_settings().scale, 125);
    assert_true(app_layout(app)->scale == 1.25f);
    assert_int_equal(support_top(app), SCREEN_SETTINGS);
    click_rect(app, settings_arrow(app_layout(app), SET_SCALE, -1));
    assert_int_equal(read_settings().scale, 100);

    assert_false(app_ui(app)->high_contrast);
    click_rect(app, settings_arrow(app_layout(app), SET_HIGH_CONTRAST, 1));
    assert_true(app_ui(app)->high_contrast);
    assert_true(read_settings().high_contrast);
    app_render(app, 0);
    /* With the four colours too, and back. */
    click_rect(app, settings_arrow(app_layout(app), SET_FOUR_COLOUR, 1));
    assert_true(app_ui(app)->four_colour && app_ui(app)->high_contrast);
    app_render(app, 0);
    click_rect(app, settings_arrow(app_layout(app), SET_FOUR_COLOUR, 1));
    click_rect(app, settings_arrow(app_layout(app), SET_HIGH_CONTRAST, -1));
    assert_false(app_ui(app)->high_contrast);
    assert_false(read_settings().high_contrast);
    app_destroy(app);
}

/* The text size's row, as the open settings show it, lies whole in the
 * list's window. */
static void expect_scale_row_shown(App *app, const char *where)
{
    const Layout *l = app_layout(app);
    Rect row = settings_row_shown(app_top_screen(app), l, SET_SCALE), list = settings_list(l);
    if (!rect_inside(row, list))
        fail_msg("%s: the text size's row (%d,%d %dx%d) is out of the list's window (%d,%d %dx%d) at %.0f %%", where,
                 row.x, row.y, row.w, row.h, list.x, list.y, list.w, list.h, l->scale * 100.0);
}

/* Changing the text size in the settings keeps its row in sight as every
 * row grows and the list comes to scroll: by its > and < with the mouse,
 * and by the keyboard, at each step up to 200 % and back. */
static void test_the_text_size_row_stays_in_view(void **state)
{
    (void)state;
    static const int SIZES[][2] = {{1024, 768}, {1280, 800}, {1366, 768}, {800, 600}};
    for (size_t s = 0; s < sizeof SIZES / sizeof SIZES[0]; s++) {
        App *app = open_app(SIZES[s][0], SIZES[s][1]);
        ctrl_key(app, SDLK_0);
        open_settings(app);
        char where[64];
        for (int step = 0; step < 4; step++) {
            snprintf(where, sizeof where, "%dx%d, a click up from %d %%", SIZES[s][0], SIZES[s][1], 100 + 25 * step);
            /* The > at the row's far end, where the row is shown now. */
            Rect row = settings_row_shown(app_top_screen(app), app_layout(app), SET_SCALE);
            support_click(app, row.x + row.w - row.h / 2, row.y + row.h / 2, 1);
            app_render(app, 0);
            assert_int_equal(read_settings().scale, 125 + 25 * step);
            expect_scale_row_shown(app, where);
        }
        for (int step = 0; step < 4; step++) {
            snprintf(where, sizeof where, "%dx%d, Left from %d %%", SIZES[s][0], SIZES[s][1], 200 - 25 * step);
            support_key(app, SDLK_LEFT);
            app_render(app, 0);
            assert_int_equal(read_settings().scale, 175 - 25 * step);
            expect_scale_row_shown(app, where);
        }
        for (int step = 0; step < 4; step++) {
            snprintf(where, sizeof where, "%dx%d, Right from %d %%", SIZES[s][0], SIZES[s][1], 100 + 25 * step);
            support_key(app, SDLK_RIGHT);
            app_render(app, 0);
            expect_scale_row_shown(app, where);
        }
        ctrl_key(app, SDLK_0);
        app_destroy(app);
    }
}

/* Too short for every row: the keyboard reaches the last, which scrolls
 * into view, and the wheel scrolls the list. */
static void test_a_long_list_scrolls(void **state)
{
    (void)state;
    App *app = open_app(800, 600);
    for (int i = 0; i < 4; i++)
        ctrl_key(app, SDLK_EQUALS);
    open_settings(app);
    const Layout *l = app_layout(app);
    Rect panel = settings_panel(l), close = settings_close(l);
    assert_true(panel.y >= 0 && panel.y + panel.h <= l->height);
    /* Unscrolled, the last row lies below the close button: hidden. */
    Rect last = settings_row(l, SET_LANGUAGE);
    assert_true(last.y > close.y);
    support_key(app, SDLK_END);
    support_key(app, SDLK_RIGHT);
    assert_string_equal(read_settings().language, "en");
    support_key(app, SDLK_LEFT);
    assert_string_equal(read_settings().language, "");
    /* Scrolled to the end, a click where the animation's row lies unscrolled
     * finds another row; the wheel scrolls back to the top, and it answers. */
    AnimationSpeed speed = read_settings().animation;
    click_rect(app, settings_arrow(l, SET_ANIMATION, 1));
    assert_int_equal(read_settings().animation, speed);
    support_wheel(app, 40);
    click_rect(app, settings_arrow(l, SET_ANIMATION, 1));
    assert_int_equal(read_settings().animation, (speed + 1) % ANIMATION_SPEED_COUNT);
    click_rect(app, settings_arrow(l, SET_ANIMATION, -1));
    assert_int_equal(read_settings().animation, speed);
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ctrl_plus_minus_and_zero), cmocka_unit_test(test_a_small_window_takes_what_fits),
        cmocka_unit_test(test_the_settings_rows),        cmocka_unit_test(test_the_text_size_row_stays_in_view),
        cmocka_unit_test(test_a_long_list_scrolls),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
