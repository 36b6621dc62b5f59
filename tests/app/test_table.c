/* Drawing the table: the same sprite gives the same pixels whatever the
 * card cache happens to hold, so a picture never depends on how far the
 * background rasteriser has got; and every message, in every language, fits
 * its box inside the window, clear of the hand. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "i18n/strings.h"
#include "platform/assets.h"
#include "render/cards.h"
#include "render/draw.h"
#include "ui/layout.h"
#include "ui/scene.h"
#include "render/table.h"
#include "render/text.h"

enum { WIDTH = 800, HEIGHT = 600 };

typedef struct Bench {
    SDL_Surface *surface;
    SDL_Renderer *renderer;
    Draw *draw;
    CardArt *cards;
    TextRenderer *text;
    Layout layout;
    Gfx gfx;
} Bench;

static int bench_open(void **state)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0)
        return -1;
    Bench *b = calloc(1, sizeof *b);
    char dir[1024], searched[2048], err[512];
    bool missing = false;
    if (!b || !assets_find_data_dir(dir, sizeof dir, searched, sizeof searched))
        return -1;
    b->surface = SDL_CreateRGBSurfaceWithFormat(0, WIDTH, HEIGHT, 32, SDL_PIXELFORMAT_ARGB8888);
    b->renderer = b->surface ? SDL_CreateSoftwareRenderer(b->surface) : NULL;
    b->draw = b->renderer ? draw_create(b->renderer) : NULL;
    b->cards = cards_create(dir, &missing, err, sizeof err);
    char regular[1024], bold[1024];
    assets_font_path(false, regular, sizeof regular);
    assets_font_path(true, bold, sizeof bold);
    b->text = b->renderer ? text_create(b->renderer, regular, bold, err, sizeof err) : NULL;
    if (!b->draw || !b->cards || !b->text) {
        fprintf(stderr, "set-up failed: %s %s\n", err, SDL_GetError());
        return -1;
    }
    cards_attach(b->cards, b->renderer);
    layout_compute(&b->layout, WIDTH, HEIGHT, cards_aspect(b->cards));
    text_set_layout(b->text, &b->layout);
    b->gfx = (Gfx){.renderer = b->renderer,
                   .draw = b->draw,
                   .text = b->text,
                   .cards = b->cards,
                   .deck = DECK_STANDARD,
                   .layout = &b->layout};
    *state = b;
    return 0;
}

static int bench_close(void **state)
{
    Bench *b = *state;
    if (b) {
        cards_destroy(b->cards);
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

/* A copy of the pixels after drawing `sprite` on a cleared surface. */
static Uint32 *draw_alone(Bench *b, const Sprite *sprite)
{
    SDL_SetRenderDrawColor(b->renderer, 20, 90, 50, 255);
    SDL_RenderClear(b->renderer);
    cards_new_frame(b->cards);
    draw_new_frame(b->draw);
    table_draw_card(&b->gfx, sprite, 0.0);
    SDL_RenderFlush(b->renderer);
    Uint32 *copy = malloc((size_t)WIDTH * HEIGHT * sizeof *copy);
    assert_non_null(copy);
    for (int y = 0; y < HEIGHT; y++)
        memcpy(copy + (size_t)y * WIDTH, (const Uint8 *)b->surface->pixels + (size_t)y * (size_t)b->surface->pitch,
               (size_t)WIDTH * sizeof(Uint32));
    return copy;
}

static size_t pixels_differing(const Uint32 *a, const Uint32 *b)
{
    size_t n = 0;
    for (size_t i = 0; i < (size_t)WIDTH * HEIGHT; i++)
        n += a[i] != b[i];
    return n;
}

static void check_same_cold_and_warm(Bench *b, Sprite sprite)
{
    cards_flush(b->cards);
    Uint32 *cold = draw_alone(b, &sprite);
    Uint32 *warm = draw_alone(b, &sprite);
    assert_int_equal(pixels_differing(cold, warm), 0);
    /* And the card did draw something. */
    SDL_SetRenderDrawColor(b->renderer, 20, 90, 50, 255);
    SDL_RenderClear(b->renderer);
    SDL_RenderFlush(b->renderer);
    assert_true(
        ((const Uint32 *)b->surface->pixels)[(size_t)(HEIGHT / 2) * (size_t)(b->surface->pitch / 4) + WIDTH / 2] !=
        warm[(size_t)(HEIGHT / 2) * WIDTH + WIDTH / 2]);
    free(cold);
    free(warm);
}

