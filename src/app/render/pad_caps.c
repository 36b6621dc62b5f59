#include "render/pad_caps.h"

#include <math.h>

/* The face buttons' own colours, as each family paints them. */
static const SDL_Color XBOX_X = {0x4c, 0x9a, 0xff, 0xff}, XBOX_Y = {0xff, 0xcc, 0x33, 0xff};
static const SDL_Color XBOX_B = {0xff, 0x5a, 0x4a, 0xff};
static const SDL_Color PS_SQUARE = {0xee, 0x9c, 0xe0, 0xff}, PS_TRIANGLE = {0x4c, 0xe0, 0xb0, 0xff};
static const SDL_Color PS_CIRCLE = {0xff, 0x6e, 0x6e, 0xff};
static const SDL_Color CAP_FACE = {0x1c, 0x1e, 0x22, 0xff}, CAP_INK = {0xf4, 0xf1, 0xe8, 0xff};

Rect pad_caps_rect(const Gfx *gfx, Rect button, PadButton pad)
{
    int h = imax(14, iround(text_line_height(gfx->text, FONT_SMALL_BOLD) * 1.15));
    /* Back and the shoulders are oblongs on every pad; the face buttons
     * are round. */
    int w = pad == PAD_BACK || pad == PAD_LB || pad == PAD_RB ? h * 3 / 2 : h;
    return (Rect){button.x + button.w - w * 3 / 4, button.y - h / 3, w, h};
}

/* A straight stroke of `width` from (x0, y0) to (x1, y1). */
static void stroke(const Gfx *gfx, float x0, float y0, float x1, float y1, float width, SDL_Color colour)
{
    float dx = x1 - x0, dy = y1 - y0, length = sqrtf(dx * dx + dy * dy);
    if (length <= 0.0f)
        return;
    float nx = -dy / length * width * 0.5f, ny = dx / length * width * 0.5f;
    SDL_Vertex v[4];
    const float xs[4] = {x0 + nx, x0 - nx, x1 - nx, x1 + nx}, ys[4] = {y0 + ny, y0 - ny, y1 - ny, y1 + ny};
    for (int i = 0; i < 4; i++)
        v[i] = (SDL_Vertex){{xs[i], ys[i]}, colour, {0.0f, 0.0f}};
    const int order[6] = {0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(gfx->renderer, NULL, v, 4, order, 6);
}

static void letter(const Gfx *gfx, Rect cap, const char *text, SDL_Color colour)
{
    text_draw_in(gfx->text, FONT_SMALL_BOLD, text, cap, colour, ALIGN_CENTER, false);
}

static void playstation(const Gfx *gfx, Rect cap, PadButton pad)
{
    float cx = cap.x + cap.w * 0.5f, cy = cap.y + cap.h * 0.5f, r = cap.h * 0.27f;
    float line = fmaxf(1.5f, cap.h * 0.09f);
    if (pad == PAD_B) { /* the circle */
        enum { SIDES = 16 };
        for (int i = 0; i < SIDES; i++) {
            float a0 = 6.2831853f * (float)i / SIDES, a1 = 6.2831853f * (float)(i + 1) / SIDES;
            stroke(gfx, cx + r * 1.1f * cosf(a0), cy + r * 1.1f * sinf(a0), cx + r * 1.1f * cosf(a1),
                   cy + r * 1.1f * sinf(a1), line, PS_CIRCLE);
        }
        return;
    }
    if (pad == PAD_X) { /* the square */
        static const float corner[5][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
        for (int i = 0; i < 4; i++)
            stroke(gfx, cx + corner[i][0] * r, cy + corner[i][1] * r, cx + corner[i + 1][0] * r,
                   cy + corner[i + 1][1] * r, line, PS_SQUARE);
        return;
    }
    /* Y: the triangle, point up. */
    float top = cy - r * 1.15f, bottom = cy + r * 0.85f, half = r * 1.15f;
    stroke(gfx, cx, top, cx + half, bottom, line, PS_TRIANGLE);
    stroke(gfx, cx + half, bottom, cx - half, bottom, line, PS_TRIANGLE);
    stroke(gfx, cx - half, bottom, cx, top, line, PS_TRIANGLE);
}

/* Back: Xbox's two overlapping windows, PlayStation's three rays (its
 * Create button), Nintendo's minus. */
static void back(const Gfx *gfx, Rect cap, CapStyle style)
{
    float cx = cap.x + cap.w * 0.5f, cy = cap.y + cap.h * 0.5f, s = cap.h * 0.2f;
    float line = fmaxf(1.5f, cap.h * 0.08f);
    switch (style) {
    case CAPS_PLAYSTATION:
        stroke(gfx, cx, cy + s * 1.2f, cx, cy - s * 1.4f, line, CAP_INK);
        stroke(gfx, cx, cy + s * 1.2f, cx - s * 1.3f, cy - s, line, CAP_INK);
        stroke(gfx, cx, cy + s * 1.2f, cx + s * 1.3f, cy - s, line, CAP_INK);
        return;
    case CAPS_NINTENDO: stroke(gfx, cx - s * 1.3f, cy, cx + s * 1.3f, cy, line * 1.4f, CAP_INK); return;
    default: {
        int w = iround(s * 2.2f), h = iround(s * 1.7f), off = iround(s * 0.7f);
        int x = iround(cx) - (w + off) / 2, y = iround(cy) - (h + off) / 2;
        int t = imax(1, iround(line * 0.8f));
        draw_frame_round(gfx->draw, (Rect){x, y, w, h}, 1, t, CAP_INK);
        draw_frame_round(gfx->draw, (Rect){x + off, y + off, w, h}, 1, t, CAP_INK);
        return;
    }
    }
}

void pad_caps_draw(const Gfx *gfx, Rect button, CapStyle style, PadButton pad)
{
    if (pad == PAD_NONE || style == CAPS_KEYBOARD)
        return;
    const Layout *l = gfx->layout;
    Rect cap = pad_caps_rect(gfx, button, pad);
    draw_fill_round(gfx->draw, cap, cap.h / 2, CAP_FACE);
    draw_frame_round(gfx->draw, cap, cap.h / 2, imax(1, l->button_h / 40), PALETTE[PAL_GOLD]);
    if (pad == PAD_BACK) {
        back(gfx, cap, style);
        return;
    }
    if (pad == PAD_LB || pad == PAD_RB) { /* each family names its shoulders */
        bool left = pad == PAD_LB;
        const char *name = style == CAPS_PLAYSTATION ? (left ? "L1" : "R1")
                           : style == CAPS_NINTENDO  ? (left ? "L" : "R")
                                                     : (left ? "LB" : "RB");
        letter(gfx, cap, name, CAP_INK);
        return;
    }
    const char *face = pad == PAD_X ? "X" : pad == PAD_Y ? "Y" : "B";
    switch (style) {
    case CAPS_PLAYSTATION: playstation(gfx, cap, pad); return;
    case CAPS_NINTENDO: letter(gfx, cap, face, CAP_INK); return;
    default: letter(gfx, cap, face, pad == PAD_X ? XBOX_X : pad == PAD_Y ? XBOX_Y : XBOX_B); return;
    }
}
