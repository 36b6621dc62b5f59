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
