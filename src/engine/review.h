/* The decisions a journal holds, rated one by one as the `review` command
 * lists them and the review benchmark and the rating census time and count
 * them.
 *
 * Every rating is made with RATING_SEED from the deciding seat's view, so
 * the engine rates a decision exactly as the window does. */
#ifndef ECARTE_ENGINE_REVIEW_H
#define ECARTE_ENGINE_REVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "ecarte/game.h"
#include "ecarte/journal.h"
#include "ecarte/rating.h"

typedef struct ReviewItem {
    int step;     /* the journal step of the decision */
    int hand;     /* as the game counts them (hands_dealt) */
    uint8_t seat; /* who decided */
    Phase phase;  /* the phase the decision was made in */
    Rating rating;
} ReviewItem;

/* Rates `taken`, a legal action of the seat to act in `game`.  A decision
 * with a single legal action is good without a search: best is taken, the
 * loss nothing, and the values are left at 0. */
bool review_rate(const Game *game, Action taken, Rating *out);
/* The same with another level's search (rating_rate_level). */
bool review_rate_level(const Game *game, Action taken, AiLevel level, Rating *out);

/* Walks the decisions of journal steps [first, end). */
typedef struct ReviewCursor {
    const Journal *journal;
    int next, end;
    AiLevel level; /* whose search rates: AI_HARD unless set after review_begin */
    Game game;     /* the game just before step `next` */
} ReviewCursor;

typedef enum ReviewStatus { REVIEW_RATED, REVIEW_DONE, REVIEW_BROKEN } ReviewStatus;

/* False when the journal cannot rebuild the game before `first`. */
bool review_begin(ReviewCursor *cursor, const Journal *journal, int first, int end);
/* Rates the next decision into *item; REVIEW_DONE after the last one, and
 * REVIEW_BROKEN when a step cannot be replayed. */
ReviewStatus review_next(ReviewCursor *cursor, ReviewItem *item);

/* One line of the `review` answer, without its newline:
 * "hand 2 seat 0 phase play taken play KD best play QD loss 0.113 class mistake".
 * The longest action is a discard of five cards, so a line never comes near
 * REVIEW_LINE_MAX; a longer one would be cut. */
enum { REVIEW_LINE_MAX = 160 };
void review_format(const ReviewItem *item, char *out, size_t size);

#endif
