#include "i18n/bidi.h"

#include <stdint.h>
#include <string.h>

#include <fribidi.h>

enum { CHARS_MAX = 1024, NO_SCRIPT = -1, LRI = 0x2066, RLI = 0x2067, FSI = 0x2068, PDI = 0x2069 };

/* One line character by character, and what FriBidi is given: the same
 * characters, with an isolate round each signed number in right-to-left
 * text (see isolate_signed_numbers). */
typedef struct Line {
    int count;
    int start[CHARS_MAX], length[CHARS_MAX]; /* bytes of the text */
    uint32_t code[CHARS_MAX];
    FriBidiLevel level[CHARS_MAX];
    ScriptFont font[CHARS_MAX];
    int input_count;
    int input_of[CHARS_MAX]; /* where each character is in the input */
    FriBidiChar input[2 * CHARS_MAX];
    FriBidiCharType type[2 * CHARS_MAX];
    FriBidiBracketType bracket[2 * CHARS_MAX];
    FriBidiLevel input_level[2 * CHARS_MAX];
} Line;

/* Decodes one UTF-8 sequence; a malformed byte counts as one neutral char. */
static int decode(const unsigned char *s, size_t left, uint32_t *code)
{
    unsigned char c = s[0];
    int need = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
    if (need < 0 || (size_t)need >= left) {
        *code = 0xFFFD;
        return 1;
    }
    uint32_t value = need == 0 ? c : need == 1 ? (c & 0x1Fu) : need == 2 ? (c & 0x0Fu) : (c & 0x07u);
    for (int i = 1; i <= need; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *code = 0xFFFD;
            return 1;
        }
        value = value << 6 | (s[i] & 0x3Fu);
    }
    *code = value;
    return need + 1;
}

static bool in(uint32_t c, uint32_t low, uint32_t high) { return c >= low && c <= high; }

/* The font of a character that belongs to one script, or NO_SCRIPT for the
 * characters the scripts share (spaces, punctuation), which take a
 * neighbour's font.  Digits are drawn in the Latin font in every language;
 * the Arabic comma, semicolon, question mark and digits are shared. */
static int script_of(uint32_t c)
{
    if (in(c, '0', '9') || in(c, 'A', 'Z') || in(c, 'a', 'z') || in(c, 0xC0, 0x24F) || in(c, 0x2600, 0x26FF))
        return SCRIPT_LATIN;
    if (in(c, 0x0900, 0x097F) || in(c, 0xA8E0, 0xA8FF) || in(c, 0x1CD0, 0x1CFF))
        return SCRIPT_DEVANAGARI;
    if ((in(c, 0x0600, 0x06FF) && !in(c, 0x0660, 0x0669) && !in(c, 0x06F0, 0x06F9) && c != 0x060C && c != 0x061B &&
         c != 0x061F) ||
        in(c, 0x0750, 0x077F) || in(c, 0x08A0, 0x08FF) || in(c, 0xFB50, 0xFDFF) || in(c, 0xFE70, 0xFEFF))
        return SCRIPT_ARABIC;
    return NO_SCRIPT;
}

/* What the script fonts can draw besides their own letters (checked against
 * Noto Sans Devanagari and Noto Naskh Arabic as Debian ships them). */
static bool font_covers(ScriptFont font, uint32_t c)
{
    switch (font) {
    case SCRIPT_LATIN: return true;
    case SCRIPT_DEVANAGARI:
        return in(c, 0x20, 0x23) || c == 0x25 || in(c, 0x27, 0x3F) || in(c, 0x5B, 0x5F) || in(c, 0x7B, 0x7E) ||
               c == 0xA0 || in(c, 0x200B, 0x200D) || c == 0x2010 || in(c, 0x2013, 0x2014) || in(c, 0x2018, 0x2019) ||
               in(c, 0x201C, 0x201D) || c == 0x2026;
    case SCRIPT_ARABIC:
        return c == 0x20 || c == 0x21 || c == 0x2C || c == 0x2E || c == 0x3A || c == 0xA0 || c == 0xAB || c == 0xBB ||
               c == 0x060C || c == 0x061B || c == 0x061F || in(c, 0x200B, 0x200D);
    }
    return false;
}

/* The Arabic font shapes right to left, the others left to right. */
static bool font_reads_rtl(ScriptFont font) { return font == SCRIPT_ARABIC; }

uint32_t bidi_mirror(uint32_t code)
{
    FriBidiChar mirrored;
    return fribidi_get_mirror_char(code, &mirrored) ? mirrored : code;
}

