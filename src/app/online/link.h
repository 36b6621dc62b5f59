/* A seat at a table of a table server (NETWORK.md), kept on a thread of its
 * own: it connects (over TLS when asked), says hello, creates a table,
 * joins one by its code or takes its seat back with its token, and then
 * keeps the seat: a connection lost is tried again, more slowly each time,
 * and the seat taken back where the game is.
 *
 * Once the game is over the link stays at the table for as long as it is
 * open: the players may say phrases and ask for a rematch, and a rematch
 * both asked for begins the next game at the same table.  A connection
 * lost once the game is over is tried again only while a rematch has been
 * asked for, by either seat, or when the player asks for one (link_rematch)
 * later: a game over with no rematch in view has nothing more to tell.
 *
 * A link may watch a table instead (LINK_WATCH): it then sits nowhere,
 * sends nothing but pings, and keeps the latest watcher's view, checked,
 * for link_watched; a connection lost is made again until the table closes.
 *
 * It is the referee of the session played at that table (referee.h): the
 * player's actions go to the server, and what the server tells comes back
 * as news.  Every hand revealed is checked against the commitment the
 * server made before it was dealt.  No SDL here; the window reads the
 * link's state (link_status) to show it. */
#ifndef ECARTE_APP_ONLINE_LINK_H
#define ECARTE_APP_ONLINE_LINK_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/name.h"
#include "ecarte/net_invite.h"
#include "ecarte/net_phrase.h"
#include "ecarte/options.h"
#include "ecarte/watch_view.h"
#include "session/referee.h"
#include "work/tasks.h"

enum { LINK_ADDRESS_MAX = 256, LINK_NAME_MAX = NAME_MAX_BYTES + 1, LINK_WHY_MAX = 256 };

typedef enum LinkWant {
    LINK_CREATE, /* a new table, with these options */
    LINK_JOIN,   /* the other seat of the table with this code */
    LINK_RESUME, /* the seat this token holds */
    LINK_WATCH   /* no seat: the table with this code, watched (link_watched) */
} LinkWant;

typedef struct LinkConfig {
    char address[LINK_ADDRESS_MAX]; /* "host:port", "[::1]:port" */
    bool tls;
    const char *ca_file; /* certificates to trust over TLS; NULL: the system's */
    char name[LINK_NAME_MAX];
    LinkWant want;
    GameOptions options;        /* LINK_CREATE */
    char code[NET_CODE_TEXT];   /* LINK_JOIN, LINK_WATCH */
    char token[NET_TOKEN_TEXT]; /* LINK_RESUME */
    /* The longest wait between two tries to reconnect, in milliseconds
     * (0: the usual ten seconds). */
    int retry_max_ms;
} LinkConfig;

typedef enum LinkState {
    LINK_CONNECTING,   /* reaching the server the first time */
    LINK_WAITING,      /* seated; the other seat is empty, or its player gone */
    LINK_PLAYING,      /* both players at the table */
    LINK_RECONNECTING, /* the connection was lost: trying again */
    LINK_OVER,         /* the game has ended */
    LINK_FAILED,       /* refused for good: see `refusal` */
    LINK_LEFT          /* the player gave the seat up (link_leave), and the table knows it */
} LinkState;

/* How a game over ended. */
typedef enum LinkEnd {
    LINK_END_SCORE,  /* a seat reached the target */
    LINK_END_CLAIM,  /* the winner claimed it, the other having been gone too long */
    LINK_END_RESIGN, /* the loser resigned */
    LINK_END_LEFT    /* the loser left the table */
} LinkEnd;

/* Why a link failed for good. */
typedef enum LinkRefusal {
    LINK_REFUSED_NONE,
    LINK_REFUSED_NO_SERVER, /* nothing answered, the first time */
    LINK_REFUSED_NO_HOST,   /* the server's name names no computer */
    LINK_REFUSED_CODE,      /* no table has that code */
    LINK_REFUSED_FULL,      /* both seats are taken */
    LINK_REFUSED_TOKEN,     /* the seat is not this token's (any more) */
    LINK_REFUSED_LEFT,      /* the seat was given up */
    LINK_REFUSED_REPLACED,  /* the seat was taken back from another window */
    LINK_REFUSED_VERSION,   /* the server speaks another protocol */
    LINK_REFUSED_BUSY,      /* the server has no room, for now */
    LINK_REFUSED_GUESSES,   /* too many wrong codes from this address, for now */
    LINK_REFUSED_TLS,       /* the secure connection could not be made */
    LINK_REFUSED_BROKEN,    /* the server sent what no table can be, again and again */
    LINK_REFUSED_CLOSED,    /* the table watched has closed */
    LINK_REFUSED_OTHER
} LinkRefusal;

