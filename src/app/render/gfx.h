/* What every drawing module needs, passed as one handle. */
#ifndef ECARTE_APP_GFX_H
#define ECARTE_APP_GFX_H

#include <SDL.h>

#include "render/cards.h"
#include "render/draw.h"
#include "render/palette.h"
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

/* The colours everything is drawn in: render/palette.h. */
#define COLOUR_IVORY PALETTE[PAL_IVORY]
#define COLOUR_GOLD PALETTE[PAL_GOLD]
#define COLOUR_GOLD_LIGHT PALETTE[PAL_GOLD_LIGHT]
#define COLOUR_INK PALETTE[PAL_INK]
#define COLOUR_TEXT PALETTE[PAL_TEXT]
#define COLOUR_TEXT_DIM PALETTE[PAL_TEXT_DIM]
#define COLOUR_WARN PALETTE[PAL_WARN]

#endif
