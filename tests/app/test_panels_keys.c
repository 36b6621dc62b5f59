/* The statistics, the rules, the review of a hand and the last trick by the
 * keyboard and in words: Tab rings each button in turn and Enter or Space
 * presses the ringed one, the pointer takes the ring away, each panel says
 * what it shows and which button the keyboard is on; and at the largest
 * text, in a small window and a common one, every button lies inside its
 * panel clear of the others, and what scrolls stays in its window.  Read
 * from the right, the hand's summary and the statistics, chart and all,
 * are the English ones mirrored. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "i18n/strings.h"
#include "render/focus.h"
#include "screens/confirm.h"
#include "screens/help.h"
#include "screens/last_trick.h"
#include "screens/menu.h"
#include "screens/review.h"
#include "screens/statistics.h"
#include "screens/summary.h"
#include "session/session.h"
#include "speech/announcer.h"

static const int SIZES[][2] = {{800, 600}, {1280, 800}};
enum { SIZE_COUNT = 2 };
static const char *const LANGUAGES[] = {"en", "sd"}; /* left to right, and right to left */
enum { TONGUE_COUNT = 2 };

/* ---- driving the app ------------------------------------------------------ */

static void key(App *app, SDL_Keycode sym) { support_press(app, sym, KMOD_NONE); }

/* A window of w x h in `language`, the text at 100 % or at 200 % (as far as
 * the window has room). */
static App *open_app_in(const char *data_dir, uint64_t seed, int w, int h, const char *language, bool large)
{
    AppConfig config;
    support_config(&config, seed, w, h, false);
    if (data_dir)
        config.data_dir = data_dir;
    config.speed = SPEED_INSTANT;
    config.speed_given = true;
    config.language = language;
    App *app = support_open(&config);
    support_text_scale(app, large);
    return app;
}

static App *open_app(uint64_t seed, int w, int h, const char *language, bool large)
{
    return open_app_in(NULL, seed, w, h, language, large);
}

/* A data folder of its own, with a statistics file of four recent games. */
static void with_recent_games(char *dir, size_t size)
{
    static const char TEXT[] =
        "ECARTE-STATS 2\n"
        "recent normal standard won=1 points_for=5 points_against=2 decisions=12 mean_loss_thousandths=31 good=10 "
        "inaccuracies=2 mistakes=0 blunders=0\n"
        "recent normal standard won=0 points_for=3 points_against=5 decisions=0 mean_loss_thousandths=0 good=0 "
        "inaccuracies=0 mistakes=0 blunders=0\n"
        "recent hard classic won=0 points_for=4 points_against=6 decisions=9 mean_loss_thousandths=240 good=5 "
        "inaccuracies=1 mistakes=1 blunders=2\n"
        "recent hard classic won=1 points_for=5 points_against=4 decisions=14 mean_loss_thousandths=80 good=5 "
        "inaccuracies=1 mistakes=1 blunders=0\n";
    snprintf(dir, size, "%s/recent-XXXXXX", support_data_dir());
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/statistics.txt", dir);
    FILE *file = fopen(path, "w");
    assert_non_null(file);
    assert_true(fputs(TEXT, file) >= 0);
    assert_int_equal(fclose(file), 0);
}

static void open_statistics(App *app)
{
    key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    for (int i = 0; i <= MENU_STATISTICS; i++)
        key(app, SDLK_DOWN);
    key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_STATISTICS);
    app_render(app, 0);
}

static bool hand_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
}

static bool plays_after_two_tricks(const Game *game, uint8_t human)
{
    return support_human_plays(game, human) && game->history_count >= 2;
}

/* The review of the first hand, from its summary, with every rating in. */
static void open_review(App *app)
{
    assert_true(support_play_until(app, hand_over, 2000));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    key(app, SDLK_r);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    analysis_wait(app_analysis(app));
    app_render(app, 0);
}

static void open_last_trick(App *app)
{
    assert_true(support_play_until(app, plays_after_two_tricks, 800));
    support_step(app, 1000);
    key(app, SDLK_l);
    assert_int_equal(support_top(app), SCREEN_LAST_TRICK);
    app_render(app, 0);
}

static void pointer_over(App *app, Rect r) { support_mouse(app, SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h / 2, 0); }

/* ---- what is said --------------------------------------------------------- */

static void expect_focus(App *app, const char *label, bool on, const char *where)
{
    ScreenWords words;
    support_screen_words(app, &words);
    char expected[SCREEN_FOCUS_MAX];
    str_format(expected, sizeof expected, on ? STR_SPK_BUTTON_ON : STR_SPK_BUTTON, label, NULL, NULL);
    if (strcmp(words.focus, expected) != 0)
        fail_msg("%s: the focus is \"%s\", not \"%s\"", where, words.focus, expected);
}

