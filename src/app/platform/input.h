/* SDL events to small commands, in output pixels.  Nothing here knows the
 * game: the app decides what a click on a card means. */
#ifndef ECARTE_APP_INPUT_H
#define ECARTE_APP_INPUT_H

#include <stdbool.h>

#include <SDL.h>

#include "platform/platform.h"
#include "ui/ui_state.h"

typedef enum CommandType {
    CMD_NONE,
    CMD_QUIT,
    CMD_POINTER_DOWN,
    CMD_POINTER_MOVE,
    CMD_POINTER_UP,
    CMD_POINTER_LEAVE,
    CMD_WHEEL,
    CMD_KEY,
    CMD_RESIZED,
    CMD_REDRAW,  /* exposed, or woken by the worker */
    CMD_TEXT,    /* `text` typed, or pasted (`pasted`) */
    CMD_EDITING, /* an input method composing `text`, not yet typed ("" when done) */
} CommandType;

typedef enum CommandKey {
    CK_NONE,
    CK_LEFT,
    CK_RIGHT,
    CK_UP,
    CK_DOWN,
    CK_ENTER,
    CK_SPACE,
    CK_HELP,
    CK_ESCAPE,
    CK_FULLSCREEN,
    CK_FOUR_COLOUR,
    CK_SPEED,   /* F4: the cards' speed */
    CK_PICTURE, /* F12: a picture of the window, saved in the data folder */
    CK_MUTE,    /* M: the sound off or on */
    /* F2 and F3: the spoken mode's last announcement again, and the whole
     * situation */
    CK_SPEECH_REPEAT,
    CK_SPEECH_SITUATION,
    CK_PAGE_UP,
    CK_PAGE_DOWN,
    CK_HOME,
    CK_LAST_TRICK, /* L: the hand's last trick again */
    CK_END,
    CK_REVIEW,     /* R: review the hand; at the table, refuse */
    CK_OPEN_CARDS, /* O: every card face up */
    CK_PLAY_AGAIN, /* P: play the deal again; at the table, propose */
    CK_TAB,
    CK_BACK_TAB,    /* Shift-Tab */
    CK_SCALE_UP,    /* Ctrl +: larger text and controls */
    CK_SCALE_DOWN,  /* Ctrl - */
    CK_SCALE_RESET, /* Ctrl 0: back to 100 % */
    /* The table's decisions, besides P (propose) and R (refuse) above. */
    CK_STAND,    /* S: play without an exchange */
    CK_ACCEPT,   /* A */
    CK_EXCHANGE, /* X: the chosen cards */
    CK_DECLARE,  /* D: the king */
    CK_HINT,     /* N */
    CK_TALK,     /* T: a phrase for the friend, at a friend's table */
    /* Editing a line of text. */
    CK_BACKSPACE,
    CK_DELETE,
    /* A controller's Y: the decision beside the main one (stand, refuse),
     * as Space is the main one. */
    CK_SECOND,
    CK_MENU, /* a controller's Start: the menu */
    /* The digits 1 to 9, in this order, by the key's place on the
     * keyboard, whatever the layout prints on it. */
    CK_DIGIT_1,
    CK_DIGIT_9 = CK_DIGIT_1 + 8
} CommandKey;

enum { COMMAND_TEXT_MAX = 256 };

typedef struct Command {
    CommandType type;
    int x, y;    /* pointer position in output pixels */
    int button;  /* 1 left, 3 right */
    int clicks;  /* 2 for a double click */
    float wheel; /* lines, positive away from the user */
    /* CMD_WHEEL from a finger dragged over a panel: the exact distance, in
     * output pixels, positive as the finger moves down (which shows what
     * is above, as the wheel turned away does). */
    int pixels;
    CommandKey key;
    /* CMD_KEY: the key also types a character (a CMD_TEXT follows), so a
     * screen with a line of text takes it as typing, not as a command. */
    bool types;
    char text[COMMAND_TEXT_MAX]; /* CMD_TEXT, CMD_EDITING: UTF-8 */
    bool pasted;
    /* The controller that sent it, whose buttons the key caps then show;
     * CAPS_KEYBOARD for a key, the mouse or a finger. */
    CapStyle from;
    bool finger; /* made from a finger on a touch screen */
} Command;

bool input_translate(const SDL_Event *event, const Platform *platform, Command *out);

/* How far a CMD_WHEEL moves what it scrolls, in pixels, where a notch of
 * the wheel is `line` pixels; positive towards the top. */
int command_scroll_pixels(const Command *command, float line);

#endif
