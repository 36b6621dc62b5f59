/* Game controllers, through SDL's GameController API: each is opened when
 * it is plugged in and closed when it is pulled out, and its buttons and
 * left stick become the keyboard's commands, so that no screen knows a
 * controller exists.
 *
 *   D-pad, left stick   the arrows (a held direction steps again at a
 *                       steady pace; a stick at rest does nothing)
 *   A                   Enter        B      Escape
 *   X                   Space (the main decision)
 *   Y                   the decision beside it (stand, refuse)
 *   Back                the hint     Start  the menu
 *   LB, RB              Page Up, Page Down: the review's and the last
 *                       trick's steps
 *   LT, RT              Shift-Tab, Tab: the ring round a panel's controls */
#ifndef ECARTE_APP_PADS_H
#define ECARTE_APP_PADS_H

#include <stdbool.h>

#include <SDL.h>

#include "platform/input.h"

enum { PADS_MAX = 8 };

typedef struct Pads {
    bool on; /* SDL's controller subsystem started */
    SDL_GameController *open[PADS_MAX];
    int count;
    /* The direction held on a D-pad or a stick, CK_NONE when none is, the
     * controller family that holds it, and when it steps again. */
    CommandKey held;
    CapStyle held_from;
    double next_at;
    Uint8 dpad;       /* D-pad directions down, one bit each */
    CommandKey stick; /* the left stick's direction out of its dead zone */
    bool triggers[2]; /* the left and right triggers pulled */
} Pads;

/* Starts SDL's controller subsystem; controllers already plugged in then
 * arrive as SDL_CONTROLLERDEVICEADDED.  False (and no controllers) when it
 * cannot start, which the game plays on without. */
bool pads_start(Pads *pads);
void pads_stop(Pads *pads);
/* A controller event as a command, at the app's time `now`.  Plugging in
 * and pulling out are handled here and make no command.  False for any
 * event that is not a controller's, or that says nothing. */
bool pads_translate(Pads *pads, const SDL_Event *event, double now, Command *out);
/* The held direction's next step, when it is due at `now`. */
bool pads_repeat(Pads *pads, double now, Command *out);
/* When the held direction steps next, or -1. */
double pads_wake_at(const Pads *pads);
/* The family of a controller's buttons, by SDL's controller type. */
CapStyle pads_style(SDL_GameControllerType type);

#endif
