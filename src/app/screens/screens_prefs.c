#include "screens/screens_prefs.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "i18n/strings.h"
#include "render/table.h"


static int title_of(const Layout *layout) { return iround(layout->font_heading * 1.6); }

const uint8_t PREFS_TARGETS[PREFS_TARGET_COUNT] = {5, 7, 11};

static const char *const LANGUAGES[PREFS_LANGUAGE_COUNT] = {"", "en", "mr", "sd"};

const char *prefs_language_code(int index)
{
    return index >= 0 && index < PREFS_LANGUAGE_COUNT ? LANGUAGES[index] : "";
}

int prefs_language_index(const char *code)
{
    for (int i = 0; i < PREFS_LANGUAGE_COUNT; i++)
        if (strcmp(code, LANGUAGES[i]) == 0)
            return i;
    return 0;
}

/* ---- settings geometry -------------------------------------------------- */

static int row_height(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int fixed = 2 * l->margin + pad + title_of(l) + layout_line(l->font_small) * 2 + pad + l->button_h + pad;
    int room = (l->height - fixed) / SET_ROW_COUNT;
    return imax(layout_line(l->font_body) + 4, imin(iround(l->button_h * 0.82), room));
}

Rect prefs_settings_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(l->width - 2 * l->margin, l->font_body * 46);
    int h = pad + title_of(l) + SET_ROW_COUNT * row_height(l) + layout_line(l->font_small) * 2 + pad / 2 +
            l->button_h + pad;
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

Rect prefs_settings_row(const Layout *l, int row)
{
    Rect panel = prefs_settings_panel(l);
    int pad = layout_panel_pad(l);
    return (Rect){panel.x + pad, panel.y + pad + title_of(l) + row * row_height(l), panel.w - 2 * pad,
                  row_height(l)};
}

/* The value's part of a row: < value > after the label, so on the right,
 * or on the left for a right-to-left reader. */
static Rect value_area(const Layout *l, Rect row)
{
    int w = imin(iround(row.w * 0.62), l->font_body * 26);
    return (Rect){str_rtl() ? row.x : row.x + row.w - w, row.y, w, row.h};
}

/* The rest of the row, for the setting's name. */
static Rect label_area(const Layout *l, Rect row)
{
    Rect area = value_area(l, row);
    int pad = layout_panel_pad(l);
    if (str_rtl())
        return (Rect){area.x + area.w + pad / 4, row.y, row.x + row.w - area.x - area.w - pad / 2, row.h};
    return (Rect){row.x + pad / 4, row.y, area.x - row.x - pad / 2, row.h};
}

Rect prefs_settings_arrow(const Layout *l, int row, int step)
{
    Rect area = value_area(l, prefs_settings_row(l, row));
    int size = area.h - 6;
    int x = step < 0 ? area.x : area.x + area.w - size;
    return (Rect){x, area.y + 3, size, size};
}

Rect prefs_settings_close(const Layout *l)
{
    Rect panel = prefs_settings_panel(l);
    int w = imax(iround(panel.w * 0.3), l->font_body * 9);
    return (Rect){panel.x + (panel.w - w) / 2, panel.y + panel.h - layout_panel_pad(l) - l->button_h, w, l->button_h};
}

int prefs_settings_hit(const Layout *l, int x, int y)
{
    if (rect_contains(prefs_settings_close(l), x, y))
        return PREFS_HIT_CLOSE;
    for (int row = 0; row < SET_ROW_COUNT; row++) {
        if (!rect_contains(prefs_settings_row(l, row), x, y))
            continue;
        if (rect_contains(prefs_settings_arrow(l, row, -1), x, y))
            return row * 3 + 1;
        if (rect_contains(prefs_settings_arrow(l, row, 1), x, y))
            return row * 3 + 2;
        return row * 3;
    }
    return PREFS_HIT_NONE;
}

/* ---- statistics geometry ------------------------------------------------ */

static int stats_line(const Layout *l) { return iround(layout_line(l->font_body) * 1.12); }
enum { STATS_TABLE_LINES = 2 + AI_LEVEL_COUNT * PRESET_COUNT + 1 };


