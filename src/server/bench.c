/* ecarte-bench-server: N tables on loopback, two clients each playing random
 * legal moves through the real protocol against a real ecarte-server run as
 * a child process.  Prints the moves a second, the round trip of a move
 * (sent to acknowledged) at the 50th and 99th percentiles, and the server's
 * memory per table.  A benchmark: it prints figures and checks nothing. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "ecarte/number.h"
#include "ecarte/rng.h"

static const char USAGE[] =
    "usage: ecarte-bench-server [--tables N] [--seconds S] [--think-ms MS] [--sync full|normal]\n"
    "                           [--server PATH] [--seed N]\n"
    "       ecarte-bench-server --help\n"
    "\n"
    "Starts ecarte-server on 127.0.0.1 with a state folder of its own, seats two\n"
    "clients at each of N tables (1 to 100000; 1000), and lets them play random\n"
    "legal moves for S seconds (1 to 3600; 20), each waiting a random time of 0\n"
    "to twice MS milliseconds before a move (0 to 60000; 1000; 0 plays as fast as\n"
    "the server answers).  --sync is the server's (full), --server the program\n"
    "(default: ecarte-server beside this one).\n";

enum { CLIENT_BUFFER = 1 << 16, SETUP_AT_ONCE = 256 };

typedef enum Stage { STAGE_CONNECTING, STAGE_SEATING, STAGE_PLAYING } Stage;

typedef struct Client {
    int fd;
    int table;
    uint8_t role; /* 0 creates the table, 1 joins it */
    uint8_t stage;
    bool has_move;   /* a move is chosen and waits for its time */
    bool waiting;    /* a move was sent and not yet acknowledged */
    int64_t due_ns;  /* when the chosen move is sent */
    int64_t sent_ns; /* when the move in flight was sent */
    int heap_at;     /* place in the timer heap, or -1 */
    char move[120];
    char *in;
    size_t in_length;
} Client;

typedef struct Bench {
    Client *clients;
    int tables;
    int epoll_fd;
    struct sockaddr_in server;
} Bench;

