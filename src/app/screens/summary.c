#include "screens/summary.h"

#include <stdio.h>
#include <string.h>

#include "learn/lesson.h"
#include "render/focus.h"
#include "render/table.h"
#include "screens/coach.h"
#include "screens/one_button.h"
#include "screens/panel.h"

/* How close the panel sets its parts.  Large text in a short window sets
 * them closer and the tricks' cards smaller, before anything has to be
 * scrolled to: the result and the score are what a glance looks for. */
typedef struct Spacing {
    int card_h; /* the tricks' cards */
    int space;  /* between the headline, the tricks and the result */
} Spacing;

enum { SPACINGS = 3 };

static Spacing spacing_of(const Layout *layout, int closer)
{
    static const float CARDS[SPACINGS] = {1.0f, 0.75f, 0.6f};
    static const int SPACE[SPACINGS] = {2, 4, 8}; /* a panel's pad divided by */
    closer = iclamp(closer, 0, SPACINGS - 1);
    return (Spacing){iround(layout->small_card_h * CARDS[closer]), layout_panel_pad(layout) / SPACE[closer]};
}

/* The small cards of the trick row: the two cards of a trick overlap. */
static int trick_row_h(const Layout *layout, int card_h)
{
    return card_h + iround(card_h * 0.12) + layout_line(layout->font_small) + 4;
}

/* The coach's last words after a lesson: a label and a few lines. */
enum { LESSON_WORDS_LINES = 4 };

static int lesson_words_h(const Layout *layout)
{
    return layout_line(layout->font_small) + LESSON_WORDS_LINES * iround(layout_line(layout->font_body) * 1.2);
}

/* The room a line of `px` pixel text takes on the panel: the Latin face's
 * line skip (DejaVu Sans: 1.164 em) and a fifth more, as text_paragraph_skip
 * sets lines down. */
static int paragraph(int px) { return iround(px * 1.164 * 1.2); }

/* Sized to its content, so the summary reads as one block: the title and
 * headline, the tricks, their count, a result and a king, the score; the
 * larger the text, the more lines the same words wrap to. */
static Rect panel_of(const Layout *layout, bool lesson)
{
    int pad = layout_panel_pad(layout);
    /* Wider for larger text: five winners' names side by side. */
    int w = imin(imax(iround(layout->width * 0.66), layout->font_small * 34 + 2 * pad), layout->font_body * 42);
    w = imin(w, layout->width - 2 * layout->margin);
    int lines = 4 + iround((layout->scale - 1.0f) * 2.0f);
    int h = pad + paragraph(layout->font_small) + paragraph(layout->font_heading) + pad / 2 +
            trick_row_h(layout, layout->small_card_h) + pad / 2 + lines * paragraph(layout->font_body) +
            layout->font_body / 4 + pad + layout->button_h + pad;
    if (lesson)
        h += lesson_words_h(layout) + pad / 2;
    h = imin(h, layout->height - 2 * layout->margin);
    return (Rect){(layout->width - w) / 2, (layout->height - h) / 2, w, h};
}

Rect summary_panel(const Layout *layout) { return panel_of(layout, false); }
Rect summary_lesson_panel(const Layout *layout) { return panel_of(layout, true); }

/* The buttons at the foot: the next hand's alone, or with the review's
 * before it in reading order (`which` 0) wherever the hand's decisions are
 * rated; after a lesson, the way back to the game first and then the next
 * lesson.  A right-to-left language mirrors the pair, as the game's end
 * and the review do. */
static Rect foot_button_of(const Layout *layout, int which, bool two, bool lesson)
{
    Rect panel = panel_of(layout, lesson);
    return two ? panel_bottom_pair(layout, panel, which) : panel_bottom_button(layout, panel);
}

static Rect foot_button(const Layout *layout, int which, bool with_review)
{
    return foot_button_of(layout, which, with_review, false);
}

Rect summary_button(const Layout *layout) { return foot_button(layout, 1, true); }
Rect summary_review_button(const Layout *layout) { return foot_button(layout, 0, true); }
Rect summary_lesson_button(const Layout *layout, int which)
{
    return foot_button_of(layout, which == SUMMARY_LESSON_NEXT ? 1 : 0, true, true);
}

