/* Every string in every language: present, with the same placeholders as
 * English, every character drawn by a font that has it, and a visible image
 * when the text module renders it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "i18n/strings.h"
#include "i18n/bidi.h"
#include "ui/layout.h"
#include "platform/fonts.h"
#include "render/text.h"
#include "speech/announcer.h"

/* The fonts the game itself would find for each script. */
static char FONT_FILES[SCRIPT_FONT_COUNT][1024];
static char BOLD_FILE[1024];

static int find_fonts(void **state)
{
    (void)state;
    char why[512];
    for (int f = 0; f < SCRIPT_FONT_COUNT; f++)
        if (!fonts_find((ScriptFont)f, false, FONT_FILES[f], sizeof FONT_FILES[f], why, sizeof why))
            fail_msg("no font for script %d: %s", f, why);
    if (!fonts_find(SCRIPT_LATIN, true, BOLD_FILE, sizeof BOLD_FILE, why, sizeof why))
        fail_msg("no bold Latin font: %s", why);
    return 0;
}

static int placeholders(const char *text)
{
    int found = 0;
    for (const char *p = text; (p = strchr(p, '{')) != NULL; p++)
        if (p[1] >= '1' && p[1] <= '3' && p[2] == '}')
            found |= 1 << (p[1] - '1');
    return found;
}

/* Every string of every language is in its catalogue (a fuzzy entry is
 * left out of the compiled catalogue, so it counts as missing), with the
 * same placeholders as the English and never two spaces in a row (the
 * message line joins its sentences with one); a string with plural forms
 * has each form the numbers 0, 1, 2 and 5 take. */
static void every_key_in_every_language(void **state)
{
    (void)state;
    static const unsigned long NUMBERS[] = {0, 1, 2, 5};
    for (int l = 0; l < LANGUAGE_COUNT; l++) {
        const char *code = str_language_code((Language)l);
        for (int id = 0; id < STR_COUNT; id++) {
            for (size_t k = 0; k < sizeof NUMBERS / sizeof NUMBERS[0]; k++) {
                const char *english = str_lookup(LANGUAGE_ENGLISH, (StringId)id, NUMBERS[k]);
                const char *text = str_lookup((Language)l, (StringId)id, NUMBERS[k]);
                if (!text)
                    fail_msg("%s has no string %d for %lu (English: %s)", code, id, NUMBERS[k], english);
                if (placeholders(text) != placeholders(english) && !(placeholders(english) == 1 && NUMBERS[k] == 1))
                    fail_msg("%s string %d has other placeholders than English: %s", code, id, text);
                if (english[0] && !text[0])
                    fail_msg("%s string %d is empty", code, id);
                if (strlen(text) >= STR_TEXT_MAX)
                    fail_msg("%s string %d is longer than STR_TEXT_MAX bytes", code, id);
                /* One space between sentences, and between anything else. */
                if (strstr(text, "  "))
                    fail_msg("%s string %d has two spaces in a row: \"%s\"", code, id, text);
            }
        }
        if (l != LANGUAGE_ENGLISH)
            assert_true(strstr(str_catalogue_path((Language)l), ".mo") != NULL);
    }
}

/* The core's refusals, one English sentence for the protocol and the window,
 * come out translated in every language. */
static void refusals_are_translated(void **state)
{
    (void)state;
    Rejection why;
    memset(&why, 0, sizeof why);
    why.suit = SUIT_HEARTS;
    why.led = card_make(SUIT_HEARTS, RANK_9);
    why.limit = 3;
    static const char *const CODES[] = {"mr", "sd"};
    for (int e = RULE_GAME_OVER; e <= RULE_KING_ALREADY; e++) {
        why.error = (RuleError)e;
        for (int phase = PHASE_DEAL; phase <= PHASE_GAME_OVER; phase++) {
            why.phase = (Phase)phase;
            char english[256];
            str_set_language("en");
            str_rejection(&why, english, sizeof english);
            for (int l = 0; l < 2; l++) {
                char text[256];
                str_set_language(CODES[l]);
                str_rejection(&why, text, sizeof text);
                if (strcmp(text, english) == 0)
                    fail_msg("%s shows refusal %d in English: %s", CODES[l], e, text);
            }
        }
    }
    str_set_language("en");
}

