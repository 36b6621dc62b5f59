#include "index.h"

#include <stdint.h>
#include <stdlib.h>

uint64_t index_mix(uint64_t key)
{
    key ^= key >> 33;
    key *= 0xFF51AFD7ED558CCDull;
    key ^= key >> 33;
    return key;
}

/* Keys are codes in ASCII and prefixes of hashes: mixed first. */
static size_t slot_of(uint64_t key, size_t capacity) { return (size_t)index_mix(key) & (capacity - 1); }

void *index_get(const Index *index, uint64_t key)
{
    if (!index->capacity || !key)
        return NULL;
    for (size_t i = slot_of(key, index->capacity);; i = (i + 1) & (index->capacity - 1)) {
        if (index->slots[i].key == key)
            return index->slots[i].value;
        if (!index->slots[i].key)
            return NULL;
    }
}

static bool grow(Index *index)
{
    size_t capacity = index->capacity ? index->capacity * 2 : 64;
    IndexSlot *slots = calloc(capacity, sizeof *slots);
    if (!slots)
        return false;
    for (size_t i = 0; i < index->capacity; i++) {
        if (!index->slots[i].key)
            continue;
        size_t j = slot_of(index->slots[i].key, capacity);
        while (slots[j].key)
            j = (j + 1) & (capacity - 1);
        slots[j] = index->slots[i];
    }
    free(index->slots);
    index->slots = slots;
    index->capacity = capacity;
    return true;
}

bool index_put(Index *index, uint64_t key, void *value)
{
    if (!key)
        return false;
    /* At most half full, so that probes stay short. */
    if ((index->count + 1) * 2 > index->capacity && !grow(index))
        return false;
    size_t i = slot_of(key, index->capacity);
    while (index->slots[i].key && index->slots[i].key != key)
        i = (i + 1) & (index->capacity - 1);
    if (!index->slots[i].key)
        index->count++;
    index->slots[i].key = key;
    index->slots[i].value = value;
    return true;
}

void index_remove(Index *index, uint64_t key)
{
    if (!index->capacity || !key)
        return;
    size_t mask = index->capacity - 1, i = slot_of(key, index->capacity);
    while (index->slots[i].key != key) {
        if (!index->slots[i].key)
            return;
        i = (i + 1) & mask;
    }
    /* Backward-shift deletion: move up every later entry of the run that
     * could live in the hole, so no tombstones are needed. */
    for (size_t j = (i + 1) & mask; index->slots[j].key; j = (j + 1) & mask) {
        size_t home = slot_of(index->slots[j].key, index->capacity);
        if (((j - home) & mask) >= ((j - i) & mask)) {
            index->slots[i] = index->slots[j];
            i = j;
        }
    }
    index->slots[i].key = 0;
    index->slots[i].value = NULL;
    index->count--;
}

size_t index_count(Index *index, uint64_t key, int change)
{
    uintptr_t count = (uintptr_t)index_get(index, key) + (uintptr_t)(intptr_t)change;
    if (count == 0)
        index_remove(index, key);
    else if (!index_put(index, key, (void *)count))
        return 0; /* not counted: memory ran out, or the key is 0 */
    return count;
}

void index_free(Index *index)
{
    free(index->slots);
    index->slots = NULL;
    index->capacity = index->count = 0;
}

size_t index_bytes(const Index *index) { return index->capacity * sizeof(IndexSlot); }
