#include "render/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_ttf.h>

#include "i18n/bidi.h"
#include "platform/fonts.h"

enum { RUNS = 512, PROBE = 24, WRAPS = 48, WRAP_LINES = 64 };

typedef struct Run {
    char *utf8; /* NULL: free */
    FontId font;
    int px;
    SDL_Color colour; /* baked in: unmodulated textures blit fastest */
    Uint32 hash;
    SDL_Texture *texture;
    int w, h;
    int rise; /* how far the line's top stands above the Latin face's */
    Uint32 used;
} Run;

typedef struct Wrap {
    char *utf8;
    FontId font;
    int px, width;
    Uint32 hash;
    int count;
    TextLine lines[WRAP_LINES];
    Uint32 used;
} Wrap;

/* Fonts are opened when first drawn with, not at start-up: each face costs
 * FreeType and HarfBuzz time and memory, and a game in English never needs
 * the Devanagari or Arabic ones, nor even fontconfig's search for them. */
struct TextRenderer {
    SDL_Renderer *renderer;
    char files[2][FONTS_PATH_MAX]; /* the Latin faces: regular, bold */
    TTF_Font *fonts[FONT_COUNT];   /* NULL until first used */
    /* [font][script]: the Latin entry is fonts[font]; NULL where missing or
     * not yet opened, `tried` telling the two apart. */
    TTF_Font *script_fonts[FONT_COUNT][SCRIPT_FONT_COUNT];
    bool tried[FONT_COUNT][SCRIPT_FONT_COUNT];
    /* Each script's files, looked up with fontconfig when first needed. */
    char script_files[SCRIPT_FONT_COUNT][2][FONTS_PATH_MAX];
    bool looked_up[SCRIPT_FONT_COUNT];
    int px[FONT_COUNT];
    Run runs[RUNS];
    Wrap wraps[WRAPS];
    Uint32 frame;
    int smallest; /* the smallest size drawn since last asked, 0 for none */
};

static bool is_bold(FontId font)
{
    return font == FONT_BOLD || font == FONT_SMALL_BOLD || font == FONT_HEADING || font == FONT_SECTION ||
           font == FONT_TITLE || font == FONT_BIG;
}

static Uint32 hash_text(const char *utf8, FontId font, int px, SDL_Color colour)
{
    Uint32 rgba = ((Uint32)colour.r << 24) | ((Uint32)colour.g << 16) | ((Uint32)colour.b << 8) | colour.a;
    Uint32 h = 2166136261u ^ (Uint32)font * 16777619u ^ (Uint32)px * 2654435761u ^ rgba * 2246822519u;
    for (const unsigned char *p = (const unsigned char *)utf8; *p; p++)
        h = (h ^ *p) * 16777619u;
    return h;
}

static void drop_run(Run *run)
{
    if (run->texture)
        SDL_DestroyTexture(run->texture);
    free(run->utf8);
    memset(run, 0, sizeof *run);
}

static void drop_wrap(Wrap *wrap)
{
    free(wrap->utf8);
    memset(wrap, 0, sizeof *wrap);
}

static void clear_cache(TextRenderer *text)
{
    for (int i = 0; i < RUNS; i++)
        drop_run(&text->runs[i]);
    for (int i = 0; i < WRAPS; i++)
        drop_wrap(&text->wraps[i]);
}

static TTF_Font *open_font(const char *file, int px)
{
    TTF_Font *font = TTF_OpenFont(file, px);
    if (font)
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT);
    return font;
}

/* The Latin face of a font, opened at its first use.  Both files opened at
 * start-up, so a failure here is one of memory: the font of the same weight
 * already open stands in, at its own size. */
static TTF_Font *latin(TextRenderer *text, FontId font)
{
    if (!text->fonts[font]) {
        bool bold = is_bold(font);
        text->fonts[font] = open_font(text->files[bold], text->px[font]);
        if (!text->fonts[font])
            return text->fonts[bold ? FONT_BOLD : FONT_BODY];
    }
    return text->fonts[font];
}

