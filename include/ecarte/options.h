/* The rule options.  The two presets of the rules are two settings of these;
 * every difference between them is a named option so other mixes are possible. */
#ifndef ECARTE_OPTIONS_H
#define ECARTE_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

typedef enum Preset { PRESET_STANDARD, PRESET_CLASSIC } Preset;

/* Who is punished when a hand is played without an exchange. */
typedef enum PenaltyRule {
    /* The non-dealer who stood, or whose first proposal was refused, and then
     * wins the hand scores 2. */
    PENALTY_STANDARD,
    /* The side that stood or refused and then fails gives 2 to the other. */
    PENALTY_CLASSIC
} PenaltyRule;

enum { TARGET_MIN = 1, TARGET_MAX = 99 };

typedef struct GameOptions {
    bool must_trump_when_void;
    PenaltyRule penalty;
    bool dealer_must_exchange;
    uint8_t target;
} GameOptions;

GameOptions options_preset(Preset preset);
/* Parses "standard" or "classic"; returns false for anything else. */
bool options_parse_preset(const char *name, Preset *preset);
const char *options_preset_name(Preset preset);
/* The same for the penalty rule: "standard" or "classic". */
bool options_parse_penalty(const char *name, PenaltyRule *penalty);
const char *options_penalty_name(PenaltyRule penalty);
/* Whether every field holds a value the rules know (target 1 to 99). */
bool options_are_valid(const GameOptions *options);
/* Whether two sets of options make the same game. */
bool options_equal(const GameOptions *a, const GameOptions *b);

#endif
