/* Every colour the table and its panels are drawn in, by name, and every
 * pair of a text's colour and what it is drawn on.  The drawing code reads
 * its colours here, and the test of contrast reads the same pairs, so the
 * two cannot drift apart: each pair meets WCAG 2 AA, 4.5:1 for text of
 * ordinary size and 3:1 for large text.  Large is 18 pt or 14 pt bold, at
 * 96 pixels to the inch 24 px or 18.67 px bold; no text of the game is
 * counted large below those sizes at 100 %, whatever the window. */
#ifndef ECARTE_APP_PALETTE_H
#define ECARTE_APP_PALETTE_H

#include <stdbool.h>

#include <SDL.h>

typedef enum PaletteColour {
    /* Text. */
    PAL_IVORY,      /* headings and values */
    PAL_TEXT,       /* body text on the dark greens */
    PAL_TEXT_DIM,   /* secondary text on the dark greens */
    PAL_GOLD,       /* rims and the gold of the controls */
    PAL_GOLD_LIGHT, /* gold headings and the trumps */
    PAL_WARN,       /* a warning on the message line */
    PAL_INK,        /* dark text on light badges */
    PAL_BUTTON_INK, /* a button's label, the dealer chip, the bubble */
    PAL_DISABLED,   /* the label of a control that cannot be used now */
    /* The keyboard's focus ring: a light band between dark lines. */
    PAL_FOCUS,
    PAL_FOCUS_EDGE,
    /* The cloth: the centre and the edge of its gradient, and the lightest
     * any point of it gets, its grain added (draw.c). */
    PAL_BAIZE_CENTRE,
    PAL_BAIZE_EDGE,
    PAL_BAIZE_LIGHTEST,
    /* Panels and boxes. */
    PAL_PANEL,        /* every panel over the table */
    PAL_SCORE,        /* the score box */
    PAL_CHROME,       /* the round menu and help buttons */
    PAL_CHROME_HOVER, /* the same under the pointer, a lesson's row under it */
    PAL_ROW,          /* a lesson's row */
    PAL_TAB,          /* a statistics tab */
    PAL_PICTURE_TOP,  /* the review's picture of the table, a gradient */
    PAL_PICTURE_BOTTOM,
    PAL_CHIP, /* the dealer chip and the opponent's bubble */
    /* The buttons' gradients, top and bottom, in each state. */
    PAL_BUTTON_TOP,
    PAL_BUTTON_BOTTOM,
    PAL_BUTTON_HOVER_TOP,
    PAL_BUTTON_HOVER_BOTTOM,
    PAL_BUTTON_PRESSED_TOP,
    PAL_BUTTON_PRESSED_BOTTOM,
    PAL_PRIMARY_TOP,
    PAL_PRIMARY_BOTTOM,
    PAL_PRIMARY_HOVER_TOP,
    PAL_PRIMARY_HOVER_BOTTOM,
    PAL_PRIMARY_PRESSED_TOP,
    PAL_PRIMARY_PRESSED_BOTTOM,
    /* The coach's parchment panel. */
    PAL_PARCHMENT,
    PAL_COACH_INK,
    PAL_COACH_WARN,
    PAL_COACH_GREEN,
    /* The review's grades, as text on a panel and as badges under ink. */
    PAL_GRADE_GOOD,
    PAL_GRADE_INACCURACY,
    PAL_GRADE_MISTAKE,
    PAL_GRADE_BLUNDER,
    /* A card chosen to throw away: its band and badge, a white cross on it. */
    PAL_CHOSEN,
    PAL_BLACK,
    PAL_WHITE,
    PAL_COUNT
} PaletteColour;

extern const SDL_Color PALETTE[PAL_COUNT];

/* A translucent shape laid over the baize under text: the message line's
 * pill and the piles' labels. */
enum { PALETTE_PLATE_ALPHA = 80, PALETTE_WARNING_PLATE_ALPHA = 120 };
/* The baize's grain, in sixteenths of a level of green (red and blue take
 * seven tenths): the mottling, the fine grain and the weave at their most. */
enum { BAIZE_MOTTLE = 40, BAIZE_GRAIN = 40, BAIZE_WEAVE = 10 };

/* Text of colour `text` on `back`, over which `over` may first be laid at
 * `over_alpha` (0: nothing laid over). */
typedef struct PalettePair {
    const char *where;
    PaletteColour text, back, over;
    Uint8 over_alpha;
    bool large; /* only ever drawn large: 3:1 is enough */
} PalettePair;

extern const PalettePair PALETTE_PAIRS[];
extern const int PALETTE_PAIR_COUNT;

/* What a pair's text is seen against. */
SDL_Color palette_background(const PalettePair *pair);
/* WCAG 2's relative luminance, 0 to 1, and the contrast ratio of two
 * colours, 1 to 21. */
double palette_luminance(SDL_Color colour);
double palette_contrast(SDL_Color a, SDL_Color b);
/* The ratio a pair needs. */
double palette_needed(const PalettePair *pair);

#endif
