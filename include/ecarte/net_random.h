/* Secret randomness from the kernel (getrandom), for the deals, the invite
 * codes and the seat tokens of the network game.  The core's Rng is never
 * used for these: its 64-bit state could be searched. */
#ifndef ECARTE_NET_RANDOM_H
#define ECARTE_NET_RANDOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Fills out with n bytes; false only if the kernel refused. */
bool net_random_bytes(uint8_t *out, size_t n);

/* Lower-case hexadecimal: out holds 2 * n + 1 bytes. */
void net_hex_write(const uint8_t *bytes, size_t n, char *out);
/* Reads exactly 2 * n hex digits (either case) and nothing more. */
bool net_hex_read(const char *text, size_t length, uint8_t *out, size_t n);

#endif
