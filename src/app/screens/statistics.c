#include "screens/statistics.h"

#include <stdio.h>
#include <string.h>

#include "render/focus.h"
#include "render/scrollbar.h"
#include "render/table.h"
#include "screens/confirm.h"
#include "screens/panel.h"

static int stats_line(const Layout *l) { return iround(layout_line(l->font_body) * 1.12); }
/* The heading, a row per level and preset, the total, and the games
 * against friends. */
enum { STATS_TABLE_LINES = 2 + AI_LEVEL_COUNT * PRESET_COUNT + 2 };

/* Never lower than a fingertip: a finger presses it too. */
static int tab_height(const Layout *l) { return imax(layout_finger(l), iround(l->font_body * 1.9)); }

/* Both pages in one panel of one size: the chart needs the height more
 * than the numbers do. */
static int body_height(const Layout *l) { return imax(STATS_TABLE_LINES * stats_line(l), iround(l->height * 0.44)); }

/* The room above and below the panel's parts: over the title, under it,
 * under the tabs, over the buttons and under them.  Where large text leaves
 * the window short of the panel's height, it closes up, so that the chart
 * shows whole rather than scrolls. */
typedef struct Room {
    int top, title, tabs, above_buttons, bottom;
} Room;

static Room room_of(const Layout *l)
{
    int pad = layout_panel_pad(l);
    Room room = {pad, panel_title_height(l), pad / 2, pad, pad};
    int h = room.top + room.title + tab_height(l) + room.tabs + body_height(l) + room.above_buttons + l->button_h +
            room.bottom;
    /* Closer, the title still clears the keyboard's ring round a tab. */
    if (h > l->height - 2 * l->margin)
        room = (Room){pad * 2 / 3, iround(l->font_heading * 1.2) + focus_ring_width(l), l->gap, pad / 2, pad / 2};
    return room;
}