/* Not in a demo, where nothing is rated. */
static bool reviewable(const ScreenContext *c) { return c->analysis != NULL; }

/* `friend`: the other side's name at a friend's table, or NULL. */
static void draw_tricks_row(const Gfx *gfx, const char *friend, const SeatView *view, Rect area, int card_h)
{
    /* Each trick under its winner: the player, or the other side, by name
     * at a friend's table, cut to its column. */
    char them[LINK_NAME_MAX_SHOWN + 16], isolated[LINK_NAME_MAX_SHOWN + 8];
    snprintf(them, sizeof them, "%s", str_get(STR_OPPONENT));
    if (friend && friend[0])
        table_fit_name(gfx, FONT_SMALL_BOLD, str_player(friend, isolated, sizeof isolated),
                       area.w / TRICKS_PER_HAND - 4, them, sizeof them);
    const Layout *l = gfx->layout;
    int count = view->history_count;
    if (count == 0)
        return;
    float aspect = (float)l->card_w / (float)l->card_h;
    int column = area.w / TRICKS_PER_HAND;
    int card_w = iround(card_h * aspect);
    int offset_x = iround(card_w * 0.42), offset_y = iround(card_h * 0.12);
    for (int t = 0; t < count; t++) {
        const TrickRecord *trick = &view->history[t];
        /* The first trick where a reader starts: on the right in Sindhi. */
        int place = str_rtl() ? TRICKS_PER_HAND - 1 - t : t;
        int cx = area.x + column * place + column / 2;
        int x = cx - (card_w + offset_x) / 2;
        for (int which = 0; which < SEAT_COUNT; which++) {
            Sprite sprite;
            memset(&sprite, 0, sizeof sprite);
            sprite.card = trick->cards[which];
            Rect r = {x + which * offset_x, area.y + which * offset_y, card_w, card_h};
            sprite.pose = pose_from_rect(r, 0, 1);
            table_draw_card(gfx, &sprite, 0);
        }
        bool yours = trick->winner == view->seat;
        text_draw(gfx->text, FONT_SMALL_BOLD, yours ? str_get(STR_YOU) : them, cx, area.y + card_h + offset_y + 4,
                  yours ? COLOUR_GOLD_LIGHT : COLOUR_TEXT_DIM, ALIGN_CENTER);
    }
}

/* The title that names the hand, the practice deal or the lesson. */
static void title_of(const SeatView *view, bool practice, const LessonShow *lesson, char *out, size_t size)
{
    char number[8];
    snprintf(number, sizeof number, "%d", view->hands_dealt);
    str_format(out, size, practice ? STR_PRACTICE_LABEL : STR_SUM_TITLE, number, NULL, NULL);
    if (lesson) {
        const Lesson *taught = lesson_get(lesson->number);
        snprintf(number, sizeof number, "%d", lesson->number);
        str_format(out, size, STR_COACH_LESSON, number, taught ? str_get(taught->title) : "", NULL);
    }
}

/* Who won the hand, in `out`: a friend (`friend`, set apart for mixed
 * scripts, or NULL) by name. */
static const char *headline_of(const SeatView *view, const char *friend, char *out, size_t size)
{
    const HandResult *result = &view->last_hand;
    if (result->trick_winner != SEAT_NONE && result->trick_winner != view->seat && friend)
        str_format(out, size, STR_SUM_FRIEND_WINS, friend, NULL, NULL);
    else
        snprintf(out, size, "%s",
                 str_get(result->trick_winner == SEAT_NONE    ? STR_SUM_CUT_SHORT
                         : result->trick_winner == view->seat ? STR_SUM_YOU_WIN
                                                              : STR_SUM_OPP_WINS));
    return out;
}

/* The panel's words, from the title to the coach's last words: set down by
 * `pen`, or only measured. */
