/* The rating census: the levels of the computer play each other and every
 * decision that offered a choice is rated, to see where the grades'
 * thresholds fall among real losses (HACKING.md, "Rating decisions"). */
#ifndef ECARTE_ENGINE_CENSUS_H
#define ECARTE_ENGINE_CENSUS_H

/* `ecarte-engine --rating-census GAMES [--seed S] [--threads T]`: argv[0]
 * is "--rating-census".  Returns the exit status: 0; 1 when a decision could
 * not be played or rated; 2 after a one-line error for bad arguments. */
int census_main(int argc, char **argv);

#endif
