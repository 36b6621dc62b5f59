/* The card art: SVG files rasterised at the exact pixel size they are shown
 * at, cached per size, so cards are crisp at any window size. */
#ifndef ECARTE_APP_CARDS_H
#define ECARTE_APP_CARDS_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "ecarte/card.h"

typedef struct CardArt CardArt;

/* The faces: the standard deck, the four-colour one, and each with
 * high-contrast corners (large bold indices in pure colours on white). */
typedef enum Deck { DECK_STANDARD, DECK_FOUR_COLOUR, DECK_HIGH_CONTRAST, DECK_HIGH_CONTRAST_FOUR, DECK_COUNT } Deck;

/* The deck of those two choices. */
static inline Deck cards_deck(bool four_colour, bool high_contrast)
{
    return (Deck)((high_contrast ? DECK_HIGH_CONTRAST : DECK_STANDARD) + (four_colour ? 1 : 0));
}

/* Loads every SVG of the standard deck and the back from data_dir/cards,
 * before any window opens.  On a missing or broken file returns NULL, sets
 * *missing accordingly and writes the file's path into err.  Textures need
 * cards_attach first. */
CardArt *cards_create(const char *data_dir, bool *missing, char *err, size_t size);
void cards_attach(CardArt *art, SDL_Renderer *renderer);
/* A file that parsed but did not draw as a card, found by the background
 * rasteriser: true, with its deck and path. */
bool cards_damaged(CardArt *art, Deck *deck, char *name, size_t size);
/* Gives up any deck but the standard one. */
void cards_drop_deck(CardArt *art, Deck deck);
void cards_destroy(CardArt *art);

/* Loads the faces of any deck (data_dir/cards/four-colour,
 * high-contrast, high-contrast-four-colour); false with a message if they
 * are missing or damaged. */
bool cards_load_deck(CardArt *art, Deck deck, char *err, size_t size);

/* Width / height of the art. */
float cards_aspect(const CardArt *art);

/* The face (or, for CARD_NONE, the back) rasterised `height` pixels tall;
 * NULL if it cannot be drawn. */
SDL_Texture *cards_texture(CardArt *art, Card card, Deck deck, int height);
/* The largest size already rasterised no smaller than height, else any:
 * for cards in motion, whose size changes every frame. */
SDL_Texture *cards_texture_near(CardArt *art, Card card, Deck deck, int height);

/* The face lying sideways (turned 90 degrees clockwise), made from the same
 * rasterised pixels: an exact rotation, and no per-frame rotation work. */
SDL_Texture *cards_texture_sideways(CardArt *art, Card card, Deck deck, int height);
/* Whether cards of this height are already rasterised (a size in use). */
bool cards_has_height(const CardArt *art, int height);
/* Whether this face (or, for CARD_NONE, the back) is rasterised at this
 * height. */
bool cards_ready(const CardArt *art, Card card, Deck deck, int height);

/* Rasterises ahead, on a background thread, so that no frame waits for the
 * rasteriser when a card first shows: the back at each of the heights, and
 * the faces in faces[i] at heights[i] -- at the first height (the table's)
 * all of them at once, since any may be played next; at the others a face
 * only once it has come to the table (it is in `first`, the cards on the
 * table now, or has been drawn since), which spares start-up the work and
 * the memory of faces that no one has seen yet.  The backs and `first` come
 * first.  Replaces any earlier request, keeping what it already finished. */
void cards_prewarm(CardArt *art, Deck deck, const int *heights, const CardSet *faces, int count, CardSet first);
/* Turns what the background rasteriser has finished into textures, and
 * gives it the faces that have come to the table since; true while it
 * still has work. */
bool cards_prewarm_collect(CardArt *art);

/* Forgets every rasterised size (the window was resized). */
void cards_flush(CardArt *art);
/* Marks the start of a frame, for evicting sizes no longer used. */
void cards_new_frame(CardArt *art);

#endif
