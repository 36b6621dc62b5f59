/* ecarte-bench-render: how fast the table draws with SDL's software
 * renderer, and how idle the window is when nothing happens.
 *
 *   ecarte-bench-render [--size WxH] [--frames N]   frame times and first frame
 *   ecarte-bench-render --idle SECONDS               CPU used by an idle window
 *
 * Frame times come from whole demo hands at normal speed: deals (every card
 * of the last hand gathered, eleven dealt and turned), exchanges, tricks
 * sliding, score pops.  Run it under Xvfb to include presenting to a real
 * X window, or with SDL_VIDEODRIVER=dummy for the drawing alone. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <SDL.h>

#include "app.h"
#include "loop.h"
#include "platform.h"

static double wall_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static double cpu_ms(void)
{
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_utime.tv_sec * 1000.0 + usage.ru_utime.tv_usec / 1000.0 + usage.ru_stime.tv_sec * 1000.0 +
           usage.ru_stime.tv_usec / 1000.0;
}

static int compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct IdleProbe {
    double cpu_at_start, cpu_at_end;
    double wall_at_start, wall_at_end;
} IdleProbe;

static IdleProbe probe;

static Uint32 idle_start(Uint32 interval, void *data)
{
    (void)interval;
    (void)data;
    probe.cpu_at_start = cpu_ms();
    probe.wall_at_start = wall_ms();
    return 0;
}

static Uint32 idle_end(Uint32 interval, void *data)
{
    (void)interval;
    (void)data;
    probe.cpu_at_end = cpu_ms();
    probe.wall_at_end = wall_ms();
    SDL_Event quit;
    memset(&quit, 0, sizeof quit);
    quit.type = SDL_QUIT;
    SDL_PushEvent(&quit);
    return 0;
}

static int measure_idle(AppConfig *config, double seconds)
{
    char err[1024];
    App *app = app_create(config, err, sizeof err);
    if (!app) {
        fprintf(stderr, "ecarte-bench-render: %s\n", err);
        return 1;
    }
    SDL_InitSubSystem(SDL_INIT_TIMER);
    /* Three seconds to deal and settle, then the measured stretch. */
    SDL_AddTimer(3000, idle_start, NULL);
    SDL_AddTimer((Uint32)(3000 + seconds * 1000), idle_end, NULL);
    loop_run(app);
    app_destroy(app);
    double cpu = probe.cpu_at_end - probe.cpu_at_start;
    double wall = probe.wall_at_end - probe.wall_at_start;
    printf("idle window:      %.1f ms of CPU in %.1f s (%.2f %% of one core)\n", cpu, wall / 1000.0,
           wall > 0 ? 100.0 * cpu / wall : 0.0);
    return 0;
}

int main(int argc, char **argv)
{
    double started = wall_ms();
    AppConfig config;
    app_config_defaults(&config);
    config.seed = 20261130;
    config.seed_given = true;
    int frames = 900;
    double idle = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &config.width, &config.height) != 2) {
                fprintf(stderr, "ecarte-bench-render: --size wants WxH\n");
                return 2;
            }
        } else if (strcmp(argv[i], "--frames") == 0 && i + 1 < argc) {
            frames = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--idle") == 0 && i + 1 < argc) {
            idle = atof(argv[++i]);
        } else {
            fprintf(stderr, "usage: ecarte-bench-render [--size WxH] [--frames N] | --idle SECONDS\n");
            return 2;
        }
    }
    if (frames < 10)
        frames = 10;
    /* The figure that matters is the software renderer's. */
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    if (idle > 0)
        return measure_idle(&config, idle);

    config.autoplay = true;
    config.pace_min_ms = 0;
    config.pace_max_ms = 0;
    char err[1024];
    App *app = app_create(&config, err, sizeof err);
    if (!app) {
        fprintf(stderr, "ecarte-bench-render: %s\n", err);
        return 1;
    }
    app_update(app, 0);
    app_render(app, 0);
    double first = wall_ms() - started;

    double *times = malloc(sizeof(double) * (size_t)frames);
    if (!times)
        return 1;
    /* Simulated time at 60 frames a second; like the real loop, a frame is
     * drawn only when something on screen changes. */
    const double step = 1000.0 / 60.0;
    double total = 0;
    int drawn = 0, ticks = 0;
    while (drawn < frames && ticks < frames * 20) {
        ticks++;
        app_pump(app);
        app_update(app, step);
        if (!app_needs_frame(app))
            continue;
        double t0 = wall_ms();
        app_render(app, 0);
        times[drawn] = wall_ms() - t0;
        total += times[drawn++];
    }
    frames = drawn;
    qsort(times, (size_t)frames, sizeof(double), compare);
    SDL_RendererInfo info;
    SDL_GetRendererInfo(app_renderer(app), &info);
    printf("renderer:         %s, %dx%d, video driver %s\n", info.name, config.width, config.height,
           SDL_GetCurrentVideoDriver());
    printf("frames:           %d drawn in %.1f s of demo play at normal speed (deals, exchanges, tricks)\n",
           frames, ticks * step / 1000.0);
    printf("frame time:       mean %.2f ms, p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", total / frames,
           times[frames / 2], times[(int)(frames * 0.99)], times[frames - 1]);
    printf("first frame:      %.1f ms from main() to the first frame presented\n", first);
    free(times);
    app_destroy(app);
    return 0;
}