static void expect_no_focus(App *app, const char *where)
{
    ScreenWords words;
    support_screen_words(app, &words);
    if (words.focus[0])
        fail_msg("%s: nothing is ringed, yet the focus is \"%s\"", where, words.focus);
}

/* ---- where things lie ----------------------------------------------------- */

/* Each button inside the panel and the window, with room for its ring
 * inside the panel, and no two overlapping. */
static void expect_buttons(const Layout *l, Rect panel, const Rect *buttons, int count, const char *where)
{
    Rect window = {0, 0, l->width, l->height};
    if (!rect_inside(panel, window))
        fail_msg("%s: the panel %d,%d %dx%d is not inside the window", where, panel.x, panel.y, panel.w, panel.h);
    for (int i = 0; i < count; i++) {
        Rect ring = rect_inset(buttons[i], -focus_ring_width(l));
        if (!rect_inside(ring, panel))
            fail_msg("%s: button %d (%d,%d %dx%d) and its ring are not inside the panel", where, i, buttons[i].x,
                     buttons[i].y, buttons[i].w, buttons[i].h);
        for (int j = 0; j < count; j++)
            if (j != i && rect_overlaps(ring, buttons[j]))
                fail_msg("%s: button %d (or its ring) overlaps button %d", where, i, j);
    }
}

static void expect_apart(Rect a, Rect b, const char *what, const char *where)
{
    if (rect_overlaps(a, b))
        fail_msg("%s: %s overlap", where, what);
}

/* A pixel changed by more than the rounding of an edge's blend (a shape
 * drawn again from a cache can come out a shade apart). */
static bool differ(Uint32 a, Uint32 b)
{
    for (int shift = 0; shift < 32; shift += 8) {
        int d = (int)((a >> shift) & 0xff) - (int)((b >> shift) & 0xff);
        if (d > 8 || d < -8)
            return true;
    }
    return false;
}

/* Two frames, before and after a scroll: the same everywhere in the panel
 * above and below the scrolling window, and not the same inside it. */
static void expect_clipped(const Layout *l, const Uint32 *before, const Uint32 *after, Rect panel, Rect window,
                           const char *where)
{
    int changed = 0;
    for (int y = imax(0, panel.y); y < imin(l->height, panel.y + panel.h); y++) {
        bool inside = y >= window.y && y < window.y + window.h;
        for (int x = imax(0, panel.x); x < imin(l->width, panel.x + panel.w); x++) {
            size_t at = (size_t)y * (size_t)l->width + (size_t)x;
            if (!differ(before[at], after[at]))
                continue;
            if (!inside)
                fail_msg("%s: the scroll changed pixel %d,%d outside its window (rows %d to %d)", where, x, y, window.y,
                         window.y + window.h - 1);
            changed++;
        }
    }
    if (changed == 0)
        fail_msg("%s: the scroll changed nothing", where);
}

/* ---- the statistics ------------------------------------------------------- */