typedef struct LinkStatus {
    LinkState state;
    LinkRefusal refusal;
    char why[LINK_WHY_MAX]; /* the server's or the system's words, in English: for logs and scripts */
    bool seated;
    bool connected; /* the connection to the table is up: a request now reaches it */
    uint8_t seat;
    char code[NET_CODE_TEXT];   /* the table's, once seated */
    char token[NET_TOKEN_TEXT]; /* the seat's, once seated: kept to come back */
    bool opponent_seen;         /* the other seat has been taken */
    bool opponent_present;
    double opponent_away_ms; /* how long the opponent has been gone, while gone */
    int attempts;            /* tries to reconnect since the connection was lost */
    int round_trip_ms;       /* the last ping's, or -1 */
    bool unfair;             /* a hand revealed did not match its commitment */
    int hands_checked;
    bool over;
    uint8_t winner;                    /* once over */
    LinkEnd end;                       /* once over */
    bool opponent_left;                /* the other seat was given up for good: no rematch */
    char opponent_name[LINK_NAME_MAX]; /* as the opponent's hello gave it; "" until known */
    bool rematch_asked[2];             /* by seat: who has asked for a rematch of the game over */
    int game_number;                   /* the game's at this table: 1, then 2 after a rematch...; 0 until known */
    int64_t claim_after_ms;            /* how long the opponent must be gone to be claimed against; -1: unknown */
    int phrases_refused;               /* phrases the table would not pass on: too many at once */
    /* Watching (LINK_WATCH): at the table, at no seat; each seat's name and
     * whether its player is there. */
    bool watching;
    char names[SEAT_COUNT][LINK_NAME_MAX];
    bool present[SEAT_COUNT];
} LinkStatus;

typedef struct Link Link;

/* Starts the link on a thread of its own; `wake` is called whenever there
 * is news or the state changes.  NULL when out of memory or threads. */
Link *link_open(const LinkConfig *config, TaskWake wake);
/* The link as the referee of a session, which then owns it: destroying the
 * referee closes the link. */
Referee *link_referee(Link *link);
/* Closes the connection and the thread, waiting for neither long. */
void link_close(Link *link);

void link_status(Link *link, LinkStatus *out);
/* The connection works: what the player decides reaches the table. */
bool link_at_table(const LinkStatus *status);
/* Claims the game, the opponent having been gone longer than the server
 * allows (its answer comes as news, or a refusal). */
void link_claim(Link *link);

/* Says a phrase to everyone at the table; it is heard back, like the
 * opponent's, through link_take_phrase.  One the server refuses (more than
 * it allows at a time) is not heard. */
void link_say(Link *link, NetPhrase phrase);
/* The oldest phrase heard at the table not yet taken, either seat's (the
 * player's own included); false when there is none.  The last few are kept:
 * one not taken before many more come is lost. */
bool link_take_phrase(Link *link, uint8_t *seat, NetPhrase *phrase);
/* The table as a watcher last saw it, when it has changed since `*serial`
 * (0 at first), which becomes its serial; false when it has not. */
bool link_watched(Link *link, WatchView *out, int *serial);
/* Resigns the game in play: the opponent wins it (its answer comes as
 * news, or a refusal). */
void link_resign(Link *link);
/* Gives the seat up for good, resigning a game in play: the opponent is
 * told that the player left, not that the connection was lost.  The
 * state becomes LINK_LEFT once the table has it; a link that cannot reach
 * the table any more does not wait for it. */
void link_leave(Link *link);
/* Asks for a rematch once the game is over (before, the server refuses it,
 * and nothing changes).  When both seats have, the next game begins: the
 * session is told (NEWS_NEW_GAME), then its first deal; the status shows
 * the next game_number, and over false again. */
void link_rematch(Link *link);

#endif
