#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "online/link.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <threads.h>
#include <time.h>
#include <unistd.h>

#include "ecarte/journal.h"
#include "ecarte/net_client.h"
#include "ecarte/net_view.h"
#include "ecarte/view.h"

enum {
    CONNECT_MS = 10000,    /* to connect and to be answered */
    PING_EVERY_MS = 30000, /* well inside the server's idle time */
    RETRY_FIRST_MS = 500,
    RETRY_MAX_MS = 10000,
    CLOSE_WAIT_MS = 200,
    BROKEN_TRIES_MAX = 3, /* connections in a row that ended in something no table can be */
    ACTIONS_MAX = 16,
    PHRASES_MAX = 16, /* heard and not yet taken; to say */
    /* The ids of the requests that are not actions: their answers are told
     * from the actions' by them. */
    ID_SAY = 1,
    ID_REMATCH = 2,
    ID_LEAVE = 3
};

typedef struct Heard {
    uint8_t seat;
    NetPhrase phrase;
} Heard;

/* News waiting for the session, oldest first. */
typedef struct Told {
    struct Told *next;
    RefereeNews news;
} Told;

struct Link {
    Referee referee; /* first: the link is the referee */
    LinkConfig config;
    Tasks *tasks; /* one long job: the connection, for as long as the link lives */
    TaskWake wake;
    int wakefd; /* the main thread rouses the connection's poll with it */

    mtx_t lock;
    /* Under the lock. */
    LinkStatus status;
    Action actions[ACTIONS_MAX]; /* the player's, to send */
    int action_count;
    bool claim_wanted, resign_wanted, leave_wanted;
    bool rematch_wanted; /* to send */
    bool rematch_sought; /* the player asked: come back for it if the connection is lost */
    NetPhrase to_say[PHRASES_MAX];
    int to_say_count;
    Heard heard[PHRASES_MAX]; /* a ring, oldest first */
    int heard_first, heard_count;
    bool closing;       /* the owner has let go: nothing more to wake */
    int64_t away_since; /* the opponent gone since, by our clock; 0: present */
    Told *told, *told_last;
    WatchView watched; /* a watcher's latest, and its serial (0: none yet) */
    int watched_serial;

    /* The connection's thread's own. */
    NetClient client;
    bool ever_seated;
    /* The player's actions sent and not yet answered: lost with a
     * connection unless sent again. */
    Action sent[ACTIONS_MAX];
    int sent_count;
    bool check_resend; /* seated again: the table's next message says whether */
    int64_t seq;       /* the table's last seq told */
    int game;          /* the table's game number, 0 before the first message */
    int hands_dealt;   /* the last view's */
    /* A hand revealed, kept until the scores after it are known: a player
     * who came in mid-hand never saw the scores before it. */
    bool revealed;
    int revealed_hand;
    uint8_t revealed_dealer;
    Card revealed_deck[CARD_COUNT];
    int revealed_count;
    Action revealed_actions[JOURNAL_STEPS_MAX];
    int64_t ping_at, pinged_at;
};

