/* The opponent hands a seat must reckon with: every hand consistent with
 * what it has seen when they are few, a fixed number drawn with the seeded
 * generator when they are many. */
#ifndef ECARTE_AI_SAMPLER_H
#define ECARTE_AI_SAMPLER_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/rng.h"
#include "knowledge.h"

/* C(n, k), exact for the small numbers of a 32-card deck. */
uint64_t sampler_binomial(int n, int k);

/* `count` distinct cards of `set` chosen uniformly (count <= its size). */
CardSet sampler_pick(CardSet set, int count, Rng *rng);
/* The same in the order drawn, as from the top of a shuffled pile; returns
 * how many were written (at most the size of the set). */
int sampler_draw(CardSet set, int count, Rng *rng, Card out[CARD_COUNT]);

/* Steps index[0..k-1], increasing indices below `size`, to the next
 * k-subset in order; false after the last (index[i] = i is the first). */
bool sampler_next_subset(int *index, int size, int k);

/* Opponent hands (known cards plus a subset of the pool): all of them, in a
 * fixed order, when there are at most `max`; otherwise `max` independent
 * uniform draws.  Returns how many were written. */
int sampler_opponent_hands(const Knowledge *knowledge, Rng *rng, int max, CardSet *out);

#endif
