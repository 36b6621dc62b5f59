#include "app_watch.h"

#include <stdio.h>
#include <string.h>

#include "app_online.h"
#include "app_view.h"
#include "i18n/strings.h"

void app_watch_start(App *app, const Intent *intent)
{
    Watch *w = &app->watch;
    if (w->link || app->online.link)
        return;
    app_online_remember(app, intent->name, intent->address, 0);
    LinkConfig lc;
    memset(&lc, 0, sizeof lc);
    lc.want = LINK_WATCH;
    snprintf(lc.name, sizeof lc.name, "%s", app->settings.name);
    snprintf(lc.address, sizeof lc.address, "%s", intent->address);
    snprintf(lc.code, sizeof lc.code, "%s", intent->code);
    Link *link = link_open(&lc, platform_waker(&app->platform));
    if (!link) {
        app_flash(app, str_get(STR_FAIL_MEMORY), true);
        return;
    }
    memset(w, 0, sizeof *w);
    w->link = link;
    snprintf(w->server, sizeof w->server, "%s", intent->address);
    snprintf(w->code, sizeof w->code, "%s", intent->code);
    w->shown.on = w->shown.reaching = true;
    snprintf(w->shown.code, sizeof w->shown.code, "%s", w->code);
    app->dirty = true;
}

void app_watch_stop(App *app)
{
    Watch *w = &app->watch;
    if (!w->link)
        return;
    link_close(w->link);
    memset(w, 0, sizeof *w);
    if (stack_has(&app->screens, SCREEN_WATCH))
        stack_close_kind(&app->screens, SCREEN_WATCH);
    app->dirty = true;
    app->under.table_version++;
    app_refresh(app, NULL);
}

/* A seat's name as shown: as its player gave it, or numbered. */
static void seat_name(const LinkStatus *status, int seat, char *out, size_t size)
{
    if (status->names[seat][0]) {
        snprintf(out, size, "%s", status->names[seat]);
        return;
    }
    char number[16];
    snprintf(number, sizeof number, "%d", seat + 1);
    str_format(out, size, STR_WATCH_NAMELESS, number, NULL, NULL);
}

static void lost(App *app, const LinkStatus *status)
{
    Watch *w = &app->watch;
    char text[UI_TEXT_MAX];
    app_online_refusal(status, w->server, w->code, text, sizeof text);
    bool reaching = w->shown.reaching;
    app_watch_stop(app);
    if (reaching && stack_has(&app->screens, SCREEN_FRIEND)) {
        /* Said in the panel, where the code was typed, until the player
         * acts on it. */
        snprintf(app->online.problem, sizeof app->online.problem, "%s", text);
        app->online.problem_serial++;
        return;
    }
    app_flash(app, text, true);
}

void app_watch_update(App *app)
{
    Watch *w = &app->watch;
    if (!w->link)
        return;
    LinkStatus status;
    link_status(w->link, &status);
    if (status.state == LINK_FAILED) {
        lost(app, &status);
        return;
    }
    WatchShow was = w->shown;
    WatchShow *shown = &w->shown;
    if (link_watched(w->link, &shown->view, &w->serial))
        shown->seen = true;
    shown->reaching = !shown->seen;
    shown->lost = status.state == LINK_RECONNECTING;
    for (int seat = 0; seat < SEAT_COUNT; seat++) {
        seat_name(&status, seat, shown->names[seat], sizeof shown->names[seat]);
        shown->present[seat] = status.present[seat];
    }
    static const OnlineEnd ENDS[] = {[LINK_END_SCORE] = ONLINE_END_SCORE,
                                     [LINK_END_CLAIM] = ONLINE_END_CLAIM,
                                     [LINK_END_RESIGN] = ONLINE_END_RESIGN,
                                     [LINK_END_LEFT] = ONLINE_END_LEFT};
    shown->over = status.over;
    shown->winner = status.over ? status.winner : SEAT_NONE;
    shown->end = status.over ? ENDS[status.end] : ONLINE_END_SCORE;
    /* First told: the panel has done its work, and the table is shown. */
    if (!was.seen && shown->seen) {
        stack_close_kind(&app->screens, SCREEN_FRIEND);
        app_open_screen(app, SCREEN_WATCH, 0);
    }
    if (memcmp(&was, shown, sizeof was) != 0) {
        app->dirty = true;
        app->under.table_version++;
    }
}
