/* The words of the review of a hand, as pure text: what was done at a
 * decision and how it was graded, the better move and why, said of the seat
 * that decided (the player's "you", the opponent in the third person), and
 * with every card open, what open play would have done at that card; and,
 * once for the whole hand, what open play gave the player from its first
 * card.  No SDL, so the words are tested on journals made without a window. */
#ifndef ECARTE_APP_UI_REVIEW_WORDS_H
#define ECARTE_APP_UI_REVIEW_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ecarte/ai.h"
#include "ecarte/journal.h"
#include "ecarte/rating.h"
#include "ui/review_steps.h"

/* The words under the picture for the decision shown. */
typedef struct ReviewText {
    bool rated;
    bool deep; /* rated by the expert's search, not only the hard one's */
    RatingGrade grade;
    char mark[8];        /* "✓", "?!", "?", "??"; "…" while not rated */
    char verdict[320];   /* the grade and what was done: "Mistake: You played 9♦." */
    char detail[160];    /* the chance of winning given away, or "Rating…" */
    char better[480];    /* the better move and why, where the move was not good */
    char checked[160];   /* that the expert's search rated it, when it did */
    char hindsight[480]; /* at a card played, with all cards open: what open play did there */
} ReviewText;

/* The words of journal step `step`, a decision, for the player in seat
 * `you`: `rating` is NULL while it is not rated, `deep` says it is the
 * expert's, `open` that every card is shown. */
void review_words_of(const Journal *journal, int step, uint8_t you, const Rating *rating, bool deep, bool open,
                     ReviewText *out);
/* The mark of a grade: "✓", "?!", "?", "??". */
const char *review_words_mark(RatingGrade grade);
/* The words of a hand in which nothing was decided. */
void review_words_none(ReviewText *out);

/* The better move a hint names, without a hint's label, said to the player
 * (`yours`) or of the opponent. */
void review_words_better(const AiHint *hint, bool yours, char *out, size_t size);

/* The whole hand with every card open, for the player in seat `you`: the
 * tricks open play gave from its first card, and those taken.  Empty when no
 * card was played. */
void review_words_hand(const Journal *journal, const ReviewSteps *steps, uint8_t you, char *out, size_t size);
/* The same, from the hand's open-play count and what was taken. */
void review_words_open_hand(const ReviewOpenHand *hand, char *out, size_t size);

#endif
