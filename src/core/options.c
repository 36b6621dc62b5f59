#include "ecarte/options.h"

#include <string.h>

GameOptions options_preset(Preset preset)
{
    GameOptions options = {
        .must_trump_when_void = preset == PRESET_CLASSIC,
        .penalty = preset == PRESET_CLASSIC ? PENALTY_CLASSIC : PENALTY_STANDARD,
        .dealer_must_exchange = false,
        .target = 5,
    };
    return options;
}

bool options_parse_preset(const char *name, Preset *preset)
{
    if (strcmp(name, "standard") == 0) {
        *preset = PRESET_STANDARD;
        return true;
    }
    if (strcmp(name, "classic") == 0) {
        *preset = PRESET_CLASSIC;
        return true;
    }
    return false;
}

const char *options_preset_name(Preset preset) { return preset == PRESET_CLASSIC ? "classic" : "standard"; }

bool options_parse_penalty(const char *name, PenaltyRule *penalty)
{
    if (strcmp(name, "standard") != 0 && strcmp(name, "classic") != 0)
        return false;
    *penalty = name[0] == 'c' ? PENALTY_CLASSIC : PENALTY_STANDARD;
    return true;
}

const char *options_penalty_name(PenaltyRule penalty) { return penalty == PENALTY_CLASSIC ? "classic" : "standard"; }

bool options_are_valid(const GameOptions *options)
{
    return options->target >= TARGET_MIN && options->target <= TARGET_MAX &&
           (options->penalty == PENALTY_STANDARD || options->penalty == PENALTY_CLASSIC);
}

bool options_equal(const GameOptions *a, const GameOptions *b)
{
    return a->must_trump_when_void == b->must_trump_when_void && a->penalty == b->penalty &&
           a->dealer_must_exchange == b->dealer_must_exchange && a->target == b->target;
}