/* The other scripts' fonts (Noto, where installed) hold no Latin letters,
 * so a line is drawn in runs, each in the font of its script.  A script
 * without a font is drawn in the Latin one: not fatal, since English needs
 * none of them, but said once. */
static void look_up(TextRenderer *text, ScriptFont script)
{
    if (text->looked_up[script])
        return;
    text->looked_up[script] = true;
    char why[FONTS_PATH_MAX];
    char(*files)[FONTS_PATH_MAX] = text->script_files[script];
    if (!fonts_find(script, false, files[0], FONTS_PATH_MAX, why, sizeof why))
        fprintf(stderr, "ecarte: %s is missing, and %s; install fonts-noto-core\n", fonts_family(script), why);
    if (!fonts_find(script, true, files[1], FONTS_PATH_MAX, why, sizeof why))
        memcpy(files[1], files[0], FONTS_PATH_MAX);
}

/* The font of a script, opened when a line first needs it; NULL without one. */
static TTF_Font *script_font(TextRenderer *text, FontId font, ScriptFont script)
{
    if (script == SCRIPT_LATIN)
        return latin(text, font);
    if (text->tried[font][script])
        return text->script_fonts[font][script];
    text->tried[font][script] = true;
    look_up(text, script);
    const char *file = text->script_files[script][is_bold(font)];
    TTF_Font *opened = file[0] ? open_font(file, text->px[font]) : NULL;
    if (!opened) {
        if (file[0])
            fprintf(stderr, "ecarte: %s: %s\n", file, TTF_GetError());
        return NULL;
    }
    /* SDL_ttf never guesses the script: without these, shaping is wrong. */
    if (script == SCRIPT_DEVANAGARI) {
        TTF_SetFontScriptName(opened, "Deva");
    } else {
        TTF_SetFontScriptName(opened, "Arab");
        TTF_SetFontDirection(opened, TTF_DIRECTION_RTL);
    }
    text->script_fonts[font][script] = opened;
    return opened;
}

TextRenderer *text_create(SDL_Renderer *renderer, const char *regular_path, const char *bold_path, char *err,
                          size_t size)
{
    TextRenderer *text = calloc(1, sizeof *text);
    if (!text) {
        snprintf(err, size, "out of memory");
        return NULL;
    }
    text->renderer = renderer;
    snprintf(text->files[0], sizeof text->files[0], "%s", regular_path);
    snprintf(text->files[1], sizeof text->files[1], "%s", bold_path);
    for (int f = 0; f < FONT_COUNT; f++)
        text->px[f] = 16;
    /* The two files are opened now, so that one that will not open stops
     * the game at once, with its name, rather than when first drawn with. */
    static const FontId FIRST[2] = {FONT_BODY, FONT_BOLD};
    for (int i = 0; i < 2; i++) {
        text->fonts[FIRST[i]] = open_font(text->files[i], text->px[FIRST[i]]);
        if (!text->fonts[FIRST[i]]) {
            snprintf(err, size, "%s|%s", text->files[i], TTF_GetError());
            text_destroy(text);
            return NULL;
        }
    }
    return text;
}

int text_fonts_open(const TextRenderer *text)
{
    int count = 0;
    for (int f = 0; f < FONT_COUNT; f++) {
        count += text->fonts[f] != NULL;
        for (int script = SCRIPT_DEVANAGARI; script < SCRIPT_FONT_COUNT; script++)
            count += text->script_fonts[f][script] != NULL;
    }
    return count;
}

void text_destroy(TextRenderer *text)
{
    if (!text)
        return;
    clear_cache(text);
    for (int f = 0; f < FONT_COUNT; f++) {
        if (text->fonts[f])
            TTF_CloseFont(text->fonts[f]);
        for (int script = SCRIPT_DEVANAGARI; script < SCRIPT_FONT_COUNT; script++)
            if (text->script_fonts[f][script])
                TTF_CloseFont(text->script_fonts[f][script]);
    }
    free(text);
}

