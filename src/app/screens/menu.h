/* The small menu over the table (Esc): resume, a new game, the lessons,
 * the rules, the settings and statistics, full screen, quit.  The deck and
 * the speed are the settings' (and the keys C and A). */
#ifndef ECARTE_APP_SCREENS_MENU_H
#define ECARTE_APP_SCREENS_MENU_H

#include "screens/screen.h"

typedef enum MenuItem {
    MENU_RESUME,
    MENU_NEW_GAME,
    MENU_FRIEND, /* play a friend; at a friend's table, leave it */
    MENU_LESSONS,
    MENU_RULES,
    MENU_SETTINGS,
    MENU_STATISTICS,
    MENU_FULLSCREEN,
    MENU_QUIT,
    MENU_COUNT
} MenuItem;

extern const ScreenClass MENU_SCREEN;

Rect menu_panel(const Layout *layout);
Rect menu_item(const Layout *layout, int item);
/* The menu item under (x, y), or -1. */
int menu_hit(const Layout *layout, int x, int y);

#endif
