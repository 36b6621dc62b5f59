/* The game in play: applies actions to the core, runs the computer player
 * on the worker thread and paces its moves so that they can be followed.
 * Every change comes out as an event holding the game before and after, from
 * which the app builds its animations and messages. */
#ifndef ECARTE_APP_CONTROLLER_H
#define ECARTE_APP_CONTROLLER_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "ecarte/ai.h"
#include "ecarte/game.h"
#include "ecarte/journal.h"

typedef struct ControllerConfig {
    GameOptions options;
    uint64_t seed;
    AiLevel level;
    uint8_t human_seat;
    bool autoplay;      /* the computer plays both seats */
    bool threaded;      /* false: the AI answers at once (tests) */
    Uint32 wake_event;  /* pushed when the AI has an answer */
    double pace_min_ms; /* the computer "thinks" this long, at least... */
    double pace_max_ms; /* ...and at most, once the table is still */
} ControllerConfig;

typedef enum CtrlEventKind {
    CTRL_DEALT, /* a new hand (after.hands_dealt == 1: a new game) */
    CTRL_ACTED, /* a player acted */
    CTRL_HINT,  /* the suggestion for the human is ready */
    CTRL_FAILED /* the computer player gave no legal action */
} CtrlEventKind;

typedef struct CtrlEvent {
    CtrlEventKind kind;
    uint8_t actor;
    Action action;
    AiHint hint; /* CTRL_HINT: the suggestion and its reason */
    Game before;
    Game after;
} CtrlEvent;

typedef enum SubmitResult {
    SUBMIT_OK,
    SUBMIT_NOT_YOUR_TURN,
    SUBMIT_REFUSED /* the core said no: see the Rejection */
} SubmitResult;

typedef struct Controller Controller;

Controller *controller_create(const ControllerConfig *config);
void controller_destroy(Controller *controller);

/* Starts a game with this seed and deals its first hand; false (the game
 * on the table untouched) only when memory runs out. */
bool controller_new_game(Controller *controller, uint64_t seed);
/* Puts a saved game on the table as it was (nothing is announced); the
 * opponent plays it at `level`.  journal is how the game came to be `game`,
 * or NULL to begin its story there. */
void controller_restore(Controller *controller, const Game *game, const Journal *journal, AiLevel level);
enum { CONTROLLER_SCRIPT_MAX = 32 };

/* The computer's part written out, as a lesson's opponent plays it: these
 * actions in order, each when its turn comes and it is legal; after the
 * last, or at one that is not legal, the computer thinks for itself again.
 * A new game or a restore clears it. */
void controller_set_script(Controller *controller, const Action *actions, int count);

/* The rules and opponent of the next new game. */
void controller_set_next(Controller *controller, const GameOptions *options, AiLevel level);
/* The opponent's strength in the game on the table. */
AiLevel controller_level(const Controller *controller);
/* Deals the next hand once the last is scored; false if not due (or out
 * of memory). */
bool controller_deal(Controller *controller);
/* The human's action: checked by the core, applied if legal. */
SubmitResult controller_submit(Controller *controller, Action action, Rejection *why);
/* Whether the human could take this action now, without taking it. */
SubmitResult controller_check(const Controller *controller, Action action, Rejection *why);
/* Asks the AI (hard, with its reason) what the human should do; answered as
 * CTRL_HINT. */
bool controller_request_hint(Controller *controller);

/* Advances the computer player: `visuals_idle` says the table has stopped
 * moving, which starts its thinking time. */
void controller_update(Controller *controller, double now, bool visuals_idle);
/* The oldest event not yet taken.  Events wait, in order, however many come
 * between two polls: none is ever dropped. */
bool controller_poll(Controller *controller, CtrlEvent *event);

const Game *controller_game(const Controller *controller);
/* Every deal and action of the game on the table (that it still holds). */
const Journal *controller_journal(const Controller *controller);
uint8_t controller_human(const Controller *controller);
bool controller_is_ai(const Controller *controller, uint8_t seat);
/* True while the computer is to act (thinking or waiting to show its move). */
bool controller_ai_turn(const Controller *controller);
/* The next time something is due without any input (for idle waits), or a
 * negative number if nothing is scheduled. */
double controller_deadline(const Controller *controller);
/* The thread that worked out the computer's last answer, 0 before any: not
 * the caller's when the AI runs threaded (tests). */
SDL_threadID controller_ai_thread(const Controller *controller);
/* Blocks until the worker is done (tests). */
void controller_wait(Controller *controller);

#endif
