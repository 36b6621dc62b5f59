#include "ecarte/card.h"

static const char RANK_LETTERS[RANK_COUNT] = {'7', '8', '9', 'T', 'A', 'J', 'Q', 'K'};
static const char SUIT_LETTERS[SUIT_COUNT] = {'S', 'H', 'D', 'C'};

char card_suit_letter(Suit suit) { return SUIT_LETTERS[suit]; }

void card_format(Card card, char out[3])
{
    if (!card_is_valid(card)) {
        out[0] = '?';
        out[1] = '?';
    } else {
        out[0] = RANK_LETTERS[card_rank(card)];
        out[1] = SUIT_LETTERS[card_suit(card)];
    }
    out[2] = '\0';
}

static char to_upper(char c) { return (c >= 'a' && c <= 'z') ? (char)(c - 'a' + 'A') : c; }

bool card_parse_suit(char letter, Suit *suit)
{
    char upper = to_upper(letter);
    for (int s = 0; s < SUIT_COUNT; s++) {
        if (SUIT_LETTERS[s] == upper) {
            *suit = (Suit)s;
            return true;
        }
    }
    return false;
}

static bool parse_rank(const char *text, size_t len, Rank *rank)
{
    if (len == 2 && text[0] == '1' && text[1] == '0') {
        *rank = RANK_10;
        return true;
    }
    if (len != 1)
        return false;
    char upper = to_upper(text[0]);
    for (int r = 0; r < RANK_COUNT; r++) {
        if (RANK_LETTERS[r] == upper) {
            *rank = (Rank)r;
            return true;
        }
    }
    return false;
}

Card card_parse(const char *text, size_t len)
{
    Rank rank;
    Suit suit;
    if (len < 2 || len > 3)
        return CARD_NONE;
    if (!parse_rank(text, len - 1, &rank) || !card_parse_suit(text[len - 1], &suit))
        return CARD_NONE;
    return card_make(suit, rank);
}
