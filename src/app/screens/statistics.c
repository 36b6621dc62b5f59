#include "screens/statistics.h"

#include <stdio.h>
#include <string.h>

#include "render/table.h"
#include "screens/confirm.h"
#include "screens/panel.h"

static int stats_line(const Layout *l) { return iround(layout_line(l->font_body) * 1.12); }
enum { STATS_TABLE_LINES = 2 + AI_LEVEL_COUNT * PRESET_COUNT + 1 };

static int tab_height(const Layout *l) { return imax(28, iround(l->font_body * 1.9)); }

/* Both pages in one panel of one size: the chart needs the height more
 * than the numbers do. */
static int body_height(const Layout *l) { return imax(STATS_TABLE_LINES * stats_line(l), iround(l->height * 0.44)); }

Rect statistics_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(l->width - 2 * l->margin, l->font_body * 52);
    int h = pad + panel_title_height(l) + tab_height(l) + pad / 2 + body_height(l) + pad + l->button_h + pad;
    h = imin(h, l->height - 2 * l->margin);
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

static Rect stats_button(const Layout *l, int which)
{
    Rect panel = statistics_panel(l);
    int pad = layout_panel_pad(l);
    int w = imin((panel.w - 3 * pad) / 2, imax(iround(panel.w * 0.3), l->font_body * 11));
    int total = 2 * w + pad;
    return (Rect){panel.x + (panel.w - total) / 2 + which * (w + pad), panel.y + panel.h - pad - l->button_h, w,
                  l->button_h};
}

Rect statistics_reset(const Layout *l) { return stats_button(l, 0); }
Rect statistics_close(const Layout *l) { return stats_button(l, 1); }

Rect statistics_tab(const Layout *l, int page)
{
    Rect panel = statistics_panel(l);
    int w = imin(l->font_body * 11, (panel.w - 2 * layout_panel_pad(l)) / STATISTICS_PAGE_COUNT);
    int total = w * STATISTICS_PAGE_COUNT;
    int place = str_rtl() ? STATISTICS_PAGE_COUNT - 1 - page : page;
    return (Rect){panel.x + (panel.w - total) / 2 + place * w, panel.y + layout_panel_pad(l) + panel_title_height(l), w,
                  tab_height(l)};
}

Rect statistics_body(const Layout *l)
{
    Rect panel = statistics_panel(l);
    int pad = layout_panel_pad(l);
    Rect tab = statistics_tab(l, 0);
    int top = tab.y + tab.h + pad / 2;
    int bottom = statistics_reset(l).y - pad;
    return (Rect){panel.x + pad, top, panel.w - 2 * pad, imax(0, bottom - top)};
}

int statistics_hit(const Layout *l, int x, int y)
{
    if (rect_contains(statistics_reset(l), x, y))
        return STATISTICS_HIT_RESET;
    if (rect_contains(statistics_close(l), x, y))
        return STATISTICS_HIT_CLOSE;
    for (int page = 0; page < STATISTICS_PAGE_COUNT; page++)
        if (rect_contains(statistics_tab(l, page), x, y))
            return STATISTICS_HIT_TAB + page;
    return STATISTICS_HIT_NONE;
}

/* ---- the chart's geometry ------------------------------------------------ */

static int accuracy_of(const RecentGame *game)
{
    if (game->decisions == 0)
        return -1;
    return iclamp(1000 - (int)game->mean_loss_thousandths, 0, 1000);
}

/* The lowest percent of the plot: 80 unless a game fell below it, so that
 * the usual differences of a few points show; always a whole step of the
 * grid, so the grid ends at 100. */
static int chart_floor(const RecentGame *games, int count, int *step)
{
    int lowest = 1000;
    for (int i = 0; i < count; i++) {
        int accuracy = accuracy_of(&games[i]);
        if (accuracy >= 0)
            lowest = imin(lowest, accuracy);
    }
    int floor = imin(80, lowest / 100 * 10);
    *step = 100 - floor <= 40 ? 10 : 20;
    return floor / *step * *step;
}

