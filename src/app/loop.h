/* The main loop: fixed-step updates with an accumulator and a catch-up cap,
 * frames drawn between steps (interpolated), and a real sleep in
 * SDL_WaitEventTimeout whenever nothing moves. */
#ifndef ECARTE_APP_LOOP_H
#define ECARTE_APP_LOOP_H

#include "app.h"

enum {
    LOOP_STEP_MS = 5,    /* the update step */
    LOOP_MAX_STEPS = 50, /* at most this many steps per frame: 250 ms */
    LOOP_FRAME_MS = 16,  /* frames while something moves, about 60 a second */
    LOOP_LOOK_MS = 1000  /* the longest sleep: a controller plugged in is noticed */
};

/* Runs until the app is done; returns its exit code. */
int loop_run(App *app);

#endif
