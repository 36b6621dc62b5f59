/* The server over TLS, with a certificate this test makes for itself for
 * "localhost" and throws away: never a key kept anywhere.  Clients that
 * trust it play; a client that does not trust it, and one that speaks no
 * TLS, are refused without harm. */
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509v3.h>
#include <poll.h>
#include <setjmp.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cmocka.h>

#include "server_support.h"

static void add_extension(X509 *certificate, int nid, const char *value)
{
    X509V3_CTX context;
    X509V3_set_ctx_nodb(&context);
    X509V3_set_ctx(&context, certificate, certificate, NULL, NULL, 0);
    X509_EXTENSION *extension = X509V3_EXT_conf_nid(NULL, &context, nid, value);
    assert_non_null(extension);
    assert_int_equal(X509_add_ext(certificate, extension, -1), 1);
    X509_EXTENSION_free(extension);
}

/* A self-signed certificate for localhost and its key, valid for an hour,
 * with a comment of `padding` bytes (none for 0) to make it that large. */
static void make_certificate(const char *name, const char *certificate_path, const char *key_path, size_t padding)
{
    EVP_PKEY *key = EVP_EC_gen("P-256");
    assert_non_null(key);
    X509 *certificate = X509_new();
    X509_set_version(certificate, 2);
    ASN1_INTEGER_set(X509_get_serialNumber(certificate), 1);
    X509_gmtime_adj(X509_getm_notBefore(certificate), -60);
    X509_gmtime_adj(X509_getm_notAfter(certificate), 3600);
    X509_set_pubkey(certificate, key);
    X509_NAME *subject = X509_get_subject_name(certificate);
    X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_ASC, (const unsigned char *)name, -1, -1, 0);
    X509_set_issuer_name(certificate, subject);
    add_extension(certificate, NID_basic_constraints, "critical,CA:TRUE");
    add_extension(certificate, NID_subject_alt_name, "DNS:localhost,IP:127.0.0.1");
    if (padding > 0) {
        char *comment = malloc(padding + 1);
        assert_non_null(comment);
        memset(comment, 'x', padding);
        comment[padding] = '\0';
        add_extension(certificate, NID_netscape_comment, comment);
        free(comment);
    }
    assert_true(X509_sign(certificate, key, EVP_sha256()) > 0);
    FILE *out = fopen(certificate_path, "w");
    assert_non_null(out);
    PEM_write_X509(out, certificate);
    fclose(out);
    out = fopen(key_path, "w");
    assert_non_null(out);
    PEM_write_PrivateKey(out, key, NULL, NULL, 0, NULL, NULL);
    fclose(out);
    X509_free(certificate);
    EVP_PKEY_free(key);
}

/* A server's configuration with TLS, its certificate (made with this
 * padding) in its folder: the clients' trust is `server->dir`/server.pem. */
typedef struct TlsServer {
    TestServer server;
    char certificate[128], key[128];
    NetClientTls trust;
} TlsServer;

static void tls_server_config(TlsServer *tls, size_t padding)
{
    test_server_config(&tls->server);
    snprintf(tls->certificate, sizeof tls->certificate, "%s/server.pem", tls->server.dir);
    snprintf(tls->key, sizeof tls->key, "%s/server.key", tls->server.dir);
    make_certificate("localhost", tls->certificate, tls->key, padding);
    tls->server.config.tls_cert = tls->certificate;
    tls->server.config.tls_key = tls->key;
    tls->trust = (NetClientTls){.ca_file = tls->certificate, .server_name = "localhost"};
}

static void tls_server_end(TlsServer *tls)
{
    test_server_stop(&tls->server);
    test_server_remove(&tls->server);
}