static void test_statistics_by_keys(void **state)
{
    (void)state;
    App *app = open_app(4, 1280, 800, "en", false);
    open_statistics(app);
    const Screen *screen = app_top_screen(app);
    assert_int_equal(statistics_ring(screen), STATISTICS_HIT_NONE);
    expect_no_focus(app, "statistics at first");

    /* What the page shows, row by row, with the page's name. */
    ScreenWords words;
    support_screen_words(app, &words);
    char games[128], row[256];
    str_format(games, sizeof games, STR_SPK_STATS_GAMES, "0", "0", "0");
    str_format(row, sizeof row, STR_SPK_SETTING, str_get(STR_STATS_TOTAL), games, NULL);
    support_expect_in(words.about, str_get(STR_STATS_TITLE), "statistics");
    support_expect_in(words.about, str_get(STR_STATS_TAB_TOTALS), "statistics");
    support_expect_in(words.about, row, "statistics");
    str_format(row, sizeof row, STR_SPK_SETTING, str_get(STR_STATS_HANDS), "0", NULL);
    support_expect_in(words.about, row, "statistics");

    /* Tab: the tabs, then the buttons, round and round. */
    support_tab(app, false);
    assert_int_equal(statistics_ring(screen), STATISTICS_HIT_TAB + STATISTICS_PAGE_TOTALS);
    support_screen_words(app, &words);
    char item[SCREEN_FOCUS_MAX];
    str_format(item, sizeof item, STR_SPK_ITEM, str_get(STR_STATS_TAB_TOTALS), "1", "2");
    assert_string_equal(words.focus, item);
    support_tab(app, false);
    assert_int_equal(statistics_ring(screen), STATISTICS_HIT_TAB + STATISTICS_PAGE_RECENT);
    key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_STATISTICS);
    assert_int_equal(statistics_page(screen), STATISTICS_PAGE_RECENT);
    support_screen_words(app, &words);
    support_expect_in(words.about, str_get(STR_STATS_TAB_RECENT), "the recent games");
    support_expect_in(words.about, str_get(STR_STATS_CHART_EMPTY), "the recent games");
    app_render(app, 0);

    support_tab(app, false);
    assert_int_equal(statistics_ring(screen), STATISTICS_HIT_RESET);
    expect_focus(app, str_get(STR_STATS_RESET), false, "statistics");
    app_render(app, 0);
    key(app, SDLK_RETURN);
    assert_int_equal(support_confirm(app), CONFIRM_RESET_STATS);
    key(app, SDLK_ESCAPE); /* no: back to the statistics, the ring where it was */
    assert_int_equal(support_top(app), SCREEN_STATISTICS);
    assert_int_equal(statistics_ring(app_top_screen(app)), STATISTICS_HIT_RESET);

    support_tab(app, false);
    assert_int_equal(statistics_ring(screen), STATISTICS_HIT_CLOSE);
    expect_focus(app, str_get(STR_BTN_CLOSE), false, "statistics");
    support_tab(app, false); /* round to the first tab */
    assert_int_equal(statistics_ring(screen), STATISTICS_HIT_TAB + STATISTICS_PAGE_TOTALS);
    key(app, SDLK_SPACE);
    assert_int_equal(statistics_page(screen), STATISTICS_PAGE_TOTALS);
    support_tab(app, true);
    support_tab(app, true);
    assert_int_equal(statistics_ring(screen), STATISTICS_HIT_RESET);

    /* The pointer takes the ring away, and Enter closes as before. */
    pointer_over(app, statistics_body(app_layout(app)));
    assert_int_equal(statistics_ring(screen), STATISTICS_HIT_NONE);
    expect_no_focus(app, "statistics after the pointer moved");
    key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_TABLE);

    /* Tab to Close, and Space presses it. */
    open_statistics(app);
    support_tab(app, true);
    assert_int_equal(statistics_ring(app_top_screen(app)), STATISTICS_HIT_CLOSE);
    key(app, SDLK_SPACE);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
}

static void test_statistics_at_the_largest_text(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int t = 0; t < TONGUE_COUNT; t++) {
            char where[96];
            snprintf(where, sizeof where, "statistics %dx%d %s", SIZES[s][0], SIZES[s][1], LANGUAGES[t]);
            App *app = open_app(4, SIZES[s][0], SIZES[s][1], LANGUAGES[t], true);
            open_statistics(app);
            const Layout *l = app_layout(app);
            const Screen *screen = app_top_screen(app);
            Rect panel = statistics_panel(l), body = statistics_body(l);
            Rect controls[] = {statistics_tab(l, 0), statistics_tab(l, 1), statistics_reset(l), statistics_close(l)};
            /* The tabs touch, as tabs do; the buttons stand apart. */
            expect_buttons(l, panel, controls + 2, 2, where);
            expect_buttons(l, panel, controls, 1, where);
            expect_buttons(l, panel, controls + 1, 1, where);
            expect_apart(controls[0], controls[1], "the tabs", where);
            for (int i = 0; i < 4; i++)
                expect_apart(body, controls[i], "the page and a control", where);
            assert_true(rect_inside(body, panel));

            /* The totals are taller than the room here: they scroll, by the
             * keys, as far as they go and no further, and stay inside. */
            assert_true(statistics_totals_height(l) > body.h);
            Uint32 *before = support_settled_frame(app);
            key(app, SDLK_DOWN);
            assert_true(statistics_scroll(screen) > 0);
            key(app, SDLK_END);
            assert_int_equal(statistics_scroll(screen), statistics_totals_most(l));
            Uint32 *after = support_settled_frame(app);
            expect_clipped(l, before, after, panel, body, where);
            free(before);
            free(after);
            key(app, SDLK_HOME);
            assert_int_equal(statistics_scroll(screen), 0);
            support_wheel(app, -2);
            assert_true(statistics_scroll(screen) > 0);
            /* Page Down to the end of the totals, then on to the other page. */
            for (int i = 0; i < 20 && statistics_page(screen) == STATISTICS_PAGE_TOTALS; i++) {
                int was = statistics_scroll(screen);
                key(app, SDLK_PAGEDOWN);
                if (statistics_page(screen) == STATISTICS_PAGE_TOTALS)
                    assert_true(statistics_scroll(screen) > was);
                else
                    assert_int_equal(was, statistics_totals_most(l));
            }
            assert_int_equal(statistics_page(screen), STATISTICS_PAGE_RECENT);
            app_render(app, 0);
            key(app, SDLK_PAGEUP);
            assert_int_equal(statistics_page(screen), STATISTICS_PAGE_TOTALS);
            app_render(app, 0);
            app_destroy(app);
        }
    }
}

