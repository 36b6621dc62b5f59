#include "render/draw.h"

#include "render/palette.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { SHAPES = 24, GRADIENTS = 16, FULLS = 64, FULL_AREA_MAX = 400 * 400, FULL_NEW_PER_FRAME = 2 };

/* A whole shape at its exact size: one unscaled copy instead of nine
 * stretched ones, which is what makes the software renderer fast. */
typedef struct Full {
    int w, h, radius, thickness, blur; /* w, h: the shape, without the blur */
    SDL_Color colour;                  /* baked in: a texture drawn without colour or alpha
                         modulation takes SDL's fast blitter */
    SDL_Texture *texture;
    Uint32 used;
} Full;

typedef struct Shape {
    int radius, thickness, blur; /* radius 0 and texture NULL: free */
    SDL_Texture *texture;
    int size; /* the texture is size x size, size = 2 * half + 1 */
    Uint32 used;
} Shape;

typedef struct Gradient {
    int w, h, radius;
    SDL_Color top, bottom;
    SDL_Texture *texture;
    Uint32 used;
} Gradient;

struct Draw {
    SDL_Renderer *renderer;
    SDL_Texture *baize;
    int baize_w, baize_h;
    Shape shapes[SHAPES];
    Gradient gradients[GRADIENTS];
    Full fulls[FULLS];
    int new_fulls; /* made this frame */
    Uint32 clock;
    SDL_Texture *black; /* SHADE_TILE square, opaque, no alpha channel */
};

SDL_Color rgba(Uint8 r, Uint8 g, Uint8 b, Uint8 a)
{
    SDL_Color colour = {r, g, b, a};
    return colour;
}

Draw *draw_create(SDL_Renderer *renderer)
{
    Draw *draw = calloc(1, sizeof *draw);
    if (draw)
        draw->renderer = renderer;
    return draw;
}

void draw_destroy(Draw *draw)
{
    if (!draw)
        return;
    if (draw->baize)
        SDL_DestroyTexture(draw->baize);
    for (int i = 0; i < SHAPES; i++)
        if (draw->shapes[i].texture)
            SDL_DestroyTexture(draw->shapes[i].texture);
    for (int i = 0; i < GRADIENTS; i++)
        if (draw->gradients[i].texture)
            SDL_DestroyTexture(draw->gradients[i].texture);
    for (int i = 0; i < FULLS; i++)
        if (draw->fulls[i].texture)
            SDL_DestroyTexture(draw->fulls[i].texture);
    if (draw->black)
        SDL_DestroyTexture(draw->black);
    free(draw);
}

/* A small deterministic hash: the grain must not shimmer between frames. */
static Uint32 hash2(Uint32 x, Uint32 y)
{
    Uint32 h = x * 374761393u + y * 668265263u;
    h = (h ^ (h >> 13)) * 1274126177u;
    return h ^ (h >> 16);
}

static float value_noise(float x, float y)
{
    int xi = (int)floorf(x), yi = (int)floorf(y);
    float fx = x - xi, fy = y - yi;
    float sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy);
    float a = (hash2((Uint32)xi, (Uint32)yi) & 0xFFFF) / 65535.0f;
    float b = (hash2((Uint32)xi + 1, (Uint32)yi) & 0xFFFF) / 65535.0f;
    float c = (hash2((Uint32)xi, (Uint32)yi + 1) & 0xFFFF) / 65535.0f;
    float d = (hash2((Uint32)xi + 1, (Uint32)yi + 1) & 0xFFFF) / 65535.0f;
    return (a + (b - a) * sx) + ((c + (d - c) * sx) - (a + (b - a) * sx)) * sy;
}

enum { BAIZE_LUT = 1024, MOTTLE_STEP = 8 };

/* A static texture holding `pixels` (w x h, 32 bits each, in `format`),
 * which it frees; NULL if SDL could not make one. */
