/* ecarte-engine: the rules and the AI without a window, speaking the text
 * protocol on the standard streams, or measuring the core, the levels and
 * the ratings of decisions. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ecarte/number.h"
#include "arena.h"
#include "bench.h"
#include "bridge.h"
#include "census.h"
#include "protocol.h"

/* Printed first by --help, and after a refused argument. */
static const char USAGE[] = "usage: ecarte-engine [--seed N]\n"
                            "       ecarte-engine --bench [SECONDS]\n"
                            "       ecarte-engine --bench-review [HANDS] [--expert]\n"
                            "       ecarte-engine --rating-census GAMES [--seed S] [--threads T]\n"
                            "       ecarte-engine arena [--games N] [--p0 LEVEL] [--p1 LEVEL] [--seed S]\n"
                            "                           [--preset standard|classic] [--threads T]\n"
                            "       ecarte-engine --join ADDRESS:PORT CODE [--level LEVEL] [--seed N] [--name NAME]\n"
                            "                     [--tls] [--ca FILE]\n"
                            "       ecarte-engine --create ADDRESS:PORT [--preset standard|classic] [--target N]\n"
                            "                     [--level LEVEL] [--seed N] [--name NAME] [--tls] [--ca FILE]\n"
                            "       ecarte-engine --help | --version\n";

static const char HELP[] = "\n"
                           "Écarté without a window, for scripts, tests and other programs' bots.\n"
                           "\n"
                           "Without a mode it speaks the text protocol of ecarte-engine(6): one command\n"
                           "a line on standard input, one answer each on standard output, until quit or\n"
                           "the end of the input.\n"
                           "  --seed N                seeds the first game, and the games that later new\n"
                           "                          commands start without seed= (a whole number;\n"
                           "                          default: from the clock and the process number)\n"
                           "\n"
                           "--bench measures the rules core alone, --bench-review the rating of decisions.\n"
                           "  --bench [SECONDS]       plays random legal games of the standard rules on\n"
                           "                          one core for about SECONDS (0.01 to 3600; default\n"
                           "                          3) and prints the hands per second\n"
                           "  --bench-review [HANDS]  plays HANDS hands of the easy level against the\n"
                           "                          hard one (1 to 100000; default 200) and times\n"
                           "                          rating every decision of each hand on one core\n"
                           "    --expert              rates with the expert level's search, not the hard one's\n"
                           "\n"
                           "--rating-census, which must come first, plays GAMES games (1 to 1000000) of\n"
                           "easy against hard, normal against hard and hard against hard, rates every\n"
                           "decision with a choice and prints the losses and grades of each level.\n"
                           "  --seed S                seeds the games, a whole number (default 1)\n"
                           "  --threads T             threads playing at once, 1 to 64 (default 1)\n"
                           "\n"
                           "arena, which must come first, makes two levels of the computer play whole\n"
                           "games in duplicate pairs, and prints the wins with 95% intervals.\n"
                           "  --games N               games to play, an even number from 2 (default 200)\n"
                           "  --p0 LEVEL              the first side's level: easy, normal, hard,\n"
                           "                          expert, or hard-2026 (the hard level as first\n"
                           "                          released, the baseline of the others; default hard)\n"
                           "  --p1 LEVEL              the second side's level (default normal)\n"
                           "  --seed S                seeds the decks, a whole number (default 1)\n"
                           "  --preset standard|classic\n"
                           "                          the rules (default standard)\n"
                           "  --threads T             threads playing at once, 1 to 64 (default 1)\n"
                           "\n"
                           "--join and --create, which must come first, sit the computer at a table of\n"
                           "ecarte-server (NETWORK.md) and play that seat to the end of the game; --create\n"
                           "makes the table and prints \"table CODE\" first; each prints \"final score N-M\",\n"
                           "its own score first, at the end.\n"
                           "  --level LEVEL           easy, normal, hard or expert (default normal)\n"
                           "  --seed N                seeds the computer's choices (default: random)\n"
                           "  --name NAME             the name said to the server (default ecarte-engine)\n"
                           "  --tls                   speaks TLS to the server\n"
                           "  --ca FILE               the certificates to trust over TLS (default: the\n"
                           "                          system's)\n"
                           "  --preset standard|classic, --target N\n"
                           "                          the rules of a table created (default standard, 5)\n"
                           "\n"
                           "Other:\n"
                           "  -h, --help              show this help and exit\n"
                           "  --version               show the name and version, then exit\n"
                           "\n"
                           "Exit status: 0 when all went well, 1 when an arena level chose an illegal\n"
                           "action or a decision could not be rated, or a table's server or connection\n"
                           "failed, 2 for a mistake in the arguments, 3 when a deal at a table did not\n"
                           "come from the seed revealed after it.\n";

static void write_answer(const TextBuffer *answer)
{
    if (answer->length == 0)
        return;
    fwrite(answer->data, 1, answer->length, stdout);
    fflush(stdout);
}

static void answer_line(ProtocolSession *session, const char *line, size_t length, int too_long, TextBuffer *answer)
{
    text_buffer_clear(answer);
    if (too_long || length > PROTOCOL_LINE_MAX)
        protocol_refuse_long_line(answer);
    else
        protocol_handle(session, line, length, answer);
    write_answer(answer);
}

/* Reads lines of any bytes; a line over the limit is refused whole without
 * ever being held in memory. */
