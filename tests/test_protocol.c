/* The text protocol, command by command and error by error, driven in-process. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "protocol.h"

static ProtocolSession session;
static TextBuffer answer;

static const char *send_bytes(const char *line, size_t length)
{
    text_buffer_clear(&answer);
    protocol_handle(&session, line, length, &answer);
    assert_false(answer.overflowed);
    if (answer.length > 0) {
        /* Framing: "= " or "? ", ending with one empty line. */
        assert_true(strncmp(answer.data, "= ", 2) == 0 || strncmp(answer.data, "? ", 2) == 0);
        assert_true(answer.length >= 4);
        assert_string_equal(answer.data + answer.length - 2, "\n\n");
        assert_ptr_equal(strstr(answer.data, "\n\n"), answer.data + answer.length - 2);
    }
    return answer.data;
}

static const char *send(const char *line) { return send_bytes(line, strlen(line)); }

static void expect(const char *line, const char *expected)
{
    const char *got = send(line);
    if (strcmp(got, expected) != 0)
        fail_msg("'%s' answered '%s', expected '%s'", line, got, expected);
}

static void expect_error(const char *line, const char *fragment)
{
    char before[TEXT_BUFFER_CAPACITY];
    snprintf(before, sizeof before, "%s", send("state"));
    const char *got = send(line);
    if (strncmp(got, "? ", 2) != 0 || !strstr(got, fragment))
        fail_msg("'%s' answered '%s', expected an error with '%s'", line, got, fragment);
    assert_string_equal(send("state"), before); /* an error never changes the game */
}

static int setup(void **state)
{
    (void)state;
    protocol_init(&session, 1);
    return 0;
}

/* Deals KH QH JH 7S 8S to the elder (seat 1) and KS QS JS AS TS to the dealer,
 * hearts trumps: the deck in deal order. */
static const char STACKED_DEAL[] =
    "deal KH QH JH KS QS JS 7S 8S AS TS 7H 7C 8C 9C TC AC JC QC KC 7D 8D 9D TD AD JD QD KD "
    "9S 9H 8H TH AH";

static void new_accepts_every_option(void **state)
{
    (void)state;
    expect("new", "= ok\n\n");
    expect("new seed=5 preset=classic dealer=1 target=7 must_trump=off penalty=standard "
           "dealer_must_exchange=on",
           "= ok\n\n");
    const char *json = send("state");
    assert_non_null(strstr(json, "\"dealer\":1"));
    assert_non_null(strstr(json, "\"target\":7"));
    assert_non_null(strstr(json, "\"must_trump\":false"));
    assert_non_null(strstr(json, "\"penalty\":\"standard\""));
    assert_non_null(strstr(json, "\"dealer_must_exchange\":true"));
    assert_non_null(strstr(json, "\"seed\":5"));
    assert_non_null(strstr(json, "\"phase\":\"deal\""));
    expect("new preset=classic", "= ok\n\n");
    assert_non_null(strstr(send("state"), "\"must_trump\":true"));
}

static void new_refuses_bad_options(void **state)
{
    (void)state;
    expect_error("new seed=abc", "bad value in 'seed=abc'");
    expect_error("new seed=-1", "bad value");
    expect_error("new seed=99999999999999999999999", "bad value");
    expect_error("new dealer=2", "bad value in 'dealer=2'");
    expect_error("new target=0", "bad value");
    expect_error("new target=100", "bad value");
    expect_error("new must_trump=maybe", "bad value");
    expect_error("new penalty=harsh", "bad value");
    expect_error("new preset=modern", "unknown preset 'modern'");
    expect_error("new colour=red", "unknown option 'colour=red'");
    expect_error("new fast", "'fast' is not an option");
}

static void same_seed_same_game(void **state)
{
    (void)state;
    char first[TEXT_BUFFER_CAPACITY];
    send("new seed=77");
    send("deal");
    snprintf(first, sizeof first, "%s", send("state"));
    send("new seed=78");
    send("deal");
    assert_string_not_equal(send("state"), first);
    send("new seed=77");
    send("deal");
    assert_string_equal(send("state"), first);
}

