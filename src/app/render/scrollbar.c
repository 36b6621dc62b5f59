#include "render/scrollbar.h"

#include "render/palette.h"

int scroll_most(int content, int window) { return imax(0, content - window); }

int scroll_clamp(int offset, int content, int window) { return iclamp(offset, 0, scroll_most(content, window)); }

int scroll_reveal(int offset, int top, int height, int window, int content)
{
    if (top + height > offset + window)
        offset = top + height - window;
    if (top < offset)
        offset = top;
    return scroll_clamp(offset, content, window);
}

void scrollbar_draw(const Gfx *gfx, Rect track, int offset, int content)
{
    int most = scroll_most(content, track.h);
    if (most <= 0 || track.h <= 0)
        return;
    int radius = track.w / 2;
    int thumb_h = imax(track.w * 4, (int)((long)track.h * track.h / content));
    int thumb_y = track.y + (int)((long)(track.h - thumb_h) * iclamp(offset, 0, most) / most);
    draw_fill_round(gfx->draw, track, radius, rgba(255, 255, 255, 30));
    draw_fill_round(gfx->draw, (Rect){track.x, thumb_y, track.w, thumb_h}, radius, COLOUR_GOLD_LIGHT);
}
