/* The command line, parsed into an AppConfig.  Kept apart from main so that
 * tests can check every refusal. */
#ifndef ECARTE_APP_ARGS_H
#define ECARTE_APP_ARGS_H

#include <stddef.h>

#include "app.h"

typedef enum ArgsResult {
    ARGS_RUN,  /* start the game */
    ARGS_HELP, /* usage printed to out */
    ARGS_ERROR /* a one-line message in out; exit status 2 */
} ArgsResult;

ArgsResult args_parse(int argc, char **argv, AppConfig *config, char *out, size_t size);

#endif
