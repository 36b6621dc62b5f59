#include "app_online.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_view.h"
#include "i18n/strings.h"

/* The name the other player sees: the login's, in the printable ASCII the
 * server takes. */
static void player_name(char *out, size_t size)
{
    const char *login = getenv("USER");
    size_t n = 0;
    for (const char *c = login ? login : ""; *c && n + 1 < size; c++)
        if (*c > ' ' && *c < 0x7f)
            out[n++] = *c;
    out[n] = '\0';
    if (n == 0)
        snprintf(out, size, "%s", "Player");
}

bool app_online_message(const App *app, char *out, size_t size)
{
    if (!app->online.link)
        return false;
    LinkStatus status;
    link_status(app->online.link, &status);
    char number[16];
    switch (status.state) {
    case LINK_CONNECTING: snprintf(out, size, "%s", str_get(STR_ONLINE_CONNECTING)); return true;
    case LINK_RECONNECTING: snprintf(out, size, "%s", str_get(STR_ONLINE_RECONNECTING)); return true;
    case LINK_WAITING:
        if (!status.opponent_seen) {
            str_format(out, size, STR_ONLINE_WAITING_FRIEND, status.code, NULL, NULL);
        } else {
            snprintf(number, sizeof number, "%d", (int)(status.opponent_away_ms / 1000.0));
            str_format(out, size, STR_ONLINE_AWAY, number, NULL, NULL);
        }
        return true;
    default: break;
    }
    if (status.unfair) {
        snprintf(out, size, "%s", str_get(STR_ONLINE_UNFAIR));
        return true;
    }
    return false;
}

Link *app_online_link(App *app)
{
    const AppConfig *config = &app->config;
    LinkConfig lc;
    memset(&lc, 0, sizeof lc);
    snprintf(lc.address, sizeof lc.address, "%s", config->server);
    player_name(lc.name, sizeof lc.name);
    lc.want = config->online_create ? LINK_CREATE : LINK_JOIN;
    lc.options = app->settings.options;
    snprintf(lc.code, sizeof lc.code, "%s", config->online_join);
    return link_open(&lc, platform_waker(&app->platform));
}

void app_online_update(App *app)
{
    if (!app->online.link || app->end.done)
        return;
    LinkStatus status;
    link_status(app->online.link, &status);
    if (status.state == LINK_FAILED) {
        str_format(app->end.error, sizeof app->end.error, STR_ONLINE_FAILED, status.why, NULL, NULL);
        app->end.done = true;
        app->end.exit_code = 1;
        return;
    }
    if (status.seated && app->config.online_create && !app->online.code_told) {
        /* Not translated: a line for scripts, as the engine's protocol is. */
        printf("table %s\n", status.code);
        fflush(stdout);
        app->online.code_told = true;
    }
    /* A return is told once, as it happens. */
    Online *online = &app->online;
    bool back = online->last_state == LINK_RECONNECTING && status.state != LINK_RECONNECTING;
    bool opponent_back = online->opponent_away && status.opponent_present;
    online->last_state = status.state;
    online->opponent_away = status.state == LINK_WAITING && status.opponent_seen;
    if (back)
        app_flash(app, str_get(STR_ONLINE_BACK), false);
    else if (opponent_back)
        app_flash(app, str_get(STR_ONLINE_OPPONENT_BACK), false);

    const Game *game = session_game(app->game);
    if (game_is_over(game) && !app->online.end_told) {
        uint8_t me = session_player(app->game);
        printf("final score %d-%d\n", game->scores[me], game->scores[seat_other(me)]);
        fflush(stdout);
        app->online.end_told = true;
        if (app->config.autoplay) {
            app->end.done = true;
            app->end.exit_code = 0;
        }
    }
}
