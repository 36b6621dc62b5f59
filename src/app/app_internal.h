/* The app's insides, shared by the files that make up the App object.  They
 * call each other in one direction only, from the top of this list down:
 *
 *   app.c        life cycle, clock, commands to the screens, drawing
 *   app_apply.c  the one place where the screens' intents are carried out
 *   app_prefs.c  changing a setting
 *   app_play.c   the game's events arriving from the controller
 *   app_store.c  the data folder
 *   app_view.c   the table at rest, the message line, the screens' context
 *
 * Nothing else includes it. */
#ifndef ECARTE_APP_APP_INTERNAL_H
#define ECARTE_APP_APP_INTERNAL_H

#include "ui/anim.h"
#include "app.h"
#include "platform/assets.h"
#include "ui/buttons.h"
#include "render/cards.h"
#include "session/controller.h"
#include "render/draw.h"
#include "ecarte/savegame.h"
#include "ecarte/settings.h"
#include "ecarte/statistics.h"
#include "ecarte/view.h"
#include "render/gfx.h"
#include "ui/layout.h"
#include "platform/platform.h"
#include "ui/scene.h"
#include "render/text.h"
#include "screens/stack.h"
#include "screens/table_screen.h"
#include "ui/ui_state.h"

struct App {
    AppConfig config;
    Platform platform;
    char data_dir[ASSET_PATH_MAX];
    CardArt *cards;
    TextRenderer *text;
    Draw *draw;
    Layout layout;
    Gfx gfx;

    Controller *controller;
    SeatView view; /* the player's view of the game now */
    Anim anim;
    UiState ui;
    ButtonSet buttons;
    ScreenStack screens; /* the table at the bottom, panels over it */

    double now;
    double drawn_at; /* the time the last frame showed */
    /* Under an overlay the table is usually still: it is drawn once, dimmed,
     * into a texture and copied while nothing on it changes. */
    SDL_Texture *under;
    unsigned table_version, under_version;
    bool dirty;
    bool done;
    int exit_code;
    char error[1024]; /* why the app stopped, for the player */
    bool shot_taken;

    /* A dropped card's pose, for the animation of the play it causes. */
    bool drop_valid;
    uint16_t drop_key;
    Pose drop_pose;

    int games_done;
    int hands_done;      /* demo statistics, printed at the end */
    int games_won;
    uint64_t next_seed;
    double autoplay_at; /* when the demo deals or starts the next game */

    /* Kept between sessions; a demo (autoplay) touches none of it. */
    bool store_on;
    char store_dir[1024];
    char store_message[UI_TEXT_MAX]; /* what went wrong loading, shown at start */
    Settings saved;     /* settings.txt as written */
    Settings settings;  /* in effect: saved, with the command line's overrides */
    Statistics stats;
    Preset game_preset; /* the preset of the game on the table */
    bool resumed;
};

/* app_view.c */
void app_refresh(App *app, const AnimEvent *event); /* rebuild the table at rest */
void app_refresh_buttons(App *app);
void app_flash(App *app, const char *text, bool warning);
void app_relayout(App *app);
void app_prewarm_cards(App *app);
bool app_under_ready(App *app);
/* What the screens may read, as of now. */
void app_screen_context(const App *app, ScreenContext *out);
/* Lets every screen catch up with the game; rebuilds the table if asked. */
void app_sync_screens(App *app);
/* Opens a screen on top, as an intent or the clock asks. */
void app_open_screen(App *app, ScreenId id, int argument);
/* Back to the bare table. */
void app_close_panels(App *app);
TableUi *app_table_ui(App *app);
const TableUi *app_table_ui_const(const App *app);

/* app_store.c: the data folder.  Loading fills app->saved, settings, stats
 * and, if a game was in progress and may be resumed, *save (returns true). */
bool app_store_load(App *app, SaveGame *out);
void app_save_settings(App *app);
void app_save_statistics(App *app);
void app_save_game(App *app);
/* After an action or a deal: the statistics of a finished hand or game. */
void app_store_record(App *app, const Game *before, const Game *after);

/* app_play.c */
void app_drain_controller(App *app);
void app_new_game(App *app);
void app_next_hand(App *app);
/* Submits the player's action; a refusal is said on the message line. */
bool app_submit(App *app, Action action);

/* app_prefs.c: what changing a setting does. */
void app_prefs_apply_language(App *app); /* before anything is written */
void app_prefs_apply_start(App *app);    /* settings that need the window */
void app_prefs_change(App *app, int row, int step);
void app_prefs_set_speed(App *app, AnimSpeed speed, bool say);
void app_prefs_toggle_four_colour(App *app);
void app_prefs_toggle_fullscreen(App *app);
void app_prefs_reset_statistics(App *app);

/* app_apply.c */
/* Carries out what screen number `asker` of the stack wants. */
void app_apply(App *app, const Intent *intent, int asker);

#endif
