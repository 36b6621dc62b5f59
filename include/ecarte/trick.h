/* Who takes a trick, and what a follower may play to it: the rules of one
 * trick, which the game, a game record's check and the AI's search all ask. */
#ifndef ECARTE_TRICK_H
#define ECARTE_TRICK_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/card.h"
#include "ecarte/rules.h"

/* Whether the second card of a trick takes it: higher in the suit led, or
 * a trump on another suit. */
static inline bool trick_follower_wins(Card led, Card follow, Suit trump)
{
    if (card_suit(follow) == card_suit(led))
        return card_rank(follow) > card_rank(led);
    return card_suit(follow) == trump;
}

/* The cards of `cards` that would take a trick led with `led`. */
static inline CardSet trick_beating(CardSet cards, Card led, Suit trump)
{
    CardSet same = cards & cardset_suit(card_suit(led));
    if (same)
        return cardset_above(same, led);
    return card_suit(led) == trump ? CARDSET_EMPTY : cards & cardset_suit(trump);
}

/* The winner of a complete two-card trick, given its leader. */
uint8_t trick_winner(const Card trick[SEAT_COUNT], uint8_t leader, Suit trump);

/* The cards a follower may play, given the led card. */
CardSet trick_follow_options(CardSet hand, Card led, Suit trump, bool must_trump_when_void);

#endif
