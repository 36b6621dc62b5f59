/* The arena: two AI levels play whole games in duplicate pairs.  Each pair
 * plays one deck sequence twice, the levels swapping seats, so the luck of
 * the cards cancels and what remains is the difference in play. */
#define _POSIX_C_SOURCE 200809L
#include "arena.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ecarte/ai.h"
#include "ecarte/game.h"
#include "ecarte/number.h"
#include "ecarte/view.h"
#include "parallel.h"

enum { SIDES = 2, THREADS_MAX = 64 };

typedef struct ArenaConfig {
    long games;
    AiPlayer players[SIDES]; /* side 0 is --p0, side 1 is --p1 */
    uint64_t seed;
    Preset preset;
    int threads;
} ArenaConfig;

typedef struct SideTally {
    long wins;
    long points;
    long voles;
    long king_points;
} SideTally;

/* Decision times in seconds, thread CPU and wall clock. */
typedef struct TimeLog {
    double *cpu;
    double *wall;
    size_t count, capacity;
    bool failed; /* out of memory: the timing report says so */
} TimeLog;

typedef struct Tally {
    long games, hands;
    SideTally sides[SIDES];
    TimeLog times[AI_PLAYER_COUNT];
    bool illegal; /* an AI chose an action the rules refused */
} Tally;

typedef struct Worker {
    const ArenaConfig *config;
    long first_pair, pair_step;
    Tally tally;
} Worker;

static int fail(const char *format, const char *value)
{
    fputs("ecarte-engine arena: ", stderr);
    fprintf(stderr, format, value);
    fputc('\n', stderr);
    return 2;
}

static bool parse_long(const char *text, long low, long high, long *value)
{
    uint64_t parsed;
    if (!number_parse(text, (uint64_t)low, (uint64_t)high, &parsed))
        return false;
    *value = (long)parsed;
    return true;
}

static int parse_arguments(int argc, char **argv, ArenaConfig *config)
{
    *config = (ArenaConfig){.games = 200,
                            .players = {AI_PLAYER_HARD, AI_PLAYER_NORMAL},
                            .seed = 1,
                            .preset = PRESET_STANDARD,
                            .threads = 1};
    for (int i = 1; i < argc; i++) {
        const char *name = argv[i];
        bool known = strcmp(name, "--games") == 0 || strcmp(name, "--p0") == 0 || strcmp(name, "--p1") == 0 ||
                     strcmp(name, "--seed") == 0 || strcmp(name, "--preset") == 0 || strcmp(name, "--threads") == 0;
        if (!known)
            return fail("unknown argument '%s' (see ecarte-engine --help)", name);
        if (i + 1 >= argc)
            return fail("%s needs a value", name);
        const char *value = argv[++i];
        long number;
        if (strcmp(name, "--games") == 0) {
            if (!parse_long(value, 2, 100000000, &number) || number % 2 != 0)
                return fail("--games takes an even number of games from 2 up (pairs are played in duplicate), "
                            "not '%s'",
                            value);
            config->games = number;
        } else if (strcmp(name, "--p0") == 0 || strcmp(name, "--p1") == 0) {
            if (!ai_player_parse(value, &config->players[name[3] - '0']))
                return fail("unknown level '%s' (expected easy, normal, hard, expert or hard-2026)", value);
        } else if (strcmp(name, "--seed") == 0) {
            if (!number_parse(value, 0, UINT64_MAX, &config->seed))
                return fail("--seed takes a non-negative integer, not '%s'", value);
        } else if (strcmp(name, "--preset") == 0) {
            if (!options_parse_preset(value, &config->preset))
                return fail("unknown preset '%s' (expected standard or classic)", value);
        } else {
            if (!parse_long(value, 1, THREADS_MAX, &number))
                return fail("--threads takes a number from 1 to 64, not '%s'", value);
            config->threads = (int)number;
        }
    }
    return 0;
}

