/* The window, the renderer, the clock and the screenshot: the thin layer
 * between SDL and the rest of the app. */
#ifndef ECARTE_APP_PLATFORM_H
#define ECARTE_APP_PLATFORM_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "platform/renderer_choice.h"
#include "work/tasks.h"

typedef struct Platform {
    SDL_Window *window;
    SDL_Renderer *renderer;
    int output_w, output_h; /* renderer pixels: everything is laid out in these */
    int window_w, window_h; /* window coordinates: what mouse events carry */
    /* Output pixels per 1/96 inch, 1 on an ordinary screen: what the
     * smallest text and controls are measured in, so that they keep their
     * physical size on a dense screen. */
    float density;
    bool fullscreen;
    bool software;     /* the renderer is SDL's software one */
    Uint32 wake_event; /* pushed by worker threads to end an idle wait */
    bool typing;       /* text input is on */
} Platform;

typedef struct PlatformOptions {
    const char *title;
    int width, height;
    bool hidden; /* for benchmarks that need no visible window */
    RendererMode renderer;
} PlatformOptions;

/* Initialises SDL (video and events only: the joystick and sensor
 * subsystems would keep SDL_WaitEventTimeout from sleeping), SDL_image and
 * SDL_ttf, and opens the window with the renderer renderer_choose picks,
 * saying on stderr which and why.  On failure writes why into err. */
bool platform_open(Platform *platform, const PlatformOptions *options, char *err, size_t size);
void platform_close(Platform *platform);

/* The renderer the last platform_open made and why ("software: no GPU
 * ..."), as the log says it: for the benchmark, which reports what it
 * measured. */
const char *platform_renderer_note(void);

/* Re-reads the output and window sizes; true if the output size changed. */
bool platform_refresh_size(Platform *platform);
/* Window coordinates (mouse events) to output pixels. */
void platform_to_output(const Platform *platform, int x, int y, int *out_x, int *out_y);
void platform_toggle_fullscreen(Platform *platform);
void platform_set_icon(Platform *platform, const void *svg, size_t size);
/* Puts `text` on the clipboard; false when there is none. */
bool platform_copy(Platform *platform, const char *text);
/* Text input on while the player types in a line at (x, y, w, h), in
 * output pixels, where an input method puts its window; off otherwise, so
 * that keys are commands and an on-screen keyboard goes away. */
void platform_typing(Platform *platform, bool on, int x, int y, int w, int h);

/* How a queue's thread ends the main loop's idle wait: it pushes the wake
 * event (none, before the platform is open). */
TaskWake platform_waker(Platform *platform);

/* Milliseconds from an arbitrary start, with sub-millisecond resolution. */
double platform_now_ms(void);

/* Saves what has been drawn so far (call before SDL_RenderPresent). */
bool platform_save_png(Platform *platform, const char *path, char *err, size_t size);

#endif
