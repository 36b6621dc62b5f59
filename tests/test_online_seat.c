/* The seat at a friend's table, kept to go back to it: it goes round the
 * file, and a damaged file is refused rather than half read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/online_seat.h"

static const char TOKEN[] = "0123456789abcdef0123456789abcdef";

static StoreVerdict parse(const char *text, OnlineSeat *out)
{
    char why[256] = "";
    return online_seat_parse(text, strlen(text), out, why, sizeof why);
}

static void test_a_seat_goes_round_the_file(void **state)
{
    (void)state;
    assert_int_equal(strlen(TOKEN), NET_TOKEN_TEXT - 1);
    static const char *const SERVERS[] = {"", "cards.example.org:7878", "[::1]:9000"};
    for (size_t i = 0; i < sizeof SERVERS / sizeof SERVERS[0]; i++) {
        OnlineSeat seat, back;
        memset(&seat, 0, sizeof seat);
        snprintf(seat.server, sizeof seat.server, "%s", SERVERS[i]);
        seat.host_port = 4000 + (int)i;
        snprintf(seat.code, sizeof seat.code, "%s", "KT3F-XW7A");
        snprintf(seat.token, sizeof seat.token, "%s", TOKEN);
        char text[ONLINE_SEAT_TEXT_MAX];
        assert_true(online_seat_write(&seat, text, sizeof text) > 0);
        assert_int_equal(parse(text, &back), STORE_VERDICT_OK);
        assert_memory_equal(&seat, &back, sizeof seat);
    }
}

static void test_a_damaged_seat_is_refused(void **state)
{
    (void)state;
    char good[ONLINE_SEAT_TEXT_MAX];
    snprintf(good, sizeof good, "ECARTE-SEAT 1\nserver here\nhost_port 7878\ncode KT3F-XW7A\ntoken %s\n", TOKEN);
    OnlineSeat seat;
    assert_int_equal(parse(good, &seat), STORE_VERDICT_OK);
    static const char *const BAD[] = {
        "ECARTE-SEAT 1\nserver here\ncode KT3F-XW7A\n", /* no token */
        "ECARTE-SEAT 1\ncode KT3F-XW7A\ntoken 0123\n",  /* a token cut short */
        "ECARTE-SEAT 1\ncode KT3FXW7A\ntoken 00\n",     /* no dash */
        "ECARTE-SEAT 1\ncode KT3F-XW7A-\n",             /* too long */
        "ECARTE-SEAT 1\nhost_port 99999\n",             /* no port */
        "ECARTE-SEAT 1\nserver a b\n",                  /* a space */
        "ECARTE-SEAT 1\nwho knows\n",                   /* a strange key */
        "ECARTE-SEAT 1\ncode KT3F-XW7A\ntoken ZZ23456789abcdef0123456789abcdef\n",
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++)
        if (parse(BAD[i], &seat) != STORE_VERDICT_DAMAGED)
            fail_msg("'%s' was read", BAD[i]);
    assert_int_equal(parse("ECARTE-SEAT 2\n", &seat), STORE_VERDICT_NEWER);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_seat_goes_round_the_file),
        cmocka_unit_test(test_a_damaged_seat_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
