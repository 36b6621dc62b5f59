#include "regle.h"

#include "ecarte/game.h"

/* Dealer hands are not enumerated card by card.  Only the two cards of a
 * trick are ever compared, and one of them is ours, so two dealer cards of
 * a suit that none of our cards separates are interchangeable.  The pool of
 * each suit therefore splits into "slots" between our cards, and a dealer
 * hand is fully described by how many cards it takes from each slot: a few
 * hundred classes instead of tens of thousands of hands. */

enum { SLOT_MAX = 16 };

typedef struct Slot {
    CardSet cards; /* the slot's pool cards */
    int capacity;
    bool trump;
} Slot;

typedef struct Enumeration {
    const SolverRules *rules;
    CardSet hand;
    int hand_size;
    int budget; /* dealer classes still to solve; below 0, no limit */
    Slot slots[SLOT_MAX];
    int slot_count;
} Enumeration;

/* The top `count` cards of a slot stand for any `count` of them. */
static CardSet top_cards(CardSet cards, int count)
{
    CardSet taken = CARDSET_EMPTY;
    for (int i = 0; i < count; i++) {
        Card card = cardset_highest(cards);
        taken |= cardset_of(card);
        cards &= ~cardset_of(card);
    }
    return taken;
}

/* Trump slots first and high slots before low ones, most cards first: the
 * strongest dealer hands come early, so a weak hand is refuted at once. */
static void build_slots(Enumeration *e, CardSet pool, Suit trump)
{
    e->slot_count = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (int s = 0; s < SUIT_COUNT; s++) {
            bool is_trump = (Suit)s == trump;
            if (is_trump != (pass == 0))
                continue;
            CardSet current = CARDSET_EMPTY;
            for (int r = RANK_KING; r >= RANK_7; r--) {
                Card card = card_make((Suit)s, (Rank)r);
                if (cardset_has(pool, card))
                    current |= cardset_of(card);
                bool split = cardset_has(e->hand, card) || r == RANK_7;
                if (split && current) {
                    e->slots[e->slot_count++] = (Slot){current, cardset_count(current), is_trump};
                    current = CARDSET_EMPTY;
                }
            }
        }
    }
}

/* False as soon as some dealer hand holds us under three tricks. */
static bool every_class_wins(Enumeration *e, int slot, CardSet dealer, int left, int trumps_left)
{
    if (left == 0) {
        if (e->budget == 0)
            return true; /* out of budget: the strongest dealers were beaten */
        e->budget--;
        SolverDeal deal = {{e->hand, dealer}, 0, CARD_NONE};
        return solver_reaches(e->rules, &deal, 3);
    }
    if (slot == e->slot_count)
        return true; /* not enough cards left to fill the hand: no such class */
    const Slot *s = &e->slots[slot];
    int most = s->capacity < left ? s->capacity : left;
    if (s->trump && most > trumps_left)
        most = trumps_left;
    for (int take = most; take >= 0; take--) {
        CardSet cards = dealer | top_cards(s->cards, take);
        if (!every_class_wins(e, slot + 1, cards, left - take, s->trump ? trumps_left - take : trumps_left))
            return false;
    }
    return true;
}

static bool check(CardSet hand, CardSet pool, const SolverRules *rules, int budget)
{
    Enumeration e = {.rules = rules, .hand = hand, .hand_size = cardset_count(hand), .budget = budget};
    if (e.hand_size < 3)
        return false;
    build_slots(&e, pool & ~hand, rules->trump);
    return every_class_wins(&e, 0, CARDSET_EMPTY, e.hand_size, 1);
}

bool regle_is_jeu_de_regle(CardSet hand, CardSet pool, const SolverRules *rules)
{
    return check(hand, pool, rules, -1);
}

bool regle_beats_strongest(CardSet hand, CardSet pool, const SolverRules *rules, int classes)
{
    return check(hand, pool, rules, classes);
}
