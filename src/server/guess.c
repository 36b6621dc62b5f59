#include "guess.h"

#include <stdlib.h>

#include "index.h"

/* Slots in a set: an address is looked for in its set only. */
enum { GUESS_WAYS = 8 };

bool guess_open(Guesses *guesses, int at_once, int most, int64_t forget_ms)
{
    guesses->slots = NULL;
    guesses->sets = GUESS_SLOTS / GUESS_WAYS;
    guesses->at_once = at_once;
    guesses->most = most;
    guesses->forget_ms = forget_ms > 0 ? forget_ms : 1;
    if (most <= 0)
        return true;
    guesses->slots = calloc(GUESS_SLOTS, sizeof *guesses->slots);
    return guesses->slots != NULL;
}

void guess_close(Guesses *guesses)
{
    free(guesses->slots);
    guesses->slots = NULL;
}

static GuessSlot *set_of(const Guesses *guesses, uint64_t key)
{
    return guesses->slots + (index_mix(key) & (guesses->sets - 1)) * GUESS_WAYS;
}

static GuessSlot *find(const Guesses *guesses, uint64_t key)
{
    GuessSlot *set = set_of(guesses, key);
    for (int i = 0; i < GUESS_WAYS; i++)
        if (set[i].key == key)
            return &set[i];
    return NULL;
}

int64_t guess_wait(const Guesses *guesses, uint64_t key, int64_t now)
{
    if (!guesses->slots || !key)
        return 0;
    const GuessSlot *slot = find(guesses, key);
    if (!slot || slot->clear_ms <= now)
        return 0;
    int64_t forget = guesses->forget_ms;
    int64_t misses = (slot->clear_ms - now + forget - 1) / forget;
    /* Past the most, until a miss is forgotten; and then, or below the
     * most, the pause after the last miss that the misses counted ask. */
    int64_t wait = 0;
    if (misses >= guesses->most) {
        wait = slot->clear_ms - (int64_t)(guesses->most - 1) * forget - now;
        misses = guesses->most - 1;
    }
    if (misses >= guesses->at_once) {
        int64_t doublings = misses - guesses->at_once;
        int64_t pause = doublings > 30 ? GUESS_PAUSE_MAX_MS : (int64_t)1000 << doublings;
        pause = pause < GUESS_PAUSE_MAX_MS ? pause : GUESS_PAUSE_MAX_MS;
        int64_t resume = slot->last_ms + (pause < forget ? pause : forget);
        if (resume - now > wait)
            wait = resume - now;
    }
    return wait;
}

void guess_missed(Guesses *guesses, uint64_t key, int64_t now)
{
    if (!guesses->slots || !key)
        return;
    GuessSlot *slot = find(guesses, key);
    if (!slot) {
        /* The slot of the address in the set that owes least: one that
         * owes nothing, or an empty one, if there is one. */
        GuessSlot *set = set_of(guesses, key);
        slot = &set[0];
        for (int i = 1; i < GUESS_WAYS; i++)
            if (set[i].clear_ms < slot->clear_ms)
                slot = &set[i];
        *slot = (GuessSlot){.key = key, .clear_ms = now};
    }
    slot->clear_ms = (slot->clear_ms > now ? slot->clear_ms : now) + guesses->forget_ms;
    slot->last_ms = now;
}
