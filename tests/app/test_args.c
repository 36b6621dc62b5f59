/* The command line: what it accepts and what it refuses, in one line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "args.h"

static ArgsResult parse(AppConfig *config, char *out, size_t size, int argc, const char **argv)
{
    app_config_defaults(config);
    return args_parse(argc, (char **)argv, config, out, size);
}

static void test_accepts_the_documented_options(void **state)
{
    (void)state;
    AppConfig config;
    char out[512];
    const char *argv[] = {"ecarte",     "--seed",       "77",       "--preset", "classic", "--level",
                          "hard",       "--size",       "1024x700", "--autoplay", "--fast", "--games",
                          "3",          "--screenshot", "a.png",    "--after-ms", "250",  "--four-colour",
                          "--speed",    "slow"};
    assert_int_equal(parse(&config, out, sizeof out, (int)(sizeof argv / sizeof argv[0]), argv), ARGS_RUN);
    assert_true(config.seed_given);
    assert_true(config.seed == 77);
    assert_int_equal(config.preset, PRESET_CLASSIC);
    assert_int_equal(config.level, AI_HARD);
    assert_int_equal(config.width, 1024);
    assert_int_equal(config.height, 700);
    assert_true(config.autoplay && config.fast);
    assert_int_equal(config.games, 3);
    assert_string_equal(config.screenshot, "a.png");
    assert_true(config.after_ms == 250.0);
    assert_true(config.four_colour);
    assert_int_equal(config.speed, SPEED_SLOW);

    const char *none[] = {"ecarte"};
    assert_int_equal(parse(&config, out, sizeof out, 1, none), ARGS_RUN);
    assert_false(config.seed_given);
    assert_int_equal(config.width, 1280);
    assert_int_equal(config.height, 800);

    const char *help[] = {"ecarte", "--help"};
    assert_int_equal(parse(&config, out, sizeof out, 2, help), ARGS_HELP);
    assert_non_null(strstr(out, "usage: ecarte"));
}

static void refused(const char *expected, int argc, const char **argv)
{
    AppConfig config;
    char out[512];
    assert_int_equal(parse(&config, out, sizeof out, argc, argv), ARGS_ERROR);
    if (!strstr(out, expected))
        fail_msg("'%s' does not contain '%s'", out, expected);
    assert_null(strchr(out, '\n'));
}

static void test_refuses_bad_arguments_clearly(void **state)
{
    (void)state;
    refused("unknown option '--what'", 2, (const char *[]){"ecarte", "--what"});
    refused("needs a value", 2, (const char *[]){"ecarte", "--size"});
    refused("bad value '12ab' for --seed", 3, (const char *[]){"ecarte", "--seed", "12ab"});
    refused("bad value '799x600' for --size", 3, (const char *[]){"ecarte", "--size", "799x600"});
    refused("at least 800x600", 3, (const char *[]){"ecarte", "--size", "800x599"});
    refused("bad value 'x600' for --size", 3, (const char *[]){"ecarte", "--size", "x600"});
    refused("expected standard or classic", 3, (const char *[]){"ecarte", "--preset", "modern"});
    refused("expected easy, normal or hard", 3, (const char *[]){"ecarte", "--level", "9"});
    refused("--after-ms needs --screenshot", 3, (const char *[]){"ecarte", "--after-ms", "5"});
    refused("--fast needs --autoplay", 2, (const char *[]){"ecarte", "--fast"});
    refused("--games needs --autoplay", 3, (const char *[]){"ecarte", "--games", "4"});
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_accepts_the_documented_options),
        cmocka_unit_test(test_refuses_bad_arguments_clearly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
