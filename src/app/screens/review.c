#include "screens/review.h"

#include <stdio.h>
#include <string.h>

#include "render/table.h"
#include "screens/panel.h"

/* ---- geometry ------------------------------------------------------------
 *
 * Top to bottom: the title, the arrows with a mark for each decision between
 * them, the picture of the table, the words, the buttons and the keys. */

typedef struct ReviewGeometry {
    Rect panel, row, picture, text, foot, keys;
    int pad;
} ReviewGeometry;

Rect review_panel(const Layout *l)
{
    int w = imin(l->width - 2 * l->margin, l->font_body * 64);
    int h = l->height - 2 * l->margin;
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

static int text_lines_height(const Layout *l) { return 5 * layout_line(l->font_body) + layout_line(l->font_body) / 2; }

static void geometry(const Layout *l, ReviewGeometry *g)
{
    int pad = layout_panel_pad(l);
    Rect panel = review_panel(l);
    int x = panel.x + pad, w = panel.w - 2 * pad;
    g->pad = pad;
    g->panel = panel;
    g->row = (Rect){x, panel.y + pad * 2 / 3 + panel_title_height(l), w, l->button_h};
    int keys_h = layout_line(l->font_small);
    g->keys = (Rect){x, panel.y + panel.h - pad / 2 - keys_h, w, keys_h};
    g->foot = (Rect){x, g->keys.y - pad / 3 - l->button_h, w, l->button_h};
    int text_h = text_lines_height(l);
    g->text = (Rect){x, g->foot.y - pad / 2 - text_h, w, text_h};
    int top = g->row.y + g->row.h + pad / 2;
    g->picture = (Rect){x, top, w, g->text.y - pad / 2 - top};
}

Rect review_button(const Layout *l, ReviewHit which)
{
    ReviewGeometry g;
    geometry(l, &g);
    if (which == REVIEW_HIT_PREV || which == REVIEW_HIT_NEXT) {
        /* The row reads the way the language does: the first decision at
         * its start, the arrow back on that side. */
        int w = iround(l->button_h * 1.5);
        bool left = (which == REVIEW_HIT_PREV) != str_rtl();
        return (Rect){left ? g.row.x : g.row.x + g.row.w - w, g.row.y, w, g.row.h};
    }
    int gap = g.pad / 2;
    int w = (g.foot.w - 3 * gap) / 4;
    int index = iclamp((int)which - REVIEW_HIT_OPEN, 0, 3);
    return (Rect){g.foot.x + index * (w + gap), g.foot.y, w, g.foot.h};
}

Rect review_step_rect(const Layout *l, int count, int position)
{
    ReviewGeometry g;
    geometry(l, &g);
    int arrow = review_button(l, REVIEW_HIT_PREV).w + g.pad / 2;
    Rect area = {g.row.x + arrow, g.row.y, g.row.w - 2 * arrow, g.row.h};
    count = imax(count, 1);
    int gap = imax(3, l->gap / 2);
    int w = imin(iround(l->button_h * 0.75), (area.w - (count - 1) * gap) / count);
    int h = iround(l->button_h * 0.7);
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
    float wheel; /* lines of the wheel not yet taken as steps */
    ReviewSteps steps;
} ReviewState;

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

static const char *grade_word(RatingGrade grade)
{
    static const StringId WORDS[RATING_GRADE_COUNT] = {STR_REV_GOOD, STR_REV_INACCURACY, STR_REV_MISTAKE,
                                                       STR_REV_BLUNDER};
    return str_get(WORDS[(unsigned)grade < RATING_GRADE_COUNT ? grade : RATING_GOOD]);
}

static const char *grade_mark(RatingGrade grade)
{
    return grade == RATING_GOOD ? str_get(STR_REV_MARK_GOOD) : rating_grade_mark(grade);
}

static SDL_Color grade_colour(RatingGrade grade)
{
    switch (grade) {
    case RATING_GOOD: return PALETTE[PAL_GRADE_GOOD];
    case RATING_INACCURACY: return PALETTE[PAL_GRADE_INACCURACY];
    case RATING_MISTAKE: return PALETTE[PAL_GRADE_MISTAKE];
    default: return PALETTE[PAL_GRADE_BLUNDER];
    }
}

/* Cards as printed on them, lowest first: "7♠ 8♥". */
static void card_words(CardSet cards, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (CardSet rest = cards; rest; rest = cardset_without_lowest(rest)) {
        char card[32];
        str_card(cardset_lowest(rest), card, sizeof card);
        int n = snprintf(out + used, size - used, "%s%s", used ? " " : "", card);
        if (n < 0 || (size_t)n >= size - used)
            break;
        used += (size_t)n;
    }
}

static void describe(const JournalStep *step, bool mine, bool open, char *out, size_t size)
{
    Action action = step->action;
    char cards[160];
    switch (action.type) {
    case ACTION_PROPOSE:
        str_format(out, size, mine ? STR_REV_YOU_PROPOSED : STR_REV_OPP_PROPOSED, NULL, NULL, NULL);
        break;
    case ACTION_STAND: str_format(out, size, mine ? STR_REV_YOU_STOOD : STR_REV_OPP_STOOD, NULL, NULL, NULL); break;
    case ACTION_ACCEPT:
        str_format(out, size, mine ? STR_REV_YOU_ACCEPTED : STR_REV_OPP_ACCEPTED, NULL, NULL, NULL);
        break;
    case ACTION_REFUSE:
        str_format(out, size, mine ? STR_REV_YOU_REFUSED : STR_REV_OPP_REFUSED, NULL, NULL, NULL);
        break;
    case ACTION_DECLARE:
        str_format(out, size, mine ? STR_REV_YOU_DECLARED : STR_REV_OPP_DECLARED, NULL, NULL, NULL);
        break;
    case ACTION_DISCARD: {
        unsigned long count = (unsigned long)cardset_count(action.cards);
        card_words(action.cards, cards, sizeof cards);
        if (count == 0)
            str_format(out, size, mine ? STR_REV_YOU_KEPT : STR_REV_OPP_KEPT, NULL, NULL, NULL);
        else if (mine || open) /* the opponent's discards only once every card is open */
            str_format_plural(out, size, mine ? STR_REV_YOU_DISCARDED : STR_REV_OPP_DISCARDED, count, cards, NULL);
        else
            str_format_plural(out, size, STR_REV_OPP_EXCHANGED, count, NULL, NULL);
        break;
    }
    case ACTION_PLAY:
    default:
        str_card(action.card, cards, sizeof cards);
        str_format(out, size, mine ? STR_REV_YOU_PLAYED : STR_REV_OPP_PLAYED, cards, NULL, NULL);
        break;
    }
}

static void hindsight_line(const ReviewState *state, const Journal *journal, char *out, size_t size)
{
    ReviewHindsight hindsight;
    out[0] = '\0';
    if (!review_hindsight(journal, &state->steps, state->you, &hindsight))
        return;
    char card[32];
    str_card(hindsight.play.best, card, sizeof card);
    if (hindsight.play.tricks == 0) /* no card is better than another */
        str_format(out, size, STR_REV_OPEN_NONE, NULL, NULL, NULL);
    else
        str_format_plural(out, size, hindsight.answered ? STR_REV_OPEN_ANSWER : STR_REV_OPEN_LEAD,
                          (unsigned long)hindsight.play.tricks, card, NULL);
}

static void words_of(const ReviewState *state, const Journal *journal, Analysis *analysis, uint8_t you, ReviewText *out)
{
    memset(out, 0, sizeof *out);
    snprintf(out->mark, sizeof out->mark, "…");
    if (state->open_cards)
        hindsight_line(state, journal, out->hindsight, sizeof out->hindsight);
    int step = shown_step(state);
    if (step < 0 || step >= journal->count) {
        str_format(out->verdict, sizeof out->verdict, STR_REV_NOTHING, NULL, NULL, NULL);
        out->mark[0] = '\0';
        return;
    }
    const JournalStep *taken = &journal->steps[step];
    char action[256];
    describe(taken, taken->seat == you, state->open_cards, action, sizeof action);
    Rating rating;
    out->rated = analysis_rating(analysis, step, &rating);
    if (!out->rated) {
        snprintf(out->verdict, sizeof out->verdict, "%s", action);
        str_format(out->detail, sizeof out->detail, STR_REV_RATING, NULL, NULL, NULL);
        return;
    }
    out->grade = rating.grade;
    snprintf(out->mark, sizeof out->mark, "%s", grade_mark(rating.grade));
    str_format(out->verdict, sizeof out->verdict, STR_LABELLED, grade_word(rating.grade), action, NULL);
    if (rating.choices < 2) {
        str_format(out->detail, sizeof out->detail, STR_REV_ONLY_MOVE, NULL, NULL, NULL);
    } else if (rating.grade != RATING_GOOD) {
        char percent[16];
        snprintf(percent, sizeof percent, "%d", review_loss_percent(rating.loss));
        str_format(out->detail, sizeof out->detail, STR_REV_LOSS, percent, NULL, NULL);
        str_hint(&rating.hint, out->better, sizeof out->better);
    }
}

void review_text(const Screen *screen, const Journal *journal, Analysis *analysis, uint8_t you, ReviewText *out)
{
    words_of(screen->state, journal, analysis, you, out);
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

static void draw_words(const Gfx *gfx, Rect area, const ReviewText *t)
{
    TextRenderer *text = gfx->text;
    int y = area.y;
    int line = text_line_height(text, FONT_BOLD);
    /* The mark before the verdict, on the side the line starts from. */
    int badge_h = line, badge_w = 0, gap = gfx->layout->gap;
    if (t->mark[0])
        badge_w = imax(badge_h, text_width(text, FONT_SMALL_BOLD, t->mark) + badge_h / 2) + gap;
    int verdict_w = imin(text_width(text, FONT_BOLD, t->verdict), area.w - badge_w);
    int start = area.x + (area.w - verdict_w - badge_w) / 2;
    if (t->mark[0])
        draw_badge(gfx, t, str_rtl() ? start + verdict_w + gap : start, y, badge_h);
    int verdict_x = str_rtl() ? start : start + badge_w;
    text_draw_wrapped(text, FONT_BOLD, t->verdict, verdict_x, y, verdict_w + 1, COLOUR_IVORY, ALIGN_CENTER, false);
    y += text_wrapped_height(text, FONT_BOLD, t->verdict, verdict_w + 1) + gap / 2;
    if (t->detail[0]) {
        bool loss = t->rated && t->grade != RATING_GOOD;
        y += text_draw_wrapped(text, loss ? FONT_BOLD : FONT_BODY, t->detail, area.x, y, area.w,
                               loss ? grade_colour(t->grade) : COLOUR_TEXT_DIM, ALIGN_CENTER, false);
    }
    if (t->better[0])
        y += text_draw_wrapped(text, FONT_BODY, t->better, area.x, y, area.w, COLOUR_GOLD_LIGHT, ALIGN_CENTER, false);
    if (t->hindsight[0])
        text_draw_wrapped(text, FONT_SMALL, t->hindsight, area.x, y + gap / 2, area.w, COLOUR_TEXT_DIM, ALIGN_CENTER,
                          false);
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
        bool rated = analysis_rating(analysis, step, &rating);
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
        const char *mark = rated ? grade_mark(rating.grade) : "…";
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
        bool rated = analysis_rating(analysis, step, &rating);
        m->decider = taken->seat;
        review_cards(rated ? &rating : NULL, taken->action, &m->taken, &m->better);
    }
    return card_is_valid(m->view.turnup);
}

static void draw_review(const Gfx *gfx, const ReviewState *state, const ScreenContext *c)
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
    }
    if (journal)
        draw_steps(gfx, state, journal, c->analysis);

    Moment moment;
    if (journal && build_moment(state, journal, c->analysis, &moment))
        draw_picture(gfx, g.picture, &moment, state->open_cards);

    if (journal) {
        ReviewText words;
        words_of(state, journal, c->analysis, state->you, &words);
        draw_words(gfx, g.text, &words);
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
    }
    FontId fonts[] = {FONT_SMALL};
    text_draw_in(text, text_fit(text, fonts, 1, str_get(STR_REV_KEYS), g.keys.w), str_get(STR_REV_KEYS), g.keys,
                 COLOUR_TEXT_DIM, ALIGN_CENTER, false);
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
    state->hover = REVIEW_HIT_NONE;
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

static ScreenAnswer key(ReviewState *state, const ScreenContext *c, CommandKey k, Intent *out)
{
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
        /* A notch a step, away from the player going back; a touchpad's
         * small movements add up to one. */
        state->wheel += cmd->wheel;
        int steps = (int)state->wheel;
        state->wheel -= (float)steps;
        return steps ? go(state, state->at - steps) : SCREEN_TAKEN;
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

const ScreenClass REVIEW_SCREEN = {
    .id = SCREEN_REVIEW,
    .state_size = sizeof(ReviewState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
};
