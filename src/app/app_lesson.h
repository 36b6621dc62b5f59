/* A lesson on the table: a session beside the game, which waits as it
 * stands, a hand dealt from the lesson's cards, the opponent playing its
 * written part, and the player's moves judged before they are made.
 * Nothing done in a lesson is counted or saved, except that the lesson was
 * finished. */
#ifndef ECARTE_APP_APP_LESSON_H
#define ECARTE_APP_APP_LESSON_H

#include "app_internal.h"

/* Deals lesson `number` (1 to LESSON_COUNT) beside the game, in place of
 * whatever was beside it.  False, with a word on the message line, when it
 * cannot be dealt. */
bool app_lesson_start(App *app, int number);
/* Back to the game, as it was; nothing when no lesson is on. */
void app_lesson_leave(App *app);

/* Whether the player's action may go to the rules: true outside a lesson
 * and for the move the lesson expects; otherwise the coach says why not. */
bool app_lesson_allows(App *app, Action action);

/* In a lesson the coach's move is the hint: shown as a hint is, with the
 * coach's words.  False when no written move waits for the player. */
bool app_lesson_hint(App *app);

/* The coach's words and pointers brought in line with the game, and a
 * finished lesson written down: after every change to the game. */
void app_lesson_update(App *app);

/* Whether the opponent's next move waits for the player to go on: the
 * coach has said something the player has not yet answered. */
bool app_lesson_holds(const App *app);
/* The player has read what the coach said, and goes on. */
void app_lesson_go_on(App *app);

/* The first start's offer of the lessons, answered: never made again. */
void app_lesson_offer_answered(App *app, bool took);

#endif
