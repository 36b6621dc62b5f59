/* One client's connection: its socket (plain or TLS), the unfinished line
 * it is sending, what waits to be sent to it, and where it sits.
 *
 * Nothing is sent as it is queued: the loop flushes every connection once
 * the turn's writes are on disk.  An idle connection holds no buffer. */
#ifndef ECARTE_SERVER_CONN_H
#define ECARTE_SERVER_CONN_H

#include <jansson.h>
#include <openssl/ssl.h>
#include <stdbool.h>
#include <stdint.h>

#include "ecarte/net_lines.h"
#include "ecarte/net_request.h"

struct Table;

typedef enum ConnState {
    CONN_HELLO,   /* waiting for hello */
    CONN_READY,   /* may ask for anything */
    CONN_CLOSING, /* sends what it has queued, then closes */
} ConnState;

typedef struct Conn {
    int fd;
    uint8_t state; /* ConnState */
    uint8_t seat;  /* SEAT_NONE unless seated */
    bool watching;
    bool queued_flush; /* on the loop's list of connections to flush */
    uint8_t polled;    /* the epoll events asked for */
    /* TLS writes as it reads (the handshake's answers) and may read as it
     * writes: a read or a write that waits for room in the socket is
     * tried again once there is. */
    bool tls_read_wants_write, tls_write_wants_write;
    bool tls_broken;   /* a TLS error: nothing more may be sent, close_notify neither */
    bool tls_notified; /* close_notify is sent */
    bool draining;     /* closing: all sent, the write side shut, reading to the end */
    bool peer_gone;    /* the client closed its side */
    SSL *tls;
    struct Table *table;
    struct Conn *next_watcher; /* the table's watchers */
    struct Conn *next_flush;
    NetLines in;
    char *out;
    uint32_t out_length, out_sent, out_capacity;
    int64_t opened_ms, heard_ms; /* when it connected, and sent its last line */
    int64_t refilled_ms;         /* the rate's bucket */
    float allowance;
    uint64_t address_key;
    char name[NET_NAME_MAX + 1]; /* as its hello gave it, "" for none */
} Conn;

/* Bytes queued and not yet sent. */
static inline size_t conn_waiting(const Conn *conn) { return conn->out_length - conn->out_sent; }
/* Queues bytes; false (and the connection is to be closed) past `limit`
 * bytes waiting, a reader too slow to keep. */
bool conn_queue(Conn *conn, const char *bytes, size_t length, size_t limit);
/* Queues a message as one line; the reference is taken. */
bool conn_send(Conn *conn, json_t *message, size_t limit);
/* An error answer: {"type":"error","id":..,"reason":..,"message":..}. */
bool conn_send_error(Conn *conn, bool has_id, int64_t id, const char *reason, const char *message, size_t limit);

typedef enum ConnIo { CONN_IO_OK, CONN_IO_WAIT, CONN_IO_CLOSED } ConnIo;
/* Reads up to `size` bytes (plain or TLS). */
ConnIo conn_read(Conn *conn, char *buffer, size_t size, size_t *got);
/* Sends what is queued; CONN_IO_WAIT when the socket is full. */
ConnIo conn_flush(Conn *conn);
/* Tells a TLS client that nothing more comes (close_notify), so that it
 * can tell the end of what it was sent from a connection cut short: once,
 * and not to a client that broke the connection.  CONN_IO_WAIT when the
 * socket is full: call it again once it is not. */
ConnIo conn_close_notify(Conn *conn);
/* Gives back the buffers (not the socket). */
void conn_release(Conn *conn);

#endif