static void draw_body(PanelPen *pen, const SeatView *view, const char *friend, bool practice, const LessonShow *lesson,
                      Spacing spacing)
{
    const Gfx *gfx = pen->gfx;
    const Layout *l = gfx->layout;
    int pad = layout_panel_pad(l);
    char line[256], value[128];

    title_of(view, practice, lesson, line, sizeof line);
    panel_pen_text(pen, FONT_SMALL_BOLD, line, COLOUR_GOLD_LIGHT);
    char headline[UI_TEXT_MAX], winner[LINK_NAME_MAX_SHOWN + 8];
    panel_pen_text(pen, FONT_HEADING,
                   headline_of(view, friend && friend[0] ? str_player(friend, winner, sizeof winner) : NULL, headline,
                               sizeof headline),
                   COLOUR_IVORY);
    pen->y += spacing.space;

    if (view->history_count > 0) {
        Rect row = {pen->x, pen->y, pen->w, trick_row_h(l, spacing.card_h)};
        if (pen->drawing)
            draw_tricks_row(gfx, friend, view, row, spacing.card_h);
        panel_pen_block(pen, row.w, row.h);
    }
    pen->y += spacing.space;

    panel_score_line(value, sizeof value, STR_SUM_TRICKS_ROW, view, view->tricks);
    str_format(line, sizeof line, STR_LABELLED, str_get(STR_SUM_TRICKS), value, NULL);
    panel_pen_text(pen, FONT_BODY, line, COLOUR_TEXT);

    char lines[2][160];
    char named[LINK_NAME_MAX_SHOWN + 8];
    int n = str_hand_result_facing(&view->last_hand, view->seat, view->tricks,
                                   friend && friend[0] ? str_player(friend, named, sizeof named) : NULL, lines);
    for (int i = 0; i < n; i++)
        panel_pen_text(pen, FONT_BOLD, lines[i], COLOUR_GOLD_LIGHT);
    pen->y += text_line_height(gfx->text, FONT_BODY) / 4;
    panel_score_line(value, sizeof value, STR_SUM_TRICKS_ROW, view, view->scores);
    str_format(line, sizeof line, STR_LABELLED, str_get(STR_SUM_SCORE), value, NULL);
    panel_pen_text(pen, FONT_BODY, line, COLOUR_TEXT);

    /* The coach's last words, under a label of their own. */
    if (lesson) {
        pen->y += pad / 2;
        panel_pen_text(pen, FONT_SMALL_BOLD, str_get(STR_COACH_NAME), COLOUR_GOLD_LIGHT);
        panel_pen_text(pen, FONT_BODY, lesson->words, COLOUR_IVORY);
    }
}

static void draw_summary(const Gfx *gfx, const SeatView *view, const char *friend, PanelBody *body, int hover, int ring,
                         bool with_review, bool practice, const LessonShow *lesson, float appear, double now)
{
    const Layout *l = gfx->layout;
    Rect panel = panel_appearing(panel_of(l, lesson != NULL), appear);
    table_draw_panel(gfx, panel);
    int pad = layout_panel_pad(l);
    /* Where the panel stands as it slides in. */
    int shift = panel.y - panel_of(l, lesson != NULL).y;
    Rect foot = panel_bottom_button(l, panel);

    /* Measured first, to stand in the middle of the room above the
     * buttons, or to scroll where the room is short. */
    Rect view_rect = {panel.x + pad, panel.y + pad * 2 / 3, panel.w - 2 * pad,
                      foot.y - pad / 2 - (panel.y + pad * 2 / 3)};
    PanelPen pen;
    Spacing spacing;
    for (int closer = 0; closer < SPACINGS; closer++) {
        spacing = spacing_of(l, closer);
        pen = panel_pen(gfx, false, view_rect.x, view_rect.w, 0);
        draw_body(&pen, view, friend, practice, lesson, spacing);
        if (panel_body_fits(gfx, view_rect, pen.y))
            break;
    }
    pen.y = panel_body_begin(gfx, body, view_rect, pen.y, pen.widest);
    pen.drawing = true;
    draw_body(&pen, view, friend, practice, lesson, spacing);
    panel_body_end(gfx, body);

    if (lesson) {
        Rect next = summary_lesson_button(l, SUMMARY_LESSON_NEXT), back = summary_lesson_button(l, SUMMARY_LESSON_BACK);
        next.y += shift;
        back.y += shift;
        table_draw_button(gfx, back, str_get(STR_BTN_BACK_TO_GAME), false, hover == SUMMARY_LESSON_BACK, false, false,
                          now);
        table_draw_button(gfx, next,
                          str_get(lesson->number >= LESSON_COUNT ? STR_BTN_ALL_LESSONS : STR_BTN_NEXT_LESSON), true,
                          hover == SUMMARY_LESSON_NEXT, false, false, now);
        if (ring == SUMMARY_LESSON_NEXT || ring == SUMMARY_LESSON_BACK)
            focus_draw_button_ring(gfx, ring == SUMMARY_LESSON_NEXT ? next : back);
        return;
    }
    if (with_review) {
        Rect review = summary_review_button(l);
        review.y += shift;
        table_draw_button(gfx, review, str_get(STR_BTN_REVIEW), false, hover == 1, false, false, now);
        if (ring == 1)
            focus_draw_button_ring(gfx, review);
        focus_draw_key_cap(gfx, review, "R"); /* as at the game's end */
    }
    Rect next = foot_button(l, 1, with_review);
    next.y += shift;
    table_draw_button(gfx, next, str_get(practice ? STR_BTN_BACK_TO_GAME : STR_BTN_NEXT_HAND), true, hover == 0, false,
                      false, now);
    if (ring == 0)
        focus_draw_button_ring(gfx, next);
}

