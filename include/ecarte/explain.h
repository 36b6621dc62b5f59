/* Plain English for the core's codes: why an action was refused, why a hand
 * scored what it did.  A refusal is told in one sentence for everyone: the
 * protocol prints it, and the window shows its translation, looked up in the
 * game's catalogues by this English. */
#ifndef ECARTE_EXPLAIN_H
#define ECARTE_EXPLAIN_H

#include <stddef.h>

#include "ecarte/game.h"

/* "hearts", "spades", ... and the singular "heart". */
const char *explain_suit_plural(Suit suit);
const char *explain_suit_singular(Suit suit);

/* What {1} of a refusal's sentence stands for. */
typedef enum RefusalArgument {
    REFUSAL_NOTHING,
    REFUSAL_SUIT,      /* the rejection's suit, in the singular ("heart") */
    REFUSAL_LED_SUITS, /* the suit led, in the plural ("hearts") */
    REFUSAL_COUNT      /* the number `count` */
} RefusalArgument;

/* A refusal's sentence, in English, with {1} (see `argument`) and {2} (the
 * cards allowed) to fill in.  A sentence about a number has a form for one
 * and a form for other numbers, as gettext's plurals do. */
typedef struct Refusal {
    const char *text;   /* the sentence, or its form for one */
    const char *plural; /* its form for other numbers, or NULL */
    unsigned long count;
    RefusalArgument argument;
} Refusal;

Refusal explain_refusal(const Rejection *why);

/* Writes the refusal's sentence in English, with suits by name and cards
 * as the protocol writes them: "You must follow suit with a higher heart
 * (QH or KH)." */
void explain_rejection(const Rejection *why, char *out, size_t size);

/* Writes a summary like "seat 0 won 3 tricks: 1 point; seat 1 declared the
 * king of trumps: 1 point". */
void explain_hand(const HandResult *result, char *out, size_t size);

#endif
