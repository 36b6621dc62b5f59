#include "ecarte/ai.h"

#include <string.h>

bool ai_parse_level(const char *name, AiLevel *level)
{
    static const char *const NAMES[AI_LEVEL_COUNT] = {"easy", "normal", "hard"};
    for (int i = 0; i < AI_LEVEL_COUNT; i++) {
        if (strcmp(name, NAMES[i]) == 0) {
            *level = (AiLevel)i;
            return true;
        }
    }
    return false;
}

const char *ai_level_name(AiLevel level)
{
    switch (level) {
    case AI_EASY: return "easy";
    case AI_NORMAL: return "normal";
    case AI_HARD: return "hard";
    }
    return "?";
}

/* For now every level picks uniformly among the legal actions. */
bool ai_choose(const SeatView *view, AiLevel level, uint64_t seed, Action *out)
{
    (void)level;
    ActionList legal;
    view_legal_actions(view, &legal);
    if (legal.count == 0)
        return false;
    Rng rng = rng_seeded(rng_mix(seed, view_digest(view)));
    *out = legal.items[rng_below(&rng, (uint32_t)legal.count)];
    return true;
}
