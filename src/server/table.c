#include "table.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ecarte/explain.h"
#include "ecarte/net_phrase.h"
#include "ecarte/net_random.h"
#include "ecarte/net_text.h"
#include "ecarte/net_view.h"

/* ---- sending ---- */

void table_touch(TableHost *host, Conn *conn)
{
    if (!conn->queued_flush) {
        conn->queued_flush = true;
        conn->next_flush = host->flush;
        host->flush = conn;
    }
}

/* A little, that a reader may have waiting however many others wait. */
enum { OUT_SMALL = 64 * 1024 };

/* The most a connection may have waiting: its own limit, while all of them
 * together hold less than the budget; past it, a little, so that many
 * readers that do not keep up, each under its limit, cannot take the
 * server's memory between them. */
static size_t queue_limit(const TableHost *host)
{
    bool over = host->out_budget > 0 && host->out_queued > host->out_budget;
    return over && host->out_limit > OUT_SMALL ? OUT_SMALL : host->out_limit;
}

/* Counts what was queued; a reader that was not sent it is too slow to
 * keep. */
static void queued(TableHost *host, Conn *conn, size_t before, bool sent)
{
    host->out_queued += conn_waiting(conn) - before;
    if (!sent)
        conn->state = CONN_CLOSING;
    table_touch(host, conn);
}

void table_send(TableHost *host, Conn *conn, json_t *message)
{
    size_t before = conn_waiting(conn);
    queued(host, conn, before, conn_send(conn, message, queue_limit(host)));
}

static void with_id(json_t *message, const NetRequest *request)
{
    if (request && request->has_id)
        json_object_set_new(message, "id", json_integer(request->id));
}

void table_send_error(TableHost *host, Conn *conn, const NetRequest *request, const char *reason, const char *format,
                      ...)
{
    char message[256];
    va_list args;
    va_start(args, format);
    vsnprintf(message, sizeof message, format, args);
    va_end(args);
    json_t *error = json_pack("{s:s}", "type", "error");
    with_id(error, request);
    json_object_set_new(error, "reason", json_string(reason));
    json_object_set_new(error, "message", json_string(message));
    table_send(host, conn, error);
}

static void log_line(TableHost *host, const char *format, ...) __attribute__((format(printf, 2, 3)));
static void log_line(TableHost *host, const char *format, ...)
{
    if (!host->log)
        return;
    va_list args;
    va_start(args, format);
    fputs("ecarte-server: ", host->log);
    vfprintf(host->log, format, args);
    fputc('\n', host->log);
    fflush(host->log);
    va_end(args);
}

/* ---- what is told ---- */

static bool is_over(const Table *table) { return game_is_over(&table->game) || table->claimed_by != SEAT_NONE; }

/* The last action as `seat` may know it: another seat's discard is a count. */
static void last_text(NetText *out, const Table *table, uint8_t seat)
{
    if (table->last_seat == SEAT_NONE) {
        net_text_puts(out, "null");
        return;
    }
    const Action *action = &table->last_action;
    if (action->type == ACTION_DISCARD && seat != table->last_seat) {
        net_text_printf(out, "{\"seat\":%d,\"action\":\"discard\",\"count\":%d}", table->last_seat,
                        cardset_count(action->cards));
        return;
    }
    char text[ACTION_TEXT_MAX];
    action_format(*action, text);
    net_text_printf(out, "{\"seat\":%d,\"action\":\"%s\"}", table->last_seat, text);
}

/* A name as a JSON string: text with no control character (hello let no
 * other name in), of which only the quote and the backslash need a
 * backslash. */
static void name_text(NetText *out, const char *name)
{
    net_text_puts(out, "\"");
    for (const char *c = name; *c; c++) {
        if (*c == '"' || *c == '\\')
            net_text_puts(out, "\\");
        net_text_append(out, c, 1);
    }
    net_text_puts(out, "\"");
}

/* The game as it is told.  A claim ends it where it stands, which no rule
 * of the game does: the game told is then over, won by the claimer, with
 * nobody to act, as a game ended by its scores is told; its last hand's
 * cards stay where the claim found them. */
static const Game *told_game(const Table *table, Game *claimed)
{
    if (table->claimed_by == SEAT_NONE)
        return &table->game;
    *claimed = table->game;
    claimed->phase = PHASE_GAME_OVER;
    claimed->to_act = SEAT_NONE;
    claimed->winner = table->claimed_by;
    return claimed;
}

/* The table as one seat (or, for SEAT_NONE, a watcher) may see it, as one
 * line: written by hand (net_view_text), being the message sent most. */
