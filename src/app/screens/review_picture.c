#include "screens/review_picture.h"

#include <stdio.h>
#include <string.h>

#include "i18n/strings.h"
#include "render/table.h"
#include "screens/panel.h"
#include "ui/scene.h"

/* The opponent's hand, the turned-up card and the trick are shown smaller
 * than the player's hand, as the table shows them. */
static const double OTHER_CARDS = 0.77;
/* How far each card of a fan steps over the last: the player's hand, the
 * opponent's backs, its faces, and discards at most and at least. */
static const double YOUR_STEP = 0.8, BACKS_STEP = 0.5, FACES_STEP = 0.62, DISCARD_STEP = 0.5, DISCARD_STEP_MIN = 0.25;

static int card_width(const Layout *l, int height) { return iround(height * (double)l->card_w / l->card_h); }

static int fan_width(const Layout *l, int count, int h, double step)
{
    int w = card_width(l, h);
    return count > 0 ? w + (count - 1) * iround(w * step) : 0;
}

/* The words of the picture, measured once per layout. */
typedef struct Labels {
    char score[160], tricks[160], trumps[96], stock[32];
    int small, bold; /* line heights */
    int opp_w, opp_h, you_w, you_h;
    int trumps_w, trumps_h, score_w, score_h, discards_w;
} Labels;

static void labels_of(const Gfx *gfx, const ReviewMoment *m, Labels *out)
{
    TextRenderer *text = gfx->text;
    const SeatView *v = &m->view;
    uint8_t you = v->seat, other = seat_other(you);
    char value[96], number[12];
    out->small = text_line_height(text, FONT_SMALL);
    out->bold = text_line_height(text, FONT_SMALL_BOLD);
    int dealer_w = text_width(text, FONT_SMALL, str_get(STR_DEALER));
    out->opp_w = imax(text_width(text, FONT_SMALL_BOLD, str_get(STR_OPPONENT)), v->dealer == other ? dealer_w : 0);
    out->opp_h = out->bold + (v->dealer == other ? out->small : 0);
    out->you_w = imax(text_width(text, FONT_SMALL_BOLD, str_get(STR_YOU)), v->dealer == you ? dealer_w : 0);
    out->you_h = out->bold + (v->dealer == you ? out->small : 0);
    str_format(out->trumps, sizeof out->trumps, STR_SUIT_NAMED, str_get(STR_TRUMPS),
               str_suit_symbol(card_suit(v->turnup)), NULL);
    snprintf(number, sizeof number, "%d", v->stock_count);
    str_format(out->stock, sizeof out->stock, STR_STOCK_COUNT, number, NULL, NULL);
    out->trumps_w = imax(text_width(text, FONT_SMALL_BOLD, out->trumps), text_width(text, FONT_SMALL, out->stock));
    out->trumps_h = out->bold + out->small;
    panel_score_line(value, sizeof value, STR_SUM_TRICKS_ROW, v, v->scores);
    str_format(out->score, sizeof out->score, STR_LABELLED, str_get(STR_SUM_SCORE), value, NULL);
    panel_score_line(value, sizeof value, STR_SUM_TRICKS_ROW, v, v->tricks);
    str_format(out->tricks, sizeof out->tricks, STR_LABELLED, str_get(STR_SUM_TRICKS), value, NULL);
    out->score_w = imax(text_width(text, FONT_SMALL_BOLD, out->score), text_width(text, FONT_SMALL, out->tricks));
    out->score_h = out->bold + out->small;
    out->discards_w = text_width(text, FONT_SMALL, str_get(STR_REV_DISCARDS));
}

/* The height of discards in a row `row_h` tall beside cards `opp_h` tall:
 * those of a pile of won tricks where the row has room, smaller than the
 * opponent's hand. */
static int discards_height(const Layout *l, const Labels *labels, int row_h, int opp_h)
{
    return imin(imin(l->pile_h, row_h - labels->small - l->gap / 2), iround(opp_h * 0.75));
}

/* The discards of a row: their label over pile cards as tall as the row
 * leaves, from `x` to `right` at most.  False where they cannot fit. */
