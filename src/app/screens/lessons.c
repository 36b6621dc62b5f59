#include "screens/lessons.h"

#include <stdio.h>
#include <string.h>

#include "learn/lesson.h"
#include "render/focus.h"
#include "render/scrollbar.h"
#include "render/table.h"
#include "screens/panel.h"

/* A lesson's row holds its title and two lines about it.  Where the text
 * is scaled up in a short window, the list scrolls between the title and
 * the close button. */
enum { SUMMARY_LINES = 2 };

static int row_gap(const Layout *l) { return imax(4, l->gap / 2); }

/* Room above and below the rows for the keyboard's ring. */
static int ring_room(const Layout *l) { return focus_ring_width(l) + 1; }

static int row_least(const Layout *l)
{
    return layout_line(l->font_body) + SUMMARY_LINES * iround(layout_line(l->font_small) * 1.2) + 2 * row_gap(l);
}

/* What the panel holds besides the list. */
static int fixed_of(const Layout *l)
{
    int pad = layout_panel_pad(l);
    return pad + panel_title_height(l) + pad / 2 + l->button_h + pad;
}

/* The most the list may take of the window. */
static int list_room(const Layout *l) { return l->height - 2 * l->margin - fixed_of(l); }

/* As tall as the window allows, between what the words need and a little
 * more. */
static int row_height(const Layout *l)
{
    int room = (list_room(l) - 2 * ring_room(l) - (LESSON_COUNT - 1) * row_gap(l)) / LESSON_COUNT;
    return imax(row_least(l), imin(iround(row_least(l) * 1.25), room));
}

static int content_height(const Layout *l)
{
    return LESSON_COUNT * row_height(l) + (LESSON_COUNT - 1) * row_gap(l) + 2 * ring_room(l);
}

static int list_height(const Layout *l) { return imin(content_height(l), list_room(l)); }

static int scroll_max_of(const Layout *l) { return scroll_most(content_height(l), list_height(l)); }