static void deal_takes_nothing_or_a_whole_deck(void **state)
{
    (void)state;
    send("new seed=3 dealer=0");
    expect_error("deal KS QS", "deal takes no cards or all 32 (got 2)");
    expect_error("deal KH QH JH KS QS JS 7S 8S AS TS 7H 7C 8C 9C TC AC JC QC KC 7D 8D 9D TD AD "
                 "JD QD KD 9S 9H 8H TH XX",
                 "'XX' is not a card");
    expect_error("deal KH QH JH KS QS JS 7S 8S AS TS 7H 7C 8C 9C TC AC JC QC KC 7D 8D 9D TD AD "
                 "JD QD KD 9S 9H 8H TH KH",
                 "KH appears twice");
    expect(STACKED_DEAL, "= ok\n\n");
    const char *json = send("state");
    assert_non_null(strstr(json, "\"hands\":[[\"TS\",\"AS\",\"JS\",\"QS\",\"KS\"],"
                                 "[\"7S\",\"8S\",\"JH\",\"QH\",\"KH\"]]"));
    assert_non_null(strstr(json, "\"turnup\":\"7H\""));
    assert_non_null(strstr(json, "\"trump\":\"H\""));
    expect_error("deal", "That is not possible now.");
}

static void legal_lists_the_choices(void **state)
{
    (void)state;
    send("new seed=3 dealer=0");
    expect("legal", "= \n\n"); /* nothing dealt: nobody to act */
    send(STACKED_DEAL);
    expect("legal", "= \npropose\nstand\n\n");
    expect_error("legal now", "legal takes no arguments");
    send("do propose");
    expect("legal", "= \naccept\nrefuse\n\n");
    send("do accept");
    const char *list = send("legal");
    int lines = 0;
    for (const char *at = list; (at = strstr(at, "\ndiscard")) != NULL; at++)
        lines++;
    assert_int_equal(lines, 31);
}

static void do_applies_or_explains(void **state)
{
    (void)state;
    send("new seed=3 dealer=0");
    expect_error("do stand", "No hand is being played");
    send(STACKED_DEAL);
    expect_error("do", "no action given");
    expect_error("do jump", "unknown action");
    expect_error("do play", "play needs a card");
    expect_error("do play QX", "not a card");
    expect_error("do stand now", "unexpected words");
    expect_error("do accept", "illegal: Not yet: first propose an exchange or play as dealt.");
    expect_error("do discard KH KH", "the same card is named twice");
    expect("do stand", "= ok\n\n");
    expect_error("do play KS", "illegal: You do not hold that card.");
    expect("do declare", "= ok\n\n");
    expect_error("do declare", "illegal: You have already declared the king.");
    expect("do play 7S", "= ok\n\n");
    expect("do play AS", "= ok\n\n"); /* every spade beats 7S: any may be played */
    /* The dealer leads a spade the elder can follow but not beat. */
    expect("do play KS", "= ok\n\n");
    expect_error("do play KH", "illegal: You must follow suit with a spade (8S).");
    expect("do play 8S", "= ok\n\n");
    expect_error("do declare", "illegal: You do not hold the king of trumps.");
}

static void illegal_follow_names_the_rule(void **state)
{
    (void)state;
    send("new seed=3 dealer=0");
    /* Elder AH 7S 8S 9S TS; dealer KH QH 8H QD JD; clubs trumps. */
    send("deal AH 7S 8S KH QH 8H 9S TS QD JD 7C 8C 9C TC AC JC QC KC 7D 8D 9D TD AD KD KS "
         "QS JS AS 7H 9H TH JH");
    send("do stand");
    send("do play AH");
    expect("do play QD", "? illegal: You must follow suit with a higher heart (QH or KH).\n\n");
    expect("do play 8H", "? illegal: You must win the trick if you can: play a higher heart (QH or KH).\n\n");
    send("new seed=3 dealer=0 preset=classic");
    send("deal AH 7S 8S 7C 8C QD 9S TS JD KS 9C KH QH JH TC AC JC QC KC 7D 8D 9D TD AD KD "
         "QS JS AS 7H 9H TH 8H");
    send("do stand");
    send("do play AH");
    expect("do play QD", "? illegal: You have no hearts, so you must play a trump (7C or 8C).\n\n");
}

