#include "ecarte/explain.h"

#include <stdio.h>

static const char *const SUIT_PLURAL[SUIT_COUNT] = {"spades", "hearts", "diamonds", "clubs"};
static const char *const SUIT_SINGULAR[SUIT_COUNT] = {"spade", "heart", "diamond", "club"};

const char *explain_suit_plural(Suit suit) { return SUIT_PLURAL[suit & 3]; }
const char *explain_suit_singular(Suit suit) { return SUIT_SINGULAR[suit & 3]; }

/* "QH", "QH or KH", "9H, QH or KH". */
static void list_cards(CardSet cards, char *out, size_t size)
{
    size_t at = 0;
    int left = cardset_count(cards);
    out[0] = '\0';
    for (CardSet rest = cards; rest && at < size; rest = cardset_without_lowest(rest), left--) {
        char text[3];
        card_format(cardset_lowest(rest), text);
        const char *joiner = at == 0 ? "" : left == 1 ? " or " : ", ";
        int written = snprintf(out + at, size - at, "%s%s", joiner, text);
        if (written < 0)
            return;
        at += (size_t)written;
    }
}

static const char *phase_demand(Phase phase)
{
    switch (phase) {
    case PHASE_PROPOSE: return "the non-dealer must propose or stand";
    case PHASE_RESPOND: return "the dealer must accept or refuse the proposal";
    case PHASE_DISCARD: return "it is time to discard";
    case PHASE_PLAY: return "it is time to play a card (or declare the king)";
    default: return "no decision is due";
    }
}

void explain_rejection(const Rejection *why, Action attempted, char *out, size_t size)
{
    char cards[64];
    list_cards(why->allowed, cards, sizeof cards);
    const char *suit = explain_suit_singular(why->suit);
    const char *suits = explain_suit_plural(why->suit);
    bool higher = rejection_wants_higher(why);

    switch (why->error) {
    case RULE_OK: snprintf(out, size, "allowed"); break;
    case RULE_GAME_OVER: snprintf(out, size, "the game is over"); break;
    case RULE_NOT_DEALT: snprintf(out, size, "no hand is in progress: deal first"); break;
    case RULE_HAND_IN_PROGRESS: snprintf(out, size, "the hand in progress must be played out first"); break;
    case RULE_BAD_DECK: snprintf(out, size, "a deck must be 32 distinct cards"); break;
    case RULE_WRONG_PHASE: snprintf(out, size, "not now: %s", phase_demand(why->phase)); break;
    case RULE_NOT_IN_HAND:
        if (attempted.type == ACTION_PLAY) {
            char card[3];
            card_format(attempted.card, card);
            snprintf(out, size, "you do not hold %s (you may play %s)", card, cards);
        } else {
            snprintf(out, size, "you can only discard cards from your hand (%s)", cards);
        }
        break;
    case RULE_DISCARD_TOO_FEW:
        snprintf(out, size, "you must discard at least %d card%s", why->limit, why->limit == 1 ? "" : "s");
        break;
    case RULE_DISCARD_TOO_MANY:
        snprintf(out, size, "you may discard at most %d card%s: the stock cannot replace more", why->limit,
                 why->limit == 1 ? "" : "s");
        break;
    case RULE_MUST_FOLLOW_SUIT:
        snprintf(out, size, "you must follow suit with a %s%s (%s)", higher ? "higher " : "", suit, cards);
        break;
    case RULE_MUST_BEAT:
        snprintf(out, size, "you must win the trick if you can: play a higher %s (%s)", suit, cards);
        break;
    case RULE_MUST_TRUMP:
        snprintf(out, size, "you have no %s, so you must play a trump (%s)",
                 why->led != CARD_NONE ? explain_suit_plural(card_suit(why->led)) : "cards of the suit led", cards);
        break;
    case RULE_NO_KING: snprintf(out, size, "you do not hold the king of trumps (%s)", cards); break;
    case RULE_KING_TOO_LATE:
        snprintf(out, size, "too late to declare the king of %s: you have already played a card", suits);
        break;
    case RULE_KING_ALREADY: snprintf(out, size, "you have already declared the king"); break;
    }
}

void explain_hand(const HandResult *result, char *out, size_t size)
{
    size_t at = 0;
    int written = 0;
    out[0] = '\0';
    if (result->trick_winner != SEAT_NONE) {
        static const char *const WHY[] = {
            [OUTCOME_POINT] = "won the most tricks",
            [OUTCOME_VOLE] = "won all five tricks (vole)",
            [OUTCOME_UNEXCHANGED_WIN] = "won after playing without an exchange (penalty)",
            [OUTCOME_STOOD_AND_LOST] = "won against a non-dealer who stood (penalty)",
            [OUTCOME_REFUSED_AND_LOST] = "won after the dealer refused the first proposal (penalty)",
            [OUTCOME_CUT_SHORT] = "",
        };
        written = snprintf(out, size, "seat %d %s: %d point%s", result->trick_winner, WHY[result->outcome],
                           result->trick_points, result->trick_points == 1 ? "" : "s");
    } else {
        written = snprintf(out, size, "the game ended before the tricks were played");
    }
    if (written < 0 || (size_t)written >= size)
        return;
    at = (size_t)written;
    if (result->king_seat != SEAT_NONE)
        snprintf(out + at, size - at, "; seat %d %s: 1 point", result->king_seat,
                 result->king_turned_up ? "turned up the king of trumps" : "declared the king of trumps");
}
