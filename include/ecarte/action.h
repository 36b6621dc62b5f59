/* What a player can do: the only way to change a game. */
#ifndef ECARTE_ACTION_H
#define ECARTE_ACTION_H

#include <stddef.h>

#include "ecarte/card.h"

typedef enum ActionType {
    ACTION_PROPOSE, /* non-dealer asks to exchange */
    ACTION_STAND,   /* non-dealer plays without proposing */
    ACTION_ACCEPT,  /* dealer agrees to an exchange */
    ACTION_REFUSE,  /* dealer refuses; play begins */
    ACTION_DISCARD, /* throw away `cards` and draw as many from the stock */
    ACTION_DECLARE, /* show the king of trumps for a point */
    ACTION_PLAY     /* play `card` to the trick */
} ActionType;

typedef struct Action {
    ActionType type;
    Card card;     /* ACTION_PLAY */
    CardSet cards; /* ACTION_DISCARD; may be empty for a dealer allowed to keep */
} Action;

/* Enough for the largest decision: every subset of a 5-card hand. */
enum { ACTION_LIST_MAX = 32 };

typedef struct ActionList {
    int count;
    Action items[ACTION_LIST_MAX];
} ActionList;

/* Inline: legal-move generation builds thousands of these per game. */
static inline Action action_make(ActionType type, Card card, CardSet cards)
{
    Action action = {type, card, cards};
    return action;
}
static inline Action action_propose(void) { return action_make(ACTION_PROPOSE, CARD_NONE, 0); }
static inline Action action_stand(void) { return action_make(ACTION_STAND, CARD_NONE, 0); }
static inline Action action_accept(void) { return action_make(ACTION_ACCEPT, CARD_NONE, 0); }
static inline Action action_refuse(void) { return action_make(ACTION_REFUSE, CARD_NONE, 0); }
static inline Action action_declare(void) { return action_make(ACTION_DECLARE, CARD_NONE, 0); }
static inline Action action_discard(CardSet cards) { return action_make(ACTION_DISCARD, CARD_NONE, cards); }
static inline Action action_play(Card card) { return action_make(ACTION_PLAY, card, 0); }

bool action_equal(Action a, Action b);
bool action_list_contains(const ActionList *list, Action action);

/* Text form, as in the protocol: "propose", "discard 7S TH", "play KH".
 * Cards of a discard are written from the lowest card number up. */
enum { ACTION_TEXT_MAX = 112 }; /* room for any set of cards */
void action_format(Action action, char out[ACTION_TEXT_MAX]);

typedef enum ActionParseError {
    ACTION_PARSE_OK,
    ACTION_PARSE_EMPTY,
    ACTION_PARSE_UNKNOWN_VERB,
    ACTION_PARSE_BAD_CARD,
    ACTION_PARSE_DUPLICATE_CARD,
    ACTION_PARSE_MISSING_CARD,
    ACTION_PARSE_EXTRA_WORDS
} ActionParseError;

/* Parses the text form.  On failure returns the error and, where it helps,
 * the offending word's offset and length in *bad_at / *bad_len. */
ActionParseError action_parse(const char *text, size_t len, Action *out, size_t *bad_at, size_t *bad_len);
const char *action_parse_error_text(ActionParseError error);

#endif
