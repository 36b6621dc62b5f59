/* The server over TLS, with a certificate this test makes for itself for
 * "localhost" and throws away: never a key kept anywhere.  Clients that
 * trust it play; a client that does not trust it, and one that speaks no
 * TLS, are refused without harm. */
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509v3.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

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

/* A self-signed certificate for localhost and its key, valid for an hour. */
static void make_certificate(const char *name, const char *certificate_path, const char *key_path)
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

static void test_tls_game(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    char certificate[128], key[128], stranger[128], stranger_key[128];
    snprintf(certificate, sizeof certificate, "%s/server.pem", server.dir);
    snprintf(key, sizeof key, "%s/server.key", server.dir);
    snprintf(stranger, sizeof stranger, "%s/stranger.pem", server.dir);
    snprintf(stranger_key, sizeof stranger_key, "%s/stranger.key", server.dir);
    make_certificate("localhost", certificate, key);
    make_certificate("stranger", stranger, stranger_key);
    server.config.tls_cert = certificate;
    server.config.tls_key = key;
    server.config.hello_ms = 1000;
    test_server_start(&server);

    /* A client speaking plain text, and one trusting another certificate,
     * get no game. */
    NetClient plain, distrustful;
    assert_true(net_client_connect(&plain, server.address, NULL, WAIT_MS));
    assert_false(net_client_hello(&plain, "plain", WAIT_MS));
    net_client_close(&plain);
    NetClientTls wrong = {.ca_file = stranger, .server_name = "localhost"};
    assert_false(net_client_connect(&distrustful, server.address, &wrong, WAIT_MS));
    assert_non_null(strstr(distrustful.error, "TLS"));

    NetClientTls trust = {.ca_file = certificate, .server_name = "localhost"};
    NetClient a, b;
    assert_true(net_client_connect(&a, server.address, &trust, WAIT_MS));
    assert_true(net_client_hello(&a, "a", WAIT_MS));
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = 2;
    assert_true(net_client_create(&a, &options, WAIT_MS));
    assert_true(net_client_connect(&b, server.address, &trust, WAIT_MS));
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
    test_server_stop(&server);
    test_server_remove(&server);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tls_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
