/* The game record (record.h) and the journal (journal.h), read from any
 * bytes.  A text either reader accepts must hold a game the rules could be
 * in, be written back to text that reads as the same thing, and play on to
 * the end of the game with legal moves. */
#include <string.h>

#include "ecarte/journal.h"
#include "ecarte/record.h"
#include "fuzz_support.h"

static void check_record(const char *text, size_t size)
{
    static Game game, again;
    char error[256], written[RECORD_TEXT_MAX], rewritten[RECORD_TEXT_MAX];
    if (!record_read(text, size, &game, error, sizeof error))
        return;
    const char *problem = NULL;
    if (!fuzz_game_sane(&game, game.seed, &problem))
        fuzz_abort("a record read as a bad game", problem);
    size_t length = record_write(&game, written, sizeof written);
    if (length == 0)
        fuzz_abort("a game read from a record cannot be written", NULL);
    if (!record_read(written, length, &again, error, sizeof error))
        fuzz_abort("a record written back does not read", error);
    if (record_write(&again, rewritten, sizeof rewritten) != length || memcmp(written, rewritten, length) != 0)
        fuzz_abort("a record written back reads as another game", NULL);
    if (!fuzz_play_to_end(&game, NULL, game.seed, &problem))
        fuzz_abort("a game read from a record does not play to its end", problem);
}

static void check_journal(const char *text, size_t size)
{
    static Journal journal, again;
    static Game game;
    static char written[JOURNAL_TEXT_MAX], rewritten[JOURNAL_TEXT_MAX];
    char error[256];
    if (!journal_read(text, size, &journal, error, sizeof error))
        return;
    if (!journal_state(&journal, journal.count, &game))
        fuzz_abort("a journal that reads does not replay", NULL);
    const char *problem = NULL;
    if (!fuzz_game_sane(&journal.start, journal.start.seed, &problem))
        fuzz_abort("a journal starts from a bad game", problem);
    size_t length = journal_write(&journal, written, sizeof written);
    if (length == 0)
        fuzz_abort("a journal that reads cannot be written", NULL);
    if (!journal_read(written, length, &again, error, sizeof error))
        fuzz_abort("a journal written back does not read", error);
    if (journal_write(&again, rewritten, sizeof rewritten) != length || memcmp(written, rewritten, length) != 0)
        fuzz_abort("a journal written back reads as another", NULL);
    if (!fuzz_play_to_end(&game, &journal, game.seed ^ 1u, &problem))
        fuzz_abort("a game read from a journal does not play to its end", problem);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_record((const char *)data, size);
    check_journal((const char *)data, size);
    return 0;
}
