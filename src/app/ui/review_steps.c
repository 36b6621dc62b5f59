#include "ui/review_steps.h"

#include <math.h>
#include <string.h>

bool review_steps_build(ReviewSteps *out, const Journal *journal, int hand, uint8_t seat, bool both_seats)
{
    out->hand = hand;
    out->count = 0;
    out->first = out->end = 0;
    if (!journal || !journal_hand_steps(journal, hand, &out->first, &out->end))
        return false;
    for (int i = out->first; i < out->end && i < journal->count; i++) {
        const JournalStep *step = &journal->steps[i];
        if (step->kind == JOURNAL_ACTION && (both_seats || step->seat == seat))
            out->steps[out->count++] = i;
    }
    return true;
}

int review_steps_nearest(const ReviewSteps *steps, int step)
{
    for (int i = 0; i < steps->count; i++)
        if (steps->steps[i] >= step)
            return i;
    return steps->count - 1;
}

void review_cards(const Rating *rating, Action taken, CardSet *taken_cards, CardSet *better_cards)
{
    *taken_cards = taken.type == ACTION_PLAY ? cardset_of(taken.card) : taken.type == ACTION_DISCARD ? taken.cards : 0;
    *better_cards = 0;
    if (!rating || rating->grade == RATING_GOOD || action_equal(rating->best, taken))
        return;
    if (rating->best.type == ACTION_PLAY)
        *better_cards = cardset_of(rating->best.card);
    else if (rating->best.type == ACTION_DISCARD)
        *better_cards = rating->best.cards;
}

int review_loss_percent(double loss)
{
    if (!(loss > 0))
        return 0;
    int percent = (int)lround(loss * 100.0);
    return percent < 1 ? 1 : percent;
}

bool review_hindsight(const Journal *journal, const ReviewSteps *steps, uint8_t seat, ReviewHindsight *out)
{
    memset(out, 0, sizeof *out);
    for (int i = steps->first; i < steps->end && i < journal->count; i++) {
        const JournalStep *step = &journal->steps[i];
        if (step->kind != JOURNAL_ACTION || step->seat != seat || step->action.type != ACTION_PLAY)
            continue;
        Game before;
        if (!journal_state(journal, i, &before) || !rating_open_play(&before, seat, &out->play))
            return false;
        out->step = i;
        out->answered = before.trick_size == 1;
        return true;
    }
    return false;
}
