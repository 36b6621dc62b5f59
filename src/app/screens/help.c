#include "screens/help.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "i18n/strings.h"
#include "render/focus.h"
#include "render/scrollbar.h"
#include "render/table.h"
#include "screens/panel.h"

typedef enum BlockKind { BLOCK_HEADING, BLOCK_PARAGRAPH, BLOCK_CARDS, BLOCK_SCORES } BlockKind;

typedef struct Block {
    BlockKind kind;
    StringId id;
} Block;

enum { BLOCKS_MAX = 28 };

/* The rules as a list of blocks: the parts that differ between the presets
 * follow the options actually in play.  "Penalty" is said first where it
 * is defined, before the table that uses it. */
static int build_blocks(const GameOptions *options, Block *out)
{
    int n = 0;
    out[n++] = (Block){BLOCK_HEADING, STR_RULES_H_CARDS};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_CARDS};
    out[n++] = (Block){BLOCK_CARDS, STR_COUNT};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_CARDS_TRUMPS};
    out[n++] = (Block){BLOCK_HEADING, STR_RULES_H_DEAL};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_DEAL};
    out[n++] = (Block){BLOCK_HEADING, STR_RULES_H_EXCHANGE};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_EXCHANGE};
    out[n++] = (Block){BLOCK_HEADING, STR_RULES_H_KING};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_KING};
    out[n++] = (Block){BLOCK_HEADING, STR_RULES_H_PLAY};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_PLAY};
    out[n++] = (Block){BLOCK_PARAGRAPH,
                       options->must_trump_when_void ? STR_RULES_VOID_CLASSIC : STR_RULES_VOID_STANDARD};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_PLAY_WIN};
    out[n++] = (Block){BLOCK_HEADING, STR_RULES_H_SCORING};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_SCORE_PENALTY};
    out[n++] = (Block){BLOCK_SCORES, STR_COUNT};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_SCORE_NOTE};
    out[n++] = (Block){BLOCK_HEADING, STR_RULES_H_END};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_END};
    out[n++] = (Block){BLOCK_HEADING, STR_RULES_H_CONTROLS};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_CONTROLS};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_CONTROLLER};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_TOUCH};
    out[n++] = (Block){BLOCK_PARAGRAPH, STR_RULES_SPEECH};
    return n;
}

enum { STOOD = 1 << HELP_STOOD, REFUSED = 1 << HELP_REFUSED, EXCHANGED = 1 << HELP_EXCHANGED };
enum { ANY_OPENING = STOOD | REFUSED | EXCHANGED };

int help_score_rows(const GameOptions *options, HelpScoreRow *rows)
{
    int n = 0;
    rows[n++] = (HelpScoreRow){STR_RULES_SCORE_POINT, STR_RULES_ONE_POINT, EXCHANGED, HELP_EITHER, {1, 0}};
    rows[n++] = (HelpScoreRow){STR_RULES_SCORE_VOLE, STR_RULES_TWO_POINTS, ANY_OPENING, HELP_EITHER, {0, 2}};
    if (options->penalty == PENALTY_STANDARD) {
        rows[n++] =
            (HelpScoreRow){STR_RULES_SCORE_UNEXCHANGED, STR_RULES_TWO_POINTS, STOOD | REFUSED, HELP_NON_DEALER, {2, 2}};
        rows[n++] = (HelpScoreRow){STR_RULES_SCORE_LOST_NO_PENALTY,
                                   STR_RULES_USUAL_POINTS,
                                   STOOD | REFUSED,
                                   HELP_DEALER,
                                   {1, 2}};
    } else {
        rows[n++] = (HelpScoreRow){STR_RULES_SCORE_STOOD, STR_RULES_TWO_POINTS, STOOD, HELP_DEALER, {2, 2}};
        rows[n++] = (HelpScoreRow){STR_RULES_SCORE_REFUSED, STR_RULES_TWO_POINTS, REFUSED, HELP_NON_DEALER, {2, 2}};
    }
    rows[n++] = (HelpScoreRow){STR_RULES_SCORE_KING, STR_RULES_ONE_POINT, 0, HELP_EITHER, {0, 0}};
    return n;
}

