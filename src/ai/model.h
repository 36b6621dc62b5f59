/* How likely an opponent was to make each visible choice, given a hand it
 * might hold: the probability that the book would have made that choice,
 * softened so that a player who strays from the book (a human, the hard
 * level) still leaves every consistent hand possible. */
#ifndef ECARTE_AI_MODEL_H
#define ECARTE_AI_MODEL_H

#include "book.h"
#include "solver.h"

/* The non-dealer played without proposing (or, after an exchange, without
 * proposing again) holding `hand`; the turn-up is out of the dealer's reach. */
double model_stand(CardSet hand, Card turnup, const SolverRules *rules);

/* The dealer refused a proposal holding `hand`. */
double model_refuse(CardSet hand, Suit trump);

/* A player threw away `discarded` cards and now holds `hand`: the book keeps
 * its trumps and kings, so the hand should hold at least 5 - discarded of
 * them.  A relative weight, 1 when it certainly does. */
double model_discard(CardSet hand, Suit trump, int discarded);

/* A player in `context` played `card`. */
double model_play(const PlayContext *context, Card card);

#endif
