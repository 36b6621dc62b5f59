/* The coach's question before a blunder in a real game: "Are you sure?",
 * what the move gives away and the better move, and two answers.  Thinking
 * again is the safe answer: the first button, Enter's at first, Escape's and
 * a click beside the panel's. */
#ifndef ECARTE_APP_SCREENS_COACH_ASK_H
#define ECARTE_APP_SCREENS_COACH_ASK_H

#include "screens/panel.h"
#include "screens/screen.h"

/* The answers, in reading order. */
enum { COACH_ASK_THINK_AGAIN, COACH_ASK_GO_AHEAD, COACH_ASK_ANSWERS, COACH_ASK_HIT_NONE = -1 };

/* Reads the question from the context; opened with no argument. */
extern const ScreenClass COACH_ASK_SCREEN;

Rect coach_ask_panel(const Layout *layout);
/* An answer's button: the first on the left, or on the right for a
 * right-to-left reader. */
Rect coach_ask_button(const Layout *layout, int answer);
int coach_ask_hit(const Layout *layout, int x, int y);
/* The answer Enter and Space give now. */
int coach_ask_focus(const Screen *screen);
/* The question as it was last drawn, and how far it is scrolled. */
const PanelBody *coach_ask_body(const Screen *screen);

#endif
