/* What every reader's fuzz target asks of a game it read, and the monkey test
 * of the window asks of the game on the table: that it is a state the rules
 * could be in, and that it plays on to its end with legal moves alone.
 *
 * Plain C over the core and the AI: no libFuzzer, no cmocka, no SDL, so that
 * the fuzz targets and the app's tests share it. */
#ifndef ECARTE_TESTS_FUZZ_SUPPORT_H
#define ECARTE_TESTS_FUZZ_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ecarte/game.h"
#include "ecarte/journal.h"

/* game_validate, and beyond it: the seat to act has a move exactly when the
 * phase asks for one, every listed move passes game_check, each seat's view
 * lists the same moves, and a move the list lacks is refused without a
 * trace.  On failure names the first problem. */
bool fuzz_game_sane(const Game *game, uint64_t seed, const char **problem);

/* Whether the journal, replayed from its start, reaches exactly `game`. */
bool fuzz_journal_leads_to(const Journal *journal, const Game *game);

/* Plays the game to its end: the easiest AI and random legal moves, both
 * from `seed`, a deal whenever one is due, every state checked with
 * fuzz_game_sane.  Through the journal when it is not NULL (which must lead
 * to the game), checking that it still does at the end.  False, naming the
 * problem, if a state is bad, the rules refuse a legal move, or the game
 * has not ended after far more moves than any game takes. */
bool fuzz_play_to_end(Game *game, Journal *journal, uint64_t seed, const char **problem);

/* libFuzzer's entry point, which every target defines. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reports what went wrong with the input and aborts, which the fuzzer and
 * the sanitizers take for a crash and keep the input of. */
_Noreturn void fuzz_abort(const char *what, const char *detail);

#endif
