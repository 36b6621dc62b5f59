/* What changing a setting does. */
#ifndef ECARTE_APP_APP_PREFS_H
#define ECARTE_APP_APP_PREFS_H

#include "app_internal.h"

void app_prefs_apply_language(App *app); /* before anything is written */
void app_prefs_apply_start(App *app);    /* settings that need the window */
void app_prefs_change(App *app, int row, int step);
void app_prefs_set_speed(App *app, AnimSpeed speed, bool say);
void app_prefs_toggle_four_colour(App *app);
void app_prefs_toggle_fullscreen(App *app);
void app_prefs_reset_statistics(App *app);

#endif
