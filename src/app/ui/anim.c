#include "ui/anim.h"

#include <math.h>
#include <string.h>

float anim_speed_factor(AnimSpeed speed)
{
    switch (speed) {
    case SPEED_SLOW: return 1.7f;
    case SPEED_FAST: return 0.5f;
    case SPEED_INSTANT: return 0.0f;
    case SPEED_NORMAL:
    default: return 1.0f;
    }
}

float ease_apply(Ease ease, float t)
{
    if (t <= 0.0f)
        return 0.0f;
    if (t >= 1.0f)
        return 1.0f;
    switch (ease) {
    case EASE_OUT: {
        float u = 1.0f - t;
        return 1.0f - u * u * u;
    }
    case EASE_IN_OUT: return t < 0.5f ? 4.0f * t * t * t : 1.0f - powf(-2.0f * t + 2.0f, 3.0f) * 0.5f;
    case EASE_OUT_BACK: {
        const float c1 = 1.4f, c3 = c1 + 1.0f;
        float u = t - 1.0f;
        return 1.0f + c3 * u * u * u + c1 * u * u;
    }
    case EASE_LINEAR:
    default: return t;
    }
}

static float lerpf(float a, float b, float t) { return a + (b - a) * t; }

Pose pose_lerp(const Pose *a, const Pose *b, float t)
{
    Pose p;
    p.x = lerpf(a->x, b->x, t);
    p.y = lerpf(a->y, b->y, t);
    p.w = lerpf(a->w, b->w, t);
    p.h = lerpf(a->h, b->h, t);
    p.angle = lerpf(a->angle, b->angle, t);
    p.face = lerpf(a->face, b->face, t);
    p.alpha = lerpf(a->alpha, b->alpha, t);
    return p;
}

static bool pose_same(const Pose *a, const Pose *b)
{
    return fabsf(a->x - b->x) < 0.5f && fabsf(a->y - b->y) < 0.5f && fabsf(a->w - b->w) < 0.5f &&
           fabsf(a->h - b->h) < 0.5f && fabsf(a->angle - b->angle) < 0.5f && fabsf(a->face - b->face) < 0.01f &&
           fabsf(a->alpha - b->alpha) < 0.01f;
}

static double track_end(const Track *track)
{
    if (track->count == 0)
        return 0.0; /* never sampled */
    double end = track->keys[track->count - 1].t;
    if (track->has_face && track->face_t1 > end)
        end = track->face_t1;
    return end;
}

static Pose track_sample(const Track *track, double now)
{
    Pose pose = track->keys[0].pose;
    if (now >= track->keys[track->count - 1].t) {
        pose = track->keys[track->count - 1].pose;
    } else {
        for (int i = 0; i + 1 < track->count; i++) {
            const Keyframe *a = &track->keys[i], *b = &track->keys[i + 1];
            if (now >= a->t && now < b->t) {
                float u = b->t > a->t ? (float)((now - a->t) / (b->t - a->t)) : 1.0f;
                pose = pose_lerp(&a->pose, &b->pose, ease_apply(b->ease, u));
                break;
            }
        }
    }
    if (track->has_face) {
        float u = 1.0f;
        if (now <= track->face_t0)
            u = 0.0f;
        else if (now < track->face_t1)
            u = (float)((now - track->face_t0) / (track->face_t1 - track->face_t0));
        pose.face = lerpf(track->face_from, track->face_to, u);
    }
    return pose;
}

void anim_init(Anim *anim, AnimSpeed speed)
{
    memset(anim, 0, sizeof *anim);
    anim->factor = anim_speed_factor(speed);
}

void anim_set_speed(Anim *anim, AnimSpeed speed) { anim->factor = anim_speed_factor(speed); }

void anim_snap(Anim *anim, const Scene *target)
{
    anim->target = *target;
    anim->count = 0;
}