static void ai_answers_a_legal_action_deterministically(void **state)
{
    (void)state;
    send("new seed=9 dealer=0");
    expect_error("ai", "nobody is to act");
    send("deal");
    expect_error("ai brilliant", "unknown level 'brilliant'");
    expect_error("ai easy hard", "at most one word");
    for (int level = 0; level < 3; level++) {
        static const char *const COMMANDS[] = {"ai easy", "ai normal", "ai hard"};
        char choice[64];
        snprintf(choice, sizeof choice, "%s", send(COMMANDS[level]));
        assert_true(strncmp(choice, "= ", 2) == 0);
        assert_string_equal(send(COMMANDS[level]), choice); /* nothing was applied */
        char line[64];
        snprintf(line, sizeof line, "%.*s", (int)(strlen(choice) - 4), choice + 2);
        assert_non_null(strstr(send("legal"), line));
    }
}

static void ai_ignores_cards_it_cannot_see(void **state)
{
    (void)state;
    char first[64];
    /* Two deals that differ only in the dealer's hand and the stock below the top. */
    send("new seed=11 dealer=0");
    send(STACKED_DEAL);
    snprintf(first, sizeof first, "%s", send("ai hard"));
    send("new seed=11 dealer=0");
    send("deal KH QH JH 7D 8D 9D 7S 8S TD AD 7H 7C 8C 9C TC AC JC QC KC KS QS JS AS TS JD QD KD "
         "9S 9H 8H TH AH");
    assert_string_equal(send("ai hard"), first);
}

static void view_and_state_print_json(void **state)
{
    (void)state;
    send("new seed=3 dealer=0");
    send(STACKED_DEAL);
    const char *view = send("view 1");
    assert_true(strncmp(view, "= \n{\"seat\":1,", 13) == 0);
    assert_non_null(strstr(view, "\"hand\":[\"7S\",\"8S\",\"JH\",\"QH\",\"KH\"]"));
    assert_null(strstr(view, "KS")); /* the dealer's cards are not shown */
    assert_null(strstr(view, "\"hands\""));
    const char *const keys[] = {"phase",         "to_act", "dealer",    "scores",   "target",   "trump",     "turnup",
                                "stock",         "hand",   "exchanged", "discards", "proposed", "refused",   "stood",
                                "king_declared", "trick",  "leader",    "tricks",   "history",  "last_hand", "winner"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        char quoted[32];
        snprintf(quoted, sizeof quoted, "\"%s\":", keys[i]);
        assert_non_null(strstr(view, quoted));
    }
    expect_error("view", "view takes one seat: 0 or 1");
    expect_error("view 2", "view takes one seat");
    expect_error("view 0 1", "view takes one seat");
    const char *json = send("state");
    assert_true(strncmp(json, "= \n{", 4) == 0);
    assert_non_null(strstr(json, "\"hands\":"));
    assert_non_null(strstr(json, "\"discards\":[[],[]]"));
    expect_error("state all", "state takes no arguments");
}

static void a_whole_hand_is_scored(void **state)
{
    (void)state;
    send("new seed=3 dealer=0");
    send(STACKED_DEAL);
    const char *const moves[] = {"stand",   "play KH", "play TS", "play QH", "play AS", "play JH",
                                 "play JS", "play 7S", "play QS", "play KS", "play 8S"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        char line[32];
        snprintf(line, sizeof line, "do %s", moves[i]);
        expect(line, "= ok\n\n");
    }
    const char *json = send("state");
    assert_non_null(strstr(json, "\"phase\":\"hand_over\""));
    assert_non_null(strstr(json, "\"scores\":[0,2]"));
    assert_non_null(strstr(json, "\"last_hand\":{\"points\":[0,2],\"why\":\"seat 1 won after "
                                 "playing without an exchange (penalty): 2 points\"}"));
    assert_non_null(strstr(json, "{\"leader\":1,\"cards\":[\"KH\",\"TS\"],\"winner\":1}"));
    expect("deal", "= ok\n\n");
    assert_non_null(strstr(send("state"), "\"dealer\":1"));
}

