#include "ecarte/ai.h"

#include <string.h>

#include "hard.h"
#include "levels.h"

static const char *const LEVEL_NAMES[AI_LEVEL_COUNT] = {"easy", "normal", "hard"};

bool ai_parse_level(const char *name, AiLevel *level)
{
    for (int i = 0; i < AI_LEVEL_COUNT; i++) {
        if (strcmp(name, LEVEL_NAMES[i]) == 0) {
            *level = (AiLevel)i;
            return true;
        }
    }
    return false;
}

const char *ai_level_name(AiLevel level)
{
    return (unsigned)level < AI_LEVEL_COUNT ? LEVEL_NAMES[level] : "?";
}

bool ai_choose(const SeatView *view, AiLevel level, uint64_t seed, Action *out)
{
    if (view->to_act != view->seat)
        return false;
    switch (level) {
    case AI_EASY: return easy_choose(view, out);
    case AI_NORMAL: return normal_choose(view, out);
    case AI_HARD: return hard_choose(view, seed, out, NULL);
    }
    return false;
}
