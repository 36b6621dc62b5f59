#include "ui/layout.h"

#include <math.h>
#include <string.h>

Rect rect_union(Rect a, Rect b)
{
    if (a.w <= 0 || a.h <= 0)
        return b;
    if (b.w <= 0 || b.h <= 0)
        return a;
    int x0 = imin(a.x, b.x), y0 = imin(a.y, b.y);
    int x1 = imax(a.x + a.w, b.x + b.w), y1 = imax(a.y + a.h, b.y + b.h);
    return (Rect){x0, y0, x1 - x0, y1 - y0};
}

Rect rect_inset(Rect r, int by) { return (Rect){r.x + by, r.y + by, r.w - 2 * by, r.h - 2 * by}; }

/* A pile's stagger: each won trick is laid a little to the right of the last,
 * as players keep them, so their number reads at a glance. */
static int won_step(const Layout *layout) { return iround(layout->pile_w * 0.3); }
static int pair_offset(const Layout *layout) { return imax(2, iround(layout->pile_w * 0.05)); }
static int discard_offset(const Layout *layout) { return imax(2, iround(layout->pile_w * 0.04)); }
enum { DISCARD_LAYERS = 5 };

static int label_height(const Layout *layout) { return iround(layout->font_small * 1.45); }

/* How large the text and the cards are in one try of the layout. */
typedef struct Sizing {
    double text;    /* the interface scale given to text and controls */
    double cards;   /* 1, or a little less where the text needs the room */
    double density; /* output pixels per 1/96 inch */
} Sizing;

/* Where a hand `w` wide goes: centred on the window if what goes beside it
 * (`before` on its left, `after` on its right) still lies between `left`
 * and `right`, else the whole group centred between them. */
static int hand_x_of(int width, int w, int before, int after, int left, int right)
{
    int x = (width - w) / 2;
    if (x - before >= left && x + w + after <= right)
        return x;
    return left + (right - left - (before + w + after)) / 2 + before;
}

