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
#include "render/gfx.h"
#include "screens/screen.h"
#include "ui/anim.h"
#include "ui/buttons.h"
#include "ui/layout.h"
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
/* The table shows the opponent thinking: their turn, a computer or a
 * friend who is at the table. */
bool app_opponent_thinking(const App *app);
/* Where a card of the player's hand is drawn now, in output pixels. */
bool app_hand_card_rect(const App *app, Card card, Rect *out);
/* The app's clock, the cards' animation, the decision buttons and what
 * draws, as of now. */
double app_now(const App *app);
const Anim *app_anim(const App *app);
const ButtonSet *app_buttons(const App *app);
const Gfx *app_gfx(const App *app);
/* A lesson's coach, as its panel shows it (NULL when no lesson is on), and
 * the coach's question waiting for an answer (NULL when none waits). */
const LessonShow *app_lesson_shown(const App *app);
const CoachQuestion *app_question(const App *app);
/* Puts the coach's question to the player, as before a blunder. */
void app_ask(App *app, const CoachQuestion *question);
/* What the screens may read, as of now. */
void app_context(const App *app, ScreenContext *out);
/* An intent carried out as if the screen on top had made it. */
void app_carry_out(App *app, const Intent *intent);
/* A screen opened on top, or every screen of a kind closed. */
void app_open(App *app, ScreenId id, int argument);
void app_close(App *app, ScreenId id);
/* The interface scale the player asks for, in percent, as the settings'
 * row sets it. */
void app_set_scale(App *app, int percent);
/* Output pixels to window coordinates (to push mouse events). */
void app_to_window(const App *app, int x, int y, int *wx, int *wy);
SDL_Renderer *app_renderer(App *app);
/* The screen on top of the stack, and the open screen of a kind (NULL). */
const Screen *app_top_screen(const App *app);
const Screen *app_screen(const App *app, ScreenId id);

#endif
