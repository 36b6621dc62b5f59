#include "screens/review.h"

#include <stdio.h>
#include <string.h>

#include "render/focus.h"
#include "render/pad_caps.h"
#include "render/scrollbar.h"
#include "render/table.h"
#include "screens/panel.h"
#include "speech/announcer.h"

/* ---- geometry ------------------------------------------------------------
 *
 * Top to bottom: the title, the arrows with a mark for each decision between
 * them, the middle, the buttons.  The middle holds the picture of the table
 * and the words of the decision, shared when they are drawn (see
 * "arranging the middle"). */

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
/* Never lower than a fingertip: a finger presses them too. */
static int control_height(const Layout *l)
{
    return imin(l->button_h, imax(layout_finger(l), iround(l->font_body * 1.6)));
}

/* Between the buttons, room for the keyboard's ring. */
static int button_gap(const Layout *l) { return imax(review_pad(l) / 2, focus_ring_width(l) + 2); }

/* The title in the headings' size, or in the words' once the text is large:
 * the room goes to the picture and the words. */
static FontId title_font(const Layout *l) { return l->scale >= 1.5f ? FONT_BOLD : FONT_HEADING; }
static int title_height(const Layout *l)
{
    return iround((title_font(l) == FONT_BOLD ? l->font_body : l->font_heading) * 1.6);
}

/* How far a button's key cap stands above it. */
static int cap_rise(const Layout *l) { return iround(layout_line(l->font_small) * 1.05 / 3.0) + 2; }

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
    g->row = (Rect){x, panel.y + pad * 2 / 3 + title_height(l), w, g->control};
    int rows = 4 / g->columns;
    int foot_h = rows * g->control + (rows - 1) * (button_gap(l) + cap_rise(l));
    int below = imax(pad * 2 / 3, focus_ring_width(l) + 2);
    g->foot = (Rect){x, panel.y + panel.h - below - foot_h, w, foot_h};
    int top = g->row.y + g->row.h + pad / 2;
    g->middle = (Rect){x, top, w, imax(0, g->foot.y - imax(pad / 2, cap_rise(l) + 2) - top)};
}

Rect review_middle(const Layout *l)
{
    ReviewGeometry g;
    geometry(l, &g);
    return g.middle;
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
     * language; a row's key caps stand in the gap above it. */
    int gap = button_gap(l);
    int w = (g.foot.w - (g.columns - 1) * gap) / g.columns;
    int index = iclamp((int)which - REVIEW_HIT_OPEN, 0, 3);
    int column = index % g.columns, row = index / g.columns;
    if (str_rtl())
        column = g.columns - 1 - column;
    return (Rect){g.foot.x + column * (w + gap), g.foot.y + row * (g.control + gap + cap_rise(l)), w, g.control};
}

/* The key of each button, shown on a cap at its corner: keys, not words. */
static const char *button_key(ReviewHit which)
{
    static const char *const KEYS[] = {"←", "→", "O", "C", "P", "Esc"};
    if (which == REVIEW_HIT_PREV || which == REVIEW_HIT_NEXT) /* the key is the side the arrow stands on */
        return (which == REVIEW_HIT_PREV) != str_rtl() ? KEYS[0] : KEYS[1];
    return (unsigned)which <= REVIEW_HIT_CLOSE ? KEYS[which] : "";
}

/* Between two marks of the row. */
static int mark_gap(const Layout *l) { return imax(3, l->gap / 2); }

Rect review_step_rect(const Layout *l, int count, int position)
{
    ReviewGeometry g;
    geometry(l, &g);
    int arrow = review_button(l, REVIEW_HIT_PREV).w + g.pad / 2;
    Rect area = {g.row.x + arrow, g.row.y, g.row.w - 2 * arrow, g.row.h};
    count = imax(count, 1);
    int gap = mark_gap(l);
    /* A mark and the gap after it are a fingertip across, as far as the
     * row has room. */
    int w = imin(g.control - gap, (area.w - (count - 1) * gap) / count);
    int h = iround(g.control * 0.7);
    int total = count * w + (count - 1) * gap;
    int place = str_rtl() ? count - 1 - position : position;
    return (Rect){area.x + (area.w - total) / 2 + place * (w + gap), area.y + (area.h - h) / 2, w, h};
}

