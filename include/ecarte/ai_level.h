/* The computer opponent's levels and their names, as the command lines, the
 * protocol and the saved files write them.  They belong to the core, so that
 * whatever only names a level (a saved game, the settings, the statistics)
 * needs no AI. */
#ifndef ECARTE_AI_LEVEL_H
#define ECARTE_AI_LEVEL_H

#include <stdbool.h>

typedef enum AiLevel { AI_EASY, AI_NORMAL, AI_HARD, AI_EXPERT } AiLevel;
enum { AI_LEVEL_COUNT = 4 };

/* Parses "easy", "normal", "hard" or "expert"; returns false, and leaves *level alone,
 * for anything else. */
bool ai_level_parse(const char *name, AiLevel *level);
/* The level's name, or "?" for a value that is no level. */
const char *ai_level_name(AiLevel level);

#endif