static void test_tls_game(void **state)
{
    (void)state;
    TlsServer tls;
    tls_server_config(&tls, 0);
    TestServer *server = &tls.server;
    char stranger[128], stranger_key[128];
    snprintf(stranger, sizeof stranger, "%s/stranger.pem", server->dir);
    snprintf(stranger_key, sizeof stranger_key, "%s/stranger.key", server->dir);
    make_certificate("stranger", stranger, stranger_key, 0);
    test_server_start(server);

    /* A client speaking plain text, and one trusting another certificate,
     * get no game. */
    NetClient plain, distrustful;
    assert_true(net_client_connect(&plain, server->address, NULL, WAIT_MS));
    assert_false(net_client_hello(&plain, "plain", WAIT_MS));
    net_client_close(&plain);
    NetClientTls wrong = {.ca_file = stranger, .server_name = "localhost"};
    assert_false(net_client_connect(&distrustful, server->address, &wrong, WAIT_MS));
    assert_non_null(strstr(distrustful.error, "TLS"));

    NetClientTls trust = tls.trust;
    NetClient a, b;
    assert_true(net_client_connect(&a, server->address, &trust, WAIT_MS));
    assert_true(net_client_hello(&a, "a", WAIT_MS));
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = 2;
    assert_true(net_client_create(&a, &options, WAIT_MS));
    assert_true(net_client_connect(&b, server->address, &trust, WAIT_MS));
    assert_true(net_client_hello(&b, "b", WAIT_MS));
    assert_true(net_client_join(&b, a.code, WAIT_MS));
    NetClient *seats[2] = {&a, &b};
    client_sync(&a, 1);
    client_sync(&b, 1);
    Rng rng = rng_seeded(21);
    for (int moves = 0; moves < 2000 && !client_over(&a); moves++)
        assert_true(play_move(seats, NULL, 0, &rng, NULL, NULL, NULL, 0));
    assert_true(client_over(&a) && client_over(&b));
    assert_int_equal(a.fairness, NET_FAIR_OK);
    net_client_close(&a);
    net_client_close(&b);
    tls_server_end(&tls);
}

/* A TCP connection to the server, outside any client. */
static int raw_connect(const char *address)
{
    NetClient client;
    assert_true(net_client_connect(&client, address, NULL, WAIT_MS));
    int fd = client.fd;
    client.fd = -1;
    net_client_close(&client);
    return fd;
}

/* Whether the server closes the connection before the deadline, reading
 * (and dropping) what it sends first. */
static bool closed_by_server(int fd)
{
    char buffer[4096];
    for (int waits = 0; waits < 100; waits++) {
        struct pollfd pfd = {fd, POLLIN, 0};
        if (poll(&pfd, 1, WAIT_MS) != 1)
            return false;
        ssize_t got = recv(fd, buffer, sizeof buffer, 0);
        if (got <= 0)
            return true;
    }
    return false;
}

/* The first bytes a TLS client sends: its hello. */
static size_t client_hello(unsigned char *out, size_t size)
{
    SSL_CTX *context = SSL_CTX_new(TLS_client_method());
    SSL *tls = SSL_new(context);
    BIO *in = BIO_new(BIO_s_mem()), *out_bio = BIO_new(BIO_s_mem());
    SSL_set_bio(tls, in, out_bio);
    assert_int_equal(SSL_connect(tls), -1);
    char *data;
    long length = BIO_get_mem_data(out_bio, &data);
    assert_true(length > 0 && (size_t)length <= size);
    memcpy(out, data, (size_t)length);
    SSL_free(tls);
    SSL_CTX_free(context);
    return (size_t)length;
}

/* Clients that stop in the middle of the handshake, one halfway through
 * its hello and one that reads nothing of the server's answer, hold up
 * nobody, and are let go after the time to say hello. */
static void test_a_stalled_handshake_harms_nobody(void **state)
{
    (void)state;
    TlsServer tls;
    tls_server_config(&tls, 0);
    TestServer *server = &tls.server;
    test_server_start(server); /* its time to say hello, 10 s, is the good client's too */
    unsigned char hello[4096];
    size_t length = client_hello(hello, sizeof hello);
    int halfway = raw_connect(server->address), silent = raw_connect(server->address);
    assert_int_equal(send(halfway, hello, length / 2, MSG_NOSIGNAL), (ssize_t)(length / 2));
    assert_int_equal(send(silent, hello, length, MSG_NOSIGNAL), (ssize_t)length);

    NetClient good;
    assert_true(net_client_connect(&good, server->address, &tls.trust, WAIT_MS));
    assert_true(net_client_hello(&good, "good", WAIT_MS));
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(net_client_create(&good, &options, WAIT_MS));
    assert_true(closed_by_server(halfway));
    assert_true(closed_by_server(silent));
    close(halfway);
    close(silent);
    /* Many requests in one write, more than one read takes: all answered. */
    enum { PINGS = 40 };
    static char pings[PINGS * 3100];
    size_t at = 0;
    for (int i = 0; i < PINGS; i++) {
        at += (size_t)sprintf(pings + at, "{\"type\":\"ping\",\"id\":%d,\"pad\":\"", i);
        memset(pings + at, 'x', 3000);
        at += 3000;
        at += (size_t)sprintf(pings + at, "\"}\n");
    }
    assert_true(net_client_send_raw(&good, pings, at));
    for (int i = 0; i < PINGS; i++) {
        json_t *pong = net_client_expect(&good, "pong", WAIT_MS);
        assert_non_null(pong);
        assert_int_equal(json_integer_value(json_object_get(pong, "id")), i);
        json_decref(pong);
    }
    net_client_close(&good);
    tls_server_end(&tls);
}