Rect review_step_target(const Layout *l, int count, int position)
{
    /* The whole height of the row, and half the gap either side: a finger
     * a little off the mark still presses it. */
    Rect mark = review_step_rect(l, count, position);
    int gap = mark_gap(l);
    Rect row = review_button(l, REVIEW_HIT_PREV);
    return (Rect){mark.x - gap / 2, row.y, mark.w + gap, row.h};
}

int review_hit(const Layout *l, int count, int x, int y)
{
    for (int which = REVIEW_HIT_PREV; which <= REVIEW_HIT_CLOSE; which++)
        if (rect_contains(review_button(l, (ReviewHit)which), x, y))
            return which;
    for (int i = 0; i < count; i++)
        if (rect_contains(review_step_target(l, count, i), x, y))
            return REVIEW_HIT_STEP + i;
    return REVIEW_HIT_NONE;
}

/* ---- the state ------------------------------------------------------------ */

typedef struct ReviewState {
    int hand;
    uint8_t you;
    bool open_cards, both_seats;
    int at; /* the position shown: a decision of `steps`, or past them the whole hand */
    int hover;
    int focus;     /* the keyboard's button, REVIEW_HIT_PREV to REVIEW_HIT_CLOSE, or REVIEW_HIT_NONE */
    bool keyboard; /* ring it: the keyboard chose it, and the pointer has not moved since */
    float wheel;   /* lines of the wheel not yet taken as steps */
    int dragged;   /* pixels of a finger's drag over the words not yet a line */
    /* The words of a decision that do not fit their window scroll: how far,
     * their height when last drawn, and whether the pointer is over them. */
    int words_scroll, words_content;
    bool over_words;
    ReviewSteps steps;
    ReviewArrangement arranged; /* as last drawn */
    ReviewDrawn drawn;
} ReviewState;

static int review_ring_of(const ReviewState *state) { return state->keyboard ? state->focus : REVIEW_HIT_NONE; }
int review_ring(const Screen *screen) { return review_ring_of(screen->state); }
int review_words_scroll(const Screen *screen) { return ((const ReviewState *)screen->state)->words_scroll; }
const ReviewDrawn *review_drawn(const Screen *screen) { return &((const ReviewState *)screen->state)->drawn; }
Rect review_words_window(const Screen *screen) { return ((const ReviewState *)screen->state)->arranged.words; }
int review_words_line(const Screen *screen) { return ((const ReviewState *)screen->state)->arranged.pitch; }

const ReviewSteps *review_steps(const Screen *screen) { return &((const ReviewState *)screen->state)->steps; }
int review_position(const Screen *screen) { return ((const ReviewState *)screen->state)->at; }
bool review_open_cards(const Screen *screen) { return ((const ReviewState *)screen->state)->open_cards; }
bool review_both_seats(const Screen *screen) { return ((const ReviewState *)screen->state)->both_seats; }

/* With every card open, a page about the whole hand follows its decisions,
 * where a card was played at all. */
static bool has_hand_page(const ReviewState *state, const Journal *journal)
{
    ReviewOpenHand hand;
    return state->open_cards && journal && review_open_hand(journal, &state->steps, state->you, &hand);
}

static int positions_of(const ReviewState *state, const Journal *journal)
{
    return state->steps.count + (has_hand_page(state, journal) ? 1 : 0);
}

int review_positions(const Screen *screen, const Journal *journal) { return positions_of(screen->state, journal); }

static bool at_hand_page(const ReviewState *state) { return state->at == state->steps.count && state->at > 0; }

/* The journal step of position `at`, or -1 for none (the whole hand's page,
 * or a hand without a decision). */
static int step_at(const ReviewState *state, int at)
{
    return at >= 0 && at < state->steps.count ? state->steps.steps[at] : -1;
}

static int shown_step(const ReviewState *state) { return step_at(state, state->at); }

/* ---- the words ------------------------------------------------------------ */