static void table_message(NetText *out, const Table *table, uint8_t seat)
{
    Game claimed;
    const Game *game = told_game(table, &claimed);
    net_text_printf(out, "{\"type\":\"table\",\"code\":\"%s\",\"seq\":%lld,\"seat\":", table->code,
                    (long long)table->seq);
    if (seat == SEAT_NONE) {
        net_text_puts(out, "null,\"view\":");
        net_watch_text(out, game);
    } else {
        SeatView view;
        game_view(game, seat, &view);
        net_text_printf(out, "%d,\"view\":", seat);
        net_view_text(out, &view, true);
    }
    net_text_puts(out, ",\"legal\":[");
    if (seat != SEAT_NONE && table->game.to_act == seat && !is_over(table)) {
        ActionList list;
        game_legal_actions(&table->game, &list);
        for (int i = 0; i < list.count; i++) {
            char text[ACTION_TEXT_MAX];
            action_format(list.items[i], text);
            net_text_printf(out, "%s\"%s\"", i ? "," : "", text);
        }
    }
    net_text_puts(out, "],\"commitment\":");
    if (table->game.hands_dealt > 0)
        net_text_printf(out, "\"%s\"", table->commitment);
    else
        net_text_puts(out, "null");
    net_text_printf(out, ",\"present\":[%s,%s],\"last\":", table->seats[0] ? "true" : "false",
                    table->seats[1] ? "true" : "false");
    last_text(out, table, seat);
    net_text_puts(out, ",\"over\":");
    if (table->claimed_by != SEAT_NONE)
        net_text_printf(out, "{\"winner\":%d,\"how\":\"%s\"}", table->claimed_by, table->ended_how);
    else if (game_is_over(&table->game))
        net_text_printf(out, "{\"winner\":%d,\"how\":\"score\"}", table->game.winner);
    else
        net_text_puts(out, "null");
    net_text_puts(out, ",\"names\":[");
    name_text(out, table->names[0]);
    net_text_puts(out, ",");
    name_text(out, table->names[1]);
    net_text_printf(out, "],\"rematch\":[%s,%s],\"game\":%d,\"left\":[%s,%s]}\n", table->rematch[0] ? "true" : "false",
                    table->rematch[1] ? "true" : "false", table->game_number, table->left[0] ? "true" : "false",
                    table->left[1] ? "true" : "false");
}

static void send_text(TableHost *host, Conn *conn, const NetText *text)
{
    size_t before = conn_waiting(conn);
    queued(host, conn, before, !text->failed && conn_queue(conn, text->data, text->length, queue_limit(host)));
}

static void tell_one(TableHost *host, Table *table, Conn *conn)
{
    NetText text = {0};
    table_message(&text, table, conn->watching ? SEAT_NONE : conn->seat);
    send_text(host, conn, &text);
    net_text_free(&text);
}

/* Everyone at the table is told the table as they may see it; the
 * watchers' message is made once. */
static void tell_all(TableHost *host, Table *table)
{
    NetText text = {0};
    for (int seat = 0; seat < SEAT_COUNT; seat++)
        if (table->seats[seat]) {
            text.length = 0;
            table_message(&text, table, (uint8_t)seat);
            send_text(host, table->seats[seat], &text);
        }
    if (table->watchers) {
        text.length = 0;
        table_message(&text, table, SEAT_NONE);
        for (Conn *w = table->watchers; w; w = w->next_watcher)
            send_text(host, w, &text);
    }
    net_text_free(&text);
}

static void send_to_all(TableHost *host, Table *table, json_t *message)
{
    for (int seat = 0; seat < SEAT_COUNT; seat++)
        if (table->seats[seat])
            table_send(host, table->seats[seat], json_incref(message));
    for (Conn *w = table->watchers; w; w = w->next_watcher)
        table_send(host, w, json_incref(message));
    json_decref(message);
}

/* ---- the hand's secret ---- */

/* The steps that end a game or give up a seat, stored among the actions,
 * and how the table's "over" names each. */
static const char *ending_how(const char *step)
{
    if (strcmp(step, "claim") == 0)
        return "claim";
    if (strcmp(step, "resign") == 0)
        return "resign";
    if (strcmp(step, "leave") == 0)
        return "left";
    return NULL;
}

static bool add_action_json(void *context, const StoredStep *step)
{
    if (ending_how(step->action))
        return true; /* not a move of the hand: the table's "over" and "left" tell it */
    json_array_append_new(context, json_pack("{s:i,s:s}", "seat", step->seat, "action", step->action));
    return true;
}

/* The whole hand once it is over: the seed, the deck it dealt, and every
 * action, so that each client can check the deal and review the hand. */
static json_t *reveal_message(TableHost *host, Table *table)
{
    char seed[2 * NET_SEED_BYTES + 1], commitment[2 * NET_HASH_BYTES + 1];
    uint8_t hash[NET_HASH_BYTES];
    net_hex_write(table->seed, NET_SEED_BYTES, seed);
    net_deal_commitment(table->seed, hash);
    net_hex_write(hash, sizeof hash, commitment);
    json_t *deck = json_array(), *actions = json_array();
    for (int i = 0; i < CARD_COUNT; i++)
        json_array_append_new(deck, net_card_write(table->deck[i]));
    storage_hand_actions(host->storage, table->id, table->game.hands_dealt, add_action_json, actions);
    return json_pack("{s:s,s:i,s:s,s:s,s:i,s:o,s:o}", "type", "reveal", "hand", table->game.hands_dealt, "seed", seed,
                     "commitment", commitment, "dealer", table->game.dealer, "deck", deck, "actions", actions);
}

static void reveal(TableHost *host, Table *table) { send_to_all(host, table, reveal_message(host, table)); }

/* The hand's seed and deck, and the commitment every message repeats. */
static void set_secret(Table *table, const uint8_t seed[NET_SEED_BYTES], const Card deck[CARD_COUNT])
{
    uint8_t hash[NET_HASH_BYTES];
    memcpy(table->seed, seed, NET_SEED_BYTES);
    memcpy(table->deck, deck, sizeof table->deck);
    net_deal_commitment(seed, hash);
    net_hex_write(hash, sizeof hash, table->commitment);
}

