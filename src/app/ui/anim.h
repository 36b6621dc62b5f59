/* Motion as a function of (old scene, new scene, time).
 *
 * The table at rest is a Scene built from the view.  When the view or the
 * interface changes, anim_retarget compares what is on screen now with the
 * new scene and lays down tracks: keyframed poses at absolute times.  The
 * frame at time t is anim_sample(t): the new scene with every card that is
 * still on its way drawn where its track says.  Nothing else keeps state, so
 * an action taken in the middle of a motion simply starts new tracks from
 * wherever the cards are. */
#ifndef ECARTE_APP_ANIM_H
#define ECARTE_APP_ANIM_H

#include <stdbool.h>

#include "ecarte/view.h"
#include "ui/layout.h"
#include "ui/scene.h"

typedef enum AnimSpeed { SPEED_SLOW, SPEED_NORMAL, SPEED_FAST, SPEED_INSTANT, SPEED_COUNT } AnimSpeed;

/* How long things take at normal speed, in milliseconds, from the art notes
 * (assets/source/README.md). */
enum {
    MS_MOVE = 250, /* a played card */
    MS_UI = 120,   /* a card rising under the pointer */
    MS_DEAL_CARD = 180,
    MS_DEAL_STAGGER = 60,
    MS_PACKET_PAUSE = 120,
    MS_FLIP = 220,
    MS_GATHER = 320,
    MS_TRICK_HOLD = 600,
    MS_TRICK_SLIDE = 350,
    MS_DISCARD = 300,
    MS_DRAW = 260,
    MS_DRAW_STAGGER = 90,
    MS_SHOW_KING = 800,
    MS_SCORE_POP = 300
};

enum { TRACK_KEYS_MAX = 5 };
/* Room for a deal from the fullest table (SCENE_MAX cards gathered, then the
 * eleven dealt).  A test builds this module with a smaller table to reach
 * the limit. */
#ifndef ANIM_TRACKS_MAX
#define ANIM_TRACKS_MAX 96
#endif

typedef enum Ease { EASE_LINEAR, EASE_OUT, EASE_IN_OUT, EASE_OUT_BACK } Ease;

/* What a card is heard to do when it reaches a keyframe: the sounds of the
 * game are timed by the motion the player sees (ui/cues.h lists them). */
typedef enum AnimCue {
    CUE_NONE,
    CUE_SHUFFLE, /* a deal begins */
    CUE_DEAL,    /* a dealt card lands */
    CUE_PLAY,    /* a played card lands in the trick */
    CUE_GATHER,  /* a finished trick sets off for its winner's pile */
    CUE_DISCARD, /* a discard reaches the pile */
    CUE_DRAW,    /* a card from the stock reaches the hand */
    CUE_KING,    /* the king of trumps is shown: declared, or turned up */
    CUE_REFUSED, /* an illegal card sets off back to the hand */
    CUE_COUNT
} AnimCue;

typedef struct Keyframe {
    double t; /* absolute, in the app's milliseconds */
    Pose pose;
    Ease ease;   /* how the motion arrives at this keyframe */
    AnimCue cue; /* heard as the card arrives here */
} Keyframe;

typedef struct Track {
    uint16_t key;
    Card card;
    bool ghost;      /* a card leaving the table: not in the new scene */
    bool from_stock; /* counts in the stock until it departs */
    bool above;      /* drawn above cards at rest while it moves */
    int count;
    Keyframe keys[TRACK_KEYS_MAX];
    bool has_face; /* a flip timed apart from the keyframes */
    double face_t0, face_t1;
    float face_from, face_to;
} Track;

typedef struct Anim {
    Scene target;
    int count;
    Track tracks[ANIM_TRACKS_MAX];
    float factor; /* duration multiplier: 0 is instant */
    /* At instant speed nothing moves, but the change is still heard: each
     * kind of cue of the changes made at `instant_at`, once (a deal is heard
     * as its shuffle, not as eleven cards at the same moment). */
    int instant_count;
    AnimCue instant[CUE_COUNT];
    double instant_at;
} Anim;

typedef enum AnimEventKind {
    ANIM_EV_NONE,  /* only the interface changed (hover, selection, resize) */
    ANIM_EV_DEAL,  /* a new hand, and maybe a new game */
    ANIM_EV_ACTION /* a player's action */
} AnimEventKind;

typedef struct AnimEvent {
    AnimEventKind kind;
    const SeatView *before; /* the player's view before and after */
    const SeatView *after;
    uint8_t actor;
    Action action;
    /* Where a card really starts from, e.g. where the pointer dropped it. */
    bool has_origin;
    uint16_t origin_key;
    Pose origin;
} AnimEvent;

float anim_speed_factor(AnimSpeed speed);

void anim_init(Anim *anim, AnimSpeed speed);
void anim_set_speed(Anim *anim, AnimSpeed speed);
/* Jumps to a scene without motion (a resize, a loaded game). */
void anim_snap(Anim *anim, const Scene *target);
void anim_retarget(Anim *anim, double now, const Scene *target, const AnimEvent *event, const Layout *layout);
/* Sends one card home from `from`, overshooting a little: a card let go
 * away from the table. */
void anim_spring(Anim *anim, double now, uint16_t key, Pose from);
/* The same for an illegal drop, which is heard (CUE_REFUSED). */
void anim_refuse(Anim *anim, double now, uint16_t key, Pose from);

bool anim_busy(const Anim *anim, double now);
/* When the last track ends (or `now` if none is running). */
double anim_end(const Anim *anim, double now);
/* The frame at time `now`: the target with the moving cards where they are. */
void anim_sample(const Anim *anim, double now, Scene *out);
/* Cards that will leave the stock but have not yet. */
int anim_stock_pending(const Anim *anim, double now);

float ease_apply(Ease ease, float t);
Pose pose_lerp(const Pose *a, const Pose *b, float t);

#endif
