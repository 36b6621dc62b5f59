#include "screens/statistics.h"

#include <stdio.h>
#include <string.h>

#include "render/table.h"
#include "screens/confirm.h"
#include "screens/panel.h"

static int stats_line(const Layout *l) { return iround(layout_line(l->font_body) * 1.12); }
enum { STATS_TABLE_LINES = 2 + AI_LEVEL_COUNT * PRESET_COUNT + 1 };

Rect statistics_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(l->width - 2 * l->margin, l->font_body * 52);
    int body = STATS_TABLE_LINES * stats_line(l);
    int h = pad + panel_title_height(l) + body + pad + l->button_h + pad;
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

int statistics_hit(const Layout *l, int x, int y)
{
    if (rect_contains(statistics_reset(l), x, y))
        return STATISTICS_HIT_RESET;
    if (rect_contains(statistics_close(l), x, y))
        return STATISTICS_HIT_CLOSE;
    return STATISTICS_HIT_NONE;
}

static void number_at(TextRenderer *text, FontId font, uint32_t value, int right, int y, SDL_Color colour)
{
    char number[16];
    snprintf(number, sizeof number, "%u", (unsigned)value);
    text_draw(text, font, number, right, y, colour, ALIGN_RIGHT);
}

static void draw_statistics(const Gfx *gfx, const Statistics *stats, int hover)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    Rect panel = statistics_panel(l);
    table_draw_panel(gfx, panel);
    panel_draw_title(gfx, panel, STR_STATS_TITLE);
    int pad = layout_panel_pad(l);
    int line = stats_line(l);
    int top = panel.y + pad + panel_title_height(l);
    int inner = panel.w - 2 * pad;
    int left_w = (inner - pad) * 11 / 20;
    Rect left = {panel.x + pad, top, left_w, STATS_TABLE_LINES * line};
    Rect right = {left.x + left_w + pad, top, inner - left_w - pad, left.h};

    /* Games per opponent and rules. */
    static const StringId LEVELS[AI_LEVEL_COUNT] = {STR_VAL_EASY, STR_VAL_NORMAL, STR_VAL_HARD};
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
            text_draw(text, FONT_BODY, name, left.x, y, colour, ALIGN_LEFT);
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

    table_draw_button(gfx, statistics_reset(l), str_get(STR_STATS_RESET), false, hover == STATISTICS_HIT_RESET, false,
                      false, 0);
    table_draw_button(gfx, statistics_close(l), str_get(STR_BTN_CLOSE), true, hover == STATISTICS_HIT_CLOSE, false,
                      false, 0);
}

/* ---- the screen --------------------------------------------------------- */

typedef struct StatisticsState {
    int hover;
} StatisticsState;

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    StatisticsState *state = screen->state;
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        if (cmd->key == CK_ESCAPE || cmd->key == CK_ENTER || cmd->key == CK_SPACE)
            *out = intent_of(INTENT_CLOSE);
        return SCREEN_REDRAW;
    }
    int click;
    ScreenAnswer answer = panel_pointer(&state->hover, statistics_hit(c->layout, cmd->x, cmd->y),
                                        rect_contains(statistics_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click == STATISTICS_HIT_RESET)
        *out = intent_open(SCREEN_CONFIRM, CONFIRM_RESET_STATS);
    else if (click == STATISTICS_HIT_CLOSE || click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    (void)argument;
    ((StatisticsState *)screen->state)->hover = STATISTICS_HIT_NONE;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    const StatisticsState *state = screen->state;
    draw_statistics(gfx, c->stats, state->hover);
}

const ScreenClass STATISTICS_SCREEN = {
    .id = SCREEN_STATISTICS,
    .state_size = sizeof(StatisticsState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
};
