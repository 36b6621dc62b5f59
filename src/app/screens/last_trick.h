/* A look back at the tricks of the hand in play, over the table: the last
 * trick's two cards as they were played, who led it and who took it, and
 * the earlier tricks a step at a time.  The table beneath keeps its
 * selection, keyboard focus and hover, so the player goes back to exactly
 * where they were. */
#ifndef ECARTE_APP_SCREENS_LAST_TRICK_H
#define ECARTE_APP_SCREENS_LAST_TRICK_H

#include "screens/screen.h"

enum { LAST_TRICK_HIT_NONE = -1, LAST_TRICK_HIT_LEFT = 1, LAST_TRICK_HIT_RIGHT = 2 };

extern const ScreenClass LAST_TRICK_SCREEN;

Rect last_trick_panel(const Layout *layout);
/* Where the trick's card `place` lies, 0 on the left and 1 on the right. */
Rect last_trick_card(const Layout *layout, int place);
/* The arrow buttons either side of the cards, LAST_TRICK_HIT_LEFT or
 * LAST_TRICK_HIT_RIGHT.  The earlier tricks lie on the side a reader
 * starts from: the left, or the right in a right-to-left language. */
Rect last_trick_arrow(const Layout *layout, int which);
int last_trick_hit(const Layout *layout, int x, int y);
/* The arrow the keyboard's ring is round, or LAST_TRICK_HIT_NONE: Tab puts
 * it on the arrows, the earlier first, and Enter or Space press it. */
int last_trick_ring(const Screen *screen);

/* Whether (x, y) is on a pile of the tricks won this hand, as the table
 * lays them out. */
bool last_trick_pile_at(const Layout *layout, const SeatView *view, int x, int y);

/* The trick on show (NULL when none), its index from 0 for the first of
 * the hand, and how many tricks the screen knows of. */
const TrickRecord *last_trick_shown(const Screen *screen, int *index, int *count);

#endif
