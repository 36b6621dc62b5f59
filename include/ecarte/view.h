/* What one seat may know of a game.
 *
 * The opponent's hand, the order of the stock and the opponent's discards are
 * absent by construction: the AI and the window are handed a SeatView, so
 * they cannot look at what a player at the table could not see.
 */
#ifndef ECARTE_VIEW_H
#define ECARTE_VIEW_H

#include "ecarte/game.h"

typedef struct SeatView {
    uint8_t seat;
    GameOptions options;

    Phase phase;
    uint8_t to_act;
    uint8_t dealer;
    uint8_t winner;
    uint8_t scores[SEAT_COUNT];
    uint16_t hands_dealt;

    CardSet hand; /* this seat's own cards */
    uint8_t opponent_hand_size;
    CardSet discards; /* this seat's own discards */
    Card turnup;
    uint8_t stock_count;
    uint8_t exchanged[SEAT_COUNT];
    uint8_t exchange_count;
    ExchangeRecord exchanges[EXCHANGES_MAX];
    bool proposed;
    bool refused;
    bool stood;
    uint8_t king_declared;

    uint8_t leader;
    uint8_t trick_size;
    Card trick[SEAT_COUNT];
    uint8_t tricks[SEAT_COUNT];
    uint8_t history_count;
    TrickRecord history[TRICKS_PER_HAND];

    bool has_last_hand;
    HandResult last_hand;
} SeatView;

void game_view(const Game *game, uint8_t seat, SeatView *out);

/* The seat's legal actions when it is to act; none otherwise.  Always the
 * same list game_legal_actions gives for the game the view was taken from. */
void view_legal_actions(const SeatView *view, ActionList *out);

/* Cards this seat has not seen: the opponent's hand, the stock and the
 * opponent's discards are among them (a declared king is seen). */
CardSet view_unseen(const SeatView *view);

/* Cards the opponent is known to hold (a declared king not yet played). */
CardSet view_opponent_known(const SeatView *view);

/* A whole game the view's seat could not tell from the real one: every card
 * it has seen where it saw it, the cards it has not (the opponent's hand
 * and discards, the stock) dealt out in card order, and a generator seeded
 * with `seed`.  What a client plays on when another computer holds the
 * real game.  False, *out untouched, when no game gives this view. */
bool view_to_game(const SeatView *view, uint64_t seed, Game *out);

/* A 64-bit digest of everything in the view, for seeding choices that must
 * depend only on what the seat has seen. */
uint64_t view_digest(const SeatView *view);

#endif
