/* Whoever holds the real game when it is not on this computer: a table
 * server, where the other player sits at another computer.  The session
 * hands it the player's actions and hears from it, as news, what happened
 * since: a deal, either seat's action (the other player's included), a
 * refusal, and after each hand the whole hand, every card shown.
 *
 * The player's side of the game is told as the player's view alone: the
 * session plays on a game made from it (view_to_game), which the player
 * could not tell from the real one. */
#ifndef ECARTE_APP_SESSION_REFEREE_H
#define ECARTE_APP_SESSION_REFEREE_H

#include <stdbool.h>

#include "ecarte/journal.h"
#include "ecarte/view.h"

typedef enum RefereeNewsKind {
    NEWS_VIEW,    /* the table changed: the player's view now */
    NEWS_HAND,    /* a hand has ended: the whole of it, every card shown */
    NEWS_REFUSED, /* the player's last action was refused: why */
    NEWS_NEW_GAME /* the next game has begun at the table (a rematch): the
                   * next view is its first deal */
} RefereeNewsKind;

enum { REFEREE_WHY_MAX = 256 };

typedef struct RefereeNews {
    RefereeNewsKind kind;
    /* NEWS_VIEW: the view, and what changed it: a deal when `acted` is
     * false; else `actor`'s `action` (another seat's discard comes as its
     * number of cards alone, in `discarded`). */
    SeatView view;
    bool acted;
    uint8_t actor;
    Action action;
    int discarded;
    /* NEWS_HAND: the game as the hand began, and its deal and actions. */
    Game start;
    Journal hand;
    /* NEWS_REFUSED. */
    char why[REFEREE_WHY_MAX];
} RefereeNews;

typedef struct Referee Referee;

typedef struct RefereeClass {
    /* The player's action, to be carried out: its outcome comes as news. */
    void (*submit)(Referee *referee, Action action);
    /* The oldest news not yet taken; false when there is none yet. */
    bool (*news)(Referee *referee, RefereeNews *out);
    void (*destroy)(Referee *referee);
} RefereeClass;

struct Referee {
    const RefereeClass *class;
};

static inline void referee_destroy(Referee *r)
{
    if (r)
        r->class->destroy(r);
}

#endif
