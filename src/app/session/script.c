#include "session/script.h"

#include <stdlib.h>

typedef struct Script {
    Opponent opponent; /* first: the opponent is the script */
    Action moves[SCRIPT_MOVES_MAX];
    int count, next;
    Opponent *then;
    bool written;  /* the question asked is answered with the next written move */
    bool answered; /* ...and that answer has been given */
} Script;

static Script *of(Opponent *opponent) { return (Script *)opponent; }

static void ask(Opponent *o, const SeatView *view, uint64_t seed)
{
    Script *s = of(o);
    s->written = false;
    s->answered = false;
    if (s->next < s->count) {
        ActionList legal;
        view_legal_actions(view, &legal);
        s->written = action_list_contains(&legal, s->moves[s->next]);
    }
    if (s->written)
        opponent_forget(s->then);
    else
        opponent_ask(s->then, view, seed);
}

static bool answer(Opponent *o, Action *action, bool *ok)
{
    Script *s = of(o);
    if (!s->written)
        return opponent_answer(s->then, action, ok);
    if (s->answered)
        return false;
    s->answered = true;
    *action = s->moves[s->next++];
    *ok = true;
    return true;
}

static void forget(Opponent *o)
{
    Script *s = of(o);
    s->written = false;
    opponent_forget(s->then);
}

static void wait_for(Opponent *o)
{
    Script *s = of(o);
    if (!s->written)
        opponent_wait(s->then);
}

static void destroy(Opponent *o)
{
    Script *s = of(o);
    opponent_destroy(s->then);
    free(s);
}

static const OpponentClass SCRIPT_CLASS = {ask, answer, forget, wait_for, destroy};

Opponent *script_create(const Action *moves, int count, Opponent *then)
{
    Script *s = calloc(1, sizeof *s);
    if (!s) {
        opponent_destroy(then);
        return NULL;
    }
    s->opponent.class = &SCRIPT_CLASS;
    s->then = then;
    for (int i = 0; i < count && i < SCRIPT_MOVES_MAX; i++)
        s->moves[s->count++] = moves[i];
    return &s->opponent;
}
