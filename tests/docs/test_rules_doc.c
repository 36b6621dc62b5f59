/* RULES.md's tables read back and compared with the rules core: the options
 * of each preset, the ranking, the deal, the king of trumps and the scores.
 * A rule changed in one place and not the other fails here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/game.h"
#include "ecarte/trick.h"

#ifndef ECARTE_RULES_MD
#error "ECARTE_RULES_MD must name the RULES.md to check"
#endif

enum { DOC_MAX = 64 * 1024, ROWS_MAX = 16, CELLS_MAX = 10, CELL_MAX = 64 };

typedef struct Table {
    int rows; /* not counting the header */
    int columns;
    char header[CELLS_MAX][CELL_MAX];
    char cells[ROWS_MAX][CELLS_MAX][CELL_MAX];
} Table;

static char doc[DOC_MAX];

static int load_doc(void **state)
{
    (void)state;
    FILE *file = fopen(ECARTE_RULES_MD, "rb");
    if (!file) {
        print_error("cannot open %s\n", ECARTE_RULES_MD);
        return -1;
    }
    size_t length = fread(doc, 1, sizeof doc - 1, file);
    bool whole = feof(file);
    fclose(file);
    doc[length] = '\0';
    return whole ? 0 : -1;
}

/* One row's cells, trimmed, with the backticks of `code` dropped. */
static int split_row(const char *line, size_t length, char cells[CELLS_MAX][CELL_MAX])
{
    int count = 0;
    size_t at = 1; /* past the leading '|' */
    while (at < length) {
        size_t end = at;
        while (end < length && line[end] != '|')
            end++;
        if (end == length)
            break; /* text after the last '|' is not a cell */
        if (count == CELLS_MAX)
            fail_msg("a row of RULES.md has more than %d cells", CELLS_MAX);
        size_t out = 0;
        for (size_t i = at; i < end; i++) {
            char c = line[i];
            if (c == '`' || ((c == ' ' || c == '\t') && out == 0))
                continue;
            if (out + 1 < CELL_MAX)
                cells[count][out++] = c;
        }
        while (out > 0 && (cells[count][out - 1] == ' ' || cells[count][out - 1] == '\t'))
            out--;
        cells[count][out] = '\0';
        count++;
        at = end + 1;
    }
    return count;
}

/* The table that follows the marker <!-- rules-table: NAME -->. */
static void find_table(const char *name, Table *table)
{
    char marker[64];
    snprintf(marker, sizeof marker, "<!-- rules-table: %s -->", name);
    const char *at = strstr(doc, marker);
    if (!at)
        fail_msg("RULES.md has no table marked '%s'", marker);
    at = strchr(at, '\n');
    memset(table, 0, sizeof *table);
    int line_number = 0;
    while (at && at[1] == '|') {
        const char *line = at + 1;
        const char *end = strchr(line, '\n');
        size_t length = end ? (size_t)(end - line) : strlen(line);
        if (line_number == 0) {
            table->columns = split_row(line, length, table->header);
        } else if (line_number > 1) { /* line 1 is the |---| separator */
            if (table->rows == ROWS_MAX)
                fail_msg("the '%s' table of RULES.md has too many rows", name);
            int cells = split_row(line, length, table->cells[table->rows]);
            if (cells != table->columns)
                fail_msg("row %d of the '%s' table has %d cells, the header %d", table->rows + 1, name, cells,
                         table->columns);
            table->rows++;
        }
        line_number++;
        at = end;
    }
    if (table->rows == 0)
        fail_msg("the '%s' table of RULES.md has no rows", name);
}

static bool parse_int(const char *text, int *value)
{
    char extra;
    return sscanf(text, "%d%c", value, &extra) == 1;
}

static bool parse_switch(const char *text, bool *value)
{
    if (strcmp(text, "on") != 0 && strcmp(text, "off") != 0)
        return false;
    *value = text[1] == 'n';
    return true;
}

