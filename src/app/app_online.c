#include "app_online.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_play.h"
#include "app_recent.h"
#include "app_session.h"
#include "app_store.h"
#include "app_view.h"
#include "ecarte/net_address.h"
#include "i18n/strings.h"
#include "online/host.h"
#include "screens/phrases.h"

/* Answers slower than this make moves lag where a player feels it. */
enum { SLOW_ROUND_TRIP_MS = 400 };
/* A friend's phrase stays by their hand long enough to be read. */
enum { PHRASE_SHOWN_MS = 3000 };
enum { CLAIM_MARGIN_MS = 2000 };
/* How long the invite panel says that its code was copied. */
enum { COPIED_SHOWN_MS = 4000 };

/* Why the table could not be reached or kept, in the reader's language,
 * with what to do about it. */
void app_online_refusal(const LinkStatus *status, const char *server, const char *code, char *out, size_t size)
{
    static const StringId SENTENCES[] =
        {[LINK_REFUSED_NONE] = STR_REFUSED_OTHER,      [LINK_REFUSED_NO_SERVER] = STR_REFUSED_NO_SERVER,
         [LINK_REFUSED_NO_HOST] = STR_REFUSED_NO_HOST, [LINK_REFUSED_CODE] = STR_REFUSED_CODE,
         [LINK_REFUSED_FULL] = STR_REFUSED_FULL,       [LINK_REFUSED_TOKEN] = STR_REFUSED_TOKEN,
         [LINK_REFUSED_LEFT] = STR_REFUSED_LEFT,       [LINK_REFUSED_REPLACED] = STR_REFUSED_REPLACED,
         [LINK_REFUSED_VERSION] = STR_REFUSED_VERSION, [LINK_REFUSED_BUSY] = STR_REFUSED_BUSY,
         [LINK_REFUSED_GUESSES] = STR_REFUSED_GUESSES, [LINK_REFUSED_TLS] = STR_REFUSED_TLS,
         [LINK_REFUSED_BROKEN] = STR_REFUSED_BROKEN,   [LINK_REFUSED_CLOSED] = STR_REFUSED_CLOSED,
         [LINK_REFUSED_OTHER] = STR_REFUSED_OTHER};
    char host[SETTINGS_SERVER_MAX], port[16];
    if (!net_address_split(server, host, sizeof host, port, sizeof port))
        snprintf(host, sizeof host, "%s", server);
    switch (status->refusal) {
    case LINK_REFUSED_NO_SERVER:
    case LINK_REFUSED_TLS: str_format(out, size, SENTENCES[status->refusal], server, NULL, NULL); return;
    case LINK_REFUSED_NO_HOST: str_format(out, size, STR_REFUSED_NO_HOST, host, NULL, NULL); return;
    case LINK_REFUSED_CODE: str_format(out, size, STR_REFUSED_CODE, code, NULL, NULL); return;
    case LINK_REFUSED_NONE:
    case LINK_REFUSED_OTHER: str_format(out, size, STR_REFUSED_OTHER, status->why, NULL, NULL); return;
    default: snprintf(out, size, "%s", str_get(SENTENCES[status->refusal])); return;
    }
}

static void refusal_sentence(const App *app, const LinkStatus *status, char *out, size_t size)
{
    const char *server = app->online.server[0] ? app->online.server : app->config.server ? app->config.server : "";
    app_online_refusal(status, server, app->online.asked_code, out, size);
}

/* The opponent has been gone as long as the server asks before a claim,
 * and a little longer: the server times the absence by its own clock, from
 * its own moment, and a claim a little too early is refused. */
static bool claimable(const LinkStatus *status)
{
    return status->state == LINK_WAITING && status->opponent_seen && !status->over && status->claim_after_ms >= 0 &&
           status->opponent_away_ms >= (double)status->claim_after_ms + CLAIM_MARGIN_MS;
}