bool anim_busy(const Anim *anim, double now)
{
    for (int i = 0; i < anim->count; i++)
        if (track_end(&anim->tracks[i]) > now)
            return true;
    return false;
}

double anim_end(const Anim *anim, double now)
{
    double end = now;
    for (int i = 0; i < anim->count; i++) {
        double t = track_end(&anim->tracks[i]);
        if (t > end)
            end = t;
    }
    return end;
}

static const Track *find_track(const Anim *anim, uint16_t key)
{
    for (int i = 0; i < anim->count; i++)
        if (!anim->tracks[i].ghost && anim->tracks[i].key == key)
            return &anim->tracks[i];
    return NULL;
}

void anim_sample(const Anim *anim, double now, Scene *out)
{
    *out = anim->target;
    for (int i = 0; i < out->count; i++) {
        Sprite *sprite = &out->sprites[i];
        const Track *track = find_track(anim, sprite->key);
        if (!track || track_end(track) <= now)
            continue;
        sprite->pose = track_sample(track, now);
        if (track->above)
            sprite->z = (int16_t)(sprite->z + Z_MOVING);
    }
    for (int i = 0; i < anim->count && out->count < SCENE_MAX; i++) {
        const Track *track = &anim->tracks[i];
        if (!track->ghost || track_end(track) <= now)
            continue;
        Sprite *sprite = &out->sprites[out->count++];
        memset(sprite, 0, sizeof *sprite);
        sprite->key = KEY_NONE;
        sprite->card = track->card;
        sprite->pose = track_sample(track, now);
        sprite->z = Z_MOVING;
    }
}

int anim_stock_pending(const Anim *anim, double now)
{
    int pending = 0;
    for (int i = 0; i < anim->count; i++) {
        const Track *track = &anim->tracks[i];
        if (track->from_stock && track->count > 0 && track->keys[0].t > now)
            pending++;
    }
    return pending;
}

/* ---- building tracks ---------------------------------------------------- */

typedef struct Builder {
    Anim *anim;
    Track tracks[ANIM_TRACKS_MAX];
    int count;
    double now;
    float f;     /* duration factor */
    Scene shown; /* what is on screen now */
    const Scene *target;
    const Layout *layout;
    bool handled[KEY_STOCK + 1];  /* target keys given a track by the event */
    bool consumed[KEY_STOCK + 1]; /* shown keys that became something else */
} Builder;

static double ms(const Builder *b, double duration) { return duration * b->f; }

/* NULL when the table is full: that card is then simply drawn where it
 * rests, and every caller must allow for it. */
static Track *add_track(Builder *b, uint16_t key, Card card, bool ghost)
{
    if (b->count >= ANIM_TRACKS_MAX)
        return NULL;
    Track *track = &b->tracks[b->count++];
    memset(track, 0, sizeof *track);
    track->key = key;
    track->card = card;
    track->ghost = ghost;
    track->above = true;
    if (!ghost && key <= KEY_STOCK)
        b->handled[key] = true;
    return track;
}

static void add_key(Track *track, double t, Pose pose, Ease ease)
{
    if (!track || track->count >= TRACK_KEYS_MAX)
        return;
    /* Keyframes never go back in time, even with rounding. */
    if (track->count > 0 && t < track->keys[track->count - 1].t)
        t = track->keys[track->count - 1].t;
    track->keys[track->count++] = (Keyframe){t, pose, ease, CUE_NONE};
}

/* The sound of the card reaching the keyframe just added. */
static void cue_last(Track *track, AnimCue cue)
{
    if (track && track->count > 0)
        track->keys[track->count - 1].cue = cue;
}

static void set_face(Track *track, double t0, double t1, float from, float to)
{
    if (!track)
        return;
    track->has_face = true;
    track->face_t0 = t0;
    track->face_t1 = t1 > t0 ? t1 : t0 + 1.0;
    track->face_from = from;
    track->face_to = to;
}

