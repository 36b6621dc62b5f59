/* ecarte: the game window.  Parses the command line and runs the loop. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "app.h"
#include "args.h"
#include "loop.h"
#include "i18n/strings.h"

/* Start-up failures go to stderr and, when there is a desktop to show it
 * on, to a message box: a player who started from a menu sees them too. */
static void report(const char *message)
{
    fprintf(stderr, "ecarte: %s\n", message);
    const char *driver = getenv("SDL_VIDEODRIVER");
    if (driver && (strcmp(driver, "dummy") == 0 || strcmp(driver, "offscreen") == 0))
        return;
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, str_get(STR_FAIL_TITLE), message, NULL);
}

int main(int argc, char **argv)
{
    AppConfig config;
    app_config_defaults(&config);
    /* The system's language, or the command line's for its own messages,
     * until the settings say otherwise; --language has the last word. */
    const char *language = args_language(argc, argv);
    str_set_language(language ? language : "");
    static char text[ARGS_HELP_MAX];
    switch (args_parse(argc, argv, &config, text, sizeof text)) {
    case ARGS_HELP: fputs(text, stdout); return 0;
    case ARGS_VERSION: printf("%s\n", text); return 0;
    case ARGS_ERROR: fprintf(stderr, "%s\n", text); return 2;
    case ARGS_RUN: break;
    }
    App *app = app_create(&config, text, sizeof text);
    if (!app) {
        report(text);
        return 1;
    }
    if (config.language)
        str_set_language(config.language);
    int code = loop_run(app);
    if (app_error(app))
        report(app_error(app));
    app_destroy(app);
    return code;
}
