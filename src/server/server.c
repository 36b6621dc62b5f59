#define _GNU_SOURCE
#include "server.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "ecarte/net_address.h"
#include "ecarte/net_random.h"

#ifndef ECARTE_VERSION
#define ECARTE_VERSION "unknown"
#endif

enum {
    EVENTS_MAX = 512,
    READ_CHUNK = 16384 /* a TLS record's most text */,
    READS_PER_EVENT = 4,
    TICK_MS = 1000,
    CLOSING_MS = 5000
};

struct Server {
    ServerConfig config;
    TableHost host;
    int listen_fd, epoll_fd, wake_fd;
    int spare_fd; /* kept to be closed when the descriptors run out (accept_all) */
    bool said_out_of_files;
    SSL_CTX *tls;
    char address[96];
    Conn **conns; /* by file descriptor */
    size_t conns_size, conn_count, max_fd;
    Index per_address; /* connections open from each address */
    int64_t next_tick_ms;
    bool stopping;
};

void server_config_defaults(ServerConfig *config)
{
    memset(config, 0, sizeof *config);
    config->listen = "127.0.0.1:7447";
    config->state_dir = ".";
    config->line_max = 4096;
    config->rate = 20;
    config->burst = 60;
    config->hello_ms = 10000;
    config->idle_ms = 300000;
    config->per_address = 16;
    config->max_connections = 100000;
    config->max_tables = 100000;
    config->tables_per_address = 16;
    config->guesses = 20;
    config->guesses_at_once = 5;
    config->guess_forget_ms = 180 * 1000;
    config->claim_after_ms = 300000;
    config->abandon_after_ms = 7 * 24 * 3600 * 1000LL;
    config->finished_after_ms = 600 * 1000;
    config->unjoined_after_ms = 3600 * 1000;
    config->say_burst = 3;
    config->say_window_ms = 10000;
    config->out_limit = 1 << 20;
    config->out_budget = (size_t)256 << 20;
    config->sync_full = true;
}

