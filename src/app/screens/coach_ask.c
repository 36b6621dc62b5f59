#include "screens/coach_ask.h"

#include <stdio.h>
#include <string.h>

#include "render/focus.h"
#include "render/table.h"
#include "screens/panel.h"

/* Room for the two sentences in the body's font (the loss and a long hint
 * take four lines in the smallest window) and for the line about the
 * setting. */
enum { BODY_LINES = 5, FOOTER_LINES = 1 };

/* The height of a line of wrapped text, its extra leading included. */
static int wrapped_line(int px) { return iround(px * 1.45); }

Rect coach_ask_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(l->width - 4 * l->margin, imax(iround(l->width * 0.46), l->font_body * 34));
    int h = pad + panel_title_height(l) + BODY_LINES * wrapped_line(l->font_body) + pad / 2 +
            FOOTER_LINES * wrapped_line(l->font_small) + pad / 2 + l->button_h + pad;
    h = imin(h, l->height - 2 * l->margin);
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

static Rect button_in(const Layout *l, Rect panel, int answer)
{
    int pad = layout_panel_pad(l);
    int w = (panel.w - 3 * pad) / 2;
    int place = str_rtl() ? COACH_ASK_ANSWERS - 1 - answer : answer;
    return (Rect){panel.x + pad + place * (w + pad), panel.y + panel.h - pad - l->button_h, w, l->button_h};
}

Rect coach_ask_button(const Layout *l, int answer) { return button_in(l, coach_ask_panel(l), answer); }

int coach_ask_hit(const Layout *l, int x, int y)
{
    for (int answer = 0; answer < COACH_ASK_ANSWERS; answer++)
        if (rect_contains(coach_ask_button(l, answer), x, y))
            return answer;
    return COACH_ASK_HIT_NONE;
}

/* ---- the picture ------------------------------------------------------------ */

static StringId label_of(int answer, bool play)
{
    static const StringId LABELS[COACH_ASK_ANSWERS] = {STR_ASK_THINK_AGAIN, STR_ASK_DO_ANYWAY};
    return answer == COACH_ASK_GO_AHEAD && play ? STR_ASK_PLAY_ANYWAY : LABELS[answer];
}

/* The question's text is what the move gives away, a line break, and the
 * better move: the first stands out, the second explains, and the line
 * about the setting closes.  All shrink together when a language needs
 * more room than the panel has, and scroll where even that is too much
 * (large text in a small window).  Set down by `pen`, or measured. */
static void draw_words(PanelPen *pen, const char *text, int size)
{
    char first[COACH_TEXT_MAX];
    const char *second = "";
    const char *cut = strchr(text, '\n');
    size_t length = cut ? (size_t)(cut - text) : strlen(text);
    if (length >= sizeof first)
        length = sizeof first - 1;
    memcpy(first, text, length);
    first[length] = '\0';
    if (cut)
        second = cut + 1;

    static const FontId FIRST[] = {FONT_BOLD, FONT_SMALL_BOLD}, SECOND[] = {FONT_BODY, FONT_SMALL};
    panel_pen_text(pen, FIRST[size], first, COLOUR_IVORY);
    if (second[0]) {
        pen->y += pen->gfx->layout->gap;
        panel_pen_text(pen, SECOND[size], second, COLOUR_TEXT);
    }
    pen->y += layout_panel_pad(pen->gfx->layout) / 2;
    panel_pen_text(pen, FONT_SMALL, str_get(STR_ASK_SETTING), COLOUR_TEXT_DIM);
}

typedef struct CoachAskState {
    int hover;
    int focus;     /* the answer Enter gives */
    bool keyboard; /* show it: the keyboard was used */
    PanelBody body;
} CoachAskState;

