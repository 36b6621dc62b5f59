/* Three pairings play GAMES games each: easy (seat 0) against hard, normal
 * against hard, and hard against hard.  Every seat decides with a seed of
 * its own, never RATING_SEED: the hard level deciding with the rating's own
 * seed would always be rated good, whereas with another seed its losses are
 * the noise of the search's sampling, which the first threshold must clear. */
#define _POSIX_C_SOURCE 200809L
#include "census.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecarte/ai.h"
#include "ecarte/game.h"
#include "ecarte/number.h"
#include "ecarte/rating.h"
#include "ecarte/view.h"
#include "parallel.h"
#include "review.h"

enum { PAIRINGS = 3, GROUPS = 2, THREADS_MAX = 64 };

static const struct {
    const char *name;
    AiLevel levels[SEAT_COUNT];
} PAIRING[PAIRINGS] = {
    {"easy-hard", {AI_EASY, AI_HARD}},
    {"normal-hard", {AI_NORMAL, AI_HARD}},
    {"hard-hard", {AI_HARD, AI_HARD}},
};

/* The exchange (propose, respond, discard) and the play. */
static const char *const GROUP_NAMES[GROUPS] = {"exchange", "play"};

typedef struct Losses {
    double *values;
    size_t count, capacity;
} Losses;

typedef struct Tally {
    Losses losses[PAIRINGS][AI_LEVEL_COUNT][GROUPS];
    long games[PAIRINGS], hands[PAIRINGS], forced[PAIRINGS];
    bool failed; /* a decision not played or not rated, or out of memory */
} Tally;

typedef struct CensusConfig {
    long games;
    uint64_t seed;
    int threads;
} CensusConfig;

typedef struct Worker {
    const CensusConfig *config;
    long first_job, job_step;
    Tally tally;
} Worker;

static bool losses_add(Losses *losses, double loss)
{
    if (losses->count == losses->capacity) {
        size_t capacity = losses->capacity ? 2 * losses->capacity : 1024;
        double *more = realloc(losses->values, capacity * sizeof *more);
        if (!more)
            return false;
        losses->values = more;
        losses->capacity = capacity;
    }
    losses->values[losses->count++] = loss;
    return true;
}

static uint64_t seat_seed(uint64_t game_seed, uint8_t seat)
{
    uint64_t seed = rng_mix(game_seed, 0xA1u + seat);
    return seed == RATING_SEED ? rng_mix(seed, 1) : seed;
}

/* One whole game of a pairing, every decision with a choice rated before it is played. */
static void play_game(int pairing, uint64_t game_seed, Tally *tally)
{
    GameOptions options = options_preset(PRESET_STANDARD);
    Game game;
    game_init(&game, &options, game_seed, SEAT_NONE);
    while (!game_is_over(&game) && !tally->failed) {
        if (game_deal(&game, NULL, NULL) != RULE_OK) {
            tally->failed = true;
            return;
        }
        tally->hands[pairing]++;
        while (game.to_act != SEAT_NONE) {
            uint8_t seat = game.to_act;
            AiLevel level = PAIRING[pairing].levels[seat];
            SeatView view;
            game_view(&game, seat, &view);
            Action action;
            Rating rating;
            Phase phase = game.phase;
            if (!ai_choose(&view, level, seat_seed(game_seed, seat), &action) || !review_rate(&game, action, &rating) ||
                game_apply(&game, action, NULL) != RULE_OK) {
                tally->failed = true;
                return;
            }
            if (rating.choices < 2) {
                tally->forced[pairing]++;
                continue;
            }
            Losses *losses = &tally->losses[pairing][level][phase == PHASE_PLAY ? 1 : 0];
            if (!losses_add(losses, rating.loss)) {
                tally->failed = true;
                return;
            }
        }
    }
    tally->games[pairing]++;
}

/* Job j is game j / PAIRINGS of pairing j % PAIRINGS, so that every thread
 * plays every pairing and they finish together. */
static void *run_worker(void *argument)
{
    Worker *worker = argument;
    const CensusConfig *config = worker->config;
    for (long job = worker->first_job; job < config->games * PAIRINGS && !worker->tally.failed;
         job += worker->job_step) {
        int pairing = (int)(job % PAIRINGS);
        uint64_t game_seed = rng_mix(rng_mix(config->seed, (uint64_t)pairing + 1), (uint64_t)(job / PAIRINGS));
        play_game(pairing, game_seed, &worker->tally);
    }
    return NULL;
}

