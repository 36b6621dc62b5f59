/* The phrases players may say to each other at a table (NETWORK.md's
 * `say`): a fixed list of identifiers, never free text, so that there is
 * nothing to moderate.  Each program shows a phrase in its own words; the
 * identifiers are what travels. */
#ifndef ECARTE_NET_PHRASE_H
#define ECARTE_NET_PHRASE_H

#include <stdbool.h>
#include <stddef.h>

typedef enum NetPhrase {
    NET_PHRASE_HELLO,
    NET_PHRASE_GOOD_LUCK,
    NET_PHRASE_WELL_PLAYED,
    NET_PHRASE_THANKS,
    NET_PHRASE_GOOD_GAME,
    NET_PHRASE_ONE_MOMENT,
    NET_PHRASE_COUNT
} NetPhrase;

/* The identifier as the protocol writes it ("well_played"), or NULL for a
 * number that is no phrase. */
const char *net_phrase_name(NetPhrase phrase);
/* The phrase of an identifier of `length` bytes; false for anything else. */
bool net_phrase_parse(const char *text, size_t length, NetPhrase *phrase);

#endif