static bool is_digit(uint32_t c) { return in(c, '0', '9'); }

/* The length of the number with its signs that starts at character i ("+1",
 * "-2", "88%", "3.5"), or 0 if none starts there or it has no sign. */
static int signed_number_at(const Line *line, int i)
{
    int at = i;
    bool signed_number = false;
    if ((line->code[at] == '+' || line->code[at] == '-') && at + 1 < line->count && is_digit(line->code[at + 1])) {
        signed_number = true;
        at++;
    }
    if (!is_digit(line->code[at]) || (at == i && i > 0 && is_digit(line->code[i - 1])))
        return 0;
    while (at < line->count && (is_digit(line->code[at]) || ((line->code[at] == '.' || line->code[at] == ',') &&
                                                             at + 1 < line->count && is_digit(line->code[at + 1]))))
        at++;
    if (at < line->count && line->code[at] == '%') {
        signed_number = true;
        at++;
    }
    return signed_number ? at - i : 0;
}

/* Lays out FriBidi's input.  Two rules are the game's own, higher-level
 * protocols as the Unicode algorithm allows.  A suit sign is a letter of the
 * card name beside it, so that "K♥" and "10♠" stay whole at the end of
 * right-to-left text.  In right-to-left text a number keeps its signs ("+1",
 * "88%") on the sides they are written on, as a left-to-right isolate:
 * after an Arabic letter its digits are Arabic numbers, which a sign does
 * not join. */
static void prepare_input(Line *line, bool rtl_paragraph)
{
    int n = 0;
    for (int i = 0; i < line->count;) {
        int number = rtl_paragraph ? signed_number_at(line, i) : 0;
        int end = number ? i + number : i + 1;
        if (number)
            line->input[n++] = LRI;
        for (; i < end; i++) {
            line->input_of[i] = n;
            line->input[n++] = line->code[i];
        }
        if (number)
            line->input[n++] = PDI;
    }
    line->input_count = n;
    fribidi_get_bidi_types(line->input, n, line->type);
    for (int i = 0; i < n; i++)
        if (in(line->input[i], 0x2660, 0x2667))
            line->type[i] = FRIBIDI_TYPE_LTR;
    fribidi_get_bracket_types(line->input, n, line->type, line->bracket);
}

static void decode_all(const char *text, size_t length, Line *line)
{
    line->count = 0;
    size_t at = 0;
    while (at < length && line->count < CHARS_MAX) {
        uint32_t code;
        int used = decode((const unsigned char *)text + at, length - at, &code);
        line->start[line->count] = (int)at;
        line->length[line->count] = used;
        line->code[line->count] = code;
        at += (size_t)used;
        line->count++;
    }
}

static void resolve_levels(Line *line, bool rtl_paragraph)
{
    prepare_input(line, rtl_paragraph);
    FriBidiParType direction = rtl_paragraph ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
    bool resolved = line->input_count == 0 ||
                    fribidi_get_par_embedding_levels_ex(line->type, line->bracket, line->input_count, &direction,
                                                        line->input_level) > 0;
    for (int i = 0; i < line->count; i++)
        line->level[i] = resolved ? line->input_level[line->input_of[i]] : (FriBidiLevel)rtl_paragraph;
}

/* A character of a script takes its font; the others draw in a neighbour's
 * font on the same level when it has the glyph, so that a word's spaces and
 * punctuation shape with it, else in the Latin font. */
static void choose_fonts(Line *line)
{
    for (int i = 0; i < line->count; i++) {
        int script = script_of(line->code[i]);
        if (script != NO_SCRIPT) {
            line->font[i] = (ScriptFont)script;
            continue;
        }
        ScriptFont font = SCRIPT_LATIN;
        int next = i + 1 < line->count ? script_of(line->code[i + 1]) : NO_SCRIPT;
        if (i > 0 && line->level[i - 1] == line->level[i] && font_covers(line->font[i - 1], line->code[i]))
            font = line->font[i - 1];
        else if (next != NO_SCRIPT && line->level[i + 1] == line->level[i] &&
                 font_covers((ScriptFont)next, line->code[i]))
            font = (ScriptFont)next;
        line->font[i] = font;
    }
}

/* A character the line reads right to left, in a font that shapes left to
 * right, is a segment of its own so that reordering the segments reverses
 * it; it is drawn mirrored if it has a mirror image.  The Arabic font's
 * shaping mirrors its own characters. */
static bool stands_alone(const Line *line, int i) { return (line->level[i] & 1) && !font_reads_rtl(line->font[i]); }

