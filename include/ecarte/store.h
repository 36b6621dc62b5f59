/* Files that must never lose what a player saved.
 *
 * Writing is atomic: a temporary file in the same folder, flushed to disk,
 * then renamed over the old one, whose last good version stays beside it as
 * NAME.bak.  Reading never trusts a file: it is size-limited, and whatever a
 * parser refuses is renamed aside (never deleted) with a one-line message. */
#ifndef ECARTE_STORE_H
#define ECARTE_STORE_H

#include <stdbool.h>
#include <stddef.h>

/* No file of ours comes near this (a saved game with its journal, the
 * largest, stays well below); anything larger is damage. */
enum { STORE_FILE_MAX = 128 * 1024, STORE_MESSAGE_MAX = 512 };

/* Replaces path's contents with data, keeping the old file as path.bak.  A
 * save that fails (the backup cannot be made, say) leaves path as it was and
 * no temporary file behind. */
bool store_write_atomic(const char *path, const char *data, size_t length, char *error, size_t error_size);

typedef enum StoreRead {
    STORE_READ_OK,
    STORE_READ_MISSING, /* no such file: nothing to report */
    STORE_READ_TOO_BIG,
    STORE_READ_UNREADABLE
} StoreRead;

/* Makes the folder `path` and whichever of its parents are missing: the
 * folder itself for the player alone (0700), the parents 0755.  A folder
 * already there is fine.  Fails, with one line in error, when something other
 * than a folder stands in the way or a folder cannot be made. */
bool store_make_folder(const char *path, char *error, size_t error_size);

/* Reads a whole file into buffer (STORE_FILE_MAX + 1 bytes, NUL-terminated). */
StoreRead store_read(const char *path, char *buffer, size_t *length, char *error, size_t error_size);

/* Renames a bad file aside as path.SUFFIX-N (the first N free); writes the new
 * name into renamed.  Never deletes anything. */
bool store_set_aside(const char *path, const char *suffix, char *renamed, size_t renamed_size);

/* What a format parser says of a file's text. */
typedef enum StoreVerdict {
    STORE_VERDICT_OK,
    STORE_VERDICT_DAMAGED, /* set aside as .damaged-N */
    STORE_VERDICT_NEWER    /* written by a newer game: set aside as .newer-N */
} StoreVerdict;

typedef StoreVerdict (*StoreParser)(const char *text, size_t length, void *into, char *why, size_t why_size);

typedef enum StoreLoad {
    STORE_LOADED,        /* the file was good */
    STORE_LOADED_BACKUP, /* the file was bad or missing, its backup good */
    STORE_NOTHING,       /* nothing there: start with defaults, no message */
    STORE_DEFAULTS       /* something was wrong: defaults, and a message */
} StoreLoad;

/* Checks a file's first line, "MAGIC VERSION".  On success *body is where the
 * next line starts.  A larger version than `understood` is NEWER. */
StoreVerdict store_check_magic(const char *text, size_t length, const char *magic, int understood, size_t *body,
                               char *why, size_t why_size);

/* Walks a file's text a line at a time from *at; false at the end. */
bool store_next_line(const char *text, size_t length, size_t *at, const char **line, size_t *line_length);

/* Reads the "name value" lines of a file from `at`, handing each to
 * `take`, which says whether it knows the name and takes the value.  An
 * empty line is skipped; anything else stops the reading as damage, said in
 * `why` with its line number. */
typedef bool (*StorePairTaker)(void *into, const char *name, const char *value);
StoreVerdict store_read_pairs(const char *text, size_t length, size_t at, StorePairTaker take, void *into, char *why,
                              size_t why_size);
/* Loads path (or, failing that, path.bak) through parse.  Anything bad is
 * set aside and described in message, one line for the player. */
StoreLoad store_load(const char *path, StoreParser parse, void *into, char *message, size_t message_size);

#endif
