#include "ecarte/ai_level.h"

#include <string.h>

static const char *const LEVEL_NAMES[AI_LEVEL_COUNT] = {"easy", "normal", "hard", "expert"};

bool ai_level_parse(const char *name, AiLevel *level)
{
    for (int i = 0; i < AI_LEVEL_COUNT; i++) {
        if (strcmp(name, LEVEL_NAMES[i]) == 0) {
            *level = (AiLevel)i;
            return true;
        }
    }
    return false;
}

const char *ai_level_name(AiLevel level) { return (unsigned)level < AI_LEVEL_COUNT ? LEVEL_NAMES[level] : "?"; }