/* The plural forms the catalogues choose, in each language. */
static void plurals_follow_each_language(void **state)
{
    (void)state;
    static const char *const CODES[] = {"en", "mr", "sd"};
    for (int l = 0; l < 3; l++) {
        str_set_language(CODES[l]);
        char one[160], two[160], five[160], zero[160];
        str_format_plural(zero, sizeof zero, STR_TRICKS, 0, NULL, NULL);
        str_format_plural(one, sizeof one, STR_TRICKS, 1, NULL, NULL);
        str_format_plural(two, sizeof two, STR_TRICKS, 2, NULL, NULL);
        str_format_plural(five, sizeof five, STR_TRICKS, 5, NULL, NULL);
        assert_non_null(strstr(one, "1"));
        assert_non_null(strstr(two, "2"));
        assert_non_null(strstr(five, "5"));
        assert_non_null(strstr(zero, "0"));
        if (l == 0) {
            assert_string_equal(one, "1 trick");
            assert_string_equal(two, "2 tricks");
            assert_string_equal(zero, "0 tricks");
        }
        /* The form for 2 and for 5 is the same text around the number, and
         * differs from the form for 1 wherever the language says so. */
        const char *form_one = str_get_plural(STR_EV_YOU_EXCHANGED, 1);
        const char *form_two = str_get_plural(STR_EV_YOU_EXCHANGED, 2);
        assert_string_equal(form_two, str_get_plural(STR_EV_YOU_EXCHANGED, 5));
        assert_string_equal(str_get_plural(STR_EV_YOU_EXCHANGED, 0), form_two);
        if (l == 0)
            assert_string_not_equal(form_one, form_two);
        assert_string_not_equal(str_get_plural(STR_SAY_EXCHANGE, 1), str_get_plural(STR_SAY_EXCHANGE, 2));
    }
    str_set_language("en");
}

static uint32_t next_code(const char *s, int *at)
{
    const unsigned char *p = (const unsigned char *)s + *at;
    if (p[0] < 0x80) {
        *at += 1;
        return p[0];
    }
    int n = (p[0] & 0xE0) == 0xC0 ? 1 : (p[0] & 0xF0) == 0xE0 ? 2 : 3;
    uint32_t c = p[0] & (0x3F >> n);
    for (int i = 1; i <= n; i++)
        c = c << 6 | (p[i] & 0x3F);
    *at += n + 1;
    return c;
}

static void every_character_has_a_glyph(void **state)
{
    (void)state;
    assert_int_equal(TTF_Init(), 0);
    TTF_Font *fonts[SCRIPT_FONT_COUNT];
    for (int f = 0; f < SCRIPT_FONT_COUNT; f++) {
        fonts[f] = TTF_OpenFont(FONT_FILES[f], 20);
        if (!fonts[f])
            fail_msg("cannot open %s", FONT_FILES[f]);
    }
    for (int l = 0; l < LANGUAGE_COUNT; l++) {
        for (int id = 0; id < STR_COUNT; id++) {
            const char *text = str_lookup((Language)l, (StringId)id, 1);
            if (!text)
                continue; /* reported by every_key_in_every_language */
            size_t length = strlen(text);
            BidiSegment segments[BIDI_SEGMENTS_MAX];
            int count = bidi_segments(text, length, bidi_has_rtl(text, length), segments, BIDI_SEGMENTS_MAX);
            for (int i = 0; i < count; i++) {
                int at = segments[i].start;
                while (at < segments[i].start + segments[i].length) {
                    uint32_t code = next_code(text, &at);
                    if (segments[i].mirror)
                        code = (uint32_t)bidi_mirror(code);
                    if (code == 0x200C || code == 0x200D || code == '\n')
                        continue;
                    if (!TTF_GlyphIsProvided32(fonts[segments[i].font], code))
                        fail_msg("%s string %d: U+%04X has no glyph in %s", str_language_code((Language)l), id,
                                 (unsigned)code, FONT_FILES[segments[i].font]);
                }
            }
        }
    }
    for (int f = 0; f < SCRIPT_FONT_COUNT; f++)
        TTF_CloseFont(fonts[f]);
    TTF_Quit();
}

/* A canvas of w x h pixels and the game's text drawn on it, its fonts at
 * their size in a 1280x800 window. */
