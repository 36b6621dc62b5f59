#include "screens/coach.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "learn/lesson.h"
#include "render/focus.h"
#include "render/table.h"
#include "screens/panel.h"
#include "screens/table_screen.h"

/* The glow pulses for a while after the move to make has changed, then
 * holds still: the table at rest costs no frames. */
enum { PULSE_MS = 4500 };

/* The coach speaks on parchment, set apart from the game's dark panels and
 * the message line it stands in for. */
#define PARCHMENT PALETTE[PAL_PARCHMENT]
#define COACH_INK PALETTE[PAL_COACH_INK]
#define COACH_WARN PALETTE[PAL_COACH_WARN]
#define COACH_GREEN PALETTE[PAL_COACH_GREEN]

typedef struct CoachState {
    int hover;    /* COACH_HIT_LEAVE, COACH_HIT_NEXT or COACH_HIT_NONE */
    int ring;     /* the button the keyboard is on, the same, or COACH_HIT_NONE */
    bool passing; /* a press went to the table: what follows until its release goes there too */
    bool pressed; /* a press on the panel: its release is ours */
    Rect panel, buttons[2];
    bool pointing; /* the move to make, as last drawn */
    Action pointed;
    double since; /* when it was first pointed at */
} CoachState;

Rect coach_panel(const Screen *screen) { return ((const CoachState *)screen->state)->panel; }

Rect coach_button(const Screen *screen, int which)
{
    const CoachState *state = screen->state;
    return which == COACH_HIT_LEAVE || which == COACH_HIT_NEXT ? state->buttons[which] : (Rect){0, 0, 0, 0};
}

double coach_pulse_end(const Screen *screen)
{
    const CoachState *state = screen->state;
    return state->pointing ? state->since + PULSE_MS : 0.0;
}

Intent coach_next_intent(int number)
{
    /* A lesson's next hand is the next lesson; after the last, the game
     * comes back and the list of lessons opens over it. */
    if (number >= LESSON_COUNT)
        return intent_of(INTENT_NEXT_HAND);
    Intent intent = intent_of(INTENT_START_LESSON);
    intent.arg = number + 1;
    return intent;
}

static bool finished(const ScreenContext *c) { return c->lesson && c->lesson->finished; }

/* The coach's button forward: on to the next lesson once the hand is over,
 * and on with the lesson while the coach's words wait to be read. */
static bool forward(const ScreenContext *c) { return finished(c) || (c->lesson && c->lesson->waiting); }

/* ---- where it goes ------------------------------------------------------ */

typedef struct Placed {
    Rect panel;
    Rect heading; /* the line of the coach's name and the lesson */
    Rect words;   /* the words, then the warning */
    Rect buttons[2];
    FontId font;
    int skip; /* from one line of the words to the next */
    int para; /* the more between two paragraphs */
    int words_h, warning_h, gap;
    bool clear; /* clear of everything the table shows */
} Placed;

/* The heading's line, and the room around the words: less of both where
 * the window is short of room. */
static int heading_height(const Layout *l, bool tight)
{
    return tight ? layout_line(l->font_small) + 6 : imax(layout_line(l->font_small) + 8, iround(l->button_h * 0.62));
}

static int pad_of(const Layout *l, bool tight) { return tight ? imax(6, l->gap) : imax(8, l->gap + 2); }

static int button_width(const Gfx *gfx, StringId label, int height)
{
    return text_width(gfx->text, FONT_SMALL_BOLD, str_get(label)) + height;
}

static StringId next_label(const LessonShow *show)
{
    if (!show->finished)
        return STR_BTN_GO_ON;
    return show->number >= LESSON_COUNT ? STR_BTN_ALL_LESSONS : STR_BTN_NEXT_LESSON;
}

enum { WRAP_MOST = 16 };

/* Wrapped lines `skip` apart, a paragraph's first line `para` further. */
static int lines_height(const Gfx *gfx, FontId font, const char *utf8, int width, int skip, int para)
{
    TextLine lines[WRAP_MOST];
    int count = utf8[0] ? text_wrap(gfx->text, font, utf8, width, lines, WRAP_MOST) : 0;
    int h = count * skip;
    for (int i = 1; i < count; i++)
        if (lines[i].start > 0 && utf8[lines[i].start - 1] == '\n')
            h += para;
    return h;
}

