/* The settings: the rules and their preset, the opponent, the animation,
 * the deck, full screen, the sound, the coach, the spoken mode and the
 * language, each a row
 * of < value >. */
#ifndef ECARTE_APP_SCREENS_SETTINGS_H
#define ECARTE_APP_SCREENS_SETTINGS_H

#include "ecarte/settings.h"
#include "screens/screen.h"

typedef enum SettingsRow {
    SET_PRESET,
    SET_MUST_TRUMP,
    SET_PENALTY,
    SET_DEALER_EXCHANGE,
    SET_TARGET,
    SET_LEVEL,
    SET_ANIMATION,
    SET_FOUR_COLOUR,
    SET_HIGH_CONTRAST, /* card faces with large, bold indices */
    SET_AUTO_DECLARE,
    SET_FULLSCREEN,
    SET_SCALE,    /* the size of text and controls */
    SET_SOUND,    /* off, or one of the volumes */
    SET_COACH,    /* when the coach asks before a blunder */
    SET_SPEECH,   /* the spoken mode */
    SET_PHRASES,  /* the phrases a friend sends, shown or not */
    SET_LANGUAGE, /* last, always */
    SET_ROW_COUNT
} SettingsRow;

/* What a point of the screen is over: a row (row * 3), its < (row * 3 + 1)
 * or > (row * 3 + 2), or the close button. */
enum { SETTINGS_HIT_NONE = -1, SETTINGS_HIT_CLOSE = 100 };

/* The languages of the settings, in the order the row cycles. */
enum { SETTINGS_LANGUAGE_COUNT = 4 };
const char *settings_language_code(int index);
int settings_language_index(const char *code);
/* The targets the settings offer. */
enum { SETTINGS_TARGET_COUNT = 3 };
extern const uint8_t SETTINGS_TARGETS[SETTINGS_TARGET_COUNT];

extern const ScreenClass SETTINGS_SCREEN;

/* The panel, and its rows as they lie when the list is not scrolled: where
 * the window is too short for every row, the list scrolls. */
Rect settings_panel(const Layout *layout);
Rect settings_row(const Layout *layout, int row);
/* step -1: the < arrow, +1: the > arrow. */
Rect settings_arrow(const Layout *layout, int row, int step);
Rect settings_close(const Layout *layout);
/* The list's window, and a row as the open screen shows it, scrolled. */
Rect settings_list(const Layout *layout);
Rect settings_row_shown(const Screen *screen, const Layout *layout, int row);

/* The value a row shows ("On", "7 points", "Standard, changed"). */
void settings_value(const Settings *settings, int row, char *out, size_t size);

#endif
