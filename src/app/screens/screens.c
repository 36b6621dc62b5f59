#include "screens/screens.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "i18n/strings.h"
#include "render/table.h"



/* A line of text in a font of px pixels: DejaVu's line skip is 1.16 em;
 * a little more keeps the estimate on the safe side. */

/* The small cards of the trick row: the two cards of a trick overlap. */
static int trick_row_h(const Layout *layout)
{
    return layout->small_card_h + iround(layout->small_card_h * 0.12) + layout_line(layout->font_small) + 4;
}

/* Sized to its content, so the summary reads as one block. */
Rect screens_summary_panel(const Layout *layout)
{
    int pad = layout_panel_pad(layout);
    int w = imin(iround(layout->width * 0.66), layout->font_body * 42);
    int h = pad + layout_line(layout->font_small) + layout_line(layout->font_heading) + pad / 2 + trick_row_h(layout) +
            pad / 2 + 4 * layout_line(layout->font_body) + pad + layout->button_h + pad;
    h = imin(h, layout->height - 2 * layout->margin);
    return (Rect){(layout->width - w) / 2, (layout->height - h) / 2, w, h};
}

static Rect bottom_button(const Layout *layout, Rect panel)
{
    int w = imax(iround(panel.w * 0.36), layout->font_body * 9);
    int h = layout->button_h;
    return (Rect){panel.x + (panel.w - w) / 2, panel.y + panel.h - layout_panel_pad(layout) - h, w, h};
}

Rect screens_summary_button(const Layout *layout)
{
    return bottom_button(layout, screens_summary_panel(layout));
}

Rect screens_over_panel(const Layout *layout)
{
    int pad = layout_panel_pad(layout);
    int w = imin(iround(layout->width * 0.6), layout->font_body * 36);
    int h = pad + 2 * layout_line(layout->font_title) + layout_line(layout->font_small) + pad +
            layout_line(layout->font_small) + 3 * layout_line(layout->font_body) + pad + layout->button_h + pad;
    h = imin(h, layout->height - 2 * layout->margin);
    return (Rect){(layout->width - w) / 2, (layout->height - h) / 2, w, h};
}

Rect screens_over_button(const Layout *layout) { return bottom_button(layout, screens_over_panel(layout)); }

static int menu_gap(const Layout *layout) { return imax(6, iround(layout->height * 0.012)); }

Rect screens_menu_panel(const Layout *layout)
{
    int pad = layout_panel_pad(layout);
    int w = imax(iround(layout->width * 0.3), layout->font_body * 18);
    int title = iround(layout->font_heading * 1.6);
    int h = pad * 2 + title + MENU_COUNT * layout->button_h + (MENU_COUNT - 1) * menu_gap(layout);
    return (Rect){(layout->width - w) / 2, (layout->height - h) / 2, w, h};
}

Rect screens_menu_item(const Layout *layout, int item)
{
    Rect panel = screens_menu_panel(layout);
    int pad = layout_panel_pad(layout);
    int title = iround(layout->font_heading * 1.6);
    return (Rect){panel.x + pad, panel.y + pad + title + item * (layout->button_h + menu_gap(layout)),
                  panel.w - 2 * pad, layout->button_h};
}

int screens_menu_hit(const Layout *layout, int x, int y)
{
    for (int i = 0; i < MENU_COUNT; i++)
        if (rect_contains(screens_menu_item(layout, i), x, y))
            return i;
    return -1;
}

/* Slides a panel up a little as it appears. */
static Rect appearing(Rect panel, float appear)
{
    panel.y += iround((1.0f - appear) * panel.h * 0.06);
    return panel;
}

static void draw_tricks_row(const Gfx *gfx, const SeatView *view, Rect area)
{
    const Layout *l = gfx->layout;
    int count = view->history_count;
    if (count == 0)
        return;
    float aspect = (float)l->card_w / (float)l->card_h;
    int column = area.w / TRICKS_PER_HAND;
    int card_h = l->small_card_h;
    int card_w = iround(card_h * aspect);
    int offset_x = iround(card_w * 0.42), offset_y = iround(card_h * 0.12);
    for (int t = 0; t < count; t++) {
        const TrickRecord *trick = &view->history[t];
        /* The first trick where a reader starts: on the right in Sindhi. */
        int place = str_rtl() ? TRICKS_PER_HAND - 1 - t : t;
        int cx = area.x + column * place + column / 2;
        int x = cx - (card_w + offset_x) / 2;
        for (int which = 0; which < SEAT_COUNT; which++) {
            Sprite sprite;
            memset(&sprite, 0, sizeof sprite);
            sprite.card = trick->cards[which];
            Rect r = {x + which * offset_x, area.y + which * offset_y, card_w, card_h};
            sprite.pose = pose_from_rect(r, 0, 1);
            table_draw_card(gfx, &sprite, 0);
        }
        bool yours = trick->winner == view->seat;
        text_draw(gfx->text, FONT_SMALL_BOLD, str_get(yours ? STR_YOU : STR_OPPONENT), cx,
                  area.y + card_h + offset_y + 4, yours ? COLOUR_GOLD_LIGHT : COLOUR_TEXT_DIM, ALIGN_CENTER);
    }
}

