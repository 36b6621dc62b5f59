#include "ecarte/action.h"

#include <string.h>

bool action_equal(Action a, Action b)
{
    if (a.type != b.type)
        return false;
    if (a.type == ACTION_PLAY)
        return a.card == b.card;
    if (a.type == ACTION_DISCARD)
        return a.cards == b.cards;
    return true;
}

bool action_list_contains(const ActionList *list, Action action)
{
    for (int i = 0; i < list->count; i++)
        if (action_equal(list->items[i], action))
            return true;
    return false;
}

static const struct {
    ActionType type;
    const char *verb;
} VERBS[] = {
    {ACTION_PROPOSE, "propose"}, {ACTION_STAND, "stand"},     {ACTION_ACCEPT, "accept"}, {ACTION_REFUSE, "refuse"},
    {ACTION_DISCARD, "discard"}, {ACTION_DECLARE, "declare"}, {ACTION_PLAY, "play"},
};
enum { VERB_COUNT = sizeof VERBS / sizeof VERBS[0] };

static const char *verb_of(ActionType type)
{
    for (int i = 0; i < VERB_COUNT; i++)
        if (VERBS[i].type == type)
            return VERBS[i].verb;
    return "?";
}

void action_format(Action action, char out[ACTION_TEXT_MAX])
{
    size_t at = strlen(strcpy(out, verb_of(action.type)));
    if (action.type == ACTION_PLAY) {
        out[at++] = ' ';
        card_format(action.card, out + at);
    } else if (action.type == ACTION_DISCARD) {
        for (CardSet rest = action.cards; rest; rest = cardset_without_lowest(rest)) {
            out[at++] = ' ';
            card_format(cardset_lowest(rest), out + at);
            at += 2;
        }
        out[at] = '\0';
    }
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/* Finds the next word of text[*at..len); false at the end. */
static bool next_word(const char *text, size_t len, size_t *at, size_t *word_at, size_t *word_len)
{
    while (*at < len && is_space(text[*at]))
        (*at)++;
    if (*at >= len)
        return false;
    *word_at = *at;
    while (*at < len && !is_space(text[*at]))
        (*at)++;
    *word_len = *at - *word_at;
    return true;
}

static bool word_is(const char *word, size_t len, const char *verb)
{
    return strlen(verb) == len && strncmp(word, verb, len) == 0;
}

static ActionParseError fail(ActionParseError error, size_t word_at, size_t word_len, size_t *bad_at, size_t *bad_len)
{
    if (bad_at)
        *bad_at = word_at;
    if (bad_len)
        *bad_len = word_len;
    return error;
}

ActionParseError action_parse(const char *text, size_t len, Action *out, size_t *bad_at, size_t *bad_len)
{
    size_t at = 0, word_at = 0, word_len = 0;
    if (!next_word(text, len, &at, &word_at, &word_len))
        return fail(ACTION_PARSE_EMPTY, 0, 0, bad_at, bad_len);

    int verb = -1;
    for (int i = 0; i < VERB_COUNT; i++)
        if (word_is(text + word_at, word_len, VERBS[i].verb))
            verb = i;
    if (verb < 0)
        return fail(ACTION_PARSE_UNKNOWN_VERB, word_at, word_len, bad_at, bad_len);

    Action action = action_make(VERBS[verb].type, CARD_NONE, CARDSET_EMPTY);
    size_t verb_end = at;
    while (next_word(text, len, &at, &word_at, &word_len)) {
        if (action.type != ACTION_PLAY && action.type != ACTION_DISCARD)
            return fail(ACTION_PARSE_EXTRA_WORDS, word_at, word_len, bad_at, bad_len);
        Card card = card_parse(text + word_at, word_len);
        if (card == CARD_NONE)
            return fail(ACTION_PARSE_BAD_CARD, word_at, word_len, bad_at, bad_len);
        if (action.type == ACTION_PLAY) {
            if (action.card != CARD_NONE)
                return fail(ACTION_PARSE_EXTRA_WORDS, word_at, word_len, bad_at, bad_len);
            action.card = card;
        } else {
            if (cardset_has(action.cards, card))
                return fail(ACTION_PARSE_DUPLICATE_CARD, word_at, word_len, bad_at, bad_len);
            action.cards |= cardset_of(card);
        }
    }
    if (action.type == ACTION_PLAY && action.card == CARD_NONE)
        return fail(ACTION_PARSE_MISSING_CARD, verb_end, 0, bad_at, bad_len);
    *out = action;
    return ACTION_PARSE_OK;
}

const char *action_parse_error_text(ActionParseError error)
{
    switch (error) {
    case ACTION_PARSE_OK: return "ok";
    case ACTION_PARSE_EMPTY: return "no action given";
    case ACTION_PARSE_UNKNOWN_VERB:
        return "unknown action (expected propose, stand, accept, refuse, discard, declare or play)";
    case ACTION_PARSE_BAD_CARD: return "not a card (write rank then suit: K Q J A T 9 8 7 and S H D C, e.g. KH)";
    case ACTION_PARSE_DUPLICATE_CARD: return "the same card is named twice";
    case ACTION_PARSE_MISSING_CARD: return "play needs a card, e.g. play KH";
    case ACTION_PARSE_EXTRA_WORDS: return "unexpected words after the action";
    }
    return "unknown error";
}
