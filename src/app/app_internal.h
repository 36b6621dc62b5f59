/* The App object's fields, shared by the files that make it up.  They call
 * each other in one direction only, from the top of this list down, each
 * through its own header:
 *
 *   app.c           life cycle, clock, commands to the screens, drawing
 *   app_apply.c     the one place where the screens' intents are carried out
 *   app_lesson.c    a lesson, played beside the game
 *   app_practice.c  a deal played again for practice, beside the game
 *   app_session.c   the sessions on the table: the game, and one beside it
 *   app_prefs.c     changing a setting
 *   app_play.c      the session's events, shown, heard, counted and saved
 *   app_coach.c     the question before a blunder (a CoachAsk)
 *   app_store.c     the data folder
 *   app_recent.c    the recent game's rating (a RecentRating)
 *   app_view.c      the table at rest, the message line, the screens' context
 *   app_speech.c    the spoken mode: the announcer's sentences to the voice (a Voice)
 *   app_sound.c     what the game sounds like (a Sound)
 *
 * Tests and tools see the app through app.h alone. */

#ifndef ECARTE_APP_APP_INTERNAL_H
#define ECARTE_APP_APP_INTERNAL_H

#include "ui/anim.h"
#include "app_config.h"
#include "platform/assets.h"
#include "platform/pads.h"
#include "platform/touch.h"
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
#include "online/link.h"
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

/* A session beside the game, while the game waits (app_session.c). */
typedef struct Aside {
    Session *session; /* NULL: none */
    char event_text[UI_TEXT_MAX];
} Aside;

/* What the game sounds like (app_sound.c). */
typedef struct Sound {
    struct Audio *audio; /* NULL: no sound */
    double cued_until;   /* the animation's cues before this time are heard */
} Sound;

/* Under an overlay the table is usually still: it is drawn once, dimmed,
 * into a texture and copied while nothing on it changes. */
typedef struct Under {
    SDL_Texture *texture;
    unsigned table_version; /* bumped whenever the table's picture changes */
    unsigned drawn_version; /* the version in the texture */
} Under;

/* How the app ends, and why when it ends in error. */
typedef struct Ending {
    bool done;
    int exit_code;
    char error[1024]; /* for the player */
} Ending;

/* A dropped card's pose, for the animation of the play it causes. */
typedef struct Drop {
    bool valid;
    uint16_t key;
    Pose pose;
} Drop;

/* The computer playing itself (--autoplay). */
typedef struct Demo {
    int games_done, hands_done, games_won; /* printed at the end */
    uint64_t next_seed;
    double next_at; /* when it deals or starts the next game */
} Demo;

/* A game at a table of a table server (app_online.c): the link is its
 * session's referee, owned by the session. */
typedef struct Online {
    Link *link;        /* NULL: the game is played here */
    struct Host *host; /* the table server this game runs for it, or NULL */
    /* Sat down from the menu (not the command line): the seat is kept in
     * the data folder, and a table lost for good leads back to the game
     * against the computer rather than out of the program. */
    bool kept;
    bool seat_saved, seat_forgotten;  /* in the data folder; forgotten at the game's end */
    char server[SETTINGS_SERVER_MAX]; /* as asked: "" when hosted here */
    int host_port;
    char address[SETTINGS_SERVER_MAX]; /* where a friend reaches a table hosted here */
    bool code_told, end_told;
    LinkState last_state; /* as last seen, to tell a return */
    bool opponent_away;
    bool opponent_was_seen;
    int game_number;     /* the game at the table, as last seen: a rematch makes the next */
    int games_played;    /* by the command line's --autoplay, to the end */
    int phrases_refused; /* the link's count of phrases refused, as last said */
    /* The player asked to leave: the table is told first, so that the
     * friend hears that they left rather than lost the connection; since
     * when, by the app's clock (0: not leaving). */
    double leaving_since;
    char asked_code[NET_CODE_TEXT]; /* the code the player asked to join, to name it if no table has it */
    bool joining;                   /* the friend panel waits, open, until the player is seated */
    bool creating;                  /* at a table made at a server: the invite follows the seat */
    /* Why the last table tried from the friend panel could not be
     * reached, said there until the player acts; a new one, a new serial. */
    char problem[UI_TEXT_MAX];
    int problem_serial;
    /* The last Copy of the invite code: until when it is shown, and how
     * it went. */
    double copied_until;
    bool copy_failed;
    OnlineShow shown; /* as the screens show it, made each frame */
} Online;