/* ---- the screen --------------------------------------------------------- */

/* A lesson played to its end: the summary is the lesson's. */
static const LessonShow *lesson_of(const ScreenContext *c)
{
    return c->lesson && c->lesson->finished ? c->lesson : NULL;
}

static Intent lesson_press(const LessonShow *lesson, int which)
{
    if (which == SUMMARY_LESSON_BACK)
        return intent_of(INTENT_LEAVE_LESSON);
    return coach_next_intent(lesson->number);
}

/* The arrows choose a button, Space and Enter press it (the next lesson
 * when none is chosen), Esc or a click outside closes the panel. */
static ScreenAnswer lesson_handle(OneButton *state, const ScreenContext *c, const Command *cmd, Intent *out)
{
    const LessonShow *lesson = lesson_of(c);
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        if (cmd->key == CK_LEFT || cmd->key == CK_RIGHT) {
            /* The button on that side, as the pair is drawn. */
            state->hover = (cmd->key == CK_LEFT) != c->layout->rtl ? SUMMARY_LESSON_BACK : SUMMARY_LESSON_NEXT;
            state->keyboard = true;
        } else if (cmd->key == CK_TAB || cmd->key == CK_BACK_TAB || cmd->key == CK_UP || cmd->key == CK_DOWN) {
            state->hover = focus_next(state->hover, 2, cmd->key);
            state->keyboard = true;
        } else if (cmd->key == CK_SPACE || cmd->key == CK_ENTER)
            *out = lesson_press(lesson, state->hover);
        else if (cmd->key == CK_ESCAPE)
            *out = intent_of(INTENT_CLOSE);
        return SCREEN_REDRAW;
    }
    int where = -1;
    for (int which = SUMMARY_LESSON_NEXT; which <= SUMMARY_LESSON_BACK; which++)
        if (rect_contains(summary_lesson_button(c->layout, which), cmd->x, cmd->y))
            where = which;
    int click;
    if (cmd->type == CMD_POINTER_MOVE)
        state->keyboard = false;
    ScreenAnswer answer = panel_pointer(&state->hover, where,
                                        rect_contains(summary_lesson_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click >= 0)
        *out = lesson_press(lesson, click);
    else if (click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}

typedef struct SummaryState {
    OneButton button;
    PanelBody body;
} SummaryState;

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    SummaryState *whole = screen->state;
    OneButton *state = &whole->button;
    ScreenAnswer scrolled;
    if (panel_body_command(&whole->body, c->layout, cmd, &scrolled))
        return scrolled;
    if (lesson_of(c))
        return lesson_handle(state, c, cmd, out);
    Rect panel = summary_panel(c->layout);
    bool with_review = reviewable(c);
    Rect next = foot_button(c->layout, 1, with_review);
    if (!with_review)
        return one_button_handle(state, panel, next, INTENT_NEXT_HAND, cmd, out);
    /* hover: 0 on the next hand's button, 1 on the review's, which R and a
     * controller's Y press too, as at the game's end. */
    return one_button_pair_handle(state, panel, next, INTENT_NEXT_HAND, summary_review_button(c->layout),
                                  intent_open(SCREEN_REVIEW, c->view->hands_dealt), CK_REVIEW, cmd, out);
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    (void)argument;
    SummaryState *state = screen->state;
    state->button.hover = -1;
    state->button.keyboard = false;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    SummaryState *state = screen->state;
    const OneButton *button = &state->button;
    draw_summary(gfx, c->view, c->online ? c->online->opponent : NULL, &state->body, button->hover,
                 button->keyboard ? button->hover : -1, reviewable(c), c->practice_hand > 0, lesson_of(c),
                 panel_appear(screen->opened_at, c->now), c->now);
}

