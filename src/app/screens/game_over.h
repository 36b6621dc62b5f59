/* The end of the game: who won, the final score, the last hand, how well
 * each side decided, and the buttons for a new game and for the review of
 * the last hand.  After a deal played
 * again for practice: the same, said to count for nothing, with the way
 * back to the game and the deal once more.  After a lesson: the coach's
 * last words, the way back to the game and the next lesson. */
#ifndef ECARTE_APP_SCREENS_GAME_OVER_H
#define ECARTE_APP_SCREENS_GAME_OVER_H

#include "screens/panel.h"
#include "screens/screen.h"

extern const ScreenClass GAME_OVER_SCREEN;

Rect game_over_panel(const Layout *layout);
/* The new game's button, and beside it the review of the last hand's,
 * wherever the game was rated (every game but a demo). */
Rect game_over_button(const Layout *layout);
Rect game_over_review_button(const Layout *layout);
/* After a practice deal, in place of the new game's button. */
enum { GAME_OVER_PRACTICE_BACK, GAME_OVER_PRACTICE_AGAIN, GAME_OVER_PRACTICE_COUNT };
Rect game_over_practice_button(const Layout *layout, int which);
/* After a lesson, the same two places. */
enum { GAME_OVER_LESSON_BACK = GAME_OVER_PRACTICE_BACK, GAME_OVER_LESSON_NEXT = GAME_OVER_PRACTICE_AGAIN };

/* Each side's decisions that offered a choice, over every step of the
 * game's journal, as far as they are rated. */
typedef struct GameOverReport {
    bool rated;                      /* the game is being rated at all (not in a demo) */
    bool complete;                   /* every decision is rated: the numbers are final */
    AnalysisTally sides[SEAT_COUNT]; /* [0] the player's, [1] the opponent's */
} GameOverReport;

void game_over_report_of(const ScreenContext *context, GameOverReport *out);
/* The report as the screen last drew it. */
const GameOverReport *game_over_report(const Screen *screen);
/* The panel's words as they were last drawn, and how far they are
 * scrolled. */
const PanelBody *game_over_body(const Screen *screen);
/* 100 less the mean loss per decision in points of winning chance, rounded;
 * -1 without any decision. */
int game_over_accuracy(const AnalysisTally *tally);

/* How a game at a friend's table ended when no rule ended it (a claim,
 * a resignation, the friend leaving), as the panel says it; false for a
 * game won on points, or away from a friend's table. */
bool game_over_how(const ScreenContext *c, char *out, size_t size);

#endif
