#include "knowledge.h"

#include "seat.h"

/* Cards a follower could not have held, judging by what it played: a card of
 * another suit means it was void in the suit led (and, when it must trump,
 * out of trumps if it did not); a lower card of the suit led means it had
 * nothing higher.  The hand only shrinks during play, so this still holds. */
static CardSet follow_exclusions(Card led, Card follow, const SolverRules *rules)
{
    Suit led_suit = card_suit(led);
    if (card_suit(follow) != led_suit) {
        CardSet none = cardset_suit(led_suit);
        if (rules->must_trump_when_void && card_suit(follow) != rules->trump)
            none |= cardset_suit(rules->trump);
        return none;
    }
    if (follow < led)
        return cardset_above(CARDSET_ALL, led);
    return CARDSET_EMPTY;
}

void knowledge_read(const SeatView *view, Knowledge *out)
{
    out->seat = view->seat;
    out->opponent = seat_other(view->seat);
    out->dealer = view->dealer == view->seat;
    out->rules = seat_rules(view);
    out->hand = view->hand;
    out->unseen = view_unseen(view);
    out->known = view_opponent_known(view);
    out->my_tricks = view->tricks[view->seat];

    CardSet excluded = CARDSET_EMPTY;
    out->opponent_played = CARDSET_EMPTY;
    for (int t = 0; t < view->history_count; t++) {
        const TrickRecord *trick = &view->history[t];
        int opponent_index = trick->leader == out->opponent ? 0 : 1;
        out->opponent_played |= cardset_of(trick->cards[opponent_index]);
        if (opponent_index == 1)
            excluded |= follow_exclusions(trick->cards[0], trick->cards[1], &out->rules);
    }
    for (int i = 0; i < view->trick_size; i++) {
        uint8_t player = i == 0 ? view->leader : seat_other(view->leader);
        if (player == out->opponent)
            out->opponent_played |= cardset_of(view->trick[i]);
    }
    if (view->trick_size == 2 && view->leader == out->seat)
        excluded |= follow_exclusions(view->trick[0], view->trick[1], &out->rules);

    out->pool = out->unseen & ~excluded;
    out->opponent_unknown = view->opponent_hand_size - cardset_count(out->known);
    /* Should the exclusions ever leave too few cards (they cannot, with
     * legal play), fall back on every unseen card rather than on nothing. */
    if (cardset_count(out->pool) < out->opponent_unknown)
        out->pool = out->unseen;
}

SolverDeal knowledge_deal(const SeatView *view, const Knowledge *knowledge, CardSet opponent_hand)
{
    SolverDeal deal;
    deal.hands[0] = knowledge->hand;
    deal.hands[1] = opponent_hand;
    deal.leader = view->leader == knowledge->seat ? 0 : 1;
    deal.led = view->trick_size == 1 ? view->trick[0] : CARD_NONE;
    return deal;
}
