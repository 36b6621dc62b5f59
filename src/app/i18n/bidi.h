/* Splits a line of mixed-script text into the pieces a renderer draws one by
 * one: each piece has one font (Latin, Devanagari or Arabic) and one
 * direction, and the pieces come in visual order, left to right.
 *
 * SDL_ttf shapes one font at a time and has no font fallback, and a Sindhi
 * sentence holds card names (K♥) and numbers that read left to right inside
 * right-to-left text.  GNU FriBidi resolves the embedding levels (the Unicode
 * bidirectional algorithm, brackets included) and names the mirrored
 * characters; the font of each character is this module's own choice. */
#ifndef ECARTE_APP_BIDI_H
#define ECARTE_APP_BIDI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum ScriptFont { SCRIPT_LATIN, SCRIPT_DEVANAGARI, SCRIPT_ARABIC } ScriptFont;
enum { SCRIPT_FONT_COUNT = 3, BIDI_SEGMENTS_MAX = 96 };

typedef struct BidiSegment {
    int start, length; /* bytes of the logical text */
    ScriptFont font;
    int level;   /* the embedding level: odd reads right to left */
    bool rtl;    /* the level is odd */
    bool mirror; /* one character to draw as bidi_mirror gives it, as "(" shown as ")" */
} BidiSegment;

/* Fills out[] with the segments of text[0..length) in visual order and
 * returns their number (at most max; the rest of an over-long line is left
 * out).  rtl_paragraph: the line belongs to right-to-left text. */
int bidi_segments(const char *text, size_t length, bool rtl_paragraph, BidiSegment *out, int max);

/* The character a mirrored character is drawn as (itself if it has no
 * mirror image). */
uint32_t bidi_mirror(uint32_t code);

/* Copies the characters of a segment of text into out (size bytes, at least
 * segment->length + 5) as they are drawn, mirrored if need be, ends them with
 * a NUL and returns their length in bytes. */
int bidi_segment_text(const char *text, const BidiSegment *segment, char *out, size_t size);

/* Whether the text holds any right-to-left letter outside an isolate: what
 * an isolate holds (a name, say) reads its own way and turns no paragraph. */
bool bidi_has_rtl(const char *text, size_t length);

/* Whether the text is one left-to-right run in the Latin font, as
 * bidi_segments would find it: no Devanagari and no Arabic letter. */
bool bidi_is_plain(const char *text, size_t length);

#endif