static void compute_once(Layout *out, int width, int height, float card_aspect, Sizing z)
{
    Layout l;
    memset(&l, 0, sizeof l);
    l.width = width;
    l.height = height;
    l.scale = (float)z.text;
    l.density = (float)z.density;
    l.card_scale = (float)z.cards;
    /* Text and spacing follow the height, but a window narrower than 5:4
     * is treated as shorter, so that labels still fit across it. */
    double scale = fmin(height, width * 0.8);
    double k = z.text, d = z.density;
    l.margin = imax(8, iround(scale * 0.02));
    l.gap = imax(6, iround(scale * 0.012));

    /* About 168 px tall at 1280x800 and 118 at 800x600; narrow windows are
     * bounded by the width so that the hand and both side columns fit. */
    l.card_h = iround(fmin(height * 0.21, width * 0.105 / card_aspect) * z.cards);
    l.card_w = iround(l.card_h * card_aspect);
    l.lifted_w = iround(l.card_w * 1.06);
    l.lifted_h = iround(l.card_h * 1.06);
    l.small_card_h = iround(l.card_h * 0.6);
    l.opp_h = iround(l.card_h * 0.78);
    l.opp_w = iround(l.opp_h * card_aspect);
    l.pile_h = iround(l.card_h * 0.46);
    l.pile_w = iround(l.pile_h * card_aspect);
    l.lift = iround(l.card_h * 0.16);
    l.hand_step = iround(l.card_w * 0.8);
    l.opp_step = iround(l.opp_w * 0.5);

    /* The floors are 14 px text and 44 px controls on an ordinary screen,
     * as many physical inches on a denser one. */
    l.font_body = iround(fmax(14 * d, scale * 0.023) * k);
    /* The small text grows a little less, staying a size below the body
     * text that it stands in for where a line is too long. */
    l.font_small = iround(fmax(14 * d, scale * 0.019) * (k > 1.0 ? fmax(1.0, k * 0.9) : 1.0));
    l.font_heading = iround(fmax(18 * d, scale * 0.035) * k);
    l.font_title = iround(fmax(28 * d, scale * 0.06) * k);
    l.font_big = iround(fmax(20 * d, scale * 0.04) * k);
    l.button_h = iround(fmax(44 * d, scale * 0.062) * k);
    l.radius = imax(6, iround(scale * 0.012 * k));

    int m = l.margin, gap = l.gap, label_h = label_height(&l);

    /* Top row: menu and help, the opponent's discards, the opponent's hand
     * with its dealer chip and won tricks, the score. */
    l.menu_button = (Rect){m, m, l.button_h, l.button_h};
    l.help_button = (Rect){m + l.button_h + gap, m, l.button_h, l.button_h};
    /* Wide enough for the longer name in bold, the pips and a two-digit
     * score in the big font. */
    int score_need = iround(l.font_body * 6.0 + l.font_big * 1.5) + 4 * gap + 4;
    int score_w = imax(iclamp(iround(width * 0.2), 168, 320), score_need);
    l.score = (Rect){width - m - score_w, m, score_w, imax(l.opp_h, iround(l.font_body * 5.2))};

    int chip_h = imax(iround(24 * d), iround(l.font_small * 1.7));
    int chip_w = iround(chip_h * 3.3);
    int opp_w = l.opp_w + (HAND_SIZE - 1) * l.opp_step;
    /* A pile's label ("5 tricks") is as wide as the pile, or as the text. */
    int won_w = imax(l.pile_w + (TRICKS_PER_HAND - 1) * won_step(&l) + pair_offset(&l), l.font_small * 5);
    int won_h = l.pile_h + pair_offset(&l) + label_h;
    /* The chip, the hand and the tricks, centred; where the score or the
     * round buttons leave too little room, centred in what is left. */
    int opp_x = hand_x_of(width, opp_w, chip_w + 2 * gap, 2 * gap + won_w, l.help_button.x + l.help_button.w + gap,
                          l.score.x - gap);
    l.opp_hand = (Rect){opp_x, m, opp_w, l.opp_h};
    l.dealer_chip[SIDE_OPPONENT] = (Rect){l.opp_hand.x - 2 * gap - chip_w, m + (l.opp_h - chip_h) / 2, chip_w, chip_h};
    l.won[SIDE_OPPONENT] = (Rect){l.opp_hand.x + opp_w + 2 * gap, m, won_w, won_h};

    int discard_w = l.pile_w + DISCARD_LAYERS * discard_offset(&l);
    int discard_h = l.pile_h + DISCARD_LAYERS * discard_offset(&l) + label_h;
    /* Wide enough for its label ("Discards: 3"). */
    int discards_box = imax(discard_w, l.font_small * 6);
    l.discards[SIDE_OPPONENT] = (Rect){m, m + l.button_h + gap, discards_box, discard_h};

    /* Bottom row: the player's hand with room to rise, its dealer chip, won
     * tricks to the right and discards in the corner; the chip, hand and
     * tricks centred, or clear of the discards where they are wide. */
    l.hand_y = height - m - l.card_h;
    int hand_w = l.card_w + (HAND_SIZE - 1) * l.hand_step;
    int hand_x = hand_x_of(width, hand_w, chip_w + 2 * gap, 2 * gap + won_w, m + discards_box + gap, width - m);
    l.hand = (Rect){hand_x, l.hand_y - l.lift, hand_w, l.card_h + l.lift};
    l.dealer_chip[SIDE_YOU] = (Rect){l.hand.x - 2 * gap - chip_w, l.hand_y + (l.card_h - chip_h) / 2, chip_w, chip_h};
    l.won[SIDE_YOU] = (Rect){l.hand.x + hand_w + 2 * gap, l.hand_y + (l.card_h - won_h) / 2, won_w, won_h};
    l.discards[SIDE_YOU] = (Rect){m, l.hand_y + (l.card_h - discard_h) / 2, discards_box, discard_h};

    /* One line in the body font, or two wrapped in the same font; three
     * where the text is large, since the same words then wrap further: a
     * message keeps its size as it wraps. */
    int message_lines = l.scale >= 1.3f ? 3 : 2;
    l.message_pill_h = imax(iround(l.font_body * 1.9), 2 * iround(l.font_small * 1.2 * 1.2) + 8);
    int message_h = imax(l.message_pill_h, message_lines * iround(l.font_body * 1.2 * 1.2) + 8);
    int message_w = iround(width * 0.8);
    l.message = (Rect){(width - message_w) / 2, l.hand.y - gap - message_h, message_w, message_h};

    int bubble_h = iround(l.font_body * 2.0);
    int bubble_w = imin(iround(width * 0.36), imax(opp_w, l.score.x - gap - (l.help_button.x + l.help_button.w + gap)));
    int bubble_cx = l.opp_hand.x + opp_w / 2;
    l.bubble = (Rect){iclamp(bubble_cx - bubble_w / 2, 0, width - bubble_w),
                      l.opp_hand.y + l.opp_h + gap / 2 + imax(4, bubble_h / 4), bubble_w, bubble_h};

    /* The middle band, between the top row and the message line. */
    int band_top = imax(imax(l.opp_hand.y + l.opp_h, l.score.y + l.score.h), l.bubble.y + l.bubble.h) + gap;
    int band_bottom = l.message.y - gap;
    int cy = (band_top + band_bottom) / 2, cx = width / 2;

    int dx = iround(l.card_w * 0.56), dy = iround(l.card_h * 0.06);
    l.trick_slot[SIDE_OPPONENT] = (Rect){cx - dx - l.card_w / 2, cy - dy - l.card_h / 2, l.card_w, l.card_h};
    l.trick_slot[SIDE_YOU] = (Rect){cx + dx - l.card_w / 2, cy + dy - l.card_h / 2, l.card_w, l.card_h};
    l.trick = rect_union(l.trick_slot[0], l.trick_slot[1]);
    int stage_h = iround(l.card_h * 1.12), stage_w = iround(l.card_w * 1.12);
    l.center_stage = (Rect){cx - stage_w / 2, cy - stage_h / 2, stage_w, stage_h};

    /* The stock on the left, the turn-up sideways and half under it. */
    int stock_x = m + gap;
    int stock_y = cy - (l.card_h + label_h) / 2;
    l.stock = (Rect){stock_x, stock_y, l.card_w, l.card_h};
    l.turnup = (Rect){stock_x + l.card_w / 2, cy - label_h / 2 - l.card_w / 2, l.card_h, l.card_w};
    /* "Stock: 12" under the stock, as wide as the text needs. */
    l.stock_label = (Rect){stock_x, l.stock.y + l.card_h + gap / 2, imax(l.card_w, l.font_small * 5), label_h};
    int trump_x = imax(stock_x + l.card_w + gap / 2, l.stock_label.x + l.stock_label.w + gap);
    /* On the stock label's line, clear of the stock's corner. */
    l.trump_label = (Rect){trump_x, l.stock_label.y, imax(l.turnup.x + l.turnup.w - trump_x, l.font_small * 5),
                           label_h};

    int buttons_w = imax(iclamp(iround(width * 0.17), 160, 280), iround(l.font_body * 8.5));
    int buttons_gap = imax(8, iround(height * 0.016));
    int buttons_h = LAYOUT_BUTTONS_MAX * l.button_h + (LAYOUT_BUTTONS_MAX - 1) * buttons_gap;
    /* Beside the trick, kept clear of the score above and the tricks won
     * below where the column is tall. */
    int buttons_x = width - m - buttons_w;
    int buttons_top = l.score.y + l.score.h + gap;
    int buttons_bottom = buttons_x < l.won[SIDE_YOU].x + l.won[SIDE_YOU].w ? l.won[SIDE_YOU].y - gap : l.hand.y - gap;
    int buttons_y = imax(buttons_top, imin(cy - buttons_h / 2, buttons_bottom - buttons_h));
    l.buttons = (Rect){buttons_x, buttons_y, buttons_w, buttons_h};
    /* A tall column reaching down beside the message line shortens it. */
    if (buttons_y + buttons_h > l.message.y && l.message.x + l.message.w > buttons_x - gap)
        l.message.w = buttons_x - gap - l.message.x;

    /* Anywhere above the hand counts as the table: a generous target. */
    l.drop_zone = (Rect){0, band_top, width, l.hand.y - band_top};
    *out = l;
}