Rect statistics_panel(const Layout *l)
{
    Room room = room_of(l);
    int w = imin(l->width - 2 * l->margin, l->font_body * 52);
    int h = room.top + room.title + tab_height(l) + room.tabs + body_height(l) + room.above_buttons + l->button_h +
            room.bottom;
    h = imin(h, l->height - 2 * l->margin);
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

static Rect stats_button(const Layout *l, int which)
{
    Rect panel = statistics_panel(l);
    int pad = layout_panel_pad(l);
    int w = imin((panel.w - 3 * pad) / 2, imax(iround(panel.w * 0.3), l->font_body * 11));
    int total = 2 * w + pad;
    /* In reading order, the reset first: mirrored in a right-to-left
     * language, as the review's buttons are. */
    return layout_flip(l, panel,
                       (Rect){panel.x + (panel.w - total) / 2 + which * (w + pad),
                              panel.y + panel.h - room_of(l).bottom - l->button_h, w, l->button_h});
}

Rect statistics_reset(const Layout *l) { return stats_button(l, 0); }
Rect statistics_close(const Layout *l) { return stats_button(l, 1); }

Rect statistics_tab(const Layout *l, int page)
{
    Rect panel = statistics_panel(l);
    int w = imin(l->font_body * 11, (panel.w - 2 * layout_panel_pad(l)) / STATISTICS_PAGE_COUNT);
    int total = w * STATISTICS_PAGE_COUNT;
    int place = str_rtl() ? STATISTICS_PAGE_COUNT - 1 - page : page;
    Room room = room_of(l);
    return (Rect){panel.x + (panel.w - total) / 2 + place * w, panel.y + room.top + room.title, w, tab_height(l)};
}

Rect statistics_body(const Layout *l)
{
    Rect panel = statistics_panel(l);
    int pad = layout_panel_pad(l);
    Room room = room_of(l);
    Rect tab = statistics_tab(l, 0);
    int top = tab.y + tab.h + room.tabs;
    int bottom = statistics_reset(l).y - room.above_buttons;
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
     * a sensible size and fill from where a reader starts as games are
     * played.  The chart is laid out from the left and mirrored whole in a
     * right-to-left language: the oldest game on the right, the scale on
     * the left, as the language reads a line of time. */
    int slots = imax(count, STATISTICS_CHART_MIN_SLOTS);
    int span = (10 * (100 - out->floor));
    for (int i = 0; i < count; i++) {
        ChartGame *game = &out->games[i];
        int x0 = plot_x + plot_w * i / slots, x1 = plot_x + plot_w * (i + 1) / slots;
        game->column = layout_flip(l, area,
                                   (Rect){x0, out->plot.y, x1 - x0, out->marks.y + out->marks.h - out->plot.y});
        int size = imax(4, imin((x1 - x0) * 3 / 4, marks_h));
        game->mark = layout_flip(l, area,
                                 (Rect){x0 + (x1 - x0 - size) / 2, out->marks.y + (marks_h - size) / 2, size, size});
        game->won = games[i].won;
        game->accuracy = accuracy_of(&games[i]);
        game->rated = game->accuracy >= 0;
        game->x = game->column.x + game->column.w / 2;
        if (game->rated) {
            int above = game->accuracy - 10 * out->floor;
            game->y = out->plot.y + out->plot.h - above * out->plot.h / span;
        }
    }
    out->plot = layout_flip(l, area, out->plot);
    out->marks = layout_flip(l, area, out->marks);
    out->axis = layout_flip(l, area, out->axis);
}

int statistics_chart_hit(const StatisticsChart *chart, int x, int y)
{
    for (int i = 0; i < chart->count; i++)
        if (rect_contains(chart->games[i].column, x, y))
            return i;
    return -1;
}

/* ---- the totals ---------------------------------------------------------- */

static const StringId LEVEL_NAMES[AI_LEVEL_COUNT] = {STR_VAL_EASY, STR_VAL_NORMAL, STR_VAL_HARD, STR_VAL_EXPERT};
static const StringId PRESET_NAMES[PRESET_COUNT] = {STR_VAL_STANDARD, STR_VAL_CLASSIC};
static const StatField GAME_FIELDS[3] = {STAT_PLAYED, STAT_WON, STAT_LOST};
static const StringId GAME_HEADS[3] = {STR_STATS_PLAYED, STR_STATS_WON, STR_STATS_LOST};

/* Everything else, over all games. */
typedef struct TotalsItem {
    StringId label;
    StatField a, b; /* b == STAT_FIELD_COUNT: a single number */
} TotalsItem;

static const TotalsItem TOTALS[] = {
    {STR_STATS_HANDS, STAT_HANDS, STAT_FIELD_COUNT},
    {STR_STATS_POINTS, STAT_POINTS_FOR, STAT_POINTS_AGAINST},
    {STR_STATS_VOLES, STAT_VOLES_FOR, STAT_VOLES_AGAINST},
    {STR_STATS_KINGS, STAT_KINGS_FOR, STAT_KINGS_AGAINST},
    {STR_STATS_PENALTIES, STAT_PENALTIES_WON, STAT_PENALTIES_CONCEDED},
    {STR_STATS_STREAK, STAT_BEST_STREAK, STAT_FIELD_COUNT},
};
enum { TOTALS_ITEMS = sizeof TOTALS / sizeof TOTALS[0] };

static void item_value(const Statistics *stats, const TotalsItem *item, char *out, size_t size)
{
    char a[16], b[16];
    snprintf(a, sizeof a, "%u", (unsigned)statistics_total(stats, item->a));
    if (item->b == STAT_FIELD_COUNT) {
        snprintf(out, size, "%s", a);
        return;
    }
    snprintf(b, sizeof b, "%u", (unsigned)statistics_total(stats, item->b));
    str_number_pair(a, b, out, size);
}

/* The games table and the list beside it, or, where the text is too large
 * for both across the panel, the list under the table. */
static bool totals_side_by_side(const Layout *l) { return statistics_body(l).w >= l->font_body * 42; }
static int games_height(const Layout *l) { return STATS_TABLE_LINES * stats_line(l) + stats_line(l) / 3; }
static int items_height(const Layout *l)
{
    int line = stats_line(l);
    return line + line / 3 + TOTALS_ITEMS * (line + line / 4);
}

int statistics_totals_height(const Layout *l)
{
    if (totals_side_by_side(l))
        return imax(games_height(l), items_height(l));
    return games_height(l) + layout_panel_pad(l) + items_height(l);
}

int statistics_totals_most(const Layout *l) { return scroll_most(statistics_totals_height(l), statistics_body(l).h); }

static int bar_width(const Layout *l) { return imax(4, l->gap / 2); }

/* A line of the totals placed from the reading side of `box`: `from` and
 * `to` measured from where a line starts, mirrored in a right-to-left
 * language. */
static Rect from_start(Rect box, int from, int to, int y, int h)
{
    int x = str_rtl() ? box.x + box.w - to : box.x + from;
    return (Rect){x, y, to - from, h};
}

static TextAlign start_align(void) { return str_rtl() ? ALIGN_RIGHT : ALIGN_LEFT; }
static TextAlign end_align(void) { return str_rtl() ? ALIGN_LEFT : ALIGN_RIGHT; }

/* A cell's text against the edge `align` names, whatever its script: a
 * column's heading and its numbers line up. */
static void draw_cell(TextRenderer *text, FontId font, const char *s, Rect cell, SDL_Color colour, TextAlign align)
{
    int x = align == ALIGN_LEFT ? cell.x : align == ALIGN_RIGHT ? cell.x + cell.w : cell.x + cell.w / 2;
    text_draw(text, font, s, x, cell.y + (cell.h - text_line_height(text, font)) / 2, colour, align);
}

/* Played, won and lost against friends, both presets together. */
static void friend_counts(const Statistics *stats, uint32_t counts[3])
{
    for (int c = 0; c < 3; c++)
        counts[c] = stats->friends[PRESET_STANDARD][GAME_FIELDS[c]] + stats->friends[PRESET_CLASSIC][GAME_FIELDS[c]];
}

static void draw_games(const Gfx *gfx, const Statistics *stats, Rect box)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    int pad = layout_panel_pad(l);
    int line = stats_line(l);
    int column_w = imax(text_width(text, FONT_SMALL_BOLD, str_get(STR_STATS_PLAYED)) + pad / 2, l->font_body * 4);
    int names_w = box.w - 3 * column_w - pad / 4;
    int y = box.y;
    draw_cell(text, FONT_SMALL_BOLD, str_get(STR_STATS_GAMES), from_start(box, 0, names_w, y, line), COLOUR_GOLD_LIGHT,
              start_align());
    /* Column c ends (2 - c) columns before the end of the line. */
    for (int c = 0; c < 3; c++)
        draw_cell(text, FONT_SMALL_BOLD, str_get(GAME_HEADS[c]),
                  from_start(box, box.w - (3 - c) * column_w, box.w - (2 - c) * column_w, y, line), COLOUR_GOLD_LIGHT,
                  end_align());
    y += line;
    draw_fill_rect(gfx->draw, (Rect){box.x, y - line / 6, box.w, 1}, rgba(0xc9, 0xa2, 0x27, 90));
    char number[16];
    for (int a = 0; a < AI_LEVEL_COUNT; a++) {
        for (int p = 0; p < PRESET_COUNT; p++) {
            char name[96];
            str_format(name, sizeof name, STR_STATS_CELL, str_get(LEVEL_NAMES[a]), str_get(PRESET_NAMES[p]), NULL);
            bool empty = stats->counts[a][p][STAT_PLAYED] == 0;
            SDL_Color colour = empty ? COLOUR_TEXT_DIM : COLOUR_TEXT;
            /* Smaller where the scale leaves too little room before the numbers. */
            static const FontId NAME_FONTS[] = {FONT_BODY, FONT_SMALL};
            draw_cell(text, text_fit(text, NAME_FONTS, 2, name, names_w), name, from_start(box, 0, names_w, y, line),
                      colour, start_align());
            for (int c = 0; c < 3; c++) {
                snprintf(number, sizeof number, "%u", (unsigned)stats->counts[a][p][GAME_FIELDS[c]]);
                draw_cell(text, FONT_BODY, number,
                          from_start(box, box.w - (3 - c) * column_w, box.w - (2 - c) * column_w, y, line), colour,
                          end_align());
            }
            y += line;
        }
    }
    draw_fill_rect(gfx->draw, (Rect){box.x, y + line / 8, box.w, 1}, rgba(0xc9, 0xa2, 0x27, 90));
    y += line / 3;
    draw_cell(text, FONT_BOLD, str_get(STR_STATS_TOTAL), from_start(box, 0, names_w, y, line), COLOUR_IVORY,
              start_align());
    for (int c = 0; c < 3; c++) {
        snprintf(number, sizeof number, "%u", (unsigned)statistics_total(stats, GAME_FIELDS[c]));
        draw_cell(text, FONT_BOLD, number,
                  from_start(box, box.w - (3 - c) * column_w, box.w - (2 - c) * column_w, y, line), COLOUR_IVORY,
                  end_align());
    }
    /* Games against friends, apart from the computer's and its total. */
    y += line;
    uint32_t friends[3];
    friend_counts(stats, friends);
    SDL_Color colour = friends[0] == 0 ? COLOUR_TEXT_DIM : COLOUR_TEXT;
    draw_cell(text, FONT_BODY, str_get(STR_STATS_FRIENDS), from_start(box, 0, names_w, y, line), colour, start_align());
    for (int c = 0; c < 3; c++) {
        snprintf(number, sizeof number, "%u", (unsigned)friends[c]);
        draw_cell(text, FONT_BODY, number,
                  from_start(box, box.w - (3 - c) * column_w, box.w - (2 - c) * column_w, y, line), colour,
                  end_align());
    }
}

