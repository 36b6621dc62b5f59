#define _POSIX_C_SOURCE 200809L
#include "ecarte/net_client.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "ecarte/net_address.h"
#include "ecarte/net_random.h"
#include "ecarte/net_request.h"
#include "ecarte/net_view.h"

/* A server's line is at most this long; a longer one ends the connection. */
enum { CLIENT_LINE_MAX = 1 << 20 };

static bool fail(NetClient *client, const char *format, ...) __attribute__((format(printf, 2, 3)));
static bool fail(NetClient *client, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(client->error, sizeof client->error, format, args);
    va_end(args);
    return false;
}

static int64_t now_ms(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* Waits for the socket to be ready until the deadline. */
static bool wait_for(NetClient *client, short events, int64_t deadline)
{
    for (;;) {
        int64_t left = deadline - now_ms();
        if (left <= 0)
            return fail(client, "timed out");
        struct pollfd pfd = {client->fd, events, 0};
        int ready = poll(&pfd, 1, (int)left);
        if (ready > 0)
            return true;
        if (ready < 0 && errno != EINTR)
            return fail(client, "poll: %s", strerror(errno));
    }
}

static bool connect_tcp(NetClient *client, const char *host, const char *port, int64_t deadline)
{
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM}, *found = NULL;
    int status = getaddrinfo(host, port, &hints, &found);
    if (status != 0)
        return fail(client, "cannot find %s: %s", host, gai_strerror(status));
    bool connected = false;
    for (struct addrinfo *a = found; a && !connected; a = a->ai_next) {
        int fd = socket(a->ai_family, a->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, a->ai_protocol);
        if (fd < 0)
            continue;
        client->fd = fd;
        if (connect(fd, a->ai_addr, a->ai_addrlen) == 0 ||
            (errno == EINPROGRESS && wait_for(client, POLLOUT, deadline))) {
            int error = 0;
            socklen_t size = sizeof error;
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size);
            connected = error == 0;
            if (!connected)
                fail(client, "cannot connect to %s:%s: %s", host, port, strerror(error));
        } else if (errno != EINPROGRESS) {
            fail(client, "cannot connect to %s:%s: %s", host, port, strerror(errno));
        }
        if (!connected) {
            close(fd);
            client->fd = -1;
        }
    }
    freeaddrinfo(found);
    if (connected) {
        int one = 1;
        setsockopt(client->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    }
    return connected;
}

static bool tls_failed(NetClient *client, const char *what)
{
    char detail[160] = "";
    unsigned long code = ERR_get_error();
    if (code)
        ERR_error_string_n(code, detail, sizeof detail);
    ERR_clear_error();
    return fail(client, "TLS %s failed%s%s", what, detail[0] ? ": " : "", detail);
}

/* Waits as OpenSSL asks after a call that could not finish. */
static bool tls_wait(NetClient *client, int result, int64_t deadline)
{
    int error = SSL_get_error(client->tls, result);
    if (error == SSL_ERROR_WANT_READ)
        return wait_for(client, POLLIN, deadline);
    if (error == SSL_ERROR_WANT_WRITE)
        return wait_for(client, POLLOUT, deadline);
    return false;
}

static bool start_tls(NetClient *client, const char *host, const NetClientTls *options, int64_t deadline)
{
    SSL_CTX *context = SSL_CTX_new(TLS_client_method());
    if (!context)
        return tls_failed(client, "setup");
    client->tls_context = context;
    SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
    SSL_CTX_set_verify(context, SSL_VERIFY_PEER, NULL);
    if (options->ca_file ? SSL_CTX_load_verify_locations(context, options->ca_file, NULL) != 1
                         : SSL_CTX_set_default_verify_paths(context) != 1)
        return tls_failed(client, "loading the trusted certificates");
    SSL *tls = SSL_new(context);
    if (!tls)
        return tls_failed(client, "setup");
    client->tls = tls;
    /* OpenSSL takes an empty name as no name at all, and would then trust
     * any certificate the authorities signed, for whatever machine: a
     * name that cannot be set fails the connection. */
    const char *name = options->server_name ? options->server_name : host;
    if (!name[0])
        return fail(client, "TLS needs the server's name to check its certificate");
    if (SSL_set_tlsext_host_name(tls, name) != 1 || SSL_set1_host(tls, name) != 1) {
        ERR_clear_error();
        return fail(client, "TLS cannot check the server's certificate against the name '%.64s'", name);
    }
    SSL_set_fd(tls, client->fd);
    for (int tries = 0; tries < 1000; tries++) {
        int result = SSL_connect(tls);
        if (result == 1)
            return true;
        if (!tls_wait(client, result, deadline))
            return client->error[0] ? false : tls_failed(client, "handshake");
    }
    return fail(client, "TLS handshake did not finish");
}

