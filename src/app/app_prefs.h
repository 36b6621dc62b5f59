/* What changing a setting does. */
#ifndef ECARTE_APP_APP_PREFS_H
#define ECARTE_APP_APP_PREFS_H

#include "app_internal.h"

void app_prefs_apply_language(App *app); /* before anything is written */
void app_prefs_apply_start(App *app);    /* settings that need the window */
void app_prefs_change(App *app, int row, int step);
void app_prefs_set_speed(App *app, AnimSpeed speed, bool say);
void app_prefs_toggle_four_colour(App *app);
void app_prefs_toggle_high_contrast(App *app);
/* At start: the high-contrast faces if the settings ask for them. */
void app_prefs_load_high_contrast(App *app);
/* A deck found damaged: the standard one instead, and the reason said. */
void app_prefs_drop_deck(App *app, Deck deck, const char *damaged);
/* The interface scale in percent; `say` flashes it, with what fits. */
void app_prefs_set_scale(App *app, int scale, bool say);
/* Ctrl +, Ctrl - and Ctrl 0: true when `key` was one of them. */
bool app_prefs_key_scale(App *app, CommandKey key);
void app_prefs_toggle_fullscreen(App *app);
void app_prefs_reset_statistics(App *app);

/* M: mute or unmute, said on the message line. */
void app_prefs_toggle_mute(App *app);

#endif