/* The chart of the recent games shows whole at the largest text, the
 * panel's margins closing up for it, so the keys that scroll leave it as
 * it is; it says the latest game's result. */
static void test_recent_games_at_the_largest_text(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int t = 0; t < TONGUE_COUNT; t++) {
            char where[96], dir[128];
            snprintf(where, sizeof where, "recent games %dx%d %s", SIZES[s][0], SIZES[s][1], LANGUAGES[t]);
            with_recent_games(dir, sizeof dir);
            App *app = open_app_in(dir, 4, SIZES[s][0], SIZES[s][1], LANGUAGES[t], true);
            open_statistics(app);
            const Layout *l = app_layout(app);
            const Screen *screen = app_top_screen(app);
            support_tab(app, false);
            support_tab(app, false);
            key(app, SDLK_RETURN); /* the second tab */
            assert_int_equal(statistics_page(screen), STATISTICS_PAGE_RECENT);
            ScreenWords words;
            support_screen_words(app, &words);
            support_expect_in(words.about, str_get(STR_STATS_LATEST_GAME), where);
            pointer_over(app, statistics_body(l)); /* no ring in the pictures */
            app_render(app, 0);
            ScreenContext context;
            app_context(app, &context);
            if (statistics_page_scrolls(screen, &context))
                fail_msg("%s: the chart scrolls", where);
            key(app, SDLK_END);
            assert_int_equal(statistics_scroll(screen), 0);
            key(app, SDLK_DOWN);
            assert_int_equal(statistics_scroll(screen), 0);
            key(app, SDLK_HOME);
            assert_int_equal(statistics_scroll(screen), 0);
            key(app, SDLK_PAGEUP); /* at the top: the other page */
            assert_int_equal(statistics_page(screen), STATISTICS_PAGE_TOTALS);
            app_destroy(app);
        }
    }
}

/* ---- the rules ------------------------------------------------------------ */

static void test_rules_by_keys(void **state)
{
    (void)state;
    App *app = open_app(5, 1280, 800, "en", false);
    key(app, SDLK_F1);
    assert_int_equal(support_top(app), SCREEN_HELP);
    app_render(app, 0);
    const Screen *screen = app_top_screen(app);
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.about, str_get(STR_RULES_TITLE), "the rules");
    support_expect_in(words.about, str_get(STR_SPK_KEYS_RULES), "the rules");
    /* The rules themselves are for reading, not said at once. */
    assert_null(strstr(words.about, str_get(STR_RULES_H_CARDS)));
    assert_false(help_ring(screen));
    expect_no_focus(app, "the rules at first");

    support_tab(app, false);
    assert_true(help_ring(screen));
    expect_focus(app, str_get(STR_BTN_CLOSE), false, "the rules");
    app_render(app, 0);
    pointer_over(app, help_window(screen));
    assert_false(help_ring(screen));
    support_tab(app, true);
    assert_true(help_ring(screen));
    key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
}

static void test_rules_at_the_largest_text(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int t = 0; t < TONGUE_COUNT; t++) {
            char where[96];
            snprintf(where, sizeof where, "rules %dx%d %s", SIZES[s][0], SIZES[s][1], LANGUAGES[t]);
            App *app = open_app(5, SIZES[s][0], SIZES[s][1], LANGUAGES[t], true);
            key(app, SDLK_F1);
            assert_int_equal(support_top(app), SCREEN_HELP);
            const Layout *l = app_layout(app);
            const Screen *screen = app_top_screen(app);
            Uint32 *before = support_settled_frame(app);
            Rect panel = help_panel(l), close = help_close(l), window = help_window(screen);
            expect_buttons(l, panel, &close, 1, where);
            expect_apart(close, window, "the close button and the rules", where);
            assert_true(rect_inside(window, panel));
            key(app, SDLK_DOWN);
            key(app, SDLK_DOWN);
            float most;
            assert_true(help_scroll(screen, &most) > 0);
            Uint32 *after = support_settled_frame(app);
            expect_clipped(l, before, after, panel, window, where);
            free(before);
            free(after);
            /* Page Down moves a window less a line: the last line seen is
             * seen again, and nothing is passed over unread. */
            float was = help_scroll(screen, NULL);
            key(app, SDLK_PAGEDOWN);
            float moved = help_scroll(screen, NULL) - was;
            if (moved <= 0 || moved > window.h - text_line_height(app_gfx(app)->text, FONT_BODY) + 1)
                fail_msg("%s: Page Down moved the rules %.0f in a window %d high", where, moved, window.h);
            app_destroy(app);
        }
    }
}

/* ---- the review of a hand ------------------------------------------------- */

static int position(App *app) { return review_position(app_top_screen(app)); }