Rect lessons_panel(const Layout *l)
{
    int w = imin(l->width - 2 * l->margin, l->font_body * 44);
    int h = fixed_of(l) + list_height(l);
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

/* The list's window in the panel. */
static Rect list_rect(const Layout *l)
{
    Rect panel = lessons_panel(l);
    int pad = layout_panel_pad(l);
    return (Rect){panel.x + pad, panel.y + pad + panel_title_height(l), panel.w - 2 * pad, list_height(l)};
}

static Rect row_at(const Layout *l, int index, int scroll)
{
    Rect list = list_rect(l);
    /* Room on the far side of a reader's start for the scroll bar. */
    int bar = scroll_max_of(l) > 0 ? panel_body_bar(l) + l->gap : 0;
    return (Rect){list.x + (str_rtl() ? bar : 0), list.y + ring_room(l) + index * (row_height(l) + row_gap(l)) - scroll,
                  list.w - bar, row_height(l)};
}

Rect lessons_row(const Layout *l, int index) { return row_at(l, index, 0); }

Rect lessons_close(const Layout *l) { return panel_bottom_button(l, lessons_panel(l)); }

static int hit_at(const Layout *l, int x, int y, int scroll)
{
    if (rect_contains(lessons_close(l), x, y))
        return LESSONS_HIT_CLOSE;
    /* A row scrolled out of the list's window is not there to click. */
    if (!rect_contains(list_rect(l), x, y))
        return LESSONS_HIT_NONE;
    for (int i = 0; i < LESSON_COUNT; i++)
        if (rect_contains(row_at(l, i, scroll), x, y))
            return i;
    return LESSONS_HIT_NONE;
}

int lessons_hit(const Layout *l, int x, int y) { return hit_at(l, x, y, 0); }

/* The round marks of a row: its number where a reader starts, the tick
 * where the row ends; centre x of each, and their radius. */
typedef struct Marks {
    int number_x, tick_x, cy, radius, inset;
} Marks;

static Marks marks_of(const Layout *l, Rect row)
{
    Marks m;
    m.radius = imin(iround(l->font_body * 1.05), (row.h - 8) / 2);
    m.inset = l->gap + m.radius;
    bool rtl = str_rtl();
    m.number_x = rtl ? row.x + row.w - m.inset : row.x + m.inset;
    m.tick_x = rtl ? row.x + m.inset : row.x + row.w - m.inset;
    m.cy = row.y + row.h / 2;
    return m;
}

static int tick_radius(const Marks *m) { return iround(m->radius * 0.8); }

static Rect tick_at(const Layout *l, int index, int scroll)
{
    Marks m = marks_of(l, row_at(l, index, scroll));
    int r = tick_radius(&m);
    return (Rect){m.tick_x - r, m.cy - r, 2 * r + 1, 2 * r + 1};
}

Rect lessons_tick(const Layout *l, int index) { return tick_at(l, index, 0); }

static bool lesson_done(const Settings *settings, int index) { return (settings->lessons_done >> index) & 1u; }

/* ---- drawing ------------------------------------------------------------ */

/* A round mark at the start or the end of a row: the lesson's number, or
 * the tick of a lesson played to its end.  A tick is a shape, not a
 * letter, so it reads the same in every language. */
static void draw_badge(const Gfx *gfx, int cx, int cy, int radius, int number, bool done)
{
    Rect disc = {cx - radius, cy - radius, 2 * radius + 1, 2 * radius + 1};
    if (number > 0) {
        char text[12];
        snprintf(text, sizeof text, "%d", number);
        draw_fill_round(gfx->draw, disc, radius, PALETTE[PAL_SCORE]);
        draw_frame_round(gfx->draw, disc, radius, imax(1, radius / 8), COLOUR_GOLD_LIGHT);
        text_draw_in(gfx->text, FONT_BOLD, text, disc, COLOUR_IVORY, ALIGN_CENTER, false);
        return;
    }
    if (!done)
        return;
    draw_fill_round(gfx->draw, disc, radius, COLOUR_GOLD_LIGHT);
    /* The tick: a short stroke down, a long one up, a few pixels thick. */
    SDL_Renderer *renderer = gfx->renderer;
    SDL_SetRenderDrawColor(renderer, 0x1c, 0x3a, 0x22, 255);
    int thick = imax(2, radius / 4);
    int x0 = cx - radius / 2, y0 = cy, x1 = cx - radius / 8, y1 = cy + radius * 2 / 5, x2 = cx + radius / 2,
        y2 = cy - radius * 2 / 5;
    for (int t = -thick / 2; t <= thick / 2; t++) {
        SDL_RenderDrawLine(renderer, x0, y0 + t, x1, y1 + t);
        SDL_RenderDrawLine(renderer, x1, y1 + t, x2, y2 + t);
    }
}

/* As many lines of `utf8` as fit in `lines`, the last one cut short with an
 * ellipsis when the text runs on. */
static void draw_lines(const Gfx *gfx, FontId font, const char *utf8, Rect area, int max_lines, SDL_Color colour)
{
    TextLine lines[8];
    int count = text_wrap(gfx->text, font, utf8, area.w, lines, 8);
    int skip = text_paragraph_skip(gfx->text, font);
    bool rtl = str_rtl();
    for (int i = 0; i < count && i < max_lines; i++) {
        char line[512];
        int n = imin(lines[i].length, (int)sizeof line - 8);
        memcpy(line, utf8 + lines[i].start, (size_t)n);
        line[n] = '\0';
        if (i == max_lines - 1 && count > max_lines) {
            /* Room for the ellipsis: drop whole characters until it fits. */
            while (n > 0 && text_width(gfx->text, font, line) + text_width(gfx->text, font, "…") > area.w) {
                do
                    n--;
                while (n > 0 && ((unsigned char)line[n] & 0xC0) == 0x80);
                line[n] = '\0';
            }
            snprintf(line + n, sizeof line - (size_t)n, "…");
        }
        text_draw(gfx->text, font, line, rtl ? area.x + area.w : area.x, area.y + i * skip, colour,
                  rtl ? ALIGN_RIGHT : ALIGN_LEFT);
    }
}

static void draw_row(const Gfx *gfx, const Settings *settings, int index, int scroll, bool hover, bool focus)
{
    const Layout *l = gfx->layout;
    Rect row = row_at(l, index, scroll);
    const Lesson *lesson = lesson_get(index + 1);
    if (!lesson)
        return;
    bool done = lesson_done(settings, index);
    int radius = imax(4, l->radius);
    draw_fill_round(gfx->draw, row, radius, PALETTE[hover ? PAL_CHROME_HOVER : PAL_ROW]);
    draw_frame_round(gfx->draw, row, radius, 1, rgba(0xc9, 0xa2, 0x27, hover ? 200 : 70));
    if (focus)
        focus_draw_ring(gfx, row, radius);

    Marks m = marks_of(l, row);
    draw_badge(gfx, m.number_x, m.cy, m.radius, index + 1, false);
    draw_badge(gfx, m.tick_x, m.cy, tick_radius(&m), 0, done);

    int side = 2 * m.inset + l->gap;
    Rect words = {row.x + side, row.y, row.w - 2 * side, row.h};
    int title_h = text_line_height(gfx->text, FONT_BOLD);
    int skip = text_paragraph_skip(gfx->text, FONT_SMALL);
    const char *summary = str_get(lesson_summary(lesson, settings->options.penalty));
    int lines = imin(SUMMARY_LINES, imax(1, text_wrapped_height(gfx->text, FONT_SMALL, summary, words.w) / skip));
    int height = lines > 0 ? title_h + 2 + (lines - 1) * skip + text_line_height(gfx->text, FONT_SMALL) : title_h;
    int y = row.y + (row.h - height) / 2;
    Rect title = {words.x, y, words.w, title_h};
    draw_lines(gfx, FONT_BOLD, str_get(lesson->title), title, 1, done ? COLOUR_GOLD_LIGHT : COLOUR_IVORY);
    Rect about = {words.x, y + title_h + 2, words.w, lines * skip};
    if (lines > 0)
        draw_lines(gfx, FONT_SMALL, summary, about, lines, COLOUR_TEXT_DIM);
}

/* ---- the screen --------------------------------------------------------- */

typedef struct LessonsState {
    int hover;     /* what is under the pointer: a row, LESSONS_HIT_CLOSE or -1 */
    int focus;     /* the keyboard's row, or LESSONS_HIT_CLOSE: Enter takes it */
    bool keyboard; /* show it: the keyboard was used */
    int scroll;    /* pixels of the list scrolled out at the top */
} LessonsState;

static Intent start(int index)
{
    Intent intent = intent_of(INTENT_START_LESSON);
    intent.arg = index + 1;
    return intent;
}

static Intent press(int what)
{
    if (what >= 0 && what < LESSON_COUNT)
        return start(what);
    return what == LESSONS_HIT_CLOSE ? intent_of(INTENT_CLOSE) : intent_of(INTENT_NONE);
}

/* The rows, then the close button, round and round. */
static int step_focus(int focus, int by)
{
    int place = focus == LESSONS_HIT_CLOSE ? LESSON_COUNT : focus;
    place = (place + by + LESSON_COUNT + 1) % (LESSON_COUNT + 1);
    return place == LESSON_COUNT ? LESSONS_HIT_CLOSE : place;
}

static int clamp_scroll(const Layout *l, int scroll) { return scroll_clamp(scroll, content_height(l), list_height(l)); }

/* The keyboard's row brought into the list's window, with its ring. */
static void reveal(LessonsState *state, const Layout *l)
{
    if (state->focus < 0 || state->focus >= LESSON_COUNT)
        return;
    int top = state->focus * (row_height(l) + row_gap(l));
    state->scroll = scroll_reveal(state->scroll, top, row_height(l) + 2 * ring_room(l), list_height(l),
                                  content_height(l));
}

/* How many rows a page holds, for PageUp and PageDown. */
static int rows_per_page(const Layout *l) { return imax(1, list_height(l) / (row_height(l) + row_gap(l))); }

static ScreenAnswer key(LessonsState *state, const Layout *l, CommandKey k, Intent *out)
{
    if (screen_key_is_global(k))
        return SCREEN_PASS;
    int row = state->focus == LESSONS_HIT_CLOSE ? LESSON_COUNT - 1 : state->focus;
    switch (k) {
    case CK_UP:
    case CK_BACK_TAB: state->focus = step_focus(state->focus, -1); break;
    case CK_DOWN:
    case CK_TAB: state->focus = step_focus(state->focus, 1); break;
    case CK_HOME: state->focus = 0; break;
    case CK_END: state->focus = LESSON_COUNT - 1; break;
    case CK_PAGE_UP: state->focus = imax(0, row - rows_per_page(l)); break;
    case CK_PAGE_DOWN: state->focus = imin(LESSON_COUNT - 1, row + rows_per_page(l)); break;
    case CK_ENTER:
    case CK_SPACE: *out = press(state->focus); break;
    case CK_ESCAPE: *out = intent_of(INTENT_CLOSE); break;
    default:
        if (k >= CK_DIGIT_1 && k < CK_DIGIT_1 + LESSON_COUNT) {
            state->focus = (int)(k - CK_DIGIT_1);
            *out = start(state->focus);
        }
        break;
    }
    state->keyboard = true;
    reveal(state, l);
    return SCREEN_REDRAW;
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    LessonsState *state = screen->state;
    /* The window may have changed size since the last event. */
    state->scroll = clamp_scroll(c->layout, state->scroll);
    if (cmd->type == CMD_KEY)
        return key(state, c->layout, cmd->key, out);
    if (cmd->type == CMD_WHEEL) {
        int was = state->scroll;
        state->scroll = clamp_scroll(c->layout,
                                     state->scroll - command_scroll_pixels(cmd, (float)row_height(c->layout) / 2));
        return state->scroll != was ? SCREEN_REDRAW : SCREEN_TAKEN;
    }
    if (cmd->type == CMD_POINTER_MOVE)
        state->keyboard = false;
    int click;
    int where = hit_at(c->layout, cmd->x, cmd->y, state->scroll);
    ScreenAnswer answer = panel_pointer(&state->hover, where, rect_contains(lessons_panel(c->layout), cmd->x, cmd->y),
                                        cmd, &click);
    if (click >= 0 && click < LESSON_COUNT) {
        state->focus = click;
        *out = start(click);
    } else if (click == LESSONS_HIT_CLOSE || click == PANEL_CLICK_OUTSIDE) {
        *out = intent_of(INTENT_CLOSE);
    }
    return answer;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)argument;
    LessonsState *state = screen->state;
    state->hover = LESSONS_HIT_NONE;
    /* The first lesson not yet played to its end is the one to take. */
    state->focus = 0;
    while (state->focus < LESSON_COUNT - 1 && lesson_done(c->settings, state->focus))
        state->focus++;
    if (lesson_done(c->settings, state->focus))
        state->focus = 0;
    reveal(state, c->layout);
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    LessonsState *state = screen->state;
    const Layout *l = gfx->layout;
    state->scroll = clamp_scroll(l, state->scroll);
    Rect panel = lessons_panel(l);
    table_draw_panel(gfx, panel);
    panel_draw_title(gfx, panel, STR_LESSONS_TITLE);
    Rect list = list_rect(l);
    /* The rings reach a little beside the rows. */
    int ring = ring_room(l);
    SDL_Rect clip = {list.x - ring, list.y, list.w + 2 * ring, list.h};
    SDL_RenderSetClipRect(gfx->renderer, &clip);
    for (int i = 0; i < LESSON_COUNT; i++)
        if (rect_overlaps(row_at(l, i, state->scroll), list))
            draw_row(gfx, c->settings, i, state->scroll, state->hover == i, state->keyboard && state->focus == i);
    SDL_RenderSetClipRect(gfx->renderer, NULL);
    int bar = panel_body_bar(l);
    scrollbar_draw(gfx, (Rect){str_rtl() ? list.x : list.x + list.w - bar, list.y, bar, list.h}, state->scroll,
                   content_height(l));
    Rect close = lessons_close(l);
    table_draw_button(gfx, close, str_get(STR_BTN_CLOSE), false, state->hover == LESSONS_HIT_CLOSE, false, false,
                      c->now);
    if (state->keyboard && state->focus == LESSONS_HIT_CLOSE)
        focus_draw_button_ring(gfx, close);
}

