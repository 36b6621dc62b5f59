/* Invite codes and seat tokens.
 *
 * An invite code is eight characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V), written in two groups of four,
 * "KT3F-XW7A": easy to read aloud and type.  A seat token is 128 random bits
 * in hexadecimal: a secret that takes a seat back. */
#ifndef ECARTE_NET_INVITE_H
#define ECARTE_NET_INVITE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    NET_CODE_CHARS = 8,
    NET_CODE_TEXT = NET_CODE_CHARS + 2, /* with the dash and the NUL */
    NET_TOKEN_BYTES = 16,
    NET_TOKEN_TEXT = 2 * NET_TOKEN_BYTES + 1
};

/* A code from random bytes (each byte chooses one character, evenly). */
void net_invite_make(const uint8_t random[NET_CODE_CHARS], char out[NET_CODE_TEXT]);
/* Reads a code as a person may type it: any case, with or without the dash
 * or spaces.  Writes the canonical form; false if it is no code. */
bool net_invite_normalize(const char *text, size_t length, char out[NET_CODE_TEXT]);
/* Whether a code may hold this character, in either case: false for the
 * look-alikes an alphabet without them leaves out, and for anything else. */
bool net_invite_holds(char c);
/* The canonical code as a number, for looking it up: two codes have the
 * same key only when they are the same code. */
uint64_t net_invite_key(const char code[NET_CODE_TEXT]);

#endif