static void draw_items(const Gfx *gfx, const Statistics *stats, Rect box)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    int pad = layout_panel_pad(l);
    int line = stats_line(l);
    int y = box.y;
    draw_cell(text, FONT_SMALL_BOLD, str_get(STR_STATS_ALL_GAMES), from_start(box, 0, box.w, y, line),
              COLOUR_GOLD_LIGHT, start_align());
    y += line + line / 3;
    int value_w = l->font_body * 5;
    for (int i = 0; i < TOTALS_ITEMS; i++) {
        char value[64];
        item_value(stats, &TOTALS[i], value, sizeof value);
        const char *label = str_get(TOTALS[i].label);
        static const FontId FONTS[] = {FONT_BODY, FONT_SMALL};
        int label_w = box.w - value_w - pad / 4;
        draw_cell(text, text_fit(text, FONTS, 2, label, label_w), label, from_start(box, 0, label_w, y, line),
                  COLOUR_TEXT, start_align());
        draw_cell(text, FONT_BOLD, value, from_start(box, box.w - value_w, box.w, y, line), COLOUR_IVORY, end_align());
        y += line + line / 4;
    }
}

/* The totals in the body, `scroll` pixels of them scrolled out at the top
 * where they are taller than it; the bar on the far side from where a
 * line starts. */