static const Sprite *shown_sprite(const Builder *b, uint16_t key) { return scene_find(&b->shown, key); }
static const Sprite *target_sprite(const Builder *b, uint16_t key) { return scene_find(b->target, key); }

static Pose shown_pose_or(const Builder *b, uint16_t key, Pose fallback)
{
    const Sprite *sprite = shown_sprite(b, key);
    return sprite ? sprite->pose : fallback;
}

/* A card that goes straight from where it is shown to where it rests. */
static Track *move_card(Builder *b, uint16_t key, Pose from, double start, double duration, Ease ease)
{
    const Sprite *to = target_sprite(b, key);
    if (!to)
        return NULL;
    Track *track = add_track(b, key, to->card, false);
    add_key(track, start, from, EASE_LINEAR);
    add_key(track, start + duration, to->pose, ease);
    return track;
}

static void deal(Builder *b, const AnimEvent *event)
{
    const Layout *layout = b->layout;
    const SeatView *after = event->after;
    Pose stock = scene_stock_top(layout);
    double t = b->now;
    int first_track = b->count;

    /* Whatever lies on the table goes back to the stock first. */
    int gathered = 0;
    for (int i = 0; i < b->shown.count; i++) {
        const Sprite *sprite = &b->shown.sprites[i];
        if (sprite->key == KEY_STOCK)
            continue;
        Track *track = add_track(b, sprite->key, sprite->card, true);
        double start = t + ms(b, 8.0 * gathered++);
        add_key(track, start, sprite->pose, EASE_LINEAR);
        Pose home = stock;
        add_key(track, start + ms(b, MS_GATHER), home, EASE_IN_OUT);
    }
    if (gathered)
        t += ms(b, MS_GATHER + 8.0 * gathered + 80.0);

    /* 3 then 2, the non-dealer first: RULES.md's order. */
    bool you_first = after->dealer != after->seat;
    static const int PACKET_SIZE[4] = {3, 3, 2, 2};
    int taken[SEAT_COUNT] = {0, 0}; /* by side */
    int dealt = 0;
    double last = t;
    for (int packet = 0; packet < 4; packet++) {
        int side = (packet % 2 == 0) == you_first ? SIDE_YOU : SIDE_OPPONENT;
        for (int k = 0; k < PACKET_SIZE[packet]; k++, dealt++) {
            int index = taken[side]++;
            uint16_t key;
            Card card = CARD_NONE;
            if (side == SIDE_YOU) {
                if (index >= b->target->hand_count)
                    continue;
                card = b->target->hand[index];
                key = (uint16_t)(KEY_CARD + card);
            } else {
                key = (uint16_t)(KEY_OPP_HAND + index);
            }
            const Sprite *to = target_sprite(b, key);
            if (!to)
                continue;
            double start = t + ms(b, dealt * MS_DEAL_STAGGER + packet * MS_PACKET_PAUSE);
            Track *track = add_track(b, key, to->card, false);
            if (track)
                track->from_stock = true;
            add_key(track, start, stock, EASE_LINEAR);
            add_key(track, start + ms(b, MS_DEAL_CARD), to->pose, EASE_OUT);
            cue_last(track, CUE_DEAL);
            if (side == SIDE_YOU)
                set_face(track, start + ms(b, MS_DEAL_CARD * 0.5), start + ms(b, MS_DEAL_CARD * 0.5 + MS_FLIP), 0.0f,
                         1.0f);
            last = start + ms(b, MS_DEAL_CARD);
        }
    }

    /* Card eleven turns over beside the stock. */
    uint16_t key = (uint16_t)(KEY_CARD + after->turnup);
    const Sprite *turnup = target_sprite(b, key);
    if (turnup) {
        double start = last + ms(b, 100);
        Track *track = add_track(b, key, turnup->card, false);
        if (track)
            track->from_stock = true;
        add_key(track, start, stock, EASE_LINEAR);
        add_key(track, start + ms(b, MS_FLIP * 1.4), turnup->pose, EASE_IN_OUT);
        cue_last(track, card_rank(after->turnup) == RANK_KING ? CUE_KING : CUE_DEAL);
        set_face(track, start, start + ms(b, MS_FLIP * 1.4), 0.0f, 1.0f);
    }
    /* The opponent's hand slots, the stock and anything else simply appear. */

    /* The shuffle is heard as the first card moves, gathered or dealt. */
    if (b->count > first_track && b->tracks[first_track].count > 0)
        b->tracks[first_track].keys[0].cue = CUE_SHUFFLE;
}