/* Whether the trick's place may hold a card now: from the first card of
 * the play on.  Before it, during the exchange, the place lies empty. */
static bool trick_in_use(const ScreenContext *c)
{
    Phase phase = c->view->phase;
    return c->view->trick_size > 0 || !(phase == PHASE_PROPOSE || phase == PHASE_RESPOND || phase == PHASE_DISCARD);
}

enum { KEEP_MAX = 24 };

/* What the panel must leave in sight: the stock, its count, the turned-up
 * card and the trumps' label always; the trick once the play may put a card
 * there; the opponent's side, the decision buttons and the hand. */
static int keep_clear(const ScreenContext *c, const Layout *l, Rect keep[KEEP_MAX])
{
    int n = 0;
    Rect always[] = {l->stock,
                     l->turnup,
                     l->stock_label,
                     l->trump_label,
                     l->opp_hand,
                     l->bubble,
                     l->score,
                     l->menu_button,
                     l->help_button,
                     l->discards[SIDE_OPPONENT],
                     l->won[SIDE_OPPONENT],
                     l->dealer_chip[SIDE_OPPONENT],
                     l->hand,
                     l->discards[SIDE_YOU],
                     l->won[SIDE_YOU],
                     l->dealer_chip[SIDE_YOU]};
    for (size_t i = 0; i < sizeof always / sizeof always[0]; i++)
        keep[n++] = always[i];
    if (trick_in_use(c)) {
        keep[n++] = l->trick;
        keep[n++] = l->center_stage;
    }
    for (int i = 0; i < c->buttons->count && n < KEEP_MAX; i++)
        keep[n++] = layout_button(l, c->buttons->count, i);
    return n;
}

/* How the panel sets out its words: the font, the room around them, and
 * whether its buttons stand on a line of their own with the coach's name and
 * the lesson, or in a column beside the words where there is no room for
 * that line. */
typedef struct Manner {
    FontId font;
    bool tight, beside;
} Manner;

static const Manner MANNERS[] = {
    {FONT_BODY, false, false}, {FONT_BODY, true, false}, {FONT_SMALL, false, false},
    {FONT_SMALL, true, false}, {FONT_BODY, true, true},  {FONT_SMALL, true, true},
};

/* The panel `w` wide at `x` in manner `m`, standing on `bottom`. */
static Placed lay_out(const Gfx *gfx, const ScreenContext *c, Manner m, int x, int w, int bottom)
{
    const Layout *l = gfx->layout;
    const LessonShow *show = c->lesson;
    bool rtl = str_rtl();
    Placed p;
    memset(&p, 0, sizeof p);
    int pad = pad_of(l, m.tight), side = pad + pad / 2, heading = heading_height(l, m.tight);
    int leave_w = button_width(gfx, STR_BTN_LEAVE_LESSON, heading);
    int next_w = forward(c) ? button_width(gfx, next_label(show), heading) : 0;
    /* Beside the words, the buttons one above the other. */
    int column = m.beside ? imax(leave_w, next_w) + l->gap : 0;
    int words_w = w - 2 * side - column;
    p.font = m.font;
    p.skip = m.tight ? text_line_height(gfx->text, m.font) : text_paragraph_skip(gfx->text, m.font);
    p.para = p.skip / 3;
    p.words_h = lines_height(gfx, m.font, show->words, words_w, p.skip, p.para);
    p.warning_h = lines_height(gfx, m.font, show->warning, words_w, p.skip, p.para);
    p.gap = p.words_h && p.warning_h ? pad / 2 : 0;
    int text_h = p.words_h + p.gap + p.warning_h;
    int buttons_h = next_w > 0 ? 2 * heading + l->gap : heading;
    int h = m.beside ? pad + imax(text_h, buttons_h) + pad : pad + heading + pad / 2 + text_h + pad;
    p.panel = (Rect){x, bottom - h, w, h};
    if (m.beside) {
        p.heading = (Rect){0, 0, 0, 0};
        p.words = (Rect){rtl ? x + side + column : x + side, p.panel.y + pad, words_w, text_h};
        int bx = rtl ? x + pad : x + w - pad - imax(leave_w, next_w);
        /* The way on above the way out, each as wide as the wider. */
        int bw = imax(leave_w, next_w);
        if (next_w > 0)
            p.buttons[COACH_HIT_NEXT] = (Rect){bx, p.panel.y + pad, bw, heading};
        p.buttons[COACH_HIT_LEAVE] = (Rect){bx, p.panel.y + pad + (next_w > 0 ? heading + l->gap : 0), bw, heading};
        return p;
    }
    p.heading = (Rect){x + pad, p.panel.y + pad, w - 2 * pad, heading};
    p.words = (Rect){x + side, p.heading.y + heading + pad / 2, words_w, text_h};
    /* The buttons at the end of the heading's line: leave last, so that it
     * sits in the corner, the way on before it when there is one. */
    Rect leave = {rtl ? p.heading.x : p.heading.x + p.heading.w - leave_w, p.heading.y, leave_w, heading};
    p.buttons[COACH_HIT_LEAVE] = leave;
    if (next_w > 0)
        p.buttons[COACH_HIT_NEXT] = (Rect){rtl ? leave.x + leave.w + l->gap : leave.x - l->gap - next_w, leave.y,
                                           next_w, heading};
    return p;
}

