#include "ecarte/settings.h"

#include <stdio.h>
#include <string.h>

#include "ecarte/number.h"

static const char MAGIC[] = "ECARTE-SETTINGS";
static const char *const ANIMATION_NAMES[ANIMATION_SPEED_COUNT] = {"slow", "normal", "fast", "instant"};
static const char *const VOLUME_NAMES[VOLUME_COUNT] = {"low", "medium", "high"};
static const char *const COACH_NAMES[COACH_MODE_COUNT] = {"first-games", "always", "off"};

Settings settings_default(void)
{
    Settings settings = {
        .preset = PRESET_STANDARD,
        .options = options_preset(PRESET_STANDARD),
        .level = AI_NORMAL,
        .animation = ANIMATION_NORMAL,
        .four_colour = false,
        .auto_declare = false,
        .fullscreen = false,
        .language = "",
        .volume = VOLUME_MEDIUM,
        .mute = false,
        .coach = COACH_FIRST_GAMES,
        .lessons_done = 0,
        .lessons_offered = false,
        .speech = false,
        .scale = SETTINGS_SCALE_MIN,
        .high_contrast = false,
        .server = "",
        .host_port = SETTINGS_PORT_DEFAULT,
        .phrases = true,
    };
    return settings;
}

const char *settings_animation_name(AnimationSpeed speed)
{
    return (unsigned)speed < ANIMATION_SPEED_COUNT ? ANIMATION_NAMES[speed] : "normal";
}

const char *settings_volume_name(SoundVolume volume)
{
    return (unsigned)volume < VOLUME_COUNT ? VOLUME_NAMES[volume] : "medium";
}

const char *settings_coach_name(CoachMode coach)
{
    return (unsigned)coach < COACH_MODE_COUNT ? COACH_NAMES[coach] : "first-games";
}

bool settings_coach_active(const Settings *settings, int games_played)
{
    return settings->coach == COACH_ALWAYS ||
           (settings->coach == COACH_FIRST_GAMES && games_played < COACH_FIRST_GAMES_COUNT);
}

int settings_scale_step(int scale, int steps)
{
    int next = scale + steps * SETTINGS_SCALE_STEP;
    next -= (next - SETTINGS_SCALE_MIN) % SETTINGS_SCALE_STEP;
    return next < SETTINGS_SCALE_MIN ? SETTINGS_SCALE_MIN : next > SETTINGS_SCALE_MAX ? SETTINGS_SCALE_MAX : next;
}

static const char *on_off(bool value) { return value ? "on" : "off"; }

/* "1 3 4", or "none". */
static void write_lessons(uint8_t done, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int n = 1; n <= LESSONS_MAX; n++)
        if (done & (1u << (n - 1))) {
            int wrote = snprintf(out + used, size - used, used ? " %d" : "%d", n);
            if (wrote < 0 || (size_t)wrote >= size - used)
                break;
            used += (size_t)wrote;
        }
    if (used == 0)
        snprintf(out, size, "none");
}

size_t settings_write(const Settings *s, char *out, size_t size)
{
    char lessons[3 * LESSONS_MAX + 1];
    write_lessons(s->lessons_done, lessons, sizeof lessons);
    int length = snprintf(out, size,
                          "%s %d\npreset %s\nmust_trump %s\npenalty %s\ndealer_must_exchange %s\ntarget %d\n"
                          "level %s\nanimation %s\nfour_colour %s\nauto_declare %s\nfullscreen %s\nlanguage %s\n"
                          "volume %s\nmute %s\ncoach %s\nlessons %s\nlessons_offered %s\nspeech %s\nscale %d\n"
                          "high_contrast %s\nserver %s\nhost_port %d\nphrases %s\nname \"%s\"\n",
                          MAGIC, SETTINGS_VERSION, options_preset_name(s->preset),
                          on_off(s->options.must_trump_when_void), options_penalty_name(s->options.penalty),
                          on_off(s->options.dealer_must_exchange), s->options.target, ai_level_name(s->level),
                          settings_animation_name(s->animation), on_off(s->four_colour), on_off(s->auto_declare),
                          on_off(s->fullscreen), s->language[0] ? s->language : "system",
                          settings_volume_name(s->volume), on_off(s->mute), settings_coach_name(s->coach), lessons,
                          on_off(s->lessons_offered), on_off(s->speech), s->scale, on_off(s->high_contrast),
                          s->server[0] ? s->server : "here", s->host_port, on_off(s->phrases), s->name);
    return length > 0 && (size_t)length < size ? (size_t)length : 0;
}

static bool parse_switch(const char *value, bool *out)
{
    if (strcmp(value, "on") != 0 && strcmp(value, "off") != 0)
        return false;
    *out = value[1] == 'n';
    return true;
}

/* Lesson numbers, each once, separated by single spaces; or "none". */
static bool parse_lessons(const char *value, uint8_t *out)
{
    if (strcmp(value, "none") == 0) {
        *out = 0;
        return true;
    }
    uint8_t done = 0;
    for (const char *at = value;;) {
        if (*at < '1' || *at > '0' + LESSONS_MAX || (at[1] != ' ' && at[1] != '\0'))
            return false;
        uint8_t bit = (uint8_t)(1u << (*at - '1'));
        if (done & bit)
            return false;
        done |= bit;
        if (at[1] == '\0')
            break;
        at += 2;
    }
    *out = done;
    return true;
}

/* "here", or an address: printable ASCII without spaces, as typed. */
static bool parse_server(const char *value, char out[SETTINGS_SERVER_MAX])
{
    if (strcmp(value, "here") == 0) {
        out[0] = '\0';
        return true;
    }
    size_t n = strlen(value);
    if (n == 0 || n >= SETTINGS_SERVER_MAX)
        return false;
    for (size_t i = 0; i < n; i++)
        if (value[i] <= ' ' || value[i] >= 0x7f)
            return false;
    memcpy(out, value, n + 1);
    return true;
}