/* ---- the options of each preset ------------------------------------------ */

enum { OPT_MUST_TRUMP = 1, OPT_PENALTY = 2, OPT_DEALER_EXCHANGE = 4, OPT_TARGET = 8, OPT_ALL = 15 };

static void options_table_matches_the_presets(void **state)
{
    (void)state;
    Table table;
    find_table("options", &table);
    assert_int_equal(table.columns, 4);
    assert_string_equal(table.header[0], "option");
    assert_string_equal(table.header[1], "values");

    for (int column = 2; column < 4; column++) {
        char name[CELL_MAX];
        snprintf(name, sizeof name, "%s", table.header[column]);
        name[0] = (char)(name[0] | 0x20); /* "Standard" names the preset "standard" */
        Preset preset;
        if (!options_parse_preset(name, &preset))
            fail_msg("column '%s' names no preset", table.header[column]);

        GameOptions documented;
        memset(&documented, 0, sizeof documented);
        int seen = 0;
        for (int row = 0; row < table.rows; row++) {
            const char *option = table.cells[row][0], *values = table.cells[row][1];
            const char *value = table.cells[row][column];
            bool valid;
            int number = 0;
            if (strcmp(option, "must_trump_when_void") == 0) {
                seen |= OPT_MUST_TRUMP;
                assert_string_equal(values, "on, off");
                valid = parse_switch(value, &documented.must_trump_when_void);
            } else if (strcmp(option, "penalty") == 0) {
                seen |= OPT_PENALTY;
                /* Every value listed is one the core knows, and it names them alike. */
                for (int p = 0; p < 2; p++) {
                    PenaltyRule rule = p ? PENALTY_CLASSIC : PENALTY_STANDARD;
                    const char *listed = strstr(values, options_penalty_name(rule));
                    assert_non_null(listed);
                }
                assert_string_equal(values, "standard, classic");
                valid = options_parse_penalty(value, &documented.penalty);
            } else if (strcmp(option, "dealer_must_exchange") == 0) {
                seen |= OPT_DEALER_EXCHANGE;
                assert_string_equal(values, "on, off");
                valid = parse_switch(value, &documented.dealer_must_exchange);
            } else if (strcmp(option, "target") == 0) {
                seen |= OPT_TARGET;
                int low = 0, high = 0;
                assert_int_equal(sscanf(values, "%d to %d", &low, &high), 2);
                assert_int_equal(low, TARGET_MIN);
                assert_int_equal(high, TARGET_MAX);
                valid = parse_int(value, &number) && number >= TARGET_MIN && number <= TARGET_MAX;
                documented.target = (uint8_t)number;
            } else {
                fail_msg("RULES.md names an option the core does not have: '%s'", option);
                return;
            }
            if (!valid)
                fail_msg("'%s' is not a value of %s", value, option);
        }
        assert_int_equal(seen, OPT_ALL);
        assert_int_equal(table.rows, 4);
        GameOptions actual = options_preset(preset);
        if (!options_equal(&documented, &actual))
            fail_msg("RULES.md's %s preset differs from options_preset(): must_trump %d/%d, penalty %d/%d, "
                     "dealer_must_exchange %d/%d, target %d/%d",
                     name, documented.must_trump_when_void, actual.must_trump_when_void, documented.penalty,
                     actual.penalty, documented.dealer_must_exchange, actual.dealer_must_exchange, documented.target,
                     actual.target);
    }
}

/* ---- the ranking --------------------------------------------------------- */

static Card card_of(const char *rank, const char *suit)
{
    char text[8];
    snprintf(text, sizeof text, "%s%s", rank, suit);
    return card_parse(text, strlen(text));
}