/* The lines of a `review` answer after its "= " line, with how many there are. */
static int review_lines(const char *text, char lines[][160], int max)
{
    assert_true(strncmp(text, "= \n", 3) == 0);
    int count = 0;
    for (const char *at = text + 3; *at != '\n'; count++) {
        const char *stop = strchr(at, '\n');
        assert_non_null(stop);
        assert_true(count < max);
        snprintf(lines[count], sizeof lines[count], "%.*s", (int)(stop - at), at);
        at = stop + 1;
    }
    return count;
}

/* hand H seat S phase P taken ACTION best ACTION loss L.LLL class C */
static void check_review_line(const char *line, int hand)
{
    int read_hand = -1, seat = -1, used = 0;
    char phase[16];
    assert_int_equal(sscanf(line, "hand %d seat %d phase %15s taken %n", &read_hand, &seat, phase, &used), 3);
    assert_true(used > 0);
    assert_int_equal(read_hand, hand);
    assert_true(seat == 0 || seat == 1);
    assert_true(strcmp(phase, "propose") == 0 || strcmp(phase, "respond") == 0 || strcmp(phase, "discard") == 0 ||
                strcmp(phase, "play") == 0);
    const char *best = strstr(line, " best "), *loss = strstr(line, " loss "), *grade = strstr(line, " class ");
    assert_true(best && loss && grade && best < loss && loss < grade);
    double value = -1;
    char name[16], extra;
    assert_int_equal(sscanf(loss, " loss %lf class %15s%c", &value, name, &extra), 2);
    assert_true(value >= 0 && value <= 1);
    assert_int_equal(strlen(loss) - strlen(grade), strlen(" loss 0.000")); /* three decimals */
    assert_true(strcmp(name, "good") == 0 || strcmp(name, "inaccuracy") == 0 || strcmp(name, "mistake") == 0 ||
                strcmp(name, "blunder") == 0);
}

static void review_rates_every_decision(void **state)
{
    (void)state;
    char lines[40][160];
    send("new seed=3 dealer=0");
    expect("review", "= \n\n"); /* nothing decided yet */
    send(STACKED_DEAL);
    expect("review", "= \n\n");
    const char *const moves[] = {"stand",   "play KH", "play TS", "play QH", "play AS", "play JH",
                                 "play JS", "play 7S", "play QS", "play KS", "play 8S"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        char line[32];
        snprintf(line, sizeof line, "do %s", moves[i]);
        expect(line, "= ok\n\n");
        /* Refused commands are no decisions. */
        assert_true(send("do play 7C")[0] == '?');
        if (i + 1 < sizeof moves / sizeof moves[0])
            assert_true(send("deal")[0] == '?');
    }
    int count = review_lines(send("review"), lines, 40);
    assert_int_equal(count, (int)(sizeof moves / sizeof moves[0]));
    for (int i = 0; i < count; i++) {
        check_review_line(lines[i], 1);
        char taken[48];
        snprintf(taken, sizeof taken, " taken %s best ", moves[i]);
        assert_non_null(strstr(lines[i], taken));
    }
    assert_true(strncmp(lines[0], "hand 1 seat 1 phase propose taken stand best ", 45) == 0);
    /* The last trick leaves each seat one card: nothing to decide. */
    assert_string_equal(lines[9], "hand 1 seat 0 phase play taken play KS best play KS loss 0.000 class good");
    assert_string_equal(lines[10], "hand 1 seat 1 phase play taken play 8S best play 8S loss 0.000 class good");

    /* A hand alone, and the same answer every time. */
    char whole[TEXT_BUFFER_CAPACITY];
    snprintf(whole, sizeof whole, "%s", send("review"));
    assert_string_equal(send("review 1"), whole);
    send("deal");
    assert_string_equal(send("review 1"), whole);
    expect("review 2", "= \n\n");
    send("do propose");
    count = review_lines(send("review 2"), lines, 40);
    assert_int_equal(count, 1);
    check_review_line(lines[0], 2);
    assert_true(strncmp(lines[0], "hand 2 seat 0 phase propose taken propose best ", 47) == 0);
    assert_int_equal(review_lines(send("review"), lines, 40), 12);

    /* A new game starts a new story. */
    send("new seed=3 dealer=0");
    expect("review", "= \n\n");
}