/* A client told to check no name, or a name TLS cannot carry, does not
 * connect: without a name it would take any certificate its authorities
 * signed, for any machine. */
static void test_a_name_that_cannot_be_checked_fails(void **state)
{
    (void)state;
    TlsServer tls;
    tls_server_config(&tls, 0);
    test_server_start(&tls.server);
    char long_name[300];
    memset(long_name, 'a', sizeof long_name - 1);
    long_name[sizeof long_name - 1] = '\0';
    const char *names[] = {"", long_name};
    for (int i = 0; i < 2; i++) {
        NetClientTls options = {.ca_file = tls.certificate, .server_name = names[i]};
        NetClient client;
        assert_false(net_client_connect(&client, tls.server.address, &options, WAIT_MS));
        if (!strstr(client.error, "name"))
            fail_msg("a name that cannot be checked failed with '%s'", client.error);
    }
    NetClient good;
    assert_true(net_client_connect(&good, tls.server.address, &tls.trust, WAIT_MS));
    net_client_close(&good);
    tls_server_end(&tls);
}

/* Reads what the server sends until the connection ends, keeping the
 * start of it in text; true when it ends with the server's close_notify,
 * false when it is cut (or does not end within the wait). */
static bool read_to_clean_end(NetClient *client, char *text, size_t size)
{
    size_t length = 0;
    text[0] = '\0';
    for (int reads = 0; reads < 100000; reads++) {
        char buffer[4096];
        ERR_clear_error();
        int got = SSL_read(client->tls, buffer, sizeof buffer);
        if (got > 0) {
            size_t take = (size_t)got < size - 1 - length ? (size_t)got : size - 1 - length;
            memcpy(text + length, buffer, take);
            length += take;
            text[length] = '\0';
            continue;
        }
        int error = SSL_get_error(client->tls, got);
        if (error != SSL_ERROR_WANT_READ)
            return error == SSL_ERROR_ZERO_RETURN;
        struct pollfd pfd = {client->fd, POLLIN, 0};
        if (poll(&pfd, 1, WAIT_MS) != 1)
            return false;
    }
    return false;
}

/* The server ends every TLS connection with close_notify, so a client
 * knows it was sent everything: when it lets a client go, when a client
 * leaves, and when it stops. */
static void test_the_server_ends_tls_with_close_notify(void **state)
{
    (void)state;
    TlsServer tls;
    tls_server_config(&tls, 0);
    test_server_start(&tls.server);
    const char *address = tls.server.address;
    NetClient first, second, third;
    assert_true(net_client_connect(&first, address, &tls.trust, WAIT_MS));
    assert_true(net_client_hello(&first, "first", WAIT_MS));
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(net_client_create(&first, &options, WAIT_MS));
    assert_true(net_client_connect(&second, address, &tls.trust, WAIT_MS));
    assert_true(net_client_hello(&second, "second", WAIT_MS));
    assert_true(net_client_resume(&second, first.token, WAIT_MS));
    char text[8192];
    assert_true(read_to_clean_end(&first, text, sizeof text));
    assert_non_null(strstr(text, "\"replaced\""));

    ERR_clear_error();
    assert_true(SSL_shutdown(second.tls) >= 0);
    assert_true(read_to_clean_end(&second, text, sizeof text));

    assert_true(net_client_connect(&third, address, &tls.trust, WAIT_MS));
    assert_true(net_client_hello(&third, "third", WAIT_MS));
    test_server_stop(&tls.server);
    assert_true(read_to_clean_end(&third, text, sizeof text));
    net_client_close(&first);
    net_client_close(&second);
    net_client_close(&third);
    test_server_remove(&tls.server);
}

