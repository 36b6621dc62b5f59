/* A lesson on the table: a session beside the game, whose opponent plays
 * the lesson's written part (session/script.h); how far the lesson has come
 * is read off the session's journal, which holds every action since the
 * lesson's deal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_lesson.h"
#include "app_play.h"
#include "app_session.h"
#include "app_store.h"
#include "app_view.h"
#include "i18n/strings.h"
#include "learn/lesson.h"
#include "session/script.h"

/* The opponent's strength once a lesson leaves the hand to the player. */
#define LESSON_LEVEL AI_NORMAL

/* The lesson's session, while a lesson is on. */
static Session *lesson_session(const App *app) { return app_lesson_on(app) ? app_session_on(app) : NULL; }

static bool refuse(App *app)
{
    app_flash(app, str_get(STR_LESSON_UNAVAILABLE), true);
    return false;
}

/* The written moves made: the journal's actions since the deal, while they
 * follow the lesson. */
static int written_moves_made(const App *app)
{
    const LessonState *run = &app->lesson;
    const Journal *journal = session_journal(lesson_session(app));
    int count = lesson_move_count(run->lesson), next = 0;
    for (int i = 0; i < journal->count && next < count; i++) {
        Action action;
        const JournalStep *step = &journal->steps[i];
        if (step->kind != JOURNAL_ACTION || !lesson_action(run->lesson, next, &action) ||
            !action_equal(step->action, action))
            break;
        next++;
    }
    return next;
}

bool app_lesson_start(App *app, int number)
{
    const Lesson *lesson = lesson_get(number);
    if (app->config.autoplay || !lesson)
        return refuse(app);
    /* Too large for the stack. */
    struct {
        Game before, after;
    } *deal = malloc(sizeof *deal);
    if (!deal ||
        !lesson_setup(lesson, &app->settings.options, session_player(app->game), &deal->before, &deal->after)) {
        free(deal);
        return refuse(app);
    }
    /* The opponent plays its written part, then the computer thinks for it. */
    Action theirs[LESSON_MOVES_MAX];
    Computer *computer = app_session_computer(app, LESSON_LEVEL);
    Opponent *part = computer ? script_create(theirs, lesson_their_moves(lesson, theirs, LESSON_MOVES_MAX),
                                              computer_opponent(computer))
                              : NULL;
    Session *session = part ? app_session_create(app, SESSION_LESSON, number, LESSON_LEVEL, part) : NULL;
    if (!session) {
        free(deal);
        return refuse(app);
    }
    session_restore(session, &deal->after, NULL, LESSON_LEVEL);
    app_session_aside(app, session);
    LessonState *run = &app->lesson;
    run->lesson = lesson;
    run->number = number;
    run->recorded = false;
    run->warned_at = -1;
    run->went_on = -1;
    /* The new lesson's words wait for its cards to land. */
    memset(&run->show, 0, sizeof run->show);

    app_show_deal(app, &deal->before, &deal->after);
    free(deal);
    app_lesson_update(app);
    app_open_screen(app, SCREEN_COACH, number);
    return true;
}

void app_lesson_leave(App *app)
{
    if (!app_lesson_on(app))
        return;
    stack_close_kind(&app->screens, SCREEN_COACH);
    app_session_back(app);
}

/* The lesson's words with their cards, in the player's language. */
static void words_of(StringId id, const Card args[LESSON_ARGS_MAX], char *out, size_t size)
{
    char names[LESSON_ARGS_MAX][32];
    for (int i = 0; i < LESSON_ARGS_MAX; i++) {
        names[i][0] = '\0';
        if (card_is_valid(args[i]))
            str_card(args[i], names[i], sizeof names[i]);
    }
    str_format(out, size, id, names[0], names[1], names[2]);
}

/* Why the player's `action` may not be made now, or "" when it may. */
static void refusal_of(App *app, Action action, char *out, size_t size)
{
    const LessonState *run = &app->lesson;
    const Session *session = lesson_session(app);
    const Game *game = session_game(session);
    out[0] = '\0';
    if (session_check(session, action, NULL) == SUBMIT_NOT_YOUR_TURN) {
        str_format(out, size, STR_ERR_NOT_YOUR_TURN, NULL, NULL, NULL);
        return;
    }
    int next = written_moves_made(app);
    Rejection why;
    memset(&why, 0, sizeof why);
    switch (lesson_judge(run->lesson, next, game, action, &why)) {
    case LESSON_MOVE_OK: break;
    case LESSON_MOVE_ILLEGAL: str_rejection(&why, out, size); break;
    case LESSON_MOVE_INSTEAD: {
        LessonSaid instead = lesson_instead(run->lesson, next, app->settings.options.penalty);
        words_of(instead.words, instead.args, out, size);
        break;
    }
    }
}