/* The trick in the middle, then its slide to the winner's pile. */
static void finish_trick(Builder *b, const AnimEvent *event, uint16_t played_key, Pose played_from)
{
    const SeatView *after = event->after;
    const TrickRecord *trick = &after->history[after->history_count - 1];
    double land = b->now + ms(b, MS_MOVE);
    double hold = land + ms(b, MS_TRICK_HOLD);
    double end = hold + ms(b, MS_TRICK_SLIDE);
    for (int which = 0; which < SEAT_COUNT; which++) {
        Card card = trick->cards[which];
        uint16_t key = (uint16_t)(KEY_CARD + card);
        uint8_t seat = (uint8_t)((trick->leader + which) % SEAT_COUNT);
        Pose slot = scene_trick_pose(b->layout, scene_side(after, seat));
        const Sprite *to = target_sprite(b, key);
        if (!to)
            continue;
        Track *track = add_track(b, key, card, false);
        if (key == played_key) {
            add_key(track, b->now, played_from, EASE_LINEAR);
            add_key(track, land, slot, EASE_OUT);
            cue_last(track, CUE_PLAY);
        } else {
            /* The card led may still be on its way in: it lands now too. */
            Pose from = shown_pose_or(b, key, slot);
            add_key(track, b->now, from, EASE_LINEAR);
            add_key(track, land, slot, EASE_OUT);
            if (!pose_same(&from, &slot))
                cue_last(track, CUE_PLAY);
        }
        /* The faces ride on the keyframes: an opponent's card turns up on
         * its way in, both turn down as they slide to the pile. */
        add_key(track, hold, slot, EASE_LINEAR);
        if (which == 0)
            cue_last(track, CUE_GATHER); /* once for the trick, as it sets off */
        add_key(track, end, to->pose, EASE_IN_OUT);
    }
}

static int hidden_count(const SeatView *view)
{
    return view->opponent_hand_size - cardset_count(view_opponent_known(view));
}

static void play(Builder *b, const AnimEvent *event)
{
    const SeatView *before = event->before, *after = event->after;
    Card card = event->action.card;
    uint16_t key = (uint16_t)(KEY_CARD + card);
    bool yours = event->actor == after->seat;
    Pose from;

    if (event->has_origin && event->origin_key == key) {
        from = event->origin;
    } else if (shown_sprite(b, key)) {
        from = shown_sprite(b, key)->pose;
    } else if (!yours) {
        /* An unknown card leaves the middle of the opponent's hand; the cards
         * beside it close the gap. */
        int hidden = hidden_count(before);
        int slot = hidden > 0 ? (hidden - 1) / 2 : 0;
        from = shown_pose_or(b, (uint16_t)(KEY_OPP_HAND + slot), pose_from_rect(b->layout->opp_hand, 0, 0));
        from.face = 0.0f;
        for (int i = 0; i < hidden - 1; i++) {
            uint16_t slot_key = (uint16_t)(KEY_OPP_HAND + i);
            uint16_t was = (uint16_t)(KEY_OPP_HAND + (i < slot ? i : i + 1));
            const Sprite *old = shown_sprite(b, was);
            if (old)
                move_card(b, slot_key, old->pose, b->now, ms(b, MS_MOVE), EASE_OUT);
        }
        if (hidden > 0)
            b->consumed[KEY_OPP_HAND + hidden - 1] = true;
    } else {
        from = scene_trick_pose(b->layout, SIDE_YOU);
    }

    if (after->history_count > before->history_count) {
        finish_trick(b, event, key, from);
        return;
    }
    Track *track = move_card(b, key, from, b->now, ms(b, MS_MOVE), EASE_OUT);
    cue_last(track, CUE_PLAY);
    if (track && from.face < 0.5f)
        set_face(track, b->now + ms(b, MS_MOVE * 0.15), b->now + ms(b, MS_MOVE * 0.9), 0.0f, 1.0f);
}