void statistics_chart(const Layout *l, Rect area, const RecentGame *games, int count, StatisticsChart *out)
{
    memset(out, 0, sizeof *out);
    if (count < 0)
        count = 0;
    /* Only the latest fit. */
    if (count > STATISTICS_RECENT_MAX) {
        games += count - STATISTICS_RECENT_MAX;
        count = STATISTICS_RECENT_MAX;
    }
    int small = layout_line(l->font_small), body = layout_line(l->font_body);
    int pad = layout_panel_pad(l), gap = l->gap;
    out->area = area;
    out->count = count;

    /* From the top: two lines of caption, the legend, the plot; from the
     * bottom: the line about one game, the axis labels, the marks. */
    int top = area.y + 2 * small + gap;
    out->legend = (Rect){area.x, top, area.w, small};
    top += small + pad / 2;
    int bottom = area.y + area.h;
    out->detail = (Rect){area.x, bottom - body, area.w, body};
    bottom = out->detail.y - gap / 2;
    int axis_w = l->font_small * 3 + gap; /* "100%" */
    int plot_x = area.x + axis_w;
    int plot_w = imax(1, area.w - axis_w - gap / 2);
    out->axis = (Rect){plot_x, bottom - small, plot_w, small};
    int marks_h = imax(12, iround(small * 1.1));
    out->marks = (Rect){plot_x, out->axis.y - marks_h, plot_w, marks_h};
    out->plot = (Rect){plot_x, top + small / 2, plot_w, imax(1, out->marks.y - gap / 2 - top - small / 2)};

    int step;
    out->floor = chart_floor(games, count, &step);
    for (int percent = out->floor; percent <= 100 && out->grid_count < STATISTICS_GRID_MAX; percent += step) {
        out->grid_percent[out->grid_count] = percent;
        out->grid_y[out->grid_count] = out->plot.y + out->plot.h -
                                       (percent - out->floor) * out->plot.h / (100 - out->floor);
        out->grid_count++;
    }

    /* A few games do not stretch across the whole width: the columns keep
     * a sensible size and fill from the left as games are played. */
    int slots = imax(count, STATISTICS_CHART_MIN_SLOTS);
    int span = (10 * (100 - out->floor));
    for (int i = 0; i < count; i++) {
        ChartGame *game = &out->games[i];
        int x0 = plot_x + plot_w * i / slots, x1 = plot_x + plot_w * (i + 1) / slots;
        game->column = (Rect){x0, out->plot.y, x1 - x0, out->marks.y + out->marks.h - out->plot.y};
        int size = imax(4, imin((x1 - x0) * 3 / 4, marks_h));
        game->mark = (Rect){x0 + (x1 - x0 - size) / 2, out->marks.y + (marks_h - size) / 2, size, size};
        game->won = games[i].won;
        game->accuracy = accuracy_of(&games[i]);
        game->rated = game->accuracy >= 0;
        game->x = x0 + (x1 - x0) / 2;
        if (game->rated) {
            int above = game->accuracy - 10 * out->floor;
            game->y = out->plot.y + out->plot.h - above * out->plot.h / span;
        }
    }
}

int statistics_chart_hit(const StatisticsChart *chart, int x, int y)
{
    for (int i = 0; i < chart->count; i++)
        if (rect_contains(chart->games[i].column, x, y))
            return i;
    return -1;
}

static void number_at(TextRenderer *text, FontId font, uint32_t value, int right, int y, SDL_Color colour)
{
    char number[16];
    snprintf(number, sizeof number, "%u", (unsigned)value);
    text_draw(text, font, number, right, y, colour, ALIGN_RIGHT);
}

