#include "ecarte/name.h"

#include <stdint.h>
#include <string.h>

/* The code point at `s` and its length in bytes, or 0 when the bytes there
 * are not well-formed UTF-8. */
static size_t decode(const unsigned char *s, size_t left, uint32_t *point)
{
    if (s[0] < 0x80) {
        *point = s[0];
        return 1;
    }
    size_t n = (s[0] & 0xE0) == 0xC0 ? 2 : (s[0] & 0xF0) == 0xE0 ? 3 : (s[0] & 0xF8) == 0xF0 ? 4 : 0;
    if (n == 0 || n > left)
        return 0;
    uint32_t value = s[0] & (0x7Fu >> n);
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        value = value << 6 | (s[i] & 0x3Fu);
    }
    static const uint32_t SMALLEST[] = {0, 0, 0x80, 0x800, 0x10000};
    if (value < SMALLEST[n] || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
        return 0;
    *point = value;
    return n;
}

/* Characters that are not text, or that change how the text around them
 * reads without showing themselves. */
static bool hidden(uint32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0xAD || c == 0x061C || c == 0x180E || c == 0x200B ||
           c == 0x200E || c == 0x200F || (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF ||
           (c >= 0xFFF9 && c <= 0xFFFB) || c == 0xFFFE || c == 0xFFFF || (c >= 0xE0000 && c <= 0xE007F);
}

bool name_is_valid(const char *text, size_t length)
{
    if (length > NAME_MAX_BYTES)
        return false;
    if (length > 0 && (text[0] == ' ' || text[length - 1] == ' '))
        return false;
    const unsigned char *s = (const unsigned char *)text;
    for (size_t at = 0; at < length;) {
        uint32_t point;
        size_t n = decode(s + at, length - at, &point);
        if (n == 0 || hidden(point))
            return false;
        at += n;
    }
    return true;
}

void name_clean(const char *text, char out[NAME_MAX_BYTES + 1])
{
    const unsigned char *s = (const unsigned char *)text;
    size_t left = strlen(text), used = 0;
    while (left > 0 && *s == ' ') {
        s++;
        left--;
    }
    while (left > 0) {
        uint32_t point;
        size_t n = decode(s, left, &point);
        if (n == 0) {
            n = 1; /* a stray byte: left out */
        } else if (!hidden(point)) {
            if (used + n > NAME_MAX_BYTES)
                break;
            memcpy(out + used, s, n);
            used += n;
        }
        s += n;
        left -= n;
    }
    while (used > 0 && out[used - 1] == ' ')
        used--;
    out[used] = '\0';
}