static void reverse(BidiSegment *s, int from, int to)
{
    for (to--; from < to; from++, to--) {
        BidiSegment swap = s[from];
        s[from] = s[to];
        s[to] = swap;
    }
}

/* Rule L2 on whole segments: from the highest level down to the lowest odd
 * one, every run of segments at that level or higher reverses. */
static void reorder(BidiSegment *s, int count)
{
    int highest = 0, lowest_odd = 255;
    for (int i = 0; i < count; i++) {
        if (s[i].level > highest)
            highest = s[i].level;
        if ((s[i].level & 1) && s[i].level < lowest_odd)
            lowest_odd = s[i].level;
    }
    for (int level = highest; level >= lowest_odd; level--) {
        for (int i = 0; i < count;) {
            if (s[i].level < level) {
                i++;
                continue;
            }
            int j = i;
            while (j < count && s[j].level >= level)
                j++;
            reverse(s, i, j);
            i = j;
        }
    }
}

int bidi_segments(const char *text, size_t length, bool rtl_paragraph, BidiSegment *out, int max)
{
    static _Thread_local Line line;
    decode_all(text, length, &line);
    resolve_levels(&line, rtl_paragraph);
    choose_fonts(&line);

    int segments = 0;
    for (int i = 0; i < line.count && segments < max; i++) {
        bool alone = stands_alone(&line, i);
        BidiSegment *last = segments ? &out[segments - 1] : NULL;
        if (last && !alone && last->font == line.font[i] && last->level == line.level[i] &&
            !stands_alone(&line, i - 1)) {
            last->length += line.length[i];
            continue;
        }
        out[segments++] = (BidiSegment){line.start[i],     line.length[i],
                                        line.font[i],      line.level[i],
                                        line.level[i] & 1, alone && bidi_mirror(line.code[i]) != line.code[i]};
    }
    reorder(out, segments);
    return segments;
}

int bidi_segment_text(const char *text, const BidiSegment *segment, char *out, size_t size)
{
    size_t length = (size_t)segment->length;
    if (size == 0)
        return 0;
    if (segment->mirror) {
        uint32_t code;
        decode((const unsigned char *)text + segment->start, length, &code);
        FriBidiChar mirrored = bidi_mirror(code);
        char utf8[8];
        length = (size_t)fribidi_unicode_to_charset(FRIBIDI_CHAR_SET_UTF8, &mirrored, 1, utf8);
        text = utf8;
        if (length >= size)
            length = size - 1;
        memcpy(out, text, length);
    } else {
        if (length >= size)
            length = size - 1;
        memcpy(out, text + segment->start, length);
    }
    out[length] = '\0';
    return (int)length;
}

bool bidi_has_rtl(const char *text, size_t length)
{
    size_t at = 0;
    int isolated = 0; /* what an isolate holds reads its own way, and turns no paragraph */
    while (at < length) {
        uint32_t code;
        at += (size_t)decode((const unsigned char *)text + at, length - at, &code);
        if (code == LRI || code == RLI || code == FSI) {
            isolated++;
            continue;
        }
        if (code == PDI) {
            isolated -= isolated > 0;
            continue;
        }
        FriBidiCharType type = fribidi_get_bidi_type(code);
        if (isolated == 0 && (type == FRIBIDI_TYPE_RTL || type == FRIBIDI_TYPE_AL))
            return true;
    }
    return false;
}

/* Plain text has no character of Devanagari or Arabic script, and none that
 * lifts a character off the level of a left-to-right paragraph: right-to-left
 * letters and Arabic digits.  Embeddings, overrides and isolates do so only
 * with characters after them: for those FriBidi tells. */
bool bidi_is_plain(const char *text, size_t length)
{
    size_t at = 0;
    bool explicit_direction = false;
    while (at < length) {
        uint32_t code;
        at += (size_t)decode((const unsigned char *)text + at, length - at, &code);
        int script = script_of(code);
        if (script == SCRIPT_DEVANAGARI || script == SCRIPT_ARABIC)
            return false;
        FriBidiCharType type = fribidi_get_bidi_type(code);
        if (type == FRIBIDI_TYPE_RTL || type == FRIBIDI_TYPE_AL || type == FRIBIDI_TYPE_AN)
            return false;
        explicit_direction = explicit_direction || FRIBIDI_IS_EXPLICIT(type) || FRIBIDI_IS_ISOLATE(type);
    }
    if (!explicit_direction)
        return true;
    BidiSegment segments[2];
    int count = bidi_segments(text, length, false, segments, 2);
    return count == 0 || (count == 1 && segments[0].font == SCRIPT_LATIN && !segments[0].rtl);
}
