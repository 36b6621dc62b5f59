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

/* ---- where it goes ------------------------------------------------------ */

typedef struct Placed {
    Rect panel;
    Rect heading; /* the line of the coach's name and the lesson */
    Rect words;   /* the words, then the warning */
    Rect buttons[2];
    FontId font;
    int skip;            /* from one line of the words to the next */
    bool words_on;       /* false: the warning alone, where both do not fit */
    bool warning_inline; /* the warning on the heading's line, in place of the lesson's title */
    int words_h, warning_h, gap;
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
    return show->number >= LESSON_COUNT ? STR_BTN_ALL_LESSONS : STR_BTN_NEXT_LESSON;
}

/* The room on the heading's line between the coach's name and the
 * buttons, in a panel `width` wide. */
static int heading_room(const Gfx *gfx, const ScreenContext *c, int width, int pad, int height)
{
    int gap = gfx->layout->gap;
    int room = width - 2 * pad - button_width(gfx, STR_COACH_NAME, height) - gap -
               button_width(gfx, STR_BTN_LEAVE_LESSON, height) - gap;
    if (finished(c))
        room -= button_width(gfx, next_label(c->lesson), height) + gap;
    return room;
}

/* The lowest thing on the table above the coach: the trick, a king shown,
 * the stock and the trumps under it. */
static int floor_of(const Layout *l)
{
    int bottom = imax(l->trick.y + l->trick.h, l->center_stage.y + l->center_stage.h);
    bottom = imax(bottom, imax(l->stock_label.y + l->stock_label.h, l->turnup.y + l->turnup.h));
    return bottom + l->gap;
}

static int lines_height(const Gfx *gfx, FontId font, const char *utf8, int width, int skip)
{
    enum { MOST = 16 };
    TextLine lines[MOST];
    return utf8[0] ? text_wrap(gfx->text, font, utf8, width, lines, MOST) * skip : 0;
}

/* Standing on the hand's side of the message line, and growing upwards as
 * the words need, as wide as the table allows: across the whole window
 * where the decision buttons end above it, else short of their column.
 * Where the words do not fit under the trick, they are set closer; then
 * smaller; and after a move refused, the warning alone says what to do,
 * the move being lit.  Where nothing fits, the lowest panel clear of the
 * buttons. */
static Placed place(const Gfx *gfx, const ScreenContext *c)
{
    const Layout *l = gfx->layout;
    const LessonShow *show = c->lesson;
    Placed p;
    memset(&p, 0, sizeof p);
    int bottom = l->hand.y - l->gap;
    int top_least = floor_of(l);
    int buttons_bottom = 0;
    if (c->buttons->count > 0) {
        Rect last = layout_button(l, c->buttons->count, c->buttons->count - 1);
        buttons_bottom = last.y + last.h + l->gap;
    }
    int cap = imax(l->font_body * 48, l->width * 6 / 10);
    static const FontId FONTS[] = {FONT_BODY, FONT_SMALL};
    int best_h = -1;
    bool warned = show->warning[0] != '\0';
    for (int words_on = 1; words_on >= (warned ? 0 : 1); words_on--) {
        for (int f = 0; f < 2; f++) {
            for (int tight = 0; tight < 2; tight++) {
                for (int narrow = 0; narrow < 2; narrow++) {
                    int pad = pad_of(l, tight), side = pad + pad / 2, heading = heading_height(l, tight);
                    int left = l->margin, right = narrow ? l->buttons.x - l->gap : l->width - l->margin;
                    int w = imin(cap, right - left);
                    int x = iclamp(l->width / 2 - w / 2, left, right - w);
                    int skip = tight ? text_line_height(gfx->text, FONTS[f]) : text_paragraph_skip(gfx->text, FONTS[f]);
                    int words_h = words_on ? lines_height(gfx, FONTS[f], show->words, w - 2 * side, skip) : 0;
                    /* A short warning takes the title's place. */
                    bool inline_ = warned && text_width(gfx->text, FONT_SMALL_BOLD, show->warning) <=
                                                 heading_room(gfx, c, w, pad, heading);
                    int warning_h = inline_ ? 0 : lines_height(gfx, FONTS[f], show->warning, w - 2 * side, skip);
                    int gap = words_h && warning_h ? pad / 2 : 0;
                    int h = pad + heading + pad / 2 + words_h + gap + warning_h + pad;
                    if (!narrow && bottom - h < buttons_bottom)
                        continue;
                    bool fits = bottom - h >= top_least;
                    if (fits || best_h < 0 || h < best_h) {
                        best_h = h;
                        p.panel = (Rect){x, bottom - h, w, h};
                        p.heading = (Rect){x + pad, bottom - h + pad, w - 2 * pad, heading};
                        p.words = (Rect){x + side, p.heading.y + heading + pad / 2, w - 2 * side,
                                         words_h + gap + warning_h};
                        p.font = FONTS[f];
                        p.skip = skip;
                        p.words_on = words_on;
                        p.warning_inline = inline_;
                        p.words_h = words_h;
                        p.warning_h = warning_h;
                        p.gap = gap;
                    }
                    if (fits)
                        goto placed;
                }
            }
        }
    }
placed:;
    /* The buttons at the end of the heading's line: leave last, so that it
     * sits in the corner, the next lesson before it once there is one. */
    bool rtl = str_rtl();
    int h = p.heading.h;
    int leave_w = button_width(gfx, STR_BTN_LEAVE_LESSON, h);
    int next_w = button_width(gfx, next_label(show), h);
    Rect leave = {rtl ? p.heading.x : p.heading.x + p.heading.w - leave_w, p.heading.y, leave_w, h};
    p.buttons[COACH_HIT_LEAVE] = leave;
    if (finished(c))
        p.buttons[COACH_HIT_NEXT] = (Rect){rtl ? leave.x + leave.w + l->gap : leave.x - l->gap - next_w, leave.y,
                                           next_w, h};
    return p;
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
    const char *key = table_button_key(id);
    if (key)
        focus_draw_key_cap(gfx, r, key);
    float size = (float)imax(8, gfx->layout->gap * 2);
    arrow(gfx, r.x - 6.0f - (1.0f - pulse) * size * 0.5f, r.y + r.h * 0.5f, 1.0f, 0.0f, size);
}