static void draw_totals(const Gfx *gfx, const Statistics *stats, int scroll)
{
    const Layout *l = gfx->layout;
    Rect body = statistics_body(l);
    int pad = layout_panel_pad(l);
    int content = statistics_totals_height(l);
    bool scrolls = content > body.h;
    Rect area = body;
    int top = body.y + imax(0, (body.h - content) / 3); /* the numbers sit in the middle of the room the chart needs */
    if (scrolls) {
        int bar = bar_width(l) + l->gap;
        area.w -= bar;
        if (str_rtl())
            area.x += bar;
        scroll = scroll_clamp(scroll, content, body.h);
        top = body.y - scroll;
        SDL_RenderSetClipRect(gfx->renderer, &(SDL_Rect){body.x, body.y, body.w, body.h});
    }
    Rect games, items;
    if (totals_side_by_side(l)) {
        int games_w = (area.w - pad) * 11 / 20;
        games = from_start(area, 0, games_w, top, games_height(l));
        items = from_start(area, games_w + pad, area.w, top, items_height(l));
        int rule_x = str_rtl() ? items.x + items.w + pad / 2 : items.x - pad / 2;
        draw_fill_rect(gfx->draw, (Rect){rule_x, top, 1, imax(games.h, items.h)}, rgba(0xc9, 0xa2, 0x27, 60));
    } else {
        games = (Rect){area.x, top, area.w, games_height(l)};
        items = (Rect){area.x, top + games.h + pad, area.w, items_height(l)};
    }
    draw_games(gfx, stats, games);
    draw_items(gfx, stats, items);
    if (scrolls) {
        SDL_RenderSetClipRect(gfx->renderer, NULL);
        int bar_w = bar_width(l);
        scrollbar_draw(gfx, (Rect){str_rtl() ? body.x : body.x + body.w - bar_w, body.y, bar_w, body.h}, scroll,
                       content);
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

/* The page of the chart: its caption, on as many lines as it takes, over
 * the chart, whose plot keeps room for its scale's labels; where that is
 * taller than the body (the largest text), the page scrolls.  `caption`
 * holds the caption's height across the whole body and beside a scroll
 * bar, as last measured (0: two lines). */
typedef struct ChartFrame {
    Rect caption; /* where the caption starts, as wide as it wraps */
    Rect area;    /* what statistics_chart lays the chart out in */
    bool scrolls;
    int content; /* the page's height */
} ChartFrame;

static int chart_least(const Layout *l)
{
    int small = layout_line(l->font_small), body = layout_line(l->font_body), gap = l->gap;
    int marks_h = imax(12, iround(small * 1.1));
    /* As statistics_chart lays it out, the plot three lines high (room for
     * its scale's labels), and a gap under the last line, whose script may
     * stand taller than Latin. */
    return 2 * small + gap + small + layout_panel_pad(l) / 2 + small / 2 + 3 * small + gap / 2 + marks_h + small +
           gap / 2 + body + gap;
}

static void chart_frame(const Layout *l, const int caption[2], int count, int scroll, ChartFrame *f)
{
    Rect body = statistics_body(l);
    int two = 2 * layout_line(l->font_small);
    int extra = imax(0, caption[0] - two);
    f->scrolls = count > 0 && chart_least(l) + extra > body.h;
    Rect area = body;
    if (f->scrolls) {
        int bar = bar_width(l) + l->gap;
        area.w -= bar;
        if (str_rtl())
            area.x += bar;
        extra = imax(0, caption[1] - two);
        f->content = chart_least(l) + extra;
        area.y -= scroll_clamp(scroll, f->content, body.h);
    } else {
        f->content = body.h;
    }
    f->caption = (Rect){area.x, area.y, area.w, two + extra};
    f->area = (Rect){area.x, area.y + extra, area.w, f->content - extra - (f->scrolls ? l->gap : 0)};
}

/* The game described: the one under the pointer, else the latest. */
static int chart_lit(int hover, int count)
{
    return hover >= STATISTICS_HIT_GAME && hover - STATISTICS_HIT_GAME < count ? hover - STATISTICS_HIT_GAME
                                                                               : count - 1;
}

static void chart_caption(const StatisticsChart *chart, char *out, size_t size)
{
    char games[160];
    str_format_plural(games, sizeof games, STR_STATS_CHART_GAMES, (unsigned long)chart->count, NULL, NULL);
    str_format(out, size, STR_STATS_CHART_JOIN, games, str_get(STR_STATS_CHART_NOTE), NULL);
}

static void draw_chart_page(const Gfx *gfx, const Statistics *stats, const StatisticsChart *laid, Rect caption_at,
                            const char *caption, int hover)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    StatisticsChart chart = *laid;
    int small = layout_line(l->font_small);
    /* The plot as laid out from the left: what is drawn beside it is
     * placed from there and mirrored with it. */
    Rect ltr = layout_flip(l, chart.area, chart.plot);

    /* The grid and its labels, from the floor to 100%. */
    for (int i = 0; i < chart.grid_count; i++) {
        char number[8], label[16];
        snprintf(number, sizeof number, "%d", chart.grid_percent[i]);
        str_format(label, sizeof label, STR_STATS_PERCENT, number, NULL, NULL);
        int y = chart.grid_y[i];
        draw_fill_rect(gfx->draw, (Rect){chart.plot.x, y, chart.plot.w, 1}, CHART_GRID);
        text_draw(text, FONT_SMALL, label, layout_flip_x(l, chart.area, ltr.x - l->gap), y - small / 2, COLOUR_TEXT_DIM,
                  text_align_mirrored(l, ALIGN_RIGHT));
    }
    draw_fill_rect(gfx->draw, layout_flip(l, chart.area, (Rect){ltr.x, ltr.y, 1, ltr.h}), CHART_GRID);

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

    text_draw_wrapped(text, FONT_SMALL, caption, caption_at.x, caption_at.y, caption_at.w, COLOUR_TEXT_DIM, ALIGN_LEFT,
                      false);
    draw_legend(gfx, &chart);

    int lit = chart_lit(hover, chart.count);
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

    /* Time runs the way the language reads: the oldest game at the
     * start, under it its word, the latest's under the last game. */
    const char *oldest = str_get(STR_STATS_OLDEST), *latest = str_get(STR_STATS_LATEST);
    Rect first = layout_flip(l, chart.area, chart.games[0].column);
    Rect last = layout_flip(l, chart.area, chart.games[chart.count - 1].column);
    int latest_w = text_width(text, FONT_SMALL, latest);
    int latest_x = imin(ltr.x + ltr.w, imax(last.x + last.w, ltr.x + latest_w));
    text_draw(text, FONT_SMALL, latest, layout_flip_x(l, chart.area, latest_x), chart.axis.y, COLOUR_TEXT_DIM,
              text_align_mirrored(l, ALIGN_RIGHT));
    if (chart.count > 1 && first.x + text_width(text, FONT_SMALL, oldest) + l->gap < latest_x - latest_w)
        text_draw(text, FONT_SMALL, oldest, layout_flip_x(l, chart.area, first.x), chart.axis.y, COLOUR_TEXT_DIM,
                  text_align_mirrored(l, ALIGN_LEFT));

    char detail[512];
    detail_text(detail, sizeof detail, &stats->recent[stats->recent_count - chart.count + lit], lit, chart.count);
    static const FontId FONTS[] = {FONT_BODY, FONT_SMALL};
    text_draw_in(text, text_fit(text, FONTS, 2, detail, chart.detail.w), detail, chart.detail, COLOUR_TEXT,
                 ALIGN_CENTER, false);
}

/* The chart, `scroll` pixels of its page scrolled out at the top; the
 * caption's heights measured for the next frame and the pointer in
 * `caption`. */
static void draw_chart(const Gfx *gfx, const Statistics *stats, int hover, int scroll, int caption[2])
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    Rect body = statistics_body(l);
    StatisticsChart chart;
    statistics_chart(l, body, stats->recent, stats->recent_count, &chart);
    char words[512];
    chart_caption(&chart, words, sizeof words);
    caption[0] = chart.count ? text_wrapped_height(text, FONT_SMALL, words, body.w) : 0;
    caption[1] = chart.count ? text_wrapped_height(text, FONT_SMALL, words, body.w - bar_width(l) - l->gap) : 0;
    ChartFrame frame;
    chart_frame(l, caption, chart.count, scroll, &frame);
    statistics_chart(l, frame.area, stats->recent, stats->recent_count, &chart);
    if (frame.scrolls)
        SDL_RenderSetClipRect(gfx->renderer, &(SDL_Rect){body.x, body.y, body.w, body.h});
    draw_chart_page(gfx, stats, &chart, frame.caption, words, hover);
    if (frame.scrolls) {
        SDL_RenderSetClipRect(gfx->renderer, NULL);
        int bar_w = bar_width(l);
        scrollbar_draw(gfx, (Rect){str_rtl() ? body.x : body.x + body.w - bar_w, body.y, bar_w, body.h},
                       scroll_clamp(scroll, frame.content, body.h), frame.content);
    }
}

