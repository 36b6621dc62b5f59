/* What every drawing module needs, passed as one handle. */
#ifndef ECARTE_APP_GFX_H
#define ECARTE_APP_GFX_H

#include <SDL.h>

#include "render/cards.h"
#include "render/draw.h"
#include "ui/layout.h"
#include "render/text.h"

typedef struct Gfx {
    SDL_Renderer *renderer;
    Draw *draw;
    TextRenderer *text;
    CardArt *cards;
    Deck deck;
    const Layout *layout;
} Gfx;

/* The palette, from the art notes (assets/source/README.md). */
#define COLOUR_IVORY rgba(0xfb, 0xfa, 0xf6, 255)
#define COLOUR_GOLD rgba(0xc9, 0xa2, 0x27, 255)
#define COLOUR_GOLD_LIGHT rgba(0xe8, 0xc8, 0x5a, 255)
#define COLOUR_INK rgba(0x1b, 0x1b, 0x1b, 255)
#define COLOUR_TEXT rgba(0xf3, 0xee, 0xdc, 255)
#define COLOUR_TEXT_DIM rgba(0xc8, 0xd6, 0xc8, 255)
#define COLOUR_WARN rgba(0xff, 0xd0, 0x70, 255)

#endif