bool net_client_connect(NetClient *client, const char *address, const NetClientTls *tls, int timeout_ms)
{
    memset(client, 0, sizeof *client);
    client->fd = -1;
    client->seat = SEAT_NONE;
    char host[256], port[16];
    if (!net_address_split(address, host, sizeof host, port, sizeof port))
        return fail(client, "'%s' is not HOST:PORT", address);
    int64_t deadline = now_ms() + timeout_ms;
    if (!connect_tcp(client, host, port, deadline))
        return false;
    if (tls && !start_tls(client, host, tls, deadline)) {
        char reason[sizeof client->error];
        snprintf(reason, sizeof reason, "%s", client->error);
        net_client_close(client);
        snprintf(client->error, sizeof client->error, "%s", reason);
        return false;
    }
    return true;
}

void net_client_close(NetClient *client)
{
    if (client->tls) {
        SSL_shutdown(client->tls);
        SSL_free(client->tls);
    }
    if (client->tls_context)
        SSL_CTX_free(client->tls_context);
    if (client->fd >= 0)
        close(client->fd);
    free(client->buffer);
    json_decref(client->table);
    client->tls = client->tls_context = NULL;
    client->table = NULL;
    client->buffer = NULL;
    client->fd = -1;
    client->start = client->length = client->capacity = 0;
}

bool net_client_send_raw(NetClient *client, const char *bytes, size_t length)
{
    int64_t deadline = now_ms() + 10000;
    size_t sent = 0;
    while (sent < length) {
        ssize_t wrote;
        if (client->tls) {
            int result = SSL_write(client->tls, bytes + sent, (int)(length - sent));
            if (result <= 0) {
                if (!tls_wait(client, result, deadline))
                    return client->error[0] ? false : tls_failed(client, "write");
                continue;
            }
            wrote = result;
        } else {
            wrote = send(client->fd, bytes + sent, length - sent, MSG_NOSIGNAL);
            if (wrote < 0) {
                if (errno == EAGAIN && wait_for(client, POLLOUT, deadline))
                    continue;
                if (errno != EINTR)
                    return errno == EAGAIN ? false : fail(client, "send: %s", strerror(errno));
                continue;
            }
        }
        sent += (size_t)wrote;
    }
    return true;
}

bool net_client_send(NetClient *client, json_t *message)
{
    char *text = json_dumps(message, JSON_COMPACT);
    json_decref(message);
    if (!text)
        return fail(client, "cannot write the message");
    size_t length = strlen(text);
    text[length] = '\n'; /* the string's NUL becomes its newline */
    bool sent = net_client_send_raw(client, text, length + 1);
    free(text);
    return sent;
}

/* Reads what has come, waiting until the deadline for something. */
static bool fill(NetClient *client, int64_t deadline)
{
    if (client->start > 0) {
        memmove(client->buffer, client->buffer + client->start, client->length - client->start);
        client->length -= client->start;
        client->start = 0;
    }
    if (client->capacity - client->length < 4096) {
        size_t capacity = client->capacity ? client->capacity * 2 : 16384;
        if (capacity > CLIENT_LINE_MAX + 16384) {
            snprintf(client->broken, sizeof client->broken, "a line longer than %d bytes", CLIENT_LINE_MAX);
            return fail(client, "the server sent a line longer than %d bytes", CLIENT_LINE_MAX);
        }
        char *grown = realloc(client->buffer, capacity);
        if (!grown)
            return fail(client, "out of memory");
        client->buffer = grown;
        client->capacity = capacity;
    }
    for (;;) {
        ssize_t got;
        if (client->tls) {
            int result = SSL_read(client->tls, client->buffer + client->length,
                                  (int)(client->capacity - client->length));
            if (result <= 0) {
                int error = SSL_get_error(client->tls, result);
                if (error == SSL_ERROR_ZERO_RETURN)
                    return fail(client, "the server closed the connection");
                if (!tls_wait(client, result, deadline))
                    return client->error[0] ? false : tls_failed(client, "read");
                continue;
            }
            got = result;
        } else {
            got = recv(client->fd, client->buffer + client->length, client->capacity - client->length, 0);
            if (got == 0)
                return fail(client, "the server closed the connection");
            if (got < 0) {
                if (errno == EAGAIN) {
                    if (!wait_for(client, POLLIN, deadline))
                        return false;
                } else if (errno != EINTR) {
                    return fail(client, "recv: %s", strerror(errno));
                }
                continue;
            }
        }
        client->length += (size_t)got;
        return true;
    }
}

