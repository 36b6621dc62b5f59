/* The end of the game: who won, the final score, the last hand, and the
 * button for a new game. */
#ifndef ECARTE_APP_SCREENS_GAME_OVER_H
#define ECARTE_APP_SCREENS_GAME_OVER_H

#include "screens/screen.h"

extern const ScreenClass GAME_OVER_SCREEN;

Rect game_over_panel(const Layout *layout);
Rect game_over_button(const Layout *layout);

#endif
