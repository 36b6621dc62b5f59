#include "screens/review.h"

#include <stdio.h>
#include <string.h>

#include "render/focus.h"
#include "render/scrollbar.h"
#include "render/table.h"
#include "screens/panel.h"
#include "speech/announcer.h"

/* ---- geometry ------------------------------------------------------------
 *
 * Top to bottom: the title, the arrows with a mark for each decision between
 * them, the picture of the table, the words, the buttons. */

typedef struct ReviewGeometry {
    Rect panel, row, middle, foot;
    int pad;
    int control; /* the height of a button */
    int columns; /* of the buttons at the foot: 4, or 2 in two rows */
} ReviewGeometry;

Rect review_panel(const Layout *l)
{
    int w = imin(l->width - 2 * l->margin, l->font_body * 64);
    int h = l->height - 2 * l->margin;
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

/* The panels' margin, kept from growing with larger text: nearly the whole
 * window, the review needs its room for the picture and the words. */
static int review_pad(const Layout *l)
{
    return imax(imin(layout_panel_pad(l), imax(16, iround(24 * l->density))), focus_ring_width(l) + 2);
}

/* The table's buttons are tall for larger text; here they give the picture
 * and the words some of that back, never lower than a finger needs. */
static int control_height(const Layout *l) { return imin(l->button_h, imax(44, iround(l->font_body * 1.9))); }

/* Between the buttons, room for the keyboard's ring. */
static int button_gap(const Layout *l) { return imax(review_pad(l) / 2, focus_ring_width(l) + 2); }

/* Four buttons across the foot where their words fit (about eleven times
 * the small text's size), else two rows of two. */
static int foot_columns(const Layout *l, int width)
{
    int w = (width - 3 * button_gap(l)) / 4;
    return w - control_height(l) / 2 >= l->font_small * 11 ? 4 : 2;
}

static void geometry(const Layout *l, ReviewGeometry *g)
{
    int pad = review_pad(l);
    Rect panel = review_panel(l);
    int x = panel.x + pad, w = panel.w - 2 * pad;
    g->pad = pad;
    g->panel = panel;
    g->control = control_height(l);
    g->columns = foot_columns(l, w);
    g->row = (Rect){x, panel.y + pad * 2 / 3 + panel_title_height(l), w, g->control};
    int rows = 4 / g->columns;
    int foot_h = rows * g->control + (rows - 1) * button_gap(l);
    int below = imax(pad * 2 / 3, focus_ring_width(l) + 2);
    g->foot = (Rect){x, panel.y + panel.h - below - foot_h, w, foot_h};
    int top = g->row.y + g->row.h + pad / 2;
    g->middle = (Rect){x, top, w, imax(0, g->foot.y - pad / 2 - top)};
}

/* The words' window, under the picture: room for five lines and the keys,
 * or not quite half the middle where that is less; what does not fit
 * scrolls. */
static Rect words_window(const Layout *l, const ReviewGeometry *g)
{
    int want = 5 * layout_line(l->font_body) + layout_line(l->font_body) / 2 + layout_line(l->font_small) * 3 / 2;
    int h = imin(want, g->middle.h * 45 / 100);
    return (Rect){g->middle.x, g->middle.y + g->middle.h - h, g->middle.w, h};
}

Rect review_words_window(const Layout *l)
{
    ReviewGeometry g;
    geometry(l, &g);
    return words_window(l, &g);
}

Rect review_button(const Layout *l, ReviewHit which)
{
    ReviewGeometry g;
    geometry(l, &g);
    if (which == REVIEW_HIT_PREV || which == REVIEW_HIT_NEXT) {
        /* The row reads the way the language does: the first decision at
         * its start, the arrow back on that side. */
        int w = iround(g.control * 1.5);
        bool left = (which == REVIEW_HIT_PREV) != str_rtl();
        return (Rect){left ? g.row.x : g.row.x + g.row.w - w, g.row.y, w, g.row.h};
    }
    /* The buttons in reading order, from the right in a right-to-left
     * language. */
    int gap = button_gap(l);
    int w = (g.foot.w - (g.columns - 1) * gap) / g.columns;
    int index = iclamp((int)which - REVIEW_HIT_OPEN, 0, 3);
    int column = index % g.columns, row = index / g.columns;
    if (str_rtl())
        column = g.columns - 1 - column;
    return (Rect){g.foot.x + column * (w + gap), g.foot.y + row * (g.control + gap), w, g.control};
}

Rect review_step_rect(const Layout *l, int count, int position)
{
    ReviewGeometry g;
    geometry(l, &g);
    int arrow = review_button(l, REVIEW_HIT_PREV).w + g.pad / 2;
    Rect area = {g.row.x + arrow, g.row.y, g.row.w - 2 * arrow, g.row.h};
    count = imax(count, 1);
    int gap = imax(3, l->gap / 2);
    int w = imin(iround(g.control * 0.75), (area.w - (count - 1) * gap) / count);
    int h = iround(g.control * 0.7);
    int total = count * w + (count - 1) * gap;
    int place = str_rtl() ? count - 1 - position : position;
    return (Rect){area.x + (area.w - total) / 2 + place * (w + gap), area.y + (area.h - h) / 2, w, h};
}

int review_hit(const Layout *l, int count, int x, int y)
{
    for (int which = REVIEW_HIT_PREV; which <= REVIEW_HIT_CLOSE; which++)
        if (rect_contains(review_button(l, (ReviewHit)which), x, y))
            return which;
    for (int i = 0; i < count; i++)
        if (rect_contains(review_step_rect(l, count, i), x, y))
            return REVIEW_HIT_STEP + i;
    return REVIEW_HIT_NONE;
}

/* ---- the state ------------------------------------------------------------ */

typedef struct ReviewState {
    int hand;
    uint8_t you;
    bool open_cards, both_seats;
    int at; /* the position shown in `steps` */
    int hover;
    int focus;     /* the keyboard's button, REVIEW_HIT_PREV to REVIEW_HIT_CLOSE, or REVIEW_HIT_NONE */
    bool keyboard; /* ring it: the keyboard chose it, and the pointer has not moved since */
    float wheel;   /* lines of the wheel not yet taken as steps */
    /* The words of a decision that do not fit their window scroll: how far,
     * their height when last drawn, and whether the pointer is over them. */
    int words_scroll, words_content;
    bool over_words;
    ReviewSteps steps;
} ReviewState;

static int review_ring_of(const ReviewState *state) { return state->keyboard ? state->focus : REVIEW_HIT_NONE; }
int review_ring(const Screen *screen) { return review_ring_of(screen->state); }
int review_words_scroll(const Screen *screen) { return ((const ReviewState *)screen->state)->words_scroll; }

const ReviewSteps *review_steps(const Screen *screen) { return &((const ReviewState *)screen->state)->steps; }
int review_position(const Screen *screen) { return ((const ReviewState *)screen->state)->at; }
bool review_open_cards(const Screen *screen) { return ((const ReviewState *)screen->state)->open_cards; }
bool review_both_seats(const Screen *screen) { return ((const ReviewState *)screen->state)->both_seats; }

/* The journal step shown, or -1 when the hand had no decision to show. */
static int shown_step(const ReviewState *state)
{
    return state->at >= 0 && state->at < state->steps.count ? state->steps.steps[state->at] : -1;
}

/* ---- the words ------------------------------------------------------------ */

static SDL_Color grade_colour(RatingGrade grade)
{
    switch (grade) {
    case RATING_GOOD: return PALETTE[PAL_GRADE_GOOD];
    case RATING_INACCURACY: return PALETTE[PAL_GRADE_INACCURACY];
    case RATING_MISTAKE: return PALETTE[PAL_GRADE_MISTAKE];
    default: return PALETTE[PAL_GRADE_BLUNDER];
    }
}

/* The expert's rating once it has been made (*deep, when asked, says so),
 * else the hard search's. */
static bool best_rating(Analysis *analysis, int step, Rating *out, bool *deep)
{
    bool expert = analysis_deep_rating(analysis, step, out);
    if (deep)
        *deep = expert;
    return expert || analysis_rating(analysis, step, out);
}

static void words_of(const ReviewState *state, const Journal *journal, Analysis *analysis, uint8_t you, ReviewText *out)
{
    int step = shown_step(state);
    if (step < 0 || step >= journal->count) {
        review_words_none(out);
        return;
    }
    Rating rating;
    bool deep = false, rated = best_rating(analysis, step, &rating, &deep);
    review_words_of(journal, step, you, rated ? &rating : NULL, deep, state->open_cards, out);
}

/* The whole hand with every card open, said once, apart from the decisions. */
static void hand_words(const ReviewState *state, const Journal *journal, char *out, size_t size)
{
    out[0] = '\0';
    if (state->open_cards)
        review_words_hand(journal, &state->steps, state->you, out, size);
}

void review_text(const Screen *screen, const Journal *journal, Analysis *analysis, uint8_t you, ReviewText *out)
{
    words_of(screen->state, journal, analysis, you, out);
}

void review_hand_text(const Screen *screen, const Journal *journal, char *out, size_t size)
{
    hand_words(screen->state, journal, out, size);
}

/* ---- the picture ------------------------------------------------------------ */

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

static int card_width(const Layout *l, int height) { return iround(height * (double)l->card_w / l->card_h); }

/* A hand fanned out from `x`, the cards of `raised` moved by `lift` (up for
 * a negative lift) and those of `glow` glowing.  Returns the right edge. */
static int draw_fan(const Gfx *gfx, const Card *cards, int count, int x, int y, int h, double overlap, CardSet raised,
                    CardSet glow, int lift)
{
    int w = card_width(gfx->layout, h), step = iround(w * overlap);
    for (int i = 0; i < count; i++) {
        Rect r = {x + i * step, y, w, h};
        uint8_t flags = 0;
        if (card_is_valid(cards[i]) && cardset_has(raised, cards[i])) {
            r.y += lift;
            flags |= SPRITE_SELECTED;
        }
        if (card_is_valid(cards[i]) && cardset_has(glow, cards[i]))
            flags |= SPRITE_HINT;
        draw_card(gfx, cards[i], r, flags);
    }
    return count > 0 ? x + (count - 1) * step + w : x;
}

static int fan_width(const Layout *l, int count, int h, double overlap)
{
    int w = card_width(l, h);
    return count > 0 ? w + (count - 1) * iround(w * overlap) : 0;
}

/* A label beside a hand, ending `gap` before it: the seat, and "Dealer". */
static void draw_seat_label(const Gfx *gfx, StringId name, bool dealer, int right, Rect row)
{
    TextRenderer *text = gfx->text;
    int line = text_line_height(text, FONT_SMALL_BOLD);
    int y = row.y + (row.h - line * (dealer ? 2 : 1)) / 2;
    text_draw(text, FONT_SMALL_BOLD, str_get(name), right, y, COLOUR_IVORY, ALIGN_RIGHT);
    if (dealer)
        text_draw(text, FONT_SMALL, str_get(STR_DEALER), right, y + line, COLOUR_TEXT_DIM, ALIGN_RIGHT);
}

/* Discards face up to the right of a hand, under their label. */
static void draw_discards(const Gfx *gfx, CardSet discards, int x, int right, Rect row, int card_h)
{
    int count = cardset_count(discards);
    if (count == 0 || right - x < card_h)
        return;
    TextRenderer *text = gfx->text;
    int label = text_line_height(text, FONT_SMALL);
    int h = imin(card_h, row.h - label);
    int w = card_width(gfx->layout, h);
    double overlap = count > 1 ? imin(iround(w * 0.5), (right - x - w) / (count - 1)) / (double)w : 0.5;
    Card cards[CARD_COUNT];
    int n = 0;
    for (CardSet rest = discards; rest && n < CARD_COUNT; rest = cardset_without_lowest(rest))
        cards[n++] = cardset_lowest(rest);
    int y = row.y + (row.h - h - label) / 2;
    text_draw(text, FONT_SMALL, str_get(STR_REV_DISCARDS), x, y, COLOUR_TEXT_DIM, ALIGN_LEFT);
    draw_fan(gfx, cards, n, x, y + label, h, overlap, 0, 0, 0);
}

typedef struct Moment {
    Game game;
    SeatView view; /* the player's */
    uint8_t decider;
    CardSet taken, better; /* to raise, and to glow */
} Moment;

static void draw_picture(const Gfx *gfx, Rect picture, const Moment *m, bool open)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    const SeatView *v = &m->view;
    uint8_t you = v->seat, other = seat_other(you);
    int g = l->gap;
    draw_gradient_round(gfx->draw, picture, l->radius * 2, PALETTE[PAL_PICTURE_TOP], PALETTE[PAL_PICTURE_BOTTOM]);
    draw_frame_round(gfx->draw, picture, l->radius * 2, 1, rgba(0xc9, 0xa2, 0x27, 90));

    /* Sizes the table shows cards at already, whose art is rasterised and
     * kept: the opponent's hand's for the player's, the hand summary's for
     * the rest, the piles' for the discards. */
    int h_you = imin(l->opp_h, iround(picture.h * 0.36));
    int lift = iround(h_you * 0.12);
    int h_opp = imin(l->small_card_h, iround(picture.h * 0.26));
    int h_mid = h_opp;
    int mid_h = iround(h_mid * 1.08);
    int spare = imax(0, picture.h - 2 * g - (h_opp + mid_h + lift + h_you));
    Rect opp_row = {picture.x + g, picture.y + g + spare / 8, picture.w - 2 * g, h_opp};
    Rect mid_row = {opp_row.x, opp_row.y + h_opp + spare * 3 / 8, opp_row.w, mid_h};
    Rect you_row = {opp_row.x, mid_row.y + mid_h + spare * 3 / 8, opp_row.w, lift + h_you};
    int cx = picture.x + picture.w / 2;

    /* The opponent: backs, or every card once all are open. */
    Card opp_cards[HAND_SIZE];
    int opp_count;
    CardSet opp_taken = 0, opp_better = 0;
    double opp_overlap = 0.5;
    if (open) {
        opp_count = scene_hand_order(m->game.hands[other], v->turnup, opp_cards);
        opp_overlap = 0.62;
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
    int opp_w = fan_width(l, opp_count, h_opp, opp_overlap);
    int opp_x = cx - opp_w / 2;
    draw_seat_label(gfx, STR_OPPONENT, v->dealer == other, opp_x - 2 * g, opp_row);
    int opp_right = draw_fan(gfx, opp_cards, opp_count, opp_x, opp_row.y, h_opp, opp_overlap, opp_taken, opp_better,
                             iround(h_opp * 0.12));
    if (open)
        draw_discards(gfx, m->game.discards[other],
                      imax(opp_right, cx + fan_width(l, HAND_SIZE, h_opp, 0.62) / 2) + 3 * g, opp_row.x + opp_row.w,
                      opp_row, l->pile_h);

    /* The middle: the turn-up and trumps, the trick, the score. */
    Rect turnup = {mid_row.x + g, mid_row.y + (mid_row.h - h_mid) / 2, card_width(l, h_mid), h_mid};
    draw_card(gfx, v->turnup, turnup, 0);
    char line[160], value[96], number[12];
    int small = text_line_height(text, FONT_SMALL_BOLD);
    int label_x = turnup.x + turnup.w + 2 * g;
    str_format(line, sizeof line, STR_SUIT_NAMED, str_get(STR_TRUMPS), str_suit_symbol(card_suit(v->turnup)), NULL);
    text_draw(text, FONT_SMALL_BOLD, line, label_x, mid_row.y + mid_row.h / 2 - small, COLOUR_GOLD_LIGHT, ALIGN_LEFT);
    snprintf(number, sizeof number, "%d", v->stock_count);
    str_format(line, sizeof line, STR_STOCK_COUNT, number, NULL, NULL);
    text_draw(text, FONT_SMALL, line, label_x, mid_row.y + mid_row.h / 2, COLOUR_TEXT_DIM, ALIGN_LEFT);

    int trick_w = card_width(l, h_mid), dx = iround(trick_w * 0.56), dy = iround(h_mid * 0.04);
    for (int i = 0; i < v->trick_size; i++) {
        uint8_t seat = (uint8_t)((v->leader + i) % SEAT_COUNT);
        int side = seat == you ? 1 : -1;
        Rect r = {cx + side * dx - trick_w / 2, mid_row.y + (mid_row.h - h_mid) / 2 + side * dy, trick_w, h_mid};
        draw_card(gfx, v->trick[i], r, 0);
    }

    int right = mid_row.x + mid_row.w - g;
    int body = text_line_height(text, FONT_BODY);
    panel_score_line(value, sizeof value, STR_SUM_TRICKS_ROW, v, v->scores);
    str_format(line, sizeof line, STR_LABELLED, str_get(STR_SUM_SCORE), value, NULL);
    text_draw(text, FONT_BODY, line, right, mid_row.y + mid_row.h / 2 - body, COLOUR_TEXT, ALIGN_RIGHT);
    panel_score_line(value, sizeof value, STR_SUM_TRICKS_ROW, v, v->tricks);
    str_format(line, sizeof line, STR_LABELLED, str_get(STR_SUM_TRICKS), value, NULL);
    text_draw(text, FONT_SMALL, line, right, mid_row.y + mid_row.h / 2, COLOUR_TEXT_DIM, ALIGN_RIGHT);

    /* The player's hand, the card or cards chosen raised. */
    Card mine[HAND_SIZE];
    int count = scene_hand_order(v->hand, v->turnup, mine);
    int you_w = fan_width(l, count, h_you, 0.8);
    int you_x = cx - you_w / 2;
    bool yours = m->decider == you;
    draw_seat_label(gfx, STR_YOU, v->dealer == you, you_x - 2 * g,
                    (Rect){you_row.x, you_row.y + lift, you_row.w, h_you});
    int you_right = draw_fan(gfx, mine, count, you_x, you_row.y + lift, h_you, 0.8, yours ? m->taken : 0,
                             yours ? m->better : 0, -lift);
    if (open)
        draw_discards(gfx, m->game.discards[you], imax(you_right, cx + fan_width(l, HAND_SIZE, h_you, 0.8) / 2) + 3 * g,
                      you_row.x + you_row.w, (Rect){you_row.x, you_row.y + lift, you_row.w, h_you}, l->pile_h);
}

/* ---- drawing the screen ------------------------------------------------------ */

static void draw_badge(const Gfx *gfx, const ReviewText *t, int x, int y, int h)
{
    int w = imax(h, text_width(gfx->text, FONT_SMALL_BOLD, t->mark) + h / 2);
    Rect badge = {x, y, w, h};
    if (t->rated) {
        draw_fill_round(gfx->draw, badge, h / 2, grade_colour(t->grade));
        text_draw_in(gfx->text, FONT_SMALL_BOLD, t->mark, badge, COLOUR_INK, ALIGN_CENTER, false);
    } else {
        draw_frame_round(gfx->draw, badge, h / 2, 1, COLOUR_TEXT_DIM);
        text_draw_in(gfx->text, FONT_SMALL_BOLD, t->mark, badge, COLOUR_TEXT_DIM, ALIGN_CENTER, false);
    }
}

/* A wrapped text from `y`, drawn only when `draw`; its height. */
static int wrapped(const Gfx *gfx, bool draw, FontId font, const char *s, Rect area, int y, SDL_Color colour)
{
    if (!draw)
        return text_wrapped_height(gfx->text, font, s, area.w);
    return text_draw_wrapped(gfx->text, font, s, area.x, y, area.w, colour, ALIGN_CENTER, false);
}

/* The words of the decision from `y` across `area`: the verdict after its
 * mark, what it gave away, the better move, what the open cards show.
 * Drawn only when `draw`; returns their height. */
static int words_block(const Gfx *gfx, Rect area, int y, const ReviewText *t, bool draw)
{
    TextRenderer *text = gfx->text;
    int top = y;
    int line = text_line_height(text, FONT_BOLD);
    /* The mark before the verdict, on the side the line starts from. */
    int badge_h = line, badge_w = 0, gap = gfx->layout->gap;
    if (t->mark[0])
        badge_w = imax(badge_h, text_width(text, FONT_SMALL_BOLD, t->mark) + badge_h / 2) + gap;
    int verdict_w = imax(1, imin(text_width(text, FONT_BOLD, t->verdict), area.w - badge_w));
    int start = area.x + (area.w - verdict_w - badge_w) / 2;
    if (draw && t->mark[0])
        draw_badge(gfx, t, str_rtl() ? start + verdict_w + gap : start, y, badge_h);
    Rect verdict = {str_rtl() ? start : start + badge_w, 0, verdict_w + 1, 0};
    y += wrapped(gfx, draw, FONT_BOLD, t->verdict, verdict, y, COLOUR_IVORY) + gap / 2;
    if (t->detail[0]) {
        bool loss = t->rated && t->grade != RATING_GOOD;
        y += wrapped(gfx, draw, loss ? FONT_BOLD : FONT_BODY, t->detail, area, y,
                     loss ? grade_colour(t->grade) : COLOUR_TEXT_DIM);
    }
    if (t->better[0])
        y += wrapped(gfx, draw, FONT_BODY, t->better, area, y, COLOUR_GOLD_LIGHT);
    if (t->checked[0])
        y += wrapped(gfx, draw, FONT_SMALL, t->checked, area, y, COLOUR_TEXT_DIM);
    if (t->hindsight[0])
        y += gap / 2 + wrapped(gfx, draw, FONT_SMALL, t->hindsight, area, y + gap / 2, COLOUR_TEXT_DIM);
    return y - top;
}

/* The words and, under them, the keys in `window`: the keys at its foot
 * where everything fits, else the whole scrolled by `scroll` behind a clip,
 * with a bar on the far side from where a line starts.  Returns the
 * height of the whole. */
static int draw_words(const Gfx *gfx, Rect window, const ReviewText *t, int scroll)
{
    const Layout *l = gfx->layout;
    const char *keys = str_get(STR_REV_KEYS);
    int gap = l->gap;
    Rect area = window;
    int content = words_block(gfx, area, 0, t, false) + gap + text_wrapped_height(gfx->text, FONT_SMALL, keys, area.w);
    bool scrolls = content > window.h;
    int bar_w = imax(4, gap / 2);
    if (scrolls) {
        area.w -= bar_w + gap;
        if (str_rtl())
            area.x += bar_w + gap;
        content = words_block(gfx, area, 0, t, false) + gap + text_wrapped_height(gfx->text, FONT_SMALL, keys, area.w);
        scroll = scroll_clamp(scroll, content, window.h);
        SDL_RenderSetClipRect(gfx->renderer, &(SDL_Rect){window.x, window.y, window.w, window.h});
        int y = window.y - scroll;
        y += words_block(gfx, area, y, t, true) + gap;
        wrapped(gfx, true, FONT_SMALL, keys, area, y, COLOUR_TEXT_DIM);
        SDL_RenderSetClipRect(gfx->renderer, NULL);
        scrollbar_draw(gfx, (Rect){str_rtl() ? window.x : window.x + window.w - bar_w, window.y, bar_w, window.h},
                       scroll, content);
    } else {
        words_block(gfx, area, window.y, t, true);
        int keys_h = text_wrapped_height(gfx->text, FONT_SMALL, keys, area.w);
        wrapped(gfx, true, FONT_SMALL, keys, area, window.y + window.h - keys_h, COLOUR_TEXT_DIM);
    }
    return content;
}

static void draw_steps(const Gfx *gfx, const ReviewState *state, const Journal *journal, Analysis *analysis)
{
    const Layout *l = gfx->layout;
    int count = state->steps.count;
    for (int i = 0; i < count; i++) {
        Rect chip = review_step_rect(l, count, i);
        int step = state->steps.steps[i];
        bool mine = step < journal->count && journal->steps[step].seat == state->you;
        Rating rating;
        bool rated = best_rating(analysis, step, &rating, NULL);
        /* The computer's decisions are lower, drawn in outline. */
        if (!mine) {
            int by = imax(2, chip.h / 7);
            chip.y += by;
            chip.h -= 2 * by;
        }
        int radius = imin(chip.h / 3, chip.w / 3);
        SDL_Color colour = rated ? grade_colour(rating.grade) : COLOUR_TEXT_DIM;
        if (mine && rated)
            draw_fill_round(gfx->draw, chip, radius, colour);
        else
            draw_fill_round(gfx->draw, chip, radius, PALETTE[PAL_PANEL]);
        draw_frame_round(gfx->draw, chip, radius, mine && rated ? 1 : 2, colour);
        const char *mark = rated ? review_words_mark(rating.grade) : "…";
        if (text_width(gfx->text, FONT_SMALL_BOLD, mark) <= chip.w - 2)
            text_draw_in(gfx->text, FONT_SMALL_BOLD, mark, chip, mine && rated ? COLOUR_INK : colour, ALIGN_CENTER,
                         false);
        if (i == state->at)
            draw_frame_round(gfx->draw, rect_inset(chip, -3), radius + 3, 2, COLOUR_IVORY);
        else if (state->hover == REVIEW_HIT_STEP + i)
            draw_frame_round(gfx->draw, rect_inset(chip, -2), radius + 2, 1, COLOUR_GOLD_LIGHT);
    }
}

static bool build_moment(const ReviewState *state, const Journal *journal, Analysis *analysis, Moment *m)
{
    memset(m, 0, sizeof *m);
    int step = shown_step(state);
    if (step < 0) /* nothing decided: the hand as it ended */
        step = imin(state->steps.end, journal->count);
    if (step < 0 || step > journal->count || !journal_state(journal, step, &m->game))
        return false;
    game_view(&m->game, state->you, &m->view);
    m->decider = SEAT_NONE;
    if (shown_step(state) >= 0 && step < journal->count) {
        const JournalStep *taken = &journal->steps[step];
        Rating rating;
        bool rated = best_rating(analysis, step, &rating, NULL);
        m->decider = taken->seat;
        review_cards(rated ? &rating : NULL, taken->action, &m->taken, &m->better);
    }
    return card_is_valid(m->view.turnup);
}

static void draw_review(const Gfx *gfx, ReviewState *state, const ScreenContext *c)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    /* The summary beneath stays where it was, out of the way. */
    draw_shade(gfx->draw, (Rect){0, 0, l->width, l->height}, 170);
    ReviewGeometry g;
    geometry(l, &g);
    /* It comes in at once: nearly the whole window, it has nowhere to slide. */
    Rect panel = g.panel;
    table_draw_panel(gfx, panel);

    char line[256], a[12], b[12];
    snprintf(a, sizeof a, "%d", state->hand);
    str_format(line, sizeof line, STR_REV_TITLE, a, NULL, NULL);
    text_draw(text, FONT_HEADING, line, panel.x + panel.w / 2, panel.y + g.pad * 2 / 3, COLOUR_IVORY, ALIGN_CENTER);
    if (state->steps.count > 0) {
        snprintf(a, sizeof a, "%d", state->at + 1);
        snprintf(b, sizeof b, "%d", state->steps.count);
        str_format(line, sizeof line, STR_REV_COUNTER, a, b, NULL);
        int heading = text_line_height(text, FONT_HEADING), small = text_line_height(text, FONT_SMALL);
        int y = panel.y + g.pad * 2 / 3 + heading - small;
        if (str_rtl())
            text_draw(text, FONT_SMALL, line, panel.x + g.pad, y, COLOUR_TEXT_DIM, ALIGN_LEFT);
        else
            text_draw(text, FONT_SMALL, line, panel.x + panel.w - g.pad, y, COLOUR_TEXT_DIM, ALIGN_RIGHT);
    }

    const Journal *journal = c->journal;
    /* Each arrow points the way it moves along the row of marks. */
    for (int which = REVIEW_HIT_PREV; which <= REVIEW_HIT_NEXT; which++) {
        Rect arrow = review_button(l, (ReviewHit)which);
        StringId glyph = arrow.x < panel.x + panel.w / 2 ? STR_REV_ARROW_LEFT : STR_REV_ARROW_RIGHT;
        table_draw_button(gfx, arrow, str_get(glyph), false, state->hover == which, false, false, c->now);
        if (review_ring_of(state) == which)
            focus_draw_button_ring(gfx, arrow);
    }
    if (journal)
        draw_steps(gfx, state, journal, c->analysis);

    /* The picture takes what the words leave of the middle. */
    Rect window = words_window(l, &g);
    Rect picture = {g.middle.x, g.middle.y, g.middle.w, imax(0, window.y - g.pad / 2 - g.middle.y)};
    /* The whole hand's hindsight, once, above the picture of the moment. */
    char hand[512] = "";
    if (journal)
        hand_words(state, journal, hand, sizeof hand);
    if (hand[0]) {
        int h = text_draw_wrapped(text, FONT_SMALL, hand, picture.x, picture.y, picture.w, COLOUR_GOLD_LIGHT,
                                  ALIGN_CENTER, false);
        picture.y += h + g.pad / 4;
        picture.h = imax(0, picture.h - h - g.pad / 4);
    }
    Moment moment;
    if (journal && build_moment(state, journal, c->analysis, &moment))
        draw_picture(gfx, picture, &moment, state->open_cards);

    if (journal) {
        ReviewText words;
        words_of(state, journal, c->analysis, state->you, &words);
        state->words_content = draw_words(gfx, window, &words, state->words_scroll);
    }

    static const StringId LABELS[] = {STR_REV_BTN_OPEN, STR_REV_BTN_COMPUTER, STR_REV_BTN_AGAIN, STR_BTN_CLOSE};
    for (int which = REVIEW_HIT_OPEN; which <= REVIEW_HIT_CLOSE; which++) {
        bool on = (which == REVIEW_HIT_OPEN && state->open_cards) ||
                  (which == REVIEW_HIT_COMPUTER && state->both_seats);
        const char *name = str_get(LABELS[which - REVIEW_HIT_OPEN]);
        if (on)
            str_format(line, sizeof line, STR_REV_SWITCH_ON, name, NULL, NULL);
        else
            snprintf(line, sizeof line, "%s", name);
        table_draw_button(gfx, review_button(l, (ReviewHit)which), line, which == REVIEW_HIT_AGAIN,
                          state->hover == which, on, false, c->now);
        if (review_ring_of(state) == which)
            focus_draw_button_ring(gfx, review_button(l, (ReviewHit)which));
    }
}

