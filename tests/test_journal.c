/* A journal rebuilds every moment of the game it followed, reads back what
 * it wrote, refuses any damaged text without touching what it reads into,
 * and when full forgets whole hands, oldest first. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/journal.h"
#include "ecarte/record.h"
#include "support.h"

/* Journals and their texts are large: they live here, not on the stack. */
enum { HANDS_MAX = 400 };
static Journal journal, other, before_read, edited;
static char text[JOURNAL_TEXT_MAX], damaged[JOURNAL_TEXT_MAX + 1024];
static char states[JOURNAL_STEPS_MAX + 1][RECORD_TEXT_MAX];
static uint16_t dealt_at[JOURNAL_STEPS_MAX + 1];
static char hand_starts[HANDS_MAX + 1][RECORD_TEXT_MAX];

static void game_text(const Game *game, char out[RECORD_TEXT_MAX])
{
    assert_true(record_write(game, out, RECORD_TEXT_MAX) > 0);
}

static void assert_same_game(const Game *game, const char *expected)
{
    char actual[RECORD_TEXT_MAX];
    game_text(game, actual);
    assert_string_equal(actual, expected);
}

/* The game just before step `index`, as the journal rebuilds it, is `expected`. */
static void assert_state(const Journal *j, int index, const char *expected)
{
    Game rebuilt;
    if (!journal_state(j, index, &rebuilt))
        fail_msg("the journal cannot rebuild the game before step %d of %d", index, j->count);
    assert_same_game(&rebuilt, expected);
}

static GameOptions random_options(Rng *rng, int target_most)
{
    GameOptions options = options_preset(rng_below(rng, 2) ? PRESET_CLASSIC : PRESET_STANDARD);
    options.dealer_must_exchange = rng_below(rng, 4) == 0;
    if (rng_below(rng, 6) == 0)
        options.must_trump_when_void = !options.must_trump_when_void;
    options.target = (uint8_t)(1 + rng_below(rng, (uint32_t)target_most));
    return options;
}

static Action random_action(const Game *game, Rng *rng)
{
    ActionList legal;
    game_legal_actions(game, &legal);
    assert_true(legal.count > 0);
    return legal.items[rng_below(rng, (uint32_t)legal.count)];
}

/* Something the rules refuse now: a deck with a card twice, a deal after
 * the game or mid-hand, a card the seat lacks. */
static void try_refused_step(Journal *j, Game *game)
{
    char game_before[RECORD_TEXT_MAX];
    game_text(game, game_before);
    int count = j->count;
    Rejection why;
    if (game_is_over(game)) {
        assert_int_equal(journal_deal(j, game, NULL, &why), RULE_GAME_OVER);
    } else if (game->to_act == SEAT_NONE) {
        Card deck[CARD_COUNT] = {0};
        assert_int_equal(journal_deal(j, game, deck, &why), RULE_BAD_DECK);
    } else if (game->phase == PHASE_PLAY) {
        Card card = cardset_lowest(~game->hands[game->to_act]);
        assert_int_equal(journal_apply(j, game, action_play(card), &why), RULE_NOT_IN_HAND);
    } else {
        assert_int_equal(journal_deal(j, game, NULL, &why), RULE_HAND_IN_PROGRESS);
    }
    assert_int_equal(j->count, count);
    assert_same_game(game, game_before);
}

/* One step through the journal: a deal when one is due (from a deck of its
 * own `given_percent` of the time), else a random legal action. */
static void journal_step(Journal *j, Game *game, Rng *rng, int given_percent)
{
    if (game->to_act != SEAT_NONE) {
        assert_int_equal(journal_apply(j, game, random_action(game, rng), NULL), RULE_OK);
        return;
    }
    Card deck[CARD_COUNT];
    bool given = (int)rng_below(rng, 100) < given_percent;
    if (given)
        game_shuffled_deck(rng, deck);
    Rejection why;
    assert_int_equal(journal_deal(j, game, given ? deck : NULL, &why), RULE_OK);
}

static void assert_read_ok(const char *from, size_t length, Journal *into)
{
    char error[160] = "";
    if (!journal_read(from, length, into, error, sizeof error))
        fail_msg("a journal as written was refused: %s", error);
}

