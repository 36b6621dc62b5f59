/* The chart of the recent games: its geometry from the games alone (none,
 * one, as many as are kept, more, games without a rating, poor games that
 * lower the scale), inside the statistics panel at every size, and its page
 * reached by the tabs and the keys. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <unistd.h>

#include "app_support.h"
#include "i18n/strings.h"
#include "screens/menu.h"
#include "screens/statistics.h"

static const int SIZES[][2] = {{800, 600}, {1280, 800}, {1024, 768}, {1920, 1080}, {2560, 1440}};
enum { SIZE_COUNT = sizeof SIZES / sizeof SIZES[0] };

static Layout layout_of(int w, int h)
{
    Layout layout;
    layout_compute(&layout, w, h, 250.0f / 350.0f);
    return layout;
}

static RecentGame rated(bool won, int loss_thousandths, int decisions)
{
    RecentGame game;
    memset(&game, 0, sizeof game);
    game.won = won;
    game.points_for = won ? 5 : 3;
    game.points_against = won ? 2 : 5;
    game.decisions = (uint16_t)decisions;
    game.mean_loss_thousandths = (uint16_t)loss_thousandths;
    game.grades[0] = (uint16_t)decisions;
    return game;
}

static RecentGame unrated(bool won)
{
    RecentGame game = rated(won, 0, 0);
    /* What the loss says of a game without decisions means nothing. */
    game.mean_loss_thousandths = 900;
    return game;
}

/* What holds of every chart: inside its area, the plot above the marks
 * above the labels above the line of detail; the grid from the floor at
 * the bottom to 100% at the top; each game's column in order, its mark in
 * the strip and its point on the plot where its accuracy puts it. */
static void check_chart(const StatisticsChart *chart, const RecentGame *games, int count)
{
    assert_true(rect_inside(chart->plot, chart->area));
    assert_true(rect_inside(chart->marks, chart->area));
    assert_true(rect_inside(chart->detail, chart->area));
    assert_true(chart->plot.h >= 40);
    assert_true(chart->legend.y + chart->legend.h <= chart->plot.y);
    assert_true(chart->plot.y + chart->plot.h <= chart->marks.y);
    assert_true(chart->marks.y + chart->marks.h <= chart->axis.y);
    assert_true(chart->axis.y + chart->axis.h <= chart->detail.y);

    assert_true(chart->grid_count >= 2);
    assert_int_equal(chart->grid_percent[0], chart->floor);
    assert_int_equal(chart->grid_y[0], chart->plot.y + chart->plot.h);
    assert_int_equal(chart->grid_percent[chart->grid_count - 1], 100);
    assert_int_equal(chart->grid_y[chart->grid_count - 1], chart->plot.y);
    for (int i = 1; i < chart->grid_count; i++)
        assert_true(chart->grid_y[i] < chart->grid_y[i - 1]);

    int shown = count < STATISTICS_RECENT_MAX ? count : STATISTICS_RECENT_MAX;
    assert_int_equal(chart->count, shown);
    const RecentGame *first = games + (count - shown);
    int lowest = 1000;
    for (int i = 0; i < shown; i++) {
        const ChartGame *game = &chart->games[i];
        const RecentGame *source = &first[i];
        assert_int_equal(game->won, source->won);
        assert_true(game->column.w >= 4);
        assert_true(rect_inside(game->mark, game->column));
        assert_true(rect_inside(game->mark, chart->marks));
        assert_true(game->column.x >= chart->plot.x &&
                    game->column.x + game->column.w <= chart->plot.x + chart->plot.w);
        if (i > 0)
            assert_int_equal(game->column.x, chart->games[i - 1].column.x + chart->games[i - 1].column.w);
        assert_int_equal(statistics_chart_hit(chart, game->x, chart->plot.y + chart->plot.h / 2), i);
        assert_int_equal(statistics_chart_hit(chart, game->mark.x, game->mark.y), i);
        if (source->decisions == 0) {
            assert_false(game->rated);
            assert_int_equal(game->accuracy, -1);
            continue;
        }
        assert_true(game->rated);
        int accuracy = 1000 - source->mean_loss_thousandths;
        if (accuracy < 0)
            accuracy = 0;
        assert_int_equal(game->accuracy, accuracy);
        lowest = accuracy < lowest ? accuracy : lowest;
        /* Its height over the floor, as a share of the plot's. */
        int expected = chart->plot.y + chart->plot.h -
                       (accuracy - 10 * chart->floor) * chart->plot.h / (10 * (100 - chart->floor));
        assert_int_equal(game->y, expected);
        assert_true(game->y >= chart->plot.y && game->y <= chart->plot.y + chart->plot.h);
        assert_int_equal(game->x, game->column.x + game->column.w / 2);
    }
    /* The floor is as high as it can be with every point above it. */
    assert_true(chart->floor <= 80);
    assert_true(10 * chart->floor <= lowest);
    assert_int_equal(statistics_chart_hit(chart, chart->plot.x - 1, chart->plot.y), -1);
}

