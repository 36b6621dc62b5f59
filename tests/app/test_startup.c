/* Start-up does what the first frame needs and leaves the rest for later:
 * the faces of a font open when first drawn with, and another script's
 * font only when a line of that script is drawn; the card faces are drawn
 * ahead at the table's size, and at the other sizes only once they have
 * come to the table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include <SDL_ttf.h>

#include "platform/assets.h"
#include "render/cards.h"
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

/* Lets the background rasteriser finish what it was given, and what it is
 * given as it finishes; false if it never does. */
static bool settle(CardArt *art)
{
    for (int i = 0; i < 20000; i++) {
        if (!cards_prewarm_collect(art))
            return true;
        SDL_Delay(1);
    }
    return false;
}

enum { TABLE_H = 120, LIFTED_H = 128, SMALL_H = 72 };

static void card_faces_are_drawn_ahead_as_they_come_to_the_table(void **state)
{
    Canvas *canvas = *state;
    char dir[ASSET_PATH_MAX], searched[2048];
    assert_true(assets_find_data_dir(dir, sizeof dir, searched, sizeof searched));
    bool missing = false;
    char error[ASSET_PATH_MAX + 64];
    CardArt *art = cards_create(dir, &missing, error, sizeof error);
    if (!art)
        fail_msg("%s", error);
    cards_attach(art, canvas->renderer);

    Card ace = card_make(SUIT_SPADES, RANK_ACE), seven = card_make(SUIT_HEARTS, RANK_7);
    Card king = card_make(SUIT_CLUBS, RANK_KING);
    int heights[] = {TABLE_H, LIFTED_H, SMALL_H};
    CardSet faces[] = {CARDSET_ALL, CARDSET_ALL, CARDSET_ALL};
    cards_prewarm(art, DECK_STANDARD, heights, faces, 3, cardset_of(ace));
    assert_true(settle(art));
    /* The back at every size, the card on the table at every size it is
     * asked for, every other face at the table's size only. */
    for (int h = 0; h < 3; h++) {
        assert_true(cards_ready(art, CARD_NONE, DECK_STANDARD, heights[h]));
        assert_true(cards_ready(art, ace, DECK_STANDARD, heights[h]));
    }
    for (int c = 0; c < CARD_COUNT; c++)
        assert_true(cards_ready(art, (Card)c, DECK_STANDARD, TABLE_H));
    assert_false(cards_ready(art, seven, DECK_STANDARD, LIFTED_H));
    assert_false(cards_ready(art, seven, DECK_STANDARD, SMALL_H));
    assert_false(cards_ready(art, king, DECK_STANDARD, SMALL_H));

    /* The seven is played: drawn at the table's size, its other sizes
     * follow in the background, and no other card's. */
    assert_non_null(cards_texture(art, seven, DECK_STANDARD, TABLE_H));
    assert_true(settle(art));
    assert_true(cards_ready(art, seven, DECK_STANDARD, LIFTED_H));
    assert_true(cards_ready(art, seven, DECK_STANDARD, SMALL_H));
    assert_false(cards_ready(art, king, DECK_STANDARD, SMALL_H));
    cards_destroy(art);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fonts_open_when_first_drawn_with),
        cmocka_unit_test(another_script_opens_only_its_font),
        cmocka_unit_test(card_faces_are_drawn_ahead_as_they_come_to_the_table),
    };
    return cmocka_run_group_tests(tests, canvas_open, canvas_close);
}