static Sprite resting(Card card, int16_t z, float h, float aspect)
{
    Sprite s;
    memset(&s, 0, sizeof s);
    s.key = card_is_valid(card) ? (uint16_t)(KEY_CARD + card) : (uint16_t)KEY_OPP_HAND;
    s.card = card;
    s.z = z;
    s.pose =
        (Pose){.x = WIDTH / 2.0f, .y = HEIGHT / 2.0f, .w = roundf(h * aspect), .h = h, .face = 1.0f, .alpha = 1.0f};
    return s;
}

static void test_face_at_rest_same_cold_or_warm(void **state)
{
    Bench *b = *state;
    check_same_cold_and_warm(b, resting(card_make(SUIT_HEARTS, RANK_KING), Z_HAND, (float)b->layout.card_h,
                                        cards_aspect(b->cards)));
}

static void test_back_at_rest_same_cold_or_warm(void **state)
{
    Bench *b = *state;
    Sprite back = resting(CARD_NONE, Z_OPP_HAND, (float)b->layout.opp_h, cards_aspect(b->cards));
    back.pose.face = 0.0f;
    check_same_cold_and_warm(b, back);
}

/* How many pixels in `r` of a picture are exactly `colour`. */
static int pixels_of(const Uint32 *picture, Rect r, SDL_Color colour)
{
    Uint32 want = ((Uint32)colour.r << 16) | ((Uint32)colour.g << 8) | colour.b;
    int n = 0;
    for (int y = imax(0, r.y); y < imin(HEIGHT, r.y + r.h); y++)
        for (int x = imax(0, r.x); x < imin(WIDTH, r.x + r.w); x++)
            n += (picture[(size_t)y * WIDTH + (size_t)x] & 0xFFFFFF) == want;
    return n;
}

/* A card chosen to throw away is marked as nothing else is, in every deck
 * and with the keyboard's ring round it or not: a badge of its own colour
 * astride its top, with a white cross, and a band of the same colour along
 * its edge.  The ring alone, or a card that may be played, has none of it. */
static void test_a_chosen_card_is_marked(void **state)
{
    Bench *b = *state;
    const Card CARDS[] = {card_make(SUIT_HEARTS, RANK_KING), card_make(SUIT_DIAMONDS, RANK_7),
                          card_make(SUIT_CLUBS, RANK_10), card_make(SUIT_SPADES, RANK_ACE)};
    SDL_Color violet = PALETTE[PAL_CHOSEN];
    for (int deck = 0; deck < DECK_COUNT; deck++) {
        char err[256];
        assert_true(cards_load_deck(b->cards, (Deck)deck, err, sizeof err));
        b->gfx.deck = (Deck)deck;
        for (size_t c = 0; c < sizeof CARDS / sizeof CARDS[0]; c++) {
            Sprite card = resting(CARDS[c], Z_HAND, (float)b->layout.card_h, cards_aspect(b->cards));
            Rect body = pose_rect(&card.pose);
            Rect badge = table_chosen_badge(body);
            /* The band: a strip along the card's left edge, under the badge. */
            Rect band = {body.x, body.y + body.h / 3, imax(3, body.h / 36), body.h / 3};
            static const uint8_t FLAGS[] = {SPRITE_SELECTED, SPRITE_SELECTED | SPRITE_FOCUS, SPRITE_FOCUS, SPRITE_GLOW,
                                            0};
            for (size_t f = 0; f < sizeof FLAGS / sizeof FLAGS[0]; f++) {
                card.flags = FLAGS[f];
                Uint32 *picture = draw_alone(b, &card);
                int in_badge = pixels_of(picture, badge, violet), in_band = pixels_of(picture, band, violet);
                int white = pixels_of(picture, rect_inset(badge, badge.w / 4), PALETTE[PAL_WHITE]);
                free(picture);
                bool chosen = (FLAGS[f] & SPRITE_SELECTED) != 0;
                if (chosen && (in_badge < badge.w * badge.h / 3 || in_band < band.w * band.h * 2 / 3 || white < 4))
                    fail_msg("deck %d, card %zu, flags %d: the mark is not there (%d in the badge, %d on the edge, "
                             "%d of its cross)",
                             deck, c, FLAGS[f], in_badge, in_band, white);
                if (!chosen && in_badge + in_band > 0)
                    fail_msg("deck %d, card %zu, flags %d: a card not chosen bears the mark's colour", deck, c,
                             FLAGS[f]);
            }
        }
    }
    b->gfx.deck = DECK_STANDARD;
}

