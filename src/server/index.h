/* A map from non-zero 64-bit keys to pointers: the tables by invite code and
 * by seat token, and the connections counted per address.  Open addressing
 * with linear probing, grown as it fills, so a lookup is one or two probes. */
#ifndef ECARTE_SERVER_INDEX_H
#define ECARTE_SERVER_INDEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct IndexSlot {
    uint64_t key; /* 0: empty */
    void *value;
} IndexSlot;

typedef struct Index {
    IndexSlot *slots;
    size_t capacity; /* a power of two */
    size_t count;
} Index;

void *index_get(const Index *index, uint64_t key);
/* Adds or replaces; false if memory ran out or the key is 0. */
bool index_put(Index *index, uint64_t key, void *value);
void index_remove(Index *index, uint64_t key);
void index_free(Index *index);
/* A count kept by key (connections, tables per address): adds change and
 * returns the new count; a key whose count comes to 0 leaves the map. */
size_t index_count(Index *index, uint64_t key, int change);
/* Bytes the map holds. */
size_t index_bytes(const Index *index);
/* The key's bits mixed, so that keys alike spread over a table. */
uint64_t index_mix(uint64_t key);

#endif
