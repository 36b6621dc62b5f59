#include "ecarte/statistics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char MAGIC[] = "ECARTE-STATS";
static const char RECENT[] = "recent";
static const char FRIEND[] = "friend"; /* the counts against a friend, in place of a level */
/* A recent game's values after its level and preset, as written. */
enum { RECENT_WON, RECENT_POINTS_FOR, RECENT_POINTS_AGAINST, RECENT_DECISIONS, RECENT_MEAN_LOSS, RECENT_GRADES };
enum { RECENT_VALUE_COUNT = RECENT_GRADES + STATISTICS_GRADE_COUNT };
/* A score never passes the target by more than a hand's last points, and a
 * decision never loses more than the whole game. */
enum { RECENT_POINTS_MAX = TARGET_MAX + 2, RECENT_LOSS_MAX = 1000 };
static const char *const RECENT_NAMES[RECENT_VALUE_COUNT] = {
    "won",  "points_for",   "points_against", "decisions", "mean_loss_thousandths",
    "good", "inaccuracies", "mistakes",       "blunders",
};
static const char *const FIELD_NAMES[STAT_FIELD_COUNT] = {
    "played",    "won",           "lost",      "hands",         "points_for",    "points_against",
    "voles_for", "voles_against", "kings_for", "kings_against", "penalties_won", "penalties_conceded",
    "streak",    "best_streak",
};

static void add(uint32_t *count, uint32_t amount)
{
    *count = *count > UINT32_MAX - amount ? UINT32_MAX : *count + amount;
}

static bool is_penalty(HandOutcome outcome)
{
    return outcome == OUTCOME_UNEXCHANGED_WIN || outcome == OUTCOME_STOOD_AND_LOST ||
           outcome == OUTCOME_REFUSED_AND_LOST;
}

/* The counts against the computer at `level`, or a friend. */
static uint32_t *row_of(Statistics *stats, AiLevel level, Preset preset)
{
    return (int)level == STATISTICS_FRIEND ? stats->friends[preset] : stats->counts[level][preset];
}

void statistics_record_hand(Statistics *stats, AiLevel level, Preset preset, const HandResult *result, uint8_t human)
{
    uint32_t *c = row_of(stats, level, preset);
    uint8_t opponent = seat_other(human);
    add(&c[STAT_HANDS], 1);
    add(&c[STAT_POINTS_FOR], result->points[human]);
    add(&c[STAT_POINTS_AGAINST], result->points[opponent]);
    if (result->trick_winner != SEAT_NONE) {
        bool mine = result->trick_winner == human;
        if (result->outcome == OUTCOME_VOLE)
            add(&c[mine ? STAT_VOLES_FOR : STAT_VOLES_AGAINST], 1);
        if (is_penalty(result->outcome))
            add(&c[mine ? STAT_PENALTIES_WON : STAT_PENALTIES_CONCEDED], 1);
    }
    if (result->king_seat != SEAT_NONE)
        add(&c[result->king_seat == human ? STAT_KINGS_FOR : STAT_KINGS_AGAINST], 1);
}

static bool is_over(Phase phase) { return phase == PHASE_HAND_OVER || phase == PHASE_GAME_OVER; }

bool statistics_hand_ended(const Game *before, const Game *after)
{
    if (!is_over(after->phase) || !after->has_last_hand)
        return false;
    return !is_over(before->phase) || before->hands_dealt != after->hands_dealt;
}

void statistics_record_game(Statistics *stats, AiLevel level, Preset preset, bool won)
{
    uint32_t *c = row_of(stats, level, preset);
    add(&c[STAT_PLAYED], 1);
    add(&c[won ? STAT_WON : STAT_LOST], 1);
    c[STAT_STREAK] = won ? c[STAT_STREAK] + 1 : 0;
    if (c[STAT_STREAK] > c[STAT_BEST_STREAK])
        c[STAT_BEST_STREAK] = c[STAT_STREAK];
}

/* The values a recent game can hold: one the rules and the review could
 * have given. */
static bool recent_fits(const RecentGame *game)
{
    unsigned graded = 0;
    for (int g = 0; g < STATISTICS_GRADE_COUNT; g++)
        graded += game->grades[g];
    return game->level < AI_LEVEL_COUNT && game->preset < PRESET_COUNT && game->points_for <= RECENT_POINTS_MAX &&
           game->points_against <= RECENT_POINTS_MAX && game->mean_loss_thousandths <= RECENT_LOSS_MAX &&
           graded <= game->decisions && (game->decisions > 0 || game->mean_loss_thousandths == 0);
}

void statistics_add_recent(Statistics *stats, const RecentGame *game)
{
    /* The file could not hold it; the counts keep the game all the same. */
    if (!recent_fits(game))
        return;
    if (stats->recent_count < 0 || stats->recent_count > STATISTICS_RECENT_MAX)
        stats->recent_count = 0;
    if (stats->recent_count == STATISTICS_RECENT_MAX) {
        memmove(stats->recent, stats->recent + 1, (STATISTICS_RECENT_MAX - 1) * sizeof *stats->recent);
        stats->recent_count--;
    }
    stats->recent[stats->recent_count++] = *game;
}

