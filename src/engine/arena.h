/* The arena: AI levels play each other in duplicate, for measuring them. */
#ifndef ECARTE_ENGINE_ARENA_H
#define ECARTE_ENGINE_ARENA_H

/* `ecarte-engine arena ...`: argv[0] is "arena".  Returns the exit status:
 * 0, or 2 after a one-line error for bad arguments. */
int arena_main(int argc, char **argv);

#endif
