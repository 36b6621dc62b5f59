/* The real ecarte-server's command line: every mistake in the arguments is
 * told in a sentence and ends it with status 2, as its manual says, and a
 * state it cannot use with status 1. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "server_support.h"

/* Runs the program with these arguments (after its name, NULL ended) until
 * it exits, and returns its exit status, with what it wrote on standard
 * error in `said`.  A program still running after the wait is killed, and
 * fails the test. */
static int run_program(const char *const *arguments, char *said, size_t said_size)
{
    const char *argv[32] = {"ecarte-server"};
    int count = 1;
    while (arguments[count - 1] && count < 31) {
        argv[count] = arguments[count - 1];
        count++;
    }
    argv[count] = NULL;
    int err[2];
    assert_int_equal(pipe2(err, O_CLOEXEC), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, STDOUT_FILENO);
        dup2(err[1], STDERR_FILENO);
        execv(ECARTE_SERVER_PROGRAM, (char *const *)argv);
        _exit(127);
    }
    close(err[1]);
    size_t length = 0;
    double until = test_clock_ms() + WAIT_MS;
    bool ended = false;
    while (!ended) {
        struct pollfd pfd = {err[0], POLLIN, 0};
        double left = until - test_clock_ms();
        if (left <= 0 || poll(&pfd, 1, (int)left) != 1)
            break;
        char chunk[512];
        ssize_t got = read(err[0], chunk, sizeof chunk);
        ended = got <= 0;
        if (ended)
            break;
        size_t take = (size_t)got < said_size - 1 - length ? (size_t)got : said_size - 1 - length;
        memcpy(said + length, chunk, take);
        length += take;
    }
    said[length] = '\0';
    close(err[0]);
    int status = 0;
    /* A program that has closed its standard error is ending; one that
     * has not is still serving. */
    if (!ended) {
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
        fail_msg("ecarte-server %s ... did not stop", arguments[0]);
    }
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    return WEXITSTATUS(status);
}

/* The program exits with `status`, having said `sentence` on standard
 * error. */
static void expect_exit(int status, const char *sentence, const char *const *arguments)
{
    char said[4096];
    int got = run_program(arguments, said, sizeof said);
    if (got != status || !strstr(said, sentence))
        fail_msg("ecarte-server %s ... exited %d, saying: %s (expected %d, saying %s)", arguments[0], got, said, status,
                 sentence);
}

static void test_mistakes_in_the_arguments_exit_2(void **state)
{
    (void)state;
    char dir[] = "/tmp/ecarte-server-cli-XXXXXX";
    assert_non_null(mkdtemp(dir));
    expect_exit(2, "--listen takes ADDRESS:PORT", (const char *[]){"--listen", "127.0.0.1", "--state", dir, NULL});
    expect_exit(2, "--listen takes ADDRESS:PORT", (const char *[]){"--listen", "[::1]", "--state", dir, NULL});
    expect_exit(2, "--listen takes ADDRESS:PORT", (const char *[]){"--listen", "127.0.0.1:", "--state", dir, NULL});
    expect_exit(2, "--listen takes ADDRESS:PORT",
                (const char *[]){"--listen", "127.0.0.1:70000", "--state", dir, NULL});
    expect_exit(2, "--listen takes ADDRESS:PORT", (const char *[]){"--listen", "127.0.0.1:ab", "--state", dir, NULL});
    expect_exit(2, "--tls-cert needs --tls-key",
                (const char *[]){"--listen", "127.0.0.1:0", "--state", dir, "--tls-cert", "cert.pem", NULL});
    expect_exit(2, "--tls-key needs --tls-cert",
                (const char *[]){"--listen", "127.0.0.1:0", "--state", dir, "--tls-key", "key.pem", NULL});
    expect_exit(2, "--listen and --state are needed", (const char *[]){"--listen", "127.0.0.1:0", NULL});
    expect_exit(2, "bad or missing value for --state", (const char *[]){"--listen", "127.0.0.1:0", "--state", NULL});
    expect_exit(2, "bad or missing value for --rate",
                (const char *[]){"--listen", "127.0.0.1:0", "--state", dir, "--rate", "0", NULL});
    expect_exit(2, "bad or missing value for --unjoined-after",
                (const char *[]){"--listen", "127.0.0.1:0", "--state", dir, "--unjoined-after", "0", NULL});
    expect_exit(2, "bad or missing value for --fly",
                (const char *[]){"--listen", "127.0.0.1:0", "--state", dir, "--fly", "high", NULL});
    /* Not a mistake in the arguments: a state folder that is not there. */
    char missing[sizeof dir + 16];
    snprintf(missing, sizeof missing, "%s/missing", dir);
    expect_exit(1, "cannot", (const char *[]){"--listen", "127.0.0.1:0", "--state", missing, NULL});
    assert_int_equal(rmdir(dir), 0);
}

/* A second server on a state folder in use is refused, and says why. */
static void test_a_folder_in_use_is_refused(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    char expected[128];
    snprintf(expected, sizeof expected, "ecarte-server: another ecarte-server is using %s\n", server.dir);
    expect_exit(1, expected, (const char *[]){"--listen", "127.0.0.1:0", "--state", server.dir, NULL});
    test_server_stop(&server);
    test_server_remove(&server);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mistakes_in_the_arguments_exit_2),
        cmocka_unit_test(test_a_folder_in_use_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
