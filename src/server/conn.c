#include "conn.h"

#include <errno.h>
#include <openssl/err.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

bool conn_queue(Conn *conn, const char *bytes, size_t length, size_t limit)
{
    size_t waiting = conn->out_length - conn->out_sent;
    if (waiting + length > limit)
        return false;
    if (conn->out_sent > 0 && conn->out_length + length > conn->out_capacity) {
        memmove(conn->out, conn->out + conn->out_sent, waiting);
        conn->out_length = (uint32_t)waiting;
        conn->out_sent = 0;
    }
    size_t wanted = conn->out_length + length;
    if (wanted > conn->out_capacity) {
        size_t capacity = conn->out_capacity ? conn->out_capacity : 1024;
        while (capacity < wanted)
            capacity *= 2;
        char *grown = realloc(conn->out, capacity);
        if (!grown)
            return false;
        conn->out = grown;
        conn->out_capacity = (uint32_t)capacity;
    }
    memcpy(conn->out + conn->out_length, bytes, length);
    conn->out_length = (uint32_t)wanted;
    return true;
}

bool conn_send(Conn *conn, json_t *message, size_t limit)
{
    char *text = json_dumps(message, JSON_COMPACT | JSON_ENSURE_ASCII);
    json_decref(message);
    if (!text)
        return false;
    size_t length = strlen(text);
    text[length] = '\n'; /* the string's NUL becomes its newline */
    bool queued = conn_queue(conn, text, length + 1, limit);
    free(text);
    return queued;
}

bool conn_send_error(Conn *conn, bool has_id, int64_t id, const char *reason, const char *message, size_t limit)
{
    json_t *error = json_object();
    json_object_set_new(error, "type", json_string("error"));
    if (has_id)
        json_object_set_new(error, "id", json_integer(id));
    json_object_set_new(error, "reason", json_string(reason));
    json_object_set_new(error, "message", json_string(message));
    return conn_send(conn, error, limit);
}

ConnIo conn_read(Conn *conn, char *buffer, size_t size, size_t *got)
{
    *got = 0;
    if (conn->tls) {
        ERR_clear_error();
        int result = SSL_read(conn->tls, buffer, (int)size);
        conn->tls_read_wants_write = false;
        if (result > 0) {
            *got = (size_t)result;
            return CONN_IO_OK;
        }
        int error = SSL_get_error(conn->tls, result);
        if (error == SSL_ERROR_WANT_READ)
            return CONN_IO_WAIT;
        if (error == SSL_ERROR_WANT_WRITE) {
            conn->tls_read_wants_write = true;
            return CONN_IO_WAIT;
        }
        conn->tls_broken = error != SSL_ERROR_ZERO_RETURN;
        return CONN_IO_CLOSED;
    }
    for (;;) {
        ssize_t result = recv(conn->fd, buffer, size, 0);
        if (result > 0) {
            *got = (size_t)result;
            return CONN_IO_OK;
        }
        if (result < 0 && errno == EINTR)
            continue;
        return result < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? CONN_IO_WAIT : CONN_IO_CLOSED;
    }
}

ConnIo conn_flush(Conn *conn)
{
    conn->tls_write_wants_write = false;
    while (conn->out_sent < conn->out_length) {
        size_t left = conn->out_length - conn->out_sent;
        if (conn->tls) {
            ERR_clear_error();
            int result = SSL_write(conn->tls, conn->out + conn->out_sent, (int)left);
            if (result <= 0) {
                int error = SSL_get_error(conn->tls, result);
                if (error == SSL_ERROR_WANT_WRITE || error == SSL_ERROR_WANT_READ) {
                    conn->tls_write_wants_write = error == SSL_ERROR_WANT_WRITE;
                    return CONN_IO_WAIT;
                }
                conn->tls_broken = true;
                return CONN_IO_CLOSED;
            }
            conn->out_sent += (uint32_t)result;
            continue;
        }
        ssize_t result = send(conn->fd, conn->out + conn->out_sent, left, MSG_NOSIGNAL);
        if (result < 0) {
            if (errno == EINTR)
                continue;
            return errno == EAGAIN || errno == EWOULDBLOCK ? CONN_IO_WAIT : CONN_IO_CLOSED;
        }
        conn->out_sent += (uint32_t)result;
    }
    /* All sent: give the buffer back, so a quiet connection holds none. */
    free(conn->out);
    conn->out = NULL;
    conn->out_length = conn->out_sent = conn->out_capacity = 0;
    return CONN_IO_OK;
}

ConnIo conn_close_notify(Conn *conn)
{
    if (!conn->tls || conn->tls_notified || conn->tls_broken || !SSL_is_init_finished(conn->tls))
        return CONN_IO_OK;
    /* A client gone without its own close_notify may have reset the
     * connection: nothing is sent into it. */
    if (conn->peer_gone && !(SSL_get_shutdown(conn->tls) & SSL_RECEIVED_SHUTDOWN))
        return CONN_IO_OK;
    ERR_clear_error();
    int result = SSL_shutdown(conn->tls);
    conn->tls_write_wants_write = false;
    if (result < 0 && SSL_get_error(conn->tls, result) == SSL_ERROR_WANT_WRITE) {
        conn->tls_write_wants_write = true;
        return CONN_IO_WAIT;
    }
    /* Sent (0 or 1), or not to be: a second call would wait for the
     * client's close_notify, reading what the client sends meanwhile. */
    conn->tls_notified = true;
    conn->tls_broken = result < 0;
    return CONN_IO_OK;
}

void conn_release(Conn *conn)
{
    net_lines_free(&conn->in);
    free(conn->out);
    conn->out = NULL;
    conn->out_length = conn->out_sent = conn->out_capacity = 0;
    if (conn->tls)
        SSL_free(conn->tls);
    conn->tls = NULL;
}
