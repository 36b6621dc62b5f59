#include "ecarte/savegame.h"

#include <stdio.h>
#include <string.h>

#include "ecarte/record.h"

static const char MAGIC[] = "ECARTE-SAVE";

size_t savegame_write(const SaveGame *save, char *out, size_t size)
{
    int header = snprintf(out, size, "%s %d\nlevel %s\npreset %s\n", MAGIC, SAVEGAME_VERSION,
                          ai_level_name(save->level), options_preset_name(save->preset));
    if (header < 0 || (size_t)header >= size)
        return 0;
    size_t body = record_write(&save->game, out + header, size - (size_t)header);
    return body ? (size_t)header + body : 0;
}

/* Takes the line "KEY VALUE" off the front of text. */
static bool take_line(const char **text, const char *end, const char *key, char *value, size_t value_size)
{
    size_t key_length = strlen(key);
    const char *line_end = memchr(*text, '\n', (size_t)(end - *text));
    if (!line_end)
        return false;
    size_t line_length = (size_t)(line_end - *text);
    if (line_length <= key_length + 1 || strncmp(*text, key, key_length) != 0 || (*text)[key_length] != ' ' ||
        line_length - key_length - 1 >= value_size)
        return false;
    memcpy(value, *text + key_length + 1, line_length - key_length - 1);
    value[line_length - key_length - 1] = '\0';
    *text = line_end + 1;
    return true;
}

StoreVerdict savegame_parse(const char *text, size_t length, void *into, char *why, size_t why_size)
{
    size_t body;
    StoreVerdict verdict = store_check_magic(text, length, MAGIC, SAVEGAME_VERSION, &body, why, why_size);
    if (verdict != STORE_VERDICT_OK)
        return verdict;
    SaveGame save;
    char level[16], preset[16];
    const char *at = text + body, *end = text + length;
    if (!take_line(&at, end, "level", level, sizeof level) || !ai_level_parse(level, &save.level)) {
        snprintf(why, why_size, "the AI level is missing or unknown");
        return STORE_VERDICT_DAMAGED;
    }
    if (!take_line(&at, end, "preset", preset, sizeof preset) || !options_parse_preset(preset, &save.preset)) {
        snprintf(why, why_size, "the rule preset is missing or unknown");
        return STORE_VERDICT_DAMAGED;
    }
    if (!record_read(at, (size_t)(end - at), &save.game, why, why_size))
        return STORE_VERDICT_DAMAGED;
    journal_begin(&save.journal, &save.game);
    *(SaveGame *)into = save;
    return STORE_VERDICT_OK;
}
