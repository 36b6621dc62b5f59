/* The summary of a hand: its five tricks, who won what, the score, and the
 * button to deal the next hand. */
#ifndef ECARTE_APP_SCREENS_SUMMARY_H
#define ECARTE_APP_SCREENS_SUMMARY_H

#include "screens/screen.h"

extern const ScreenClass SUMMARY_SCREEN;

Rect summary_panel(const Layout *layout);
Rect summary_button(const Layout *layout);

#endif
