/* The review of a finished hand, decision by decision: the table as it was
 * at each, the mark and the grade the analysis gave it, the better move and
 * why, and how much chance of winning the game a weaker move gave away.
 * Switches show every card face up, with what perfect play would have done
 * in hindsight at each card and over the whole hand, and the computer's
 * decisions beside the player's.  Opened
 * with the hand's number as its argument. */
#ifndef ECARTE_APP_SCREENS_REVIEW_H
#define ECARTE_APP_SCREENS_REVIEW_H

#include "screens/screen.h"
#include "ui/review_steps.h"
#include "screens/review_layout.h"
#include "ui/review_words.h"

extern const ScreenClass REVIEW_SCREEN;

typedef enum ReviewHit {
    REVIEW_HIT_NONE = -1,
    REVIEW_HIT_PREV,
    REVIEW_HIT_NEXT,
    REVIEW_HIT_OPEN,
    REVIEW_HIT_COMPUTER,
    REVIEW_HIT_AGAIN,
    REVIEW_HIT_CLOSE,
    REVIEW_HIT_STEP /* + the position of a decision in the row of marks */
} ReviewHit;

Rect review_panel(const Layout *layout);
/* A button, REVIEW_HIT_PREV to REVIEW_HIT_CLOSE. */
Rect review_button(const Layout *layout, ReviewHit which);
/* The mark of decision `position` of `count` in the row between the arrows. */
Rect review_step_rect(const Layout *layout, int count, int position);
/* What a pointer or a finger presses for that mark: the row's height, and
 * half the gap to each neighbour. */
Rect review_step_target(const Layout *layout, int count, int position);
int review_hit(const Layout *layout, int count, int x, int y);
/* Between the row of marks and the buttons: where the picture and the
 * words go, shared as they are drawn. */
Rect review_middle(const Layout *layout);
/* Where the words of the decision showed when last drawn; longer words
 * scroll in it, by whole lines. */
Rect review_words_window(const Screen *screen);

/* What the screen shows: the decisions listed, the one shown, the switches. */
const ReviewSteps *review_steps(const Screen *screen);
/* The marks in the row: the decisions listed, and after them, with every
 * card open, the page of the whole hand (position steps->count). */
int review_positions(const Screen *screen, const Journal *journal);
int review_position(const Screen *screen);
bool review_open_cards(const Screen *screen);
bool review_both_seats(const Screen *screen);
/* The button the keyboard's ring is round (Tab and Shift-Tab move it, Enter
 * and Space press it), or REVIEW_HIT_NONE while the pointer leads. */
int review_ring(const Screen *screen);
/* How far the words of the decision shown are scrolled, and the height of
 * their lines, by which they scroll. */
int review_words_scroll(const Screen *screen);
int review_words_line(const Screen *screen);

/* The review as it was last drawn (review_layout.h). */
const ReviewDrawn *review_drawn(const Screen *screen);

/* The words under the picture, as drawn for the decision shown.  `you` is
 * the player's seat; a NULL analysis has rated nothing. */
void review_text(const Screen *screen, const Journal *journal, Analysis *analysis, uint8_t you, ReviewText *out);
/* The whole hand's hindsight, shown once apart from the decisions while
 * every card is open; empty otherwise. */
void review_hand_text(const Screen *screen, const Journal *journal, char *out, size_t size);

#endif
