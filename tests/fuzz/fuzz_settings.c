/* The settings file (settings.h), read from any bytes.  Settings that read
 * hold only values the game knows, and are written back to a file that
 * reads as the same settings. */
#include <string.h>

#include "ecarte/settings.h"
#include "fuzz_support.h"

static bool known_values(const Settings *s)
{
    bool language = s->language[0] == '\0' || strcmp(s->language, "en") == 0 || strcmp(s->language, "mr") == 0 ||
                    strcmp(s->language, "sd") == 0;
    return (unsigned)s->preset <= PRESET_CLASSIC && options_are_valid(&s->options) &&
           (unsigned)s->level < AI_LEVEL_COUNT && (unsigned)s->animation < ANIMATION_SPEED_COUNT &&
           (unsigned)s->volume < VOLUME_COUNT && (unsigned)s->coach < COACH_MODE_COUNT && language;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Settings settings, again;
    char why[256], written[SETTINGS_TEXT_MAX], rewritten[SETTINGS_TEXT_MAX];
    if (settings_parse((const char *)data, size, &settings, why, sizeof why) != STORE_VERDICT_OK)
        return 0;
    if (!known_values(&settings))
        fuzz_abort("settings read with a value the game does not know", NULL);
    size_t length = settings_write(&settings, written, sizeof written);
    if (length == 0)
        fuzz_abort("settings that read cannot be written", NULL);
    if (settings_parse(written, length, &again, why, sizeof why) != STORE_VERDICT_OK)
        fuzz_abort("settings written back do not read", why);
    if (settings_write(&again, rewritten, sizeof rewritten) != length || memcmp(written, rewritten, length) != 0)
        fuzz_abort("settings written back read as other settings", NULL);
    return 0;
}