static void draw_coach_ask(const Gfx *gfx, const ScreenContext *c, CoachAskState *state, float appear)
{
    const Layout *l = gfx->layout;
    Rect panel = panel_appearing(coach_ask_panel(l), appear);
    table_draw_panel(gfx, panel);
    panel_draw_title(gfx, panel, STR_ASK_TITLE);
    int pad = layout_panel_pad(l);

    Rect think = button_in(l, panel, COACH_ASK_THINK_AGAIN);
    int top = panel.y + pad + panel_title_height(l);
    Rect view = {panel.x + pad, top, panel.w - 2 * pad, think.y - pad / 2 - top};
    const char *text = c->question ? c->question->text : "";
    PanelPen pen = panel_pen(gfx, false, view.x, view.w, 0);
    int size = 0;
    for (; size < 2; size++) {
        pen = panel_pen(gfx, false, view.x, view.w, 0);
        draw_words(&pen, text, size);
        if (pen.y <= view.h || size == 1)
            break;
    }
    pen.y = panel_body_begin(gfx, &state->body, view, pen.y, pen.widest);
    pen.drawing = true;
    draw_words(&pen, text, size);
    panel_body_end(gfx, &state->body);

    bool play = c->question && c->question->action.type == ACTION_PLAY;
    for (int answer = 0; answer < COACH_ASK_ANSWERS; answer++) {
        Rect r = button_in(l, panel, answer);
        table_draw_button(gfx, r, str_get(label_of(answer, play)), answer == COACH_ASK_THINK_AGAIN,
                          state->hover == answer, false, false, c->now);
        if (state->keyboard && state->focus == answer)
            focus_draw_button_ring(gfx, r);
    }
}

/* ---- the screen --------------------------------------------------------- */

static Intent answer(int which)
{
    Intent intent = intent_of(which == COACH_ASK_GO_AHEAD ? INTENT_GO_AHEAD : INTENT_THINK_AGAIN);
    intent.then_close = true;
    return intent;
}

/* The answer whose button stands on that side. */
static int answer_on(bool left)
{
    bool first = left != str_rtl();
    return first ? COACH_ASK_THINK_AGAIN : COACH_ASK_GO_AHEAD;
}

static ScreenAnswer key(CoachAskState *state, CommandKey k, Intent *out)
{
    if (screen_key_is_global(k))
        return SCREEN_PASS;
    switch (k) {
    case CK_ESCAPE: *out = answer(COACH_ASK_THINK_AGAIN); break;
    case CK_ENTER:
    case CK_SPACE: *out = answer(state->focus); break;
    case CK_LEFT:
    case CK_RIGHT:
        state->focus = answer_on(k == CK_LEFT);
        state->keyboard = true;
        break;
    case CK_TAB:
    case CK_BACK_TAB:
        state->focus = COACH_ASK_ANSWERS - 1 - state->focus;
        state->keyboard = true;
        break;
    default: break;
    }
    return SCREEN_REDRAW;
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    CoachAskState *state = screen->state;
    ScreenAnswer scrolled;
    if (panel_body_command(&state->body, c->layout, cmd, &scrolled))
        return scrolled;
    if (cmd->type == CMD_KEY)
        return key(state, cmd->key, out);
    int click;
    ScreenAnswer result = panel_pointer(&state->hover, coach_ask_hit(c->layout, cmd->x, cmd->y),
                                        rect_contains(coach_ask_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click == COACH_ASK_THINK_AGAIN || click == COACH_ASK_GO_AHEAD)
        *out = answer(click);
    else if (click == PANEL_CLICK_OUTSIDE)
        *out = answer(COACH_ASK_THINK_AGAIN);
    return result;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    (void)argument;
    CoachAskState *state = screen->state;
    state->hover = COACH_ASK_HIT_NONE;
    state->focus = COACH_ASK_THINK_AGAIN;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    draw_coach_ask(gfx, c, screen->state, panel_appear(screen->opened_at, c->now));
}

/* The title, the question, and the keys; the answer in the ring once the
 * keyboard has moved. */
static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const CoachAskState *state = screen->state;
    screen_words_panel(out, STR_ASK_TITLE, -1);
    if (c->question) {
        /* The text's two parts are two sentences. */
        char text[COACH_TEXT_MAX];
        snprintf(text, sizeof text, "%s", c->question->text);
        for (char *p = text; *p; p++)
            if (*p == '\n')
                *p = ' ';
        screen_words_add(out->about, sizeof out->about, text);
    }
    screen_words_add(out->about, sizeof out->about, str_get(STR_ASK_SETTING));
    screen_words_add(out->about, sizeof out->about, str_get(STR_SPK_KEYS_ANSWER));
    if (state->keyboard)
        screen_words_button(out,
                            str_get(label_of(state->focus, c->question && c->question->action.type == ACTION_PLAY)),
                            false);
}

const PanelBody *coach_ask_body(const Screen *screen) { return &((const CoachAskState *)screen->state)->body; }

int coach_ask_focus(const Screen *screen) { return ((const CoachAskState *)screen->state)->focus; }

const ScreenClass COACH_ASK_SCREEN = {
    .id = SCREEN_COACH_ASK,
    .state_size = sizeof(CoachAskState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