static const StringId TAB_NAMES[STATISTICS_PAGE_COUNT] = {STR_STATS_TAB_TOTALS, STR_STATS_TAB_RECENT};

/* The keyboard's controls, in reading order: the tabs, then the buttons. */
enum { FOCUS_RESET = STATISTICS_PAGE_COUNT, FOCUS_CLOSE, FOCUS_COUNT };

static int focus_hit(int focus)
{
    if (focus >= 0 && focus < STATISTICS_PAGE_COUNT)
        return STATISTICS_HIT_TAB + focus;
    return focus == FOCUS_RESET   ? STATISTICS_HIT_RESET
           : focus == FOCUS_CLOSE ? STATISTICS_HIT_CLOSE
                                  : STATISTICS_HIT_NONE;
}

static Rect hit_rect(const Layout *l, int hit)
{
    if (hit == STATISTICS_HIT_RESET)
        return statistics_reset(l);
    if (hit == STATISTICS_HIT_CLOSE)
        return statistics_close(l);
    return statistics_tab(l, hit - STATISTICS_HIT_TAB);
}

static void draw_statistics(const Gfx *gfx, const Statistics *stats, int page, int hover, int ring, int scroll,
                            int caption[2])
{
    const Layout *l = gfx->layout;
    Rect panel = statistics_panel(l);
    table_draw_panel(gfx, panel);
    panel_draw_title(gfx, panel, STR_STATS_TITLE);

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
        const char *label = str_get(TAB_NAMES[p]);
        text_draw_in(gfx->text, text_fit(gfx->text, FONTS, 2, label, tab.w - l->gap), label, tab,
                     on || lit ? COLOUR_IVORY : COLOUR_TEXT_DIM, ALIGN_CENTER, false);
    }

    if (page == STATISTICS_PAGE_RECENT)
        draw_chart(gfx, stats, hover, scroll, caption);
    else
        draw_totals(gfx, stats, scroll);

    table_draw_button(gfx, statistics_reset(l), str_get(STR_STATS_RESET), false, hover == STATISTICS_HIT_RESET, false,
                      false, 0);
    table_draw_button(gfx, statistics_close(l), str_get(STR_BTN_CLOSE), true, hover == STATISTICS_HIT_CLOSE, false,
                      false, 0);
    if (ring != STATISTICS_HIT_NONE)
        focus_draw_button_ring(gfx, hit_rect(l, ring));
}