static void verdict_said(App *app, const char *where)
{
    ReviewText text;
    review_text(app_top_screen(app), session_journal(app_session(app)), app_analysis(app),
                session_player(app_session(app)), &text);
    char spoken[512];
    announcer_speakable(text.verdict, spoken, sizeof spoken);
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.about, spoken, where);
}

static void test_review_by_keys(void **state)
{
    (void)state;
    App *app = open_app(21, 1280, 800, "en", false);
    open_review(app);
    const Screen *screen = app_top_screen(app);
    assert_true(review_steps(screen)->count >= 2);
    assert_int_equal(review_ring(screen), REVIEW_HIT_NONE);
    expect_no_focus(app, "the review at first");

    /* Its title and the decision shown, each step heard. */
    ScreenWords words, next;
    support_screen_words(app, &words);
    char title[128], hand[8];
    snprintf(hand, sizeof hand, "%d", review_steps(screen)->hand);
    str_format(title, sizeof title, STR_REV_TITLE, hand, NULL, NULL);
    support_expect_in(words.about, title, "the review");
    verdict_said(app, "the first decision");
    /* Without a ring Enter goes on, as before. */
    key(app, SDLK_RETURN);
    assert_int_equal(position(app), 1);
    support_screen_words(app, &next);
    assert_string_not_equal(words.about, next.about);
    verdict_said(app, "the second decision");

    /* Tab: the arrows, the switches, play again, close. */
    support_tab(app, false);
    assert_int_equal(review_ring(screen), REVIEW_HIT_PREV);
    expect_focus(app, str_get(STR_REV_PREV), false, "the review");
    app_render(app, 0);
    key(app, SDLK_RETURN); /* back a decision */
    assert_int_equal(position(app), 0);
    support_tab(app, false);
    assert_int_equal(review_ring(screen), REVIEW_HIT_NEXT);
    expect_focus(app, str_get(STR_REV_NEXT), false, "the review");
    key(app, SDLK_SPACE);
    assert_int_equal(position(app), 1);
    support_tab(app, false);
    assert_int_equal(review_ring(screen), REVIEW_HIT_OPEN);
    expect_focus(app, str_get(STR_REV_BTN_OPEN), false, "the review");
    key(app, SDLK_RETURN);
    assert_true(review_open_cards(screen));
    expect_focus(app, str_get(STR_REV_BTN_OPEN), true, "the review, cards open");
    app_render(app, 0);
    support_tab(app, false);
    assert_int_equal(review_ring(screen), REVIEW_HIT_COMPUTER);
    key(app, SDLK_RETURN);
    assert_true(review_both_seats(screen));
    expect_focus(app, str_get(STR_REV_BTN_COMPUTER), true, "the review, the computer's moves");
    support_tab(app, false);
    assert_int_equal(review_ring(screen), REVIEW_HIT_AGAIN);
    expect_focus(app, str_get(STR_REV_BTN_AGAIN), false, "the review");
    support_tab(app, false);
    assert_int_equal(review_ring(screen), REVIEW_HIT_CLOSE);
    expect_focus(app, str_get(STR_BTN_CLOSE), false, "the review");
    app_render(app, 0);
    support_tab(app, false); /* round to the first */
    assert_int_equal(review_ring(screen), REVIEW_HIT_PREV);
    support_tab(app, true);
    assert_int_equal(review_ring(screen), REVIEW_HIT_CLOSE);

    /* The pointer takes the ring away; Tab brings it back where it was. */
    pointer_over(app, review_words_window(screen));
    assert_int_equal(review_ring(screen), REVIEW_HIT_NONE);
    expect_no_focus(app, "the review after the pointer moved");
    int at = position(app);
    key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    assert_int_equal(position(app), imin(at + 1, review_steps(screen)->count - 1));
    support_tab(app, false);
    support_tab(app, true);
    assert_int_equal(review_ring(screen), REVIEW_HIT_CLOSE);
    key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    app_destroy(app);
}

