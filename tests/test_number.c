/* Whole decimal numbers: what is accepted and what is refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "ecarte/number.h"

static void accepts_digits_within_the_range(void **state)
{
    (void)state;
    uint64_t value = 99;
    assert_true(number_parse("0", 0, 10, &value));
    assert_int_equal(value, 0);
    assert_true(number_parse("007", 0, 10, &value));
    assert_int_equal(value, 7);
    assert_true(number_parse("18446744073709551615", 0, UINT64_MAX, &value));
    assert_true(value == UINT64_MAX);
    assert_true(number_parse("5", 5, 5, &value));
    assert_int_equal(value, 5);
}

static void refuses_everything_else_and_writes_nothing(void **state)
{
    (void)state;
    static const char *const bad[] =
        {"", " 5", "5 ", "+5", "-5", "5x", "0x10", "1e3", "3.0", "18446744073709551616", "99999999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        uint64_t value = 42;
        if (number_parse(bad[i], 0, UINT64_MAX, &value))
            fail_msg("accepted '%s'", bad[i]);
        assert_int_equal(value, 42);
    }
    uint64_t value = 42;
    assert_false(number_parse("4", 5, 10, &value));
    assert_false(number_parse("11", 5, 10, &value));
    assert_int_equal(value, 42);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(accepts_digits_within_the_range),
        cmocka_unit_test(refuses_everything_else_and_writes_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
