#include "render/palette.h"

#include <math.h>

#define RGB(r, g, b) \
    { \
        r, g, b, 255 \
    }

/* From the art notes (assets/source/README.md). */
const SDL_Color PALETTE[PAL_COUNT] = {
    [PAL_IVORY] = RGB(0xfb, 0xfa, 0xf6),
    [PAL_TEXT] = RGB(0xf3, 0xee, 0xdc),
    [PAL_TEXT_DIM] = RGB(0xc8, 0xd6, 0xc8),
    [PAL_GOLD] = RGB(0xc9, 0xa2, 0x27),
    [PAL_GOLD_LIGHT] = RGB(0xe8, 0xc8, 0x5a),
    [PAL_WARN] = RGB(0xff, 0xd0, 0x70),
    [PAL_INK] = RGB(0x1b, 0x1b, 0x1b),
    [PAL_BUTTON_INK] = RGB(0x2a, 0x22, 0x08),
    [PAL_DISABLED] = RGB(0x8f, 0xa8, 0x98),
    [PAL_FOCUS] = RGB(0xff, 0xf3, 0x8a),
    [PAL_FOCUS_EDGE] = RGB(0x10, 0x10, 0x10),
    [PAL_BAIZE_CENTRE] = RGB(0x23, 0x73, 0x4a),
    [PAL_BAIZE_EDGE] = RGB(0x0e, 0x3d, 0x26),
    [PAL_BAIZE_LIGHTEST] = RGB(0x27, 0x79, 0x4e),
    [PAL_PANEL] = RGB(0x0c, 0x2e, 0x1e),
    [PAL_SCORE] = RGB(0x0b, 0x30, 0x1f),
    [PAL_CHROME] = RGB(0x0d, 0x33, 0x21),
    [PAL_CHROME_HOVER] = RGB(0x1d, 0x5c, 0x3c),
    [PAL_ROW] = RGB(0x12, 0x42, 0x2b),
    [PAL_TAB] = RGB(0x16, 0x48, 0x2f),
    [PAL_PICTURE_TOP] = RGB(0x1b, 0x63, 0x40),
    [PAL_PICTURE_BOTTOM] = RGB(0x15, 0x50, 0x33),
    [PAL_CHIP] = RGB(0xfb, 0xfa, 0xf6),
    [PAL_BUTTON_TOP] = RGB(0xfb, 0xfa, 0xf6),
    [PAL_BUTTON_BOTTOM] = RGB(0xe2, 0xdb, 0xc6),
    [PAL_BUTTON_HOVER_TOP] = RGB(0xff, 0xff, 0xff),
    [PAL_BUTTON_HOVER_BOTTOM] = RGB(0xee, 0xe8, 0xd6),
    [PAL_BUTTON_PRESSED_TOP] = RGB(0xe2, 0xdb, 0xc6),
    [PAL_BUTTON_PRESSED_BOTTOM] = RGB(0xcc, 0xc3, 0xa8),
    [PAL_PRIMARY_TOP] = RGB(0xef, 0xd2, 0x7a),
    [PAL_PRIMARY_BOTTOM] = RGB(0xc9, 0xa2, 0x27),
    [PAL_PRIMARY_HOVER_TOP] = RGB(0xf7, 0xe0, 0x98),
    [PAL_PRIMARY_HOVER_BOTTOM] = RGB(0xd8, 0xb4, 0x3e),
    [PAL_PRIMARY_PRESSED_TOP] = RGB(0xc9, 0xa2, 0x27),
    /* The darkest gold that still carries the label at 4.5:1. */
    [PAL_PRIMARY_PRESSED_BOTTOM] = RGB(0xb3, 0x8c, 0x20),
    [PAL_PARCHMENT] = RGB(0xf7, 0xf0, 0xdc),
    [PAL_COACH_INK] = RGB(0x24, 0x20, 0x14),
    [PAL_COACH_WARN] = RGB(0xa3, 0x3a, 0x0c),
    [PAL_COACH_GREEN] = RGB(0x16, 0x4a, 0x30),
    [PAL_GRADE_GOOD] = RGB(0x74, 0xcf, 0x86),
    [PAL_GRADE_INACCURACY] = RGB(0xe8, 0xc8, 0x5a),
    [PAL_GRADE_MISTAKE] = RGB(0xf0, 0x94, 0x3c),
    [PAL_GRADE_BLUNDER] = RGB(0xf2, 0x70, 0x5f),
    [PAL_CHOSEN] = RGB(0x7b, 0x1f, 0xa2),
    [PAL_BLACK] = RGB(0, 0, 0),
    [PAL_WHITE] = RGB(0xff, 0xff, 0xff),
};

