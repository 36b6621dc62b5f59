#include "ecarte/trick.h"

uint8_t trick_winner(const Card trick[SEAT_COUNT], uint8_t leader, Suit trump)
{
    return trick_follower_wins(trick[0], trick[1], trump) ? seat_other(leader) : leader;
}

CardSet trick_follow_options(CardSet hand, Card led, Suit trump, bool must_trump_when_void)
{
    CardSet same_suit = hand & cardset_suit(card_suit(led));
    if (same_suit) {
        CardSet higher = cardset_above(hand, led);
        return higher ? higher : same_suit;
    }
    CardSet trumps = hand & cardset_suit(trump);
    if (must_trump_when_void && trumps)
        return trumps;
    return hand;
}