typedef struct Canvas {
    SDL_Surface *surface;
    SDL_Renderer *renderer;
    TextRenderer *text;
} Canvas;

static Canvas canvas_open(int w, int h)
{
    Canvas c;
    assert_int_equal(TTF_Init(), 0);
    c.surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(c.surface);
    c.renderer = SDL_CreateSoftwareRenderer(c.surface);
    assert_non_null(c.renderer);
    char error[256];
    c.text = text_create(c.renderer, FONT_FILES[0], BOLD_FILE, error, sizeof error);
    if (!c.text)
        fail_msg("%s", error);
    Layout layout;
    layout_compute(&layout, 1280, 800, 250.0f / 350.0f);
    text_set_layout(c.text, &layout);
    return c;
}

static void canvas_close(Canvas *c)
{
    text_destroy(c->text);
    SDL_DestroyRenderer(c->renderer);
    SDL_FreeSurface(c->surface);
    TTF_Quit();
}

/* Draws each string alone on a clear canvas and counts the inked pixels. */
static void every_string_renders_visibly(void **state)
{
    (void)state;
    Canvas c = canvas_open(4000, 120);
    SDL_Surface *canvas = c.surface;
    SDL_Renderer *renderer = c.renderer;
    TextRenderer *text = c.text;
    for (int l = 0; l < LANGUAGE_COUNT; l++) {
        for (int id = 0; id < STR_COUNT; id++) {
            const char *source = str_lookup((Language)l, (StringId)id, 1);
            if (!source || !source[0])
                continue;
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
            SDL_RenderClear(renderer);
            text_new_frame(text);
            /* Long strings are drawn in pieces by the wrap, as on screen. */
            char line[300];
            snprintf(line, sizeof line, "%.200s", source);
            int width = text_draw(text, FONT_BODY, line, 0, 0, (SDL_Color){255, 255, 255, 255}, ALIGN_LEFT);
            SDL_RenderPresent(renderer);
            int inked = 0;
            for (int y = 0; y < canvas->h; y++) {
                const Uint32 *row = (const Uint32 *)((const Uint8 *)canvas->pixels + y * canvas->pitch);
                for (int x = 0; x < canvas->w; x++)
                    inked += (row[x] & 0x00FFFFFF) != 0;
            }
            if (width <= 0 || inked < 10)
                fail_msg("%s string %d drew nothing: %s", str_language_code((Language)l), id, source);
        }
    }
    canvas_close(&c);
}

/* The pixels of `line` drawn alone. */
static void draw_alone(const Canvas *c, const char *line, Uint32 *out)
{
    SDL_SetRenderDrawColor(c->renderer, 0, 0, 0, 255);
    SDL_RenderClear(c->renderer);
    text_new_frame(c->text);
    text_draw(c->text, FONT_BODY, line, 10, 10, (SDL_Color){255, 255, 255, 255}, ALIGN_LEFT);
    SDL_RenderPresent(c->renderer);
    for (int y = 0; y < c->surface->h; y++)
        memcpy(out + (size_t)y * (size_t)c->surface->w, (const Uint8 *)c->surface->pixels + y * c->surface->pitch,
               (size_t)c->surface->w * 4);
}

/* Whether two drawings agree in the columns [from, to). */
static bool same_columns(const Uint32 *a, const Uint32 *b, int w, int h, int from, int to)
{
    for (int y = 0; y < h; y++)
        if (memcmp(a + (size_t)y * (size_t)w + from, b + (size_t)y * (size_t)w + from, (size_t)(to - from) * 4) != 0)
            return false;
    return true;
}

/* Two numbers a label names in turn read in the language's direction:
 * under the Sindhi "for / against", whose first word stands at the right,
 * "8 / 9" shows as "9 / 8" would left to right, each number under its
 * word; in English, as written.  The voice hears them in their order. */