typedef struct Named {
    const char *name;
    Rect rect;
} Named;

bool layout_fits(const Layout *l, const char **what, const char **other)
{
    Rect left = rect_union(rect_union(l->stock, l->turnup), rect_union(l->stock_label, l->trump_label));
    const Named regions[] = {
        {"menu button", l->menu_button},
        {"help button", l->help_button},
        {"score", l->score},
        {"opponent's hand", l->opp_hand},
        {"opponent's dealer chip", l->dealer_chip[SIDE_OPPONENT]},
        {"opponent's tricks", l->won[SIDE_OPPONENT]},
        {"opponent's discards", l->discards[SIDE_OPPONENT]},
        {"bubble", l->bubble},
        {"stock and turn-up", left},
        {"trick", rect_union(l->trick, l->center_stage)},
        {"buttons", l->buttons},
        {"message", l->message},
        {"hand", l->hand},
        {"your dealer chip", l->dealer_chip[SIDE_YOU]},
        {"your tricks", l->won[SIDE_YOU]},
        {"your discards", l->discards[SIDE_YOU]},
    };
    enum { COUNT = sizeof regions / sizeof regions[0] };
    Rect window = {0, 0, l->width, l->height};
    for (int i = 0; i < COUNT; i++) {
        if (!rect_inside(regions[i].rect, window)) {
            if (what)
                *what = regions[i].name, *other = "the window";
            return false;
        }
        for (int j = i + 1; j < COUNT; j++)
            if (rect_overlaps(regions[i].rect, regions[j].rect)) {
                if (what)
                    *what = regions[i].name, *other = regions[j].name;
                return false;
            }
    }
    return true;
}

