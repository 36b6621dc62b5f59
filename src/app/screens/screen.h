/* A screen is one thing the player can look at and talk to: the table, the
 * menu, the settings, a dialog.  Open screens lie on a stack; a command goes
 * to the top screen first and down the stack until one takes it.
 *
 * A screen never changes the game, the settings or another screen.  It turns
 * a command into an Intent (play this card, open that screen, change this
 * setting) and the app applies it in one place.  The only state a screen
 * changes is its own: what is under the pointer, a scroll position, a row
 * chosen with the keyboard. */
#ifndef ECARTE_APP_SCREENS_SCREEN_H
#define ECARTE_APP_SCREENS_SCREEN_H

#include <stdbool.h>
#include <stddef.h>

#include "ecarte/journal.h"
#include "ecarte/name.h"
#include "ecarte/net_invite.h"
#include "ecarte/settings.h"
#include "ecarte/statistics.h"
#include "ecarte/view.h"
#include "platform/input.h"
#include "render/gfx.h"
#include "session/analysis.h"
#include "ui/buttons.h"
#include "ui/anim.h"
#include "ui/scene.h"
#include "ui/ui_state.h"

typedef enum ScreenId {
    SCREEN_TABLE,
    SCREEN_MENU,
    SCREEN_HELP,
    SCREEN_SETTINGS,
    SCREEN_STATISTICS,
    SCREEN_CONFIRM,
    SCREEN_SUMMARY,
    SCREEN_GAME_OVER,
    SCREEN_LAST_TRICK,
    SCREEN_REVIEW,
    SCREEN_LESSONS,   /* the list of lessons */
    SCREEN_COACH,     /* a lesson's coach, over the table it teaches at */
    SCREEN_COACH_ASK, /* "Are you sure?" before a blunder in a real game */
    SCREEN_FRIEND,    /* play a friend: create a table or join one */
    SCREEN_INVITE,    /* the table's invite code, large, while the friend comes */
    SCREEN_PHRASES,   /* a phrase to send the friend */
    SCREEN_WATCH,     /* a table watched, at no seat, over everything */
    SCREEN_COUNT
} ScreenId;

typedef enum IntentType {
    INTENT_NONE,
    INTENT_ACT,    /* submit `action` for the player */
    INTENT_PLAY,   /* play `card`, flying from `pose` when `has_pose` */
    INTENT_SPRING, /* a card let go off the table springs home from `pose` */
    INTENT_SELECT, /* take `card` into the exchange, or out of it */
    INTENT_HINT,
    INTENT_NEXT_HAND,
    INTENT_NEW_GAME,
    INTENT_OPEN,    /* open screen `arg` (with `step` as its argument) over the others */
    INTENT_SWITCH,  /* the same, in place of the top screen */
    INTENT_CLOSE,   /* close the top screen */
    INTENT_SETTING, /* change setting row `arg` by `step` */
    INTENT_FULLSCREEN,
    INTENT_FOUR_COLOUR,
    INTENT_NEXT_SPEED,
    INTENT_MUTE,    /* sound off, or back on */
    INTENT_PICTURE, /* a picture of the window, saved once drawn */
    INTENT_RESET_STATISTICS,
    INTENT_SAY,         /* show string `arg` on the message line */
    INTENT_REFRESH,     /* what the table shows of the pointer or keyboard changed */
    INTENT_REPLAY_DEAL, /* play hand `arg` of the game again from the same cards, for practice */
    /* back to the game put aside for a practice deal */
    INTENT_LEAVE_PRACTICE,
    INTENT_START_LESSON,    /* lesson `arg`, the game put aside */
    INTENT_LEAVE_LESSON,    /* back to the game put aside for a lesson */
    INTENT_LESSON_GO_ON,    /* the coach's words read: the lesson goes on */
    INTENT_LESSONS_OFFERED, /* the first start's offer answered: `step` 1 took it, 0 declined */
    INTENT_GO_AHEAD,        /* carry out the move the coach asked about */
    INTENT_THINK_AGAIN,     /* the coach's question answered: the move is not made */
    /* the spoken mode: the last announcement again, the whole situation */
    INTENT_SPEECH_REPEAT,
    INTENT_SPEECH_SITUATION,
    /* Playing a friend: create a table (`address` "" to host it here on
     * `port`, with `preset` and `target`), join one (`code` at `address`),
     * leave it, copy its code, say phrase `arg`, ask for a rematch, claim
     * the game from a player gone too long. */
    INTENT_CREATE_TABLE,
    INTENT_JOIN_TABLE,
    INTENT_LEAVE_TABLE,
    INTENT_COPY_CODE,
    INTENT_PHRASE,
    INTENT_REMATCH,
    INTENT_CLAIM,
    INTENT_RESIGN,
    INTENT_WATCH_TABLE, /* watch the table of `code` at the server `address` */
    INTENT_STOP_WATCHING,
    INTENT_QUIT
} IntentType;