bool app_online_message(const App *app, char *out, size_t size)
{
    if (!app->online.link)
        return false;
    LinkStatus status;
    link_status(app->online.link, &status);
    char number[16];
    if (app->online.leaving_since > 0) {
        snprintf(out, size, "%s", str_get(STR_ONLINE_LEAVING));
        return true;
    }
    if (status.opponent_left) {
        char name[LINK_NAME_MAX + 8];
        str_format(out, size, STR_ONLINE_FRIEND_LEFT, str_player(status.opponent_name, name, sizeof name), NULL, NULL);
        return true;
    }
    switch (status.state) {
    case LINK_CONNECTING: snprintf(out, size, "%s", str_get(STR_ONLINE_CONNECTING)); return true;
    case LINK_RECONNECTING: snprintf(out, size, "%s", str_get(STR_ONLINE_RECONNECTING)); return true;
    case LINK_WAITING:
        if (!status.opponent_seen) {
            str_format(out, size, STR_ONLINE_WAITING_FRIEND, status.code, NULL, NULL);
        } else {
            snprintf(number, sizeof number, "%d", (int)(status.opponent_away_ms / 1000.0));
            /* The friend by name, once the table has said it. */
            if (status.opponent_name[0]) {
                char name[LINK_NAME_MAX + 8];
                str_format(out, size, claimable(&status) ? STR_ONLINE_NAMED_CLAIMABLE : STR_ONLINE_NAMED_AWAY,
                           str_player(status.opponent_name, name, sizeof name), number, NULL);
            } else
                str_format(out, size, claimable(&status) ? STR_ONLINE_CLAIMABLE : STR_ONLINE_AWAY, number, NULL, NULL);
        }
        return true;
    default: break;
    }
    if (status.unfair) {
        snprintf(out, size, "%s", str_get(STR_ONLINE_UNFAIR));
        return true;
    }
    /* A rematch asked for is said for as long as it is waited for, not
     * for the moment of a flash. */
    uint8_t me = status.seat < SEAT_COUNT ? status.seat : 0;
    if (status.over && (status.rematch_asked[me] || status.rematch_asked[1 - me])) {
        snprintf(out, size, "%s", str_get(status.rematch_asked[me] ? STR_REMATCH_ASKED : STR_REMATCH_OFFERED));
        return true;
    }
    return false;
}

void app_online_show(const App *app, OnlineShow *out)
{
    memset(out, 0, sizeof *out);
    if (!app->online.link)
        return;
    LinkStatus status;
    link_status(app->online.link, &status);
    out->on = true;
    out->seated = status.seated;
    out->hosting = app->online.host != NULL;
    snprintf(out->code, sizeof out->code, "%s", status.code);
    snprintf(out->address, sizeof out->address, "%s", app->online.address);
    out->opponent_seen = status.opponent_seen;
    out->over = status.over || game_is_over(session_game(app->game));
    out->round_trip_ms = status.round_trip_ms;
    snprintf(out->opponent, sizeof out->opponent, "%s", status.opponent_name);
    uint8_t me = status.seat < 2 ? status.seat : 0;
    out->rematch_mine = out->over && status.rematch_asked[me];
    out->rematch_theirs = out->over && status.rematch_asked[1 - me];
    out->claimable = claimable(&status);
    out->at_table = link_at_table(&status);
    static const OnlineEnd ENDS[] = {[LINK_END_SCORE] = ONLINE_END_SCORE,
                                     [LINK_END_CLAIM] = ONLINE_END_CLAIM,
                                     [LINK_END_RESIGN] = ONLINE_END_RESIGN,
                                     [LINK_END_LEFT] = ONLINE_END_LEFT};
    out->end = status.over ? ENDS[status.end] : ONLINE_END_SCORE;
    out->opponent_left = status.opponent_left;
    out->rematch_offered = out->over && !status.opponent_left;
    out->leaving = app->online.leaving_since > 0;
    out->reaching = !status.seated;
    out->creating = app->online.creating;
    out->attempts = status.attempts;
    if (app->online.copied_until > app->now)
        out->copied = app->online.copy_failed ? -1 : 1;
    if (status.state == LINK_WAITING && status.opponent_seen)
        out->away_seconds = (int)(status.opponent_away_ms / 1000.0);
    out->health = status.state == LINK_CONNECTING || status.state == LINK_RECONNECTING ? HEALTH_LOST
                  : status.round_trip_ms > SLOW_ROUND_TRIP_MS                          ? HEALTH_SLOW
                                                                                       : HEALTH_GOOD;
}

