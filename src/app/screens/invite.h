/* The table just created: its invite code large, with a button that
 * copies it, and where a friend joins a table hosted by this game; it
 * waits with the player until the friend sits down. */
#ifndef ECARTE_APP_SCREENS_INVITE_H
#define ECARTE_APP_SCREENS_INVITE_H

#include "screens/screen.h"

enum { INVITE_COPY = 0, INVITE_CLOSE = 1 };

extern const ScreenClass INVITE_SCREEN;

Rect invite_panel(const Layout *layout);
Rect invite_button(const Layout *layout, int which);

#endif
