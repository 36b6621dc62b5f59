/* The rules, over a dimmed table: the full rules of the options in play,
 * from the string table, wrapped and scrollable, with the card ranking in
 * the real card art and the scoring table. */
#ifndef ECARTE_APP_OVERLAY_RULES_H
#define ECARTE_APP_OVERLAY_RULES_H

#include "ecarte/options.h"
#include "render/gfx.h"

Rect overlay_rules_panel(const Layout *layout);
Rect overlay_rules_close(const Layout *layout);

/* Draws at `scroll` pixels down; returns the largest useful scroll. */
float overlay_rules_draw(const Gfx *gfx, const GameOptions *options, float scroll, bool close_hover);

/* How far one wheel notch or page moves. */
float overlay_rules_line(const Layout *layout);
float overlay_rules_page(const Layout *layout);

#endif
