#include "platform/assets.h"
#include "platform/fonts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#ifndef ECARTE_SOURCE_DATA_DIR
#define ECARTE_SOURCE_DATA_DIR ""
#endif
#ifndef ECARTE_BUILD_ROOT
#define ECARTE_BUILD_ROOT ""
#endif
#ifndef ECARTE_INSTALL_DATA_DIR
#define ECARTE_INSTALL_DATA_DIR "/usr/local/share/ecarte"
#endif
#ifndef ECARTE_RELATIVE_DATA_DIR
#define ECARTE_RELATIVE_DATA_DIR "../share/ecarte"
#endif

/* The file whose presence marks a data directory. */
static const char MARKER[] = "cards/back.svg";

static bool file_exists(const char *path)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw)
        return false;
    SDL_RWclose(rw);
    return true;
}

static bool try_dir(const char *dir, char *out, size_t size, char *searched, size_t searched_size)
{
    char path[ASSET_PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, MARKER);
    if (file_exists(path)) {
        snprintf(out, size, "%s", dir);
        return true;
    }
    size_t at = strlen(searched);
    if (at < searched_size)
        snprintf(searched + at, searched_size - at, "%s%s", at ? ", " : "", dir);
    return false;
}

bool assets_find_data_dir(char *dir, size_t size, char *searched, size_t searched_size)
{
    searched[0] = '\0';
    const char *env = getenv("ECARTE_DATA_DIR");
    if (env && env[0] && try_dir(env, dir, size, searched, searched_size))
        return true;

    char *base = SDL_GetBasePath(); /* ends with a separator */
    bool found = false;
    if (base) {
        char candidate[ASSET_PATH_MAX];
        snprintf(candidate, sizeof candidate, "%s%s", base, ECARTE_RELATIVE_DATA_DIR);
        found = try_dir(candidate, dir, size, searched, searched_size);
        /* A binary still inside the build tree uses the source tree's art. */
        size_t root = strlen(ECARTE_BUILD_ROOT);
        if (!found && root > 0 && strncmp(base, ECARTE_BUILD_ROOT, root) == 0 && ECARTE_SOURCE_DATA_DIR[0])
            found = try_dir(ECARTE_SOURCE_DATA_DIR, dir, size, searched, searched_size);
        SDL_free(base);
    }
    if (!found)
        found = try_dir(ECARTE_INSTALL_DATA_DIR, dir, size, searched, searched_size);
    return found;
}

bool assets_load(const char *dir, const char *relative, void **data, size_t *size)
{
    char path[ASSET_PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, relative);
    *data = SDL_LoadFile(path, size);
    return *data != NULL;
}

bool assets_font_path(bool bold, char *out, size_t size)
{
    char why[ASSET_PATH_MAX];
    if (fonts_find(SCRIPT_LATIN, bold, out, size, why, sizeof why))
        return true;
    snprintf(out, size, "%s", why);
    return false;
}