/* Standing on the hand's side of the message line, and growing upwards as
 * the words need, as wide as the table allows: across the window, or short
 * of the decision buttons, or of the stock on the left, or both, whichever
 * first leaves in sight everything the table shows (the trick's place
 * counts once the play may put a card there).  Where the words do not fit,
 * they are set closer, then smaller, then beside the buttons without the
 * heading's line.  The warning is a paragraph of its own under the words,
 * never in their place.  Where nothing fits, the panel covering least. */
static Placed place(const Gfx *gfx, const ScreenContext *c)
{
    const Layout *l = gfx->layout;
    Rect keep[KEEP_MAX];
    int kept = keep_clear(c, l, keep);
    int bottom = l->hand.y - l->gap;
    /* The stock stands where the table is read from, the buttons at the
     * other end: on the left and the right, or mirrored. */
    Rect stock = rect_union(rect_union(l->stock, l->turnup), rect_union(l->stock_label, l->trump_label));
    int near = l->rtl ? stock.x - l->gap : stock.x + stock.w + l->gap;
    int start = l->rtl ? l->width - l->margin : l->margin, end = l->rtl ? l->margin : l->width - l->margin;
    int far = c->buttons->count == 0 ? end : l->rtl ? l->buttons.x + l->buttons.w + l->gap : l->buttons.x - l->gap;
    int starts[2] = {start, near}, ends[2] = {end, far};
    int cap = imax(l->font_body * 48, l->width * 6 / 10);
    Placed best;
    memset(&best, 0, sizeof best);
    int best_cover = -1;
    for (size_t m = 0; m < sizeof MANNERS / sizeof MANNERS[0]; m++) {
        /* The spans across the table, widest first. */
        for (int span = 0; span < 4; span++) {
            int from = starts[span >= 2], to = ends[span == 1 || span == 3];
            int left = imin(from, to), right = imax(from, to);
            if (right - left < l->font_body * 12)
                continue;
            int w = imin(cap, right - left);
            int x = iclamp(l->width / 2 - w / 2, left, right - w);
            Placed p = lay_out(gfx, c, MANNERS[m], x, w, bottom);
            int cover = p.panel.y < 0;
            for (int i = 0; i < kept; i++)
                cover += rect_overlaps(p.panel, keep[i]);
            if (best_cover >= 0 && cover >= best_cover)
                continue;
            best_cover = cover;
            best = p;
            best.clear = cover == 0;
            if (best.clear)
                return best;
        }
    }
    return best;
}