static void test_review_at_the_largest_text(void **state)
{
    (void)state;
    bool scrolled = false;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int t = 0; t < TONGUE_COUNT; t++) {
            char where[96];
            snprintf(where, sizeof where, "review %dx%d %s", SIZES[s][0], SIZES[s][1], LANGUAGES[t]);
            App *app = open_app(21, SIZES[s][0], SIZES[s][1], LANGUAGES[t], true);
            open_review(app);
            const Layout *l = app_layout(app);
            const Screen *screen = app_top_screen(app);
            Rect panel = review_panel(l), words = review_words_window(screen);
            Rect buttons[REVIEW_HIT_CLOSE + 1];
            for (int which = REVIEW_HIT_PREV; which <= REVIEW_HIT_CLOSE; which++) {
                buttons[which] = review_button(l, (ReviewHit)which);
                expect_apart(buttons[which], words, "a button and the words", where);
            }
            expect_buttons(l, panel, buttons, REVIEW_HIT_CLOSE + 1, where);
            assert_true(rect_inside(words, panel));
            int count = review_steps(screen)->count;
            for (int i = 0; i < count; i++) {
                Rect step = review_step_rect(l, count, i);
                assert_true(rect_inside(step, panel));
                for (int which = REVIEW_HIT_PREV; which <= REVIEW_HIT_CLOSE; which++)
                    expect_apart(step, buttons[which], "a decision's mark and a button", where);
            }

            /* With every card open the words grow: where they outgrow their
             * window they scroll by the page keys, inside it; where they fit,
             * the page keys step on. */
            key(app, SDLK_o);
            key(app, SDLK_c); /* the computer's decisions too, said at length */
            assert_true(review_open_cards(screen) && review_both_seats(screen));
            key(app, SDLK_HOME);
            int positions = review_positions(screen, session_journal(app_session(app)));
            for (int at = 0; at < positions; at++) {
                assert_int_equal(position(app), at);
                Uint32 *before = support_settled_frame(app);
                words = review_words_window(screen);
                key(app, SDLK_PAGEDOWN);
                if (review_words_scroll(screen) > 0) {
                    scrolled = true;
                    assert_int_equal(position(app), at);
                    Uint32 *after = support_settled_frame(app);
                    expect_clipped(l, before, after, panel, words, where);
                    free(after);
                    key(app, SDLK_PAGEUP);
                    assert_int_equal(review_words_scroll(screen), 0);
                    assert_int_equal(position(app), at);
                    key(app, SDLK_DOWN);
                } else {
                    assert_int_equal(position(app), imin(at + 1, positions - 1));
                }
                free(before);
            }
            app_destroy(app);
        }
    }
    /* Words that still outgrow their window are rare now that the middle
     * is shared for them (test_app_review makes some scroll); where they do
     * here, they scrolled inside it. */
    (void)scrolled;
}

/* ---- the last trick ------------------------------------------------------- */

static void test_last_trick_by_keys(void **state)
{
    (void)state;
    App *app = open_app(3, 1280, 800, "en", false);
    open_last_trick(app);
    const Screen *screen = app_top_screen(app);
    int index, count;
    const TrickRecord *trick = last_trick_shown(screen, &index, &count);
    assert_true(count >= 2 && index == count - 1);
    assert_int_equal(last_trick_ring(screen), LAST_TRICK_HIT_NONE);
    expect_no_focus(app, "the last trick at first");

    /* The title, who led and took it, and both cards by name. */
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.about, str_get(STR_LAST_TRICK_TITLE), "the last trick");
    uint8_t you = session_player(app_session(app));
    bool led = trick->leader == you, won = trick->winner == you;
    StringId says = led ? (won ? STR_LAST_TRICK_YOU_LED_WON : STR_LAST_TRICK_YOU_LED_LOST)
                        : (won ? STR_LAST_TRICK_OPP_LED_WON : STR_LAST_TRICK_OPP_LED_LOST);
    support_expect_in(words.about, str_get(says), "the last trick");
    for (int i = 0; i < SEAT_COUNT; i++) {
        char card[64];
        announcer_card(trick->cards[i], card, sizeof card);
        support_expect_in(words.about, card, "the last trick");
    }

    /* Tab: the earlier arrow first; Enter shows the trick before. */
    support_tab(app, false);
    int earlier = last_trick_ring(screen);
    assert_int_equal(earlier, LAST_TRICK_HIT_LEFT);
    expect_focus(app, str_get(STR_LAST_TRICK_EARLIER), false, "the last trick");
    app_render(app, 0);
    key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_LAST_TRICK);
    last_trick_shown(screen, &index, NULL);
    assert_int_equal(index, count - 2);
    ScreenWords earlier_words;
    support_screen_words(app, &earlier_words);
    assert_string_not_equal(words.about, earlier_words.about);
    support_tab(app, false);
    assert_int_equal(last_trick_ring(screen), LAST_TRICK_HIT_RIGHT);
    expect_focus(app, str_get(STR_LAST_TRICK_LATER), false, "the last trick");
    key(app, SDLK_SPACE);
    last_trick_shown(screen, &index, NULL);
    assert_int_equal(index, count - 1);
    support_tab(app, true);
    assert_int_equal(last_trick_ring(screen), LAST_TRICK_HIT_LEFT);
    /* Left and Right step as before, the ring staying put. */
    key(app, SDLK_LEFT);
    last_trick_shown(screen, &index, NULL);
    assert_int_equal(index, count - 2);
    assert_int_equal(last_trick_ring(screen), LAST_TRICK_HIT_LEFT);

    /* Without the ring, Enter closes as before. */
    pointer_over(app, last_trick_card(app_layout(app), 0));
    assert_int_equal(last_trick_ring(screen), LAST_TRICK_HIT_NONE);
    expect_no_focus(app, "the last trick after the pointer moved");
    key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
}

