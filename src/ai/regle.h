/* The jeu de règle: a hand the non-dealer may play without proposing because
 * it wins at least three tricks whenever the dealer holds fewer than two
 * trumps.  Decided exactly, by solving every such dealer hand. */
#ifndef ECARTE_AI_REGLE_H
#define ECARTE_AI_REGLE_H

#include <stdbool.h>

#include "solver.h"

/* Whether `hand`, leading to the first trick, wins three tricks against every
 * dealer hand of the same size drawn from `pool` with at most one trump. */
bool regle_is_jeu_de_regle(CardSet hand, CardSet pool, const SolverRules *rules);

/* The same test against only the `classes` strongest kinds of dealer hand
 * (most trumps and highest cards first): a hand that fails it is certainly
 * no jeu de règle, one that passes almost always is, and the cost is
 * bounded.  For modelling an opponent, where a guess is good enough. */
bool regle_beats_strongest(CardSet hand, CardSet pool, const SolverRules *rules, int classes);

#endif
