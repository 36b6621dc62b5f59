#include "ecarte/number.h"

bool number_parse(const char *text, uint64_t low, uint64_t high, uint64_t *out)
{
    if (*text < '0' || *text > '9')
        return false;
    uint64_t value = 0;
    for (const char *c = text; *c; c++) {
        if (*c < '0' || *c > '9')
            return false;
        unsigned digit = (unsigned)(*c - '0');
        if (value > (UINT64_MAX - digit) / 10)
            return false; /* too big for 64 bits */
        value = value * 10 + digit;
    }
    if (value < low || value > high)
        return false;
    *out = value;
    return true;
}