static void test_no_games(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        Layout layout = layout_of(SIZES[s][0], SIZES[s][1]);
        StatisticsChart chart;
        statistics_chart(&layout, statistics_body(&layout), NULL, 0, &chart);
        check_chart(&chart, NULL, 0);
        assert_int_equal(chart.count, 0);
        assert_int_equal(chart.floor, 80);
        assert_int_equal(chart.grid_count, 3); /* 80, 90, 100 */
        assert_int_equal(statistics_chart_hit(&chart, chart.plot.x + 5, chart.plot.y + 5), -1);
    }
}

static void test_one_game(void **state)
{
    (void)state;
    RecentGame games[1] = {rated(true, 40, 12)}; /* 96% */
    for (int s = 0; s < SIZE_COUNT; s++) {
        Layout layout = layout_of(SIZES[s][0], SIZES[s][1]);
        StatisticsChart chart;
        statistics_chart(&layout, statistics_body(&layout), games, 1, &chart);
        check_chart(&chart, games, 1);
        /* Oldest on the left, in a column of a tenth of the plot: one game
         * is not stretched across the chart. */
        assert_int_equal(chart.games[0].column.x, chart.plot.x);
        assert_true(chart.games[0].column.w <= chart.plot.w / STATISTICS_CHART_MIN_SLOTS + 1);
        assert_int_equal(chart.floor, 80);
        /* 96% is four fifths of the way from 80 to 100. */
        int from_top = chart.games[0].y - chart.plot.y;
        assert_true(abs(from_top - chart.plot.h / 5) <= 1);
    }
}

static void test_as_many_games_as_are_kept_and_more(void **state)
{
    (void)state;
    RecentGame games[STATISTICS_RECENT_MAX + 5];
    for (int i = 0; i < STATISTICS_RECENT_MAX + 5; i++)
        games[i] = i % 7 == 3 ? unrated(i % 2 == 0) : rated(i % 3 != 0, 10 + (i * 37) % 150, 5 + i);
    for (int s = 0; s < SIZE_COUNT; s++) {
        Layout layout = layout_of(SIZES[s][0], SIZES[s][1]);
        StatisticsChart chart;
        statistics_chart(&layout, statistics_body(&layout), games, STATISTICS_RECENT_MAX, &chart);
        check_chart(&chart, games, STATISTICS_RECENT_MAX);
        /* A full chart spans the whole plot. */
        assert_int_equal(chart.games[0].column.x, chart.plot.x);
        const ChartGame *last = &chart.games[STATISTICS_RECENT_MAX - 1];
        assert_int_equal(last->column.x + last->column.w, chart.plot.x + chart.plot.w);

        /* Given more than are kept, the latest are shown. */
        statistics_chart(&layout, statistics_body(&layout), games, STATISTICS_RECENT_MAX + 5, &chart);
        check_chart(&chart, games, STATISTICS_RECENT_MAX + 5);
    }
}

