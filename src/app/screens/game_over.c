#include "screens/game_over.h"

#include <stdio.h>

#include "render/table.h"
#include "screens/one_button.h"
#include "screens/panel.h"

Rect game_over_panel(const Layout *layout)
{
    int pad = layout_panel_pad(layout);
    int w = imin(iround(layout->width * 0.6), layout->font_body * 36);
    int h = pad + 2 * layout_line(layout->font_title) + layout_line(layout->font_small) + pad +
            layout_line(layout->font_small) + 3 * layout_line(layout->font_body) + pad + layout->button_h + pad;
    h = imin(h, layout->height - 2 * layout->margin);
    return (Rect){(layout->width - w) / 2, (layout->height - h) / 2, w, h};
}

Rect game_over_button(const Layout *layout) { return panel_bottom_button(layout, game_over_panel(layout)); }

static void draw_game_over(const Gfx *gfx, const SeatView *view, bool button_hover, float appear, double now)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    Rect panel = panel_appearing(game_over_panel(l), appear);
    table_draw_panel(gfx, panel);
    int pad = layout_panel_pad(l);
    int cx = panel.x + panel.w / 2;
    bool won = view->winner == view->seat;
    Rect button = panel_bottom_button(l, panel);

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
    panel_score_line(line, sizeof line, STR_OVER_SCORE, view, view->scores);
    text_draw(text, FONT_TITLE, line, cx, y, COLOUR_IVORY, ALIGN_CENTER);
    y += title;
    int score_w = text_width(text, FONT_TITLE, line);
    text_draw(text, FONT_SMALL, str_get(STR_YOU), cx - score_w / 2 - l->gap, y - title / 2 - 6, COLOUR_TEXT_DIM,
              ALIGN_RIGHT);
    text_draw(text, FONT_SMALL, str_get(STR_OPPONENT), cx + score_w / 2 + l->gap, y - title / 2 - 6, COLOUR_TEXT_DIM,
              ALIGN_LEFT);

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

/* ---- the screen --------------------------------------------------------- */

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    return one_button_handle(screen->state, game_over_panel(c->layout), game_over_button(c->layout), INTENT_NEW_GAME,
                             cmd, out);
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    const OneButton *state = screen->state;
    draw_game_over(gfx, c->view, state->hover == 0, panel_appear(screen->opened_at, c->now), c->now);
}

const ScreenClass GAME_OVER_SCREEN = {
    .id = SCREEN_GAME_OVER,
    .state_size = sizeof(OneButton),
    .panel = true,
    .open = one_button_open,
    .handle = handle,
    .draw = draw,
};