void text_set_layout(TextRenderer *text, const Layout *layout)
{
    int px[FONT_COUNT];
    px[FONT_BODY] = layout->font_body;
    px[FONT_BOLD] = layout->font_body;
    px[FONT_SMALL] = layout->font_small;
    px[FONT_SMALL_BOLD] = layout->font_small;
    px[FONT_HEADING] = layout->font_heading;
    px[FONT_SECTION] = (layout->font_body + layout->font_heading) / 2;
    px[FONT_TITLE] = layout->font_title;
    px[FONT_BIG] = layout->font_big;
    bool changed = false;
    for (int f = 0; f < FONT_COUNT; f++) {
        /* A font not yet opened is opened at its size when first used. */
        if (px[f] != text->px[f] && (!text->fonts[f] || TTF_SetFontSize(text->fonts[f], px[f]) == 0)) {
            for (int script = SCRIPT_DEVANAGARI; script < SCRIPT_FONT_COUNT; script++)
                if (text->script_fonts[f][script])
                    TTF_SetFontSize(text->script_fonts[f][script], px[f]);
            text->px[f] = px[f];
            changed = true;
        }
    }
    if (changed)
        clear_cache(text);
}

void text_new_frame(TextRenderer *text) { text->frame++; }

int text_smallest_drawn(TextRenderer *text)
{
    int smallest = text->smallest;
    text->smallest = 0;
    return smallest;
}

TextAlign text_align_mirrored(const Layout *layout, TextAlign align)
{
    if (!layout->rtl || align == ALIGN_CENTER)
        return align;
    return align == ALIGN_LEFT ? ALIGN_RIGHT : ALIGN_LEFT;
}

int text_line_height(TextRenderer *text, FontId font) { return TTF_FontLineSkip(latin(text, font)); }
int text_paragraph_skip(TextRenderer *text, FontId font)
{
    int skip = TTF_FontLineSkip(latin(text, font));
    return skip + skip / 5;
}
static bool same_colour(SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }

/* Whether a line is drawn in the Latin font alone, left to right, asked of
 * the module that splits the other lines so that the two always agree. */
static bool is_plain(const char *utf8) { return bidi_is_plain(utf8, strlen(utf8)); }

typedef struct Piece {
    TTF_Font *font;
    char *utf8; /* owned: free with free_pieces */
} Piece;

static void free_pieces(Piece *pieces, int count)
{
    for (int i = 0; i < count; i++)
        free(pieces[i].utf8);
}

/* Splits a line into pieces in visual order, each with its font. */
static int line_pieces(TextRenderer *text, FontId font, const char *utf8, Piece *pieces, int max)
{
    BidiSegment segments[BIDI_SEGMENTS_MAX];
    size_t length = strlen(utf8);
    int count = bidi_segments(utf8, length, bidi_has_rtl(utf8, length), segments,
                              max < BIDI_SEGMENTS_MAX ? max : BIDI_SEGMENTS_MAX);
    int made = 0;
    for (int i = 0; i < count; i++) {
        TTF_Font *found = script_font(text, font, segments[i].font);
        size_t size = (size_t)segments[i].length + 5; /* room for a mirrored character */
        char *copy = malloc(size);
        if (!copy)
            continue;
        bidi_segment_text(utf8, &segments[i], copy, size);
        pieces[made].font = found ? found : latin(text, font);
        pieces[made].utf8 = copy;
        made++;
    }
    return made;
}

enum { PIECES_MAX = 48 };

/* Renders a line of any scripts into one surface, the pieces side by side on
 * a common baseline.  *rise: how much taller than the Latin face the line
 * stands above that baseline, so that it is drawn with its baseline where a
 * Latin line's would be, and a Sindhi label and the number beside it stand
 * on one line. */
