/* A game as text, and back: the whole state, the generator included, so a
 * game read back plays on exactly as if it had never stopped.
 *
 * The text is lines of "key value", one field each, in a fixed order.  Reading
 * checks every field and then the game as a whole (game_validate), so no
 * file, however damaged, can produce a state the rules cannot handle. */
#ifndef ECARTE_RECORD_H
#define ECARTE_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "ecarte/game.h"

/* Large enough for any game. */
enum { RECORD_TEXT_MAX = 2048 };

/* Writes the game's lines into out; returns the length, or 0 if size is too small. */
size_t record_write(const Game *game, char *out, size_t size);

/* Reads lines written by record_write.  On failure returns false, leaves *game
 * untouched and writes a one-line reason into error. */
bool record_read(const char *text, size_t length, Game *game, char *error, size_t error_size);

/* Checks that a state is one the rules could have reached: every card in
 * exactly one place, counts and seats in range, the phase consistent with the
 * hand.  On failure names the first problem. */
bool game_validate(const Game *game, const char **problem);

#endif