static bool deal(TableHost *host, Table *table)
{
    uint8_t seed[NET_SEED_BYTES];
    Card deck[CARD_COUNT];
    if (!host->random(host->random_context, seed, sizeof seed))
        return false;
    net_deal_deck(seed, deck);
    int hand = table->game.hands_dealt + 1;
    if (host->deal_hook)
        host->deal_hook(host->deal_context, table->code, hand, seed, deck);
    Game next = table->game;
    if (game_deal(&next, deck, NULL) != RULE_OK ||
        !storage_add_hand(host->storage, table->id, hand, table->seq + 1, seed, deck))
        return false;
    table->game = next;
    table->seq++;
    set_secret(table, seed, deck);
    return true;
}

/* A king turned up may give the dealer the last point the game needs: the
 * hand is then over as it is dealt, and is revealed at once, after the
 * table message that carries its commitment. */
static void reveal_if_ended_at_deal(TableHost *host, Table *table, bool dealt)
{
    if (dealt && game_is_over(&table->game))
        reveal(host, table);
}

/* ---- seats ---- */

static void token_hash_of(const uint8_t token[NET_TOKEN_BYTES], uint8_t hash[NET_HASH_BYTES])
{
    net_sha256(token, NET_TOKEN_BYTES, hash);
}

static uint64_t token_key(const uint8_t hash[NET_HASH_BYTES])
{
    uint64_t key = 0;
    for (int i = 0; i < 8; i++)
        key = key << 8 | hash[i];
    return key;
}

/* A new token whose key no other seat has; its hash goes in *hash. */
static bool new_token(TableHost *host, char text[NET_TOKEN_TEXT], uint8_t hash[NET_HASH_BYTES])
{
    for (int tries = 0; tries < 8; tries++) {
        uint8_t token[NET_TOKEN_BYTES];
        if (!host->random(host->random_context, token, sizeof token))
            return false;
        token_hash_of(token, hash);
        if (token_key(hash) != 0 && !index_get(&host->by_token, token_key(hash))) {
            net_hex_write(token, sizeof token, text);
            return true;
        }
    }
    return false;
}

/* Somebody sits at the table now: stored, so that its abandonment counts
 * from the last time it was, across restarts.  While it is sat at, a
 * minute apart at most: a server killed loses no more of it. */
enum { ACTIVE_EVERY_MS = 60000 };

static void note_sat_at(TableHost *host, Table *table)
{
    if (table->active_stored == host->wall_ms)
        return;
    if (storage_set_active(host->storage, table->id, host->wall_ms))
        table->active_stored = host->wall_ms;
    else
        log_line(host, "%s", storage_error(host->storage));
}

/* Seats the connection; its hello's name becomes the seat's, unless it
 * gave none when it came back. */
static void sit(TableHost *host, Table *table, Conn *conn, uint8_t seat)
{
    table->seats[seat] = conn;
    table->away_since[seat] = 0;
    conn->table = table;
    conn->seat = seat;
    note_sat_at(host, table);
    bool named = conn->name[0] || !table->names[seat][0];
    if (named && strcmp(table->names[seat], conn->name) != 0) {
        if (storage_set_name(host->storage, table->id, seat, conn->name))
            memcpy(table->names[seat], conn->name, sizeof table->names[seat]);
        else
            log_line(host, "%s", storage_error(host->storage));
    }
}

static void send_seated(TableHost *host, Conn *conn, const NetRequest *request, const Table *table, uint8_t seat,
                        const char *token)
{
    json_t *seated = json_pack("{s:s}", "type", "seated");
    with_id(seated, request);
    json_object_set_new(seated, "code", json_string(table->code));
    json_object_set_new(seated, "seat", json_integer(seat));
    if (token)
        json_object_set_new(seated, "token", json_string(token));
    table_send(host, conn, seated);
}

static Table *table_new(TableHost *host)
{
    Table *table = calloc(1, sizeof *table);
    if (!table)
        return NULL;
    table->claimed_by = table->last_seat = SEAT_NONE;
    table->empty_since = host->wall_ms;
    table->game_number = 1;
    table->next = host->tables;
    if (host->tables)
        host->tables->prev = table;
    host->tables = table;
    host->table_count++;
    return table;
}

/* The tables standing that one address made are chained, so that how many
 * there are, and when the first of them goes, is told without looking at
 * the others. */
static void made_add(TableHost *host, Table *table, uint64_t creator)
{
    Table *first = index_get(&host->made, creator);
    if (!index_put(&host->made, creator, table))
        return; /* out of memory: the table counts for nobody */
    table->creator = creator;
    table->made_next = first;
    if (first)
        first->made_prev = table;
}

static void made_remove(TableHost *host, Table *table)
{
    if (table->made_prev) {
        table->made_prev->made_next = table->made_next;
    } else {
        /* Taken out first, the key leaves room for the next table in its
         * stead, which then needs no memory. */
        index_remove(&host->made, table->creator);
        if (table->made_next)
            index_put(&host->made, table->creator, table->made_next);
    }
    if (table->made_next)
        table->made_next->made_prev = table->made_prev;
}

static void table_unlink(TableHost *host, Table *table)
{
    if (table->creator)
        made_remove(host, table);
    if (table->prev)
        table->prev->next = table->next;
    else
        host->tables = table->next;
    if (table->next)
        table->next->prev = table->prev;
    index_remove(&host->by_code, net_invite_key(table->code));
    for (int seat = 0; seat < SEAT_COUNT; seat++)
        if (table->taken[seat])
            index_remove(&host->by_token, token_key(table->token_hash[seat]));
    host->table_count--;
    free(table);
}

