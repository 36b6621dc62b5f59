#include "screens/confirm.h"

#include <stdio.h>
#include <string.h>

#include "render/focus.h"
#include "render/table.h"
#include "screens/panel.h"

Rect confirm_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(l->width - 4 * l->margin, imax(iround(l->width * 0.42), l->font_body * 26));
    int h = pad + 3 * layout_line(l->font_body) + pad + l->button_h + pad;
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

static Rect confirm_button(const Layout *l, int which)
{
    Rect panel = confirm_panel(l);
    int pad = layout_panel_pad(l);
    int w = (panel.w - 3 * pad) / 2;
    return (Rect){panel.x + pad + which * (w + pad), panel.y + panel.h - pad - l->button_h, w, l->button_h};
}

Rect confirm_yes(const Layout *l) { return confirm_button(l, 0); }
Rect confirm_no(const Layout *l) { return confirm_button(l, 1); }

int confirm_hit(const Layout *l, int x, int y)
{
    if (rect_contains(confirm_yes(l), x, y))
        return CONFIRM_HIT_YES;
    if (rect_contains(confirm_no(l), x, y))
        return CONFIRM_HIT_NO;
    return CONFIRM_HIT_NONE;
}

static void draw_confirm(const Gfx *gfx, PanelBody *body, StringId question, StringId yes, StringId no, int hover,
                         int ring)
{
    const Layout *l = gfx->layout;
    draw_fill_rect(gfx->draw, (Rect){0, 0, l->width, l->height}, rgba(0, 0, 0, 90));
    Rect panel = confirm_panel(l);
    table_draw_panel(gfx, panel);
    int pad = layout_panel_pad(l);
    Rect yes_rect = confirm_yes(l);
    /* The question in the middle of the room above the buttons; where
     * large text leaves too little room, it scrolls. */
    Rect view = {panel.x + pad, panel.y + pad / 2, panel.w - 2 * pad, yes_rect.y - pad / 2 - (panel.y + pad / 2)};
    const char *text = str_get(question);
    PanelPen pen = panel_pen(gfx, false, view.x, view.w, 0);
    panel_pen_text(&pen, FONT_BOLD, text, COLOUR_IVORY);
    pen.y = panel_body_begin(gfx, body, view, pen.y, pen.widest);
    pen.drawing = true;
    panel_pen_text(&pen, FONT_BOLD, text, COLOUR_IVORY);
    panel_body_end(gfx, body);
    table_draw_button(gfx, yes_rect, str_get(yes), true, hover == CONFIRM_HIT_YES, false, false, 0);
    table_draw_button(gfx, confirm_no(l), str_get(no), false, hover == CONFIRM_HIT_NO, false, false, 0);
    if (ring == CONFIRM_HIT_YES || ring == CONFIRM_HIT_NO)
        focus_draw_button_ring(gfx, ring == CONFIRM_HIT_YES ? yes_rect : confirm_no(l));
}

/* ---- the screen --------------------------------------------------------- */

typedef struct ConfirmState {
    ConfirmKind kind;
    int hover;
    int focus; /* the answer the keyboard chose, CONFIRM_HIT_NONE until it moves */
    PanelBody body;
} ConfirmState;

typedef struct Question {
    StringId question, yes, no;
} Question;

static const Question QUESTIONS[] = {
    [CONFIRM_NEW_RULES] = {STR_CONFIRM_NEW_RULES, STR_CONFIRM_NEW_GAME, STR_CONFIRM_LATER},
    [CONFIRM_RESET_STATS] = {STR_STATS_CONFIRM_RESET, STR_STATS_RESET_YES, STR_STATS_CANCEL},
    [CONFIRM_LESSONS] = {STR_OFFER_LESSONS, STR_MENU_LESSONS, STR_OFFER_NOT_NOW},
    [CONFIRM_LEAVE_TABLE] = {STR_CONFIRM_LEAVE_TABLE, STR_MENU_LEAVE_TABLE, STR_CONFIRM_STAY},
    [CONFIRM_RESIGN] = {STR_CONFIRM_RESIGN, STR_MENU_RESIGN, STR_CONFIRM_PLAY_ON},
};

