#include "solver.h"

#include "ecarte/game.h"
#include "ecarte/trick.h"

/* One card of each run of `cards` that no card of `others` splits: the top
 * one, since the run's cards win and lose exactly the same tricks.  A card
 * is dropped when a higher card of `cards` lies above it in its suit with no
 * card of `others` in between; "lies above" is smeared down through the
 * open places in three doubling steps (a suit has eight places). */
static CardSet representatives(CardSet cards, CardSet others)
{
    const CardSet not_suit_top = 0x7F7F7F7Fu;
    CardSet open = (~others >> 1) & not_suit_top; /* the place above is not theirs */
    CardSet higher = (cards >> 1) & open;
    higher |= (higher >> 1) & open;
    open &= open >> 1;
    higher |= (higher >> 2) & open;
    open &= open >> 2;
    higher |= (higher >> 4) & open;
    return cards & ~higher;
}

static int search_lead(const SolverRules *rules, CardSet h0, CardSet h1, int left, int leader, int alpha, int beta);

/* Folds a move's value into the search window of the side that chose it
 * (side 0 maximises its tricks, side 1 minimises them); true when the
 * remaining moves can be cut off. */
static inline bool take_value(int side, int value, int *best, int *alpha, int *beta)
{
    if (side == 0) {
        if (value > *best)
            *best = value;
        if (*best > *alpha)
            *alpha = *best;
    } else {
        if (value < *best)
            *best = value;
        if (*best < *beta)
            *beta = *best;
    }
    return *alpha >= *beta;
}

/* The follower answers `led`; returns side 0's tricks from this trick on.
 * Fail-soft alpha-beta: side 0 maximises, side 1 minimises. */
static int search_follow(const SolverRules *rules, CardSet h0, CardSet h1, int left, int leader, Card led, int alpha,
                         int beta)
{
    int follower = leader ^ 1;
    CardSet mine = follower ? h1 : h0, theirs = follower ? h0 : h1;
    CardSet options = trick_follow_options(mine, led, rules->trump, rules->must_trump_when_void);
    CardSet moves = representatives(options, theirs | cardset_of(led));
    /* Winning answers first: they settle most windows at once. */
    CardSet winners = trick_beating(moves, led, rules->trump);
    int best = follower == 0 ? -1 : 99;
    for (int pass = 0; pass < 2; pass++) {
        CardSet group = pass == 0 ? winners : moves & ~winners;
        for (; group; group = cardset_without_lowest(group)) {
            Card card = cardset_lowest(group);
            int winner = pass == 0 ? follower : leader;
            int won = winner == 0;
            CardSet n0 = follower == 0 ? h0 & ~cardset_of(card) : h0;
            CardSet n1 = follower == 1 ? h1 & ~cardset_of(card) : h1;
            int value = won + search_lead(rules, n0, n1, left - 1, winner, alpha - won, beta - won);
            if (take_value(follower, value, &best, &alpha, &beta))
                return best;
        }
    }
    return best;
}

/* `left` is the number of tricks still to play: the cards in each hand. */
static int search_lead(const SolverRules *rules, CardSet h0, CardSet h1, int left, int leader, int alpha, int beta)
{
    if (left == 0 || beta <= 0)
        return 0;
    if (alpha >= left)
        return left;
    if (left == 1) {
        Card a = cardset_lowest(h0), b = cardset_lowest(h1);
        Card led = leader == 0 ? a : b, follow = leader == 0 ? b : a;
        int winner = trick_follower_wins(led, follow, rules->trump) ? leader ^ 1 : leader;
        return winner == 0;
    }
    CardSet mine = leader ? h1 : h0, theirs = leader ? h0 : h1;
    CardSet moves = representatives(mine, theirs);
    int best = leader == 0 ? -1 : 99;
    /* High cards first: the strong leads are the likely best ones. */
    for (; moves; moves &= ~cardset_of(cardset_highest(moves))) {
        Card card = cardset_highest(moves);
        CardSet n0 = leader == 0 ? h0 & ~cardset_of(card) : h0;
        CardSet n1 = leader == 1 ? h1 & ~cardset_of(card) : h1;
        int value = search_follow(rules, n0, n1, left, leader, card, alpha, beta);
        if (take_value(leader, value, &best, &alpha, &beta))
            break;
    }
    return best;
}

static int search(const SolverRules *rules, const SolverDeal *deal, int alpha, int beta)
{
    int follower = deal->leader ^ 1;
    int left = cardset_count(deal->hands[deal->led == CARD_NONE ? 0 : follower]);
    if (deal->led == CARD_NONE)
        return search_lead(rules, deal->hands[0], deal->hands[1], left, deal->leader, alpha, beta);
    return search_follow(rules, deal->hands[0], deal->hands[1], left, deal->leader, deal->led, alpha, beta);
}

int solver_tricks(const SolverRules *rules, const SolverDeal *deal) { return search(rules, deal, -1, 99); }

CardSet solver_representatives(CardSet cards, CardSet others) { return representatives(cards, others); }

bool solver_reaches(const SolverRules *rules, const SolverDeal *deal, int goal)
{
    if (goal <= 0)
        return true;
    return search(rules, deal, goal - 1, goal) >= goal;
}

CardSet solver_playable(const SolverRules *rules, const SolverDeal *deal)
{
    if (deal->led == CARD_NONE)
        return deal->hands[deal->leader];
    return trick_follow_options(deal->hands[deal->leader ^ 1], deal->led, rules->trump, rules->must_trump_when_void);
}

SolverDeal solver_after(const SolverRules *rules, const SolverDeal *deal, Card card, int *won_by_0)
{
    SolverDeal next = *deal;
    *won_by_0 = 0;
    if (deal->led == CARD_NONE) {
        next.hands[deal->leader] &= ~cardset_of(card);
        next.led = card;
        return next;
    }
    int follower = deal->leader ^ 1;
    next.hands[follower] &= ~cardset_of(card);
    int winner = trick_follower_wins(deal->led, card, rules->trump) ? follower : deal->leader;
    *won_by_0 = winner == 0;
    next.leader = (uint8_t)winner;
    next.led = CARD_NONE;
    return next;
}