bool app_lesson_allows(App *app, Action action)
{
    if (!app_lesson_on(app))
        return true;
    /* Every refusal in a lesson is the coach's, out of turn too: the
     * message line it would go to lies under the coach's panel. */
    LessonShow *show = &app->lesson.show;
    refusal_of(app, action, show->warning, sizeof show->warning);
    if (!show->warning[0])
        return true;
    app->lesson.warned_at = session_journal(lesson_session(app))->count;
    app->drop.valid = false;
    app->dirty = true;
    app->under.table_version++;
    return false;
}

bool app_lesson_hint(App *app)
{
    if (!app_lesson_on(app))
        return false;
    const LessonShow *show = &app->lesson.show;
    /* Words still to be read: what to do comes after them. */
    if (show->waiting) {
        app_lesson_go_on(app);
        app_lesson_update(app);
    }
    if (!show->expecting)
        return false;
    app->ui.hint_active = true;
    app->ui.hint = show->expected;
    if (show->expected.type == ACTION_DISCARD)
        app->ui.selected = show->expected.cards;
    app_flash(app, show->words, false);
    app_refresh(app, NULL);
    return true;
}

/* A lesson played to its end is ticked in the list from now on. */
static void record_finished(App *app)
{
    LessonState *run = &app->lesson;
    if (run->recorded)
        return;
    run->recorded = true;
    uint8_t bit = (uint8_t)(1u << (run->number - 1));
    app->settings.lessons_done |= bit;
    if (!(app->store.saved.lessons_done & bit)) {
        app->store.saved.lessons_done |= bit;
        app_save_settings(app);
    }
}

/* Whether the table shows the game as it stands: the deal landed, no card
 * on its way.  The coach speaks of what the player can see. */
static bool table_settled(const App *app)
{
    return app->ui.dealing_until <= app->now && !anim_busy(&app->anim, app->now);
}

/* The coach's words once `next` written moves are made. */
static LessonSaid said_now(const App *app, int next, bool finished)
{
    const LessonState *run = &app->lesson;
    PenaltyRule penalty = app->settings.options.penalty;
    if (finished) {
        LessonSaid done = {lesson_done_words(run->lesson, penalty), {CARD_NONE, CARD_NONE, CARD_NONE}, next, false};
        return done;
    }
    return lesson_said(run->lesson, next, run->went_on, penalty);
}

/* A refusal answered: the move it refused has been made, or the move the
 * player is now making (the cards chosen to throw away) is one it no
 * longer speaks of. */
static bool warning_answered(App *app, const LessonShow *show)
{
    const LessonState *run = &app->lesson;
    const Session *session = lesson_session(app);
    if (session_journal(session)->count != run->warned_at || show->finished)
        return true;
    const Game *game = session_game(session);
    if (game->phase != PHASE_DISCARD || game->to_act != session_player(session))
        return false;
    char now[COACH_TEXT_MAX];
    refusal_of(app, action_discard(app->ui.selected), now, sizeof now);
    return strcmp(now, show->warning) != 0;
}

void app_lesson_update(App *app)
{
    if (!app_lesson_on(app))
        return;
    LessonState *run = &app->lesson;
    const Game *game = session_game(lesson_session(app));
    LessonShow show = app->lesson.show;
    show.number = run->number;
    bool over = game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
    if (show.warning[0] && warning_answered(app, &show))
        show.warning[0] = '\0';
    if (table_settled(app)) {
        show.finished = over;
        int next = written_moves_made(app);
        LessonSaid said = said_now(app, next, show.finished);
        words_of(said.words, said.args, show.words, sizeof show.words);
        show.waiting = said.waits;
        /* What to do is pointed at once the coach says it. */
        show.expecting = !show.finished && !said.waits && next < lesson_move_count(run->lesson) &&
                         run->lesson->moves[next].actor == LESSON_YOU &&
                         lesson_action(run->lesson, next, &show.expected);
    }
    if (memcmp(&show, &app->lesson.show, sizeof show) != 0) {
        bool advice = show.expecting != app->lesson.show.expecting || show.waiting != app->lesson.show.waiting ||
                      !action_equal(show.expected, app->lesson.show.expected);
        app->lesson.show = show;
        /* The coach's decision is the main button. */
        if (advice)
            app_refresh_buttons(app);
        app->dirty = true;
        app->under.table_version++;
    }
    if (over)
        record_finished(app);
}

bool app_lesson_holds(const App *app)
{
    if (!app_lesson_on(app))
        return false;
    const LessonState *run = &app->lesson;
    return lesson_holds(run->lesson, written_moves_made(app), run->went_on);
}

void app_lesson_go_on(App *app)
{
    if (!app_lesson_on(app) || !app->lesson.show.waiting)
        return;
    app->lesson.went_on = written_moves_made(app);
}

void app_lesson_offer_answered(App *app, bool took)
{
    app->settings.lessons_offered = app->store.saved.lessons_offered = true;
    app_save_settings(app);
    if (took)
        app_open_screen(app, SCREEN_LESSONS, 0);
}
