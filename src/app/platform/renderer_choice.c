#define _POSIX_C_SOURCE 200809L /* opendir */
#include "platform/renderer_choice.h"

#include <stdio.h>
#include <string.h>

#if defined(__linux__) || defined(__FreeBSD__)
#include <dirent.h>
#include <unistd.h>
#define HAS_RENDER_NODES 1
#else
#define HAS_RENDER_NODES 0
#endif

static const char *const MODE_NAMES[RENDERER_MODE_COUNT] = {"auto", "gpu", "software"};

bool renderer_mode_parse(const char *text, RendererMode *mode)
{
    for (int i = 0; i < RENDERER_MODE_COUNT; i++) {
        if (strcmp(text, MODE_NAMES[i]) == 0) {
            *mode = (RendererMode)i;
            return true;
        }
    }
    return false;
}

const char *renderer_mode_name(RendererMode mode)
{
    return mode >= 0 && mode < RENDERER_MODE_COUNT ? MODE_NAMES[mode] : "auto";
}

/* Case-insensitive search for an ASCII word: the strings are ASCII, and the
 * C library's strcasestr is not standard. */
static bool contains(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (; *text; text++) {
        size_t i = 0;
        while (i < n && text[i] && (text[i] | 0x20) == (word[i] | 0x20))
            i++;
        if (i == n)
            return true;
    }
    return false;
}

bool renderer_gl_is_software(const char *gl_renderer)
{
    /* Mesa names its rasterisers so ("llvmpipe (LLVM 15.0.6, 256 bits)",
     * "softpipe", "Software Rasterizer" from swrast), as does Apple ("Apple
     * Software Renderer"); Windows' fallback is "GDI Generic". */
    static const char *const WORDS[] = {"llvmpipe", "softpipe", "swrast", "software", "gdi generic"};
    for (size_t i = 0; i < sizeof WORDS / sizeof WORDS[0]; i++)
        if (contains(gl_renderer, WORDS[i]))
            return true;
    return false;
}

RendererChoice renderer_choose(const RendererFacts *facts)
{
    RendererChoice choice;
    memset(&choice, 0, sizeof choice);
    if (facts->env_driver && facts->env_driver[0]) {
        choice.pick = PICK_DRIVER;
        snprintf(choice.reason, sizeof choice.reason, "SDL_RENDER_DRIVER=%s asks for it", facts->env_driver);
        return choice;
    }
    if (facts->mode == RENDERER_GPU) {
        choice.pick = PICK_GPU;
        snprintf(choice.reason, sizeof choice.reason, "--renderer gpu asks for it");
        return choice;
    }
    if (facts->mode == RENDERER_SOFTWARE) {
        choice.pick = PICK_SOFTWARE;
        snprintf(choice.reason, sizeof choice.reason, "--renderer software asks for it");
        return choice;
    }
    switch (facts->nodes) {
    case NODES_NONE:
        choice.pick = PICK_SOFTWARE;
        snprintf(choice.reason, sizeof choice.reason,
                 "no GPU render node in /dev/dri, so OpenGL could only draw on the processor");
        return choice;
    case NODES_UNKNOWN:
        choice.pick = PICK_GPU;
        snprintf(choice.reason, sizeof choice.reason, "the system's accelerated renderer");
        return choice;
    case NODES_FOUND: break;
    }
    if (!facts->gl_asked) {
        choice.pick = PICK_ASK_GL;
        snprintf(choice.reason, sizeof choice.reason, "a GPU render node: asking OpenGL what it is");
    } else if (!facts->gl_renderer || !facts->gl_renderer[0]) {
        choice.pick = PICK_SOFTWARE;
        snprintf(choice.reason, sizeof choice.reason, "a GPU render node, but no OpenGL to draw with");
    } else if (renderer_gl_is_software(facts->gl_renderer)) {
        choice.pick = PICK_SOFTWARE;
        snprintf(choice.reason, sizeof choice.reason, "OpenGL is %.120s, a rasteriser on the processor",
                 facts->gl_renderer);
    } else {
        choice.pick = PICK_GPU;
        snprintf(choice.reason, sizeof choice.reason, "OpenGL draws on %.150s", facts->gl_renderer);
    }
    return choice;
}

RendererNodes renderer_find_nodes(const char *dri_dir, const char *nvidia_device)
{
#if HAS_RENDER_NODES
    DIR *dir = opendir(dri_dir);
    bool found = false;
    if (dir) {
        struct dirent *entry;
        while (!found && (entry = readdir(dir)) != NULL)
            found = strncmp(entry->d_name, "renderD", 7) == 0;
        closedir(dir);
    }
    /* NVIDIA's driver makes render nodes only with its DRM module loaded. */
    if (!found && nvidia_device && nvidia_device[0])
        found = access(nvidia_device, F_OK) == 0;
    return found ? NODES_FOUND : NODES_NONE;
#else
    (void)dri_dir;
    (void)nvidia_device;
    return NODES_UNKNOWN;
#endif
}