/* Writes the journal, reads it back and checks the copy writes the same text
 * and rebuilds the same final game. */
static size_t assert_round_trip(const Journal *j, const Game *game)
{
    size_t length = journal_write(j, text, sizeof text);
    assert_true(length > 0);
    assert_int_equal(strlen(text), length);
    memset(&other, 0xA5, sizeof other);
    assert_read_ok(text, length, &other);
    assert_int_equal(other.count, j->count);
    static char again[JOURNAL_TEXT_MAX];
    assert_int_equal(journal_write(&other, again, sizeof again), length);
    assert_string_equal(again, text);
    char final[RECORD_TEXT_MAX];
    game_text(game, final);
    assert_state(&other, other.count, final);
    return length;
}

/* The first step of hand `hand` and the step after its last, from the
 * rebuilt states alone; false if no kept step deals it. */
static bool expected_hand_steps(const Journal *j, int hand, int *first, int *end)
{
    for (int i = 0; i < j->count; i++) {
        if (j->steps[i].kind != JOURNAL_DEAL || dealt_at[i + 1] != hand)
            continue;
        *first = i;
        *end = j->count;
        for (int k = i + 1; k < j->count; k++)
            if (j->steps[k].kind == JOURNAL_DEAL) {
                *end = k;
                break;
            }
        return true;
    }
    return false;
}

static void every_step_rebuilds_the_game(void **state)
{
    (void)state;
    Rng rng = rng_seeded(20240612);
    int mid_hand_starts = 0, longest = 0;
    for (int g = 0; g < 200; g++) {
        GameOptions options = random_options(&rng, 7);
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        /* Some journals begin mid-hand, as one kept for a game read back from a save. */
        if (g % 4 == 3) {
            assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
            for (int k = (int)rng_below(&rng, 8); k > 0 && game.to_act != SEAT_NONE; k--)
                assert_int_equal(game_apply(&game, random_action(&game, &rng), NULL), RULE_OK);
            mid_hand_starts += game.phase != PHASE_DEAL;
        }
        journal_begin(&journal, &game);
        game_text(&game, states[0]);
        dealt_at[0] = game.hands_dealt;
        int steps = 0;
        while (!game_is_over(&game) && steps < JOURNAL_STEPS_MAX) {
            if (rng_below(&rng, 8) == 0)
                try_refused_step(&journal, &game);
            journal_step(&journal, &game, &rng, g % 3 == 0 ? 50 : 0);
            steps++;
            assert_int_equal(journal.count, steps);
            game_text(&game, states[steps]);
            dealt_at[steps] = game.hands_dealt;
        }
        if (game_is_over(&game))
            try_refused_step(&journal, &game);
        if (steps > longest)
            longest = steps;

        for (int i = 0; i <= steps; i++)
            assert_state(&journal, i, states[i]);
        Game unused;
        assert_false(journal_state(&journal, -1, &unused));
        assert_false(journal_state(&journal, steps + 1, &unused));

        /* The hand of a step is the one the game counts once the step is done. */
        for (int i = 0; i < steps; i++) {
            assert_int_equal(journal_hand_of(&journal, i), dealt_at[i + 1]);
            if (journal.steps[i].kind == JOURNAL_DEAL)
                assert_int_equal(dealt_at[i + 1], dealt_at[i] + 1);
            else
                assert_int_equal(dealt_at[i + 1], dealt_at[i]);
        }
        for (int hand = 0; hand <= game.hands_dealt + 1; hand++) {
            int first = -1, end = -1, want_first = -1, want_end = -1;
            bool kept = expected_hand_steps(&journal, hand, &want_first, &want_end);
            assert_int_equal(journal_hand_steps(&journal, hand, &first, &end), kept);
            if (!kept)
                continue;
            assert_int_equal(first, want_first);
            assert_int_equal(end, want_end);
        }
        assert_round_trip(&journal, &game);
    }
    assert_true(mid_hand_starts > 20);
    assert_true(longest > 100);
}