Link *app_online_link(App *app)
{
    const AppConfig *config = &app->config;
    LinkConfig lc;
    memset(&lc, 0, sizeof lc);
    snprintf(lc.address, sizeof lc.address, "%s", config->server);
    snprintf(lc.name, sizeof lc.name, "%s", app->settings.name);
    lc.want = config->online_create ? LINK_CREATE : LINK_JOIN;
    lc.options = app->settings.options;
    snprintf(lc.code, sizeof lc.code, "%s", config->online_join);
    return link_open(&lc, platform_waker(&app->platform));
}

/* ---- sitting down and leaving ------------------------------------------------------ */

/* The friend panel, as the player left it, kept through a change of table
 * (which closes every panel): a join waits in it, and a refusal is said
 * there, beside what was typed. */
typedef struct KeptPanel {
    void *state;
    size_t size;
    double opened_at;
} KeptPanel;

static KeptPanel panel_keep(const App *app, bool wanted)
{
    KeptPanel kept = {NULL, 0, 0};
    const Screen *screen = wanted ? stack_find(&app->screens, SCREEN_FRIEND) : NULL;
    if (screen && (kept.state = malloc(screen->class->state_size)) != NULL) {
        kept.size = screen->class->state_size;
        memcpy(kept.state, screen->state, kept.size);
        kept.opened_at = screen->opened_at;
    }
    return kept;
}

static void panel_restore(App *app, KeptPanel *kept)
{
    if (!kept->state)
        return;
    app_close_panels(app);
    app_open_screen(app, SCREEN_FRIEND, 0);
    Screen *screen = &app->screens.items[app->screens.count - 1];
    if (screen->class->id == SCREEN_FRIEND && screen->class->state_size == kept->size) {
        memcpy(screen->state, kept->state, kept->size);
        screen->opened_at = kept->opened_at;
    }
    free(kept->state);
    kept->state = NULL;
}

/* The game against the computer is put away as it is (it is saved as it
 * moves) and the table's game takes its place.  False when the link or
 * its session cannot be made: nothing has changed then. */
static bool sit_down(App *app, const LinkConfig *lc, struct Host *host, bool keep_panels)
{
    /* The game against the computer is put away on disk, and the seat is
     * kept there: without the folder both would be lost. */
    if (!app->store.on) {
        host_stop(host);
        app_flash(app, str_get(STR_FRIEND_NO_FOLDER), true);
        return false;
    }
    Link *link = link_open(lc, platform_waker(&app->platform));
    /* A table made here has its rules from the start: shown before the
     * first deal, as the friend is waited for. */
    Session *online = link ? app_session_create_refereed(app, link_referee(link),
                                                         lc->want == LINK_CREATE ? &lc->options : NULL)
                           : NULL;
    if (!online) { /* a session not made has let its link go */
        host_stop(host);
        app_flash(app, str_get(STR_FAIL_MEMORY), true);
        return false;
    }
    app_session_drop(app); /* a practice deal or a lesson goes too */
    app_save_game(app);
    KeptPanel panel = panel_keep(app, keep_panels);
    app_close_panels(app);
    app_recent_game_begins(&app->recent, app->game);
    session_destroy(app->game);
    app->computer = NULL;
    app->game = online;
    app->ui.event_text[0] = '\0'; /* the computer's game's last move, not this table's */
    Online *o = &app->online;
    memset(o, 0, sizeof *o);
    o->problem_serial = app->online.problem_serial;
    o->link = link;
    o->host = host;
    o->kept = true;
    if (!host) /* the address is the player's own, as typed: it fits */
        snprintf(o->server, sizeof o->server, "%.*s", (int)sizeof o->server - 1, lc->address);
    app_online_show(app, &o->shown);
    app_relayout(app);
    app_show_table(app); /* the table's scores, not the last game's */
    panel_restore(app, &panel);
    return true;
}

