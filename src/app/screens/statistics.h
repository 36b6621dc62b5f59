/* The statistics: games won and lost against each level under each preset,
 * and the totals over every game, with a button to forget them. */
#ifndef ECARTE_APP_SCREENS_STATISTICS_H
#define ECARTE_APP_SCREENS_STATISTICS_H

#include "screens/screen.h"

enum { STATISTICS_HIT_NONE = -1, STATISTICS_HIT_RESET = 1, STATISTICS_HIT_CLOSE = 2 };

extern const ScreenClass STATISTICS_SCREEN;

Rect statistics_panel(const Layout *layout);
Rect statistics_reset(const Layout *layout);
Rect statistics_close(const Layout *layout);
int statistics_hit(const Layout *layout, int x, int y);

#endif