/* A name between quotes, which keep the spaces it may hold; the quotes
 * inside are its own. */
static bool parse_name(const char *value, char out[NAME_MAX_BYTES + 1])
{
    size_t n = strlen(value);
    if (n < 2 || value[0] != '"' || value[n - 1] != '"' || !name_is_valid(value + 1, n - 2))
        return false;
    memcpy(out, value + 1, n - 2);
    out[n - 2] = '\0';
    return true;
}

static bool take_value(void *into, const char *key, const char *value)
{
    Settings *s = into;
    if (strcmp(key, "preset") == 0)
        return options_parse_preset(value, &s->preset);
    if (strcmp(key, "must_trump") == 0)
        return parse_switch(value, &s->options.must_trump_when_void);
    if (strcmp(key, "penalty") == 0)
        return options_parse_penalty(value, &s->options.penalty);
    if (strcmp(key, "dealer_must_exchange") == 0)
        return parse_switch(value, &s->options.dealer_must_exchange);
    if (strcmp(key, "target") == 0) {
        uint64_t target;
        if (!number_parse(value, TARGET_MIN, TARGET_MAX, &target))
            return false;
        s->options.target = (uint8_t)target;
        return true;
    }
    if (strcmp(key, "level") == 0)
        return ai_level_parse(value, &s->level);
    if (strcmp(key, "animation") == 0) {
        for (int i = 0; i < ANIMATION_SPEED_COUNT; i++)
            if (strcmp(value, ANIMATION_NAMES[i]) == 0) {
                s->animation = (AnimationSpeed)i;
                return true;
            }
        return false;
    }
    if (strcmp(key, "volume") == 0) {
        for (int i = 0; i < VOLUME_COUNT; i++)
            if (strcmp(value, VOLUME_NAMES[i]) == 0) {
                s->volume = (SoundVolume)i;
                return true;
            }
        return false;
    }
    if (strcmp(key, "mute") == 0)
        return parse_switch(value, &s->mute);
    if (strcmp(key, "coach") == 0) {
        for (int i = 0; i < COACH_MODE_COUNT; i++)
            if (strcmp(value, COACH_NAMES[i]) == 0) {
                s->coach = (CoachMode)i;
                return true;
            }
        return false;
    }
    if (strcmp(key, "lessons") == 0)
        return parse_lessons(value, &s->lessons_done);
    if (strcmp(key, "lessons_offered") == 0)
        return parse_switch(value, &s->lessons_offered);
    if (strcmp(key, "speech") == 0)
        return parse_switch(value, &s->speech);
    if (strcmp(key, "scale") == 0) {
        uint64_t scale;
        if (!number_parse(value, SETTINGS_SCALE_MIN, SETTINGS_SCALE_MAX, &scale) ||
            (scale - SETTINGS_SCALE_MIN) % SETTINGS_SCALE_STEP != 0)
            return false;
        s->scale = (int)scale;
        return true;
    }
    if (strcmp(key, "high_contrast") == 0)
        return parse_switch(value, &s->high_contrast);
    if (strcmp(key, "server") == 0)
        return parse_server(value, s->server);
    if (strcmp(key, "host_port") == 0) {
        uint64_t port;
        if (!number_parse(value, SETTINGS_PORT_MIN, SETTINGS_PORT_MAX, &port))
            return false;
        s->host_port = (int)port;
        return true;
    }
    if (strcmp(key, "phrases") == 0)
        return parse_switch(value, &s->phrases);
    if (strcmp(key, "name") == 0)
        return parse_name(value, s->name);
    if (strcmp(key, "four_colour") == 0)
        return parse_switch(value, &s->four_colour);
    if (strcmp(key, "auto_declare") == 0)
        return parse_switch(value, &s->auto_declare);
    if (strcmp(key, "fullscreen") == 0)
        return parse_switch(value, &s->fullscreen);
    if (strcmp(key, "language") == 0) {
        if (strcmp(value, "system") == 0) {
            s->language[0] = '\0';
            return true;
        }
        if (strcmp(value, "en") != 0 && strcmp(value, "mr") != 0 && strcmp(value, "sd") != 0)
            return false;
        snprintf(s->language, sizeof s->language, "%s", value);
        return true;
    }
    return false;
}

/* The version on a first line that store_check_magic has accepted. */
static int file_version(const char *text, size_t length)
{
    size_t at = sizeof MAGIC; /* the magic and its space */
    int version = 0;
    while (at < length && text[at] >= '0' && text[at] <= '9' && version < 1000)
        version = version * 10 + (text[at++] - '0');
    return version;
}

StoreVerdict settings_parse(const char *text, size_t length, void *into, char *why, size_t why_size)
{
    size_t at;
    StoreVerdict verdict = store_check_magic(text, length, MAGIC, SETTINGS_VERSION, &at, why, why_size);
    if (verdict != STORE_VERDICT_OK)
        return verdict;
    Settings settings = settings_default();
    /* Whoever wrote a file before the lessons existed has played before. */
    if (file_version(text, length) < 3)
        settings.lessons_offered = true;
    verdict = store_read_pairs(text, length, at, take_value, &settings, why, why_size);
    if (verdict != STORE_VERDICT_OK)
        return verdict;
    if (!options_are_valid(&settings.options)) {
        snprintf(why, why_size, "the rule options are out of range");
        return STORE_VERDICT_DAMAGED;
    }
    *(Settings *)into = settings;
    return STORE_VERDICT_OK;
}