static void draw_totals(const Gfx *gfx, const Statistics *stats)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    Rect body = statistics_body(l);
    int pad = layout_panel_pad(l);
    int line = stats_line(l);
    /* The numbers sit in the middle of the room the chart needs. */
    int top = body.y + imax(0, (body.h - STATS_TABLE_LINES * line) / 3);
    int inner = body.w;
    int left_w = (inner - pad) * 11 / 20;
    Rect left = {body.x, top, left_w, STATS_TABLE_LINES * line};
    Rect right = {left.x + left_w + pad, top, inner - left_w - pad, left.h};

    /* Games per opponent and rules. */
    static const StringId LEVELS[AI_LEVEL_COUNT] = {STR_VAL_EASY, STR_VAL_NORMAL, STR_VAL_HARD, STR_VAL_EXPERT};
    static const StringId PRESETS[PRESET_COUNT] = {STR_VAL_STANDARD, STR_VAL_CLASSIC};
    static const StatField COLUMNS[3] = {STAT_PLAYED, STAT_WON, STAT_LOST};
    static const StringId HEADS[3] = {STR_STATS_PLAYED, STR_STATS_WON, STR_STATS_LOST};
    int column_w = imax(text_width(text, FONT_SMALL_BOLD, str_get(STR_STATS_PLAYED)) + pad / 2, l->font_body * 4);
    int y = left.y;
    text_draw(text, FONT_SMALL_BOLD, str_get(STR_STATS_GAMES), left.x, y, COLOUR_GOLD_LIGHT, ALIGN_LEFT);
    for (int c = 0; c < 3; c++)
        text_draw(text, FONT_SMALL_BOLD, str_get(HEADS[c]), left.x + left.w - (2 - c) * column_w, y, COLOUR_GOLD_LIGHT,
                  ALIGN_RIGHT);
    y += line;
    draw_fill_rect(gfx->draw, (Rect){left.x, y - line / 6, left.w, 1}, rgba(0xc9, 0xa2, 0x27, 90));
    for (int a = 0; a < AI_LEVEL_COUNT; a++) {
        for (int p = 0; p < PRESET_COUNT; p++) {
            char name[96];
            str_format(name, sizeof name, STR_STATS_CELL, str_get(LEVELS[a]), str_get(PRESETS[p]), NULL);
            bool empty = stats->counts[a][p][STAT_PLAYED] == 0;
            SDL_Color colour = empty ? COLOUR_TEXT_DIM : COLOUR_TEXT;
            /* Smaller where the scale leaves too little room before the numbers. */
            static const FontId NAME_FONTS[] = {FONT_BODY, FONT_SMALL};
            text_draw(text, text_fit(text, NAME_FONTS, 2, name, left.w - 3 * column_w - pad / 4), name, left.x, y,
                      colour, ALIGN_LEFT);
            for (int c = 0; c < 3; c++)
                number_at(text, FONT_BODY, stats->counts[a][p][COLUMNS[c]], left.x + left.w - (2 - c) * column_w, y,
                          colour);
            y += line;
        }
    }
    draw_fill_rect(gfx->draw, (Rect){left.x, y + line / 8, left.w, 1}, rgba(0xc9, 0xa2, 0x27, 90));
    y += line / 3;
    text_draw(text, FONT_BOLD, str_get(STR_STATS_TOTAL), left.x, y, COLOUR_IVORY, ALIGN_LEFT);
    for (int c = 0; c < 3; c++)
        number_at(text, FONT_BOLD, statistics_total(stats, COLUMNS[c]), left.x + left.w - (2 - c) * column_w, y,
                  COLOUR_IVORY);

    /* Everything else, over all games. */
    draw_fill_rect(gfx->draw, (Rect){right.x - pad / 2, right.y, 1, right.h}, rgba(0xc9, 0xa2, 0x27, 60));
    y = right.y;
    text_draw(text, FONT_SMALL_BOLD, str_get(STR_STATS_ALL_GAMES), right.x, y, COLOUR_GOLD_LIGHT, ALIGN_LEFT);
    y += line + line / 3;
    struct {
        StringId label;
        StatField a, b; /* b == STAT_FIELD_COUNT: a single number */
    } items[] = {
        {STR_STATS_HANDS, STAT_HANDS, STAT_FIELD_COUNT},
        {STR_STATS_POINTS, STAT_POINTS_FOR, STAT_POINTS_AGAINST},
        {STR_STATS_VOLES, STAT_VOLES_FOR, STAT_VOLES_AGAINST},
        {STR_STATS_KINGS, STAT_KINGS_FOR, STAT_KINGS_AGAINST},
        {STR_STATS_PENALTIES, STAT_PENALTIES_WON, STAT_PENALTIES_CONCEDED},
        {STR_STATS_STREAK, STAT_BEST_STREAK, STAT_FIELD_COUNT},
    };
    int value_w = l->font_body * 5;
    for (size_t i = 0; i < sizeof items / sizeof items[0]; i++) {
        char value[64], a[16], b[16];
        snprintf(a, sizeof a, "%u", (unsigned)statistics_total(stats, items[i].a));
        if (items[i].b == STAT_FIELD_COUNT) {
            snprintf(value, sizeof value, "%s", a);
        } else {
            snprintf(b, sizeof b, "%u", (unsigned)statistics_total(stats, items[i].b));
            str_format(value, sizeof value, STR_STATS_PAIR, a, b, NULL);
        }
        const char *label = str_get(items[i].label);
        static const FontId FONTS[] = {FONT_BODY, FONT_SMALL};
        Rect label_rect = {right.x, y, right.w - value_w - pad / 4, line};
        text_draw_in(text, text_fit(text, FONTS, 2, label, label_rect.w), label, label_rect, COLOUR_TEXT, ALIGN_LEFT,
                     false);
        text_draw_in(text, FONT_BOLD, value, (Rect){right.x + right.w - value_w, y, value_w, line}, COLOUR_IVORY,
                     ALIGN_RIGHT, false);
        y += line + line / 4;
    }
}

