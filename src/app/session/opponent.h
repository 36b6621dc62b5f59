/* Whoever sits in a seat the player at this computer does not: the session
 * asks it for the seat's action when the seat is to act, and takes the
 * answer when it comes, never waiting for it.  Behind the interface: the
 * computer at a level (computer.h), a lesson's written part (script.h), and
 * a person at another computer, whose answers arrive over the network.
 *
 * An opponent sees what its seat may see and nothing more: the view it is
 * asked with. */
#ifndef ECARTE_APP_SESSION_OPPONENT_H
#define ECARTE_APP_SESSION_OPPONENT_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/view.h"

typedef struct Opponent Opponent;

typedef struct OpponentClass {
    /* The seat is to act, as `view` (its own) shows: the answer is to come.
     * `seed` fixes a choice that depends on chance.  A new question
     * replaces the last one. */
    void (*ask)(Opponent *opponent, const SeatView *view, uint64_t seed);
    /* The answer to the last question, once there is one: *ok false when
     * the opponent has none to give (it failed).  False while it thinks. */
    bool (*answer)(Opponent *opponent, Action *action, bool *ok);
    /* The game changed under the question: it is not to be answered. */
    void (*forget)(Opponent *opponent);
    /* Blocks until the last question is answered (tests and tools). */
    void (*wait)(Opponent *opponent);
    void (*destroy)(Opponent *opponent);
} OpponentClass;

struct Opponent {
    const OpponentClass *class;
};

static inline void opponent_ask(Opponent *o, const SeatView *view, uint64_t seed) { o->class->ask(o, view, seed); }
static inline bool opponent_answer(Opponent *o, Action *action, bool *ok) { return o->class->answer(o, action, ok); }
static inline void opponent_forget(Opponent *o) { o->class->forget(o); }
static inline void opponent_wait(Opponent *o) { o->class->wait(o); }
static inline void opponent_destroy(Opponent *o)
{
    if (o)
        o->class->destroy(o);
}

#endif
