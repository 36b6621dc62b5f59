/* The settings and statistics screens and their small confirm dialog.  Like
 * screens.h, the geometry is pure so clicks are tested against the same
 * rects that are drawn. */
#ifndef ECARTE_APP_SCREENS_PREFS_H
#define ECARTE_APP_SCREENS_PREFS_H

#include "ecarte/settings.h"
#include "ecarte/statistics.h"
#include "render/gfx.h"

typedef enum SettingsRow {
    SET_PRESET,
    SET_MUST_TRUMP,
    SET_PENALTY,
    SET_DEALER_EXCHANGE,
    SET_TARGET,
    SET_LEVEL,
    SET_ANIMATION,
    SET_FOUR_COLOUR,
    SET_AUTO_DECLARE,
    SET_FULLSCREEN,
    SET_LANGUAGE, /* last, always */
    SET_ROW_COUNT
} SettingsRow;

/* What a point of a screen is over: a row (row * 3), its < (row * 3 + 1)
 * or > (row * 3 + 2), or one of these buttons. */
enum {
    PREFS_HIT_NONE = -1,
    PREFS_HIT_CLOSE = 100,
    PREFS_HIT_RESET = 101,
    PREFS_HIT_YES = 102,
    PREFS_HIT_NO = 103
};

/* The languages of the settings, in the order the row cycles. */
enum { PREFS_LANGUAGE_COUNT = 4 };
const char *prefs_language_code(int index);
int prefs_language_index(const char *code);
/* The targets the settings offer. */
enum { PREFS_TARGET_COUNT = 3 };
extern const uint8_t PREFS_TARGETS[PREFS_TARGET_COUNT];

Rect prefs_settings_panel(const Layout *layout);
Rect prefs_settings_row(const Layout *layout, int row);
/* step -1: the < arrow, +1: the > arrow. */
Rect prefs_settings_arrow(const Layout *layout, int row, int step);
Rect prefs_settings_close(const Layout *layout);
int prefs_settings_hit(const Layout *layout, int x, int y);

Rect prefs_stats_panel(const Layout *layout);
Rect prefs_stats_reset(const Layout *layout);
Rect prefs_stats_close(const Layout *layout);
int prefs_stats_hit(const Layout *layout, int x, int y);

Rect prefs_confirm_panel(const Layout *layout);
Rect prefs_confirm_yes(const Layout *layout);
Rect prefs_confirm_no(const Layout *layout);
int prefs_confirm_hit(const Layout *layout, int x, int y);

/* The value a row shows ("On", "7 points", "Standard, changed"). */
void prefs_settings_value(const Settings *settings, int row, char *out, size_t size);

void prefs_draw_settings(const Gfx *gfx, const Settings *settings, int selected, int hover);
void prefs_draw_statistics(const Gfx *gfx, const Statistics *stats, int hover);
/* question, yes and no are string ids. */
void prefs_draw_confirm(const Gfx *gfx, int question, int yes, int no, int hover);

#endif
