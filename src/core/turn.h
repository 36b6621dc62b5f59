/* The decision facing the seat to act, reduced to what deciding needs.
 *
 * Both a full Game and a SeatView describe it, so the legal actions and the
 * reasons for refusals are computed once, here, for both. */
#ifndef ECARTE_CORE_TURN_H
#define ECARTE_CORE_TURN_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/action.h"
#include "ecarte/card.h"
#include "ecarte/options.h"
#include "ecarte/rules.h"

typedef struct Turn {
    Phase phase;
    uint8_t seat; /* SEAT_NONE when nobody is to act */
    uint8_t dealer;
    GameOptions options;
    CardSet hand;
    uint8_t stock_count;
    Suit trump;
    uint8_t trick_size;
    Card led;        /* the card led to the current trick, if any */
    bool has_played; /* the seat has played a card this hand */
    uint8_t king_declared;
} Turn;

/* Trumps for a turn-up that may not be there yet (no hand dealt): spades,
 * so that a turn is always complete. */
static inline Suit turn_trump(Card turnup) { return turnup == CARD_NONE ? SUIT_SPADES : card_suit(turnup); }

/* Whether `seat` has played a card this hand. */
static inline bool turn_has_played(uint8_t seat, uint8_t history_count, uint8_t trick_size, uint8_t leader)
{
    return history_count > 0 || (trick_size > 0 && leader == seat);
}

void turn_legal_actions(const Turn *turn, ActionList *out);
RuleError turn_check(const Turn *turn, Action action, Rejection *why);

#endif
