/* The rules, over a dimmed table: the full rules of the options in play,
 * from the string table, wrapped and scrollable, with the card ranking in
 * the real card art and the scoring table. */
#ifndef ECARTE_APP_SCREENS_HELP_H
#define ECARTE_APP_SCREENS_HELP_H

#include "ecarte/options.h"
#include "i18n/strings.h"
#include "screens/screen.h"

extern const ScreenClass HELP_SCREEN;

/* A row of the rules' scoring table, and the hands it speaks of: how the
 * hand began (a set of HELP_STOOD, HELP_REFUSED and HELP_EXCHANGED bits),
 * who took three tricks or more, and what the tricks were worth to them
 * with three or four and with all five (0: the row says nothing of it). */
enum { HELP_STOOD, HELP_REFUSED, HELP_EXCHANGED };
enum { HELP_EITHER = -1, HELP_NON_DEALER = 0, HELP_DEALER = 1 };
enum { HELP_SCORE_ROWS_MAX = 6 };
typedef struct HelpScoreRow {
    StringId what, worth;
    unsigned openings;
    int taker;
    int points[2];
} HelpScoreRow;

/* The scoring table under `options`; returns the number of rows. */
int help_score_rows(const GameOptions *options, HelpScoreRow *rows);
/* Every text of the rules in reading order, a row of the scoring table as
 * its two cells; returns how many. */
int help_texts(const GameOptions *options, StringId *out, int most);

Rect help_panel(const Layout *layout);
Rect help_close(const Layout *layout);

/* How far one wheel notch or page moves. */
float help_line(const Layout *layout);
float help_page(const Layout *layout);

/* Where the rules are scrolled to, and (in *max) how far they can go. */
float help_scroll(const Screen *screen, float *max);
/* The window the rules scroll in, as last drawn. */
Rect help_window(const Screen *screen);
/* Whether Tab has put the keyboard's ring on the close button (the pointer
 * takes it off). */
bool help_ring(const Screen *screen);

#endif
