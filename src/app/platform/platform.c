#include "platform/platform.h"

#include <stdio.h>
#include <string.h>

#include <SDL_image.h>
#include <SDL_opengl.h>
#include <SDL_ttf.h>

#include "ui/layout.h"

/* The last renderer made and why, as the log line says it. */
static char renderer_note[RENDERER_REASON_MAX + 256];

const char *platform_renderer_note(void) { return renderer_note; }

static bool is_opengl(SDL_Renderer *renderer)
{
    SDL_RendererInfo info;
    return SDL_GetRendererInfo(renderer, &info) == 0 && strncmp(info.name, "opengl", 6) == 0;
}

/* What the OpenGL context of a GL renderer says it draws with, copied into
 * out; false without a current context. */
static bool gl_renderer_name(char *out, size_t size)
{
    typedef const GLubyte *(APIENTRY * GetString)(GLenum);
    void *address = SDL_GL_GetCurrentContext() ? SDL_GL_GetProcAddress("glGetString") : NULL;
    if (!address)
        return false;
    GetString get_string;
    memcpy(&get_string, &address, sizeof get_string); /* ISO C has no cast from an object pointer to a function */
    const GLubyte *name = get_string(GL_RENDERER);
    if (!name)
        return false;
    snprintf(out, size, "%s", (const char *)name);
    return true;
}

static SDL_Renderer *make_software(SDL_Window *window)
{
    /* SDL 2.26 would present a software renderer's frames through an
     * OpenGL texture when it can: that loads OpenGL after all, and without a
     * GPU (Xvfb, llvmpipe) costs ten times the drawing.  Plain X11
     * shared-memory presents are faster. */
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
}

/* The renderer renderer_choose picks; reason says why, for the log. */
static SDL_Renderer *make_renderer(SDL_Window *window, RendererMode mode, char *reason, size_t size)
{
    RendererFacts facts = {mode, SDL_GetHint(SDL_HINT_RENDER_DRIVER), NODES_UNKNOWN, false, NULL};
    facts.nodes = renderer_find_nodes("/dev/dri", "/dev/nvidiactl");
    RendererChoice choice = renderer_choose(&facts);
    SDL_Renderer *renderer = NULL;
    char gl_name[128];
    /* No vsync: the loop keeps its own time and sleeps when nothing moves. */
    switch (choice.pick) {
    case PICK_DRIVER:
        if (SDL_strcasecmp(facts.env_driver, "software") == 0)
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED);
        break;
    case PICK_GPU: renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED); break;
    case PICK_SOFTWARE: renderer = make_software(window); break;
    case PICK_ASK_GL:
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED);
        if (renderer && !is_opengl(renderer)) {
            snprintf(choice.reason, sizeof choice.reason, "a GPU render node and an accelerated renderer");
            break;
        }
        facts.gl_asked = true;
        facts.gl_renderer = renderer && gl_renderer_name(gl_name, sizeof gl_name) ? gl_name : NULL;
        choice = renderer_choose(&facts);
        if (choice.pick == PICK_SOFTWARE) {
            /* Gone before the software renderer asks for the window's surface. */
            if (renderer)
                SDL_DestroyRenderer(renderer);
            renderer = make_software(window);
        }
        break;
    }
    if (!renderer) {
        renderer = make_software(window);
        snprintf(reason, size, "%s, but SDL could not make it: %s", choice.reason, SDL_GetError());
    } else {
        snprintf(reason, size, "%s", choice.reason);
    }
    return renderer;
}

bool platform_open(Platform *platform, const PlatformOptions *options, char *err, size_t size)
{
    memset(platform, 0, sizeof *platform);
    /* Scaled card faces (flips, flights) look better filtered; cards at rest
     * are drawn 1:1 so filtering never blurs them. */
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        snprintf(err, size, "SDL_Init: %s", SDL_GetError());
        return false;
    }
    /* SVG and PNG need no IMG_Init: they are built into SDL_image. */
    if (TTF_Init() != 0) {
        snprintf(err, size, "TTF_Init: %s", TTF_GetError());
        SDL_Quit();
        return false;
    }
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (options->hidden)
        flags |= SDL_WINDOW_HIDDEN;
    platform->window = SDL_CreateWindow(options->title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options->width,
                                        options->height, flags);
    if (!platform->window) {
        snprintf(err, size, "SDL_CreateWindow: %s", SDL_GetError());
        platform_close(platform);
        return false;
    }
    SDL_SetWindowMinimumSize(platform->window, LAYOUT_MIN_WIDTH, LAYOUT_MIN_HEIGHT);
    char reason[RENDERER_REASON_MAX + 128];
    platform->renderer = make_renderer(platform->window, options->renderer, reason, sizeof reason);
    if (!platform->renderer) {
        snprintf(err, size, "SDL_CreateRenderer: %s", SDL_GetError());
        platform_close(platform);
        return false;
    }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(platform->renderer, &info) != 0)
        info.name = "unknown";
    else
        platform->software = (info.flags & SDL_RENDERER_SOFTWARE) != 0 || strcmp(info.name, "software") == 0;
    snprintf(renderer_note, sizeof renderer_note, "%s: %s", info.name, reason);
    fprintf(stderr, "ecarte: renderer %s\n", renderer_note);
    SDL_SetRenderDrawBlendMode(platform->renderer, SDL_BLENDMODE_BLEND);
    platform->wake_event = SDL_RegisterEvents(1);
    platform_refresh_size(platform);
    /* SDL starts with text input on; keys are commands until a line of
     * text has the keyboard. */
    SDL_StopTextInput();
    platform->typing = false;
    return true;
}

void platform_close(Platform *platform)
{
    if (platform->renderer)
        SDL_DestroyRenderer(platform->renderer);
    if (platform->window)
        SDL_DestroyWindow(platform->window);
    platform->renderer = NULL;
    platform->window = NULL;
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
}