bool net_client_timed_out(const NetClient *client)
{
    return client->fd >= 0 && strcmp(client->error, "timed out") == 0;
}

const char *net_message_type(const json_t *message)
{
    const char *type = json_string_value(json_object_get(message, "type"));
    return type ? type : "";
}

static bool hex_member(const json_t *message, const char *key, uint8_t *out, size_t n)
{
    const json_t *value = json_object_get(message, key);
    return json_is_string(value) && net_hex_read(json_string_value(value), json_string_length(value), out, n);
}

/* The cards a view shows played: the trick on the table and the tricks
 * finished, a seat's view or a watcher's alike. */
static CardSet cards_of(const json_t *array)
{
    CardSet cards = CARDSET_EMPTY;
    for (size_t i = 0; i < json_array_size(array); i++) {
        Card card = net_card_read(json_array_get(array, i));
        if (card_is_valid(card))
            cards |= cardset_of(card);
    }
    return cards;
}

static CardSet played_in(const json_t *view)
{
    CardSet played = cards_of(json_object_get(view, "trick"));
    const json_t *history = json_object_get(view, "history");
    for (size_t t = 0; t < json_array_size(history); t++)
        played |= cards_of(json_object_get(json_array_get(history, t), "cards"));
    return played;
}

/* Keeps what the reveal of each hand is checked against: its commitment,
 * the cards this seat was dealt while none has left its hand yet, and every
 * card seen in its hand or played. */
static void note_table(NetClient *client, json_t *message)
{
    json_decref(client->table);
    client->table = json_incref(message);
    const json_t *seq = json_object_get(message, "seq");
    if (json_is_integer(seq))
        client->seq = json_integer_value(seq);
    /* A new game at the table counts its hands from 1 again: what was
     * kept of the last game's hands is of no use to the next's. */
    const json_t *game = json_object_get(message, "game");
    if (json_is_integer(game) && json_integer_value(game) > client->game && json_integer_value(game) <= INT32_MAX) {
        if (client->game > 0)
            client->seen_hand = client->commitment_hand = client->dealt_hand = 0;
        client->game = (int)json_integer_value(game);
    }
    const json_t *names = json_object_get(message, "names");
    for (size_t i = 0; i < json_array_size(names); i++)
        if (json_string_length(json_array_get(names, i)) > NET_NAME_MAX)
            snprintf(client->broken, sizeof client->broken, "a name longer than %d bytes", NET_NAME_MAX);
    const json_t *view = json_object_get(message, "view");
    const json_t *hand_number = json_object_get(view, "hand_number");
    int hand = json_is_integer(hand_number) ? (int)json_integer_value(hand_number) : 0;
    if (hand > client->seen_hand) {
        /* The commitment must come with the first message that shows the
         * hand: one that comes after its cards were seen could have been
         * chosen to fit them, and leaves the hand to fail its check. */
        client->seen_hand = hand;
        client->held = client->played = CARDSET_EMPTY;
        if (hex_member(message, "commitment", client->commitment, NET_HASH_BYTES))
            client->commitment_hand = hand;
    }
    if (hand != client->seen_hand)
        return;
    client->played |= played_in(view);
    net_options_read(json_object_get(view, "options"), &client->options);
    /* The target is told beside the other options, not among them. */
    const json_t *target = json_object_get(view, "target");
    if (json_is_integer(target) && json_integer_value(target) >= TARGET_MIN && json_integer_value(target) <= TARGET_MAX)
        client->options.target = (uint8_t)json_integer_value(target);
    if (!client->seated)
        return;
    char error[128];
    client->has_view = net_view_read(view, &client->view, error, sizeof error);
    const SeatView *v = &client->view;
    if (!client->has_view) {
        snprintf(client->broken, sizeof client->broken, "a table no game can be in: %s", error);
        return;
    }
    client->held |= v->hand;
    if (hand > client->dealt_hand && v->exchanged[v->seat] == 0 && v->trick_size == 0 && v->history_count == 0 &&
        (v->phase == PHASE_PROPOSE || v->phase == PHASE_RESPOND || v->phase == PHASE_PLAY)) {
        client->dealt_hand = hand;
        client->dealt = v->hand;
        client->turnup = v->turnup;
    }
}