/* How long the table may stand with nobody seated.  Nobody comes back to a
 * game that is over but to see how it ended, which the last messages said:
 * such a table goes sooner, unless a seat asked for a rematch, and the
 * other may come back to play it.  Nor to a table nobody joined, which
 * holds no game: it goes sooner still, so that its maker may make another. */
static int64_t standing_time(const TableHost *host, const Table *table)
{
    int64_t after = host->abandon_after_ms;
    bool finished = is_over(table) && !table->rematch[0] && !table->rematch[1];
    if (finished && host->finished_after_ms < after)
        after = host->finished_after_ms;
    if (!table->taken[1] && host->unjoined_after_ms < after)
        after = host->unjoined_after_ms;
    return after;
}

/* A wait, in words: seconds, minutes, hours or days, rounded up. */
static void wait_text(char *out, size_t size, int64_t ms)
{
    static const struct {
        int64_t ms;
        const char *one, *many;
    } UNITS[] = {{1000, "a second", "seconds"},
                 {60 * 1000, "a minute", "minutes"},
                 {3600 * 1000, "an hour", "hours"},
                 {24 * 3600 * 1000, "a day", "days"}};
    /* The largest unit of which the wait is more than two: 90 s, 100
     * minutes, 36 hours, 3 days. */
    int unit = 0;
    while (unit < 3 && ms > 2 * UNITS[unit + 1].ms)
        unit++;
    int64_t count = (ms + UNITS[unit].ms - 1) / UNITS[unit].ms;
    if (count <= 1)
        snprintf(out, size, "%s", UNITS[unit].one);
    else
        snprintf(out, size, "%lld %s", (long long)count, UNITS[unit].many);
}

/* A table costs memory and disk for as long as it stands, and a client may
 * make one, close, and make another without end: so there are only so many
 * tables, and one address may have made only so many of those standing.
 * The refusal says when the first of them goes, if nobody sits at it. */
static bool may_create(TableHost *host, Conn *conn, const NetRequest *request)
{
    if (host->table_count >= host->max_tables) {
        table_send_error(host, conn, request, "too_many_tables",
                         "the server holds as many tables as it may; try again later");
        return false;
    }
    if (host->tables_per_address == 0)
        return true;
    size_t made = 0;
    int64_t soonest = INT64_MAX;
    for (const Table *t = index_get(&host->made, conn->address_key); t; t = t->made_next) {
        made++;
        int64_t goes = t->empty_since + standing_time(host, t);
        if (!t->seats[0] && !t->seats[1] && goes < soonest)
            soonest = goes;
    }
    if (made < host->tables_per_address)
        return true;
    if (soonest == INT64_MAX) {
        table_send_error(host, conn, request, "too_many_tables",
                         "%zu tables made from your address stand, each sat at: one must be left first", made);
        return false;
    }
    char wait[32];
    wait_text(wait, sizeof wait, soonest > host->wall_ms ? soonest - host->wall_ms : 1000);
    table_send_error(host, conn, request, "too_many_tables",
                     "%zu tables made from your address stand: you may make another in %s", made, wait);
    return false;
}

void table_create(TableHost *host, Conn *conn, const NetRequest *request)
{
    if (!may_create(host, conn, request))
        return;
    uint8_t random[NET_CODE_CHARS], dealer_byte, hash[NET_HASH_BYTES];
    char code[NET_CODE_TEXT], token[NET_TOKEN_TEXT];
    bool found = false;
    for (int tries = 0; tries < 8 && !found; tries++) {
        if (!host->random(host->random_context, random, sizeof random))
            break;
        net_invite_make(random, code);
        found = !index_get(&host->by_code, net_invite_key(code));
    }
    if (!found || !host->random(host->random_context, &dealer_byte, 1) || !new_token(host, token, hash)) {
        table_send_error(host, conn, request, "server_error", "the server could not make a table; try again");
        return;
    }
    Game game;
    if (!game_init(&game, &request->options, 0, dealer_byte & 1)) {
        table_send_error(host, conn, request, "bad_request", "those rules make no game");
        return;
    }
    int64_t id;
    if (!storage_add_table(host->storage, code, &request->options, dealer_byte & 1, hash, host->wall_ms, &id)) {
        log_line(host, "%s", storage_error(host->storage));
        table_send_error(host, conn, request, "server_error", "the server could not store the table; try again");
        return;
    }
    Table *table = table_new(host);
    if (!table || !index_put(&host->by_code, net_invite_key(code), table) ||
        !index_put(&host->by_token, token_key(hash), table)) {
        table_send_error(host, conn, request, "server_error", "the server is out of memory");
        if (table)
            table_unlink(host, table);
        return;
    }
    table->id = id;
    table->active_stored = host->wall_ms;
    memcpy(table->code, code, sizeof code);
    table->game = game;
    table->first_dealer = dealer_byte & 1;
    table->taken[0] = true;
    memcpy(table->token_hash[0], hash, sizeof hash);
    made_add(host, table, conn->address_key);
    sit(host, table, conn, 0);
    send_seated(host, conn, request, table, 0, token);
    tell_one(host, table, conn);
}

/* The table of the request's code.  An address that has tried many codes
 * naming no table is not told whether this one does, however right it is,
 * before it has waited (guess.h). */