/* ---- the chart ----------------------------------------------------------- */

#define CHART_WON rgba(0xe8, 0xc8, 0x5a, 255)
#define CHART_LOST rgba(0xe0, 0x7a, 0x6a, 255)
#define CHART_LINE rgba(0x9f, 0xd8, 0xf0, 255)
#define CHART_GRID rgba(0xc9, 0xa2, 0x27, 60)

/* A line a few pixels thick, for the accuracy from game to game. */
static void draw_line(const Gfx *gfx, int x0, int y0, int x1, int y1, SDL_Color colour, int thickness)
{
    SDL_SetRenderDrawBlendMode(gfx->renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(gfx->renderer, colour.r, colour.g, colour.b, colour.a);
    for (int i = 0; i < thickness; i++) {
        int d = i - thickness / 2;
        SDL_RenderDrawLine(gfx->renderer, x0, y0 + d, x1, y1 + d);
    }
}

static void draw_result_mark(const Gfx *gfx, Rect mark, bool won)
{
    int radius = mark.w / 2;
    /* Filled for a win, a ring for a loss: not told by colour alone. */
    if (won) {
        draw_fill_round(gfx->draw, mark, radius, CHART_WON);
    } else {
        draw_fill_round(gfx->draw, mark, radius, rgba(0x0c, 0x2e, 0x1e, 255));
        draw_frame_round(gfx->draw, mark, radius, imax(2, mark.w / 6), CHART_LOST);
    }
}

static void draw_point(const Gfx *gfx, int x, int y, int radius, bool lit)
{
    draw_circle(gfx->draw, x, y, radius + 1, rgba(0x0c, 0x2e, 0x1e, 255));
    draw_circle(gfx->draw, x, y, radius, lit ? COLOUR_IVORY : CHART_LINE);
}

static int point_radius(const Layout *l) { return imax(3, l->font_small / 4); }

static void unrated_band(const Gfx *gfx, const StatisticsChart *chart, const ChartGame *game)
{
    Rect band = {game->column.x + 1, chart->plot.y, imax(1, game->column.w - 2), chart->plot.h};
    draw_fill_rect(gfx->draw, band, rgba(255, 255, 255, 18));
}

/* The legend, one swatch and word after another, from the side a reader
 * starts from. */
static void draw_legend(const Gfx *gfx, const StatisticsChart *chart)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    static const StringId WORDS[] = {STR_STATS_WON, STR_STATS_LOST, STR_STATS_ACCURACY, STR_STATS_NOT_RATED};
    enum { ITEMS = sizeof WORDS / sizeof WORDS[0] };
    Rect row = chart->legend;
    int swatch = imax(10, l->font_small * 3 / 4);
    int space = l->gap, item_gap = l->font_small * 3 / 2;
    int widths[ITEMS], total = 0;
    for (int i = 0; i < ITEMS; i++) {
        widths[i] = 2 * swatch + space + text_width(text, FONT_SMALL, str_get(WORDS[i]));
        total += widths[i] + (i ? item_gap : 0);
    }
    bool rtl = str_rtl();
    int x = rtl ? row.x + row.w : row.x;
    int cy = row.y + row.h / 2;
    for (int i = 0; i < ITEMS; i++) {
        int left = rtl ? x - widths[i] : x;
        /* The swatch before the word in reading order. */
        Rect sw = {rtl ? left + widths[i] - 2 * swatch : left, cy - swatch / 2, 2 * swatch, swatch};
        Rect square = {sw.x + swatch / 2, sw.y, swatch, swatch};
        switch (i) {
        case 0: draw_result_mark(gfx, square, true); break;
        case 1: draw_result_mark(gfx, square, false); break;
        case 2:
            draw_line(gfx, sw.x, cy, sw.x + sw.w, cy, CHART_LINE, 2);
            draw_point(gfx, sw.x + sw.w / 2, cy, point_radius(l), false);
            break;
        default:
            draw_fill_rect(gfx->draw, (Rect){sw.x + swatch / 2, row.y, swatch, row.h}, rgba(255, 255, 255, 40));
            break;
        }
        int word_x = rtl ? sw.x - space : sw.x + sw.w + space;
        text_draw(text, FONT_SMALL, str_get(WORDS[i]), word_x, row.y, COLOUR_TEXT, rtl ? ALIGN_RIGHT : ALIGN_LEFT);
        x = rtl ? left - item_gap : left + widths[i] + item_gap;
    }
}

