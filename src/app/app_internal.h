/* The App object's fields, shared by the files that make it up.  They call
 * each other in one direction only, from the top of this list down, each
 * through its own header:
 *
 *   app.c        life cycle, clock, commands to the screens, drawing
 *   app_apply.c  the one place where the screens' intents are carried out
 *   app_lesson.c    a lesson, played beside the game
 *   app_practice.c  a deal played again for practice, beside the game
 *   app_session.c   the sessions on the table: the game, and one beside it
 *   app_prefs.c  changing a setting
 *   app_speech.c    the spoken mode: the announcer's sentences to the voice
 *   app_sound.c  what the game sounds like
 *   app_play.c   the game's events arriving from the controller
 *   app_coach.c  the question before a blunder, asked as a move is submitted
 *   app_store.c  the data folder
 *   app_view.c   the table at rest, the message line, the screens' context
 *
 * Nothing outside these files includes it. */
#ifndef ECARTE_APP_APP_INTERNAL_H
#define ECARTE_APP_APP_INTERNAL_H

#include "ui/anim.h"
#include "app_config.h"
#include "platform/assets.h"
#include "ui/buttons.h"
#include "render/cards.h"
#include "session/analysis.h"
#include "session/computer.h"
#include "session/session.h"
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
#include "speech/announcer.h"
#include "ui/ui_state.h"

typedef struct App App;

struct App {
    AppConfig config;
    Platform platform;
    char data_dir[ASSET_PATH_MAX];
    CardArt *cards;
    TextRenderer *text;
    Draw *draw;
    Layout layout;
    Gfx gfx;

    Session *game;      /* the game on the table */
    Computer *computer; /* the game's opponent, owned by its session */
    /* A session beside the game, while the game waits (app_session.c). */
    struct {
        Session *session; /* NULL: none */
        char event_text[UI_TEXT_MAX];
    } aside;
    bool deepening;     /* the expert rates the hand under review (analysis_deepen) */
    SessionEvent event; /* the one being shown: two Games, kept off the stack */
    SeatView view;      /* the player's view of the game now */
    Anim anim;
    struct Audio *audio; /* NULL: no sound */
    double cued_until;   /* the animation's cues before this time are heard */
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
    int hands_done; /* demo statistics, printed at the end */
    int games_won;
    uint64_t next_seed;
    double autoplay_at; /* when the demo deals or starts the next game */

    /* Kept between sessions; a demo (autoplay) touches none of it. */
    bool store_on;
    char store_dir[1024];
    char store_message[UI_TEXT_MAX]; /* what went wrong loading, shown at start */
    Settings saved;                  /* settings.txt as written */
    Settings settings;               /* in effect: saved, with the command line's overrides */
    Statistics stats;
    Preset game_preset; /* the preset of the game on the table */
    bool resumed;

    /* The last finished game's line among the recent games, whose accuracy
     * is filled in once its decisions are rated (app_store.c). */
    bool recent_pending;
    RecentGame recent_entry;   /* as added, to find it again */
    Analysis *recent_analysis; /* rating that game: app->analysis, or its own once a new game began */
    bool recent_owned;         /* recent_analysis is its own */
    int recent_end;            /* the game's journal steps */

    /* The lesson on the table, beside the game (app_lesson.c), and what
     * its coach shows. */
    struct LessonRun *lesson;
    LessonShow lesson_show;

    /* The coach's question before a blunder, waiting for the player's
     * answer (app_coach.c). */
    bool question_on;
    CoachQuestion question;
    /* The last move asked about and the decision it was: made there again,
     * it goes through without a second question. */
    Action asked;
    uint64_t asked_seed;
    int asked_hand, asked_step;

    /* The spoken mode (app_speech.c): what is to be said, fed where the
     * message line's sentences are made, and the voice that says it (NULL
     * while the mode is off). */
    Announcer announcer;
    struct Speech *speech;
    bool speech_told; /* that no voice could be had was said, once */
};

/* The session in play: the one beside the game, or the game. */
static inline Session *app_session_on(const App *app) { return app->aside.session ? app->aside.session : app->game; }
/* Its kind, and its number (the hand played again, the lesson). */
static inline SessionKind app_session_kind(const App *app) { return session_config(app_session_on(app))->kind; }
static inline int app_session_number(const App *app) { return session_config(app_session_on(app))->number; }
/* A lesson is on the table, and what its coach shows (NULL when none). */
static inline bool app_lesson_on(const App *app) { return app_session_kind(app) == SESSION_LESSON; }
static inline const LessonShow *app_lesson_show(const App *app)
{
    return app_lesson_on(app) ? &app->lesson_show : NULL;
}

#endif
