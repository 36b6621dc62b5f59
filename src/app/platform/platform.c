#include "platform/platform.h"

#include <stdio.h>
#include <string.h>

#include <SDL_image.h>
#include <SDL_ttf.h>

#include "ui/layout.h"

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
    /* SDL 2.26 would present a software renderer's frames through an
     * OpenGL texture when it can; without a GPU (Xvfb, llvmpipe) that costs
     * ten times the drawing.  Plain X11 shared-memory presents are faster. */
    const char *driver = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    if (driver && SDL_strcasecmp(driver, "software") == 0)
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    /* No vsync: the loop keeps its own time and sleeps when nothing moves. */
    platform->renderer = SDL_CreateRenderer(platform->window, -1, SDL_RENDERER_ACCELERATED);
    if (!platform->renderer) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        platform->renderer = SDL_CreateRenderer(platform->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!platform->renderer) {
        snprintf(err, size, "SDL_CreateRenderer: %s", SDL_GetError());
        platform_close(platform);
        return false;
    }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(platform->renderer, &info) == 0)
        platform->software = (info.flags & SDL_RENDERER_SOFTWARE) != 0 || strcmp(info.name, "software") == 0;
    SDL_SetRenderDrawBlendMode(platform->renderer, SDL_BLENDMODE_BLEND);
    platform->wake_event = SDL_RegisterEvents(1);
    platform_refresh_size(platform);
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

bool platform_refresh_size(Platform *platform)
{
    int old_w = platform->output_w, old_h = platform->output_h;
    SDL_GetWindowSize(platform->window, &platform->window_w, &platform->window_h);
    if (SDL_GetRendererOutputSize(platform->renderer, &platform->output_w, &platform->output_h) != 0) {
        platform->output_w = platform->window_w;
        platform->output_h = platform->window_h;
    }
    return old_w != platform->output_w || old_h != platform->output_h;
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