static void discard(Builder *b, const AnimEvent *event)
{
    const SeatView *before = event->before, *after = event->after;
    Pose stock = scene_stock_top(b->layout);
    double draw_at = b->now + ms(b, MS_DISCARD * 0.7);

    if (event->actor == after->seat) {
        CardSet thrown = after->discards & ~before->discards;
        int i = 0;
        for (CardSet rest = thrown; rest; rest = cardset_without_lowest(rest), i++) {
            uint16_t key = (uint16_t)(KEY_CARD + cardset_lowest(rest));
            const Sprite *old = shown_sprite(b, key);
            if (!old)
                continue;
            double start = b->now + ms(b, 40.0 * i);
            Track *track = move_card(b, key, old->pose, start, ms(b, MS_DISCARD), EASE_IN_OUT);
            cue_last(track, CUE_DISCARD);
            set_face(track, start, start + ms(b, MS_DISCARD), 1.0f, 0.0f);
        }
        int j = 0;
        for (int h = 0; h < b->target->hand_count; h++) {
            Card card = b->target->hand[h];
            if (cardset_has(before->hand, card))
                continue;
            double start = draw_at + ms(b, (double)MS_DRAW_STAGGER * j++);
            Track *track = move_card(b, (uint16_t)(KEY_CARD + card), stock, start, ms(b, MS_DRAW), EASE_OUT);
            cue_last(track, CUE_DRAW);
            if (track)
                track->from_stock = true;
            set_face(track, start + ms(b, MS_DRAW * 0.4), start + ms(b, MS_DRAW * 0.4 + MS_FLIP), 0.0f, 1.0f);
        }
        return;
    }

    uint8_t them = event->actor;
    int thrown = after->exchanged[them] - before->exchanged[them];
    int had = before->exchanged[them];
    int hidden = hidden_count(before);
    for (int j = 0; j < thrown; j++) {
        int slot = hidden - thrown + j;
        uint16_t from_key = (uint16_t)(KEY_OPP_HAND + slot);
        uint16_t to_key = (uint16_t)(KEY_OPP_DISCARD + had + j);
        const Sprite *old = shown_sprite(b, from_key);
        if (!old || to_key >= KEY_STOCK)
            continue;
        cue_last(move_card(b, to_key, old->pose, b->now + ms(b, 40.0 * j), ms(b, MS_DISCARD), EASE_IN_OUT),
                 CUE_DISCARD);
        double start = draw_at + ms(b, (double)MS_DRAW_STAGGER * j);
        Track *track = move_card(b, from_key, stock, start, ms(b, MS_DRAW), EASE_OUT);
        cue_last(track, CUE_DRAW);
        if (track)
            track->from_stock = true;
    }
}