/* A table watched from the friend panel, at no seat (app_watch.c): the
 * game against the computer waits under it, untouched. */
typedef struct Watch {
    Link *link; /* NULL: not watching */
    char server[SETTINGS_SERVER_MAX];
    char code[NET_CODE_TEXT];
    int serial;      /* the link's, of the view in `shown` */
    WatchShow shown; /* as the screens show it, made each frame */
} Watch;

/* What is kept between sessions in the data folder; a demo touches none of
 * it (app_store.c). */
typedef struct Store {
    bool on;
    char dir[1024];
    char message[UI_TEXT_MAX]; /* what went wrong loading, shown at start */
    Settings saved;            /* settings.txt as written */
    Statistics stats;
    Preset game_preset; /* the preset of the game on the table */
    bool resumed;
} Store;

/* The last finished game's line among the recent games, whose accuracy is
 * filled in once its decisions are rated (app_store.c). */
typedef struct RecentRating {
    bool pending;
    RecentGame entry;   /* as added, to find it again */
    Analysis *analysis; /* rating that game: the game's, or its own once a new game began */
    bool owned;         /* the analysis is its own */
    int end;            /* the game's journal steps */
} RecentRating;

/* The coach's question before a blunder, waiting for the player's answer
 * (app_coach.c). */
typedef struct CoachAsk {
    bool on;
    CoachQuestion question;
    /* The last move asked about and the decision it was: made there again,
     * it goes through without a second question. */
    Action asked;
    uint64_t asked_seed;
    int asked_hand, asked_step;
} CoachAsk;

/* The spoken mode (app_speech.c): what is to be said, fed where the
 * message line's sentences are made, and the voice that says it (NULL
 * while the mode is off). */
typedef struct Voice {
    Announcer announcer;
    struct Speech *speech;
    bool told; /* that no voice could be had was said, once */
} Voice;

/* A lesson on the table, beside the game (app_lesson.c). */
typedef struct LessonState {
    const struct Lesson *lesson; /* NULL: none has been started */
    int number;
    bool recorded; /* the finished lesson is written in the settings */
    int warned_at; /* the journal's length when a move was refused */
    int went_on;   /* the written moves made when the player last went on, or -1 */
    LessonShow show;
} LessonState;

struct App {
    AppConfig config;
    Platform platform;
    Pads pads;   /* the game controllers plugged in */
    Touch touch; /* the finger on the screen */
    /* The screen the finger came down on, as its class and the time it
     * opened: a panel's tap, told as the finger lifts, is its alone. */
    const ScreenClass *touched;
    double touched_opened_at;
    char data_dir[ASSET_PATH_MAX];
    Layout layout;
    Gfx gfx; /* the renderer, the drawing, the text and the card art */

    Session *game;      /* the game on the table */
    Computer *computer; /* the game's opponent, owned by its session */
    Aside aside;
    SessionEvent event; /* the one being shown: two Games, kept off the stack */
    bool deepening;     /* the expert rates the hand under review (analysis_deepen) */

    SeatView view; /* the player's view of the game now */
    Anim anim;
    UiState ui;
    ButtonSet buttons;
    ScreenStack screens; /* the table at the bottom, panels over it */
    Drop drop;
    Sound sound;
    Voice voice;

    double now;
    double drawn_at; /* the time the last frame showed */
    bool dirty;
    Under under;
    bool shot_taken;
    bool picture_due; /* F12: a picture of the next frame, in the data folder */
    Ending end;

    Demo demo;
    Online online;
    Watch watch;
    Settings settings; /* in effect: the saved ones, with the command line's */
    Store store;
    RecentRating recent;
    LessonState lesson;
    CoachAsk coach;
};

/* The game is played at a friend's table (app_online.c). */
static inline bool app_online_on(const App *app) { return app->online.link != NULL; }

/* The session in play: the one beside the game, or the game. */
static inline Session *app_session_on(const App *app) { return app->aside.session ? app->aside.session : app->game; }
/* Its kind, and its number (the hand played again, the lesson). */
static inline SessionKind app_session_kind(const App *app) { return session_config(app_session_on(app))->kind; }
static inline int app_session_number(const App *app) { return session_config(app_session_on(app))->number; }
/* A lesson is on the table, and what its coach shows (NULL when none). */
static inline bool app_lesson_on(const App *app) { return app_session_kind(app) == SESSION_LESSON; }
static inline const LessonShow *app_lesson_show(const App *app)
{
    return app_lesson_on(app) ? &app->lesson.show : NULL;
}

#endif