static SDL_Texture *texture_from(SDL_Renderer *renderer, Uint32 format, Uint32 *pixels, int w, int h,
                                 SDL_BlendMode blend)
{
    SDL_Texture *texture = SDL_CreateTexture(renderer, format, SDL_TEXTUREACCESS_STATIC, w, h);
    if (texture) {
        SDL_UpdateTexture(texture, NULL, pixels, w * 4);
        SDL_SetTextureBlendMode(texture, blend);
    }
    free(pixels);
    return texture;
}

static SDL_Texture *make_baize(SDL_Renderer *renderer, int w, int h)
{
    Uint32 *pixels = malloc(sizeof(Uint32) * (size_t)w * (size_t)h);
    int gw = w / MOTTLE_STEP + 2, gh = h / MOTTLE_STEP + 2;
    float *mottle = malloc(sizeof(float) * (size_t)gw * (size_t)gh);
    if (!pixels || !mottle) {
        free(pixels);
        free(mottle);
        return NULL;
    }
    /* #23734a in the centre to #0e3d26 at the edges (assets/source/README.md), as a table of
     * the squared distance from the centre, so no pixel needs a root. */
    SDL_Color centre = PALETTE[PAL_BAIZE_CENTRE], edge = PALETTE[PAL_BAIZE_EDGE];
    const float c0[3] = {centre.r, centre.g, centre.b}, c1[3] = {edge.r, edge.g, edge.b};
    float shade_of[BAIZE_LUT][3];
    for (int i = 0; i < BAIZE_LUT; i++) {
        float d = sqrtf(i * 2.0f / (BAIZE_LUT - 1));
        float t = d > 1.0f ? 1.0f : d;
        t = t * t * (3.0f - 2.0f * t);
        for (int k = 0; k < 3; k++)
            shade_of[i][k] = c0[k] + (c1[k] - c0[k]) * t;
    }
    /* A soft mottling at the scale of the window, sampled coarsely and
     * interpolated, plus a fine grain and a faint weave. */
    float cell = h / 9.0f;
    for (int gy = 0; gy < gh; gy++)
        for (int gx = 0; gx < gw; gx++)
            mottle[gy * gw + gx] = (value_noise(gx * MOTTLE_STEP / cell, gy * MOTTLE_STEP / cell) - 0.5f) *
                                   (2.0f * BAIZE_MOTTLE / 16.0f);
    /* The fine grain repeats every 128 pixels: at two levels of a channel
     * nobody can see it repeat.  Fixed point (x16) keeps the loop cheap. */
    static Sint8 grain[128][128];
    static bool grain_made;
    if (!grain_made) {
        for (int gy = 0; gy < 128; gy++)
            for (int gx = 0; gx < 128; gx++)
                grain[gy][gx] = (Sint8)(((int)(hash2((Uint32)gx, (Uint32)gy) & 0xFF) - 128) * BAIZE_GRAIN / 128);
        grain_made = true;
    }
    int lut_r[BAIZE_LUT], lut_g[BAIZE_LUT], lut_b[BAIZE_LUT];
    for (int i = 0; i < BAIZE_LUT; i++) {
        lut_r[i] = (int)(shade_of[i][0] * 16.0f);
        lut_g[i] = (int)(shade_of[i][1] * 16.0f);
        lut_b[i] = (int)(shade_of[i][2] * 16.0f);
    }
    float cx = w * 0.5f, cy = h * 0.46f;
    float inv_rx2 = 1.0f / (w * 0.62f * w * 0.62f), inv_ry2 = 1.0f / (h * 0.75f * h * 0.75f);
    float lut_scale = (BAIZE_LUT - 1) / 2.0f;
    for (int y = 0; y < h; y++) {
        float dy2 = (y - cy) * (y - cy) * inv_ry2;
        int gy = y / MOTTLE_STEP;
        float fy = (float)(y % MOTTLE_STEP) / MOTTLE_STEP;
        const float *m0 = mottle + gy * gw, *m1 = mottle + (gy + 1) * gw;
        const Sint8 *grain_row = grain[y & 127];
        Uint32 *row = pixels + (size_t)y * (size_t)w;
        for (int gx = 0; gx * MOTTLE_STEP < w; gx++) {
            /* The mottling, interpolated along a run of pixels. */
            float left = m0[gx] + (m1[gx] - m0[gx]) * fy;
            float right = m0[gx + 1] + (m1[gx + 1] - m0[gx + 1]) * fy;
            int x_end = (gx + 1) * MOTTLE_STEP < w ? (gx + 1) * MOTTLE_STEP : w;
            for (int x = gx * MOTTLE_STEP; x < x_end; x++) {
                float m = left + (right - left) * (float)(x - gx * MOTTLE_STEP) / MOTTLE_STEP;
                float d2 = (x - cx) * (x - cx) * inv_rx2 + dy2;
                int index = d2 >= 2.0f ? BAIZE_LUT - 1 : (int)(d2 * lut_scale);
                int shade = (int)(m * 16.0f) + grain_row[x & 127] + (((x + y) & 1) ? BAIZE_WEAVE : -BAIZE_WEAVE);
                int r = (lut_r[index] + shade * 7 / 10 + 8) >> 4;
                int g = (lut_g[index] + shade + 8) >> 4;
                int b = (lut_b[index] + shade * 7 / 10 + 8) >> 4;
                r = r < 0 ? 0 : r > 255 ? 255 : r;
                g = g < 0 ? 0 : g > 255 ? 255 : g;
                b = b < 0 ? 0 : b > 255 ? 255 : b;
                row[x] = 0xFF000000u | ((Uint32)r << 16) | ((Uint32)g << 8) | (Uint32)b;
            }
        }
    }
    free(mottle);
    return texture_from(renderer, SDL_PIXELFORMAT_ARGB8888, pixels, w, h, SDL_BLENDMODE_NONE);
}