int help_texts(const GameOptions *options, StringId *out, int most)
{
    Block blocks[BLOCKS_MAX];
    int count = build_blocks(options, blocks), n = 0;
    for (int i = 0; i < count; i++) {
        if (blocks[i].kind == BLOCK_SCORES) {
            HelpScoreRow rows[HELP_SCORE_ROWS_MAX];
            int r = help_score_rows(options, rows);
            for (int k = 0; k < r && n + 2 <= most; k++) {
                out[n++] = rows[k].what;
                out[n++] = rows[k].worth;
            }
        } else if (blocks[i].kind != BLOCK_CARDS && n < most) {
            out[n++] = blocks[i].id;
        }
    }
    return n;
}

Rect help_panel(const Layout *layout)
{
    int w = imin(layout->width - 4 * layout->margin, layout->font_body * 48);
    int h = layout->height - 4 * layout->margin;
    return (Rect){(layout->width - w) / 2, (layout->height - h) / 2, w, h};
}

static int pad_of(const Layout *layout) { return imax(16, iround(layout->font_body * 1.4)); }

Rect help_close(const Layout *layout)
{
    Rect panel = help_panel(layout);
    int pad = pad_of(layout);
    int h = imax(36, iround(layout->button_h * 0.8));
    int w = imax(h * 2, iround(layout->font_body * 6));
    /* At the end of the title's line: on the left in a right-to-left language. */
    int x = str_rtl() ? panel.x + pad : panel.x + panel.w - pad - w;
    return (Rect){x, panel.y + pad * 2 / 3, w, h};
}

float help_line(const Layout *layout) { return layout->font_body * 3.0f; }

float help_page(const Layout *layout) { return (float)help_panel(layout).h * 0.8f; }

typedef struct Frame {
    int header_h, footer_h;
    Rect content; /* the scrolling window */
    int bar_w;
    int card_h, card_w, card_gap;
} Frame;

static Frame frame_of(const Gfx *gfx)
{
    const Layout *l = gfx->layout;
    Rect panel = help_panel(l);
    int pad = pad_of(l);
    Frame f;
    f.header_h = pad + text_line_height(gfx->text, FONT_HEADING) + text_line_height(gfx->text, FONT_SMALL) + pad / 2;
    f.footer_h = text_line_height(gfx->text, FONT_SMALL) + pad;
    /* Room for the scroll bar on the far side from where a line starts. */
    f.bar_w = imax(4, l->gap / 2);
    int bar = f.bar_w + imax(6, l->gap);
    f.content = (Rect){panel.x + pad + (str_rtl() ? bar : 0), panel.y + f.header_h, panel.w - 2 * pad - bar,
                       panel.h - f.header_h - f.footer_h};
    f.card_gap = imax(4, iround(l->font_body * 0.4));
    float aspect = (float)l->card_w / (float)l->card_h;
    f.card_w = imin(iround(l->height * 0.15 * aspect), (f.content.w - 7 * f.card_gap) / 8);
    f.card_h = iround(f.card_w / aspect);
    return f;
}

/* A paragraph's words, with the target of the rules in play. */
/* A paragraph with its one value, the target, filled in. */
enum { PARAGRAPH_MAX = STR_TEXT_MAX + 64 };

static void paragraph_text(const Block *b, const GameOptions *options, char *out, size_t size)
{
    char number[8];
    snprintf(number, sizeof number, "%d", options->target);
    str_format(out, size, b->id, number, NULL, NULL);
}

/* The scoring table's columns: what happened, and what it is worth, each
 * wrapped in its own width, a line of room between them. */
static int what_width(const Frame *f) { return f->content.w * 3 / 4; }

static int score_row_height(TextRenderer *text, const Frame *f, const HelpScoreRow *row)
{
    int line = text_line_height(text, FONT_BODY);
    int what = text_wrapped_height(text, FONT_BODY, str_get(row->what), what_width(f) - line);
    int worth = text_wrapped_height(text, FONT_BOLD, str_get(row->worth), f->content.w - what_width(f) - line / 2);
    return imax(what, worth) + line / 2;
}