Rect prefs_stats_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(l->width - 2 * l->margin, l->font_body * 52);
    int body = STATS_TABLE_LINES * stats_line(l);
    int h = pad + title_of(l) + body + pad + l->button_h + pad;
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

static Rect stats_button(const Layout *l, int which)
{
    Rect panel = prefs_stats_panel(l);
    int pad = layout_panel_pad(l);
    int w = imin((panel.w - 3 * pad) / 2, imax(iround(panel.w * 0.3), l->font_body * 11));
    int total = 2 * w + pad;
    return (Rect){panel.x + (panel.w - total) / 2 + which * (w + pad), panel.y + panel.h - pad - l->button_h, w,
                  l->button_h};
}

Rect prefs_stats_reset(const Layout *l) { return stats_button(l, 0); }
Rect prefs_stats_close(const Layout *l) { return stats_button(l, 1); }

int prefs_stats_hit(const Layout *l, int x, int y)
{
    if (rect_contains(prefs_stats_reset(l), x, y))
        return PREFS_HIT_RESET;
    if (rect_contains(prefs_stats_close(l), x, y))
        return PREFS_HIT_CLOSE;
    return PREFS_HIT_NONE;
}

/* ---- the confirm dialog ------------------------------------------------- */

Rect prefs_confirm_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(l->width - 4 * l->margin, imax(iround(l->width * 0.42), l->font_body * 26));
    int h = pad + 3 * layout_line(l->font_body) + pad + l->button_h + pad;
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

static Rect confirm_button(const Layout *l, int which)
{
    Rect panel = prefs_confirm_panel(l);
    int pad = layout_panel_pad(l);
    int w = (panel.w - 3 * pad) / 2;
    return (Rect){panel.x + pad + which * (w + pad), panel.y + panel.h - pad - l->button_h, w, l->button_h};
}

Rect prefs_confirm_yes(const Layout *l) { return confirm_button(l, 0); }
Rect prefs_confirm_no(const Layout *l) { return confirm_button(l, 1); }

int prefs_confirm_hit(const Layout *l, int x, int y)
{
    if (rect_contains(prefs_confirm_yes(l), x, y))
        return PREFS_HIT_YES;
    if (rect_contains(prefs_confirm_no(l), x, y))
        return PREFS_HIT_NO;
    return PREFS_HIT_NONE;
}

/* ---- values ------------------------------------------------------------- */

static const char *on_off(bool on) { return str_get(on ? STR_VAL_ON : STR_VAL_OFF); }

void prefs_settings_value(const Settings *s, int row, char *out, size_t size)
{
    static const StringId LEVELS[AI_LEVEL_COUNT] = {STR_VAL_EASY, STR_VAL_NORMAL, STR_VAL_HARD};
    static const StringId SPEEDS[ANIMATION_SPEED_COUNT] = {STR_VAL_SLOW, STR_VAL_NORMAL, STR_VAL_FAST,
                                                           STR_VAL_INSTANT};
    static const StringId LANGUAGE_NAMES[PREFS_LANGUAGE_COUNT] = {STR_LANG_SYSTEM, STR_LANG_EN, STR_LANG_MR,
                                                                  STR_LANG_SD};
    const char *value = "";
    char number[8];
    switch ((SettingsRow)row) {
    case SET_PRESET: {
        const char *name = str_get(s->preset == PRESET_CLASSIC ? STR_VAL_CLASSIC : STR_VAL_STANDARD);
        GameOptions preset = options_preset(s->preset);
        if (!options_equal(&preset, &s->options)) {
            str_format(out, size, STR_VAL_PRESET_CHANGED, name, NULL, NULL);
            return;
        }
        value = name;
        break;
    }
    case SET_MUST_TRUMP: value = on_off(s->options.must_trump_when_void); break;
    case SET_PENALTY:
        value = str_get(s->options.penalty == PENALTY_CLASSIC ? STR_VAL_PENALTY_CLASSIC : STR_VAL_PENALTY_STANDARD);
        break;
    case SET_DEALER_EXCHANGE: value = on_off(s->options.dealer_must_exchange); break;
    case SET_TARGET:
        snprintf(number, sizeof number, "%d", s->options.target);
        str_format(out, size, STR_VAL_POINTS, number, NULL, NULL);
        return;
    case SET_LEVEL: value = str_get(LEVELS[(unsigned)s->level % AI_LEVEL_COUNT]); break;
    case SET_ANIMATION: value = str_get(SPEEDS[(unsigned)s->animation % ANIMATION_SPEED_COUNT]); break;
    case SET_FOUR_COLOUR: value = on_off(s->four_colour); break;
    case SET_AUTO_DECLARE: value = on_off(s->auto_declare); break;
    case SET_FULLSCREEN: value = on_off(s->fullscreen); break;
    case SET_LANGUAGE: value = str_get(LANGUAGE_NAMES[prefs_language_index(s->language)]); break;
    case SET_ROW_COUNT: break;
    }
    snprintf(out, size, "%s", value);
}

