#include "screens/phrases.h"

#include <stdio.h>

#include "render/focus.h"
#include "render/table.h"
#include "screens/panel.h"

StringId phrases_words(int index)
{
    static const StringId WORDS[PHRASE_COUNT] = {STR_PHRASE_HELLO,  STR_PHRASE_GOOD_LUCK, STR_PHRASE_WELL_PLAYED,
                                                 STR_PHRASE_THANKS, STR_PHRASE_GOOD_GAME, STR_PHRASE_ONE_MOMENT};
    return index >= 0 && index < PHRASE_COUNT ? WORDS[index] : STR_PHRASE_HELLO;
}

static int gap(const Layout *l) { return imax(6, iround(l->height * 0.01)); }

/* The phrases and the closing button, as tall as the window allows. */
static int button_height(const Layout *l)
{
    int room = l->height - 2 * l->margin - 2 * layout_panel_pad(l) - panel_title_height(l) - PHRASE_COUNT * gap(l) -
               gap(l);
    return imax(imin(l->button_h, room / (PHRASE_COUNT + 1)), imin(l->button_h, 40));
}

Rect phrases_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(imax(iround(l->width * 0.3), l->font_body * 18), l->width - 2 * l->margin);
    int h = 2 * pad + panel_title_height(l) + (PHRASE_COUNT + 1) * (button_height(l) + gap(l)) + gap(l);
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

Rect phrases_button(const Layout *l, int index)
{
    Rect panel = phrases_panel(l);
    int pad = layout_panel_pad(l);
    int y = panel.y + pad + panel_title_height(l) + index * (button_height(l) + gap(l));
    if (index == PHRASE_COUNT)
        y += gap(l); /* the closing button apart */
    return (Rect){panel.x + pad, y, panel.w - 2 * pad, button_height(l)};
}

static int hit(const Layout *l, int x, int y)
{
    for (int i = 0; i <= PHRASE_COUNT; i++)
        if (rect_contains(phrases_button(l, i), x, y))
            return i;
    return -1;
}

typedef struct PhrasesState {
    int hover, focus;
} PhrasesState;

static Intent choose(int index)
{
    if (index == PHRASE_COUNT)
        return intent_of(INTENT_CLOSE);
    Intent intent = intent_of(INTENT_PHRASE);
    intent.arg = index;
    intent.then_close = true;
    return intent;
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    PhrasesState *state = screen->state;
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        int count = PHRASE_COUNT + 1;
        if (cmd->key >= CK_DIGIT_1 && cmd->key < CK_DIGIT_1 + PHRASE_COUNT)
            *out = choose(cmd->key - CK_DIGIT_1);
        else if (focus_direction(cmd->key) != 0)
            state->focus = focus_next(state->focus, count, cmd->key);
        else if (cmd->key == CK_ENTER || cmd->key == CK_SPACE)
            *out = state->focus >= 0 ? choose(state->focus) : intent_of(INTENT_NONE);
        else if (cmd->key == CK_ESCAPE)
            *out = intent_of(INTENT_CLOSE);
        return SCREEN_REDRAW;
    }
    int click;
    ScreenAnswer answer = panel_pointer(&state->hover, hit(c->layout, cmd->x, cmd->y),
                                        rect_contains(phrases_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click >= 0)
        *out = choose(click);
    else if (click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    (void)argument;
    PhrasesState *state = screen->state;
    state->hover = state->focus = -1;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    (void)c;
    const PhrasesState *state = screen->state;
    const Layout *l = gfx->layout;
    Rect panel = phrases_panel(l);
    table_draw_panel(gfx, panel);
    panel_draw_title(gfx, panel, STR_PHRASES_TITLE);
    for (int i = 0; i <= PHRASE_COUNT; i++) {
        Rect r = phrases_button(l, i);
        const char *label = str_get(i == PHRASE_COUNT ? STR_BTN_CLOSE : phrases_words(i));
        table_draw_button(gfx, r, label, false, state->hover == i, false, false, 0);
        if (i < PHRASE_COUNT) {
            char digit[2] = {(char)('1' + i), '\0'};
            focus_draw_key_cap(gfx, r, digit);
        }
    }
    if (state->focus >= 0)
        focus_draw_button_ring(gfx, phrases_button(l, state->focus));
}

static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    (void)c;
    const PhrasesState *state = screen->state;
    screen_words_panel(out, STR_PHRASES_TITLE, STR_PHRASES_KEYS);
    if (state->focus >= 0)
        screen_words_item(out, str_get(state->focus == PHRASE_COUNT ? STR_BTN_CLOSE : phrases_words(state->focus)),
                          state->focus, PHRASE_COUNT + 1);
}

const ScreenClass PHRASES_SCREEN = {
    .id = SCREEN_PHRASES,
    .state_size = sizeof(PhrasesState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
