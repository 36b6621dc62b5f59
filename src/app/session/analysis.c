#include "session/analysis.h"

#include <stdlib.h>
#include <string.h>

/* One decision to rate, on the queue's thread. */
typedef struct RateJob {
    SeatView view;
    Action taken;
    AiLevel level;
    bool rebuilt; /* the rules could rebuild the moment of the decision */
    int step;
    uint32_t story;
    bool deep;
    bool ok;
    Rating rating;
} RateJob;

struct Analysis {
    Tasks *tasks;
    RateJob job; /* the one decision being rated, while `busy` */
    bool busy;

    Journal journal;
    uint32_t story; /* bumped when the journal tells another story */
    int focus;
    bool rated[JOURNAL_STEPS_MAX];
    Rating ratings[JOURNAL_STEPS_MAX];
    /* The expert's second look, for the steps [deep_first, deep_end) alone. */
    int deep_first, deep_end;
    bool deep_rated[JOURNAL_STEPS_MAX];
    Rating deep_ratings[JOURNAL_STEPS_MAX];
};

static bool is_decision(const JournalStep *step) { return step->kind == JOURNAL_ACTION; }

/* The next step to rate: the first unrated decision from the focus on, else
 * from the start; -1 when all are rated. */
static int next_step(const Analysis *a)
{
    for (int pass = 0; pass < 2; pass++) {
        int from = pass == 0 ? a->focus : 0;
        int to = pass == 0 ? a->journal.count : a->focus;
        for (int i = from < 0 ? 0 : from; i < to && i < a->journal.count; i++)
            if (is_decision(&a->journal.steps[i]) && !a->rated[i])
                return i;
    }
    return -1;
}

/* The next step the expert should rate again, once the hard search has
 * rated everything; -1 when none is asked for. */
static int next_deep_step(const Analysis *a)
{
    for (int i = a->deep_first < 0 ? 0 : a->deep_first; i < a->deep_end && i < a->journal.count; i++)
        if (is_decision(&a->journal.steps[i]) && !a->deep_rated[i])
            return i;
    return -1;
}

static void rate(void *data, void *context, const atomic_bool *stop)
{
    (void)context;
    RateJob *job = data;
    job->ok = job->rebuilt && rating_rate_until(&job->view, job->taken, RATING_SEED, job->level, stop, &job->rating);
}

/* A rating back from the queue is kept if it still belongs to the journal;
 * one called off is asked for again in its turn. */
static void keep(Analysis *a, bool ran)
{
    RateJob *job = &a->job;
    if (!ran || job->story != a->story || job->step >= a->journal.count)
        return;
    if (!job->ok) { /* a step the rules cannot rebuild: rate it as forced, never stall */
        memset(&job->rating, 0, sizeof job->rating);
        job->rating.taken = job->rating.best = job->taken;
        job->rating.choices = 1;
    }
    (job->deep ? a->deep_ratings : a->ratings)[job->step] = job->rating;
    (job->deep ? a->deep_rated : a->rated)[job->step] = true;
}

/* The next decision to the queue, when none is there: the hard search's
 * ratings first, then the expert's second look. */
static void post_next(Analysis *a)
{
    if (a->busy)
        return;
    int step = next_step(a);
    bool deep = step < 0;
    if (deep)
        step = next_deep_step(a);
    if (step < 0)
        return;
    RateJob *job = &a->job;
    memset(job, 0, sizeof *job);
    const JournalStep *taken = &a->journal.steps[step];
    Game before;
    job->rebuilt = journal_state(&a->journal, step, &before);
    if (job->rebuilt)
        game_view(&before, taken->seat, &job->view);
    job->taken = taken->action;
    job->level = deep ? AI_EXPERT : AI_HARD;
    job->step = step;
    job->story = a->story;
    job->deep = deep;
    a->busy = tasks_post(a->tasks, rate, job);
}

void analysis_update(Analysis *a)
{
    if (!a)
        return;
    void *done;
    bool ran;
    while (tasks_take(a->tasks, &done, &ran)) {
        a->busy = false;
        keep(a, ran);
    }
    post_next(a);
}