static bool discards_room(const Layout *l, const Labels *labels, int count, int x, int right, int row_y, int row_h,
                          int opp_h, Rect *out)
{
    *out = (Rect){0, 0, 0, 0};
    if (count <= 0)
        return true;
    int h = discards_height(l, labels, row_h, opp_h);
    int w = card_width(l, h);
    int fan = w + (count - 1) * iround(w * DISCARD_STEP_MIN);
    int width = imax(labels->discards_w, fan);
    if (h < iround(l->pile_h * 0.4) || x + width > right)
        return false;
    int shown = imax(labels->discards_w, imin(right - x, w + (count - 1) * iround(w * DISCARD_STEP)));
    int label = labels->small + l->gap / 2;
    *out = (Rect){x, row_y + (row_h - h - label) / 2, shown, h + label};
    return true;
}

/* The least width discards take: their label, or their cards stepping
 * as little as they may. */
static int discards_least(const Layout *l, const Labels *labels, int count, int row_h, int opp_h)
{
    if (count <= 0)
        return 0;
    int w = card_width(l, discards_height(l, labels, row_h, opp_h));
    return imax(labels->discards_w, w + (count - 1) * iround(w * DISCARD_STEP_MIN));
}

/* Lays the picture out with the player's cards `you_h` tall, stepping by
 * `you_step` of a card; false where something would overlap or stick out,
 * unless `anyway`. */
static bool arrange(const Gfx *gfx, Rect rect, const ReviewPictureRoom *room, const Labels *labels, int you_h,
                    double you_step, bool anyway, ReviewPicture *out)
{
    const Layout *l = gfx->layout;
    int g = l->gap;
    Rect in = rect_inset(rect, g);
    int opp_h = iround(you_h * OTHER_CARDS), lift = iround(you_h * 0.12), opp_lift = iround(opp_h * 0.12);
    int opp_w = card_width(l, opp_h);
    memset(out, 0, sizeof *out);
    out->rect = rect;
    out->you_h = you_h;
    out->opp_h = opp_h;
    out->you_step = you_step;

    int row_o = imax(opp_h + opp_lift, labels->opp_h);
    int row_m = imax(iround(opp_h * 1.08), imax(labels->trumps_h, labels->score_h));
    int row_y = lift + imax(you_h, labels->you_h);
    int right = in.x + in.w;

    /* Each hand's fan on one line down the middle, its label before it and
     * its discards after; the trick on that line between the hands, the
     * turned-up card and its words at the start of the middle row, the
     * score at its end where there is room.  The line in the middle of the
     * picture where all that leaves it room. */
    int fan_o = fan_width(l, HAND_SIZE, opp_h, room->open ? FACES_STEP : BACKS_STEP);
    int fan_y = fan_width(l, HAND_SIZE, you_h, you_step);
    int trick_w = opp_w + 2 * iround(opp_w * 0.56), trick_dy = iround(opp_h * 0.04);
    int discards_o = room->open ? discards_least(l, labels, room->discards[1], row_o, opp_h) : 0;
    int discards_y = room->open ? discards_least(l, labels, room->discards[0], row_y - lift, opp_h) : 0;
    int before = imax(imax(labels->opp_w + 2 * g + fan_o / 2, labels->you_w + 2 * g + fan_y / 2),
                      opp_w + 2 * g + labels->trumps_w + g + trick_w / 2);
    int after = imax(imax(fan_o / 2 + (discards_o ? 2 * g + discards_o : 0),
                          fan_y / 2 + (discards_y ? 2 * g + discards_y : 0)),
                     trick_w / 2);
    if (!anyway && (before + after > in.w || labels->score_w > in.w))
        return false;
    int cx = iclamp(in.x + in.w / 2, in.x + before, imax(in.x + before, right - after));
    out->score_below = right - labels->score_w < cx + trick_w / 2 + g;

    int below = out->score_below ? g + labels->score_h : 0;
    int need = row_o + row_m + row_y + below + 2 * g;
    if (!anyway && need > in.h)
        return false;
    int spare = imax(0, in.h - need);
    int y_o = in.y + spare / 8;
    int y_m = y_o + row_o + g + spare * 3 / 8;
    int y_y = y_m + row_m + g + spare * 3 / 8;
    out->used_h = y_y + row_y + below - rect.y + g;

    if (room->open) {
        bool fit = discards_room(l, labels, room->discards[1], cx + fan_o / 2 + 2 * g, right, y_o, row_o, opp_h,
                                 &out->parts[REVIEW_PART_OPP_DISCARDS]);
        fit &= discards_room(l, labels, room->discards[0], cx + fan_y / 2 + 2 * g, right, y_y + lift, row_y - lift,
                             opp_h, &out->parts[REVIEW_PART_YOU_DISCARDS]);
        if (!fit && !anyway)
            return false;
    }
    out->parts[REVIEW_PART_OPP_LABEL] = (Rect){cx - fan_o / 2 - 2 * g - labels->opp_w,
                                               y_o + (row_o - labels->opp_h) / 2, labels->opp_w, labels->opp_h};
    out->parts[REVIEW_PART_OPP_HAND] = (Rect){cx - fan_o / 2, y_o + (row_o - opp_h - opp_lift) / 2, fan_o,
                                              opp_h + opp_lift};
    out->parts[REVIEW_PART_TURNUP] = (Rect){in.x, y_m + (row_m - opp_h) / 2, opp_w, opp_h};
    out->parts[REVIEW_PART_TRUMPS] = (Rect){in.x + opp_w + 2 * g, y_m + (row_m - labels->trumps_h) / 2,
                                            labels->trumps_w, labels->trumps_h};
    out->parts[REVIEW_PART_TRICK] = (Rect){cx - trick_w / 2, y_m + (row_m - opp_h) / 2 - trick_dy, trick_w,
                                           opp_h + 2 * trick_dy};
    out->parts[REVIEW_PART_SCORE] = out->score_below
                                        ? (Rect){iclamp(cx - labels->score_w / 2, in.x,
                                                        imax(in.x, right - labels->score_w)),
                                                 y_y + row_y + g, labels->score_w, labels->score_h}
                                        : (Rect){right - labels->score_w, y_m + (row_m - labels->score_h) / 2,
                                                 labels->score_w, labels->score_h};
    out->parts[REVIEW_PART_YOU_LABEL] = (Rect){cx - fan_y / 2 - 2 * g - labels->you_w,
                                               y_y + lift + (row_y - lift - labels->you_h) / 2, labels->you_w,
                                               labels->you_h};
    out->parts[REVIEW_PART_YOU_HAND] = (Rect){cx - fan_y / 2, y_y, fan_y, row_y};
    return true;
}

