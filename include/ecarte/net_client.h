/* A small blocking client of the table server, for bots, the benchmark's
 * checks, the tests and the game itself: one connection, plain or TLS, one
 * JSON message a line each way.
 *
 * Besides moving messages it keeps what a player needs to know of its
 * table: its seat, code and token, the latest view, and the fairness check
 * of every hand revealed (ecarte/net_deal.h).  Every wait is bounded by the
 * timeout given. */
#ifndef ECARTE_NET_CLIENT_H
#define ECARTE_NET_CLIENT_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ecarte/net_deal.h"
#include "ecarte/net_invite.h"
#include "ecarte/view.h"

typedef struct NetClient {
    int fd;
    void *tls_context; /* SSL_CTX, when the connection is TLS */
    void *tls;         /* SSL */
    char *buffer;      /* bytes received and not yet read as lines */
    size_t start, length, capacity;
    char error[256]; /* why the last call failed */
    /* What the server sent that the rules or the protocol cannot hold (a
     * line too long or not a JSON object, a table no game can be in), or
     * "": a client should not go on trusting such a server for ever. */
    char broken[160];
    /* Called with every line received, as it came, before it is read (for
     * logs, and for tests of what exactly a client is sent); may be NULL. */
    void (*on_line)(void *context, const char *line, size_t length);
    void *on_line_context;

    /* The table, as the server has told it. */
    bool seated, watching;
    uint8_t seat;
    char code[NET_CODE_TEXT];
    char token[NET_TOKEN_TEXT];
    int64_t seq;   /* the table's latest "seq" */
    bool has_view; /* a seat's view (not a watcher's) */
    SeatView view;
    json_t *table; /* the latest "table" message, owned */

    int game; /* the table's game number, 0 before the first message */
    /* The server's welcome: how long an opponent must be gone before the
     * game may be claimed, or -1 when it did not say. */
    int64_t claim_after_ms;

    /* The fairness of the hands revealed so far (of every game: the hand
     * numbers below are the game's in play). */
    int seen_hand;       /* the newest hand a table message has shown */
    int commitment_hand; /* the hand the commitment below is for, 0 for none: only
                          * one that came with the first message of its hand counts */
    uint8_t commitment[NET_HASH_BYTES];
    int dealt_hand; /* the hand whose first cards are below, 0 for none */
    CardSet dealt;
    Card turnup;
    CardSet held;        /* every card this seat was seen to hold in seen_hand */
    CardSet played;      /* every card seen played in seen_hand */
    GameOptions options; /* the table's rules, for replaying a hand revealed */
    int hands_checked;
    NetFairness fairness; /* the first failure, or NET_FAIR_OK */
} NetClient;

typedef struct NetClientTls {
    const char *ca_file;     /* certificates to trust; NULL: the system's */
    const char *server_name; /* the name to verify; NULL: the host given */
} NetClientTls;

/* Connects to "HOST:PORT" ("[::1]:PORT" for IPv6); TLS when tls is not NULL.
 * The client is cleared first: set on_line after connecting. */
bool net_client_connect(NetClient *client, const char *address, const NetClientTls *tls, int timeout_ms);
void net_client_close(NetClient *client);

/* Sends one message (the reference is taken) as a line. */
bool net_client_send(NetClient *client, json_t *message);
/* Sends bytes as they are, for tests of what a server makes of them. */
bool net_client_send_raw(NetClient *client, const char *bytes, size_t length);

/* The next message, waiting at most timeout_ms; NULL on a timeout, a closed
 * connection or a line that is not a JSON object (client->error says
 * which).  "table", "seated", "watching" and "reveal" messages update the
 * client's picture of its table first.  The caller owns the message. */
json_t *net_client_receive(NetClient *client, int timeout_ms);
/* Reads until a message of this type, skipping others (at most 1000);
 * NULL with the server's message in client->error when an "error" comes. */
json_t *net_client_expect(NetClient *client, const char *type, int timeout_ms);

/* The usual requests, each waiting for its answer. */
bool net_client_hello(NetClient *client, const char *name, int timeout_ms);
bool net_client_create(NetClient *client, const GameOptions *options, int timeout_ms);
bool net_client_join(NetClient *client, const char *code, int timeout_ms);
bool net_client_watch(NetClient *client, const char *code, int timeout_ms);
bool net_client_resume(NetClient *client, const char *token, int timeout_ms);
/* Sends an action ("play KH") and waits for its "ok". */
bool net_client_act(NetClient *client, const char *action, int timeout_ms);

/* The last receive found nothing before its timeout: the connection is
 * still there (rather than closed or failed). */
bool net_client_timed_out(const NetClient *client);

/* The message's "type", or "". */
const char *net_message_type(const json_t *message);

#endif
