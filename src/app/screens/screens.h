/* The panels over the table: the summary of a hand, the end of the game and
 * the small menu.  Their geometry is pure so clicks are tested against the
 * same rects that are drawn. */
#ifndef ECARTE_APP_SCREENS_H
#define ECARTE_APP_SCREENS_H

#include "ui/anim.h"
#include "ecarte/view.h"
#include "render/gfx.h"

typedef enum MenuItem {
    MENU_RESUME,
    MENU_NEW_GAME,
    MENU_RULES,
    MENU_SETTINGS,
    MENU_STATISTICS,
    MENU_FOUR_COLOUR,
    MENU_SPEED,
    MENU_FULLSCREEN,
    MENU_QUIT,
    MENU_COUNT
} MenuItem;

Rect screens_summary_panel(const Layout *layout);
Rect screens_summary_button(const Layout *layout);
Rect screens_over_panel(const Layout *layout);
Rect screens_over_button(const Layout *layout);
Rect screens_menu_panel(const Layout *layout);
Rect screens_menu_item(const Layout *layout, int item);
/* The menu item under (x, y), or -1. */
int screens_menu_hit(const Layout *layout, int x, int y);

/* `appear` runs 0..1 as the panel comes in. */
void screens_draw_summary(const Gfx *gfx, const SeatView *view, bool button_hover, float appear, double now);
void screens_draw_game_over(const Gfx *gfx, const SeatView *view, bool button_hover, float appear,
                            double now);
void screens_draw_menu(const Gfx *gfx, int hover, bool four_colour, AnimSpeed speed);
/* "Animation: fast", as the menu and the message line say it. */
void screens_speed_label(AnimSpeed speed, char *out, size_t size);

#endif
