/* The rules of Écarté as pure functions over a plain, copyable state.
 *
 * The whole interface is: start a game, deal a hand, list the legal actions
 * of the seat to act, and apply one of them.  An illegal action is refused
 * with a reason and leaves the state untouched.  Nothing here does I/O,
 * allocates, or keeps global state; chance comes only from the Rng inside
 * the Game, so a seed fixes the whole game.
 */
#ifndef ECARTE_GAME_H
#define ECARTE_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/action.h"
#include "ecarte/card.h"
#include "ecarte/options.h"
#include "ecarte/rng.h"
#include "ecarte/rules.h"

typedef struct TrickRecord {
    uint8_t leader;
    uint8_t winner;
    Card cards[SEAT_COUNT]; /* in the order played, leader first */
} TrickRecord;

/* Why a hand scored what it did. */
typedef enum HandOutcome {
    OUTCOME_POINT,            /* 3 or 4 tricks: 1 point */
    OUTCOME_VOLE,             /* all 5 tricks: 2 points */
    OUTCOME_UNEXCHANGED_WIN,  /* standard penalty: non-dealer played without an
                               exchange and won: 2 points */
    OUTCOME_STOOD_AND_LOST,   /* classic penalty: non-dealer stood and lost:
                               2 points to the dealer */
    OUTCOME_REFUSED_AND_LOST, /* classic penalty: dealer refused the first
                               proposal and lost: 2 points to the non-dealer */
    OUTCOME_CUT_SHORT         /* the game was won by a king point mid-hand */
} HandOutcome;

typedef struct HandResult {
    HandOutcome outcome;
    uint8_t points[SEAT_COUNT]; /* everything scored in the hand, king included */
    uint8_t trick_winner;       /* seat with 3+ tricks, SEAT_NONE if cut short */
    uint8_t trick_points;       /* what the tricks were worth to trick_winner */
    uint8_t king_seat;          /* who scored for the king of trumps, or SEAT_NONE */
    bool king_turned_up;        /* that point came from the turn-up card */
} HandResult;

/* How many cards each side threw away in one accepted exchange. */
typedef struct ExchangeRecord {
    uint8_t count[SEAT_COUNT];
} ExchangeRecord;

/* Each exchange draws at least one card, so the stock bounds their number. */
enum { EXCHANGES_MAX = STOCK_SIZE };

typedef struct Game {
    GameOptions options;
    uint64_t seed;
    Rng rng;

    Phase phase;
    uint8_t to_act; /* SEAT_NONE between hands and after the game */
    uint8_t dealer;
    uint8_t winner; /* SEAT_NONE until the game is over */
    uint8_t scores[SEAT_COUNT];
    uint16_t hands_dealt;

    /* The hand in progress. */
    CardSet hands[SEAT_COUNT];
    CardSet discards[SEAT_COUNT];
    Card turnup;
    Card stock[STOCK_SIZE]; /* top first */
    uint8_t stock_next;     /* index of the top card still in the stock */
    uint8_t exchanged[SEAT_COUNT];
    uint8_t exchange_count;
    ExchangeRecord exchanges[EXCHANGES_MAX];
    bool proposed;         /* a proposal was made this hand */
    bool refused;          /* the dealer refused a proposal */
    bool stood;            /* the non-dealer played without proposing */
    uint8_t king_declared; /* seat that declared the king, or SEAT_NONE */

    uint8_t leader;
    uint8_t trick_size;
    Card trick[SEAT_COUNT];
    uint8_t tricks[SEAT_COUNT];
    uint8_t history_count;
    TrickRecord history[TRICKS_PER_HAND];

    bool has_last_hand;
    HandResult last_hand;
} Game;

/* A new game, nothing dealt.  first_dealer is 0, 1 or SEAT_NONE to draw it
 * from the seeded generator.  Returns false, and writes nothing, if the
 * options or the dealer are out of range. */
bool game_init(Game *game, const GameOptions *options, uint64_t seed, uint8_t first_dealer);

/* Deals the next hand: the first with the chosen dealer, then alternating.
 * deck is 32 distinct cards, top first, or NULL for a seeded shuffle. */
RuleError game_deal(Game *game, const Card *deck, Rejection *why);
/* The 32 cards in the order one shuffle with `rng` gives: what game_deal
 * deals when it is given no deck. */
void game_shuffled_deck(Rng *rng, Card deck[CARD_COUNT]);

/* The legal actions of the seat to act (none when nobody is to act). */
void game_legal_actions(const Game *game, ActionList *out);

/* Whether the seat to act may take this action; why (optional) says why not. */
RuleError game_check(const Game *game, Action action, Rejection *why);

/* Applies the action for the seat to act.  On refusal the game is unchanged. */
RuleError game_apply(Game *game, Action action, Rejection *why);

static inline Suit game_trump(const Game *game) { return card_suit(game->turnup); }
static inline uint8_t game_stock_count(const Game *game) { return (uint8_t)(STOCK_SIZE - game->stock_next); }
static inline bool game_is_over(const Game *game) { return game->phase == PHASE_GAME_OVER; }

/* The English name of a phase, as the protocol writes it ("propose"). */
const char *phase_name(Phase phase);

#endif
