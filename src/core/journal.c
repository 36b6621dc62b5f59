#include "ecarte/journal.h"

#include <stdio.h>
#include <string.h>

void journal_begin(Journal *journal, const Game *game)
{
    journal->start = *game;
    journal->count = 0;
}

/* Forgets the oldest hand, so that a step fits; the start moves on to the
 * game as it was before the next deal. */
static void forget_oldest_hand(Journal *journal)
{
    int next_deal = -1;
    for (int i = 1; i < journal->count; i++)
        if (journal->steps[i].kind == JOURNAL_DEAL) {
            next_deal = i;
            break;
        }
    if (next_deal < 0) /* one hand fills it all (never in play): the caller starts afresh */
        return;
    Game start;
    journal_state(journal, next_deal, &start);
    journal->start = start;
    memmove(journal->steps, journal->steps + next_deal, (size_t)(journal->count - next_deal) * sizeof *journal->steps);
    journal->count -= next_deal;
}

/* Writes down a step the rules have just carried out on `now`. */
static void append(Journal *journal, const Game *now, const JournalStep *step)
{
    if (journal->count == JOURNAL_STEPS_MAX)
        forget_oldest_hand(journal);
    if (journal->count == JOURNAL_STEPS_MAX) { /* still full: start the story afresh */
        journal_begin(journal, now);
        return;
    }
    memcpy(&journal->steps[journal->count++], step, sizeof *step);
}

RuleError journal_deal(Journal *journal, Game *game, const Card *deck, Rejection *why)
{
    Card dealt[CARD_COUNT];
    if (deck) {
        memcpy(dealt, deck, sizeof dealt);
    } else {
        Rng rng = game->rng; /* the shuffle game_deal is about to make */
        game_shuffled_deck(&rng, dealt);
    }
    RuleError error = game_deal(game, deck, why);
    if (error != RULE_OK)
        return error;
    JournalStep step;
    memset(&step, 0, sizeof step); /* padding too: journals are compared byte for byte */
    step.kind = JOURNAL_DEAL;
    step.seat = SEAT_NONE;
    step.shuffled = deck == NULL;
    memcpy(step.deck, dealt, sizeof dealt);
    append(journal, game, &step);
    return RULE_OK;
}

RuleError journal_apply(Journal *journal, Game *game, Action action, Rejection *why)
{
    uint8_t seat = game->to_act;
    RuleError error = game_apply(game, action, why);
    if (error != RULE_OK)
        return error;
    JournalStep step;
    memset(&step, 0, sizeof step);
    step.kind = JOURNAL_ACTION;
    step.seat = seat;
    step.action = action;
    append(journal, game, &step);
    return RULE_OK;
}

RuleError journal_replay(const JournalStep *step, Game *game)
{
    if (step->kind == JOURNAL_DEAL)
        return game_deal(game, step->shuffled ? NULL : step->deck, NULL);
    if (game->to_act != step->seat)
        return RULE_WRONG_PHASE; /* the step was written for the other seat */
    return game_apply(game, step->action, NULL);
}

bool journal_state(const Journal *journal, int index, Game *out)
{
    if (index < 0 || index > journal->count)
        return false;
    Game game = journal->start;
    for (int i = 0; i < index; i++)
        if (journal_replay(&journal->steps[i], &game) != RULE_OK)
            return false;
    *out = game;
    return true;
}

int journal_hand_of(const Journal *journal, int index)
{
    int hand = journal->start.hands_dealt;
    for (int i = 0; i <= index && i < journal->count; i++)
        if (journal->steps[i].kind == JOURNAL_DEAL)
            hand++;
    return hand;
}

bool journal_hand_steps(const Journal *journal, int hand, int *first, int *end)
{
    int current = journal->start.hands_dealt, found = -1;
    for (int i = 0; i < journal->count; i++) {
        if (journal->steps[i].kind != JOURNAL_DEAL)
            continue;
        current++;
        if (found >= 0) {
            *first = found;
            *end = i;
            return true;
        }
        if (current == hand)
            found = i;
    }
    if (found < 0)
        return false;
    *first = found;
    *end = journal->count;
    return true;
}

/* ---- text --------------------------------------------------------------- */

typedef struct Out {
    char *text;
    size_t size, length;
    bool full;
} Out;

static void put(Out *out, const char *text)
{
    size_t length = strlen(text);
    if (out->full || length >= out->size - out->length) {
        out->full = true;
        return;
    }
    memcpy(out->text + out->length, text, length + 1);
    out->length += length;
}

static void put_step(Out *out, const JournalStep *step)
{
    char line[ACTION_TEXT_MAX + 16];
    if (step->kind == JOURNAL_DEAL) {
        put(out, step->shuffled ? "deal shuffled" : "deal given");
        for (int i = 0; i < CARD_COUNT; i++) {
            char card[3];
            card_format(step->deck[i], card);
            snprintf(line, sizeof line, " %s", card);
            put(out, line);
        }
        put(out, "\n");
        return;
    }
    char action[ACTION_TEXT_MAX];
    action_format(step->action, action);
    snprintf(line, sizeof line, "act %d %s\n", step->seat, action);
    put(out, line);
}

