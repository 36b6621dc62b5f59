/* A game written as text reads back to the same game, and no damaged text
 * can produce a state the rules cannot handle. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/record.h"

static void write_ok(const Game *game, char text[RECORD_TEXT_MAX])
{
    assert_true(record_write(game, text, RECORD_TEXT_MAX) > 0);
}

static void play_random_action(Game *game, Rng *rng)
{
    if (game->to_act == SEAT_NONE) {
        assert_int_equal(game_deal(game, NULL, NULL), RULE_OK);
        return;
    }
    ActionList legal;
    game_legal_actions(game, &legal);
    assert_int_equal(game_apply(game, legal.items[rng_below(rng, (uint32_t)legal.count)], NULL), RULE_OK);
}

static void games_round_trip_and_play_on_identically(void **state)
{
    (void)state;
    Rng rng = rng_seeded(99);
    for (int g = 0; g < 1000; g++) {
        GameOptions options = options_preset(g % 2 ? PRESET_CLASSIC : PRESET_STANDARD);
        options.dealer_must_exchange = g % 3 == 0;
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        while (!game_is_over(&game)) {
            char text[RECORD_TEXT_MAX], again[RECORD_TEXT_MAX], error[128] = "";
            write_ok(&game, text);
            Game loaded;
            if (!record_read(text, strlen(text), &loaded, error, sizeof error))
                fail_msg("could not read back: %s\n%s", error, text);
            write_ok(&loaded, again);
            assert_string_equal(text, again);
            /* The copy and the original take the same future, chance included. */
            Rng fork = rng;
            play_random_action(&game, &rng);
            play_random_action(&loaded, &fork);
            write_ok(&game, text);
            write_ok(&loaded, again);
            assert_string_equal(text, again);
        }
    }
}

static void every_reachable_state_validates(void **state)
{
    (void)state;
    Rng rng = rng_seeded(7);
    for (int g = 0; g < 2000; g++) {
        GameOptions options = options_preset(PRESET_STANDARD);
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        const char *problem = NULL;
        while (!game_is_over(&game)) {
            if (!game_validate(&game, &problem))
                fail_msg("a reachable state failed: %s", problem);
            play_random_action(&game, &rng);
        }
        assert_true(game_validate(&game, &problem));
    }
}

static Game sample_game(void)
{
    GameOptions options = options_preset(PRESET_STANDARD);
    Game game;
    Rng rng = rng_seeded(3);
    assert_true(game_init(&game, &options, 5, 0));
    for (int i = 0; i < 9; i++)
        play_random_action(&game, &rng);
    return game;
}

static void expect_refused(const char *text, const char *fragment)
{
    Game game = sample_game(), before = game;
    char error[128] = "";
    if (record_read(text, strlen(text), &game, error, sizeof error))
        fail_msg("accepted a bad record expected to fail with '%s'", fragment);
    if (!strstr(error, fragment))
        fail_msg("error '%s' does not mention '%s'", error, fragment);
    assert_memory_equal(&game, &before, sizeof game);
}

/* Replaces the first line starting with `key ` by `line`. */
static void replace_line(char *text, const char *key, const char *line)
{
    char needle[64];
    snprintf(needle, sizeof needle, "\n%s ", key);
    char *start = strstr(text, needle);
    assert_non_null(start);
    start++;
    char *end = strchr(start, '\n');
    char rest[RECORD_TEXT_MAX];
    memcpy(rest, end, strlen(end) + 1);
    size_t room = RECORD_TEXT_MAX - (size_t)(start - text);
    assert_true(strlen(line) + strlen(rest) < room);
    memcpy(start, line, strlen(line));
    memcpy(start + strlen(line), rest, strlen(rest) + 1);
}