/* The label of the button the keyboard is on, or NULL. */
static const char *ringed_label(const SummaryState *state, const ScreenContext *c)
{
    const OneButton *button = &state->button;
    if (!button->keyboard || button->hover < 0)
        return NULL;
    const LessonShow *lesson = lesson_of(c);
    if (lesson) {
        if (button->hover == SUMMARY_LESSON_BACK)
            return str_get(STR_BTN_BACK_TO_GAME);
        return str_get(lesson->number >= LESSON_COUNT ? STR_BTN_ALL_LESSONS : STR_BTN_NEXT_LESSON);
    }
    if (button->hover == 1 && reviewable(c))
        return str_get(STR_BTN_REVIEW);
    return str_get(c->practice_hand > 0 ? STR_BTN_BACK_TO_GAME : STR_BTN_NEXT_HAND);
}

/* The hand, who won it, the tricks, the points and the score, and the
 * keys; the coach's last words are said as the coach's. */
static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const SummaryState *state = screen->state;
    const SeatView *view = c->view;
    const LessonShow *lesson = lesson_of(c);
    bool practice = c->practice_hand > 0;
    char line[256], sentence[SCREEN_ABOUT_MAX], a[16], b[16];
    title_of(view, practice, lesson, line, sizeof line);
    str_format(sentence, sizeof sentence, STR_SPK_PANEL, line, NULL, NULL);
    screen_words_add(out->about, sizeof out->about, sentence);
    char headline[UI_TEXT_MAX], winner[LINK_NAME_MAX_SHOWN + 8];
    str_format(sentence, sizeof sentence, STR_SPK_PANEL,
               headline_of(view, panel_friend_named(c, winner, sizeof winner), headline, sizeof headline), NULL, NULL);
    screen_words_add(out->about, sizeof out->about, sentence);
    uint8_t you = view->seat, them = seat_other(view->seat);
    snprintf(a, sizeof a, "%d", view->tricks[you]);
    snprintf(b, sizeof b, "%d", view->tricks[them]);
    str_format(sentence, sizeof sentence, STR_SPK_TRICKS, a, b, NULL);
    screen_words_add(out->about, sizeof out->about, sentence);
    char lines[2][160];
    char named[LINK_NAME_MAX_SHOWN + 8];
    int n = str_hand_result_facing(&view->last_hand, view->seat, view->tricks,
                                   panel_friend_named(c, named, sizeof named), lines);
    for (int i = 0; i < n; i++)
        screen_words_add(out->about, sizeof out->about, lines[i]);
    snprintf(a, sizeof a, "%d", view->scores[you]);
    snprintf(b, sizeof b, "%d", view->scores[them]);
    str_format(sentence, sizeof sentence, STR_SPK_SCORE, a, b, NULL);
    screen_words_add(out->about, sizeof out->about, sentence);
    if (lesson || reviewable(c)) {
        screen_words_add(out->about, sizeof out->about, str_get(STR_SPK_KEYS_BUTTONS));
        if (!lesson)
            screen_words_add(out->about, sizeof out->about, str_get(STR_SPK_KEY_REVIEW));
    } else {
        str_format(sentence, sizeof sentence, STR_SPK_KEYS_ONE,
                   str_get(practice ? STR_BTN_BACK_TO_GAME : STR_BTN_NEXT_HAND), NULL, NULL);
        screen_words_add(out->about, sizeof out->about, sentence);
    }
    const char *ringed = ringed_label(state, c);
    if (ringed)
        screen_words_button(out, ringed, false);
}

const PanelBody *summary_body(const Screen *screen) { return &((const SummaryState *)screen->state)->body; }

const ScreenClass SUMMARY_SCREEN = {
    .id = SCREEN_SUMMARY,
    .state_size = sizeof(SummaryState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
