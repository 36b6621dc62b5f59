#define _GNU_SOURCE
/* Bad clients: garbage, lines too long, lines that never end, floods,
 * silence, too many connections from one address.  Each is answered with
 * an error or let go, a game at another table goes on, and a good client is
 * answered at once afterwards. */
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <setjmp.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cmocka.h>

#include "server_support.h"

/* Sends a line and expects an error with this reason (and this id). */
static void expect_error(NetClient *client, const char *line, const char *reason, int id)
{
    assert_true(net_client_send_raw(client, line, strlen(line)));
    json_t *answer = net_client_receive(client, WAIT_MS);
    if (!answer)
        fail_msg("no answer to %s: %s", line, client->error);
    if (strcmp(net_message_type(answer), "error") != 0 ||
        strcmp(json_string_value(json_object_get(answer, "reason")), reason) != 0)
        fail_msg("%s was answered %s, not an error '%s'", line, json_dumps(answer, 0), reason);
    const json_t *echoed = json_object_get(answer, "id");
    if (id >= 0)
        assert_int_equal(json_integer_value(echoed), id);
    else
        assert_null(echoed);
    assert_true(strlen(json_string_value(json_object_get(answer, "message"))) > 0);
    json_decref(answer);
}

/* Reads until the server lets the client go; true if it said why first. */
static bool let_go(NetClient *client, const char *reason)
{
    bool said = false;
    for (int i = 0; i < 10000; i++) {
        json_t *message = net_client_receive(client, WAIT_MS);
        if (!message)
            return said && strstr(client->error, "closed") != NULL;
        if (strcmp(net_message_type(message), "error") == 0 &&
            strcmp(json_string_value(json_object_get(message, "reason")), reason) == 0)
            said = true;
        json_decref(message);
    }
    return false;
}

