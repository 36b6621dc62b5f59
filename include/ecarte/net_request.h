/* What a client may ask of a table server, read from one line of JSON.
 *
 * The reader trusts nothing: any bytes give either one request whose every
 * field is in range, or a refusal naming the reason (a short code for
 * programs) and a sentence for people.  NETWORK.md lists the requests. */
#ifndef ECARTE_NET_REQUEST_H
#define ECARTE_NET_REQUEST_H

#include "ecarte/name.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ecarte/action.h"
#include "ecarte/net_invite.h"
#include "ecarte/net_phrase.h"
#include "ecarte/options.h"

enum { NET_PROTOCOL_VERSION = 1, NET_NAME_MAX = NAME_MAX_BYTES };

typedef enum NetRequestType {
    NET_REQUEST_HELLO,
    NET_REQUEST_CREATE,
    NET_REQUEST_JOIN,
    NET_REQUEST_WATCH,
    NET_REQUEST_RESUME,
    NET_REQUEST_ACT,
    NET_REQUEST_CLAIM,
    NET_REQUEST_PING,
    NET_REQUEST_SAY,
    NET_REQUEST_REMATCH,
    NET_REQUEST_RESIGN,
    NET_REQUEST_LEAVE
} NetRequestType;

typedef struct NetRequest {
    NetRequestType type;
    bool has_id; /* the client's number for this request, echoed in the answer */
    int64_t id;
    int protocol;                /* hello */
    char name[NET_NAME_MAX + 1]; /* hello: a name (ecarte/name.h), may be empty */
    GameOptions options;         /* create */
    char code[NET_CODE_TEXT];    /* join, watch: canonical */
    char token[NET_TOKEN_TEXT];  /* resume: lower-case hex */
    Action action;               /* act */
    NetPhrase phrase;            /* say */
} NetRequest;

typedef struct NetRefusal {
    const char *reason; /* "bad_json", "bad_request", ... (NETWORK.md) */
    char message[160];
} NetRefusal;

/* Reads one line.  On failure fills *refusal; request->has_id and ->id are
 * still set when the line was an object with a valid "id". */
bool net_request_parse(const char *line, size_t length, NetRequest *request, NetRefusal *refusal);

/* The request's name as the protocol writes it ("act"). */
const char *net_request_name(NetRequestType type);

#endif