static void detail_text(char *out, size_t size, const RecentGame *game, int index, int count)
{
    char label[64], result[96], accuracy[96], a[16], b[16], both[200];
    if (index == count - 1) {
        snprintf(label, sizeof label, "%s", str_get(STR_STATS_LATEST_GAME));
    } else {
        snprintf(a, sizeof a, "%d", index + 1);
        str_format(label, sizeof label, STR_STATS_GAME_N, a, NULL, NULL);
    }
    snprintf(a, sizeof a, "%d", game->points_for);
    snprintf(b, sizeof b, "%d", game->points_against);
    str_format(result, sizeof result, game->won ? STR_STATS_RESULT_WON : STR_STATS_RESULT_LOST, a, b, NULL);
    int tenths = accuracy_of(game);
    if (tenths < 0) {
        snprintf(accuracy, sizeof accuracy, "%s", str_get(STR_STATS_RESULT_UNRATED));
    } else {
        snprintf(a, sizeof a, "%d", (tenths + 5) / 10);
        str_format_plural(accuracy, sizeof accuracy, STR_STATS_RESULT_ACCURACY, game->decisions, a, NULL);
    }
    str_format(both, sizeof both, STR_STATS_RESULT_JOIN, result, accuracy, NULL);
    str_format(out, size, STR_LABELLED, label, both, NULL);
}

