/* The card play searched over what we will know, not over open deals.
 *
 * Perfect-information Monte Carlo solves each imagined deal with every card
 * shown and so assumes that, in every deal, it will know which card to play
 * next: it fuses into one line strategies that no player could follow
 * together.  This search removes that error from our side.  After each of
 * our cards the deals are split by what we will see next (the opponent's
 * card), and each later choice of ours is one card for every deal we cannot
 * tell apart.  The opponent is taken to play, in each deal, the card that is
 * best for it with every card shown, the cheapest of equals.  Our choices
 * beyond `depth` cards are left to the open solve, so depth 1 is plain
 * perfect-information Monte Carlo.
 *
 * Work is counted in solves: a search that would pass its budget stops and
 * says so, and the caller keeps what a shallower one found. */
#ifndef ECARTE_AI_INFOSET_H
#define ECARTE_AI_INFOSET_H

#include <stdbool.h>

#include "ecarte/ai_stop.h"
#include "solver.h"

typedef struct InfosetWorlds {
    int count;
    const CardSet *hands;        /* the opponent's cards in each deal */
    const double *weights;       /* how likely each deal is */
    const double *const *values; /* values[w][t]: ending the hand with t tricks in deal w */
} InfosetWorlds;

typedef struct InfosetSearch {
    SolverRules rules;
    CardSet mine;        /* our cards */
    bool we_lead;        /* false: the opponent has led `led` */
    Card led;            /* when we follow */
    int tricks;          /* ours so far */
    long budget;         /* solves the search may spend */
    long spent;          /* solves it spent */
    const AiStop *stop;  /* set by another thread: stop as if the budget were spent (NULL: never) */
    int *scratch;        /* room for 2 * worlds.count indices */
    Card *choices;       /* room for worlds.count cards */
    signed char *finals; /* room for worlds.count trick counts */
} InfosetSearch;

/* out[i] = the weighted sum over the deals of the value of playing cards[i]
 * now and then the best strategy of ours that depends only on what we see,
 * `depth` of our cards deep.  False, with `out` unusable, when the search
 * would spend more than its budget. */
bool infoset_values(InfosetSearch *search, const InfosetWorlds *worlds, const Card *cards, int count, int depth,
                    double *out);

#endif