static void merge(Tally *into, Tally *from)
{
    into->failed |= from->failed;
    for (int p = 0; p < PAIRINGS; p++) {
        into->games[p] += from->games[p];
        into->hands[p] += from->hands[p];
        into->forced[p] += from->forced[p];
        for (int level = 0; level < AI_LEVEL_COUNT; level++)
            for (int group = 0; group < GROUPS; group++) {
                Losses *source = &from->losses[p][level][group];
                for (size_t i = 0; i < source->count && !into->failed; i++)
                    into->failed = !losses_add(&into->losses[p][level][group], source->values[i]);
                free(source->values);
                *source = (Losses){0};
            }
    }
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Nearest rank, on sorted values. */
static double sorted_percentile(const double *values, size_t count, double fraction)
{
    size_t rank = (size_t)ceil(fraction * (double)count);
    return values[rank > 0 ? rank - 1 : 0];
}

static void report_row(const char *pairing, AiLevel level, int group, Losses *losses)
{
    if (losses->count == 0)
        return;
    double *values = losses->values;
    size_t count = losses->count;
    qsort(values, count, sizeof *values, compare_doubles);
    double sum = 0;
    long grades[RATING_GRADE_COUNT] = {0};
    for (size_t i = 0; i < count; i++) {
        sum += values[i];
        grades[rating_grade_of(values[i])]++;
    }
    static const double FRACTIONS[] = {0.50, 0.75, 0.90, 0.95, 0.99};
    printf("%-12s %-7s %-9s %9zu %7.4f", pairing, ai_level_name(level), GROUP_NAMES[group], count, sum / (double)count);
    for (size_t i = 0; i < sizeof FRACTIONS / sizeof FRACTIONS[0]; i++)
        printf(" %6.3f", sorted_percentile(values, count, FRACTIONS[i]));
    for (int g = 0; g < RATING_GRADE_COUNT; g++)
        printf(" %6.1f%%", 100.0 * (double)grades[g] / (double)count);
    printf("\n");
}

static void report(const CensusConfig *config, Tally *tally)
{
    printf("rating census: %ld games a pairing, standard rules, seed %llu; every decision with a choice,\n",
           config->games, (unsigned long long)config->seed);
    printf("rated with RATING_SEED from the deciding seat's view; loss in fractions of a game won\n");
    printf("thresholds: inaccuracy %.3f, mistake %.3f, blunder %.3f\n", RATING_THRESHOLDS[RATING_INACCURACY],
           RATING_THRESHOLDS[RATING_MISTAKE], RATING_THRESHOLDS[RATING_BLUNDER]);
    for (int p = 0; p < PAIRINGS; p++)
        printf("%-12s %ld games, %ld hands, %ld decisions without a choice left out\n", PAIRING[p].name,
               tally->games[p], tally->hands[p], tally->forced[p]);
    printf("\n%-12s %-7s %-9s %9s %7s %6s %6s %6s %6s %6s %7s %7s %7s %7s\n", "pairing", "level", "phase", "decisions",
           "mean", "p50", "p75", "p90", "p95", "p99", "good", "inacc.", "mistake", "blunder");
    for (int p = 0; p < PAIRINGS; p++)
        for (int level = 0; level < AI_LEVEL_COUNT; level++)
            for (int group = 0; group < GROUPS; group++)
                report_row(PAIRING[p].name, (AiLevel)level, group, &tally->losses[p][level][group]);
}

static int fail(const char *format, const char *value)
{
    fputs("ecarte-engine: ", stderr);
    fprintf(stderr, format, value);
    fputc('\n', stderr);
    return 2;
}

static int parse_arguments(int argc, char **argv, CensusConfig *config)
{
    *config = (CensusConfig){.games = 0, .seed = 1, .threads = 1};
    uint64_t number;
    if (argc < 2)
        return fail("%s needs a number of games a pairing (1 to 1000000)", argv[0]);
    if (!number_parse(argv[1], 1, 1000000, &number))
        return fail("--rating-census takes a number of games a pairing (1 to 1000000), not '%s'", argv[1]);
    config->games = (long)number;
    for (int i = 2; i < argc; i++) {
        const char *name = argv[i];
        if (strcmp(name, "--seed") != 0 && strcmp(name, "--threads") != 0)
            return fail("unknown argument '%s' after --rating-census (see ecarte-engine --help)", name);
        if (i + 1 >= argc)
            return fail("%s needs a value", name);
        const char *value = argv[++i];
        if (strcmp(name, "--seed") == 0) {
            if (!number_parse(value, 0, UINT64_MAX, &config->seed))
                return fail("--seed takes a non-negative integer, not '%s'", value);
        } else {
            if (!number_parse(value, 1, THREADS_MAX, &number))
                return fail("--threads takes a number from 1 to 64, not '%s'", value);
            config->threads = (int)number;
        }
    }
    return 0;
}

int census_main(int argc, char **argv)
{
    CensusConfig config;
    int status = parse_arguments(argc, argv, &config);
    if (status != 0)
        return status;

    static Worker workers[THREADS_MAX];
    for (int t = 0; t < config.threads; t++)
        workers[t] = (Worker){.config = &config, .first_job = t, .job_step = config.threads};
    parallel_run(workers, sizeof workers[0], config.threads, run_worker);

    static Tally total;
    for (int t = 0; t < config.threads; t++)
        merge(&total, &workers[t].tally);
    int result = 0;
    if (total.failed) {
        fprintf(stderr, "ecarte-engine: a decision could not be played or rated; the census is incomplete\n");
        result = 1;
    }
    report(&config, &total);
    for (int p = 0; p < PAIRINGS; p++)
        for (int level = 0; level < AI_LEVEL_COUNT; level++)
            for (int group = 0; group < GROUPS; group++)
                free(total.losses[p][level][group].values);
    return result;
}