ConfirmKind confirm_kind(const Screen *screen) { return ((const ConfirmState *)screen->state)->kind; }

static Intent answer(ConfirmKind kind, bool yes)
{
    Intent intent = intent_of(INTENT_CLOSE);
    if (kind == CONFIRM_LESSONS) {
        /* Esc and a click beside it decline too: the offer is made once. */
        intent = intent_of(INTENT_LESSONS_OFFERED);
        intent.step = yes;
    } else if (kind == CONFIRM_NEW_RULES) {
        if (yes) {
            intent = intent_of(INTENT_NEW_GAME); /* the new table is there */
        } else {
            intent = intent_of(INTENT_SAY);
            intent.arg = STR_RULES_NEXT_GAME;
        }
    } else if (yes) {
        intent = intent_of(kind == CONFIRM_LEAVE_TABLE ? INTENT_LEAVE_TABLE
                           : kind == CONFIRM_RESIGN    ? INTENT_RESIGN
                                                       : INTENT_RESET_STATISTICS);
    }
    intent.then_close = true;
    return intent;
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    ConfirmState *state = screen->state;
    ScreenAnswer scrolled;
    if (panel_body_command(&state->body, c->layout, cmd, &scrolled))
        return scrolled;
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        /* Tab and the arrows go between the two answers; Enter and Space
         * give the one in the ring, the first when none is. */
        if (focus_direction(cmd->key) != 0)
            state->focus = state->focus == CONFIRM_HIT_YES ? CONFIRM_HIT_NO : CONFIRM_HIT_YES;
        else if (cmd->key == CK_ENTER || cmd->key == CK_SPACE)
            *out = answer(state->kind, state->focus != CONFIRM_HIT_NO);
        else if (cmd->key == CK_ESCAPE)
            *out = answer(state->kind, false);
        return SCREEN_REDRAW;
    }
    int click;
    ScreenAnswer result = panel_pointer(&state->hover, confirm_hit(c->layout, cmd->x, cmd->y),
                                        rect_contains(confirm_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click == CONFIRM_HIT_YES || click == CONFIRM_HIT_NO || click == PANEL_CLICK_OUTSIDE)
        *out = answer(state->kind, click == CONFIRM_HIT_YES);
    return result;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    ConfirmState *state = screen->state;
    state->kind = argument == CONFIRM_RESET_STATS || argument == CONFIRM_LESSONS || argument == CONFIRM_LEAVE_TABLE ||
                          argument == CONFIRM_RESIGN
                      ? (ConfirmKind)argument
                      : CONFIRM_NEW_RULES;
    state->hover = CONFIRM_HIT_NONE;
    state->focus = CONFIRM_HIT_NONE;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    (void)c;
    ConfirmState *state = screen->state;
    const Question *q = &QUESTIONS[state->kind];
    draw_confirm(gfx, &state->body, q->question, q->yes, q->no, state->hover, state->focus);
}

/* The question and the keys; the answer in the ring once the keyboard has
 * chosen one. */
static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    (void)c;
    const ConfirmState *state = screen->state;
    const Question *q = &QUESTIONS[state->kind];
    screen_words_add(out->about, sizeof out->about, str_get(q->question));
    screen_words_add(out->about, sizeof out->about, str_get(STR_SPK_KEYS_ANSWER));
    if (state->focus == CONFIRM_HIT_YES || state->focus == CONFIRM_HIT_NO)
        screen_words_button(out, str_get(state->focus == CONFIRM_HIT_YES ? q->yes : q->no), false);
}

const PanelBody *confirm_body(const Screen *screen) { return &((const ConfirmState *)screen->state)->body; }

const ScreenClass CONFIRM_SCREEN = {
    .id = SCREEN_CONFIRM,
    .state_size = sizeof(ConfirmState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
