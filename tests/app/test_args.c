/* The command line: what it accepts and what it refuses, in one line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "args.h"
#include "i18n/strings.h"

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
    const char *argv[] = {"ecarte", "--seed",     "77",         "--preset",      "classic", "--level", "hard",
                          "--size", "1024x700",   "--autoplay", "--fast",        "--games", "3",       "--screenshot",
                          "a.png",  "--after-ms", "250",        "--four-colour", "--speed", "slow"};
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
    assert_false(config.speech);
    const char *spoken[] = {"ecarte", "--speech"};
    assert_int_equal(parse(&config, out, sizeof out, 2, spoken), ARGS_RUN);
    assert_true(config.speech);

    const char *none[] = {"ecarte"};
    assert_int_equal(parse(&config, out, sizeof out, 1, none), ARGS_RUN);
    assert_false(config.seed_given);
    assert_int_equal(config.width, 1280);
    assert_int_equal(config.height, 800);

    static char help_text[ARGS_HELP_MAX];
    const char *help[] = {"ecarte", "--help"};
    assert_int_equal(parse(&config, help_text, sizeof help_text, 2, help), ARGS_HELP);
    assert_non_null(strstr(help_text, "usage: ecarte"));
    /* --help and the refusals are written in the language the line names,
     * wherever it names it. */
    const char *help_in_marathi[] = {"ecarte", "--help", "--language", "mr"};
    assert_string_equal(args_language(4, (char **)help_in_marathi), "mr");
    const char *twice[] = {"ecarte", "--language", "sd", "--seed", "4", "--language", "en"};
    assert_string_equal(args_language(7, (char **)twice), "en");
    const char *unknown[] = {"ecarte", "--language", "fr", "--help"};
    assert_null(args_language(4, (char **)unknown));
    const char *cut_short[] = {"ecarte", "--help", "--language"};
    assert_null(args_language(3, (char **)cut_short));
    const char *version[] = {"ecarte", "--version"};
    assert_int_equal(parse(&config, out, sizeof out, 2, version), ARGS_VERSION);
    assert_string_equal(out, "ecarte " ECARTE_VERSION);
}

/* A sample value for each option the help names, to hand it to the parser. */
static const char *sample_value(const char *option)
{
    static const char *const SAMPLES[][2] = {
        {"--seed", "5"},
        {"--preset", "classic"},
        {"--level", "easy"},
        {"--size", "900x700"},
        {"--speed", "fast"},
        {"--language", "sd"},
        {"--data-dir", "/tmp"},
        {"--games", "2"},
        {"--screenshot", "a.png"},
        {"--after-ms", "10"},
        {"--renderer", "software"},
        {"--lesson", "3"},
        {"--server", "127.0.0.1:7412"},
        {"--join", "acde fhjk"},
        {"--host-address", "127.0.0.1"},
    };
    for (size_t i = 0; i < sizeof SAMPLES / sizeof SAMPLES[0]; i++)
        if (strcmp(option, SAMPLES[i][0]) == 0)
            return SAMPLES[i][1];
    return NULL;
}

/* Columns a terminal gives a line: combining signs take none. */
static int columns(const char *line, size_t length)
{
    int count = 0;
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)line[i];
        if ((c & 0xC0) == 0x80)
            continue;
        if (c == 0xE0 && i + 2 < length) { /* Devanagari vowel signs and virama */
            unsigned code = (c & 0x0Fu) << 12 | ((unsigned char)line[i + 1] & 0x3Fu) << 6 |
                            ((unsigned char)line[i + 2] & 0x3Fu);
            if ((code >= 0x0900 && code <= 0x0903) || (code >= 0x093A && code <= 0x094F))
                continue;
        }
        count++;
    }
    return count;
}

/* Every option the parser takes is in the help, on a line of its own, in
 * every language, and every line fits a terminal of 80 columns. */
