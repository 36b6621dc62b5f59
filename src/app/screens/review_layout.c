#include "screens/review_layout.h"

#include <string.h>

#include "i18n/strings.h"
#include "render/palette.h"
#include "render/scrollbar.h"

SDL_Color review_grade_colour(RatingGrade grade)
{
    switch (grade) {
    case RATING_GOOD: return PALETTE[PAL_GRADE_GOOD];
    case RATING_INACCURACY: return PALETTE[PAL_GRADE_INACCURACY];
    case RATING_MISTAKE: return PALETTE[PAL_GRADE_MISTAKE];
    default: return PALETTE[PAL_GRADE_BLUNDER];
    }
}

/* ---- the words drawn ----------------------------------------------------
 *
 * Every line of a decision's words is in one size, the verdict in bold, and
 * one line height apart throughout, set a little closer than paragraphs:
 * the window shows whole lines and scrolls by them.  The keys, smaller,
 * stand under the window, never in it. */

enum { WORDS_LINES = 32 };

int review_layout_pitch(const Gfx *gfx)
{
    int line = text_line_height(gfx->text, FONT_BODY);
    return line + line / 10;
}

typedef struct Block {
    const char *text;
    FontId font;
    SDL_Color colour;
} Block;

static void blocks_of(const ReviewText *t, Block out[REVIEW_BLOCK_KEYS])
{
    bool loss = t->rated && t->grade != RATING_GOOD;
    out[REVIEW_BLOCK_VERDICT] = (Block){t->verdict, FONT_BOLD, COLOUR_IVORY};
    out[REVIEW_BLOCK_DETAIL] = (Block){t->detail, loss ? FONT_BOLD : FONT_BODY,
                                       loss ? review_grade_colour(t->grade) : COLOUR_TEXT_DIM};
    out[REVIEW_BLOCK_BETTER] = (Block){t->better, FONT_BODY, COLOUR_GOLD_LIGHT};
    out[REVIEW_BLOCK_CHECKED] = (Block){t->checked, FONT_BODY, COLOUR_TEXT_DIM};
    out[REVIEW_BLOCK_HINDSIGHT] = (Block){t->hindsight, FONT_BODY, COLOUR_TEXT_DIM};
}

static int badge_width(const Gfx *gfx, const ReviewText *t)
{
    int h = text_line_height(gfx->text, FONT_BOLD);
    return t->mark[0] ? imax(h, text_width(gfx->text, FONT_SMALL_BOLD, t->mark) + h / 2) + gfx->layout->gap : 0;
}

static void draw_badge(const Gfx *gfx, const ReviewText *t, int x, int y, int h)
{
    int w = imax(h, text_width(gfx->text, FONT_SMALL_BOLD, t->mark) + h / 2);
    Rect badge = {x, y, w, h};
    if (t->rated) {
        draw_fill_round(gfx->draw, badge, h / 2, review_grade_colour(t->grade));
        text_draw_in(gfx->text, FONT_SMALL_BOLD, t->mark, badge, COLOUR_INK, ALIGN_CENTER, false);
    } else {
        draw_frame_round(gfx->draw, badge, h / 2, 1, COLOUR_TEXT_DIM);
        text_draw_in(gfx->text, FONT_SMALL_BOLD, t->mark, badge, COLOUR_TEXT_DIM, ALIGN_CENTER, false);
    }
}

/* A block's lines `pitch` apart in `box` from `y`, aligned by `align`,
 * drawn only when `draw`; their height. */
static int block_lines(const Gfx *gfx, const Block *block, Rect box, int y, int pitch, TextAlign align, bool draw)
{
    TextLine lines[WORDS_LINES];
    int count = text_wrap(gfx->text, block->font, block->text, imax(1, box.w), lines, WORDS_LINES);
    int x = align == ALIGN_CENTER ? box.x + box.w / 2 : align == ALIGN_RIGHT ? box.x + box.w : box.x;
    for (int i = 0; draw && i < count; i++) {
        char line[1024];
        int n = imin(lines[i].length, (int)sizeof line - 1);
        memcpy(line, block->text + lines[i].start, (size_t)n);
        line[n] = '\0';
        text_draw(gfx->text, block->font, line, x, y + i * pitch, block->colour, align);
    }
    return count * pitch;
}

/* The words of a decision across `width`: their whole height, and that of
 * their core, the verdict, what it cost and the better move, which the
 * window always shows whole. */
static void words_height(const Gfx *gfx, const ReviewText *t, int width, int *all, int *core)
{
    Block blocks[REVIEW_BLOCK_KEYS];
    blocks_of(t, blocks);
    int pitch = review_layout_pitch(gfx);
    *all = *core = 0;
    for (int b = REVIEW_BLOCK_VERDICT; b < REVIEW_BLOCK_KEYS; b++) {
        if (!blocks[b].text[0])
            continue;
        int w = b == REVIEW_BLOCK_VERDICT ? imax(1, width - badge_width(gfx, t) - 1) : width;
        int h = block_lines(gfx, &blocks[b], (Rect){0, 0, w, 0}, 0, pitch, ALIGN_CENTER, false);
        *all += h;
        if (b <= REVIEW_BLOCK_BETTER)
            *core += h;
    }
}

