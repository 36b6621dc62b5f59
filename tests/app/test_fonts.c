/* A font for each script, found through fontconfig: the family the game was
 * drawn with where it is installed, a file that exists, and one that really
 * has the script's letters; $ECARTE_FONT_DIR still wins. */
#define _XOPEN_SOURCE 700 /* mkdtemp, setenv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include <SDL_ttf.h>

#include "platform/assets.h"
#include "platform/fonts.h"

/* A letter of each script the game writes, and the file of the family the
 * game asks for first (regular, bold), as Debian names them. */
static const Uint32 SAMPLE[SCRIPT_FONT_COUNT] = {'A', 0x0915, 0x06AA};
static const char *const FILES[SCRIPT_FONT_COUNT][2] = {
    {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"},
    {"NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"},
    {"NotoNaskhArabic-Regular.ttf", "NotoNaskhArabic-Bold.ttf"},
};

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static void every_script_has_its_font(void **state)
{
    (void)state;
    assert_int_equal(TTF_Init(), 0);
    for (int script = 0; script < SCRIPT_FONT_COUNT; script++) {
        for (int bold = 0; bold < 2; bold++) {
            char path[FONTS_PATH_MAX], why[256];
            if (!fonts_find((ScriptFont)script, bold, path, sizeof path, why, sizeof why))
                fail_msg("no font for %s: %s", fonts_family((ScriptFont)script), why);
            assert_int_equal(access(path, R_OK), 0);
            assert_string_equal(base_name(path), FILES[script][bold]);
            TTF_Font *font = TTF_OpenFont(path, 16);
            if (!font)
                fail_msg("%s: %s", path, TTF_GetError());
            if (!TTF_GlyphIsProvided32(font, SAMPLE[script]))
                fail_msg("%s has no U+%04X", path, (unsigned)SAMPLE[script]);
            TTF_CloseFont(font);
        }
    }
    TTF_Quit();
}

static void the_latin_font_is_the_assets_font(void **state)
{
    (void)state;
    char path[FONTS_PATH_MAX], why[256], asset[ASSET_PATH_MAX];
    assert_true(fonts_find(SCRIPT_LATIN, true, path, sizeof path, why, sizeof why));
    assert_true(assets_font_path(true, asset, sizeof asset));
    assert_string_equal(asset, path);
}

static void write_file(const char *path)
{
    FILE *file = fopen(path, "wb");
    assert_non_null(file);
    fputs("not read: only its name counts\n", file);
    fclose(file);
}

/* The override names a folder holding the first choice's files; a script
 * whose file is not there is still found by fontconfig. */
static void the_font_dir_wins(void **state)
{
    (void)state;
    char dir[] = "/tmp/ecarte-fonts-XXXXXX", file[FONTS_PATH_MAX], path[FONTS_PATH_MAX], why[256];
    assert_non_null(mkdtemp(dir));
    snprintf(file, sizeof file, "%s/%s", dir, FILES[SCRIPT_ARABIC][1]);
    write_file(file);
    setenv("ECARTE_FONT_DIR", dir, 1);
    assert_true(fonts_find(SCRIPT_ARABIC, true, path, sizeof path, why, sizeof why));
    assert_string_equal(path, file);
    assert_true(fonts_find(SCRIPT_DEVANAGARI, true, path, sizeof path, why, sizeof why));
    assert_true(strncmp(path, dir, strlen(dir)) != 0);
    assert_string_equal(base_name(path), FILES[SCRIPT_DEVANAGARI][1]);
    unsetenv("ECARTE_FONT_DIR");
    remove(file);
    rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_script_has_its_font),
        cmocka_unit_test(the_latin_font_is_the_assets_font),
        cmocka_unit_test(the_font_dir_wins),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
