/* The table read from the right in the real app: in Sindhi the window's
 * layout is the English one mirrored, the decision buttons are drawn on the
 * left and pressed where they are drawn, and English keeps its own side. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL.h>

#include "app_support.h"
#include "i18n/strings.h"
#include "render/palette.h"
#include "screens/friend.h"
#include "ui/buttons.h"
#include "ui/layout.h"

static const int SIZES[][2] = {{1280, 800}, {1024, 768}};
enum { SIZE_COUNT = sizeof SIZES / sizeof SIZES[0] };

/* The game of seed 5 (the opponent proposes an exchange first) in
 * `language`, drawn at once. */
static App *open_in(const char *language, int w, int h)
{
    AppConfig config;
    support_config(&config, 5, w, h, false);
    config.speed = SPEED_INSTANT;
    config.speed_given = true;
    config.language = language;
    App *app = support_open(&config);
    support_until_your_turn(app);
    return app;
}

static void expect_mirror(const Layout *ltr, Rect was, Rect now, const char *what)
{
    if (now.x != ltr->width - was.x - was.w || now.y != was.y || now.w != was.w || now.h != was.h)
        fail_msg("%dx%d: the %s (%d,%d %dx%d) is not the mirror image of the English one (%d,%d %dx%d)", ltr->width,
                 ltr->height, what, now.x, now.y, now.w, now.h, was.x, was.y, was.w, was.h);
}

/* Every control of the Sindhi table is where its English twin's mirror
 * image is; the cards of a hand keep their order. */
static void test_sindhi_lays_the_table_out_mirrored(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        App *en = open_in("en", SIZES[s][0], SIZES[s][1]);
        App *sd = open_in("sd", SIZES[s][0], SIZES[s][1]);
        const Layout *l = app_layout(en), *m = app_layout(sd);
        assert_false(l->rtl);
        assert_true(m->rtl);
        assert_int_equal(l->width, m->width);
        const struct {
            Rect was, now;
            const char *what;
        } controls[] = {
            {l->menu_button, m->menu_button, "menu button"},
            {l->help_button, m->help_button, "help button"},
            {l->score, m->score, "score"},
            {l->buttons, m->buttons, "decision buttons"},
            {l->stock, m->stock, "stock"},
            {l->turnup, m->turnup, "turn-up"},
            {l->message, m->message, "message line"},
            {l->bubble, m->bubble, "bubble"},
            {l->won[SIDE_YOU], m->won[SIDE_YOU], "tricks won"},
            {l->discards[SIDE_YOU], m->discards[SIDE_YOU], "discards"},
            {l->dealer_chip[SIDE_YOU], m->dealer_chip[SIDE_YOU], "dealer chip"},
        };
        for (size_t i = 0; i < sizeof controls / sizeof controls[0]; i++)
            expect_mirror(l, controls[i].was, controls[i].now, controls[i].what);
        for (int i = 0; i < LAYOUT_BUTTONS_MAX; i++)
            expect_mirror(l, layout_button(l, LAYOUT_BUTTONS_MAX, i), layout_button(m, LAYOUT_BUTTONS_MAX, i),
                          "decision button");
        for (int i = 1; i < HAND_SIZE; i++)
            assert_true(layout_hand_card(m, HAND_SIZE, i).x > layout_hand_card(m, HAND_SIZE, i - 1).x);
        app_destroy(sd);
        app_destroy(en);
    }
}

/* In Sindhi the Refuse button is drawn on the left: a click where English
 * draws it does nothing, a click where it is drawn refuses. */
static void test_a_mirrored_button_is_pressed_where_it_is_drawn(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        App *app = open_in("sd", SIZES[s][0], SIZES[s][1]);
        const Layout *l = app_layout(app);
        const ButtonSet *set = app_buttons(app);
        int index = buttons_find(set, BTN_REFUSE);
        assert_true(index >= 0);
        assert_false(support_game(app)->refused);
        Rect r = layout_button(l, set->count, index);
        assert_true(r.x + r.w < l->width / 2);

        support_click(app, l->width - r.x - r.w / 2, r.y + r.h / 2, 1);
        support_step(app, 50);
        assert_false(support_game(app)->refused);

        support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1);
        support_step(app, 50);
        assert_true(support_game(app)->refused);
        app_destroy(app);
    }
}

