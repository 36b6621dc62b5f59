#include "args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/layout.h"
#include "i18n/strings.h"
#include "ecarte/number.h"

static bool parse_int(const char *text, long low, long high, long *value)
{
    uint64_t v;
    if (!number_parse(text, (uint64_t)low, (uint64_t)high, &v))
        return false;
    *value = (long)v;
    return true;
}

static bool parse_size(const char *text, int *w, int *h)
{
    const char *x = strchr(text, 'x');
    if (!x)
        x = strchr(text, 'X');
    if (!x || x == text)
        return false;
    char width[16];
    size_t n = (size_t)(x - text);
    if (n >= sizeof width)
        return false;
    memcpy(width, text, n);
    width[n] = '\0';
    long a, b;
    if (!parse_int(width, LAYOUT_MIN_WIDTH, 16384, &a) || !parse_int(x + 1, LAYOUT_MIN_HEIGHT, 16384, &b))
        return false;
    *w = (int)a;
    *h = (int)b;
    return true;
}

static bool parse_speed(const char *text, AnimSpeed *speed)
{
    static const char *const NAMES[SPEED_COUNT] = {"slow", "normal", "fast", "instant"};
    for (int i = 0; i < SPEED_COUNT; i++) {
        if (strcmp(text, NAMES[i]) == 0) {
            *speed = (AnimSpeed)i;
            return true;
        }
    }
    return false;
}

static ArgsResult bad(char *out, size_t size, const char *option, const char *value, StringId why)
{
    str_format(out, size, STR_CLI_BAD_VALUE, option, value, str_get(why));
    return ARGS_ERROR;
}

ArgsResult args_parse(int argc, char **argv, AppConfig *config, char *out, size_t size)
{
    out[0] = '\0';
    bool fast = false, games_given = false, after_given = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            snprintf(out, size, "%s", str_get(STR_CLI_USAGE));
            return ARGS_HELP;
        }
        if (strcmp(arg, "--autoplay") == 0) {
            config->autoplay = true;
            continue;
        }
        if (strcmp(arg, "--fast") == 0) {
            fast = true;
            continue;
        }
        if (strcmp(arg, "--four-colour") == 0 || strcmp(arg, "--four-color") == 0) {
            config->four_colour = true;
            continue;
        }
        static const char *const VALUED[] = {"--seed",       "--preset",   "--level", "--size",
                                             "--screenshot", "--after-ms", "--games", "--speed",
                                             "--language", "--data-dir"};
        bool known = false;
        for (size_t k = 0; k < sizeof VALUED / sizeof VALUED[0]; k++)
            known = known || strcmp(arg, VALUED[k]) == 0;
        if (!known) {
            str_format(out, size, STR_CLI_UNKNOWN, arg, NULL, NULL);
            return ARGS_ERROR;
        }
        if (i + 1 >= argc) {
            str_format(out, size, STR_CLI_MISSING, arg, NULL, NULL);
            return ARGS_ERROR;
        }
        const char *value = argv[++i];
        if (strcmp(arg, "--seed") == 0) {
            if (!number_parse(value, 0, UINT64_MAX, &config->seed))
                return bad(out, size, arg, value, STR_CLI_WANT_NUMBER);
            config->seed_given = true;
        } else if (strcmp(arg, "--preset") == 0) {
            if (!options_parse_preset(value, &config->preset))
                return bad(out, size, arg, value, STR_CLI_WANT_PRESET);
            config->preset_given = true;
        } else if (strcmp(arg, "--level") == 0) {
            if (!ai_level_parse(value, &config->level))
                return bad(out, size, arg, value, STR_CLI_WANT_LEVEL);
            config->level_given = true;
        } else if (strcmp(arg, "--size") == 0) {
            if (!parse_size(value, &config->width, &config->height))
                return bad(out, size, arg, value, STR_CLI_WANT_SIZE);
        } else if (strcmp(arg, "--screenshot") == 0) {
            config->screenshot = value;
        } else if (strcmp(arg, "--after-ms") == 0) {
            long ms;
            if (!parse_int(value, 0, 86400000L, &ms))
                return bad(out, size, arg, value, STR_CLI_WANT_TIME);
            config->after_ms = (double)ms;
            after_given = true;
        } else if (strcmp(arg, "--games") == 0) {
            long games;
            if (!parse_int(value, 1, 1000000L, &games))
                return bad(out, size, arg, value, STR_CLI_WANT_NUMBER);
            config->games = (int)games;
            games_given = true;
        } else if (strcmp(arg, "--language") == 0) {
            if (strcmp(value, "en") != 0 && strcmp(value, "mr") != 0 && strcmp(value, "sd") != 0)
                return bad(out, size, arg, value, STR_CLI_WANT_LANGUAGE);
            config->language = value;
        } else if (strcmp(arg, "--speed") == 0) {
            if (!parse_speed(value, &config->speed))
                return bad(out, size, arg, value, STR_CLI_WANT_SPEED);
            config->speed_given = true;
        } else if (strcmp(arg, "--data-dir") == 0) {
            if (!value[0] || value[0] == '-')
                return bad(out, size, arg, value, STR_CLI_WANT_FOLDER);
            config->data_dir = value;
        }
    }
    if (after_given && !config->screenshot) {
        str_format(out, size, STR_CLI_NEEDS_SCREENSHOT, NULL, NULL, NULL);
        return ARGS_ERROR;
    }
    if ((fast || games_given) && !config->autoplay) {
        str_format(out, size, STR_CLI_NEEDS_AUTOPLAY, fast ? "--fast" : "--games", NULL, NULL);
        return ARGS_ERROR;
    }
    config->fast = fast;
    return ARGS_RUN;
}
