/* The command line, parsed into an AppConfig.  Kept apart from main so that
 * tests can check every refusal. */
#ifndef ECARTE_APP_ARGS_H
#define ECARTE_APP_ARGS_H

#include <stddef.h>

#include "app.h"

typedef enum ArgsResult {
    ARGS_RUN,     /* start the game */
    ARGS_HELP,    /* the help in out, for stdout; exit status 0 */
    ARGS_VERSION, /* the name and version in out, for stdout; exit status 0 */
    ARGS_ERROR    /* a one-line message in out, for stderr; exit status 2 */
} ArgsResult;

/* Fills out for every result but ARGS_RUN; the help needs ARGS_HELP_MAX
 * bytes in the longest language, and is cut short in less. */
ArgsResult args_parse(int argc, char **argv, AppConfig *config, char *out, size_t size);

/* The language that --language names on this command line, or NULL: the
 * help and the refusals are written in it, so it is read before anything
 * else is parsed. */
const char *args_language(int argc, char **argv);

enum { ARGS_HELP_MAX = 16384 };
/* --help in the current language: the usage, then every option on a line of
 * its own, by group, with its values and default. */
void args_help(char *out, size_t size);

#endif
