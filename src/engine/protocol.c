#include "protocol.h"

#include <stdlib.h>
#include <string.h>

#include "ecarte/ai.h"
#include "ecarte/explain.h"
#include "ecarte/number.h"
#include "ecarte/view.h"
#include "json.h"
#include "review.h"

/* One command's arguments, split into words (pointers into a copy of the line). */
enum { WORDS_MAX = 40 };
typedef struct Words {
    int count;
    const char *items[WORDS_MAX];
} Words;

static void answer_ok(TextBuffer *out, const char *text) { text_buffer_appendf(out, "= %s\n\n", text); }

static void answer_error(TextBuffer *out, const char *format, const char *detail)
{
    text_buffer_append(out, "? ");
    text_buffer_appendf(out, format, detail);
    text_buffer_append(out, "\n\n");
}

void protocol_init(ProtocolSession *session, uint64_t seed)
{
    GameOptions options = options_preset(PRESET_STANDARD);
    memset(session, 0, sizeof *session);
    game_init(&session->game, &options, seed, SEAT_NONE);
    journal_begin(&session->journal, &session->game);
    session->next_seed = rng_mix(seed, 1);
}

void protocol_refuse_long_line(TextBuffer *out)
{
    text_buffer_appendf(out, "? line too long (at most %d bytes)\n\n", PROTOCOL_LINE_MAX);
}

static bool parse_switch(const char *text, bool *value)
{
    if (strcmp(text, "on") == 0 || strcmp(text, "off") == 0) {
        *value = text[1] == 'n';
        return true;
    }
    return false;
}

static void command_new(ProtocolSession *session, const Words *words, TextBuffer *out)
{
    /* The preset is applied first wherever it stands, so other options override it. */
    Preset preset = PRESET_STANDARD;
    for (int i = 1; i < words->count; i++)
        if (strncmp(words->items[i], "preset=", 7) == 0 && !options_parse_preset(words->items[i] + 7, &preset)) {
            answer_error(out, "unknown preset '%s' (expected standard or classic)", words->items[i] + 7);
            return;
        }
    GameOptions options = options_preset(preset);
    uint64_t seed = session->next_seed;
    uint8_t dealer = SEAT_NONE;

    for (int i = 1; i < words->count; i++) {
        const char *word = words->items[i];
        const char *value = strchr(word, '=');
        if (!value) {
            answer_error(out, "'%s' is not an option: write name=value", word);
            return;
        }
        size_t name_length = (size_t)(value - word);
        value++;
#define NAME_IS(name) (name_length == strlen(name) && strncmp(word, name, name_length) == 0)
        uint64_t number;
        bool valid;
        if (NAME_IS("preset")) {
            valid = true;
        } else if (NAME_IS("seed")) {
            valid = number_parse(value, 0, UINT64_MAX, &seed);
        } else if (NAME_IS("dealer")) {
            valid = number_parse(value, 0, SEAT_COUNT - 1, &number);
            if (valid)
                dealer = (uint8_t)number;
        } else if (NAME_IS("target")) {
            valid = number_parse(value, TARGET_MIN, TARGET_MAX, &number);
            if (valid)
                options.target = (uint8_t)number;
        } else if (NAME_IS("must_trump")) {
            valid = parse_switch(value, &options.must_trump_when_void);
        } else if (NAME_IS("dealer_must_exchange")) {
            valid = parse_switch(value, &options.dealer_must_exchange);
        } else if (NAME_IS("penalty")) {
            valid = options_parse_penalty(value, &options.penalty);
        } else {
            answer_error(out,
                         "unknown option '%s' (expected seed, preset, dealer, target, "
                         "must_trump, penalty or dealer_must_exchange)",
                         word);
            return;
        }
#undef NAME_IS
        if (!valid) {
            answer_error(out,
                         "bad value in '%s' (seed=N, dealer=0|1, target=1..99, "
                         "must_trump=on|off, penalty=standard|classic, "
                         "dealer_must_exchange=on|off)",
                         word);
            return;
        }
    }
    game_init(&session->game, &options, seed, dealer);
    journal_begin(&session->journal, &session->game);
    session->next_seed = rng_mix(session->next_seed, seed);
    answer_ok(out, "ok");
}

static void command_deal(ProtocolSession *session, const Words *words, TextBuffer *out)
{
    Card deck[CARD_COUNT];
    int given = words->count - 1;
    if (given != 0 && given != CARD_COUNT) {
        text_buffer_appendf(out, "? deal takes no cards or all 32 (got %d)\n\n", given);
        return;
    }
    CardSet seen = 0;
    for (int i = 0; i < given; i++) {
        const char *word = words->items[i + 1];
        deck[i] = card_parse(word, strlen(word));
        if (deck[i] == CARD_NONE) {
            answer_error(out, "'%s' is not a card (rank K Q J A T 9 8 7, suit S H D C)", word);
            return;
        }
        if (cardset_has(seen, deck[i])) {
            answer_error(out, "%s appears twice in the deck", word);
            return;
        }
        seen |= cardset_of(deck[i]);
    }
    Rejection why;
    if (journal_deal(&session->journal, &session->game, given ? deck : NULL, &why) != RULE_OK) {
        char reason[256];
        explain_rejection(&why, reason, sizeof reason);
        answer_error(out, "%s", reason);
        return;
    }
    answer_ok(out, "ok");
}