/* What words that scroll give up of their width: their bar and a gap. */
static int bar_room(const Layout *l) { return imax(4, l->gap / 2) + l->gap; }

int review_layout_draw_words(const Gfx *gfx, Rect window, const ReviewText *t, int scroll, bool centred,
                             ReviewDrawn *drawn)
{
    const Layout *l = gfx->layout;
    Rect area = window;
    int all, core, gap = l->gap, bar_w = imax(4, gap / 2);
    words_height(gfx, t, area.w, &all, &core);
    bool scrolls = all > window.h;
    if (scrolls) {
        area.w -= bar_room(l);
        if (str_rtl())
            area.x += bar_room(l);
        words_height(gfx, t, area.w, &all, &core);
    }
    scroll = scroll_clamp(scroll, all, window.h);
    SDL_RenderSetClipRect(gfx->renderer, &(SDL_Rect){window.x, window.y, window.w, window.h});
    Block blocks[REVIEW_BLOCK_KEYS];
    blocks_of(t, blocks);
    int y = window.y - scroll;
    for (int b = REVIEW_BLOCK_VERDICT; b < REVIEW_BLOCK_KEYS; b++) {
        if (!blocks[b].text[0])
            continue;
        Rect box = area;
        TextAlign align = centred ? ALIGN_CENTER : str_rtl() ? ALIGN_RIGHT : ALIGN_LEFT;
        if (b == REVIEW_BLOCK_VERDICT) {
            /* The mark before the verdict, on the side the line starts from;
             * under the picture the two centred together. */
            int badge_w = badge_width(gfx, t), line = text_line_height(gfx->text, FONT_BOLD);
            int room = area.w - badge_w - 1;
            int verdict_w = centred ? imax(1, imin(text_width(gfx->text, FONT_BOLD, t->verdict), room)) : room;
            int start = area.x + (area.w - verdict_w - badge_w) / 2;
            if (t->mark[0])
                draw_badge(gfx, t, str_rtl() ? start + verdict_w + gap : start, y, line);
            box = (Rect){str_rtl() ? start : start + badge_w, y, verdict_w < room ? verdict_w + 1 : room, 0};
        }
        int h = block_lines(gfx, &blocks[b], box, y, review_layout_pitch(gfx), align, true);
        drawn->blocks[b] = (Rect){box.x, y, box.w, h};
        drawn->fonts[b] = blocks[b].font;
        y += h;
    }
    SDL_RenderSetClipRect(gfx->renderer, NULL);
    if (scrolls)
        scrollbar_draw(gfx, (Rect){str_rtl() ? window.x : window.x + window.w - bar_w, window.y, bar_w, window.h},
                       scroll, all);
    return all;
}

/* ---- arranging the middle ----------------------------------------------- */

typedef struct Measure {
    int all, core; /* the tallest words of any position, and the tallest core */
} Measure;

static Measure measure(const Gfx *gfx, const ReviewTexts *texts, int width)
{
    Measure m = {0, 0};
    for (int at = 0; at < texts->count; at++) {
        ReviewText t;
        texts->text_at(texts->context, at, &t);
        int all, core;
        words_height(gfx, &t, width, &all, &core);
        m.all = imax(m.all, all);
        m.core = imax(m.core, core);
    }
    return m;
}

typedef struct Candidate {
    ReviewArrangement arranged;
    bool core, all, fits; /* the core shown whole; everything shown; the picture fits */
} Candidate;

static int snap(int h, int pitch) { return pitch > 0 ? h / pitch * pitch : h; }

/* Whether the words measured `m` at `width` show whole in a window
 * `window_h` tall, and at least their core: where they scroll, the bar
 * takes some of the width and the lines are measured again without it. */
static void judge_words(const Gfx *gfx, const ReviewTexts *texts, int width, Measure m, int window_h, Candidate *c)
{
    c->all = m.all <= window_h;
    if (!c->all)
        m = measure(gfx, texts, width - bar_room(gfx->layout));
    c->core = m.core <= window_h;
}

/* The picture above, the words under it as tall as `words_h` asks (every
 * line of `m.all` where the keys may come too). */
