#include "i18n/bidi.h"

#include <stdint.h>

typedef enum CharClass { CLASS_LATIN, CLASS_DEVANAGARI, CLASS_ARABIC, CLASS_DIGIT, CLASS_NEUTRAL } CharClass;

typedef struct Glyph {
    int start, length;
    uint32_t code;
    CharClass class;
    bool rtl; /* resolved direction */
    ScriptFont font;
    bool joins; /* a sign that belongs to the number beside it */
} Glyph;

enum { GLYPHS_MAX = 1024 };

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

static CharClass classify(uint32_t c)
{
    if (in(c, '0', '9'))
        return CLASS_DIGIT;
    if (in(c, 'A', 'Z') || in(c, 'a', 'z') || in(c, 0xC0, 0x24F) || in(c, 0x2600, 0x26FF) || c == 0x2630 /* ☰ */)
        return CLASS_LATIN;
    if (in(c, 0x0900, 0x097F) || in(c, 0xA8E0, 0xA8FF) || in(c, 0x1CD0, 0x1CFF))
        return CLASS_DEVANAGARI;
    if ((in(c, 0x0600, 0x06FF) && !in(c, 0x0660, 0x0669) && !in(c, 0x06F0, 0x06F9) && c != 0x060C && c != 0x061B &&
         c != 0x061F) ||
        in(c, 0x0750, 0x077F) || in(c, 0x08A0, 0x08FF) || in(c, 0xFB50, 0xFDFF) || in(c, 0xFE70, 0xFEFF))
        return CLASS_ARABIC;
    return CLASS_NEUTRAL;
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

static ScriptFont own_font(CharClass class)
{
    return class == CLASS_DEVANAGARI ? SCRIPT_DEVANAGARI : class == CLASS_ARABIC ? SCRIPT_ARABIC : SCRIPT_LATIN;
}

char bidi_mirror(char c)
{
    switch (c) {
    case '(': return ')';
    case ')': return '(';
    case '[': return ']';
    case ']': return '[';
    case '{': return '}';
    case '}': return '{';
    case '<': return '>';
    case '>': return '<';
    default: return c;
    }
}

static bool is_mirrored(uint32_t c) { return c < 0x80 && bidi_mirror((char)c) != (char)c; }

/* A number's own signs travel with it: "88%", "+1", "-2", "3.5"; a full
 * stop after "+1." ends the sentence instead. */
static bool joins_number(uint32_t c, bool digit_before, bool digit_after)
{
    switch (c) {
    case '%': return digit_before;
    case '+':
    case '-': return digit_after;
    case '.':
    case ',': return digit_before && digit_after;
    default: return false;
    }
}

static int decode_all(const char *text, size_t length, Glyph *glyphs)
{
    int count = 0;
    size_t at = 0;
    while (at < length && count < GLYPHS_MAX) {
        uint32_t code;
        int used = decode((const unsigned char *)text + at, length - at, &code);
        glyphs[count] = (Glyph){(int)at, used, code, classify(code), false, SCRIPT_LATIN, false};
        at += (size_t)used;
        count++;
    }
    /* Signs next to digits join the number, judged on the digits alone so
     * that one sign does not pull in the next: marked first, then joined. */
    for (int i = 0; i < count; i++) {
        bool before = i > 0 && glyphs[i - 1].class == CLASS_DIGIT;
        bool after = i + 1 < count && glyphs[i + 1].class == CLASS_DIGIT;
        glyphs[i].joins = glyphs[i].class == CLASS_NEUTRAL && joins_number(glyphs[i].code, before, after);
    }
    for (int i = 0; i < count; i++)
        if (glyphs[i].joins)
            glyphs[i].class = CLASS_DIGIT;
    return count;
}

/* The nearest strong direction before/after i: 1 right to left, 0 left to
 * right, -1 none.  Digits count as right to left in right-to-left text, as
 * the Unicode algorithm has it (rule N1): "0 – 5" there is two numbers read
 * in right-to-left order, not one left-to-right phrase. */
static int direction_of(const Glyph *g, bool rtl_paragraph)
{
    return g->class == CLASS_ARABIC || (g->class == CLASS_DIGIT && rtl_paragraph);
}

static int strong_before(const Glyph *g, int i, bool rtl_paragraph)
{
    for (int j = i - 1; j >= 0; j--)
        if (g[j].class != CLASS_NEUTRAL)
            return direction_of(&g[j], rtl_paragraph);
    return -1;
}

static int strong_after(const Glyph *g, int count, int i, bool rtl_paragraph)
{
    for (int j = i + 1; j < count; j++)
        if (g[j].class != CLASS_NEUTRAL)
            return direction_of(&g[j], rtl_paragraph);
    return -1;
}

static void resolve(Glyph *g, int count, bool rtl_paragraph)
{
    for (int i = 0; i < count; i++) {
        if (g[i].class != CLASS_NEUTRAL) {
            g[i].rtl = g[i].class == CLASS_ARABIC;
            g[i].font = own_font(g[i].class);
            continue;
        }
        int before = strong_before(g, i, rtl_paragraph), after = strong_after(g, count, i, rtl_paragraph);
        bool ltr_both = before == 0 && after == 0;
        bool rtl_both = before == 1 && after == 1;
        g[i].rtl = rtl_paragraph ? !ltr_both : rtl_both;
    }
    /* Neutrals draw in a neighbour's font when it has the glyph, so that a
     * word's spaces and punctuation shape with it. */
    for (int i = 0; i < count; i++) {
        if (g[i].class != CLASS_NEUTRAL)
            continue;
        ScriptFont font = SCRIPT_LATIN;
        if (i > 0 && g[i - 1].rtl == g[i].rtl && font_covers(g[i - 1].font, g[i].code))
            font = g[i - 1].font;
        else if (i + 1 < count && g[i + 1].class != CLASS_NEUTRAL && (g[i + 1].class == CLASS_ARABIC) == g[i].rtl &&
                 font_covers(own_font(g[i + 1].class), g[i].code))
            font = own_font(g[i + 1].class);
        g[i].font = font;
    }
}

static void reverse(BidiSegment *s, int from, int to)
{
    for (to--; from < to; from++, to--) {
        BidiSegment swap = s[from];
        s[from] = s[to];
        s[to] = swap;
    }
}

int bidi_segments(const char *text, size_t length, bool rtl_paragraph, BidiSegment *out, int max)
{
    static _Thread_local Glyph glyphs[GLYPHS_MAX];
    int count = decode_all(text, length, glyphs);
    resolve(glyphs, count, rtl_paragraph);

    /* Logical runs of one font and direction; a Latin-font neutral inside
     * right-to-left text stands alone, to be reversed and mirrored. */
    int segments = 0;
    for (int i = 0; i < count && segments < max; i++) {
        const Glyph *g = &glyphs[i];
        bool alone = g->rtl && g->font == SCRIPT_LATIN;
        BidiSegment *last = segments ? &out[segments - 1] : NULL;
        if (last && !alone && last->font == g->font && last->rtl == g->rtl && !last->mirror &&
            !(last->rtl && last->font == SCRIPT_LATIN)) {
            last->length += g->length;
            continue;
        }
        out[segments++] = (BidiSegment){g->start, g->length, g->font, g->rtl, alone && is_mirrored(g->code)};
    }
    /* Visual order (rule L2 with two levels): in a right-to-left line the
     * whole line reverses, keeping left-to-right runs in their own order;
     * in a left-to-right line only right-to-left runs reverse. */
    if (rtl_paragraph) {
        for (int i = 0; i < segments;) {
            int j = i;
            while (j < segments && !out[j].rtl)
                j++;
            reverse(out, i, j);
            i = j == i ? i + 1 : j;
        }
        reverse(out, 0, segments);
    } else {
        for (int i = 0; i < segments;) {
            int j = i;
            while (j < segments && out[j].rtl)
                j++;
            reverse(out, i, j);
            i = j == i ? i + 1 : j;
        }
    }
    return segments;
}

/* Whether any character of the text is of one of the two classes. */
static bool has_class(const char *text, size_t length, CharClass a, CharClass b)
{
    size_t at = 0;
    while (at < length) {
        uint32_t code;
        at += (size_t)decode((const unsigned char *)text + at, length - at, &code);
        CharClass class = classify(code);
        if (class == a || class == b)
            return true;
    }
    return false;
}

bool bidi_has_rtl(const char *text, size_t length) { return has_class(text, length, CLASS_ARABIC, CLASS_ARABIC); }

bool bidi_is_plain(const char *text, size_t length) { return !has_class(text, length, CLASS_DEVANAGARI, CLASS_ARABIC); }