static void test_help_names_every_option_on_its_own_line(void **state)
{
    (void)state;
    static const char *const OPTIONS[] = {"--seed N",
                                          "--preset standard|classic",
                                          "--level easy|normal|hard|expert",
                                          "--lesson N",
                                          "--size WxH",
                                          "--speed slow|normal|fast|instant",
                                          "--four-colour",
                                          "--speech",
                                          "--language en|mr|sd",
                                          "--renderer auto|gpu|software",
                                          "--data-dir DIR",
                                          "--autoplay",
                                          "--fast",
                                          "--games N",
                                          "--server ADDRESS:PORT",
                                          "--create",
                                          "--join CODE",
                                          "--host-address ADDRESS",
                                          "--screenshot FILE",
                                          "--after-ms T",
                                          "-h, --help",
                                          "--version"};
    static char help[ARGS_HELP_MAX];
    for (int l = 0; l < LANGUAGE_COUNT; l++) {
        str_set_language(str_language_code((Language)l));
        args_help(help, sizeof help);
        size_t length = strlen(help);
        assert_true(length + 1 < sizeof help); /* not cut short */
        assert_int_equal(help[length - 1], '\n');
        int options = 0;
        for (const char *line = help; *line;) {
            const char *end = strchr(line, '\n');
            if (columns(line, (size_t)(end - line)) > 79)
                fail_msg("%s: a line is too wide: %.*s", str_language_code((Language)l), (int)(end - line), line);
            if (strncmp(line, "  -", 3) == 0) {
                /* "  --size WxH   text": the option and its values, then the
                 * parser must take it. */
                const char *option = line + 2;
                const char *gap = strstr(option, "  ");
                size_t n = gap && gap < end ? (size_t)(gap - option) : (size_t)(end - option);
                bool listed = false;
                for (size_t k = 0; k < sizeof OPTIONS / sizeof OPTIONS[0]; k++)
                    listed = listed || (strlen(OPTIONS[k]) == n && strncmp(OPTIONS[k], option, n) == 0);
                if (!listed)
                    fail_msg("%s: the help names '%.*s'", str_language_code((Language)l), (int)n, option);
                options++;
                char name[32];
                snprintf(name, sizeof name, "%.*s", (int)strcspn(option, " \n"), option);
                const char *argv[8] = {"ecarte", "--autoplay", "--screenshot", "x.png", name, sample_value(name)};
                AppConfig config;
                char out[512];
                int argc = sample_value(name) ? 6 : 5;
                /* A table's options come together. */
                if (strcmp(name, "--server") == 0) {
                    argv[argc++] = "--create";
                } else if (strcmp(name, "--create") == 0 || strcmp(name, "--join") == 0) {
                    argv[argc++] = "--server";
                    argv[argc++] = "[::1]:7412";
                }
                bool informs = strcmp(name, "-h,") == 0 || strcmp(name, "--version") == 0;
                if (!informs && parse(&config, out, sizeof out, argc, argv) != ARGS_RUN)
                    fail_msg("the help's %s is refused: %s", name, out);
            }
            line = end + 1;
        }
        assert_int_equal(options, (int)(sizeof OPTIONS / sizeof OPTIONS[0]));
    }
    str_set_language("en");
    /* The help offers every level there is, and the parser takes each. */
    const char *level_line = NULL;
    for (size_t k = 0; k < sizeof OPTIONS / sizeof OPTIONS[0]; k++)
        if (strncmp(OPTIONS[k], "--level ", 8) == 0)
            level_line = OPTIONS[k];
    assert_non_null(level_line);
    for (int level = 0; level < AI_LEVEL_COUNT; level++) {
        const char *name = ai_level_name((AiLevel)level);
        if (!strstr(level_line, name))
            fail_msg("the help's levels leave out %s", name);
        const char *argv[] = {"ecarte", "--level", name};
        AppConfig config;
        char out[512];
        assert_int_equal(parse(&config, out, sizeof out, 3, argv), ARGS_RUN);
        assert_int_equal(config.level, level);
    }
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
    refused("expected easy, normal, hard or expert", 3, (const char *[]){"ecarte", "--level", "9"});
    refused("--after-ms needs --screenshot", 3, (const char *[]){"ecarte", "--after-ms", "5"});
    refused("--fast needs --autoplay", 2, (const char *[]){"ecarte", "--fast"});
    refused("--games needs --autoplay", 3, (const char *[]){"ecarte", "--games", "4"});
    refused("bad value '0' for --lesson: expected a lesson from 1 to 6", 3,
            (const char *[]){"ecarte", "--lesson", "0"});
    refused("bad value '7' for --lesson", 3, (const char *[]){"ecarte", "--lesson", "7"});
    refused("bad value 'two' for --lesson", 3, (const char *[]){"ecarte", "--lesson", "two"});
    refused("needs a value", 2, (const char *[]){"ecarte", "--lesson"});
}

/* --lesson takes each lesson's number, and none without it. */
static void test_lesson_numbers(void **state)
{
    (void)state;
    AppConfig config;
    char out[512], number[16];
    const char *none[] = {"ecarte"};
    assert_int_equal(parse(&config, out, sizeof out, 1, none), ARGS_RUN);
    assert_int_equal(config.lesson, 0);
    for (int n = 1; n <= 6; n++) {
        snprintf(number, sizeof number, "%d", n);
        const char *argv[] = {"ecarte", "--lesson", number};
        assert_int_equal(parse(&config, out, sizeof out, 3, argv), ARGS_RUN);
        assert_int_equal(config.lesson, n);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_accepts_the_documented_options),
        cmocka_unit_test(test_refuses_bad_arguments_clearly),
        cmocka_unit_test(test_lesson_numbers),
        cmocka_unit_test(test_help_names_every_option_on_its_own_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