static void ranks_table_matches_the_core(void **state)
{
    (void)state;
    Table table;
    find_table("ranks", &table);
    assert_int_equal(table.rows, 1);
    assert_int_equal(table.columns, 1 + RANK_COUNT);
    assert_string_equal(table.cells[0][0], "card");
    for (int i = 1; i < table.columns; i++) {
        Card card = card_of(table.cells[0][i], "H");
        if (card == CARD_NONE)
            fail_msg("'%s' is not a rank", table.cells[0][i]);
        if (i > 1) {
            /* Each card beats the next one: in its suit, and as a trump. */
            Card higher = card_of(table.cells[0][i - 1], "H");
            Card trick[SEAT_COUNT] = {card, higher};
            assert_true(card_rank(higher) > card_rank(card));
            assert_int_equal(trick_winner(trick, 0, SUIT_SPADES), 1);
            assert_int_equal(trick_winner(trick, 0, SUIT_HEARTS), 1);
        }
    }
}

/* ---- the deal -------------------------------------------------------------- */

/* "1–3" (with an en dash or a hyphen) or "11". */
static bool parse_range(const char *text, int *first, int *last)
{
    char extra;
    if (sscanf(text, "%d\xe2\x80\x93%d%c", first, last, &extra) == 2 ||
        sscanf(text, "%d-%d%c", first, last, &extra) == 2)
        return *first <= *last;
    *last = *first;
    return parse_int(text, first);
}

static void deal_table_matches_the_core(void **state)
{
    (void)state;
    enum { DEALER = 0, ELDER = 1 };
    Table table;
    find_table("deal", &table);
    assert_int_equal(table.columns, 2);

    /* Deck position p holds card p - 1, so a card says where it came from. */
    Card deck[CARD_COUNT];
    for (int i = 0; i < CARD_COUNT; i++)
        deck[i] = (Card)i;
    GameOptions options = options_preset(PRESET_STANDARD);
    Game game;
    assert_true(game_init(&game, &options, 1, DEALER));
    assert_int_equal(game_deal(&game, deck, NULL), RULE_OK);

    int covered[CARD_COUNT + 1] = {0};
    for (int row = 0; row < table.rows; row++) {
        int first, last;
        if (!parse_range(table.cells[row][0], &first, &last) || first < 1 || last > CARD_COUNT)
            fail_msg("'%s' is not a range of deck positions", table.cells[row][0]);
        const char *to = table.cells[row][1];
        for (int position = first; position <= last; position++) {
            Card card = deck[position - 1];
            covered[position]++;
            if (strcmp(to, "non-dealer") == 0)
                assert_true(cardset_has(game.hands[ELDER], card));
            else if (strcmp(to, "dealer") == 0)
                assert_true(cardset_has(game.hands[DEALER], card));
            else if (strcmp(to, "turn-up") == 0)
                assert_int_equal(game.turnup, card);
            else if (strcmp(to, "stock, top first") == 0)
                assert_int_equal(game.stock[position - 1 - DEAL_SIZE], card);
            else
                fail_msg("'%s' is not a place a card can go", to);
        }
    }
    for (int position = 1; position <= CARD_COUNT; position++)
        if (covered[position] != 1)
            fail_msg("deck position %d is in %d rows of the deal table", position, covered[position]);
}

/* ---- the king of trumps -------------------------------------------------- */

static Action random_legal(const Game *game, Rng *rng, bool may_declare)
{
    ActionList legal;
    game_legal_actions(game, &legal);
    assert_true(legal.count > 0);
    Action action = legal.items[rng_below(rng, (uint32_t)legal.count)];
    if (action.type == ACTION_DECLARE && !may_declare)
        action = legal.items[legal.count - 1]; /* a declaration is listed first, a card last */
    return action;
}

static void apply_ok(Game *game, Action action) { assert_int_equal(game_apply(game, action, NULL), RULE_OK); }