/* ---- the screen ------------------------------------------------------------ */

static void rebuild(ReviewState *state, const ScreenContext *c)
{
    int was = shown_step(state);
    review_steps_build(&state->steps, c->journal, state->hand, state->you, state->both_seats);
    state->at = was < 0 ? 0 : imax(0, review_steps_nearest(&state->steps, was));
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    ReviewState *state = screen->state;
    state->hand = argument;
    state->you = c->view->seat;
    state->hover = state->focus = REVIEW_HIT_NONE;
    state->at = -1;
    rebuild(state, c);
}

/* Moves to position `to`, kept within the list. */
static ScreenAnswer go(ReviewState *state, int to)
{
    to = iclamp(to, 0, imax(0, state->steps.count - 1));
    if (to == state->at)
        return SCREEN_TAKEN;
    state->at = to;
    state->words_scroll = 0;
    return SCREEN_REDRAW;
}

static Intent play_again(const ReviewState *state)
{
    Intent intent = intent_of(INTENT_REPLAY_DEAL);
    intent.arg = state->hand;
    return intent;
}

static ScreenAnswer press(ReviewState *state, const ScreenContext *c, int which, Intent *out)
{
    switch (which) {
    case REVIEW_HIT_PREV: return go(state, state->at - 1);
    case REVIEW_HIT_NEXT: return go(state, state->at + 1);
    case REVIEW_HIT_OPEN: state->open_cards = !state->open_cards; return SCREEN_REDRAW;
    case REVIEW_HIT_COMPUTER:
        state->both_seats = !state->both_seats;
        rebuild(state, c);
        return SCREEN_REDRAW;
    case REVIEW_HIT_AGAIN: *out = play_again(state); return SCREEN_REDRAW;
    case REVIEW_HIT_CLOSE: *out = intent_of(INTENT_CLOSE); return SCREEN_REDRAW;
    default:
        if (which >= REVIEW_HIT_STEP)
            return go(state, which - REVIEW_HIT_STEP);
        return SCREEN_TAKEN;
    }
}