static SDL_Surface *render_line(TextRenderer *text, FontId font, const char *utf8, SDL_Color colour, int *rise)
{
    *rise = 0;
    if (is_plain(utf8))
        return TTF_RenderUTF8_Blended(latin(text, font), utf8, colour);
    Piece pieces[PIECES_MAX];
    SDL_Surface *rendered[PIECES_MAX];
    int count = line_pieces(text, font, utf8, pieces, PIECES_MAX);
    int width = 0, ascent = 0, descent = 0;
    for (int i = 0; i < count; i++) {
        rendered[i] = pieces[i].utf8[0] ? TTF_RenderUTF8_Blended(pieces[i].font, pieces[i].utf8, colour) : NULL;
        if (!rendered[i])
            continue;
        width += rendered[i]->w;
        int a = TTF_FontAscent(pieces[i].font);
        ascent = a > ascent ? a : ascent;
        int d = rendered[i]->h - a;
        descent = d > descent ? d : descent;
    }
    int latin_ascent = TTF_FontAscent(latin(text, font));
    *rise = ascent > latin_ascent ? ascent - latin_ascent : 0;
    SDL_Surface *line = SDL_CreateRGBSurfaceWithFormat(0, width > 0 ? width : 1,
                                                       ascent + descent > 0 ? ascent + descent : 1, 32,
                                                       SDL_PIXELFORMAT_ARGB8888);
    int x = 0;
    for (int i = 0; i < count; i++) {
        if (!rendered[i])
            continue;
        if (line) {
            SDL_Rect dst = {x, ascent - TTF_FontAscent(pieces[i].font), rendered[i]->w, rendered[i]->h};
            SDL_SetSurfaceBlendMode(rendered[i], SDL_BLENDMODE_NONE);
            SDL_BlitSurface(rendered[i], NULL, line, &dst);
        }
        x += rendered[i]->w;
        SDL_FreeSurface(rendered[i]);
    }
    free_pieces(pieces, count);
    return line;
}

static Run *find_run(TextRenderer *text, FontId font, const char *utf8, SDL_Color colour)
{
    int px = text->px[font];
    Uint32 hash = hash_text(utf8, font, px, colour);
    Run *victim = NULL;
    for (int i = 0; i < PROBE; i++) {
        Run *run = &text->runs[(hash + (Uint32)i) % RUNS];
        if (run->utf8 && run->hash == hash && run->font == font && run->px == px && same_colour(run->colour, colour) &&
            strcmp(run->utf8, utf8) == 0) {
            run->used = text->frame;
            return run;
        }
        if (!victim || !run->utf8 || (victim->utf8 && run->used < victim->used))
            victim = run;
    }
    drop_run(victim);
    SDL_Color opaque = {colour.r, colour.g, colour.b, 255};
    int rise;
    SDL_Surface *surface = render_line(text, font, utf8, opaque, &rise);
    if (!surface)
        return NULL;
    if (colour.a != 255 && surface->format->format == SDL_PIXELFORMAT_ARGB8888 && SDL_LockSurface(surface) == 0) {
        for (int y = 0; y < surface->h; y++) {
            Uint32 *row = (Uint32 *)((Uint8 *)surface->pixels + (size_t)y * (size_t)surface->pitch);
            for (int x = 0; x < surface->w; x++) {
                Uint32 a = (row[x] >> 24) * colour.a / 255u;
                row[x] = (row[x] & 0x00FFFFFFu) | (a << 24);
            }
        }
        SDL_UnlockSurface(surface);
    }
    victim->texture = SDL_CreateTextureFromSurface(text->renderer, surface);
    victim->w = surface->w;
    victim->h = surface->h;
    victim->rise = rise;
    SDL_FreeSurface(surface);
    if (!victim->texture)
        return NULL;
    SDL_SetTextureBlendMode(victim->texture, SDL_BLENDMODE_BLEND);
    victim->utf8 = malloc(strlen(utf8) + 1);
    if (!victim->utf8) {
        drop_run(victim);
        return NULL;
    }
    strcpy(victim->utf8, utf8);
    victim->font = font;
    victim->px = px;
    victim->colour = colour;
    victim->hash = hash;
    victim->used = text->frame;
    return victim;
}