CoachPlace coach_place(const Gfx *gfx, const ScreenContext *c)
{
    CoachPlace out;
    memset(&out, 0, sizeof out);
    if (!c->lesson)
        return out;
    Placed p = place(gfx, c);
    out.panel = p.panel;
    out.words = (Rect){p.words.x, p.words.y, p.words.w, p.words_h};
    if (p.warning_h > 0)
        out.warning = (Rect){p.words.x, p.words.y + p.words_h + p.gap, p.words.w, p.warning_h};
    out.buttons[COACH_HIT_LEAVE] = p.buttons[COACH_HIT_LEAVE];
    out.buttons[COACH_HIT_NEXT] = p.buttons[COACH_HIT_NEXT];
    out.font = p.font;
    return out;
}

/* ---- drawing ------------------------------------------------------------ */

/* Through the pulse, 0..1 and back; still, 1. */
static float pulse_of(const CoachState *state, double now)
{
    double t = now - state->since;
    if (t < 0 || t >= PULSE_MS)
        return 1.0f;
    return 0.5f + 0.5f * cosf((float)(t / 170.0));
}

/* An arrow whose tip is at (x, y), pointing along (dx, dy), a unit step
 * down or across: a drawn shape, the same in every script and direction. */
static void arrow(const Gfx *gfx, float x, float y, float dx, float dy, float size)
{
    SDL_SetRenderDrawBlendMode(gfx->renderer, SDL_BLENDMODE_BLEND);
    for (int layer = 0; layer < 2; layer++) {
        float grow = layer == 0 ? 2.5f : 0.0f;
        SDL_Color c = layer == 0 ? rgba(0x2a, 0x22, 0x08, 200) : rgba(0xff, 0xe0, 0x6a, 255);
        float tx = x + dx * grow * 0.6f, ty = y + dy * grow * 0.6f;
        float bx = x - dx * (size + grow), by = y - dy * (size + grow);
        float half = size * 0.62f + grow;
        SDL_Vertex v[3] = {{{tx, ty}, c, {0, 0}},
                           {{bx - dy * half, by + dx * half}, c, {0, 0}},
                           {{bx + dy * half, by - dx * half}, c, {0, 0}}};
        SDL_RenderGeometry(gfx->renderer, NULL, v, 3, NULL, 0);
    }
}

/* Rings of light around `r`, outside it only: what they surround stays as
 * it is drawn. */
static void ring(const Gfx *gfx, Rect r, int radius, float pulse)
{
    float glow = 0.55f + 0.45f * pulse;
    int thick = imax(2, gfx->layout->gap / 3);
    static const int ALPHA[] = {240, 130, 55};
    for (int i = 0; i < 3; i++) {
        int out = 2 + i * thick;
        draw_frame_round(gfx->draw, rect_inset(r, -out), radius + out, thick,
                         rgba(0xff, 0xee, 0x8a, (Uint8)(ALPHA[i] * glow)));
    }
}

/* A card of the hand, its ring cut where the next card covers it, an
 * arrow over what shows of it. */
static void point_at_card(const Gfx *gfx, const ScreenContext *c, const Scene *scene, Card card, float pulse)
{
    const Sprite *sprite = scene_find(scene, (uint16_t)(KEY_CARD + card));
    if (!sprite || !cardset_has(c->view->hand, card) || sprite->pose.alpha < 0.99f)
        return;
    Rect r = pose_rect(&sprite->pose);
    const Scene *target = &c->anim->target;
    int right = gfx->layout->width;
    for (int i = 0; i + 1 < target->hand_count; i++) {
        const Sprite *next = target->hand[i] == card ? scene_find(scene, (uint16_t)(KEY_CARD + target->hand[i + 1]))
                                                     : NULL;
        if (next)
            right = pose_rect(&next->pose).x;
    }
    SDL_Rect clip = {0, 0, right, gfx->layout->height};
    SDL_RenderSetClipRect(gfx->renderer, &clip);
    ring(gfx, r, imax(2, iround(r.w * 0.06)), pulse);
    SDL_RenderSetClipRect(gfx->renderer, NULL);
    float size = (float)imax(8, gfx->layout->gap * 2);
    float shown = (float)(imin(right, r.x + r.w) - r.x);
    arrow(gfx, r.x + shown * 0.5f, r.y - 4.0f - (1.0f - pulse) * size * 0.5f, 0.0f, 1.0f, size);
}