/* "You a – b Opponent" in the form `id` gives, from the player's side. */
static void score_line(char *out, size_t size, StringId id, const SeatView *view, const uint8_t values[SEAT_COUNT])
{
    char a[8], b[8];
    snprintf(a, sizeof a, "%d", values[view->seat]);
    snprintf(b, sizeof b, "%d", values[seat_other(view->seat)]);
    str_format(out, size, id, a, b, NULL);
}

void screens_draw_summary(const Gfx *gfx, const SeatView *view, bool button_hover, float appear, double now)
{
    const Layout *l = gfx->layout;
    Text *text = gfx->text;
    Rect panel = appearing(screens_summary_panel(l), appear);
    table_draw_panel(gfx, panel);
    int pad = layout_panel_pad(l);
    int cx = panel.x + panel.w / 2;
    int y = panel.y + pad;
    char line[256], value[128];

    char number[8];
    snprintf(number, sizeof number, "%d", view->hands_dealt);
    str_format(line, sizeof line, STR_SUM_TITLE, number, NULL, NULL);
    text_draw(text, FONT_SMALL_BOLD, line, cx, y, COLOUR_GOLD_LIGHT, ALIGN_CENTER);
    y += text_line_height(text, FONT_SMALL_BOLD);

    const HandResult *result = &view->last_hand;
    StringId headline = result->trick_winner == SEAT_NONE ? STR_SUM_CUT_SHORT
                        : result->trick_winner == view->seat ? STR_SUM_YOU_WIN
                                                             : STR_SUM_OPP_WINS;
    text_draw(text, FONT_HEADING, str_get(headline), cx, y, COLOUR_IVORY, ALIGN_CENTER);
    y += text_line_height(text, FONT_HEADING) + pad / 2;

    int body = text_line_height(text, FONT_BODY);
    Rect row = {panel.x + pad, y, panel.w - 2 * pad, trick_row_h(l)};
    draw_tricks_row(gfx, view, row);
    y += (view->history_count > 0 ? row.h : 0) + pad / 2;

    score_line(value, sizeof value, STR_SUM_TRICKS_ROW, view, view->tricks);
    str_format(line, sizeof line, STR_LABELLED, str_get(STR_SUM_TRICKS), value, NULL);
    text_draw(text, FONT_BODY, line, cx, y, COLOUR_TEXT, ALIGN_CENTER);
    y += body;

    char lines[2][160];
    int n = str_hand_result(result, view->seat, view->tricks, lines);
    for (int i = 0; i < n; i++) {
        text_draw(text, FONT_BOLD, lines[i], cx, y, COLOUR_GOLD_LIGHT, ALIGN_CENTER);
        y += body;
    }
    score_line(value, sizeof value, STR_SUM_TRICKS_ROW, view, view->scores);
    str_format(line, sizeof line, STR_LABELLED, str_get(STR_SUM_SCORE), value, NULL);
    text_draw(text, FONT_BODY, line, cx, y + body / 4, COLOUR_TEXT, ALIGN_CENTER);

    table_draw_button(gfx, bottom_button(l, panel), str_get(STR_BTN_NEXT_HAND), true, button_hover, false, false, now);
}