static Table *find_by_code(TableHost *host, Conn *conn, const NetRequest *request)
{
    int64_t wait = guess_wait(&host->guesses, conn->address_key, host->now_ms);
    if (wait > 0) {
        long long seconds = (wait + 999) / 1000;
        bool minutes = seconds >= 120;
        table_send_error(host, conn, request, "too_many_guesses",
                         "too many codes naming no table came from your address: try again in %lld %s",
                         minutes ? (seconds + 59) / 60 : seconds, minutes ? "min" : "s");
        return NULL;
    }
    Table *table = index_get(&host->by_code, net_invite_key(request->code));
    if (table && strcmp(table->code, request->code) != 0)
        table = NULL; /* a key is only a way to the table: the code must be its own */
    if (!table) {
        guess_missed(&host->guesses, conn->address_key, host->now_ms);
        table_send_error(host, conn, request, "no_table", "no table has the code %s", request->code);
    }
    return table;
}

void table_join(TableHost *host, Conn *conn, const NetRequest *request)
{
    Table *table = find_by_code(host, conn, request);
    if (!table)
        return;
    if (table->taken[1]) {
        table_send_error(host, conn, request, "table_full",
                         "both seats at %s are taken: watch it, or take your seat back with its token", table->code);
        return;
    }
    char token[NET_TOKEN_TEXT];
    uint8_t hash[NET_HASH_BYTES];
    if (!new_token(host, token, hash) || !storage_set_token(host->storage, table->id, 1, hash)) {
        table_send_error(host, conn, request, "server_error", "the server could not seat you; try again");
        return;
    }
    if (!index_put(&host->by_token, token_key(hash), table)) {
        table_send_error(host, conn, request, "server_error", "the server is out of memory");
        return;
    }
    table->taken[1] = true;
    memcpy(table->token_hash[1], hash, sizeof hash);
    sit(host, table, conn, 1);
    bool dealt = table->game.hands_dealt == 0 && deal(host, table);
    if (table->game.hands_dealt == 0)
        log_line(host, "table %s: the first hand could not be dealt", table->code);
    send_seated(host, conn, request, table, 1, token);
    tell_all(host, table);
    reveal_if_ended_at_deal(host, table, dealt);
}

void table_watch(TableHost *host, Conn *conn, const NetRequest *request)
{
    Table *table = find_by_code(host, conn, request);
    if (!table)
        return;
    conn->table = table;
    conn->watching = true;
    conn->next_watcher = table->watchers;
    table->watchers = conn;
    json_t *watching = json_pack("{s:s}", "type", "watching");
    with_id(watching, request);
    json_object_set_new(watching, "code", json_string(table->code));
    table_send(host, conn, watching);
    tell_one(host, table, conn);
}

void table_resume(TableHost *host, Conn *conn, const NetRequest *request)
{
    uint8_t token[NET_TOKEN_BYTES], hash[NET_HASH_BYTES];
    net_hex_read(request->token, strlen(request->token), token, sizeof token);
    token_hash_of(token, hash);
    Table *table = index_get(&host->by_token, token_key(hash));
    int seat = -1;
    for (int s = 0; table && s < SEAT_COUNT; s++)
        if (table->taken[s] && memcmp(table->token_hash[s], hash, sizeof hash) == 0)
            seat = s;
    if (seat < 0) {
        table_send_error(host, conn, request, "bad_token", "no seat has that token");
        return;
    }
    if (table->left[seat]) {
        table_send_error(host, conn, request, "left", "this seat was given up: its player left the table");
        return;
    }
    Conn *old = table->seats[seat];
    if (old) {
        /* The seat goes to the newest connection: the old one is likely a
         * connection its player already lost. */
        table_send_error(host, old, NULL, "replaced", "this seat was taken back by another connection");
        old->state = CONN_CLOSING;
        old->table = NULL;
        old->seat = SEAT_NONE;
    }
    sit(host, table, conn, (uint8_t)seat);
    send_seated(host, conn, request, table, (uint8_t)seat, NULL);
    tell_all(host, table);
    /* A player away as the game ended missed its last hand shown whole:
     * the end of the game is where it is checked and reviewed. */
    if (is_over(table) && table->game.hands_dealt > 0)
        table_send(host, conn, reveal_message(host, table));
}

/* The table the connection sits at, or NULL (refused with `not_seated`,
 * saying what only a seated player does) for a watcher or a stranger. */
static Table *seated_table(TableHost *host, Conn *conn, const NetRequest *request, const char *only)
{
    if (conn->table && !conn->watching)
        return conn->table;
    table_send_error(host, conn, request, "not_seated", "only a seated player %s", only);
    return NULL;
}

/* ---- play ---- */