static int block_height(const Gfx *gfx, const Frame *f, const GameOptions *options, const Block *b, bool first)
{
    TextRenderer *text = gfx->text;
    int line = text_line_height(text, FONT_BODY);
    switch (b->kind) {
    case BLOCK_HEADING: return (first ? 0 : line) + text_line_height(text, FONT_SECTION) + line / 4;
    case BLOCK_PARAGRAPH: {
        char buffer[PARAGRAPH_MAX];
        paragraph_text(b, options, buffer, sizeof buffer);
        return text_wrapped_height(text, FONT_BODY, buffer, f->content.w) + line / 2;
    }
    case BLOCK_CARDS: return f->card_h + text_line_height(text, FONT_SMALL) + line;
    case BLOCK_SCORES: {
        HelpScoreRow rows[HELP_SCORE_ROWS_MAX];
        int n = help_score_rows(options, rows);
        int total = 0;
        for (int i = 0; i < n; i++)
            total += score_row_height(text, f, &rows[i]);
        return total + line / 2;
    }
    }
    return 0;
}

static void draw_cards_row(const Gfx *gfx, const Frame *f, int y)
{
    static const Rank ORDER[RANK_COUNT] = {RANK_KING, RANK_QUEEN, RANK_JACK, RANK_ACE, RANK_10, RANK_9, RANK_8, RANK_7};
    int total = 8 * f->card_w + 7 * f->card_gap;
    int x = f->content.x + (f->content.w - total) / 2;
    for (int i = 0; i < RANK_COUNT; i++) {
        Sprite sprite;
        memset(&sprite, 0, sizeof sprite);
        sprite.card = card_make(SUIT_HEARTS, ORDER[i]);
        /* A right-to-left reader reads the ranking from the right. */
        int slot = str_rtl() ? RANK_COUNT - 1 - i : i;
        Rect r = {x + slot * (f->card_w + f->card_gap), y, f->card_w, f->card_h};
        sprite.pose = pose_from_rect(r, 0, 1);
        table_draw_card(gfx, &sprite, 0);
    }
    int label_y = y + f->card_h + 4;
    StringId left = str_rtl() ? STR_RULES_LOWEST : STR_RULES_HIGHEST;
    StringId right = str_rtl() ? STR_RULES_HIGHEST : STR_RULES_LOWEST;
    text_draw(gfx->text, FONT_SMALL, str_get(left), x, label_y, COLOUR_TEXT_DIM, ALIGN_LEFT);
    text_draw(gfx->text, FONT_SMALL, str_get(right), x + total, label_y, COLOUR_TEXT_DIM, ALIGN_RIGHT);
}

static void draw_scores(const Gfx *gfx, const Frame *f, const GameOptions *options, int y)
{
    TextRenderer *text = gfx->text;
    HelpScoreRow rows[HELP_SCORE_ROWS_MAX];
    int n = help_score_rows(options, rows);
    int line = text_line_height(text, FONT_BODY);
    int what_w = what_width(f), worth_w = f->content.w - what_w - line / 2;
    for (int i = 0; i < n; i++) {
        int h = score_row_height(text, f, &rows[i]);
        Rect row = {f->content.x, y, f->content.w, h};
        if (i % 2 == 0)
            draw_fill_round(gfx->draw, row, 6, rgba(255, 255, 255, 16));
        /* Right to left, the columns change sides. */
        bool rtl = str_rtl();
        int what_x = rtl ? row.x + row.w - what_w + line / 2 : row.x + line / 2;
        text_draw_wrapped(text, FONT_BODY, str_get(rows[i].what), what_x, y + line / 4, what_w - line, COLOUR_TEXT,
                          ALIGN_LEFT, false);
        int worth_x = rtl ? row.x + line / 2 : row.x + row.w - line / 2 - worth_w;
        text_draw_wrapped(text, FONT_BOLD, str_get(rows[i].worth), worth_x, y + line / 4, worth_w, COLOUR_GOLD_LIGHT,
                          rtl ? ALIGN_LEFT : ALIGN_RIGHT, false);
        y += h;
    }
}

