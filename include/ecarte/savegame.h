/* The game in progress, saved after every action and resumed at start-up.
 *
 * The file: "ECARTE-SAVE 2", the lines "level NAME" and "preset NAME", the
 * game as a record (record.h), then a line "journal" and the journal as
 * journal_write gives it.  Version 1 files end with the game. */
#ifndef ECARTE_SAVEGAME_H
#define ECARTE_SAVEGAME_H

#include "ecarte/ai_level.h"
#include "ecarte/game.h"
#include "ecarte/journal.h"
#include "ecarte/record.h"
#include "ecarte/store.h"

enum { SAVEGAME_VERSION = 2, SAVEGAME_TEXT_MAX = RECORD_TEXT_MAX + 128 + JOURNAL_TEXT_MAX };

typedef struct SaveGame {
    Game game;
    AiLevel level; /* the opponent's strength in this game */
    Preset preset; /* the preset its options were taken from */
    /* How the game came to be `game`.  A file from before journals were
     * kept, or whose journal does not lead to `game`, is read with a journal
     * that begins at `game`: the game itself is never lost. */
    Journal journal;
} SaveGame;

/* Writes the file's text; returns its length, or 0 if size is too small. */
size_t savegame_write(const SaveGame *save, char *out, size_t size);

/* A StoreParser: into is a SaveGame. */
StoreVerdict savegame_parse(const char *text, size_t length, void *into, char *why, size_t why_size);

#endif
