/* Rating decisions, for a player who wants to learn from a hand.
 *
 * A decision is rated by the hard level's search from the deciding seat's
 * view alone: the chance of winning the game after each legal choice, and
 * the loss of the choice made against the best.  Losses are fractions of a
 * game (0.1 is ten points of winning chance) and fall into four grades.
 *
 * Once a hand is over every card can be shown, and rating_open_play says
 * what perfect play with every card seen would have taken, rating_open_card
 * what one card played at a moment was worth so: hindsight, which no player
 * at the table could have had. */
#ifndef ECARTE_RATING_H
#define ECARTE_RATING_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/ai.h"
#include "ecarte/game.h"
#include "ecarte/view.h"

typedef enum RatingGrade {
    RATING_GOOD,
    RATING_INACCURACY,
    RATING_MISTAKE,
    RATING_BLUNDER,
    RATING_GRADE_COUNT
} RatingGrade;

/* The least loss of each grade above good (see rating.c for how they were
 * chosen). */
extern const double RATING_THRESHOLDS[RATING_GRADE_COUNT];

/* The seed a review rates with, so that every program rates alike. */
#define RATING_SEED UINT64_C(0x5EC0DE0FEC417E)

typedef struct Rating {
    Action taken;
    Action best;        /* the hard level's choice */
    int choices;        /* legal actions; 1 means nothing was decided */
    double taken_value; /* chance of winning the game after `taken`, 0 to 1 */
    double best_value;  /* the same after `best` */
    double loss;        /* best_value - taken_value, never below 0 */
    RatingGrade grade;
    AiHint hint; /* why `best`, as the hints say it */
} Rating;

/* Rates `taken`, a legal action of the view's seat, which must be to act.
 * False when the seat has nothing to decide or `taken` is not legal.  A
 * forced action (choices 1) is good without a search: its values are 0. */
bool rating_rate(const SeatView *view, Action taken, uint64_t seed, Rating *out);

/* The same rating by another level's search: AI_EXPERT's, for a review
 * with time to spare (about a second a decision, where the hard level takes
 * a few milliseconds); any other level rates as the hard one does. */
bool rating_rate_level(const SeatView *view, Action taken, uint64_t seed, AiLevel level, Rating *out);
/* rating_rate_level, unless `stop` (NULL: never) is set while it works. */
bool rating_rate_until(const SeatView *view, Action taken, uint64_t seed, AiLevel level, const AiStop *stop,
                       Rating *out);

RatingGrade rating_grade_of(double loss);
/* "good", "inaccuracy", "mistake", "blunder". */
const char *rating_grade_name(RatingGrade grade);
/* The chess marks: "", "?!", "?", "??". */
const char *rating_grade_mark(RatingGrade grade);

typedef struct OpenPlay {
    int tricks; /* the seat's tricks at the end of the hand, those it has
                   already taken included, with perfect play on both sides */
    Card best;  /* a card that takes them, when the seat is to play; else CARD_NONE */
} OpenPlay;

/* Hindsight from a play-phase position with every card seen; false outside
 * the play phase. */
bool rating_open_play(const Game *game, uint8_t seat, OpenPlay *out);

/* The tricks the seat to play ends the hand with when it plays `card` now
 * and both seats then play perfectly with every card seen, those already
 * taken included: what that card was worth in hindsight.  False outside
 * the play phase, when `seat` is not to play, or when `card` may not be
 * played. */
bool rating_open_card(const Game *game, uint8_t seat, Card card, int *tricks);

#endif
