/* The table's geometry at many window sizes and at every interface scale:
 * everything on screen, nothing overlapping, the whole hand visible, text
 * and controls as large as asked where there is room, and hit tests that
 * find the card that is drawn on top. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include <cmocka.h>

#include "ui/buttons.h"
#include "ui/layout.h"
#include "screens/help.h"
#include "screens/menu.h"
#include "screens/summary.h"
#include "screens/game_over.h"
#include "screens/coach_ask.h"
#include "screens/confirm.h"
#include "screens/last_trick.h"
#include "screens/review.h"
#include "screens/settings.h"
#include "screens/lessons.h"
#include "screens/statistics.h"

static const int SIZES[][2] = {
    {800, 600},  {1280, 800}, {1920, 1080}, {1024, 768},  {1366, 768}, {801, 601},
    {1000, 600}, {800, 1000}, {2560, 1440}, {3840, 2160}, {1111, 777}, {2400, 600},
};
enum { SIZE_COUNT = sizeof SIZES / sizeof SIZES[0] };
static const float ASPECT = 250.0f / 350.0f;
/* Every scale the settings offer, and the densities of an ordinary screen,
 * one a little denser, and one twice as dense. */
static const int SCALES[] = {100, 125, 150, 175, 200};
enum { SCALE_COUNT = sizeof SCALES / sizeof SCALES[0] };
static const float DENSITIES[] = {1.0f, 1.25f, 2.0f};
enum { DENSITY_COUNT = sizeof DENSITIES / sizeof DENSITIES[0] };
enum { CASES = SIZE_COUNT * SCALE_COUNT * DENSITY_COUNT };

/* Case `c` of every size at every scale and density (a dense screen's
 * window being as many of its own coordinates, so more pixels). */
static void layout_case(int c, Layout *l)
{
    int size = c % SIZE_COUNT, scale = c / SIZE_COUNT % SCALE_COUNT, density = c / SIZE_COUNT / SCALE_COUNT;
    int w = SIZES[size][0], h = SIZES[size][1];
    float d = DENSITIES[density];
    if (d > 1.0f) {
        w = (int)(w * d);
        h = (int)(h * d);
    }
    layout_compute_scaled(l, w, h, ASPECT, SCALES[scale] / 100.0f, d);
}

static Rect window_of(const Layout *l) { return (Rect){0, 0, l->width, l->height}; }

static void check_inside(const Layout *l, Rect r, const char *name)
{
    if (!rect_inside(r, window_of(l)))
        fail_msg("%dx%d: %s (%d,%d %dx%d) is not inside the window", l->width, l->height, name, r.x, r.y, r.w, r.h);
}

typedef struct Named {
    const char *name;
    Rect rect;
} Named;

static void test_regions_fit_and_do_not_overlap(void **state)
{
    (void)state;
    for (int c = 0; c < CASES; c++) {
        Layout l;
        layout_case(c, &l);
        Rect left = rect_union(rect_union(l.stock, l.turnup), rect_union(l.stock_label, l.trump_label));
        Named regions[] = {
            {"menu button", l.menu_button},
            {"help button", l.help_button},
            {"score", l.score},
            {"opponent's hand", l.opp_hand},
            {"opponent's dealer chip", l.dealer_chip[SIDE_OPPONENT]},
            {"opponent's tricks", l.won[SIDE_OPPONENT]},
            {"opponent's discards", l.discards[SIDE_OPPONENT]},
            {"bubble", l.bubble},
            {"stock and turn-up", left},
            {"trick", l.trick},
            {"buttons", l.buttons},
            {"message", l.message},
            {"hand", l.hand},
            {"your dealer chip", l.dealer_chip[SIDE_YOU]},
            {"your tricks", l.won[SIDE_YOU]},
            {"your discards", l.discards[SIDE_YOU]},
        };
        int n = (int)(sizeof regions / sizeof regions[0]);
        for (int i = 0; i < n; i++) {
            check_inside(&l, regions[i].rect, regions[i].name);
            for (int j = i + 1; j < n; j++)
                if (rect_overlaps(regions[i].rect, regions[j].rect))
                    fail_msg("%dx%d at %.0f%%: %s overlaps %s", l.width, l.height, l.scale_asked * 100.0,
                             regions[i].name, regions[j].name);
        }
        /* The declared king's stage stays clear of the hands and buttons. */
        assert_false(rect_overlaps(l.center_stage, l.hand));
        assert_false(rect_overlaps(l.center_stage, l.buttons));
        assert_false(rect_overlaps(l.center_stage, l.opp_hand));
        assert_false(rect_overlaps(l.center_stage, l.message));
        assert_false(rect_overlaps(l.center_stage, l.bubble));
        const char *what = NULL, *other = NULL;
        if (!layout_fits(&l, &what, &other))
            fail_msg("%dx%d: the layout finds %s against %s", l.width, l.height, what, other);
        /* The table is a target for drops, the hand is not. */
        assert_false(rect_overlaps(l.drop_zone, l.hand));
        assert_true(rect_inside(l.trick_slot[SIDE_YOU], l.drop_zone));
    }
}

