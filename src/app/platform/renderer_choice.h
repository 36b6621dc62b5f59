/* Which of SDL's renderers the game draws with, decided from what the
 * machine has, without SDL, so that every case is tested without a display.
 *
 * A GPU draws the table fastest, and large or high-DPI windows need one.
 * Without a GPU, OpenGL is a rasteriser on the processor (Mesa's llvmpipe,
 * softpipe, swrast): loading it costs tens of megabytes and a noticeable
 * wait at start-up, and it draws the table several times slower than SDL's
 * own software renderer.  So the game looks first for a GPU's render node
 * (/dev/dri/renderD*), which costs nothing; only where there is one does it
 * ask OpenGL what it really is. */
#ifndef ECARTE_APP_RENDERER_CHOICE_H
#define ECARTE_APP_RENDERER_CHOICE_H

#include <stdbool.h>
#include <stddef.h>

/* What the player asked for with --renderer. */
typedef enum RendererMode { RENDERER_AUTO, RENDERER_GPU, RENDERER_SOFTWARE, RENDERER_MODE_COUNT } RendererMode;

/* Whether the machine has a GPU that OpenGL could draw with. */
typedef enum RendererNodes {
    NODES_NONE,   /* no render node: OpenGL can only be a software rasteriser */
    NODES_FOUND,  /* a render node (or NVIDIA's own device): ask OpenGL */
    NODES_UNKNOWN /* a system without render nodes to look at: trust its driver */
} RendererNodes;

typedef struct RendererFacts {
    RendererMode mode;
    const char *env_driver; /* SDL_RENDER_DRIVER as set; NULL or "" when unset */
    RendererNodes nodes;
    bool gl_asked;           /* OpenGL was asked what it is */
    const char *gl_renderer; /* its GL_RENDERER string; NULL: no OpenGL context */
} RendererFacts;

typedef enum RendererPick {
    PICK_GPU,      /* SDL's accelerated renderer */
    PICK_SOFTWARE, /* SDL's software renderer */
    PICK_ASK_GL,   /* make the accelerated renderer and ask OpenGL, then decide again */
    PICK_DRIVER    /* SDL_RENDER_DRIVER names one: SDL makes that one */
} RendererPick;

enum { RENDERER_REASON_MAX = 200 };

typedef struct RendererChoice {
    RendererPick pick;
    char reason[RENDERER_REASON_MAX]; /* one English line for the log */
} RendererChoice;

/* The decision: SDL_RENDER_DRIVER wins, then --renderer, then the machine. */
RendererChoice renderer_choose(const RendererFacts *facts);

/* Whether a GL_RENDERER string names a rasteriser that runs on the
 * processor rather than a GPU. */
bool renderer_gl_is_software(const char *gl_renderer);

/* Looks in dri_dir (normally /dev/dri) for render nodes, and for the device
 * of NVIDIA's own driver, which may have none. */
RendererNodes renderer_find_nodes(const char *dri_dir, const char *nvidia_device);

/* "auto", "gpu" or "software". */
bool renderer_mode_parse(const char *text, RendererMode *mode);
const char *renderer_mode_name(RendererMode mode);

#endif
