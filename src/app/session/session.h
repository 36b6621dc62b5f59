/* The game in play: the rules core's game, its journal, whose turn it is,
 * the ratings of its decisions, and whoever sits in the other seat.
 *
 * The session takes the player's actions, asks the opponent (opponent.h)
 * for its own when its turn comes, paces the opponent's moves so that they
 * can be followed, and reports every change as an event holding the game
 * before and after, oldest first; it never calls anyone back.  It knows
 * nothing of SDL, of the window, or of who the opponent is: the window
 * listens to the events and animates, shows and says them.
 *
 * The game on the table is a session; a deal played again for practice and
 * a lesson are sessions of their own beside it, while it waits as it was. */
#ifndef ECARTE_APP_SESSION_SESSION_H
#define ECARTE_APP_SESSION_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/ai.h"
#include "ecarte/game.h"
#include "ecarte/journal.h"
#include "session/analysis.h"
#include "session/opponent.h"
#include "session/referee.h"
#include "work/tasks.h"

/* What a session is for: the game, or something played beside it. */
typedef enum SessionKind {
    SESSION_GAME,     /* the game: saved, counted, rated */
    SESSION_PRACTICE, /* a hand of the game dealt again: rated, never saved or counted */
    SESSION_LESSON    /* a lesson's hand: neither */
} SessionKind;

typedef struct SessionConfig {
    SessionKind kind;
    int number; /* the hand played again, or the lesson */
    GameOptions options;
    uint64_t seed;
    AiLevel level;      /* the opponent's strength, as the game is labelled */
    uint8_t player;     /* the seat of the player at this computer */
    bool autoplay;      /* the opponent plays the player's seat too */
    bool rated;         /* the decisions are rated as the game goes */
    bool threaded;      /* false: hints are worked out at once (tests) */
    TaskWake wake;      /* called when a hint or a rating is ready */
    double pace_min_ms; /* the opponent "thinks" this long, at least... */
    double pace_max_ms; /* ...and at most, once the table is still */
} SessionConfig;

typedef enum SessionEventKind {
    SESSION_DEALT,  /* a new hand (after.hands_dealt == 1: a new game) */
    SESSION_ACTED,  /* a seat acted */
    SESSION_HINT,   /* the hint asked for is ready */
    SESSION_FAILED, /* the opponent gave no action the rules allow, or the
                        referee told of a game the rules cannot be in */
    SESSION_REFUSED /* the referee refused the player's action: `why` */
} SessionEventKind;

typedef struct SessionEvent {
    SessionEventKind kind;
    uint8_t actor;
    Action action;
    AiHint hint;               /* SESSION_HINT: the suggestion and its reason */
    char why[REFEREE_WHY_MAX]; /* SESSION_REFUSED */
    Game before;
    Game after;
} SessionEvent;

typedef enum SubmitResult {
    SUBMIT_OK,
    SUBMIT_NOT_YOUR_TURN,
    SUBMIT_REFUSED /* the core said no: see the Rejection */
} SubmitResult;

typedef struct Session Session;

/* A session with nothing dealt; `opponent` becomes the session's.  NULL
 * (the opponent destroyed) when out of memory. */
Session *session_create(const SessionConfig *config, Opponent *opponent);
/* A session whose real game is held elsewhere (referee.h): the referee
 * deals, carries out the player's actions and tells the other player's;
 * the session plays on a game made from the player's views, and keeps in
 * its journal each hand as the referee shows it whole once it has ended.
 * No hint is given.  `referee` becomes the session's; NULL (the referee
 * destroyed) when out of memory. */
Session *session_create_refereed(const SessionConfig *config, Referee *referee);
/* The session's referee, or NULL when the game is held here. */
Referee *session_referee(const Session *session);
void session_destroy(Session *session);

const SessionConfig *session_config(const Session *session);

/* Starts a game with this seed and deals its first hand; false (the game
 * on the table untouched) when memory runs out, or a referee deals. */
bool session_new_game(Session *session, uint64_t seed);
/* Puts a game on the table as it was (nothing is announced), labelled as
 * played against `level`.  journal is how it came to be, or NULL to begin
 * its story there. */
void session_restore(Session *session, const Game *game, const Journal *journal, AiLevel level);
/* The rules and the opponent's level of the next new game. */
void session_set_next(Session *session, const GameOptions *options, AiLevel level);
/* Deals the next hand once the last is scored; false if not due (or out
 * of memory). */
bool session_deal(Session *session);

/* The player's action: checked by the core, applied if legal. */
SubmitResult session_submit(Session *session, Action action, Rejection *why);
/* Whether the player could take this action now, without taking it. */
SubmitResult session_check(const Session *session, Action action, Rejection *why);
/* Asks for a hint for the player (the hard level's action and why), which
 * comes as SESSION_HINT; false when it is not the player's turn. */
bool session_request_hint(Session *session);

/* Advances the session: takes in the opponent's answer, the hint and the
 * ratings; `visuals_idle` says the table has stopped moving, which starts
 * the opponent's time to think. */
void session_update(Session *session, double now, bool visuals_idle);
/* The oldest event not yet taken.  Events wait, in order, however many come
 * between two polls: none is ever dropped. */
bool session_poll(Session *session, SessionEvent *event);

const Game *session_game(const Session *session);
/* Every deal and action of the game on the table (that it still holds). */
const Journal *session_journal(const Session *session);
/* The ratings of the journal's decisions (NULL when not rated). */
Analysis *session_analysis(const Session *session);
/* Hands over the ratings, to go on rating a game that has ended while a new
 * one begins; the session rates on with ratings of its own. */
Analysis *session_take_analysis(Session *session);
uint8_t session_player(const Session *session);
AiLevel session_level(const Session *session);
/* The seat is played by the opponent (both are, in a demo). */
bool session_is_opponent(const Session *session, uint8_t seat);
/* The opponent is to act (thinking, or waiting to show its move). */
bool session_opponent_turn(const Session *session);
/* The next time something is due without any input (for idle waits), or a
 * negative number if nothing is scheduled. */
double session_deadline(const Session *session);
/* Blocks until the opponent has answered (tests and tools). */
void session_wait(Session *session);

#endif
