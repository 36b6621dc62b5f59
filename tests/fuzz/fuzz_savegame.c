/* The saved game (savegame.h), read from any bytes as the app reads its
 * file.  A file that reads must hold a game the rules could be in and a
 * journal that leads to it, be written back to a file that reads as the
 * same, and play on to the end of the game with legal moves, after which it
 * is saved and read once more. */
#include <string.h>

#include "ecarte/savegame.h"
#include "fuzz_support.h"

static SaveGame save, again;
static char written[SAVEGAME_TEXT_MAX], rewritten[SAVEGAME_TEXT_MAX];

/* Writes `from` and reads it back into `into`; the length written. */
static size_t write_and_read(const SaveGame *from, SaveGame *into, char *text, size_t size)
{
    char why[256];
    size_t length = savegame_write(from, text, size);
    if (length == 0)
        fuzz_abort("a saved game that reads cannot be written", NULL);
    if (savegame_parse(text, length, into, why, sizeof why) != STORE_VERDICT_OK)
        fuzz_abort("a saved game written back does not read", why);
    return length;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char why[256];
    if (savegame_parse((const char *)data, size, &save, why, sizeof why) != STORE_VERDICT_OK)
        return 0;
    const char *problem = NULL;
    if ((unsigned)save.level >= AI_LEVEL_COUNT || (unsigned)save.preset > PRESET_CLASSIC)
        fuzz_abort("a saved game read with a level or preset out of range", NULL);
    if (!fuzz_game_sane(&save.game, save.game.seed, &problem))
        fuzz_abort("a saved game read as a bad game", problem);
    if (!fuzz_journal_leads_to(&save.journal, &save.game))
        fuzz_abort("a saved game's journal does not lead to its game", NULL);

    size_t length = write_and_read(&save, &again, written, sizeof written);
    if (write_and_read(&again, &again, rewritten, sizeof rewritten) != length ||
        memcmp(written, rewritten, length) != 0)
        fuzz_abort("a saved game written back reads as another", NULL);

    if (!fuzz_play_to_end(&save.game, &save.journal, save.game.seed, &problem))
        fuzz_abort("a saved game does not play to its end", problem);
    write_and_read(&save, &again, written, sizeof written);
    if (!fuzz_journal_leads_to(&again.journal, &again.game) || again.journal.count != save.journal.count)
        fuzz_abort("a game played to its end is saved without its journal", NULL);
    return 0;
}
