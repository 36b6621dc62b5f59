#include "ui/scene.h"

#include <string.h>

Pose pose_from_rect(Rect rect, float angle, float face)
{
    Pose pose =
        {(float)rect.x + rect.w * 0.5f, (float)rect.y + rect.h * 0.5f, (float)rect.w, (float)rect.h, angle, face, 1.0f};
    return pose;
}

Rect pose_rect(const Pose *pose)
{
    Rect rect = {(int)(pose->x - pose->w * 0.5f + 0.5f), (int)(pose->y - pose->h * 0.5f + 0.5f), (int)(pose->w + 0.5f),
                 (int)(pose->h + 0.5f)};
    return rect;
}

const Sprite *scene_find(const Scene *scene, uint16_t key)
{
    for (int i = 0; i < scene->count; i++)
        if (scene->sprites[i].key == key)
            return &scene->sprites[i];
    return NULL;
}

Pose scene_trick_pose(const Layout *layout, int side)
{
    return pose_from_rect(layout->trick_slot[side & 1], 0.0f, 1.0f);
}

Pose scene_stock_top(const Layout *layout) { return pose_from_rect(layout->stock, 0.0f, 0.0f); }

static bool is_red(Suit suit) { return suit == SUIT_HEARTS || suit == SUIT_DIAMONDS; }

int scene_hand_order(CardSet hand, Card turnup, Card out[HAND_SIZE])
{
    /* Trumps first, then the other suits so that colours alternate where
     * they can: it is how players sort a hand to read it quickly. */
    static const Suit BASE[SUIT_COUNT] = {SUIT_SPADES, SUIT_HEARTS, SUIT_CLUBS, SUIT_DIAMONDS};
    Suit order[SUIT_COUNT];
    bool used[SUIT_COUNT] = {false, false, false, false};
    int n = 0;
    if (card_is_valid(turnup)) {
        order[n++] = card_suit(turnup);
        used[card_suit(turnup)] = true;
    }
    while (n < SUIT_COUNT) {
        int pick = -1;
        for (int i = 0; i < SUIT_COUNT && pick < 0; i++) {
            Suit suit = BASE[i];
            if (!used[suit] && (n == 0 || is_red(suit) != is_red(order[n - 1])))
                pick = suit;
        }
        for (int i = 0; i < SUIT_COUNT && pick < 0; i++)
            if (!used[BASE[i]])
                pick = BASE[i];
        order[n++] = (Suit)pick;
        used[pick] = true;
    }
    int count = 0;
    for (int s = 0; s < SUIT_COUNT; s++) {
        CardSet suit_cards = hand & cardset_suit(order[s]);
        while (suit_cards && count < HAND_SIZE) {
            Card high = cardset_highest(suit_cards);
            out[count++] = high;
            suit_cards &= ~cardset_of(high);
        }
    }
    return count;
}

static Sprite *push(Scene *scene, uint16_t key, Card card, Pose pose, int z)
{
    if (scene->count >= SCENE_MAX)
        return NULL;
    Sprite *sprite = &scene->sprites[scene->count++];
    memset(sprite, 0, sizeof *sprite);
    sprite->key = key;
    sprite->card = card;
    sprite->pose = pose;
    sprite->z = (int16_t)z;
    return sprite;
}

static void build_hand(Scene *out, const SeatView *view, const Layout *layout, const SceneUi *ui)
{
    out->hand_count = scene_hand_order(view->hand, view->turnup, out->hand);
    for (int i = 0; i < out->hand_count; i++) {
        Card card = out->hand[i];
        Rect rect = layout_hand_card(layout, out->hand_count, i);
        if (cardset_has(ui->selected, card))
            rect.y -= layout->lift;
        else if (cardset_has(ui->raised, card))
            rect.y -= layout->lift / 3;
        Sprite *sprite = push(out, (uint16_t)(KEY_CARD + card), card, pose_from_rect(rect, 0, 1), Z_HAND + i);
        if (!sprite)
            return;
        if (cardset_has(ui->selected, card))
            sprite->flags |= SPRITE_SELECTED;
        if (cardset_has(ui->glow, card))
            sprite->flags |= SPRITE_GLOW;
        if (cardset_has(ui->dim, card))
            sprite->flags |= SPRITE_DIM;
        if (cardset_has(ui->hint, card))
            sprite->flags |= SPRITE_HINT;
        if (ui->focus == card)
            sprite->flags |= SPRITE_FOCUS;
    }
}

/* A hand seen from the back: `count` cards, of which `known` (a declared
 * king) stay face up at the right end until played, seen by all. */