void layout_compute(Layout *out, int width, int height, float card_aspect)
{
    layout_compute_scaled(out, width, height, card_aspect, 1.0f, 1.0f);
}

void layout_compute_scaled(Layout *out, int width, int height, float card_aspect, float scale, float density)
{
    width = imax(width, 1);
    height = imax(height, 1);
    if (!(card_aspect > 0.3f && card_aspect < 1.5f))
        card_aspect = 250.0f / 350.0f;
    double asked = scale >= 1.0f && scale <= 2.0f ? scale : scale > 2.0f ? 2.0 : 1.0;
    double d = density >= 1.0f && density <= 3.0f ? density : density > 3.0f ? 3.0 : 1.0;
    /* The largest text the table has room for, the cards giving up to a
     * sixth of their size before the text gives anything; in steps of a
     * twentieth, so that a window dragged wider does not make the text
     * creep.  A dense screen's window too small for its floors gets an
     * ordinary screen's. */
    static const double CARDS[] = {1.0, 0.95, 0.9, 0.85};
    /* The panels over the table scroll what they cannot hold, so only the
     * table itself bounds the scale. */
    for (double floors = d; floors >= 1.0; floors = floors > 1.0 ? 1.0 : 0.0) {
        for (double k = asked; k > 1.0 - 1e-9; k -= 0.05) {
            for (size_t c = 0; c < sizeof CARDS / sizeof CARDS[0]; c++) {
                compute_once(out, width, height, card_aspect, (Sizing){k, CARDS[c], floors});
                if (layout_fits(out, NULL, NULL)) {
                    out->scale_asked = (float)asked;
                    return;
                }
            }
        }
    }
    /* A window below the smallest size: as at 100 %, overlapping as it must. */
    compute_once(out, width, height, card_aspect, (Sizing){1.0, 1.0, 1.0});
    out->scale_asked = (float)asked;
}

static Rect reflect(Rect r, int left, int right)
{
    r.x = left + right - r.x - r.w;
    return r;
}

