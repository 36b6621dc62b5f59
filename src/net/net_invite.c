#include "ecarte/net_invite.h"

#include <string.h>

/* Twenty characters that no other one resembles, in print or in hand. */
static const char ALPHABET[] = "ACDEFHJKMNPRTWXY3479";
enum { ALPHABET_SIZE = sizeof ALPHABET - 1 };

void net_invite_make(const uint8_t random[NET_CODE_CHARS], char out[NET_CODE_TEXT])
{
    /* A byte modulo 20 gives the first 16 characters 13 chances in 256 and
     * the last 4 twelve: a code need not be uniform, only unguessable, and
     * the server limits how fast anyone may guess. */
    int at = 0;
    for (int i = 0; i < NET_CODE_CHARS; i++) {
        if (i == NET_CODE_CHARS / 2)
            out[at++] = '-';
        out[at++] = ALPHABET[random[i] % ALPHABET_SIZE];
    }
    out[at] = '\0';
}

bool net_invite_normalize(const char *text, size_t length, char out[NET_CODE_TEXT])
{
    int count = 0;
    for (size_t i = 0; i < length; i++) {
        char c = text[i];
        if (c == '-' || c == ' ')
            continue;
        if (!net_invite_holds(c) || count == NET_CODE_CHARS)
            return false;
        if (c >= 'a' && c <= 'z')
            c = (char)(c - 'a' + 'A');
        out[count < NET_CODE_CHARS / 2 ? count : count + 1] = c;
        count++;
    }
    if (count != NET_CODE_CHARS)
        return false;
    out[NET_CODE_CHARS / 2] = '-';
    out[NET_CODE_CHARS + 1] = '\0';
    return true;
}

bool net_invite_holds(char c)
{
    if (c >= 'a' && c <= 'z')
        c = (char)(c - 'a' + 'A');
    return c != '\0' && strchr(ALPHABET, c) != NULL;
}

uint64_t net_invite_key(const char code[NET_CODE_TEXT])
{
    /* The eight characters without the dash fill the 64 bits exactly: with
     * the dash the first would be shifted out, and codes that differ only
     * there would be one table. */
    uint64_t key = 0;
    for (int i = 0; code[i]; i++)
        if (code[i] != '-')
            key = key << 8 | (uint8_t)code[i];
    return key;
}
