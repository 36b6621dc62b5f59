#include "ecarte/statistics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char MAGIC[] = "ECARTE-STATS";
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

void statistics_record_hand(Statistics *stats, AiLevel level, Preset preset, const HandResult *result, uint8_t human)
{
    uint32_t *c = stats->counts[level][preset];
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
    uint32_t *c = stats->counts[level][preset];
    add(&c[STAT_PLAYED], 1);
    add(&c[won ? STAT_WON : STAT_LOST], 1);
    c[STAT_STREAK] = won ? c[STAT_STREAK] + 1 : 0;
    if (c[STAT_STREAK] > c[STAT_BEST_STREAK])
        c[STAT_BEST_STREAK] = c[STAT_STREAK];
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

/* One line per level and preset: "normal standard played=3 won=2 ...". */
size_t statistics_write(const Statistics *stats, char *out, size_t size)
{
    size_t at = 0;
    int n = snprintf(out, size, "%s %d\n", MAGIC, STATISTICS_VERSION);
    for (int l = 0; l < AI_LEVEL_COUNT && n >= 0 && (size_t)n < size - at; l++)
        for (int p = 0; p < PRESET_COUNT && n >= 0 && (size_t)n < size - at; p++) {
            at += (size_t)n;
            n = snprintf(out + at, size - at, "%s %s", ai_level_name((AiLevel)l), options_preset_name((Preset)p));
            for (int f = 0; f < STAT_FIELD_COUNT && n >= 0 && (size_t)n < size - at; f++) {
                at += (size_t)n;
                n = snprintf(out + at, size - at, " %s=%u", FIELD_NAMES[f], (unsigned)stats->counts[l][p][f]);
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

static bool parse_line(Statistics *stats, char *line, char *why, size_t why_size)
{
    char *words[2 + STAT_FIELD_COUNT];
    int count = 0;
    for (char *at = line; *at;) {
        while (*at == ' ')
            *at++ = '\0';
        if (!*at)
            break;
        if (count == 2 + STAT_FIELD_COUNT) {
            snprintf(why, why_size, "a line has too many values");
            return false;
        }
        words[count++] = at;
        while (*at && *at != ' ')
            at++;
    }
    AiLevel level;
    Preset preset;
    if (count != 2 + STAT_FIELD_COUNT || !ai_level_parse(words[0], &level) ||
        !options_parse_preset(words[1], &preset)) {
        snprintf(why, why_size, "a line does not name a level, a preset and every count");
        return false;
    }
    for (int f = 0; f < STAT_FIELD_COUNT; f++) {
        size_t name_length = strlen(FIELD_NAMES[f]);
        const char *word = words[2 + f];
        char *end;
        if (strncmp(word, FIELD_NAMES[f], name_length) != 0 || word[name_length] != '=' ||
            word[name_length + 1] < '0' || word[name_length + 1] > '9') {
            snprintf(why, why_size, "'%.32s' is not %s=NUMBER", word, FIELD_NAMES[f]);
            return false;
        }
        unsigned long long value = strtoull(word + name_length + 1, &end, 10);
        if (*end != '\0' || value > UINT32_MAX) {
            snprintf(why, why_size, "'%.32s' is not a count", word);
            return false;
        }
        stats->counts[level][preset][f] = (uint32_t)value;
    }
    return true;
}

StoreVerdict statistics_parse(const char *text, size_t length, void *into, char *why, size_t why_size)
{
    size_t at;
    StoreVerdict verdict = store_check_magic(text, length, MAGIC, STATISTICS_VERSION, &at, why, why_size);
    if (verdict != STORE_VERDICT_OK)
        return verdict;
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
        if (!parse_line(&stats, copy, why, why_size))
            return STORE_VERDICT_DAMAGED;
    }
    *(Statistics *)into = stats;
    return STORE_VERDICT_OK;
}