static void draw_chart(const Gfx *gfx, const Statistics *stats, int hover)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    StatisticsChart chart;
    statistics_chart(l, statistics_body(l), stats->recent, stats->recent_count, &chart);
    int small = layout_line(l->font_small);

    /* The grid and its labels, from the floor to 100%. */
    for (int i = 0; i < chart.grid_count; i++) {
        char number[8], label[16];
        snprintf(number, sizeof number, "%d", chart.grid_percent[i]);
        str_format(label, sizeof label, STR_STATS_PERCENT, number, NULL, NULL);
        int y = chart.grid_y[i];
        draw_fill_rect(gfx->draw, (Rect){chart.plot.x, y, chart.plot.w, 1}, CHART_GRID);
        text_draw(text, FONT_SMALL, label, chart.plot.x - l->gap, y - small / 2, COLOUR_TEXT_DIM, ALIGN_RIGHT);
    }
    draw_fill_rect(gfx->draw, (Rect){chart.plot.x, chart.plot.y, 1, chart.plot.h}, CHART_GRID);

    if (chart.count == 0) {
        Rect message = {chart.plot.x, chart.plot.y + chart.plot.h / 2 - small * 3 / 2, chart.plot.w, small * 3 / 2};
        int width = imin(chart.plot.w, l->font_small * 32);
        /* On a patch of cloth of its own: the grid does not run through it. */
        Rect patch = {chart.plot.x + (chart.plot.w - width) / 2 - l->gap, message.y - l->gap / 2, width + 2 * l->gap,
                      message.h + l->gap + 2 * small + l->gap};
        draw_fill_round(gfx->draw, patch, l->radius, rgba(0x0c, 0x2e, 0x1e, 255));
        text_draw_in(text, FONT_BOLD, str_get(STR_STATS_CHART_EMPTY), message, COLOUR_IVORY, ALIGN_CENTER, false);
        text_draw_wrapped(text, FONT_SMALL, str_get(STR_STATS_CHART_EMPTY_NOTE),
                          chart.plot.x + (chart.plot.w - width) / 2, message.y + message.h + l->gap / 2, width,
                          COLOUR_TEXT_DIM, ALIGN_CENTER, false);
        return;
    }

    char caption[512], games[160];
    str_format_plural(games, sizeof games, STR_STATS_CHART_GAMES, (unsigned long)chart.count, NULL, NULL);
    str_format(caption, sizeof caption, STR_STATS_CHART_JOIN, games, str_get(STR_STATS_CHART_NOTE), NULL);
    text_draw_wrapped(text, FONT_SMALL, caption, chart.area.x, chart.area.y, chart.area.w, COLOUR_TEXT_DIM, ALIGN_LEFT,
                      false);
    draw_legend(gfx, &chart);

    int lit = hover >= STATISTICS_HIT_GAME && hover - STATISTICS_HIT_GAME < chart.count ? hover - STATISTICS_HIT_GAME
                                                                                        : chart.count - 1;
    if (hover >= STATISTICS_HIT_GAME)
        draw_fill_rect(gfx->draw, chart.games[lit].column, rgba(255, 255, 255, 28));
    for (int i = 0; i < chart.count; i++)
        if (!chart.games[i].rated)
            unrated_band(gfx, &chart, &chart.games[i]);
    /* The line joins games rated one after the other; a game without a
     * rating breaks it. */
    for (int i = 1; i < chart.count; i++) {
        const ChartGame *a = &chart.games[i - 1], *b = &chart.games[i];
        if (a->rated && b->rated)
            draw_line(gfx, a->x, a->y, b->x, b->y, CHART_LINE, 2);
    }
    for (int i = 0; i < chart.count; i++) {
        const ChartGame *game = &chart.games[i];
        if (game->rated)
            draw_point(gfx, game->x, game->y, point_radius(l) + (i == lit), i == lit);
        draw_result_mark(gfx, game->mark, game->won);
    }

    /* Time runs left to right in every language. */
    const char *oldest = str_get(STR_STATS_OLDEST), *latest = str_get(STR_STATS_LATEST);
    const ChartGame *first = &chart.games[0], *last = &chart.games[chart.count - 1];
    int latest_w = text_width(text, FONT_SMALL, latest);
    int latest_x = imin(chart.plot.x + chart.plot.w, imax(last->column.x + last->column.w, chart.plot.x + latest_w));
    text_draw(text, FONT_SMALL, latest, latest_x, chart.axis.y, COLOUR_TEXT_DIM, ALIGN_RIGHT);
    if (chart.count > 1 && first->column.x + text_width(text, FONT_SMALL, oldest) + l->gap < latest_x - latest_w)
        text_draw(text, FONT_SMALL, oldest, first->column.x, chart.axis.y, COLOUR_TEXT_DIM, ALIGN_LEFT);

    char detail[512];
    detail_text(detail, sizeof detail, &stats->recent[stats->recent_count - chart.count + lit], lit, chart.count);
    static const FontId FONTS[] = {FONT_BODY, FONT_SMALL};
    text_draw_in(text, text_fit(text, FONTS, 2, detail, chart.detail.w), detail, chart.detail, COLOUR_TEXT,
                 ALIGN_CENTER, false);
}