static int64_t system_clock(void *context)
{
    (void)context;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static int64_t now_ms(const Server *server) { return server->config.clock(server->config.clock_context); }

static int64_t system_wall_clock(void *context)
{
    (void)context;
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* The turn's two clocks: the monotonic one for what is counted within the
 * server's life (silences, rates, claims), the wall clock for what is
 * stored and counted across restarts (a table's abandonment). */
static void read_clocks(Server *server)
{
    server->host.now_ms = now_ms(server);
    server->host.wall_ms = server->config.wall_clock(server->config.wall_clock_context);
}

static bool kernel_random(void *context, uint8_t *out, size_t size)
{
    (void)context;
    return net_random_bytes(out, size);
}

static void say(Server *server, const char *format, ...) __attribute__((format(printf, 2, 3)));
static void say(Server *server, const char *format, ...)
{
    if (!server->config.log)
        return;
    va_list args;
    va_start(args, format);
    fputs("ecarte-server: ", server->config.log);
    vfprintf(server->config.log, format, args);
    fputc('\n', server->config.log);
    fflush(server->config.log);
    va_end(args);
}

/* ---- listening ---- */

static bool start_listening(Server *server, char *error, size_t error_size)
{
    char host[256], port[16];
    if (!net_address_split(server->config.listen, host, sizeof host, port, sizeof port)) {
        snprintf(error, error_size, "'%s' is not ADDRESS:PORT", server->config.listen);
        return false;
    }
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM, .ai_flags = AI_PASSIVE}, *found;
    int status = getaddrinfo(host, port, &hints, &found);
    if (status != 0) {
        snprintf(error, error_size, "cannot listen on %s: %s", server->config.listen, gai_strerror(status));
        return false;
    }
    int fd = socket(found->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    int one = 1;
    if (fd >= 0)
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (fd < 0 || bind(fd, found->ai_addr, found->ai_addrlen) != 0 || listen(fd, 4096) != 0) {
        snprintf(error, error_size, "cannot listen on %s: %s", server->config.listen, strerror(errno));
        if (fd >= 0)
            close(fd);
        freeaddrinfo(found);
        return false;
    }
    freeaddrinfo(found);
    server->listen_fd = fd;
    struct sockaddr_storage bound;
    socklen_t size = sizeof bound;
    getsockname(fd, (struct sockaddr *)&bound, &size);
    char name[INET6_ADDRSTRLEN + 1], service[16];
    getnameinfo((struct sockaddr *)&bound, size, name, sizeof name, service, sizeof service,
                NI_NUMERICHOST | NI_NUMERICSERV);
    snprintf(server->address, sizeof server->address, bound.ss_family == AF_INET6 ? "[%s]:%s" : "%s:%s", name, service);
    return true;
}

static bool start_tls(Server *server, char *error, size_t error_size)
{
    const ServerConfig *config = &server->config;
    if (!config->tls_cert && !config->tls_key)
        return true;
    if (!config->tls_cert || !config->tls_key) {
        snprintf(error, error_size, "TLS needs both a certificate and a key");
        return false;
    }
    SSL_CTX *context = SSL_CTX_new(TLS_server_method());
    server->tls = context;
    if (!context || SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION) != 1 ||
        SSL_CTX_use_certificate_chain_file(context, config->tls_cert) != 1 ||
        SSL_CTX_use_PrivateKey_file(context, config->tls_key, SSL_FILETYPE_PEM) != 1 ||
        SSL_CTX_check_private_key(context) != 1) {
        char detail[200] = "?";
        ERR_error_string_n(ERR_get_error(), detail, sizeof detail);
        snprintf(error, error_size, "cannot use the certificate %s and key %s: %s", config->tls_cert, config->tls_key,
                 detail);
        return false;
    }
    /* The queue of a connection moves when it grows; a quiet connection
     * gives OpenSSL's buffers back (a quiet TLS connection then costs the
     * server 15 kB, not 30); and no client may make it renegotiate. */
    SSL_CTX_set_mode(context,
                     SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER | SSL_MODE_RELEASE_BUFFERS);
    SSL_CTX_set_options(context, SSL_OP_NO_RENEGOTIATION);
    return true;
}

Server *server_open(const ServerConfig *config, char *error, size_t error_size)
{
    Server *server = calloc(1, sizeof *server);
    if (!server) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    server->config = *config;
    if (!server->config.clock)
        server->config.clock = system_clock;
    server->listen_fd = server->epoll_fd = server->wake_fd = -1;
    server->spare_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
    TableHost *host = &server->host;
    if (!server->config.wall_clock)
        server->config.wall_clock = system_wall_clock;
    read_clocks(server);
    host->claim_after_ms = config->claim_after_ms;
    host->abandon_after_ms = config->abandon_after_ms;
    host->out_limit = config->out_limit;
    host->out_budget = config->out_budget;
    host->max_tables = (size_t)config->max_tables;
    host->tables_per_address = (size_t)config->tables_per_address;
    host->finished_after_ms = config->finished_after_ms;
    host->unjoined_after_ms = config->unjoined_after_ms;
    host->say_burst = config->say_burst < 1                     ? 1
                      : config->say_burst > TABLE_SAY_BURST_MAX ? TABLE_SAY_BURST_MAX
                                                                : config->say_burst;
    host->say_window_ms = config->say_window_ms;
    host->random = config->random ? config->random : kernel_random;
    host->random_context = config->random_context;
    host->deal_hook = config->deal_hook;
    host->deal_context = config->deal_context;
    host->log = config->log;
    struct rlimit files;
    getrlimit(RLIMIT_NOFILE, &files);
    server->conns_size = files.rlim_cur == RLIM_INFINITY || files.rlim_cur > (1u << 22) ? 1u << 22 : files.rlim_cur;
    server->conns = calloc(server->conns_size, sizeof *server->conns);
    if (!server->conns ||
        !guess_open(&host->guesses, config->guesses_at_once, config->guesses, config->guess_forget_ms)) {
        snprintf(error, error_size, "out of memory");
        server_close(server);
        return NULL;
    }
    host->storage = storage_open(config->state_dir, config->sync_full, error, error_size);
    if (!host->storage || !start_tls(server, error, error_size)) {
        server_close(server);
        return NULL;
    }
    if (!table_load_all(host) || !storage_commit(host->storage)) {
        snprintf(error, error_size, "cannot read the tables back: %s", storage_error(host->storage));
        server_close(server);
        return NULL;
    }
    if (!start_listening(server, error, error_size)) {
        server_close(server);
        return NULL;
    }
    server->epoll_fd = epoll_create1(EPOLL_CLOEXEC);
    server->wake_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    struct epoll_event listen_event = {.events = EPOLLIN, .data.fd = server->listen_fd};
    struct epoll_event wake_event = {.events = EPOLLIN, .data.fd = server->wake_fd};
    if (server->epoll_fd < 0 || server->wake_fd < 0 ||
        epoll_ctl(server->epoll_fd, EPOLL_CTL_ADD, server->listen_fd, &listen_event) != 0 ||
        epoll_ctl(server->epoll_fd, EPOLL_CTL_ADD, server->wake_fd, &wake_event) != 0) {
        snprintf(error, error_size, "cannot set up the event loop: %s", strerror(errno));
        server_close(server);
        return NULL;
    }
    say(server, "%zu tables read back from %s", host->table_count, config->state_dir);
    return server;
}

const char *server_address(const Server *server) { return server->address; }

size_t server_table_count(const Server *server) { return server->host.table_count; }

size_t server_connection_count(const Server *server) { return server->conn_count; }

void server_stop(Server *server)
{
    uint64_t one = 1;
    ssize_t ignored = write(server->wake_fd, &one, sizeof one);
    (void)ignored;
}

/* ---- connections ---- */

static uint64_t address_key(const struct sockaddr_storage *address)
{
    if (address->ss_family == AF_INET) {
        const struct sockaddr_in *v4 = (const struct sockaddr_in *)address;
        return 1ull << 62 | ntohl(v4->sin_addr.s_addr);
    }
    const struct sockaddr_in6 *v6 = (const struct sockaddr_in6 *)address;
    const uint8_t *bytes = v6->sin6_addr.s6_addr;
    static const uint8_t MAPPED[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF};
    if (memcmp(bytes, MAPPED, sizeof MAPPED) == 0)
        return 1ull << 62 | (uint64_t)bytes[12] << 24 | (uint64_t)bytes[13] << 16 | (uint64_t)bytes[14] << 8 |
               bytes[15];
    /* One /64 is one subscriber, whatever addresses it takes in it. */
    uint64_t prefix = 0;
    for (int i = 0; i < 8; i++)
        prefix = prefix << 8 | bytes[i];
    return prefix ^ 1ull << 63;
}

/* A refusal written straight to a socket that is not kept. */
static void refuse_at_door(int fd, const char *reason, const char *message)
{
    char line[256];
    int length = snprintf(line, sizeof line, "{\"type\":\"error\",\"reason\":\"%s\",\"message\":\"%s\"}\n", reason,
                          message);
    ssize_t ignored = send(fd, line, (size_t)length, MSG_NOSIGNAL | MSG_DONTWAIT);
    (void)ignored;
    close(fd);
}

/* Out of descriptors, the connection waiting in the queue cannot be taken,
 * and keeps the listening socket ready: the loop would spin on it for as
 * long as the shortage lasts.  The spare descriptor is given up to take it,
 * tell it the server is busy and close it, and taken again. */
static bool refuse_without_files(Server *server)
{
    if (!server->said_out_of_files)
        say(server, "out of file descriptors: raise the limit (ulimit -n), or lower --max-connections");
    server->said_out_of_files = true;
    if (server->spare_fd < 0)
        return false;
    close(server->spare_fd);
    int fd = accept4(server->listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd >= 0)
        refuse_at_door(fd, "busy", "the server holds as many connections as it may; try again later");
    server->spare_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
    return fd >= 0;
}

static void accept_all(Server *server)
{
    for (int accepted = 0; accepted < 256; accepted++) {
        struct sockaddr_storage address;
        socklen_t size = sizeof address;
        int fd = accept4(server->listen_fd, (struct sockaddr *)&address, &size, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            if ((errno == EMFILE || errno == ENFILE) && refuse_without_files(server))
                continue;
            return;
        }
        server->said_out_of_files = false;
        uint64_t key = address_key(&address);
        const ServerConfig *config = &server->config;
        if ((size_t)fd >= server->conns_size || server->conn_count >= (size_t)config->max_connections) {
            refuse_at_door(fd, "busy", "the server holds as many connections as it may; try again later");
            continue;
        }
        if (config->per_address > 0 &&
            (uintptr_t)index_get(&server->per_address, key) >= (uintptr_t)config->per_address) {
            refuse_at_door(fd, "busy", "too many connections from your address");
            continue;
        }
        Conn *conn = calloc(1, sizeof *conn);
        if (!conn) {
            close(fd);
            continue;
        }
        conn->fd = fd;
        conn->seat = SEAT_NONE;
        conn->state = CONN_HELLO;
        conn->opened_ms = conn->heard_ms = conn->refilled_ms = server->host.now_ms;
        conn->allowance = (float)config->burst;
        conn->address_key = key;
        int one = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        if (server->tls) {
            conn->tls = SSL_new(server->tls);
            if (!conn->tls || SSL_set_fd(conn->tls, fd) != 1) {
                conn_release(conn);
                free(conn);
                close(fd);
                continue;
            }
            SSL_set_accept_state(conn->tls);
        }
        conn->polled = EPOLLIN;
        struct epoll_event event = {.events = EPOLLIN, .data.fd = fd};
        if (epoll_ctl(server->epoll_fd, EPOLL_CTL_ADD, fd, &event) != 0) {
            conn_release(conn);
            free(conn);
            close(fd);
            continue;
        }
        server->conns[fd] = conn;
        server->conn_count++;
        if ((size_t)fd > server->max_fd)
            server->max_fd = (size_t)fd;
        index_count(&server->per_address, key, +1);
    }
}

static void destroy(Server *server, Conn *conn)
{
    table_leave(&server->host, conn);
    server->host.out_queued -= conn_waiting(conn);
    index_count(&server->per_address, conn->address_key, -1);
    epoll_ctl(server->epoll_fd, EPOLL_CTL_DEL, conn->fd, NULL);
    server->conns[conn->fd] = NULL;
    server->conn_count--;
    conn_release(conn);
    close(conn->fd);
    free(conn);
}

/* What the loop waits for on a connection: its requests, and room in the
 * socket while a write waits for it.  A TLS read that waits to write is
 * not read again before there is room: its requests would find it still
 * waiting, and the loop would spin on them. */
static void poll_for(Server *server, Conn *conn, bool write_waits)
{
    uint8_t events = (uint8_t)((conn->tls_read_wants_write ? 0 : EPOLLIN) |
                               (write_waits || conn->tls_read_wants_write ? EPOLLOUT : 0));
    if (conn->polled == events)
        return;
    struct epoll_event event = {.events = events, .data.fd = conn->fd};
    epoll_ctl(server->epoll_fd, EPOLL_CTL_MOD, conn->fd, &event);
    conn->polled = events;
}

static void closing(Server *server, Conn *conn)
{
    conn->state = CONN_CLOSING;
    table_leave(&server->host, conn);
}

/* ---- requests ---- */

typedef struct Reading {
    Server *server;
    Conn *conn;
} Reading;

static void welcome(Server *server, Conn *conn, const NetRequest *request)
{
    const ServerConfig *config = &server->config;
    json_t *message = json_pack("{s:s}", "type", "welcome");
    if (request->has_id)
        json_object_set_new(message, "id", json_integer(request->id));
    json_object_set_new(message, "protocol", json_integer(NET_PROTOCOL_VERSION));
    json_object_set_new(message, "server", json_string("ecarte-server " ECARTE_VERSION));
    json_object_set_new(message, "limits",
                        json_pack("{s:i,s:f,s:i,s:I,s:I}", "line", config->line_max, "rate", config->rate, "burst",
                                  config->burst, "idle", (json_int_t)(config->idle_ms / 1000), "claim_after",
                                  (json_int_t)(config->claim_after_ms / 1000)));
    table_send(&server->host, conn, message);
    conn->state = CONN_READY;
    snprintf(conn->name, sizeof conn->name, "%s", request->name);
}

static void dispatch(Server *server, Conn *conn, const NetRequest *request)
{
    TableHost *host = &server->host;
    if (request->type == NET_REQUEST_HELLO) {
        if (conn->state == CONN_READY)
            table_send_error(host, conn, request, "bad_request", "hello was already said");
        else
            welcome(server, conn, request);
        return;
    }
    if (conn->state == CONN_HELLO) {
        table_send_error(host, conn, request, "no_hello", "say hello first: {\"type\":\"hello\",\"protocol\":%d}",
                         NET_PROTOCOL_VERSION);
        return;
    }
    bool at_table = conn->table != NULL;
    switch (request->type) {
    case NET_REQUEST_CREATE:
    case NET_REQUEST_JOIN:
    case NET_REQUEST_WATCH:
    case NET_REQUEST_RESUME:
        if (at_table) {
            table_send_error(host, conn, request, "already_at_table",
                             "this connection is already at table %s: open another to go to another table",
                             conn->table->code);
            return;
        }
        if (request->type == NET_REQUEST_CREATE)
            table_create(host, conn, request);
        else if (request->type == NET_REQUEST_JOIN)
            table_join(host, conn, request);
        else if (request->type == NET_REQUEST_WATCH)
            table_watch(host, conn, request);
        else
            table_resume(host, conn, request);
        return;
    case NET_REQUEST_ACT: table_act(host, conn, request); return;
    case NET_REQUEST_CLAIM: table_claim(host, conn, request); return;
    case NET_REQUEST_SAY: table_say(host, conn, request); return;
    case NET_REQUEST_REMATCH: table_rematch(host, conn, request); return;
    case NET_REQUEST_RESIGN: table_resign(host, conn, request); return;
    case NET_REQUEST_LEAVE: table_give_up_seat(host, conn, request); return;
    case NET_REQUEST_PING: {
        json_t *pong = json_pack("{s:s}", "type", "pong");
        if (request->has_id)
            json_object_set_new(pong, "id", json_integer(request->id));
        table_send(host, conn, pong);
        return;
    }
    case NET_REQUEST_HELLO: return;
    }
}

static bool on_line(void *context, const char *line, size_t length, bool too_long)
{
    Reading *reading = context;
    Server *server = reading->server;
    Conn *conn = reading->conn;
    TableHost *host = &server->host;
    if (conn->state == CONN_CLOSING)
        return false;
    int64_t now = host->now_ms;
    conn->heard_ms = now;
    /* A bucket that fills at the rate allowed, up to the burst; every line
     * takes one from it, and a client that finds it empty is let go. */
    conn->allowance += (float)((double)(now - conn->refilled_ms) * server->config.rate / 1000.0);
    if (conn->allowance > (float)server->config.burst)
        conn->allowance = (float)server->config.burst;
    conn->refilled_ms = now;
    if (conn->allowance < 1) {
        table_send_error(host, conn, NULL, "rate", "more than %g requests a second: the connection is closed",
                         server->config.rate);
        closing(server, conn);
        return false;
    }
    conn->allowance -= 1;
    if (too_long) {
        table_send_error(host, conn, NULL, "line_too_long", "a line holds at most %d bytes", server->config.line_max);
        return true;
    }
    if (length == 0)
        return true;
    NetRequest request;
    NetRefusal refusal;
    if (!net_request_parse(line, length, &request, &refusal)) {
        table_send_error(host, conn, &request, refusal.reason, "%s", refusal.message);
        return true;
    }
    dispatch(server, conn, &request);
    return conn->state != CONN_CLOSING;
}

static void read_from(Server *server, Conn *conn)
{
    char buffer[READ_CHUNK];
    Reading reading = {server, conn};
    /* A few chunks a turn, so that one fast sender cannot hold the loop;
     * the rest waits in the socket, where epoll sees it next turn.  OpenSSL
     * reads one record at a time (no read-ahead), and a record's text fits
     * in a chunk, so what it holds past the limit is at most the start of
     * one record, which one more read takes in. */
    for (int reads = 0; reads < READS_PER_EVENT || (conn->tls && SSL_has_pending(conn->tls)); reads++) {
        size_t got;
        ConnIo io = conn_read(conn, buffer, sizeof buffer, &got);
        if (io == CONN_IO_WAIT)
            break;
        if (io == CONN_IO_CLOSED) {
            closing(server, conn);
            conn->peer_gone = true;
            server->host.out_queued -= conn_waiting(conn);
            conn->out_length = conn->out_sent = 0; /* nobody is left to read it */
            break;
        }
        if (conn->draining)
            continue;
        if (!net_lines_feed(&conn->in, buffer, got, (size_t)server->config.line_max, on_line, &reading))
            break;
    }
    if (conn->state == CONN_CLOSING || conn->tls)
        table_touch(&server->host, conn); /* to be flushed, or closed, this turn */
}

/* ---- the loop ---- */

static void flush_all(Server *server)
{
    /* Closing a connection may tell its table, which queues more: a few
     * rounds empty the list. */
    for (int round = 0; round < 4 && server->host.flush; round++) {
        Conn *list = server->host.flush;
        server->host.flush = NULL;
        while (list) {
            Conn *conn = list;
            list = conn->next_flush;
            conn->queued_flush = false;
            size_t waiting = conn_waiting(conn);
            ConnIo io = conn_flush(conn);
            server->host.out_queued -= waiting - conn_waiting(conn);
            if (io == CONN_IO_OK && conn->state == CONN_CLOSING && !conn->draining) {
                io = conn_close_notify(conn);
                if (conn->peer_gone)
                    io = CONN_IO_OK; /* one try: nobody waits for the rest */
            }
            if (io == CONN_IO_CLOSED || (io == CONN_IO_OK && conn->peer_gone)) {
                destroy(server, conn);
                continue;
            }
            poll_for(server, conn, io == CONN_IO_WAIT && (!conn->tls || conn->tls_write_wants_write));
            if (io == CONN_IO_OK && conn->state == CONN_CLOSING && !conn->draining) {
                /* Closing at once, with the client's last requests unread,
                 * would reset the connection and could lose the answer
                 * that says why: shut the sending side and read to the
                 * end (or for CLOSING_MS) instead. */
                shutdown(conn->fd, SHUT_WR);
                conn->draining = true;
                conn->heard_ms = server->host.now_ms;
            }
        }
    }
}

static void tick(Server *server)
{
    const ServerConfig *config = &server->config;
    int64_t now = server->host.now_ms;
    for (size_t fd = 0; fd <= server->max_fd; fd++) {
        Conn *conn = server->conns[fd];
        if (!conn)
            continue;
        if (conn->state == CONN_HELLO && now - conn->opened_ms > config->hello_ms) {
            table_send_error(&server->host, conn, NULL, "timeout", "no hello within %d s: the connection is closed",
                             config->hello_ms / 1000);
            closing(server, conn);
        } else if (conn->state == CONN_READY && now - conn->heard_ms > config->idle_ms) {
            table_send_error(&server->host, conn, NULL, "timeout",
                             "nothing heard for %d s: the connection is closed (send ping to stay)",
                             config->idle_ms / 1000);
            closing(server, conn);
        } else if (conn->state == CONN_CLOSING && now - conn->heard_ms > CLOSING_MS && !conn->queued_flush) {
            destroy(server, conn); /* a client that never reads, or never goes */
        }
    }
    table_tick(&server->host);
}

bool server_run(Server *server)
{
    struct epoll_event events[EVENTS_MAX];
    TableHost *host = &server->host;
    server->next_tick_ms = now_ms(server) + TICK_MS;
    while (!server->stopping) {
        int64_t wait = server->next_tick_ms - now_ms(server);
        int ready = epoll_wait(server->epoll_fd, events, EVENTS_MAX, wait < 0 ? 0 : (int)wait);
        read_clocks(server);
        for (int i = 0; i < ready; i++) {
            int fd = events[i].data.fd;
            if (fd == server->listen_fd) {
                accept_all(server);
            } else if (fd == server->wake_fd) {
                server->stopping = true;
            } else if ((size_t)fd < server->conns_size && server->conns[fd]) {
                Conn *conn = server->conns[fd];
                if (events[i].events & (EPOLLIN | EPOLLHUP | EPOLLERR))
                    read_from(server, conn);
                if ((events[i].events & EPOLLOUT) && conn->tls_read_wants_write)
                    read_from(server, conn); /* which flushes it too */
                else if (events[i].events & EPOLLOUT)
                    table_touch(host, conn);
            }
        }
        if (host->now_ms >= server->next_tick_ms) {
            tick(server);
            server->next_tick_ms = host->now_ms + TICK_MS;
        }
        /* Group commit: everything this turn wrote, at once, and only then
         * the answers. */
        if (!storage_commit(host->storage)) {
            say(server, "the state could not be written, so nothing more is answered: %s",
                storage_error(host->storage));
            return false;
        }
        flush_all(server);
    }
    /* Stopped: each TLS client with all its answers sent is told that
     * nothing more comes, the end of the connection not a cut. */
    for (size_t fd = 0; fd <= server->max_fd; fd++)
        if (server->conns[fd] && conn_waiting(server->conns[fd]) == 0)
            conn_close_notify(server->conns[fd]);
    return true;
}

void server_close(Server *server)
{
    if (!server)
        return;
    if (server->host.storage) {
        read_clocks(server);
        table_note_seated(&server->host);
    }
    for (size_t fd = 0; server->conns && fd < server->conns_size; fd++)
        if (server->conns[fd]) {
            Conn *conn = server->conns[fd];
            conn->table = NULL;
            conn_release(conn);
            close(conn->fd);
            free(conn);
        }
    table_free_all(&server->host);
    if (server->host.storage)
        storage_close(server->host.storage);
    index_free(&server->per_address);
    guess_close(&server->host.guesses);
    if (server->tls)
        SSL_CTX_free(server->tls);
    if (server->listen_fd >= 0)
        close(server->listen_fd);
    if (server->epoll_fd >= 0)
        close(server->epoll_fd);
    if (server->wake_fd >= 0)
        close(server->wake_fd);
    if (server->spare_fd >= 0)
        close(server->spare_fd);
    free(server->conns);
    free(server);
}