/* The rating in progress, called off: it comes back unkept. */
static void call_off(Analysis *a)
{
    if (!a->busy)
        return;
    tasks_cancel(a->tasks);
    analysis_update(a);
}

Analysis *analysis_create(TaskWake wake)
{
    Analysis *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->tasks = tasks_create(&(TasksConfig){.wake = wake});
    if (!a->tasks) {
        free(a);
        return NULL;
    }
    return a;
}

void analysis_destroy(Analysis *a)
{
    if (!a)
        return;
    /* The running rating gives up at once: quitting never waits for the
     * expert. */
    tasks_destroy(a->tasks, -1);
    free(a);
}

/* Whether `longer` continues the story of `shorter`. */
static bool continues(const Journal *shorter, const Journal *longer)
{
    return longer->count >= shorter->count && memcmp(&shorter->start, &longer->start, sizeof shorter->start) == 0 &&
           memcmp(shorter->steps, longer->steps, sizeof *shorter->steps * (size_t)shorter->count) == 0;
}

void analysis_follow(Analysis *a, const Journal *journal)
{
    if (!a)
        return;
    if (!continues(&a->journal, journal)) {
        a->story++;
        call_off(a);
        a->focus = 0;
        a->deep_first = a->deep_end = 0;
        memset(a->rated, 0, sizeof a->rated);
        memset(a->deep_rated, 0, sizeof a->deep_rated);
    }
    a->journal = *journal;
    analysis_update(a);
}

void analysis_focus(Analysis *a, int step)
{
    if (!a)
        return;
    a->focus = step;
    analysis_update(a);
}

void analysis_deepen(Analysis *a, int first, int end)
{
    if (!a)
        return;
    /* The expert's look at other steps is called off. */
    if (a->busy && a->job.deep && (a->job.step < first || a->job.step >= end))
        call_off(a);
    a->deep_first = first;
    a->deep_end = end;
    analysis_update(a);
}

/* One of the two searches' ratings of a step, when it has been made. */
static bool read_rating(Analysis *a, int step, bool deep, Rating *out)
{
    if (!a)
        return false;
    analysis_update(a);
    bool ok = step >= 0 && step < a->journal.count && (deep ? a->deep_rated : a->rated)[step];
    if (ok)
        *out = (deep ? a->deep_ratings : a->ratings)[step];
    return ok;
}

bool analysis_deep_rating(Analysis *a, int step, Rating *out) { return read_rating(a, step, true, out); }

bool analysis_rating(Analysis *a, int step, Rating *out) { return read_rating(a, step, false, out); }

bool analysis_complete(Analysis *a, int first, int end)
{
    if (!a)
        return false;
    analysis_update(a);
    for (int i = first < 0 ? 0 : first; i < end && i < a->journal.count; i++)
        if (is_decision(&a->journal.steps[i]) && !a->rated[i])
            return false;
    return true;
}

void analysis_tally(Analysis *a, uint8_t seat, int first, int end, AnalysisTally *out)
{
    memset(out, 0, sizeof *out);
    if (!a)
        return;
    analysis_update(a);
    for (int i = first < 0 ? 0 : first; i < end && i < a->journal.count; i++) {
        const JournalStep *step = &a->journal.steps[i];
        if (!is_decision(step) || step->seat != seat || !a->rated[i] || a->ratings[i].choices < 2)
            continue;
        out->decisions++;
        out->loss_sum += a->ratings[i].loss;
        out->grades[a->ratings[i].grade]++;
    }
}

/* Drives the queue until every decision is rated by the hard search, and
 * by the expert too where `deep` and it was asked for. */
static void wait_for(Analysis *a, bool deep)
{
    if (!a)
        return;
    for (;;) {
        analysis_update(a);
        if (!a->busy || (!deep && a->job.deep))
            return;
        tasks_wait(a->tasks);
    }
}

void analysis_wait(Analysis *a) { wait_for(a, false); }

void analysis_wait_deep(Analysis *a) { wait_for(a, true); }
