/* Whole decimal numbers as records, settings, the protocol and command
 * lines write them. */
#ifndef ECARTE_NUMBER_H
#define ECARTE_NUMBER_H

#include <stdbool.h>
#include <stdint.h>

/* Digits only (no sign, no spaces, nothing after), from low to high
 * inclusive; false, writing nothing, for anything else or an overflow. */
bool number_parse(const char *text, uint64_t low, uint64_t high, uint64_t *out);

#endif
