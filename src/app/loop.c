#include "loop.h"

#include <math.h>

#include "platform/platform.h"

int loop_run(App *app)
{
    double previous = platform_now_ms();
    double accumulator = 0.0;
    double last_frame = -1e9;
    int exit_code = 0;

    while (!app_done(app, &exit_code)) {
        /* Sleep for real until there is input or something is due; with
         * frames to draw, wait only until the next frame is due. */
        SDL_Event event;
        double wait = app_idle_wait(app);
        if (wait != 0.0) {
            /* SDL looks for a controller plugged in only when events are
             * pumped: a still table looks once a second. */
            int timeout = wait < 0 || wait > LOOP_LOOK_MS ? LOOP_LOOK_MS : (int)ceil(wait);
            if (SDL_WaitEventTimeout(&event, timeout))
                app_handle_event(app, &event);
        } else {
            double until_frame = last_frame + LOOP_FRAME_MS - platform_now_ms();
            if (until_frame > 1.0 && SDL_WaitEventTimeout(&event, (int)until_frame))
                app_handle_event(app, &event);
        }
        while (SDL_PollEvent(&event))
            app_handle_event(app, &event);

        double now = platform_now_ms();
        accumulator += now - previous;
        previous = now;
        int steps = 0;
        while (accumulator >= LOOP_STEP_MS && steps < LOOP_MAX_STEPS) {
            app_update(app, LOOP_STEP_MS);
            accumulator -= LOOP_STEP_MS;
            steps++;
        }
        if (steps == LOOP_MAX_STEPS && accumulator >= LOOP_STEP_MS) {
            /* Catch-up cap: after a long stall (a sleep, a dragged window)
             * the clock jumps instead of replaying every step. */
            app_update(app, accumulator - fmod(accumulator, LOOP_STEP_MS));
            accumulator = fmod(accumulator, LOOP_STEP_MS);
        }
        if (app_done(app, &exit_code))
            break;
        if (app_needs_frame(app) && platform_now_ms() - last_frame >= LOOP_FRAME_MS - 1) {
            app_render(app, accumulator);
            last_frame = platform_now_ms();
        }
    }
    return exit_code;
}
