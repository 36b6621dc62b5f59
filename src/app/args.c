#include "args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/layout.h"
#include "i18n/strings.h"
#include "ecarte/net_address.h"
#include "ecarte/settings.h"
#include "ecarte/net_invite.h"
#include "ecarte/number.h"
#include "learn/lesson.h"

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

/* ---- --help ---------------------------------------------------------- */

enum { HELP_INDENT = 2, HELP_COLUMN = 26 };

typedef struct HelpEntry {
    const char *option; /* NULL: a group's heading */
    StringId text;
} HelpEntry;

/* The options by group, as args_parse takes them. */
static const HelpEntry HELP[] = {
    {NULL, STR_CLI_GROUP_GAME},
    {"--seed N", STR_CLI_OPT_SEED},
    {"--preset standard|classic", STR_CLI_OPT_PRESET},
    {"--level easy|normal|hard|expert", STR_CLI_OPT_LEVEL},
    {"--lesson N", STR_CLI_OPT_LESSON},
    {NULL, STR_CLI_GROUP_WINDOW},
    {"--size WxH", STR_CLI_OPT_SIZE},
    {"--speed slow|normal|fast|instant", STR_CLI_OPT_SPEED},
    {"--four-colour", STR_CLI_OPT_FOUR_COLOUR},
    {"--speech", STR_CLI_OPT_SPEECH},
    {"--language en|mr|sd", STR_CLI_OPT_LANGUAGE},
    {"--renderer auto|gpu|software", STR_CLI_OPT_RENDERER},
    {NULL, STR_CLI_GROUP_FILES},
    {"--data-dir DIR", STR_CLI_OPT_DATA_DIR},
    {NULL, STR_CLI_GROUP_DEMO},
    {"--autoplay", STR_CLI_OPT_AUTOPLAY},
    {"--fast", STR_CLI_OPT_FAST},
    {"--games N", STR_CLI_OPT_GAMES},
    {"--server ADDRESS:PORT", STR_CLI_OPT_SERVER},
    {"--create", STR_CLI_OPT_CREATE},
    {"--join CODE", STR_CLI_OPT_JOIN},
    {"--host-address ADDRESS", STR_CLI_OPT_HOST_ADDRESS},
    {"--screenshot FILE", STR_CLI_OPT_SCREENSHOT},
    {"--after-ms T", STR_CLI_OPT_AFTER_MS},
    {NULL, STR_CLI_GROUP_OTHER},
    {"-h, --help", STR_CLI_OPT_HELP},
    {"--version", STR_CLI_OPT_VERSION},
};

typedef struct Writer {
    char *out;
    size_t size, at;
} Writer;

static void put(Writer *w, const char *text, size_t length)
{
    if (w->at + 1 >= w->size)
        return;
    size_t room = w->size - 1 - w->at;
    if (length > room) { /* cut at a character, not inside one */
        length = room;
        while (length > 0 && ((unsigned char)text[length] & 0xC0) == 0x80)
            length--;
    }
    memcpy(w->out + w->at, text, length);
    w->at += length;
    w->out[w->at] = '\0';
}

static void put_str(Writer *w, const char *text) { put(w, text, strlen(text)); }

static void put_spaces(Writer *w, int count)
{
    for (int i = 0; i < count; i++)
        put(w, " ", 1);
}

/* The text's lines, each after `indent` spaces but the first. */
static void put_indented(Writer *w, const char *text, int indent)
{
    for (const char *line = text;;) {
        const char *end = strchr(line, '\n');
        put(w, line, end ? (size_t)(end - line) : strlen(line));
        put(w, "\n", 1);
        if (!end)
            return;
        line = end + 1;
        put_spaces(w, indent);
    }
}

void args_help(char *out, size_t size)
{
    if (size == 0)
        return;
    out[0] = '\0';
    Writer w = {out, size, 0};
    AppConfig defaults;
    app_config_defaults(&defaults);
    char least[32], usual[32], text[1024];
    snprintf(least, sizeof least, "%dx%d", LAYOUT_MIN_WIDTH, LAYOUT_MIN_HEIGHT);
    snprintf(usual, sizeof usual, "%dx%d", defaults.width, defaults.height);

    put_indented(&w, str_get(STR_CLI_USAGE), 0);
    put_indented(&w, str_get(STR_CLI_ABOUT), 0);
    for (size_t i = 0; i < sizeof HELP / sizeof HELP[0]; i++) {
        const HelpEntry *entry = &HELP[i];
        if (!entry->option) {
            put(&w, "\n", 1);
            put_indented(&w, str_get(entry->text), 0);
            continue;
        }
        /* A long option stands on its own line, its text under it. */
        int length = (int)strlen(entry->option);
        put_spaces(&w, HELP_INDENT);
        put_str(&w, entry->option);
        if (HELP_INDENT + length + 2 > HELP_COLUMN) {
            put(&w, "\n", 1);
            put_spaces(&w, HELP_COLUMN);
        } else {
            put_spaces(&w, HELP_COLUMN - HELP_INDENT - length);
        }
        str_format(text, sizeof text, entry->text, least, usual, NULL);
        put_indented(&w, text, HELP_COLUMN);
    }
    put(&w, "\n", 1);
    put_indented(&w, str_get(STR_CLI_EXIT_STATUS), 0);
}

