/* A deal played again for practice.  The controller plays it like any
 * hand, with a journal that begins just before its deal; the analysis of
 * the real game is swapped for one of the practice's own, so that the real
 * game's ratings are neither lost nor mixed with the practice's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_play.h"
#include "app_practice.h"
#include "app_view.h"
#include "i18n/strings.h"

struct Practice {
    bool active;
    /* The real game, put aside. */
    Game game;
    Journal journal;
    AiLevel level;
    char event_text[UI_TEXT_MAX];
    Analysis *real_analysis;
    /* The practice deal's own ratings, kept from one practice to the next. */
    Analysis *analysis;
    /* Built here: too large for the stack. */
    Journal deal;
    Game before, after;
};

static bool refuse(App *app)
{
    app_flash(app, str_get(STR_PRACTICE_UNAVAILABLE), true);
    return false;
}

bool app_practice_start(App *app, int hand)
{
    if (app->config.autoplay)
        return false;
    if (!app->practice) {
        app->practice = calloc(1, sizeof *app->practice);
        if (!app->practice)
            return refuse(app);
    }
    struct Practice *p = app->practice;
    const Journal *real = p->active ? &p->journal : controller_journal(app->controller);
    int first, end;
    if (!journal_hand_steps(real, hand, &first, &end) || real->steps[first].kind != JOURNAL_DEAL ||
        !journal_state(real, first, &p->before) || !journal_state(real, first + 1, &p->after))
        return refuse(app);
    /* A king turned up that ended the game leaves nothing to play. */
    if (p->after.phase == PHASE_GAME_OVER || p->after.phase == PHASE_HAND_OVER)
        return refuse(app);
    journal_begin(&p->deal, &p->before);
    p->deal.steps[0] = real->steps[first];
    p->deal.count = 1;

    if (!p->active) {
        p->game = *controller_game(app->controller);
        p->journal = *controller_journal(app->controller);
        p->level = controller_level(app->controller);
        snprintf(p->event_text, sizeof p->event_text, "%s", app->ui.event_text);
        if (!p->analysis && app->analysis)
            p->analysis = analysis_create(platform_waker(&app->platform));
        p->real_analysis = app->analysis;
        app->analysis = p->analysis;
        p->active = true;
    }
    app->practice_hand = hand;
    controller_restore(app->controller, &p->after, &p->deal, p->level);
    analysis_follow(app->analysis, controller_journal(app->controller));
    app_show_deal(app, &p->before, &p->after);

    char number[16], text[UI_TEXT_MAX];
    snprintf(number, sizeof number, "%d", hand);
    str_format(text, sizeof text, STR_PRACTICE_STARTED, number, NULL, NULL);
    app_flash(app, text, false);
    return true;
}

/* The real game's analysis on the table again. */
static void put_back(App *app)
{
    struct Practice *p = app->practice;
    app->analysis = p->real_analysis;
    p->real_analysis = NULL;
    p->active = false;
    app->practice_hand = 0;
}

void app_practice_leave(App *app)
{
    struct Practice *p = app->practice;
    if (!p || !p->active)
        return;
    put_back(app);
    controller_restore(app->controller, &p->game, &p->journal, p->level);
    analysis_follow(app->analysis, controller_journal(app->controller));
    snprintf(app->ui.event_text, sizeof app->ui.event_text, "%s", p->event_text);
    app_show_table(app);
    app_flash(app, str_get(STR_PRACTICE_BACK), false);
}

void app_practice_drop(App *app)
{
    if (app->practice && app->practice->active)
        put_back(app);
}

void app_practice_free(App *app)
{
    if (!app->practice)
        return;
    app_practice_drop(app);
    analysis_destroy(app->practice->analysis);
    free(app->practice);
    app->practice = NULL;
}
