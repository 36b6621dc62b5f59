/* Splits a line of mixed-script text into the pieces a renderer draws one by
 * one: each piece has one font (Latin, Devanagari or Arabic) and one
 * direction, and the pieces come in visual order, left to right.
 *
 * SDL_ttf shapes one font at a time and has no font fallback, and a Sindhi
 * sentence holds card names (K♥) and numbers that read left to right inside
 * right-to-left text.  This is a small subset of the Unicode bidirectional
 * algorithm that is enough for the game's own strings: strong letters,
 * European digits as left-to-right islands, neutrals taking the direction of
 * their neighbours, and mirrored brackets in right-to-left context. */
#ifndef ECARTE_APP_BIDI_H
#define ECARTE_APP_BIDI_H

#include <stdbool.h>
#include <stddef.h>

typedef enum ScriptFont { SCRIPT_LATIN, SCRIPT_DEVANAGARI, SCRIPT_ARABIC } ScriptFont;
enum { SCRIPT_FONT_COUNT = 3, BIDI_SEGMENTS_MAX = 96 };

typedef struct BidiSegment {
    int start, length; /* bytes of the logical text */
    ScriptFont font;
    bool rtl;    /* shape right to left (Arabic letters) */
    bool mirror; /* a bracket to draw mirrored, as "(" shown as ")" */
} BidiSegment;

/* Fills out[] with the segments of text[0..length) in visual order and
 * returns their number (at most max; the rest of an over-long line is left
 * out).  rtl_paragraph: the line belongs to right-to-left text. */
int bidi_segments(const char *text, size_t length, bool rtl_paragraph, BidiSegment *out, int max);

/* The character a mirrored bracket is drawn as. */
char bidi_mirror(char c);

/* Whether the text holds any right-to-left letter. */
bool bidi_has_rtl(const char *text, size_t length);

/* Whether the text is one left-to-right run in the Latin font, as
 * bidi_segments would find it: no Devanagari and no Arabic letter. */
bool bidi_is_plain(const char *text, size_t length);

#endif
