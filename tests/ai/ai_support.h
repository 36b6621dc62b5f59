/* Helpers shared by the AI tests: stacked decks and random walks. */
#ifndef ECARTE_TESTS_AI_SUPPORT_H
#define ECARTE_TESTS_AI_SUPPORT_H

#include <stdbool.h>

#include "ecarte/game.h"
#include "ecarte/view.h"

/* Parses "KS QS 7H" into a set; fails the test on a bad card. */
CardSet support_cards(const char *text);

/* A 32-card deck that deals `elder` (5 cards) to the non-dealer, `dealer` to
 * the dealer and turns up `turnup`; the stock is the other cards in order. */
void support_stack(CardSet elder, CardSet dealer, Card turnup, Card deck[CARD_COUNT]);

/* A game with the first hand dealt from such a deck; seat 1 deals. */
void support_deal(Game *game, Preset preset, const char *elder, const char *dealer, const char *turnup);

/* A random legal action, declaring the king whenever possible so that the
 * declared-king positions come up often. */
Action support_random_action(const Game *game, Rng *rng);

/* Random game options: either preset, sometimes with the dealer obliged to
 * exchange and a different target. */
GameOptions support_random_options(Rng *rng);

#endif
