#include "platform/fonts.h"

#include <stdio.h>
#include <stdlib.h>

#include <fontconfig/fontconfig.h>

enum { LETTERS_MAX = 4 };

typedef struct Wanted {
    const char *family;
    const char *lang;     /* the language the game writes in this script */
    const char *name;     /* of the script, for messages */
    const char *files[2]; /* regular, bold: the family's files in $ECARTE_FONT_DIR */
    /* Letters every font must have, then letters that only rank the fonts
     * that have them higher (0 ends each list). */
    FcChar32 needed[LETTERS_MAX];
    FcChar32 liked[LETTERS_MAX];
} Wanted;

/* Sindhi needs letters that plain Arabic lacks (ڪ, ٻ), Marathi the ळ that
 * Hindi does not use, and the card names the suit symbols. */
static const Wanted WANTED[SCRIPT_FONT_COUNT] = {
    [SCRIPT_LATIN] =
        {"DejaVu Sans", "en", "Latin", {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"}, {'A', 0x00E9}, {0x2665, 0x2660}},
    [SCRIPT_DEVANAGARI] = {"Noto Sans Devanagari",
                           "mr",
                           "Devanagari",
                           {"NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"},
                           {0x0915, 0x0933},
                           {0}},
    [SCRIPT_ARABIC] = {"Noto Naskh Arabic",
                       "sd",
                       "Arabic",
                       {"NotoNaskhArabic-Regular.ttf", "NotoNaskhArabic-Bold.ttf"},
                       {0x0639, 0x06AA, 0x067B},
                       {0}},
};

const char *fonts_family(ScriptFont script) { return WANTED[script].family; }

static bool file_exists(const char *path)
{
    FILE *file = fopen(path, "rb");
    if (!file)
        return false;
    fclose(file);
    return true;
}

/* FcInit reads the configuration and every font directory's cache: done
 * once, and only when a font is first asked for.  FcFini at exit gives back
 * what fontconfig would otherwise leave allocated, so that a leak checker
 * sees only the game's own leaks. */
static bool started(void)
{
    static int state; /* 0: not yet, 1: ready, -1: failed */
    if (state == 0) {
        state = FcInit() ? 1 : -1;
        if (state == 1)
            atexit(FcFini);
    }
    return state == 1;
}

static FcPattern *wanted_pattern(const Wanted *wanted, bool bold)
{
    FcPattern *pattern = FcPatternCreate();
    FcCharSet *letters = FcCharSetCreate();
    if (!pattern || !letters) {
        if (pattern)
            FcPatternDestroy(pattern);
        if (letters)
            FcCharSetDestroy(letters);
        return NULL;
    }
    for (int i = 0; i < LETTERS_MAX && wanted->needed[i]; i++)
        FcCharSetAddChar(letters, wanted->needed[i]);
    for (int i = 0; i < LETTERS_MAX && wanted->liked[i]; i++)
        FcCharSetAddChar(letters, wanted->liked[i]);
    /* The family is a strong wish, but fontconfig ranks the letters above
     * it: a font that lacks them never wins for its name alone. */
    bool made = FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)wanted->family) &&
                FcPatternAddString(pattern, FC_LANG, (const FcChar8 *)wanted->lang) &&
                FcPatternAddCharSet(pattern, FC_CHARSET, letters) &&
                FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR) &&
                FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN) &&
                FcPatternAddBool(pattern, FC_SCALABLE, FcTrue);
    FcCharSetDestroy(letters);
    if (!made || !FcConfigSubstitute(NULL, pattern, FcMatchPattern)) {
        FcPatternDestroy(pattern);
        return NULL;
    }
    FcDefaultSubstitute(pattern);
    return pattern;
}

/* Whether the font fontconfig chose is one SDL_ttf opens by its file name
 * alone and has every letter the script needs; if not, says why. */
static bool usable(const Wanted *wanted, FcPattern *font, const char *file, char *why, size_t why_size)
{
    int index = 0;
    if (FcPatternGetInteger(font, FC_INDEX, 0, &index) == FcResultMatch && index != 0) {
        snprintf(why, why_size, "the closest font, %s, is face %d of a collection", file, index);
        return false;
    }
    FcCharSet *letters = NULL;
    if (FcPatternGetCharSet(font, FC_CHARSET, 0, &letters) != FcResultMatch)
        letters = NULL;
    for (int i = 0; i < LETTERS_MAX && wanted->needed[i]; i++) {
        if (!letters || !FcCharSetHasChar(letters, wanted->needed[i])) {
            snprintf(why, why_size, "no installed font has %s letters (the closest, %s, lacks U+%04X)", wanted->name,
                     file, (unsigned)wanted->needed[i]);
            return false;
        }
    }
    return true;
}

bool fonts_find(ScriptFont script, bool bold, char *path, size_t size, char *why, size_t why_size)
{
    const Wanted *wanted = &WANTED[script];
    why[0] = '\0';
    const char *dir = getenv("ECARTE_FONT_DIR");
    if (dir && dir[0]) {
        snprintf(path, size, "%s/%s", dir, wanted->files[bold]);
        if (file_exists(path))
            return true;
    }
    path[0] = '\0';
    if (!started()) {
        snprintf(why, why_size, "fontconfig could not read its configuration");
        return false;
    }
    FcPattern *pattern = wanted_pattern(wanted, bold);
    if (!pattern) {
        snprintf(why, why_size, "out of memory");
        return false;
    }
    FcResult result = FcResultNoMatch;
    FcPattern *font = FcFontMatch(NULL, pattern, &result);
    FcPatternDestroy(pattern);
    FcChar8 *file = NULL;
    bool found = false;
    if (!font || FcPatternGetString(font, FC_FILE, 0, &file) != FcResultMatch)
        snprintf(why, why_size, "fontconfig knows no font at all");
    else if (usable(wanted, font, (const char *)file, why, why_size))
        found = (size_t)snprintf(path, size, "%s", (const char *)file) < size;
    if (font)
        FcPatternDestroy(font);
    if (!found)
        path[0] = '\0';
    if (!found && !why[0])
        snprintf(why, why_size, "the font's path is too long");
    return found;
}
