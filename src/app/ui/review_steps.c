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

bool review_open_card(const Journal *journal, int step, ReviewOpenCard *out)
{
    memset(out, 0, sizeof *out);
    if (step < 0 || step >= journal->count)
        return false;
    const JournalStep *taken = &journal->steps[step];
    Game before;
    OpenPlay open;
    if (taken->kind != JOURNAL_ACTION || taken->action.type != ACTION_PLAY || !journal_state(journal, step, &before) ||
        !rating_open_play(&before, taken->seat, &open) ||
        !rating_open_card(&before, taken->seat, taken->action.card, &out->taken_tricks))
        return false;
    out->seat = taken->seat;
    out->taken = taken->action.card;
    out->best = open.best;
    out->best_tricks = open.tricks;
    /* Where the card played takes as many as any, it is the one named. */
    if (out->taken_tricks == open.tricks)
        out->best = out->taken;
    return true;
}

bool review_open_hand(const Journal *journal, const ReviewSteps *steps, uint8_t seat, ReviewOpenHand *out)
{
    memset(out, 0, sizeof *out);
    for (int i = steps->first; i < steps->end && i < journal->count; i++) {
        const JournalStep *step = &journal->steps[i];
        if (step->kind != JOURNAL_ACTION || step->action.type != ACTION_PLAY)
            continue;
        Game first, last;
        OpenPlay open;
        if (!journal_state(journal, i, &first) || !rating_open_play(&first, seat, &open) ||
            !journal_state(journal, steps->end < journal->count ? steps->end : journal->count, &last))
            return false;
        out->step = i;
        out->open_tricks = open.tricks;
        out->took = last.tricks[seat];
        out->finished = last.tricks[0] + last.tricks[1] == TRICKS_PER_HAND;
        return true;
    }
    return false;
}
