#include "render/table.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecarte/name.h"
#include "i18n/bidi.h"
#include "i18n/strings.h"
#include "render/focus.h"
#include "render/pad_caps.h"

static Uint8 scale_alpha(int a, float by) { return (Uint8)(a * by < 0 ? 0 : a * by > 255 ? 255 : a * by); }

static int compare_z(const void *a, const void *b)
{
    const Sprite *x = a, *y = b;
    return (x->z > y->z) - (x->z < y->z);
}

void table_sort(Scene *scene)
{
    /* Insertion sort keeps equal z in scene order (qsort is not stable). */
    for (int i = 1; i < scene->count; i++) {
        Sprite moving = scene->sprites[i];
        int j = i - 1;
        while (j >= 0 && compare_z(&scene->sprites[j], &moving) > 0) {
            scene->sprites[j + 1] = scene->sprites[j];
            j--;
        }
        scene->sprites[j + 1] = moving;
    }
}

static Rect centred(float cx, float cy, float w, float h)
{
    Rect r = {iround(cx - w * 0.5f), iround(cy - h * 0.5f), iround(w), iround(h)};
    return r;
}

static int card_radius(int w) { return imax(2, iround(w * 0.06)); }

static void draw_pile(const Gfx *gfx, const Sprite *sprite)
{
    const Layout *l = gfx->layout;
    Rect base = centred(sprite->pose.x, sprite->pose.y, sprite->pose.w, sprite->pose.h);
    int count = sprite->count;
    if (count == 0) {
        draw_frame_round(gfx->draw, base, card_radius(base.w), 2, rgba(255, 255, 255, 40));
        return;
    }
    int layers = count > 12 ? 4 : count > 6 ? 3 : count > 1 ? 2 : 1;
    int step = imax(1, iround(l->card_h * 0.012));
    SDL_Texture *back = cards_texture(gfx->cards, CARD_NONE, gfx->deck, base.h);
    int blur = imax(2, iround(base.h * 0.035));
    Rect shadow = base;
    shadow.y += blur / 2;
    draw_shadow(gfx->draw, shadow, card_radius(base.w), blur, rgba(0, 0, 0, 80), true);
    for (int i = layers - 1; i >= 0; i--) {
        /* Each layer up and back, away from where the pile is read from. */
        Rect r = {base.x + (l->rtl ? i : -i) * step, base.y - i * step, base.w, base.h};
        if (!back)
            continue;
        int tw, th;
        SDL_QueryTexture(back, NULL, NULL, &tw, &th);
        SDL_Rect dst = {r.x, r.y, tw, th};
        /* Lower layers darker: the pile reads as thickness. */
        Uint8 shade = (Uint8)(255 - i * 28);
        SDL_SetTextureColorMod(back, shade, shade, shade);
        SDL_RenderCopy(gfx->renderer, back, NULL, &dst);
        SDL_SetTextureColorMod(back, 255, 255, 255);
    }
}

