#include "ecarte/savegame.h"

#include <stdio.h>
#include <string.h>

#include "ecarte/record.h"

static const char MAGIC[] = "ECARTE-SAVE";
/* Ends the game's lines and begins the journal's (version 2 on). */
static const char JOURNAL_LINE[] = "journal";

/* Whatever the game writes, it must be able to read back. */
_Static_assert((long)SAVEGAME_TEXT_MAX <= (long)STORE_FILE_MAX, "a saved game must fit in a file the store reads");

size_t savegame_write(const SaveGame *save, char *out, size_t size)
{
    int header = snprintf(out, size, "%s %d\nlevel %s\npreset %s\n", MAGIC, SAVEGAME_VERSION,
                          ai_level_name(save->level), options_preset_name(save->preset));
    if (header < 0 || (size_t)header >= size)
        return 0;
    size_t at = (size_t)header;
    size_t game = record_write(&save->game, out + at, size - at);
    if (game == 0)
        return 0;
    at += game;
    int separator = snprintf(out + at, size - at, "%s\n", JOURNAL_LINE);
    if (separator < 0 || (size_t)separator >= size - at)
        return 0;
    at += (size_t)separator;
    size_t journal = journal_write(&save->journal, out + at, size - at);
    return journal ? at + journal : 0;
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

/* The version on the first line, which store_check_magic has found to be a
 * number the game understands. */
static int version_of(const char *text, size_t body)
{
    int version = 0;
    for (size_t i = sizeof MAGIC; i < body && text[i] >= '0' && text[i] <= '9'; i++)
        version = version * 10 + (text[i] - '0');
    return version;
}

/* Where the journal's separator line starts, or NULL. */
static const char *find_journal(const char *at, const char *end)
{
    size_t length = sizeof JOURNAL_LINE - 1;
    while (at < end) {
        const char *stop = memchr(at, '\n', (size_t)(end - at));
        const char *line_end = stop ? stop : end;
        if ((size_t)(line_end - at) == length && memcmp(at, JOURNAL_LINE, length) == 0)
            return at;
        if (!stop)
            break;
        at = stop + 1;
    }
    return NULL;
}

/* Whether the journal, replayed to its end, is exactly the game. */
static bool leads_to(const Journal *journal, const Game *game)
{
    Game reached;
    char expected[RECORD_TEXT_MAX], got[RECORD_TEXT_MAX];
    if (!journal_state(journal, journal->count, &reached))
        return false;
    size_t expected_length = record_write(game, expected, sizeof expected);
    size_t got_length = record_write(&reached, got, sizeof got);
    return expected_length > 0 && expected_length == got_length && memcmp(expected, got, got_length) == 0;
}

StoreVerdict savegame_parse(const char *text, size_t length, void *into, char *why, size_t why_size)
{
    size_t body;
    StoreVerdict verdict = store_check_magic(text, length, MAGIC, SAVEGAME_VERSION, &body, why, why_size);
    if (verdict != STORE_VERDICT_OK)
        return verdict;
    AiLevel level_value;
    Preset preset_value;
    Game game;
    char level[16], preset[16];
    const char *at = text + body, *end = text + length;
    if (!take_line(&at, end, "level", level, sizeof level) || !ai_level_parse(level, &level_value)) {
        snprintf(why, why_size, "the AI level is missing or unknown");
        return STORE_VERDICT_DAMAGED;
    }
    if (!take_line(&at, end, "preset", preset, sizeof preset) || !options_parse_preset(preset, &preset_value)) {
        snprintf(why, why_size, "the rule preset is missing or unknown");
        return STORE_VERDICT_DAMAGED;
    }
    /* Version 1 is the game alone; later versions may follow it with the
     * journal. */
    const char *journal = version_of(text, body) >= 2 ? find_journal(at, end) : NULL;
    if (!record_read(at, (size_t)((journal ? journal : end) - at), &game, why, why_size))
        return STORE_VERDICT_DAMAGED;
    /* From here on the file is good: the journal is read straight into the
     * result, which is too large to copy about on the stack. */
    SaveGame *save = into;
    save->game = game;
    save->level = level_value;
    save->preset = preset_value;
    /* A journal that cannot be read, or that tells of another game, is
     * dropped: the game itself is what the player saved. */
    char ignored[128];
    if (journal) {
        const char *story = journal + sizeof JOURNAL_LINE;
        if (story > end)
            story = end;
        if (journal_read(story, (size_t)(end - story), &save->journal, ignored, sizeof ignored) &&
            leads_to(&save->journal, &save->game))
            return STORE_VERDICT_OK;
    }
    journal_begin(&save->journal, &save->game);
    return STORE_VERDICT_OK;
}