/* The expert's rating once it has been made (*deep, when asked, says so),
 * else the hard search's. */
static bool best_rating(Analysis *analysis, int step, Rating *out, bool *deep)
{
    bool expert = analysis_deep_rating(analysis, step, out);
    if (deep)
        *deep = expert;
    return expert || analysis_rating(analysis, step, out);
}

/* The whole hand with every card open, said once, apart from the decisions. */
static void hand_words(const ReviewState *state, const Journal *journal, char *out, size_t size)
{
    out[0] = '\0';
    if (has_hand_page(state, journal))
        review_words_hand(journal, &state->steps, state->you, out, size);
}

/* The words of position `at`: a decision's, or the whole hand's. */
static void words_at(const ReviewState *state, const Journal *journal, Analysis *analysis, int at, ReviewText *out)
{
    int step = step_at(state, at);
    if (at == state->steps.count && has_hand_page(state, journal)) {
        memset(out, 0, sizeof *out);
        str_format(out->verdict, sizeof out->verdict, STR_REV_HAND_TITLE, NULL, NULL, NULL);
        hand_words(state, journal, out->hindsight, sizeof out->hindsight);
        return;
    }
    if (step < 0 || step >= journal->count) {
        review_words_none(out);
        return;
    }
    Rating rating;
    bool deep = false, rated = best_rating(analysis, step, &rating, &deep);
    review_words_of(journal, step, state->you, rated ? &rating : NULL, deep, state->open_cards, out);
}

static void words_of(const ReviewState *state, const Journal *journal, Analysis *analysis, uint8_t you, ReviewText *out)
{
    (void)you; /* the state's own seat, the one the screen was opened for */
    words_at(state, journal, analysis, state->at, out);
}

void review_text(const Screen *screen, const Journal *journal, Analysis *analysis, uint8_t you, ReviewText *out)
{
    words_of(screen->state, journal, analysis, you, out);
}

void review_hand_text(const Screen *screen, const Journal *journal, char *out, size_t size)
{
    hand_words(screen->state, journal, out, size);
}

/* The words of each position, for the middle to be shared for them all. */
typedef struct TextsAt {
    const ReviewState *state;
    const Journal *journal;
    Analysis *analysis;
} TextsAt;

static void texts_at(const void *context, int at, ReviewText *out)
{
    const TextsAt *texts = context;
    words_at(texts->state, texts->journal, texts->analysis, at, out);
}

/* What the picture keeps room for over the hand: every discard each seat
 * makes in it, with every card open. */
static ReviewPictureRoom picture_room(const ReviewState *state, const Journal *journal)
{
    ReviewPictureRoom room = {.open = state->open_cards};
    Game end;
    if (state->open_cards && journal_state(journal, imin(state->steps.end, journal->count), &end))
        for (uint8_t seat = 0; seat < SEAT_COUNT; seat++)
            room.discards[seat == state->you ? 0 : 1] = cardset_count(end.discards[seat]);
    return room;
}

/* ---- drawing the screen ------------------------------------------------------ */

static void draw_steps(const Gfx *gfx, const ReviewState *state, const Journal *journal, Analysis *analysis)
{
    const Layout *l = gfx->layout;
    int count = positions_of(state, journal);
    for (int i = 0; i < count; i++) {
        Rect chip = review_step_rect(l, count, i);
        int step = step_at(state, i);
        bool hand = step < 0;
        bool mine = !hand && step < journal->count && journal->steps[step].seat == state->you;
        Rating rating;
        bool rated = !hand && best_rating(analysis, step, &rating, NULL);
        /* The computer's decisions are lower, drawn in outline; the whole
         * hand's page in gold. */
        if (!mine && !hand) {
            int by = imax(2, chip.h / 7);
            chip.y += by;
            chip.h -= 2 * by;
        }
        int radius = imin(chip.h / 3, chip.w / 3);
        SDL_Color colour = hand ? COLOUR_GOLD_LIGHT : rated ? review_grade_colour(rating.grade) : COLOUR_TEXT_DIM;
        bool filled = mine && rated;
        draw_fill_round(gfx->draw, chip, radius, filled ? colour : PALETTE[PAL_PANEL]);
        draw_frame_round(gfx->draw, chip, radius, filled ? 1 : 2, colour);
        const char *mark = hand ? str_get(STR_REV_MARK_HAND) : rated ? review_words_mark(rating.grade) : "…";
        if (text_width(gfx->text, FONT_SMALL_BOLD, mark) <= chip.w - 2)
            text_draw_in(gfx->text, FONT_SMALL_BOLD, mark, chip, filled ? COLOUR_INK : colour, ALIGN_CENTER, false);
        if (i == state->at)
            draw_frame_round(gfx->draw, rect_inset(chip, -3), radius + 3, 2, COLOUR_IVORY);
        else if (state->hover == REVIEW_HIT_STEP + i)
            draw_frame_round(gfx->draw, rect_inset(chip, -2), radius + 2, 1, COLOUR_GOLD_LIGHT);
    }
}