void screens_draw_game_over(const Gfx *gfx, const SeatView *view, bool button_hover, float appear,
                            double now)
{
    const Layout *l = gfx->layout;
    Text *text = gfx->text;
    Rect panel = appearing(screens_over_panel(l), appear);
    table_draw_panel(gfx, panel);
    int pad = layout_panel_pad(l);
    int cx = panel.x + panel.w / 2;
    bool won = view->winner == view->seat;
    Rect button = bottom_button(l, panel);

    char lines[2][160];
    int n = view->has_last_hand ? str_hand_result(&view->last_hand, view->seat, view->tricks, lines) : 0;
    /* The words are measured first, to stand in the middle of the space
     * above the button, however many lines the last hand needs. */
    int title = text_line_height(text, FONT_TITLE), small = text_line_height(text, FONT_SMALL);
    int height = 2 * title + small;
    if (view->has_last_hand) {
        height += pad + text_line_height(text, FONT_SMALL_BOLD);
        for (int i = 0; i < n; i++)
            height += text_wrapped_height(text, FONT_BODY, lines[i], panel.w - 2 * pad);
    }
    int space = button.y - pad - (panel.y + pad);
    int y = panel.y + pad + (space > height ? (space - height) / 2 : 0);

    text_draw_shadowed(text, FONT_TITLE, str_get(won ? STR_OVER_TITLE_WON : STR_OVER_TITLE_LOST), cx, y,
                       won ? COLOUR_GOLD_LIGHT : COLOUR_IVORY, ALIGN_CENTER);
    y += title;

    char a[8], line[160];
    score_line(line, sizeof line, STR_OVER_SCORE, view, view->scores);
    text_draw(text, FONT_TITLE, line, cx, y, COLOUR_IVORY, ALIGN_CENTER);
    y += title;
    int score_w = text_width(text, FONT_TITLE, line);
    text_draw(text, FONT_SMALL, str_get(STR_YOU), cx - score_w / 2 - l->gap, y - title / 2 - 6, COLOUR_TEXT_DIM,
              ALIGN_RIGHT);
    text_draw(text, FONT_SMALL, str_get(STR_OPPONENT), cx + score_w / 2 + l->gap, y - title / 2 - 6,
              COLOUR_TEXT_DIM, ALIGN_LEFT);

    snprintf(a, sizeof a, "%d", view->hands_dealt);
    str_format(line, sizeof line, STR_OVER_HANDS, a, NULL, NULL);
    text_draw(text, FONT_SMALL, line, cx, y, COLOUR_TEXT_DIM, ALIGN_CENTER);
    y += small + pad;

    if (view->has_last_hand) {
        text_draw(text, FONT_SMALL_BOLD, str_get(STR_OVER_LAST_HAND), cx, y, COLOUR_GOLD_LIGHT, ALIGN_CENTER);
        y += text_line_height(text, FONT_SMALL_BOLD);
        for (int i = 0; i < n; i++)
            y += text_draw_wrapped(text, FONT_BODY, lines[i], panel.x + pad, y, panel.w - 2 * pad, COLOUR_TEXT,
                                   ALIGN_CENTER, false);
    }
    table_draw_button(gfx, button, str_get(STR_BTN_NEW_GAME), true, button_hover, false, false, now);
}

void screens_speed_label(AnimSpeed speed, char *out, size_t size)
{
    static const StringId SPEEDS[SPEED_COUNT] = {STR_SPEED_SLOW, STR_SPEED_NORMAL, STR_SPEED_FAST,
                                                 STR_SPEED_INSTANT};
    str_format(out, size, STR_MENU_SPEED, str_get(SPEEDS[(unsigned)speed % SPEED_COUNT]), NULL, NULL);
}

void screens_draw_menu(const Gfx *gfx, int hover, bool four_colour, AnimSpeed speed)
{
    const Layout *l = gfx->layout;
    Rect panel = screens_menu_panel(l);
    table_draw_panel(gfx, panel);
    int pad = layout_panel_pad(l);
    text_draw(gfx->text, FONT_HEADING, str_get(STR_MENU_TITLE), panel.x + panel.w / 2, panel.y + pad * 2 / 3,
              COLOUR_IVORY, ALIGN_CENTER);
    static const StringId LABELS[MENU_COUNT] = {
        [MENU_RESUME] = STR_MENU_RESUME,         [MENU_NEW_GAME] = STR_MENU_NEW_GAME,
        [MENU_RULES] = STR_MENU_RULES,           [MENU_SETTINGS] = STR_MENU_SETTINGS,
        [MENU_STATISTICS] = STR_MENU_STATISTICS, [MENU_FOUR_COLOUR] = STR_MENU_FOUR_COLOUR_OFF,
        [MENU_SPEED] = STR_MENU_SPEED,           [MENU_FULLSCREEN] = STR_MENU_FULLSCREEN,
        [MENU_QUIT] = STR_MENU_QUIT,
    };
    for (int i = 0; i < MENU_COUNT; i++) {
        char label[96];
        if (i == MENU_SPEED)
            screens_speed_label(speed, label, sizeof label);
        else if (i == MENU_FOUR_COLOUR && four_colour)
            snprintf(label, sizeof label, "%s", str_get(STR_MENU_FOUR_COLOUR_ON));
        else
            snprintf(label, sizeof label, "%s", str_get(LABELS[i]));
        table_draw_button(gfx, screens_menu_item(l, i), label, i == MENU_RESUME, hover == i, false, false, 0);
    }
}