/* The actions of a reveal; false if one cannot be read. */
static bool read_steps(const json_t *actions, NetStep *steps, int *count)
{
    if (!json_is_array(actions) || json_array_size(actions) > NET_HAND_ACTIONS_MAX)
        return false;
    *count = (int)json_array_size(actions);
    for (int i = 0; i < *count; i++) {
        const json_t *entry = json_array_get(actions, (size_t)i), *seat = json_object_get(entry, "seat");
        const json_t *text = json_object_get(entry, "action");
        size_t at, length;
        if (!json_is_integer(seat) || json_integer_value(seat) < 0 || json_integer_value(seat) >= SEAT_COUNT ||
            !json_is_string(text) ||
            action_parse(json_string_value(text), json_string_length(text), &steps[i].action, &at, &length) !=
                ACTION_PARSE_OK)
            return false;
        steps[i].seat = (uint8_t)json_integer_value(seat);
    }
    return true;
}

static void note_reveal(NetClient *client, const json_t *message)
{
    const json_t *hand = json_object_get(message, "hand"), *deck_json = json_object_get(message, "deck");
    const json_t *dealer = json_object_get(message, "dealer");
    uint8_t seed[NET_SEED_BYTES];
    Card deck[CARD_COUNT];
    bool readable = json_is_integer(hand) && json_is_integer(dealer) && json_integer_value(dealer) >= 0 &&
                    json_integer_value(dealer) < SEAT_COUNT && hex_member(message, "seed", seed, sizeof seed) &&
                    json_is_array(deck_json) && json_array_size(deck_json) == CARD_COUNT;
    for (int i = 0; readable && i < CARD_COUNT; i++)
        readable = (deck[i] = net_card_read(json_array_get(deck_json, (size_t)i))) != CARD_NONE;
    NetFairness fairness = NET_FAIR_DECK;
    if (readable && json_integer_value(hand) == client->commitment_hand) {
        bool dealt_known = client->seated && client->dealt_hand == client->commitment_hand;
        fairness = net_deal_check(seed, client->commitment, deck, (uint8_t)json_integer_value(dealer),
                                  dealt_known ? client->seat : SEAT_NONE, client->dealt, client->turnup);
        NetStep steps[NET_HAND_ACTIONS_MAX];
        int count = 0;
        if (fairness == NET_FAIR_OK && !read_steps(json_object_get(message, "actions"), steps, &count))
            fairness = NET_FAIR_PLAY;
        /* What was seen belongs to the hand revealed only while no later
         * hand has been shown. */
        bool seen = client->seen_hand == client->commitment_hand;
        if (fairness == NET_FAIR_OK)
            fairness = net_deal_replay(&client->options, deck, (uint8_t)json_integer_value(dealer), steps, count,
                                       client->seated ? client->seat : SEAT_NONE, seen ? client->held : CARDSET_EMPTY,
                                       seen ? client->played : CARDSET_EMPTY);
    } else if (readable) {
        fairness = NET_FAIR_COMMITMENT; /* a hand revealed that was never committed to in time */
    }
    client->hands_checked++;
    if (fairness != NET_FAIR_OK && client->fairness == NET_FAIR_OK)
        client->fairness = fairness;
}

static void note_seated(NetClient *client, const json_t *message)
{
    const json_t *seat = json_object_get(message, "seat");
    const char *code = json_string_value(json_object_get(message, "code"));
    const char *token = json_string_value(json_object_get(message, "token"));
    if (code)
        snprintf(client->code, sizeof client->code, "%s", code);
    if (strcmp(net_message_type(message), "watching") == 0) {
        client->watching = true;
        return;
    }
    if (json_is_integer(seat) && json_integer_value(seat) >= 0 && json_integer_value(seat) < SEAT_COUNT) {
        client->seated = true;
        client->seat = (uint8_t)json_integer_value(seat);
    }
    if (token)
        snprintf(client->token, sizeof client->token, "%s", token);
}