/* ---- the pictures ---------------------------------------------------------- */

/* Whether `pixel` is on the main button's gold gradient, top to bottom. */
static bool on_main_button(Uint32 pixel)
{
    SDL_Color top = PALETTE[PAL_PRIMARY_TOP], bottom = PALETTE[PAL_PRIMARY_BOTTOM];
    int r = (int)(pixel >> 16 & 0xff), g = (int)(pixel >> 8 & 0xff), b = (int)(pixel & 0xff);
    if (g > top.g + 2 || g < bottom.g - 2)
        return false;
    double t = (double)(top.g - g) / (top.g - bottom.g);
    return abs(r - (int)(top.r + t * (bottom.r - top.r))) <= 3 && abs(b - (int)(top.b + t * (bottom.b - top.b))) <= 3;
}

/* The main button's pixels in the rows it takes, on the window's left half
 * and on its right. */
static void count_main_button(App *app, int *left, int *right, int *area)
{
    const Layout *l = app_layout(app);
    const ButtonSet *set = app_buttons(app);
    int index = buttons_find(set, buttons_primary(set));
    assert_true(index >= 0);
    Rect r = layout_button(l, set->count, index);
    Uint32 *frame = support_settled_frame(app);
    *left = *right = 0;
    *area = r.w * r.h;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = 0; x < l->width; x++)
            if (on_main_button(frame[(size_t)y * (size_t)l->width + (size_t)x]))
                (*(x < l->width / 2 ? left : right))++;
    free(frame);
}

/* Drawn, the decision buttons stand on the right in English and on the
 * left in Sindhi. */
static void test_pictures_put_the_buttons_on_the_reading_side(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        int left, right, area;
        App *en = open_in("en", SIZES[s][0], SIZES[s][1]);
        count_main_button(en, &left, &right, &area);
        if (right < area / 2 || left > area / 20)
            fail_msg("%dx%d in English: %d of the main button's pixels on the left, %d on the right (of %d)",
                     SIZES[s][0], SIZES[s][1], left, right, area);
        app_destroy(en);

        App *sd = open_in("sd", SIZES[s][0], SIZES[s][1]);
        count_main_button(sd, &left, &right, &area);
        if (left < area / 2 || right > area / 20)
            fail_msg("%dx%d in Sindhi: %d of the main button's pixels on the left, %d on the right (of %d)",
                     SIZES[s][0], SIZES[s][1], left, right, area);
        app_destroy(sd);
    }
}

/* The friend's panel: each line's label at the start of its row and the
 * line after it, the rules first, in Sindhi from the right. */
static void test_friend_lines_read_from_the_right(void **state)
{
    (void)state;
    Layout l;
    layout_compute(&l, 1280, 800, 250.0f / 350.0f);
    Rect panel = friend_panel(&l);
    int middle = panel.x + panel.w / 2;
    static const char *const LANGUAGES[] = {"en", "sd"};
    for (int t = 0; t < 2; t++) {
        str_set_language(LANGUAGES[t]);
        bool rtl = t == 1;
        assert_true(str_rtl() == rtl);
        static const FriendItem LINES[] = {FRIEND_SERVER, FRIEND_PORT, FRIEND_CODE};
        for (size_t i = 0; i < sizeof LINES / sizeof LINES[0]; i++) {
            Rect line = friend_item(&l, LINES[i]);
            assert_true((line.x + line.w / 2 < middle) == rtl);
            assert_int_equal(friend_hit(&l, line.x + line.w / 2, line.y + line.h / 2), LINES[i]);
        }
        Rect rules = friend_item(&l, FRIEND_RULES), target = friend_item(&l, FRIEND_TARGET);
        assert_true((rules.x > target.x) == rtl);
    }
    str_set_language("en");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sindhi_lays_the_table_out_mirrored),
        cmocka_unit_test(test_a_mirrored_button_is_pressed_where_it_is_drawn),
        cmocka_unit_test(test_pictures_put_the_buttons_on_the_reading_side),
        cmocka_unit_test(test_friend_lines_read_from_the_right),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