/* Starts the table server in this game on `port`, its tables in the data
 * folder; NULL, said to the player, when it cannot. */
static struct Host *host_here(App *app, int port)
{
    char folder[sizeof app->store.dir + 16], listen[SETTINGS_SERVER_MAX + 16], why[512], text[UI_TEXT_MAX];
    if (!app_store_tables_folder(app, folder, sizeof folder)) {
        app_flash(app, str_get(STR_HOST_NO_FOLDER), true);
        return NULL;
    }
    const char *address = app->config.host_address ? app->config.host_address : "0.0.0.0";
    snprintf(listen, sizeof listen, "%s:%d", address, port);
    struct Host *host = host_start(listen, folder, why, sizeof why);
    if (!host) {
        char number[16];
        snprintf(number, sizeof number, "%d", port);
        if (strstr(why, "in use"))
            str_format(text, sizeof text, STR_HOST_PORT_TAKEN, number, NULL, NULL);
        else if (strstr(why, "another ecarte-server"))
            snprintf(text, sizeof text, "%s", str_get(STR_HOST_ELSEWHERE));
        else
            str_format(text, sizeof text, STR_HOST_FAILED, why, NULL, NULL);
        app_flash(app, text, true);
    }
    return host;
}

/* A table hosted here listens on every address of this computer. */
static bool hosted_everywhere(const App *app)
{
    const char *address = app->config.host_address;
    return !address || strcmp(address, "0.0.0.0") == 0 || strcmp(address, "[::]") == 0;
}

/* The address this game's own link uses to reach the table it hosts. */
static void local_address(const App *app, int port, char *out, size_t size)
{
    const char *address = app->config.host_address;
    bool any = hosted_everywhere(app);
    snprintf(out, size, "%s:%d", any ? (address && address[0] == '[' ? "[::1]" : "127.0.0.1") : address, port);
}

static void hosted(App *app, struct Host *host)
{
    Online *o = &app->online;
    o->host_port = host_port(host);
    const char *address = app->config.host_address;
    bool any = hosted_everywhere(app);
    /* A friend on the same network needs this computer's address; one
     * given on the command line is the address. */
    if (!any)
        snprintf(o->address, sizeof o->address, "%s:%d", address, o->host_port);
    else if (!host_network_address(o->host_port, o->address, sizeof o->address))
        o->address[0] = '\0';
}

static void base_config(const App *app, LinkConfig *lc, LinkWant want)
{
    memset(lc, 0, sizeof *lc);
    snprintf(lc->name, sizeof lc->name, "%s", app->settings.name);
    lc->want = want;
}

/* The name, the server and the port typed are kept for the next time. */
void app_online_remember(App *app, const char *name, const char *server, int port)
{
    snprintf(app->settings.name, sizeof app->settings.name, "%s", name);
    snprintf(app->store.saved.name, sizeof app->store.saved.name, "%s", name);
    snprintf(app->settings.server, sizeof app->settings.server, "%s", server);
    snprintf(app->store.saved.server, sizeof app->store.saved.server, "%s", server);
    if (port >= SETTINGS_PORT_MIN)
        app->settings.host_port = app->store.saved.host_port = port;
    app_save_settings(app);
}