static void point_at_button(const Gfx *gfx, const ScreenContext *c, ButtonId id, float pulse)
{
    int index = buttons_find(c->buttons, id);
    if (index < 0)
        return;
    Rect r = layout_button(c->layout, c->buttons->count, index);
    ring(gfx, r, imax(6, r.h / 4), pulse);
    /* The button's key cap sits astride its corner, where the rings pass:
     * drawn again over them, its letter stays clear. */
    table_draw_button_cap(gfx, r, c->buttons, index, c->ui->caps);
    float size = (float)imax(8, gfx->layout->gap * 2);
    arrow(gfx, r.x - 6.0f - (1.0f - pulse) * size * 0.5f, r.y + r.h * 0.5f, 1.0f, 0.0f, size);
}

/* The move to make, lit: the card to play; the cards to throw away not yet
 * chosen, then the Exchange button once they all are; the button to press. */
static void draw_pointers(const Gfx *gfx, const ScreenContext *c, const CoachState *state)
{
    const Action *move = &c->lesson->expected;
    float glow = pulse_of(state, c->now);
    if (move->type == ACTION_PLAY || move->type == ACTION_DISCARD) {
        Scene scene;
        anim_sample(c->anim, c->now, &scene);
        if (move->type == ACTION_PLAY) {
            point_at_card(gfx, c, &scene, move->card, glow);
            return;
        }
        CardSet chosen = c->ui->selected & c->view->hand;
        CardSet left = move->cards & ~chosen;
        for (Card card = 0; card < CARD_COUNT; card++)
            if (cardset_has(left, card))
                point_at_card(gfx, c, &scene, card, glow);
        if (chosen == move->cards)
            point_at_button(gfx, c, BTN_EXCHANGE, glow);
        return;
    }
    point_at_button(gfx, c, buttons_for_action(move->type), glow);
}

static void draw_heading(const Gfx *gfx, const LessonShow *show, Rect heading, int end)
{
    const Layout *l = gfx->layout;
    bool rtl = str_rtl();
    /* The coach's name on a green tab, then the lesson. */
    const char *name = str_get(STR_COACH_NAME);
    int tab_w = button_width(gfx, STR_COACH_NAME, heading.h);
    Rect tab = {rtl ? heading.x + heading.w - tab_w : heading.x, heading.y, tab_w, heading.h};
    draw_fill_round(gfx->draw, tab, heading.h / 2, COACH_GREEN);
    text_draw_in(gfx->text, FONT_SMALL_BOLD, name, tab, COLOUR_IVORY, ALIGN_CENTER, false);

    const Lesson *lesson = lesson_get(show->number);
    char number[8], line[256];
    snprintf(number, sizeof number, "%d", show->number);
    str_format(line, sizeof line, STR_COACH_LESSON, number, lesson ? str_get(lesson->title) : "", NULL);
    int room = rtl ? tab.x - l->gap - end : end - (tab.x + tab.w + l->gap);
    Rect where = {rtl ? end : tab.x + tab.w + l->gap, heading.y, room, heading.h};
    if (text_width(gfx->text, FONT_SMALL_BOLD, line) > room)
        str_format(line, sizeof line, STR_COACH_LESSON_SHORT, number, NULL, NULL);
    if (text_width(gfx->text, FONT_SMALL_BOLD, line) > room)
        return;
    text_draw_in(gfx->text, FONT_SMALL_BOLD, line, where, COACH_GREEN, rtl ? ALIGN_RIGHT : ALIGN_LEFT, false);
}

/* Wrapped lines `skip` apart, a paragraph's first line `para` further,
 * from the reader's side of `area`. */
