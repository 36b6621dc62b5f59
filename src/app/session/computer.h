/* The computer player: the AI at a level, thinking on a queue of its own
 * (work/tasks.h) so that a search never holds up a frame, and called off at
 * once when the game moves on or the window closes.  It sits in a seat as
 * an Opponent, and works out the player's hints the same way. */
#ifndef ECARTE_APP_SESSION_COMPUTER_H
#define ECARTE_APP_SESSION_COMPUTER_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/ai.h"
#include "session/opponent.h"
#include "work/tasks.h"

typedef struct Computer Computer;

/* `wake` is called when an answer is ready.  Unthreaded (tests): it answers
 * on the caller's thread, as it is asked.  NULL when out of memory. */
Computer *computer_create(AiLevel level, TaskWake wake, bool threaded);
void computer_destroy(Computer *computer);

/* The level of the questions from now on. */
void computer_set_level(Computer *computer, AiLevel level);
AiLevel computer_level(const Computer *computer);

/* A hint for the view's seat: the hard level's action and why. */
void computer_ask_hint(Computer *computer, const SeatView *view, uint64_t seed);
/* The hint asked for last, once worked out; *ok false when there was none. */
bool computer_hint(Computer *computer, AiHint *hint, bool *ok);
/* The hint asked for is not wanted any more. */
void computer_forget_hint(Computer *computer);

/* The computer as an opponent, which the computer still owns: destroying
 * the opponent destroys the computer. */
Opponent *computer_opponent(Computer *computer);

/* Its last answer was worked out on another thread than the one that asked
 * (false before any). */
bool computer_answered_elsewhere(const Computer *computer);

#endif