typedef struct Intent {
    IntentType type;
    Action action;
    Card card;
    bool has_pose;
    Pose pose;
    int arg;
    int step;
    bool then_close; /* and close the screen that asked */
    char address[SETTINGS_SERVER_MAX];
    char code[NET_CODE_TEXT];
    char name[NAME_MAX_BYTES + 1]; /* the player's, as the friend will see it */
    int port, target;
    Preset preset;
} Intent;

enum { COACH_TEXT_MAX = 1024 };

/* A lesson on the table, as its screens show it. */
typedef struct LessonShow {
    int number;                   /* 1 to LESSON_COUNT */
    char words[COACH_TEXT_MAX];   /* what the coach says now */
    char warning[COACH_TEXT_MAX]; /* why the last try was not made, or "" */
    bool waiting;                 /* the words wait for the player to go on */
    bool expecting;               /* the player has a written move to make: */
    Action expected;              /* this one, to point at */
    bool finished;                /* the hand is over */
} LessonShow;

/* The coach's question before a blunder in a real game. */
typedef struct CoachQuestion {
    Action action;             /* the move asked about */
    char text[COACH_TEXT_MAX]; /* why it loses, and the better move */
} CoachQuestion;

/* A game at a friend's table, as the screens show it. */
enum { LINK_NAME_MAX_SHOWN = NAME_MAX_BYTES + 1 };
/* How a game at a friend's table ended. */
typedef enum OnlineEnd { ONLINE_END_SCORE, ONLINE_END_CLAIM, ONLINE_END_RESIGN, ONLINE_END_LEFT } OnlineEnd;
typedef enum OnlineHealth {
    HEALTH_GOOD, /* answers come quickly */
    HEALTH_SLOW, /* answers take long: moves may lag */
    HEALTH_LOST  /* no connection: trying again */
} OnlineHealth;

typedef struct OnlineShow {
    bool on;
    bool seated;
    bool hosting;                      /* the table is hosted by this game */
    char code[NET_CODE_TEXT];          /* the table's, once seated */
    char address[SETTINGS_SERVER_MAX]; /* where the friend joins a table hosted here, or "" */
    bool opponent_seen;                /* the friend has sat down */
    bool over;
    OnlineHealth health;
    int round_trip_ms;                  /* -1 before the first answer */
    char opponent[LINK_NAME_MAX_SHOWN]; /* the friend's name, once known, or "" */
    bool rematch_mine, rematch_theirs;  /* who has asked for a rematch, once the game is over */
    bool claimable;                     /* the friend has been gone long enough to claim the game */
    /* Whole seconds the friend has been gone, as the message line counts
     * them: a change redraws it. */
    int away_seconds;
    bool at_table;        /* the connection works: what the player decides reaches the table */
    OnlineEnd end;        /* once over */
    bool opponent_left;   /* the friend gave the seat up for good */
    bool rematch_offered; /* over, and the friend has not left: a rematch may be asked for */
    bool leaving;         /* the player asked to leave; the table is being told */
    bool reaching;        /* not yet seated: the friend panel waits, and may cancel */
    bool creating;        /* the table is one the player made */
    int attempts;         /* tries to reach the table again since it was lost */
    /* The invite's code was just copied (+1), or the clipboard refused it
     * (-1); 0 once that has been shown long enough. */
    int copied;
} OnlineShow;

/* A table watched, at no seat. */
typedef struct WatchShow {
    bool on;
    bool reaching; /* not yet watching: the friend panel waits, and may cancel */
    bool seen;     /* the table has been told at least once */
    bool lost;     /* the connection is being made again */
    WatchView view;
    char code[NET_CODE_TEXT];
    char names[SEAT_COUNT][LINK_NAME_MAX_SHOWN]; /* as shown: a nameless seat is numbered */
    bool present[SEAT_COUNT];
    bool over;
    uint8_t winner;
    OnlineEnd end;
} WatchShow;

