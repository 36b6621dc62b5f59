/* Plain English for the core's codes: why an action was refused, why a hand
 * scored what it did.  The protocol speaks these; the window has its own
 * translated string table keyed by the same codes. */
#ifndef ECARTE_EXPLAIN_H
#define ECARTE_EXPLAIN_H

#include <stddef.h>

#include "ecarte/game.h"

/* "hearts", "spades", ... and the singular "heart". */
const char *explain_suit_plural(Suit suit);
const char *explain_suit_singular(Suit suit);

/* Writes a reason like "you must follow suit with a higher heart (QH or KH)". */
void explain_rejection(const Rejection *why, Action attempted, char *out, size_t size);

/* Writes a summary like "seat 0 won 3 tricks: 1 point; seat 1 declared the
 * king of trumps: 1 point". */
void explain_hand(const HandResult *result, char *out, size_t size);

#endif
