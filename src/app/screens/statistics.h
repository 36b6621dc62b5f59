/* The statistics, on two pages: the totals (games won and lost against each
 * level under each preset, and the totals over every game), and a chart of
 * the recent games (won or lost, and how accurately the player decided),
 * with a button to forget them all. */
#ifndef ECARTE_APP_SCREENS_STATISTICS_H
#define ECARTE_APP_SCREENS_STATISTICS_H

#include "screens/screen.h"

enum { STATISTICS_PAGE_TOTALS, STATISTICS_PAGE_RECENT, STATISTICS_PAGE_COUNT };

/* What the pointer is over: a button, a page's tab (+ page), a recent game
 * of the chart (+ its index, oldest first). */
enum {
    STATISTICS_HIT_NONE = -1,
    STATISTICS_HIT_RESET = 1,
    STATISTICS_HIT_CLOSE = 2,
    STATISTICS_HIT_TAB = 10,
    STATISTICS_HIT_GAME = 100
};

extern const ScreenClass STATISTICS_SCREEN;

Rect statistics_panel(const Layout *layout);
Rect statistics_reset(const Layout *layout);
Rect statistics_close(const Layout *layout);
/* The tab of a page; the first page's is on the side a reader starts from. */
Rect statistics_tab(const Layout *layout, int page);
/* Between the tabs and the buttons: where a page shows. */
Rect statistics_body(const Layout *layout);
/* The buttons and tabs under (x, y). */
int statistics_hit(const Layout *layout, int x, int y);
/* The page on show. */
int statistics_page(const Screen *screen);
/* The control the keyboard's ring is round (a STATISTICS_HIT_ value), or
 * STATISTICS_HIT_NONE while the pointer leads. */
int statistics_ring(const Screen *screen);

/* Where the text is too large for the body, a page scrolls in it: the
 * totals' whole height and how far they can scroll, and how far the page
 * on show is scrolled. */
int statistics_totals_height(const Layout *layout);
int statistics_totals_most(const Layout *layout);
int statistics_scroll(const Screen *screen);
/* Whether the page on show is taller than the body, as last drawn. */
bool statistics_page_scrolls(const Screen *screen, const ScreenContext *context);

/* The chart of the recent games, as pure geometry: one column per game,
 * oldest where a reader starts (the left, or the right in a mirrored
 * layout, the scale then on the left), a mark under the plot for the result, and a point for the accuracy of a
 * game that was rated.  Accuracy is 100% less the mean loss of winning
 * chance per decision, as the report at the end of a game gives it. */
enum { STATISTICS_GRID_MAX = 6, STATISTICS_CHART_MIN_SLOTS = 10 };

typedef struct ChartGame {
    Rect column; /* its slot across the plot and the marks: what the pointer finds */
    Rect mark;   /* the result, in the strip under the plot */
    bool won;
    bool rated;   /* it has an accuracy (decisions > 0) */
    int accuracy; /* in tenths of a percent, 0 to 1000; -1 when not rated */
    int x, y;     /* the accuracy's point, on the plot */
} ChartGame;

typedef struct StatisticsChart {
    Rect area;   /* the whole chart: captions, plot, marks, labels */
    Rect legend; /* the line of the legend */
    Rect plot;   /* accuracy from `floor` percent at the bottom to 100 at the top */
    Rect marks;  /* the strip of results */
    Rect axis;   /* the line under the marks, for "oldest" and "latest" */
    Rect detail; /* the line that describes one game */
    int floor;
    int grid_count;
    int grid_percent[STATISTICS_GRID_MAX]; /* from the bottom up */
    int grid_y[STATISTICS_GRID_MAX];
    int count;
    ChartGame games[STATISTICS_RECENT_MAX];
} StatisticsChart;

/* Lays out the chart of `count` games (at most STATISTICS_RECENT_MAX are
 * shown: the latest) in `area`. */
void statistics_chart(const Layout *layout, Rect area, const RecentGame *games, int count, StatisticsChart *out);
/* The game whose column holds (x, y), or -1. */
int statistics_chart_hit(const StatisticsChart *chart, int x, int y);

#endif