void draw_baize(Draw *draw, int width, int height)
{
    if (!draw->baize || draw->baize_w != width || draw->baize_h != height) {
        if (draw->baize)
            SDL_DestroyTexture(draw->baize);
        draw->baize = make_baize(draw->renderer, width, height);
        draw->baize_w = width;
        draw->baize_h = height;
    }
    if (draw->baize) {
        SDL_RenderCopy(draw->renderer, draw->baize, NULL, NULL);
    } else {
        SDL_SetRenderDrawColor(draw->renderer, 0x18, 0x58, 0x38, 255);
        SDL_RenderClear(draw->renderer);
    }
}

/* How much of a blurred edge covers a point `d` pixels outside it: a
 * polynomial close to the Gaussian's error function, several times cheaper,
 * which matters when a shadow is made mid-animation. */
static float soft_edge(float d, float sigma)
{
    float t = d / (sigma * 2.4f);
    if (t <= -1.0f)
        return 1.0f;
    if (t >= 1.0f)
        return 0.0f;
    float u = (t + 1.0f) * 0.5f;
    return 1.0f - u * u * u * (u * (u * 6.0f - 15.0f) + 10.0f);
}

/* Signed distance to a rounded rect of half-size (hx, hy). */
static float box_distance(float px, float py, float hx, float hy, float radius)
{
    float qx = fabsf(px) - (hx - radius), qy = fabsf(py) - (hy - radius);
    float ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
    float inside = qx > qy ? qx : qy;
    return sqrtf(ox * ox + oy * oy) + (inside < 0 ? inside : 0) - radius;
}

