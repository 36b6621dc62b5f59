#include "ecarte/watch_view.h"

#include <string.h>

void game_watch(const Game *game, WatchView *out)
{
    memset(out, 0, sizeof *out);
    game_view(game, 0, &out->seen);
    out->seen.hand = CARDSET_EMPTY;
    out->seen.discards = CARDSET_EMPTY;
    for (int seat = 0; seat < SEAT_COUNT; seat++)
        out->hand_sizes[seat] = (uint8_t)cardset_count(game->hands[seat]);
}

/* The cards played in this hand, or CARDSET_ALL when one is played twice. */
static CardSet played_once(const SeatView *v)
{
    CardSet played = CARDSET_EMPTY;
    int count = 0;
    for (int t = 0; t < v->history_count; t++)
        for (int i = 0; i < SEAT_COUNT; i++, count++)
            played |= cardset_of(v->history[t].cards[i]);
    for (int i = 0; i < v->trick_size; i++, count++)
        played |= cardset_of(v->trick[i]);
    return cardset_count(played) == count ? played : CARDSET_ALL;
}

bool watch_view_is_possible(const WatchView *view)
{
    const SeatView *v = &view->seen;
    if (v->hand || v->discards || v->history_count > TRICKS_PER_HAND || v->trick_size >= SEAT_COUNT ||
        v->exchange_count > EXCHANGES_MAX || v->stock_count > STOCK_SIZE)
        return false;
    /* A point or two at a time, and the game ends as a seat reaches it. */
    for (int s = 0; s < SEAT_COUNT; s++)
        if (view->hand_sizes[s] > HAND_SIZE || v->scores[s] > v->options.target + 1 ||
            (v->phase != PHASE_GAME_OVER && v->scores[s] >= v->options.target))
            return false;
    if (v->opponent_hand_size != view->hand_sizes[1])
        return false;
    if (v->hands_dealt == 0)
        return v->history_count == 0 && v->trick_size == 0 && view->hand_sizes[0] == 0 && view->hand_sizes[1] == 0;
    if (!card_is_valid(v->turnup))
        return false;
    for (int i = 0; i < v->trick_size; i++)
        if (!card_is_valid(v->trick[i]))
            return false;
    for (int t = 0; t < v->history_count; t++)
        if (!card_is_valid(v->history[t].cards[0]) || !card_is_valid(v->history[t].cards[1]))
            return false;
    /* Each seat holds a hand less what it has played of it. */
    for (int s = 0; s < SEAT_COUNT; s++) {
        int led_now = v->trick_size == 1 && v->leader == s;
        if (view->hand_sizes[s] != HAND_SIZE - v->history_count - led_now)
            return false;
    }
    CardSet played = played_once(v);
    if (played == CARDSET_ALL || cardset_has(played, v->turnup))
        return false;
    int cards = view->hand_sizes[0] + view->hand_sizes[1] + v->stock_count + v->exchanged[0] + v->exchanged[1] +
                cardset_count(played) + 1;
    return cards == CARD_COUNT;
}

CardSet watch_known(const WatchView *view, uint8_t seat)
{
    const SeatView *v = &view->seen;
    if (seat >= SEAT_COUNT || v->king_declared != seat || !card_is_valid(v->turnup))
        return CARDSET_EMPTY;
    Card king = card_make(card_suit(v->turnup), RANK_KING);
    CardSet played = played_once(v);
    return played != CARDSET_ALL && cardset_has(played, king) ? CARDSET_EMPTY : cardset_of(king);
}
