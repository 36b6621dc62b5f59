#include "render/focus.h"

#include "render/palette.h"

static int band_of(const Layout *layout) { return imax(2, iround(layout->button_h / 14.0)); }

int focus_ring_width(const Layout *layout)
{
    int band = band_of(layout);
    return band + 2 * imax(1, band / 2);
}

void focus_draw_ring(const Gfx *gfx, Rect rect, int radius)
{
    int band = band_of(gfx->layout);
    int line = imax(1, band / 2);
    /* Dark lines either side of the light band: the band alone would be lost
     * on the parchment and round a light button, the dark alone on the
     * darkest panel. */
    draw_frame_round(gfx->draw, rect_inset(rect, -line), radius + line, line, PALETTE[PAL_FOCUS_EDGE]);
    draw_frame_round(gfx->draw, rect_inset(rect, -line - band), radius + line + band, band, PALETTE[PAL_FOCUS]);
    draw_frame_round(gfx->draw, rect_inset(rect, -2 * line - band), radius + 2 * line + band, line,
                     PALETTE[PAL_FOCUS_EDGE]);
}

void focus_draw_button_ring(const Gfx *gfx, Rect button) { focus_draw_ring(gfx, button, imax(6, button.h / 4)); }

int focus_direction(CommandKey key)
{
    switch (key) {
    case CK_TAB:
    case CK_DOWN:
    case CK_RIGHT: return 1;
    case CK_BACK_TAB:
    case CK_UP:
    case CK_LEFT: return -1;
    default: return 0;
    }
}

int focus_next(int focus, int count, CommandKey key)
{
    int by = focus_direction(key);
    if (by == 0 || count <= 0)
        return focus;
    if (focus < 0 || focus >= count)
        return by > 0 ? 0 : count - 1;
    return (focus + by + count) % count;
}

Rect focus_key_cap_rect(const Gfx *gfx, Rect button, const char *key)
{
    int h = imax(12, iround(text_line_height(gfx->text, FONT_SMALL_BOLD) * 1.05));
    int w = imax(h, text_width(gfx->text, FONT_SMALL_BOLD, key) + h / 2);
    /* Astride the button's top corner at its end (the right, or the left
     * in a mirrored layout): the label keeps its room. */
    return layout_flip(gfx->layout, button, (Rect){button.x + button.w - w * 3 / 4, button.y - h / 3, w, h});
}

void focus_draw_key_cap(const Gfx *gfx, Rect button, const char *key)
{
    const Layout *l = gfx->layout;
    Rect cap = focus_key_cap_rect(gfx, button, key);
    int radius = imax(3, cap.h / 4);
    draw_fill_round(gfx->draw, cap, radius, PALETTE[PAL_PANEL]);
    draw_frame_round(gfx->draw, cap, radius, imax(1, l->button_h / 40), PALETTE[PAL_GOLD]);
    text_draw_in(gfx->text, FONT_SMALL_BOLD, key, cap, PALETTE[PAL_TEXT], ALIGN_CENTER, false);
}
