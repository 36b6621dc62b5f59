/* A touch screen's fingers as the pointer's commands: a finger down is the
 * pointer arriving there and pressing, its moves drag, lifting it
 * releases.  A second tap where the first one lifted, however slow, is a
 * double click: tap a card to choose it, tap it again to play it.  Over a
 * panel, a finger dragged scrolls it, as on any touch screen: its press is
 * told only once it is known to be a tap, when it lifts where it came
 * down.  One finger at a time; the others are ignored until it lifts. */
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
    bool scrolls;         /* it came down on a panel: a drag scrolls, a tap presses */
    int scrolled_y;       /* how far the drag has scrolled: down to here */
    int clicks;           /* of this press */
    bool tapped;          /* the last touch was a single tap: at */
    int tap_x, tap_y;
} Touch;

/* The commands (none, one or two) a finger event makes, in out.  `panel`:
 * what the finger comes down on is a panel, which a drag scrolls (asked at
 * each event; only a finger's coming down heeds it). */
int touch_translate(Touch *touch, const SDL_Event *event, const Platform *platform, bool panel,
                    Command out[TOUCH_COMMANDS_MAX]);

#endif
