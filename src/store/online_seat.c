#include "ecarte/online_seat.h"

#include <stdio.h>
#include <string.h>

#include "ecarte/number.h"

static const char MAGIC[] = "ECARTE-SEAT";

size_t online_seat_write(const OnlineSeat *seat, char *out, size_t size)
{
    int length = snprintf(out, size, "%s %d\nserver %s\nhost_port %d\ncode %s\ntoken %s\n", MAGIC, ONLINE_SEAT_VERSION,
                          seat->server[0] ? seat->server : "here", seat->host_port, seat->code, seat->token);
    return length > 0 && (size_t)length < size ? (size_t)length : 0;
}

/* `length` characters of `value`, each one `allowed` accepts. */
static bool parse_word(const char *value, size_t min, size_t max, bool (*allowed)(char), char *out)
{
    size_t n = strlen(value);
    if (n < min || n > max)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!allowed(value[i]))
            return false;
    memcpy(out, value, n + 1);
    return true;
}

static bool printable(char c) { return c > ' ' && c < 0x7f; }
static bool code_char(char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'; }
static bool hex_digit(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); }

static bool take_value(void *into, const char *key, const char *value)
{
    OnlineSeat *seat = into;
    if (strcmp(key, "server") == 0) {
        if (strcmp(value, "here") == 0) {
            seat->server[0] = '\0';
            return true;
        }
        return parse_word(value, 1, SETTINGS_SERVER_MAX - 1, printable, seat->server);
    }
    if (strcmp(key, "host_port") == 0) {
        uint64_t port;
        if (!number_parse(value, SETTINGS_PORT_MIN, SETTINGS_PORT_MAX, &port))
            return false;
        seat->host_port = (int)port;
        return true;
    }
    if (strcmp(key, "code") == 0)
        return parse_word(value, NET_CODE_TEXT - 1, NET_CODE_TEXT - 1, code_char, seat->code) &&
               seat->code[NET_CODE_CHARS / 2] == '-' && strchr(seat->code, '-') == seat->code + NET_CODE_CHARS / 2;
    if (strcmp(key, "token") == 0)
        return parse_word(value, NET_TOKEN_TEXT - 1, NET_TOKEN_TEXT - 1, hex_digit, seat->token);
    return false;
}

StoreVerdict online_seat_parse(const char *text, size_t length, void *into, char *why, size_t why_size)
{
    size_t at;
    StoreVerdict verdict = store_check_magic(text, length, MAGIC, ONLINE_SEAT_VERSION, &at, why, why_size);
    if (verdict != STORE_VERDICT_OK)
        return verdict;
    OnlineSeat seat;
    memset(&seat, 0, sizeof seat);
    seat.host_port = SETTINGS_PORT_DEFAULT;
    verdict = store_read_pairs(text, length, at, take_value, &seat, why, why_size);
    if (verdict != STORE_VERDICT_OK)
        return verdict;
    if (!seat.token[0] || !seat.code[0]) {
        snprintf(why, why_size, "the seat's code or token is missing");
        return STORE_VERDICT_DAMAGED;
    }
    *(OnlineSeat *)into = seat;
    return STORE_VERDICT_OK;
}
