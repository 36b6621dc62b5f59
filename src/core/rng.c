#include "ecarte/rng.h"

Rng rng_seeded(uint64_t seed)
{
    Rng rng = {seed};
    return rng;
}

uint64_t rng_next(Rng *rng)
{
    uint64_t z = (rng->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Lemire's multiply-and-reject: unbiased, and rarely loops. */
uint32_t rng_below(Rng *rng, uint32_t bound)
{
    uint64_t product = (uint64_t)(uint32_t)(rng_next(rng) >> 32) * bound;
    uint32_t low = (uint32_t)product;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            product = (uint64_t)(uint32_t)(rng_next(rng) >> 32) * bound;
            low = (uint32_t)product;
        }
    }
    return (uint32_t)(product >> 32);
}

uint64_t rng_mix(uint64_t a, uint64_t b)
{
    Rng rng = rng_seeded(a ^ (b * 0xD6E8FEB86659FD93ull));
    rng_next(&rng);
    return rng_next(&rng);
}
