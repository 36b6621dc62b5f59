/* Benchmarks of the engine: the throughput of the rules core, and the time
 * a review takes to rate the decisions of a hand. */
#ifndef ECARTE_ENGINE_BENCH_H
#define ECARTE_ENGINE_BENCH_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/ai_level.h"

typedef struct BenchResult {
    uint64_t hands;
    uint64_t games;
    uint64_t actions;
    double seconds;
} BenchResult;

/* Random legal play from deal to score for about `seconds` of wall-clock time. */
BenchResult bench_random_hands(double seconds, uint64_t seed);

/* Seconds to rate the decisions of a hand once it is over, as a review
 * does: the easy level plays the hard one and every hand's decisions are
 * rated in turn from its journal, by the search of `level` (AI_HARD, as the
 * window's review does, or AI_EXPERT). */
typedef struct ReviewTimes {
    double hand_mean, hand_max;        /* rating a whole hand */
    double first_mean, first_max;      /* from the start of a hand's review to its first rating */
    double decision_p50, decision_p99; /* one decision with a choice */
} ReviewTimes;

typedef struct ReviewBenchResult {
    long hands, games;
    long decisions;   /* every decision of the hands */
    long searched;    /* those with a choice, which a search rates */
    ReviewTimes wall; /* what a player waits */
    ReviewTimes cpu;  /* what the thread spent: the same on an idle machine */
} ReviewBenchResult;

/* Plays and rates `hands` hands on this thread; false when out of memory or
 * when a decision could not be rated. */
bool bench_review(long hands, uint64_t seed, AiLevel level, ReviewBenchResult *out);

#endif