static void test_last_trick_right_to_left(void **state)
{
    (void)state;
    App *app = open_app(3, 800, 600, "sd", true);
    open_last_trick(app);
    const Screen *screen = app_top_screen(app);
    int index, count;
    last_trick_shown(screen, &index, &count);
    /* The earlier tricks lie on the right: that arrow is rung first. */
    support_tab(app, false);
    assert_int_equal(last_trick_ring(screen), LAST_TRICK_HIT_RIGHT);
    key(app, SDLK_RETURN);
    last_trick_shown(screen, &index, NULL);
    assert_int_equal(index, count - 2);
    app_destroy(app);
}

static void test_last_trick_at_the_largest_text(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int t = 0; t < TONGUE_COUNT; t++) {
            char where[96];
            snprintf(where, sizeof where, "last trick %dx%d %s", SIZES[s][0], SIZES[s][1], LANGUAGES[t]);
            App *app = open_app(3, SIZES[s][0], SIZES[s][1], LANGUAGES[t], true);
            open_last_trick(app);
            const Layout *l = app_layout(app);
            Rect panel = last_trick_panel(l);
            Rect arrows[] = {last_trick_arrow(l, LAST_TRICK_HIT_LEFT), last_trick_arrow(l, LAST_TRICK_HIT_RIGHT)};
            expect_buttons(l, panel, arrows, 2, where);
            for (int place = 0; place < 2; place++) {
                Rect card = last_trick_card(l, place);
                assert_true(rect_inside(card, panel));
                for (int i = 0; i < 2; i++)
                    expect_apart(rect_inset(arrows[i], -focus_ring_width(l)), card, "an arrow and a card", where);
            }
            support_tab(app, false);
            app_render(app, 0);
            app_destroy(app);
        }
    }
}

/* ---- the geometry alone, at every size and scale -------------------------- */

/* ---- read from the right ---------------------------------------------------- */

static void expect_mirror(const Layout *ltr, Rect was, Rect now, const char *what)
{
    if (now.x != ltr->width - was.x - was.w || now.y != was.y || now.w != was.w || now.h != was.h)
        fail_msg("%dx%d: %s (%d,%d %dx%d) is not the mirror image of the English one (%d,%d %dx%d)", ltr->width,
                 ltr->height, what, now.x, now.y, now.w, now.h, was.x, was.y, was.w, was.h);
}

/* The first hand's summary of the game of seed 21, in `language`. */
static App *at_summary(const char *language, int w, int h)
{
    App *app = open_app(21, w, h, language, false);
    assert_true(support_play_until(app, hand_over, 2000));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    app_render(app, 0);
    return app;
}

/* In Sindhi the summary's pair of buttons is the English one mirrored,
 * as the review's buttons are: the next hand on the left, the review on
 * the right, each pressed where it is drawn. */
static void test_summary_read_from_the_right(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        App *en = at_summary("en", SIZES[s][0], SIZES[s][1]);
        App *sd = at_summary("sd", SIZES[s][0], SIZES[s][1]);
        const Layout *l = app_layout(en), *m = app_layout(sd);
        assert_true(m->rtl);
        expect_mirror(l, summary_button(l), summary_button(m), "the summary's next hand");
        expect_mirror(l, summary_review_button(l), summary_review_button(m), "the summary's review");
        assert_true(summary_button(m).x < summary_review_button(m).x);
        support_save_picture(sd, s ? "summary-sindhi" : "summary-sindhi-small");
        Rect review = summary_review_button(m);
        support_click(sd, review.x + review.w / 2, review.y + review.h / 2, 1);
        assert_int_equal(support_top(sd), SCREEN_REVIEW);
        app_destroy(sd);
        app_destroy(en);
    }
}

/* In Sindhi the statistics' buttons are the English ones mirrored, and so
 * is the chart: the oldest game on the right, the scale on the left. */