static void test_unrated_games_and_the_scale(void **state)
{
    (void)state;
    Layout layout = layout_of(800, 600);
    Rect area = statistics_body(&layout);
    StatisticsChart chart;

    /* Without any rating: results only, and the usual scale. */
    RecentGame none[3] = {unrated(true), unrated(false), unrated(true)};
    statistics_chart(&layout, area, none, 3, &chart);
    check_chart(&chart, none, 3);
    assert_int_equal(chart.floor, 80);
    for (int i = 0; i < 3; i++)
        assert_false(chart.games[i].rated);

    /* A poor game lowers the scale to the next ten below it... */
    RecentGame poor[3] = {rated(true, 20, 9), unrated(false), rated(false, 350, 7)}; /* 65% */
    statistics_chart(&layout, area, poor, 3, &chart);
    check_chart(&chart, poor, 3);
    assert_int_equal(chart.floor, 60);
    assert_int_equal(chart.grid_count, 5);
    assert_false(chart.games[1].rated);
    assert_true(chart.games[2].y > chart.games[0].y);

    /* ...and a very poor one to a coarser grid, down to nothing at all. */
    RecentGame awful[2] = {rated(false, 700, 4), rated(false, 1000, 2)};
    statistics_chart(&layout, area, awful, 2, &chart);
    check_chart(&chart, awful, 2);
    assert_int_equal(chart.floor, 0);
    assert_int_equal(chart.grid_count, 6);
    assert_int_equal(chart.games[1].y, chart.plot.y + chart.plot.h);
}

static void test_chart_fits_the_panel(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        Layout layout = layout_of(SIZES[s][0], SIZES[s][1]);
        Rect panel = statistics_panel(&layout);
        Rect body = statistics_body(&layout);
        assert_true(rect_inside(panel, (Rect){0, 0, layout.width, layout.height}));
        assert_true(rect_inside(body, panel));
        for (int page = 0; page < STATISTICS_PAGE_COUNT; page++) {
            Rect tab = statistics_tab(&layout, page);
            assert_true(rect_inside(tab, panel));
            assert_false(rect_overlaps(tab, body));
            assert_int_equal(statistics_hit(&layout, tab.x + tab.w / 2, tab.y + tab.h / 2), STATISTICS_HIT_TAB + page);
        }
        assert_false(rect_overlaps(statistics_tab(&layout, 0), statistics_tab(&layout, 1)));
        assert_false(rect_overlaps(body, statistics_reset(&layout)));
        assert_false(rect_overlaps(body, statistics_close(&layout)));
    }
}

static void open_statistics(App *app)
{
    support_key(app, SDLK_ESCAPE);
    Rect item = menu_item(app_layout(app), MENU_STATISTICS);
    support_click(app, item.x + item.w / 2, item.y + item.h / 2, 1);
    assert_int_equal(support_top(app), SCREEN_STATISTICS);
}

