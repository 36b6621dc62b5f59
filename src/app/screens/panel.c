#include "screens/panel.h"

#include <stdio.h>
#include <string.h>

#include "render/scrollbar.h"

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

Rect panel_bottom_pair(const Layout *layout, Rect panel, int which)
{
    Rect one = panel_bottom_button(layout, panel);
    int pad = layout_panel_pad(layout);
    int w = imin(one.w, (panel.w - 3 * pad) / 2);
    int total = 2 * w + pad;
    /* In reading order, as the review's buttons stand: from the right in a
     * language read right to left. */
    return layout_flip(layout, panel, (Rect){panel.x + (panel.w - total) / 2 + which * (w + pad), one.y, w, one.h});
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

/* ---- a body that scrolls ---------------------------------------------------- */

bool panel_body_scrolls(const PanelBody *body) { return scroll_most(body->content, body->view.h) > 0; }

static void body_set(PanelBody *body, int offset) { body->offset = scroll_clamp(offset, body->content, body->view.h); }

bool panel_body_key(PanelBody *body, CommandKey key, int line, bool arrows)
{
    /* A page less a line: the line at the foot is still seen at the top. */
    int page = imax(line, body->view.h - line);
    switch (key) {
    case CK_UP:
    case CK_DOWN:
        if (!arrows)
            return false;
        body_set(body, body->offset + (key == CK_DOWN ? line : -line));
        return true;
    case CK_PAGE_UP: body_set(body, body->offset - page); return true;
    case CK_PAGE_DOWN: body_set(body, body->offset + page); return true;
    case CK_HOME: body_set(body, 0); return true;
    case CK_END: body_set(body, body->content); return true;
    default: return false;
    }
}

bool panel_body_wheel(PanelBody *body, const Command *wheel, int line)
{
    int was = body->offset;
    body_set(body, body->offset - command_scroll_pixels(wheel, (float)line));
    return body->offset != was;
}

bool panel_body_command(PanelBody *body, const Layout *layout, const Command *cmd, ScreenAnswer *answer)
{
    int line = layout_line(layout->font_body);
    if (cmd->type == CMD_WHEEL) {
        *answer = panel_body_wheel(body, cmd, line) ? SCREEN_REDRAW : SCREEN_TAKEN;
        return true;
    }
    if (cmd->type == CMD_KEY && panel_body_key(body, cmd->key, line, panel_body_scrolls(body))) {
        *answer = SCREEN_REDRAW;
        return true;
    }
    return false;
}

void panel_body_reveal(PanelBody *body, int top, int height)
{
    body->offset = scroll_reveal(body->offset, top, height, body->view.h, body->content);
}

PanelPen panel_pen(const Gfx *gfx, bool drawing, int x, int w, int y) { return (PanelPen){gfx, drawing, x, w, y, 0}; }

void panel_pen_text(PanelPen *pen, FontId font, const char *utf8, SDL_Color colour)
{
    TextRenderer *text = pen->gfx->text;
    enum { MOST = 64 };
    TextLine lines[MOST];
    int count = text_wrap(text, font, utf8, pen->w, lines, MOST);
    for (int i = 0; i < count; i++) {
        char line[1024];
        int n = imin(lines[i].length, (int)sizeof line - 1);
        memcpy(line, utf8 + lines[i].start, (size_t)n);
        line[n] = '\0';
        pen->widest = imax(pen->widest, text_width(text, font, line));
    }
    if (pen->drawing)
        text_draw_wrapped(text, font, utf8, pen->x, pen->y, pen->w, colour, ALIGN_CENTER, false);
    pen->y += count * text_paragraph_skip(text, font);
}

void panel_pen_block(PanelPen *pen, int width, int height)
{
    pen->widest = imax(pen->widest, width);
    pen->y += height;
}

int panel_body_bar(const Layout *layout) { return imax(4, layout->gap / 2); }

/* A little room above the first line and below the last: the marks above
 * and below the letters of some scripts reach past a line's height, and
 * the clip would cut them at the ends of the scroll. */
static int body_margin(const Gfx *gfx) { return imax(2, gfx->layout->font_small / 3); }

bool panel_body_fits(const Gfx *gfx, Rect view, int content) { return content + 2 * body_margin(gfx) <= view.h; }

int panel_body_begin(const Gfx *gfx, PanelBody *body, Rect view, int content, int widest)
{
    int margin = body_margin(gfx);
    body->view = view;
    body->content = content + 2 * margin;
    body->widest = widest;
    body_set(body, body->offset);
    SDL_Rect clip = {view.x, view.y, view.w, view.h};
    SDL_RenderSetClipRect(gfx->renderer, &clip);
    if (!panel_body_scrolls(body))
        return view.y + (view.h - body->content) / 2 + margin;
    return view.y - body->offset + margin;
}

void panel_body_end(const Gfx *gfx, const PanelBody *body)
{
    SDL_RenderSetClipRect(gfx->renderer, NULL);
    Rect view = body->view;
    int bar = panel_body_bar(gfx->layout);
    /* Just outside the words, in the panel's margin. */
    int x = str_rtl() ? view.x - bar - imax(2, bar / 2) : view.x + view.w + imax(2, bar / 2);
    scrollbar_draw(gfx, (Rect){x, view.y, bar, view.h}, body->offset, body->content);
}

const char *panel_friend_named(const ScreenContext *c, char *out, size_t size)
{
    return c->online && c->online->opponent[0] ? str_player(c->online->opponent, out, size) : NULL;
}
