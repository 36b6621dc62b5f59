/* What the panels over the table have in common: a title, a button at the
 * bottom, the slide as they come in. */
#ifndef ECARTE_APP_SCREENS_PANEL_H
#define ECARTE_APP_SCREENS_PANEL_H

#include "ecarte/view.h"
#include "i18n/strings.h"
#include "render/gfx.h"

/* The height of a panel's title line. */
int panel_title_height(const Layout *layout);
void panel_draw_title(const Gfx *gfx, Rect panel, StringId title);
/* The panel's one button, centred at its foot. */
Rect panel_bottom_button(const Layout *layout, Rect panel);
/* Slides a panel up a little as it appears (`appear` runs 0..1). */
Rect panel_appearing(Rect panel, float appear);
/* How far a panel opened at `opened_at` has come in at `now`, 0..1. */
float panel_appear(double opened_at, double now);
/* "You a – b Opponent" in the form `id` gives, from the player's side. */
void panel_score_line(char *out, size_t size, StringId id, const SeatView *view, const uint8_t values[SEAT_COUNT]);

enum { PANEL_IN_MS = 180 };

#endif