uint32_t statistics_total(const Statistics *stats, StatField field)
{
    uint32_t total = 0;
    for (int l = 0; l < AI_LEVEL_COUNT; l++)
        for (int p = 0; p < PRESET_COUNT; p++) {
            uint32_t value = stats->counts[l][p][field];
            if (field == STAT_BEST_STREAK || field == STAT_STREAK)
                total = value > total ? value : total;
            else
                add(&total, value);
        }
    return total;
}

static void recent_values(const RecentGame *game, unsigned *values)
{
    values[RECENT_WON] = game->won ? 1 : 0;
    values[RECENT_POINTS_FOR] = game->points_for;
    values[RECENT_POINTS_AGAINST] = game->points_against;
    values[RECENT_DECISIONS] = game->decisions;
    values[RECENT_MEAN_LOSS] = game->mean_loss_thousandths;
    for (int g = 0; g < STATISTICS_GRADE_COUNT; g++)
        values[RECENT_GRADES + g] = game->grades[g];
}

/* One line per level and preset: "normal standard played=3 won=2 ...", then
 * one per recent game, oldest first: "recent hard classic won=1 ...". */
size_t statistics_write(const Statistics *stats, char *out, size_t size)
{
    size_t at = 0;
    int n = snprintf(out, size, "%s %d\n", MAGIC, STATISTICS_VERSION);
    for (int l = 0; l <= STATISTICS_FRIEND && n >= 0 && (size_t)n < size - at; l++)
        for (int p = 0; p < PRESET_COUNT && n >= 0 && (size_t)n < size - at; p++) {
            at += (size_t)n;
            const uint32_t *row = l == STATISTICS_FRIEND ? stats->friends[p] : stats->counts[l][p];
            n = snprintf(out + at, size - at, "%s %s", l == STATISTICS_FRIEND ? FRIEND : ai_level_name((AiLevel)l),
                         options_preset_name((Preset)p));
            for (int f = 0; f < STAT_FIELD_COUNT && n >= 0 && (size_t)n < size - at; f++) {
                at += (size_t)n;
                n = snprintf(out + at, size - at, " %s=%u", FIELD_NAMES[f], (unsigned)row[f]);
            }
            if (n >= 0 && (size_t)n < size - at) {
                at += (size_t)n;
                n = snprintf(out + at, size - at, "\n");
            }
        }
    for (int r = 0; r < stats->recent_count && r < STATISTICS_RECENT_MAX && n >= 0 && (size_t)n < size - at; r++) {
        const RecentGame *game = &stats->recent[r];
        /* Reading would refuse the whole file for it, counts and all. */
        if (!recent_fits(game))
            continue;
        unsigned values[RECENT_VALUE_COUNT];
        recent_values(game, values);
        at += (size_t)n;
        n = snprintf(out + at, size - at, "%s %s %s", RECENT, ai_level_name((AiLevel)game->level),
                     options_preset_name((Preset)game->preset));
        for (int v = 0; v < RECENT_VALUE_COUNT && n >= 0 && (size_t)n < size - at; v++) {
            at += (size_t)n;
            n = snprintf(out + at, size - at, " %s=%u", RECENT_NAMES[v], values[v]);
        }
        if (n >= 0 && (size_t)n < size - at) {
            at += (size_t)n;
            n = snprintf(out + at, size - at, "\n");
        }
    }
    if (n < 0 || (size_t)n >= size - at)
        return 0;
    return at + (size_t)n;
}

/* Splits line at its spaces into at most `most` words; false if there are
 * more. */
static bool split_words(char *line, char **words, int most, int *count)
{
    *count = 0;
    for (char *at = line; *at;) {
        while (*at == ' ')
            *at++ = '\0';
        if (!*at)
            break;
        if (*count == most)
            return false;
        words[(*count)++] = at;
        while (*at && *at != ' ')
            at++;
    }
    return true;
}

/* Reads the word "NAME=NUMBER", a count, into *value. */
static bool read_value(const char *word, const char *name, uint32_t *value, char *why, size_t why_size)
{
    size_t name_length = strlen(name);
    char *end;
    if (strncmp(word, name, name_length) != 0 || word[name_length] != '=' || word[name_length + 1] < '0' ||
        word[name_length + 1] > '9') {
        snprintf(why, why_size, "'%.32s' is not %s=NUMBER", word, name);
        return false;
    }
    unsigned long long number = strtoull(word + name_length + 1, &end, 10);
    if (*end != '\0' || number > UINT32_MAX) {
        snprintf(why, why_size, "'%.32s' is not a count", word);
        return false;
    }
    *value = (uint32_t)number;
    return true;
}

