/* The ratings of a game's decisions, worked out off the drawing thread.
 *
 * The analysis follows the journal of the game on the table: it keeps a copy,
 * and a queue of its own (work/tasks.h) rates every decision in it, both
 * seats', one at a time, with the hard level's search (rating.h).  The
 * window reads the ratings as they arrive and never waits for one; the main
 * loop is woken after each.
 * The steps asked for last (analysis_focus) are rated first, so the hand
 * being reviewed fills in at once.
 *
 * With time to spare, once every decision has the hard search's rating, the
 * expert's search (some twenty times the work) rates again the steps asked
 * for by analysis_deepen: the hand under review.  Those second ratings are
 * kept apart, for the review to show; the tallies, and so the statistics,
 * count the hard search's alone, which every program and every run give
 * alike. */
#ifndef ECARTE_APP_SESSION_ANALYSIS_H
#define ECARTE_APP_SESSION_ANALYSIS_H

#include <stdbool.h>

#include "ecarte/journal.h"
#include "ecarte/rating.h"
#include "work/tasks.h"

typedef struct Analysis Analysis;

/* `wake` is called after each rating.  NULL when out of memory or no thread
 * can be made; every function below takes a NULL analysis as one that has
 * rated nothing. */
Analysis *analysis_create(TaskWake wake);
/* Calls off the rating in progress, which gives up at once, and frees all. */
void analysis_destroy(Analysis *analysis);

/* Takes in the ratings made and hands the next decision to the queue: the
 * main loop calls it at every step (every function below does too). */
void analysis_update(Analysis *analysis);

/* Follows this journal (copied).  Ratings already made are kept while the
 * journal only grows; a journal that tells another story starts afresh. */
void analysis_follow(Analysis *analysis, const Journal *journal);

/* Rates journal steps from `step` on before any others. */
void analysis_focus(Analysis *analysis, int step);

/* The hard search's rating of journal step `step`: false while it is not
 * rated yet, and for a step that is no decision (a deal). */
bool analysis_rating(Analysis *analysis, int step, Rating *out);

/* Asks for the expert's ratings of the decisions of steps [first, end),
 * instead of those asked for before. */
void analysis_deepen(Analysis *analysis, int first, int end);

/* The expert's rating of step `step`: false until it is made. */
bool analysis_deep_rating(Analysis *analysis, int step, Rating *out);

/* Whether every decision of steps [first, end) is rated. */
bool analysis_complete(Analysis *analysis, int first, int end);

/* The decisions of `seat` among steps [first, end) that offered a choice
 * and are rated so far. */
typedef struct AnalysisTally {
    int decisions;
    double loss_sum;
    int grades[RATING_GRADE_COUNT];
} AnalysisTally;
void analysis_tally(Analysis *analysis, uint8_t seat, int first, int end, AnalysisTally *out);

/* Blocks until every decision of the journal followed is rated (tests). */
void analysis_wait(Analysis *analysis);
/* ...and every expert's rating asked for too. */
void analysis_wait_deep(Analysis *analysis);

#endif
