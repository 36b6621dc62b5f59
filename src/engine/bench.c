#define _POSIX_C_SOURCE 199309L
#include "bench.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>

#include "ecarte/ai.h"
#include "ecarte/game.h"
#include "ecarte/journal.h"
#include "ecarte/view.h"
#include "review.h"

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

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

/* Rates every decision of one hand of the journal, timing each. */
static bool time_hand(const Journal *journal, int hand, ReviewBenchResult *result, Times *decision_times)
{
    int first, end;
    if (!journal_hand_steps(journal, hand, &first, &end))
        return false;
    double start = now_seconds(), before = start;
    ReviewCursor cursor;
    if (!review_begin(&cursor, journal, first, end))
        return false;
    ReviewItem item;
    ReviewStatus status;
    bool first_rating = true;
    while ((status = review_next(&cursor, &item)) == REVIEW_RATED) {
        double after = now_seconds();
        if (first_rating) {
            result->first_mean += after - start;
            if (after - start > result->first_max)
                result->first_max = after - start;
            first_rating = false;
        }
        result->decisions++;
        if (item.rating.choices > 1 && !times_add(decision_times, after - before))
            return false;
        before = after;
    }
    double total = now_seconds() - start;
    result->hand_mean += total;
    if (total > result->hand_max)
        result->hand_max = total;
    return status == REVIEW_DONE;
}

bool bench_review(long hands, uint64_t seed, ReviewBenchResult *out)
{
    ReviewBenchResult result = {0};
    Times decision_times = {0};
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
             time_hand(&journal, game.hands_dealt, &result, &decision_times);
        result.hands++;
    }
    if (ok && result.hands > 0) {
        result.hand_mean /= (double)result.hands;
        result.first_mean /= (double)result.hands;
    }
    result.searched = decision_times.count;
    if (ok && result.searched > 0) {
        double *times = decision_times.values;
        qsort(times, (size_t)result.searched, sizeof *times, compare_doubles);
        result.decision_p50 = sorted_percentile(times, result.searched, 0.50);
        result.decision_p99 = sorted_percentile(times, result.searched, 0.99);
        result.decision_max = times[result.searched - 1];
    }
    free(decision_times.values);
    *out = result;
    return ok;
}
