#include "sampler.h"

uint64_t sampler_binomial(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    uint64_t result = 1;
    for (int i = 1; i <= k; i++)
        result = result * (uint64_t)(n - k + i) / (uint64_t)i;
    return result;
}

static int cards_of(CardSet set, Card out[CARD_COUNT])
{
    int count = 0;
    for (; set; set = cardset_without_lowest(set))
        out[count++] = cardset_lowest(set);
    return count;
}

/* A partial Fisher-Yates shuffle: the first `count` places are the draw. */
int sampler_draw(CardSet set, int count, Rng *rng, Card out[CARD_COUNT])
{
    Card cards[CARD_COUNT];
    int size = cards_of(set, cards);
    int i = 0;
    for (; i < count && i < size; i++) {
        int j = i + (int)rng_below(rng, (uint32_t)(size - i));
        Card swap = cards[i];
        cards[i] = cards[j];
        cards[j] = swap;
        out[i] = cards[i];
    }
    return i;
}

CardSet sampler_pick(CardSet set, int count, Rng *rng)
{
    Card drawn[CARD_COUNT];
    CardSet picked = CARDSET_EMPTY;
    for (int i = 0, n = sampler_draw(set, count, rng, drawn); i < n; i++)
        picked |= cardset_of(drawn[i]);
    return picked;
}

bool sampler_next_subset(int *index, int size, int k)
{
    int i = k - 1;
    while (i >= 0 && index[i] == size - k + i)
        i--;
    if (i < 0)
        return false;
    index[i]++;
    for (int j = i + 1; j < k; j++)
        index[j] = index[j - 1] + 1;
    return true;
}

/* Every k-subset of the cards, by advancing index combinations in order. */
static int enumerate(const Card *cards, int size, int k, CardSet base, CardSet *out)
{
    int index[CARD_COUNT];
    for (int i = 0; i < k; i++)
        index[i] = i;
    int written = 0;
    do {
        CardSet hand = base;
        for (int i = 0; i < k; i++)
            hand |= cardset_of(cards[index[i]]);
        out[written++] = hand;
    } while (sampler_next_subset(index, size, k));
    return written;
}

int sampler_opponent_hands(const Knowledge *knowledge, Rng *rng, int max, CardSet *out)
{
    Card cards[CARD_COUNT];
    int size = cards_of(knowledge->pool, cards);
    int k = knowledge->opponent_unknown;
    if (k <= 0) {
        out[0] = knowledge->known;
        return 1;
    }
    if (size <= k) { /* the whole pool: cannot happen with legal play */
        out[0] = knowledge->known | knowledge->pool;
        return 1;
    }
    if (sampler_binomial(size, k) <= (uint64_t)max) {
        return enumerate(cards, size, k, knowledge->known, out);
    }
    for (int i = 0; i < max; i++)
        out[i] = knowledge->known | sampler_pick(knowledge->pool, k, rng);
    return max;
}
