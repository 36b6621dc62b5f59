#include "ecarte/ai.h"

#include <string.h>

#include "hard.h"
#include "levels.h"

bool ai_choose(const SeatView *view, AiLevel level, uint64_t seed, Action *out)
{
    return ai_player_choose(view, (AiPlayer)level, seed, out);
}

bool ai_choose_until(const SeatView *view, AiLevel level, uint64_t seed, const AiStop *stop, Action *out)
{
    if (view->to_act != view->seat)
        return false;
    switch (level) {
    case AI_HARD: return hard_weigh_with(view, seed, &HARD_CONFIG, stop, out, NULL, NULL);
    case AI_EXPERT: return hard_weigh_with(view, seed, &HARD_CONFIG_EXPERT, stop, out, NULL, NULL);
    default: return ai_choose(view, level, seed, out); /* a rule of thumb: at once */
    }
}

bool ai_player_parse(const char *name, AiPlayer *player)
{
    AiLevel level;
    if (ai_level_parse(name, &level)) {
        *player = (AiPlayer)level;
        return true;
    }
    if (strcmp(name, "hard-2026") == 0) {
        *player = AI_PLAYER_HARD_2026;
        return true;
    }
    return false;
}

const char *ai_player_name(AiPlayer player)
{
    if (player == AI_PLAYER_HARD_2026)
        return "hard-2026";
    return ai_level_name((AiLevel)player);
}

bool ai_player_choose(const SeatView *view, AiPlayer player, uint64_t seed, Action *out)
{
    if (view->to_act != view->seat)
        return false;
    switch (player) {
    case AI_PLAYER_EASY: return easy_choose(view, out);
    case AI_PLAYER_NORMAL: return normal_choose(view, out);
    case AI_PLAYER_HARD: return hard_choose(view, seed, out, NULL);
    case AI_PLAYER_EXPERT: return hard_weigh_with(view, seed, &HARD_CONFIG_EXPERT, NULL, out, NULL, NULL);
    case AI_PLAYER_HARD_2026: return hard_weigh_with(view, seed, &HARD_CONFIG_2026, NULL, out, NULL, NULL);
    case AI_PLAYER_COUNT: break;
    }
    return false;
}