void table_act(TableHost *host, Conn *conn, const NetRequest *request)
{
    Table *table = seated_table(host, conn, request, "acts: create or join a table");
    if (!table)
        return;
    uint8_t seat = conn->seat;
    if (is_over(table)) {
        table_send_error(host, conn, request, "game_over", "the game is over");
        return;
    }
    if (table->game.to_act != seat) {
        table_send_error(host, conn, request, "not_your_turn",
                         table->game.hands_dealt == 0 ? "the game begins when the other seat is taken"
                                                      : "it is the other seat's turn");
        return;
    }
    Rejection why;
    if (game_check(&table->game, request->action, &why) != RULE_OK) {
        char reason[256];
        explain_rejection(&why, reason, sizeof reason);
        table_send_error(host, conn, request, "illegal", "%s", reason);
        return;
    }
    char text[ACTION_TEXT_MAX];
    action_format(request->action, text);
    if (!storage_add_action(host->storage, table->id, table->seq + 1, table->game.hands_dealt, seat, text)) {
        log_line(host, "%s", storage_error(host->storage));
        table_send_error(host, conn, request, "server_error", "the server could not store the action; send it again");
        return;
    }
    game_apply(&table->game, request->action, NULL);
    table->seq++;
    table->last_seat = seat;
    table->last_action = request->action;
    json_t *ok = json_pack("{s:s}", "type", "ok");
    with_id(ok, request);
    json_object_set_new(ok, "seq", json_integer(table->seq));
    table_send(host, conn, ok);
    Phase phase = table->game.phase;
    if (phase == PHASE_HAND_OVER || phase == PHASE_GAME_OVER)
        reveal(host, table);
    bool dealt = phase == PHASE_HAND_OVER && deal(host, table);
    if (phase == PHASE_HAND_OVER && !dealt)
        log_line(host, "table %s: the next hand could not be dealt", table->code);
    tell_all(host, table);
    reveal_if_ended_at_deal(host, table, dealt);
}

/* Writes a step that ends the game or gives up a seat; false, refused
 * with server_error, when the storage fails. */
static bool store_ending(TableHost *host, Conn *conn, const NetRequest *request, Table *table, const char *step)
{
    if (storage_add_action(host->storage, table->id, table->seq + 1, table->game.hands_dealt, conn->seat, step))
        return true;
    log_line(host, "%s", storage_error(host->storage));
    table_send_error(host, conn, request, "server_error", "the server could not store that; try again");
    return false;
}

static void end_game(Table *table, uint8_t winner, const char *how)
{
    table->seq++;
    table->claimed_by = winner;
    table->ended_how = how;
}

/* A game ended by a claim, a resignation or a leaving ends the hand in
 * play too: its seed is no longer a secret worth keeping, and each seat
 * may check the deal it was playing. */
static void reveal_cut_short(TableHost *host, Table *table)
{
    if (table->game.hands_dealt > 0 && table->game.phase != PHASE_HAND_OVER)
        reveal(host, table);
}

static void send_ok(TableHost *host, Conn *conn, const NetRequest *request, int64_t seq);

/* A claim or a resignation: stored, answered, and told to everyone. */
static void end_by(TableHost *host, Conn *conn, const NetRequest *request, Table *table, uint8_t winner,
                   const char *step)
{
    if (!store_ending(host, conn, request, table, step))
        return;
    end_game(table, winner, ending_how(step));
    send_ok(host, conn, request, table->seq);
    reveal_cut_short(host, table);
    tell_all(host, table);
}

void table_claim(TableHost *host, Conn *conn, const NetRequest *request)
{
    Table *table = seated_table(host, conn, request, "may claim the game");
    if (!table)
        return;
    uint8_t other = seat_other(conn->seat);
    if (is_over(table)) {
        table_send_error(host, conn, request, "game_over", "the game is over");
        return;
    }
    if (!table->taken[other] || table->seats[other]) {
        table_send_error(host, conn, request, "cannot_claim", "your opponent is %s",
                         table->taken[other] ? "at the table" : "not yet seated");
        return;
    }
    int64_t waited = host->now_ms - table->away_since[other];
    if (waited < host->claim_after_ms) {
        table_send_error(host, conn, request, "cannot_claim",
                         "your opponent has been away %lld s; the game may be claimed after %lld s",
                         (long long)(waited / 1000), (long long)(host->claim_after_ms / 1000));
        return;
    }
    end_by(host, conn, request, table, conn->seat, "claim");
}

void table_resign(TableHost *host, Conn *conn, const NetRequest *request)
{
    Table *table = seated_table(host, conn, request, "may resign");
    if (!table)
        return;
    if (is_over(table)) {
        table_send_error(host, conn, request, "game_over", "the game is over");
        return;
    }
    if (table->game.hands_dealt == 0) {
        table_send_error(host, conn, request, "not_your_turn", "the game begins when the other seat is taken");
        return;
    }
    end_by(host, conn, request, table, seat_other(conn->seat), "resign");
}

void table_give_up_seat(TableHost *host, Conn *conn, const NetRequest *request)
{
    Table *table = seated_table(host, conn, request, "may leave a seat");
    if (!table)
        return;
    uint8_t seat = conn->seat;
    /* Nobody ever sat across: the table and its code go with its only
     * player, and nobody may join a table nobody waits at. */
    if (!table->taken[seat_other(seat)]) {
        if (!storage_remove_table(host->storage, table->id)) {
            log_line(host, "%s", storage_error(host->storage));
            table_send_error(host, conn, request, "server_error", "the server could not close the table; try again");
            return;
        }
        send_ok(host, conn, request, table->seq);
        conn->table = NULL;
        conn->seat = SEAT_NONE;
        for (Conn *w = table->watchers; w; w = w->next_watcher) {
            table_send_error(host, w, NULL, "closed", "the table was closed: its only player left it");
            w->state = CONN_CLOSING;
            w->table = NULL;
        }
        log_line(host, "table %s closed: its only player left it", table->code);
        table_unlink(host, table);
        return;
    }
    if (!store_ending(host, conn, request, table, "leave"))
        return;
    if (!is_over(table)) {
        end_game(table, seat_other(seat), "left");
        reveal_cut_short(host, table);
    } else {
        table->seq++;
    }
    table->left[seat] = true;
    table->rematch[0] = table->rematch[1] = false;
    send_ok(host, conn, request, table->seq);
    /* The connection stays open, at no table: it may go to another. */
    table->seats[seat] = NULL;
    table->away_since[seat] = host->now_ms;
    if (!table->seats[0] && !table->seats[1])
        table->empty_since = host->now_ms;
    conn->table = NULL;
    conn->seat = SEAT_NONE;
    tell_all(host, table);
}

