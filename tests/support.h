/* Stacked decks and terse assertions for the rules tests. */
#ifndef ECARTE_TESTS_SUPPORT_H
#define ECARTE_TESTS_SUPPORT_H

#include "ecarte/game.h"

/* Parses "KS QH 7D" into a set; fails the test on a bad card. */
CardSet cards(const char *text);

/* Builds a deck that deals the given hands, turn-up and stock top, filling
 * the rest of the stock with the remaining cards in card order. */
void deck_stack(Card deck[CARD_COUNT], const char *elder_hand, const char *dealer_hand, const char *turnup,
                const char *stock_top);

/* A game with dealer 0 whose first hand is dealt from a stacked deck. */
void game_start_stacked(Game *game, const GameOptions *options, const char *elder_hand, const char *dealer_hand,
                        const char *turnup, const char *stock_top);

/* Applies an action given as protocol text; fails the test if it is refused. */
void apply_ok(Game *game, const char *action_text);
/* Applies it expecting this refusal; fails the test if it is accepted. */
void apply_refused(Game *game, const char *action_text, RuleError expected);
/* Plays the given cards in order ("KH 7H QS 8S ..."). */
void play_all(Game *game, const char *cards_text);

#endif
