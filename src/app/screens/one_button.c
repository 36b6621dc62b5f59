#include "screens/one_button.h"

ScreenAnswer one_button_handle(OneButton *state, Rect panel, Rect button, IntentType press, const Command *cmd,
                               Intent *out)
{
    switch (cmd->type) {
    case CMD_KEY:
        if (cmd->key == CK_SPACE || cmd->key == CK_ENTER)
            *out = intent_of(press);
        else if (cmd->key == CK_ESCAPE)
            *out = intent_of(INTENT_CLOSE);
        else if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        return SCREEN_REDRAW;
    case CMD_POINTER_MOVE: {
        bool hover = rect_contains(button, cmd->x, cmd->y);
        if (hover == state->hover)
            return SCREEN_TAKEN;
        state->hover = hover;
        return SCREEN_REDRAW;
    }
    case CMD_POINTER_LEAVE: state->hover = false; return SCREEN_REDRAW;
    case CMD_POINTER_DOWN:
        if (cmd->button != SDL_BUTTON_LEFT)
            return SCREEN_TAKEN;
        /* A click outside closes the panel: the table is right there. */
        if (rect_contains(button, cmd->x, cmd->y))
            *out = intent_of(press);
        else if (!rect_contains(panel, cmd->x, cmd->y))
            *out = intent_of(INTENT_CLOSE);
        return SCREEN_REDRAW;
    case CMD_POINTER_UP:
    case CMD_WHEEL: return SCREEN_TAKEN;
    default: return SCREEN_PASS;
    }
}