/* ---- between the players ---- */

static void send_ok(TableHost *host, Conn *conn, const NetRequest *request, int64_t seq)
{
    json_t *ok = json_pack("{s:s}", "type", "ok");
    with_id(ok, request);
    json_object_set_new(ok, "seq", json_integer(seq));
    table_send(host, conn, ok);
}

/* Whether the seat may say a phrase now: fewer than the burst in the
 * window, which the oldest of the last burst's left. */
static bool may_say(TableHost *host, Table *table, uint8_t seat)
{
    int64_t oldest = table->said_at[seat][table->said_next[seat] % host->say_burst];
    return oldest == 0 || host->now_ms - oldest >= host->say_window_ms;
}

void table_say(TableHost *host, Conn *conn, const NetRequest *request)
{
    Table *table = seated_table(host, conn, request, "says a phrase");
    if (!table)
        return;
    uint8_t seat = conn->seat;
    if (!may_say(host, table, seat)) {
        table_send_error(host, conn, request, "too_chatty", "at most %d phrases in %lld s: wait a little",
                         host->say_burst, (long long)(host->say_window_ms / 1000));
        return;
    }
    /* 0 stands for "never": a clock that starts at 0 is moved off it. */
    table->said_at[seat][table->said_next[seat] % host->say_burst] = host->now_ms > 0 ? host->now_ms : 1;
    table->said_next[seat] = (uint8_t)((table->said_next[seat] + 1) % host->say_burst);
    send_ok(host, conn, request, table->seq);
    send_to_all(host, table,
                json_pack("{s:s,s:i,s:s}", "type", "said", "seat", seat, "phrase", net_phrase_name(request->phrase)));
}

/* The next game at the same table: the same rules, code and seats, its
 * first hand dealt by the seat that did not deal the last game's first. */
static bool new_game(TableHost *host, Table *table)
{
    uint8_t dealer = seat_other(table->first_dealer);
    Game game;
    if (!game_init(&game, &table->game.options, 0, dealer) ||
        !storage_new_game(host->storage, table->id, table->game_number + 1, table->seq, dealer))
        return false;
    table->game = game;
    table->game_number++;
    table->first_dealer = dealer;
    table->claimed_by = table->last_seat = SEAT_NONE;
    table->rematch[0] = table->rematch[1] = false;
    return true;
}

void table_rematch(TableHost *host, Conn *conn, const NetRequest *request)
{
    Table *table = seated_table(host, conn, request, "asks for a rematch");
    if (!table)
        return;
    uint8_t seat = conn->seat;
    if (!is_over(table)) {
        table_send_error(host, conn, request, "game_not_over", "a rematch may be asked for once the game is over");
        return;
    }
    if (table->left[seat_other(seat)]) {
        table_send_error(host, conn, request, "opponent_left", "your opponent has left the table: no rematch here");
        return;
    }
    if (!table->rematch[seat] && !storage_set_rematch(host->storage, table->id, seat)) {
        log_line(host, "%s", storage_error(host->storage));
        table_send_error(host, conn, request, "server_error", "the server could not store your request; try again");
        return;
    }
    table->rematch[seat] = true;
    bool begins = table->rematch[seat_other(seat)];
    if (begins && !new_game(host, table)) {
        log_line(host, "%s", storage_error(host->storage));
        table_send_error(host, conn, request, "server_error", "the server could not begin the game; try again");
        return;
    }
    bool dealt = begins && deal(host, table);
    if (begins && !dealt)
        log_line(host, "table %s: the first hand of game %d could not be dealt", table->code, table->game_number);
    send_ok(host, conn, request, table->seq);
    tell_all(host, table);
    reveal_if_ended_at_deal(host, table, dealt);
}

void table_leave(TableHost *host, Conn *conn)
{
    Table *table = conn->table;
    conn->table = NULL;
    if (!table)
        return;
    if (conn->watching) {
        for (Conn **at = &table->watchers; *at; at = &(*at)->next_watcher)
            if (*at == conn) {
                *at = conn->next_watcher;
                break;
            }
        return;
    }
    if (table->seats[conn->seat] != conn)
        return;
    table->seats[conn->seat] = NULL;
    table->away_since[conn->seat] = host->now_ms;
    if (!table->seats[0] && !table->seats[1]) {
        table->empty_since = host->wall_ms;
        note_sat_at(host, table);
    }
    tell_all(host, table);
}

/* Both seats are taken and no hand is in play, yet the next was not dealt:
 * the randomness or the disk failed when it was due. */
static bool deal_missing(const Table *table)
{
    return table->taken[1] && !is_over(table) && (table->game.phase == PHASE_HAND_OVER || table->game.hands_dealt == 0);
}