static Candidate stacked(const Gfx *gfx, Rect mid, int gap, const ReviewTexts *texts, const ReviewPictureRoom *room,
                         const ReviewMoment *moment, Measure m, int words_h, bool keys, int pitch)
{
    const Layout *l = gfx->layout;
    Candidate c;
    memset(&c, 0, sizeof c);
    int keys_h = keys ? text_wrapped_height(gfx->text, FONT_SMALL, str_get(STR_REV_KEYS), mid.w) + l->gap : 0;
    Rect room_rect = {mid.x, mid.y, mid.w, imax(0, mid.h - words_h - keys_h - gap)};
    c.fits = review_picture_fit(gfx, room_rect, room, moment, &c.arranged.art);
    /* What the picture leaves goes to the words. */
    int picture_h = imin(c.arranged.art.used_h, room_rect.h);
    c.arranged.art.rect.h = picture_h;
    int top = mid.y + picture_h + gap;
    int window_h = snap(mid.y + mid.h - keys_h - top, pitch);
    c.arranged.words = (Rect){mid.x, top, mid.w, window_h};
    if (keys)
        c.arranged.keys = (Rect){mid.x, top + window_h + l->gap, mid.w, keys_h - l->gap};
    c.arranged.pitch = pitch;
    judge_words(gfx, texts, mid.w, m, window_h, &c);
    return c;
}

/* The picture `width` wide at the start of the line, the words after it. */
static Candidate beside(const Gfx *gfx, Rect mid, int gap, const ReviewTexts *texts, const ReviewPictureRoom *room,
                        const ReviewMoment *moment, int width, int pitch)
{
    const Layout *l = gfx->layout;
    Candidate c;
    memset(&c, 0, sizeof c);
    int words_w = mid.w - width - gap;
    bool rtl = str_rtl();
    Rect picture = {rtl ? mid.x + mid.w - width : mid.x, mid.y, width, mid.h};
    c.fits = review_picture_fit(gfx, picture, room, moment, &c.arranged.art);
    c.arranged.art.rect.h = imin(c.arranged.art.used_h, picture.h);
    Measure m = measure(gfx, texts, words_w);
    int x = rtl ? mid.x : mid.x + width + gap;
    int keys_h = text_wrapped_height(gfx->text, FONT_SMALL, str_get(STR_REV_KEYS), words_w) + l->gap;
    bool keys = m.all + keys_h <= mid.h;
    int window_h = snap(keys ? m.all : mid.h, pitch);
    c.arranged.side = true;
    c.arranged.words = (Rect){x, mid.y, words_w, window_h};
    if (keys)
        c.arranged.keys = (Rect){x, mid.y + window_h + l->gap, words_w, keys_h - l->gap};
    c.arranged.pitch = pitch;
    judge_words(gfx, texts, words_w, m, window_h, &c);
    return c;
}

static int judge(const Candidate *c, int near)
{
    return (c->fits ? 16 : 0) + (c->core ? 8 : 0) + (c->arranged.art.you_h >= near ? 4 : 0) + (c->all ? 2 : 0);
}

/* The narrowest words' width, between `low` and `high`, at which the words
 * of every position fit `h` (their core, or all of them); `high` where none
 * does. */
static int narrowest(const Gfx *gfx, const ReviewTexts *texts, int low, int high, int h, bool core)
{
    while (high - low > 8) {
        int mid = (low + high) / 2;
        Measure m = measure(gfx, texts, core ? mid - bar_room(gfx->layout) : mid);
        if ((core ? m.core : m.all) <= h)
            high = mid;
        else
            low = mid;
    }
    return high;
}

void review_layout_arrange(const Gfx *gfx, Rect middle, int gap, const ReviewTexts *texts,
                           const ReviewPictureRoom *room, const ReviewMoment *moment, ReviewArrangement *out)
{
    const Layout *l = gfx->layout;
    int pitch = review_layout_pitch(gfx);
    int near = iround(l->opp_h * 0.85);
    Measure m = measure(gfx, texts, middle.w);
    /* Everything one above the other, the keys too, where the cards keep
     * their size: the window as it mostly is. */
    Candidate best = stacked(gfx, middle, gap, texts, room, moment, m, m.all, true, pitch);
    if (!(best.all && best.fits && best.arranged.art.you_h >= near)) {
        /* Else the words under a smaller picture, or beside it: as narrow as
         * all of them fit, as narrow as their core does, or in shares of
         * the middle. */
        Candidate tries[8];
        int count = 0, w = middle.w - gap, h = snap(middle.h, pitch);
        tries[count++] = best;
        tries[count++] = stacked(gfx, middle, gap, texts, room, moment, m, m.core, false, pitch);
        int widths[] = {narrowest(gfx, texts, w * 3 / 10, w * 7 / 10, h, false),
                        narrowest(gfx, texts, w * 3 / 10, w * 7 / 10, h, true), w / 2, w * 44 / 100, w * 38 / 100};
        for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++)
            tries[count++] = beside(gfx, middle, gap, texts, room, moment, w - widths[i], pitch);
        for (int i = 1; i < count; i++) {
            int a = judge(&tries[i], near), b = judge(&best, near);
            if (a > b || (a == b && tries[i].arranged.art.you_h > best.arranged.art.you_h))
                best = tries[i];
        }
    }
    *out = best.arranged;
}