static void given_decks_round_trip(void **state)
{
    (void)state;
    Rng rng = rng_seeded(77);
    int mixed = 0;
    for (int g = 0; g < 100; g++) {
        GameOptions options = random_options(&rng, 5);
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        journal_begin(&journal, &game);
        int given_percent = g % 2 ? 100 : 50;
        while (!game_is_over(&game) && journal.count < JOURNAL_STEPS_MAX)
            journal_step(&journal, &game, &rng, given_percent);
        for (int i = 0; i < journal.count; i++)
            if (journal.steps[i].kind == JOURNAL_DEAL && given_percent == 100)
                assert_false(journal.steps[i].shuffled);
        assert_round_trip(&journal, &game);
        if (given_percent == 100) {
            assert_null(strstr(text, "deal shuffled"));
            assert_non_null(strstr(text, "deal given "));
        }
        mixed += strstr(text, "deal shuffled") && strstr(text, "deal given");
    }
    assert_true(mixed > 10);
}

/* A turned-up king that wins the game at the deal: one step, and the game over. */
static void a_game_won_at_the_deal_round_trips(void **state)
{
    (void)state;
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = 1;
    Game game;
    assert_true(game_init(&game, &options, 3, 0));
    journal_begin(&journal, &game);
    Card deck[CARD_COUNT];
    deck_stack(deck, "7S 8S 9S TS AS", "7H 8H 9H TH AH", "KD", "");
    assert_int_equal(journal_deal(&journal, &game, deck, NULL), RULE_OK);
    assert_true(game_is_over(&game));
    assert_int_equal(journal.count, 1);
    assert_int_equal(journal_hand_of(&journal, 0), 1);
    int first, end;
    assert_true(journal_hand_steps(&journal, 1, &first, &end));
    assert_int_equal(first, 0);
    assert_int_equal(end, 1);
    assert_round_trip(&journal, &game);
}

static void the_text_needs_its_room(void **state)
{
    (void)state;
    Rng rng = rng_seeded(5);
    GameOptions options = options_preset(PRESET_CLASSIC);
    Game game;
    assert_true(game_init(&game, &options, 11, SEAT_NONE));
    journal_begin(&journal, &game);
    for (int i = 0; i < 30; i++)
        journal_step(&journal, &game, &rng, 30);
    size_t length = journal_write(&journal, text, sizeof text);
    assert_true(length > 0);
    static char small[JOURNAL_TEXT_MAX];
    assert_int_equal(journal_write(&journal, small, length + 1), length);
    assert_string_equal(small, text);
    assert_int_equal(journal_write(&journal, small, length), 0);
    assert_int_equal(journal_write(&journal, small, 100), 0);
    assert_int_equal(journal_write(&journal, small, 0), 0);
}

/* ---- damaged texts ------------------------------------------------------ */

/* A game of a few hands, dealt both from the generator and from given decks. */
static void sample_journal(void)
{
    Rng rng = rng_seeded(31);
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = 15;
    Game game;
    assert_true(game_init(&game, &options, 4242, SEAT_NONE));
    journal_begin(&journal, &game);
    int deals = 0;
    while (deals < 4 || game.to_act != SEAT_NONE) {
        if (game.to_act == SEAT_NONE) {
            Card deck[CARD_COUNT];
            game_shuffled_deck(&rng, deck);
            assert_int_equal(journal_deal(&journal, &game, deals % 2 ? deck : NULL, NULL), RULE_OK);
            deals++;
            continue;
        }
        journal_step(&journal, &game, &rng, 0);
    }
    assert_false(game_is_over(&game));
}

/* Reads `bad` into a journal that already holds a game: the read must fail
 * with a message and leave that journal exactly as it was. */
static void expect_refused(const char *bad, size_t length, const char *fragment)
{
    sample_journal();
    memcpy(&before_read, &journal, sizeof journal);
    char error[160] = "";
    if (journal_read(bad, length, &journal, error, sizeof error))
        fail_msg("a damaged journal was read; expected '%s'", fragment);
    assert_true(strlen(error) > 0);
    assert_null(strchr(error, '\n'));
    if (!strstr(error, fragment))
        fail_msg("error '%s' does not say '%s'", error, fragment);
    assert_memory_equal(&journal, &before_read, sizeof journal);
}

