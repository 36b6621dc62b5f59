/* The whole game window as one object that can be created, fed events,
 * stepped and drawn — by the main loop, or by tests and the benchmark
 * without one. */
#ifndef ECARTE_APP_APP_H
#define ECARTE_APP_APP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "app_config.h"
#include "ui/layout.h"
#include "screens/screen.h"
#include "ui/ui_state.h"

typedef struct App App;
struct Session;

/* Opens the window and deals the first hand.  On failure returns NULL and a
 * message for the player (already localised) in err. */
App *app_create(const AppConfig *config, char *err, size_t size);
void app_destroy(App *app);

void app_handle_event(App *app, const SDL_Event *event);
/* Advances the app's clock by dt milliseconds. */
void app_update(App *app, double dt);
/* Draws the frame `ahead` milliseconds past the last update (interpolation)
 * and presents it. */
void app_render(App *app, double ahead);
/* Something is moving, or the screen is out of date. */
bool app_needs_frame(const App *app);
/* How long the loop may sleep waiting for input: milliseconds, or -1 for as
 * long as it likes. */
double app_idle_wait(const App *app);
bool app_done(const App *app, int *exit_code);
/* Why the app stopped with an error (damaged art found while running), or
 * NULL. */
const char *app_error(const App *app);

/* For tests and tools. */
void app_pump(App *app); /* handles every pending SDL event */
/* The session in play: the game, or a session beside it. */
struct Session *app_session(App *app);
/* The sound device and its mixer (NULL without sound). */
struct Audio *app_audio(App *app);
/* The ratings of the session in play (NULL in a demo and a lesson). */
Analysis *app_analysis(App *app);
const Layout *app_layout(const App *app);
const UiState *app_ui(const App *app);
/* Card art is still being drawn ahead in the background (what it has drawn
 * is taken in). */
bool app_drawing_cards_ahead(App *app);
/* The spoken mode's last announcement, as it was said ("" before any). */
const char *app_last_announcement(const App *app);
/* The text of the message line as it would be drawn now. */
void app_message(const App *app, char *out, size_t size);
/* Where a card of the player's hand is drawn now, in output pixels. */
bool app_hand_card_rect(const App *app, Card card, Rect *out);
/* Output pixels to window coordinates (to push mouse events). */
void app_to_window(const App *app, int x, int y, int *wx, int *wy);
SDL_Renderer *app_renderer(App *app);
/* The screen on top of the stack, and the open screen of a kind (NULL). */
const Screen *app_top_screen(const App *app);
const Screen *app_screen(const App *app, ScreenId id);

#endif
