/* ecarte-bench-render: how fast the table draws with the renderer the game
 * chooses on this machine, and how idle the window is when nothing happens.
 *
 *   ecarte-bench-render [--size WxH] [--frames N] [--runs R] [--renderer M]
 *                                                  frame times and first frame
 *   ecarte-bench-render --idle SECONDS               CPU used by an idle window
 *
 * The renderer is chosen as the game chooses it (--renderer auto, unless
 * told otherwise, and SDL_RENDER_DRIVER over both), and named with the
 * reason, so the figures describe what a player gets here.
 *
 * Frame times come from whole demo hands at normal speed: deals (every card
 * of the last hand gathered, eleven dealt and turned), exchanges, tricks
 * sliding, score pops, hand summaries.  The demo is the same in every run
 * (one seed, the AI on the drawing thread, simulated time), so it is played
 * from a fresh start several times and each frame's cost is taken as the
 * median of its runs: a stall of the machine itself then shows only in the
 * all-runs figure, while a frame that is slow every time shows in both.
 * Run it under Xvfb to include presenting to a real X window, or with
 * SDL_VIDEODRIVER=dummy for the drawing alone. */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <SDL.h>

#include "app.h"
#include "loop.h"
#include "platform/platform.h"

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
    printf("renderer:         %s\n", platform_renderer_note());
    printf("idle window:      %.1f ms of CPU in %.1f s (%.2f %% of one core)\n", cpu, wall / 1000.0,
           wall > 0 ? 100.0 * cpu / wall : 0.0);
    return 0;
}

enum { LABEL_MAX = 160 };
typedef char Label[LABEL_MAX];

/* Plays the demo from a fresh start and times up to `frames` drawn frames
 * into `times` (and what the message line said at each into `labels`);
 * returns how many were drawn, or -1. */
static int time_demo(const AppConfig *config, int frames, double *times, Label *labels, double started, double *first)
{
    char err[1024];
    App *app = app_create(config, err, sizeof err);
    if (!app) {
        fprintf(stderr, "ecarte-bench-render: %s\n", err);
        return -1;
    }
    app_update(app, 0);
    app_render(app, 0);
    if (first)
        *first = wall_ms() - started;
    /* Simulated time at 60 frames a second; like the real loop, a frame is
     * drawn only when something on screen changes. */
    const double step = 1000.0 / 60.0;
    int drawn = 0;
    for (int ticks = 0; drawn < frames && ticks < frames * 20; ticks++) {
        app_pump(app);
        app_update(app, step);
        if (!app_needs_frame(app))
            continue;
        double t0 = wall_ms();
        app_render(app, 0);
        times[drawn++] = wall_ms() - t0;
        if (labels)
            app_message(app, labels[drawn - 1], LABEL_MAX);
    }
    app_destroy(app);
    return drawn;
}

/* The frames slowest in the median, with what the table was saying. */
static void print_slowest(const double *medians, Label *labels, int count, int k)
{
    bool *shown = calloc((size_t)count, sizeof *shown);
    if (!shown)
        return;
    printf("slowest frames (median of the runs):\n");
    for (int n = 0; n < k && n < count; n++) {
        int worst = -1;
        for (int f = 0; f < count; f++)
            if (!shown[f] && (worst < 0 || medians[f] > medians[worst]))
                worst = f;
        shown[worst] = true;
        printf("  frame %4d  %6.2f ms  %s\n", worst, medians[worst], labels[worst]);
    }
    free(shown);
}

static void print_spread(const char *name, const double *times, int count)
{
    double *sorted = malloc(sizeof(double) * (size_t)count);
    if (!sorted)
        return;
    double total = 0;
    for (int i = 0; i < count; i++)
        total += sorted[i] = times[i];
    qsort(sorted, (size_t)count, sizeof(double), compare);
    printf("%-20s mean %.2f ms, p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", name, total / count, sorted[count / 2],
           sorted[(int)(count * 0.99)], sorted[count - 1]);
    free(sorted);
}

int main(int argc, char **argv)
{
    double started = wall_ms();
    AppConfig config;
    app_config_defaults(&config);
    config.seed = 20261130;
    config.seed_given = true;
    int frames = 900, runs = 5, slowest = 0;
    double idle = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &config.width, &config.height) != 2) {
                fprintf(stderr, "ecarte-bench-render: --size wants WxH\n");
                return 2;
            }
        } else if (strcmp(argv[i], "--frames") == 0 && i + 1 < argc) {
            frames = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--slowest") == 0 && i + 1 < argc) {
            slowest = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--idle") == 0 && i + 1 < argc) {
            idle = atof(argv[++i]);
        } else if (strcmp(argv[i], "--renderer") == 0 && i + 1 < argc) {
            if (!renderer_mode_parse(argv[++i], &config.renderer)) {
                fprintf(stderr, "ecarte-bench-render: --renderer wants auto, gpu or software\n");
                return 2;
            }
        } else {
            fprintf(stderr, "usage: ecarte-bench-render [--size WxH] [--frames N] [--runs R] [--slowest K]\n"
                            "                           [--renderer auto|gpu|software] | --idle SECONDS\n");
            return 2;
        }
    }
    if (frames < 10)
        frames = 10;
    if (runs < 1 || runs > 50)
        runs = runs < 1 ? 1 : 50;
    if (idle > 0)
        return measure_idle(&config, idle);

    config.autoplay = true;
    config.sync_ai = true;
    config.pace_min_ms = 0;
    config.pace_max_ms = 0;
    double *times = malloc(sizeof(double) * (size_t)frames * (size_t)runs);
    double *frame = malloc(sizeof(double) * (size_t)runs);
    double *medians = malloc(sizeof(double) * (size_t)frames);
    Label *labels = calloc((size_t)frames, sizeof *labels);
    if (!times || !frame || !medians || !labels)
        return 1;
    double first = 0;
    int drawn = frames;
    for (int r = 0; r < runs; r++) {
        int n = time_demo(&config, frames, times + (size_t)r * (size_t)frames, r == 0 ? labels : NULL, started,
                          r == 0 ? &first : NULL);
        if (n < 0)
            return 1;
        if (n < drawn)
            drawn = n;
    }
    for (int f = 0; f < drawn; f++) {
        for (int r = 0; r < runs; r++)
            frame[r] = times[(size_t)r * (size_t)frames + (size_t)f];
        qsort(frame, (size_t)runs, sizeof(double), compare);
        medians[f] = frame[runs / 2];
    }
    /* Every run's frames together, for the all-runs figure. */
    for (int r = 1; r < runs; r++)
        memmove(times + (size_t)r * (size_t)drawn, times + (size_t)r * (size_t)frames, sizeof(double) * (size_t)drawn);

    SDL_Init(SDL_INIT_VIDEO);
    printf("renderer:            %s\n", platform_renderer_note());
    printf("window:              %dx%d, video driver %s\n", config.width, config.height, SDL_GetCurrentVideoDriver());
    printf("demo:                %d frames drawn, played %d times from a fresh start\n", drawn, runs);
    print_spread("frame time:", medians, drawn);
    print_spread("all runs' frames:", times, drawn * runs);
    printf("first frame:         %.1f ms from main() to the first frame presented\n", first);
    if (slowest > 0)
        print_slowest(medians, labels, drawn, slowest);
    SDL_Quit();
    free(times);
    free(frame);
    free(medians);
    free(labels);
    return 0;
}