void app_online_create(App *app, const Intent *intent)
{
    if (app_online_on(app))
        return;
    app_online_remember(app, intent->name, intent->address, intent->address[0] ? 0 : intent->port);
    LinkConfig lc;
    base_config(app, &lc, LINK_CREATE);
    lc.options = options_preset(intent->preset);
    lc.options.target = (uint8_t)intent->target;
    struct Host *host = NULL;
    if (intent->address[0]) {
        snprintf(lc.address, sizeof lc.address, "%s", intent->address);
    } else {
        /* Tables an earlier host left standing are nobody's now: no seat is
         * held while no table is. */
        app_store_forget_tables(app);
        host = host_here(app, intent->port);
        if (!host)
            return;
        local_address(app, host_port(host), lc.address, sizeof lc.address);
    }
    /* A table made at a server waits in the panel, as a join does, until
     * it is there; one hosted here is there at once. */
    if (!sit_down(app, &lc, host, !host))
        return;
    if (host) {
        hosted(app, host);
        app_open_screen(app, SCREEN_INVITE, 0);
        return;
    }
    snprintf(app->online.address, sizeof app->online.address, "%s", intent->address); /* the friend types it too */
    app->online.joining = app->online.creating = true;
}

void app_online_join(App *app, const Intent *intent)
{
    if (app_online_on(app))
        return;
    app_online_remember(app, intent->name, intent->address, 0);
    LinkConfig lc;
    base_config(app, &lc, LINK_JOIN);
    snprintf(lc.address, sizeof lc.address, "%s", intent->address);
    snprintf(lc.code, sizeof lc.code, "%s", intent->code);
    /* The panel stays, saying how far the game has come, until the player
     * is seated, or told why not. */
    if (sit_down(app, &lc, NULL, true)) {
        snprintf(app->online.asked_code, sizeof app->online.asked_code, "%s", intent->code);
        app->online.joining = true;
    }
}

/* Back to the game against the computer, as it was saved; `why` (a
 * sentence, or NULL) is said, unless the panels are kept to say it.  The seat is forgotten unless `keep_seat`
 * (another window holds it now).  A table hosted here goes with its
 * server: nobody can come back to it once its host has left, and tables
 * left standing would fill the server's room for them. */
static void stand_up(App *app, const char *why, bool keep_seat, bool keep_panels)
{
    SaveGame *save = malloc(sizeof *save); /* too large for the stack */
    bool resume = save && app_store_load_game(app, save);
    Session *online = app->game;
    Computer *none = app->computer;
    app_session_open_local(app, resume ? save : NULL);
    if (!app->game) { /* out of memory: the table stays */
        free(save);
        app->game = online;
        app->computer = none;
        app_flash(app, str_get(STR_FAIL_MEMORY), true);
        return;
    }
    app_session_drop(app); /* a practice of the friend's hand goes too */
    KeptPanel panel = panel_keep(app, keep_panels);
    app_close_panels(app);
    if (!keep_seat)
        app_store_forget_seat(app);
    session_destroy(online); /* and its link, before the server it talks to */
    if (app->online.host) {
        host_stop(app->online.host);
        app_store_forget_tables(app);
    }
    int serial = app->online.problem_serial;
    memset(&app->online, 0, sizeof app->online);
    app->online.problem_serial = serial;
    app->ui.summary_seen = false;
    app->ui.event_text[0] = '\0'; /* the friend's table's last move, not this game's */
    app_session_start_local(app, resume ? save : NULL);
    free(save);
    /* A panel kept open says itself what happened. */
    if (panel.state)
        panel_restore(app, &panel);
    else
        app_flash(app, why ? why : str_get(STR_ONLINE_LEFT), why != NULL);
}

/* Long enough for the table to answer a leave on any connection that
 * still works; past it the player is not kept waiting. */
enum { LEAVE_WAIT_MS = 3000 };

