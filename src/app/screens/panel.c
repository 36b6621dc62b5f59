#include "screens/panel.h"

#include <stdio.h>

int panel_title_height(const Layout *layout) { return iround(layout->font_heading * 1.6); }

void panel_draw_title(const Gfx *gfx, Rect panel, StringId title)
{
    const Layout *l = gfx->layout;
    text_draw(gfx->text, FONT_HEADING, str_get(title), panel.x + panel.w / 2, panel.y + layout_panel_pad(l) * 2 / 3,
              COLOUR_IVORY, ALIGN_CENTER);
}

Rect panel_bottom_button(const Layout *layout, Rect panel)
{
    int w = imax(iround(panel.w * 0.36), layout->font_body * 9);
    int h = layout->button_h;
    return (Rect){panel.x + (panel.w - w) / 2, panel.y + panel.h - layout_panel_pad(layout) - h, w, h};
}

Rect panel_appearing(Rect panel, float appear)
{
    panel.y += iround((1.0f - appear) * panel.h * 0.06);
    return panel;
}

float panel_appear(double opened_at, double now)
{
    double t = (now - opened_at) / PANEL_IN_MS;
    return t < 0 || t > 1 ? 1.0f : (float)t;
}

void panel_score_line(char *out, size_t size, StringId id, const SeatView *view, const uint8_t values[SEAT_COUNT])
{
    char a[8], b[8];
    snprintf(a, sizeof a, "%d", values[view->seat]);
    snprintf(b, sizeof b, "%d", values[seat_other(view->seat)]);
    str_format(out, size, id, a, b, NULL);
}

ScreenAnswer panel_pointer(int *hover, int where, bool inside, const Command *cmd, int *click)
{
    *click = PANEL_NO_CLICK;
    if (where < 0)
        where = -1;
    switch (cmd->type) {
    case CMD_POINTER_MOVE:
        if (where == *hover)
            return SCREEN_TAKEN;
        *hover = where;
        return SCREEN_REDRAW;
    case CMD_POINTER_LEAVE: *hover = -1; return SCREEN_REDRAW;
    case CMD_POINTER_DOWN:
        if (cmd->button != SDL_BUTTON_LEFT)
            return SCREEN_TAKEN;
        *click = where >= 0 ? where : inside ? PANEL_CLICK_EMPTY : PANEL_CLICK_OUTSIDE;
        return SCREEN_REDRAW;
    case CMD_POINTER_UP:
    case CMD_WHEEL: return SCREEN_TAKEN;
    default: return SCREEN_PASS;
    }
}
