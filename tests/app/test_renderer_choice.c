/* The choice of renderer, decided without a display for every kind of
 * machine: a GPU, a processor-only OpenGL, no OpenGL at all, each choice
 * forced on the command line, and SDL_RENDER_DRIVER over them all. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "args.h"
#include "platform/renderer_choice.h"

static RendererChoice choose(RendererMode mode, const char *env, RendererNodes nodes, bool asked, const char *gl)
{
    RendererFacts facts = {mode, env, nodes, asked, gl};
    RendererChoice choice = renderer_choose(&facts);
    assert_true(choice.reason[0] != '\0');
    return choice;
}

static void expect_reason(const RendererChoice *choice, const char *words)
{
    if (!strstr(choice->reason, words))
        fail_msg("the reason '%s' does not say '%s'", choice->reason, words);
}

static void a_gpu_is_asked_then_kept(void **state)
{
    (void)state;
    /* A render node: OpenGL is asked before anything is decided. */
    RendererChoice choice = choose(RENDERER_AUTO, NULL, NODES_FOUND, false, NULL);
    assert_int_equal(choice.pick, PICK_ASK_GL);
    static const char *const GPUS[] = {
        "Mesa Intel(R) UHD Graphics 620 (KBL GT2)",
        "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)",
        "NVIDIA GeForce RTX 3060/PCIe/SSE2",
        "virgl (Mesa Intel(R) Xe Graphics)",
    };
    for (size_t i = 0; i < sizeof GPUS / sizeof GPUS[0]; i++) {
        choice = choose(RENDERER_AUTO, NULL, NODES_FOUND, true, GPUS[i]);
        if (choice.pick != PICK_GPU)
            fail_msg("%s was not taken for a GPU: %s", GPUS[i], choice.reason);
        expect_reason(&choice, GPUS[i]);
    }
}

static void a_software_rasteriser_is_passed_over(void **state)
{
    (void)state;
    /* No render node: decided at once, without loading OpenGL to ask it. */
    RendererChoice choice = choose(RENDERER_AUTO, NULL, NODES_NONE, false, NULL);
    assert_int_equal(choice.pick, PICK_SOFTWARE);
    expect_reason(&choice, "render node");
    /* A render node, but OpenGL runs on the processor all the same. */
    static const char *const RASTERISERS[] = {"llvmpipe (LLVM 15.0.6, 256 bits)",
                                              "softpipe",
                                              "Software Rasterizer",
                                              "swrast",
                                              "Apple Software Renderer",
                                              "GDI Generic"};
    for (size_t i = 0; i < sizeof RASTERISERS / sizeof RASTERISERS[0]; i++) {
        choice = choose(RENDERER_AUTO, NULL, NODES_FOUND, true, RASTERISERS[i]);
        if (choice.pick != PICK_SOFTWARE)
            fail_msg("%s was taken for a GPU: %s", RASTERISERS[i], choice.reason);
        expect_reason(&choice, RASTERISERS[i]);
        assert_true(renderer_gl_is_software(RASTERISERS[i]));
    }
    assert_false(renderer_gl_is_software("AMD Radeon RX 6600 (navi23, LLVM 15.0.6)"));
}

static void no_opengl_at_all_draws_in_software(void **state)
{
    (void)state;
    RendererChoice choice = choose(RENDERER_AUTO, NULL, NODES_FOUND, true, NULL);
    assert_int_equal(choice.pick, PICK_SOFTWARE);
    expect_reason(&choice, "no OpenGL");
    assert_int_equal(choose(RENDERER_AUTO, NULL, NODES_FOUND, true, "").pick, PICK_SOFTWARE);
}

static void a_system_without_render_nodes_trusts_its_driver(void **state)
{
    (void)state;
    assert_int_equal(choose(RENDERER_AUTO, NULL, NODES_UNKNOWN, false, NULL).pick, PICK_GPU);
}

