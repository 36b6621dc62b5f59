/* Finding a typeface for each script the game writes in, through fontconfig,
 * so that the game runs wherever the system keeps its fonts.
 *
 * The family the game was drawn with comes first (DejaVu Sans, Noto Sans
 * Devanagari, Noto Naskh Arabic); when it is not installed, any font that
 * has the script's letters will do.  $ECARTE_FONT_DIR, when it holds the
 * first choice's file (DejaVuSans.ttf, NotoSansDevanagari-Bold.ttf, ...),
 * wins over fontconfig. */
#ifndef ECARTE_APP_FONTS_H
#define ECARTE_APP_FONTS_H

#include <stdbool.h>
#include <stddef.h>

#include "i18n/bidi.h"

enum { FONTS_PATH_MAX = 1024 };

/* Writes the file of the best font for the script in the weight asked for
 * (the regular face when the family has no bold).  False when no installed
 * font has the script's letters: then why holds the reason, on one line. */
bool fonts_find(ScriptFont script, bool bold, char *path, size_t size, char *why, size_t why_size);

/* The family looked for first, for the messages that name the font. */
const char *fonts_family(ScriptFont script);

#endif