static void test_pages_by_tab_and_key(void **state)
{
    (void)state;
    App *app = support_app(4, 800, 600, SPEED_NORMAL, false);
    support_step(app, 100);
    const Layout *layout = app_layout(app);
    open_statistics(app);
    assert_int_equal(statistics_page(app_top_screen(app)), STATISTICS_PAGE_TOTALS);
    app_render(app, 0);

    support_key(app, SDLK_RIGHT);
    assert_int_equal(statistics_page(app_top_screen(app)), STATISTICS_PAGE_RECENT);
    app_render(app, 0);
    support_key(app, SDLK_LEFT);
    assert_int_equal(statistics_page(app_top_screen(app)), STATISTICS_PAGE_TOTALS);
    support_key(app, SDLK_PAGEDOWN);
    assert_int_equal(statistics_page(app_top_screen(app)), STATISTICS_PAGE_RECENT);

    Rect tab = statistics_tab(layout, STATISTICS_PAGE_TOTALS);
    support_click(app, tab.x + tab.w / 2, tab.y + tab.h / 2, 1);
    assert_int_equal(support_top(app), SCREEN_STATISTICS);
    assert_int_equal(statistics_page(app_top_screen(app)), STATISTICS_PAGE_TOTALS);
    tab = statistics_tab(layout, STATISTICS_PAGE_RECENT);
    support_mouse(app, SDL_MOUSEMOTION, tab.x + tab.w / 2, tab.y + tab.h / 2, 0);
    support_click(app, tab.x + tab.w / 2, tab.y + tab.h / 2, 1);
    assert_int_equal(statistics_page(app_top_screen(app)), STATISTICS_PAGE_RECENT);
    /* The pointer over the chart's plot lights nothing when there is no
     * game, and a click there leaves the panel open. */
    Rect body = statistics_body(layout);
    support_mouse(app, SDL_MOUSEMOTION, body.x + body.w / 2, body.y + body.h / 2, 0);
    app_render(app, 0);
    support_click(app, body.x + body.w / 2, body.y + body.h / 2, 1);
    assert_int_equal(support_top(app), SCREEN_STATISTICS);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
}

/* The app in a window of w x h, in `language` (NULL: the usual), with a
 * data folder of its own holding a statistics file of `text`. */
static App *open_with_statistics(const char *text, int w, int h, const char *language)
{
    char dir[128], path[160];
    snprintf(dir, sizeof dir, "%s/chart-XXXXXX", support_data_dir());
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/statistics.txt", dir);
    FILE *file = fopen(path, "w");
    assert_non_null(file);
    assert_int_equal(fputs(text, file) >= 0, 1);
    assert_int_equal(fclose(file), 0);
    AppConfig config;
    support_config(&config, 4, w, h, false);
    config.data_dir = dir;
    if (language)
        config.language = language;
    return support_open(&config);
}

/* The games of a statistics file, drawn: the chart of what was saved, a game
 * under the pointer described, at the smallest size and a large one. */
static void test_chart_of_saved_games(void **state)
{
    (void)state;
    static const char TEXT[] =
        "ECARTE-STATS 2\n"
        "recent normal standard won=1 points_for=5 points_against=2 decisions=12 mean_loss_thousandths=31 good=10 "
        "inaccuracies=2 mistakes=0 blunders=0\n"
        "recent normal standard won=0 points_for=3 points_against=5 decisions=0 mean_loss_thousandths=0 good=0 "
        "inaccuracies=0 mistakes=0 blunders=0\n"
        "recent hard classic won=0 points_for=4 points_against=6 decisions=9 mean_loss_thousandths=240 good=5 "
        "inaccuracies=1 mistakes=1 blunders=2\n";
    static const int SIZES_DRAWN[][2] = {{800, 600}, {1920, 1080}};
    for (int s = 0; s < 2; s++) {
        App *app = open_with_statistics(TEXT, SIZES_DRAWN[s][0], SIZES_DRAWN[s][1], NULL);
        open_statistics(app);
        support_key(app, SDLK_PAGEDOWN);
        assert_int_equal(statistics_page(app_top_screen(app)), STATISTICS_PAGE_RECENT);
        app_render(app, 0);

        /* The same games as the chart lays them out: each under the pointer
         * in turn, and a click on one leaves the panel open. */
        const Layout *layout = app_layout(app);
        RecentGame games[3] = {rated(true, 31, 12), unrated(false), rated(false, 240, 9)};
        StatisticsChart chart;
        statistics_chart(layout, statistics_body(layout), games, 3, &chart);
        assert_int_equal(chart.floor, 70);
        for (int i = 0; i < 3; i++) {
            const ChartGame *game = &chart.games[i];
            support_mouse(app, SDL_MOUSEMOTION, game->x, game->mark.y, 0);
            app_render(app, 0);
            support_click(app, game->x, game->mark.y, 1);
            assert_int_equal(support_top(app), SCREEN_STATISTICS);
        }
        support_key(app, SDLK_ESCAPE);
        assert_int_equal(support_top(app), SCREEN_TABLE);
        app_destroy(app);
    }
}

