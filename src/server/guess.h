/* Codes guessed: the joins and watches whose code names no table, counted
 * per address (the key the per-address limits use, one IPv6 /64 a key)
 * across all its connections and its reconnections.
 *
 * An invite code is all a stranger needs to take a seat, so nobody may try
 * codes fast: an address's first few misses are answered at once, each
 * further lookup must wait twice as long after the last miss as the one
 * before (from 1 s up to a minute), and past the most allowed every lookup
 * is refused until misses are forgotten, one each forget time.  A player
 * who mistypes a code once or twice never waits.
 *
 * What an address owes is one time, when all its misses are forgotten:
 * each miss pushes it a forget time further.  The memory is fixed: a
 * set-associative table where a new address takes the place of the one
 * in its set that owes least, an address that owes nothing first. */
#ifndef ECARTE_SERVER_GUESS_H
#define ECARTE_SERVER_GUESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Addresses remembered at once (1.5 MiB), and the longest pause between
 * misses before the most are counted: shorter than a forget time, so that
 * an address guessing on reaches the most, where it may try one code a
 * forget time. */
enum { GUESS_SLOTS = 1 << 16, GUESS_PAUSE_MAX_MS = 60 * 1000 };

typedef struct GuessSlot {
    uint64_t key;     /* 0: free */
    int64_t clear_ms; /* when every miss is forgotten */
    int64_t last_ms;  /* the last miss */
} GuessSlot;

typedef struct Guesses {
    GuessSlot *slots;
    size_t sets;       /* a power of two */
    int at_once;       /* misses answered without a wait */
    int most;          /* misses counted before every lookup is refused; 0: no limit */
    int64_t forget_ms; /* a miss is forgotten after this long, one after another */
} Guesses;

/* False if memory ran out.  A limit of 0 (most) takes no memory. */
bool guess_open(Guesses *guesses, int at_once, int most, int64_t forget_ms);
void guess_close(Guesses *guesses);
/* 0 when the address may look a code up at `now`, else the milliseconds
 * it must wait first. */
int64_t guess_wait(const Guesses *guesses, uint64_t key, int64_t now);
/* A lookup from the address found no table. */
void guess_missed(Guesses *guesses, uint64_t key, int64_t now);

#endif
