#include "ecarte/ai.h"

#include "hard.h"
#include "levels.h"

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