/* At 200 % (or as much as the window has room for: 160 % at 800x600, the
 * smallest window, 175 % at 1024x768), the chart of the recent games shows
 * whole without scrolling, each game's mark (won or lost) and the line
 * about a game inside the panel's body; in every language. */
static void test_the_chart_at_200_percent_needs_no_scrolling(void **state)
{
    (void)state;
    char text[8192] = "ECARTE-STATS 2\n";
    for (int i = 0; i < STATISTICS_RECENT_MAX; i++) {
        size_t at = strlen(text);
        snprintf(text + at, sizeof text - at,
                 "recent normal standard won=%d points_for=%d points_against=%d decisions=%d "
                 "mean_loss_thousandths=%d good=%d inaccuracies=%d mistakes=%d blunders=0\n",
                 i % 3 != 1, i % 3 != 1 ? 5 : 3, i % 3 != 1 ? 2 : 5, i == 4 ? 0 : 10, i == 4 ? 0 : 20 + 13 * (i % 7),
                 i == 4 ? 0 : 8, i != 4, i != 4);
    }
    static const int WINDOWS[][2] = {{800, 600},  {1024, 768}, {1280, 720}, {1280, 800},
                                     {1366, 768}, {1440, 900}, {1920, 1080}};
    static const char *const LANGUAGES[] = {"en", "mr", "sd"};
    for (size_t s = 0; s < sizeof WINDOWS / sizeof WINDOWS[0]; s++) {
        for (int language = 0; language < 3; language++) {
            char where[64];
            snprintf(where, sizeof where, "%dx%d at 200 %% %s", WINDOWS[s][0], WINDOWS[s][1], LANGUAGES[language]);
            App *app = open_with_statistics(text, WINDOWS[s][0], WINDOWS[s][1], LANGUAGES[language]);
            for (int i = 0; i < 4; i++) {
                support_press(app, SDLK_EQUALS, KMOD_LCTRL);
                support_step(app, 20);
            }
            assert_true(app_layout(app)->scale_asked == 2.0f);
            open_statistics(app);
            Rect tab = statistics_tab(app_layout(app), STATISTICS_PAGE_RECENT);
            support_click(app, tab.x + tab.w / 2, tab.y + tab.h / 2, 1);
            assert_int_equal(statistics_page(app_top_screen(app)), STATISTICS_PAGE_RECENT);
            app_render(app, 0); /* the caption measured */
            app_render(app, 0);
            ScreenContext context;
            app_context(app, &context);
            if (statistics_page_scrolls(app_top_screen(app), &context))
                fail_msg("%s: the chart scrolls", where);
            const Layout *layout = app_layout(app);
            Rect body = statistics_body(layout);
            StatisticsChart chart;
            statistics_chart(layout, body, context.stats->recent, context.stats->recent_count, &chart);
            assert_int_equal(chart.count, STATISTICS_RECENT_MAX);
            for (int i = 0; i < chart.count; i++)
                if (!rect_inside(chart.games[i].mark, body))
                    fail_msg("%s: game %d's mark lies outside the body", where, i);
            assert_true(rect_inside(chart.detail, body));
            assert_false(rect_overlaps(body, statistics_close(layout)));
            support_key(app, SDLK_ESCAPE);
            support_press(app, SDLK_0, KMOD_LCTRL);
            app_destroy(app);
        }
    }
    str_set_language("en");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_games),
        cmocka_unit_test(test_one_game),
        cmocka_unit_test(test_as_many_games_as_are_kept_and_more),
        cmocka_unit_test(test_unrated_games_and_the_scale),
        cmocka_unit_test(test_chart_fits_the_panel),
        cmocka_unit_test(test_pages_by_tab_and_key),
        cmocka_unit_test(test_chart_of_saved_games),
        cmocka_unit_test(test_the_chart_at_200_percent_needs_no_scrolling),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