#define ON(where, text, back) \
    { \
        where, text, back, PAL_BLACK, 0, false \
    }
#define OVER(where, text, back, over, alpha) \
    { \
        where, text, back, over, alpha, false \
    }

const PalettePair PALETTE_PAIRS[] = {
    /* On the cloth, wherever it is lightest. */
    OVER("a pile's label", PAL_TEXT_DIM, PAL_BAIZE_LIGHTEST, PAL_BLACK, PALETTE_PLATE_ALPHA),
    OVER("the trumps", PAL_GOLD_LIGHT, PAL_BAIZE_LIGHTEST, PAL_BLACK, PALETTE_PLATE_ALPHA),
    OVER("the message line", PAL_TEXT, PAL_BAIZE_LIGHTEST, PAL_BLACK, PALETTE_PLATE_ALPHA),
    OVER("a warning", PAL_WARN, PAL_BAIZE_LIGHTEST, PAL_BLACK, PALETTE_WARNING_PLATE_ALPHA),
    /* The table's controls and boxes. */
    ON("the menu and help buttons", PAL_TEXT, PAL_CHROME),
    ON("the menu and help buttons under the pointer", PAL_IVORY, PAL_CHROME_HOVER),
    ON("a control that cannot be used", PAL_DISABLED, PAL_CHROME),
    ON("the score's title", PAL_GOLD_LIGHT, PAL_SCORE),
    ON("a name in the score", PAL_TEXT, PAL_SCORE),
    ON("the side to act, and the points", PAL_IVORY, PAL_SCORE),
    ON("the dealer chip and the bubble", PAL_BUTTON_INK, PAL_CHIP),
    ON("a button, top", PAL_BUTTON_INK, PAL_BUTTON_TOP),
    ON("a button, bottom", PAL_BUTTON_INK, PAL_BUTTON_BOTTOM),
    ON("a button under the pointer, top", PAL_BUTTON_INK, PAL_BUTTON_HOVER_TOP),
    ON("a button under the pointer, bottom", PAL_BUTTON_INK, PAL_BUTTON_HOVER_BOTTOM),
    ON("a button pressed, top", PAL_BUTTON_INK, PAL_BUTTON_PRESSED_TOP),
    ON("a button pressed, bottom", PAL_BUTTON_INK, PAL_BUTTON_PRESSED_BOTTOM),
    ON("the main button, top", PAL_BUTTON_INK, PAL_PRIMARY_TOP),
    ON("the main button, bottom", PAL_BUTTON_INK, PAL_PRIMARY_BOTTOM),
    ON("the main button under the pointer, top", PAL_BUTTON_INK, PAL_PRIMARY_HOVER_TOP),
    ON("the main button under the pointer, bottom", PAL_BUTTON_INK, PAL_PRIMARY_HOVER_BOTTOM),
    ON("the main button pressed, top", PAL_BUTTON_INK, PAL_PRIMARY_PRESSED_TOP),
    ON("the main button pressed, bottom", PAL_BUTTON_INK, PAL_PRIMARY_PRESSED_BOTTOM),
    /* Panels: the menu, rules, settings, statistics, summary, end of the
     * game, review, lessons, the coach's question, confirmations. */
    ON("a panel's heading", PAL_IVORY, PAL_PANEL),
    ON("a panel's text", PAL_TEXT, PAL_PANEL),
    ON("a panel's quieter text", PAL_TEXT_DIM, PAL_PANEL),
    ON("a panel's gold heading", PAL_GOLD_LIGHT, PAL_PANEL),
    ON("a panel's warning", PAL_WARN, PAL_PANEL),
    OVER("the settings' chosen row", PAL_GOLD_LIGHT, PAL_PANEL, PAL_GOLD, 60),
    OVER("a value on the chosen row", PAL_IVORY, PAL_PANEL, PAL_GOLD, 60),
    OVER("a setting under the pointer", PAL_TEXT, PAL_PANEL, PAL_WHITE, 18),
    ON("a lesson's title", PAL_IVORY, PAL_ROW),
    ON("a lesson done", PAL_GOLD_LIGHT, PAL_ROW),
    ON("a lesson's summary", PAL_TEXT_DIM, PAL_ROW),
    ON("a lesson under the pointer", PAL_IVORY, PAL_CHROME_HOVER),
    ON("a lesson's summary under the pointer", PAL_TEXT_DIM, PAL_CHROME_HOVER),
    ON("a lesson's number", PAL_IVORY, PAL_SCORE),
    ON("a statistics tab", PAL_TEXT_DIM, PAL_TAB),
    ON("the statistics tab shown", PAL_IVORY, PAL_CHROME_HOVER),
    ON("the review's names, top", PAL_IVORY, PAL_PICTURE_TOP),
    ON("the review's labels, top", PAL_TEXT_DIM, PAL_PICTURE_TOP),
    ON("the review's labels, bottom", PAL_TEXT_DIM, PAL_PICTURE_BOTTOM),
    ON("a good decision", PAL_GRADE_GOOD, PAL_PANEL),
    ON("an inaccuracy", PAL_GRADE_INACCURACY, PAL_PANEL),
    ON("a mistake", PAL_GRADE_MISTAKE, PAL_PANEL),
    ON("a blunder", PAL_GRADE_BLUNDER, PAL_PANEL),
    ON("a good decision's badge", PAL_INK, PAL_GRADE_GOOD),
    ON("an inaccuracy's badge", PAL_INK, PAL_GRADE_INACCURACY),
    ON("a mistake's badge", PAL_INK, PAL_GRADE_MISTAKE),
    ON("a blunder's badge", PAL_INK, PAL_GRADE_BLUNDER),
    /* The coach over the table. */
    ON("the coach's words", PAL_COACH_INK, PAL_PARCHMENT),
    ON("the coach's warning", PAL_COACH_WARN, PAL_PARCHMENT),
    ON("the coach's heading", PAL_COACH_GREEN, PAL_PARCHMENT),
    ON("the coach's name", PAL_IVORY, PAL_COACH_GREEN),
    /* The focus ring is no text, but must stand out as much: its light band
     * on the cloth and the panels, its dark lines on whatever is light. */
    ON("the focus ring on the cloth", PAL_FOCUS, PAL_BAIZE_LIGHTEST),
    ON("the focus ring on a panel", PAL_FOCUS, PAL_PANEL),
    ON("the focus ring on a lesson's row", PAL_FOCUS, PAL_ROW),
    ON("the focus ring's edge on the parchment", PAL_FOCUS_EDGE, PAL_PARCHMENT),
    ON("the focus ring's edge on a button", PAL_FOCUS_EDGE, PAL_BUTTON_TOP),
    ON("the focus ring's edge on the main button", PAL_FOCUS_EDGE, PAL_PRIMARY_TOP),
    ON("the focus ring's edge on its band", PAL_FOCUS_EDGE, PAL_FOCUS),
    ON("a key cap", PAL_TEXT, PAL_PANEL),
    /* A card chosen to throw away is no text either: its cross on its
     * badge, its band on the card's face, the badge's edge on the cloth. */
    ON("the cross of a card chosen to throw away", PAL_WHITE, PAL_CHOSEN),
    ON("the band of a card chosen to throw away", PAL_CHOSEN, PAL_IVORY),
    ON("the edge of the badge of a chosen card", PAL_IVORY, PAL_BAIZE_LIGHTEST),
};

const int PALETTE_PAIR_COUNT = (int)(sizeof PALETTE_PAIRS / sizeof PALETTE_PAIRS[0]);

SDL_Color palette_background(const PalettePair *pair)
{
    SDL_Color back = PALETTE[pair->back], over = PALETTE[pair->over];
    int a = pair->over_alpha;
    /* As SDL blends: source over destination, rounded. */
    SDL_Color out = {(Uint8)((over.r * a + back.r * (255 - a) + 127) / 255),
                     (Uint8)((over.g * a + back.g * (255 - a) + 127) / 255),
                     (Uint8)((over.b * a + back.b * (255 - a) + 127) / 255), 255};
    return out;
}

static double linear(Uint8 channel)
{
    double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

double palette_luminance(SDL_Color colour)
{
    return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b);
}

double palette_contrast(SDL_Color a, SDL_Color b)
{
    double la = palette_luminance(a), lb = palette_luminance(b);
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

double palette_needed(const PalettePair *pair) { return pair->large ? 3.0 : 4.5; }
