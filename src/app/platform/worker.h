/* The AI off the main thread: one job at a time on its own SDL thread, so a
 * slow search never freezes the window.  The worker only ever sees a copy of
 * a SeatView and talks back through an atomic flag and a wake-up event. */
#ifndef ECARTE_APP_WORKER_H
#define ECARTE_APP_WORKER_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "ecarte/ai.h"

typedef struct WorkerJob {
    SeatView view;
    AiLevel level;
    uint64_t seed;
    int tag;   /* the caller's: what the answer is for */
    bool hint; /* ask for a hint with its reason (ai_hint) */
} WorkerJob;

typedef struct Worker {
    SDL_Thread *thread;
    SDL_atomic_t done;
    Uint32 wake_event; /* 0: none */
    bool threaded;     /* false: jobs run at once on the caller's thread */
    bool busy;
    WorkerJob job;
    Action result;
    AiHint hint; /* for hint jobs */
    bool ok;
    SDL_threadID ran_on; /* the thread that ran the job, published with its answer */
} Worker;

void worker_init(Worker *worker, bool threaded, Uint32 wake_event);
/* Starts a job; false if one is already running. */
bool worker_start(Worker *worker, const WorkerJob *job);
/* When the running job has finished: its job, action (and hint) and success.
 * Until then the caller's thread never waits for it. */
bool worker_poll(Worker *worker, WorkerJob *job, Action *action, AiHint *hint, bool *ok);
bool worker_busy(const Worker *worker);
/* Waits for a running job and forgets it (shutdown, new game). */
void worker_join(Worker *worker);

#endif
