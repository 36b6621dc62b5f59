/* Match equity: the chance of winning the game from a score.
 *
 * Near the end of a game points stop being worth their face value (at 4-4 a
 * single point wins, a vole is worth no more than a point), so the hard AI
 * scores imagined hands by the chance of winning the game they lead to.  The
 * table comes from per-hand outcome probabilities measured in self-play and
 * is built per decision on the stack: no shared state. */
#ifndef ECARTE_AI_EQUITY_H
#define ECARTE_AI_EQUITY_H

#include <stdbool.h>

#include "ecarte/options.h"

/* Scores further than this from the target are shifted closer together (far
 * from the end only the difference matters) and beyond that extrapolated:
 * it keeps the table small enough to build for every decision. */
enum { EQUITY_REACH = 16 };

typedef struct Equity {
    int target;
    /* win[a][b][e]: needing a points against b, e = 1 when we are the
     * non-dealer of the next hand. */
    float win[EQUITY_REACH + 1][EQUITY_REACH + 1][2];
} Equity;

void equity_init(Equity *equity, const GameOptions *options);

/* The chance of winning from these scores before a hand in which we are
 * the non-dealer (elder) or not. */
double equity_win(const Equity *equity, int my_score, int their_score, bool elder_next);

/* The chance of winning after the current hand ends with these points.  King
 * points count first: the game ends the moment one of them reaches the
 * target.  `dealt` says whether we dealt the current hand (so lead the next). */
double equity_after_hand(const Equity *equity, int my_score, int their_score, bool dealt, int my_king, int their_king,
                         int my_tricks, int their_tricks);

#endif
