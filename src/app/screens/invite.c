#include "screens/invite.h"

#include <stdio.h>

#include "render/focus.h"
#include "render/table.h"
#include "screens/one_button.h"
#include "screens/panel.h"

Rect invite_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(imax(iround(l->width * 0.44), l->font_body * 28), l->width - 2 * l->margin);
    /* The words above the code, the code, two lines of address, the wait,
     * and the buttons. */
    int line = iround(l->font_body * 1.5);
    int h = 2 * pad + panel_title_height(l) + line + iround(l->font_big * 1.6) + 3 * line + l->button_h * 2;
    h = imin(h, l->height - 2 * l->margin);
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

Rect invite_button(const Layout *l, int which) { return panel_bottom_pair(l, invite_panel(l), which); }

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    const OneButton *state = screen->state;
    const Layout *l = gfx->layout;
    const OnlineShow *online = c->online;
    Rect panel = invite_panel(l);
    table_draw_panel(gfx, panel);
    panel_draw_title(gfx, panel, STR_INVITE_TITLE);
    int pad = layout_panel_pad(l);
    int x = panel.x + pad, w = panel.w - 2 * pad;
    int y = panel.y + pad + panel_title_height(l);
    bool seated = online && online->seated;
    if (seated) {
        y += text_draw_wrapped(gfx->text, FONT_BODY, str_get(STR_INVITE_GIVE), x, y, w, COLOUR_TEXT, ALIGN_CENTER,
                               false);
        y += l->font_body / 2;
        /* The code in large letters, to read across a room or down a phone. */
        text_draw(gfx->text, FONT_BIG, online->code, panel.x + panel.w / 2, y, COLOUR_GOLD_LIGHT, ALIGN_CENTER);
        y += text_line_height(gfx->text, FONT_BIG) + l->font_body / 2;
        char line[512];
        /* Where the friend joins: this computer, or the server the table
         * was made on, which they must type as well as the code. */
        if (online->hosting || online->address[0]) {
            if (online->address[0])
                str_format(line, sizeof line, STR_INVITE_ADDRESS, online->address, NULL, NULL);
            else
                snprintf(line, sizeof line, "%s", str_get(STR_INVITE_NO_ADDRESS));
            y += text_draw_wrapped(gfx->text, FONT_BODY, line, x, y, w, COLOUR_TEXT, ALIGN_CENTER, false);
            y += l->font_body / 2;
        }
    }
    /* A Copy is answered where the player is looking: in place of the
     * wait, and on the button itself. */
    int copied = seated ? online->copied : 0;
    StringId status = !seated      ? STR_ONLINE_CONNECTING
                      : copied > 0 ? STR_INVITE_COPIED
                      : copied < 0 ? STR_INVITE_COPY_FAILED
                                   : STR_INVITE_WAITING;
    text_draw_wrapped(gfx->text, FONT_BODY, str_get(status), x, y, w,
                      copied > 0   ? COLOUR_GOLD_LIGHT
                      : copied < 0 ? COLOUR_WARN
                                   : COLOUR_TEXT_DIM,
                      ALIGN_CENTER, false);
    if (seated)
        table_draw_button(gfx, invite_button(l, INVITE_COPY),
                          str_get(copied > 0 ? STR_INVITE_COPIED_SHORT : STR_INVITE_COPY), true,
                          state->hover == INVITE_COPY, false, false, 0);
    table_draw_button(gfx, invite_button(l, INVITE_CLOSE), str_get(STR_INVITE_TO_TABLE), !seated,
                      state->hover == INVITE_CLOSE, false, false, 0);
    if (state->keyboard && state->hover >= 0)
        focus_draw_button_ring(gfx, invite_button(l, state->hover));
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    OneButton *state = screen->state;
    if (cmd->type == CMD_KEY && screen_key_is_global(cmd->key))
        return SCREEN_PASS;
    /* Copy is the main button; "to the table" the second, with Esc. */
    Intent close = intent_of(INTENT_CLOSE);
    ScreenAnswer answer = one_button_pair_handle(state, invite_panel(c->layout), invite_button(c->layout, INVITE_COPY),
                                                 INTENT_COPY_CODE, invite_button(c->layout, INVITE_CLOSE), close,
                                                 CK_NONE, cmd, out);
    /* Nothing to copy before there is a code. */
    if (out->type == INTENT_COPY_CODE && !(c->online && c->online->seated))
        *out = intent_of(INTENT_NONE);
    return answer;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    (void)argument;
    OneButton *state = screen->state;
    state->hover = -1;
}

static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const OneButton *state = screen->state;
    screen_words_panel(out, STR_INVITE_TITLE, -1);
    if (c->online && c->online->seated) {
        char line[512];
        /* The code spelt out, a character at a time, so each is heard. */
        char spelt[2 * NET_CODE_TEXT];
        size_t n = 0;
        for (const char *ch = c->online->code; *ch && n + 2 < sizeof spelt; ch++) {
            spelt[n++] = *ch;
            spelt[n++] = ' ';
        }
        spelt[n] = '\0';
        screen_words_add(out->about, sizeof out->about, str_get(STR_INVITE_GIVE));
        screen_words_add(out->about, sizeof out->about, spelt);
        if (c->online->address[0]) {
            str_format(line, sizeof line, STR_INVITE_ADDRESS, c->online->address, NULL, NULL);
            screen_words_add(out->about, sizeof out->about, line);
        }
        if (c->online->copied != 0)
            screen_words_add(out->about, sizeof out->about,
                             str_get(c->online->copied > 0 ? STR_INVITE_COPIED : STR_INVITE_COPY_FAILED));
    }
    if (state->hover == INVITE_COPY)
        screen_words_button(out, str_get(STR_INVITE_COPY), false);
    else if (state->hover == INVITE_CLOSE)
        screen_words_button(out, str_get(STR_INVITE_TO_TABLE), false);
}

const ScreenClass INVITE_SCREEN = {
    .id = SCREEN_INVITE,
    .state_size = sizeof(OneButton),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
