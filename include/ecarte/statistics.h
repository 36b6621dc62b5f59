/* The player's record against the computer, per AI level and rule preset. */
#ifndef ECARTE_STATISTICS_H
#define ECARTE_STATISTICS_H

#include <stdint.h>

#include "ecarte/ai_level.h"
#include "ecarte/game.h"
#include "ecarte/store.h"

enum { STATISTICS_VERSION = 1, STATISTICS_TEXT_MAX = 4096, PRESET_COUNT = 2 };

typedef enum StatField {
    STAT_PLAYED,
    STAT_WON,
    STAT_LOST,
    STAT_HANDS,
    STAT_POINTS_FOR,
    STAT_POINTS_AGAINST,
    STAT_VOLES_FOR,
    STAT_VOLES_AGAINST,
    STAT_KINGS_FOR,
    STAT_KINGS_AGAINST,
    STAT_PENALTIES_WON,
    STAT_PENALTIES_CONCEDED,
    STAT_STREAK,
    STAT_BEST_STREAK,
    STAT_FIELD_COUNT
} StatField;

typedef struct Statistics {
    uint32_t counts[AI_LEVEL_COUNT][PRESET_COUNT][STAT_FIELD_COUNT];
} Statistics;

/* Counts a finished (or cut-short) hand from the human seat's side. */
void statistics_record_hand(Statistics *stats, AiLevel level, Preset preset, const HandResult *result, uint8_t human);
/* Whether the step from `before` to `after` (an action or a deal) ended a
 * hand: played out, or cut short when a turned-up king ends the game at
 * the deal. */
bool statistics_hand_ended(const Game *before, const Game *after);
/* Counts a finished game. */
void statistics_record_game(Statistics *stats, AiLevel level, Preset preset, bool won);

/* The sum over every level and preset. */
uint32_t statistics_total(const Statistics *stats, StatField field);

size_t statistics_write(const Statistics *stats, char *out, size_t size);
/* A StoreParser: into is a Statistics. */
StoreVerdict statistics_parse(const char *text, size_t length, void *into, char *why, size_t why_size);

#endif