size_t journal_write(const Journal *journal, char *out, size_t size)
{
    if (size == 0)
        return 0;
    size_t record = record_write(&journal->start, out, size);
    if (record == 0)
        return 0;
    Out o = {out, size, record, false};
    char line[32];
    snprintf(line, sizeof line, "steps %d\n", journal->count);
    put(&o, line);
    for (int i = 0; i < journal->count; i++)
        put_step(&o, &journal->steps[i]);
    return o.full ? 0 : o.length;
}

typedef struct In {
    const char *at, *end;
    int line;
    char *error;
    size_t error_size;
} In;

/* The next line, without its newline, into buffer; false at the end. */
static bool take_line(In *in, char *buffer, size_t size, bool *too_long)
{
    *too_long = false;
    if (in->at >= in->end)
        return false;
    const char *stop = memchr(in->at, '\n', (size_t)(in->end - in->at));
    size_t length = (size_t)((stop ? stop : in->end) - in->at);
    in->line++;
    if (length >= size || memchr(in->at, '\0', length)) {
        *too_long = true;
        return true;
    }
    memcpy(buffer, in->at, length);
    buffer[length] = '\0';
    if (length > 0 && buffer[length - 1] == '\r')
        buffer[length - 1] = '\0';
    in->at = stop ? stop + 1 : in->end;
    return true;
}

static bool parse_deal(const char *text, JournalStep *step)
{
    const char *at = text;
    if (strncmp(at, "shuffled", 8) == 0) {
        step->shuffled = true;
        at += 8;
    } else if (strncmp(at, "given", 5) == 0) {
        at += 5;
    } else {
        return false;
    }
    CardSet seen = 0;
    for (int i = 0; i < CARD_COUNT; i++) {
        if (at[0] != ' ')
            return false;
        Card card = card_parse(at + 1, 2);
        if (card == CARD_NONE || cardset_has(seen, card))
            return false;
        seen |= cardset_of(card);
        step->deck[i] = card;
        at += 3;
    }
    return *at == '\0';
}

static bool parse_step(const char *text, JournalStep *step)
{
    memset(step, 0, sizeof *step);
    if (strncmp(text, "deal ", 5) == 0) {
        step->kind = JOURNAL_DEAL;
        step->seat = SEAT_NONE;
        return parse_deal(text + 5, step);
    }
    if (strncmp(text, "act ", 4) != 0 || (text[4] != '0' && text[4] != '1') || text[5] != ' ')
        return false;
    step->kind = JOURNAL_ACTION;
    step->seat = (uint8_t)(text[4] - '0');
    size_t bad_at, bad_len;
    return action_parse(text + 6, strlen(text + 6), &step->action, &bad_at, &bad_len) == ACTION_PARSE_OK;
}

static bool fail(In *in, const char *what)
{
    snprintf(in->error, in->error_size, "journal line %d: %s", in->line, what);
    return false;
}

bool journal_read(const char *text, size_t length, Journal *journal, char *error, size_t error_size)
{
    /* The start's record ends where the line "steps N" begins. */
    const char *steps = NULL;
    for (const char *at = text; at < text + length;) {
        if ((size_t)(text + length - at) > 6 && strncmp(at, "steps ", 6) == 0) {
            steps = at;
            break;
        }
        const char *stop = memchr(at, '\n', (size_t)(text + length - at));
        if (!stop)
            break;
        at = stop + 1;
    }
    if (!steps) {
        snprintf(error, error_size, "the journal has no steps line");
        return false;
    }
    Journal read;
    char why[128];
    if (!record_read(text, (size_t)(steps - text), &read.start, why, sizeof why)) {
        snprintf(error, error_size, "the journal's start: %s", why);
        return false;
    }
    int record_lines = 0; /* so that a line number counts from the top */
    for (const char *at = text; at < steps; at++)
        record_lines += *at == '\n';
    In in = {steps, text + length, record_lines, error, error_size};
    char line[ACTION_TEXT_MAX + 128];
    bool too_long;
    take_line(&in, line, sizeof line, &too_long);
    int count = -1;
    char extra;
    if (too_long || sscanf(line, "steps %d%c", &count, &extra) != 1 || count < 0 || count > JOURNAL_STEPS_MAX)
        return fail(&in, "the number of steps is missing or out of range");
    Game game = read.start;
    read.count = 0;
    while (take_line(&in, line, sizeof line, &too_long)) {
        if (too_long)
            return fail(&in, "the line is too long");
        if (line[0] == '\0')
            continue;
        if (read.count == count)
            return fail(&in, "more steps than announced");
        JournalStep *step = &read.steps[read.count];
        if (!parse_step(line, step))
            return fail(&in, "not a deal or an action");
        if (step->kind == JOURNAL_DEAL && step->shuffled) {
            Rng rng = game.rng;
            Card deck[CARD_COUNT];
            game_shuffled_deck(&rng, deck);
            if (memcmp(deck, step->deck, sizeof deck) != 0)
                return fail(&in, "the deck is not the one the game's generator deals");
        }
        if (journal_replay(step, &game) != RULE_OK)
            return fail(&in, "the rules refuse this step");
        read.count++;
    }
    if (read.count != count)
        return fail(&in, "fewer steps than announced");
    *journal = read;
    return true;
}
