#include "ecarte/net_phrase.h"

#include <string.h>

static const char *const NAMES[NET_PHRASE_COUNT] = {"hello",  "good_luck", "well_played",
                                                    "thanks", "good_game", "one_moment"};

const char *net_phrase_name(NetPhrase phrase) { return (unsigned)phrase < NET_PHRASE_COUNT ? NAMES[phrase] : NULL; }

bool net_phrase_parse(const char *text, size_t length, NetPhrase *phrase)
{
    for (int i = 0; i < NET_PHRASE_COUNT; i++)
        if (length == strlen(NAMES[i]) && memcmp(text, NAMES[i], length) == 0) {
            *phrase = (NetPhrase)i;
            return true;
        }
    return false;
}
