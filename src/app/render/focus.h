/* The keyboard's focus: the ring round the control that Enter and Space
 * would use, the same on the cloth and on every panel, and the way Tab,
 * Shift-Tab and the arrows walk a row of controls. */
#ifndef ECARTE_APP_RENDER_FOCUS_H
#define ECARTE_APP_RENDER_FOCUS_H

#include "platform/input.h"
#include "render/gfx.h"

/* A light band between two dark lines round `rect`, outside it, so that it
 * shows on the cloth, on a panel, on the parchment and round a gold
 * button alike.  `radius` is the control's own. */
void focus_draw_ring(const Gfx *gfx, Rect rect, int radius);
/* How far outside its control the ring reaches. */
int focus_ring_width(const Layout *layout);
/* The item Tab (and Down, Right) or Shift-Tab (Up, Left) moves to among
 * `count`, round and round; from none (-1) the first or the last.  Returns
 * `focus` unchanged for any other key. */
int focus_next(int focus, int count, CommandKey key);
/* Whether `key` moves the focus forward (1), back (-1) or not at all (0). */
int focus_direction(CommandKey key);
/* The ring round a button drawn by table_draw_button. */
void focus_draw_button_ring(const Gfx *gfx, Rect button);
/* A small key cap, the letter `key`, drawn astride the top corner at a
 * button's end (its right, or its left in a mirrored layout); the rectangle
 * it takes. */
void focus_draw_key_cap(const Gfx *gfx, Rect button, const char *key);
Rect focus_key_cap_rect(const Gfx *gfx, Rect button, const char *key);

#endif