static void declare(Builder *b, const AnimEvent *event)
{
    const SeatView *before = event->before, *after = event->after;
    Card king = card_make(card_suit(after->turnup), RANK_KING);
    uint16_t key = (uint16_t)(KEY_CARD + king);
    const Sprite *to = target_sprite(b, key);
    if (!to)
        return;
    Pose from;
    if (event->actor == after->seat) {
        from = shown_pose_or(b, key, to->pose);
    } else {
        int hidden = hidden_count(before);
        uint16_t slot_key = (uint16_t)(KEY_OPP_HAND + (hidden > 0 ? hidden - 1 : 0));
        from = shown_pose_or(b, slot_key, to->pose);
        from.face = 0.0f;
        b->consumed[slot_key] = true;
    }
    Pose stage = pose_from_rect(b->layout->center_stage, 0, 1);
    double show = b->now + ms(b, MS_MOVE + 50);
    double hold = show + ms(b, MS_SHOW_KING);
    Track *track = add_track(b, key, king, false);
    add_key(track, b->now, from, EASE_LINEAR);
    add_key(track, show, stage, EASE_OUT);
    cue_last(track, CUE_KING);
    add_key(track, hold, stage, EASE_LINEAR);
    add_key(track, hold + ms(b, MS_MOVE + 50), to->pose, EASE_IN_OUT);
    if (from.face < 0.5f)
        set_face(track, b->now, show, 0.0f, 1.0f);
}

static void build_event(Builder *b, const AnimEvent *event)
{
    if (event && event->kind == ANIM_EV_DEAL) {
        deal(b, event);
    } else if (event && event->kind == ANIM_EV_ACTION) {
        switch (event->action.type) {
        case ACTION_PLAY: play(b, event); break;
        case ACTION_DISCARD: discard(b, event); break;
        case ACTION_DECLARE: declare(b, event); break;
        default: break;
        }
    }
}

static void hear_at_once(Anim *anim, double now, AnimCue cue)
{
    if (anim->instant_at != now) {
        anim->instant_at = now;
        anim->instant_count = 0;
    }
    for (int i = 0; i < anim->instant_count; i++)
        if (anim->instant[i] == cue)
            return;
    if (anim->instant_count < CUE_COUNT)
        anim->instant[anim->instant_count++] = cue;
}

static bool has_cue_at(const Track *tracks, int count, AnimCue cue, double t)
{
    for (int i = 0; i < count; i++)
        for (int k = 0; k < tracks[i].count; k++)
            if (tracks[i].keys[k].cue == cue && tracks[i].keys[k].t == t)
                return true;
    return false;
}

/* A card that arrives at the very moment its motion is replanned (the
 * computer answers as the table comes to rest) has still arrived: its cue
 * is kept, to be heard at once, if its track does not go on. */
static void keep_arrivals(Anim *anim, const Track *tracks, int count, double now)
{
    for (int i = 0; i < anim->count; i++)
        for (int k = 0; k < anim->tracks[i].count; k++) {
            const Keyframe *key = &anim->tracks[i].keys[k];
            if (key->cue != CUE_NONE && key->t == now && !has_cue_at(tracks, count, key->cue, now))
                hear_at_once(anim, now, key->cue);
        }
}

