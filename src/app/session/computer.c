#include "session/computer.h"

#include <stdlib.h>
#include <string.h>
#include <threads.h>

/* One question, on the computer's queue. */
typedef struct Question {
    SeatView view;
    AiLevel level;
    uint64_t seed;
    bool hint;
    thrd_t asker;
    /* The answer. */
    bool ok;
    Action action;
    AiHint advice;
    bool elsewhere; /* worked out on another thread than the asker's */
} Question;

/* A question's way through the computer: asked, answered, taken. */
typedef enum Stage { IDLE, THINKING, ANSWERED } Stage;

typedef struct Slot {
    Question question;
    Stage stage;
    bool forgotten; /* the answer in the making is not wanted */
} Slot;

struct Computer {
    Opponent opponent; /* first: the opponent is the computer */
    Tasks *tasks;      /* NULL: unthreaded */
    AiLevel level;
    Slot move, hint;
    bool elsewhere;
};

static void think(void *data, void *context, const atomic_bool *stop)
{
    (void)context;
    Question *q = data;
    memset(&q->advice, 0, sizeof q->advice);
    if (q->hint) {
        q->ok = ai_hint_until(&q->view, q->seed, stop, &q->advice);
        q->action = q->advice.action;
    } else {
        q->ok = ai_choose_until(&q->view, q->level, q->seed, stop, &q->action);
    }
    q->elsewhere = !thrd_equal(thrd_current(), q->asker);
}

/* Takes in what the queue has answered: a question forgotten meanwhile is
 * dropped, and its slot is free again. */
static void take_in(Computer *c)
{
    if (!c->tasks)
        return;
    void *data;
    bool ran;
    while (tasks_take(c->tasks, &data, &ran)) {
        Slot *slot = data == &c->move.question ? &c->move : &c->hint;
        if (slot->forgotten || !ran) {
            slot->stage = IDLE;
            slot->forgotten = false;
        } else {
            slot->stage = ANSWERED;
            c->elsewhere = slot->question.elsewhere;
        }
    }
}

static void ask(Computer *c, Slot *slot, const SeatView *view, uint64_t seed, bool hint)
{
    take_in(c);
    if (slot->stage == THINKING) {
        /* Still thinking about the last question: called off, then asked
         * anew (the queue gives the old one back first). */
        tasks_cancel(c->tasks);
        take_in(c);
    }
    Question *q = &slot->question;
    q->view = *view;
    q->level = c->level;
    q->seed = seed;
    q->hint = hint;
    q->asker = thrd_current();
    slot->forgotten = false;
    if (c->tasks && tasks_post(c->tasks, think, q)) {
        slot->stage = THINKING;
        return;
    }
    think(q, NULL, NULL); /* no thread (or none wanted): answered at once */
    slot->stage = ANSWERED;
    c->elsewhere = q->elsewhere;
}

static bool answer(Computer *c, Slot *slot)
{
    take_in(c);
    if (slot->stage != ANSWERED)
        return false;
    slot->stage = IDLE;
    return true;
}

static void forget(Computer *c, Slot *slot)
{
    take_in(c);
    if (slot->stage == THINKING)
        slot->forgotten = true;
    else
        slot->stage = IDLE;
}

static Computer *of(Opponent *opponent) { return (Computer *)opponent; }

static void opponent_asked(Opponent *o, const SeatView *view, uint64_t seed)
{
    ask(of(o), &of(o)->move, view, seed, false);
}

static bool opponent_answered(Opponent *o, Action *action, bool *ok)
{
    Computer *c = of(o);
    if (!answer(c, &c->move))
        return false;
    *action = c->move.question.action;
    *ok = c->move.question.ok;
    return true;
}

static void opponent_forgets(Opponent *o) { forget(of(o), &of(o)->move); }

static void opponent_waits(Opponent *o)
{
    Computer *c = of(o);
    take_in(c);
    while (c->tasks && c->move.stage == THINKING) {
        tasks_wait(c->tasks);
        take_in(c);
    }
}

static void opponent_destroyed(Opponent *o) { computer_destroy(of(o)); }

static const OpponentClass COMPUTER_CLASS = {opponent_asked, opponent_answered, opponent_forgets, opponent_waits,
                                             opponent_destroyed};

Computer *computer_create(AiLevel level, TaskWake wake, bool threaded)
{
    Computer *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->opponent.class = &COMPUTER_CLASS;
    c->level = level;
    if (threaded) {
        c->tasks = tasks_create(&(TasksConfig){.wake = wake});
        if (!c->tasks) {
            free(c);
            return NULL;
        }
    }
    return c;
}

void computer_destroy(Computer *c)
{
    if (!c)
        return;
    /* A search in progress gives up at once: closing never waits for it. */
    tasks_destroy(c->tasks, -1);
    free(c);
}

void computer_set_level(Computer *c, AiLevel level) { c->level = level; }
AiLevel computer_level(const Computer *c) { return c->level; }

void computer_ask_hint(Computer *c, const SeatView *view, uint64_t seed) { ask(c, &c->hint, view, seed, true); }

bool computer_hint(Computer *c, AiHint *hint, bool *ok)
{
    if (!answer(c, &c->hint))
        return false;
    *hint = c->hint.question.advice;
    *ok = c->hint.question.ok;
    return true;
}

void computer_forget_hint(Computer *c) { forget(c, &c->hint); }

Opponent *computer_opponent(Computer *c) { return &c->opponent; }

bool computer_answered_elsewhere(const Computer *c) { return c->elsewhere; }
