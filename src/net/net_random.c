#define _GNU_SOURCE
#include "ecarte/net_random.h"

#include <errno.h>
#include <sys/random.h>

bool net_random_bytes(uint8_t *out, size_t n)
{
    size_t done = 0;
    /* getrandom may return fewer bytes than asked, or be interrupted. */
    for (int tries = 0; done < n && tries < 64; tries++) {
        ssize_t got = getrandom(out + done, n - done, 0);
        if (got > 0)
            done += (size_t)got;
        else if (got < 0 && errno != EINTR)
            return false;
    }
    return done == n;
}

void net_hex_write(const uint8_t *bytes, size_t n, char *out)
{
    static const char DIGITS[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        out[2 * i] = DIGITS[bytes[i] >> 4];
        out[2 * i + 1] = DIGITS[bytes[i] & 15];
    }
    out[2 * n] = '\0';
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool net_hex_read(const char *text, size_t length, uint8_t *out, size_t n)
{
    if (length != 2 * n)
        return false;
    for (size_t i = 0; i < n; i++) {
        int high = hex_digit(text[2 * i]), low = hex_digit(text[2 * i + 1]);
        if (high < 0 || low < 0)
            return false;
        out[i] = (uint8_t)(high << 4 | low);
    }
    return true;
}