/* A lesson in words: its number and title, whether it was played to its
 * end, and what it teaches (last, the longest: where the words run out of
 * room, they lose the end of it). */
static void speak_lesson(int index, const Settings *settings, char *out, size_t size)
{
    const Lesson *lesson = lesson_get(index + 1);
    if (!lesson)
        return;
    char number[16], line[512], sentence[600], all[SCREEN_ABOUT_MAX] = "";
    snprintf(number, sizeof number, "%d", index + 1);
    str_format(line, sizeof line, STR_COACH_LESSON, number, str_get(lesson->title), NULL);
    str_format(sentence, sizeof sentence, STR_SPK_PANEL, line, NULL, NULL);
    screen_words_add(all, sizeof all, sentence);
    screen_words_add(all, sizeof all,
                     str_get(lesson_done(settings, index) ? STR_SPK_LESSON_DONE : STR_SPK_LESSON_NOT_DONE));
    str_format(sentence, sizeof sentence, STR_SPK_PANEL, str_get(lesson_summary(lesson, settings->options.penalty)),
               NULL, NULL);
    screen_words_add(all, sizeof all, sentence);
    /* Cut where a character starts, never inside one. */
    size_t n = strlen(all);
    if (n >= size) {
        n = size - 1;
        while (n > 0 && ((unsigned char)all[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(out, all, n);
    out[n] = '\0';
}

static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const LessonsState *state = screen->state;
    screen_words_panel(out, STR_LESSONS_TITLE, STR_SPK_KEYS_LIST);
    /* The chosen row is said from the start: Enter takes it. */
    if (state->focus == LESSONS_HIT_CLOSE)
        screen_words_button(out, str_get(STR_BTN_CLOSE), false);
    else if (state->focus >= 0 && state->focus < LESSON_COUNT)
        speak_lesson(state->focus, c->settings, out->focus, sizeof out->focus);
}

int lessons_focus(const Screen *screen) { return ((const LessonsState *)screen->state)->focus; }

int lessons_scroll(const Screen *screen) { return ((const LessonsState *)screen->state)->scroll; }

Rect lessons_row_shown(const Screen *screen, const Layout *layout, int index)
{
    return row_at(layout, index, ((const LessonsState *)screen->state)->scroll);
}

Rect lessons_list(const Layout *layout) { return list_rect(layout); }

const ScreenClass LESSONS_SCREEN = {
    .id = SCREEN_LESSONS,
    .state_size = sizeof(LessonsState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
