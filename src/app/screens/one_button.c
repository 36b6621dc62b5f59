#include "screens/one_button.h"

#include "render/focus.h"
#include "screens/panel.h"

ScreenAnswer one_button_handle(OneButton *state, Rect panel, Rect button, IntentType press, const Command *cmd,
                               Intent *out)
{
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        if (focus_direction(cmd->key) != 0) {
            state->hover = 0;
            state->keyboard = true;
        } else if (cmd->key == CK_SPACE || cmd->key == CK_ENTER)
            *out = intent_of(press);
        else if (cmd->key == CK_ESCAPE)
            *out = intent_of(INTENT_CLOSE);
        return SCREEN_REDRAW;
    }
    int click;
    if (cmd->type == CMD_POINTER_MOVE)
        state->keyboard = false;
    ScreenAnswer answer = panel_pointer(&state->hover, rect_contains(button, cmd->x, cmd->y) ? 0 : -1,
                                        rect_contains(panel, cmd->x, cmd->y), cmd, &click);
    if (click == 0)
        *out = intent_of(press);
    else if (click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}

ScreenAnswer one_button_pair_handle(OneButton *state, Rect panel, Rect main, IntentType press, Rect other,
                                    Intent second, CommandKey key, const Command *cmd, Intent *out)
{
    if (cmd->type == CMD_KEY) {
        bool on_other = state->keyboard && state->hover == 1;
        /* A controller's Y is the second choice, as at the table. */
        if (cmd->key == key || cmd->key == CK_SECOND || (on_other && (cmd->key == CK_SPACE || cmd->key == CK_ENTER))) {
            *out = second;
            return SCREEN_REDRAW;
        }
        /* Left and right ring the button on that side, wherever the
         * language has put it; a D-pad pressed towards a button reaches it. */
        if (cmd->key == CK_LEFT || cmd->key == CK_RIGHT) {
            state->hover = (cmd->key == CK_LEFT) == (main.x < other.x) ? 0 : 1;
            state->keyboard = true;
            return SCREEN_REDRAW;
        }
        if (focus_direction(cmd->key) != 0) {
            state->hover = focus_next(state->keyboard ? state->hover : -1, 2, cmd->key);
            state->keyboard = true;
            return SCREEN_REDRAW;
        }
        return one_button_handle(state, panel, main, press, cmd, out);
    }
    int where = rect_contains(main, cmd->x, cmd->y) ? 0 : rect_contains(other, cmd->x, cmd->y) ? 1 : -1;
    int click;
    if (cmd->type == CMD_POINTER_MOVE)
        state->keyboard = false;
    ScreenAnswer answer = panel_pointer(&state->hover, where, rect_contains(panel, cmd->x, cmd->y), cmd, &click);
    if (click == 0)
        *out = intent_of(press);
    else if (click == 1)
        *out = second;
    else if (click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}