static void draw_lines(const Gfx *gfx, FontId font, const char *utf8, Rect area, int skip, int para, SDL_Color colour)
{
    TextLine lines[WRAP_MOST];
    int count = text_wrap(gfx->text, font, utf8, area.w, lines, WRAP_MOST);
    bool rtl = str_rtl();
    int y = area.y;
    for (int i = 0; i < count; i++) {
        char line[COACH_TEXT_MAX];
        int n = imin(lines[i].length, (int)sizeof line - 1);
        memcpy(line, utf8 + lines[i].start, (size_t)n);
        line[n] = '\0';
        if (i > 0 && lines[i].start > 0 && utf8[lines[i].start - 1] == '\n')
            y += para;
        text_draw(gfx->text, font, line, rtl ? area.x + area.w : area.x, y, colour, rtl ? ALIGN_RIGHT : ALIGN_LEFT);
        y += skip;
    }
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    CoachState *state = screen->state;
    const LessonShow *show = c->lesson;
    if (!show) {
        memset(&state->panel, 0, sizeof state->panel);
        memset(state->buttons, 0, sizeof state->buttons);
        return;
    }
    bool pointing = show->expecting && !show->finished;
    if (pointing != state->pointing || (pointing && !action_equal(show->expected, state->pointed))) {
        state->pointing = pointing;
        state->pointed = show->expected;
        state->since = c->now;
    }
    const Layout *l = gfx->layout;
    Placed p = place(gfx, c);
    state->panel = p.panel;
    state->buttons[COACH_HIT_LEAVE] = p.buttons[COACH_HIT_LEAVE];
    state->buttons[COACH_HIT_NEXT] = p.buttons[COACH_HIT_NEXT];
    int radius = l->radius * 2;
    draw_shadow(gfx->draw, (Rect){p.panel.x, p.panel.y + 4, p.panel.w, p.panel.h}, radius, 14, rgba(0, 0, 0, 140),
                true);
    draw_fill_round(gfx->draw, p.panel, radius, PARCHMENT);
    draw_frame_round(gfx->draw, p.panel, radius, 2, COLOUR_GOLD);

    bool rtl = str_rtl();
    Rect leave = p.buttons[COACH_HIT_LEAVE], next = p.buttons[COACH_HIT_NEXT];
    int end = next.w > 0 ? (rtl ? next.x + next.w : next.x) : (rtl ? leave.x + leave.w : leave.x);
    end += rtl ? l->gap : -l->gap;
    if (p.heading.w > 0)
        draw_heading(gfx, show, p.heading, end);
    table_draw_button(gfx, leave, str_get(STR_BTN_LEAVE_LESSON), false, state->hover == COACH_HIT_LEAVE, false, false,
                      c->now);
    if (next.w > 0)
        table_draw_button(gfx, next, str_get(next_label(show)), true, state->hover == COACH_HIT_NEXT, false, false,
                          c->now);
    if (state->ring == COACH_HIT_LEAVE || (state->ring == COACH_HIT_NEXT && next.w > 0))
        focus_draw_button_ring(gfx, state->ring == COACH_HIT_LEAVE ? leave : next);

    int y = p.words.y;
    draw_lines(gfx, p.font, show->words, (Rect){p.words.x, y, p.words.w, p.words_h}, p.skip, p.para, COACH_INK);
    y += p.words_h + p.gap;
    if (p.warning_h > 0) {
        /* A refusal has one look: under the words, in the words' size, in
         * the warning's colour with a bar at its start, which marks it even
         * where colour is not seen. */
        int bar = imax(3, l->gap / 2);
        Rect mark = {rtl ? p.words.x + p.words.w + bar : p.words.x - 2 * bar, y + 2, bar, p.warning_h - 4};
        draw_fill_round(gfx->draw, mark, bar / 2, COACH_WARN);
        draw_lines(gfx, p.font, show->warning, (Rect){p.words.x, y, p.words.w, p.warning_h}, p.skip, p.para,
                   COACH_WARN);
    }
    if (pointing)
        draw_pointers(gfx, c, state);
}

/* ---- the screen --------------------------------------------------------- */

static int hit(const CoachState *state, int x, int y)
{
    for (int which = COACH_HIT_LEAVE; which <= COACH_HIT_NEXT; which++)
        if (state->buttons[which].w > 0 && rect_contains(state->buttons[which], x, y))
            return which;
    return COACH_HIT_NONE;
}

/* ---- the keyboard --------------------------------------------------------- */