/* The table at the position shown: a decision's moment, with the cards it
 * moved raised and the better ones glowing; the whole hand at its first
 * card; a hand without a decision as it ended. */
static bool build_moment(const ReviewState *state, const Journal *journal, Analysis *analysis, ReviewMoment *m)
{
    memset(m, 0, sizeof *m);
    int step = shown_step(state);
    ReviewOpenHand whole;
    if (step < 0 && at_hand_page(state) && review_open_hand(journal, &state->steps, state->you, &whole))
        step = whole.step;
    else if (step < 0)
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

/* The controller's button for each of ours, while a controller is in the
 * hand: the shoulders step back and on, B closes; the others are reached
 * by the ring alone. */
static PadButton button_pad(ReviewHit which)
{
    return which == REVIEW_HIT_PREV    ? PAD_LB
           : which == REVIEW_HIT_NEXT  ? PAD_RB
           : which == REVIEW_HIT_CLOSE ? PAD_B
                                       : PAD_NONE;
}

static void draw_button(const Gfx *gfx, const ReviewState *state, const ScreenContext *c, ReviewHit which,
                        const char *label, bool primary, bool on)
{
    Rect r = review_button(gfx->layout, which);
    table_draw_button(gfx, r, label, primary, state->hover == (int)which, on, false, c->now);
    if (review_ring_of(state) == (int)which)
        focus_draw_button_ring(gfx, r);
    if (c->ui->caps != CAPS_KEYBOARD)
        pad_caps_draw(gfx, r, c->ui->caps, button_pad(which));
    else
        focus_draw_key_cap(gfx, r, button_key(which));
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
    memset(&state->drawn, 0, sizeof state->drawn);
    const Journal *journal = c->journal;

    char line[256], a[12], b[12];
    snprintf(a, sizeof a, "%d", state->hand);
    str_format(line, sizeof line, STR_REV_TITLE, a, NULL, NULL);
    FontId title = title_font(l);
    int title_y = panel.y + g.pad * 2 / 3;
    text_draw(text, title, line, panel.x + panel.w / 2, title_y, COLOUR_IVORY, ALIGN_CENTER);
    if (state->steps.count > 0 && !at_hand_page(state)) {
        snprintf(a, sizeof a, "%d", state->at + 1);
        snprintf(b, sizeof b, "%d", state->steps.count);
        str_format(line, sizeof line, STR_REV_COUNTER, a, b, NULL);
        int y = title_y + text_line_height(text, title) - text_line_height(text, FONT_SMALL);
        if (str_rtl())
            text_draw(text, FONT_SMALL, line, panel.x + g.pad, y, COLOUR_TEXT_DIM, ALIGN_LEFT);
        else
            text_draw(text, FONT_SMALL, line, panel.x + panel.w - g.pad, y, COLOUR_TEXT_DIM, ALIGN_RIGHT);
    }

    /* Each arrow points the way it moves along the row of marks. */
    for (int which = REVIEW_HIT_PREV; which <= REVIEW_HIT_NEXT; which++) {
        Rect arrow = review_button(l, (ReviewHit)which);
        StringId glyph = arrow.x < panel.x + panel.w / 2 ? STR_REV_ARROW_LEFT : STR_REV_ARROW_RIGHT;
        draw_button(gfx, state, c, (ReviewHit)which, str_get(glyph), false, false);
    }
    ReviewMoment moment;
    if (journal && build_moment(state, journal, c->analysis, &moment)) {
        draw_steps(gfx, state, journal, c->analysis);
        ReviewPictureRoom room = picture_room(state, journal);
        TextsAt at = {state, journal, c->analysis};
        ReviewTexts texts = {texts_at, &at, imax(1, positions_of(state, journal))};
        review_layout_arrange(gfx, g.middle, g.pad / 2, &texts, &room, &moment, &state->arranged);
        ReviewArrangement *arranged = &state->arranged;
        review_picture_draw(gfx, &arranged->art, &moment, state->open_cards, state->drawn.parts);
        state->drawn.picture = arranged->art.rect;
        state->drawn.you_card_h = arranged->art.you_h;
        state->drawn.opp_card_h = arranged->art.opp_h;
        ReviewText words;
        words_of(state, journal, c->analysis, state->you, &words);
        state->drawn.words = arranged->words;
        state->words_content = review_layout_draw_words(gfx, arranged->words, &words, state->words_scroll,
                                                        !arranged->side, &state->drawn);
        if (arranged->keys.h > 0) {
            Rect keys = arranged->keys;
            keys.h = text_draw_wrapped(text, FONT_SMALL, str_get(STR_REV_KEYS), keys.x, keys.y, keys.w, COLOUR_TEXT_DIM,
                                       ALIGN_CENTER, false);
            state->drawn.blocks[REVIEW_BLOCK_KEYS] = keys;
            state->drawn.fonts[REVIEW_BLOCK_KEYS] = FONT_SMALL;
        }
    }

    const StringId LABELS[] = {STR_REV_BTN_OPEN, c->online ? STR_REV_BTN_FRIEND : STR_REV_BTN_COMPUTER,
                               STR_REV_BTN_AGAIN, STR_BTN_CLOSE};
    for (int which = REVIEW_HIT_OPEN; which <= REVIEW_HIT_CLOSE; which++) {
        bool on = (which == REVIEW_HIT_OPEN && state->open_cards) ||
                  (which == REVIEW_HIT_COMPUTER && state->both_seats);
        const char *name = str_get(LABELS[which - REVIEW_HIT_OPEN]);
        if (on)
            str_format(line, sizeof line, STR_REV_SWITCH_ON, name, NULL, NULL);
        else
            snprintf(line, sizeof line, "%s", name);
        draw_button(gfx, state, c, (ReviewHit)which, line, which == REVIEW_HIT_AGAIN, on);
    }
}

/* ---- the screen ------------------------------------------------------------ */

static void rebuild(ReviewState *state, const ScreenContext *c)
{
    int was = shown_step(state);
    review_steps_build(&state->steps, c->journal, state->hand, state->you, state->both_seats);
    state->at = was < 0 ? iclamp(state->at, 0, imax(0, positions_of(state, c->journal) - 1))
                        : imax(0, review_steps_nearest(&state->steps, was));
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    ReviewState *state = screen->state;
    state->hand = argument;
    state->you = c->view->seat;
    state->hover = state->focus = REVIEW_HIT_NONE;
    state->at = 0;
    rebuild(state, c);
}

/* Moves to position `to`, kept within the list. */
static ScreenAnswer go(ReviewState *state, const ScreenContext *c, int to)
{
    to = iclamp(to, 0, imax(0, positions_of(state, c->journal) - 1));
    if (to == state->at)
        return SCREEN_TAKEN;
    state->at = to;
    state->words_scroll = state->dragged = 0;
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
    case REVIEW_HIT_PREV: return go(state, c, state->at - 1);
    case REVIEW_HIT_NEXT: return go(state, c, state->at + 1);
    case REVIEW_HIT_OPEN:
        /* The whole hand's page goes with the open cards. */
        state->open_cards = !state->open_cards;
        state->at = iclamp(state->at, 0, imax(0, positions_of(state, c->journal) - 1));
        state->words_scroll = 0;
        return SCREEN_REDRAW;
    case REVIEW_HIT_COMPUTER:
        state->both_seats = !state->both_seats;
        rebuild(state, c);
        return SCREEN_REDRAW;
    case REVIEW_HIT_AGAIN: *out = play_again(state); return SCREEN_REDRAW;
    case REVIEW_HIT_CLOSE: *out = intent_of(INTENT_CLOSE); return SCREEN_REDRAW;
    default:
        if (which >= REVIEW_HIT_STEP)
            return go(state, c, which - REVIEW_HIT_STEP);
        return SCREEN_TAKEN;
    }
}

