/* What a seat knows about the hand in progress, read from its SeatView:
 * the cards the opponent may still hold, the ones it must hold, and who
 * played what.  Everything the AI infers starts here, so nothing hidden can
 * leak in. */
#ifndef ECARTE_AI_KNOWLEDGE_H
#define ECARTE_AI_KNOWLEDGE_H

#include <stdbool.h>

#include "ecarte/view.h"
#include "solver.h"

typedef struct Knowledge {
    uint8_t seat, opponent;
    bool dealer;          /* this seat dealt the hand */
    SolverRules rules;    /* trumps and the follow rule */
    CardSet hand;         /* this seat's cards */
    CardSet unseen;       /* cards this seat has not seen */
    CardSet known;        /* cards the opponent surely holds (a declared king) */
    CardSet pool;         /* unseen cards the opponent may still hold */
    int opponent_unknown; /* cards of its hand that come from the pool */
    CardSet opponent_played;
    int my_tricks;
} Knowledge;

void knowledge_read(const SeatView *view, Knowledge *out);

/* The trick-solver deal for the current position, with this seat as side 0
 * and `opponent_hand` as the opponent's cards. */
SolverDeal knowledge_deal(const SeatView *view, const Knowledge *knowledge, CardSet opponent_hand);

#endif
