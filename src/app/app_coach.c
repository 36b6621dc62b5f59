/* The coach's question before a blunder.  The rating is the review's own
 * (the hard level's search, RATING_SEED), run on this thread before the move
 * is made: about 2 ms of the processor for most decisions and about 10 for
 * the dearest (an exchange with many choices), too little to be felt.  The
 * review, later, rates the same decision exactly alike. */
#include <math.h>
#include <stdio.h>

#include "app_coach.h"
#include "ecarte/rating.h"
#include "i18n/strings.h"

bool app_coach_active(const Settings *settings, const Statistics *stats)
{
    uint32_t played = statistics_total(stats, STAT_PLAYED);
    return settings_coach_active(settings, played > INT32_MAX ? INT32_MAX : (int)played);
}

/* The decision the player is at: the game, its hand, and how far its
 * journal has come.  Nothing is written to the journal while a question
 * waits, so the same decision is found again when the move is made anyway. */
static void where(const Session *game, uint64_t *seed, int *hand, int *step)
{
    *seed = session_game(game)->seed;
    *hand = session_game(game)->hands_dealt;
    *step = session_journal(game)->count;
}

static bool asked_before(const CoachAsk *coach, const Session *game, Action action)
{
    uint64_t seed;
    int hand, step;
    where(game, &seed, &hand, &step);
    return coach->asked_step > 0 && step == coach->asked_step && hand == coach->asked_hand &&
           seed == coach->asked_seed && action_equal(action, coach->asked);
}

static int percent(double chance) { return (int)lround(fmax(0.0, fmin(1.0, chance)) * 100.0); }

/* What the move gives away, a line break, and the better move in the
 * hint's words: the question screen sets the two apart. */
static void write_question(CoachAsk *coach, Action action, const Rating *rating)
{
    char best[8], taken[8], loss[COACH_TEXT_MAX / 2], better[COACH_TEXT_MAX / 2];
    snprintf(best, sizeof best, "%d", percent(rating->best_value));
    snprintf(taken, sizeof taken, "%d", percent(rating->taken_value));
    str_format(loss, sizeof loss, STR_ASK_LOSS, best, taken, NULL);
    str_hint(&rating->hint, better, sizeof better);
    coach->question.action = action;
    snprintf(coach->question.text, sizeof coach->question.text, "%s\n%s", loss, better);
}

bool app_coach_asks(CoachAsk *coach, const Session *game, Action action)
{
    if (asked_before(coach, game, action))
        return false;
    uint8_t you = session_player(game);
    if (session_game(game)->to_act != you)
        return false;
    SeatView view;
    game_view(session_game(game), you, &view);
    Rating rating;
    /* Not the player's to take (the core says why), or no blunder. */
    if (!rating_rate(&view, action, RATING_SEED, &rating) || rating.grade != RATING_BLUNDER)
        return false;
    write_question(coach, action, &rating);
    coach->asked = action;
    where(game, &coach->asked_seed, &coach->asked_hand, &coach->asked_step);
    coach->on = true;
    return true;
}

bool app_coach_answered(CoachAsk *coach, Action *action)
{
    if (!coach->on)
        return false;
    *action = coach->question.action;
    coach->on = false;
    return true;
}