static int64_t now_ms(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void rouse(Link *link)
{
    uint64_t one = 1;
    if (write(link->wakefd, &one, sizeof one) < 0 && errno != EAGAIN)
        return; /* a full counter rouses all the same */
}

/* Under the lock, so that once the owner has let go no wake-up reaches
 * what it has freed. */
static void wake_main(Link *link)
{
    mtx_lock(&link->lock);
    if (link->wake.call && !link->closing)
        link->wake.call(link->wake.context);
    mtx_unlock(&link->lock);
}

/* ---- what the main thread is told, under the lock ---- */

static void tell(Link *link, const RefereeNews *news)
{
    Told *told = malloc(sizeof *told);
    if (!told)
        return; /* out of memory: the next view tells the table whole */
    told->next = NULL;
    told->news = *news;
    mtx_lock(&link->lock);
    if (link->told_last)
        link->told_last->next = told;
    else
        link->told = told;
    link->told_last = told;
    mtx_unlock(&link->lock);
    wake_main(link);
}

static void fail_for_good(Link *link, LinkRefusal refusal, const char *why)
{
    mtx_lock(&link->lock);
    link->status.state = LINK_FAILED;
    link->status.refusal = refusal;
    snprintf(link->status.why, sizeof link->status.why, "%s", why);
    mtx_unlock(&link->lock);
    wake_main(link);
}

/* ---- the server's messages, on the connection's thread ---- */

/* The game as it stood before hand `hand` was dealt, with these scores:
 * what the hand's actions, replayed over its deck, play on. */
static void game_before_hand(const GameOptions *options, int hand, uint8_t dealer, const uint8_t scores[SEAT_COUNT],
                             Game *out)
{
    /* A later hand is dealt from where the one before ended, the deal
     * passing to the other seat. */
    game_init(out, options, 0, hand > 1 ? seat_other(dealer) : dealer);
    if (hand > 1) {
        out->hands_dealt = (uint16_t)(hand - 1);
        out->phase = PHASE_HAND_OVER;
    }
    memcpy(out->scores, scores, sizeof out->scores);
}

/* The revealed hand replayed from these scores into `journal`; false when
 * the rules refuse any of it.  The hand may be left unfinished: a king
 * declared for the game's last point ends the game at once, where a
 * replay with no target in reach plays on. */
static bool replay_revealed(const Link *link, const GameOptions *options, const uint8_t scores[SEAT_COUNT], Game *start,
                            Journal *journal, Game *end)
{
    game_before_hand(options, link->revealed_hand, link->revealed_dealer, scores, start);
    *end = *start;
    journal_begin(journal, end);
    if (journal_deal(journal, end, link->revealed_deck, NULL) != RULE_OK)
        return false;
    for (int i = 0; i < link->revealed_count; i++)
        if (journal_apply(journal, end, link->revealed_actions[i], NULL) != RULE_OK)
            return false;
    return true;
}

/* The hand revealed, told whole once `after` (the scores as it ended) is
 * known: the scores before it are those less what the hand scored, which
 * a replay from nothing, with no target in reach, tells, as far as the
 * hand was played. */
static void tell_hand(Link *link, const uint8_t after[SEAT_COUNT])
{
    link->revealed = false;
    RefereeNews *news = calloc(1, sizeof *news);
    if (!news)
        return;
    GameOptions endless = link->client.options;
    endless.target = TARGET_MAX;
    static const uint8_t NONE[SEAT_COUNT] = {0};
    Game end;
    uint8_t before[SEAT_COUNT];
    bool ok = replay_revealed(link, &endless, NONE, &news->start, &news->hand, &end);
    for (int seat = 0; ok && seat < SEAT_COUNT; seat++) {
        ok = after[seat] >= end.scores[seat];
        before[seat] = ok ? (uint8_t)(after[seat] - end.scores[seat]) : 0;
    }
    /* Again from the scores before, under the table's own rules: it must
     * end where the table says it did. */
    ok = ok && replay_revealed(link, &link->client.options, before, &news->start, &news->hand, &end) &&
         (end.phase == PHASE_HAND_OVER || end.phase == PHASE_GAME_OVER) &&
         memcmp(end.scores, after, sizeof end.scores) == 0;
    news->kind = NEWS_HAND;
    if (ok)
        tell(link, news);
    free(news);
}

/* A hand revealed: kept until the table tells the scores after it. */
static void keep_revealed(Link *link, const json_t *message)
{
    const json_t *hand = json_object_get(message, "hand"), *deck = json_object_get(message, "deck");
    const json_t *dealer = json_object_get(message, "dealer"), *actions = json_object_get(message, "actions");
    link->revealed = false;
    if (!json_is_integer(hand) || json_integer_value(hand) < 1 || json_integer_value(hand) > UINT16_MAX ||
        !json_is_integer(dealer) || json_integer_value(dealer) < 0 || json_integer_value(dealer) >= SEAT_COUNT ||
        json_array_size(deck) != CARD_COUNT || !json_is_array(actions) || json_array_size(actions) >= JOURNAL_STEPS_MAX)
        return;
    for (int i = 0; i < CARD_COUNT; i++)
        if ((link->revealed_deck[i] = net_card_read(json_array_get(deck, (size_t)i))) == CARD_NONE)
            return;
    link->revealed_count = 0;
    for (size_t i = 0; i < json_array_size(actions); i++) {
        const char *text = json_string_value(json_object_get(json_array_get(actions, i), "action"));
        size_t at, length;
        if (!text || action_parse(text, strlen(text), &link->revealed_actions[i], &at, &length) != ACTION_PARSE_OK)
            return;
        link->revealed_count++;
    }
    link->revealed_hand = (int)json_integer_value(hand);
    link->revealed_dealer = (uint8_t)json_integer_value(dealer);
    link->revealed = true;
    /* A hand that ended the game as it was dealt is revealed after the
     * table that shows its end. */
    const SeatView *view = &link->client.view;
    if (link->client.has_view && view->phase == PHASE_GAME_OVER && view->hands_dealt == link->revealed_hand)
        tell_hand(link, view->scores);
}

/* The last action as the table tells it; false when there is none. */
static bool last_action(const json_t *last, uint8_t *seat, Action *action, int *discarded)
{
    const json_t *who = json_object_get(last, "seat");
    const char *text = json_string_value(json_object_get(last, "action"));
    if (!json_is_integer(who) || json_integer_value(who) < 0 || json_integer_value(who) >= SEAT_COUNT || !text)
        return false;
    *seat = (uint8_t)json_integer_value(who);
    *discarded = 0;
    const json_t *count = json_object_get(last, "count");
    if (json_is_integer(count)) { /* another seat's discard: its number of cards alone */
        *discarded = (int)json_integer_value(count);
        *action = action_discard(0);
        return strcmp(text, "discard") == 0;
    }
    size_t at, length;
    return action_parse(text, strlen(text), action, &at, &length) == ACTION_PARSE_OK;
}

static LinkEnd end_of(const char *how)
{
    if (!how)
        return LINK_END_SCORE;
    if (strcmp(how, "claim") == 0)
        return LINK_END_CLAIM;
    if (strcmp(how, "resign") == 0)
        return LINK_END_RESIGN;
    if (strcmp(how, "left") == 0)
        return LINK_END_LEFT;
    return LINK_END_SCORE;
}

/* Who is at the table, and whether the game is over. */
static void note_presence(Link *link, const json_t *message)
{
    const json_t *present = json_object_get(message, "present"), *over = json_object_get(message, "over");
    uint8_t other = seat_other(link->client.seat);
    bool here = json_is_true(json_array_get(present, other));
    mtx_lock(&link->lock);
    if (!here && link->away_since == 0)
        link->away_since = now_ms();
    if (here)
        link->away_since = 0;
    LinkStatus *status = &link->status;
    status->opponent_present = here;
    status->opponent_seen |= here;
    status->unfair = link->client.fairness != NET_FAIR_OK;
    status->hands_checked = link->client.hands_checked;
    /* A rematch makes a game over a game in play again. */
    status->over = json_is_object(over);
    status->winner = SEAT_NONE;
    status->end = LINK_END_SCORE;
    if (status->over) {
        status->winner = (uint8_t)(json_integer_value(json_object_get(over, "winner")) & 1);
        status->end = end_of(json_string_value(json_object_get(over, "how")));
    }
    status->opponent_left = json_is_true(json_array_get(json_object_get(message, "left"), other));
    const char *name = json_string_value(json_array_get(json_object_get(message, "names"), other));
    snprintf(status->opponent_name, sizeof status->opponent_name, "%s", name ? name : "");
    const json_t *rematch = json_object_get(message, "rematch");
    for (int seat = 0; seat < SEAT_COUNT; seat++)
        status->rematch_asked[seat] = json_is_true(json_array_get(rematch, (size_t)seat));
    const json_t *game = json_object_get(message, "game");
    if (json_is_integer(game) && json_integer_value(game) > 0 && json_integer_value(game) <= INT32_MAX)
        status->game_number = (int)json_integer_value(game);
    status->state = status->over ? LINK_OVER : here ? LINK_PLAYING : LINK_WAITING;
    mtx_unlock(&link->lock);
}

/* Seated again after a lost connection, with actions unanswered: if the
 * table is as it was, still waiting for the player, they never reached it
 * and go again; otherwise the table has moved on and says how. */
static void resend_if_lost(Link *link, int64_t now)
{
    link->check_resend = false;
    const SeatView *view = &link->client.view;
    bool lost = now == link->seq && link->client.has_view && view->to_act == link->client.seat;
    mtx_lock(&link->lock);
    if (lost && link->sent_count + link->action_count <= ACTIONS_MAX) {
        memmove(link->actions + link->sent_count, link->actions, sizeof link->actions[0] * (size_t)link->action_count);
        memcpy(link->actions, link->sent, sizeof link->sent[0] * (size_t)link->sent_count);
        link->action_count += link->sent_count;
    }
    mtx_unlock(&link->lock);
    link->sent_count = 0;
}

/* The table's next game has begun: what was kept of the last is of no
 * use, and the session starts over. */
static void begin_next_game(Link *link)
{
    link->hands_dealt = 0;
    link->revealed = false;
    link->sent_count = 0;
    link->check_resend = false;
    mtx_lock(&link->lock);
    link->action_count = 0; /* the last game's, which the table can no longer take */
    link->rematch_sought = false;
    mtx_unlock(&link->lock);
    RefereeNews *news = calloc(1, sizeof *news);
    if (!news)
        return;
    news->kind = NEWS_NEW_GAME;
    tell(link, news);
    free(news);
}

/* What a watcher is told: the table as anyone sees it, who sits there and
 * how the game ended. */
static void tell_watched(Link *link, const json_t *message)
{
    WatchView seen;
    char error[128];
    if (!net_watch_read(json_object_get(message, "view"), &seen, error, sizeof error)) {
        snprintf(link->client.broken, sizeof link->client.broken, "%s", error);
        return;
    }
    const json_t *over = json_object_get(message, "over"), *game = json_object_get(message, "game");
    mtx_lock(&link->lock);
    LinkStatus *status = &link->status;
    for (int seat = 0; seat < SEAT_COUNT; seat++) {
        const char *name = json_string_value(json_array_get(json_object_get(message, "names"), (size_t)seat));
        snprintf(status->names[seat], sizeof status->names[seat], "%s", name ? name : "");
        status->present[seat] = json_is_true(json_array_get(json_object_get(message, "present"), (size_t)seat));
    }
    status->over = json_is_object(over);
    status->winner = status->over ? (uint8_t)(json_integer_value(json_object_get(over, "winner")) & 1) : SEAT_NONE;
    status->end = status->over ? end_of(json_string_value(json_object_get(over, "how"))) : LINK_END_SCORE;
    if (json_is_integer(game) && json_integer_value(game) > 0 && json_integer_value(game) <= INT32_MAX)
        status->game_number = (int)json_integer_value(game);
    status->state = status->over ? LINK_OVER : LINK_PLAYING;
    link->watched = seen;
    link->watched_serial++;
    mtx_unlock(&link->lock);
    wake_main(link);
}

static void tell_table(Link *link, const json_t *message)
{
    if (link->config.want == LINK_WATCH) {
        tell_watched(link, message);
        return;
    }
    note_presence(link, message);
    const json_t *game = json_object_get(message, "game");
    int number = json_is_integer(game) && json_integer_value(game) <= INT32_MAX ? (int)json_integer_value(game) : 0;
    if (number > link->game) {
        if (link->game > 0)
            begin_next_game(link);
        link->game = number;
    }
    const json_t *seq = json_object_get(message, "seq");
    int64_t now = json_is_integer(seq) ? json_integer_value(seq) : link->seq;
    if (link->check_resend)
        resend_if_lost(link, now);
    if (!link->client.has_view || (now == link->seq && link->ever_seated))
        return; /* someone came or went: the game is as it was */
    const SeatView *seen = &link->client.view;
    /* A view no game of the rules could give (a card twice, a score past
     * any the game reaches) is not played on. */
    Game probe;
    if (!view_to_game(seen, 0, &probe)) {
        snprintf(link->client.broken, sizeof link->client.broken, "a table no game can be in");
        return;
    }
    if (link->revealed && seen->hands_dealt == link->revealed_hand && seen->phase == PHASE_GAME_OVER) {
        tell_hand(link, seen->scores);
    } else if (link->revealed && seen->hands_dealt == link->revealed_hand + 1) {
        /* The next hand's first view: its scores, less a king turned up,
         * which scores as it is dealt, are those the last hand ended on. */
        uint8_t after[SEAT_COUNT];
        memcpy(after, seen->scores, sizeof after);
        bool king_turned = seen->turnup != CARD_NONE && card_rank(seen->turnup) == RANK_KING;
        if (king_turned && after[seen->dealer] > 0)
            after[seen->dealer]--;
        tell_hand(link, after);
    }
    RefereeNews *news = calloc(1, sizeof *news);
    if (!news)
        return;
    news->kind = NEWS_VIEW;
    news->view = *seen;
    const SeatView *view = &news->view;
    /* A new hand is a deal; anything else the last action made. */
    news->acted = view->hands_dealt == link->hands_dealt && link->ever_seated &&
                  last_action(json_object_get(message, "last"), &news->actor, &news->action, &news->discarded);
    /* A claim, a resignation or a player leaving ends the game where it
     * stands, which no rule of the game does: the session is told it as
     * the game's end, the winner as the table names it. */
    const json_t *over = json_object_get(message, "over");
    if (json_is_object(over) && end_of(json_string_value(json_object_get(over, "how"))) != LINK_END_SCORE) {
        news->view.phase = PHASE_GAME_OVER;
        news->view.winner = (uint8_t)(json_integer_value(json_object_get(over, "winner")) & 1);
        news->view.to_act = SEAT_NONE;
        news->view.has_last_hand = false; /* no hand ended: the last one was counted when it did */
        news->acted = false;
    }
    link->hands_dealt = view->hands_dealt;
    link->seq = now;
    link->ever_seated = true;
    tell(link, news);
    free(news);
}

static void tell_refusal(Link *link, const json_t *message)
{
    const char *reason = json_string_value(json_object_get(message, "reason"));
    const char *words = json_string_value(json_object_get(message, "message"));
    reason = reason ? reason : "";
    if (strcmp(reason, "replaced") == 0) {
        fail_for_good(link, LINK_REFUSED_REPLACED, words ? words : reason);
        return;
    }
    if (link->config.want == LINK_WATCH) { /* nothing asked: only a table closing is told */
        if (strcmp(reason, "closed") == 0)
            fail_for_good(link, LINK_REFUSED_CLOSED, words ? words : reason);
        return;
    }
    RefereeNews *news = calloc(1, sizeof *news);
    if (!news)
        return;
    news->kind = NEWS_REFUSED;
    snprintf(news->why, sizeof news->why, "%s%s%s", reason, words ? ": " : "", words ? words : "");
    tell(link, news);
    free(news);
}

/* The oldest action sent has its answer. */
static void answered(Link *link)
{
    if (link->sent_count == 0)
        return;
    link->sent_count--;
    memmove(link->sent, link->sent + 1, sizeof link->sent[0] * (size_t)link->sent_count);
}

static void hear(Link *link, const json_t *message)
{
    const json_t *seat = json_object_get(message, "seat");
    const char *text = json_string_value(json_object_get(message, "phrase"));
    NetPhrase phrase;
    if (!json_is_integer(seat) || json_integer_value(seat) < 0 || json_integer_value(seat) >= SEAT_COUNT || !text ||
        !net_phrase_parse(text, strlen(text), &phrase))
        return; /* a phrase this program does not know: nothing to show */
    mtx_lock(&link->lock);
    if (link->heard_count == PHRASES_MAX) { /* the oldest goes */
        link->heard_first = (link->heard_first + 1) % PHRASES_MAX;
        link->heard_count--;
    }
    link->heard[(link->heard_first + link->heard_count++) % PHRASES_MAX] = (Heard){(uint8_t)json_integer_value(seat),
                                                                                   phrase};
    mtx_unlock(&link->lock);
    wake_main(link);
}

static void handle(Link *link, json_t *message)
{
    const char *type = net_message_type(message);
    if (strcmp(type, "table") == 0) {
        tell_table(link, message);
    } else if (strcmp(type, "reveal") == 0) {
        keep_revealed(link, message);
        mtx_lock(&link->lock);
        link->status.unfair = link->client.fairness != NET_FAIR_OK;
        link->status.hands_checked = link->client.hands_checked;
        mtx_unlock(&link->lock);
    } else if (strcmp(type, "said") == 0) {
        hear(link, message);
    } else if (json_integer_value(json_object_get(message, "id")) == ID_LEAVE) {
        /* Left, or refused because the seat is no longer there to leave:
         * either way the player is no longer at the table. */
        mtx_lock(&link->lock);
        link->status.state = LINK_LEFT;
        mtx_unlock(&link->lock);
        wake_main(link);
    } else if (json_object_get(message, "id")) {
        /* The answer to a phrase or a rematch, not to an action: a phrase
         * refused is not heard, a rematch refused not shown as asked.  A
         * phrase refused as one too many is counted, to be said. */
        const char *reason = json_string_value(json_object_get(message, "reason"));
        if (strcmp(type, "error") == 0 && reason && strcmp(reason, "too_chatty") == 0) {
            mtx_lock(&link->lock);
            link->status.phrases_refused++;
            mtx_unlock(&link->lock);
            wake_main(link);
        }
    } else if (strcmp(type, "ok") == 0) {
        answered(link);
    } else if (strcmp(type, "error") == 0) {
        const char *reason = json_string_value(json_object_get(message, "reason"));
        if (reason && (strcmp(reason, "illegal") == 0 || strcmp(reason, "not_your_turn") == 0 ||
                       strcmp(reason, "game_over") == 0))
            answered(link);
        tell_refusal(link, message);
    } else if (strcmp(type, "pong") == 0 && link->pinged_at > 0) {
        mtx_lock(&link->lock);
        link->status.round_trip_ms = (int)(now_ms() - link->pinged_at);
        mtx_unlock(&link->lock);
        link->pinged_at = 0;
    }
    json_decref(message);
}

/* ---- the connection ---- */

/* The server's refusal, from the client's error "reason: words"; NONE for
 * a failure of the connection, which may be tried again. */
static LinkRefusal refusal_of(const char *error)
{
    static const struct {
        const char *reason;
        LinkRefusal refusal;
    } KNOWN[] = {{"bad_code", LINK_REFUSED_CODE},
                 {"no_table", LINK_REFUSED_CODE},
                 {"closed", LINK_REFUSED_CODE},
                 {"table_full", LINK_REFUSED_FULL},
                 {"bad_token", LINK_REFUSED_TOKEN},
                 {"left", LINK_REFUSED_LEFT},
                 {"version", LINK_REFUSED_VERSION},
                 {"busy", LINK_REFUSED_BUSY},
                 {"too_many_tables", LINK_REFUSED_BUSY},
                 {"rate", LINK_REFUSED_BUSY},
                 {"too_many_guesses", LINK_REFUSED_GUESSES}};
    size_t length = strcspn(error, ":");
    if (!error[length])
        return LINK_REFUSED_NONE;
    for (size_t i = 0; i < sizeof KNOWN / sizeof KNOWN[0]; i++)
        if (strlen(KNOWN[i].reason) == length && strncmp(error, KNOWN[i].reason, length) == 0)
            return KNOWN[i].refusal;
    return LINK_REFUSED_NONE;
}

/* Why a table never reached could not be: a name that names no computer,
 * a secure connection refused, or nothing answering. */
static LinkRefusal unreached(const char *error)
{
    if (strncmp(error, "cannot find ", 12) == 0)
        return LINK_REFUSED_NO_HOST;
    if (strncmp(error, "TLS ", 4) == 0)
        return LINK_REFUSED_TLS;
    return LINK_REFUSED_NO_SERVER;
}

/* Connects, says hello and sits down: false, with the client's error,
 * when any of it fails. */
static bool sit_down(Link *link)
{
    NetClient *client = &link->client;
    NetClientTls tls = {link->config.ca_file, NULL};
    if (!net_client_connect(client, link->config.address, link->config.tls ? &tls : NULL, CONNECT_MS))
        return false;
    if (!net_client_hello(client, link->config.name, CONNECT_MS))
        return false;
    if (link->config.want == LINK_WATCH)
        return net_client_watch(client, link->config.code, CONNECT_MS);
    if (link->ever_seated || link->config.want == LINK_RESUME) {
        char token[NET_TOKEN_TEXT];
        snprintf(token, sizeof token, "%s", link->ever_seated ? link->status.token : link->config.token);
        return net_client_resume(client, token, CONNECT_MS);
    }
    if (link->config.want == LINK_JOIN)
        return net_client_join(client, link->config.code, CONNECT_MS);
    return net_client_create(client, &link->config.options, CONNECT_MS);
}

static void note_seated(Link *link)
{
    mtx_lock(&link->lock);
    LinkStatus *status = &link->status;
    status->watching = link->config.want == LINK_WATCH;
    status->seated = !status->watching;
    status->connected = true;
    /* Who else is at the table the table's next message tells. */
    if (status->state == LINK_CONNECTING || status->state == LINK_RECONNECTING)
        status->state = status->over ? LINK_OVER : LINK_WAITING;
    status->seat = link->client.seat;
    status->claim_after_ms = link->client.claim_after_ms;
    snprintf(status->code, sizeof status->code, "%s", link->client.code);
    if (link->client.token[0])
        snprintf(status->token, sizeof status->token, "%s", link->client.token);
    status->attempts = 0;
    mtx_unlock(&link->lock);
}

/* Sends what the player asked for; false when the connection fails. */
static bool send_requests(Link *link)
{
    Action actions[ACTIONS_MAX];
    mtx_lock(&link->lock);
    int count = link->action_count;
    memcpy(actions, link->actions, sizeof actions[0] * (size_t)count);
    link->action_count = 0;
    bool claim = link->claim_wanted, rematch = link->rematch_wanted, resign = link->resign_wanted,
         leave = link->leave_wanted;
    link->claim_wanted = link->rematch_wanted = link->resign_wanted = link->leave_wanted = false;
    NetPhrase phrases[PHRASES_MAX];
    int phrase_count = link->to_say_count;
    memcpy(phrases, link->to_say, sizeof phrases[0] * (size_t)phrase_count);
    link->to_say_count = 0;
    mtx_unlock(&link->lock);
    for (int i = 0; i < count; i++) {
        char text[ACTION_TEXT_MAX];
        action_format(actions[i], text);
        if (link->sent_count < ACTIONS_MAX)
            link->sent[link->sent_count++] = actions[i];
        if (!net_client_send(&link->client, json_pack("{s:s,s:s}", "type", "act", "action", text)))
            return false;
    }
    if (claim && !net_client_send(&link->client, json_pack("{s:s}", "type", "claim")))
        return false;
    for (int i = 0; i < phrase_count; i++)
        if (!net_client_send(&link->client, json_pack("{s:s,s:s,s:i}", "type", "say", "phrase",
                                                      net_phrase_name(phrases[i]), "id", ID_SAY)))
            return false;
    if (rematch && !net_client_send(&link->client, json_pack("{s:s,s:i}", "type", "rematch", "id", ID_REMATCH)))
        return false;
    if (resign && !net_client_send(&link->client, json_pack("{s:s}", "type", "resign")))
        return false;
    if (leave && !net_client_send(&link->client, json_pack("{s:s,s:i}", "type", "leave", "id", ID_LEAVE)))
        return false;
    int64_t now = now_ms();
    if (now >= link->ping_at) {
        link->ping_at = now + PING_EVERY_MS;
        link->pinged_at = now;
        if (!net_client_send(&link->client, json_pack("{s:s}", "type", "ping")))
            return false;
    }
    return true;
}

/* Whether to stop: the queue's flag, or the owner letting go, which is
 * set before the connection's wait is roused, where the flag comes after:
 * a wait roused before the flag would otherwise sleep again. */
static bool stopping(Link *link, const atomic_bool *stop)
{
    if (atomic_load(stop))
        return true;
    mtx_lock(&link->lock);
    bool closing = link->closing;
    mtx_unlock(&link->lock);
    return closing;
}

static bool has_left(Link *link)
{
    mtx_lock(&link->lock);
    bool left = link->status.state == LINK_LEFT;
    mtx_unlock(&link->lock);
    return left;
}

/* Plays at the table until the connection is lost, the player leaves or
 * the link stops. */
static void keep_seat(Link *link, const atomic_bool *stop)
{
    link->ping_at = now_ms() + PING_EVERY_MS;
    while (!stopping(link, stop) && !has_left(link)) {
        if (!send_requests(link))
            return;
        json_t *message;
        while ((message = net_client_receive(&link->client, 0)) != NULL && !link->client.broken[0])
            handle(link, message);
        if (message || link->client.broken[0]) { /* the rest of this connection is not to be trusted */
            json_decref(message);
            return;
        }
        if (!net_client_timed_out(&link->client))
            return;
        int64_t left = link->ping_at - now_ms();
        struct pollfd fds[2] = {{link->client.fd, POLLIN, 0}, {link->wakefd, POLLIN, 0}};
        if (poll(fds, 2, left > 0 ? (int)left : 0) > 0 && (fds[1].revents & POLLIN)) {
            uint64_t count;
            if (read(link->wakefd, &count, sizeof count) < 0 && errno != EAGAIN)
                return;
        }
    }
}

/* Waits `ms`, or less if the link stops. */
static void rest(Link *link, int ms, const atomic_bool *stop)
{
    int64_t until = now_ms() + ms;
    while (!stopping(link, stop) && now_ms() < until) {
        struct pollfd fd = {link->wakefd, POLLIN, 0};
        int64_t left = until - now_ms();
        if (poll(&fd, 1, left > 0 ? (int)left : 0) > 0) {
            uint64_t count;
            if (read(link->wakefd, &count, sizeof count) < 0 && errno != EAGAIN)
                return;
        }
    }
}

/* Whether a connection lost is to be made again: while the game goes
 * on, or once it is over while a rematch has been asked for. */
static bool rematch_in_view(Link *link)
{
    mtx_lock(&link->lock);
    const LinkStatus *status = &link->status;
    /* No rematch with a player who left, nor after leaving; a watcher
     * watches the next game too, for as long as the table is there. */
    bool wanted = link->config.want == LINK_WATCH ||
                  (status->state != LINK_LEFT && !status->opponent_left &&
                   (!status->over || status->rematch_asked[0] || status->rematch_asked[1] || link->rematch_sought));
    mtx_unlock(&link->lock);
    return wanted;
}

/* Waits, the game over, until the player asks for a rematch or the link
 * stops. */
static void wait_for_rematch(Link *link, const atomic_bool *stop)
{
    net_client_close(&link->client);
    while (!stopping(link, stop) && !rematch_in_view(link)) {
        struct pollfd fd = {link->wakefd, POLLIN, 0};
        if (poll(&fd, 1, RETRY_MAX_MS) > 0) {
            uint64_t count;
            if (read(link->wakefd, &count, sizeof count) < 0 && errno != EAGAIN)
                return;
        }
    }
}

static void serve(void *data, void *context, const atomic_bool *stop)
{
    (void)context;
    Link *link = data;
    int retry_max = link->config.retry_max_ms > 0 ? link->config.retry_max_ms : RETRY_MAX_MS;
    int wait = RETRY_FIRST_MS, broken_tries = 0;
    while (!stopping(link, stop)) {
        bool seated = sit_down(link);
        if (seated) {
            link->check_resend = link->ever_seated && link->sent_count > 0;
            link->ever_seated |= link->client.seated || link->client.watching;
            note_seated(link);
            wait = RETRY_FIRST_MS;
            keep_seat(link, stop);
            mtx_lock(&link->lock);
            link->status.connected = false;
            mtx_unlock(&link->lock);
            if (has_left(link))
                break;
            /* A game over has nothing more to tell, unless a rematch is
             * in view: no need to come back until the player asks. */
            if (!rematch_in_view(link))
                wait_for_rematch(link, stop);
            if (stopping(link, stop))
                break;
        } else {
            LinkRefusal refusal = refusal_of(link->client.error);
            if (refusal != LINK_REFUSED_NONE || (!link->ever_seated && link->config.want != LINK_RESUME)) {
                fail_for_good(link, refusal != LINK_REFUSED_NONE ? refusal : unreached(link->client.error),
                              link->client.error);
                net_client_close(&link->client);
                return;
            }
        }
        /* A server that sends what no table can be is not trusted for
         * ever: a few tries, in case it was a passing fault, and no more. */
        broken_tries = link->client.broken[0] ? broken_tries + 1 : 0;
        if (broken_tries >= BROKEN_TRIES_MAX) {
            char why[LINK_WHY_MAX];
            snprintf(why, sizeof why, "the table sent %s", link->client.broken);
            fail_for_good(link, LINK_REFUSED_BROKEN, why);
            net_client_close(&link->client);
            return;
        }
        mtx_lock(&link->lock);
        bool failed = link->status.state == LINK_FAILED;
        if (!failed) {
            link->status.state = LINK_RECONNECTING;
            link->status.attempts++;
            snprintf(link->status.why, sizeof link->status.why, "%s", link->client.error);
        }
        mtx_unlock(&link->lock);
        net_client_close(&link->client);
        if (failed)
            return;
        wake_main(link);
        rest(link, wait, stop);
        wait = wait * 2 < retry_max ? wait * 2 : retry_max;
    }
    net_client_close(&link->client);
}

/* ---- the referee's face ---- */

static Link *of(Referee *referee) { return (Link *)referee; }

static void submit(Referee *referee, Action action)
{
    Link *link = of(referee);
    mtx_lock(&link->lock);
    if (link->action_count < ACTIONS_MAX)
        link->actions[link->action_count++] = action;
    mtx_unlock(&link->lock);
    rouse(link);
}

static bool news(Referee *referee, RefereeNews *out)
{
    Link *link = of(referee);
    mtx_lock(&link->lock);
    Told *told = link->told;
    if (told) {
        link->told = told->next;
        if (!link->told)
            link->told_last = NULL;
    }
    mtx_unlock(&link->lock);
    if (!told)
        return false;
    *out = told->news;
    free(told);
    return true;
}

static void destroyed(Referee *referee) { link_close(of(referee)); }

/* Everything the link holds: called by its queue once the connection's
 * job is over, on whichever thread is the last to hold it. */
static void link_free(void *data)
{
    Link *link = data;
    for (Told *told = link->told, *next; told; told = next) {
        next = told->next;
        free(told);
    }
    net_client_close(&link->client);
    mtx_destroy(&link->lock);
    close(link->wakefd);
    free(link);
}

static const RefereeClass LINK_REFEREE = {submit, news, destroyed};

Link *link_open(const LinkConfig *config, TaskWake wake)
{
    Link *link = calloc(1, sizeof *link);
    if (!link)
        return NULL;
    link->referee.class = &LINK_REFEREE;
    link->config = *config;
    link->wake = wake;
    link->client.fd = -1;
    link->status.state = LINK_CONNECTING;
    link->status.round_trip_ms = -1;
    link->status.claim_after_ms = -1;
    link->wakefd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (link->wakefd < 0 || mtx_init(&link->lock, mtx_plain) != thrd_success) {
        if (link->wakefd >= 0)
            close(link->wakefd);
        free(link);
        return NULL;
    }
    /* A connection under way may wait on the network for seconds: closing
     * lets it go, and its thread frees the link when it is done. */
    link->tasks = tasks_create(&(TasksConfig){.jobs_may_hang = true, .free_job = link_free});
    if (!link->tasks) {
        mtx_destroy(&link->lock);
        close(link->wakefd);
        free(link);
        return NULL;
    }
    if (!tasks_post(link->tasks, serve, link)) {
        tasks_destroy(link->tasks, -1);
        link_free(link);
        return NULL;
    }
    return link;
}

Referee *link_referee(Link *link) { return &link->referee; }

void link_close(Link *link)
{
    if (!link)
        return;
    /* The connection checks the stop flag between its waits; one under
     * way to the server is let go, and frees the link as it ends. */
    Tasks *tasks = link->tasks;
    mtx_lock(&link->lock);
    link->closing = true;
    mtx_unlock(&link->lock);
    rouse(link);
    tasks_destroy(tasks, CLOSE_WAIT_MS);
}

void link_status(Link *link, LinkStatus *out)
{
    mtx_lock(&link->lock);
    *out = link->status;
    int64_t away = link->away_since;
    mtx_unlock(&link->lock);
    out->opponent_away_ms = away > 0 ? (double)(now_ms() - away) : 0.0;
}

bool link_watched(Link *link, WatchView *out, int *serial)
{
    mtx_lock(&link->lock);
    bool changed = link->watched_serial != *serial && link->watched_serial > 0;
    if (changed) {
        *out = link->watched;
        *serial = link->watched_serial;
    }
    mtx_unlock(&link->lock);
    return changed;
}

bool link_at_table(const LinkStatus *status)
{
    return status->state == LINK_WAITING || status->state == LINK_PLAYING || status->state == LINK_OVER;
}

void link_say(Link *link, NetPhrase phrase)
{
    if (!net_phrase_name(phrase))
        return;
    mtx_lock(&link->lock);
    if (link->to_say_count < PHRASES_MAX)
        link->to_say[link->to_say_count++] = phrase;
    mtx_unlock(&link->lock);
    rouse(link);
}

bool link_take_phrase(Link *link, uint8_t *seat, NetPhrase *phrase)
{
    mtx_lock(&link->lock);
    bool any = link->heard_count > 0;
    if (any) {
        *seat = link->heard[link->heard_first].seat;
        *phrase = link->heard[link->heard_first].phrase;
        link->heard_first = (link->heard_first + 1) % PHRASES_MAX;
        link->heard_count--;
    }
    mtx_unlock(&link->lock);
    return any;
}

void link_rematch(Link *link)
{
    mtx_lock(&link->lock);
    link->rematch_wanted = true;
    /* Asked too soon, it is refused: nothing to come back for. */
    link->rematch_sought = link->status.over;
    mtx_unlock(&link->lock);
    rouse(link);
}

void link_resign(Link *link)
{
    mtx_lock(&link->lock);
    link->resign_wanted = true;
    mtx_unlock(&link->lock);
    rouse(link);
}

void link_leave(Link *link)
{
    mtx_lock(&link->lock);
    link->leave_wanted = true;
    mtx_unlock(&link->lock);
    rouse(link);
}

void link_claim(Link *link)
{
    mtx_lock(&link->lock);
    link->claim_wanted = true;
    mtx_unlock(&link->lock);
    rouse(link);
}