static void command_legal(ProtocolSession *session, TextBuffer *out)
{
    ActionList legal;
    game_legal_actions(&session->game, &legal);
    text_buffer_append(out, "= \n");
    for (int i = 0; i < legal.count; i++) {
        char text[ACTION_TEXT_MAX];
        action_format(legal.items[i], text);
        text_buffer_appendf(out, "%s\n", text);
    }
    text_buffer_append(out, "\n");
}

/* Joins words[1..] back into the action's text. */
static void rest_of_line(const Words *words, char *out, size_t size)
{
    size_t at = 0;
    out[0] = '\0';
    for (int i = 1; i < words->count; i++) {
        size_t length = strlen(words->items[i]);
        if (at + length + 2 > size)
            break;
        if (at)
            out[at++] = ' ';
        memcpy(out + at, words->items[i], length + 1);
        at += length;
    }
}

static void command_do(ProtocolSession *session, const Words *words, TextBuffer *out)
{
    char text[PROTOCOL_LINE_MAX];
    rest_of_line(words, text, sizeof text);
    Action action;
    size_t bad_at = 0, bad_length = 0;
    ActionParseError parse = action_parse(text, strlen(text), &action, &bad_at, &bad_length);
    if (parse != ACTION_PARSE_OK) {
        char word[64] = "";
        if (bad_length > 0 && bad_length < sizeof word) {
            memcpy(word, text + bad_at, bad_length);
            word[bad_length] = '\0';
        }
        text_buffer_appendf(out, "? %s%s%s%s\n\n", action_parse_error_text(parse), word[0] ? " ('" : "", word,
                            word[0] ? "')" : "");
        return;
    }
    Rejection why;
    if (journal_apply(&session->journal, &session->game, action, &why) != RULE_OK) {
        char reason[256];
        explain_rejection(&why, reason, sizeof reason);
        answer_error(out, "illegal: %s", reason);
        return;
    }
    answer_ok(out, "ok");
}

static void command_ai(ProtocolSession *session, const Words *words, TextBuffer *out)
{
    AiLevel level = AI_NORMAL;
    if (words->count > 2) {
        answer_error(out, "%s", "ai takes at most one word: easy, normal, hard or expert");
        return;
    }
    if (words->count == 2 && !ai_level_parse(words->items[1], &level)) {
        answer_error(out, "unknown level '%s' (expected easy, normal, hard or expert)", words->items[1]);
        return;
    }
    const Game *game = &session->game;
    if (game->to_act == SEAT_NONE) {
        answer_error(out, "nobody is to act (phase %s)", phase_name(game->phase));
        return;
    }
    SeatView view;
    game_view(game, game->to_act, &view);
    Action action;
    if (!ai_choose(&view, level, game->seed, &action)) {
        answer_error(out, "%s", "the AI found no legal action");
        return;
    }
    char text[ACTION_TEXT_MAX];
    action_format(action, text);
    answer_ok(out, text);
}

/* Every line of a review must fit in one answer, however full the journal. */
_Static_assert(JOURNAL_STEPS_MAX *REVIEW_LINE_MAX + 64 <= TEXT_BUFFER_CAPACITY, "a full review must fit an answer");

/* The journal's steps to review: the whole game, or the hand named. */
static bool review_range(const ProtocolSession *session, const Words *words, int *first, int *end, TextBuffer *out)
{
    const Journal *journal = &session->journal;
    if (words->count > 2) {
        answer_error(out, "%s", "review takes at most one word: a hand number");
        return false;
    }
    if (words->count == 1) {
        *first = 0;
        *end = journal->count;
        return true;
    }
    int oldest = journal->start.hands_dealt + 1, newest = session->game.hands_dealt;
    uint64_t hand;
    if (!number_parse(words->items[1], 1, UINT16_MAX, &hand)) {
        answer_error(out, "'%s' is not a hand number (1, 2, ...)",
                     strlen(words->items[1]) < 40 ? words->items[1] : "(too long to show)");
        return false;
    }
    if (journal_hand_steps(journal, (int)hand, first, end))
        return true;
    if (newest < oldest)
        text_buffer_appendf(out, "? no hand %d to review: no hand has been dealt in this game\n\n", (int)hand);
    else if (oldest == newest)
        text_buffer_appendf(out, "? no hand %d to review: this game holds hand %d\n\n", (int)hand, oldest);
    else
        text_buffer_appendf(out, "? no hand %d to review: this game holds hands %d to %d\n\n", (int)hand, oldest,
                            newest);
    return false;
}