static Shape *shape(Draw *draw, int radius, int thickness, int blur)
{
    Shape *victim = &draw->shapes[0];
    draw->clock++;
    for (int i = 0; i < SHAPES; i++) {
        Shape *s = &draw->shapes[i];
        if (s->texture && s->radius == radius && s->thickness == thickness && s->blur == blur) {
            s->used = draw->clock;
            return s;
        }
        if (!s->texture || (victim->texture && s->used < victim->used))
            victim = s;
    }
    if (victim->texture)
        SDL_DestroyTexture(victim->texture);
    memset(victim, 0, sizeof *victim);
    int half = radius + blur;
    int size = 2 * half + 1;
    Uint32 *pixels = malloc(sizeof(Uint32) * (size_t)size * (size_t)size);
    if (!pixels)
        return NULL;
    float sigma = blur * 0.5f;
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            float px = x + 0.5f - size * 0.5f, py = y + 0.5f - size * 0.5f;
            float d = box_distance(px, py, radius + 0.5f, radius + 0.5f, (float)radius);
            float cover;
            if (blur > 0)
                cover = soft_edge(d, sigma);
            else
                cover = fminf(fmaxf(0.5f - d, 0.0f), 1.0f);
            if (thickness > 0)
                cover *= fminf(fmaxf(0.5f + d + thickness, 0.0f), 1.0f);
            Uint32 a = (Uint32)(cover * 255.0f + 0.5f);
            pixels[y * size + x] = (a << 24) | 0x00FFFFFFu;
        }
    }
    victim->texture = texture_from(draw->renderer, SDL_PIXELFORMAT_ARGB8888, pixels, size, size, SDL_BLENDMODE_BLEND);
    if (victim->texture)
        SDL_SetTextureScaleMode(victim->texture, SDL_ScaleModeNearest);
    victim->radius = radius;
    victim->thickness = thickness;
    victim->blur = blur;
    victim->size = size;
    victim->used = draw->clock;
    return victim->texture ? victim : NULL;
}

static void copy(SDL_Renderer *renderer, SDL_Texture *texture, int sx, int sy, int sw, int sh, int dx, int dy, int dw,
                 int dh)
{
    if (dw <= 0 || dh <= 0)
        return;
    SDL_Rect src = {sx, sy, sw, sh}, dst = {dx, dy, dw, dh};
    SDL_RenderCopy(renderer, texture, &src, &dst);
}

/* Nine-slice: corners as they are, edges and middle stretched from the
 * texture's centre row and column.  A solid shape's edges and middle are
 * plain rects, far cheaper than stretched copies in software. */
