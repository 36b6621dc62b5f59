/* The example exchanges of NETWORK.md, run against a real server.
 *
 * An example is a fenced block opened with ```netx.  A line "N> TEXT" is
 * sent by client N (0 to 9; each connects when it first sends) as it is; a
 * line "N< TEXT" is the next line client N must receive, byte for byte,
 * except that a TEXT ending in " ..." need only begin the line.  Other
 * lines are comments, but "N closes", which closes client N's connection.
 * Each example gets a server of its own whose random bytes are the same
 * every run (so the codes, tokens and deals the page shows are the ones a
 * test gets), and the server's version is written as 0.1.0 whatever it
 * is; a block opened with ```netx claim-after=S has a server whose claim
 * time is S seconds, not the 300 of the others.  With ECARTE_DOC_ACTUAL=1 in the environment, the
 * lines received are printed, for writing a new example. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "server_support.h"

enum { CLIENTS = 10, LINE_MAX_DOC = 8192 };

typedef struct Example {
    TestServer server;
    NetClient clients[CLIENTS];
    bool open[CLIENTS];
    int number, first_line, failures;
} Example;

static void example_begin(Example *example, int number, int first_line, int64_t claim_after_ms)
{
    memset(example, 0, sizeof *example);
    example->number = number;
    example->first_line = first_line;
    test_server_config(&example->server);
    example->server.random.key = 1;
    example->server.config.random = test_random;
    example->server.config.random_context = &example->server.random;
    /* A client that speaks before its hello is not let go for being slow
     * on a busy machine (the welcome does not show this time). */
    example->server.config.hello_ms = 600000;
    example->server.config.claim_after_ms = claim_after_ms;
    test_server_start(&example->server);
}

static void example_end(Example *example)
{
    for (int c = 0; c < CLIENTS; c++)
        if (example->open[c])
            net_client_close(&example->clients[c]);
    test_server_stop(&example->server);
    test_server_remove(&example->server);
}

static NetClient *client_of(Example *example, int c)
{
    if (!example->open[c]) {
        if (!net_client_connect(&example->clients[c], example->server.address, NULL, WAIT_MS))
            fail_msg("client %d cannot connect: %s", c, example->clients[c].error);
        example->open[c] = true;
    }
    return &example->clients[c];
}

/* The next line client c receives, its version written as in the page. */
static bool next_line(NetClient *client, char *out, size_t size)
{
    json_t *message = net_client_receive(client, WAIT_MS);
    if (!message)
        return false;
    json_decref(message);
    /* The line as sent: the bytes before the reader's position. */
    const char *end = client->buffer + client->start - 1, *begin = end;
    while (begin > client->buffer && begin[-1] != '\n')
        begin--;
    size_t length = (size_t)(end - begin);
    if (length >= size)
        length = size - 1;
    memcpy(out, begin, length);
    out[length] = '\0';
    const char *version = "ecarte-server " ECARTE_VERSION "\"";
    char *at = strstr(out, version);
    if (at) {
        const char *shown = "ecarte-server 0.1.0\"";
        memmove(at + strlen(shown), at + strlen(version), strlen(at + strlen(version)) + 1);
        memcpy(at, shown, strlen(shown));
    }
    return true;
}

static void example_line(Example *example, const char *line, int line_number)
{
    if (line[0] >= '0' && line[0] <= '9' && strcmp(line + 1, " closes") == 0 && example->open[line[0] - '0']) {
        net_client_close(&example->clients[line[0] - '0']);
        example->open[line[0] - '0'] = false;
        return;
    }
    if (line[0] < '0' || line[0] > '9' || (line[1] != '>' && line[1] != '<') || line[2] != ' ')
        return;
    int c = line[0] - '0';
    NetClient *client = client_of(example, c);
    const char *text = line + 3;
    if (line[1] == '>') {
        char sent[LINE_MAX_DOC];
        snprintf(sent, sizeof sent, "%s\n", text);
        if (!net_client_send_raw(client, sent, strlen(sent)))
            fail_msg("NETWORK.md:%d: cannot send: %s", line_number, client->error);
        return;
    }
    char got[LINE_MAX_DOC];
    if (!next_line(client, got, sizeof got)) {
        fprintf(stderr, "NETWORK.md:%d: client %d received nothing: %s\n", line_number, c, client->error);
        example->failures++;
        return;
    }
    if (getenv("ECARTE_DOC_ACTUAL"))
        printf("%d< %s\n", c, got);
    size_t length = strlen(text);
    bool prefix = length > 4 && strcmp(text + length - 4, " ...") == 0;
    bool same = prefix ? strncmp(got, text, length - 4) == 0 : strcmp(got, text) == 0;
    if (!same) {
        fprintf(stderr, "NETWORK.md:%d: client %d received\n%s\nnot\n%s\n", line_number, c, got, text);
        example->failures++;
    }
}

static void test_network_examples(void **state)
{
    (void)state;
    FILE *doc = fopen(ECARTE_NETWORK_MD, "r");
    assert_non_null(doc);
    static char line[LINE_MAX_DOC];
    static Example example;
    bool inside = false;
    int examples = 0, failures = 0, line_number = 0;
    while (fgets(line, sizeof line, doc)) {
        line_number++;
        line[strcspn(line, "\n")] = '\0';
        int claim_after = 300;
        if (!inside && (strcmp(line, "```netx") == 0 || sscanf(line, "```netx claim-after=%d", &claim_after) == 1)) {
            inside = true;
            example_begin(&example, ++examples, line_number, (int64_t)claim_after * 1000);
        } else if (inside && strcmp(line, "```") == 0) {
            inside = false;
            failures += example.failures;
            example_end(&example);
        } else if (inside) {
            example_line(&example, line, line_number);
        }
    }
    fclose(doc);
    assert_false(inside);
    assert_true(examples >= 2);
    assert_int_equal(failures, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_network_examples),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
