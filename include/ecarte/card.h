/* Cards, suits and sets of cards.
 *
 * A card is a small integer, suit * 8 + rank, where the rank counts upward in
 * trick-taking strength (7 is 0, king is 7).  That makes "higher card of the
 * same suit" a plain integer comparison and lets a whole hand live in one
 * 32-bit mask, which the AI copies and tests millions of times.
 */
#ifndef ECARTE_CARD_H
#define ECARTE_CARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { CARD_COUNT = 32, SUIT_COUNT = 4, RANK_COUNT = 8 };

typedef enum Suit { SUIT_SPADES, SUIT_HEARTS, SUIT_DIAMONDS, SUIT_CLUBS } Suit;

/* Strength order within a suit: K Q J A 10 9 8 7 from high to low. */
typedef enum Rank { RANK_7, RANK_8, RANK_9, RANK_10, RANK_ACE, RANK_JACK, RANK_QUEEN, RANK_KING } Rank;

typedef uint8_t Card;
#define CARD_NONE ((Card)0xFF)

/* A set of cards: bit c is set when card c is in the set. */
typedef uint32_t CardSet;
#define CARDSET_EMPTY ((CardSet)0)
#define CARDSET_ALL ((CardSet)0xFFFFFFFFu)

static inline Card card_make(Suit suit, Rank rank) { return (Card)(suit * RANK_COUNT + rank); }
static inline Suit card_suit(Card card) { return (Suit)(card / RANK_COUNT); }
static inline Rank card_rank(Card card) { return (Rank)(card % RANK_COUNT); }
static inline bool card_is_valid(Card card) { return card < CARD_COUNT; }

static inline CardSet cardset_of(Card card) { return (CardSet)1u << card; }
static inline bool cardset_has(CardSet set, Card card) { return (set >> card) & 1u; }
/* A portable bit count: the builtin becomes a library call without -mpopcnt. */
static inline int cardset_count(CardSet set)
{
    set = set - ((set >> 1) & 0x55555555u);
    set = (set & 0x33333333u) + ((set >> 2) & 0x33333333u);
    set = (set + (set >> 4)) & 0x0F0F0F0Fu;
    return (int)((set * 0x01010101u) >> 24);
}
static inline CardSet cardset_suit(Suit suit) { return (CardSet)0xFFu << (suit * RANK_COUNT); }
/* The lowest card of a non-empty set; with cardset_without_lowest it walks a set. */
static inline Card cardset_lowest(CardSet set) { return (Card)__builtin_ctz(set); }
static inline Card cardset_highest(CardSet set) { return (Card)(31 - __builtin_clz(set)); }
static inline CardSet cardset_without_lowest(CardSet set) { return set & (set - 1); }

/* Cards of `set` in `suit` that beat `card` (same suit, higher rank). */
static inline CardSet cardset_above(CardSet set, Card card)
{
    CardSet suit_cards = cardset_suit(card_suit(card));
    CardSet higher = ~((cardset_of(card) << 1) - 1u);
    return set & suit_cards & higher;
}

/* Two-character notation: rank K Q J A T 9 8 7, suit S H D C ("KS", "TH"). */
char card_suit_letter(Suit suit);
/* Writes the two characters and a terminating NUL into out[3]. */
void card_format(Card card, char out[3]);
/* Parses one card, case-insensitive, accepting "10" for "T".  Reads the whole
 * of text[0..len) and returns CARD_NONE unless it is exactly one card. */
Card card_parse(const char *text, size_t len);
/* Parses a suit letter (S H D C, either case); returns false if it is none. */
bool card_parse_suit(char letter, Suit *suit);

#endif
