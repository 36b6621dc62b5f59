/* The game's only source of chance: a small explicit generator.
 *
 * It is part of the game state, so the same seed gives the same game on every
 * machine, a saved game resumes with the same future deals, and the AI can be
 * handed its own stream.  SplitMix64: one 64-bit word of state, fast, and good
 * enough for card games (it passes BigCrush).
 */
#ifndef ECARTE_RNG_H
#define ECARTE_RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t state;
} Rng;

Rng rng_seeded(uint64_t seed);
uint64_t rng_next(Rng *rng);
/* A uniform integer in [0, bound), without modulo bias; bound must be > 0. */
uint32_t rng_below(Rng *rng, uint32_t bound);
/* Mixes two words into a seed, e.g. a game seed and a hash of what a seat saw. */
uint64_t rng_mix(uint64_t a, uint64_t b);

#endif