/* Where the system scales the window itself (macOS, Wayland: the renderer
 * has more pixels than the window has coordinates), the ratio of the two,
 * since the window's coordinates are already about 1/96 inch.  Elsewhere
 * the display's own density where SDL knows a believable one: a 4K laptop
 * screen under X11 has some 160 pixels to the inch and no scaling, and its
 * 14-pixel text would be 2 mm tall.  Rounded to quarters, so that a display
 * reported at 97 dpi is an ordinary one. */
static float density_of(const Platform *platform)
{
    if (platform->window_w > 0 && platform->output_w > platform->window_w + platform->window_w / 20)
        return (float)platform->output_w / (float)platform->window_w;
    float diagonal, horizontal, vertical;
    int display = SDL_GetWindowDisplayIndex(platform->window);
    if (display < 0 || SDL_GetDisplayDPI(display, &diagonal, &horizontal, &vertical) != 0 || !(horizontal >= 120.0f) ||
        horizontal > 400.0f)
        return 1.0f;
    float quarters = SDL_floorf(horizontal / 96.0f * 4.0f + 0.5f) / 4.0f;
    return quarters < 1.0f ? 1.0f : quarters > 3.0f ? 3.0f : quarters;
}

bool platform_refresh_size(Platform *platform)
{
    int old_w = platform->output_w, old_h = platform->output_h;
    float old_density = platform->density;
    SDL_GetWindowSize(platform->window, &platform->window_w, &platform->window_h);
    if (SDL_GetRendererOutputSize(platform->renderer, &platform->output_w, &platform->output_h) != 0) {
        platform->output_w = platform->window_w;
        platform->output_h = platform->window_h;
    }
    platform->density = density_of(platform);
    return old_w != platform->output_w || old_h != platform->output_h || old_density != platform->density;
}

void platform_to_output(const Platform *platform, int x, int y, int *out_x, int *out_y)
{
    /* On a high-DPI screen the renderer has more pixels than the window has
     * coordinates; everything is laid out in renderer pixels. */
    if (platform->window_w > 0 && platform->window_h > 0) {
        *out_x = (int)((long long)x * platform->output_w / platform->window_w);
        *out_y = (int)((long long)y * platform->output_h / platform->window_h);
    } else {
        *out_x = x;
        *out_y = y;
    }
}

void platform_toggle_fullscreen(Platform *platform)
{
    platform->fullscreen = !platform->fullscreen;
    SDL_SetWindowFullscreen(platform->window, platform->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

bool platform_copy(Platform *platform, const char *text)
{
    (void)platform;
    return SDL_SetClipboardText(text) == 0;
}

void platform_typing(Platform *platform, bool on, int x, int y, int w, int h)
{
    if (on) {
        /* The input method's rectangle is in window coordinates. */
        SDL_Rect rect = {x, y, w, h};
        if (platform->output_w > 0 && platform->output_h > 0) {
            rect.x = (int)((long long)x * platform->window_w / platform->output_w);
            rect.y = (int)((long long)y * platform->window_h / platform->output_h);
            rect.w = (int)((long long)w * platform->window_w / platform->output_w);
            rect.h = (int)((long long)h * platform->window_h / platform->output_h);
        }
        SDL_SetTextInputRect(&rect);
    }
    if (on != platform->typing) {
        if (on)
            SDL_StartTextInput();
        else
            SDL_StopTextInput();
        platform->typing = on;
        /* On the Steam Deck the keyboard is on the screen, and Steam opens
         * it when asked by this address. */
        const char *deck = SDL_getenv("SteamDeck");
        if (on && deck && strcmp(deck, "0") != 0)
            SDL_OpenURL("steam://open/keyboard");
    }
}

void platform_set_icon(Platform *platform, const void *svg, size_t size)
{
    SDL_RWops *rw = SDL_RWFromConstMem(svg, (int)size);
    if (!rw)
        return;
    SDL_Surface *icon = IMG_LoadSizedSVG_RW(rw, 128, 128);
    SDL_RWclose(rw);
    if (icon) {
        SDL_SetWindowIcon(platform->window, icon);
        SDL_FreeSurface(icon);
    }
}

static void push_wake(void *context)
{
    const Platform *platform = context;
    if (platform->wake_event == 0 || platform->wake_event == (Uint32)-1)
        return;
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = platform->wake_event;
    SDL_PushEvent(&event);
}

TaskWake platform_waker(Platform *platform) { return (TaskWake){push_wake, platform}; }

double platform_now_ms(void)
{
    static Uint64 start;
    Uint64 now = SDL_GetPerformanceCounter();
    if (start == 0)
        start = now;
    return (double)(now - start) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

bool platform_save_png(Platform *platform, const char *path, char *err, size_t size)
{
    int w = platform->output_w, h = platform->output_h;
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!shot) {
        snprintf(err, size, "%s", SDL_GetError());
        return false;
    }
    bool ok = SDL_RenderReadPixels(platform->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, shot->pixels, shot->pitch) == 0;
    if (ok) {
        /* The table is opaque; make sure no stray alpha reaches the file. */
        SDL_SetSurfaceBlendMode(shot, SDL_BLENDMODE_NONE);
        for (int y = 0; y < h; y++) {
            Uint32 *row = (Uint32 *)((Uint8 *)shot->pixels + (size_t)y * (size_t)shot->pitch);
            for (int x = 0; x < w; x++)
                row[x] |= 0xFF000000u;
        }
        ok = IMG_SavePNG(shot, path) == 0;
    }
    if (!ok)
        snprintf(err, size, "%s", SDL_GetError());
    SDL_FreeSurface(shot);
    return ok;
}
