/* The easy level: a plain plan a beginner can read and beat.  It counts
 * trumps instead of solving hands, keeps trumps, kings and queens, leads its
 * best side card and follows as cheaply as it can.  Nothing absurd: it never
 * throws away a trump it could keep, and always declares the king. */
#include "book.h"
#include "ecarte/game.h"
#include "levels.h"
#include "seat.h"

static int trumps_in(CardSet hand, Suit trump) { return cardset_count(hand & cardset_suit(trump)); }

static bool holds_trump_king(CardSet hand, Suit trump)
{
    return cardset_has(hand, card_make(trump, RANK_KING));
}

/* Side cards below the queen go; the weakest of the rest if more must. */
static CardSet easy_discard(CardSet hand, Suit trump, int fewest, int most)
{
    CardSet keep = hand & cardset_suit(trump);
    for (int s = 0; s < SUIT_COUNT; s++) {
        keep |= hand & cardset_of(card_make((Suit)s, RANK_KING));
        keep |= hand & cardset_of(card_make((Suit)s, RANK_QUEEN));
    }
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

bool easy_choose(const SeatView *view, Action *out)
{
    ActionList legal;
    view_legal_actions(view, &legal);
    if (legal.count == 0)
        return false;
    Suit trump = seat_trump(view);
    int trumps = trumps_in(view->hand, trump);
    bool king = holds_trump_king(view->hand, trump);
    switch (view->phase) {
    case PHASE_PROPOSE:
        *out = trumps >= 3 || (trumps == 2 && king) ? action_stand() : action_propose();
        return true;
    case PHASE_RESPOND:
        *out = trumps >= 2 ? action_refuse() : action_accept();
        return true;
    case PHASE_DISCARD: {
        int fewest, most;
        seat_discard_limits(&legal, &fewest, &most);
        *out = action_discard(easy_discard(view->hand, trump, fewest, most));
        return true;
    }
    case PHASE_PLAY: {
        if (seat_may_declare(&legal)) {
            *out = action_declare();
            return true;
        }
        PlayContext context = seat_play_context(view);
        /* Following uses the book's cheap answer; leading is naive. */
        Card card = context.led == CARD_NONE ? easy_lead(view->hand, trump) : book_play(&context);
        *out = action_play(card);
        return true;
    }
    default:
        *out = legal.items[0];
        return true;
    }
}
