/* A lesson's coach over the table it teaches at.  Not a panel: the table
 * stays bright and answers the pointer and the keys as always.  The coach's
 * own panel lies between the trick and the hand, where the message line
 * is, and says what is happening and what to do; the card or button to use
 * glows.  It takes the pointer over its panel only, and of the keys those
 * that reach its buttons, at the end of the table's round of Tab. */
#ifndef ECARTE_APP_SCREENS_COACH_H
#define ECARTE_APP_SCREENS_COACH_H

#include "render/gfx.h"
#include "screens/screen.h"

enum { COACH_HIT_NONE = -1, COACH_HIT_LEAVE = 0, COACH_HIT_NEXT = 1 };

extern const ScreenClass COACH_SCREEN;

/* Where the panel and its buttons were last drawn (empty before the first
 * frame, and the next lesson's button while the hand is still on). */
Rect coach_panel(const Screen *screen);
Rect coach_button(const Screen *screen, int which);

/* Where the panel, its words and its warning (empty without one) go on the
 * table of `c` laid out as `gfx` says: what the next frame draws, as pure
 * geometry, for checking at any size and scale without drawing. */
typedef struct CoachPlace {
    Rect panel, words, warning;
    Rect buttons[2];
    FontId font; /* of the words and the warning alike */
} CoachPlace;
CoachPlace coach_place(const Gfx *gfx, const ScreenContext *c);

/* The button the keyboard is on (Tab reaches the coach's buttons after the
 * table's), or COACH_HIT_NONE. */
int coach_ring(const Screen *screen);

/* When the glow on the move to make stops pulsing and holds still: frames
 * are wanted until one is drawn at that time.  0 when nothing glows. */
double coach_pulse_end(const Screen *screen);

/* What the next lesson's button asks for after lesson `number`: the next
 * lesson, or after the last the game back with the list of lessons. */
Intent coach_next_intent(int number);

#endif
