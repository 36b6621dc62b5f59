#include "screens/coach_ask.h"

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

/* The question's text is what the move gives away, a line break, and the
 * better move: the first stands out, the second explains.  Both shrink
 * together when a language needs more room than the panel has. */
static void draw_words(const Gfx *gfx, Rect area, const char *text)
{
    TextRenderer *tr = gfx->text;
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
    int gap = gfx->layout->gap, size = 0, h1 = 0, h2 = 0;
    for (; size < 2; size++) {
        h1 = text_wrapped_height(tr, FIRST[size], first, area.w);
        h2 = second[0] ? text_wrapped_height(tr, SECOND[size], second, area.w) : 0;
        if (h1 + gap + h2 <= area.h || size == 1)
            break;
    }
    int y = area.y + imax(0, (area.h - (h1 + gap + h2)) / 2);
    text_draw_wrapped(tr, FIRST[size], first, area.x, y, area.w, COLOUR_IVORY, ALIGN_CENTER, false);
    if (second[0])
        text_draw_wrapped(tr, SECOND[size], second, area.x, y + h1 + gap, area.w, COLOUR_TEXT, ALIGN_CENTER, false);
}

typedef struct CoachAskState {
    int hover;
    int focus;     /* the answer Enter gives */
    bool keyboard; /* show it: the keyboard was used */
} CoachAskState;

static void draw_coach_ask(const Gfx *gfx, const ScreenContext *c, const CoachAskState *state, float appear)
{
    const Layout *l = gfx->layout;
    Rect panel = panel_appearing(coach_ask_panel(l), appear);
    table_draw_panel(gfx, panel);
    panel_draw_title(gfx, panel, STR_ASK_TITLE);
    int pad = layout_panel_pad(l);

    Rect think = button_in(l, panel, COACH_ASK_THINK_AGAIN);
    const char *footer = str_get(STR_ASK_SETTING);
    int footer_h = text_wrapped_height(gfx->text, FONT_SMALL, footer, panel.w - 2 * pad);
    int footer_y = think.y - pad / 2 - footer_h;
    text_draw_wrapped(gfx->text, FONT_SMALL, footer, panel.x + pad, footer_y, panel.w - 2 * pad, COLOUR_TEXT_DIM,
                      ALIGN_CENTER, false);
    int top = panel.y + pad + panel_title_height(l);
    if (c->question)
        draw_words(gfx, (Rect){panel.x + pad, top, panel.w - 2 * pad, footer_y - pad / 2 - top}, c->question->text);

    bool play = c->question && c->question->action.type == ACTION_PLAY;
    static const StringId LABELS[COACH_ASK_ANSWERS] = {STR_ASK_THINK_AGAIN, STR_ASK_DO_ANYWAY};
    for (int answer = 0; answer < COACH_ASK_ANSWERS; answer++) {
        Rect r = button_in(l, panel, answer);
        StringId label = answer == COACH_ASK_GO_AHEAD && play ? STR_ASK_PLAY_ANYWAY : LABELS[answer];
        table_draw_button(gfx, r, str_get(label), answer == COACH_ASK_THINK_AGAIN, state->hover == answer, false, false,
                          c->now);
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

int coach_ask_focus(const Screen *screen) { return ((const CoachAskState *)screen->state)->focus; }

const ScreenClass COACH_ASK_SCREEN = {
    .id = SCREEN_COACH_ASK,
    .state_size = sizeof(CoachAskState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
};
