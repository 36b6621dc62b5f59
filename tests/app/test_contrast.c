/* Every text of the game against what it is drawn on meets WCAG 2 AA: the
 * table of pairs in render/palette.c, which the drawing reads its colours
 * from; the cloth at its lightest as the baize is made; and the panels,
 * buttons, chips and labels drawn in exactly those colours. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "platform/assets.h"
#include "render/draw.h"
#include "render/palette.h"
#include "render/table.h"
#include "render/text.h"
#include "ui/layout.h"

static SDL_Color hex(Uint32 rgb) { return (SDL_Color){(Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb, 255}; }

static void the_ratio_is_wcag_s(void **state)
{
    (void)state;
    assert_float_equal(palette_contrast(hex(0x000000), hex(0xffffff)), 21.0, 1e-9);
    assert_float_equal(palette_contrast(hex(0xffffff), hex(0x000000)), 21.0, 1e-9);
    assert_float_equal(palette_contrast(hex(0x123456), hex(0x123456)), 1.0, 1e-9);
    /* Known values: #777 on white just fails 4.5:1; #767676 is the lightest
     * grey that passes. */
    assert_float_equal(palette_contrast(hex(0x777777), hex(0xffffff)), 4.48, 0.01);
    assert_true(palette_contrast(hex(0x767676), hex(0xffffff)) >= 4.5);
    assert_float_equal(palette_luminance(hex(0xff0000)), 0.2126, 1e-4);
}

/* The lightest the cloth gets is its centre with every kind of grain at its
 * brightest, as draw.c adds them (in sixteenths, red and blue at 7/10). */
static void the_lightest_cloth_is_what_the_baize_makes(void **state)
{
    (void)state;
    SDL_Color centre = PALETTE[PAL_BAIZE_CENTRE], lightest = PALETTE[PAL_BAIZE_LIGHTEST];
    int shade = BAIZE_MOTTLE + (BAIZE_GRAIN * 127 / 128) + BAIZE_WEAVE;
    int r = (centre.r * 16 + shade * 7 / 10 + 8) >> 4, g = (centre.g * 16 + shade + 8) >> 4,
        b = (centre.b * 16 + shade * 7 / 10 + 8) >> 4;
    assert_int_equal(lightest.r, r);
    assert_int_equal(lightest.g, g);
    assert_int_equal(lightest.b, b);
    /* The edge is darker still. */
    assert_true(palette_luminance(PALETTE[PAL_BAIZE_EDGE]) < palette_luminance(centre));
}

static void every_text_meets_aa(void **state)
{
    (void)state;
    int failed = 0;
    print_message("%-48s %-8s %-8s %6s %5s\n", "text", "colour", "on", "ratio", "needs");
    for (int i = 0; i < PALETTE_PAIR_COUNT; i++) {
        const PalettePair *pair = &PALETTE_PAIRS[i];
        SDL_Color text = PALETTE[pair->text], back = palette_background(pair);
        double ratio = palette_contrast(text, back), needed = palette_needed(pair);
        print_message("%-48s #%02x%02x%02x  #%02x%02x%02x  %5.2f  %4.1f%s\n", pair->where, text.r, text.g, text.b,
                      back.r, back.g, back.b, ratio, needed, ratio < needed ? "  FAILS" : "");
        failed += ratio < needed;
    }
    if (failed)
        fail_msg("%d pairs of text and background fall short of WCAG AA", failed);
}

/* ---- the drawing reads the same colours --------------------------------- */

enum { WIDTH = 400, HEIGHT = 300 };

typedef struct Bench {
    SDL_Surface *surface;
    SDL_Renderer *renderer;
    Draw *draw;
    TextRenderer *text;
    Layout layout;
    Gfx gfx;
} Bench;

static int bench_open(void **state)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0)
        return -1;
    Bench *b = calloc(1, sizeof *b);
    char err[512] = "", regular[1024], bold[1024];
    if (!b)
        return -1;
    b->surface = SDL_CreateRGBSurfaceWithFormat(0, WIDTH, HEIGHT, 32, SDL_PIXELFORMAT_ARGB8888);
    b->renderer = b->surface ? SDL_CreateSoftwareRenderer(b->surface) : NULL;
    b->draw = b->renderer ? draw_create(b->renderer) : NULL;
    assets_font_path(false, regular, sizeof regular);
    assets_font_path(true, bold, sizeof bold);
    b->text = b->renderer ? text_create(b->renderer, regular, bold, err, sizeof err) : NULL;
    if (!b->draw || !b->text) {
        fprintf(stderr, "set-up failed: %s %s\n", err, SDL_GetError());
        return -1;
    }
    SDL_SetRenderDrawBlendMode(b->renderer, SDL_BLENDMODE_BLEND);
    layout_compute(&b->layout, 800, 600, 250.0f / 350.0f);
    text_set_layout(b->text, &b->layout);
    b->gfx = (Gfx){.renderer = b->renderer, .draw = b->draw, .text = b->text, .layout = &b->layout};
    *state = b;
    return 0;
}

static int bench_close(void **state)
{
    Bench *b = *state;
    if (b) {
        text_destroy(b->text);
        draw_destroy(b->draw);
        SDL_DestroyRenderer(b->renderer);
        SDL_FreeSurface(b->surface);
        free(b);
    }
    TTF_Quit();
    SDL_Quit();
    return 0;
}