void anim_retarget(Anim *anim, double now, const Scene *target, const AnimEvent *event, const Layout *layout)
{
    Builder *b = &(Builder){0};
    b->anim = anim;
    b->now = now;
    b->f = anim->factor;
    b->target = target;
    b->layout = layout;
    anim_sample(anim, now, &b->shown);

    if (b->f <= 0.0f) {
        /* The motion is worked out all the same, in no time, for its
         * sounds; the dealt cards' ticks are left out. */
        build_event(b, event);
        for (int i = 0; i < b->count; i++)
            for (int k = 0; k < b->tracks[i].count; k++) {
                AnimCue cue = b->tracks[i].keys[k].cue;
                if (cue != CUE_NONE && cue != CUE_DEAL)
                    hear_at_once(anim, now, cue);
            }
        keep_arrivals(anim, NULL, 0, now);
        anim_snap(anim, target);
        return;
    }

    build_event(b, event);

    bool dealing = event && event->kind == ANIM_EV_DEAL;
    for (int i = 0; i < target->count; i++) {
        const Sprite *sprite = &target->sprites[i];
        /* The stock is drawn from its count and never travels. */
        if (sprite->key >= KEY_STOCK || b->handled[sprite->key])
            continue;
        const Sprite *was = scene_find(&anim->target, sprite->key);
        const Track *running = find_track(anim, sprite->key);
        if (!dealing && was && running && track_end(running) > now && pose_same(&was->pose, &sprite->pose)) {
            /* Still on its way to the same place: let it finish as planned. */
            Track *copy = add_track(b, sprite->key, sprite->card, false);
            if (copy)
                *copy = *running;
            continue;
        }
        const Sprite *old = dealing ? NULL : shown_sprite(b, sprite->key);
        if (old && old->card != sprite->card)
            old = NULL;
        if (old) {
            if (!pose_same(&old->pose, &sprite->pose)) {
                bool ui_only = !event || event->kind == ANIM_EV_NONE;
                Track *track = move_card(b, sprite->key, old->pose, now, ms(b, ui_only ? MS_UI : MS_MOVE), EASE_OUT);
                if (track)
                    track->above = !ui_only && sprite->z < Z_HAND;
            }
            continue;
        }
        if (dealing)
            continue; /* no story of its own in a deal: it is simply there */
        /* Anything new without a story of its own fades in where it rests. */
        Pose faded = sprite->pose;
        faded.alpha = 0.0f;
        Track *track = move_card(b, sprite->key, faded, now, ms(b, MS_UI), EASE_LINEAR);
        if (track)
            track->above = false;
    }

    /* Cards that are no longer anywhere fade out where they are. */
    if (!dealing) {
        for (int i = 0; i < b->shown.count; i++) {
            const Sprite *sprite = &b->shown.sprites[i];
            if (sprite->key >= KEY_STOCK || b->consumed[sprite->key] || scene_find(target, sprite->key))
                continue;
            Track *track = add_track(b, sprite->key, sprite->card, true);
            Pose gone = sprite->pose;
            gone.alpha = 0.0f;
            add_key(track, now, sprite->pose, EASE_LINEAR);
            add_key(track, now + ms(b, MS_UI), gone, EASE_LINEAR);
        }
    }
    /* Cards already leaving keep leaving. */
    for (int i = 0; i < anim->count && b->count < ANIM_TRACKS_MAX; i++) {
        const Track *track = &anim->tracks[i];
        if (track->ghost && track_end(track) > now)
            b->tracks[b->count++] = *track;
    }

    keep_arrivals(anim, b->tracks, b->count, now);
    anim->target = *target;
    memcpy(anim->tracks, b->tracks, sizeof(Track) * (size_t)b->count);
    anim->count = b->count;
}

static void spring(Anim *anim, double now, uint16_t key, Pose from, AnimCue cue)
{
    const Sprite *to = scene_find(&anim->target, key);
    if (!to)
        return;
    int index = -1;
    for (int i = 0; i < anim->count; i++)
        if (!anim->tracks[i].ghost && anim->tracks[i].key == key)
            index = i;
    if (anim->factor <= 0.0f) {
        if (index >= 0)
            anim->tracks[index].count = 0;
        if (cue != CUE_NONE)
            hear_at_once(anim, now, cue);
        return;
    }
    if (index < 0) {
        if (anim->count >= ANIM_TRACKS_MAX)
            return;
        index = anim->count++;
    }
    Track *track = &anim->tracks[index];
    memset(track, 0, sizeof *track);
    track->key = key;
    track->card = to->card;
    track->above = true;
    double duration = MS_MOVE * 1.3 * anim->factor;
    add_key(track, now, from, EASE_LINEAR);
    cue_last(track, cue);
    add_key(track, now + duration, to->pose, EASE_OUT_BACK);
}

void anim_spring(Anim *anim, double now, uint16_t key, Pose from) { spring(anim, now, key, from, CUE_NONE); }

void anim_refuse(Anim *anim, double now, uint16_t key, Pose from) { spring(anim, now, key, from, CUE_REFUSED); }
