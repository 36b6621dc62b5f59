/* Fonts found in a folder fontconfig is told about, and nowhere else: the
 * game does not depend on where the system keeps its fonts.  Before
 * fontconfig starts, main copies a set of fonts into a fresh folder and
 * points FONTCONFIG_FILE at a configuration that lists only that folder.
 *
 * Usage: test_fonts_elsewhere [preferred|others|latin]
 *   preferred (the default): DejaVu Sans and both Noto families, each found by its name;
 *   others: no Noto at all: Devanagari comes from Noto Serif Devanagari (its
 *     regular face for bold too), the Arabic letters from DejaVu Sans;
 *   latin: DejaVu Sans alone: no font for Devanagari, and a reason why. */
#define _XOPEN_SOURCE 700 /* mkdtemp, setenv, opendir */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "platform/fonts.h"

static const char DEJAVU[] = "/usr/share/fonts/truetype/dejavu/";
static const char NOTO[] = "/usr/share/fonts/truetype/noto/";

static char folder[64];
static char fonts[128];
static const char *mode = "";

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static bool copy_font(const char *dir, const char *name)
{
    char from[FONTS_PATH_MAX], to[FONTS_PATH_MAX];
    snprintf(from, sizeof from, "%s%s", dir, name);
    snprintf(to, sizeof to, "%s/%s", fonts, name);
    FILE *in = fopen(from, "rb");
    FILE *out = fopen(to, "wb");
    bool ok = in && out;
    char buffer[65536];
    size_t got;
    while (ok && (got = fread(buffer, 1, sizeof buffer, in)) > 0)
        ok = fwrite(buffer, 1, got, out) == got;
    if (in)
        fclose(in);
    if (out && fclose(out) != 0)
        ok = false;
    if (!ok)
        fprintf(stderr, "cannot copy %s to %s\n", from, to);
    return ok;
}

static bool make_folder(void)
{
    snprintf(folder, sizeof folder, "/tmp/ecarte-fontconfig-XXXXXX");
    if (!mkdtemp(folder))
        return false;
    snprintf(fonts, sizeof fonts, "%s/fonts", folder);
    char cache[128], conf[128];
    snprintf(cache, sizeof cache, "%s/cache", folder);
    snprintf(conf, sizeof conf, "%s/fonts.conf", folder);
    if (mkdir(fonts, 0700) != 0)
        return false;
    FILE *file = fopen(conf, "w");
    if (!file)
        return false;
    fprintf(file,
            "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n"
            "<fontconfig>\n  <dir>%s</dir>\n  <cachedir>%s</cachedir>\n</fontconfig>\n",
            fonts, cache);
    if (fclose(file) != 0)
        return false;
    bool ok = copy_font(DEJAVU, "DejaVuSans.ttf");
    if (strcmp(mode, "latin") != 0)
        ok = ok && copy_font(DEJAVU, "DejaVuSans-Bold.ttf");
    if (strcmp(mode, "preferred") == 0)
        ok = ok && copy_font(NOTO, "NotoSansDevanagari-Regular.ttf") &&
             copy_font(NOTO, "NotoSansDevanagari-Bold.ttf") && copy_font(NOTO, "NotoNaskhArabic-Regular.ttf") &&
             copy_font(NOTO, "NotoNaskhArabic-Bold.ttf");
    if (strcmp(mode, "others") == 0)
        ok = ok && copy_font(NOTO, "NotoSerifDevanagari-Regular.ttf");
    return ok && setenv("FONTCONFIG_FILE", conf, 1) == 0;
}

static void remove_folder(const char *dir)
{
    DIR *listing = opendir(dir);
    if (listing) {
        struct dirent *entry;
        while ((entry = readdir(listing)) != NULL) {
            if (entry->d_name[0] == '.')
                continue;
            char path[FONTS_PATH_MAX];
            snprintf(path, sizeof path, "%s/%s", dir, entry->d_name);
            if (remove(path) != 0)
                remove_folder(path);
        }
        closedir(listing);
    }
    rmdir(dir);
}

/* Where each script's font must come from: a file of the folder. */
static void expect_font(ScriptFont script, bool bold, const char *file)
{
    char path[FONTS_PATH_MAX], why[512];
    if (!fonts_find(script, bold, path, sizeof path, why, sizeof why))
        fail_msg("no font for %s%s: %s", fonts_family(script), bold ? " bold" : "", why);
    if (strncmp(path, fonts, strlen(fonts)) != 0 || path[strlen(fonts)] != '/')
        fail_msg("%s%s: %s is not in %s", fonts_family(script), bold ? " bold" : "", path, fonts);
    assert_int_equal(access(path, R_OK), 0);
    assert_string_equal(base_name(path), file);
}

static void fonts_come_from_the_folder(void **state)
{
    (void)state;
    if (strcmp(mode, "preferred") == 0) {
        expect_font(SCRIPT_LATIN, false, "DejaVuSans.ttf");
        expect_font(SCRIPT_LATIN, true, "DejaVuSans-Bold.ttf");
        expect_font(SCRIPT_DEVANAGARI, false, "NotoSansDevanagari-Regular.ttf");
        expect_font(SCRIPT_DEVANAGARI, true, "NotoSansDevanagari-Bold.ttf");
        expect_font(SCRIPT_ARABIC, false, "NotoNaskhArabic-Regular.ttf");
        expect_font(SCRIPT_ARABIC, true, "NotoNaskhArabic-Bold.ttf");
    } else if (strcmp(mode, "others") == 0) {
        expect_font(SCRIPT_DEVANAGARI, false, "NotoSerifDevanagari-Regular.ttf");
        expect_font(SCRIPT_DEVANAGARI, true, "NotoSerifDevanagari-Regular.ttf");
        expect_font(SCRIPT_ARABIC, false, "DejaVuSans.ttf");
        expect_font(SCRIPT_ARABIC, true, "DejaVuSans-Bold.ttf");
    } else {
        expect_font(SCRIPT_LATIN, false, "DejaVuSans.ttf");
        expect_font(SCRIPT_LATIN, true, "DejaVuSans.ttf");
    }
}

/* A script no font of the folder has is refused, with the reason. */
static void a_missing_script_is_named(void **state)
{
    (void)state;
    if (strcmp(mode, "latin") != 0)
        skip();
    char path[FONTS_PATH_MAX], why[512];
    assert_false(fonts_find(SCRIPT_DEVANAGARI, false, path, sizeof path, why, sizeof why));
    assert_string_equal(path, "");
    if (!strstr(why, "Devanagari"))
        fail_msg("the reason does not name the script: %s", why);
}

int main(int argc, char **argv)
{
    mode = argc == 2 ? argv[1] : argc == 1 ? "preferred" : "";
    if (strcmp(mode, "preferred") != 0 && strcmp(mode, "others") != 0 && strcmp(mode, "latin") != 0) {
        fprintf(stderr, "usage: test_fonts_elsewhere [preferred|others|latin]\n");
        return 2;
    }
    /* Before anything asks fontconfig for a font: it reads FONTCONFIG_FILE
     * once, when it starts. */
    unsetenv("ECARTE_FONT_DIR");
    bool made = make_folder();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fonts_come_from_the_folder),
        cmocka_unit_test(a_missing_script_is_named),
    };
    int failed = made ? cmocka_run_group_tests(tests, NULL, NULL) : 1;
    if (!made)
        fprintf(stderr, "cannot set up the font folder %s\n", folder);
    if (folder[0])
        remove_folder(folder);
    return failed;
}
