/* The terms the rules are stated in: the seats, the sizes of a deal, the
 * phases of a hand, and why an action is refused.  The game (game.h), the
 * decision of the seat to act and the rules of one trick (trick.h) all speak
 * them, so they sit below all three. */
#ifndef ECARTE_RULES_H
#define ECARTE_RULES_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/card.h"

enum {
    SEAT_COUNT = 2,
    HAND_SIZE = 5,
    TRICKS_PER_HAND = 5,
    DEAL_SIZE = 2 * HAND_SIZE + 1, /* both hands and the turn-up */
    STOCK_SIZE = CARD_COUNT - DEAL_SIZE
};

/* A seat number (0 or 1), or SEAT_NONE where nobody is meant. */
#define SEAT_NONE ((uint8_t)2)

static inline uint8_t seat_other(uint8_t seat) { return (uint8_t)(seat ^ 1u); }

typedef enum Phase {
    PHASE_DEAL,      /* a new game: nothing dealt yet */
    PHASE_PROPOSE,   /* non-dealer: propose or stand */
    PHASE_RESPOND,   /* dealer: accept or refuse the proposal */
    PHASE_DISCARD,   /* to_act discards and draws */
    PHASE_PLAY,      /* tricks; the king may be declared */
    PHASE_HAND_OVER, /* scored; the next deal is due */
    PHASE_GAME_OVER  /* someone reached the target */
} Phase;

/* Why an action was refused.  The code names the rule; the other fields give
 * what a message needs to explain it. */
typedef enum RuleError {
    RULE_OK,
    RULE_GAME_OVER,        /* the game is over */
    RULE_NOT_DEALT,        /* no hand in progress: deal first */
    RULE_HAND_IN_PROGRESS, /* deal refused: the hand is still being played */
    RULE_BAD_DECK,         /* deal refused: not 32 distinct cards */
    RULE_WRONG_PHASE,      /* not a decision this phase asks for */
    RULE_NOT_IN_HAND,      /* a card the player does not hold */
    RULE_DISCARD_TOO_FEW,  /* an exchange must throw away at least one card */
    RULE_DISCARD_TOO_MANY, /* more cards than the stock can replace */
    RULE_MUST_FOLLOW_SUIT,
    RULE_MUST_BEAT,     /* following, the trick must be won if possible */
    RULE_MUST_TRUMP,    /* classic: void in the suit led, must trump */
    RULE_NO_KING,       /* no king of trumps to declare */
    RULE_KING_TOO_LATE, /* the declaring seat already played a card */
    RULE_KING_ALREADY   /* the king was already declared */
} RuleError;

typedef struct Rejection {
    RuleError error;
    Phase phase;     /* the phase when it was refused */
    Suit suit;       /* the suit the rule is about (led suit, trumps) */
    Card led;        /* the card led to the trick, or CARD_NONE */
    CardSet allowed; /* the cards that would have been accepted */
    uint8_t limit;   /* for discards: the most or fewest allowed */
} Rejection;

/* Whether a refused play had to head the trick: every card allowed beats
 * the led card in its own suit ("follow suit with a higher heart"). */
static inline bool rejection_wants_higher(const Rejection *why)
{
    return why->led != CARD_NONE && why->allowed && card_suit(cardset_lowest(why->allowed)) == card_suit(why->led) &&
           card_rank(cardset_lowest(why->allowed)) > card_rank(why->led);
}

#endif