static float draw_rules(const Gfx *gfx, const GameOptions *options, float scroll, bool close_hover, bool ring,
                        Rect *window)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    Rect panel = help_panel(l);
    Frame f = frame_of(gfx);
    int pad = pad_of(l);
    *window = f.content;

    table_draw_panel(gfx, panel);

    /* Header and footer stay put; the rules scroll between them. */
    /* The title from where a line starts, the close button at the other end. */
    Rect close = help_close(l);
    bool rtl = str_rtl();
    int title_x = rtl ? panel.x + panel.w - pad : panel.x + pad;
    TextAlign start = rtl ? ALIGN_RIGHT : ALIGN_LEFT;
    int title_w = panel.w - 2 * pad - close.w - l->gap;
    static const FontId TITLE_FONTS[] = {FONT_HEADING, FONT_BOLD};
    const char *title = str_get(STR_RULES_TITLE);
    FontId title_font = text_fit(text, TITLE_FONTS, 2, title, title_w);
    text_draw(text, title_font, title, title_x, panel.y + pad * 2 / 3, COLOUR_IVORY, start);
    Preset preset = options->must_trump_when_void ? PRESET_CLASSIC : PRESET_STANDARD;
    text_draw(text, FONT_SMALL_BOLD,
              str_get(preset == PRESET_CLASSIC ? STR_RULES_PRESET_CLASSIC : STR_RULES_PRESET_STANDARD), title_x,
              panel.y + pad * 2 / 3 + text_line_height(text, FONT_HEADING), COLOUR_GOLD_LIGHT, start);
    table_draw_button(gfx, close, str_get(STR_BTN_CLOSE), false, close_hover, false, false, 0);
    if (ring)
        focus_draw_button_ring(gfx, close);
    draw_fill_rect(gfx->draw, (Rect){panel.x + pad, f.content.y - 2, panel.w - 2 * pad, 1}, rgba(0xc9, 0xa2, 0x27, 90));
    text_draw(text, FONT_SMALL, str_get(STR_RULES_CLOSE_HINT), panel.x + panel.w / 2,
              panel.y + panel.h - f.footer_h + pad / 3, COLOUR_TEXT_DIM, ALIGN_CENTER);

    Block blocks[BLOCKS_MAX];
    int count = build_blocks(options, blocks);
    int total = 0;
    int heights[BLOCKS_MAX];
    for (int i = 0; i < count; i++) {
        heights[i] = block_height(gfx, &f, options, &blocks[i], i == 0);
        total += heights[i];
    }
    /* A line of room under the last: the end of the rules is seen to be the end. */
    int content = total + text_line_height(text, FONT_BODY);
    float max_scroll = (float)scroll_most(content, f.content.h);
    if (scroll > max_scroll)
        scroll = max_scroll;
    if (scroll < 0)
        scroll = 0;

    SDL_Rect clip = {f.content.x - pad / 2, f.content.y, f.content.w + pad, f.content.h};
    SDL_RenderSetClipRect(gfx->renderer, &clip);
    int y = f.content.y + text_line_height(text, FONT_BODY) / 2 - iround(scroll);
    for (int i = 0; i < count; i++) {
        const Block *b = &blocks[i];
        int h = heights[i];
        if (y + h >= f.content.y && y <= f.content.y + f.content.h) {
            int line = text_line_height(text, FONT_BODY);
            switch (b->kind) {
            case BLOCK_HEADING:
                text_draw(text, FONT_SECTION, str_get(b->id), str_rtl() ? f.content.x + f.content.w : f.content.x,
                          y + (i == 0 ? 0 : line), COLOUR_GOLD_LIGHT, str_rtl() ? ALIGN_RIGHT : ALIGN_LEFT);
                break;
            case BLOCK_PARAGRAPH: {
                char buffer[PARAGRAPH_MAX];
                paragraph_text(b, options, buffer, sizeof buffer);
                text_draw_wrapped(text, FONT_BODY, buffer, f.content.x, y, f.content.w, COLOUR_TEXT, ALIGN_LEFT, false);
                break;
            }
            case BLOCK_CARDS: draw_cards_row(gfx, &f, y + line / 4); break;
            case BLOCK_SCORES: draw_scores(gfx, &f, options, y); break;
            }
        }
        y += h;
    }
    SDL_RenderSetClipRect(gfx->renderer, NULL);

    /* A slim scroll bar says there is more. */
    int bar_x = rtl ? panel.x + pad : panel.x + panel.w - pad - f.bar_w;
    scrollbar_draw(gfx, (Rect){bar_x, f.content.y, f.bar_w, f.content.h}, iround(scroll), content);
    return max_scroll;
}

