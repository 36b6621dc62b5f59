/* Driving the real app in tests: created with the dummy video driver,
 * stepped without its main loop, fed real SDL events. */
#ifndef ECARTE_TEST_APP_SUPPORT_H
#define ECARTE_TEST_APP_SUPPORT_H

#include <stdbool.h>

#include "app.h"
#include "screens/table_screen.h"
#include "session/session.h"
#include "ecarte/game.h"

/* A fresh folder for this test program's saves (created once). */
const char *support_data_dir(void);

/* A window of w x h with the AI answering at once and no thinking pause. */
App *support_app(uint64_t seed, int w, int h, AnimSpeed speed, bool threaded_ai);
/* The same as a configuration to adjust (saves in support_data_dir()), and
 * the app opened from one and stepped past its first moment. */
void support_config(AppConfig *config, uint64_t seed, int w, int h, bool threaded_ai);
/* support_config with the animation speed given: what support_app opens. */
void support_app_config(AppConfig *config, uint64_t seed, int w, int h, AnimSpeed speed, bool threaded_ai);
App *support_open(const AppConfig *config);

/* The text at 100 %, or asked at 200 % (as far as the window has room),
 * by the keys that change it (the scale is kept in the settings). */
void support_text_scale(App *app, bool largest);

/* Handles pending events, then advances the clock by ms in small steps. */
void support_step(App *app, double ms);

/* Pushes a mouse event at output pixel (x, y) and handles it. */
void support_mouse(App *app, Uint32 type, int x, int y, int clicks);
void support_click(App *app, int x, int y, int clicks);
/* Pushes a finger event at output pixel (x, y), as SDL sends it
 * (normalised to the window), then the mouse event SDL makes up from it,
 * and handles them. */
void support_finger(App *app, Uint32 type, int x, int y);
/* A real drag: press, several moves, release. */
void support_drag(App *app, int x0, int y0, int x1, int y1);
void support_key(App *app, SDL_Keycode key);
/* A key as the keyboard sends it: what it prints, where it is, with `mod`
 * (Shift, Ctrl) held. */
void support_press(App *app, SDL_Keycode key, Uint16 mod);
/* Tab, or Shift-Tab when `back`. */
void support_tab(App *app, bool back);
/* The wheel turned by `lines` (positive: away from the player). */
void support_wheel(App *app, int lines);

const Game *support_game(App *app);
/* The screen on top; the question a confirm on top asks, or -1. */
ScreenId support_top(const App *app);
int support_confirm(const App *app);
/* The table screen's pointer and keyboard state. */
const TableUi *support_table(const App *app);
/* Plays the human's turns with the first legal action (or the given
 * choices) until `wanted` says stop, the AI moving in between; false if the
 * game ended first. */
typedef bool (*SupportWanted)(const Game *game, uint8_t human);
bool support_play_until(App *app, SupportWanted wanted, int max_steps);

bool support_human_plays(const Game *game, uint8_t human);
bool support_human_leads(const Game *game, uint8_t human);
bool support_human_has_illegal(const Game *game, uint8_t human);
/* The hand is over (or the game); the game is over. */
bool support_hand_over(const Game *game, uint8_t human);
/* Whether an action of `type` is among the legal ones now. */
bool support_may(const Game *game, ActionType type);
bool support_game_over(const Game *game, uint8_t human);

/* Steps the app until the player has a move to make with the table at
 * rest (in a lesson, going on from the coach's words counts), or the hand
 * is over; fails the test if that never comes. */
void support_until_your_turn(App *app);

/* The words the screen on top says of itself (its speak must exist). */
void support_screen_words(App *app, ScreenWords *out);
/* Fails the test, saying `where`, unless `part` is in `words`. */
void support_expect_in(const char *words, const char *part, const char *where);

/* A point of the card that is not covered by its right-hand neighbour. */
void support_card_point(App *app, Card card, int *x, int *y);
CardSet support_legal_cards(const Game *game);

/* The frame as drawn once it has settled (card faces are made a few a
 * frame, a panel slides in), in ARGB8888, the layout's width a row; the
 * caller frees it. */
Uint32 *support_settled_frame(App *app);

/* The frame last drawn, in a picture NAME.png (a name kept to small
 * letters, digits and dashes) when ECARTE_SHOTS names a folder. */
void support_save_picture(App *app, const char *name);

#endif
