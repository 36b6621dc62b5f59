/* The one text module: SDL2_ttf fonts at sizes that follow the window, and a
 * cache of rendered runs so a frame rarely rasterises a glyph. */
#ifndef ECARTE_APP_TEXT_H
#define ECARTE_APP_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "ui/layout.h"

typedef enum FontId {
    FONT_BODY,
    FONT_BOLD,
    FONT_SMALL,
    FONT_SMALL_BOLD,
    FONT_HEADING,
    FONT_SECTION, /* headings inside a page of text */
    FONT_TITLE,
    FONT_BIG,
    FONT_COUNT
} FontId;

typedef enum TextAlign { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT } TextAlign;
/* How text anchored at a point that layout_flip_x reflects is aligned:
 * the other way round in a mirrored layout. */
TextAlign text_align_mirrored(const Layout *layout, TextAlign align);

typedef struct TextRenderer TextRenderer;

/* Opens the regular and bold faces; on failure names the file in err.  The
 * other sizes, and the fonts of the other scripts, open when first used. */
TextRenderer *text_create(SDL_Renderer *renderer, const char *regular_path, const char *bold_path, char *err,
                          size_t size);
void text_destroy(TextRenderer *text);
/* How many font faces are open: each is opened when first drawn with, the
 * other scripts' only when a line of theirs is drawn. */
int text_fonts_open(const TextRenderer *text);

/* Sets the pixel size of every font from the layout (clears the cache when a
 * size changes). */
void text_set_layout(TextRenderer *text, const Layout *layout);

int text_width(TextRenderer *text, FontId font, const char *utf8);
int text_line_height(TextRenderer *text, FontId font);
/* Draws a line; x is the left edge, centre or right edge by align, y the top.
 * Returns the width drawn. */
int text_draw(TextRenderer *text, FontId font, const char *utf8, int x, int y, SDL_Color colour, TextAlign align);
/* The same with a soft dark shadow, for light text on the baize. */
int text_draw_shadowed(TextRenderer *text, FontId font, const char *utf8, int x, int y, SDL_Color colour,
                       TextAlign align);
/* Draws a line centred vertically in a rect. */
void text_draw_in(TextRenderer *text, FontId font, const char *utf8, Rect rect, SDL_Color colour, TextAlign align,
                  bool shadow);

/* Wrapped text is set with a little extra leading, for reading comfort. */
int text_paragraph_skip(TextRenderer *text, FontId font);

/* Word-wraps to `width`; the wrap is cached.  Writes each line's byte range
 * and returns how many lines there are (at most max_lines). */
typedef struct TextLine {
    int start, length;
} TextLine;
int text_wrap(TextRenderer *text, FontId font, const char *utf8, int width, TextLine *lines, int max_lines);
/* Draws wrapped text from (x, y); returns the height used. */
int text_draw_wrapped(TextRenderer *text, FontId font, const char *utf8, int x, int y, int width, SDL_Color colour,
                      TextAlign align, bool shadow);
/* The height wrapped text would take. */
int text_wrapped_height(TextRenderer *text, FontId font, const char *utf8, int width);

/* The largest of the fonts `candidates` (best first) in which a line fits. */
FontId text_fit(TextRenderer *text, const FontId *candidates, int count, const char *utf8, int width);

void text_new_frame(TextRenderer *text);
/* The smallest font size, in pixels, drawn since it was last asked (0 when
 * nothing was): what the smallest text is measured by. */
int text_smallest_drawn(TextRenderer *text);

#endif