/* The coach's buttons join the end of the table's round of Tab: after the
 * cards, the decision buttons, the menu and the rules come the next lesson
 * (once there is one) and the way out of the lesson, then the cards again.
 * The coach is always opened over the table, the first of the stack's
 * screens, and reads where the table's ring is to know when its turn
 * comes. */
static const Screen *table_below(const Screen *coach)
{
    const Screen *screen = coach;
    while (screen->class != &TABLE_SCREEN)
        screen--;
    return screen;
}

/* The coach's stops in the round, in reading order; how many. */
static int stops_of(const ScreenContext *c, int stops[2])
{
    int n = 0;
    if (forward(c))
        stops[n++] = COACH_HIT_NEXT;
    stops[n++] = COACH_HIT_LEAVE;
    return n;
}

/* Where the table's ring is: at the first stop of its round, at the last,
 * or shown at all. */
static bool table_first(const TableUi *ui, const ScreenContext *c)
{
    if (!ui->keyboard)
        return false;
    const Scene *target = &c->anim->target;
    if (target->hand_count > 0)
        return ui->control == TABLE_FOCUS_CARD && ui->focus == target->hand[0];
    return ui->control == (c->buttons->count > 0 ? 0 : TABLE_FOCUS_MENU);
}

static bool table_last(const TableUi *ui) { return ui->keyboard && ui->control == TABLE_FOCUS_HELP; }

static bool table_ringed(const TableUi *ui, const ScreenContext *c)
{
    return ui->keyboard && (ui->control != TABLE_FOCUS_CARD || cardset_has(c->view->hand, ui->focus));
}

static Intent press_button(const ScreenContext *c, int which)
{
    if (which == COACH_HIT_NEXT && finished(c))
        return coach_next_intent(c->lesson->number);
    if (which == COACH_HIT_NEXT && forward(c))
        return intent_of(INTENT_LESSON_GO_ON);
    return intent_of(INTENT_LEAVE_LESSON);
}

static ScreenAnswer key(CoachState *state, const TableUi *table, const ScreenContext *c, CommandKey k, Intent *out)
{
    int stops[2], count = stops_of(c, stops);
    int place = -1;
    for (int i = 0; i < count; i++)
        if (stops[i] == state->ring)
            place = i;
    bool tab = k == CK_TAB || k == CK_BACK_TAB;
    int by = tab ? (k == CK_TAB ? 1 : -1) : 0;
    if (place < 0) {
        state->ring = COACH_HIT_NONE;
        /* The arrows go round the table's buttons as Tab does, not its
         * cards. */
        bool on_control = table->keyboard && table->control != TABLE_FOCUS_CARD;
        /* The main key goes on while the coach's words wait: going on is
         * the move the lesson asks for. */
        if (k == CK_SPACE && c->lesson->waiting && !on_control) {
            *out = intent_of(INTENT_LESSON_GO_ON);
            return SCREEN_REDRAW;
        }
        if (!tab && on_control)
            by = k == CK_RIGHT || k == CK_DOWN ? 1 : k == CK_LEFT || k == CK_UP ? -1 : 0;
        if (by > 0 && table_last(table))
            state->ring = stops[0];
        else if (by < 0 && (table_first(table, c) || (tab && !table_ringed(table, c))))
            state->ring = stops[count - 1];
        return state->ring == COACH_HIT_NONE ? SCREEN_PASS : SCREEN_REDRAW;
    }
    if (k == CK_ENTER || k == CK_SPACE) {
        *out = press_button(c, state->ring);
        return SCREEN_REDRAW;
    }
    /* The arrows go between the coach's own buttons, Left and Right as
     * they stand; the table's keys still work at the table. */
    if (k == CK_LEFT || k == CK_RIGHT || k == CK_UP || k == CK_DOWN) {
        bool ahead = k == CK_DOWN || (k == CK_RIGHT && !str_rtl()) || (k == CK_LEFT && str_rtl());
        state->ring = stops[iclamp(place + (ahead ? 1 : -1), 0, count - 1)];
        return SCREEN_REDRAW;
    }
    if (!tab)
        return SCREEN_PASS;
    if (place + by >= 0 && place + by < count) {
        state->ring = stops[place + by];
        return SCREEN_REDRAW;
    }
    /* Off the end: the table's round again, from where its ring is. */
    state->ring = COACH_HIT_NONE;
    if ((by > 0 && table_first(table, c)) || (by < 0 && table_last(table)))
        return SCREEN_REDRAW;
    return SCREEN_PASS;
}

