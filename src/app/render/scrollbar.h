/* A panel whose words are longer than the window has room for scrolls
 * them between its fixed title and buttons: the arithmetic of that, and
 * the slim bar at the side that says there is more. */
#ifndef ECARTE_APP_RENDER_SCROLLBAR_H
#define ECARTE_APP_RENDER_SCROLLBAR_H

#include "render/gfx.h"

/* The farthest `content` pixels can scroll in a window `window` high. */
int scroll_most(int content, int window);
/* `offset` kept between the top and the farthest. */
int scroll_clamp(int offset, int content, int window);
/* The offset nearest `offset` at which the band from `top`, `height` high,
 * is in the window (its top when it cannot fit). */
int scroll_reveal(int offset, int top, int height, int window, int content);
/* The bar in `track`, its thumb as long as the part shown; nothing when
 * everything is shown. */
void scrollbar_draw(const Gfx *gfx, Rect track, int offset, int content);

#endif
