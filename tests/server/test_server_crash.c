/* The real ecarte-server killed with SIGKILL in the middle of hands, and
 * started again on the same state folder: both players take their seats
 * back with their tokens, find the game exactly as the last answers they
 * had left it, and finish it.  SIGTERM then stops the server cleanly.  And a
 * disk that fills stops it rather than let it answer what it could not
 * store. */
#define _GNU_SOURCE
#include <poll.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "server_support.h"

typedef struct Program {
    pid_t pid;
    char address[160];
} Program;

/* A server still running when a check fails is stopped with the test. */
static pid_t running;

static void stop_running(void)
{
    if (running > 0) {
        kill(running, SIGKILL);
        waitpid(running, NULL, 0);
    }
    running = 0;
}

/* After each test, passed or failed: a failed check leaves its server. */
static int stop_after(void **state)
{
    (void)state;
    stop_running();
    return 0;
}

/* Starts the program and reads its first line, "listening on ADDRESS".
 * file_limit: the largest file it may write, in bytes (a disk that fills),
 * or 0 for none. */
static void program_start_limited(Program *program, const char *dir, rlim_t file_limit)
{
    int out[2];
    assert_int_equal(pipe(out), 0);
    program->pid = fork();
    assert_true(program->pid >= 0);
    if (program->pid == 0) {
        dup2(out[1], STDOUT_FILENO);
        close(out[0]);
        close(out[1]);
        if (file_limit) {
            /* A write past the limit then fails (EFBIG) as on a full disk. */
            struct rlimit limit = {file_limit, file_limit};
            signal(SIGXFSZ, SIG_IGN);
            setrlimit(RLIMIT_FSIZE, &limit);
        }
        execl(ECARTE_SERVER_PROGRAM, "ecarte-server", "--listen", "127.0.0.1:0", "--state", dir, "--quiet", "--sync",
              "full", (char *)NULL);
        _exit(127);
    }
    close(out[1]);
    running = program->pid;
    char line[160];
    size_t length = 0;
    while (length + 1 < sizeof line) {
        struct pollfd pfd = {out[0], POLLIN, 0};
        assert_int_equal(poll(&pfd, 1, WAIT_MS), 1);
        ssize_t got = read(out[0], line + length, 1);
        assert_int_equal(got, 1);
        if (line[length] == '\n')
            break;
        length++;
    }
    line[length] = '\0';
    close(out[0]);
    assert_int_equal(strncmp(line, "listening on 127.0.0.1:", 23), 0);
    snprintf(program->address, sizeof program->address, "%s", line + 13);
}

static void program_start(Program *program, const char *dir) { program_start_limited(program, dir, 0); }

static int program_stop(Program *program, int signal_number)
{
    int status = 0;
    kill(program->pid, signal_number);
    assert_int_equal(waitpid(program->pid, &status, 0), program->pid);
    running = 0;
    return status;
}

/* Each player comes back to the restarted server and must find its view,
 * and the table's count of steps, as it last had them. */
static void come_back(NetClient *players[2], const char *address)
{
    for (int s = 0; s < 2; s++) {
        SeatView before = players[s]->view;
        int64_t seq = players[s]->seq;
        char token[NET_TOKEN_TEXT];
        int checked = players[s]->hands_checked, committed = players[s]->commitment_hand;
        uint8_t commitment[NET_HASH_BYTES];
        memcpy(commitment, players[s]->commitment, sizeof commitment);
        strcpy(token, players[s]->token);
        net_client_close(players[s]);
        client_open(players[s], address);
        if (!net_client_resume(players[s], token, WAIT_MS))
            fail_msg("seat %d was not taken back: %s", s, players[s]->error);
        client_sync(players[s], seq);
        assert_int_equal(players[s]->seq, seq);
        assert_memory_equal(&before, &players[s]->view, sizeof before);
        /* The hand in progress is still the one committed to. */
        assert_int_equal(players[s]->commitment_hand, committed);
        assert_memory_equal(players[s]->commitment, commitment, sizeof commitment);
        players[s]->hands_checked = checked;
    }
}