/* The picture as the table is read: laid out from the left, each part
 * stands where its mirror image would when the table reads from the right. */
static bool arranged(const Layout *l, bool fits, ReviewPicture *out)
{
    for (int i = 0; i < REVIEW_PART_COUNT; i++)
        if (out->parts[i].w > 0)
            out->parts[i] = layout_flip(l, out->rect, out->parts[i]);
    return fits;
}

bool review_picture_fit(const Gfx *gfx, Rect rect, const ReviewPictureRoom *room, const ReviewMoment *moment,
                        ReviewPicture *out)
{
    const Layout *l = gfx->layout;
    Labels labels;
    labels_of(gfx, moment, &labels);
    /* From the table's opponent's hand down to cards a third smaller than
     * its won tricks, the player's fanned closer before they shrink: the
     * first that fits. */
    static const double STEPS[] = {YOUR_STEP, 0.7, 0.6};
    int smallest = iround(l->pile_h * 0.66);
    for (int h = l->opp_h; h >= smallest; h -= imax(1, l->opp_h / 60))
        for (size_t i = 0; i < sizeof STEPS / sizeof STEPS[0]; i++)
            if (arrange(gfx, rect, room, &labels, h, STEPS[i], false, out))
                return arranged(l, true, out);
    /* A window too small for any: the smallest, as best it goes. */
    arrange(gfx, rect, room, &labels, smallest, STEPS[2], true, out);
    return arranged(l, false, out);
}

/* ---- drawing ------------------------------------------------------------ */

static void draw_card(const Gfx *gfx, Card card, Rect rect, uint8_t flags)
{
    Sprite sprite;
    memset(&sprite, 0, sizeof sprite);
    sprite.key = card_is_valid(card) ? (uint16_t)(KEY_CARD + card) : KEY_OPP_HAND;
    sprite.card = card;
    sprite.flags = flags;
    sprite.pose = pose_from_rect(rect, 0, card_is_valid(card) ? 1.0f : 0.0f);
    /* A fixed moment of the hint's pulse: the picture stays still. */
    table_draw_card(gfx, &sprite, 0.0);
}

/* A hand fanned out from `x`, the cards of `raised` moved by `lift` (up for
 * a negative lift) and those of `glow` glowing.  Returns its rectangle. */