/* What a screen may read; it changes none of it. */
typedef struct ScreenContext {
    const Layout *layout;
    const SeatView *view; /* the player's view of the game */
    const UiState *ui;    /* selection, hint, speed, deck */
    const Settings *settings;
    const Statistics *stats;
    const Anim *anim; /* the cards as they move, and where they come to rest */
    const ButtonSet *buttons;
    const Journal *journal; /* every deal and action of the game on the table */
    /* The ratings of the journal's decisions, as far as they have come
     * (NULL in a demo).  Reading them changes nothing the player sees. */
    Analysis *analysis;
    int practice_hand;             /* the hand being played again for practice; 0 in the real game */
    const LessonShow *lesson;      /* the lesson on the table, or NULL */
    const CoachQuestion *question; /* the coach's question waiting for an answer, or NULL */
    bool autoplay;
    double now;
    /* Set for a frame to be drawn: the message line (NULL while a lesson's
     * coach speaks in its place), the opponent shown thinking, and a
     * lesson's coach holding the keyboard's ring. */
    const char *message;
    bool opponent_thinking;
    bool coach_holds_ring;
    const OnlineShow *online; /* a friend's table, or NULL */
    const WatchShow *watch;   /* a table watched, or NULL */
    /* Why the last table tried from the friend panel could not be reached
     * (NULL: none); each new one has a new serial, so that the panel says
     * it until the player acts. */
    const char *table_problem;
    int table_problem_serial;
} ScreenContext;

typedef enum ScreenAnswer {
    SCREEN_PASS,  /* not mine: offer it to the screen below */
    SCREEN_TAKEN, /* mine; nothing to redraw */
    SCREEN_REDRAW /* mine, and I look different now */
} ScreenAnswer;

/* What the spoken mode says of a screen, for a player who cannot see it. */
enum { SCREEN_ABOUT_MAX = 1536, SCREEN_FOCUS_MAX = 256 };
typedef struct ScreenWords {
    /* What the screen is and shows: its title, a dialog's question, the
     * keys that work there.  Said when it opens, and again when it changes. */
    char about[SCREEN_ABOUT_MAX];
    /* The control the keyboard is on, and its state: said when it moves. */
    char focus[SCREEN_FOCUS_MAX];
} ScreenWords;

typedef struct Screen Screen;

typedef struct ScreenClass {
    ScreenId id;
    size_t state_size; /* the screen's own state, zeroed at open */
    /* A panel over the table: the table is dimmed beneath it and hears
     * nothing from the pointer. */
    bool panel;
    /* A panel the player only glances at: the screens below keep their
     * pointer and keyboard state (they are neither sent CMD_POINTER_LEAVE
     * nor covered) and are found as they were when it closes. */
    bool keeps_below;
    void (*open)(Screen *screen, const ScreenContext *context, int argument);
    ScreenAnswer (*handle)(Screen *screen, const ScreenContext *context, const Command *command, Intent *out);
    /* A panel has opened over this screen: let go of the pointer (the
     * screen has been sent CMD_POINTER_LEAVE already). */
    void (*covered)(Screen *screen);
    /* After the app has applied intents or the game has moved: a chance to
     * bring the screen's own state in line (a card that left the hand).
     * True when the table's picture must be rebuilt. */
    bool (*sync)(Screen *screen, const ScreenContext *context);
    void (*draw)(Screen *screen, const ScreenContext *context, const Gfx *gfx);
    /* The screen in words (`out` comes zeroed); may be NULL for a screen
     * with nothing of its own to say. */
    void (*speak)(const Screen *screen, const ScreenContext *context, ScreenWords *out);
    /* Whether the player is typing in a line of the screen now, and where
     * it is (for an input method's window); NULL for a screen without one. */
    bool (*typing)(const Screen *screen, const ScreenContext *context, Rect *line);
} ScreenClass;

struct Screen {
    const ScreenClass *class;
    double opened_at;
    void *state;
};

/* Keys that mean the same on every screen; a panel offers them down the
 * stack. */
bool screen_key_is_global(CommandKey key);

/* The spoken words of a screen, for the screens' speak functions.  A
 * sentence added to `out`, after a space, with a full stop if it has none. */
void screen_words_add(char *out, size_t size, const char *sentence);
/* The panel titled `title` (a StringId), with the keys sentence `keys`
 * (a StringId, or -1 for none), as the words' about. */
void screen_words_panel(ScreenWords *out, int title, int keys);
/* The keyboard on a button labelled `label`; `on` for a switch that is on. */
void screen_words_button(ScreenWords *out, const char *label, bool on);
/* The keyboard on item `index` (from 0) of `count`, labelled `label`. */
void screen_words_item(ScreenWords *out, const char *label, int index, int count);

/* Intents in one line each, for the screens' handle functions. */
Intent intent_of(IntentType type);
Intent intent_open(ScreenId id, int argument);
Intent intent_act(Action action);

#endif