/* ---- the pointer ------------------------------------------------------------ */

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    CoachState *state = screen->state;
    if (cmd->type == CMD_KEY) {
        if (!c->lesson) {
            state->ring = COACH_HIT_NONE;
            return SCREEN_PASS;
        }
        return key(state, table_screen_ui(table_below(screen)), c, cmd->key, out);
    }
    if (cmd->type == CMD_POINTER_LEAVE) {
        state->hover = COACH_HIT_NONE;
        state->passing = state->pressed = false;
        return SCREEN_PASS;
    }
    bool pointer = cmd->type == CMD_POINTER_DOWN || cmd->type == CMD_POINTER_MOVE || cmd->type == CMD_POINTER_UP;
    if (!pointer || !c->lesson)
        return SCREEN_PASS;
    /* The pointer hides the keyboard's ring. */
    if (cmd->type != CMD_POINTER_UP)
        state->ring = COACH_HIT_NONE;
    /* A press that began on the table is the table's to its release: a card
     * dragged across the panel still follows the pointer. */
    if (state->passing) {
        if (cmd->type == CMD_POINTER_UP)
            state->passing = false;
        return SCREEN_PASS;
    }
    int where = hit(state, cmd->x, cmd->y);
    bool inside = rect_contains(state->panel, cmd->x, cmd->y);
    switch (cmd->type) {
    case CMD_POINTER_MOVE:
        /* Passed on but where the panel's look changes: the table then
         * finds nothing of its own under the pointer. */
        if (where == state->hover)
            return SCREEN_PASS;
        state->hover = where;
        return SCREEN_REDRAW;
    case CMD_POINTER_DOWN:
        if (!inside) {
            state->passing = true;
            return SCREEN_PASS;
        }
        state->pressed = true;
        if (cmd->button != SDL_BUTTON_LEFT)
            return SCREEN_TAKEN;
        if (where == COACH_HIT_LEAVE)
            *out = intent_of(INTENT_LEAVE_LESSON);
        else if (where == COACH_HIT_NEXT && forward(c))
            *out = press_button(c, COACH_HIT_NEXT);
        return SCREEN_REDRAW;
    default: /* CMD_POINTER_UP */
        if (!state->pressed)
            return SCREEN_PASS;
        state->pressed = false;
        return SCREEN_TAKEN;
    }
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    (void)argument;
    CoachState *state = screen->state;
    state->hover = COACH_HIT_NONE;
    state->ring = COACH_HIT_NONE;
}

/* A panel over the coach takes the pointer, and the release of a press. */
static void covered(Screen *screen)
{
    CoachState *state = screen->state;
    state->hover = COACH_HIT_NONE;
    state->passing = state->pressed = false;
}

/* The coach's words are said as the coach's (the app hears them as they
 * change); here, the keyboard's button, the coach's or the table's. */
static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const CoachState *state = screen->state;
    if (c->lesson && (state->ring == COACH_HIT_LEAVE || (state->ring == COACH_HIT_NEXT && forward(c)))) {
        screen_words_button(out, str_get(state->ring == COACH_HIT_LEAVE ? STR_BTN_LEAVE_LESSON : next_label(c->lesson)),
                            false);
        return;
    }
    const Screen *table = table_below(screen);
    if (table->class->speak)
        table->class->speak(table, c, out);
}

int coach_ring(const Screen *screen) { return ((const CoachState *)screen->state)->ring; }

const ScreenClass COACH_SCREEN = {
    .id = SCREEN_COACH,
    .state_size = sizeof(CoachState),
    .panel = false,
    .open = open,
    .handle = handle,
    .covered = covered,
    .draw = draw,
    .speak = speak,
};