static void test_statistics_read_from_the_right(void **state)
{
    (void)state;
    char dir[256];
    with_recent_games(dir, sizeof dir);
    for (int s = 0; s < SIZE_COUNT; s++) {
        App *en = open_app_in(dir, 4, SIZES[s][0], SIZES[s][1], "en", false);
        App *sd = open_app_in(dir, 4, SIZES[s][0], SIZES[s][1], "sd", false);
        open_statistics(en);
        open_statistics(sd);
        const Layout *l = app_layout(en), *m = app_layout(sd);
        assert_true(m->rtl);
        expect_mirror(l, statistics_reset(l), statistics_reset(m), "the statistics' reset");
        expect_mirror(l, statistics_close(l), statistics_close(m), "the statistics' close");
        assert_true(statistics_close(m).x < statistics_reset(m).x);

        ScreenContext english, sindhi;
        app_context(en, &english);
        app_context(sd, &sindhi);
        StatisticsChart was, now;
        statistics_chart(l, statistics_body(l), english.stats->recent, english.stats->recent_count, &was);
        statistics_chart(m, statistics_body(m), sindhi.stats->recent, sindhi.stats->recent_count, &now);
        assert_int_equal(now.count, 4);
        expect_mirror(l, was.plot, now.plot, "the chart's plot");
        for (int i = 0; i < now.count; i++) {
            expect_mirror(l, was.games[i].column, now.games[i].column, "a game's column");
            expect_mirror(l, was.games[i].mark, now.games[i].mark, "a game's result");
        }
        /* The oldest game at the right, where a reader starts. */
        assert_true(now.games[0].x > now.games[now.count - 1].x);
        assert_true(now.games[0].column.x > now.plot.x + now.plot.w / 2);
        /* The pointer over it, on the chart's page (its tab on the left
         * in Sindhi), describes the first game. */
        key(sd, SDLK_LEFT);
        assert_int_equal(statistics_page(app_top_screen(sd)), STATISTICS_PAGE_RECENT);
        app_render(sd, 0);
        Rect oldest = now.games[0].column;
        support_mouse(sd, SDL_MOUSEMOTION, oldest.x + oldest.w / 2, now.marks.y + now.marks.h / 2, 0);
        ScreenWords words;
        support_screen_words(sd, &words);
        char first[64];
        str_format(first, sizeof first, STR_STATS_GAME_N, "1", NULL, NULL);
        support_expect_in(words.about, first, "the oldest game in Sindhi");
        app_render(sd, 0);
        support_save_picture(sd, s ? "statistics-chart-sindhi" : "statistics-chart-sindhi-small");
        app_destroy(sd);
        app_destroy(en);
    }
}

static void test_geometry_at_every_scale(void **state)
{
    (void)state;
    static const int MORE_SIZES[][2] = {{800, 600}, {1024, 768}, {1280, 800}, {1366, 768}, {1920, 1080}};
    for (int rtl = 0; rtl < 2; rtl++) {
        str_set_language(rtl ? "sd" : "en");
        for (size_t s = 0; s < sizeof MORE_SIZES / sizeof MORE_SIZES[0]; s++) {
            for (int scale = 100; scale <= 200; scale += 25) {
                Layout l;
                layout_compute_scaled(&l, MORE_SIZES[s][0], MORE_SIZES[s][1], 0.714f, scale / 100.0f, 1.0f);
                char where[96];
                snprintf(where, sizeof where, "%dx%d at %d%% %s", MORE_SIZES[s][0], MORE_SIZES[s][1], scale,
                         rtl ? "sd" : "en");

                Rect stats[] = {statistics_reset(&l), statistics_close(&l)};
                expect_buttons(&l, statistics_panel(&l), stats, 2, where);
                for (int i = 0; i < 2; i++) {
                    expect_apart(statistics_body(&l), stats[i], "the statistics' page and a button", where);
                    expect_apart(statistics_body(&l), statistics_tab(&l, i), "the statistics' page and a tab", where);
                }

                Rect review[REVIEW_HIT_CLOSE + 1];
                for (int which = REVIEW_HIT_PREV; which <= REVIEW_HIT_CLOSE; which++) {
                    review[which] = review_button(&l, (ReviewHit)which);
                    expect_apart(review[which], review_middle(&l), "a review button and the picture and words", where);
                }
                expect_buttons(&l, review_panel(&l), review, REVIEW_HIT_CLOSE + 1, where);
                /* Room for a picture and the words. */
                assert_true(review_middle(&l).h >= 3 * l.button_h);

                Rect close = help_close(&l);
                expect_buttons(&l, help_panel(&l), &close, 1, where);

                Rect arrows[] = {last_trick_arrow(&l, LAST_TRICK_HIT_LEFT), last_trick_arrow(&l, LAST_TRICK_HIT_RIGHT)};
                expect_buttons(&l, last_trick_panel(&l), arrows, 2, where);
            }
        }
    }
    str_set_language("en");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_statistics_by_keys),
        cmocka_unit_test(test_statistics_at_the_largest_text),
        cmocka_unit_test(test_recent_games_at_the_largest_text),
        cmocka_unit_test(test_rules_by_keys),
        cmocka_unit_test(test_rules_at_the_largest_text),
        cmocka_unit_test(test_review_by_keys),
        cmocka_unit_test(test_review_at_the_largest_text),
        cmocka_unit_test(test_last_trick_by_keys),
        cmocka_unit_test(test_last_trick_right_to_left),
        cmocka_unit_test(test_last_trick_at_the_largest_text),
        cmocka_unit_test(test_geometry_at_every_scale),
        cmocka_unit_test(test_summary_read_from_the_right),
        cmocka_unit_test(test_statistics_read_from_the_right),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