static double clock_seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void time_log_add(TimeLog *log, double cpu, double wall)
{
    if (log->failed)
        return;
    if (log->count == log->capacity) {
        size_t capacity = log->capacity ? 2 * log->capacity : 4096;
        double *more_cpu = realloc(log->cpu, capacity * sizeof *more_cpu);
        if (more_cpu)
            log->cpu = more_cpu;
        double *more_wall = more_cpu ? realloc(log->wall, capacity * sizeof *more_wall) : NULL;
        if (!more_wall) {
            log->failed = true;
            return;
        }
        log->wall = more_wall;
        log->capacity = capacity;
    }
    log->cpu[log->count] = cpu;
    log->wall[log->count] = wall;
    log->count++;
}

/* One whole game; side_of_seat[s] says which side sits in seat s. */
static void play_game(const ArenaConfig *config, uint64_t seed, uint8_t dealer, const int side_of_seat[SEAT_COUNT],
                      Tally *tally)
{
    GameOptions options = options_preset(config->preset);
    Game game;
    game_init(&game, &options, seed, dealer);
    uint64_t decision_seed = rng_mix(seed, 0xA1u);
    while (!game_is_over(&game)) {
        if (game_deal(&game, NULL, NULL) != RULE_OK)
            break;
        tally->hands++;
        while (game.to_act != SEAT_NONE) {
            uint8_t seat = game.to_act;
            AiPlayer player = config->players[side_of_seat[seat]];
            SeatView view;
            game_view(&game, seat, &view);
            Action action;
            double cpu = clock_seconds(CLOCK_THREAD_CPUTIME_ID);
            double wall = clock_seconds(CLOCK_MONOTONIC);
            bool chosen = ai_player_choose(&view, player, decision_seed, &action);
            time_log_add(&tally->times[player], clock_seconds(CLOCK_THREAD_CPUTIME_ID) - cpu,
                         clock_seconds(CLOCK_MONOTONIC) - wall);
            if (!chosen || game_apply(&game, action, NULL) != RULE_OK) {
                tally->illegal = true;
                return;
            }
        }
        const HandResult *result = &game.last_hand;
        for (int seat = 0; seat < SEAT_COUNT; seat++) {
            SideTally *side = &tally->sides[side_of_seat[seat]];
            side->points += result->points[seat];
            if (game.tricks[seat] == TRICKS_PER_HAND)
                side->voles++;
            if (result->king_seat == seat)
                side->king_points++;
        }
    }
    tally->games++;
    if (game.winner < SEAT_COUNT)
        tally->sides[side_of_seat[game.winner]].wins++;
}

static void *run_worker(void *argument)
{
    Worker *worker = argument;
    const ArenaConfig *config = worker->config;
    static const int STRAIGHT[SEAT_COUNT] = {0, 1}, SWAPPED[SEAT_COUNT] = {1, 0};
    for (long pair = worker->first_pair; pair < config->games / 2; pair += worker->pair_step) {
        /* Both games of a pair: same seed (so the same decks) and the same
         * first dealer; only the seats of the two levels change. */
        uint64_t seed = rng_mix(config->seed, (uint64_t)pair);
        uint8_t dealer = (uint8_t)(rng_mix(seed, 0xDEA1u) & 1u);
        play_game(config, seed, dealer, STRAIGHT, &worker->tally);
        play_game(config, seed, dealer, SWAPPED, &worker->tally);
        if (worker->tally.illegal)
            break;
    }
    return NULL;
}

static void time_log_free(TimeLog *log)
{
    free(log->cpu);
    free(log->wall);
    *log = (TimeLog){0};
}

static void merge_log(TimeLog *into, TimeLog *from)
{
    for (size_t i = 0; i < from->count; i++)
        time_log_add(into, from->cpu[i], from->wall[i]);
    into->failed |= from->failed;
    time_log_free(from);
}

static void merge(Tally *into, Tally *from)
{
    into->games += from->games;
    into->hands += from->hands;
    into->illegal |= from->illegal;
    for (int s = 0; s < SIDES; s++) {
        into->sides[s].wins += from->sides[s].wins;
        into->sides[s].points += from->sides[s].points;
        into->sides[s].voles += from->sides[s].voles;
        into->sides[s].king_points += from->sides[s].king_points;
    }
    for (int player = 0; player < AI_PLAYER_COUNT; player++)
        merge_log(&into->times[player], &from->times[player]);
}