/* Turns of the server's loop begun: each reads the clock. */
static atomic_long clock_reads;

static int64_t counting_clock(void *context)
{
    (void)context;
    atomic_fetch_add(&clock_reads, 1);
    return (int64_t)test_clock_ms();
}

/* The most a socket's send buffer may grow to, in bytes. */
static size_t send_buffer_max(void)
{
    long low, initial, high = 4 << 20;
    FILE *in = fopen("/proc/sys/net/ipv4/tcp_wmem", "r");
    if (in) {
        if (fscanf(in, "%ld %ld %ld", &low, &initial, &high) != 3)
            high = 4 << 20;
        fclose(in);
    }
    return (size_t)high;
}

/* A handshake whose certificate is more than the socket holds: the server
 * reads the client's hello and must write until the socket is full, as it
 * reads.  Once the client reads, it goes on writing, and the client is
 * welcomed. */
static void test_a_handshake_that_fills_the_socket_goes_on(void **state)
{
    (void)state;
    /* More than the server's send buffer and the client's receive buffer
     * together, under the 16 MiB a handshake message may hold (on a
     * machine whose buffers hold more than 12 MiB, the server may write it
     * all at once, and the test proves less). */
    size_t padding = 2 * send_buffer_max() + (1 << 20);
    if (padding > (12 << 20))
        padding = 12 << 20;
    TlsServer tls;
    tls_server_config(&tls, padding);
    tls.server.config.clock = counting_clock;
    tls.server.config.hello_ms = 3600 * 1000; /* nothing but the client's reading may move the server on */
    test_server_start(&tls.server);

    NetClient client;
    assert_true(net_client_connect(&client, tls.server.address, NULL, WAIT_MS));
    SSL_CTX *context = SSL_CTX_new(TLS_client_method());
    assert_non_null(context);
    SSL_CTX_set_max_cert_list(context, (long)(2 * padding));
    SSL *ssl = SSL_new(context);
    assert_non_null(ssl);
    client.tls_context = context;
    client.tls = ssl;
    SSL_set_fd(ssl, client.fd);
    int result = SSL_connect(ssl);
    assert_int_equal(SSL_get_error(ssl, result), SSL_ERROR_WANT_READ);

    /* Nothing is read until the server has begun to answer and then gone
     * back to its loop: it has filled the socket. */
    struct pollfd pfd = {client.fd, POLLIN, 0};
    assert_int_equal(poll(&pfd, 1, WAIT_MS), 1);
    long reads = atomic_load(&clock_reads);
    double start = test_clock_ms();
    while (atomic_load(&clock_reads) == reads && test_clock_ms() - start < WAIT_MS)
        poll(NULL, 0, 10);
    assert_true(atomic_load(&clock_reads) > reads);

    start = test_clock_ms();
    for (int steps = 0; (result = SSL_connect(ssl)) != 1 && steps < 100000; steps++) {
        int error = SSL_get_error(ssl, result);
        assert_true(error == SSL_ERROR_WANT_READ || error == SSL_ERROR_WANT_WRITE);
        pfd.events = error == SSL_ERROR_WANT_READ ? POLLIN : POLLOUT;
        int left = (int)(WAIT_MS - (test_clock_ms() - start));
        if (left <= 0 || poll(&pfd, 1, left) != 1)
            fail_msg("the server did not finish the handshake");
    }
    assert_int_equal(result, 1);
    assert_true(net_client_hello(&client, "patient", WAIT_MS));
    net_client_close(&client);
    tls_server_end(&tls);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tls_game),
        cmocka_unit_test(test_a_stalled_handshake_harms_nobody),
        cmocka_unit_test(test_a_name_that_cannot_be_checked_fails),
        cmocka_unit_test(test_the_server_ends_tls_with_close_notify),
        cmocka_unit_test(test_a_handshake_that_fills_the_socket_goes_on),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
