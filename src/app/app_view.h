/* The table at rest and what the screens see of the app. */
#ifndef ECARTE_APP_APP_VIEW_H
#define ECARTE_APP_APP_VIEW_H

#include "app_internal.h"
#include "app_speech.h"

void app_refresh(App *app, const AnimEvent *event); /* rebuild the table at rest */
void app_refresh_buttons(App *app);
void app_flash(App *app, const char *text, bool warning);
void app_relayout(App *app);
void app_prewarm_cards(App *app);
bool app_under_ready(App *app);
/* What the screens may read, as of now. */
void app_screen_context(const App *app, ScreenContext *out);
/* Opens a screen on top, as an intent or the clock asks. */
void app_open_screen(App *app, ScreenId id, int argument);
/* Lets every screen catch up with the game; rebuilds the table if asked. */
void app_sync_screens(App *app);
/* Back to the bare table. */
void app_close_panels(App *app);
/* A lesson's coach holds the keyboard's ring: the table shows none. */
bool app_coach_holds_ring(const App *app);
TableUi *app_table_ui(App *app);
const TableUi *app_table_ui_const(const App *app);
/* What the voice hears of the table now. */
void app_voice_scene(const App *app, VoiceScene *out);

#endif