void app_online_leave(App *app)
{
    if (!app->online.kept || app->online.leaving_since > 0)
        return;
    LinkStatus status;
    link_status(app->online.link, &status);
    /* A table out of reach cannot be told: the friend sees the player gone;
     * nor is there anyone to tell once the friend has left. */
    if (!status.connected || status.opponent_left) {
        /* A join given up before the seat: back to the panel, as it was. */
        stand_up(app, NULL, false, app->online.joining && stack_has(&app->screens, SCREEN_FRIEND));
        return;
    }
    link_leave(app->online.link);
    app->online.leaving_since = app->now > 0 ? app->now : 1;
    app_flash(app, str_get(STR_ONLINE_LEAVING), false);
}

/* Stands up once the table knows the player left, or cannot be told. */
static bool finish_leaving(App *app, const LinkStatus *status)
{
    if (app->online.leaving_since <= 0)
        return false;
    bool told = status->state == LINK_LEFT || status->state == LINK_FAILED || status->state == LINK_RECONNECTING;
    if (!told && app->now - app->online.leaving_since < LEAVE_WAIT_MS)
        return false;
    if (!app->online.kept) { /* the command line's games are all played */
        app->end.done = true;
        app->end.exit_code = 0;
        return true;
    }
    stand_up(app, NULL, false, false);
    return true;
}

bool app_online_resume(App *app)
{
    OnlineSeat seat;
    if (!app_store_load_seat(app, &seat))
        return false;
    LinkConfig lc;
    base_config(app, &lc, LINK_RESUME);
    snprintf(lc.token, sizeof lc.token, "%s", seat.token);
    struct Host *host = NULL;
    if (seat.server[0]) {
        snprintf(lc.address, sizeof lc.address, "%s", seat.server);
    } else {
        /* A port taken for now is no reason to lose the seat: it is
         * tried again at the next start. */
        host = host_here(app, seat.host_port);
        if (!host)
            return false;
        local_address(app, host_port(host), lc.address, sizeof lc.address);
    }
    if (!sit_down(app, &lc, host, false))
        return false;
    if (host)
        hosted(app, host);
    app->online.seat_saved = true; /* it is on disk already */
    app->online.opponent_was_seen = true;
    app_flash(app, str_get(STR_ONLINE_RETURNED), false);
    return true;
}

void app_online_copy_code(App *app)
{
    LinkStatus status;
    if (!app->online.link)
        return;
    link_status(app->online.link, &status);
    if (!status.seated)
        return;
    /* Said in the invite panel itself, which covers the message line; the
     * flash is for the spoken mode and for the table once it closes. */
    app->online.copy_failed = !platform_copy(&app->platform, status.code);
    app->online.copied_until = app->now + COPIED_SHOWN_MS;
    app_online_show(app, &app->online.shown);
    app_flash(app, str_get(app->online.copy_failed ? STR_INVITE_COPY_FAILED : STR_INVITE_COPIED),
              app->online.copy_failed);
}

void app_online_say(App *app, int index)
{
    if (app->online.link && index >= 0 && index < NET_PHRASE_COUNT)
        link_say(app->online.link, (NetPhrase)index);
}

void app_online_claim(App *app)
{
    if (app->online.link && app->online.shown.claimable)
        link_claim(app->online.link);
}

void app_online_resign(App *app)
{
    if (app->online.link && !app->online.shown.over)
        link_resign(app->online.link);
}

void app_online_rematch(App *app)
{
    if (!app->online.link)
        return;
    link_rematch(app->online.link);
    app_flash(app, str_get(STR_REMATCH_ASKED), false);
}

/* The phrases said at the table since the last frame, each in the
 * reader's own words: the friend's by their hand, the player's own on the
 * message line.  Not shown when the player has turned them off. */
