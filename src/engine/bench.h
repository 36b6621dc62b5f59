/* Throughput of the rules core: random legal play from deal to score. */
#ifndef ECARTE_ENGINE_BENCH_H
#define ECARTE_ENGINE_BENCH_H

#include <stdint.h>

typedef struct BenchResult {
    uint64_t hands;
    uint64_t games;
    uint64_t actions;
    double seconds;
} BenchResult;

/* Plays random games for about `seconds` of wall-clock time. */
BenchResult bench_random_hands(double seconds, uint64_t seed);

#endif