/* ---- the screen --------------------------------------------------------- */

typedef struct StatisticsState {
    int page;
    int hover;
    int focus;                         /* the keyboard's control (a tab, FOCUS_RESET, FOCUS_CLOSE), or -1 */
    bool keyboard;                     /* ring it: the keyboard chose it, and the pointer has not moved since */
    int scroll[STATISTICS_PAGE_COUNT]; /* pixels of each page scrolled out at the top */
    int caption[2];                    /* the chart's caption, as last drawn (ChartFrame) */
} StatisticsState;

int statistics_page(const Screen *screen) { return ((const StatisticsState *)screen->state)->page; }

int statistics_scroll(const Screen *screen)
{
    const StatisticsState *state = screen->state;
    return state->scroll[state->page];
}

/* How tall the page on show is, and how much of it the body shows. */
static int page_height(const StatisticsState *state, const ScreenContext *c)
{
    if (state->page == STATISTICS_PAGE_TOTALS)
        return statistics_totals_height(c->layout);
    ChartFrame frame;
    chart_frame(c->layout, state->caption, c->stats->recent_count, 0, &frame);
    return frame.content;
}

bool statistics_page_scrolls(const Screen *screen, const ScreenContext *c)
{
    return page_height(screen->state, c) > statistics_body(c->layout).h;
}