static void draw_statistics(const Gfx *gfx, const Statistics *stats, int page, int hover)
{
    const Layout *l = gfx->layout;
    Rect panel = statistics_panel(l);
    table_draw_panel(gfx, panel);
    panel_draw_title(gfx, panel, STR_STATS_TITLE);

    static const StringId TABS[STATISTICS_PAGE_COUNT] = {STR_STATS_TAB_TOTALS, STR_STATS_TAB_RECENT};
    for (int p = 0; p < STATISTICS_PAGE_COUNT; p++) {
        Rect tab = statistics_tab(l, p);
        bool on = p == page, lit = hover == STATISTICS_HIT_TAB + p;
        if (on)
            draw_fill_round(gfx->draw, tab, l->radius, PALETTE[PAL_CHROME_HOVER]);
        else if (lit)
            draw_fill_round(gfx->draw, tab, l->radius, PALETTE[PAL_TAB]);
        /* The page on show is underlined in gold. */
        draw_fill_rect(gfx->draw, (Rect){tab.x, tab.y + tab.h - 2, tab.w, 2},
                       on ? COLOUR_GOLD : rgba(0xc9, 0xa2, 0x27, 70));
        static const FontId FONTS[] = {FONT_BOLD, FONT_SMALL_BOLD};
        const char *label = str_get(TABS[p]);
        text_draw_in(gfx->text, text_fit(gfx->text, FONTS, 2, label, tab.w - l->gap), label, tab,
                     on || lit ? COLOUR_IVORY : COLOUR_TEXT_DIM, ALIGN_CENTER, false);
    }

    if (page == STATISTICS_PAGE_RECENT)
        draw_chart(gfx, stats, hover);
    else
        draw_totals(gfx, stats);

    table_draw_button(gfx, statistics_reset(l), str_get(STR_STATS_RESET), false, hover == STATISTICS_HIT_RESET, false,
                      false, 0);
    table_draw_button(gfx, statistics_close(l), str_get(STR_BTN_CLOSE), true, hover == STATISTICS_HIT_CLOSE, false,
                      false, 0);
}

/* ---- the screen --------------------------------------------------------- */

typedef struct StatisticsState {
    int page;
    int hover;
} StatisticsState;

int statistics_page(const Screen *screen) { return ((const StatisticsState *)screen->state)->page; }

/* The page whose tab lies on that side, as drawn. */
static int page_on_side(bool left) { return left != str_rtl() ? STATISTICS_PAGE_TOTALS : STATISTICS_PAGE_RECENT; }

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    StatisticsState *state = screen->state;
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        switch (cmd->key) {
        case CK_ESCAPE:
        case CK_ENTER:
        case CK_SPACE: *out = intent_of(INTENT_CLOSE); break;
        case CK_LEFT:
        case CK_RIGHT: state->page = page_on_side(cmd->key == CK_LEFT); break;
        case CK_PAGE_UP: state->page = STATISTICS_PAGE_TOTALS; break;
        case CK_PAGE_DOWN: state->page = STATISTICS_PAGE_RECENT; break;
        default: break;
        }
        return SCREEN_REDRAW;
    }
    int where = statistics_hit(c->layout, cmd->x, cmd->y);
    if (where == STATISTICS_HIT_NONE && state->page == STATISTICS_PAGE_RECENT) {
        StatisticsChart chart;
        statistics_chart(c->layout, statistics_body(c->layout), c->stats->recent, c->stats->recent_count, &chart);
        int game = statistics_chart_hit(&chart, cmd->x, cmd->y);
        if (game >= 0)
            where = STATISTICS_HIT_GAME + game;
    }
    int click;
    ScreenAnswer answer = panel_pointer(&state->hover, where,
                                        rect_contains(statistics_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click == STATISTICS_HIT_RESET)
        *out = intent_open(SCREEN_CONFIRM, CONFIRM_RESET_STATS);
    else if (click == STATISTICS_HIT_CLOSE || click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    else if (click >= STATISTICS_HIT_TAB && click < STATISTICS_HIT_TAB + STATISTICS_PAGE_COUNT)
        state->page = click - STATISTICS_HIT_TAB;
    return answer;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    StatisticsState *state = screen->state;
    state->page = argument == STATISTICS_PAGE_RECENT ? STATISTICS_PAGE_RECENT : STATISTICS_PAGE_TOTALS;
    state->hover = STATISTICS_HIT_NONE;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    const StatisticsState *state = screen->state;
    draw_statistics(gfx, c->stats, state->page, state->hover);
}

const ScreenClass STATISTICS_SCREEN = {
    .id = SCREEN_STATISTICS,
    .state_size = sizeof(StatisticsState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
};