/* The longest message the table composes in English is some 140 characters
 * (the deal, the turn-up and whose turn it is). */
enum { MESSAGE_LONG = 140 };

/* covers_nothing: grown upwards, the box must still leave the table's other
 * parts uncovered (one message; two joined may reach over the piles). */
static void check_message_fits(Bench *b, const char *message, bool covers_nothing)
{
    MessageBox box = table_message_box(&b->gfx, message);
    const Layout *l = &b->layout;
    Rect p = box.pill, t = box.text;
    if (p.x < 0 || p.y < 0 || p.x + p.w > l->width || p.y + p.h > l->hand.y)
        fail_msg("the box of \"%s\" (%d,%d %dx%d) leaves the window or covers the hand", message, p.x, p.y, p.w, p.h);
    /* Grown upwards, it still covers nothing of the table. */
    const Rect table[] =
        {l->stock,         l->turnup,  l->stock_label,   l->trump_label,        l->trick_slot[0],
         l->trick_slot[1], l->buttons, l->won[SIDE_YOU], l->discards[SIDE_YOU], l->dealer_chip[SIDE_YOU]};
    for (size_t i = 0; covers_nothing && i < sizeof table / sizeof table[0]; i++)
        if (rect_overlaps(p, table[i]))
            fail_msg("the box of \"%s\" (%d,%d %dx%d) at %dx%d, %.0f%%, covers region %zu", message, p.x, p.y, p.w, p.h,
                     l->width, l->height, l->scale * 100.0, i);
    if (t.x < p.x || t.y < p.y || t.x + t.w > p.x + p.w || t.y + t.h > p.y + p.h)
        fail_msg("the text of \"%s\" leaves its box", message);
    if (!box.wrapped) {
        assert_true(text_width(b->text, box.font, message) <= p.w);
        /* The usual pill, at the foot of the strip that keeps room for more. */
        assert_int_equal(p.h, imin(l->message_pill_h, l->message.h));
        assert_int_equal(p.y + p.h, l->message.y + l->message.h);
        return;
    }
    enum { MOST = 12 };
    TextLine lines[MOST];
    int count = text_wrap(b->text, box.font, message, t.w, lines, MOST);
    assert_true(count >= 2 && count < MOST);
    for (int i = 0; i < count; i++) {
        char line[1024];
        snprintf(line, sizeof line, "%.*s", lines[i].length, message + lines[i].start);
        if (text_width(b->text, box.font, line) > t.w)
            fail_msg("line \"%s\" is wider than its box", line);
    }
}

/* Every string, and every two strings in a row as the message line joins
 * them, in every language, at the smallest and largest text. */
