#include "work/tasks.h"

#include <stdlib.h>
#include <threads.h>
#include <time.h>

/* Threads let go of with a job still running, not yet ended.  As the
 * program exits it waits for those whose jobs only compute, which end soon,
 * so that what they hold is freed rather than torn away (and a leak checker
 * sees it freed); those whose jobs may wait on the world (a service that
 * never answers) get a second at most. */
enum { EXIT_WAIT_MS = 1000 };
static atomic_int let_go[2]; /* by jobs_may_hang */
static once_flag exit_hook_once = ONCE_FLAG_INIT;

static void wait_for_let_go(void)
{
    while (atomic_load(&let_go[false]) > 0)
        thrd_sleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
    for (int waited = 0; waited < EXIT_WAIT_MS && atomic_load(&let_go[true]) > 0; waited++)
        thrd_sleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
}

static void add_exit_hook(void) { atexit(wait_for_let_go); }

typedef struct Entry {
    struct Entry *next;
    TaskRun run;
    void *job;
    bool ran;
} Entry;

/* A list of entries, oldest first. */
typedef struct List {
    Entry *head, *tail;
    int count;
} List;

struct Tasks {
    TasksConfig config;
    thrd_t thread;
    mtx_t lock;
    cnd_t work; /* the thread has something to do */
    cnd_t back; /* a job has come back, or the thread has ended */
    atomic_bool stop;

    /* Under the lock. */
    List waiting, done;
    bool running;    /* a job is on the thread now */
    bool waking;     /* the thread is calling the owner's wake */
    int outstanding; /* posted and not taken back */
    bool quit;       /* the owner has let go, or is letting go */
    bool finished;   /* the thread has ended its work */
    bool abandoned;  /* the owner stopped waiting: the thread frees all */
};

static void list_push(List *list, Entry *entry)
{
    entry->next = NULL;
    if (list->tail)
        list->tail->next = entry;
    else
        list->head = entry;
    list->tail = entry;
    list->count++;
}

static Entry *list_pop(List *list)
{
    Entry *entry = list->head;
    if (!entry)
        return NULL;
    list->head = entry->next;
    if (!list->head)
        list->tail = NULL;
    list->count--;
    return entry;
}

/* Entries that will never run, back unrun. */
static void drop_waiting(Tasks *tasks)
{
    for (Entry *entry; (entry = list_pop(&tasks->waiting)) != NULL;) {
        entry->ran = false;
        list_push(&tasks->done, entry);
    }
}

/* With the lock gone with the owner: every job left, and the queue. */
static void free_all(Tasks *tasks)
{
    drop_waiting(tasks);
    for (Entry *entry; (entry = list_pop(&tasks->done)) != NULL;) {
        if (tasks->config.free_job)
            tasks->config.free_job(entry->job);
        free(entry);
    }
    cnd_destroy(&tasks->back);
    cnd_destroy(&tasks->work);
    mtx_destroy(&tasks->lock);
    free(tasks);
}

static int serve(void *data)
{
    Tasks *tasks = data;
    mtx_lock(&tasks->lock);
    for (;;) {
        while (!tasks->quit && tasks->waiting.count == 0)
            cnd_wait(&tasks->work, &tasks->lock);
        if (tasks->quit)
            break;
        Entry *entry = list_pop(&tasks->waiting);
        tasks->running = true;
        mtx_unlock(&tasks->lock);

        entry->run(entry->job, tasks->config.context, &tasks->stop);

        mtx_lock(&tasks->lock);
        entry->ran = !atomic_load(&tasks->stop);
        tasks->running = false;
        list_push(&tasks->done, entry);
        cnd_broadcast(&tasks->back);
        /* The wake is the owner's memory: tasks_destroy waits for a wake
         * begun, and none begins once it has set `quit`. */
        tasks->waking = !tasks->quit && tasks->config.wake.call;
        if (tasks->waking) {
            mtx_unlock(&tasks->lock);
            tasks->config.wake.call(tasks->config.wake.context);
            mtx_lock(&tasks->lock);
            tasks->waking = false;
            cnd_broadcast(&tasks->back);
        }
    }
    mtx_unlock(&tasks->lock);

    if (tasks->config.finish)
        tasks->config.finish(tasks->config.context);
    mtx_lock(&tasks->lock);
    tasks->finished = true;
    bool abandoned = tasks->abandoned;
    cnd_broadcast(&tasks->back);
    mtx_unlock(&tasks->lock);
    if (abandoned) {
        bool may_hang = tasks->config.jobs_may_hang;
        free_all(tasks);
        atomic_fetch_sub(&let_go[may_hang], 1);
    }
    return 0;
}