static void test_a_killed_server_loses_nothing(void **state)
{
    (void)state;
    TestServer dir; /* only its folder */
    test_server_config(&dir);
    Program program;
    program_start(&program, dir.dir);
    NetClient a, b;
    GameOptions options = options_preset(PRESET_STANDARD);
    table_open(program.address, &options, &a, &b);
    NetClient *seats[2] = {&a, &b};
    /* The state holds the seed of every hand in play: only the server's
     * own user may read it, whatever the umask it was started with. */
    static const char *const FILES[] = {"ecarte-server.sqlite", "ecarte-server.sqlite-wal", "ecarte-server.sqlite-shm"};
    for (int f = 0; f < 3; f++) {
        char path[128];
        struct stat about;
        snprintf(path, sizeof path, "%s/%s", dir.dir, FILES[f]);
        assert_int_equal(stat(path, &about), 0);
        if (about.st_mode & 077)
            fail_msg("%s may be read by others (mode %o)", path, (unsigned)(about.st_mode & 0777));
    }
    Rng rng = rng_seeded(17);
    int kills = 0;
    for (int moves = 0; moves < 3000 && !client_over(&a); moves++) {
        assert_true(play_move(seats, NULL, 0, &rng, NULL, NULL, NULL, 0));
        /* Killed mid-hand: in the first hand's play, and in the third's. */
        bool mid_hand = a.view.phase == PHASE_PLAY && a.view.history_count == 1 &&
                        (a.view.hands_dealt == 1 || a.view.hands_dealt == 3) && a.view.trick_size == 1;
        if (mid_hand && kills < 2 && a.view.hands_dealt == (kills == 0 ? 1 : 3)) {
            int status = program_stop(&program, SIGKILL);
            assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
            program_start(&program, dir.dir);
            come_back(seats, program.address);
            kills++;
        }
    }
    assert_true(client_over(&a) && client_over(&b));
    assert_true(kills >= 1);
    assert_int_equal(a.fairness, NET_FAIR_OK);
    assert_int_equal(b.fairness, NET_FAIR_OK);
    assert_int_equal(a.view.winner, b.view.winner);
    net_client_close(&a);
    net_client_close(&b);
    int status = program_stop(&program, SIGTERM);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    test_server_remove(&dir);
}

/* The disk fills while a game is played: the server stops, with status 1,
 * rather than acknowledge an action it could not store; started again with
 * room, it has every action it acknowledged. */
static void test_a_full_disk_is_never_acknowledged(void **state)
{
    (void)state;
    TestServer dir;
    test_server_config(&dir);
    Program program;
    program_start(&program, dir.dir);
    NetClient a, b;
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = TARGET_MAX;
    table_open(program.address, &options, &a, &b);
    NetClient *seats[2] = {&a, &b};
    int status = program_stop(&program, SIGTERM);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);

    /* Started again where its files may grow a little, no more. */
    program_start_limited(&program, dir.dir, 40 * 1024);
    come_back(seats, program.address);
    Rng rng = rng_seeded(5);
    bool refused = false;
    for (int moves = 0; moves < 20000 && !refused && !client_over(&a); moves++) {
        NetClient *to_act = client_legal_count(&a) ? &a : &b;
        char action[ACTION_TEXT_MAX];
        snprintf(action, sizeof action, "%s",
                 client_legal(to_act, (int)rng_below(&rng, (uint32_t)client_legal_count(to_act))));
        assert_true(net_client_send(to_act, json_pack("{s:s,s:s}", "type", "act", "action", action)));
        json_t *ok = net_client_expect(to_act, "ok", WAIT_MS);
        if (!ok) {
            /* Not acknowledged: the connection ends without an answer. */
            if (!strstr(to_act->error, "closed"))
                fail_msg("%s was answered: %s", action, to_act->error);
            refused = true;
            break;
        }
        int64_t seq = json_integer_value(json_object_get(ok, "seq"));
        json_decref(ok);
        for (int s = 0; s < 2; s++)
            client_sync(seats[s], seq);
    }
    assert_true(refused);
    assert_int_equal(waitpid(program.pid, &status, 0), program.pid);
    running = 0;
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 1);

    program_start(&program, dir.dir);
    come_back(seats, program.address);
    net_client_close(&a);
    net_client_close(&b);
    status = program_stop(&program, SIGTERM);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    test_server_remove(&dir);
}

int main(void)
{
    atexit(stop_running);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_a_killed_server_loses_nothing, stop_after),
        cmocka_unit_test_teardown(test_a_full_disk_is_never_acknowledged, stop_after),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