/* ---- parsing ---------------------------------------------------------- */

static ArgsResult bad(char *out, size_t size, const char *option, const char *value, StringId why)
{
    str_format(out, size, STR_CLI_BAD_VALUE, option, value, str_get(why));
    return ARGS_ERROR;
}

static bool is_language(const char *value)
{
    return strcmp(value, "en") == 0 || strcmp(value, "mr") == 0 || strcmp(value, "sd") == 0;
}

const char *args_language(int argc, char **argv)
{
    const char *language = NULL;
    for (int i = 1; i + 1 < argc; i++)
        if (strcmp(argv[i], "--language") == 0 && is_language(argv[i + 1]))
            language = argv[++i];
    return language;
}

ArgsResult args_parse(int argc, char **argv, AppConfig *config, char *out, size_t size)
{
    out[0] = '\0';
    bool fast = false, games_given = false, after_given = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            args_help(out, size);
            return ARGS_HELP;
        }
        if (strcmp(arg, "--version") == 0) {
            snprintf(out, size, "ecarte %s", ECARTE_VERSION);
            return ARGS_VERSION;
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
        if (strcmp(arg, "--speech") == 0) {
            config->speech = true;
            continue;
        }
        if (strcmp(arg, "--create") == 0) {
            config->online_create = true;
            continue;
        }
        static const char *const VALUED[] = {"--seed",     "--preset", "--level",  "--size",     "--screenshot",
                                             "--after-ms", "--games",  "--speed",  "--language", "--data-dir",
                                             "--renderer", "--lesson", "--server", "--join",     "--host-address"};
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
            if (!is_language(value))
                return bad(out, size, arg, value, STR_CLI_WANT_LANGUAGE);
            config->language = value;
        } else if (strcmp(arg, "--speed") == 0) {
            if (!parse_speed(value, &config->speed))
                return bad(out, size, arg, value, STR_CLI_WANT_SPEED);
            config->speed_given = true;
        } else if (strcmp(arg, "--renderer") == 0) {
            if (!renderer_mode_parse(value, &config->renderer))
                return bad(out, size, arg, value, STR_CLI_WANT_RENDERER);
        } else if (strcmp(arg, "--lesson") == 0) {
            long lesson;
            if (!parse_int(value, 1, LESSON_COUNT, &lesson))
                return bad(out, size, arg, value, STR_CLI_WANT_LESSON);
            config->lesson = (int)lesson;
        } else if (strcmp(arg, "--server") == 0) {
            char host[256], port[16];
            long number;
            if (!net_address_split(value, host, sizeof host, port, sizeof port) || !host[0] ||
                !parse_int(port, 1, 65535, &number))
                return bad(out, size, arg, value, STR_CLI_WANT_ADDRESS);
            config->server = value;
        } else if (strcmp(arg, "--join") == 0) {
            if (!net_invite_normalize(value, strlen(value), config->online_join))
                return bad(out, size, arg, value, STR_CLI_WANT_CODE);
        } else if (strcmp(arg, "--host-address") == 0) {
            char host[SETTINGS_SERVER_MAX + 8];
            snprintf(host, sizeof host, "%s:1", value);
            char parsed[SETTINGS_SERVER_MAX], port[8];
            if (strlen(value) >= SETTINGS_SERVER_MAX - 8 ||
                !net_address_split(host, parsed, sizeof parsed, port, sizeof port) || !parsed[0])
                return bad(out, size, arg, value, STR_CLI_WANT_HOST);
            config->host_address = value;
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
    bool join = config->online_join[0] != '\0';
    if ((config->online_create || join) && !config->server) {
        str_format(out, size, STR_CLI_NEEDS_SERVER, config->online_create ? "--create" : "--join", NULL, NULL);
        return ARGS_ERROR;
    }
    if (config->server && config->online_create == join) {
        str_format(out, size, STR_CLI_SERVER_NEEDS, NULL, NULL, NULL);
        return ARGS_ERROR;
    }
    config->fast = fast;
    return ARGS_RUN;
}