static void test_every_message_fits(void **state)
{
    Bench *b = *state;
    static const char *const codes[] = {"en", "mr", "sd"};
    static const struct {
        int w, h;
        float scale;
    } tables[] = {{WIDTH, HEIGHT, 1.0f}, {WIDTH, HEIGHT, 2.0f}, {1024, 768, 1.5f},
                  {1366, 768, 2.0f},     {1280, 800, 2.0f},     {1920, 1080, 2.0f}};
    int wrapped = 0;
    for (size_t n = 0; n < sizeof tables / sizeof tables[0]; n++) {
        layout_compute_scaled(&b->layout, tables[n].w, tables[n].h, cards_aspect(b->cards), tables[n].scale, 1.0f);
        text_set_layout(b->text, &b->layout);
        for (int lang = 0; lang < 3; lang++) {
            str_set_language(codes[lang]);
            for (int id = 0; id + 1 < STR_COUNT; id++) {
                const char *text = str_lookup(str_language(), (StringId)id, 1);
                const char *next = str_lookup(str_language(), (StringId)(id + 1), 1);
                if (!text || !next)
                    continue; /* not translated yet: app_catalogues says which */
                if (!text[0] || strlen(text) > 200 || strchr(text, '\n'))
                    continue; /* rules text and help pages are not messages */
                check_message_fits(b, text, strlen(text) <= MESSAGE_LONG);
                char joined[512];
                str_format(joined, sizeof joined, STR_MESSAGE_JOIN, text, next, NULL);
                if (strlen(next) <= 200 && !strchr(next, '\n')) {
                    check_message_fits(b, joined, false);
                    wrapped += table_message_box(&b->gfx, joined).wrapped;
                }
            }
        }
    }
    layout_compute(&b->layout, WIDTH, HEIGHT, cards_aspect(b->cards));
    text_set_layout(b->text, &b->layout);
    str_set_language("en");
    assert_true(wrapped > 0); /* the long ones did wrap */
}

/* A message keeps the body's size as it wraps: one that wraps to two
 * lines of it is set in it, at every size of the table and text and in
 * every language, and so is every message of the table's own that fits
 * the lines the layout keeps for it. */
static void test_a_wrapped_message_keeps_its_size(void **state)
{
    Bench *b = *state;
    static const char *const codes[] = {"en", "mr", "sd"};
    static const struct {
        int w, h;
        float scale;
    } tables[] = {{WIDTH, HEIGHT, 1.0f}, {1280, 800, 1.0f}, {1024, 768, 2.0f}, {1280, 800, 2.0f}, {1920, 1080, 1.5f}};
    int two_lines = 0;
    for (size_t n = 0; n < sizeof tables / sizeof tables[0]; n++) {
        layout_compute_scaled(&b->layout, tables[n].w, tables[n].h, cards_aspect(b->cards), tables[n].scale, 1.0f);
        text_set_layout(b->text, &b->layout);
        const Layout *l = &b->layout;
        int inner = l->message.w - l->message_pill_h;
        for (int lang = 0; lang < 3; lang++) {
            str_set_language(codes[lang]);
            for (int id = 0; id + 1 < STR_COUNT; id++) {
                const char *text = str_lookup(str_language(), (StringId)id, 1);
                const char *next = str_lookup(str_language(), (StringId)(id + 1), 1);
                if (!text || !next || !text[0] || strlen(text) > 200 || strchr(text, '\n'))
                    continue;
                char joined[512];
                str_format(joined, sizeof joined, STR_MESSAGE_JOIN, text, next, NULL);
                const char *messages[2] = {text, joined};
                for (int m = 0; m < 2; m++) {
                    enum { MOST = 12 };
                    TextLine lines[MOST];
                    int count = text_wrap(b->text, FONT_BODY, messages[m], inner, lines, MOST);
                    MessageBox box = table_message_box(&b->gfx, messages[m]);
                    if (count <= 2 && box.font != FONT_BODY)
                        fail_msg("\"%s\" (%d lines of the body's size) at %dx%d, %.0f %%, %s: set smaller", messages[m],
                                 count, l->width, l->height, l->scale * 100.0, codes[lang]);
                    two_lines += count == 2;
                }
            }
        }
    }
    layout_compute(&b->layout, WIDTH, HEIGHT, cards_aspect(b->cards));
    text_set_layout(b->text, &b->layout);
    str_set_language("en");
    assert_true(two_lines > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_face_at_rest_same_cold_or_warm),   cmocka_unit_test(test_back_at_rest_same_cold_or_warm),
        cmocka_unit_test(test_a_chosen_card_is_marked),          cmocka_unit_test(test_every_message_fits),
        cmocka_unit_test(test_a_wrapped_message_keeps_its_size),
    };
    return cmocka_run_group_tests(tests, bench_open, bench_close);
}
