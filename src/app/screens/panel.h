/* What the panels over the table have in common: a title, a button at the
 * bottom, the slide as they come in. */
#ifndef ECARTE_APP_SCREENS_PANEL_H
#define ECARTE_APP_SCREENS_PANEL_H

#include "ecarte/view.h"
#include "i18n/strings.h"
#include "render/gfx.h"
#include "screens/screen.h"

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

/* What a left click on a panel landed on, besides what its hit function
 * names (0 and up). */
enum { PANEL_NO_CLICK = -100, PANEL_CLICK_OUTSIDE = -101, PANEL_CLICK_EMPTY = -102 };

/* The pointer over a panel, the same for every panel: `*hover` follows what
 * is under the pointer (`where`, negative for nothing), and a left click is
 * said in `*click`: `where`, PANEL_CLICK_EMPTY on the panel's bare cloth, or
 * PANEL_CLICK_OUTSIDE off the panel (the table is right there: most panels
 * close).  Commands that are not the pointer's are passed on. */
ScreenAnswer panel_pointer(int *hover, int where, bool inside, const Command *command, int *click);

#endif
