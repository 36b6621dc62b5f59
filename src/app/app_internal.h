/* The app's insides, shared by app.c (life cycle, clock, drawing) and
 * app_input.c (what the player's commands do).  Nothing else includes it. */
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
#include "platform/input.h"
#include "ui/layout.h"
#include "platform/platform.h"
#include "ui/scene.h"
#include "render/text.h"
#include "ui/ui_state.h"

struct App {
    AppConfig config;
    Platform platform;
    char data_dir[ASSET_PATH_MAX];
    CardArt *cards;
    Text *text;
    Draw *draw;
    Layout layout;
    Gfx gfx;

    Controller *controller;
    SeatView view; /* the player's view of the game now */
    Anim anim;
    UiState ui;
    ButtonSet buttons;

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

/* app.c */
void app_refresh(App *app, const AnimEvent *event); /* rebuild the table at rest */
void app_flash(App *app, const char *text, bool warning);
void app_drain_controller(App *app);
void app_new_game(App *app);
/* Back to the table from any panel. */
void app_close_overlay(App *app);
void app_relayout(App *app);
void app_prewarm_cards(App *app);

/* app_store.c: the data folder.  Loading fills app->saved, settings, stats
 * and, if a game was in progress and may be resumed, *save (returns true). */
bool app_store_load(App *app, SaveGame *save);
void app_save_settings(App *app);
void app_save_statistics(App *app);
void app_save_game(App *app);
/* After an action or a deal: the statistics of a finished hand or game. */
void app_store_record(App *app, const Game *before, const Game *after);

/* app_prefs.c: the settings and statistics screens' commands. */
void app_prefs_apply_language(App *app); /* before anything is written */
void app_prefs_apply_start(App *app); /* settings that need the window */
void app_prefs_change(App *app, int row, int step);
void app_prefs_set_speed(App *app, AnimSpeed speed, bool say);
void app_prefs_toggle_four_colour(App *app);
void app_prefs_toggle_fullscreen(App *app);
void app_prefs_click(App *app, int x, int y);
void app_prefs_hover(App *app, int x, int y);
void app_prefs_key(App *app, CommandKey key);
void app_prefs_draw(App *app);

/* app_input.c */
void app_command(App *app, const Command *command);
void app_scene_ui(const App *app, SceneUi *ui);

#endif
