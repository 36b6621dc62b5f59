/* ecarte-server: reads its arguments, raises its file limit, and runs the
 * table server (server.h) until SIGTERM or SIGINT. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "ecarte/net_address.h"
#include "ecarte/number.h"
#include "server.h"

static const char USAGE[] = "usage: ecarte-server --listen ADDRESS:PORT --state DIR [--tls-cert FILE --tls-key FILE]\n"
                            "                     [OPTION...]\n"
                            "       ecarte-server --help | --version\n";

static const char HELP[] = "\n"
                           "Holds tables where two people play Écarté across the network, and others\n"
                           "watch; NETWORK.md describes what it speaks.  Its first line on standard\n"
                           "output is \"listening on ADDRESS:PORT\".  SIGTERM or SIGINT stops it.\n"
                           "\n"
                           "  --listen ADDRESS:PORT   where to listen (an IPv6 address in brackets);\n"
                           "                          port 0 takes any free port\n"
                           "  --state DIR             the folder of the tables' database, which must exist;\n"
                           "                          one server at a time may use it\n"
                           "  --tls-cert FILE         the certificate chain (PEM): clients must speak TLS\n"
                           "  --tls-key FILE          its private key (PEM)\n"
                           "  --max-line BYTES        the longest request line (64 to 65536; 4096)\n"
                           "  --rate N                requests a client may send a second (1 to 100000; 20)\n"
                           "  --burst N               requests a client may send at once (1 to 100000; 60)\n"
                           "  --hello-timeout S       seconds to say hello (1 to 3600; 10)\n"
                           "  --idle-timeout S        seconds a client may stay silent (1 to 86400; 300)\n"
                           "  --per-address N         connections from one address, or one IPv6 /64\n"
                           "                          (0 for no limit; 16)\n"
                           "  --max-connections N     connections at once (1 to 10000000; 100000)\n"
                           "  --max-tables N          tables held, played or not (1 to 10000000; 100000)\n"
                           "  --tables-per-address N  tables standing that one address, or one IPv6 /64,\n"
                           "                          made (0 for no limit; 16)\n"
                           "  --guesses N             codes naming no table (join, watch) one address, or\n"
                           "                          one IPv6 /64, may have counted before every code it\n"
                           "                          sends is refused (0 for no limit; 20)\n"
                           "  --guesses-at-once N     of those, the ones answered at once; after them each\n"
                           "                          code waits twice as long as the one before, from 1 s\n"
                           "                          to a minute (0 to 1000; 5)\n"
                           "  --guess-forget S        seconds before a code that named no table is\n"
                           "                          forgotten, one after another (1 to 86400; 180)\n"
                           "  --claim-after S         seconds a player must be gone before the opponent\n"
                           "                          may claim the game (0 to 31536000; 300)\n"
                           "  --abandon-after S       seconds a table may stand with nobody seated before\n"
                           "                          it is closed (1 to 31536000; 604800, a week)\n"
                           "  --finished-after S      the same for a table whose game is over\n"
                           "                          (1 to 31536000; 600)\n"
                           "  --unjoined-after S      the same for a table nobody joined\n"
                           "                          (1 to 31536000; 3600, an hour)\n"
                           "  --sync full|normal      full: every commit reaches the disk before anything\n"
                           "                          is answered; normal: a commit survives the server\n"
                           "                          being killed, not the machine losing power (full)\n"
                           "  --quiet                 say nothing on standard error\n"
                           "  -h, --help              show this help and exit\n"
                           "  --version               show the name and version, then exit\n"
                           "\n"
                           "Exit status: 0 when stopped by a signal, 1 when the state could not be\n"
                           "opened (another server using it, say) or written, 2 for a mistake in the\n"
                           "arguments.\n";

static Server *running;

static void on_signal(int number)
{
    (void)number;
    if (running)
        server_stop(running);
}

static bool numeric(const char *text, uint64_t low, uint64_t high, uint64_t *value)
{
    return text && number_parse(text, low, high, value);
}

static int refuse(const char *option, const char *value)
{
    fprintf(stderr, "ecarte-server: bad or missing value for %s%s%s%s\n%s", option, value ? " ('" : "",
            value ? value : "", value ? "')" : "", USAGE);
    return 2;
}

/* A mistake in the arguments as a whole, said in a sentence. */
static int refuse_arguments(const char *sentence)
{
    fprintf(stderr, "ecarte-server: %s\n%s", sentence, USAGE);
    return 2;
}

/* An address the server could listen on, as far as the arguments tell:
 * a host and a port number.  Whether the host exists is the system's to
 * say, when the server starts. */
static bool listen_address(const char *text)
{
    char host[256], port[16];
    uint64_t number;
    return net_address_split(text, host, sizeof host, port, sizeof port) && number_parse(port, 0, 65535, &number);
}

