/* The summary of a hand: its five tricks, who won what, the score, the
 * button to deal the next hand and the one to review the hand.  After a
 * lesson, the coach's last words, the next lesson and the way back to the
 * game. */
#ifndef ECARTE_APP_SCREENS_SUMMARY_H
#define ECARTE_APP_SCREENS_SUMMARY_H

#include "screens/panel.h"
#include "screens/screen.h"

extern const ScreenClass SUMMARY_SCREEN;

Rect summary_panel(const Layout *layout);
/* The next hand's button, and the review's beside it (as they are but in a
 * demo, which shows the first alone). */
Rect summary_button(const Layout *layout);
Rect summary_review_button(const Layout *layout);

/* After a lesson: its panel, and its buttons on the right and the left. */
enum { SUMMARY_LESSON_NEXT = 0, SUMMARY_LESSON_BACK = 1 };
Rect summary_lesson_panel(const Layout *layout);
Rect summary_lesson_button(const Layout *layout, int which);

/* The panel's words as they were last drawn, and how far they are
 * scrolled. */
const PanelBody *summary_body(const Screen *screen);

#endif
