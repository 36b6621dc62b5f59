/* The coach's question before a blunder.  The rating is the review's own
 * (the hard level's search, RATING_SEED), run on this thread before the move
 * is made: about 2 ms of the processor for most decisions and about 10 for
 * the dearest (an exchange with many choices), too little to be felt.  The
 * review, later, rates the same decision exactly alike. */
#include <math.h>
#include <stdio.h>

#include "app_coach.h"
#include "app_view.h"
#include "ecarte/rating.h"
#include "i18n/strings.h"

bool app_coach_active(const App *app)
{
    if (app->config.autoplay || app->aside.session)
        return false;
    uint32_t played = statistics_total(&app->store.stats, STAT_PLAYED);
    return settings_coach_active(&app->settings, played > INT32_MAX ? INT32_MAX : (int)played);
}

/* The decision the player is at: the game, its hand, and how far its
 * journal has come.  Nothing is written to the journal while a question
 * waits, so the same decision is found again when the move is made anyway. */
static void where(const App *app, uint64_t *seed, int *hand, int *step)
{
    const Game *game = session_game(app->game);
    *seed = game->seed;
    *hand = game->hands_dealt;
    *step = session_journal(app->game)->count;
}

static bool asked_before(const App *app, Action action)
{
    uint64_t seed;
    int hand, step;
    where(app, &seed, &hand, &step);
    return app->coach.asked_step > 0 && step == app->coach.asked_step && hand == app->coach.asked_hand &&
           seed == app->coach.asked_seed && action_equal(action, app->coach.asked);
}

static void remember(App *app, Action action)
{
    app->coach.asked = action;
    where(app, &app->coach.asked_seed, &app->coach.asked_hand, &app->coach.asked_step);
}

static int percent(double chance) { return (int)lround(fmax(0.0, fmin(1.0, chance)) * 100.0); }

/* What the move gives away, a line break, and the better move in the
 * hint's words: the question screen sets the two apart. */
static void write_question(App *app, Action action, const Rating *rating)
{
    char best[8], taken[8], loss[COACH_TEXT_MAX / 2], better[COACH_TEXT_MAX / 2];
    snprintf(best, sizeof best, "%d", percent(rating->best_value));
    snprintf(taken, sizeof taken, "%d", percent(rating->taken_value));
    str_format(loss, sizeof loss, STR_ASK_LOSS, best, taken, NULL);
    str_hint(&rating->hint, better, sizeof better);
    app->coach.question.action = action;
    snprintf(app->coach.question.text, sizeof app->coach.question.text, "%s\n%s", loss, better);
}

bool app_coach_asks(App *app, Action action)
{
    if (!app_coach_active(app) || asked_before(app, action))
        return false;
    const Game *game = session_game(app->game);
    uint8_t you = session_player(app->game);
    if (game->to_act != you)
        return false;
    SeatView view;
    game_view(game, you, &view);
    Rating rating;
    /* Not the player's to take (the core says why), or no blunder. */
    if (!rating_rate(&view, action, RATING_SEED, &rating) || rating.grade != RATING_BLUNDER)
        return false;
    write_question(app, action, &rating);
    remember(app, action);
    app->coach.on = true;
    app_open_screen(app, SCREEN_COACH_ASK, 0);
    if (!stack_has(&app->screens, SCREEN_COACH_ASK)) {
        /* No room for the question: the move is not held back unasked. */
        app->coach.on = false;
        return false;
    }
    /* A dropped card goes home rather than flying from where it was let go. */
    app->drop.valid = false;
    return true;
}

static void close_question(App *app)
{
    app->coach.on = false;
    stack_close_kind(&app->screens, SCREEN_COACH_ASK);
    app_refresh(app, NULL);
}

bool app_coach_go_ahead(App *app, Action *action)
{
    if (!app->coach.on)
        return false;
    *action = app->coach.question.action;
    close_question(app);
    return true;
}

void app_coach_think_again(App *app)
{
    if (app->coach.on)
        close_question(app);
}