static int64_t now_ns(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

/* ---- the timers: a binary heap of clients by due time ---- */

static Client **heap;
static int heap_size;

static void heap_swap(int a, int b)
{
    Client *swap = heap[a];
    heap[a] = heap[b];
    heap[b] = swap;
    heap[a]->heap_at = a;
    heap[b]->heap_at = b;
}

static void heap_push(Client *client)
{
    int at = heap_size++;
    heap[at] = client;
    client->heap_at = at;
    while (at > 0 && heap[(at - 1) / 2]->due_ns > heap[at]->due_ns) {
        heap_swap(at, (at - 1) / 2);
        at = (at - 1) / 2;
    }
}

static Client *heap_pop(void)
{
    Client *top = heap[0];
    heap_swap(0, --heap_size);
    top->heap_at = -1;
    for (int at = 0;;) {
        int least = at, left = 2 * at + 1, right = left + 1;
        if (left < heap_size && heap[left]->due_ns < heap[least]->due_ns)
            least = left;
        if (right < heap_size && heap[right]->due_ns < heap[least]->due_ns)
            least = right;
        if (least == at)
            break;
        heap_swap(at, least);
        at = least;
    }
    return top;
}

/* ---- the figures ---- */

static double *samples;
static size_t sample_count, sample_capacity;
static long moves, errors, games_over;
static Rng rng;
static int think_ms;
static bool playing;

static void add_sample(double ms)
{
    if (sample_count == sample_capacity) {
        sample_capacity = sample_capacity ? sample_capacity * 2 : 1 << 16;
        samples = realloc(samples, sample_capacity * sizeof *samples);
    }
    samples[sample_count++] = ms;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static long status_kb(pid_t pid, const char *key)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *file = fopen(path, "r");
    long value = -1;
    size_t length = strlen(key);
    while (file && fgets(line, sizeof line, file))
        if (strncmp(line, key, length) == 0 && line[length] == ':')
            value = atol(line + length + 1);
    if (file)
        fclose(file);
    return value;
}

static double cpu_seconds(pid_t pid)
{
    char path[64], text[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *file = fopen(path, "r");
    if (!file)
        return 0;
    size_t length = fread(text, 1, sizeof text - 1, file);
    fclose(file);
    text[length] = '\0';
    const char *at = strrchr(text, ')');
    unsigned long user = 0, system_time = 0;
    if (at)
        sscanf(at + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &user, &system_time);
    return (double)(user + system_time) / (double)sysconf(_SC_CLK_TCK);
}

static double own_cpu_seconds(void)
{
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/* The machine's load average over the last minute: what else was running. */
static double load_average(void)
{
    double load = -1;
    FILE *file = fopen("/proc/loadavg", "r");
    if (file && fscanf(file, "%lf", &load) != 1)
        load = -1;
    if (file)
        fclose(file);
    return load;
}

/* ---- the clients ---- */

static Bench bench;
static char (*codes)[10];
static int seated_tables;

static void send_text(Client *client, const char *text)
{
    size_t length = strlen(text), sent = 0;
    for (int tries = 0; sent < length && tries < 1000; tries++) {
        ssize_t wrote = send(client->fd, text + sent, length - sent, MSG_NOSIGNAL);
        if (wrote > 0)
            sent += (size_t)wrote;
        else if (wrote < 0 && errno != EAGAIN && errno != EINTR)
            break;
    }
    if (sent < length) {
        fprintf(stderr, "ecarte-bench-server: a client could not send\n");
        exit(1);
    }
}

static bool open_client(Client *client)
{
    client->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (client->fd < 0)
        return false;
    int one = 1;
    setsockopt(client->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (connect(client->fd, (struct sockaddr *)&bench.server, sizeof bench.server) != 0 && errno != EINPROGRESS)
        return false;
    client->stage = STAGE_CONNECTING;
    client->heap_at = -1;
    struct epoll_event event = {.events = EPOLLIN | EPOLLOUT, .data.ptr = client};
    return epoll_ctl(bench.epoll_fd, EPOLL_CTL_ADD, client->fd, &event) == 0;
}

static void connected(Client *client)
{
    struct epoll_event event = {.events = EPOLLIN, .data.ptr = client};
    epoll_ctl(bench.epoll_fd, EPOLL_CTL_MOD, client->fd, &event);
    char text[160];
    if (client->role == 0)
        snprintf(text, sizeof text,
                 "{\"type\":\"hello\",\"protocol\":1,\"name\":\"bench\"}\n{\"type\":\"create\",\"target\":99}\n");
    else
        snprintf(text, sizeof text,
                 "{\"type\":\"hello\",\"protocol\":1,\"name\":\"bench\"}\n{\"type\":\"join\",\"code\":\"%s\"}\n",
                 codes[client->table]);
    send_text(client, text);
    client->stage = STAGE_SEATING;
}

/* A string value right after `key` in a line the server wrote. */
static bool string_after(const char *line, const char *key, char *out, size_t size)
{
    const char *at = strstr(line, key);
    if (!at)
        return false;
    at += strlen(key);
    const char *end = strchr(at, '"');
    if (!end || (size_t)(end - at) >= size)
        return false;
    memcpy(out, at, (size_t)(end - at));
    out[end - at] = '\0';
    return true;
}

/* Chooses a random legal move from a table message, if there is one. */
static void choose(Client *client, const char *line)
{
    const char *legal = strstr(line, "\"legal\":[");
    /* A move already chosen stands: the same table told again (a player
     * came or went) asks for no other. */
    if (client->has_move || client->waiting || !legal || legal[9] == ']' || strstr(line, "\"over\":{"))
        return;
    int count = 0;
    const char *starts[40];
    for (const char *at = legal + 9; *at == '"' && count < 40;) {
        starts[count++] = at + 1;
        at = strchr(at + 1, '"');
        if (!at)
            return;
        at += at[1] == ',' ? 2 : 1;
    }
    if (count == 0)
        return;
    const char *pick = starts[rng_below(&rng, (uint32_t)count)];
    const char *end = strchr(pick, '"');
    size_t length = (size_t)(end - pick);
    if (length >= sizeof client->move)
        return;
    memcpy(client->move, pick, length);
    client->move[length] = '\0';
    client->has_move = true;
    int64_t wait_ns = think_ms ? (int64_t)rng_below(&rng, (uint32_t)(2 * think_ms) + 1) * 1000000 : 0;
    client->due_ns = now_ns() + wait_ns;
    if (playing && client->heap_at < 0)
        heap_push(client);
}

static void handle_line(Client *client, const char *line)
{
    if (strncmp(line, "{\"type\":\"table\"", 15) == 0) {
        if (strstr(line, "\"over\":{") && client->role == 0)
            games_over++;
        choose(client, line);
    } else if (strncmp(line, "{\"type\":\"ok\"", 12) == 0) {
        if (client->waiting) {
            add_sample((double)(now_ns() - client->sent_ns) / 1e6);
            moves++;
        }
        client->waiting = false;
    } else if (strncmp(line, "{\"type\":\"seated\"", 16) == 0) {
        if (client->role == 0) {
            string_after(line, "\"code\":\"", codes[client->table], sizeof codes[0]);
            Client *joiner = &bench.clients[2 * client->table + 1];
            joiner->role = 1;
            joiner->table = client->table;
            if (!open_client(joiner)) {
                fprintf(stderr, "ecarte-bench-server: cannot open a connection: %s\n", strerror(errno));
                exit(1);
            }
        } else {
            seated_tables++;
        }
        client->stage = STAGE_PLAYING;
    } else if (strncmp(line, "{\"type\":\"error\"", 15) == 0) {
        errors++;
        if (errors <= 5)
            fprintf(stderr, "ecarte-bench-server: the server said %s\n", line);
        client->waiting = false;
    }
}

static void read_client(Client *client)
{
    if (!client->in)
        client->in = malloc(CLIENT_BUFFER);
    for (;;) {
        ssize_t got = recv(client->fd, client->in + client->in_length, CLIENT_BUFFER - 1 - client->in_length, 0);
        if (got <= 0) {
            if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
                fprintf(stderr, "ecarte-bench-server: the server closed a connection\n");
                exit(1);
            }
            return;
        }
        client->in_length += (size_t)got;
        client->in[client->in_length] = '\0';
        char *line = client->in, *newline;
        while ((newline = strchr(line, '\n'))) {
            *newline = '\0';
            handle_line(client, line);
            line = newline + 1;
        }
        client->in_length = (size_t)(client->in + client->in_length - line);
        memmove(client->in, line, client->in_length);
        if (client->in_length + 1 >= CLIENT_BUFFER) {
            fprintf(stderr, "ecarte-bench-server: a line too long came\n");
            exit(1);
        }
    }
}

static void send_move(Client *client)
{
    char text[200];
    snprintf(text, sizeof text, "{\"type\":\"act\",\"action\":\"%s\"}\n", client->move);
    client->has_move = false;
    client->waiting = true;
    client->sent_ns = now_ns();
    send_text(client, text);
}

static void pump(int timeout_ms)
{
    struct epoll_event events[512];
    int ready = epoll_wait(bench.epoll_fd, events, 512, timeout_ms);
    for (int i = 0; i < ready; i++) {
        Client *client = events[i].data.ptr;
        if (client->stage == STAGE_CONNECTING && (events[i].events & (EPOLLOUT | EPOLLERR | EPOLLHUP))) {
            int error = 0;
            socklen_t size = sizeof error;
            getsockopt(client->fd, SOL_SOCKET, SO_ERROR, &error, &size);
            if (error) {
                fprintf(stderr, "ecarte-bench-server: cannot connect: %s\n", strerror(error));
                exit(1);
            }
            connected(client);
        }
        if (events[i].events & EPOLLIN)
            read_client(client);
    }
}

/* ---- the server ---- */

static pid_t start_server(const char *program, const char *dir, const char *sync_mode, uint16_t *port)
{
    int out[2];
    if (pipe(out) != 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(out[1], STDOUT_FILENO);
        close(out[0]);
        close(out[1]);
        execl(program, "ecarte-server", "--listen", "127.0.0.1:0", "--state", dir, "--quiet", "--per-address", "0",
              "--rate", "100000", "--burst", "100000", "--idle-timeout", "86400", "--max-connections", "10000000",
              "--max-tables", "10000000", "--tables-per-address", "0", "--sync", sync_mode, (char *)NULL);
        _exit(127);
    }
    close(out[1]);
    char line[128] = "";
    FILE *from = fdopen(out[0], "r");
    if (!from || !fgets(line, sizeof line, from) || strncmp(line, "listening on 127.0.0.1:", 23) != 0) {
        fprintf(stderr, "ecarte-bench-server: %s did not start\n", program);
        return -1;
    }
    fclose(from);
    *port = (uint16_t)atoi(line + 23);
    return pid;
}

static bool argument(int argc, char **argv, int *i, const char *name, uint64_t low, uint64_t high, uint64_t *value)
{
    if (strcmp(argv[*i], name) != 0)
        return false;
    if (*i + 1 >= argc || !number_parse(argv[*i + 1], low, high, value)) {
        fprintf(stderr, "ecarte-bench-server: %s takes a number from %llu to %llu\n%s", name, (unsigned long long)low,
                (unsigned long long)high, USAGE);
        exit(2);
    }
    (*i)++;
    return true;
}

int main(int argc, char **argv)
{
    uint64_t tables = 1000, seconds = 20, think = 1000, seed = 1;
    const char *sync_mode = "full";
    char program[PATH_MAX];
    ssize_t self = readlink("/proc/self/exe", program, sizeof program - 32);
    program[self > 0 ? self : 0] = '\0';
    snprintf(program + strlen(dirname(program)), 32, "/ecarte-server");
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(USAGE, stdout);
            return 0;
        }
        if (argument(argc, argv, &i, "--tables", 1, 100000, &tables) ||
            argument(argc, argv, &i, "--seconds", 1, 3600, &seconds) ||
            argument(argc, argv, &i, "--think-ms", 0, 60000, &think) ||
            argument(argc, argv, &i, "--seed", 0, UINT64_MAX, &seed))
            continue;
        if (strcmp(argv[i], "--sync") == 0 && i + 1 < argc &&
            (strcmp(argv[i + 1], "full") == 0 || strcmp(argv[i + 1], "normal") == 0)) {
            sync_mode = argv[++i];
        } else if (strcmp(argv[i], "--server") == 0 && i + 1 < argc) {
            snprintf(program, sizeof program, "%s", argv[++i]);
        } else {
            fprintf(stderr, "ecarte-bench-server: unknown or incomplete argument '%s'\n%s", argv[i], USAGE);
            return 2;
        }
    }
    think_ms = (int)think;
    rng = rng_seeded(seed);
    /* Two descriptors a table here, two in the server. */
    struct rlimit files;
    getrlimit(RLIMIT_NOFILE, &files);
    rlim_t wanted = (rlim_t)tables * 2 + 16;
    if (files.rlim_cur < wanted) {
        struct rlimit raised = {wanted, files.rlim_max > wanted ? files.rlim_max : wanted};
        if (setrlimit(RLIMIT_NOFILE, &raised) != 0) {
            fprintf(stderr, "ecarte-bench-server: %llu tables need %llu file descriptors; the limit is %llu\n",
                    (unsigned long long)tables, (unsigned long long)wanted, (unsigned long long)files.rlim_max);
            return 1;
        }
    }
    signal(SIGPIPE, SIG_IGN);
    char dir[] = "/tmp/ecarte-bench-server-XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    uint16_t port = 0;
    pid_t server = start_server(program, dir, sync_mode, &port);
    if (server < 0)
        return 1;
    bench.server.sin_family = AF_INET;
    bench.server.sin_port = htons(port);
    bench.server.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    bench.epoll_fd = epoll_create1(EPOLL_CLOEXEC);
    bench.tables = (int)tables;
    bench.clients = calloc(2 * tables, sizeof *bench.clients);
    codes = calloc(tables, sizeof *codes);
    heap = calloc(2 * tables, sizeof *heap);
    usleep(200000);
    long rss_before = status_kb(server, "VmRSS");

    /* Seat everyone, a few hundred tables at a time. */
    int64_t setup_start = now_ns();
    int opened = 0;
    for (int64_t deadline = setup_start + (int64_t)600 * 1000000000; seated_tables < (int)tables;) {
        while (opened < (int)tables && opened - seated_tables < SETUP_AT_ONCE) {
            Client *creator = &bench.clients[2 * opened];
            creator->table = opened++;
            if (!open_client(creator)) {
                fprintf(stderr, "ecarte-bench-server: cannot open a connection: %s\n", strerror(errno));
                return 1;
            }
        }
        pump(100);
        if (now_ns() > deadline) {
            fprintf(stderr, "ecarte-bench-server: only %d tables were seated in 600 s\n", seated_tables);
            return 1;
        }
    }
    double setup_seconds = (double)(now_ns() - setup_start) / 1e9;
    for (int i = 0; i < 20; i++)
        pump(10); /* the first views of the last tables */
    usleep(500000);
    long rss_seated = status_kb(server, "VmRSS");

    /* Play. */
    /* The moves chosen while the tables were being seated would all fall
     * due at once: spread them over a think time from now. */
    playing = true;
    for (int i = 0; i < 2 * (int)tables; i++)
        if (bench.clients[i].has_move) {
            Client *client = &bench.clients[i];
            client->due_ns = now_ns() +
                             (think_ms ? (int64_t)rng_below(&rng, (uint32_t)(2 * think_ms) + 1) * 1000000 : 0);
            heap_push(client);
        }
    double cpu_start = cpu_seconds(server), own_start = own_cpu_seconds(), load_start = load_average();
    int64_t start = now_ns(), end = start + (int64_t)seconds * 1000000000;
    while (now_ns() < end) {
        int64_t now = now_ns();
        while (heap_size > 0 && heap[0]->due_ns <= now) {
            Client *client = heap_pop();
            if (client->has_move && !client->waiting)
                send_move(client);
        }
        int wait_ms = heap_size > 0 ? (int)((heap[0]->due_ns - now) / 1000000) : 10;
        pump(wait_ms < 0 ? 0 : wait_ms > 10 ? 10 : wait_ms);
    }
    double elapsed = (double)(now_ns() - start) / 1e9, cpu = cpu_seconds(server) - cpu_start;
    double own = own_cpu_seconds() - own_start, load_end = load_average();
    long rss_after = status_kb(server, "VmRSS"), hwm = status_kb(server, "VmHWM");
    kill(server, SIGTERM);
    waitpid(server, NULL, 0);
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    if (system(command) != 0)
        fprintf(stderr, "ecarte-bench-server: %s was not removed\n", dir);

    qsort(samples, sample_count, sizeof *samples, compare_doubles);
    double p50 = sample_count ? samples[sample_count / 2] : 0;
    double p99 = sample_count ? samples[(size_t)((double)sample_count * 0.99)] : 0;
    double worst = sample_count ? samples[sample_count - 1] : 0;
    printf("ecarte-bench-server: %llu tables, %llu clients on 127.0.0.1, sync %s, think 0 to %d ms\n",
           (unsigned long long)tables, (unsigned long long)(2 * tables), sync_mode, 2 * think_ms);
    printf("seating:             %.1f s\n", setup_seconds);
    printf("moves:               %ld in %.1f s, %.0f a second (%ld games over, %ld errors)\n", moves, elapsed,
           (double)moves / elapsed, games_over, errors);
    printf("round trip of a move: p50 %.2f ms, p99 %.2f ms, max %.2f ms (goal: p99 <= 20 ms)\n", p50, p99, worst);
    printf("server CPU:          %.0f %% of one core while playing (the clients: %.0f %%)\n", 100 * cpu / elapsed,
           100 * own / elapsed);
    printf("machine:             %ld cores, load average %.1f before the play, %.1f after\n",
           sysconf(_SC_NPROCESSORS_ONLN), load_start, load_end);
    printf("server memory:       %ld kB before the tables, %ld kB seated, %ld kB after play (peak %ld kB)\n",
           rss_before, rss_seated, rss_after, hwm);
    printf("memory per table:    %.1f kB seated, %.1f kB after play (goal: <= 16 kB)\n",
           (double)(rss_seated - rss_before) / (double)tables, (double)(rss_after - rss_before) / (double)tables);
    return 0;
}
