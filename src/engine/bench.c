#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>

#include "ecarte/ai.h"
#include "ecarte/game.h"
#include "ecarte/journal.h"
#include "ecarte/view.h"
#include "review.h"

static double clock_seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double now_seconds(void) { return clock_seconds(CLOCK_MONOTONIC); }

/* One hand from the deal to its score, every choice uniform among the legal. */
static uint64_t play_random_hand(Game *game, Rng *chooser)
{
    uint64_t actions = 0;
    ActionList legal;
    game_deal(game, NULL, NULL);
    while (game->to_act != SEAT_NONE) {
        game_legal_actions(game, &legal);
        game_apply(game, legal.items[rng_below(chooser, (uint32_t)legal.count)], NULL);
        actions++;
    }
    return actions;
}

BenchResult bench_random_hands(double seconds, uint64_t seed)
{
    BenchResult result = {0};
    GameOptions options = options_preset(PRESET_STANDARD);
    Rng chooser = rng_seeded(seed);
    Game game;
    game_init(&game, &options, seed, SEAT_NONE);
    double start = now_seconds(), elapsed = 0;
    /* Check the clock only every batch so that timing costs nothing per hand. */
    while (elapsed < seconds) {
        for (int i = 0; i < 4096; i++) {
            if (game_is_over(&game)) {
                game_init(&game, &options, rng_next(&chooser), SEAT_NONE);
                result.games++;
            }
            result.actions += play_random_hand(&game, &chooser);
            result.hands++;
        }
        elapsed = now_seconds() - start;
    }
    result.seconds = elapsed;
    return result;
}

/* ---- rating a hand ------------------------------------------------------ */

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Nearest rank, on sorted values. */
static double sorted_percentile(const double *values, long count, double fraction)
{
    long rank = (long)ceil(fraction * (double)count);
    return values[rank > 0 ? rank - 1 : 0];
}

/* Plays the next hand of the game with easy in seat easy_seat and hard in
 * the other; false if a level chose nothing the rules took. */
static bool play_hand(Game *game, Journal *journal, uint64_t decision_seed, uint8_t easy_seat)
{
    if (journal_deal(journal, game, NULL, NULL) != RULE_OK)
        return false;
    while (game->to_act != SEAT_NONE) {
        SeatView view;
        game_view(game, game->to_act, &view);
        Action action;
        AiLevel level = game->to_act == easy_seat ? AI_EASY : AI_HARD;
        if (!ai_choose(&view, level, decision_seed, &action) || journal_apply(journal, game, action, NULL) != RULE_OK)
            return false;
    }
    return true;
}

typedef struct Times {
    double *values;
    long count, capacity;
} Times;

static bool times_add(Times *times, double value)
{
    if (times->count == times->capacity) {
        long capacity = times->capacity ? 2 * times->capacity : 4096;
        double *more = realloc(times->values, (size_t)capacity * sizeof *more);
        if (!more)
            return false;
        times->values = more;
        times->capacity = capacity;
    }
    times->values[times->count++] = value;
    return true;
}

/* The wall clock and the thread's CPU clock at once. */
typedef struct Instant {
    double wall, cpu;
} Instant;

static Instant instant_now(void)
{
    return (Instant){clock_seconds(CLOCK_MONOTONIC), clock_seconds(CLOCK_THREAD_CPUTIME_ID)};
}

/* Adds a span to a mean (a sum until the end) and a largest value. */
static void span_add(double span, double *sum, double *max)
{
    *sum += span;
    if (span > *max)
        *max = span;
}

typedef struct DecisionTimes {
    Times wall, cpu;
} DecisionTimes;

/* Rates every decision of one hand of the journal, timing each. */
static bool time_hand(const Journal *journal, int hand, AiLevel level, ReviewBenchResult *result,
                      DecisionTimes *decisions)
{
    int first, end;
    if (!journal_hand_steps(journal, hand, &first, &end))
        return false;
    Instant start = instant_now(), before = start;
    ReviewCursor cursor;
    if (!review_begin(&cursor, journal, first, end))
        return false;
    cursor.level = level;
    ReviewItem item;
    ReviewStatus status;
    bool first_rating = true;
    while ((status = review_next(&cursor, &item)) == REVIEW_RATED) {
        Instant after = instant_now();
        if (first_rating) {
            span_add(after.wall - start.wall, &result->wall.first_mean, &result->wall.first_max);
            span_add(after.cpu - start.cpu, &result->cpu.first_mean, &result->cpu.first_max);
            first_rating = false;
        }
        result->decisions++;
        if (item.rating.choices > 1 && (!times_add(&decisions->wall, after.wall - before.wall) ||
                                        !times_add(&decisions->cpu, after.cpu - before.cpu)))
            return false;
        before = after;
    }
    Instant stop = instant_now();
    span_add(stop.wall - start.wall, &result->wall.hand_mean, &result->wall.hand_max);
    span_add(stop.cpu - start.cpu, &result->cpu.hand_mean, &result->cpu.hand_max);
    return status == REVIEW_DONE;
}

/* Turns the sums into means and the decision times into percentiles. */
static void finish_times(ReviewTimes *times, long hands, Times *decisions)
{
    times->hand_mean /= (double)hands;
    times->first_mean /= (double)hands;
    if (decisions->count == 0)
        return;
    double *values = decisions->values;
    qsort(values, (size_t)decisions->count, sizeof *values, compare_doubles);
    times->decision_p50 = sorted_percentile(values, decisions->count, 0.50);
    times->decision_p99 = sorted_percentile(values, decisions->count, 0.99);
}

bool bench_review(long hands, uint64_t seed, AiLevel level, ReviewBenchResult *out)
{
    ReviewBenchResult result = {0};
    DecisionTimes decisions = {0};
    static Journal journal;
    GameOptions options = options_preset(PRESET_STANDARD);
    Game game = {.phase = PHASE_GAME_OVER};
    uint64_t game_seed = seed, decision_seed = 0;
    uint8_t easy_seat = 1;
    bool ok = true;
    while (ok && result.hands < hands) {
        if (game_is_over(&game)) {
            /* The levels change seats from game to game. */
            game_seed = rng_mix(game_seed, (uint64_t)result.games);
            decision_seed = rng_mix(game_seed, 0xA1u);
            easy_seat ^= 1u;
            game_init(&game, &options, game_seed, SEAT_NONE);
            journal_begin(&journal, &game);
            result.games++;
        }
        ok = play_hand(&game, &journal, decision_seed, easy_seat) &&
             time_hand(&journal, game.hands_dealt, level, &result, &decisions);
        result.hands++;
    }
    result.searched = decisions.wall.count;
    if (ok && result.hands > 0) {
        finish_times(&result.wall, result.hands, &decisions.wall);
        finish_times(&result.cpu, result.hands, &decisions.cpu);
    }
    free(decisions.wall.values);
    free(decisions.cpu.values);
    *out = result;
    return ok;
}
