/* Drawing primitives on the SDL renderer: the baize, anti-aliased rounded
 * rectangles and soft shadows.  The shapes are small textures made once in
 * software and stretched nine-slice, which keeps the software renderer fast. */
#ifndef ECARTE_APP_DRAW_H
#define ECARTE_APP_DRAW_H

#include <SDL.h>

#include "ui/layout.h"

typedef struct Draw Draw;

Draw *draw_create(SDL_Renderer *renderer);
void draw_destroy(Draw *draw);
/* Starts a frame: bounds how many new shape textures one frame may make. */
void draw_new_frame(Draw *draw);

/* The cloth: lighter in the centre, darker at the edges, a faint grain.
 * Made once per window size. */
void draw_baize(Draw *draw, int width, int height);

void draw_fill_round(Draw *draw, Rect rect, int radius, SDL_Color colour);
void draw_frame_round(Draw *draw, Rect rect, int radius, int thickness, SDL_Color colour);
/* A soft shadow around `rect`, spreading `blur` pixels; `hollow` skips the
 * middle, for shapes that are opaque and cover it anyway (cards). */
void draw_shadow(Draw *draw, Rect rect, int radius, int blur, SDL_Color colour, bool hollow);
/* The same for a shape whose size changes every frame (a card in flight):
 * drawn at a size rounded to a few pixels, so its textures are reused. */
void draw_shadow_passing(Draw *draw, Rect rect, int radius, int blur, SDL_Color colour, bool hollow);
void draw_fill_rect(Draw *draw, Rect rect, SDL_Color colour);
/* Darkens `rect` as black at `alpha` would, faster than a blended fill. */
void draw_shade(Draw *draw, Rect rect, Uint8 alpha);
void draw_circle(Draw *draw, int cx, int cy, int radius, SDL_Color colour);
/* A vertical gradient in a rounded rect, for buttons and panels. */
void draw_gradient_round(Draw *draw, Rect rect, int radius, SDL_Color top, SDL_Color bottom);

SDL_Color rgba(Uint8 r, Uint8 g, Uint8 b, Uint8 a);

#endif