static void number_pairs_read_in_the_languages_direction(void **state)
{
    (void)state;
    Canvas c = canvas_open(400, 60);
    int w = c.surface->w, h = c.surface->h;
    Uint32 *pair = calloc((size_t)w * (size_t)h, 4), *plain = calloc((size_t)w * (size_t)h, 4);
    assert_non_null(pair);
    assert_non_null(plain);
    /* The first number's columns: the line starts at x = 10. */
    int first = 10 + text_width(c.text, FONT_BODY, "9");
    char value[64], heard[64];
    str_set_language("sd");
    str_number_pair("8", "9", value, sizeof value);
    draw_alone(&c, value, pair);
    draw_alone(&c, "9 / 8", plain);
    assert_true(same_columns(pair, plain, w, h, 0, first));
    announcer_speakable(value, heard, sizeof heard);
    assert_string_equal(heard, "8 / 9");
    str_set_language("en");
    str_number_pair("8", "9", value, sizeof value);
    assert_string_equal(value, "8 / 9");
    draw_alone(&c, value, plain);
    assert_false(same_columns(pair, plain, w, h, 0, first));
    free(pair);
    free(plain);
    canvas_close(&c);
}

/* The lowest inked row among the columns [from, to), or -1. */
static int ink_bottom(const Canvas *c, int from, int to)
{
    for (int y = c->surface->h - 1; y >= 0; y--) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)c->surface->pixels + y * c->surface->pitch);
        for (int x = from; x < to; x++)
            if ((row[x] & 0xFF) > 128)
                return y;
    }
    return -1;
}

/* Text in another script's font stands on the Latin text's baseline: a
 * Sindhi label and the number drawn beside it at the same height sit on
 * one line, as do a Marathi word and a number. */
static void every_script_stands_on_one_baseline(void **state)
{
    (void)state;
    Canvas c = canvas_open(400, 120);
    /* Letters that end on the baseline: a zero; an alef; a Devanagari ra. */
    static const char *const WORDS[] = {"\u0627", "\u0930"};
    for (size_t i = 0; i < sizeof WORDS / sizeof WORDS[0]; i++) {
        SDL_SetRenderDrawColor(c.renderer, 0, 0, 0, 255);
        SDL_RenderClear(c.renderer);
        text_new_frame(c.text);
        int zero = text_draw(c.text, FONT_BODY, "0", 10, 30, (SDL_Color){255, 255, 255, 255}, ALIGN_LEFT);
        int word = text_draw(c.text, FONT_BODY, WORDS[i], 200, 30, (SDL_Color){255, 255, 255, 255}, ALIGN_LEFT);
        SDL_RenderPresent(c.renderer);
        int latin = ink_bottom(&c, 10, 10 + zero), other = ink_bottom(&c, 200, 200 + word);
        assert_true(latin > 0 && other > 0);
        if (abs(latin - other) > 1)
            fail_msg("%s stands on row %d, the zero beside it on row %d", WORDS[i], other, latin);
    }
    canvas_close(&c);
}

static void the_language_switches_at_once(void **state)
{
    (void)state;
    str_set_language("mr");
    assert_int_equal(str_language(), LANGUAGE_MARATHI);
    assert_string_equal(str_get(STR_BTN_NEW_GAME), "नवा खेळ");
    assert_false(str_rtl());
    str_set_language("sd");
    assert_true(str_rtl());
    assert_string_equal(str_get(STR_BTN_NEW_GAME), "نئين راند");
    str_set_language("en");
    assert_string_equal(str_get(STR_BTN_NEW_GAME), "New game");
    /* Anything else follows the system, English when it asks for none of ours. */
    SDL_setenv("LC_ALL", "mr_IN.UTF-8", 1);
    assert_int_equal(str_system_language(), LANGUAGE_MARATHI);
    SDL_setenv("LC_ALL", "fr_FR.UTF-8", 1);
    assert_int_equal(str_system_language(), LANGUAGE_ENGLISH);
    str_set_language("");
    assert_int_equal(str_language(), LANGUAGE_ENGLISH);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_key_in_every_language),
        cmocka_unit_test(plurals_follow_each_language),
        cmocka_unit_test(refusals_are_translated),
        cmocka_unit_test(every_character_has_a_glyph),
        cmocka_unit_test(every_string_renders_visibly),
        cmocka_unit_test(the_language_switches_at_once),
        cmocka_unit_test(number_pairs_read_in_the_languages_direction),
        cmocka_unit_test(every_script_stands_on_one_baseline),
    };
    return cmocka_run_group_tests(tests, find_fonts, NULL);
}
