#include "book.h"

#include "ecarte/game.h"
#include "ecarte/trick.h"

bool book_is_master(const PlayContext *context, Card card)
{
    CardSet against = ~(context->hand | context->out);
    return (cardset_above(CARDSET_ALL, card) & against) == 0;
}

/* The card to throw when the trick is lost: a side card before a trump, the
 * lowest rank first, and a master card last of all. */
static Card least_useful(const PlayContext *context, CardSet options)
{
    Card pick = CARD_NONE;
    int pick_value = 0;
    for (CardSet rest = options; rest; rest = cardset_without_lowest(rest)) {
        Card card = cardset_lowest(rest);
        int value = (int)card_rank(card);
        if (card_suit(card) == context->rules.trump)
            value += 2 * RANK_COUNT;
        if (book_is_master(context, card))
            value += RANK_COUNT;
        if (pick == CARD_NONE || value < pick_value) {
            pick = card;
            pick_value = value;
        }
    }
    return pick;
}

static Card follow(const PlayContext *context)
{
    const SolverRules *rules = &context->rules;
    CardSet options = trick_follow_options(context->hand, context->led, rules->trump, rules->must_trump_when_void);
    CardSet winners = trick_beating(options, context->led, rules->trump);
    /* Winners all share a suit (the suit led, or trumps): the lowest is cheapest. */
    if (winners)
        return cardset_lowest(winners);
    return least_useful(context, options);
}

static Card lead(const PlayContext *context)
{
    Suit trump = context->rules.trump;
    CardSet trumps = context->hand & cardset_suit(trump), side = context->hand & ~trumps;
    int trump_count = cardset_count(trumps);
    if (trump_count > 0) {
        Card top = cardset_highest(trumps);
        bool master = book_is_master(context, top);
        /* Drawing trumps pays when we are long in them or hold the best one. */
        if (trump_count >= 3 || (trump_count >= 2 && master) || side == 0)
            return master ? top : cardset_lowest(trumps);
    }
    Card best_master = CARD_NONE;
    for (CardSet rest = side; rest; rest = cardset_without_lowest(rest)) {
        Card card = cardset_lowest(rest);
        if (book_is_master(context, card) && (best_master == CARD_NONE || card_rank(card) > card_rank(best_master)))
            best_master = card;
    }
    if (best_master != CARD_NONE)
        return best_master;
    /* Lead low from the longest side suit: its high cards stay as guards. */
    Suit longest = SUIT_SPADES;
    int longest_count = -1;
    for (int s = 0; s < SUIT_COUNT; s++) {
        int count = cardset_count(side & cardset_suit((Suit)s));
        if (count > longest_count) {
            longest = (Suit)s;
            longest_count = count;
        }
    }
    return cardset_lowest(side & cardset_suit(longest));
}

Card book_play(const PlayContext *context)
{
    if (context->led == CARD_NONE)
        return lead(context);
    return follow(context);
}