int text_width(TextRenderer *text, FontId font, const char *utf8)
{
    if (!utf8[0])
        return 0;
    int w = 0, h = 0;
    if (is_plain(utf8))
        return TTF_SizeUTF8(latin(text, font), utf8, &w, &h) == 0 ? w : 0;
    Piece pieces[PIECES_MAX];
    int count = line_pieces(text, font, utf8, pieces, PIECES_MAX), total = 0;
    for (int i = 0; i < count; i++)
        if (pieces[i].utf8[0] && TTF_SizeUTF8(pieces[i].font, pieces[i].utf8, &w, &h) == 0)
            total += w;
    free_pieces(pieces, count);
    return total;
}

static int aligned_x(int x, int w, TextAlign align)
{
    return align == ALIGN_CENTER ? x - w / 2 : align == ALIGN_RIGHT ? x - w : x;
}

static void blit(TextRenderer *text, Run *run, int x, int y)
{
    SDL_Rect dst = {x, y - run->rise, run->w, run->h};
    SDL_RenderCopy(text->renderer, run->texture, NULL, &dst);
    if (text->smallest == 0 || run->px < text->smallest)
        text->smallest = run->px;
}

/* Fades step through a few opacities, each rendered once. */
static SDL_Color stepped(SDL_Color colour)
{
    if (colour.a != 255)
        colour.a = (Uint8)((colour.a + 8) / 16 * 16 > 255 ? 255 : (colour.a + 8) / 16 * 16);
    return colour;
}

int text_draw(TextRenderer *text, FontId font, const char *utf8, int x, int y, SDL_Color colour, TextAlign align)
{
    if (!utf8[0])
        return 0;
    Run *run = find_run(text, font, utf8, stepped(colour));
    if (!run)
        return 0;
    blit(text, run, aligned_x(x, run->w, align), y);
    return run->w;
}

int text_draw_shadowed(TextRenderer *text, FontId font, const char *utf8, int x, int y, SDL_Color colour,
                       TextAlign align)
{
    if (!utf8[0])
        return 0;
    Run *run = find_run(text, font, utf8, stepped(colour));
    SDL_Color dark = {0, 0, 0, (Uint8)(colour.a * 150 / 255)};
    Run *shadow = find_run(text, font, utf8, stepped(dark));
    if (!run)
        return 0;
    int left = aligned_x(x, run->w, align);
    int offset = text->px[font] >= 24 ? 2 : 1;
    if (shadow)
        blit(text, shadow, left + offset / 2, y + offset);
    blit(text, run, left, y);
    return run->w;
}

void text_draw_in(TextRenderer *text, FontId font, const char *utf8, Rect rect, SDL_Color colour, TextAlign align,
                  bool shadow)
{
    if (align == ALIGN_LEFT && bidi_has_rtl(utf8, strlen(utf8)))
        align = ALIGN_RIGHT;
    int x = align == ALIGN_CENTER ? rect.x + rect.w / 2 : align == ALIGN_RIGHT ? rect.x + rect.w : rect.x;
    int y = rect.y + (rect.h - text_line_height(text, font)) / 2;
    if (shadow)
        text_draw_shadowed(text, font, utf8, x, y, colour, align);
    else
        text_draw(text, font, utf8, x, y, colour, align);
}

/* Greedy word wrap: measures whole candidate lines, so kerning and shaping
 * are exactly what will be drawn. */
