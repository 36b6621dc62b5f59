/* The classical book of Écarté, computed rather than tabulated: when the
 * dealer refuses, what to throw away, and how to play a card.  The normal
 * level plays by it, and the hard level uses it as its model of how an
 * opponent decides. */
#ifndef ECARTE_AI_BOOK_H
#define ECARTE_AI_BOOK_H

#include <stdbool.h>

#include "ecarte/card.h"
#include "solver.h"

/* Whether a suit is guarded, i.e. the opponent cannot simply run it:
 *   - we hold its king (it wins the suit's first trick for certain), or
 *   - its queen and at least one other card of the suit (the small card goes
 *     under the king and the queen is then master), or
 *   - its jack and at least two other cards (two small cards for king and
 *     queen).
 * An ace or ten with small cards is not a guard: three higher cards are out. */
bool book_suit_guarded(CardSet hand, Suit suit);

/* How many suits other than trumps are guarded. */
int book_guarded_suits(CardSet hand, Suit trump);

/* The dealer refuses a proposal when guarded in three suits, in two suits
 * with a trump, or in one suit with two trumps: guarded side suits plus
 * trumps reach three.  Three trumps alone reach it too: the book's list
 * implies it, since each trump counts as much as a guard. */
bool book_refuses(CardSet hand, Suit trump);

/* Trumps and kings: the cards the book keeps in an exchange. */
CardSet book_keepers(CardSet hand, Suit trump);
/* How much a card is worth keeping (or costs to lose): trumps above side
 * cards, then rank. */
int book_keep_value(Card card, Suit trump);

/* The book's discard: everything but trumps and kings, cut to `most` cards
 * (the weakest go) and topped up to `fewest` with the weakest keepers. */
CardSet book_discard(CardSet hand, Suit trump, int fewest, int most);

/* A player about to play a card, as far as the book needs to know. */
typedef struct PlayContext {
    CardSet hand; /* the player's cards */
    CardSet out;  /* cards it knows cannot be against it: played, its own
                          discards, the turn-up */
    SolverRules rules;
    Card led; /* the card led to this trick, or CARD_NONE to lead */
} PlayContext;

/* A card outranked by no card the player might meet: it wins its suit. */
bool book_is_master(const PlayContext *context, Card card);

/* The book's card: win cheaply when following, else throw the least useful
 * card; lead trumps with three or with the master trump, otherwise a master
 * card, otherwise low from the longest side suit, keeping guards. */
Card book_play(const PlayContext *context);

#endif