/* The Wilson score interval for a proportion, at 95%. */
static void wilson(long wins, long games, double *low, double *high)
{
    const double z = 1.959963984540054;
    double n = (double)games, p = n > 0 ? (double)wins / n : 0;
    double centre = p + z * z / (2 * n), spread = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    double scale = 1 + z * z / n;
    *low = (centre - spread) / scale;
    *high = (centre + spread) / scale;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double percentile(double *values, size_t count, double fraction)
{
    qsort(values, count, sizeof *values, compare_doubles);
    size_t rank = (size_t)ceil(fraction * (double)count);
    return values[rank > 0 ? rank - 1 : 0];
}

static void report(const ArenaConfig *config, Tally *tally)
{
    if (tally->games == 0 || tally->hands == 0)
        return;
    printf("arena: %ld games (%ld duplicate pairs), preset %s (target %d), seed %llu, %d thread%s\n", tally->games,
           tally->games / 2, options_preset_name(config->preset), options_preset(config->preset).target,
           (unsigned long long)config->seed, config->threads, config->threads == 1 ? "" : "s");
    printf("%-12s %8s %8s   %-18s %12s %7s %11s\n", "side", "won", "%", "95% CI (Wilson)", "points/hand", "voles",
           "king points");
    for (int s = 0; s < SIDES; s++) {
        const SideTally *side = &tally->sides[s];
        double low, high;
        wilson(side->wins, tally->games, &low, &high);
        char name[24], interval[32];
        snprintf(name, sizeof name, "p%d %s", s, ai_player_name(config->players[s]));
        snprintf(interval, sizeof interval, "[%.1f%%, %.1f%%]", 100 * low, 100 * high);
        printf("%-12s %8ld %7.1f%%   %-18s %12.3f %7ld %11ld\n", name, side->wins,
               100.0 * (double)side->wins / (double)tally->games, interval, (double)side->points / (double)tally->hands,
               side->voles, side->king_points);
    }
    printf("hands: %ld (%.2f per game)\n", tally->hands, (double)tally->hands / (double)tally->games);
    printf("%-10s %10s %14s %13s %13s %14s\n", "level", "decisions", "mean (cpu)", "p99 (cpu)", "max (cpu)",
           "p99 (wall)");
    for (int player = 0; player < AI_PLAYER_COUNT; player++) {
        TimeLog *log = &tally->times[player];
        if (log->count == 0)
            continue;
        if (log->failed) {
            printf("%-10s (out of memory for the timings)\n", ai_player_name((AiPlayer)player));
            continue;
        }
        double sum = 0;
        for (size_t i = 0; i < log->count; i++)
            sum += log->cpu[i];
        double p99 = percentile(log->cpu, log->count, 0.99);
        double max = log->cpu[log->count - 1];
        double wall = percentile(log->wall, log->count, 0.99);
        printf("%-10s %10zu %11.3f ms %10.3f ms %10.3f ms %11.3f ms\n", ai_player_name((AiPlayer)player), log->count,
               1e3 * sum / (double)log->count, 1e3 * p99, 1e3 * max, 1e3 * wall);
    }
}

int arena_main(int argc, char **argv)
{
    ArenaConfig config;
    int status = parse_arguments(argc, argv, &config);
    if (status != 0)
        return status;

    Worker workers[THREADS_MAX];
    for (int t = 0; t < config.threads; t++)
        workers[t] = (Worker){.config = &config, .first_pair = t, .pair_step = config.threads};
    parallel_run(workers, sizeof workers[0], config.threads, run_worker);

    Tally total = {0};
    for (int t = 0; t < config.threads; t++)
        merge(&total, &workers[t].tally);
    int result = 0;
    if (total.illegal) {
        fprintf(stderr, "ecarte-engine arena: an AI chose an illegal action; results are incomplete\n");
        result = 1;
    }
    report(&config, &total);
    for (int player = 0; player < AI_PLAYER_COUNT; player++)
        time_log_free(&total.times[player]);
    return result;
}
