/* How likely an opponent was to make each visible choice, given a hand it
 * might hold.  Two opponents are known:
 *
 * - the book: the probability that the book would have made that choice,
 *   softened so that a player who strays from it still leaves every
 *   consistent hand possible;
 * - a strong player: how often the hard level made that choice in its own
 *   games (700 a preset), by the counts of the hand that matter most:
 *   trumps, trump honours and side kings to stand; trumps and guarded side
 *   suits to refuse; whether its card was the book's, leading or following.
 *   A strong non-dealer under the standard penalty stands with nearly every
 *   hand that holds a trump or a king, so its standing says little, where
 *   the book would read a jeu de règle into it. */
#ifndef ECARTE_AI_MODEL_H
#define ECARTE_AI_MODEL_H

#include <stdbool.h>

#include "book.h"
#include "ecarte/options.h"
#include "solver.h"

typedef struct OpponentModel {
    bool strong; /* false: the book */
    PenaltyRule penalty;
} OpponentModel;

/* The non-dealer played without proposing (or, after an exchange, without
 * proposing again) holding `hand`; the turn-up is out of the dealer's reach. */
double model_stand(const OpponentModel *model, CardSet hand, Card turnup, const SolverRules *rules);

/* The dealer refused a proposal holding `hand`. */
double model_refuse(const OpponentModel *model, CardSet hand, Suit trump);

/* A player threw away `discarded` cards and now holds `hand`: the book keeps
 * its trumps and kings, so the hand should hold at least 5 - discarded of
 * them.  A relative weight, 1 when it certainly does. */
double model_discard(CardSet hand, Suit trump, int discarded);

/* A player in `context` played `card`. */
double model_play(const OpponentModel *model, const PlayContext *context, Card card);

#endif