Tasks *tasks_create(const TasksConfig *config)
{
    Tasks *tasks = calloc(1, sizeof *tasks);
    if (!tasks)
        return NULL;
    tasks->config = *config;
    atomic_init(&tasks->stop, false);
    if (mtx_init(&tasks->lock, mtx_plain) != thrd_success) {
        free(tasks);
        return NULL;
    }
    if (cnd_init(&tasks->work) != thrd_success) {
        mtx_destroy(&tasks->lock);
        free(tasks);
        return NULL;
    }
    if (cnd_init(&tasks->back) != thrd_success) {
        cnd_destroy(&tasks->work);
        mtx_destroy(&tasks->lock);
        free(tasks);
        return NULL;
    }
    if (thrd_create(&tasks->thread, serve, tasks) != thrd_success) {
        cnd_destroy(&tasks->back);
        cnd_destroy(&tasks->work);
        mtx_destroy(&tasks->lock);
        free(tasks);
        return NULL;
    }
    return tasks;
}

bool tasks_post(Tasks *tasks, TaskRun run, void *job)
{
    Entry *entry = malloc(sizeof *entry);
    if (!entry)
        return false;
    entry->run = run;
    entry->job = job;
    entry->ran = false;
    mtx_lock(&tasks->lock);
    if (tasks->config.most_waiting > 0 && tasks->waiting.count >= tasks->config.most_waiting) {
        Entry *oldest = list_pop(&tasks->waiting);
        oldest->ran = false;
        list_push(&tasks->done, oldest);
    }
    list_push(&tasks->waiting, entry);
    tasks->outstanding++;
    cnd_signal(&tasks->work);
    mtx_unlock(&tasks->lock);
    return true;
}

bool tasks_take(Tasks *tasks, void **job, bool *ran)
{
    mtx_lock(&tasks->lock);
    Entry *entry = list_pop(&tasks->done);
    if (entry)
        tasks->outstanding--;
    mtx_unlock(&tasks->lock);
    if (!entry)
        return false;
    *job = entry->job;
    if (ran)
        *ran = entry->ran;
    free(entry);
    return true;
}

int tasks_outstanding(const Tasks *tasks)
{
    Tasks *unlocked = (Tasks *)tasks; /* the lock is no part of what is read */
    mtx_lock(&unlocked->lock);
    int outstanding = tasks->outstanding;
    mtx_unlock(&unlocked->lock);
    return outstanding;
}

void tasks_cancel(Tasks *tasks)
{
    mtx_lock(&tasks->lock);
    drop_waiting(tasks);
    if (tasks->running) {
        atomic_store(&tasks->stop, true);
        while (tasks->running)
            cnd_wait(&tasks->back, &tasks->lock);
    }
    atomic_store(&tasks->stop, false);
    mtx_unlock(&tasks->lock);
}

void tasks_wait(Tasks *tasks)
{
    mtx_lock(&tasks->lock);
    while (tasks->done.count == 0 && tasks->outstanding > 0 && !tasks->finished)
        cnd_wait(&tasks->back, &tasks->lock);
    mtx_unlock(&tasks->lock);
}

/* A time `ms` milliseconds from now, as cnd_timedwait wants it. */
static struct timespec deadline_in(int ms)
{
    struct timespec at;
    timespec_get(&at, TIME_UTC);
    at.tv_sec += ms / 1000;
    at.tv_nsec += (long)(ms % 1000) * 1000000L;
    if (at.tv_nsec >= 1000000000L) {
        at.tv_sec++;
        at.tv_nsec -= 1000000000L;
    }
    return at;
}

bool tasks_destroy(Tasks *tasks, int wait_ms)
{
    if (!tasks)
        return true;
    mtx_lock(&tasks->lock);
    tasks->quit = true;
    drop_waiting(tasks);
    atomic_store(&tasks->stop, true);
    cnd_signal(&tasks->work);
    /* Only a running job is waited for: an idle thread has nothing left to
     * do but end, which it does by itself. */
    struct timespec until = deadline_in(wait_ms < 0 ? 0 : wait_ms);
    while (tasks->running && !tasks->finished) {
        if (wait_ms < 0)
            cnd_wait(&tasks->back, &tasks->lock);
        else if (cnd_timedwait(&tasks->back, &tasks->lock, &until) == thrd_timedout)
            break;
    }
    /* A wake never blocks, and must not outlive the owner's memory. */
    while (tasks->waking)
        cnd_wait(&tasks->back, &tasks->lock);
    bool finished = tasks->finished, left_running = tasks->running;
    thrd_t thread = tasks->thread; /* a thread let go of frees `tasks` */
    tasks->abandoned = !finished;
    if (!finished) {
        call_once(&exit_hook_once, add_exit_hook);
        atomic_fetch_add(&let_go[tasks->config.jobs_may_hang], 1);
    }
    mtx_unlock(&tasks->lock);
    if (!finished) {
        thrd_detach(thread);
        return !left_running;
    }
    thrd_join(thread, NULL);
    free_all(tasks);
    return true;
}
