#include "session/analysis.h"

#include <stdlib.h>
#include <string.h>

struct Analysis {
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_cond *changed; /* the journal, the focus or `quit` changed, or a rating arrived */
    Uint32 wake_event;
    bool quit;

    /* Everything below is guarded by `lock`. */
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
 * from the start; -1 when all are rated.  Under the lock. */
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
 * rated everything; -1 when none is asked for.  Under the lock. */
static int next_deep_step(const Analysis *a)
{
    for (int i = a->deep_first < 0 ? 0 : a->deep_first; i < a->deep_end && i < a->journal.count; i++)
        if (is_decision(&a->journal.steps[i]) && !a->deep_rated[i])
            return i;
    return -1;
}

static void wake_window(const Analysis *a)
{
    if (a->wake_event == 0 || a->wake_event == (Uint32)-1)
        return;
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = a->wake_event;
    SDL_PushEvent(&event);
}

static int run(void *data)
{
    Analysis *a = data;
    SDL_LockMutex(a->lock);
    while (!a->quit) {
        int step = next_step(a);
        bool deep = step < 0;
        if (deep)
            step = next_deep_step(a);
        if (step < 0) {
            SDL_CondWait(a->changed, a->lock);
            continue;
        }
        /* Rebuild the moment of the decision, then rate it unlocked: the
         * window may hand over a longer journal meanwhile, and the expert's
         * look takes a while. */
        uint32_t story = a->story;
        Game before;
        bool rebuilt = journal_state(&a->journal, step, &before);
        JournalStep taken = a->journal.steps[step];
        SDL_UnlockMutex(a->lock);

        Rating rating;
        bool ok = false;
        if (rebuilt) {
            SeatView view;
            game_view(&before, taken.seat, &view);
            ok = rating_rate_level(&view, taken.action, RATING_SEED, deep ? AI_EXPERT : AI_HARD, &rating);
        }
        if (!ok) { /* a step the rules cannot rebuild: rate it as forced, never stall */
            memset(&rating, 0, sizeof rating);
            rating.taken = rating.best = taken.action;
            rating.choices = 1;
        }

        SDL_LockMutex(a->lock);
        if (a->story == story && step < a->journal.count) {
            (deep ? a->deep_ratings : a->ratings)[step] = rating;
            (deep ? a->deep_rated : a->rated)[step] = true;
            SDL_CondBroadcast(a->changed);
            wake_window(a);
        }
    }
    SDL_UnlockMutex(a->lock);
    return 0;
}

Analysis *analysis_create(Uint32 wake_event)
{
    Analysis *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->wake_event = wake_event;
    a->lock = SDL_CreateMutex();
    a->changed = SDL_CreateCond();
    if (a->lock && a->changed)
        a->thread = SDL_CreateThread(run, "ecarte-review", a);
    if (!a->thread) {
        analysis_destroy(a);
        return NULL;
    }
    return a;
}

void analysis_destroy(Analysis *a)
{
    if (!a)
        return;
    if (a->thread) {
        SDL_LockMutex(a->lock);
        a->quit = true;
        SDL_CondBroadcast(a->changed);
        SDL_UnlockMutex(a->lock);
        SDL_WaitThread(a->thread, NULL);
    }
    if (a->changed)
        SDL_DestroyCond(a->changed);
    if (a->lock)
        SDL_DestroyMutex(a->lock);
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
    SDL_LockMutex(a->lock);
    if (!continues(&a->journal, journal)) {
        a->story++;
        a->focus = 0;
        a->deep_first = a->deep_end = 0;
        memset(a->rated, 0, sizeof a->rated);
        memset(a->deep_rated, 0, sizeof a->deep_rated);
    }
    a->journal = *journal;
    SDL_CondBroadcast(a->changed);
    SDL_UnlockMutex(a->lock);
}

void analysis_focus(Analysis *a, int step)
{
    if (!a)
        return;
    SDL_LockMutex(a->lock);
    a->focus = step;
    SDL_CondBroadcast(a->changed);
    SDL_UnlockMutex(a->lock);
}

void analysis_deepen(Analysis *a, int first, int end)
{
    if (!a)
        return;
    SDL_LockMutex(a->lock);
    a->deep_first = first;
    a->deep_end = end;
    SDL_CondBroadcast(a->changed);
    SDL_UnlockMutex(a->lock);
}

/* One of the two searches' ratings of a step, when it has been made. */
static bool read_rating(Analysis *a, int step, bool deep, Rating *out)
{
    if (!a)
        return false;
    SDL_LockMutex(a->lock);
    bool ok = step >= 0 && step < a->journal.count && (deep ? a->deep_rated : a->rated)[step];
    if (ok)
        *out = (deep ? a->deep_ratings : a->ratings)[step];
    SDL_UnlockMutex(a->lock);
    return ok;
}

bool analysis_deep_rating(Analysis *a, int step, Rating *out) { return read_rating(a, step, true, out); }

bool analysis_rating(Analysis *a, int step, Rating *out) { return read_rating(a, step, false, out); }

bool analysis_complete(Analysis *a, int first, int end)
{
    if (!a)
        return false;
    SDL_LockMutex(a->lock);
    bool complete = true;
    for (int i = first < 0 ? 0 : first; i < end && i < a->journal.count; i++)
        if (is_decision(&a->journal.steps[i]) && !a->rated[i])
            complete = false;
    SDL_UnlockMutex(a->lock);
    return complete;
}

void analysis_tally(Analysis *a, uint8_t seat, int first, int end, AnalysisTally *out)
{
    memset(out, 0, sizeof *out);
    if (!a)
        return;
    SDL_LockMutex(a->lock);
    for (int i = first < 0 ? 0 : first; i < end && i < a->journal.count; i++) {
        const JournalStep *step = &a->journal.steps[i];
        if (!is_decision(step) || step->seat != seat || !a->rated[i] || a->ratings[i].choices < 2)
            continue;
        out->decisions++;
        out->loss_sum += a->ratings[i].loss;
        out->grades[a->ratings[i].grade]++;
    }
    SDL_UnlockMutex(a->lock);
}

void analysis_wait(Analysis *a)
{
    if (!a)
        return;
    SDL_LockMutex(a->lock);
    while (next_step(a) >= 0)
        SDL_CondWait(a->changed, a->lock);
    SDL_UnlockMutex(a->lock);
}

void analysis_wait_deep(Analysis *a)
{
    if (!a)
        return;
    SDL_LockMutex(a->lock);
    while (next_step(a) >= 0 || next_deep_step(a) >= 0)
        SDL_CondWait(a->changed, a->lock);
    SDL_UnlockMutex(a->lock);
}
