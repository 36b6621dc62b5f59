#include "platform/worker.h"

#include <string.h>

void worker_init(Worker *worker, bool threaded, Uint32 wake_event)
{
    memset(worker, 0, sizeof *worker);
    worker->threaded = threaded;
    worker->wake_event = wake_event;
}

static int run(void *data)
{
    Worker *worker = data;
    Action action = {0};
    bool ok;
    if (worker->job.hint) {
        AiHint hint;
        memset(&hint, 0, sizeof hint);
        ok = ai_hint(&worker->job.view, worker->job.seed, &hint);
        action = hint.action;
        worker->hint = hint;
    } else {
        ok = ai_choose(&worker->job.view, worker->job.level, worker->job.seed, &action);
    }
    worker->result = action;
    worker->ok = ok;
    worker->ran_on = SDL_ThreadID();
    /* The result is written before the flag that publishes it. */
    SDL_AtomicSet(&worker->done, 1);
    if (worker->wake_event != 0 && worker->wake_event != (Uint32)-1) {
        SDL_Event event;
        memset(&event, 0, sizeof event);
        event.type = worker->wake_event;
        SDL_PushEvent(&event);
    }
    return 0;
}

bool worker_start(Worker *worker, const WorkerJob *job)
{
    if (worker->busy)
        return false;
    worker->job = *job;
    worker->busy = true;
    SDL_AtomicSet(&worker->done, 0);
    if (worker->threaded) {
        worker->thread = SDL_CreateThread(run, "ecarte-ai", worker);
        if (worker->thread)
            return true;
    }
    run(worker); /* no thread (or none wanted): answer at once */
    return true;
}

bool worker_poll(Worker *worker, WorkerJob *job, Action *action, AiHint *hint, bool *ok)
{
    if (!worker->busy || SDL_AtomicGet(&worker->done) == 0)
        return false;
    if (worker->thread) {
        SDL_WaitThread(worker->thread, NULL);
        worker->thread = NULL;
    }
    worker->busy = false;
    *job = worker->job;
    *action = worker->result;
    *hint = worker->hint;
    *ok = worker->ok;
    return true;
}

bool worker_busy(const Worker *worker) { return worker->busy; }

void worker_join(Worker *worker)
{
    if (worker->thread) {
        SDL_WaitThread(worker->thread, NULL);
        worker->thread = NULL;
    }
    worker->busy = false;
    SDL_AtomicSet(&worker->done, 0);
}