int statistics_ring(const Screen *screen)
{
    const StatisticsState *state = screen->state;
    return state->keyboard ? focus_hit(state->focus) : STATISTICS_HIT_NONE;
}

/* The page whose tab lies on that side, as drawn. */
static int page_on_side(bool left) { return left != str_rtl() ? STATISTICS_PAGE_TOTALS : STATISTICS_PAGE_RECENT; }

static Intent press(StatisticsState *state, int hit)
{
    if (hit == STATISTICS_HIT_RESET)
        return intent_open(SCREEN_CONFIRM, CONFIRM_RESET_STATS);
    if (hit == STATISTICS_HIT_CLOSE)
        return intent_of(INTENT_CLOSE);
    if (hit >= STATISTICS_HIT_TAB && hit < STATISTICS_HIT_TAB + STATISTICS_PAGE_COUNT)
        state->page = hit - STATISTICS_HIT_TAB;
    return intent_of(INTENT_NONE);
}

/* Scrolls the page on show by `by` pixels; false when it was as far as it
 * goes (or fits). */
static bool scroll_by(StatisticsState *state, const ScreenContext *c, int by)
{
    int *scroll = &state->scroll[state->page];
    int was = *scroll;
    *scroll = scroll_clamp(*scroll + by, page_height(state, c), statistics_body(c->layout).h);
    return *scroll != was;
}