static void damaged_fields_are_named(void **state)
{
    (void)state;
    Game game = sample_game();
    char text[RECORD_TEXT_MAX], edited[RECORD_TEXT_MAX + 32];
    write_ok(&game, text);
    static const struct {
        const char *key, *line, *fragment;
    } CASES[] = {
        {"target", "target 0", "options out of range"},
        {"target", "target 500", "'target': number out of range"},
        {"phase", "phase lunch", "'phase': not a phase"},
        {"dealer", "dealer 2", "'dealer': number out of range"},
        {"hand0", "hand0 KS KS", "a card appears twice"},
        {"hand0", "hand0 XX", "'hand0': not a card"},
        {"scores", "scores 1", "expected 2 values"},
        {"stock_next", "stock_next 3", "does not"},
        {"rng", "rng 12", "16 hexadecimal"},
        {"penalty", "penalty none", "standard or classic"},
        {"to_act", "to_act x", "not a number"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        snprintf(edited, sizeof edited, "%s", text);
        replace_line(edited, CASES[i].key, CASES[i].line);
        expect_refused(edited, CASES[i].fragment);
    }
    snprintf(edited, sizeof edited, "%sbanana 1\n", text);
    expect_refused(edited, "unknown line 'banana'");
    snprintf(edited, sizeof edited, "%sseed 1\n", text);
    expect_refused(edited, "'seed' appears twice");
    expect_refused("", "'seed' is missing");
}

/* A file that says a seat declared the king of trumps while the other seat
 * holds it: the rules would let that other seat declare it too, yet not
 * list the declaration among its moves. */
static void a_king_declared_by_a_seat_without_it_is_refused(void **state)
{
    (void)state;
    static const char TEXT[] = "seed 42\nrng c6ef372fe94f82ca\nmust_trump 1\npenalty classic\n"
                               "dealer_must_exchange 0\ntarget 3\nphase play\nto_act 1\ndealer 1\nwinner -\n"
                               "scores 0 1\nhands_dealt 1\nhand0 7S 9S 8H 9D\nhand1 TS KS KH 7D AC\n"
                               "discards0 8D 9C TC\ndiscards1 TH JH TD QD\nturnup QS\n"
                               "stock 7S 9D 8H 7D KS AC TS AH 8C JD JC AS QH QC AD KC 7C 8S 9H 7H JS\n"
                               "stock_next 7\nexchanged 3 4\nexchange_count 1\n"
                               "exchanges 3,4 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 "
                               "0,0 0,0\nproposed 1\nrefused 1\nstood 0\nking_declared 0\nleader 0\ntrick_size 1\n"
                               "trick KD -\ntricks 0 0\nhistory_count 0\n"
                               "history 0,0 7S 7S 0,0 7S 7S 0,0 7S 7S 0,0 7S 7S 0,0 7S 7S\nhas_last_hand 0\n"
                               "last_hand 0 0 0 0 0 0 0\n";
    expect_refused(TEXT, "king of trumps");
    /* The same hand with the king declared by the seat that holds it is a
     * game the rules could be in. */
    char fixed[sizeof TEXT];
    memcpy(fixed, TEXT, sizeof TEXT);
    replace_line(fixed, "king_declared", "king_declared 1");
    Game game;
    char error[128] = "";
    if (!record_read(fixed, strlen(fixed), &game, error, sizeof error))
        fail_msg("refused: %s", error);
}

/* A file whose exchange in progress says the dealer has already thrown
 * cards away while the non-dealer, who throws first, is still to: the
 * dealer's turn would then overwrite those cards in the log. */
static void an_exchange_log_out_of_turn_is_refused(void **state)
{
    (void)state;
    static const char TEXT[] = "seed 42\nrng c6ef372fe94f82ca\nmust_trump 1\npenalty classic\n"
                               "dealer_must_exchange 0\ntarget 3\nphase discard\nto_act 1\ndealer 0\nwinner -\n"
                               "scores 0 0\nhands_dealt 1\nhand0 7S 9S 8H 9D KD\nhand1 TH JH KH TD QD\n"
                               "discards0 8D 9C TC\ndiscards1\nturnup QS\n"
                               "stock 7S 9D 8H 7D KS AC TS AH 8C JD JC AS QH QC AD KC 7C 8S 9H 7H JS\n"
                               "stock_next 3\nexchanged 3 0\nexchange_count 0\n"
                               "exchanges 3,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 "
                               "0,0 0,0\nproposed 1\nrefused 0\nstood 0\nking_declared -\nleader 1\ntrick_size 0\n"
                               "trick - -\ntricks 0 0\nhistory_count 0\n"
                               "history 0,0 7S 7S 0,0 7S 7S 0,0 7S 7S 0,0 7S 7S 0,0 7S 7S\nhas_last_hand 0\n"
                               "last_hand 0 0 0 0 0 0 0\n";
    expect_refused(TEXT, "exchange");
    /* An exchange logged past the one in progress is refused too: the next
     * exchange would add to it. */
    Game game = sample_game();
    char text[RECORD_TEXT_MAX];
    write_ok(&game, text);
    replace_line(text, "exchanges",
                 "exchanges 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,2 0,0");
    expect_refused(text, "exchange");
}

/* A file whose hand has nobody to lead the first trick: refusing the
 * proposal would begin play with nobody to act. */
static void a_hand_without_its_leader_is_refused(void **state)
{
    (void)state;
    static const char TEXT[] = "seed 23\nrng c6ef371fe9f380ca\nmust_trump 1\npenalty classic\n"
                               "dealer_must_exchange 0\ntarget 80\nphase respond\nto_act 1\ndealer 1\nwinner -\n"
                               "scores 1 0\nhands_dealt 1\nhand0 9S 8D KD 9C TC\nhand1 TH JH KH TD QD\n"
                               "discards0\ndiscards1\nturnup QS\n"
                               "stock 7S 9D 8H 7D KS AC TS AH 8C JD JC AS QH QC AD KC 7C 8S 9H 7H JS\n"
                               "stock_next 0\nexchanged 0 0\nexchange_count 0\n"
                               "exchanges 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 0,0 "
                               "0,0 0,0\nproposed 1\nrefused 0\nstood 0\nking_declared -\nleader -\ntrick_size 0\n"
                               "trick - -\ntricks 0 0\nhistory_count 0\n"
                               "history 0,0 7S 7S 0,0 7S 7S 0,0 7S 7S 0,0 7S 7S 0,0 7S 7S\nhas_last_hand 0\n"
                               "last_hand 0 0 0 0 0 0 0\n";
    expect_refused(TEXT, "lead");
    /* The dealer leading it instead is no better: the non-dealer leads the
     * first trick. */
    char edited[sizeof TEXT];
    memcpy(edited, TEXT, sizeof TEXT);
    replace_line(edited, "leader", "leader 1");
    expect_refused(edited, "lead");
    replace_line(edited, "leader", "leader 0");
    Game game;
    char error[128] = "";
    if (!record_read(edited, strlen(edited), &game, error, sizeof error))
        fail_msg("refused: %s", error);
}

static void any_damage_is_refused_or_harmless(void **state)
{
    (void)state;
    Game game = sample_game();
    char text[RECORD_TEXT_MAX];
    write_ok(&game, text);
    size_t length = strlen(text);
    Rng rng = rng_seeded(11);
    int accepted = 0;
    for (int i = 0; i < 20000; i++) {
        char damaged[RECORD_TEXT_MAX];
        memcpy(damaged, text, length);
        size_t damaged_length = length;
        switch (i % 3) {
        case 0: damaged_length = rng_below(&rng, (uint32_t)length); break; /* truncated */
        case 1: damaged[rng_below(&rng, (uint32_t)length)] = (char)rng_below(&rng, 256); break;
        default: /* a digit or card changed into another plausible one */
            damaged[rng_below(&rng, (uint32_t)length)] = "0123456789KQJAT-SHDC ,"[rng_below(&rng, 22)];
            break;
        }
        Game loaded;
        char error[128];
        if (!record_read(damaged, damaged_length, &loaded, error, sizeof error)) {
            assert_true(strlen(error) > 0);
            continue;
        }
        /* Whatever was accepted is a game the rules can play to its end. */
        accepted++;
        const char *problem;
        assert_true(game_validate(&loaded, &problem));
        Rng play = rng_seeded((uint64_t)i);
        for (int step = 0; step < 2000 && !game_is_over(&loaded); step++)
            play_random_action(&loaded, &play);
        assert_true(game_is_over(&loaded));
    }
    assert_true(accepted > 0); /* some damage is only to values the game allows */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(games_round_trip_and_play_on_identically),
        cmocka_unit_test(every_reachable_state_validates),
        cmocka_unit_test(damaged_fields_are_named),
        cmocka_unit_test(a_king_declared_by_a_seat_without_it_is_refused),
        cmocka_unit_test(an_exchange_log_out_of_turn_is_refused),
        cmocka_unit_test(a_hand_without_its_leader_is_refused),
        cmocka_unit_test(any_damage_is_refused_or_harmless),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