static void test_cards_have_the_art_proportions_and_size(void **state)
{
    (void)state;
    Layout l;
    layout_compute(&l, 1280, 800, ASPECT);
    assert_in_range(l.card_h, 160, 176); /* assets/source/README.md: about 120x168 */
    assert_in_range(l.card_w, 114, 126);
    layout_compute(&l, 800, 600, ASPECT);
    assert_in_range(l.card_h, 112, 126); /* about 86x120 */
    assert_in_range(l.card_w, 80, 90);
    for (int c = 0; c < CASES; c++) {
        layout_case(c, &l);
        float aspect = (float)l.card_w / (float)l.card_h;
        assert_true(aspect > ASPECT - 0.02f && aspect < ASPECT + 0.02f);
        /* Text never smaller than 14 px; buttons at least 44 px tall, on a
         * denser screen as many inches. */
        assert_true(l.font_small >= 14 * l.density - 0.5f && l.font_body >= 14 * l.density - 0.5f);
        assert_true(l.button_h >= 44 * l.density - 0.5f);
    }
}

/* Text and controls grow by the scale asked, at least to half as large
 * again at every window from the smallest and the whole of it from
 * 1280x800 up; the cards give up at most a sixth of their size for it. */
static void test_text_and_controls_grow_with_the_scale(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int d = 0; d < DENSITY_COUNT; d++) {
            int w = (int)(SIZES[s][0] * DENSITIES[d]), h = (int)(SIZES[s][1] * DENSITIES[d]);
            Layout base, l;
            layout_compute_scaled(&base, w, h, ASPECT, 1.0f, DENSITIES[d]);
            assert_true(base.scale == 1.0f && base.card_scale == 1.0f);
            for (int k = 0; k < SCALE_COUNT; k++) {
                float asked = SCALES[k] / 100.0f;
                layout_compute_scaled(&l, w, h, ASPECT, asked, DENSITIES[d]);
                bool large = SIZES[s][0] >= 1280 && SIZES[s][1] >= 800;
                float least = asked < 1.5f || large ? asked : 1.5f;
                if (l.scale < least - 0.001f)
                    fail_msg("%dx%d at %d%%: only %.0f%% fits", w, h, SCALES[k], l.scale * 100.0);
                assert_true(l.scale <= asked + 0.001f);
                assert_true(l.font_body >= iround(base.font_body * l.scale) - 1);
                /* The small text a little less, staying below the body text. */
                assert_true(l.font_small >= iround(base.font_small * fmax(1.0, l.scale * 0.9)) - 1);
                assert_true(l.font_small <= l.font_body);
                assert_true(l.font_heading >= iround(base.font_heading * l.scale) - 1);
                assert_true(l.button_h >= iround(base.button_h * l.scale) - 1);
                assert_true(l.card_h >= base.card_h * 5 / 6);
            }
        }
    }
    /* Twice as dense, twice the pixels: the same table, twice as large. */
    Layout one, two;
    layout_compute_scaled(&one, 800, 600, ASPECT, 1.5f, 1.0f);
    layout_compute_scaled(&two, 1600, 1200, ASPECT, 1.5f, 2.0f);
    assert_int_equal(two.font_body, 2 * one.font_body);
    assert_int_equal(two.button_h, 2 * one.button_h);
    assert_true(two.card_h >= 2 * one.card_h - 1);
    /* An ordinary screen's density gives the layout of old. */
    layout_compute(&one, 1024, 768, ASPECT);
    layout_compute_scaled(&two, 1024, 768, ASPECT, 1.0f, 1.0f);
    assert_memory_equal(&one, &two, sizeof one);
}

static void test_whole_hand_is_visible_even_raised(void **state)
{
    (void)state;
    for (int c = 0; c < CASES; c++) {
        Layout l;
        layout_case(c, &l);
        for (int count = 1; count <= HAND_SIZE; count++) {
            for (int i = 0; i < count; i++) {
                Rect card = layout_hand_card(&l, count, i);
                check_inside(&l, card, "a card of the hand");
                Rect raised = card;
                raised.y -= l.lift;
                check_inside(&l, raised, "a raised card");
                assert_true(rect_inside(card, l.hand));
                assert_true(rect_inside(raised, l.hand));
                assert_false(rect_overlaps(raised, l.message));
                check_inside(&l, layout_opp_card(&l, count, i), "a card of the opponent");
                assert_true(rect_inside(layout_opp_card(&l, count, i), l.opp_hand));
            }
            /* Every card shows its index corner: neighbours never cover more
             * than the right part of a card. */
            if (count > 1) {
                Rect a = layout_hand_card(&l, count, 0), b = layout_hand_card(&l, count, 1);
                assert_true(b.x - a.x >= l.card_w / 2);
            }
        }
        for (int side = 0; side < SEAT_COUNT; side++) {
            for (int t = 0; t < TRICKS_PER_HAND; t++)
                for (int which = 0; which < 2; which++)
                    assert_true(rect_inside(layout_won_card(&l, side, t, which), l.won[side]));
            for (int d = 0; d < 24; d++)
                assert_true(rect_inside(layout_discard_card(&l, side, d), l.discards[side]));
        }
    }
}

