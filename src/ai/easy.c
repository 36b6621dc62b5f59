/* The easy level: a plain plan a beginner can read and beat.  It counts
 * trumps instead of solving hands, keeps trumps, kings and queens, leads its
 * best side card and follows as cheaply as it can.  Nothing absurd: it never
 * throws away a trump it could keep, and always declares the king. */
#include "book.h"
#include "ecarte/game.h"
#include "levels.h"
#include "seat.h"

static int trumps_in(CardSet hand, Suit trump) { return cardset_count(hand & cardset_suit(trump)); }

static bool holds_trump_king(CardSet hand, Suit trump) { return cardset_has(hand, card_make(trump, RANK_KING)); }

/* Side cards below the queen go; the weakest of the rest if more must. */
static CardSet easy_discard(CardSet hand, Suit trump, int fewest, int most)
{
    CardSet keep = book_keepers(hand, trump);
    for (int s = 0; s < SUIT_COUNT; s++)
        keep |= hand & cardset_of(card_make((Suit)s, RANK_QUEEN));
    /* The book's trimming and topping up, applied to this larger keep set. */
    CardSet throw = hand & ~keep;
    CardSet trimmed = book_discard(throw, trump, 0, most);
    if (cardset_count(trimmed) >= fewest)
        return trimmed;
    return book_discard(hand, trump, fewest, most);
}

static Card easy_lead(CardSet hand, Suit trump)
{
    CardSet side = hand & ~cardset_suit(trump);
    CardSet from = side ? side : hand;
    Card best = cardset_lowest(from);
    for (CardSet rest = from; rest; rest = cardset_without_lowest(rest))
        if (card_rank(cardset_lowest(rest)) > card_rank(best))
            best = cardset_lowest(rest);
    return best;
}

static bool easy_stands(const SeatView *view, Suit trump)
{
    int trumps = trumps_in(view->hand, trump);
    return trumps >= 3 || (trumps == 2 && holds_trump_king(view->hand, trump));
}

static bool easy_refuses(const SeatView *view, Suit trump) { return trumps_in(view->hand, trump) >= 2; }

/* Following uses the book's cheap answer; leading is naive. */
static Card easy_play(const SeatView *view, const PlayContext *context, Suit trump)
{
    return context->led == CARD_NONE ? easy_lead(view->hand, trump) : book_play(context);
}

bool easy_choose(const SeatView *view, Action *out)
{
    static const SeatPolicy easy = {easy_stands, easy_refuses, easy_discard, easy_play};
    return seat_choose(&easy, view, out);
}
