/* A touch screen's fingers as the pointer's commands: a finger down is the
 * pointer arriving there and pressing, its moves drag, lifting it
 * releases.  A second tap where the first one lifted, however slow, is a
 * double click: tap a card to choose it, tap it again to play it.  One
 * finger at a time; the others are ignored until it lifts. */
#ifndef ECARTE_APP_TOUCH_H
#define ECARTE_APP_TOUCH_H

#include <stdbool.h>

#include <SDL.h>

#include "platform/input.h"

enum { TOUCH_COMMANDS_MAX = 2 };

typedef struct Touch {
    bool down; /* a finger is on the screen: this one */
    SDL_TouchID device;
    SDL_FingerID finger;
    int press_x, press_y; /* where it came down, in output pixels */
    bool moved;           /* it went beyond a tap's wobble: a drag */
    int clicks;           /* of this press */
    bool tapped;          /* the last touch was a single tap: at */
    int tap_x, tap_y;
} Touch;

/* The commands (none, one or two) a finger event makes, in out. */
int touch_translate(Touch *touch, const SDL_Event *event, const Platform *platform, Command out[TOUCH_COMMANDS_MAX]);

#endif
