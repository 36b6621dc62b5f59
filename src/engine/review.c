#include "review.h"

#include <stdio.h>

#include "ecarte/view.h"

bool review_rate(const Game *game, Action taken, Rating *out) { return review_rate_level(game, taken, AI_HARD, out); }

bool review_rate_level(const Game *game, Action taken, AiLevel level, Rating *out)
{
    if (game->to_act == SEAT_NONE)
        return false;
    SeatView view;
    game_view(game, game->to_act, &view);
    return rating_rate_level(&view, taken, RATING_SEED, level, out);
}

bool review_begin(ReviewCursor *cursor, const Journal *journal, int first, int end)
{
    if (first < 0 || end < first || end > journal->count)
        return false;
    cursor->journal = journal;
    cursor->next = first;
    cursor->end = end;
    cursor->level = AI_HARD;
    return journal_state(journal, first, &cursor->game);
}

ReviewStatus review_next(ReviewCursor *cursor, ReviewItem *item)
{
    while (cursor->next < cursor->end) {
        const JournalStep *step = &cursor->journal->steps[cursor->next];
        if (step->kind == JOURNAL_ACTION) {
            const Game *game = &cursor->game;
            if (game->to_act != step->seat)
                return REVIEW_BROKEN;
            *item =
                (ReviewItem){.step = cursor->next, .hand = game->hands_dealt, .seat = step->seat, .phase = game->phase};
            if (!review_rate_level(game, step->action, cursor->level, &item->rating))
                return REVIEW_BROKEN;
        }
        if (journal_replay(step, &cursor->game) != RULE_OK)
            return REVIEW_BROKEN;
        cursor->next++;
        if (step->kind == JOURNAL_ACTION)
            return REVIEW_RATED;
    }
    return REVIEW_DONE;
}

void review_format(const ReviewItem *item, char *out, size_t size)
{
    char taken[ACTION_TEXT_MAX], best[ACTION_TEXT_MAX];
    action_format(item->rating.taken, taken);
    action_format(item->rating.best, best);
    snprintf(out, size, "hand %d seat %d phase %s taken %s best %s loss %.3f class %s", item->hand, item->seat,
             phase_name(item->phase), taken, best, item->rating.loss, rating_grade_name(item->rating.grade));
}
