/* The answers of a panel that has one button and closes when clicked
 * outside: the summary and the end of the game. */
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

#endif