/* Scrolls the words by `lines` whole lines where they do not fit their
 * window; false where they fit, or are as far as they go. */
static bool scroll_words(ReviewState *state, int lines)
{
    int was = state->words_scroll, pitch = imax(1, state->arranged.pitch);
    state->words_scroll = scroll_clamp(state->words_scroll + lines * pitch, state->words_content,
                                       state->arranged.words.h);
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
    /* Words too long for their window page by page, a line kept in view,
     * then the steps. */
    int page = imax(1, state->arranged.words.h / imax(1, state->arranged.pitch) - 1);
    if ((k == CK_PAGE_DOWN || k == CK_PAGE_UP) && scroll_words(state, (k == CK_PAGE_DOWN ? 1 : -1) * page))
        return SCREEN_REDRAW;
    /* The arrows go the way the row of marks reads. */
    int forward = str_rtl() ? CK_LEFT : CK_RIGHT, back = str_rtl() ? CK_RIGHT : CK_LEFT;
    if ((int)k == forward || k == CK_DOWN || k == CK_PAGE_DOWN || k == CK_SPACE || k == CK_ENTER)
        return go(state, c, state->at + 1);
    if ((int)k == back || k == CK_UP || k == CK_PAGE_UP)
        return go(state, c, state->at - 1);
    switch (k) {
    case CK_HOME: return go(state, c, 0);
    case CK_END: return go(state, c, positions_of(state, c->journal) - 1);
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
    if (cmd->type == CMD_WHEEL && cmd->pixels != 0) {
        /* A finger dragged over the words scrolls them a line at a time,
         * as it covers a line's height; elsewhere it does nothing. */
        int pitch = imax(1, state->arranged.pitch);
        state->dragged = state->over_words ? state->dragged + cmd->pixels : 0;
        int lines = state->dragged / pitch;
        state->dragged -= lines * pitch;
        return lines && scroll_words(state, -lines) ? SCREEN_REDRAW : SCREEN_TAKEN;
    }
    if (cmd->type == CMD_WHEEL) {
        /* Over words that do not fit, the wheel scrolls them a line a notch. */
        if (state->over_words && scroll_words(state, -iround(cmd->wheel)))
            return SCREEN_REDRAW;
        /* Elsewhere a notch a step, away from the player going back; a
         * touchpad's small movements add up to one. */
        state->wheel += cmd->wheel;
        int steps = (int)state->wheel;
        state->wheel -= (float)steps;
        return steps ? go(state, c, state->at - steps) : SCREEN_TAKEN;
    }
    if (cmd->type == CMD_POINTER_MOVE) {
        state->keyboard = false;
        state->over_words = rect_contains(state->arranged.words, cmd->x, cmd->y);
        state->dragged = 0; /* a finger's drag begins where it comes down */
    }
    int click;
    int count = positions_of(state, c->journal);
    ScreenAnswer answer = panel_pointer(&state->hover, review_hit(c->layout, count, cmd->x, cmd->y),
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
    if (state->steps.count > 0 && !at_hand_page(state)) {
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
    }
    int ring = review_ring_of(state);
    if (ring == REVIEW_HIT_NONE)
        return;
    const StringId LABELS[] = {STR_REV_PREV,      STR_REV_NEXT,
                               STR_REV_BTN_OPEN,  c->online ? STR_REV_BTN_FRIEND : STR_REV_BTN_COMPUTER,
                               STR_REV_BTN_AGAIN, STR_BTN_CLOSE};
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
