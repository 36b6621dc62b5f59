/* The seat kept at a friend's table (online_seat.h), read from any bytes.
 * A seat that reads holds only what the game could have written, and is
 * written back to a file that reads as the same seat. */
#include <string.h>

#include "ecarte/online_seat.h"
#include "fuzz_support.h"

static bool printable(const char *text)
{
    for (const char *c = text; *c; c++)
        if (*c <= ' ' || *c >= 0x7f)
            return false;
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    OnlineSeat seat, again;
    char why[256], written[ONLINE_SEAT_TEXT_MAX], rewritten[ONLINE_SEAT_TEXT_MAX];
    memset(&seat, 0, sizeof seat);
    memset(&again, 0, sizeof again);
    if (online_seat_parse((const char *)data, size, &seat, why, sizeof why) != STORE_VERDICT_OK)
        return 0;
    if (!printable(seat.server) || strlen(seat.code) != NET_CODE_TEXT - 1 || strlen(seat.token) != NET_TOKEN_TEXT - 1 ||
        seat.host_port < SETTINGS_PORT_MIN || seat.host_port > SETTINGS_PORT_MAX)
        fuzz_abort("a seat read with a value the game could not have written", NULL);
    size_t length = online_seat_write(&seat, written, sizeof written);
    if (length == 0)
        fuzz_abort("a seat that reads cannot be written", NULL);
    if (online_seat_parse(written, length, &again, why, sizeof why) != STORE_VERDICT_OK)
        fuzz_abort("a seat written back does not read", why);
    if (online_seat_write(&again, rewritten, sizeof rewritten) != length || memcmp(written, rewritten, length) != 0)
        fuzz_abort("a seat written back reads as another seat", NULL);
    return 0;
}