int main(int argc, char **argv)
{
    ServerConfig config;
    server_config_defaults(&config);
    config.log = stderr;
    bool have_listen = false, have_state = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t number;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            fputs(USAGE, stdout);
            fputs(HELP, stdout);
            return 0;
        }
        if (strcmp(arg, "--version") == 0) {
            puts("ecarte-server " ECARTE_VERSION);
            return 0;
        }
        if (strcmp(arg, "--quiet") == 0) {
            config.log = NULL;
            continue;
        }
        if (!value)
            return refuse(arg, NULL);
        i++;
        if (strcmp(arg, "--listen") == 0) {
            if (!listen_address(value)) {
                char sentence[320];
                snprintf(sentence, sizeof sentence, "--listen takes ADDRESS:PORT, a port from 0 to 65535, not '%.200s'",
                         value);
                return refuse_arguments(sentence);
            }
            config.listen = value;
            have_listen = true;
        } else if (strcmp(arg, "--state") == 0) {
            config.state_dir = value;
            have_state = true;
        } else if (strcmp(arg, "--tls-cert") == 0) {
            config.tls_cert = value;
        } else if (strcmp(arg, "--tls-key") == 0) {
            config.tls_key = value;
        } else if (strcmp(arg, "--max-line") == 0 && numeric(value, 64, 65536, &number)) {
            config.line_max = (int)number;
        } else if (strcmp(arg, "--rate") == 0 && numeric(value, 1, 100000, &number)) {
            config.rate = (double)number;
        } else if (strcmp(arg, "--burst") == 0 && numeric(value, 1, 100000, &number)) {
            config.burst = (int)number;
        } else if (strcmp(arg, "--hello-timeout") == 0 && numeric(value, 1, 3600, &number)) {
            config.hello_ms = (int)number * 1000;
        } else if (strcmp(arg, "--idle-timeout") == 0 && numeric(value, 1, 86400, &number)) {
            config.idle_ms = (int)number * 1000;
        } else if (strcmp(arg, "--per-address") == 0 && numeric(value, 0, 10000000, &number)) {
            config.per_address = (int)number;
        } else if (strcmp(arg, "--max-connections") == 0 && numeric(value, 1, 10000000, &number)) {
            config.max_connections = (int)number;
        } else if (strcmp(arg, "--max-tables") == 0 && numeric(value, 1, 10000000, &number)) {
            config.max_tables = (int)number;
        } else if (strcmp(arg, "--tables-per-address") == 0 && numeric(value, 0, 10000000, &number)) {
            config.tables_per_address = (int)number;
        } else if (strcmp(arg, "--guesses") == 0 && numeric(value, 0, 1000, &number)) {
            config.guesses = (int)number;
        } else if (strcmp(arg, "--guesses-at-once") == 0 && numeric(value, 0, 1000, &number)) {
            config.guesses_at_once = (int)number;
        } else if (strcmp(arg, "--guess-forget") == 0 && numeric(value, 1, 86400, &number)) {
            config.guess_forget_ms = (int64_t)number * 1000;
        } else if (strcmp(arg, "--claim-after") == 0 && numeric(value, 0, 31536000, &number)) {
            config.claim_after_ms = (int64_t)number * 1000;
        } else if (strcmp(arg, "--abandon-after") == 0 && numeric(value, 1, 31536000, &number)) {
            config.abandon_after_ms = (int64_t)number * 1000;
        } else if (strcmp(arg, "--finished-after") == 0 && numeric(value, 1, 31536000, &number)) {
            config.finished_after_ms = (int64_t)number * 1000;
        } else if (strcmp(arg, "--unjoined-after") == 0 && numeric(value, 1, 31536000, &number)) {
            config.unjoined_after_ms = (int64_t)number * 1000;
        } else if (strcmp(arg, "--sync") == 0 && (strcmp(value, "full") == 0 || strcmp(value, "normal") == 0)) {
            config.sync_full = strcmp(value, "full") == 0;
        } else {
            return refuse(arg, value);
        }
    }
    if (!have_listen || !have_state)
        return refuse_arguments("--listen and --state are needed");
    if (!config.tls_cert != !config.tls_key)
        return refuse_arguments(config.tls_cert ? "--tls-cert needs --tls-key, the certificate's private key"
                                                : "--tls-key needs --tls-cert, the certificate it is the key of");
    /* One descriptor a connection: take all the system allows. */
    struct rlimit files;
    if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < files.rlim_max) {
        files.rlim_cur = files.rlim_max;
        setrlimit(RLIMIT_NOFILE, &files);
    }
    signal(SIGPIPE, SIG_IGN);
    /* The state holds the secret seed of every hand in play, and the hashes
     * of the seat tokens: nobody but the server's user may read it. */
    umask(077);
    char error[512];
    Server *server = server_open(&config, error, sizeof error);
    if (!server) {
        fprintf(stderr, "ecarte-server: %s\n", error);
        return 1;
    }
    running = server;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGINT, &action, NULL);
    printf("listening on %s\n", server_address(server));
    fflush(stdout);
    bool ok = server_run(server);
    running = NULL;
    server_close(server);
    return ok ? 0 : 1;
}