static int run_protocol(uint64_t seed)
{
    static ProtocolSession session;
    static TextBuffer answer;
    static char line[PROTOCOL_LINE_MAX + 1];
    size_t length = 0;
    int too_long = 0;
    protocol_init(&session, seed);

    int c;
    while (!session.quit && (c = getchar()) != EOF) {
        if (c != '\n') {
            if (length < PROTOCOL_LINE_MAX + 1)
                line[length++] = (char)c;
            else
                too_long = 1;
            continue;
        }
        answer_line(&session, line, length, too_long, &answer);
        length = 0;
        too_long = 0;
    }
    if (!session.quit && (length > 0 || too_long)) /* a last line without its newline */
        answer_line(&session, line, length, too_long, &answer);
    return 0;
}

static int run_bench(double seconds)
{
    BenchResult result = bench_random_hands(seconds, 20261130);
    printf("random play, standard rules, one core\n");
    printf("hands:            %llu in %.2f s\n", (unsigned long long)result.hands, result.seconds);
    printf("games:            %llu\n", (unsigned long long)result.games);
    printf("actions:          %llu\n", (unsigned long long)result.actions);
    printf("hands per second: %.0f\n", (double)result.hands / result.seconds);
    printf("ns per action:    %.1f\n", result.seconds * 1e9 / (double)result.actions);
    return 0;
}

static int run_bench_review(long hands, AiLevel level)
{
    ReviewBenchResult result;
    bool ok = bench_review(hands, 20261130, level, &result);
    if (!ok) {
        fprintf(stderr, "ecarte-engine: a decision could not be played or rated\n");
        return 1;
    }
    printf("rating every decision of a hand once it is over by the %s search, easy against hard, standard rules, "
           "one core\n",
           ai_level_name(level));
    printf("hands:     %ld in %ld games\n", result.hands, result.games);
    printf("decisions: %ld, %ld with a choice\n", result.decisions, result.searched);
    printf("%-30s %10s %10s %10s %10s\n", "", "mean", "max", "mean (cpu)", "max (cpu)");
    const ReviewTimes *wall = &result.wall, *cpu = &result.cpu;
    printf("%-30s %7.1f ms %7.1f ms %7.1f ms %7.1f ms\n", "whole hand (target 1000 ms)", 1e3 * wall->hand_mean,
           1e3 * wall->hand_max, 1e3 * cpu->hand_mean, 1e3 * cpu->hand_max);
    printf("%-30s %7.1f ms %7.1f ms %7.1f ms %7.1f ms\n", "first rating (target 100 ms)", 1e3 * wall->first_mean,
           1e3 * wall->first_max, 1e3 * cpu->first_mean, 1e3 * cpu->first_max);
    printf("%-30s %10s %10s %10s %10s\n", "", "p50", "p99", "p50 (cpu)", "p99 (cpu)");
    printf("%-30s %7.2f ms %7.2f ms %7.2f ms %7.2f ms\n", "one decision with a choice", 1e3 * wall->decision_p50,
           1e3 * wall->decision_p99, 1e3 * cpu->decision_p50, 1e3 * cpu->decision_p99);
    return 0;
}

static int parse_number(const char *text, double low, double high, double *value)
{
    char *end;
    *value = strtod(text, &end);
    return end != text && *end == '\0' && *value >= low && *value <= high;
}

int main(int argc, char **argv)
{
    uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
    if (argc > 1 && strcmp(argv[1], "arena") == 0)
        return arena_main(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "--rating-census") == 0)
        return census_main(argc - 1, argv + 1);
    if (argc > 1 && (strcmp(argv[1], "--join") == 0 || strcmp(argv[1], "--create") == 0))
        return bridge_main(argc - 1, argv + 1);
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            fputs(USAGE, stdout);
            fputs(HELP, stdout);
            return 0;
        }
        if (strcmp(arg, "--version") == 0) {
            puts("ecarte-engine " ECARTE_VERSION);
            return 0;
        }
        if (strcmp(arg, "--bench") == 0) {
            double seconds = 3;
            if (i + 1 < argc && !parse_number(argv[i + 1], 0.01, 3600, &seconds)) {
                fprintf(stderr, "ecarte-engine: --bench takes a number of seconds (0.01 to 3600), not '%s'\n",
                        argv[i + 1]);
                return 2;
            }
            return run_bench(seconds);
        }
        if (strcmp(arg, "--bench-review") == 0) {
            double hands = 200;
            AiLevel level = AI_HARD;
            int at = i + 1;
            if (at < argc && argv[at][0] != '-') {
                if (!parse_number(argv[at], 1, 100000, &hands) || hands != (long)hands) {
                    fprintf(stderr, "ecarte-engine: --bench-review takes a number of hands (1 to 100000), not '%s'\n",
                            argv[at]);
                    return 2;
                }
                at++;
            }
            if (at < argc && strcmp(argv[at], "--expert") == 0) {
                level = AI_EXPERT;
                at++;
            }
            if (at < argc) {
                fprintf(stderr, "ecarte-engine: unknown argument '%s' after --bench-review\n%s", argv[at], USAGE);
                return 2;
            }
            return run_bench_review((long)hands, level);
        }
        if (strcmp(arg, "--seed") == 0 && i + 1 < argc && number_parse(argv[i + 1], 0, UINT64_MAX, &seed)) {
            i++;
            continue;
        }
        fprintf(stderr, "ecarte-engine: unknown or incomplete argument '%s'\n%s", arg, USAGE);
        return 2;
    }
    return run_protocol(seed);
}
