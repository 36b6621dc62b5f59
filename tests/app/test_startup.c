/* Start-up does what the first frame needs and leaves the rest for later:
 * the faces of a font open when first drawn with, and another script's
 * font only when a line of that script is drawn. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include <SDL_ttf.h>

#include "platform/assets.h"
#include "render/text.h"

static const SDL_Color WHITE = {255, 255, 255, 255};

typedef struct Canvas {
    SDL_Surface *surface;
    SDL_Renderer *renderer;
    TextRenderer *text;
} Canvas;

static int canvas_open(void **state)
{
    static Canvas canvas;
    memset(&canvas, 0, sizeof canvas);
    if (TTF_Init() != 0)
        return -1;
    canvas.surface = SDL_CreateRGBSurfaceWithFormat(0, 1280, 200, 32, SDL_PIXELFORMAT_ARGB8888);
    canvas.renderer = canvas.surface ? SDL_CreateSoftwareRenderer(canvas.surface) : NULL;
    char regular[ASSET_PATH_MAX], bold[ASSET_PATH_MAX], error[ASSET_PATH_MAX + 64];
    if (!canvas.renderer || !assets_font_path(false, regular, sizeof regular) ||
        !assets_font_path(true, bold, sizeof bold))
        return -1;
    canvas.text = text_create(canvas.renderer, regular, bold, error, sizeof error);
    if (!canvas.text)
        return -1;
    Layout layout;
    layout_compute(&layout, 1280, 800, 250.0f / 350.0f);
    text_set_layout(canvas.text, &layout);
    *state = &canvas;
    return 0;
}

static int canvas_close(void **state)
{
    Canvas *canvas = *state;
    if (canvas) {
        text_destroy(canvas->text);
        if (canvas->renderer)
            SDL_DestroyRenderer(canvas->renderer);
        SDL_FreeSurface(canvas->surface);
    }
    TTF_Quit();
    return 0;
}

static void fonts_open_when_first_drawn_with(void **state)
{
    Canvas *canvas = *state;
    TextRenderer *text = canvas->text;
    /* The regular and the bold face: opened at once, to fail early. */
    assert_int_equal(text_fonts_open(text), 2);
    /* English in the fonts already open opens nothing more. */
    assert_true(text_draw(text, FONT_BODY, "Your turn: play a card.", 0, 0, WHITE, ALIGN_LEFT) > 0);
    assert_true(text_width(text, FONT_BOLD, "Opponent") > 0);
    assert_int_equal(text_fonts_open(text), 2);
    /* Another size is another face, opened when drawn with; once. */
    int small = text_draw(text, FONT_SMALL, "31 left", 0, 40, WHITE, ALIGN_LEFT);
    assert_true(small > 0);
    assert_int_equal(text_fonts_open(text), 3);
    assert_int_equal(text_draw(text, FONT_SMALL, "31 left", 0, 40, WHITE, ALIGN_LEFT), small);
    assert_true(text_line_height(text, FONT_TITLE) > text_line_height(text, FONT_SMALL));
    assert_int_equal(text_fonts_open(text), 4);
}

static void another_script_opens_only_its_font(void **state)
{
    Canvas *canvas = *state;
    TextRenderer *text = canvas->text;
    int before = text_fonts_open(text);
    /* A Marathi line needs the Devanagari font of its size, and no other. */
    assert_true(text_draw(text, FONT_BODY, "तुमची पाळी", 0, 80, WHITE, ALIGN_LEFT) > 0);
    assert_int_equal(text_fonts_open(text), before + 1);
    /* The same font again opens nothing more. */
    assert_true(text_width(text, FONT_BODY, "मराठी आणि English") > 0);
    assert_int_equal(text_fonts_open(text), before + 1);
    /* A Sindhi line, the Arabic one. */
    assert_true(text_draw(text, FONT_BODY, "توهان جو وارو", 0, 120, WHITE, ALIGN_LEFT) > 0);
    assert_int_equal(text_fonts_open(text), before + 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fonts_open_when_first_drawn_with),
        cmocka_unit_test(another_script_opens_only_its_font),
    };
    return cmocka_run_group_tests(tests, canvas_open, canvas_close);
}
