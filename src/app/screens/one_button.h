/* The answers of a panel that has one button, or a main button and a
 * second beside it, and closes when clicked outside: the summary and the
 * end of the game. */
#ifndef ECARTE_APP_SCREENS_ONE_BUTTON_H
#define ECARTE_APP_SCREENS_ONE_BUTTON_H

#include "screens/screen.h"

typedef struct OneButton {
    int hover;     /* 0: the pointer is over the button; -1: it is not */
    bool keyboard; /* the keyboard chose `hover`: ring it */
} OneButton;

/* `button` does `press`; Space and Enter press it too; Esc or a click
 * outside `panel` closes the panel. */
ScreenAnswer one_button_handle(OneButton *state, Rect panel, Rect button, IntentType press, const Command *command,
                               Intent *out);

/* The main button `main` (hover 0) doing `press`, and a second one
 * (hover 1) doing `second`, which its own key `key` and a controller's Y
 * do too: Left and Right ring the button on that side, Tab, Up and Down
 * one and then the other, Space and Enter press the one ringed (the main
 * one when none is), Esc or a click outside `panel` closes. */
ScreenAnswer one_button_pair_handle(OneButton *state, Rect panel, Rect main, IntentType press, Rect other,
                                    Intent second, CommandKey key, const Command *command, Intent *out);

#endif
