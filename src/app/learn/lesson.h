/* The lessons: short hands dealt from a prepared deck, in which the coach
 * says what to do and the opponent plays a part written for it.
 *
 * A lesson is data (lesson_book.c): the cards of both hands, the turn-up and
 * the top of the stock, and the moves of the hand in order, each with the
 * coach's words.  This module turns that into a Game ready to play and
 * judges the player's moves against it: a move the rules refuse is refused
 * with the core's reason, a legal move the lesson does not teach with the
 * lesson's own.  After its written moves a lesson may leave the rest of the
 * hand to the player, against the computer.  Pure: no SDL, no I/O. */
#ifndef ECARTE_APP_LEARN_LESSON_H
#define ECARTE_APP_LEARN_LESSON_H

#include <stdbool.h>

#include "ecarte/game.h"
#include "i18n/strings.h"

enum { LESSON_COUNT = 6, LESSON_MOVES_MAX = 16, LESSON_ARGS_MAX = 3 };

/* Words left unset: the game's name, STR_TITLE, is never a lesson's words,
 * so a field a lesson does not fill means "nothing to say". */
#define LESSON_SILENT ((StringId)0)

typedef enum LessonActor { LESSON_YOU, LESSON_THEY } LessonActor;

/* One written move.  Cards and actions are written as the protocol writes
 * them ("KH", "play KH", "discard 7C 8D"), so that a lesson reads like a
 * game record. */
typedef struct LessonMove {
    LessonActor actor;
    const char *action;
    /* The coach's words.  For the player's move, what to do and why, said
     * while it is to be made; for the opponent's, said once it is made.
     * LESSON_SILENT keeps the words said before. */
    StringId say;
    /* The same under the classic penalty, where the words depend on it;
     * LESSON_SILENT: `say` under either. */
    StringId say_classic;
    const char *args; /* the cards named by {1} {2} {3} in the words */
    /* Said when the player makes another legal move (the player's moves). */
    StringId instead;
} LessonMove;

typedef struct Lesson {
    StringId title;           /* "The ranks and the trick" */
    StringId summary;         /* one line in the list of lessons */
    StringId summary_classic; /* the same under the classic penalty, or LESSON_SILENT */
    StringId intro;           /* the coach's words at the deal */
    const char *intro_args;
    StringId done;         /* the coach's words when the hand is over */
    StringId done_classic; /* the same under the classic penalty, or LESSON_SILENT */
    StringId free;         /* the words for the moves left to the player, or LESSON_SILENT */
    bool you_deal;
    const char *you, *they; /* five cards each */
    const char *turnup;
    const char *stock; /* the top of the stock, top first; the rest follows in card order */
    LessonMove moves[LESSON_MOVES_MAX];
} Lesson;

/* Lesson `number`, 1 to LESSON_COUNT, or NULL. */
const Lesson *lesson_get(int number);
int lesson_move_count(const Lesson *lesson);

/* The 32 cards, top first, that deal the lesson's hands when `you` sits at
 * seat `you`; false if the lesson's cards are not a proper deal. */
bool lesson_deck(const Lesson *lesson, Card deck[CARD_COUNT]);

/* The lesson's game under `options`, with the player at seat `you`: before
 * the deal and just after it. */
bool lesson_setup(const Lesson *lesson, const GameOptions *options, uint8_t you, Game *before, Game *after);

/* Written move `index`, parsed; false past the last or if it does not
 * parse. */
bool lesson_action(const Lesson *lesson, int index, Action *out);

/* The opponent's written moves in order, for the computer to play; returns
 * how many (at most `max`). */
int lesson_their_moves(const Lesson *lesson, Action *out, int max);

typedef enum LessonVerdict {
    LESSON_MOVE_OK,      /* the move the lesson expects, or any legal move once it is free */
    LESSON_MOVE_ILLEGAL, /* the rules refuse it: see the Rejection */
    LESSON_MOVE_INSTEAD  /* legal, but not what the lesson teaches: see the move's `instead` */
} LessonVerdict;

/* Judges the player's `action` with `next` written moves made: the move
 * the lesson expects is OK; once the written moves are all made, any legal
 * move is. */
LessonVerdict lesson_judge(const Lesson *lesson, int next, const Game *game, Action action, Rejection *why);

/* The coach's last words, under `penalty`. */
StringId lesson_done_words(const Lesson *lesson, PenaltyRule penalty);

/* The lesson's line in the list, under `penalty`. */
StringId lesson_summary(const Lesson *lesson, PenaltyRule penalty);

/* Words of the coach's, and the cards they name (CARD_NONE for none). */
typedef struct LessonSaid {
    StringId words;
    Card args[LESSON_ARGS_MAX];
    int at; /* the written moves made when the words were first said */
    /* Words at the deal or on the opponent's move, not yet answered: they
     * stay until the player goes on (or makes a move), and the opponent's
     * next written move waits for them. */
    bool waits;
} LessonSaid;

/* What the coach says once `next` written moves are made, the player
 * having gone on last with `went_on` of them made (-1: not yet), under
 * `penalty`.  A message stays until the player acts or goes on: the
 * lesson's intro and the opponent's words wait for the player, and only
 * then comes what to do.  The player's own words stay while the opponent
 * answers the move.  After the written moves, the words for the rest of
 * the hand. */
LessonSaid lesson_said(const Lesson *lesson, int next, int went_on, PenaltyRule penalty);

/* Whether the opponent's next written move waits for the player to go on. */
bool lesson_holds(const Lesson *lesson, int next, int went_on);

/* Why not, when the player makes a legal move other than written move
 * `next`: the move's `instead` words, with the cards of its own words. */
LessonSaid lesson_instead(const Lesson *lesson, int next, PenaltyRule penalty);

#endif