/* The sample's text, with the journal itself left in `journal`. */
static size_t sample_text(void)
{
    sample_journal();
    size_t length = journal_write(&journal, text, sizeof text);
    assert_true(length > 0);
    return length;
}

/* `edited` written out into `damaged`. */
static size_t edited_text(void)
{
    size_t length = journal_write(&edited, damaged, sizeof damaged);
    assert_true(length > 0);
    return length;
}

/* The start of the line of step `index` in a written journal. */
static char *step_line(char *written, int index)
{
    char *at = strstr(written, "\nsteps ");
    assert_non_null(at);
    at = strchr(at + 1, '\n') + 1;
    for (int i = 0; i < index; i++)
        at = strchr(at, '\n') + 1;
    return at;
}

static int find_step(const Journal *j, JournalStepKind kind, bool shuffled, ActionType type, int from)
{
    for (int i = from; i < j->count; i++) {
        const JournalStep *step = &j->steps[i];
        if (step->kind != kind)
            continue;
        if (kind == JOURNAL_DEAL ? step->shuffled == shuffled : step->action.type == type)
            return i;
    }
    fail_msg("the sample journal has no such step");
    return -1;
}

static void the_sample_reads_back(void **state)
{
    (void)state;
    size_t length = sample_text();
    Game game;
    assert_true(journal_state(&journal, journal.count, &game));
    assert_round_trip(&journal, &game);
    /* Every kind of step the damaged texts need is there. */
    find_step(&journal, JOURNAL_DEAL, true, ACTION_PLAY, 1);
    find_step(&journal, JOURNAL_DEAL, false, ACTION_PLAY, 0);
    find_step(&journal, JOURNAL_ACTION, false, ACTION_PLAY, 0);
    assert_int_equal(journal_write(&journal, text, sizeof text), length);
    /* A text with Windows line ends, and blank lines between the steps, is read alike. */
    size_t out = 0;
    for (size_t i = 0; i < length; i++) {
        if (text[i] == '\n' && i > length / 2) {
            damaged[out++] = '\r';
            damaged[out++] = '\n';
            damaged[out++] = '\n';
            continue;
        }
        damaged[out++] = text[i];
    }
    assert_read_ok(damaged, out, &other);
    assert_int_equal(other.count, journal.count);
}

static void truncated_texts_are_refused(void **state)
{
    (void)state;
    size_t length = sample_text();
    int count = journal.count;
    /* Mid-way through the last step. */
    assert_true(journal.steps[count - 1].kind == JOURNAL_ACTION);
    expect_refused(text, length - 2, "not a deal or an action");
    /* Without its whole last step. */
    size_t last = (size_t)(step_line(text, count - 1) - text);
    expect_refused(text, last, "fewer steps than announced");
    /* Mid-way through a deal. */
    int deal = find_step(&journal, JOURNAL_DEAL, true, ACTION_PLAY, 1);
    size_t in_deal = (size_t)(step_line(text, deal) - text) + 40;
    memcpy(damaged, text, in_deal);
    damaged[in_deal] = '\n';
    expect_refused(damaged, in_deal + 1, "not a deal or an action");
    /* Before the steps, or nothing at all. */
    expect_refused(text, (size_t)(strstr(text, "\nsteps ") - text) + 1, "no steps line");
    expect_refused(text, 0, "no steps line");
    expect_refused(text, 200, "no steps line");
}