static void test_bad_clients_harm_nobody(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    /* The garbage below is sent before its hello, on a machine that may be
     * slow and busy: it must not be let go for silence meanwhile. */
    server.config.hello_ms = 600000;
    /* The codes near the game's below are more misses than one address
     * is answered at once. */
    server.config.guesses_at_once = server.config.guesses;
    test_server_start(&server);

    /* A game in progress at another table. */
    NetClient a, b;
    GameOptions options = options_preset(PRESET_STANDARD);
    table_open(server.address, &options, &a, &b);
    NetClient *seats[2] = {&a, &b};
    Rng rng = rng_seeded(4);
    assert_true(play_move(seats, NULL, 0, &rng, NULL, NULL, NULL, 0));

    /* Garbage of every kind gets an error, and the connection stays. */
    NetClient garbage;
    assert_true(net_client_connect(&garbage, server.address, NULL, WAIT_MS));
    expect_error(&garbage, "\x01\x02garbage\xff\n", "bad_json", -1);
    expect_error(&garbage, "{}\n", "bad_request", -1);
    /* Bytes that are no UTF-8, inside a string and out of one. */
    expect_error(&garbage, "{\"type\":\"\xc3\x28\"}\n", "bad_json", -1);
    expect_error(&garbage, "\xe9t\xe9\n", "bad_json", -1);
    /* JSON, but no object: no request. */
    expect_error(&garbage, "[1,2]\n", "bad_request", -1);
    expect_error(&garbage, "42\n", "bad_request", -1);
    expect_error(&garbage, "null\n", "bad_request", -1);
    expect_error(&garbage, "\"ping\"\n", "bad_request", -1);
    /* An id out of range, even out of the reader's, is said to be. */
    expect_error(&garbage, "{\"type\":\"ping\",\"id\":99999999999999999999}\n", "bad_request", -1);
    expect_error(&garbage, "{\"type\":\"ping\",\"id\":9007199254740993}\n", "bad_request", -1);
    expect_error(&garbage, "{\"type\":\"ping\\u0000\"}\n", "bad_request", -1);
    expect_error(&garbage, "{\"type\":\"act\",\"action\":\"play KH\",\"id\":3}\n", "no_hello", 3);
    expect_error(&garbage, "{\"type\":\"hello\",\"protocol\":99}\n", "version", -1);
    expect_error(&garbage, "{\"type\":\"hello\",\"protocol\":1,\"name\":\"\\u0007\"}\n", "bad_request", -1);
    expect_error(&garbage, "{\"type\":\"hello\",\"protocol\":1,\"id\":-4}\n", "bad_request", -1);
    assert_true(net_client_hello(&garbage, "g", WAIT_MS));
    expect_error(&garbage, "{\"type\":\"hello\",\"protocol\":1}\n", "bad_request", -1);
    expect_error(&garbage, "{\"type\":\"fly\"}\n", "unknown_type", -1);
    expect_error(&garbage, "{\"type\":\"act\",\"action\":\"play ZZ\",\"id\":6}\n", "bad_action", 6);
    expect_error(&garbage, "{\"type\":\"act\",\"action\":\"play KH\"}\n", "not_seated", -1);
    expect_error(&garbage, "{\"type\":\"join\",\"code\":\"00\"}\n", "bad_code", -1);
    expect_error(&garbage, "{\"type\":\"join\",\"code\":\"aaaa-aaaa\"}\n", "no_table", -1);
    /* A code one character away from the game's leads nowhere, whichever
     * character it is. */
    for (int place = 0; place < NET_CODE_CHARS + 1; place++) {
        if (place == NET_CODE_CHARS / 2)
            continue;
        char near[NET_CODE_TEXT], line[64];
        strcpy(near, a.code);
        near[place] = near[place] == 'A' ? 'C' : 'A';
        snprintf(line, sizeof line, "{\"type\":\"watch\",\"code\":\"%s\"}\n", near);
        expect_error(&garbage, line, "no_table", -1);
    }
    expect_error(&garbage, "{\"type\":\"resume\",\"token\":\"xyz\"}\n", "bad_token", -1);
    expect_error(&garbage, "{\"type\":\"create\",\"target\":100}\n", "bad_request", -1);
    expect_error(&garbage, "{\"type\":\"ping\",\"type\":\"ping\"}\n", "bad_json", -1);
    char nested[4002];
    memset(nested, '[', 2000);
    memset(nested + 2000, ']', 2000);
    nested[4000] = '\n';
    nested[4001] = '\0';
    expect_error(&garbage, nested, "bad_request", -1);

    /* An illegal move at the game's table is refused, and changes nothing. */
    NetClient *to_act = client_legal_count(&a) ? &a : &b;
    char illegal[ACTION_TEXT_MAX];
    action_format(action_play(cardset_lowest(~to_act->view.hand)), illegal);
    int64_t seq = to_act->seq;
    assert_false(net_client_act(to_act, illegal, WAIT_MS));
    assert_non_null(strstr(to_act->error, "illegal: "));
    assert_true(net_client_send(to_act, json_pack("{s:s}", "type", "ping")));
    json_decref(net_client_expect(to_act, "pong", WAIT_MS));
    assert_int_equal(to_act->seq, seq);

    /* A line over the limit is refused whole; the next line is read. */
    static char long_line[10002];
    memset(long_line, 'a', 10000);
    long_line[10000] = '\n';
    expect_error(&garbage, long_line, "line_too_long", -1);
    assert_true(net_client_send(&garbage, json_pack("{s:s,s:i}", "type", "ping", "id", 9)));
    json_t *pong = net_client_expect(&garbage, "pong", WAIT_MS);
    assert_non_null(pong);
    assert_int_equal(json_integer_value(json_object_get(pong, "id")), 9);
    json_decref(pong);

    /* A line that never ends is refused once, a flood is let go, and
     * silence is let be for now. */
    NetClient endless, flood, silent;
    assert_true(net_client_connect(&endless, server.address, NULL, WAIT_MS));
    static char endless_bytes[200000];
    memset(endless_bytes, 'x', sizeof endless_bytes);
    assert_true(net_client_send_raw(&endless, endless_bytes, sizeof endless_bytes));
    json_t *refused = net_client_expect(&endless, "error", WAIT_MS);
    assert_non_null(refused);
    assert_string_equal(json_string_value(json_object_get(refused, "reason")), "line_too_long");
    json_decref(refused);
    client_open(&flood, server.address);
    static char pings[2000 * 16];
    for (int i = 0; i < 2000; i++)
        memcpy(pings + 16 * i, "{\"type\":\"ping\"}\n", 16);
    net_client_send_raw(&flood, pings, sizeof pings);
    assert_true(net_client_connect(&silent, server.address, NULL, WAIT_MS));
    assert_true(let_go(&flood, "rate"));
    net_client_close(&flood);

    /* A good client is answered at once, and the game goes on, with the
     * silent and the endless still there (their time is up in the test
     * below). */
    NetClient good;
    client_open(&good, server.address);
    assert_true(net_client_watch(&good, a.code, WAIT_MS));
    assert_true(play_move(seats, NULL, 0, &rng, NULL, NULL, NULL, 0));
    assert_true(net_client_send(&a, json_pack("{s:s}", "type", "ping")));
    json_decref(net_client_expect(&a, "pong", WAIT_MS));
    net_client_close(&good);
    net_client_close(&garbage);
    net_client_close(&endless);
    net_client_close(&silent);
    net_client_close(&a);
    net_client_close(&b);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* Silence, before hello and after it, and a line that never ends, are let
 * go after their time; each on a server of its own, so that no client that
 * must be quick can be too slow on a busy machine. */
static void test_silent_clients_are_let_go(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.hello_ms = 1000;
    test_server_start(&server);
    NetClient before, endless;
    assert_true(net_client_connect(&before, server.address, NULL, WAIT_MS));
    assert_true(net_client_connect(&endless, server.address, NULL, WAIT_MS));
    static char endless_bytes[200000];
    memset(endless_bytes, 'x', sizeof endless_bytes);
    assert_true(net_client_send_raw(&endless, endless_bytes, sizeof endless_bytes));
    assert_true(let_go(&before, "timeout"));
    assert_true(let_go(&endless, "line_too_long"));
    net_client_close(&before);
    net_client_close(&endless);
    test_server_stop(&server);
    test_server_remove(&server);

    test_server_config(&server);
    server.config.idle_ms = 1000;
    test_server_start(&server);
    NetClient after;
    client_open(&after, server.address);
    assert_true(let_go(&after, "timeout"));
    net_client_close(&after);
    test_server_stop(&server);
    test_server_remove(&server);
}

static void test_connections_from_one_address_are_limited(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.per_address = 3;
    test_server_start(&server);
    NetClient clients[3], fourth;
    for (int i = 0; i < 3; i++)
        client_open(&clients[i], server.address);
    assert_true(net_client_connect(&fourth, server.address, NULL, WAIT_MS));
    assert_true(let_go(&fourth, "busy"));
    net_client_close(&fourth);
    net_client_close(&clients[0]);
    /* A place is free again once the server has seen one go. */
    bool answered = false;
    for (int tries = 0; tries < 50 && !answered; tries++) {
        assert_true(net_client_connect(&fourth, server.address, NULL, WAIT_MS));
        answered = net_client_hello(&fourth, "fourth", WAIT_MS);
        net_client_close(&fourth);
    }
    assert_true(answered);
    for (int i = 1; i < 3; i++)
        net_client_close(&clients[i]);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* Tables cost the server memory and disk for as long as they stand: one
 * address may have made only so many of those standing, and the server
 * holds only so many in all. */
static void test_tables_are_limited(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.tables_per_address = 2;
    server.config.abandon_after_ms = 1000;
    test_server_start(&server);
    GameOptions options = options_preset(PRESET_STANDARD);
    NetClient made[3], joiner;
    for (int i = 0; i < 2; i++) {
        client_open(&made[i], server.address);
        assert_true(net_client_create(&made[i], &options, WAIT_MS));
    }
    /* A third table from this address is refused, even with the first
     * joined by another connection ... */
    client_open(&joiner, server.address);
    assert_true(net_client_join(&joiner, made[0].code, WAIT_MS));
    client_open(&made[2], server.address);
    assert_false(net_client_create(&made[2], &options, WAIT_MS));
    assert_non_null(strstr(made[2].error, "too_many_tables: 2 tables made from your address"));
    /* ... until one of them is closed, nobody sitting at it. */
    net_client_close(&made[1]);
    bool created = false;
    for (int tries = 0; tries < 600 && !created; tries++) {
        created = net_client_create(&made[2], &options, WAIT_MS);
        if (!created) {
            assert_non_null(strstr(made[2].error, "too_many_tables"));
            usleep(100000); /* the server closes tables once a second */
        }
    }
    assert_true(created);
    net_client_close(&made[0]);
    net_client_close(&made[2]);
    net_client_close(&joiner);
    test_server_stop(&server);
    test_server_remove(&server);

    /* The server makes no table beyond its limit. */
    test_server_config(&server);
    server.config.max_tables = 2;
    test_server_start(&server);
    for (int i = 0; i < 3; i++) {
        client_open(&made[i], server.address);
        assert_int_equal(net_client_create(&made[i], &options, WAIT_MS), i < 2);
    }
    assert_non_null(strstr(made[2].error, "too_many_tables: the server holds as many tables"));
    for (int i = 0; i < 3; i++)
        net_client_close(&made[i]);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* Out of file descriptors, the server cannot take the next connection from
 * its queue, which would keep the listening socket ready for ever: it must
 * still take it, tell it it is busy, and close it. */
static void test_a_server_out_of_descriptors_says_busy(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient first;
    client_open(&first, server.address);
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    address.sin_port = htons((uint16_t)atoi(strrchr(server.address, ':') + 1));
    int late = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    assert_true(late >= 0);
    /* No descriptor is left for the process, the server's thread with it. */
    struct rlimit files;
    assert_int_equal(getrlimit(RLIMIT_NOFILE, &files), 0);
    int lowest = dup(0);
    assert_true(lowest >= 0);
    close(lowest);
    struct rlimit none = {(rlim_t)lowest, files.rlim_max};
    assert_int_equal(setrlimit(RLIMIT_NOFILE, &none), 0);
    bool connected = connect(late, (struct sockaddr *)&address, sizeof address) == 0;
    bool busy = false;
    char answer[512];
    size_t length = 0;
    for (int reads = 0; connected && reads < 100 && length < sizeof answer - 1; reads++) {
        struct pollfd pfd = {late, POLLIN, 0};
        if (poll(&pfd, 1, WAIT_MS) != 1)
            break;
        ssize_t got = recv(late, answer + length, sizeof answer - 1 - length, 0);
        if (got <= 0)
            break;
        length += (size_t)got;
    }
    answer[length] = '\0';
    busy = strstr(answer, "\"busy\"") != NULL;
    assert_int_equal(setrlimit(RLIMIT_NOFILE, &files), 0);
    close(late);
    assert_true(connected);
    assert_true(busy);
    /* With descriptors again, the server goes on. */
    assert_true(net_client_send(&first, json_pack("{s:s}", "type", "ping")));
    json_decref(net_client_expect(&first, "pong", WAIT_MS));
    NetClient second;
    client_open(&second, server.address);
    net_client_close(&second);
    net_client_close(&first);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* The server runs in this process: its end of a client's connection is
 * one of the process's sockets, the one whose peer is the client. */
static int server_end_of(int client_fd)
{
    struct sockaddr_in client, peer;
    socklen_t size = sizeof client;
    assert_int_equal(getsockname(client_fd, (struct sockaddr *)&client, &size), 0);
    for (int fd = 0; fd < 4096; fd++) {
        size = sizeof peer;
        if (fd != client_fd && getpeername(fd, (struct sockaddr *)&peer, &size) == 0 && peer.sin_family == AF_INET &&
            peer.sin_port == client.sin_port)
            return fd;
    }
    return -1;
}

/* A watcher that reads nothing of what it is sent: once more than the
 * limit waits for it, it is let go, and the game goes on to its end.  The
 * server's end of its socket is given a small send buffer, so that what
 * it does not read waits in the server's queue after a few messages, not
 * after megabytes in the kernel's. */
static void test_a_reader_that_does_not_read_is_let_go(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.out_limit = 16 * 1024;
    server.config.rate = server.config.burst = 100000; /* the players move as fast as they can */
    test_server_start(&server);
    NetClient a, b, deaf;
    GameOptions options = options_preset(PRESET_STANDARD);
    table_open(server.address, &options, &a, &b);
    memset(&deaf, 0, sizeof deaf);
    deaf.seat = SEAT_NONE;
    deaf.fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    int small = 4096;
    assert_int_equal(setsockopt(deaf.fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof small), 0);
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    address.sin_port = htons((uint16_t)atoi(strrchr(server.address, ':') + 1));
    assert_int_equal(connect(deaf.fd, (struct sockaddr *)&address, sizeof address), 0);
    assert_true(net_client_hello(&deaf, "deaf", WAIT_MS));
    assert_true(net_client_watch(&deaf, a.code, WAIT_MS));
    int server_end = server_end_of(deaf.fd);
    assert_true(server_end >= 0);
    assert_int_equal(setsockopt(server_end, SOL_SOCKET, SO_SNDBUF, &small, sizeof small), 0);
    NetClient *seats[2] = {&a, &b};
    Rng rng = rng_seeded(6);
    for (int moves = 0; moves < 5000 && !client_over(&a); moves++)
        assert_true(play_move(seats, NULL, 0, &rng, NULL, NULL, NULL, 0));
    assert_true(client_over(&a) && client_over(&b));
    /* Let go within the time a closing connection is given (5 s). */
    for (int waits = 0; waits < 600 && server_end_of(deaf.fd) == server_end; waits++)
        usleep(100000);
    assert_int_not_equal(server_end_of(deaf.fd), server_end);
    assert_int_equal(server_connection_count(server.server), 2);
    net_client_close(&deaf);
    net_client_close(&a);
    net_client_close(&b);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* The same over IPv6's loopback, where one /64 counts as one address. */
static void test_ipv6_loopback(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.listen = "[::1]:0";
    server.config.per_address = 2;
    test_server_start(&server);
    assert_int_equal(strncmp(server.address, "[::1]:", 6), 0);
    NetClient a, b, c;
    client_open(&a, server.address);
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(net_client_create(&a, &options, WAIT_MS));
    client_open(&b, server.address);
    assert_true(net_client_join(&b, a.code, WAIT_MS));
    client_sync(&a, 1);
    assert_true(net_client_connect(&c, server.address, NULL, WAIT_MS));
    assert_true(let_go(&c, "busy"));
    net_client_close(&c);
    net_client_close(&a);
    net_client_close(&b);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* The clock of the guessing test's server: time passes when the test says. */
static _Atomic int64_t guess_clock_ms;

static int64_t guess_clock(void *context)
{
    (void)context;
    return atomic_load(&guess_clock_ms);
}

/* A client connected from another loopback address (127.0.0.N), welcomed. */
static void client_open_from(NetClient *client, const char *address, const char *source)
{
    struct sockaddr_in local = {.sin_family = AF_INET}, remote = {.sin_family = AF_INET};
    assert_int_equal(inet_pton(AF_INET, source, &local.sin_addr), 1);
    assert_int_equal(inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr), 1);
    assert_int_equal(strncmp(address, "127.0.0.1:", 10), 0);
    remote.sin_port = htons((uint16_t)atoi(address + 10));
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    assert_true(fd >= 0);
    assert_int_equal(bind(fd, (struct sockaddr *)&local, sizeof local), 0);
    assert_int_equal(connect(fd, (struct sockaddr *)&remote, sizeof remote), 0);
    assert_int_equal(fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK), 0);
    memset(client, 0, sizeof *client);
    client->fd = fd;
    client->seat = SEAT_NONE;
    assert_true(net_client_hello(client, source, WAIT_MS));
}

/* Asks to join or watch a code: the answer's type, or an error's reason,
 * with the seconds an error says to wait before trying again (else 0). */
static const char *look_up(NetClient *client, const char *type, const char *code, int64_t *wait_s)
{
    static char answer[64];
    char line[96];
    snprintf(line, sizeof line, "{\"type\":\"%s\",\"code\":\"%s\"}\n", type, code);
    assert_true(net_client_send_raw(client, line, strlen(line)));
    json_t *message = net_client_receive(client, WAIT_MS);
    if (!message)
        fail_msg("no answer to %s: %s", line, client->error);
    const char *reason = json_string_value(json_object_get(message, "reason"));
    snprintf(answer, sizeof answer, "%s", reason ? reason : net_message_type(message));
    *wait_s = 0;
    const char *text = json_string_value(json_object_get(message, "message"));
    const char *again = text ? strstr(text, "try again in ") : NULL;
    if (again) {
        char unit[8] = "";
        long long number = 0;
        assert_int_equal(sscanf(again, "try again in %lld %7s", &number, unit), 2);
        *wait_s = strcmp(unit, "min") == 0 ? number * 60 : number;
        assert_true(*wait_s > 0);
    }
    json_decref(message);
    return answer;
}

/* A wrong code, a different one each time: `i` written in the code's
 * alphabet, which no code the server makes from this test's random bytes
 * is. */
static const char *wrong_code(int i)
{
    static const char alphabet[] = "ACDEFHJKMNPRTWXY3479";
    static char code[NET_CODE_TEXT];
    snprintf(code, sizeof code, "WWWW-%c%c%c%c", alphabet[i / 8000 % 20], alphabet[i / 400 % 20], alphabet[i / 20 % 20],
             alphabet[i % 20]);
    return code;
}

/* Codes that name no table, from one address over all its connections,
 * are answered at once only a few at a time, then only after a wait that
 * doubles, then not before one is forgotten: an address guesses at most
 * 20 codes and then 20 an hour.  Nobody else is held up meanwhile, a
 * player who mistypes a code twice is not, and all is forgotten in an
 * hour. */
static void test_guessing_codes_is_slowed_then_refused(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.random = (TestRandom){.key = 7};
    server.config.random = test_random;
    server.config.random_context = &server.random;
    atomic_store(&guess_clock_ms, 1000000);
    server.config.clock = guess_clock;
    server.config.hello_ms = server.config.idle_ms = 86400000; /* the hours the clock is moved on */
    test_server_start(&server);
    const char *address = server.address;
    int64_t wait;

    NetClient maker, player;
    client_open(&maker, address);
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(net_client_create(&maker, &options, WAIT_MS));
    for (int i = 0; i < 100; i++)
        assert_string_not_equal(wrong_code(i), maker.code);
    /* Two typos, then the right code. */
    client_open_from(&player, address, "127.0.0.3");
    assert_string_equal(look_up(&player, "join", wrong_code(0), &wait), "no_table");
    assert_string_equal(look_up(&player, "join", wrong_code(1), &wait), "no_table");
    assert_string_equal(look_up(&player, "join", maker.code, &wait), "seated");

    /* A guesser's first five misses are answered at once, a sixth code
     * only a second after the fifth, and a right one is no exception, on
     * any connection from the address. */
    NetClient guesser, again, watcher;
    client_open_from(&guesser, address, "127.0.0.2");
    int guess = 100, looked_up = 0;
    for (; looked_up < 5; looked_up++)
        assert_string_equal(look_up(&guesser, "watch", wrong_code(guess++), &wait), "no_table");
    assert_string_equal(look_up(&guesser, "watch", wrong_code(guess), &wait), "too_many_guesses");
    assert_int_equal(wait, 1);
    assert_string_equal(look_up(&guesser, "watch", maker.code, &wait), "too_many_guesses");
    client_open_from(&again, address, "127.0.0.2");
    assert_string_equal(look_up(&again, "join", maker.code, &wait), "too_many_guesses");
    net_client_close(&again);
    /* Another address is served. */
    client_open_from(&watcher, address, "127.0.0.4");
    assert_string_equal(look_up(&watcher, "watch", maker.code, &wait), "watching");

    /* Waiting as told, the guesser is answered, each time after a wait
     * twice as long as the one before, up to a minute; once 20 misses are
     * counted, not before one is forgotten, 180 s after the one before:
     * 20 codes, then 20 an hour. */
    static const int64_t pauses[] = {1, 2, 4, 8, 16, 32, 60, 60};
    int refusals = 1, longer = 0;
    int64_t start = atomic_fetch_add(&guess_clock_ms, 1000);
    for (int steps = 0; steps < 400; steps++) {
        const char *answer = look_up(&guesser, "watch", wrong_code(guess), &wait);
        if (strcmp(answer, "no_table") == 0) {
            looked_up++;
            guess++;
            continue;
        }
        assert_string_equal(answer, "too_many_guesses");
        if (refusals < 8)
            assert_int_equal(wait, pauses[refusals]);
        assert_true(wait >= 1 && wait <= 180);
        if (wait > 60) {
            assert_true(looked_up >= 20);
            longer++;
        }
        refusals++;
        atomic_fetch_add(&guess_clock_ms, wait * 1000);
    }
    int64_t elapsed_s = (atomic_load(&guess_clock_ms) - start) / 1000;
    assert_true(elapsed_s >= 2 * 3600 && longer > 0);
    assert_true(looked_up <= 20 + elapsed_s / 180 + 1);
    assert_true(looked_up >= elapsed_s / 180);
    /* Right after a miss, the right code waits too. */
    for (int tries = 0; tries < 2 && strcmp(look_up(&guesser, "watch", wrong_code(guess), &wait), "no_table"); tries++)
        atomic_fetch_add(&guess_clock_ms, wait * 1000);
    assert_string_equal(look_up(&guesser, "watch", maker.code, &wait), "too_many_guesses");
    assert_true(wait > 60);

    /* An hour later all is forgotten: five codes at once again. */
    atomic_fetch_add(&guess_clock_ms, 3600 * 1000);
    for (int i = 0; i < 5; i++)
        assert_string_equal(look_up(&guesser, "watch", wrong_code(guess++), &wait), "no_table");
    net_client_close(&guesser);
    net_client_close(&watcher);
    net_client_close(&player);
    net_client_close(&maker);
    test_server_stop(&server);
    test_server_remove(&server);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_clients_harm_nobody),
        cmocka_unit_test(test_silent_clients_are_let_go),
        cmocka_unit_test(test_connections_from_one_address_are_limited),
        cmocka_unit_test(test_tables_are_limited),
        cmocka_unit_test(test_guessing_codes_is_slowed_then_refused),
        cmocka_unit_test(test_a_server_out_of_descriptors_says_busy),
        cmocka_unit_test(test_a_reader_that_does_not_read_is_let_go),
        cmocka_unit_test(test_ipv6_loopback),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