static Rect draw_fan(const Gfx *gfx, const Card *cards, int count, int x, int y, int h, double step, CardSet raised,
                     CardSet glow, int lift)
{
    int w = card_width(gfx->layout, h), by = iround(w * step);
    Rect whole = {x, y, count > 0 ? (count - 1) * by + w : 0, h};
    for (int i = 0; i < count; i++) {
        Rect r = {x + i * by, y, w, h};
        uint8_t flags = 0;
        if (card_is_valid(cards[i]) && cardset_has(raised, cards[i])) {
            r.y += lift;
            flags |= SPRITE_SELECTED;
            whole = rect_union(whole, r);
        }
        if (card_is_valid(cards[i]) && cardset_has(glow, cards[i]))
            flags |= SPRITE_HINT;
        draw_card(gfx, cards[i], r, flags);
    }
    return whole;
}

/* A seat's name, and "Dealer" under it, ending at the side of `room` next
 * to the hand: its right, or its left when the table reads from the right. */
static void draw_seat_label(const Gfx *gfx, StringId name, bool dealer, Rect room)
{
    TextRenderer *text = gfx->text;
    int line = text_line_height(text, FONT_SMALL_BOLD), end = layout_flip_x(gfx->layout, room, room.x + room.w);
    TextAlign align = text_align_mirrored(gfx->layout, ALIGN_RIGHT);
    text_draw(text, FONT_SMALL_BOLD, str_get(name), end, room.y, COLOUR_IVORY, align);
    if (dealer)
        text_draw(text, FONT_SMALL, str_get(STR_DEALER), end, room.y + line, COLOUR_TEXT_DIM, align);
}

/* Discards face up in their room, under their label, from the side next
 * to the hand. */
static Rect draw_discards(const Gfx *gfx, CardSet discards, Rect room)
{
    int count = cardset_count(discards);
    if (count == 0 || room.w <= 0)
        return (Rect){0, 0, 0, 0};
    TextRenderer *text = gfx->text;
    /* The label a little above the cards: some scripts reach below the line. */
    int label = text_line_height(text, FONT_SMALL) + gfx->layout->gap / 2;
    int h = room.h - label, w = card_width(gfx->layout, h);
    double step = count > 1 ? imin(iround(w * DISCARD_STEP), (room.w - w) / (count - 1)) / (double)w : DISCARD_STEP;
    Card cards[CARD_COUNT];
    int n = 0;
    for (CardSet rest = discards; rest && n < CARD_COUNT; rest = cardset_without_lowest(rest))
        cards[n++] = cardset_lowest(rest);
    const Layout *l = gfx->layout;
    text_draw(text, FONT_SMALL, str_get(STR_REV_DISCARDS), layout_flip_x(l, room, room.x), room.y, COLOUR_TEXT_DIM,
              text_align_mirrored(l, ALIGN_LEFT));
    int fan_x = layout_flip(l, room, (Rect){room.x, 0, fan_width(l, n, h, step), 0}).x;
    Rect fan = draw_fan(gfx, cards, n, fan_x, room.y + label, h, step, 0, 0, 0);
    int label_w = text_width(text, FONT_SMALL, str_get(STR_REV_DISCARDS));
    return layout_flip(l, room, (Rect){room.x, room.y, imax(fan.w, label_w), label + h});
}