static void hear_phrases(App *app)
{
    uint8_t seat;
    NetPhrase phrase;
    while (link_take_phrase(app->online.link, &seat, &phrase)) {
        if (!app->settings.phrases)
            continue;
        char text[UI_TEXT_MAX];
        const char *words = str_get(phrases_words((int)phrase));
        if (seat == session_player(app->game)) {
            str_format(text, sizeof text, STR_PHRASE_SENT, words, NULL, NULL);
            app_flash(app, text, false);
            continue;
        }
        char name[LINK_NAME_MAX_SHOWN + 8];
        str_format(text, sizeof text, STR_PHRASE_FROM, str_player(app->online.shown.opponent, name, sizeof name), words,
                   NULL);
        app_flash(app, text, false);
        app_bubble(app, words, PHRASE_SHOWN_MS);
    }
}

void app_online_close(App *app)
{
    /* The session, which owns the link, is gone first: then the server. */
    host_stop(app->online.host);
    app->online.host = NULL;
}

/* ---- each frame ------------------------------------------------------------------------ */

static void keep_seat(App *app, const LinkStatus *status)
{
    Online *o = &app->online;
    if (!o->kept || o->seat_saved || !status->seated)
        return;
    OnlineSeat seat;
    memset(&seat, 0, sizeof seat);
    snprintf(seat.server, sizeof seat.server, "%s", o->server);
    seat.host_port = o->host ? o->host_port : SETTINGS_PORT_DEFAULT;
    snprintf(seat.code, sizeof seat.code, "%s", status->code);
    snprintf(seat.token, sizeof seat.token, "%s", status->token);
    app_store_save_seat(app, &seat);
    o->seat_saved = true;
}

/* How many games the command line's table plays: each after the first
 * by a rematch. */
static int autoplay_games(const App *app) { return app->config.games > 0 ? app->config.games : 1; }

/* The friend left before all the games asked for were played: said, and
 * not counted a success. */
static void autoplay_friend_left(App *app)
{
    char played[16], wanted[16];
    snprintf(played, sizeof played, "%d", app->online.games_played);
    snprintf(wanted, sizeof wanted, "%d", autoplay_games(app));
    str_format(app->end.error, sizeof app->end.error, STR_CLI_FRIEND_LEFT, played, wanted, NULL);
    app->end.done = true;
    app->end.exit_code = 1;
}

/* A game of the command line's table is over: the next is asked for, or,
 * the last played, the table is left, so that the friend is told so
 * rather than that the connection was lost. */
static void autoplay_game_over(App *app, const LinkStatus *status)
{
    Online *o = &app->online;
    o->games_played++;
    if (o->games_played < autoplay_games(app)) {
        if (status->opponent_left)
            autoplay_friend_left(app);
        else
            link_rematch(o->link);
        return;
    }
    if (!status->connected || status->opponent_left) {
        app->end.done = true;
        app->end.exit_code = 0;
        return;
    }
    link_leave(o->link);
    o->leaving_since = app->now > 0 ? app->now : 1;
}

