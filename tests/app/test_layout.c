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

static Rect reflected(Rect r, int width) { return (Rect){width - r.x - r.w, r.y, r.w, r.h}; }

static bool same_rect(Rect a, Rect b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

static void expect_reflected(const Layout *ltr, Rect was, Rect now, const char *what)
{
    if (!same_rect(reflected(was, ltr->width), now))
        fail_msg("%dx%d at %.0f%%: %s (%d,%d %dx%d) is not the mirror image of (%d,%d %dx%d)", ltr->width, ltr->height,
                 ltr->scale_asked * 100.0, what, now.x, now.y, now.w, now.h, was.x, was.y, was.w, was.h);
}

/* Read from the right, the table is the mirror image of itself read from
 * the left, region by region and pile by pile; the cards of a hand keep
 * their order, and mirroring twice gives the table back. */
static void test_mirrored_layout_reflects_every_region(void **state)
{
    (void)state;
    for (int c = 0; c < CASES; c++) {
        Layout ltr, rtl;
        layout_case(c, &ltr);
        rtl = ltr;
        layout_mirror(&rtl);
        assert_true(rtl.rtl);
        assert_false(ltr.rtl);
        const char *what = NULL, *other = NULL;
        if (!layout_fits(&rtl, &what, &other))
            fail_msg("%dx%d mirrored: the layout finds %s against %s", rtl.width, rtl.height, what, other);
        expect_reflected(&ltr, ltr.menu_button, rtl.menu_button, "menu button");
        expect_reflected(&ltr, ltr.help_button, rtl.help_button, "help button");
        expect_reflected(&ltr, ltr.score, rtl.score, "score");
        expect_reflected(&ltr, ltr.buttons, rtl.buttons, "buttons");
        expect_reflected(&ltr, ltr.stock, rtl.stock, "stock");
        expect_reflected(&ltr, ltr.turnup, rtl.turnup, "turn-up");
        expect_reflected(&ltr, ltr.message, rtl.message, "message");
        expect_reflected(&ltr, ltr.bubble, rtl.bubble, "bubble");
        expect_reflected(&ltr, ltr.opp_hand, rtl.opp_hand, "opponent's hand");
        expect_reflected(&ltr, ltr.hand, rtl.hand, "hand");
        expect_reflected(&ltr, ltr.center_stage, rtl.center_stage, "centre stage");
        expect_reflected(&ltr, ltr.stock_label, rtl.stock_label, "stock label");
        expect_reflected(&ltr, ltr.trump_label, rtl.trump_label, "trump label");
        for (int count = 1; count <= LAYOUT_BUTTONS_MAX; count++)
            for (int i = 0; i < count; i++)
                expect_reflected(&ltr, layout_button(&ltr, count, i), layout_button(&rtl, count, i), "a button");
        for (int side = 0; side < SEAT_COUNT; side++) {
            expect_reflected(&ltr, layout_pile_label(&ltr, ltr.won[side]), layout_pile_label(&rtl, rtl.won[side]),
                             "tricks' label");
            expect_reflected(&ltr, layout_pile_label(&ltr, ltr.discards[side]),
                             layout_pile_label(&rtl, rtl.discards[side]), "discards' label");
            expect_reflected(&ltr, ltr.trick_slot[side], rtl.trick_slot[side], "trick slot");
            expect_reflected(&ltr, ltr.won[side], rtl.won[side], "tricks won");
            expect_reflected(&ltr, ltr.discards[side], rtl.discards[side], "discards");
            expect_reflected(&ltr, ltr.dealer_chip[side], rtl.dealer_chip[side], "dealer chip");
            for (int t = 0; t < TRICKS_PER_HAND; t++)
                for (int which = 0; which < 2; which++)
                    expect_reflected(&ltr, layout_won_card(&ltr, side, t, which), layout_won_card(&rtl, side, t, which),
                                     "a won trick's card");
            for (int i = 0; i < 8; i++)
                expect_reflected(&ltr, layout_discard_card(&ltr, side, i), layout_discard_card(&rtl, side, i),
                                 "a discard");
        }
        /* The menu button at the very end of the row, the buttons where the
         * stock was, and the stock on the right. */
        assert_true(rtl.menu_button.x > rtl.help_button.x);
        assert_true(rtl.buttons.x + rtl.buttons.w < rtl.trick.x);
        assert_true(rtl.stock.x > rtl.trick.x + rtl.trick.w);
        assert_true(rtl.score.x < rtl.opp_hand.x);
        for (int count = 1; count <= HAND_SIZE; count++) {
            expect_reflected(&ltr, layout_hand_card(&ltr, count, 0), layout_hand_card(&rtl, count, count - 1),
                             "the hand's span");
            expect_reflected(&ltr, layout_opp_card(&ltr, count, 0), layout_opp_card(&rtl, count, count - 1),
                             "the opponent's hand's span");
            for (int i = 1; i < count; i++)
                assert_true(layout_hand_card(&rtl, count, i).x > layout_hand_card(&rtl, count, i - 1).x);
        }
        Layout back = rtl;
        layout_mirror(&back);
        assert_memory_equal(&back, &ltr, sizeof back);
    }
}

/* Every rectangle of the table the layout gives, in a fixed order. */
static int english_rects(const Layout *l, Rect *out)
{
    int n = 0;
    const Rect named[] = {l->menu_button, l->help_button, l->score,         l->opp_hand,       l->hand,
                          l->message,     l->trick,       l->trick_slot[0], l->trick_slot[1],  l->center_stage,
                          l->stock,       l->turnup,      l->stock_label,   l->trump_label,    l->won[0],
                          l->won[1],      l->discards[0], l->discards[1],   l->dealer_chip[0], l->dealer_chip[1],
                          l->bubble,      l->buttons,     l->drop_zone};
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        out[n++] = named[i];
    for (int count = 1; count <= LAYOUT_BUTTONS_MAX; count++)
        for (int i = 0; i < count; i++)
            out[n++] = layout_button(l, count, i);
    for (int count = 1; count <= HAND_SIZE; count++)
        for (int i = 0; i < count; i++) {
            out[n++] = layout_hand_card(l, count, i);
            out[n++] = layout_opp_card(l, count, i);
        }
    for (int side = 0; side < SEAT_COUNT; side++) {
        for (int t = 0; t < TRICKS_PER_HAND; t++)
            for (int which = 0; which < 2; which++)
                out[n++] = layout_won_card(l, side, t, which);
        for (int i = 0; i < 8; i++)
            out[n++] = layout_discard_card(l, side, i);
        out[n++] = layout_pile_label(l, l->won[side]);
        out[n++] = layout_pile_label(l, l->discards[side]);
    }
    return n;
}

enum { ENGLISH_RECTS = 99 };
/* The table in English at 1280x800 and 1024x768, as it was laid out before
 * the table could be read from the right: a right-to-left language must
 * leave it exactly as it was. */
static const struct {
    int w, h;
    Rect rects[ENGLISH_RECTS];
} ENGLISH[] = {
    {1280,
     800,
     {{16, 16, 50, 50},     {76, 16, 50, 50},      {1008, 16, 256, 131}, {499, 16, 282, 131},  {388, 589, 504, 195},
      {128, 519, 1024, 60}, {513, 264, 254, 188},  {647, 284, 120, 168}, {513, 264, 120, 168}, {573, 264, 134, 188},
      {26, 263, 120, 168},  {86, 287, 168, 120},   {26, 436, 120, 22},   {156, 436, 98, 22},   {912, 649, 126, 102},
      {801, 16, 126, 102},  {16, 645, 90, 109},    {16, 76, 90, 109},    {282, 687, 86, 26},   {393, 68, 86, 26},
      {410, 161, 461, 36},  {1046, 270, 218, 176}, {0, 207, 1280, 382},  {1046, 333, 218, 50}, {1046, 302, 218, 50},
      {1046, 365, 218, 50}, {1046, 270, 218, 50},  {1046, 333, 218, 50}, {1046, 396, 218, 50}, {580, 616, 120, 168},
      {593, 16, 94, 131},   {532, 616, 120, 168},  {569, 16, 94, 131},   {628, 616, 120, 168}, {616, 16, 94, 131},
      {484, 616, 120, 168}, {546, 16, 94, 131},    {580, 616, 120, 168}, {593, 16, 94, 131},   {676, 616, 120, 168},
      {640, 16, 94, 131},   {436, 616, 120, 168},  {522, 16, 94, 131},   {532, 616, 120, 168}, {569, 16, 94, 131},
      {628, 616, 120, 168}, {616, 16, 94, 131},    {724, 616, 120, 168}, {663, 16, 94, 131},   {388, 616, 120, 168},
      {499, 16, 94, 131},   {484, 616, 120, 168},  {546, 16, 94, 131},   {580, 616, 120, 168}, {593, 16, 94, 131},
      {676, 616, 120, 168}, {640, 16, 94, 131},    {772, 616, 120, 168}, {687, 16, 94, 131},   {912, 649, 55, 77},
      {915, 652, 55, 77},   {929, 649, 55, 77},    {932, 652, 55, 77},   {946, 649, 55, 77},   {949, 652, 55, 77},
      {963, 649, 55, 77},   {966, 652, 55, 77},    {980, 649, 55, 77},   {983, 652, 55, 77},   {16, 655, 55, 77},
      {18, 653, 55, 77},    {20, 651, 55, 77},     {22, 649, 55, 77},    {24, 647, 55, 77},    {26, 645, 55, 77},
      {26, 645, 55, 77},    {26, 645, 55, 77},     {912, 729, 126, 22},  {16, 732, 90, 22},    {801, 16, 55, 77},
      {804, 19, 55, 77},    {818, 16, 55, 77},     {821, 19, 55, 77},    {835, 16, 55, 77},    {838, 19, 55, 77},
      {852, 16, 55, 77},    {855, 19, 55, 77},     {869, 16, 55, 77},    {872, 19, 55, 77},    {16, 86, 55, 77},
      {18, 84, 55, 77},     {20, 82, 55, 77},      {22, 80, 55, 77},     {24, 78, 55, 77},     {26, 76, 55, 77},
      {26, 76, 55, 77},     {26, 76, 55, 77},      {801, 96, 126, 22},   {16, 163, 90, 22}}},
    {1024,
     768,
     {{15, 15, 48, 48},     {72, 15, 48, 48},     {804, 15, 205, 118},  {386, 15, 252, 118},  {286, 578, 452, 175},
      {102, 509, 819, 60},  {398, 261, 228, 169}, {518, 279, 108, 151}, {398, 261, 108, 151}, {452, 261, 121, 169},
      {24, 259, 108, 151},  {78, 280, 151, 108},  {24, 414, 108, 22},   {141, 414, 88, 22},   {756, 631, 111, 93},
      {656, 15, 111, 93},   {15, 627, 90, 101},   {15, 72, 90, 101},    {182, 664, 86, 26},   {282, 61, 86, 26},
      {328, 146, 369, 36},  {835, 261, 174, 168}, {0, 191, 1024, 387},  {835, 321, 174, 48},  {835, 291, 174, 48},
      {835, 351, 174, 48},  {835, 261, 174, 48},  {835, 321, 174, 48},  {835, 381, 174, 48},  {458, 602, 108, 151},
      {470, 15, 84, 118},   {415, 602, 108, 151}, {449, 15, 84, 118},   {501, 602, 108, 151}, {491, 15, 84, 118},
      {372, 602, 108, 151}, {428, 15, 84, 118},   {458, 602, 108, 151}, {470, 15, 84, 118},   {544, 602, 108, 151},
      {512, 15, 84, 118},   {329, 602, 108, 151}, {407, 15, 84, 118},   {415, 602, 108, 151}, {449, 15, 84, 118},
      {501, 602, 108, 151}, {491, 15, 84, 118},   {587, 602, 108, 151}, {533, 15, 84, 118},   {286, 602, 108, 151},
      {386, 15, 84, 118},   {372, 602, 108, 151}, {428, 15, 84, 118},   {458, 602, 108, 151}, {470, 15, 84, 118},
      {544, 602, 108, 151}, {512, 15, 84, 118},   {630, 602, 108, 151}, {554, 15, 84, 118},   {756, 631, 49, 69},
      {758, 633, 49, 69},   {771, 631, 49, 69},   {773, 633, 49, 69},   {786, 631, 49, 69},   {788, 633, 49, 69},
      {801, 631, 49, 69},   {803, 633, 49, 69},   {816, 631, 49, 69},   {818, 633, 49, 69},   {15, 637, 49, 69},
      {17, 635, 49, 69},    {19, 633, 49, 69},    {21, 631, 49, 69},    {23, 629, 49, 69},    {25, 627, 49, 69},
      {25, 627, 49, 69},    {25, 627, 49, 69},    {756, 702, 111, 22},  {15, 706, 90, 22},    {656, 15, 49, 69},
      {658, 17, 49, 69},    {671, 15, 49, 69},    {673, 17, 49, 69},    {686, 15, 49, 69},    {688, 17, 49, 69},
      {701, 15, 49, 69},    {703, 17, 49, 69},    {716, 15, 49, 69},    {718, 17, 49, 69},    {15, 82, 49, 69},
      {17, 80, 49, 69},     {19, 78, 49, 69},     {21, 76, 49, 69},     {23, 74, 49, 69},     {25, 72, 49, 69},
      {25, 72, 49, 69},     {25, 72, 49, 69},     {656, 86, 111, 22},   {15, 151, 90, 22}}},
};

static void test_english_layout_is_unchanged(void **state)
{
    (void)state;
    for (size_t s = 0; s < sizeof ENGLISH / sizeof ENGLISH[0]; s++) {
        Layout l;
        layout_compute_scaled(&l, ENGLISH[s].w, ENGLISH[s].h, ASPECT, 1.0f, 1.0f);
        assert_false(l.rtl);
        Rect now[ENGLISH_RECTS + 8];
        assert_int_equal(english_rects(&l, now), ENGLISH_RECTS);
        for (int i = 0; i < ENGLISH_RECTS; i++) {
            Rect was = ENGLISH[s].rects[i];
            if (!same_rect(was, now[i]))
                fail_msg("%dx%d: rectangle %d is (%d,%d %dx%d), was (%d,%d %dx%d)", l.width, l.height, i, now[i].x,
                         now[i].y, now[i].w, now[i].h, was.x, was.y, was.w, was.h);
        }
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
        cmocka_unit_test(test_mirrored_layout_reflects_every_region),
        cmocka_unit_test(test_english_layout_is_unchanged),
        cmocka_unit_test(test_cards_have_the_art_proportions_and_size),
        cmocka_unit_test(test_text_and_controls_grow_with_the_scale),
        cmocka_unit_test(test_whole_hand_is_visible_even_raised),
        cmocka_unit_test(test_hand_hit_test_finds_the_card_on_top),
        cmocka_unit_test(test_buttons_and_panels),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
