/* The middle of the review: the words of a decision, each line in one size
 * and a line apart, and the sharing of the middle between them and the
 * picture of the table.
 *
 * The words of every position listed are measured, so that nothing moves
 * from one decision to the next.  Each way of sharing is judged in turn:
 * the verdict, what it cost and the better move whole without scrolling
 * above all; then cards near the size of the table's opponent's hand; then
 * every word shown; then larger cards.  The picture above the words is
 * tried first, then beside them at several widths.  What does not fit
 * scrolls by whole lines; the keys stand under the words where there is
 * room. */
#ifndef ECARTE_APP_SCREENS_REVIEW_LAYOUT_H
#define ECARTE_APP_SCREENS_REVIEW_LAYOUT_H

#include <stdbool.h>

#include "render/gfx.h"
#include "render/text.h"
#include "screens/review_picture.h"
#include "ui/review_words.h"

/* The review as it was last drawn, for what it shows to be measured: the
 * picture of the moment and its parts, the window of the words, and each
 * block of words where it was drawn (scrolled as it was) in its font. */
typedef enum ReviewBlock {
    REVIEW_BLOCK_VERDICT,
    REVIEW_BLOCK_DETAIL,
    REVIEW_BLOCK_BETTER,
    REVIEW_BLOCK_CHECKED,
    REVIEW_BLOCK_HINDSIGHT,
    REVIEW_BLOCK_KEYS,
    REVIEW_BLOCK_COUNT
} ReviewBlock;
typedef struct ReviewDrawn {
    Rect picture, words;             /* the picture's frame; the window of the words */
    Rect blocks[REVIEW_BLOCK_COUNT]; /* empty where not drawn */
    FontId fonts[REVIEW_BLOCK_COUNT];
    Rect parts[REVIEW_PART_COUNT]; /* empty where not drawn */
    int you_card_h, opp_card_h;    /* the cards of the player's hand and of the opponent's */
} ReviewDrawn;

/* How the middle is shared. */
typedef struct ReviewArrangement {
    bool side;         /* the picture beside the words, not above them */
    Rect words;        /* the window of the decision's words */
    Rect keys;         /* the keys under them; empty where the room is short */
    ReviewPicture art; /* the picture, its frame and its parts */
    int pitch;         /* the height of a line of the words, by which they scroll */
} ReviewArrangement;

/* The words of every position listed, one at a time. */
typedef struct ReviewTexts {
    void (*text_at)(const void *context, int at, ReviewText *out);
    const void *context;
    int count;
} ReviewTexts;

/* Shares `middle`, `gap` between the picture and the words. */
void review_layout_arrange(const Gfx *gfx, Rect middle, int gap, const ReviewTexts *texts,
                           const ReviewPictureRoom *room, const ReviewMoment *moment, ReviewArrangement *out);

/* The height of a line of the words. */
int review_layout_pitch(const Gfx *gfx);

/* The words of a decision in `window`, from `scroll` down, clipped to it,
 * with a bar where they do not fit; each block's place in `drawn`.  Under
 * the picture (`centred`) each line is centred, beside it the lines start
 * at the column's start.  Returns the height of them all. */
int review_layout_draw_words(const Gfx *gfx, Rect window, const ReviewText *t, int scroll, bool centred,
                             ReviewDrawn *drawn);

/* The colour of a grade, on its badge and its marks. */
SDL_Color review_grade_colour(RatingGrade grade);

#endif