void app_online_update(App *app)
{
    if (!app->online.link || app->end.done)
        return;
    LinkStatus status;
    link_status(app->online.link, &status);
    if (finish_leaving(app, &status))
        return;
    if (status.state == LINK_FAILED) {
        char text[UI_TEXT_MAX];
        refusal_sentence(app, &status, text, sizeof text);
        if (app->online.kept && app->online.joining && stack_has(&app->screens, SCREEN_FRIEND)) {
            /* Said in the panel, where the player typed what was tried,
             * until they act on it. */
            stand_up(app, NULL, false, true);
            snprintf(app->online.problem, sizeof app->online.problem, "%s", text);
            app->online.problem_serial++;
            return;
        }
        if (app->online.kept) {
            stand_up(app, text, status.refusal == LINK_REFUSED_REPLACED, false);
            return;
        }
        /* The command line's: the sentence, and the words behind it for a
         * script's log. */
        char both[UI_TEXT_MAX * 2];
        snprintf(both, sizeof both, "%s (%s)", text, status.why);
        str_format(app->end.error, sizeof app->end.error, STR_ONLINE_FAILED, both, NULL, NULL);
        app->end.done = true;
        app->end.exit_code = 1;
        return;
    }
    bool rematch_offered = !app->online.shown.rematch_theirs;
    OnlineShow was = app->online.shown;
    app_online_show(app, &app->online.shown);
    /* The score panel shows the name and the health: redrawn, under any
     * panel too, when they change. */
    if (memcmp(&was, &app->online.shown, sizeof was) != 0) {
        app->dirty = true;
        app->under.table_version++;
        if (was.rematch_offered != app->online.shown.rematch_offered || was.at_table != app->online.shown.at_table)
            app_refresh_buttons(app);
    }
    keep_seat(app, &status);
    hear_phrases(app);
    if (rematch_offered && app->online.shown.rematch_theirs && !app->online.shown.rematch_mine)
        app_flash(app, str_get(STR_REMATCH_OFFERED), false);
    /* A rematch has begun: the new game is told once, as it starts. */
    if (status.game_number > app->online.game_number) {
        if (app->online.game_number > 0) {
            app->online.seat_saved = app->online.seat_forgotten = false;
            stack_close_kind(&app->screens, SCREEN_GAME_OVER);
            app_show_table(app);
            app_flash(app, str_get(STR_REMATCH_STARTED), false);
        }
        app->online.game_number = status.game_number;
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
    if (back) {
        app_flash(app, str_get(STR_ONLINE_BACK), false);
    } else if (opponent_back && status.opponent_name[0]) {
        char text[UI_TEXT_MAX];
        char name[LINK_NAME_MAX + 8];
        str_format(text, sizeof text, STR_ONLINE_NAMED_BACK, str_player(status.opponent_name, name, sizeof name), NULL,
                   NULL);
        app_flash(app, text, false);
    } else if (opponent_back) {
        app_flash(app, str_get(STR_ONLINE_OPPONENT_BACK), false);
    }
    /* A phrase the table would not pass on, the player having said too
     * many at once, is said not to have gone. */
    if (status.phrases_refused > online->phrases_refused)
        app_flash(app, str_get(STR_PHRASE_TOO_MANY), true);
    online->phrases_refused = status.phrases_refused;
    /* Seated at the table joined: the panel has done its work. */
    if (online->joining && status.seated) {
        online->joining = false;
        stack_close_kind(&app->screens, SCREEN_FRIEND);
        if (online->creating)
            app_open_screen(app, SCREEN_INVITE, 0);
        app_refresh(app, NULL);
    }
    /* The invite has done its work once the friend sits down. */
    if (status.opponent_seen && !online->opponent_was_seen) {
        online->opponent_was_seen = true;
        if (stack_has(&app->screens, SCREEN_INVITE)) {
            stack_close_kind(&app->screens, SCREEN_INVITE);
            app_refresh(app, NULL);
        }
    }

    const Game *game = session_game(app->game);
    /* A game over is not gone back to: its seat is forgotten, and kept
     * again if a rematch begins. */
    if (game_is_over(game) && app->online.kept && app->online.seat_saved && !app->online.seat_forgotten) {
        app_store_forget_seat(app);
        app->online.seat_forgotten = true;
    }
    /* Told by the game the session plays, not by the link's count of
     * games: the link hears of a rematch before the session takes its
     * first view, and the old game's end would be told twice. */
    if (!game_is_over(game))
        app->online.end_told = false;
    if (game_is_over(game) && !app->online.end_told) {
        uint8_t me = session_player(app->game);
        printf("final score %d-%d\n", game->scores[me], game->scores[seat_other(me)]);
        fflush(stdout);
        app->online.end_told = true;
        if (app->config.autoplay)
            autoplay_game_over(app, &status);
    } else if (app->config.autoplay && app->online.end_told && status.opponent_left) {
        autoplay_friend_left(app);
    }
}
