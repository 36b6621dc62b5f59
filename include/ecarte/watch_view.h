/* What anyone watching a table may know of its game: what both seats see
 * alike, with no card of either hand and no card thrown away, and how many
 * cards each seat holds.  A watcher is handed this, never a Game, so that
 * nothing it shows can give away a hidden card. */
#ifndef ECARTE_WATCH_VIEW_H
#define ECARTE_WATCH_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/view.h"

typedef struct WatchView {
    /* Seat 0's view less its own cards: `hand` and `discards` empty, and
     * `opponent_hand_size` seat 1's count. */
    SeatView seen;
    uint8_t hand_sizes[SEAT_COUNT];
} WatchView;

void game_watch(const Game *game, WatchView *out);

/* Whether a game of the rules could show this: every card in one place at
 * most, the cards in the hands, the stock, the discards, the tricks and the
 * turn-up adding up to the pack, the scores in reach of the target.  A view
 * read from elsewhere is checked before it is shown. */
bool watch_view_is_possible(const WatchView *view);

/* The cards of `seat` that everyone has seen: the king of trumps it
 * declared, until it is played. */
CardSet watch_known(const WatchView *view, uint8_t seat);

#endif