static SDL_Color pixel(const Bench *b, int x, int y)
{
    SDL_RenderFlush(b->renderer);
    Uint32 p = ((const Uint32 *)((const Uint8 *)b->surface->pixels + (size_t)y * (size_t)b->surface->pitch))[x];
    return hex(p & 0xFFFFFF);
}

static void clear(Bench *b)
{
    SDL_SetRenderDrawColor(b->renderer, 0x40, 0x40, 0x40, 255);
    SDL_RenderClear(b->renderer);
}

static void expect_near(SDL_Color got, SDL_Color want, const char *what)
{
    if (abs(got.r - want.r) > 1 || abs(got.g - want.g) > 1 || abs(got.b - want.b) > 1)
        fail_msg("%s is #%02x%02x%02x, not the palette's #%02x%02x%02x", what, got.r, got.g, got.b, want.r, want.g,
                 want.b);
}

/* Row `y` of `h` of a gradient from the palette's `top` to its `bottom`,
 * as draw.c makes it. */
static SDL_Color gradient_at(PaletteColour top, PaletteColour bottom, int y, int h)
{
    SDL_Color a = PALETTE[top], b = PALETTE[bottom];
    float t = (float)y / (float)(h - 1);
    return (SDL_Color){(Uint8)(a.r + (b.r - a.r) * t + 0.5f), (Uint8)(a.g + (b.g - a.g) * t + 0.5f),
                       (Uint8)(a.b + (b.b - a.b) * t + 0.5f), 255};
}

/* A panel and a button with an empty label, in every state: their fill
 * (and a gradient's two ends) are the palette's. */
static void panels_and_buttons_are_drawn_in_the_palette(void **state)
{
    Bench *b = *state;
    clear(b);
    table_draw_panel(&b->gfx, (Rect){20, 20, 200, 120});
    expect_near(pixel(b, 120, 80), PALETTE[PAL_PANEL], "a panel");
    static const struct {
        bool primary, hover, pressed;
        PaletteColour top, bottom;
    } BUTTONS[] = {
        {false, false, false, PAL_BUTTON_TOP, PAL_BUTTON_BOTTOM},
        {false, true, false, PAL_BUTTON_HOVER_TOP, PAL_BUTTON_HOVER_BOTTOM},
        {false, false, true, PAL_BUTTON_PRESSED_TOP, PAL_BUTTON_PRESSED_BOTTOM},
        {true, false, false, PAL_PRIMARY_TOP, PAL_PRIMARY_BOTTOM},
        {true, true, false, PAL_PRIMARY_HOVER_TOP, PAL_PRIMARY_HOVER_BOTTOM},
        {true, false, true, PAL_PRIMARY_PRESSED_TOP, PAL_PRIMARY_PRESSED_BOTTOM},
    };
    for (size_t i = 0; i < sizeof BUTTONS / sizeof BUTTONS[0]; i++) {
        clear(b);
        Rect r = {100, 100, 160, 60};
        table_draw_button(&b->gfx, r, "", BUTTONS[i].primary, BUTTONS[i].hover, BUTTONS[i].pressed, false, 0);
        int dy = BUTTONS[i].pressed ? 1 : 0;
        /* Near the top and the bottom of the gradient, inside the rim. */
        for (int row = 4; row < r.h; row += r.h - 9)
            expect_near(pixel(b, r.x + r.w / 2, r.y + dy + row),
                        gradient_at(BUTTONS[i].top, BUTTONS[i].bottom, row, r.h), "a button's gradient");
    }
}

/* A button's label is drawn in the palette's ink: its darkest pixel. */
static void a_label_is_drawn_in_the_palette_ink(void **state)
{
    Bench *b = *state;
    clear(b);
    Rect r = {40, 40, 300, 80};
    table_draw_button(&b->gfx, r, "WWWW", false, false, false, false, 0);
    SDL_Color ink = PALETTE[PAL_BUTTON_INK];
    double darkest = 1.0;
    SDL_Color seen = {0, 0, 0, 255};
    for (int y = r.y + 8; y < r.y + r.h - 8; y++)
        for (int x = r.x + 20; x < r.x + r.w - 20; x++) {
            SDL_Color c = pixel(b, x, y);
            if (palette_luminance(c) < darkest) {
                darkest = palette_luminance(c);
                seen = c;
            }
        }
    assert_true(abs(seen.r - ink.r) <= 2 && abs(seen.g - ink.g) <= 2 && abs(seen.b - ink.b) <= 2);
}

int main(void)
{
    const struct CMUnitTest plain[] = {
        cmocka_unit_test(the_ratio_is_wcag_s),
        cmocka_unit_test(the_lightest_cloth_is_what_the_baize_makes),
        cmocka_unit_test(every_text_meets_aa),
    };
    const struct CMUnitTest drawn[] = {
        cmocka_unit_test(panels_and_buttons_are_drawn_in_the_palette),
        cmocka_unit_test(a_label_is_drawn_in_the_palette_ink),
    };
    int failed = cmocka_run_group_tests(plain, NULL, NULL);
    return failed + cmocka_run_group_tests(drawn, bench_open, bench_close);
}