static void command_review(ProtocolSession *session, const Words *words, TextBuffer *out)
{
    int first, end;
    if (!review_range(session, words, &first, &end, out))
        return;
    ReviewCursor cursor;
    ReviewItem item;
    ReviewStatus status = review_begin(&cursor, &session->journal, first, end) ? REVIEW_RATED : REVIEW_BROKEN;
    size_t start = out->length;
    text_buffer_append(out, "= \n");
    while (status == REVIEW_RATED && (status = review_next(&cursor, &item)) == REVIEW_RATED) {
        char line[REVIEW_LINE_MAX];
        review_format(&item, line, sizeof line);
        text_buffer_appendf(out, "%s\n", line);
    }
    if (status == REVIEW_BROKEN || out->overflowed) {
        /* Only the error is answered, never half a list. */
        text_buffer_truncate(out, start);
        answer_error(out, "%s", "the journal of this game cannot be replayed");
        return;
    }
    text_buffer_append(out, "\n");
}

static void command_view(ProtocolSession *session, const Words *words, TextBuffer *out)
{
    if (words->count != 2 || strlen(words->items[1]) != 1 || (words->items[1][0] != '0' && words->items[1][0] != '1')) {
        answer_error(out, "%s", "view takes one seat: 0 or 1");
        return;
    }
    SeatView view;
    game_view(&session->game, (uint8_t)(words->items[1][0] - '0'), &view);
    text_buffer_append(out, "= \n");
    json_write_view(out, &view);
    text_buffer_append(out, "\n\n");
}

static void command_state(ProtocolSession *session, TextBuffer *out)
{
    text_buffer_append(out, "= \n");
    json_write_state(out, &session->game);
    text_buffer_append(out, "\n\n");
}

/* Splits the line into words in place; false if it has more words than allowed. */
static bool split_words(char *line, Words *words)
{
    words->count = 0;
    char *at = line;
    for (;;) {
        while (*at == ' ' || *at == '\t' || *at == '\r')
            *at++ = '\0';
        if (*at == '\0')
            return true;
        if (words->count == WORDS_MAX)
            return false;
        words->items[words->count++] = at;
        while (*at && *at != ' ' && *at != '\t' && *at != '\r')
            at++;
    }
}

/* Printable ASCII and tabs only: anything else is not a command. */
static bool find_binary_byte(const char *line, size_t length, unsigned char *bad)
{
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)line[i];
        if ((c < 0x20 && c != '\t' && c != '\r') || c >= 0x7F) {
            *bad = c;
            return true;
        }
    }
    return false;
}

static bool takes_no_arguments(const Words *words, TextBuffer *out)
{
    if (words->count == 1)
        return true;
    answer_error(out, "%s takes no arguments", words->items[0]);
    return false;
}

void protocol_handle(ProtocolSession *session, const char *line, size_t length, TextBuffer *out)
{
    if (length > PROTOCOL_LINE_MAX) {
        protocol_refuse_long_line(out);
        return;
    }
    size_t first = 0;
    while (first < length && (line[first] == ' ' || line[first] == '\t' || line[first] == '\r'))
        first++;
    if (first == length || line[first] == '#')
        return;
    unsigned char bad;
    if (find_binary_byte(line, length, &bad)) {
        text_buffer_appendf(out, "? the line holds a byte that is not printable text (0x%02X)\n\n", bad);
        return;
    }
    char copy[PROTOCOL_LINE_MAX + 1];
    memcpy(copy, line, length);
    copy[length] = '\0';
    Words words;
    if (!split_words(copy, &words)) {
        text_buffer_appendf(out, "? too many words (at most %d)\n\n", WORDS_MAX);
        return;
    }

    const char *command = words.items[0];
    if (strcmp(command, "new") == 0)
        command_new(session, &words, out);
    else if (strcmp(command, "deal") == 0)
        command_deal(session, &words, out);
    else if (strcmp(command, "legal") == 0) {
        if (takes_no_arguments(&words, out))
            command_legal(session, out);
    } else if (strcmp(command, "do") == 0)
        command_do(session, &words, out);
    else if (strcmp(command, "ai") == 0)
        command_ai(session, &words, out);
    else if (strcmp(command, "view") == 0)
        command_view(session, &words, out);
    else if (strcmp(command, "review") == 0)
        command_review(session, &words, out);
    else if (strcmp(command, "state") == 0) {
        if (takes_no_arguments(&words, out))
            command_state(session, out);
    } else if (strcmp(command, "quit") == 0) {
        if (takes_no_arguments(&words, out)) {
            answer_ok(out, "bye");
            session->quit = true;
        }
    } else {
        answer_error(out, "unknown command '%s' (commands: new, deal, legal, do, ai, view, state, review, quit)",
                     strlen(command) < 40 ? command : "(too long to show)");
    }
}
