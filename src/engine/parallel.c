#include "parallel.h"

#include <pthread.h>

enum { PARALLEL_MAX = 64 };

void parallel_run(void *items, size_t item_size, int count, void *(*run)(void *item))
{
    char *base = items;
    pthread_t threads[PARALLEL_MAX];
    int started = 0;
    for (int t = 1; t < count && t < PARALLEL_MAX; t++) {
        if (pthread_create(&threads[t], NULL, run, base + (size_t)t * item_size) != 0)
            break;
        started = t;
    }
    if (count > 0)
        run(base);
    for (int t = 1; t <= started; t++)
        pthread_join(threads[t], NULL);
    for (int t = started + 1; t < count; t++)
        run(base + (size_t)t * item_size);
}