/* ---- drawing ------------------------------------------------------------ */

static void draw_title(const Gfx *gfx, Rect panel, StringId title)
{
    const Layout *l = gfx->layout;
    text_draw(gfx->text, FONT_HEADING, str_get(title), panel.x + panel.w / 2, panel.y + layout_panel_pad(l) * 2 / 3,
              COLOUR_IVORY, ALIGN_CENTER);
}

static void draw_arrow(const Gfx *gfx, Rect r, bool left, bool hover)
{
    const Layout *l = gfx->layout;
    draw_fill_round(gfx->draw, r, l->radius, hover ? rgba(0xc9, 0xa2, 0x27, 255) : rgba(0x1c, 0x4a, 0x33, 255));
    draw_frame_round(gfx->draw, r, l->radius, 1, rgba(0xc9, 0xa2, 0x27, 160));
    /* A drawn triangle, not a "<" glyph: right-to-left text would mirror it. */
    SDL_Color c = hover ? COLOUR_INK : COLOUR_GOLD_LIGHT;
    float cx = r.x + r.w * 0.5f, cy = r.y + r.h * 0.5f, half = r.h * 0.2f;
    float tip = left ? cx - half : cx + half, back = left ? cx + half * 0.8f : cx - half * 0.8f;
    SDL_Vertex v[3] = {{{tip, cy}, c, {0, 0}}, {{back, cy - half}, c, {0, 0}}, {{back, cy + half}, c, {0, 0}}};
    SDL_SetRenderDrawBlendMode(gfx->renderer, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(gfx->renderer, NULL, v, 3, NULL, 0);
}

static const StringId ROW_LABELS[SET_ROW_COUNT] = {
    STR_SET_PRESET,      STR_SET_MUST_TRUMP, STR_SET_PENALTY,      STR_SET_DEALER_EXCHANGE,
    STR_SET_TARGET,      STR_SET_LEVEL,      STR_SET_ANIMATION,    STR_SET_FOUR_COLOUR,
    STR_SET_AUTO_DECLARE, STR_SET_FULLSCREEN, STR_SET_LANGUAGE};

void prefs_draw_settings(const Gfx *gfx, const Settings *settings, int selected, int hover)
{
    const Layout *l = gfx->layout;
    Text *text = gfx->text;
    Rect panel = prefs_settings_panel(l);
    table_draw_panel(gfx, panel);
    draw_title(gfx, panel, STR_SET_TITLE);
    int pad = layout_panel_pad(l);
    for (int row = 0; row < SET_ROW_COUNT; row++) {
        Rect r = prefs_settings_row(l, row);
        bool chosen = row == selected;
        bool over = hover >= 0 && hover < SET_ROW_COUNT * 3 && hover / 3 == row;
        if (chosen || over) {
            draw_fill_round(gfx->draw, (Rect){r.x - pad / 3, r.y + 1, r.w + 2 * (pad / 3), r.h - 2}, l->radius,
                            chosen ? rgba(0xc9, 0xa2, 0x27, 60) : rgba(255, 255, 255, 18));
        }
        if (row > 0)
            draw_fill_rect(gfx->draw, (Rect){r.x, r.y, r.w, 1}, rgba(0xc9, 0xa2, 0x27, 40));
        Rect label = label_area(l, r);
        static const FontId LABEL_FONTS[] = {FONT_BODY, FONT_SMALL};
        const char *name = str_get(ROW_LABELS[row]);
        text_draw_in(text, text_fit(text, LABEL_FONTS, 2, name, label.w), name, label,
                     chosen ? COLOUR_GOLD_LIGHT : COLOUR_TEXT, ALIGN_LEFT, false);
        Rect left = prefs_settings_arrow(l, row, -1), right = prefs_settings_arrow(l, row, 1);
        draw_arrow(gfx, left, true, hover == row * 3 + 1);
        draw_arrow(gfx, right, false, hover == row * 3 + 2);
        char value[128];
        prefs_settings_value(settings, row, value, sizeof value);
        /* A clear margin from the arrows: long values (and translations) shrink first. */
        Rect middle = {left.x + left.w + l->gap, r.y, right.x - left.x - left.w - 2 * l->gap, r.h};
        static const FontId VALUE_FONTS[] = {FONT_BOLD, FONT_SMALL_BOLD};
        text_draw_in(text, text_fit(text, VALUE_FONTS, 2, value, middle.w), value, middle, COLOUR_IVORY,
                     ALIGN_CENTER, false);
    }
    Rect last = prefs_settings_row(l, SET_ROW_COUNT - 1);
    text_draw_wrapped(text, FONT_SMALL, str_get(STR_SET_HELP), panel.x + pad, last.y + last.h + pad / 4,
                      panel.w - 2 * pad, COLOUR_TEXT_DIM, ALIGN_CENTER, false);
    table_draw_button(gfx, prefs_settings_close(l), str_get(STR_BTN_CLOSE), true, hover == PREFS_HIT_CLOSE, false,
                      false, 0);
}

static void number_at(Text *text, FontId font, uint32_t value, int right, int y, SDL_Color colour)
{
    char number[16];
    snprintf(number, sizeof number, "%u", (unsigned)value);
    text_draw(text, font, number, right, y, colour, ALIGN_RIGHT);
}

void prefs_draw_statistics(const Gfx *gfx, const Statistics *stats, int hover)
{
    const Layout *l = gfx->layout;
    Text *text = gfx->text;
    Rect panel = prefs_stats_panel(l);
    table_draw_panel(gfx, panel);
    draw_title(gfx, panel, STR_STATS_TITLE);
    int pad = layout_panel_pad(l);
    int line = stats_line(l);
    int top = panel.y + pad + title_of(l);
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

    table_draw_button(gfx, prefs_stats_reset(l), str_get(STR_STATS_RESET), false, hover == PREFS_HIT_RESET, false,
                      false, 0);
    table_draw_button(gfx, prefs_stats_close(l), str_get(STR_BTN_CLOSE), true, hover == PREFS_HIT_CLOSE, false, false,
                      0);
}

void prefs_draw_confirm(const Gfx *gfx, int question, int yes, int no, int hover)
{
    const Layout *l = gfx->layout;
    draw_fill_rect(gfx->draw, (Rect){0, 0, l->width, l->height}, rgba(0, 0, 0, 90));
    Rect panel = prefs_confirm_panel(l);
    table_draw_panel(gfx, panel);
    int pad = layout_panel_pad(l);
    Rect yes_rect = prefs_confirm_yes(l);
    const char *text = str_get((StringId)question);
    int h = text_wrapped_height(gfx->text, FONT_BOLD, text, panel.w - 2 * pad);
    int room = yes_rect.y - panel.y;
    text_draw_wrapped(gfx->text, FONT_BOLD, text, panel.x + pad, panel.y + (room - h) / 2, panel.w - 2 * pad,
                      COLOUR_IVORY, ALIGN_CENTER, false);
    table_draw_button(gfx, yes_rect, str_get((StringId)yes), true, hover == PREFS_HIT_YES, false, false, 0);
    table_draw_button(gfx, prefs_confirm_no(l), str_get((StringId)no), false, hover == PREFS_HIT_NO, false, false, 0);
}