void table_tick(TableHost *host)
{
    Table *next;
    for (Table *table = host->tables; table; table = next) {
        next = table->next;
        if (deal_missing(table) && deal(host, table)) {
            tell_all(host, table);
            reveal_if_ended_at_deal(host, table, true);
        }
        int64_t after = standing_time(host, table);
        bool seated = table->seats[0] || table->seats[1];
        if (seated && host->wall_ms - table->active_stored >= ACTIVE_EVERY_MS)
            note_sat_at(host, table);
        if (seated || host->wall_ms - table->empty_since < after)
            continue;
        if (!storage_remove_table(host->storage, table->id)) {
            log_line(host, "%s", storage_error(host->storage));
            continue;
        }
        for (Conn *w = table->watchers; w; w = w->next_watcher) {
            table_send_error(host, w, NULL, "closed", "the table was closed: nobody sat at it for too long");
            w->state = CONN_CLOSING;
            w->table = NULL;
        }
        log_line(host, "table %s closed after nobody sat at it for %lld s", table->code, (long long)(after / 1000));
        table_unlink(host, table);
    }
}

void table_note_seated(TableHost *host)
{
    for (Table *table = host->tables; table; table = table->next)
        if (table->seats[0] || table->seats[1])
            note_sat_at(host, table);
}

/* ---- coming back after a restart ---- */

typedef struct Loading {
    TableHost *host;
    Table *table;
    const char *problem;
} Loading;

static bool load_step(void *context, const StoredStep *step)
{
    Loading *loading = context;
    Table *table = loading->table;
    if (step->deal) {
        if (step->hand != table->game.hands_dealt + 1 || game_deal(&table->game, step->deck, NULL) != RULE_OK) {
            loading->problem = "a deal the rules refuse";
            return false;
        }
        set_secret(table, step->seed, step->deck);
    } else if (ending_how(step->action)) {
        uint8_t seat = (uint8_t)(step->seat & 1);
        bool leave = strcmp(step->action, "leave") == 0;
        if (!is_over(table)) {
            table->claimed_by = strcmp(step->action, "claim") == 0 ? seat : seat_other(seat);
            table->ended_how = ending_how(step->action);
        }
        if (leave)
            table->left[seat] = true;
    } else {
        Action action;
        size_t at, length;
        if (action_parse(step->action, strlen(step->action), &action, &at, &length) != ACTION_PARSE_OK ||
            table->game.to_act != step->seat || game_apply(&table->game, action, NULL) != RULE_OK) {
            loading->problem = "an action the rules refuse";
            return false;
        }
        table->last_seat = (uint8_t)step->seat;
        table->last_action = action;
    }
    table->seq = step->seq;
    return true;
}

static bool load_table(void *context, const StoredTable *stored)
{
    Loading *loading = context;
    TableHost *host = loading->host;
    char code[NET_CODE_TEXT];
    Table *table = table_new(host);
    if (!table)
        return false;
    loading->table = table;
    loading->problem = NULL;
    table->id = stored->id;
    table->game_number = stored->game > 0 ? stored->game : 1;
    table->first_dealer = stored->first_dealer & 1;
    table->seq = stored->game_seq;
    /* Nobody sits at a table read back: it has stood empty since it was
     * last sat at, whenever the server stopped. */
    table->empty_since = table->active_stored = stored->active;
    for (int seat = 0; seat < SEAT_COUNT; seat++) {
        memcpy(table->names[seat], stored->names[seat], sizeof table->names[seat]);
        table->rematch[seat] = stored->rematch[seat];
    }
    bool ok = net_invite_normalize(stored->code, strlen(stored->code), code) &&
              game_init(&table->game, &stored->options, 0, stored->first_dealer & 1);
    memcpy(table->code, code, sizeof code);
    if (ok && !storage_load_steps(host->storage, stored->id, load_step, loading))
        ok = false;
    for (int seat = 0; ok && seat < SEAT_COUNT; seat++) {
        table->taken[seat] = stored->has_token[seat];
        memcpy(table->token_hash[seat], stored->token_hash[seat], NET_HASH_BYTES);
        table->away_since[seat] = host->now_ms;
        if (table->taken[seat] && !index_put(&host->by_token, token_key(table->token_hash[seat]), table))
            ok = false;
    }
    /* A rematch asked for before a seat was given up is played by nobody. */
    if (table->left[0] || table->left[1])
        table->rematch[0] = table->rematch[1] = false;
    if (ok)
        ok = index_put(&host->by_code, net_invite_key(table->code), table);
    if (!ok) {
        /* Kept on disk for a person to look at; never played on wrongly. */
        log_line(host, "table %lld (%s) cannot be read back: %s", (long long)stored->id, stored->code,
                 loading->problem ? loading->problem : "its row is damaged");
        table_unlink(host, table);
        return true;
    }
    /* A table of an older server, of which nobody knows when it was last
     * sat at, counts from now, and from now after the next restart too. */
    if (stored->active == 0) {
        table->empty_since = host->wall_ms;
        note_sat_at(host, table);
    }
    if (deal_missing(table))
        deal(host, table);
    return true;
}

bool table_load_all(TableHost *host)
{
    Loading loading = {host, NULL, NULL};
    return storage_load_tables(host->storage, load_table, &loading);
}

void table_free_all(TableHost *host)
{
    while (host->tables)
        table_unlink(host, host->tables);
    index_free(&host->by_code);
    index_free(&host->by_token);
    index_free(&host->made);
}
