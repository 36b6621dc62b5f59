#include "screens/summary.h"

#include <stdio.h>
#include <string.h>

#include "render/table.h"
#include "screens/one_button.h"
#include "screens/panel.h"

/* The small cards of the trick row: the two cards of a trick overlap. */
static int trick_row_h(const Layout *layout)
{
    return layout->small_card_h + iround(layout->small_card_h * 0.12) + layout_line(layout->font_small) + 4;
}

/* Sized to its content, so the summary reads as one block. */
Rect summary_panel(const Layout *layout)
{
    int pad = layout_panel_pad(layout);
    int w = imin(iround(layout->width * 0.66), layout->font_body * 42);
    int h = pad + layout_line(layout->font_small) + layout_line(layout->font_heading) + pad / 2 + trick_row_h(layout) +
            pad / 2 + 4 * layout_line(layout->font_body) + pad + layout->button_h + pad;
    h = imin(h, layout->height - 2 * layout->margin);
    return (Rect){(layout->width - w) / 2, (layout->height - h) / 2, w, h};
}

/* The buttons at the foot: the next hand's alone, or with the review's on
 * its left (`which` 0) wherever the hand's decisions are rated. */
static Rect foot_button(const Layout *layout, int which, bool with_review)
{
    Rect panel = summary_panel(layout);
    Rect one = panel_bottom_button(layout, panel);
    if (!with_review)
        return one;
    int pad = layout_panel_pad(layout);
    int w = imin(one.w, (panel.w - 3 * pad) / 2);
    int total = 2 * w + pad;
    return (Rect){panel.x + (panel.w - total) / 2 + which * (w + pad), one.y, w, one.h};
}

Rect summary_button(const Layout *layout) { return foot_button(layout, 1, true); }
Rect summary_review_button(const Layout *layout) { return foot_button(layout, 0, true); }

/* Not in a demo, where nothing is rated. */
static bool reviewable(const ScreenContext *c) { return c->analysis != NULL; }

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

static void draw_summary(const Gfx *gfx, const SeatView *view, int hover, bool with_review, bool practice, float appear,
                         double now)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    Rect panel = panel_appearing(summary_panel(l), appear);
    table_draw_panel(gfx, panel);
    int pad = layout_panel_pad(l);
    int cx = panel.x + panel.w / 2;
    int y = panel.y + pad;
    char line[256], value[128];

    char number[8];
    snprintf(number, sizeof number, "%d", view->hands_dealt);
    str_format(line, sizeof line, practice ? STR_PRACTICE_LABEL : STR_SUM_TITLE, number, NULL, NULL);
    text_draw(text, FONT_SMALL_BOLD, line, cx, y, COLOUR_GOLD_LIGHT, ALIGN_CENTER);
    y += text_line_height(text, FONT_SMALL_BOLD);

    const HandResult *result = &view->last_hand;
    StringId headline = result->trick_winner == SEAT_NONE    ? STR_SUM_CUT_SHORT
                        : result->trick_winner == view->seat ? STR_SUM_YOU_WIN
                                                             : STR_SUM_OPP_WINS;
    text_draw(text, FONT_HEADING, str_get(headline), cx, y, COLOUR_IVORY, ALIGN_CENTER);
    y += text_line_height(text, FONT_HEADING) + pad / 2;

    int body = text_line_height(text, FONT_BODY);
    Rect row = {panel.x + pad, y, panel.w - 2 * pad, trick_row_h(l)};
    draw_tricks_row(gfx, view, row);
    y += (view->history_count > 0 ? row.h : 0) + pad / 2;

    panel_score_line(value, sizeof value, STR_SUM_TRICKS_ROW, view, view->tricks);
    str_format(line, sizeof line, STR_LABELLED, str_get(STR_SUM_TRICKS), value, NULL);
    text_draw(text, FONT_BODY, line, cx, y, COLOUR_TEXT, ALIGN_CENTER);
    y += body;

    char lines[2][160];
    int n = str_hand_result(result, view->seat, view->tricks, lines);
    for (int i = 0; i < n; i++) {
        text_draw(text, FONT_BOLD, lines[i], cx, y, COLOUR_GOLD_LIGHT, ALIGN_CENTER);
        y += body;
    }
    panel_score_line(value, sizeof value, STR_SUM_TRICKS_ROW, view, view->scores);
    str_format(line, sizeof line, STR_LABELLED, str_get(STR_SUM_SCORE), value, NULL);
    text_draw(text, FONT_BODY, line, cx, y + body / 4, COLOUR_TEXT, ALIGN_CENTER);

    /* Where the panel stands as it slides in. */
    int shift = panel.y - summary_panel(l).y;
    if (with_review) {
        Rect review = summary_review_button(l);
        review.y += shift;
        table_draw_button(gfx, review, str_get(STR_BTN_REVIEW), false, hover == 1, false, false, now);
    }
    Rect next = foot_button(l, 1, with_review);
    next.y += shift;
    table_draw_button(gfx, next, str_get(practice ? STR_BTN_BACK_TO_GAME : STR_BTN_NEXT_HAND), true, hover == 0, false,
                      false, now);
}

/* ---- the screen --------------------------------------------------------- */

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    OneButton *state = screen->state;
    Rect panel = summary_panel(c->layout);
    bool with_review = reviewable(c);
    Rect next = foot_button(c->layout, 1, with_review);
    Intent review = intent_open(SCREEN_REVIEW, c->view->hands_dealt);
    if (cmd->type == CMD_KEY) {
        if (cmd->key == CK_REVIEW && with_review) {
            *out = review;
            return SCREEN_REDRAW;
        }
        return one_button_handle(state, panel, next, INTENT_NEXT_HAND, cmd, out);
    }
    /* hover: 0 over the next hand's button, 1 over the review's. */
    int where = rect_contains(next, cmd->x, cmd->y)                                              ? 0
                : with_review && rect_contains(summary_review_button(c->layout), cmd->x, cmd->y) ? 1
                                                                                                 : -1;
    int click;
    ScreenAnswer answer = panel_pointer(&state->hover, where, rect_contains(panel, cmd->x, cmd->y), cmd, &click);
    if (click == 0)
        *out = intent_of(INTENT_NEXT_HAND);
    else if (click == 1)
        *out = review;
    else if (click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    const OneButton *state = screen->state;
    draw_summary(gfx, c->view, state->hover, reviewable(c), c->practice_hand > 0,
                 panel_appear(screen->opened_at, c->now), c->now);
}

const ScreenClass SUMMARY_SCREEN = {
    .id = SCREEN_SUMMARY,
    .state_size = sizeof(OneButton),
    .panel = true,
    .open = one_button_open,
    .handle = handle,
    .draw = draw,
};
