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

/* The sentences are marked for xgettext (N_, and NP_ for the two forms of a
 * sentence about a number): the game's catalogues translate them. */
#define N_(text) text
#define NP_(one, many) one, many

static const char *phase_demand(Phase phase)
{
    switch (phase) {
    case PHASE_PROPOSE: return N_("Not yet: first propose an exchange or play as dealt.");
    case PHASE_RESPOND: return N_("Not yet: first accept or refuse the proposal.");
    case PHASE_DISCARD: return N_("Not yet: first choose the cards to exchange.");
    case PHASE_PLAY: return N_("Not now: it is time to play a card.");
    default: return N_("That is not possible now.");
    }
}

Refusal explain_refusal(const Rejection *why)
{
    Refusal r = {N_("That move is not allowed."), NULL, 0, REFUSAL_NOTHING};
    switch (why->error) {
    case RULE_OK:
    case RULE_BAD_DECK: break;
    case RULE_GAME_OVER: r.text = N_("The game is over: start a new game."); break;
    case RULE_NOT_DEALT: r.text = N_("No hand is being played: deal the next hand first."); break;
    case RULE_HAND_IN_PROGRESS: r.text = N_("That is not possible now."); break;
    case RULE_WRONG_PHASE: r.text = phase_demand(why->phase); break;
    case RULE_NOT_IN_HAND: r.text = N_("You do not hold that card."); break;
    case RULE_DISCARD_TOO_FEW: {
        Refusal few = {NP_("Select at least one card to discard.", "Select at least {1} cards to discard."), why->limit,
                       REFUSAL_COUNT};
        r = few;
        break;
    }
    case RULE_DISCARD_TOO_MANY: {
        Refusal many = {NP_("You may discard only one card: the stock cannot replace more.",
                            "You may discard at most {1} cards: the stock cannot replace more."),
                        why->limit, REFUSAL_COUNT};
        r = many;
        break;
    }
    case RULE_MUST_FOLLOW_SUIT:
        /* TRANSLATORS: {1} is a suit in the singular (heart), {2} the cards that may be played. */
        r.text = rejection_wants_higher(why) ? N_("You must follow suit with a higher {1} ({2}).")
                                             : N_("You must follow suit with a {1} ({2}).");
        r.argument = REFUSAL_SUIT;
        break;
    case RULE_MUST_BEAT:
        r.text = N_("You must win the trick if you can: play a higher {1} ({2}).");
        r.argument = REFUSAL_SUIT;
        break;
    case RULE_MUST_TRUMP:
        /* TRANSLATORS: {1} is the suit led, in the plural (hearts), {2} the trumps allowed. */
        r.text = N_("You have no {1}, so you must play a trump ({2}).");
        r.argument = REFUSAL_LED_SUITS;
        break;
    case RULE_NO_KING: r.text = N_("You do not hold the king of trumps."); break;
    case RULE_KING_TOO_LATE: r.text = N_("Too late to declare the king: you have already played a card."); break;
    case RULE_KING_ALREADY: r.text = N_("You have already declared the king."); break;
    }
    return r;
}

/* Replaces {1} and {2} of a sentence. */
static void fill(char *out, size_t size, const char *text, const char *first, const char *second)
{
    size_t at = 0;
    for (const char *p = text; *p && at + 1 < size; p++) {
        const char *with = NULL;
        if (p[0] == '{' && (p[1] == '1' || p[1] == '2') && p[2] == '}')
            with = p[1] == '1' ? first : second;
        if (!with) {
            out[at++] = *p;
            continue;
        }
        for (; *with && at + 1 < size; with++)
            out[at++] = *with;
        p += 2;
    }
    if (size > 0)
        out[at < size ? at : size - 1] = '\0';
}

void explain_rejection(const Rejection *why, char *out, size_t size)
{
    Refusal r = explain_refusal(why);
    char cards[64], first[24] = "";
    list_cards(why->allowed, cards, sizeof cards);
    switch (r.argument) {
    case REFUSAL_NOTHING: break;
    case REFUSAL_SUIT: snprintf(first, sizeof first, "%s", explain_suit_singular(why->suit)); break;
    case REFUSAL_LED_SUITS:
        snprintf(first, sizeof first, "%s",
                 why->led != CARD_NONE ? explain_suit_plural(card_suit(why->led)) : "cards of the suit led");
        break;
    case REFUSAL_COUNT: snprintf(first, sizeof first, "%lu", r.count); break;
    }
    fill(out, size, r.plural && r.count != 1 ? r.plural : r.text, first, cards);
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
