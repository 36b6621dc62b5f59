/* The rules, over a dimmed table: the full rules of the options in play,
 * from the string table, wrapped and scrollable, with the card ranking in
 * the real card art and the scoring table. */
#ifndef ECARTE_APP_SCREENS_HELP_H
#define ECARTE_APP_SCREENS_HELP_H

#include "ecarte/options.h"
#include "screens/screen.h"

extern const ScreenClass HELP_SCREEN;

Rect help_panel(const Layout *layout);
Rect help_close(const Layout *layout);

/* How far one wheel notch or page moves. */
float help_line(const Layout *layout);
float help_page(const Layout *layout);

/* Where the rules are scrolled to, and (in *max) how far they can go. */
float help_scroll(const Screen *screen, float *max);
/* The window the rules scroll in, as last drawn. */
Rect help_window(const Screen *screen);
/* Whether Tab has put the keyboard's ring on the close button (the pointer
 * takes it off). */
bool help_ring(const Screen *screen);

#endif
