/* The game as it moves: actions out to the session in play, events back. */
#ifndef ECARTE_APP_APP_PLAY_H
#define ECARTE_APP_APP_PLAY_H

#include "app_internal.h"

void app_drain_session(App *app);
void app_new_game(App *app);
void app_next_hand(App *app);
/* Submits the player's action; a refusal is said on the message line. */
bool app_submit(App *app, Action action);
/* A refusal on the message line goes once the move the player is making no
 * longer draws it: the cards chosen to throw away make a move the rules
 * take, or one they refuse for another reason. */
void app_recheck_refusal(App *app);
/* The game the session was just put at, shown as a deal from `before`
 * (nothing is counted or saved that the deal would not count or save). */
void app_show_deal(App *app, const Game *before, const Game *after);
/* The game the session in play is at, shown as it stands. */
void app_show_table(App *app);
/* `words` in the opponent's bubble, by their hand, for `ms`. */
void app_bubble(App *app, const char *words, double ms);

#endif