static void king_table_matches_the_core(void **state)
{
    (void)state;
    Table table;
    find_table("king", &table);
    assert_int_equal(table.columns, 3);
    assert_int_equal(table.rows, 2);
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = TARGET_MAX;

    for (int row = 0; row < table.rows; row++) {
        const char *how = table.cells[row][0], *who = table.cells[row][1];
        int points;
        assert_true(parse_int(table.cells[row][2], &points));
        bool turned_up = strcmp(how, "turned up") == 0;
        if (!turned_up && strcmp(how, "declared") != 0)
            fail_msg("'%s' is not a way to score the king", how);
        assert_string_equal(who, turned_up ? "dealer" : "the player who declares it");

        /* Both declaring seats: the non-dealer before leading, the dealer before answering. */
        int found = 0, wanted = turned_up ? 1 : 2;
        for (uint64_t seed = 0; seed < 2000 && found < wanted; seed++) {
            Game game;
            Rng rng = rng_seeded(seed);
            assert_true(game_init(&game, &options, seed, 0));
            assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
            bool king_up = card_rank(game.turnup) == RANK_KING;
            if (turned_up) {
                if (!king_up)
                    continue;
                assert_int_equal(game.scores[game.dealer], points);
                assert_int_equal(game.scores[seat_other(game.dealer)], 0);
                found++;
                continue;
            }
            apply_ok(&game, action_stand());
            bool dealer_turn = found == 1;
            if (dealer_turn)
                apply_ok(&game, random_legal(&game, &rng, false));
            if (game_check(&game, action_declare(), NULL) != RULE_OK)
                continue;
            uint8_t seat = game.to_act;
            uint8_t before[SEAT_COUNT] = {game.scores[0], game.scores[1]};
            apply_ok(&game, action_declare());
            assert_int_equal(game.scores[seat], before[seat] + points);
            assert_int_equal(game.scores[seat_other(seat)], before[seat_other(seat)]);
            found++;
        }
        assert_int_equal(found, wanted);
    }
}

/* ---- the scores ------------------------------------------------------------ */

typedef enum Opening { STOOD, REFUSED_FIRST, EXCHANGED, REFUSED_AFTER_EXCHANGE, OPENINGS } Opening;

/* points[penalty][opening][winner is the non-dealer][vole], -1 until seen. */
typedef struct Observed {
    int points[2][OPENINGS][2][2];
} Observed;

static void open_hand(Game *game, Opening opening, Rng *rng)
{
    if (opening == STOOD) {
        apply_ok(game, action_stand());
        return;
    }
    if (opening == EXCHANGED || opening == REFUSED_AFTER_EXCHANGE) {
        apply_ok(game, action_propose());
        apply_ok(game, action_accept());
        apply_ok(game, random_legal(game, rng, false)); /* the non-dealer's discard */
        apply_ok(game, random_legal(game, rng, false)); /* the dealer's */
        assert_int_equal(game->phase, PHASE_PROPOSE);
        if (opening == EXCHANGED) {
            apply_ok(game, action_stand());
            return;
        }
    }
    apply_ok(game, action_propose());
    apply_ok(game, action_refuse());
}

/* Random hands in every opening under both penalty rules, until each
 * combination of winner and vole has been seen. */
static void observe_scores(Observed *seen)
{
    memset(seen, 0xff, sizeof *seen);
    int missing = 2 * OPENINGS * 2 * 2;
    for (uint64_t seed = 0; seed < 20000 && missing > 0; seed++) {
        for (int penalty = 0; penalty < 2; penalty++)
            for (int opening = 0; opening < OPENINGS; opening++) {
                GameOptions options = options_preset(PRESET_STANDARD);
                options.penalty = penalty ? PENALTY_CLASSIC : PENALTY_STANDARD;
                options.target = TARGET_MAX;
                Game game;
                Rng rng = rng_seeded(rng_mix(seed, (uint64_t)(penalty * OPENINGS + opening)));
                assert_true(game_init(&game, &options, seed, 0));
                assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
                open_hand(&game, (Opening)opening, &rng);
                while (game.phase == PHASE_PLAY)
                    apply_ok(&game, random_legal(&game, &rng, true));
                assert_int_equal(game.phase, PHASE_HAND_OVER);

                const HandResult *result = &game.last_hand;
                assert_true(result->points[0] + result->points[1] <= 3);
                uint8_t winner = result->trick_winner;
                assert_true(game.tricks[winner] >= 3);
                int elder_won = winner != game.dealer;
                int vole = game.tricks[winner] == TRICKS_PER_HAND;
                int *cell = &seen->points[penalty][opening][elder_won][vole];
                if (*cell < 0)
                    missing--;
                else if (*cell != result->trick_points)
                    fail_msg("the same kind of hand scored %d and %d", *cell, result->trick_points);
                *cell = result->trick_points;
            }
    }
    assert_int_equal(missing, 0);
}