static void each_forced_choice_is_obeyed(void **state)
{
    (void)state;
    static const RendererNodes NODES[] = {NODES_NONE, NODES_FOUND, NODES_UNKNOWN};
    for (size_t i = 0; i < sizeof NODES / sizeof NODES[0]; i++) {
        RendererChoice gpu = choose(RENDERER_GPU, NULL, NODES[i], false, NULL);
        assert_int_equal(gpu.pick, PICK_GPU);
        expect_reason(&gpu, "--renderer gpu");
        RendererChoice software = choose(RENDERER_SOFTWARE, NULL, NODES[i], false, NULL);
        assert_int_equal(software.pick, PICK_SOFTWARE);
        expect_reason(&software, "--renderer software");
    }
    /* Forced, OpenGL is never asked: its answer changes nothing. */
    assert_int_equal(choose(RENDERER_GPU, NULL, NODES_FOUND, true, "llvmpipe (LLVM 15.0.6, 256 bits)").pick, PICK_GPU);
    assert_int_equal(choose(RENDERER_SOFTWARE, NULL, NODES_FOUND, true, "Mesa Intel(R) UHD Graphics 620").pick,
                     PICK_SOFTWARE);
}

static void sdl_render_driver_wins(void **state)
{
    (void)state;
    for (int mode = 0; mode < RENDERER_MODE_COUNT; mode++) {
        RendererChoice choice = choose((RendererMode)mode, "opengles2", NODES_NONE, false, NULL);
        assert_int_equal(choice.pick, PICK_DRIVER);
        expect_reason(&choice, "SDL_RENDER_DRIVER=opengles2");
    }
    /* Set but empty is not set. */
    assert_int_equal(choose(RENDERER_AUTO, "", NODES_NONE, false, NULL).pick, PICK_SOFTWARE);
}

static void touch(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *file = fopen(path, "w");
    assert_non_null(file);
    fclose(file);
}

static void render_nodes_are_found(void **state)
{
    (void)state;
    char dir[] = "/tmp/ecarte-dri-XXXXXX", path[512];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/nvidiactl", dir);
    assert_int_equal(renderer_find_nodes(dir, path), NODES_NONE);
    assert_int_equal(renderer_find_nodes("/nonexistent/dri", NULL), NODES_NONE);
    /* A display controller alone (card0, as a virtual machine's) draws nothing. */
    touch(dir, "card0");
    assert_int_equal(renderer_find_nodes(dir, NULL), NODES_NONE);
    touch(dir, "nvidiactl");
    assert_int_equal(renderer_find_nodes(dir, path), NODES_FOUND);
    touch(dir, "renderD128");
    assert_int_equal(renderer_find_nodes(dir, NULL), NODES_FOUND);
    static const char *const FILES[] = {"card0", "nvidiactl", "renderD128"};
    for (size_t i = 0; i < sizeof FILES / sizeof FILES[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, FILES[i]);
        remove(path);
    }
    rmdir(dir);
}

static void the_command_line_names_the_renderer(void **state)
{
    (void)state;
    static const char *const NAMES[RENDERER_MODE_COUNT] = {"auto", "gpu", "software"};
    for (int mode = 0; mode < RENDERER_MODE_COUNT; mode++) {
        AppConfig config;
        app_config_defaults(&config);
        assert_int_equal(config.renderer, RENDERER_AUTO);
        char out[512];
        const char *argv[] = {"ecarte", "--renderer", NAMES[mode]};
        assert_int_equal(args_parse(3, (char **)argv, &config, out, sizeof out), ARGS_RUN);
        assert_int_equal(config.renderer, mode);
        assert_string_equal(renderer_mode_name(config.renderer), NAMES[mode]);
    }
    AppConfig config;
    app_config_defaults(&config);
    char out[512];
    const char *bad[] = {"ecarte", "--renderer", "opengl"};
    assert_int_equal(args_parse(3, (char **)bad, &config, out, sizeof out), ARGS_ERROR);
    if (!strstr(out, "opengl") || !strstr(out, "--renderer"))
        fail_msg("the refusal does not name the option and the value: %s", out);
    const char *missing[] = {"ecarte", "--renderer"};
    assert_int_equal(args_parse(2, (char **)missing, &config, out, sizeof out), ARGS_ERROR);
    static char help[ARGS_HELP_MAX];
    args_help(help, sizeof help);
    assert_non_null(strstr(help, "\n  --renderer auto|gpu|software\n"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_gpu_is_asked_then_kept),
        cmocka_unit_test(a_software_rasteriser_is_passed_over),
        cmocka_unit_test(no_opengl_at_all_draws_in_software),
        cmocka_unit_test(a_system_without_render_nodes_trusts_its_driver),
        cmocka_unit_test(each_forced_choice_is_obeyed),
        cmocka_unit_test(sdl_render_driver_wins),
        cmocka_unit_test(render_nodes_are_found),
        cmocka_unit_test(the_command_line_names_the_renderer),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