void review_picture_draw(const Gfx *gfx, const ReviewPicture *picture, const ReviewMoment *m, bool open,
                         Rect drawn[REVIEW_PART_COUNT])
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    const SeatView *v = &m->view;
    const Rect *part = picture->parts;
    uint8_t you = v->seat, other = seat_other(you);
    Rect frame = {picture->rect.x, picture->rect.y, picture->rect.w, picture->used_h};
    draw_gradient_round(gfx->draw, frame, l->radius * 2, PALETTE[PAL_PICTURE_TOP], PALETTE[PAL_PICTURE_BOTTOM]);
    draw_frame_round(gfx->draw, frame, l->radius * 2, 1, rgba(0xc9, 0xa2, 0x27, 90));
    memset(drawn, 0, sizeof(Rect) * REVIEW_PART_COUNT);
    Labels labels;
    labels_of(gfx, m, &labels);
    int cx = part[REVIEW_PART_OPP_HAND].x + part[REVIEW_PART_OPP_HAND].w / 2;

    /* The opponent: backs, or every card once all are open. */
    Card opp_cards[HAND_SIZE];
    int opp_count;
    CardSet opp_taken = 0, opp_better = 0;
    double opp_step = open ? FACES_STEP : BACKS_STEP;
    if (open) {
        opp_count = scene_hand_order(m->game.hands[other], v->turnup, opp_cards);
        if (m->decider == other) {
            opp_taken = m->taken;
            opp_better = m->better;
        }
    } else {
        CardSet known = view_opponent_known(v);
        opp_count = imin(v->opponent_hand_size, HAND_SIZE);
        int hidden = imax(0, opp_count - cardset_count(known));
        for (int i = 0; i < opp_count; i++) {
            opp_cards[i] = i < hidden ? CARD_NONE : cardset_lowest(known);
            if (i >= hidden)
                known = cardset_without_lowest(known);
        }
    }
    Rect room = part[REVIEW_PART_OPP_HAND];
    int opp_w = fan_width(l, opp_count, picture->opp_h, opp_step);
    draw_seat_label(gfx, STR_OPPONENT, v->dealer == other, part[REVIEW_PART_OPP_LABEL]);
    drawn[REVIEW_PART_OPP_LABEL] = part[REVIEW_PART_OPP_LABEL];
    drawn[REVIEW_PART_OPP_HAND] = draw_fan(gfx, opp_cards, opp_count, cx - opp_w / 2, room.y, picture->opp_h, opp_step,
                                           opp_taken, opp_better, iround(picture->opp_h * 0.12));
    if (open)
        drawn[REVIEW_PART_OPP_DISCARDS] = draw_discards(gfx, m->game.discards[other], part[REVIEW_PART_OPP_DISCARDS]);

    /* The middle: the turned-up card and trumps, the trick, the score. */
    Rect turnup = part[REVIEW_PART_TURNUP], trumps = part[REVIEW_PART_TRUMPS];
    draw_card(gfx, v->turnup, turnup, 0);
    drawn[REVIEW_PART_TURNUP] = turnup;
    int trumps_x = layout_flip_x(l, trumps, trumps.x);
    TextAlign start = text_align_mirrored(l, ALIGN_LEFT);
    text_draw(text, FONT_SMALL_BOLD, labels.trumps, trumps_x, trumps.y, COLOUR_GOLD_LIGHT, start);
    text_draw(text, FONT_SMALL, labels.stock, trumps_x, trumps.y + labels.bold, COLOUR_TEXT_DIM, start);
    drawn[REVIEW_PART_TRUMPS] = trumps;
    Rect trick = part[REVIEW_PART_TRICK];
    int trick_w = card_width(l, picture->opp_h), dx = iround(trick_w * 0.56), dy = iround(picture->opp_h * 0.04);
    for (int i = 0; i < v->trick_size; i++) {
        uint8_t seat = (uint8_t)((v->leader + i) % SEAT_COUNT);
        /* The player's card on the side the table shows it. */
        int side = (seat == you) != l->rtl ? 1 : -1;
        Rect r = {cx + side * dx - trick_w / 2, trick.y + dy + side * dy, trick_w, picture->opp_h};
        draw_card(gfx, v->trick[i], r, 0);
        drawn[REVIEW_PART_TRICK] = i == 0 ? r : rect_union(drawn[REVIEW_PART_TRICK], r);
    }
    Rect score = part[REVIEW_PART_SCORE];
    TextAlign align = picture->score_below ? ALIGN_CENTER : text_align_mirrored(l, ALIGN_RIGHT);
    int anchor = picture->score_below ? score.x + score.w / 2 : layout_flip_x(l, score, score.x + score.w);
    text_draw(text, FONT_SMALL_BOLD, labels.score, anchor, score.y, COLOUR_TEXT, align);
    text_draw(text, FONT_SMALL, labels.tricks, anchor, score.y + labels.bold, COLOUR_TEXT_DIM, align);
    drawn[REVIEW_PART_SCORE] = score;

    /* The player's hand, the card or cards chosen raised. */
    Card mine[HAND_SIZE];
    int count = scene_hand_order(v->hand, v->turnup, mine);
    int lift = iround(picture->you_h * 0.12);
    int you_w = fan_width(l, count, picture->you_h, picture->you_step);
    bool yours = m->decider == you;
    room = part[REVIEW_PART_YOU_HAND];
    draw_seat_label(gfx, STR_YOU, v->dealer == you, part[REVIEW_PART_YOU_LABEL]);
    drawn[REVIEW_PART_YOU_LABEL] = part[REVIEW_PART_YOU_LABEL];
    drawn[REVIEW_PART_YOU_HAND] = draw_fan(gfx, mine, count, cx - you_w / 2, room.y + lift, picture->you_h,
                                           picture->you_step, yours ? m->taken : 0, yours ? m->better : 0, -lift);
    if (open)
        drawn[REVIEW_PART_YOU_DISCARDS] = draw_discards(gfx, m->game.discards[you], part[REVIEW_PART_YOU_DISCARDS]);
}