static void scores_table_matches_the_core(void **state)
{
    (void)state;
    Observed seen;
    observe_scores(&seen);

    Table table;
    find_table("scores", &table);
    assert_int_equal(table.columns, 6);
    int checked[2][OPENINGS][2][2];
    memset(checked, 0, sizeof checked);
    for (int row = 0; row < table.rows; row++) {
        const char *before = table.cells[row][0], *taker = table.cells[row][1];
        Opening openings[2];
        int opening_count = 1;
        if (strcmp(before, "the non-dealer stood") == 0) {
            openings[0] = STOOD;
        } else if (strcmp(before, "the dealer refused the first proposal") == 0) {
            openings[0] = REFUSED_FIRST;
        } else if (strcmp(before, "at least one exchange") == 0) {
            /* Standing or being refused after an exchange are the same. */
            openings[0] = EXCHANGED;
            openings[1] = REFUSED_AFTER_EXCHANGE;
            opening_count = 2;
        } else {
            fail_msg("'%s' is not a way a hand can begin", before);
            return;
        }
        if (strcmp(taker, "non-dealer") != 0 && strcmp(taker, "dealer") != 0)
            fail_msg("'%s' is not a seat", taker);
        int elder_won = strcmp(taker, "non-dealer") == 0;

        for (int column = 2; column < table.columns; column++) {
            const char *heading = table.header[column];
            char rule[16] = "";
            sscanf(heading, "%15[a-z]", rule);
            PenaltyRule penalty;
            if (!options_parse_penalty(rule, &penalty) || strstr(heading, " penalty, ") == NULL)
                fail_msg("column '%s' names no penalty rule", heading);
            int vole = 0;
            if (strstr(heading, ", 3 or 4 tricks"))
                vole = 0;
            else if (strstr(heading, ", 5 tricks"))
                vole = 1;
            else
                fail_msg("column '%s' names no number of tricks", heading);
            int points;
            if (!parse_int(table.cells[row][column], &points))
                fail_msg("'%s' is not a number of points", table.cells[row][column]);
            for (int i = 0; i < opening_count; i++) {
                int p = penalty == PENALTY_CLASSIC;
                int actual = seen.points[p][openings[i]][elder_won][vole];
                if (actual != points)
                    fail_msg("RULES.md says '%s', %s wins, %s: %d points; the core scores %d", before, taker, heading,
                             points, actual);
                checked[p][openings[i]][elder_won][vole]++;
            }
        }
    }
    /* Every kind of hand is in the table, once. */
    for (int p = 0; p < 2; p++)
        for (int o = 0; o < OPENINGS; o++)
            for (int w = 0; w < 2; w++)
                for (int v = 0; v < 2; v++)
                    if (checked[p][o][w][v] != 1)
                        fail_msg("penalty %d, opening %d, non-dealer won %d, vole %d: %d cells of the table", p, o, w,
                                 v, checked[p][o][w][v]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(options_table_matches_the_presets), cmocka_unit_test(ranks_table_matches_the_core),
        cmocka_unit_test(deal_table_matches_the_core),       cmocka_unit_test(king_table_matches_the_core),
        cmocka_unit_test(scores_table_matches_the_core),
    };
    return cmocka_run_group_tests(tests, load_doc, NULL);
}