static int wrap_now(TextRenderer *text, FontId font, const char *utf8, int width, TextLine *lines, int max_lines)
{
    size_t length = strlen(utf8);
    char *line = malloc(length + 1);
    if (!line)
        return 0;
    int count = 0;
    size_t start = 0;
    while (start < length && count < max_lines) {
        size_t end = start, fit = start;
        bool forced = false;
        for (;;) {
            size_t next = end;
            while (next < length && utf8[next] == ' ')
                next++;
            while (next < length && utf8[next] != ' ' && utf8[next] != '\n')
                next++;
            memcpy(line, utf8 + start, next - start);
            line[next - start] = '\0';
            if (fit > start && text_width(text, font, line) > width)
                break;
            fit = end = next;
            if (next >= length || utf8[next] == '\n') {
                forced = next < length;
                break;
            }
        }
        lines[count].start = (int)start;
        lines[count].length = (int)(fit - start);
        count++;
        start = fit;
        if (forced)
            start++;
        while (start < length && utf8[start] == ' ')
            start++;
    }
    free(line);
    return count;
}

int text_wrap(TextRenderer *text, FontId font, const char *utf8, int width, TextLine *lines, int max_lines)
{
    int px = text->px[font];
    Uint32 hash = hash_text(utf8, font, px, (SDL_Color){255, 255, 255, 255}) ^ (Uint32)width * 2246822519u;
    Wrap *victim = &text->wraps[0];
    for (int i = 0; i < WRAPS; i++) {
        Wrap *wrap = &text->wraps[i];
        if (wrap->utf8 && wrap->hash == hash && wrap->font == font && wrap->px == px && wrap->width == width &&
            strcmp(wrap->utf8, utf8) == 0) {
            wrap->used = text->frame;
            int count = wrap->count < max_lines ? wrap->count : max_lines;
            memcpy(lines, wrap->lines, sizeof(TextLine) * (size_t)count);
            return count;
        }
        if (!wrap->utf8 || (victim->utf8 && wrap->used < victim->used))
            victim = wrap;
    }
    drop_wrap(victim);
    victim->count = wrap_now(text, font, utf8, width, victim->lines, WRAP_LINES);
    victim->utf8 = malloc(strlen(utf8) + 1);
    if (victim->utf8) {
        strcpy(victim->utf8, utf8);
        victim->font = font;
        victim->px = px;
        victim->width = width;
        victim->hash = hash;
        victim->used = text->frame;
    }
    int count = victim->count < max_lines ? victim->count : max_lines;
    memcpy(lines, victim->lines, sizeof(TextLine) * (size_t)count);
    if (!victim->utf8)
        drop_wrap(victim);
    return count;
}

int text_draw_wrapped(TextRenderer *text, FontId font, const char *utf8, int x, int y, int width, SDL_Color colour,
                      TextAlign align, bool shadow)
{
    TextLine lines[WRAP_LINES];
    int count = text_wrap(text, font, utf8, width, lines, WRAP_LINES);
    int skip = text_paragraph_skip(text, font);
    /* Right-to-left text starts at the right edge of its box. */
    if (align == ALIGN_LEFT && bidi_has_rtl(utf8, strlen(utf8)))
        align = ALIGN_RIGHT;
    char line[1024];
    int anchor = align == ALIGN_CENTER ? x + width / 2 : align == ALIGN_RIGHT ? x + width : x;
    for (int i = 0; i < count; i++) {
        int n = lines[i].length < (int)sizeof line - 1 ? lines[i].length : (int)sizeof line - 1;
        memcpy(line, utf8 + lines[i].start, (size_t)n);
        line[n] = '\0';
        if (shadow)
            text_draw_shadowed(text, font, line, anchor, y + i * skip, colour, align);
        else
            text_draw(text, font, line, anchor, y + i * skip, colour, align);
    }
    return count * skip;
}

int text_wrapped_height(TextRenderer *text, FontId font, const char *utf8, int width)
{
    TextLine lines[WRAP_LINES];
    return text_wrap(text, font, utf8, width, lines, WRAP_LINES) * text_paragraph_skip(text, font);
}

FontId text_fit(TextRenderer *text, const FontId *candidates, int count, const char *utf8, int width)
{
    for (int i = 0; i < count; i++)
        if (text_width(text, candidates[i], utf8) <= width)
            return candidates[i];
    return candidates[count - 1];
}