/* ---- the screen --------------------------------------------------------- */

typedef struct HelpState {
    float scroll;
    float scroll_max; /* known once drawn */
    int close_hover;  /* 0: over the close button; -1: not */
    bool ring;        /* Tab has put the keyboard's ring on the close button */
    Rect window;      /* where the rules scroll, known once drawn */
} HelpState;

Rect help_window(const Screen *screen) { return ((const HelpState *)screen->state)->window; }

bool help_ring(const Screen *screen) { return ((const HelpState *)screen->state)->ring; }

float help_scroll(const Screen *screen, float *max)
{
    const HelpState *state = screen->state;
    if (max)
        *max = state->scroll_max;
    return state->scroll;
}

static ScreenAnswer scroll_by(HelpState *state, float by)
{
    float next = state->scroll + by;
    if (next > state->scroll_max)
        next = state->scroll_max;
    if (next < 0)
        next = 0;
    state->scroll = next;
    return SCREEN_REDRAW;
}

static ScreenAnswer key(HelpState *state, const Layout *layout, CommandKey k, Intent *out)
{
    /* A window less a line of text, once the window is known: the line at
     * its foot is seen again at its top, and none is passed over. */
    float line = help_line(layout), page = help_page(layout);
    if (state->window.h > 0)
        page = (float)imax(layout_line(layout->font_body), state->window.h - layout_line(layout->font_body));
    switch (k) {
    case CK_UP: return scroll_by(state, -line);
    case CK_DOWN: return scroll_by(state, line);
    case CK_PAGE_UP: return scroll_by(state, -page);
    case CK_PAGE_DOWN: return scroll_by(state, page);
    case CK_HOME: return scroll_by(state, -1e9f);
    case CK_END: return scroll_by(state, 1e9f);
    /* The one control: Tab rings it, Enter or Space (as ever) close. */
    case CK_TAB:
    case CK_BACK_TAB: state->ring = true; return SCREEN_REDRAW;
    case CK_HELP:
    case CK_ESCAPE:
    case CK_ENTER:
    case CK_SPACE: *out = intent_of(INTENT_CLOSE); return SCREEN_REDRAW;
    default: return screen_key_is_global(k) ? SCREEN_PASS : SCREEN_TAKEN;
    }
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    HelpState *state = screen->state;
    if (cmd->type == CMD_KEY)
        return key(state, c->layout, cmd->key, out);
    if (cmd->type == CMD_WHEEL)
        return scroll_by(state, cmd->pixels ? (float)-cmd->pixels : -cmd->wheel * help_line(c->layout));
    if (cmd->type == CMD_POINTER_MOVE)
        state->ring = false;
    int click;
    int where = rect_contains(help_close(c->layout), cmd->x, cmd->y) ? 0 : -1;
    ScreenAnswer answer = panel_pointer(&state->close_hover, where,
                                        rect_contains(help_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    /* The close button, or a click outside the panel: the table is right there. */
    if (click == 0 || click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    HelpState *state = screen->state;
    state->scroll_max = draw_rules(gfx, &c->view->options, state->scroll, state->close_hover == 0, state->ring,
                                   &state->window);
    if (state->scroll > state->scroll_max)
        state->scroll = state->scroll_max;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    (void)argument;
    ((HelpState *)screen->state)->close_hover = -1;
}

/* The title and the keys: the rules themselves are for reading, and the
 * spoken mode's F3 tells the game's situation. */
static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    (void)c;
    screen_words_panel(out, STR_RULES_TITLE, STR_SPK_KEYS_RULES);
    if (((const HelpState *)screen->state)->ring)
        screen_words_button(out, str_get(STR_BTN_CLOSE), false);
}

const ScreenClass HELP_SCREEN = {
    .id = SCREEN_HELP,
    .state_size = sizeof(HelpState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