json_t *net_client_receive(NetClient *client, int timeout_ms)
{
    int64_t deadline = now_ms() + timeout_ms;
    client->error[0] = '\0';
    for (;;) {
        char *begin = client->buffer + client->start;
        char *newline = client->buffer ? memchr(begin, '\n', client->length - client->start) : NULL;
        if (newline) {
            size_t length = (size_t)(newline - begin);
            client->start += length + 1;
            if (client->on_line)
                client->on_line(client->on_line_context, begin, length);
            json_error_t error;
            json_t *message = json_loadb(begin, length, 0, &error);
            if (!json_is_object(message)) {
                json_decref(message);
                snprintf(client->broken, sizeof client->broken, "a line that is not a JSON object");
                fail(client, "the server sent a line that is not a JSON object");
                return NULL;
            }
            const char *type = net_message_type(message);
            if (strcmp(type, "table") == 0)
                note_table(client, message);
            else if (strcmp(type, "reveal") == 0)
                note_reveal(client, message);
            else if (strcmp(type, "seated") == 0 || strcmp(type, "watching") == 0)
                note_seated(client, message);
            return message;
        }
        if (client->fd < 0 || !fill(client, deadline))
            return NULL;
    }
}

json_t *net_client_expect(NetClient *client, const char *type, int timeout_ms)
{
    int64_t deadline = now_ms() + timeout_ms;
    for (int skipped = 0; skipped < 1000; skipped++) {
        int64_t left = deadline - now_ms();
        json_t *message = net_client_receive(client, left > 0 ? (int)left : 0);
        if (!message)
            return NULL;
        const char *got = net_message_type(message);
        if (strcmp(got, type) == 0)
            return message;
        if (strcmp(got, "error") == 0) {
            const char *reason = json_string_value(json_object_get(message, "reason"));
            const char *text = json_string_value(json_object_get(message, "message"));
            fail(client, "%s: %s", reason ? reason : "?", text ? text : "?");
            json_decref(message);
            return NULL;
        }
        json_decref(message);
    }
    fail(client, "no '%s' came", type);
    return NULL;
}

static bool request(NetClient *client, json_t *message, const char *answer, int timeout_ms)
{
    if (!net_client_send(client, message))
        return false;
    json_t *reply = net_client_expect(client, answer, timeout_ms);
    json_decref(reply);
    return reply != NULL;
}

bool net_client_hello(NetClient *client, const char *name, int timeout_ms)
{
    if (!net_client_send(client, json_pack("{s:s,s:i,s:s}", "type", "hello", "protocol", 1, "name", name ? name : "")))
        return false;
    json_t *welcome = net_client_expect(client, "welcome", timeout_ms);
    if (!welcome)
        return false;
    /* How long an opponent must be gone before the game may be claimed:
     * the server's to say, and a number of seconds it could not mean is
     * not believed. */
    json_t *claim = json_object_get(json_object_get(welcome, "limits"), "claim_after");
    client->claim_after_ms = json_is_integer(claim) && json_integer_value(claim) >= 0 &&
                                     json_integer_value(claim) <= 86400 * 365
                                 ? (int64_t)json_integer_value(claim) * 1000
                                 : -1;
    json_decref(welcome);
    return true;
}

bool net_client_create(NetClient *client, const GameOptions *options, int timeout_ms)
{
    json_t *message = json_pack("{s:s,s:i,s:b,s:s,s:b}", "type", "create", "target", options->target, "must_trump",
                                options->must_trump_when_void, "penalty", options_penalty_name(options->penalty),
                                "dealer_must_exchange", options->dealer_must_exchange);
    return request(client, message, "seated", timeout_ms);
}

bool net_client_join(NetClient *client, const char *code, int timeout_ms)
{
    return request(client, json_pack("{s:s,s:s}", "type", "join", "code", code), "seated", timeout_ms);
}

bool net_client_watch(NetClient *client, const char *code, int timeout_ms)
{
    return request(client, json_pack("{s:s,s:s}", "type", "watch", "code", code), "watching", timeout_ms);
}

bool net_client_resume(NetClient *client, const char *token, int timeout_ms)
{
    /* The answer does not repeat the token: keep it for the next time. */
    snprintf(client->token, sizeof client->token, "%s", token);
    return request(client, json_pack("{s:s,s:s}", "type", "resume", "token", token), "seated", timeout_ms);
}

bool net_client_act(NetClient *client, const char *action, int timeout_ms)
{
    return request(client, json_pack("{s:s,s:s}", "type", "act", "action", action), "ok", timeout_ms);
}