void layout_mirror(Layout *l)
{
    Rect *regions[] = {&l->menu_button, &l->help_button,   &l->score,         &l->opp_hand,       &l->hand,
                       &l->message,     &l->trick_slot[0], &l->trick_slot[1], &l->trick,          &l->center_stage,
                       &l->stock,       &l->turnup,        &l->stock_label,   &l->trump_label,    &l->won[0],
                       &l->won[1],      &l->discards[0],   &l->discards[1],   &l->dealer_chip[0], &l->dealer_chip[1],
                       &l->bubble,      &l->buttons,       &l->drop_zone};
    for (size_t i = 0; i < sizeof regions / sizeof regions[0]; i++)
        *regions[i] = reflect(*regions[i], 0, l->width);
    l->rtl = !l->rtl;
}

Rect layout_flip(const Layout *layout, Rect outer, Rect inner)
{
    return layout->rtl ? reflect(inner, outer.x, outer.x + outer.w) : inner;
}

int layout_flip_x(const Layout *layout, Rect outer, int x) { return layout->rtl ? 2 * outer.x + outer.w - x : x; }

Rect layout_hand_card(const Layout *layout, int count, int index)
{
    count = iclamp(count, 1, LAYOUT_HAND_MAX);
    int width = layout->card_w + (count - 1) * layout->hand_step;
    /* The cards keep their order read from the right too: only the span
     * they take is the mirror image. */
    Rect span = layout_flip(layout, layout->hand, (Rect){layout->hand.x + (layout->hand.w - width) / 2, 0, width, 0});
    return (Rect){span.x + index * layout->hand_step, layout->hand_y, layout->card_w, layout->card_h};
}

Rect layout_opp_card(const Layout *layout, int count, int index)
{
    count = iclamp(count, 1, LAYOUT_HAND_MAX);
    int width = layout->opp_w + (count - 1) * layout->opp_step;
    Rect span = layout_flip(layout, layout->opp_hand,
                            (Rect){layout->opp_hand.x + (layout->opp_hand.w - width) / 2, 0, width, 0});
    return (Rect){span.x + index * layout->opp_step, layout->opp_hand.y, layout->opp_w, layout->opp_h};
}

Rect layout_won_card(const Layout *layout, int side, int trick, int which)
{
    Rect pile = layout->won[side & 1];
    int offset = which ? pair_offset(layout) : 0;
    Rect card = {pile.x + trick * won_step(layout) + offset, pile.y + offset, layout->pile_w, layout->pile_h};
    return layout_flip(layout, pile, card);
}

Rect layout_discard_card(const Layout *layout, int side, int index)
{
    Rect pile = layout->discards[side & 1];
    int layer = imin(index, DISCARD_LAYERS);
    int offset = discard_offset(layout) * layer;
    Rect card = {pile.x + offset, pile.y + DISCARD_LAYERS * discard_offset(layout) - offset, layout->pile_w,
                 layout->pile_h};
    return layout_flip(layout, pile, card);
}

Rect layout_pile_label(const Layout *layout, Rect pile)
{
    int h = label_height(layout);
    return (Rect){pile.x, pile.y + pile.h - h, pile.w, h};
}

Rect layout_button(const Layout *layout, int count, int index)
{
    int gap = imax(8, iround(layout->height * 0.016));
    count = iclamp(count, 1, LAYOUT_BUTTONS_MAX);
    int total = count * layout->button_h + (count - 1) * gap;
    int cy = layout->buttons.y + layout->buttons.h / 2;
    int y = cy - total / 2 + index * (layout->button_h + gap);
    return (Rect){layout->buttons.x, y, layout->buttons.w, layout->button_h};
}

int layout_hit_hand(const Layout *layout, int count, uint32_t raised, int x, int y)
{
    for (int i = count - 1; i >= 0; i--) {
        Rect card = layout_hand_card(layout, count, i);
        if ((raised >> i) & 1u) {
            Rect up = card;
            up.y -= layout->lift;
            card = rect_union(card, up);
        }
        if (rect_contains(card, x, y))
            return i;
    }
    return -1;
}