/* A stroke `thickness` wide from (x0, y0) to (x1, y1). */
static void draw_stroke(const Gfx *gfx, float x0, float y0, float x1, float y1, float thickness, SDL_Color colour)
{
    float dx = x1 - x0, dy = y1 - y0, length = sqrtf(dx * dx + dy * dy);
    if (length < 0.5f)
        return;
    float nx = -dy / length * thickness * 0.5f, ny = dx / length * thickness * 0.5f;
    SDL_Vertex v[6] = {
        {{x0 + nx, y0 + ny}, colour, {0, 0}}, {{x1 + nx, y1 + ny}, colour, {0, 0}},
        {{x1 - nx, y1 - ny}, colour, {0, 0}}, {{x0 + nx, y0 + ny}, colour, {0, 0}},
        {{x1 - nx, y1 - ny}, colour, {0, 0}}, {{x0 - nx, y0 - ny}, colour, {0, 0}},
    };
    SDL_SetRenderDrawBlendMode(gfx->renderer, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(gfx->renderer, NULL, v, 6, NULL, 0);
}

Rect table_chosen_badge(Rect card)
{
    int r = imax(7, iround(card.w * 0.13));
    /* Over the part of the card its right-hand neighbour leaves in sight,
     * clear of the index in the corner, reaching a little above the edge. */
    int cx = card.x + iround(card.w * 0.42), cy = card.y + r / 2;
    return (Rect){cx - r, cy - r, 2 * r + 1, 2 * r + 1};
}

/* A card chosen to throw away, besides standing high: a violet band inside
 * its edge and a badge with a cross astride its top.  Nothing else on the
 * table is marked so: the keyboard's ring is a light band outside the
 * edge, and a card that may be played glows gold. */
static void draw_chosen_mark(const Gfx *gfx, Rect body, int radius, float alpha)
{
    SDL_Color violet = PALETTE[PAL_CHOSEN], edge = PALETTE[PAL_IVORY], cross = PALETTE[PAL_WHITE];
    violet.a = edge.a = cross.a = scale_alpha(255, alpha);
    draw_frame_round(gfx->draw, body, radius, imax(3, iround(body.h / 36.0)), violet);
    Rect badge = table_chosen_badge(body);
    int r = badge.w / 2, line = imax(1, r / 6);
    draw_circle(gfx->draw, badge.x + r, badge.y + r, r + line, edge);
    draw_circle(gfx->draw, badge.x + r, badge.y + r, r, violet);
    float cx = (float)badge.x + r + 0.5f, cy = (float)badge.y + r + 0.5f, arm = r * 0.45f;
    float thick = fmaxf(2.0f, r * 0.3f);
    draw_stroke(gfx, cx - arm, cy - arm, cx + arm, cy + arm, thick, cross);
    draw_stroke(gfx, cx - arm, cy + arm, cx + arm, cy - arm, thick, cross);
}

void table_draw_card(const Gfx *gfx, const Sprite *sprite, double now)
{
    const Pose *p = &sprite->pose;
    if (p->alpha <= 0.01f)
        return;
    if (sprite->flags & SPRITE_PILE) {
        draw_pile(gfx, sprite);
        return;
    }
    float flip = fabsf(2.0f * p->face - 1.0f);
    bool face = sprite->card != CARD_NONE && p->face >= 0.5f;
    float w = p->w * flip, h = p->h;
    if (w < 1.0f || h < 1.0f)
        return;
    bool sideways = fabsf(fabsf(fmodf(p->angle, 180.0f)) - 90.0f) < 1.0f;
    bool lifted = (sprite->flags & SPRITE_LIFTED) != 0;
    bool moving = sprite->z >= Z_MOVING;
    Rect body = sideways ? centred(p->x, p->y, h, w) : centred(p->x, p->y, w, h);
    int radius = card_radius(iround(p->w));

    /* A soft shadow; deeper for a card in the air. */
    float air = lifted ? 1.0f : moving ? 0.5f : 0.0f;
    int blur = imax(2, iround(h * (0.03 + 0.04 * air)));
    Rect shadow = body;
    shadow.x += iround(blur * 0.15 * air);
    shadow.y += iround(blur * (0.3 + 0.6 * air));
    /* Exact-size art and shadow whenever the card has a size in use: at
     * rest always (so the picture never depends on the cache), moving only
     * between two places of the same size; the nearest size, stretched,
     * while it grows, shrinks or flips. */
    int height = iround(h);
    bool exact = flip > 0.999f && fabsf(h - (float)height) < 0.01f && (!moving || cards_has_height(gfx->cards, height));
    /* A card turning through an odd angle (the turn-up on its way) goes
     * without: an upright shadow would show beside it. */
    float quarter = fmodf(fabsf(p->angle), 90.0f);
    /* Cards swept back to the stock (ghosts, keyless) fly too fast to need one. */
    if ((quarter < 0.5f || quarter > 89.5f) && sprite->key != KEY_NONE)
        (exact ? draw_shadow : draw_shadow_passing)(gfx->draw, shadow, radius, blur,
                                                    rgba(0, 0, 0, scale_alpha(85 + 35 * (int)air, p->alpha)), true);

    if (sprite->flags & SPRITE_HINT) {
        float pulse = 0.5f + 0.5f * sinf((float)(now / 180.0));
        draw_shadow(gfx->draw, body, radius, imax(4, iround(h * 0.07)),
                    rgba(0xff, 0xe0, 0x70, scale_alpha(140 + iround(110 * pulse), p->alpha)), true);
    } else if (sprite->flags & SPRITE_GLOW) {
        draw_shadow(gfx->draw, body, radius, imax(4, iround(h * 0.06)),
                    rgba(0xf6, 0xd8, 0x6a, scale_alpha(190, p->alpha)), true);
    }

    SDL_Texture *texture = NULL;
    Card card = face ? sprite->card : CARD_NONE;
    bool turned = exact && sideways;
    if (turned)
        texture = cards_texture_sideways(gfx->cards, card, gfx->deck, height);
    else if (!exact)
        texture = cards_texture_near(gfx->cards, card, gfx->deck, height);
    if (!texture) {
        turned = false;
        texture = cards_texture(gfx->cards, card, gfx->deck, exact ? height : gfx->layout->card_h);
    }
    if (!texture)
        return;
    SDL_Rect dst;
    if (exact) {
        int tw, th;
        SDL_QueryTexture(texture, NULL, NULL, &tw, &th);
        dst = (SDL_Rect){iround(p->x - tw * 0.5f), iround(p->y - th * 0.5f), tw, th};
    } else {
        Rect r = centred(p->x, p->y, w, h);
        dst = (SDL_Rect){r.x, r.y, r.w, r.h};
    }
    Uint8 shade = (sprite->flags & SPRITE_DIM) ? 150 : 255;
    SDL_SetTextureColorMod(texture, shade, shade, (Uint8)(shade + ((sprite->flags & SPRITE_DIM) ? 8 : 0)));
    SDL_SetTextureAlphaMod(texture, scale_alpha(255, p->alpha));
    if (fabsf(p->angle) > 0.01f && !turned)
        SDL_RenderCopyEx(gfx->renderer, texture, NULL, &dst, p->angle, NULL, SDL_FLIP_NONE);
    else
        SDL_RenderCopy(gfx->renderer, texture, NULL, &dst);
    SDL_SetTextureColorMod(texture, 255, 255, 255);
    SDL_SetTextureAlphaMod(texture, 255);

    if ((sprite->flags & (SPRITE_GLOW | SPRITE_HINT)) && !(sprite->flags & SPRITE_SELECTED))
        draw_frame_round(gfx->draw, rect_inset(body, -1), radius + 1, imax(2, iround(h / 80.0)),
                         rgba(0xf2, 0xd0, 0x60, scale_alpha(230, p->alpha)));
    if (sprite->flags & SPRITE_SELECTED)
        draw_chosen_mark(gfx, body, radius, p->alpha);
    if (sprite->flags & SPRITE_FOCUS)
        focus_draw_ring(gfx, rect_inset(body, -2), radius + 2);
}

const char *table_button_key(ButtonId id)
{
    /* Keys, not words: a translated label keeps its English key, which the
     * help's list of keys names too. */
    switch (id) {
    case BTN_PROPOSE: return "P";
    case BTN_STAND: return "S";
    case BTN_ACCEPT: return "A";
    case BTN_REFUSE: return "R";
    case BTN_EXCHANGE: return "X";
    case BTN_DECLARE: return "D";
    case BTN_HINT: return "N";
    default: return NULL;
    }
}

void table_draw_button_cap(const Gfx *gfx, Rect rect, const ButtonSet *set, int index, CapStyle caps)
{
    if (caps != CAPS_KEYBOARD) {
        pad_caps_draw(gfx, rect, caps, buttons_pad(set, index));
        return;
    }
    const char *key = table_button_key(set->items[index].id);
    if (key)
        focus_draw_key_cap(gfx, rect, key);
}

void table_draw_panel(const Gfx *gfx, Rect panel)
{
    int radius = gfx->layout->radius * 2;
    draw_shadow(gfx->draw, (Rect){panel.x, panel.y + 6, panel.w, panel.h}, radius, 18, rgba(0, 0, 0, 150), true);
    draw_fill_round(gfx->draw, panel, radius, PALETTE[PAL_PANEL]);
    draw_frame_round(gfx->draw, panel, radius, 1, rgba(0xc9, 0xa2, 0x27, 200));
}

void table_draw_button(const Gfx *gfx, Rect rect, const char *label, bool primary, bool hover, bool pressed, bool glow,
                       double now)
{
    Draw *draw = gfx->draw;
    int radius = imax(6, rect.h / 4);
    Rect shadow = rect;
    shadow.y += pressed ? 1 : 3;
    draw_shadow(draw, shadow, radius, imax(4, rect.h / 8), rgba(0, 0, 0, 110), true);
    if (glow) {
        float pulse = 0.5f + 0.5f * sinf((float)(now / 180.0));
        draw_shadow(draw, rect, radius, imax(6, rect.h / 5), rgba(0xff, 0xe8, 0x90, (Uint8)(120 + 120 * pulse)), true);
    }
    /* Top and bottom of the gradient: normal, under the pointer, pressed. */
    static const PaletteColour GRADIENTS[2][3][2] = {
        {{PAL_BUTTON_TOP, PAL_BUTTON_BOTTOM},
         {PAL_BUTTON_HOVER_TOP, PAL_BUTTON_HOVER_BOTTOM},
         {PAL_BUTTON_PRESSED_TOP, PAL_BUTTON_PRESSED_BOTTOM}},
        {{PAL_PRIMARY_TOP, PAL_PRIMARY_BOTTOM},
         {PAL_PRIMARY_HOVER_TOP, PAL_PRIMARY_HOVER_BOTTOM},
         {PAL_PRIMARY_PRESSED_TOP, PAL_PRIMARY_PRESSED_BOTTOM}},
    };
    const PaletteColour *state = GRADIENTS[primary][pressed ? 2 : hover ? 1 : 0];
    SDL_Color top = PALETTE[state[0]], bottom = PALETTE[state[1]];
    Rect face = rect;
    if (pressed)
        face.y += 1;
    draw_gradient_round(draw, face, radius, top, bottom);
    /* Under the pointer a button gets a gold rim: hover must be obvious. */
    if (hover && !pressed)
        draw_frame_round(draw, face, radius, imax(2, rect.h / 22), rgba(0xc9, 0xa2, 0x27, 255));
    else
        draw_frame_round(draw, face, radius, 1, rgba(0x3a, 0x2c, 0x08, 90));
    FontId fonts[] = {FONT_BOLD, FONT_SMALL_BOLD};
    FontId font = text_fit(gfx->text, fonts, 2, label, rect.w - rect.h / 2);
    text_draw_in(gfx->text, font, label, face, PALETTE[PAL_BUTTON_INK], ALIGN_CENTER, false);
}

static void draw_round_button(const Gfx *gfx, Rect rect, const char *label, bool hover)
{
    int radius = rect.h / 2;
    Rect shadow = rect;
    shadow.y += 2;
    draw_shadow(gfx->draw, shadow, radius, imax(3, rect.h / 10), rgba(0, 0, 0, 90), true);
    draw_fill_round(gfx->draw, rect, radius, PALETTE[hover ? PAL_CHROME_HOVER : PAL_CHROME]);
    draw_frame_round(gfx->draw, rect, radius, imax(1, rect.h / 30), rgba(0xc9, 0xa2, 0x27, hover ? 255 : 170));
    text_draw_in(gfx->text, FONT_BOLD, label, rect, hover ? COLOUR_IVORY : COLOUR_TEXT, ALIGN_CENTER, false);
}

/* Text on the cloth lies on a dark plate, as the message line does: small
 * text on the cloth alone, where it is lightest, would not stand out. */
static void draw_on_plate(const Gfx *gfx, FontId font, const char *text, Rect rect, SDL_Color colour, TextAlign align)
{
    if (align == ALIGN_LEFT && bidi_has_rtl(text, strlen(text)))
        align = ALIGN_RIGHT;
    int w = text_width(gfx->text, font, text);
    int pad = imax(4, rect.h / 3);
    int x = align == ALIGN_CENTER  ? rect.x + (rect.w - w) / 2
            : align == ALIGN_RIGHT ? rect.x + rect.w - w - pad
                                   : rect.x + pad;
    draw_fill_round(gfx->draw, (Rect){x - pad, rect.y, w + 2 * pad, rect.h}, rect.h / 2,
                    rgba(0, 0, 0, PALETTE_PLATE_ALPHA));
    text_draw_shadowed(gfx->text, font, text, x, rect.y + (rect.h - text_line_height(gfx->text, font)) / 2, colour,
                       ALIGN_LEFT);
}

static void draw_label(const Gfx *gfx, Rect rect, const char *text, TextAlign align)
{
    draw_on_plate(gfx, FONT_SMALL, text, rect, COLOUR_TEXT_DIM, align);
}

static void count_label(char *out, size_t size, int count)
{
    if (count == 0)
        str_format(out, size, STR_TRICKS_0, NULL, NULL, NULL);
    else
        str_format_plural(out, size, STR_TRICKS, (unsigned long)count, NULL, NULL);
}

static void draw_labels(const Gfx *gfx, const TableInfo *info)
{
    const Layout *l = gfx->layout;
    const SeatView *view = info->view;
    char text[96], number[12];
    if (!card_is_valid(view->turnup))
        return;

    snprintf(number, sizeof number, "%d", info->stock_count);
    str_format(text, sizeof text, STR_STOCK_COUNT, number, NULL, NULL);
    draw_label(gfx, l->stock_label, text, ALIGN_CENTER);

    /* Trumps are named once the turn-up card lies face up, not before. */
    const Sprite *turnup = scene_find(info->scene, (uint16_t)(KEY_CARD + view->turnup));
    Suit trump = card_suit(view->turnup);
    str_format(text, sizeof text, STR_SUIT_NAMED, str_get(STR_TRUMPS), str_suit_symbol(trump), NULL);
    if (!turnup || (turnup->pose.face > 0.99f && fabsf(turnup->pose.angle - 90.0f) < 1.0f))
        draw_on_plate(gfx, FONT_SMALL_BOLD, text, l->trump_label, COLOUR_GOLD_LIGHT, ALIGN_CENTER);

    for (int side = 0; side < SEAT_COUNT; side++) {
        uint8_t seat = side == SIDE_YOU ? view->seat : seat_other(view->seat);
        if (info->tricks[seat] > 0) {
            count_label(text, sizeof text, info->tricks[seat]);
            draw_label(gfx, layout_pile_label(l, l->won[side]), text, ALIGN_LEFT);
        }
        int discarded = view->exchanged[seat];
        if (discarded > 0) {
            snprintf(number, sizeof number, "%d", discarded);
            str_format(text, sizeof text, STR_DISCARDS_N, number, NULL, NULL);
            draw_label(gfx, layout_pile_label(l, l->discards[side]), text, ALIGN_LEFT);
        }
    }
}

static void draw_dealer_chip(const Gfx *gfx, const TableInfo *info)
{
    const SeatView *view = info->view;
    if (view->phase == PHASE_DEAL)
        return;
    const Layout *l = gfx->layout;
    int side = scene_side(view, view->dealer);
    Rect chip = l->dealer_chip[side];
    int w = text_width(gfx->text, FONT_SMALL_BOLD, str_get(STR_DEALER)) + chip.h;
    /* Before the hand, on the side it is read from: on its left, or on its
     * right in a mirrored layout. */
    if (w < chip.w) {
        if (!l->rtl)
            chip.x += chip.w - w;
        chip.w = w;
    }
    /* Hug the hand as it shrinks through the tricks. */
    int near = info->watching ? info->near_hand_size : cardset_count(view->hand);
    int count = side == SIDE_YOU ? near : view->opponent_hand_size;
    if (count > 0) {
        int end = l->rtl ? count - 1 : 0;
        Rect first = side == SIDE_YOU ? layout_hand_card(l, count, end) : layout_opp_card(l, count, end);
        chip.x = l->rtl ? first.x + first.w + 2 * l->gap : first.x - 2 * l->gap - chip.w;
    }
    Rect shadow = chip;
    shadow.y += 2;
    draw_shadow(gfx->draw, shadow, chip.h / 2, 3, rgba(0, 0, 0, 100), true);
    draw_fill_round(gfx->draw, chip, chip.h / 2, PALETTE[PAL_CHIP]);
    draw_frame_round(gfx->draw, chip, chip.h / 2, 2, COLOUR_GOLD);
    text_draw_in(gfx->text, FONT_SMALL_BOLD, str_get(STR_DEALER), chip, PALETTE[PAL_BUTTON_INK], ALIGN_CENTER, false);
}

static void draw_number(const Gfx *gfx, FontId font, const char *text, int right, int cy, float pop, SDL_Color colour)
{
    int w = text_width(gfx->text, font, text);
    int h = text_line_height(gfx->text, font);
    if (pop < 0.0f || pop >= 1.0f) {
        text_draw_shadowed(gfx->text, font, text, right, cy - h / 2, colour, ALIGN_RIGHT);
        return;
    }
    /* A score change swells and settles, glowing gold. */
    float s = 1.0f + 0.45f * sinf(pop * 3.14159f);
    int glow = iround(h * 0.7 * s);
    draw_shadow(gfx->draw, (Rect){right - w / 2 - 1, cy - 1, 2, 2}, 1, glow,
                rgba(0xff, 0xd8, 0x60, (Uint8)(160 * (1.0f - pop))), false);
    SDL_Color gold = COLOUR_GOLD_LIGHT;
    text_draw_shadowed(gfx->text, font, text, right - iround(w * (s - 1) * 0.5), cy - iround(h * s * 0.5),
                       pop < 0.8f ? gold : colour, ALIGN_RIGHT);
}

void table_fit_name(const Gfx *gfx, FontId font, const char *name, int width, char *out, size_t size)
{
    char whole[NAME_MAX_BYTES + 16];
    snprintf(whole, sizeof whole, "%s", name);
    snprintf(out, size, "%s", whole);
    size_t n = strlen(whole);
    while (n > 1 && text_width(gfx->text, font, out) > width) {
        n--;
        while (n > 1 && ((unsigned char)whole[n] & 0xC0) == 0x80) /* never in a character */
            n--;
        snprintf(out, size, "%.*s…", (int)n, whole);
    }
}

/* The connection's health, quietly: three bars lit for a good one, two in
 * amber for a slow one, one in red while it is being tried again. */
static void draw_health(const Gfx *gfx, Rect box, int health)
{
    static const int LIT[] = {3, 2, 1};
    SDL_Color colour = health == 0   ? rgba(0x6c, 0xc0, 0x6c, 255)
                       : health == 1 ? rgba(0xe8, 0xb0, 0x40, 255)
                                     : rgba(0xe0, 0x50, 0x40, 255);
    int bar_w = imax(2, box.w / 5);
    for (int i = 0; i < 3; i++) {
        int h = box.h * (i + 1) / 3;
        Rect bar = {box.x + i * (bar_w + bar_w / 2 + 1), box.y + box.h - h, bar_w, h};
        draw_fill_rect(gfx->draw, bar,
                       i < LIT[health < 0 || health > 2 ? 2 : health] ? colour : rgba(255, 255, 255, 40));
    }
}

static void draw_score(const Gfx *gfx, const TableInfo *info)
{
    const Layout *l = gfx->layout;
    const SeatView *view = info->view;
    Rect r = l->score;
    /* Opaque: a solid panel costs nothing to blend. */
    draw_shadow(gfx->draw, (Rect){r.x, r.y + 3, r.w, r.h}, l->radius * 2, 8, rgba(0, 0, 0, 90), true);
    draw_fill_round(gfx->draw, r, l->radius * 2, PALETTE[PAL_SCORE]);
    draw_frame_round(gfx->draw, r, l->radius * 2, 1, rgba(0xc9, 0xa2, 0x27, 150));

    /* Laid out as read from the left, and reflected in the panel when the
     * layout reads from the right: names first, then pips, then the score. */
    int pad = l->gap + 2;
    TextAlign start = text_align_mirrored(l, ALIGN_LEFT);
    int start_x = layout_flip_x(l, r, r.x + pad);
    char text[64], number[12];
    snprintf(number, sizeof number, "%d", view->options.target);
    str_format(text, sizeof text, STR_SCORE_TARGET, number, NULL, NULL);
    int title_h = text_line_height(gfx->text, FONT_SMALL_BOLD);
    text_draw(gfx->text, FONT_SMALL_BOLD, text, start_x, r.y + pad / 2 + 2, COLOUR_GOLD_LIGHT, start);
    if (info->health >= 0)
        draw_health(gfx, layout_flip(l, r, (Rect){r.x + r.w - pad - title_h, r.y + pad / 2 + 2, title_h, title_h}),
                    info->health);

    int rows_top = r.y + pad / 2 + title_h + 4;
    int row_h = (r.y + r.h - pad / 2 - rows_top) / 2;
    /* Measured in bold: the side to act is named in bold.  The names have
     * all the room the scores leave, and are cut only past it; the pips
     * toward the target take what the names leave, or are left out. */
    int number_w = text_width(gfx->text, FONT_BIG, "00");
    int names_room = r.w - 2 * pad - number_w - 2 * l->gap;
    char opponent[NAME_MAX_BYTES + 16];
    table_fit_name(gfx, FONT_BOLD, info->opponent_name ? info->opponent_name : str_get(STR_OPPONENT), names_room,
                   opponent, sizeof opponent);
    char you[NAME_MAX_BYTES + 16];
    table_fit_name(gfx, FONT_BOLD, info->near_name ? info->near_name : str_get(STR_YOU), names_room, you, sizeof you);
    int name_w = imax(text_width(gfx->text, FONT_BOLD, you), text_width(gfx->text, FONT_BOLD, opponent));
    int pips_x = r.x + pad + name_w + l->gap;
    int pips_w = r.x + r.w - pad - number_w - l->gap - pips_x;
    int target = view->options.target;
    for (int side = 0; side < SEAT_COUNT; side++) {
        uint8_t seat = side == SIDE_YOU ? view->seat : seat_other(view->seat);
        int cy = rows_top + row_h * side + row_h / 2;
        bool acting = view->to_act == seat;
        int name_y = cy - text_line_height(gfx->text, FONT_BODY) / 2;
        text_draw(gfx->text, acting ? FONT_BOLD : FONT_BODY, side == SIDE_YOU ? you : opponent, start_x, name_y,
                  acting ? COLOUR_IVORY : COLOUR_TEXT, start);
        int score = info->scores[seat];
        /* Pips toward the target, while they fit. */
        if (target > 0 && target <= 11 && pips_w > 0) {
            int radius = (int)fmin(row_h * 0.14, pips_w / (target * 2.8));
            if (radius >= 2) {
                int step = pips_w / target;
                for (int i = 0; i < target; i++) {
                    int px = pips_x + step * i + step / 2;
                    Rect ring = layout_flip(l, r, (Rect){px - radius, cy - radius, 2 * radius + 1, 2 * radius + 1});
                    if (i < score)
                        draw_circle(gfx->draw, ring.x + radius, cy, radius, COLOUR_GOLD_LIGHT);
                    else
                        draw_frame_round(gfx->draw, ring, radius, imax(1, radius / 3), rgba(0xe8, 0xc8, 0x5a, 120));
                }
            }
        }
        snprintf(number, sizeof number, "%d", score);
        int right = l->rtl ? r.x + pad + text_width(gfx->text, FONT_BIG, number) : r.x + r.w - pad;
        draw_number(gfx, FONT_BIG, number, right, cy, info->score_pop[seat], COLOUR_IVORY);
    }
}

MessageBox table_message_box(const Gfx *gfx, const char *message)
{
    const Layout *l = gfx->layout;
    Rect r = l->message;
    MessageBox box;
    /* The strip keeps room for more wrapped lines where text is large; a
     * short message keeps the usual pill, at the strip's foot. */
    int one_h = l->message_pill_h;
    int inner = r.w - one_h;
    box.font = FONT_BODY;
    box.wrapped = text_width(gfx->text, FONT_BODY, message) + one_h > r.w;
    if (!box.wrapped) {
        int w = text_width(gfx->text, FONT_BODY, message) + one_h;
        box.pill = (Rect){r.x + (r.w - w) / 2, r.y + r.h - one_h, w, one_h};
        box.text = box.pill;
        return box;
    }
    /* Too long for one line: wrapped in the same font, the pill growing
     * upwards, away from the hand, as far as the strip the layout keeps
     * for the lines; only a message longer than that is set smaller. */
    int height = text_wrapped_height(gfx->text, FONT_BODY, message, inner);
    if (height + 4 > r.h) {
        box.font = FONT_SMALL;
        height = text_wrapped_height(gfx->text, FONT_SMALL, message, inner);
    }
    int pad = imax(2, imin((one_h - text_line_height(gfx->text, box.font)) / 2, (one_h - height) / 2));
    int h = imax(one_h, height + 2 * pad);
    box.pill = (Rect){r.x, r.y + r.h - h, r.w, h};
    box.text = (Rect){r.x + one_h / 2, box.pill.y + (h - height) / 2, inner, height};
    return box;
}

static void draw_message(const Gfx *gfx, const TableInfo *info)
{
    if (!info->message || !info->message[0])
        return;
    const Layout *l = gfx->layout;
    MessageBox box = table_message_box(gfx, info->message);
    int radius = l->message_pill_h / 2;
    draw_fill_round(gfx->draw, box.pill, radius,
                    rgba(0, 0, 0, info->message_warning ? PALETTE_WARNING_PLATE_ALPHA : PALETTE_PLATE_ALPHA));
    if (info->message_warning)
        draw_frame_round(gfx->draw, box.pill, radius, 1, rgba(0xff, 0xd0, 0x70, 160));
    SDL_Color colour = info->message_warning ? COLOUR_WARN : COLOUR_TEXT;
    if (box.wrapped)
        text_draw_wrapped(gfx->text, box.font, info->message, box.text.x, box.text.y, box.text.w, colour, ALIGN_CENTER,
                          true);
    else
        text_draw_in(gfx->text, box.font, info->message, box.text, colour, ALIGN_CENTER, true);
}

static void draw_bubble(const Gfx *gfx, const TableInfo *info)
{
    const Layout *l = gfx->layout;
    bool dots = info->thinking && !(info->bubble && info->bubble_alpha > 0.0f);
    if (!dots && !(info->bubble && info->bubble[0] && info->bubble_alpha > 0.0f))
        return;
    int h = l->bubble.h;
    int w = dots ? h * 2 : text_width(gfx->text, FONT_BOLD, info->bubble) + h;
    if (w > l->bubble.w)
        w = l->bubble.w;
    float alpha = dots ? 1.0f : info->bubble_alpha;
    Rect r = {l->bubble.x + (l->bubble.w - w) / 2, l->bubble.y, w, h};
    draw_shadow(gfx->draw, (Rect){r.x, r.y + 2, r.w, r.h}, h / 2, 4, rgba(0, 0, 0, scale_alpha(90, alpha)),
                alpha >= 1.0f);
    SDL_Color chip = PALETTE[PAL_CHIP], ink = PALETTE[PAL_BUTTON_INK];
    draw_fill_round(gfx->draw, r, h / 2, rgba(chip.r, chip.g, chip.b, scale_alpha(255, alpha)));
    /* The bubble's tail points up at the speaker. */
    int tail = imax(4, h / 4);
    for (int i = 0; i < tail; i++) {
        SDL_Rect row = {r.x + r.w / 2 - i, r.y - tail + i, 2 * i + 1, 1};
        SDL_SetRenderDrawColor(gfx->renderer, chip.r, chip.g, chip.b, scale_alpha(245, alpha));
        SDL_RenderFillRect(gfx->renderer, &row);
    }
    if (dots) {
        for (int i = 0; i < 3; i++) {
            float phase = (float)(info->now / 160.0) - i * 0.9f;
            float lift = 0.5f + 0.5f * sinf(phase);
            int radius = imax(2, h / 9);
            draw_circle(gfx->draw, r.x + r.w / 2 + (i - 1) * radius * 3, r.y + h / 2 - iround(lift * radius), radius,
                        rgba(ink.r, ink.g, ink.b, (Uint8)(120 + 120 * lift)));
        }
        return;
    }
    text_draw_in(gfx->text, FONT_BOLD, info->bubble, r, rgba(ink.r, ink.g, ink.b, scale_alpha(255, alpha)),
                 ALIGN_CENTER, false);
}

static void draw_guide(const Gfx *gfx, const TableInfo *info)
{
    if (!info->show_guide)
        return;
    const Layout *l = gfx->layout;
    Rect slot = l->trick_slot[SIDE_YOU];
    int alpha = info->dragging ? 150 : 60;
    draw_fill_round(gfx->draw, slot, card_radius(slot.w), rgba(255, 255, 255, (Uint8)(alpha / 5)));
    draw_frame_round(gfx->draw, slot, card_radius(slot.w), 2, rgba(255, 255, 255, (Uint8)alpha));
}

void table_draw(const Gfx *gfx, const TableInfo *info)
{
    const Layout *l = gfx->layout;
    draw_baize(gfx->draw, l->width, l->height);
    draw_guide(gfx, info);
    draw_labels(gfx, info);
    draw_dealer_chip(gfx, info);
    for (int i = 0; i < info->scene->count; i++)
        table_draw_card(gfx, &info->scene->sprites[i], info->now);

    if (!info->watching) {
        draw_round_button(gfx, l->menu_button, str_get(STR_BTN_MENU), info->hover_chrome == 1);
        draw_round_button(gfx, l->help_button, str_get(STR_BTN_HELP), info->hover_chrome == 2);
    }
    if (info->focus_chrome == 1 || info->focus_chrome == 2) {
        Rect chrome = info->focus_chrome == 1 ? l->menu_button : l->help_button;
        focus_draw_ring(gfx, chrome, chrome.h / 2);
    }
    draw_score(gfx, info);
    for (int i = 0; i < info->buttons->count; i++) {
        const Button *b = &info->buttons->items[i];
        Rect rect = layout_button(l, info->buttons->count, i);
        table_draw_button(gfx, rect, b->label, b->primary, info->hover_button == i, info->pressed_button == i,
                          info->glow_button == b->id, info->now);
        if (info->focus_button == i)
            focus_draw_ring(gfx, rect, imax(6, rect.h / 4));
        table_draw_button_cap(gfx, rect, info->buttons, i, info->caps);
    }
    draw_bubble(gfx, info);
    draw_message(gfx, info);
}
