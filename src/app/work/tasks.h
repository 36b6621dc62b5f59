/* Work off the main thread, the one way the game does it: a queue of jobs
 * and a thread of its own that runs them in turn.  The computer's moves and
 * hints, the ratings of decisions, the card art and the voice each have a
 * queue.
 *
 * A job is the caller's memory: handed over by tasks_post, untouched by the
 * caller until tasks_take gives it back, run (or dropped unrun), in the
 * order it was posted.  After each job the main loop is woken by the
 * function it gave, from the queue's thread.
 *
 * Every job is handed a stop flag, which it checks as it works: calling the
 * work off (tasks_cancel, tasks_destroy) sets it, drops the jobs that wait
 * and waits for the running one, so a job that checks the flag never keeps
 * the game waiting.  A job that cannot check it (a read from a service that
 * never answers) is waited for as long as the owner says, then left to
 * finish alone: its thread frees what is left when it returns, and the
 * program, as it exits, waits for it to (see jobs_may_hang).
 *
 * No SDL here: the queue is C11 threads, and the game, its tests and its
 * tools use it alike. */
#ifndef ECARTE_APP_WORK_TASKS_H
#define ECARTE_APP_WORK_TASKS_H

#include <stdatomic.h>
#include <stdbool.h>

typedef struct Tasks Tasks;

/* How a thread wakes the main loop: call(context), from the queue's thread;
 * it must not block.  Never called once tasks_destroy has returned, so it may
 * point into memory the owner frees after that. */
typedef struct TaskWake {
    void (*call)(void *context);
    void *context;
} TaskWake;

/* Runs one job on the queue's thread; `context` is the queue's (below). */
typedef void (*TaskRun)(void *job, void *context, const atomic_bool *stop);

typedef struct TasksConfig {
    /* Called on the queue's thread after each job (call NULL: nothing to
     * wake). */
    TaskWake wake;
    /* The most jobs that may wait; posting another drops the oldest that
     * waits, which comes back unrun (0: no limit). */
    int most_waiting;
    /* What the thread works with, its alone: handed to every job, and to
     * `finish` on the thread as it ends (both may be NULL). */
    void *context;
    void (*finish)(void *context);
    /* A job may wait on something outside the program that may never
     * answer: as the program exits, a thread let go of is waited for only a
     * moment, where one whose jobs only compute is waited for to its end. */
    bool jobs_may_hang;
    /* Frees a job left with the queue when it is let go (tasks_destroy);
     * NULL: such jobs are the owner's to free, and it takes them all back
     * before letting go. */
    void (*free_job)(void *job);
} TasksConfig;

/* A queue and its thread; NULL when out of memory or threads. */
Tasks *tasks_create(const TasksConfig *config);

/* Hands over a job; false (the job still the caller's) when out of memory. */
bool tasks_post(Tasks *tasks, TaskRun run, void *job);

/* A job given back, in the order posted: `ran` says whether it was run to
 * its end (false: dropped before it started, or called off while it ran).
 * False when none is back yet.  Never waits. */
bool tasks_take(Tasks *tasks, void **job, bool *ran);

/* Jobs posted and not yet taken back. */
int tasks_outstanding(const Tasks *tasks);

/* Drops the jobs that wait, calls off the running one and waits for it: then
 * every job outstanding is back, for tasks_take. */
void tasks_cancel(Tasks *tasks);

/* Blocks until a job is back to take, or none is outstanding (tests and
 * tools that must wait for an answer). */
void tasks_wait(Tasks *tasks);

/* Calls all the work off and ends the thread, waiting for the running job
 * at most `wait_ms` milliseconds (negative: as long as it takes).  Once no
 * job runs the queue is let go of: its thread ends by itself, calling
 * `finish` and freeing the jobs not taken back with free_job.  False when
 * the running job had to be left to finish alone. */
bool tasks_destroy(Tasks *tasks, int wait_ms);

#endif