static void illegal_steps_are_refused(void **state)
{
    (void)state;
    sample_text();
    /* A card the seat does not hold. */
    memcpy(&edited, &journal, sizeof journal);
    int play = find_step(&edited, JOURNAL_ACTION, false, ACTION_PLAY, 0);
    Game at;
    assert_true(journal_state(&journal, play, &at));
    uint8_t seat = edited.steps[play].seat;
    edited.steps[play].action = action_play(cardset_lowest(at.hands[seat_other(seat)]));
    expect_refused(damaged, edited_text(), "the rules refuse this step");

    /* A decision of the wrong phase. */
    memcpy(&edited, &journal, sizeof journal);
    edited.steps[play].action = action_propose();
    expect_refused(damaged, edited_text(), "the rules refuse this step");

    /* The right action written for the other seat. */
    memcpy(&edited, &journal, sizeof journal);
    edited.steps[play].seat = seat_other(seat);
    expect_refused(damaged, edited_text(), "the rules refuse this step");

    /* A deal while a hand is in progress. */
    memcpy(&edited, &journal, sizeof journal);
    edited.steps[play] = journal.steps[0];
    edited.steps[play].shuffled = false;
    expect_refused(damaged, edited_text(), "the rules refuse this step");

    /* Seats and verbs the text form does not know. */
    size_t length = journal_write(&journal, text, sizeof text);
    const char *bad_lines[] = {"act 2 play KH", "act play KH",   "act 0 jump",  "act 0 play KX", "act 0 play KH QH",
                               "deal",          "deal shuffled", "deal sorted", "hello",         "act 00 play KH"};
    for (size_t b = 0; b < sizeof bad_lines / sizeof bad_lines[0]; b++) {
        char *line = step_line(text, play);
        size_t head = (size_t)(line - text);
        char *rest = strchr(line, '\n');
        int written = snprintf(damaged, sizeof damaged, "%.*s%s%s", (int)head, text, bad_lines[b], rest);
        assert_true(written > 0 && (size_t)written < length + 64);
        expect_refused(damaged, (size_t)written, "not a deal or an action");
    }
}

static void damaged_deals_are_refused(void **state)
{
    (void)state;
    sample_text();
    int shuffled = find_step(&journal, JOURNAL_DEAL, true, ACTION_PLAY, 1);
    int given = find_step(&journal, JOURNAL_DEAL, false, ACTION_PLAY, 0);
    int deals[2] = {shuffled, given};

    /* A card twice: the text form itself refuses it, whoever dealt. */
    for (int d = 0; d < 2; d++) {
        size_t length = journal_write(&journal, damaged, sizeof damaged);
        char *line = step_line(damaged, deals[d]);
        char *cards = strchr(line + 5, ' ') + 1; /* after "deal shuffled " or "deal given " */
        memcpy(cards + 3 * 7, cards + 3 * 2, 2); /* the eighth card is the third again */
        expect_refused(damaged, length, "not a deal or an action");
    }

    /* A 'shuffled' deal whose deck the game's generator would not deal,
     * though every card is there once. */
    memcpy(&edited, &journal, sizeof journal);
    Card *deck = edited.steps[shuffled].deck;
    Card swap = deck[CARD_COUNT - 1];
    deck[CARD_COUNT - 1] = deck[CARD_COUNT - 2];
    deck[CARD_COUNT - 2] = swap;
    expect_refused(damaged, edited_text(), "not the one the game's generator deals");

    /* The same for the very first deal, with the generator's state in the start. */
    memcpy(&edited, &journal, sizeof journal);
    assert_true(edited.steps[0].kind == JOURNAL_DEAL && edited.steps[0].shuffled);
    edited.start.rng.state ^= 1;
    expect_refused(damaged, edited_text(), "not the one the game's generator deals");

    /* A deal line with more than the deck after it. */
    for (int d = 0; d < 2; d++) {
        const char *tails[] = {" 7S", " ", "x"};
        for (size_t t = 0; t < sizeof tails / sizeof tails[0]; t++) {
            journal_write(&journal, text, sizeof text);
            char *end = strchr(step_line(text, deals[d]), '\n');
            int written = snprintf(damaged, sizeof damaged, "%.*s%s%s", (int)(end - text), text, tails[t], end);
            expect_refused(damaged, (size_t)written, "not a deal or an action");
        }
    }

    /* A given deck missing a card, or with a card that is none. */
    size_t length = journal_write(&journal, damaged, sizeof damaged);
    char *line = step_line(damaged, given);
    memcpy(line + strlen("deal given "), "XX", 2);
    expect_refused(damaged, length, "not a deal or an action");
    length = journal_write(&journal, damaged, sizeof damaged);
    line = step_line(damaged, given);
    char *end = strchr(line, '\n');
    memmove(end - 3, end, strlen(end) + 1); /* drop the last card */
    expect_refused(damaged, length - 3, "not a deal or an action");
}