static ScreenAnswer key(StatisticsState *state, const ScreenContext *c, CommandKey k, Intent *out)
{
    const Layout *l = c->layout;
    if (screen_key_is_global(k))
        return SCREEN_PASS;
    int line = stats_line(l), page = imax(line, statistics_body(l).h - line);
    switch (k) {
    case CK_ESCAPE: *out = intent_of(INTENT_CLOSE); break;
    /* Enter and Space press the ringed control; with none, they close. */
    case CK_ENTER:
    case CK_SPACE:
        *out = state->keyboard && state->focus >= 0 ? press(state, focus_hit(state->focus)) : intent_of(INTENT_CLOSE);
        break;
    case CK_TAB:
    case CK_BACK_TAB:
        state->focus = focus_next(state->focus, FOCUS_COUNT, k);
        state->keyboard = true;
        break;
    case CK_LEFT:
    case CK_RIGHT: state->page = page_on_side(k == CK_LEFT); break;
    case CK_UP: scroll_by(state, c, -line); break;
    case CK_DOWN: scroll_by(state, c, line); break;
    case CK_HOME: scroll_by(state, c, -page_height(state, c)); break;
    case CK_END: scroll_by(state, c, page_height(state, c)); break;
    /* A screenful at a time, and past the ends to the other page of the
     * panel. */
    case CK_PAGE_UP:
        if (!scroll_by(state, c, -page))
            state->page = STATISTICS_PAGE_TOTALS;
        break;
    case CK_PAGE_DOWN:
        if (!scroll_by(state, c, page))
            state->page = STATISTICS_PAGE_RECENT;
        break;
    default: break;
    }
    return SCREEN_REDRAW;
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    StatisticsState *state = screen->state;
    /* The window may have changed size since the last event. */
    scroll_by(state, c, 0);
    if (cmd->type == CMD_KEY)
        return key(state, c, cmd->key, out);
    if (cmd->type == CMD_WHEEL)
        return scroll_by(state, c, -command_scroll_pixels(cmd, (float)stats_line(c->layout))) ? SCREEN_REDRAW
                                                                                              : SCREEN_TAKEN;
    int where = statistics_hit(c->layout, cmd->x, cmd->y);
    Rect body = statistics_body(c->layout);
    if (where == STATISTICS_HIT_NONE && state->page == STATISTICS_PAGE_RECENT && rect_contains(body, cmd->x, cmd->y)) {
        /* The chart as drawn, scrolled or not. */
        ChartFrame frame;
        chart_frame(c->layout, state->caption, c->stats->recent_count, state->scroll[STATISTICS_PAGE_RECENT], &frame);
        StatisticsChart chart;
        statistics_chart(c->layout, frame.area, c->stats->recent, c->stats->recent_count, &chart);
        int game = statistics_chart_hit(&chart, cmd->x, cmd->y);
        if (game >= 0)
            where = STATISTICS_HIT_GAME + game;
    }
    if (cmd->type == CMD_POINTER_MOVE)
        state->keyboard = false;
    int click;
    ScreenAnswer answer = panel_pointer(&state->hover, where,
                                        rect_contains(statistics_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    else if (click >= 0)
        *out = press(state, click);
    return answer;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    StatisticsState *state = screen->state;
    state->page = argument == STATISTICS_PAGE_RECENT ? STATISTICS_PAGE_RECENT : STATISTICS_PAGE_TOTALS;
    state->hover = STATISTICS_HIT_NONE;
    state->focus = -1;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    StatisticsState *state = screen->state;
    draw_statistics(gfx, c->stats, state->page, state->hover, statistics_ring(screen), state->scroll[state->page],
                    state->caption);
}

/* ---- the words ----------------------------------------------------------- */

static void say_row(ScreenWords *out, const char *name, const char *value)
{
    char sentence[256];
    str_format(sentence, sizeof sentence, STR_SPK_SETTING, name, value, NULL);
    screen_words_add(out->about, sizeof out->about, sentence);
}

static void say_games(ScreenWords *out, const char *name, const uint32_t counts[])
{
    char played[16], won[16], lost[16], value[128];
    snprintf(played, sizeof played, "%u", (unsigned)counts[0]);
    snprintf(won, sizeof won, "%u", (unsigned)counts[1]);
    snprintf(lost, sizeof lost, "%u", (unsigned)counts[2]);
    str_format(value, sizeof value, STR_SPK_STATS_GAMES, played, won, lost);
    say_row(out, name, value);
}

/* Each row as a sentence; the levels and rules never played are left out. */
static void say_totals(ScreenWords *out, const Statistics *stats)
{
    uint32_t counts[3];
    for (int a = 0; a < AI_LEVEL_COUNT; a++) {
        for (int p = 0; p < PRESET_COUNT; p++) {
            if (stats->counts[a][p][STAT_PLAYED] == 0)
                continue;
            char name[96];
            str_format(name, sizeof name, STR_STATS_CELL, str_get(LEVEL_NAMES[a]), str_get(PRESET_NAMES[p]), NULL);
            for (int c = 0; c < 3; c++)
                counts[c] = stats->counts[a][p][GAME_FIELDS[c]];
            say_games(out, name, counts);
        }
    }
    for (int c = 0; c < 3; c++)
        counts[c] = statistics_total(stats, GAME_FIELDS[c]);
    say_games(out, str_get(STR_STATS_TOTAL), counts);
    friend_counts(stats, counts);
    if (counts[0] > 0)
        say_games(out, str_get(STR_STATS_FRIENDS), counts);
    for (int i = 0; i < TOTALS_ITEMS; i++) {
        char value[64];
        item_value(stats, &TOTALS[i], value, sizeof value);
        say_row(out, str_get(TOTALS[i].label), value);
    }
}

static void say_recent(ScreenWords *out, const Statistics *stats, int hover)
{
    int count = imin(imax(stats->recent_count, 0), STATISTICS_RECENT_MAX);
    if (count == 0) {
        screen_words_add(out->about, sizeof out->about, str_get(STR_STATS_CHART_EMPTY));
        return;
    }
    char games[160], detail[512];
    str_format_plural(games, sizeof games, STR_STATS_CHART_GAMES, (unsigned long)count, NULL, NULL);
    screen_words_add(out->about, sizeof out->about, games);
    int lit = chart_lit(hover, count);
    detail_text(detail, sizeof detail, &stats->recent[stats->recent_count - count + lit], lit, count);
    screen_words_add(out->about, sizeof out->about, detail);
}

static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const StatisticsState *state = screen->state;
    screen_words_panel(out, STR_STATS_TITLE, -1);
    screen_words_add(out->about, sizeof out->about, str_get(TAB_NAMES[state->page]));
    if (state->page == STATISTICS_PAGE_RECENT)
        say_recent(out, c->stats, state->hover);
    else
        say_totals(out, c->stats);
    screen_words_add(out->about, sizeof out->about, str_get(STR_SPK_KEYS_STATISTICS));
    if (!state->keyboard || state->focus < 0)
        return;
    if (state->focus < STATISTICS_PAGE_COUNT)
        screen_words_item(out, str_get(TAB_NAMES[state->focus]), state->focus, STATISTICS_PAGE_COUNT);
    else
        screen_words_button(out, str_get(state->focus == FOCUS_RESET ? STR_STATS_RESET : STR_BTN_CLOSE), false);
}

const ScreenClass STATISTICS_SCREEN = {
    .id = SCREEN_STATISTICS,
    .state_size = sizeof(StatisticsState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