static void test_hand_hit_test_finds_the_card_on_top(void **state)
{
    (void)state;
    for (int c = 0; c < CASES; c++) {
        Layout l;
        layout_case(c, &l);
        for (int count = 1; count <= HAND_SIZE; count++) {
            for (int i = 0; i < count; i++) {
                Rect card = layout_hand_card(&l, count, i);
                /* The visible strip of a card: up to where the next begins. */
                int right = i + 1 < count ? layout_hand_card(&l, count, i + 1).x : card.x + card.w;
                int x = (card.x + right) / 2, y = card.y + card.h / 2;
                assert_int_equal(layout_hit_hand(&l, count, 0, x, y), i);
                assert_int_equal(layout_hit_hand(&l, count, 0, card.x + 1, card.y + 1), i);
                /* Raised, it is found at its new place and still at its old. */
                assert_int_equal(layout_hit_hand(&l, count, 1u << i, x, card.y - l.lift + 2), i);
                assert_int_equal(layout_hit_hand(&l, count, 1u << i, x, card.y + card.h - 2), i);
            }
            Rect first = layout_hand_card(&l, count, 0);
            assert_int_equal(layout_hit_hand(&l, count, 0, first.x - 1, first.y + 5), -1);
            assert_int_equal(layout_hit_hand(&l, count, 0, first.x + 5, first.y - l.lift - 1), -1);
        }
    }
}

static void test_buttons_and_panels(void **state)
{
    (void)state;
    for (int c = 0; c < CASES; c++) {
        Layout l;
        layout_case(c, &l);
        for (int count = 1; count <= LAYOUT_BUTTONS_MAX; count++) {
            for (int i = 0; i < count; i++) {
                Rect b = layout_button(&l, count, i);
                assert_true(rect_inside(b, l.buttons));
                if (i > 0)
                    assert_false(rect_overlaps(b, layout_button(&l, count, i - 1)));
            }
        }
        ButtonSet set = {2, {{BTN_PROPOSE, true, "Propose"}, {BTN_STAND, false, "Play"}}};
        Rect second = layout_button(&l, 2, 1);
        assert_int_equal(buttons_hit(&set, &l, second.x + 3, second.y + 3), 1);
        assert_int_equal(buttons_hit(&set, &l, second.x - 3, second.y + 3), -1);
        assert_int_equal(buttons_primary(&set), BTN_PROPOSE);

        check_inside(&l, help_panel(&l), "rules panel");
        assert_true(rect_inside(help_close(&l), help_panel(&l)));
        check_inside(&l, summary_panel(&l), "summary panel");
        assert_true(rect_inside(summary_button(&l), summary_panel(&l)));
        check_inside(&l, game_over_panel(&l), "game over panel");
        assert_true(rect_inside(game_over_button(&l), game_over_panel(&l)));
        check_inside(&l, menu_panel(&l), "menu");
        /* Every other panel, at every scale, and what it holds. */
        Named panels[] = {
            {"settings", settings_panel(&l)},    {"statistics", statistics_panel(&l)},
            {"review", review_panel(&l)},        {"last trick", last_trick_panel(&l)},
            {"confirmation", confirm_panel(&l)}, {"coach's question", coach_ask_panel(&l)},
        };
        for (size_t i = 0; i < sizeof panels / sizeof panels[0]; i++)
            check_inside(&l, panels[i].rect, panels[i].name);
        assert_true(rect_inside(statistics_close(&l), statistics_panel(&l)));
        assert_true(rect_inside(settings_close(&l), settings_panel(&l)));
        /* The settings' first row, unscrolled, and its arrows, in the panel. */
        assert_true(rect_inside(settings_row(&l, 0), settings_panel(&l)));
        assert_true(rect_inside(settings_arrow(&l, 0, 1), settings_row(&l, 0)));
        check_inside(&l, lessons_panel(&l), "lessons");
        assert_true(rect_inside(lessons_close(&l), lessons_panel(&l)));
        assert_true(rect_inside(confirm_yes(&l), confirm_panel(&l)));
        assert_true(rect_inside(confirm_no(&l), confirm_panel(&l)));
        for (int i = 0; i < MENU_COUNT; i++) {
            Rect item = menu_item(&l, i);
            assert_true(rect_inside(item, menu_panel(&l)));
            assert_int_equal(menu_hit(&l, item.x + item.w / 2, item.y + item.h / 2), i);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_regions_fit_and_do_not_overlap),
        cmocka_unit_test(test_cards_have_the_art_proportions_and_size),
        cmocka_unit_test(test_text_and_controls_grow_with_the_scale),
        cmocka_unit_test(test_whole_hand_is_visible_even_raised),
        cmocka_unit_test(test_hand_hit_test_finds_the_card_on_top),
        cmocka_unit_test(test_buttons_and_panels),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
