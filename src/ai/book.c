#include "book.h"

bool book_suit_guarded(CardSet hand, Suit suit)
{
    CardSet cards = hand & cardset_suit(suit);
    int count = cardset_count(cards);
    if (cardset_has(cards, card_make(suit, RANK_KING)))
        return true;
    if (cardset_has(cards, card_make(suit, RANK_QUEEN)))
        return count >= 2;
    if (cardset_has(cards, card_make(suit, RANK_JACK)))
        return count >= 3;
    return false;
}

int book_guarded_suits(CardSet hand, Suit trump)
{
    int guarded = 0;
    for (int s = 0; s < SUIT_COUNT; s++)
        if ((Suit)s != trump && book_suit_guarded(hand, (Suit)s))
            guarded++;
    return guarded;
}

bool book_refuses(CardSet hand, Suit trump)
{
    int trumps = cardset_count(hand & cardset_suit(trump));
    return book_guarded_suits(hand, trump) + trumps >= 3;
}

CardSet book_keepers(CardSet hand, Suit trump)
{
    CardSet kings = CARDSET_EMPTY;
    for (int s = 0; s < SUIT_COUNT; s++)
        kings |= cardset_of(card_make((Suit)s, RANK_KING));
    return hand & (cardset_suit(trump) | kings);
}

int book_keep_value(Card card, Suit trump)
{
    return (card_suit(card) == trump ? RANK_COUNT : 0) + (int)card_rank(card);
}

static Card weakest(CardSet cards, Suit trump)
{
    Card pick = CARD_NONE;
    for (; cards; cards = cardset_without_lowest(cards)) {
        Card card = cardset_lowest(cards);
        if (pick == CARD_NONE || book_keep_value(card, trump) < book_keep_value(pick, trump))
            pick = card;
    }
    return pick;
}

static Card strongest(CardSet cards, Suit trump)
{
    Card pick = CARD_NONE;
    for (; cards; cards = cardset_without_lowest(cards)) {
        Card card = cardset_lowest(cards);
        if (pick == CARD_NONE || book_keep_value(card, trump) > book_keep_value(pick, trump))
            pick = card;
    }
    return pick;
}

CardSet book_discard(CardSet hand, Suit trump, int fewest, int most)
{
    CardSet keep = book_keepers(hand, trump), throw = hand & ~keep;
    while (cardset_count(throw) > most) /* the stock is short: keep the best */
        throw &= ~cardset_of(strongest(throw, trump));
    while (cardset_count(throw) < fewest && keep) {
        Card card = weakest(keep, trump);
        keep &= ~cardset_of(card);
        throw |= cardset_of(card);
    }
    return throw;
}
