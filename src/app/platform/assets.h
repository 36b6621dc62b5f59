/* Finding the data directory and the fonts.
 *
 * Looked for, in order: $ECARTE_DATA_DIR; next to the binary
 * (<base>/../share/ecarte for an installed tree; the source tree's assets/
 * for a binary inside the build tree); the configured install data dir. */
#ifndef ECARTE_APP_ASSETS_H
#define ECARTE_APP_ASSETS_H

#include <stdbool.h>
#include <stddef.h>

enum { ASSET_PATH_MAX = 1024 };

/* Writes the data directory into dir; on failure err lists the places that
 * were searched, for the message the player sees. */
bool assets_find_data_dir(char *dir, size_t size, char *searched, size_t searched_size);

/* Reads a whole file; the caller frees *data with SDL_free. */
bool assets_load(const char *dir, const char *relative, void **data, size_t *size);

/* The UI typeface for Latin text, as fonts_find chooses it.  False when
 * there is none: then out holds the reason, for the message the player sees. */
bool assets_font_path(bool bold, char *out, size_t size);

#endif
