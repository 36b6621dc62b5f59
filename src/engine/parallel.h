/* Running the same work on several threads, for the arena and the census. */
#ifndef ECARTE_ENGINE_PARALLEL_H
#define ECARTE_ENGINE_PARALLEL_H

#include <stddef.h>

/* Calls run(item) for each of `count` items laid out `item_size` bytes
 * apart, the first on this thread and each other on a thread of its own;
 * an item whose thread cannot be made is run here afterwards, so every item
 * runs exactly once.  Returns when all are done. */
void parallel_run(void *items, size_t item_size, int count, void *(*run)(void *item));

#endif