/* Replaces the line that begins with `prefix` (after a newline) by `line`. */
static size_t replace_line(const char *from, const char *prefix, const char *line)
{
    char needle[32];
    snprintf(needle, sizeof needle, "\n%s", prefix);
    const char *start = strstr(from, needle);
    assert_non_null(start);
    start++;
    const char *rest = strchr(start, '\n');
    int written = snprintf(damaged, sizeof damaged, "%.*s%s%s", (int)(start - from), from, line, rest);
    assert_true(written > 0 && (size_t)written < sizeof damaged);
    return (size_t)written;
}

static void wrong_step_counts_are_refused(void **state)
{
    (void)state;
    sample_text();
    char line[32];
    snprintf(line, sizeof line, "steps %d", journal.count + 1);
    expect_refused(damaged, replace_line(text, "steps ", line), "fewer steps than announced");
    snprintf(line, sizeof line, "steps %d", journal.count - 1);
    expect_refused(damaged, replace_line(text, "steps ", line), "more steps than announced");
    const char *bad[] = {"steps -1", "steps 601", "steps x", "steps 3 4", "steps"};
    for (size_t b = 0; b < sizeof bad / sizeof bad[0]; b++) {
        size_t length = replace_line(text, "steps ", bad[b]);
        const char *fragment = strcmp(bad[b], "steps") == 0 ? "no steps line" : "number of steps";
        expect_refused(damaged, length, fragment);
    }
}

static void damaged_starts_are_refused(void **state)
{
    (void)state;
    sample_text();
    expect_refused(damaged, replace_line(text, "scores ", "scores 1 x"), "the journal's start");
    expect_refused(damaged, replace_line(text, "phase ", "phase nowhere"), "the journal's start");
    expect_refused(damaged, replace_line(text, "rng ", "rng 12"), "the journal's start");
    expect_refused(damaged, replace_line(text, "rng ", ""), "the journal's start");
    /* A start the record reads, but from which the steps no longer follow. */
    memcpy(&edited, &journal, sizeof journal);
    edited.start.dealer = seat_other(edited.start.dealer);
    expect_refused(damaged, edited_text(), "journal line");
}

static void long_lines_and_nul_bytes_are_refused(void **state)
{
    (void)state;
    size_t length = sample_text();
    int play = find_step(&journal, JOURNAL_ACTION, false, ACTION_PLAY, 0);
    char *line = step_line(text, play);
    size_t head = (size_t)(line - text);

    /* A long line among the steps, and a step line padded far past any real one. */
    char long_line[400];
    memset(long_line, 'x', sizeof long_line - 1);
    long_line[sizeof long_line - 1] = '\0';
    int written = snprintf(damaged, sizeof damaged, "%.*s%s\n%s", (int)head, text, long_line, line);
    expect_refused(damaged, (size_t)written, "too long");
    char *newline = strchr(line, '\n');
    written = snprintf(damaged, sizeof damaged, "%.*s%.*s%300s%s", (int)head, text, (int)(newline - line), line, "",
                       newline);
    expect_refused(damaged, (size_t)written, "too long");
    /* The same as the last line, without a newline after it. */
    written = snprintf(damaged, sizeof damaged, "%s%s", text, long_line);
    expect_refused(damaged, (size_t)written, "too long");

    /* A NUL byte inside a step, and inside the start. */
    memcpy(damaged, text, length);
    damaged[head + 3] = '\0';
    expect_refused(damaged, length, "journal line");
    memcpy(damaged, text, length);
    damaged[head + 8] = '\0'; /* inside the action's verb */
    expect_refused(damaged, length, "journal line");
    memcpy(damaged, text, length);
    damaged[strstr(text, "\nscores ") - text + 3] = '\0';
    expect_refused(damaged, length, "the journal's start");
    /* A NUL after a whole step, hiding what follows it on the line. */
    written = snprintf(damaged, sizeof damaged, "%.*s%.*s", (int)head, text, (int)(newline - line), line);
    damaged[written++] = '\0';
    written += snprintf(damaged + written, sizeof damaged - (size_t)written, "junk%s", newline);
    expect_refused(damaged, (size_t)written, "journal line");
    /* A NUL where the steps line begins. */
    memcpy(damaged, text, length);
    damaged[strstr(text, "\nsteps ") - text + 7] = '\0';
    expect_refused(damaged, length, "journal line");
}

