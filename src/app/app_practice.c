/* A deal played again for practice: a session beside the game, which waits
 * as it was, dealt the cards the game dealt that hand, with a journal that
 * begins just before the deal and ratings of its own, so that the game's
 * are neither lost nor mixed with the practice's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_play.h"
#include "app_practice.h"
#include "app_session.h"
#include "app_view.h"
#include "i18n/strings.h"

static bool refuse(App *app)
{
    app_flash(app, str_get(STR_PRACTICE_UNAVAILABLE), true);
    return false;
}

bool app_practice_start(App *app, int hand)
{
    if (app->config.autoplay)
        return false;
    /* Too large for the stack. */
    struct {
        Journal deal;
        Game before, after;
    } *made = malloc(sizeof *made);
    if (!made)
        return refuse(app);
    const Journal *real = session_journal(app->game);
    int first, end;
    Session *session = NULL;
    /* A king turned up that ended the game leaves nothing to play. */
    if (journal_hand_steps(real, hand, &first, &end) && real->steps[first].kind == JOURNAL_DEAL &&
        journal_state(real, first, &made->before) && journal_state(real, first + 1, &made->after) &&
        made->after.phase != PHASE_GAME_OVER && made->after.phase != PHASE_HAND_OVER) {
        journal_begin(&made->deal, &made->before);
        made->deal.steps[0] = real->steps[first];
        made->deal.count = 1;
        AiLevel level = session_level(app->game);
        Computer *computer = app_session_computer(app, level);
        if (computer)
            session = app_session_create(app, SESSION_PRACTICE, hand, level, computer_opponent(computer));
        if (session)
            session_restore(session, &made->after, &made->deal, level);
    }
    if (!session) {
        free(made);
        return refuse(app);
    }
    app_session_aside(app, session);
    app_show_deal(app, &made->before, &made->after);
    free(made);

    char number[16], text[UI_TEXT_MAX];
    snprintf(number, sizeof number, "%d", hand);
    str_format(text, sizeof text, STR_PRACTICE_STARTED, number, NULL, NULL);
    app_flash(app, text, false);
    return true;
}

void app_practice_leave(App *app)
{
    if (app_session_kind(app) == SESSION_PRACTICE)
        app_session_back(app);
}
