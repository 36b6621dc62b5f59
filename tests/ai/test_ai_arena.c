/* The arena's command line: bad arguments are refused with status 2, and a
 * small duplicate match runs to the end. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "arena.h"

static int run(int argc, const char **argv) { return arena_main(argc, (char **)argv); }

static void test_bad_arguments(void **state)
{
    (void)state;
    const char *unknown[] = {"arena", "--fast"};
    assert_int_equal(run(2, unknown), 2);
    const char *missing[] = {"arena", "--games"};
    assert_int_equal(run(2, missing), 2);
    const char *odd[] = {"arena", "--games", "3"};
    assert_int_equal(run(3, odd), 2);
    const char *words[] = {"arena", "--games", "many"};
    assert_int_equal(run(3, words), 2);
    const char *level[] = {"arena", "--p0", "wizard"};
    assert_int_equal(run(3, level), 2);
    const char *preset[] = {"arena", "--preset", "modern"};
    assert_int_equal(run(3, preset), 2);
    const char *threads[] = {"arena", "--threads", "0"};
    assert_int_equal(run(3, threads), 2);
    const char *seed[] = {"arena", "--seed", "-1"};
    assert_int_equal(run(3, seed), 2);
}

static void test_small_match(void **state)
{
    (void)state;
    const char *argv[] = {"arena",    "--games", "8",      "--p0", "normal",    "--p1", "easy",
                          "--preset", "classic", "--seed", "3",    "--threads", "2"};
    assert_int_equal(run(13, argv), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_arguments),
        cmocka_unit_test(test_small_match),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
