/* The queue that takes work off the main thread: jobs run in order and come
 * back in order, the main loop woken after each; a queue that may hold only
 * so many drops the oldest; calling the work off stops a job that checks
 * its flag and drops those that wait; and letting go of a queue whose job
 * is stuck returns at once, the thread freeing what is left later, but
 * never while it still wakes the owner.  Built
 * without SDL, as the queue is. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <threads.h>

#include <cmocka.h>

#include "work/tasks.h"

typedef struct Job {
    int number;
    int order;         /* where it ran among the jobs, from 1 */
    bool spin;         /* works until it is called off */
    atomic_bool *hold; /* waits, deaf to the stop flag, while this is set */
} Job;

static atomic_int ran_count, wakes, finished, freed;

static void run(void *data, void *context, const atomic_bool *stop)
{
    Job *job = data;
    (void)context;
    job->order = atomic_fetch_add(&ran_count, 1) + 1;
    while (job->spin && !atomic_load(stop))
        thrd_yield();
    while (job->hold && atomic_load(job->hold))
        thrd_sleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
}

static void wake(void *context)
{
    (void)context;
    atomic_fetch_add(&wakes, 1);
}

static void finish(void *context)
{
    *(int *)context = 1;
    atomic_fetch_add(&finished, 1);
}

static void free_job(void *job)
{
    free(job);
    atomic_fetch_add(&freed, 1);
}

static void reset(void)
{
    atomic_store(&ran_count, 0);
    atomic_store(&wakes, 0);
    atomic_store(&finished, 0);
    atomic_store(&freed, 0);
}

/* Waits, for a while at most, for `counter` to reach `value`. */
static void wait_for(atomic_int *counter, int value)
{
    for (int i = 0; i < 10000 && atomic_load(counter) < value; i++)
        thrd_sleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
    assert_int_equal(atomic_load(counter), value);
}

static Job *take(Tasks *tasks, bool *ran)
{
    void *job = NULL;
    while (!tasks_take(tasks, &job, ran))
        tasks_wait(tasks);
    return job;
}

static void test_jobs_run_and_come_back_in_order(void **state)
{
    (void)state;
    reset();
    static int context; /* the thread's, until it ends */
    context = 0;
    Tasks *tasks = tasks_create(&(TasksConfig){.wake = {wake, NULL}, .context = &context, .finish = finish});
    assert_non_null(tasks);
    static Job jobs[20];
    for (int i = 0; i < 20; i++) {
        jobs[i] = (Job){.number = i};
        assert_true(tasks_post(tasks, run, &jobs[i]));
    }
    for (int i = 0; i < 20; i++) {
        bool ran = false;
        Job *job = take(tasks, &ran);
        assert_ptr_equal(job, &jobs[i]);
        assert_true(ran);
        assert_int_equal(job->order, i + 1);
    }
    assert_int_equal(tasks_outstanding(tasks), 0);
    void *none;
    assert_false(tasks_take(tasks, &none, NULL));
    assert_true(tasks_destroy(tasks, -1));
    wait_for(&wakes, 20);   /* each after its job came back */
    wait_for(&finished, 1); /* on the thread, as it ends */
    assert_int_equal(context, 1);
}

static void test_the_oldest_waiting_job_gives_way(void **state)
{
    (void)state;
    reset();
    atomic_bool hold;
    atomic_init(&hold, true);
    Tasks *tasks = tasks_create(&(TasksConfig){.most_waiting = 2});
    static Job first, a, b, c;
    first = (Job){.number = 0, .hold = &hold};
    a = (Job){.number = 1};
    b = (Job){.number = 2};
    c = (Job){.number = 3};
    assert_true(tasks_post(tasks, run, &first));
    while (atomic_load(&ran_count) == 0) /* the first is running: the others wait */
        thrd_yield();
    assert_true(tasks_post(tasks, run, &a));
    assert_true(tasks_post(tasks, run, &b));
    assert_true(tasks_post(tasks, run, &c)); /* a gives way */
    bool ran = true;
    assert_ptr_equal(take(tasks, &ran), &a);
    assert_false(ran);
    atomic_store(&hold, false);
    assert_ptr_equal(take(tasks, &ran), &first);
    assert_true(ran);
    assert_ptr_equal(take(tasks, &ran), &b);
    assert_ptr_equal(take(tasks, &ran), &c);
    assert_true(ran);
    assert_int_equal(a.order, 0); /* never ran */
    assert_true(tasks_destroy(tasks, -1));
}