static bool parse_line(Statistics *stats, char *line, char *why, size_t why_size)
{
    char *words[2 + STAT_FIELD_COUNT];
    int count;
    if (!split_words(line, words, 2 + STAT_FIELD_COUNT, &count)) {
        snprintf(why, why_size, "a line has too many values");
        return false;
    }
    AiLevel level;
    Preset preset;
    bool friend = count > 0 && strcmp(words[0], FRIEND) == 0;
    if (count != 2 + STAT_FIELD_COUNT || !(friend || ai_level_parse(words[0], &level)) ||
        !options_parse_preset(words[1], &preset)) {
        snprintf(why, why_size, "a line does not name a level, a preset and every count");
        return false;
    }
    uint32_t *row = row_of(stats, friend ? (AiLevel)STATISTICS_FRIEND : level, preset);
    for (int f = 0; f < STAT_FIELD_COUNT; f++) {
        if (!read_value(words[2 + f], FIELD_NAMES[f], &row[f], why, why_size))
            return false;
    }
    return true;
}

/* "recent LEVEL PRESET won=1 points_for=5 ...": one of the latest games. */
static bool parse_recent(Statistics *stats, char *line, char *why, size_t why_size)
{
    static const uint32_t MOST[RECENT_VALUE_COUNT] = {
        1,          RECENT_POINTS_MAX, RECENT_POINTS_MAX, UINT16_MAX, RECENT_LOSS_MAX,
        UINT16_MAX, UINT16_MAX,        UINT16_MAX,        UINT16_MAX,
    };
    char *words[3 + RECENT_VALUE_COUNT];
    int count;
    AiLevel level;
    Preset preset;
    if (!split_words(line, words, 3 + RECENT_VALUE_COUNT, &count) || count != 3 + RECENT_VALUE_COUNT ||
        !ai_level_parse(words[1], &level) || !options_parse_preset(words[2], &preset)) {
        snprintf(why, why_size, "a recent game does not name a level, a preset and every value");
        return false;
    }
    if (stats->recent_count == STATISTICS_RECENT_MAX) {
        snprintf(why, why_size, "there are more than %d recent games", STATISTICS_RECENT_MAX);
        return false;
    }
    uint32_t values[RECENT_VALUE_COUNT];
    for (int v = 0; v < RECENT_VALUE_COUNT; v++) {
        if (!read_value(words[3 + v], RECENT_NAMES[v], &values[v], why, why_size))
            return false;
        if (values[v] > MOST[v]) {
            snprintf(why, why_size, "a recent game's '%.32s' is out of range", words[3 + v]);
            return false;
        }
    }
    RecentGame game = {
        .level = (uint8_t)level,
        .preset = (uint8_t)preset,
        .won = values[RECENT_WON] == 1,
        .points_for = (uint8_t)values[RECENT_POINTS_FOR],
        .points_against = (uint8_t)values[RECENT_POINTS_AGAINST],
        .decisions = (uint16_t)values[RECENT_DECISIONS],
        .mean_loss_thousandths = (uint16_t)values[RECENT_MEAN_LOSS],
    };
    for (int g = 0; g < STATISTICS_GRADE_COUNT; g++)
        game.grades[g] = (uint16_t)values[RECENT_GRADES + g];
    if (!recent_fits(&game)) {
        snprintf(why, why_size, "a recent game's grades or mean loss do not fit its %u decisions",
                 (unsigned)game.decisions);
        return false;
    }
    stats->recent[stats->recent_count++] = game;
    return true;
}

/* Whether a line is a recent game's: "recent" and a space. */
static bool is_recent(const char *line)
{
    size_t length = sizeof RECENT - 1;
    return strncmp(line, RECENT, length) == 0 && line[length] == ' ';
}

/* The version on the first line, which store_check_magic has found to be a
 * number the game understands. */
static int version_of(const char *text, size_t body)
{
    int version = 0;
    for (size_t i = sizeof MAGIC; i < body && text[i] >= '0' && text[i] <= '9'; i++)
        version = version * 10 + (text[i] - '0');
    return version;
}

StoreVerdict statistics_parse(const char *text, size_t length, void *into, char *why, size_t why_size)
{
    size_t at;
    StoreVerdict verdict = store_check_magic(text, length, MAGIC, STATISTICS_VERSION, &at, why, why_size);
    if (verdict != STORE_VERDICT_OK)
        return verdict;
    /* Version 1 kept only the counts. */
    bool recent_kept = version_of(text, at) >= 2;
    Statistics stats;
    memset(&stats, 0, sizeof stats);
    const char *line;
    size_t line_length;
    while (store_next_line(text, length, &at, &line, &line_length)) {
        if (line_length == 0)
            continue;
        char copy[512];
        if (line_length >= sizeof copy || memchr(line, '\0', line_length)) {
            snprintf(why, why_size, "a line is too long or holds binary data");
            return STORE_VERDICT_DAMAGED;
        }
        memcpy(copy, line, line_length);
        copy[line_length] = '\0';
        bool parsed = recent_kept && is_recent(copy) ? parse_recent(&stats, copy, why, why_size)
                                                     : parse_line(&stats, copy, why, why_size);
        if (!parsed)
            return STORE_VERDICT_DAMAGED;
    }
    *(Statistics *)into = stats;
    return STORE_VERDICT_OK;
}