/* Scrolls the words by `by` pixels where they do not fit their window;
 * false where they fit, or are as far as they go. */
static bool scroll_words(ReviewState *state, const Layout *l, int by)
{
    int was = state->words_scroll;
    state->words_scroll = scroll_clamp(state->words_scroll + by, state->words_content, review_words_window(l).h);
    return state->words_scroll != was;
}

static ScreenAnswer key(ReviewState *state, const ScreenContext *c, CommandKey k, Intent *out)
{
    /* Tab and Shift-Tab ring the buttons in reading order; Enter and Space
     * press the ringed one, or, with none, go on to the next decision. */
    if (k == CK_TAB || k == CK_BACK_TAB) {
        int place = state->focus == REVIEW_HIT_NONE ? -1 : state->focus - REVIEW_HIT_PREV;
        state->focus = REVIEW_HIT_PREV + focus_next(place, REVIEW_HIT_CLOSE - REVIEW_HIT_PREV + 1, k);
        state->keyboard = true;
        return SCREEN_REDRAW;
    }
    if ((k == CK_SPACE || k == CK_ENTER) && review_ring_of(state) != REVIEW_HIT_NONE) {
        ScreenAnswer pressed = press(state, c, state->focus, out);
        return pressed == SCREEN_TAKEN ? SCREEN_REDRAW : pressed;
    }
    /* Words too long for their window page by page, then the steps. */
    int window = review_words_window(c->layout).h, line = layout_line(c->layout->font_body);
    if ((k == CK_PAGE_DOWN || k == CK_PAGE_UP) &&
        scroll_words(state, c->layout, (k == CK_PAGE_DOWN ? 1 : -1) * imax(line, window - line)))
        return SCREEN_REDRAW;
    /* The arrows go the way the row of marks reads. */
    int forward = str_rtl() ? CK_LEFT : CK_RIGHT, back = str_rtl() ? CK_RIGHT : CK_LEFT;
    if ((int)k == forward || k == CK_DOWN || k == CK_PAGE_DOWN || k == CK_SPACE || k == CK_ENTER)
        return go(state, state->at + 1);
    if ((int)k == back || k == CK_UP || k == CK_PAGE_UP)
        return go(state, state->at - 1);
    switch (k) {
    case CK_HOME: return go(state, 0);
    case CK_END: return go(state, state->steps.count - 1);
    case CK_OPEN_CARDS: return press(state, c, REVIEW_HIT_OPEN, out);
    case CK_FOUR_COLOUR: return press(state, c, REVIEW_HIT_COMPUTER, out); /* C: the computer's decisions here */
    case CK_PLAY_AGAIN: return press(state, c, REVIEW_HIT_AGAIN, out);
    case CK_ESCAPE:
    case CK_REVIEW: return press(state, c, REVIEW_HIT_CLOSE, out);
    default: return SCREEN_TAKEN;
    }
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    ReviewState *state = screen->state;
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key) && cmd->key != CK_FOUR_COLOUR)
            return SCREEN_PASS;
        return key(state, c, cmd->key, out);
    }
    if (cmd->type == CMD_WHEEL) {
        /* Over words that do not fit, the wheel scrolls them. */
        if (state->over_words &&
            scroll_words(state, c->layout, -iround(cmd->wheel * layout_line(c->layout->font_body))))
            return SCREEN_REDRAW;
        /* Elsewhere a notch a step, away from the player going back; a
         * touchpad's small movements add up to one. */
        state->wheel += cmd->wheel;
        int steps = (int)state->wheel;
        state->wheel -= (float)steps;
        return steps ? go(state, state->at - steps) : SCREEN_TAKEN;
    }
    if (cmd->type == CMD_POINTER_MOVE) {
        state->keyboard = false;
        state->over_words = rect_contains(review_words_window(c->layout), cmd->x, cmd->y);
    }
    int click;
    ScreenAnswer answer = panel_pointer(&state->hover, review_hit(c->layout, state->steps.count, cmd->x, cmd->y),
                                        rect_contains(review_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click >= 0) {
        ScreenAnswer pressed = press(state, c, click, out);
        return pressed == SCREEN_TAKEN ? answer : pressed;
    }
    if (click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx) { draw_review(gfx, screen->state, c); }

/* ---- the words said ------------------------------------------------------ */

static void say(ScreenWords *out, const char *text)
{
    char sentence[SCREEN_ABOUT_MAX];
    announcer_speakable(text, sentence, sizeof sentence);
    screen_words_add(out->about, sizeof out->about, sentence);
}

/* The hand and the decision shown, with the words under the picture: each
 * step is heard, and what changes as its rating comes in. */
static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const ReviewState *state = screen->state;
    char line[256], sentence[300], a[12], b[12];
    snprintf(a, sizeof a, "%d", state->hand);
    str_format(line, sizeof line, STR_REV_TITLE, a, NULL, NULL);
    str_format(sentence, sizeof sentence, STR_SPK_PANEL, line, NULL, NULL);
    say(out, sentence);
    if (state->steps.count > 0) {
        snprintf(a, sizeof a, "%d", state->at + 1);
        snprintf(b, sizeof b, "%d", state->steps.count);
        str_format(line, sizeof line, STR_REV_COUNTER, a, b, NULL);
        str_format(sentence, sizeof sentence, STR_SPK_PANEL, line, NULL, NULL);
        say(out, sentence);
    }
    if (c->journal) {
        ReviewText words;
        words_of(state, c->journal, c->analysis, state->you, &words);
        say(out, words.verdict);
        say(out, words.detail);
        say(out, words.better);
        say(out, words.checked);
        say(out, words.hindsight);
        char hand[512];
        hand_words(state, c->journal, hand, sizeof hand);
        say(out, hand);
    }
    int ring = review_ring_of(state);
    if (ring == REVIEW_HIT_NONE)
        return;
    static const StringId LABELS[] = {STR_REV_PREV,         STR_REV_NEXT,      STR_REV_BTN_OPEN,
                                      STR_REV_BTN_COMPUTER, STR_REV_BTN_AGAIN, STR_BTN_CLOSE};
    bool on = (ring == REVIEW_HIT_OPEN && state->open_cards) || (ring == REVIEW_HIT_COMPUTER && state->both_seats);
    screen_words_button(out, str_get(LABELS[ring - REVIEW_HIT_PREV]), on);
}

const ScreenClass REVIEW_SCREEN = {
    .id = SCREEN_REVIEW,
    .state_size = sizeof(ReviewState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