static ButtonId button_of(ActionType type)
{
    switch (type) {
    case ACTION_PROPOSE: return BTN_PROPOSE;
    case ACTION_STAND: return BTN_STAND;
    case ACTION_ACCEPT: return BTN_ACCEPT;
    case ACTION_REFUSE: return BTN_REFUSE;
    case ACTION_DISCARD: return BTN_EXCHANGE;
    case ACTION_DECLARE: return BTN_DECLARE;
    default: return BTN_NONE;
    }
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
    point_at_button(gfx, c, button_of(move->type), glow);
}

static void draw_heading(const Gfx *gfx, const LessonShow *show, Rect heading, int end, bool warning)
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
    if (warning) {
        text_draw_in(gfx->text, FONT_SMALL_BOLD, show->warning, where, COACH_WARN, rtl ? ALIGN_RIGHT : ALIGN_LEFT,
                     false);
        return;
    }
    if (text_width(gfx->text, FONT_SMALL_BOLD, line) > room)
        str_format(line, sizeof line, STR_COACH_LESSON_SHORT, number, NULL, NULL);
    if (text_width(gfx->text, FONT_SMALL_BOLD, line) > room)
        return;
    text_draw_in(gfx->text, FONT_SMALL_BOLD, line, where, COACH_GREEN, rtl ? ALIGN_RIGHT : ALIGN_LEFT, false);
}

/* Wrapped lines `skip` apart, from the reader's side of `area`. */
static void draw_lines(const Gfx *gfx, FontId font, const char *utf8, Rect area, int skip, SDL_Color colour)
{
    enum { MOST = 16 };
    TextLine lines[MOST];
    int count = text_wrap(gfx->text, font, utf8, area.w, lines, MOST);
    bool rtl = str_rtl();
    for (int i = 0; i < count; i++) {
        char line[COACH_TEXT_MAX];
        int n = imin(lines[i].length, (int)sizeof line - 1);
        memcpy(line, utf8 + lines[i].start, (size_t)n);
        line[n] = '\0';
        text_draw(gfx->text, font, line, rtl ? area.x + area.w : area.x, area.y + i * skip, colour,
                  rtl ? ALIGN_RIGHT : ALIGN_LEFT);
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
    draw_heading(gfx, show, p.heading, end, p.warning_inline);
    table_draw_button(gfx, leave, str_get(STR_BTN_LEAVE_LESSON), false, state->hover == COACH_HIT_LEAVE, false, false,
                      c->now);
    if (next.w > 0)
        table_draw_button(gfx, next, str_get(next_label(show)), true, state->hover == COACH_HIT_NEXT, false, false,
                          c->now);
    if (state->ring == COACH_HIT_LEAVE || (state->ring == COACH_HIT_NEXT && next.w > 0))
        focus_draw_button_ring(gfx, state->ring == COACH_HIT_LEAVE ? leave : next);

    int y = p.words.y;
    if (p.words_on)
        draw_lines(gfx, p.font, show->words, (Rect){p.words.x, y, p.words.w, p.words_h}, p.skip, COACH_INK);
    y += p.words_h + p.gap;
    if (p.warning_h > 0) {
        /* A bar at the warning's start marks it even where colour is not
         * seen. */
        int bar = imax(3, l->gap / 2);
        Rect mark = {rtl ? p.words.x + p.words.w + bar : p.words.x - 2 * bar, y + 2, bar, p.warning_h - 4};
        draw_fill_round(gfx->draw, mark, bar / 2, COACH_WARN);
        draw_lines(gfx, p.font, show->warning, (Rect){p.words.x, y, p.words.w, p.warning_h}, p.skip, COACH_WARN);
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
    if (finished(c))
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
        bool forward = k == CK_DOWN || (k == CK_RIGHT && !str_rtl()) || (k == CK_LEFT && str_rtl());
        state->ring = stops[iclamp(place + (forward ? 1 : -1), 0, count - 1)];
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
        else if (where == COACH_HIT_NEXT && finished(c))
            *out = coach_next_intent(c->lesson->number);
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
    if (c->lesson && (state->ring == COACH_HIT_LEAVE || (state->ring == COACH_HIT_NEXT && finished(c)))) {
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
