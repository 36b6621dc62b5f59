/* The rules page against the rules core: each row of its scoring table,
 * under both penalty rules, says what the core scores in the hands it
 * speaks of; the page says what a non-dealer who played without proposing
 * and lost gives under each; and "penalty" is defined where the page first
 * uses it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include <cmocka.h>

#include "ecarte/game.h"
#include "i18n/strings.h"
#include "screens/help.h"

enum { DEALER = 0, NON_DEALER = 1 };

static GameOptions options_with(PenaltyRule penalty)
{
    GameOptions options = options_preset(penalty == PENALTY_CLASSIC ? PRESET_CLASSIC : PRESET_STANDARD);
    options.target = TARGET_MAX; /* no game ends at a king */
    return options;
}

static void apply_ok(Game *game, Action action) { assert_int_equal(game_apply(game, action, NULL), RULE_OK); }

static Action any_legal(const Game *game, Rng *rng)
{
    ActionList legal;
    game_legal_actions(game, &legal);
    assert_true(legal.count > 0);
    return legal.items[rng_below(rng, (uint32_t)legal.count)];
}

/* A random deal opened as `opening` says, played out at random. */
static void play_hand(Game *game, int opening, uint64_t seed, PenaltyRule penalty)
{
    GameOptions options = options_with(penalty);
    Rng rng = rng_seeded(rng_mix(seed, (uint64_t)opening));
    assert_true(game_init(game, &options, seed, DEALER));
    assert_int_equal(game_deal(game, NULL, NULL), RULE_OK);
    if (opening == HELP_STOOD) {
        apply_ok(game, action_stand());
    } else if (opening == HELP_REFUSED) {
        apply_ok(game, action_propose());
        apply_ok(game, action_refuse());
    } else {
        apply_ok(game, action_propose());
        apply_ok(game, action_accept());
        apply_ok(game, any_legal(game, &rng)); /* the non-dealer's discard */
        apply_ok(game, any_legal(game, &rng)); /* the dealer's */
        apply_ok(game, action_stand());
    }
    while (game->phase == PHASE_PLAY)
        apply_ok(game, any_legal(game, &rng));
    assert_int_equal(game->phase, PHASE_HAND_OVER);
}

/* Under each penalty rule, every row's claim holds in random hands of every
 * opening, and a row tells what the dealer scores when a non-dealer who
 * stood loses, with three or four tricks and with five. */
static void test_the_scoring_rows_say_what_the_core_scores(void **state)
{
    (void)state;
    for (int p = 0; p < 2; p++) {
        PenaltyRule penalty = p ? PENALTY_CLASSIC : PENALTY_STANDARD;
        GameOptions options = options_with(penalty);
        HelpScoreRow rows[HELP_SCORE_ROWS_MAX];
        int count = help_score_rows(&options, rows);
        assert_true(count > 0 && count <= HELP_SCORE_ROWS_MAX);

        bool stood_and_lost[2] = {false, false};
        for (int r = 0; r < count; r++)
            for (int vole = 0; vole < 2; vole++)
                if ((rows[r].openings & (1u << HELP_STOOD)) && rows[r].taker == HELP_DEALER && rows[r].points[vole])
                    stood_and_lost[vole] = true;
        if (!stood_and_lost[0] || !stood_and_lost[1])
            fail_msg("under the %s penalty no row says what a non-dealer who stood and lost gives",
                     options_penalty_name(penalty));

        /* Every claim, seen true at least once, and never false. */
        int seen[HELP_SCORE_ROWS_MAX][2] = {{0}};
        for (uint64_t seed = 1; seed <= 3000; seed++) {
            for (int opening = HELP_STOOD; opening <= HELP_EXCHANGED; opening++) {
                Game game;
                play_hand(&game, opening, seed, penalty);
                const HandResult *result = &game.last_hand;
                int taker = result->trick_winner == game.dealer ? HELP_DEALER : HELP_NON_DEALER;
                int vole = game.tricks[result->trick_winner] == TRICKS_PER_HAND;
                for (int r = 0; r < count; r++) {
                    const HelpScoreRow *row = &rows[r];
                    if (!(row->openings & (1u << opening)) || !row->points[vole])
                        continue;
                    if (row->taker != HELP_EITHER && row->taker != taker)
                        continue;
                    if (row->points[vole] != result->trick_points)
                        fail_msg("under the %s penalty \"%s\" says %d, and the core scored %d (opening %d, taker %d, "
                                 "vole %d)",
                                 options_penalty_name(penalty), str_get(row->what), row->points[vole],
                                 result->trick_points, opening, taker, vole);
                    seen[r][vole]++;
                }
            }
        }
        for (int r = 0; r < count; r++)
            for (int vole = 0; vole < 2; vole++)
                if (rows[r].points[vole] && !seen[r][vole])
                    fail_msg("\"%s\" was never put to the test", str_get(rows[r].what));
    }
}

/* The first text of the page that speaks of a penalty says what one is,
 * under either rule. */
static void test_penalty_is_defined_where_it_is_first_used(void **state)
{
    (void)state;
    str_set_language("en");
    for (int p = 0; p < 2; p++) {
        GameOptions options = options_with(p ? PENALTY_CLASSIC : PENALTY_STANDARD);
        StringId texts[64];
        int count = help_texts(&options, texts, 64);
        assert_true(count > 10);
        int first = -1;
        for (int i = 0; i < count && first < 0; i++) {
            char lower[STR_TEXT_MAX];
            snprintf(lower, sizeof lower, "%s", str_get(texts[i]));
            for (char *c = lower; *c; c++)
                *c = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
            if (strstr(lower, "penalt"))
                first = i;
        }
        assert_true(first >= 0);
        if (!strstr(str_get(texts[first]), "A penalty is "))
            fail_msg("the rules first speak of a penalty without saying what one is: \"%s\"", str_get(texts[first]));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_scoring_rows_say_what_the_core_scores),
        cmocka_unit_test(test_penalty_is_defined_where_it_is_first_used),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
