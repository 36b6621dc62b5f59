/* The table at rest: every card the player can see (or see the back of),
 * where it lies, built from the player's SeatView alone.  Pure: no SDL, so a
 * scene can be built and compared in tests, and the animation module tweens
 * from one scene to the next. */
#ifndef ECARTE_APP_SCENE_H
#define ECARTE_APP_SCENE_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/view.h"
#include "ecarte/watch_view.h"
#include "ui/layout.h"

/* A card's pose: centre, size, rotation in degrees, how face-up it is (1 up,
 * 0 down; a flip passes through 0.5, where it is edge-on) and opacity. */
typedef struct Pose {
    float x, y, w, h;
    float angle;
    float face;
    float alpha;
} Pose;

/* Sprite identities, stable from one scene to the next so that a card can be
 * followed as it moves.  Cards the player knows are keyed by the card; cards
 * seen only from the back by their place. */
enum {
    KEY_CARD = 0,         /* + card, 0..31 */
    KEY_OPP_HAND = 32,    /* + slot of a face-down card in the opponent's hand */
    KEY_OPP_DISCARD = 40, /* + index in the opponent's discard pile */
    KEY_STOCK = 72,       /* the stock, drawn as a pile */
    /* Watching a table, the near seat's cards are backs too. */
    KEY_NEAR_HAND = 73,    /* + slot */
    KEY_NEAR_DISCARD = 80, /* + index in its discard pile */
    KEY_WATCH_END = 112,
    KEY_NONE = 0xFFFF
};

enum SpriteFlag {
    SPRITE_DIM = 1 << 0,      /* may not be played now */
    SPRITE_GLOW = 1 << 1,     /* may be played now */
    SPRITE_FOCUS = 1 << 2,    /* the keyboard's choice */
    SPRITE_HINT = 1 << 3,     /* the hint's suggestion */
    SPRITE_SELECTED = 1 << 4, /* chosen for an exchange */
    SPRITE_LIFTED = 1 << 5,   /* held by the pointer */
    SPRITE_PILE = 1 << 6      /* the stock: `count` backs */
};

typedef struct Sprite {
    uint16_t key;
    Card card; /* CARD_NONE when only the back can be known */
    uint8_t flags;
    uint8_t count;
    int16_t z;
    Pose pose;
} Sprite;

enum { SCENE_MAX = 80 };

typedef struct Scene {
    int count;
    Sprite sprites[SCENE_MAX];
    int hand_count;
    Card hand[HAND_SIZE]; /* the player's cards in the order shown */
} Scene;

/* What the interface adds to the table at rest. */
typedef struct SceneUi {
    CardSet selected; /* rise: chosen for an exchange */
    CardSet raised;   /* rise a little: under the pointer */
    CardSet glow;
    CardSet dim;
    CardSet hint;
    Card focus;
} SceneUi;

/* Z bands, so a moving card can be lifted above everything at rest. */
enum {
    Z_TURNUP = 1,
    Z_STOCK = 2,
    Z_PILES = 10,
    Z_OPP_HAND = 60,
    Z_TRICK = 80,
    Z_HAND = 100,
    Z_MOVING = 200,
    Z_DRAGGED = 400
};

void scene_build(Scene *out, const SeatView *view, const Layout *layout, const SceneUi *ui);
/* The table as a watcher sees it, seat 0 near: every card in a hand or
 * thrown away a back, but for a declared king.  Not animated: the keys of
 * the near seat's backs are beyond what the animation follows. */
void scene_build_watched(Scene *out, const WatchView *watch, const Layout *layout);

/* The player's hand in display order: trumps first, colours alternating,
 * high to low within a suit.  Returns the number of cards. */
int scene_hand_order(CardSet hand, Card turnup, Card out[HAND_SIZE]);

/* Which side of the table a seat sits on, seen from the view's seat. */
static inline int scene_side(const SeatView *view, uint8_t seat)
{
    return seat == view->seat ? SIDE_YOU : SIDE_OPPONENT;
}

Pose pose_from_rect(Rect rect, float angle, float face);
Rect pose_rect(const Pose *pose); /* the unrotated rect */
const Sprite *scene_find(const Scene *scene, uint16_t key);
/* Where the card a side plays to the trick lies. */
Pose scene_trick_pose(const Layout *layout, int side);
/* The top card of the stock, face down. */
Pose scene_stock_top(const Layout *layout);

#endif