static void build_backs(Scene *out, const Layout *layout, int count, CardSet known, uint16_t key, int z,
                        Rect (*place)(const Layout *layout, int count, int index))
{
    int hidden = imax(0, count - cardset_count(known));
    for (int i = 0; i < hidden; i++)
        push(out, (uint16_t)(key + i), CARD_NONE, pose_from_rect(place(layout, count, i), 0, 0), z + i);
    int slot = hidden;
    for (CardSet rest = known; rest && slot < count; rest = cardset_without_lowest(rest), slot++) {
        Card card = cardset_lowest(rest);
        push(out, (uint16_t)(KEY_CARD + card), card, pose_from_rect(place(layout, count, slot), 0, 1), z + slot);
    }
}

static void build_opponent_hand(Scene *out, const SeatView *view, const Layout *layout)
{
    build_backs(out, layout, view->opponent_hand_size, view_opponent_known(view), KEY_OPP_HAND, Z_OPP_HAND,
                layout_opp_card);
}

static void build_piles(Scene *out, const SeatView *view, const Layout *layout)
{
    int won[SEAT_COUNT] = {0, 0};
    for (int t = 0; t < view->history_count; t++) {
        const TrickRecord *trick = &view->history[t];
        int side = scene_side(view, trick->winner);
        int index = won[side]++;
        for (int which = 0; which < SEAT_COUNT; which++) {
            Card card = trick->cards[which];
            push(out, (uint16_t)(KEY_CARD + card), card,
                 pose_from_rect(layout_won_card(layout, side, index, which), 0, 0), Z_PILES + index * 2 + which);
        }
    }
    int index = 0;
    for (CardSet rest = view->discards; rest; rest = cardset_without_lowest(rest), index++) {
        Card card = cardset_lowest(rest);
        push(out, (uint16_t)(KEY_CARD + card), card, pose_from_rect(layout_discard_card(layout, SIDE_YOU, index), 0, 0),
             Z_PILES + index);
    }
    int theirs = view->exchanged[seat_other(view->seat)];
    for (int i = 0; i < theirs && KEY_OPP_DISCARD + i < KEY_STOCK; i++)
        push(out, (uint16_t)(KEY_OPP_DISCARD + i), CARD_NONE,
             pose_from_rect(layout_discard_card(layout, SIDE_OPPONENT, i), 0, 0), Z_PILES + i);
}

/* The turn-up and the stock: false, with nothing built, before a deal. */
static bool build_middle(Scene *out, const SeatView *view, const Layout *layout)
{
    out->count = 0;
    out->hand_count = 0;
    if (view->phase == PHASE_DEAL || !card_is_valid(view->turnup))
        return false;

    /* Lying sideways: the art stays crisp because 90 degrees is exact. */
    Pose turnup = pose_from_rect(layout->turnup, 90.0f, 1.0f);
    turnup.w = (float)layout->card_w;
    turnup.h = (float)layout->card_h;
    push(out, (uint16_t)(KEY_CARD + view->turnup), view->turnup, turnup, Z_TURNUP);

    Sprite *stock = push(out, KEY_STOCK, CARD_NONE, scene_stock_top(layout), Z_STOCK);
    if (stock) {
        stock->flags |= SPRITE_PILE;
        stock->count = view->stock_count;
    }
    return true;
}

static void build_trick(Scene *out, const SeatView *view, const Layout *layout)
{
    for (int i = 0; i < view->trick_size; i++) {
        uint8_t seat = (uint8_t)((view->leader + i) % SEAT_COUNT);
        Card card = view->trick[i];
        push(out, (uint16_t)(KEY_CARD + card), card, scene_trick_pose(layout, scene_side(view, seat)), Z_TRICK + i);
    }
}

void scene_build(Scene *out, const SeatView *view, const Layout *layout, const SceneUi *ui)
{
    if (!build_middle(out, view, layout))
        return;
    build_piles(out, view, layout);
    build_opponent_hand(out, view, layout);
    build_trick(out, view, layout);
    build_hand(out, view, layout, ui);
}

void scene_build_watched(Scene *out, const WatchView *watch, const Layout *layout)
{
    const SeatView *view = &watch->seen;
    if (!build_middle(out, view, layout))
        return;
    /* Seat 0 sits where the player would, its cards as unknown to the
     * watcher as the far seat's: backs, but for a king it declared. */
    build_piles(out, view, layout);
    for (int i = 0; i < view->exchanged[0] && KEY_NEAR_DISCARD + i < KEY_WATCH_END; i++)
        push(out, (uint16_t)(KEY_NEAR_DISCARD + i), CARD_NONE,
             pose_from_rect(layout_discard_card(layout, SIDE_YOU, i), 0, 0), Z_PILES + i);
    build_opponent_hand(out, view, layout);
    build_trick(out, view, layout);
    build_backs(out, layout, watch->hand_sizes[0], watch_known(watch, 0), KEY_NEAR_HAND, Z_HAND, layout_hand_card);
}