static void review_refuses_bad_arguments(void **state)
{
    (void)state;
    send("new seed=3 dealer=0");
    expect_error("review 1", "no hand 1 to review: no hand has been dealt in this game");
    send(STACKED_DEAL);
    send("do stand");
    expect_error("review 1 2", "review takes at most one word: a hand number");
    expect_error("review x", "'x' is not a hand number");
    expect_error("review 0", "'0' is not a hand number");
    expect_error("review -1", "'-1' is not a hand number");
    expect_error("review 2", "no hand 2 to review: this game holds hand 1");
    expect_error("review 99999999999999999999", "is not a hand number");
}

static void quit_says_bye(void **state)
{
    (void)state;
    expect("quit now", "? quit takes no arguments\n\n");
    assert_false(session.quit);
    expect("quit", "= bye\n\n");
    assert_true(session.quit);
    session.quit = false;
}

static void garbage_is_answered_and_harmless(void **state)
{
    (void)state;
    send("new seed=3 dealer=0");
    send(STACKED_DEAL);
    expect("", "");
    expect("   ", "");
    expect("# a comment", "");
    expect("  # an indented comment", "");
    expect_error("hello", "unknown command 'hello'");
    expect_error("DEAL", "unknown command");
    char before[TEXT_BUFFER_CAPACITY];
    snprintf(before, sizeof before, "%s", send("state"));
    static const char binary[] = {'d', 'o', ' ', 0, 1, (char)0xFF, 's'};
    assert_true(strstr(send_bytes(binary, sizeof binary), "not printable") != NULL);
    assert_true(strstr(send_bytes("\xC3\xA9", 2), "not printable") != NULL);
    char long_line[PROTOCOL_LINE_MAX + 10];
    memset(long_line, 'a', sizeof long_line);
    assert_true(strstr(send_bytes(long_line, sizeof long_line), "line too long") != NULL);
    char many_words[400] = "do";
    for (int i = 0; i < 60; i++)
        strcat(many_words, " KS");
    assert_true(strstr(send(many_words), "too many words") != NULL);
    assert_string_equal(send("state"), before);
    /* Random bytes and near-commands: always a framed answer or nothing, and
     * an error never changes the game. */
    Rng rng = rng_seeded(5);
    for (int i = 0; i < 5000; i++) {
        char noise[64];
        size_t length = rng_below(&rng, sizeof noise);
        for (size_t j = 0; j < length; j++)
            noise[j] = (char)(i % 2 ? (char)rng_below(&rng, 256) : "dolegalplay KSQH7=\t"[rng_below(&rng, 19)]);
        snprintf(before, sizeof before, "%s", send("state"));
        if (send_bytes(noise, length)[0] == '?')
            assert_string_equal(send("state"), before);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(new_accepts_every_option, setup),
        cmocka_unit_test_setup(new_refuses_bad_options, setup),
        cmocka_unit_test_setup(same_seed_same_game, setup),
        cmocka_unit_test_setup(deal_takes_nothing_or_a_whole_deck, setup),
        cmocka_unit_test_setup(legal_lists_the_choices, setup),
        cmocka_unit_test_setup(do_applies_or_explains, setup),
        cmocka_unit_test_setup(illegal_follow_names_the_rule, setup),
        cmocka_unit_test_setup(ai_answers_a_legal_action_deterministically, setup),
        cmocka_unit_test_setup(ai_ignores_cards_it_cannot_see, setup),
        cmocka_unit_test_setup(view_and_state_print_json, setup),
        cmocka_unit_test_setup(a_whole_hand_is_scored, setup),
        cmocka_unit_test_setup(review_rates_every_decision, setup),
        cmocka_unit_test_setup(review_refuses_bad_arguments, setup),
        cmocka_unit_test_setup(quit_says_bye, setup),
        cmocka_unit_test_setup(garbage_is_answered_and_harmless, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
