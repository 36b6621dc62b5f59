/* The player's record against the computer, per AI level and rule preset. */
#ifndef ECARTE_STATISTICS_H
#define ECARTE_STATISTICS_H

#include <stdint.h>

#include "ecarte/ai_level.h"
#include "ecarte/game.h"
#include "ecarte/store.h"

/* Version 2 added the recent games, version 3 the expert level's lines: a
 * game that knows no expert level then calls the file newer, not damaged. */
enum { STATISTICS_VERSION = 4, STATISTICS_TEXT_MAX = 16384, PRESET_COUNT = 2 };

/* In place of an AiLevel: games against a friend, at a table server, kept
 * apart from the computer's (version 4 of the file). */
enum { STATISTICS_FRIEND = AI_LEVEL_COUNT };

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

/* The player's latest games, for the chart of results and accuracy. */
enum { STATISTICS_RECENT_MAX = 30, STATISTICS_GRADE_COUNT = 4 };

typedef struct RecentGame {
    uint8_t level;  /* AiLevel */
    uint8_t preset; /* Preset */
    bool won;
    uint8_t points_for, points_against;
    /* The player's decisions that offered a choice, as the review rated
     * them; decisions == 0 when the game was not rated. */
    uint16_t decisions;
    uint16_t mean_loss_thousandths;          /* mean loss per decision, in thousandths of a game */
    uint16_t grades[STATISTICS_GRADE_COUNT]; /* good, inaccuracy, mistake, blunder */
} RecentGame;

typedef struct Statistics {
    uint32_t counts[AI_LEVEL_COUNT][PRESET_COUNT][STAT_FIELD_COUNT];
    uint32_t friends[PRESET_COUNT][STAT_FIELD_COUNT]; /* games against a friend */
    int recent_count;                                 /* oldest first */
    RecentGame recent[STATISTICS_RECENT_MAX];
} Statistics;

/* Counts a finished (or cut-short) hand from the human seat's side. */
void statistics_record_hand(Statistics *stats, AiLevel level, Preset preset, const HandResult *result, uint8_t human);
/* Whether the step from `before` to `after` (an action or a deal) ended a
 * hand: played out, or cut short when a turned-up king ends the game at
 * the deal. */
bool statistics_hand_ended(const Game *before, const Game *after);
/* Counts a finished game. */
void statistics_record_game(Statistics *stats, AiLevel level, Preset preset, bool won);
/* Adds a finished game to the recent ones, forgetting the oldest when full.
 * A game with values no game could have (grades beyond its decisions, say)
 * is not added: the file could not be read back with it. */
void statistics_add_recent(Statistics *stats, const RecentGame *game);

/* The sum over every level and preset. */
uint32_t statistics_total(const Statistics *stats, StatField field);

/* The file: "ECARTE-STATS 2", a line of counts per level and preset
 * ("hard classic played=3 won=2 ..."), then a line per recent game, oldest
 * first ("recent hard classic won=1 points_for=5 ...").  Version 1 files
 * have no recent games.  A recent game whose values no game could have is
 * left out, so that whatever is written can be read back. */
size_t statistics_write(const Statistics *stats, char *out, size_t size);
/* A StoreParser: into is a Statistics. */
StoreVerdict statistics_parse(const char *text, size_t length, void *into, char *why, size_t why_size);

#endif