static void test_calling_off_stops_the_running_job_and_drops_the_rest(void **state)
{
    (void)state;
    reset();
    Tasks *tasks = tasks_create(&(TasksConfig){0});
    static Job spinning, waiting;
    spinning = (Job){.spin = true};
    waiting = (Job){.number = 1};
    assert_true(tasks_post(tasks, run, &spinning));
    assert_true(tasks_post(tasks, run, &waiting));
    while (atomic_load(&ran_count) == 0)
        thrd_yield();
    tasks_cancel(tasks); /* returns only once the spinning job has stopped */
    assert_int_equal(tasks_outstanding(tasks), 2);
    bool ran = true;
    assert_ptr_equal(take(tasks, &ran), &waiting); /* dropped first, while the other stopped */
    assert_false(ran);
    assert_ptr_equal(take(tasks, &ran), &spinning);
    assert_false(ran);
    assert_int_equal(waiting.order, 0);
    /* The queue works on afterwards, its flag down again. */
    static Job after;
    after = (Job){.number = 2};
    assert_true(tasks_post(tasks, run, &after));
    assert_ptr_equal(take(tasks, &ran), &after);
    assert_true(ran);
    assert_true(tasks_destroy(tasks, -1));
}

static void test_letting_go_of_a_stuck_job_does_not_wait(void **state)
{
    (void)state;
    reset();
    static atomic_bool hold;
    atomic_init(&hold, true);
    static int context;
    context = 0;
    Tasks *tasks = tasks_create(&(TasksConfig){.context = &context, .finish = finish, .free_job = free_job});
    Job *stuck = calloc(1, sizeof *stuck);
    Job *waiting = calloc(1, sizeof *waiting);
    stuck->hold = &hold;
    assert_true(tasks_post(tasks, run, stuck));
    assert_true(tasks_post(tasks, run, waiting));
    while (atomic_load(&ran_count) == 0)
        thrd_yield();
    assert_false(tasks_destroy(tasks, 20));
    assert_int_equal(atomic_load(&freed), 0); /* the stuck job is still in use */
    atomic_store(&hold, false);
    wait_for(&freed, 2);
    wait_for(&finished, 1);
}

/* A wake that takes its time, as a busy event queue may. */
static atomic_int waking;
static void slow_wake(void *context)
{
    (void)context;
    atomic_store(&waking, 1);
    thrd_sleep(&(struct timespec){.tv_nsec = 50000000}, NULL);
    atomic_fetch_add(&wakes, 1);
    atomic_store(&waking, 0);
}

/* The owner frees what the wake points into as soon as the queue is gone:
 * a wake begun before is over by then, however little the owner waits. */
static void test_no_wake_outlives_the_queue(void **state)
{
    (void)state;
    reset();
    atomic_store(&waking, 0);
    Tasks *tasks = tasks_create(&(TasksConfig){.wake = {slow_wake, NULL}});
    static Job job;
    job = (Job){0};
    assert_true(tasks_post(tasks, run, &job));
    for (int i = 0; i < 10000 && !atomic_load(&waking); i++)
        thrd_sleep(&(struct timespec){.tv_nsec = 100000}, NULL);
    assert_int_equal(atomic_load(&waking), 1);
    tasks_destroy(tasks, 0);
    assert_int_equal(atomic_load(&waking), 0);
    assert_int_equal(atomic_load(&wakes), 1);
}

static void test_jobs_left_are_freed_when_the_queue_goes(void **state)
{
    (void)state;
    reset();
    Tasks *tasks = tasks_create(&(TasksConfig){.free_job = free_job});
    for (int i = 0; i < 5; i++)
        assert_true(tasks_post(tasks, run, calloc(1, sizeof(Job))));
    assert_true(tasks_destroy(tasks, -1));
    wait_for(&freed, 5); /* here, or on the thread as it ends */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_jobs_run_and_come_back_in_order),
        cmocka_unit_test(test_the_oldest_waiting_job_gives_way),
        cmocka_unit_test(test_calling_off_stops_the_running_job_and_drops_the_rest),
        cmocka_unit_test(test_letting_go_of_a_stuck_job_does_not_wait),
        cmocka_unit_test(test_jobs_left_are_freed_when_the_queue_goes),
        cmocka_unit_test(test_no_wake_outlives_the_queue),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