static void nine_slice(Draw *draw, const Shape *s, Rect outer, SDL_Color colour, bool middle)
{
    SDL_Texture *t = s->texture;
    SDL_SetTextureColorMod(t, colour.r, colour.g, colour.b);
    SDL_SetTextureAlphaMod(t, colour.a);
    int k = s->size / 2;
    int kx = k * 2 > outer.w ? outer.w / 2 : k;
    int ky = k * 2 > outer.h ? outer.h / 2 : k;
    int size = s->size;
    int x0 = outer.x, y0 = outer.y, x1 = outer.x + outer.w, y1 = outer.y + outer.h;
    SDL_Renderer *r = draw->renderer;
    copy(r, t, 0, 0, kx, ky, x0, y0, kx, ky);
    copy(r, t, size - kx, 0, kx, ky, x1 - kx, y0, kx, ky);
    copy(r, t, 0, size - ky, kx, ky, x0, y1 - ky, kx, ky);
    copy(r, t, size - kx, size - ky, kx, ky, x1 - kx, y1 - ky, kx, ky);
    if (s->blur == 0 && s->thickness == 0) {
        SDL_SetRenderDrawBlendMode(r, colour.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(r, colour.r, colour.g, colour.b, colour.a);
        SDL_Rect rects[3] = {{x0 + kx, y0, outer.w - 2 * kx, outer.h},
                             {x0, y0 + ky, kx, outer.h - 2 * ky},
                             {x1 - kx, y0 + ky, kx, outer.h - 2 * ky}};
        for (int i = 0; i < 3; i++)
            if (rects[i].w > 0 && rects[i].h > 0)
                SDL_RenderFillRect(r, &rects[i]);
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        return;
    }
    copy(r, t, k, 0, 1, ky, x0 + kx, y0, outer.w - 2 * kx, ky);
    copy(r, t, k, size - ky, 1, ky, x0 + kx, y1 - ky, outer.w - 2 * kx, ky);
    copy(r, t, 0, k, kx, 1, x0, y0 + ky, kx, outer.h - 2 * ky);
    copy(r, t, size - kx, k, kx, 1, x1 - kx, y0 + ky, kx, outer.h - 2 * ky);
    if (middle)
        copy(r, t, k, k, 1, 1, x0 + kx, y0 + ky, outer.w - 2 * kx, outer.h - 2 * ky);
}

void draw_new_frame(Draw *draw) { draw->new_fulls = 0; }

static bool same_colour(SDL_Color a, SDL_Color b);

static Full *full_shape(Draw *draw, int w, int h, int radius, int thickness, int blur, SDL_Color colour)
{
    int cw = w + 2 * blur, ch = h + 2 * blur;
    if (cw <= 0 || ch <= 0 || cw * ch > FULL_AREA_MAX)
        return NULL;
    draw->clock++;
    Full *victim = &draw->fulls[0];
    for (int i = 0; i < FULLS; i++) {
        Full *f = &draw->fulls[i];
        if (f->texture && f->w == w && f->h == h && f->radius == radius && f->thickness == thickness &&
            f->blur == blur && same_colour(f->colour, colour)) {
            f->used = draw->clock;
            return f;
        }
        if (!f->texture || (victim->texture && f->used < victim->used))
            victim = f;
    }
    /* A few new ones a frame: sizes that change every frame (a flipping
     * card) are not worth making. */
    if (draw->new_fulls >= FULL_NEW_PER_FRAME)
        return NULL;
    draw->new_fulls++;
    Uint32 *pixels = malloc(sizeof(Uint32) * (size_t)cw * (size_t)ch);
    if (!pixels)
        return NULL;
    Uint32 rgb = ((Uint32)colour.r << 16) | ((Uint32)colour.g << 8) | colour.b;
    float sigma = blur * 0.5f;
    float r = radius * 2 > w || radius * 2 > h ? (float)(w < h ? w : h) * 0.5f : (float)radius;
    for (int y = 0; y < ch; y++) {
        for (int x = 0; x < cw; x++) {
            float d = box_distance(x + 0.5f - cw * 0.5f, y + 0.5f - ch * 0.5f, w * 0.5f, h * 0.5f, r);
            float cover = blur > 0 ? soft_edge(d, sigma) : fminf(fmaxf(0.5f - d, 0.0f), 1.0f);
            if (thickness > 0)
                cover *= fminf(fmaxf(0.5f + d + thickness, 0.0f), 1.0f);
            Uint32 a = (Uint32)(cover * colour.a + 0.5f);
            pixels[(size_t)y * (size_t)cw + (size_t)x] = (a << 24) | rgb;
        }
    }
    if (victim->texture)
        SDL_DestroyTexture(victim->texture);
    memset(victim, 0, sizeof *victim);
    victim->texture = texture_from(draw->renderer, SDL_PIXELFORMAT_ARGB8888, pixels, cw, ch, SDL_BLENDMODE_BLEND);
    victim->w = w;
    victim->h = h;
    victim->radius = radius;
    victim->thickness = thickness;
    victim->blur = blur;
    victim->colour = colour;
    victim->used = draw->clock;
    return victim->texture ? victim : NULL;
}

/* Copies a whole shape; `hollow` copies only the border bands, for shapes
 * whose middle is covered by something opaque. */
static bool draw_full(Draw *draw, Rect rect, int radius, int thickness, int blur, SDL_Color colour, bool hollow)
{
    /* Pulses and fades step through a few opacities, each made once. */
    if (colour.a != 255)
        colour.a = (Uint8)((colour.a + 8) / 16 * 16 > 255 ? 255 : (colour.a + 8) / 16 * 16);
    Full *f = full_shape(draw, rect.w, rect.h, radius, thickness, blur, colour);
    if (!f)
        return false;
    int cw = rect.w + 2 * blur, ch = rect.h + 2 * blur, x0 = rect.x - blur, y0 = rect.y - blur;
    /* Corners hold the rounding; along the straight edges only the blur
     * (and a ring's thickness) is drawn. */
    int corner = radius + 2 * blur + 1;
    int edge = 2 * blur + thickness + 1;
    if (!hollow || corner * 2 >= cw || corner * 2 >= ch) {
        SDL_Rect dst = {x0, y0, cw, ch};
        SDL_RenderCopy(draw->renderer, f->texture, NULL, &dst);
        return true;
    }
    int mw = cw - 2 * corner, mh = ch - 2 * corner;
    SDL_Rect parts[8][2] = {
        {{0, 0, corner, corner}, {x0, y0, corner, corner}},
        {{cw - corner, 0, corner, corner}, {x0 + cw - corner, y0, corner, corner}},
        {{0, ch - corner, corner, corner}, {x0, y0 + ch - corner, corner, corner}},
        {{cw - corner, ch - corner, corner, corner}, {x0 + cw - corner, y0 + ch - corner, corner, corner}},
        {{corner, 0, mw, edge}, {x0 + corner, y0, mw, edge}},
        {{corner, ch - edge, mw, edge}, {x0 + corner, y0 + ch - edge, mw, edge}},
        {{0, corner, edge, mh}, {x0, y0 + corner, edge, mh}},
        {{cw - edge, corner, edge, mh}, {x0 + cw - edge, y0 + corner, edge, mh}},
    };
    for (int i = 0; i < 8; i++)
        SDL_RenderCopy(draw->renderer, f->texture, &parts[i][0], &parts[i][1]);
    return true;
}

void draw_fill_round(Draw *draw, Rect rect, int radius, SDL_Color colour)
{
    if (radius < 1) {
        draw_fill_rect(draw, rect, colour);
        return;
    }
    if (draw_full(draw, rect, radius, 0, 0, colour, false))
        return;
    const Shape *s = shape(draw, radius, 0, 0);
    if (s)
        nine_slice(draw, s, rect, colour, true);
}

void draw_frame_round(Draw *draw, Rect rect, int radius, int thickness, SDL_Color colour)
{
    if (radius < thickness)
        radius = thickness;
    if (draw_full(draw, rect, radius, thickness, 0, colour, true))
        return;
    const Shape *s = shape(draw, radius, thickness, 0);
    if (s)
        nine_slice(draw, s, rect, colour, false);
}

static void shadow(Draw *draw, Rect rect, int radius, int blur, SDL_Color colour, bool hollow)
{
    if (blur < 1) {
        draw_fill_round(draw, rect, radius, colour);
        return;
    }
    if (draw_full(draw, rect, radius, 0, blur, colour, hollow))
        return;
    const Shape *s9 = shape(draw, radius, 0, blur);
    if (!s9)
        return;
    Rect outer = {rect.x - blur, rect.y - blur, rect.w + 2 * blur, rect.h + 2 * blur};
    nine_slice(draw, s9, outer, colour, !hollow);
}

void draw_shadow(Draw *draw, Rect rect, int radius, int blur, SDL_Color colour, bool hollow)
{
    shadow(draw, rect, radius, blur, colour, hollow);
}

void draw_shadow_passing(Draw *draw, Rect rect, int radius, int blur, SDL_Color colour, bool hollow)
{
    /* Sizes rounded to a few pixels repeat from frame to frame, so their
     * textures are reused; nobody sees a moving shadow's exact size. */
    enum { STEP = 6 };
    Rect q = rect;
    q.w = (rect.w + STEP / 2) / STEP * STEP;
    q.h = (rect.h + STEP / 2) / STEP * STEP;
    if (q.w < STEP)
        q.w = STEP;
    if (q.h < STEP)
        q.h = STEP;
    q.x = rect.x + (rect.w - q.w) / 2;
    q.y = rect.y + (rect.h - q.h) / 2;
    if (radius * 2 > q.w)
        radius = q.w / 2;
    shadow(draw, q, radius, blur, colour, hollow);
}

void draw_fill_rect(Draw *draw, Rect rect, SDL_Color colour)
{
    SDL_SetRenderDrawColor(draw->renderer, colour.r, colour.g, colour.b, colour.a);
    SDL_Rect r = {rect.x, rect.y, rect.w, rect.h};
    SDL_RenderFillRect(draw->renderer, &r);
}

/* Tiles of a black texture without an alpha channel, copied at a constant
 * alpha: SDL's software blitter does that two pixels at a time, where a
 * blended fill goes pixel by pixel. */
enum { SHADE_TILE = 256 };

void draw_shade(Draw *draw, Rect rect, Uint8 alpha)
{
    if (!draw->black) {
        Uint32 *pixels = calloc((size_t)SHADE_TILE * SHADE_TILE, sizeof *pixels);
        draw->black = pixels ? texture_from(draw->renderer, SDL_PIXELFORMAT_RGB888, pixels, SHADE_TILE, SHADE_TILE,
                                            SDL_BLENDMODE_BLEND)
                             : NULL;
        if (!draw->black) {
            draw_fill_rect(draw, rect, rgba(0, 0, 0, alpha));
            return;
        }
    }
    SDL_SetTextureAlphaMod(draw->black, alpha);
    for (int y = rect.y; y < rect.y + rect.h; y += SHADE_TILE)
        for (int x = rect.x; x < rect.x + rect.w; x += SHADE_TILE) {
            int w = rect.x + rect.w - x, h = rect.y + rect.h - y;
            SDL_Rect part = {0, 0, w < SHADE_TILE ? w : SHADE_TILE, h < SHADE_TILE ? h : SHADE_TILE};
            SDL_Rect dst = {x, y, part.w, part.h};
            SDL_RenderCopy(draw->renderer, draw->black, &part, &dst);
        }
}

void draw_circle(Draw *draw, int cx, int cy, int radius, SDL_Color colour)
{
    Rect rect = {cx - radius, cy - radius, 2 * radius + 1, 2 * radius + 1};
    draw_fill_round(draw, rect, radius, colour);
}

static SDL_Texture *make_gradient(Draw *draw, int w, int h, int radius, SDL_Color top, SDL_Color bottom)
{
    Uint32 *pixels = malloc(sizeof(Uint32) * (size_t)w * (size_t)h);
    if (!pixels)
        return NULL;
    for (int y = 0; y < h; y++) {
        float t = h > 1 ? (float)y / (float)(h - 1) : 0.0f;
        float r = top.r + (bottom.r - top.r) * t, g = top.g + (bottom.g - top.g) * t;
        float b = top.b + (bottom.b - top.b) * t, a = top.a + (bottom.a - top.a) * t;
        for (int x = 0; x < w; x++) {
            float d = box_distance(x + 0.5f - w * 0.5f, y + 0.5f - h * 0.5f, w * 0.5f, h * 0.5f, (float)radius);
            float cover = fminf(fmaxf(0.5f - d, 0.0f), 1.0f);
            Uint32 alpha = (Uint32)(a * cover + 0.5f);
            pixels[(size_t)y * (size_t)w + (size_t)x] = (alpha << 24) | ((Uint32)(r + 0.5f) << 16) |
                                                        ((Uint32)(g + 0.5f) << 8) | (Uint32)(b + 0.5f);
        }
    }
    return texture_from(draw->renderer, SDL_PIXELFORMAT_ARGB8888, pixels, w, h, SDL_BLENDMODE_BLEND);
}

static bool same_colour(SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }

void draw_gradient_round(Draw *draw, Rect rect, int radius, SDL_Color top, SDL_Color bottom)
{
    if (rect.w <= 0 || rect.h <= 0)
        return;
    draw->clock++;
    Gradient *victim = &draw->gradients[0];
    for (int i = 0; i < GRADIENTS; i++) {
        Gradient *g = &draw->gradients[i];
        if (g->texture && g->w == rect.w && g->h == rect.h && g->radius == radius && same_colour(g->top, top) &&
            same_colour(g->bottom, bottom)) {
            g->used = draw->clock;
            SDL_Rect dst = {rect.x, rect.y, rect.w, rect.h};
            SDL_RenderCopy(draw->renderer, g->texture, NULL, &dst);
            return;
        }
        if (!g->texture || (victim->texture && g->used < victim->used))
            victim = g;
    }
    if (victim->texture)
        SDL_DestroyTexture(victim->texture);
    memset(victim, 0, sizeof *victim);
    victim->texture = make_gradient(draw, rect.w, rect.h, radius, top, bottom);
    if (!victim->texture)
        return;
    victim->w = rect.w;
    victim->h = rect.h;
    victim->radius = radius;
    victim->top = top;
    victim->bottom = bottom;
    victim->used = draw->clock;
    SDL_Rect dst = {rect.x, rect.y, rect.w, rect.h};
    SDL_RenderCopy(draw->renderer, victim->texture, NULL, &dst);
}
