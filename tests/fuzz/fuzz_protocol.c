/* The engine's text protocol (src/engine/protocol.h), fed a whole session:
 * the input is split into lines as the program splits its standard input.
 * Every line that is not a comment gets exactly one answer, framed as
 * PROTOCOL.md says; a refused command leaves the game as it was; the game
 * is one the rules could be in after every line; and at the end its
 * journal still leads to it. */
#include <string.h>

#include "fuzz_support.h"
#include "protocol.h"

static ProtocolSession session;
static TextBuffer answer;
static Game before;

/* One answer: "= " or "? " first, one empty line at its end and nowhere
 * else. */
static const char *framing_problem(const TextBuffer *out)
{
    if (out->overflowed)
        return "the answer overflowed its buffer";
    const char *text = out->data;
    size_t length = out->length;
    if (length < 4 || (text[0] != '=' && text[0] != '?') || text[1] != ' ')
        return "the answer does not start with '= ' or '? '";
    if (text[length - 1] != '\n' || text[length - 2] != '\n')
        return "the answer does not end with an empty line";
    for (size_t i = 0; i + 2 < length; i++)
        if (text[i] == '\n' && text[i + 1] == '\n')
            return "the answer holds an empty line before its end";
    if (memchr(text, '\0', length))
        return "the answer holds a NUL byte";
    return NULL;
}

/* Whether the protocol ignores the line: empty, blanks, or a comment. */
static bool is_comment(const char *line, size_t length)
{
    size_t first = 0;
    while (first < length && (line[first] == ' ' || line[first] == '\t' || line[first] == '\r'))
        first++;
    return first == length || line[first] == '#';
}

/* The next word of line[*at..length), blanks skipped. */
static size_t next_word(const char *line, size_t length, size_t *at)
{
    while (*at < length && (line[*at] == ' ' || line[*at] == '\t' || line[*at] == '\r'))
        (*at)++;
    size_t start = *at;
    while (*at < length && line[*at] != ' ' && line[*at] != '\t' && line[*at] != '\r')
        (*at)++;
    return *at - start;
}

/* A search by the AI above its easiest level, or a review, which rates
 * every decision with one: a few per session show they work, and tests/ai
 * tests the search itself; many would spend the fuzzer's time there rather
 * than in the protocol and the rules. */
static bool searches(const char *line, size_t length)
{
    size_t at = 0, word = next_word(line, length, &at);
    if (word == 6 && memcmp(line + at - word, "review", 6) == 0)
        return true;
    if (word != 2 || memcmp(line + at - word, "ai", 2) != 0)
        return false;
    word = next_word(line, length, &at);
    return !(word == 4 && memcmp(line + at - word, "easy", 4) == 0);
}
enum { SEARCHES_MAX = 1 };

static void handle(const char *line, size_t length)
{
    text_buffer_clear(&answer);
    before = session.game;
    int steps = session.journal.count;
    if (length > PROTOCOL_LINE_MAX)
        protocol_refuse_long_line(&answer);
    else
        protocol_handle(&session, line, length, &answer);
    bool ignored = length <= PROTOCOL_LINE_MAX && is_comment(line, length);
    if (ignored != (answer.length == 0))
        fuzz_abort("a comment was answered, or a command was not", NULL);
    const char *problem = ignored ? NULL : framing_problem(&answer);
    if (problem)
        fuzz_abort(problem, NULL);
    if ((ignored || answer.data[0] == '?') &&
        (memcmp(&before, &session.game, sizeof before) != 0 || session.journal.count != steps))
        fuzz_abort("a refused or ignored line changed the game", NULL);
    if (!fuzz_game_sane(&session.game, session.game.seed, &problem))
        fuzz_abort("the session's game is bad", problem);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    protocol_init(&session, 7);
    size_t at = 0;
    int searched = 0;
    while (at < size && !session.quit) {
        const char *stop = memchr(text + at, '\n', size - at);
        size_t length = (size_t)((stop ? stop : text + size) - (text + at));
        if (!searches(text + at, length) || searched++ < SEARCHES_MAX)
            handle(text + at, length);
        at += length + 1;
    }
    if (!fuzz_journal_leads_to(&session.journal, &session.game))
        fuzz_abort("the session's journal does not lead to its game", NULL);
    return 0;
}
