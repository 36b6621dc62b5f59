/* The list of lessons ("Learn to play"): each lesson's number, title and
 * one line about it, a tick on those played to their end.  A click, Enter
 * on the chosen row or the lesson's digit starts one. */
#ifndef ECARTE_APP_SCREENS_LESSONS_H
#define ECARTE_APP_SCREENS_LESSONS_H

#include "screens/screen.h"

/* What a point of the screen is over: a lesson's row (0 for lesson 1), the
 * close button, or nothing. */
enum { LESSONS_HIT_NONE = -1, LESSONS_HIT_CLOSE = 100 };

extern const ScreenClass LESSONS_SCREEN;

Rect lessons_panel(const Layout *layout);
/* The row of lesson `index` + 1, the list scrolled to its top. */
Rect lessons_row(const Layout *layout, int index);
/* The list's window between the title and the close button: the rows
 * scroll in it where they do not all fit. */
Rect lessons_list(const Layout *layout);
Rect lessons_close(const Layout *layout);
/* What a point is over, the list scrolled to its top. */
int lessons_hit(const Layout *layout, int x, int y);
/* Where the tick of a lesson played to its end is drawn. */
Rect lessons_tick(const Layout *layout, int index);

/* The row the keyboard has chosen (0 for lesson 1), or LESSONS_HIT_CLOSE. */
int lessons_focus(const Screen *screen);
/* How far the list is scrolled, and a row where the screen shows it. */
int lessons_scroll(const Screen *screen);
Rect lessons_row_shown(const Screen *screen, const Layout *layout, int index);

#endif