/* ---- a journal that fills up -------------------------------------------- */

static void assert_whole_hands_kept(const Journal *j, const Game *game)
{
    int oldest = j->start.hands_dealt + 1;
    assert_true(j->steps[0].kind == JOURNAL_DEAL);
    assert_same_game(&j->start, hand_starts[oldest]);
    for (int hand = 1; hand <= game->hands_dealt; hand++) {
        int first = -1, end = -1;
        bool kept = journal_hand_steps(j, hand, &first, &end);
        if (hand < oldest) {
            if (kept)
                fail_msg("hand %d was forgotten, yet steps %d to %d are said to hold it", hand, first, end);
            continue;
        }
        if (!kept)
            fail_msg("hand %d is kept but not found", hand);
        assert_true(first >= 0 && first < end && end <= j->count);
        assert_true(j->steps[first].kind == JOURNAL_DEAL);
        assert_true(end == j->count || j->steps[end].kind == JOURNAL_DEAL);
        for (int i = first + 1; i < end; i++)
            assert_true(j->steps[i].kind == JOURNAL_ACTION);
        assert_int_equal(journal_hand_of(j, first), hand);
        assert_int_equal(journal_hand_of(j, end - 1), hand);
        assert_state(j, first, hand_starts[hand]);
    }
    int first, end;
    assert_false(journal_hand_steps(j, game->hands_dealt + 1, &first, &end));
}

static void a_full_journal_forgets_whole_hands(void **state)
{
    (void)state;
    Rng rng = rng_seeded(99);
    int forgotten_total = 0;
    for (int g = 0; g < 4; g++) {
        GameOptions options = options_preset(g % 2 ? PRESET_CLASSIC : PRESET_STANDARD);
        options.target = TARGET_MAX;
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        journal_begin(&journal, &game);
        int steps = 0, forgets = 0;
        while (!game_is_over(&game)) {
            if (game.to_act == SEAT_NONE) {
                assert_true(game.hands_dealt < HANDS_MAX);
                game_text(&game, hand_starts[game.hands_dealt + 1]);
            }
            int count = journal.count;
            journal_step(&journal, &game, &rng, 20);
            steps++;
            if (journal.count != count + 1) {
                /* Full: one whole hand went, and the new step came in. */
                assert_int_equal(count, JOURNAL_STEPS_MAX);
                assert_true(journal.count > JOURNAL_STEPS_MAX - 110 && journal.count <= JOURNAL_STEPS_MAX);
                forgets++;
                assert_whole_hands_kept(&journal, &game);
            }
            if (forgets == 0)
                assert_int_equal(journal.count, steps);
            char now[RECORD_TEXT_MAX];
            game_text(&game, now);
            assert_state(&journal, journal.count, now);
        }
        assert_true(forgets > 0);
        assert_true(steps > 2 * JOURNAL_STEPS_MAX);
        assert_true(journal.start.hands_dealt > 0);
        assert_whole_hands_kept(&journal, &game);
        assert_true(assert_round_trip(&journal, &game) <= JOURNAL_TEXT_MAX);
        forgotten_total += journal.start.hands_dealt;
    }
    assert_true(forgotten_total > 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_step_rebuilds_the_game),
        cmocka_unit_test(given_decks_round_trip),
        cmocka_unit_test(a_game_won_at_the_deal_round_trips),
        cmocka_unit_test(the_text_needs_its_room),
        cmocka_unit_test(the_sample_reads_back),
        cmocka_unit_test(truncated_texts_are_refused),
        cmocka_unit_test(illegal_steps_are_refused),
        cmocka_unit_test(damaged_deals_are_refused),
        cmocka_unit_test(wrong_step_counts_are_refused),
        cmocka_unit_test(damaged_starts_are_refused),
        cmocka_unit_test(long_lines_and_nul_bytes_are_refused),
        cmocka_unit_test(a_full_journal_forgets_whole_hands),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
