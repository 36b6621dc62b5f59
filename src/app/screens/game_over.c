#include "screens/game_over.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "learn/lesson.h"
#include "render/focus.h"
#include "render/table.h"
#include "screens/coach.h"
#include "screens/one_button.h"
#include "screens/panel.h"

/* The report's rows under a row naming the sides. */
enum { REPORT_ROWS = 5 };

static int report_height(const Layout *layout) { return (REPORT_ROWS + 1) * layout_line(layout->font_small); }

Rect game_over_panel(const Layout *layout)
{
    int pad = layout_panel_pad(layout);
    /* Wider for larger text: the title on one line. */
    int w = imin(imax(iround(layout->width * 0.6), layout->font_title * 12), layout->font_body * 36);
    w = imin(w, layout->width - 2 * layout->margin);
    /* The last hand's two lines may wrap to four in a small window. */
    int h = pad + 2 * layout_line(layout->font_title) + layout_line(layout->font_small) + pad +
            layout_line(layout->font_small) + 4 * layout_line(layout->font_body) + pad + report_height(layout) + pad +
            layout->button_h + pad;
    h = imin(h, layout->height - 2 * layout->margin);
    return (Rect){(layout->width - w) / 2, (layout->height - h) / 2, w, h};
}

/* The buttons at the foot: the new game's alone in a demo, where nothing
 * is rated, else the review of the last hand's on its left (`which` 0)
 * and the new game's (1), as the hand's summary has them. */
static Rect foot_button(const Layout *layout, int which, bool with_review)
{
    Rect panel = game_over_panel(layout);
    return with_review ? panel_bottom_pair(layout, panel, which) : panel_bottom_button(layout, panel);
}

Rect game_over_button(const Layout *layout) { return foot_button(layout, 1, true); }
Rect game_over_review_button(const Layout *layout) { return foot_button(layout, 0, true); }

/* Not in a demo, where nothing is rated; not after a practice deal or a
 * lesson, whose buttons lead on instead. */
static bool reviewable(const ScreenContext *c)
{
    return c->analysis != NULL && c->practice_hand <= 0 && !(c->lesson && c->lesson->finished);
}

/* After a practice deal: back to the game, or the deal once more, side by
 * side. */
Rect game_over_practice_button(const Layout *layout, int which)
{
    Rect panel = game_over_panel(layout);
    int pad = layout_panel_pad(layout);
    int w = (panel.w - 3 * pad) / 2;
    return (Rect){panel.x + pad + which * (w + pad), panel.y + panel.h - pad - layout->button_h, w, layout->button_h};
}

void game_over_report_of(const ScreenContext *c, GameOverReport *out)
{
    memset(out, 0, sizeof *out);
    out->rated = c->analysis != NULL && c->journal != NULL;
    if (!out->rated)
        return;
    int end = c->journal->count;
    out->complete = analysis_complete(c->analysis, 0, end);
    uint8_t you = c->view->seat;
    analysis_tally(c->analysis, you, 0, end, &out->sides[0]);
    analysis_tally(c->analysis, seat_other(you), 0, end, &out->sides[1]);
}

int game_over_accuracy(const AnalysisTally *tally)
{
    if (tally->decisions <= 0)
        return -1;
    double accuracy = 100.0 * (1.0 - tally->loss_sum / tally->decisions);
    return (int)lround(fmax(0.0, fmin(100.0, accuracy)));
}

/* The labels of the rows of grades, inaccuracy first. */
static const StringId GRADES[] = {STR_OVER_INACCURACIES, STR_OVER_MISTAKES, STR_OVER_BLUNDERS};

/* "94 %", or the word for no decisions to judge. */
static void accuracy_cell(const AnalysisTally *tally, char *out, size_t size)
{
    char number[16];
    int accuracy = game_over_accuracy(tally);
    snprintf(number, sizeof number, "%d", accuracy);
    if (accuracy < 0)
        snprintf(out, size, "%s", str_get(STR_OVER_NO_ACCURACY));
    else
        str_format(out, size, STR_OVER_PERCENT, number, NULL, NULL);
}

/* The report's rows after its heading (REPORT_ROWS): the decisions, the
 * accuracy, then each grade, with the player's value and the opponent's. */
typedef struct ReportRow {
    StringId label;
    char cells[SEAT_COUNT][32];
} ReportRow;

static void report_rows(const GameOverReport *report, ReportRow rows[REPORT_ROWS])
{
    rows[0].label = STR_OVER_DECISIONS;
    rows[1].label = STR_OVER_ACCURACY;
    for (int side = 0; side < SEAT_COUNT; side++) {
        snprintf(rows[0].cells[side], sizeof rows[0].cells[side], "%d", report->sides[side].decisions);
        accuracy_cell(&report->sides[side], rows[1].cells[side], sizeof rows[1].cells[side]);
    }
    for (int grade = RATING_INACCURACY; grade <= RATING_BLUNDER; grade++) {
        ReportRow *row = &rows[2 + grade - RATING_INACCURACY];
        row->label = GRADES[grade - RATING_INACCURACY];
        for (int side = 0; side < SEAT_COUNT; side++)
            snprintf(row->cells[side], sizeof row->cells[side], "%d", report->sides[side].grades[grade]);
    }
}

/* One row of the report: a label, then the player's value and the
 * opponent's, in columns that a right-to-left language mirrors. */
static void draw_row(const Gfx *gfx, Rect area, int y, const char *label, const char *values[SEAT_COUNT], bool heading)
{
    TextRenderer *text = gfx->text;
    FontId font = heading ? FONT_SMALL_BOLD : FONT_SMALL;
    SDL_Color colour = heading ? COLOUR_GOLD_LIGHT : COLOUR_TEXT;
    bool rtl = str_rtl();
    int label_x = rtl ? area.x + area.w : area.x;
    if (label)
        text_draw(text, FONT_SMALL, label, label_x, y, COLOUR_TEXT_DIM, rtl ? ALIGN_RIGHT : ALIGN_LEFT);
    for (int side = 0; side < SEAT_COUNT; side++) {
        int column = area.w * (side == 0 ? 60 : 86) / 100;
        int x = rtl ? area.x + area.w - column : area.x + column;
        text_draw(text, font, values[side], x, y, colour, ALIGN_CENTER);
    }
}

/* The other side, as the panel names it: the friend, or the opponent. */
static const char *other_side(const Gfx *gfx, const ScreenContext *c, int width, char *out, size_t size)
{
    char isolated[LINK_NAME_MAX_SHOWN + 8];
    const char *name = panel_friend_named(c, isolated, sizeof isolated);
    if (!name)
        return str_get(STR_OPPONENT);
    table_fit_name(gfx, FONT_SMALL, name, width, out, size);
    return out;
}

static void draw_report(const Gfx *gfx, const char *them, const GameOverReport *report, Rect area)
{
    TextRenderer *text = gfx->text;
    int line = text_line_height(text, FONT_SMALL);
    int y = area.y;
    /* Numbers that would still change are not shown. */
    if (!report->complete) {
        text_draw(text, FONT_SMALL, str_get(STR_OVER_RATING), area.x + area.w / 2, y + (area.h - line) / 2,
                  COLOUR_TEXT_DIM, ALIGN_CENTER);
        return;
    }
    const char *sides[SEAT_COUNT] = {str_get(STR_YOU), them};
    draw_row(gfx, area, y, NULL, sides, true);
    y += line;
    ReportRow rows[REPORT_ROWS];
    report_rows(report, rows);
    for (int i = 0; i < REPORT_ROWS; i++) {
        const char *values[SEAT_COUNT] = {rows[i].cells[0], rows[i].cells[1]};
        draw_row(gfx, area, y, str_get(rows[i].label), values, false);
        y += line;
    }
}

/* The label of a practice button; after a lesson, the next one is the way
 * on. */
static StringId practice_label(const ScreenContext *c, int which)
{
    const LessonShow *lesson = c->lesson && c->lesson->finished ? c->lesson : NULL;
    bool back = which == GAME_OVER_PRACTICE_BACK;
    if (back)
        return STR_BTN_BACK_TO_GAME;
    if (lesson)
        return lesson->number >= LESSON_COUNT ? STR_BTN_ALL_LESSONS : STR_BTN_NEXT_LESSON;
    return STR_BTN_PLAY_AGAIN;
}

bool game_over_how(const ScreenContext *c, char *out, size_t size)
{
    const OnlineShow *online = c->online;
    if (!online || !online->over || online->end == ONLINE_END_SCORE)
        return false;
    bool won = c->view->winner == c->view->seat;
    char isolated[LINK_NAME_MAX_SHOWN + 8];
    const char *name = str_player(online->opponent, isolated, sizeof isolated);
    StringId id = STR_OVER_LEFT_WON;
    if (online->end == ONLINE_END_CLAIM)
        id = won ? STR_OVER_CLAIMED_WON : STR_OVER_CLAIMED_LOST;
    else if (online->end == ONLINE_END_RESIGN)
        id = won ? STR_OVER_RESIGNED_WON : STR_OVER_RESIGNED_LOST;
    else if (!won)
        return false; /* whoever leaves is no longer at the table to read it */
    str_format(out, size, id, name, NULL, NULL);
    return true;
}

/* Who has asked for a rematch, as both players see it at once; 0: nobody. */
static StringId rematch_line(const ScreenContext *c)
{
    if (!c->online || !c->online->rematch_offered)
        return 0;
    return c->online->rematch_mine ? STR_REMATCH_ASKED : c->online->rematch_theirs ? STR_REMATCH_OFFERED : 0;
}

/* The main button's words: at a friend's table a rematch, or, with the
 * friend gone for good, the way away from the table. */
static StringId again_label(const ScreenContext *c)
{
    if (!c->online)
        return STR_BTN_NEW_GAME;
    return c->online->rematch_offered ? STR_BTN_REMATCH : STR_MENU_LEAVE_TABLE;
}

static IntentType again_intent(const ScreenContext *c)
{
    if (!c->online)
        return INTENT_NEW_GAME;
    return c->online->rematch_offered ? INTENT_REMATCH : INTENT_LEAVE_TABLE;
}

/* The panel's words, from the title to the coach's last words: set down by
 * `pen`, or only measured. */
static void draw_body(PanelPen *pen, const ScreenContext *c, const GameOverReport *report)
{
    const SeatView *view = c->view;
    const Gfx *gfx = pen->gfx;
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    int pad = layout_panel_pad(l);
    int cx = pen->x + pen->w / 2;
    bool won = view->winner == view->seat;
    const LessonShow *lesson = c->lesson && c->lesson->finished ? c->lesson : NULL;

    char friend_won[128], isolated[LINK_NAME_MAX_SHOWN + 8];
    const char *title = str_get(won ? STR_OVER_TITLE_WON : STR_OVER_TITLE_LOST);
    if (!won && c->online) {
        str_format(friend_won, sizeof friend_won, STR_OVER_TITLE_FRIEND_WON,
                   str_player(c->online->opponent, isolated, sizeof isolated), NULL, NULL);
        title = friend_won;
    }
    SDL_Color title_colour = won ? COLOUR_GOLD_LIGHT : COLOUR_IVORY;
    int title_w = text_width(text, FONT_TITLE, title);
    if (title_w <= pen->w) {
        /* In its shadow, on one line, as it mostly is. */
        if (pen->drawing)
            text_draw_shadowed(text, FONT_TITLE, title, cx, pen->y, title_colour, ALIGN_CENTER);
        panel_pen_block(pen, title_w, text_line_height(text, FONT_TITLE));
    } else {
        panel_pen_text(pen, FONT_TITLE, title, title_colour);
    }

    char a[8], line[256];
    int title_h = text_line_height(text, FONT_TITLE);
    panel_score_line(line, sizeof line, STR_OVER_SCORE, view, view->scores);
    int score_w = text_width(text, FONT_TITLE, line);
    char them_fitted[LINK_NAME_MAX_SHOWN + 16];
    const char *them = other_side(gfx, c, l->font_body * 8, them_fitted, sizeof them_fitted);
    int you_w = text_width(text, FONT_SMALL, str_get(STR_YOU)), them_w = text_width(text, FONT_SMALL, them);
    if (pen->drawing) {
        text_draw(text, FONT_TITLE, line, cx, pen->y, COLOUR_IVORY, ALIGN_CENTER);
        text_draw(text, FONT_SMALL, str_get(STR_YOU), cx - score_w / 2 - l->gap, pen->y + title_h / 2 - 6,
                  COLOUR_TEXT_DIM, ALIGN_RIGHT);
        text_draw(text, FONT_SMALL, them, cx + score_w / 2 + l->gap, pen->y + title_h / 2 - 6, COLOUR_TEXT_DIM,
                  ALIGN_LEFT);
    }
    panel_pen_block(pen, score_w + 2 * (l->gap + imax(you_w, them_w)), title_h);

    /* A game won in practice is no game: the line says so in place of
     * the count of hands. */
    if (lesson) {
        const Lesson *taught = lesson_get(lesson->number);
        snprintf(a, sizeof a, "%d", lesson->number);
        str_format(line, sizeof line, STR_COACH_LESSON, a, taught ? str_get(taught->title) : "", NULL);
        panel_pen_text(pen, FONT_SMALL_BOLD, line, COLOUR_GOLD_LIGHT);
    } else if (c->practice_hand > 0) {
        panel_pen_text(pen, FONT_SMALL_BOLD, str_get(STR_PRACTICE_LABEL), COLOUR_WARN);
    } else {
        str_format_plural(line, sizeof line, STR_OVER_HANDS, (unsigned long)view->hands_dealt, NULL, NULL);
        panel_pen_text(pen, FONT_SMALL, line, COLOUR_TEXT_DIM);
    }
    /* A game a rule did not end says what did; at a friend's table, who
     * has asked for a rematch. */
    if (game_over_how(c, line, sizeof line))
        panel_pen_text(pen, FONT_BODY, line, COLOUR_GOLD_LIGHT);
    if (rematch_line(c))
        panel_pen_text(pen, FONT_BODY, str_get(rematch_line(c)), COLOUR_IVORY);

    if (view->has_last_hand) {
        char lines[2][160];
        char named[LINK_NAME_MAX_SHOWN + 8];
        int n = str_hand_result_facing(&view->last_hand, view->seat, view->tricks,
                                       panel_friend_named(c, named, sizeof named), lines);
        pen->y += pad;
        panel_pen_text(pen, FONT_SMALL_BOLD, str_get(STR_OVER_LAST_HAND), COLOUR_GOLD_LIGHT);
        for (int i = 0; i < n; i++)
            panel_pen_text(pen, FONT_BODY, lines[i], COLOUR_TEXT);
    }
    if (report->rated) {
        pen->y += pad;
        int w = imin(pen->w, l->font_body * 21);
        /* As tall as its rows are drawn, in the fonts of the language. */
        int rows_h = imax(report_height(l), (REPORT_ROWS + 1) * text_line_height(text, FONT_SMALL));
        if (pen->drawing)
            draw_report(gfx, them, report, (Rect){cx - w / 2, pen->y, w, rows_h});
        panel_pen_block(pen, w, rows_h);
    }
    if (lesson) {
        pen->y += pad;
        panel_pen_text(pen, FONT_SMALL_BOLD, str_get(STR_COACH_NAME), COLOUR_GOLD_LIGHT);
        panel_pen_text(pen, FONT_BODY, lesson->words, COLOUR_IVORY);
    }
}

/* Between the panel's top and its buttons, short of the scroll bar's room
 * on either side. */
static Rect body_view(const Layout *l, Rect panel, Rect button)
{
    int pad = layout_panel_pad(l);
    int top = panel.y + pad * 2 / 3;
    return (Rect){panel.x + pad, top, panel.w - 2 * pad, button.y - pad / 2 - top};
}

static void draw_game_over(const Gfx *gfx, const ScreenContext *c, const GameOverReport *report, PanelBody *body,
                           int hover, int ring, float appear)
{
    const Layout *l = gfx->layout;
    Rect panel = panel_appearing(game_over_panel(l), appear);
    table_draw_panel(gfx, panel);
    const LessonShow *lesson = c->lesson && c->lesson->finished ? c->lesson : NULL;
    bool practice = c->practice_hand > 0;
    Rect button = panel_bottom_button(l, panel);

    /* Measured first, to stand in the middle of the room above the
     * buttons, or to scroll where the room is short. */
    Rect view = body_view(l, panel, button);
    PanelPen pen = panel_pen(gfx, false, view.x, view.w, 0);
    draw_body(&pen, c, report);
    pen.x = view.x;
    pen.y = panel_body_begin(gfx, body, view, pen.y, pen.widest);
    pen.drawing = true;
    draw_body(&pen, c, report);
    panel_body_end(gfx, body);

    if (lesson || practice) {
        /* Where the panel stands as it slides in. */
        int shift = panel.y - game_over_panel(l).y;
        for (int which = 0; which < GAME_OVER_PRACTICE_COUNT; which++) {
            Rect r = game_over_practice_button(l, which);
            r.y += shift;
            table_draw_button(gfx, r, str_get(practice_label(c, which)),
                              lesson ? which != GAME_OVER_PRACTICE_BACK : which == GAME_OVER_PRACTICE_BACK,
                              hover == which, false, false, c->now);
            if (ring == which)
                focus_draw_button_ring(gfx, r);
        }
    } else {
        bool with_review = reviewable(c);
        int shift = panel.y - game_over_panel(l).y;
        Rect new_game = foot_button(l, 1, with_review);
        new_game.y += shift;
        table_draw_button(gfx, new_game, str_get(again_label(c)), true, hover == 0, false,
                          c->online && c->online->rematch_theirs, c->now);
        if (ring == 0)
            focus_draw_button_ring(gfx, new_game);
        if (with_review) {
            /* The review of the last hand, with its key: R, as at the
             * hand's summary. */
            Rect review = foot_button(l, 0, true);
            review.y += shift;
            table_draw_button(gfx, review, str_get(STR_BTN_REVIEW), false, hover == 1, false, false, c->now);
            if (ring == 1)
                focus_draw_button_ring(gfx, review);
            focus_draw_key_cap(gfx, review, "R");
        }
    }
}

/* ---- the screen --------------------------------------------------------- */

typedef struct GameOverState {
    OneButton button;
    GameOverReport report;
    PanelBody body;
} GameOverState;

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)argument;
    GameOverState *state = screen->state;
    state->button.hover = -1;
    state->button.keyboard = false;
    game_over_report_of(c, &state->report);
}

static Intent practice_press(const ScreenContext *c, int which)
{
    if (c->lesson && c->lesson->finished) {
        if (which != GAME_OVER_LESSON_NEXT)
            return intent_of(INTENT_LEAVE_LESSON);
        return coach_next_intent(c->lesson->number);
    }
    if (which != GAME_OVER_PRACTICE_AGAIN)
        return intent_of(INTENT_LEAVE_PRACTICE);
    Intent intent = intent_of(INTENT_REPLAY_DEAL);
    intent.arg = c->practice_hand;
    return intent;
}

/* The arrows choose a button, Space and Enter press it (the way back when
 * none is chosen, after a lesson the next lesson), Esc or a click outside
 * closes the panel. */
static ScreenAnswer practice_handle(OneButton *state, const ScreenContext *c, const Command *cmd, Intent *out)
{
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        if (cmd->key == CK_LEFT || cmd->key == CK_RIGHT) {
            state->hover = (cmd->key == CK_LEFT) != str_rtl() ? GAME_OVER_PRACTICE_BACK : GAME_OVER_PRACTICE_AGAIN;
            state->keyboard = true;
        } else if (cmd->key == CK_TAB || cmd->key == CK_BACK_TAB || cmd->key == CK_UP || cmd->key == CK_DOWN) {
            state->hover = focus_next(state->hover, GAME_OVER_PRACTICE_COUNT, cmd->key);
            state->keyboard = true;
        } else if (cmd->key == CK_SPACE || cmd->key == CK_ENTER)
            *out = practice_press(c, state->hover < 0 && c->lesson ? GAME_OVER_LESSON_NEXT : state->hover);
        else if (cmd->key == CK_ESCAPE)
            *out = intent_of(INTENT_CLOSE);
        return SCREEN_REDRAW;
    }
    int where = -1;
    for (int which = 0; which < GAME_OVER_PRACTICE_COUNT; which++)
        if (rect_contains(game_over_practice_button(c->layout, which), cmd->x, cmd->y))
            where = which;
    int click;
    if (cmd->type == CMD_POINTER_MOVE)
        state->keyboard = false;
    ScreenAnswer answer = panel_pointer(&state->hover, where, rect_contains(game_over_panel(c->layout), cmd->x, cmd->y),
                                        cmd, &click);
    if (click >= 0)
        *out = practice_press(c, click);
    else if (click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    GameOverState *state = screen->state;
    ScreenAnswer scrolled;
    if (panel_body_command(&state->body, c->layout, cmd, &scrolled))
        return scrolled;
    if (c->practice_hand > 0 || (c->lesson && c->lesson->finished))
        return practice_handle(&state->button, c, cmd, out);
    bool with_review = reviewable(c);
    Rect panel = game_over_panel(c->layout), new_game = foot_button(c->layout, 1, with_review);
    /* At a friend's table the game's end offers a rematch at the same table. */
    IntentType again = again_intent(c);
    if (!with_review)
        return one_button_handle(&state->button, panel, new_game, again, cmd, out);
    /* R, as at the hand's summary, reviews the last hand. */
    return one_button_pair_handle(&state->button, panel, new_game, again, game_over_review_button(c->layout),
                                  intent_open(SCREEN_REVIEW, c->view->hands_dealt), CK_REVIEW, cmd, out);
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    GameOverState *state = screen->state;
    /* The ratings arrive while the panel is up, each with a wake-up that
     * brings a new frame. */
    game_over_report_of(c, &state->report);
    draw_game_over(gfx, c, &state->report, &state->body, state->button.hover,
                   state->button.keyboard ? state->button.hover : -1, panel_appear(screen->opened_at, c->now));
}

/* The table of accuracy and grades, row by row, once every decision is
 * rated. */
static void speak_report(const ScreenContext *c, ScreenWords *out)
{
    GameOverReport report;
    game_over_report_of(c, &report);
    if (!report.rated)
        return;
    if (!report.complete) {
        screen_words_add(out->about, sizeof out->about, str_get(STR_OVER_RATING));
        return;
    }
    ReportRow rows[REPORT_ROWS];
    report_rows(&report, rows);
    for (int i = 0; i < REPORT_ROWS; i++) {
        char sentence[SCREEN_ABOUT_MAX];
        str_format(sentence, sizeof sentence, STR_SPK_OVER_ROW, str_get(rows[i].label), rows[i].cells[0],
                   rows[i].cells[1]);
        screen_words_add(out->about, sizeof out->about, sentence);
    }
}

/* Who won, the score, how long the game was, the accuracy, the last hand, and the keys;
 * the coach's last words are said as the coach's. */
static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const GameOverState *state = screen->state;
    const SeatView *view = c->view;
    char sentence[SCREEN_ABOUT_MAX], a[16], b[16];
    bool won = view->winner == view->seat;
    screen_words_add(out->about, sizeof out->about, str_get(won ? STR_SPK_OVER_WON : STR_SPK_OVER_LOST));
    snprintf(a, sizeof a, "%d", view->scores[view->seat]);
    snprintf(b, sizeof b, "%d", view->scores[seat_other(view->seat)]);
    str_format(sentence, sizeof sentence, STR_SPK_SCORE, a, b, NULL);
    screen_words_add(out->about, sizeof out->about, sentence);
    bool lesson = c->lesson && c->lesson->finished, practice = c->practice_hand > 0;
    if (lesson) {
        const Lesson *taught = lesson_get(c->lesson->number);
        char label[256];
        snprintf(a, sizeof a, "%d", c->lesson->number);
        str_format(label, sizeof label, STR_COACH_LESSON, a, taught ? str_get(taught->title) : "", NULL);
        str_format(sentence, sizeof sentence, STR_SPK_PANEL, label, NULL, NULL);
    } else if (practice) {
        str_format(sentence, sizeof sentence, STR_SPK_PANEL, str_get(STR_PRACTICE_LABEL), NULL, NULL);
    } else {
        str_format_plural(sentence, sizeof sentence, STR_SPK_OVER_HANDS, (unsigned long)view->hands_dealt, NULL, NULL);
    }
    screen_words_add(out->about, sizeof out->about, sentence);
    if (game_over_how(c, sentence, sizeof sentence))
        screen_words_add(out->about, sizeof out->about, sentence);
    if (rematch_line(c))
        screen_words_add(out->about, sizeof out->about, str_get(rematch_line(c)));
    speak_report(c, out);
    if (view->has_last_hand) {
        char lines[2][160];
        char named[LINK_NAME_MAX_SHOWN + 8];
        int n = str_hand_result_facing(&view->last_hand, view->seat, view->tricks,
                                       panel_friend_named(c, named, sizeof named), lines);
        str_format(sentence, sizeof sentence, STR_SPK_PANEL, str_get(STR_OVER_LAST_HAND), NULL, NULL);
        screen_words_add(out->about, sizeof out->about, sentence);
        for (int i = 0; i < n; i++)
            screen_words_add(out->about, sizeof out->about, lines[i]);
    }
    if (lesson || practice) {
        screen_words_add(out->about, sizeof out->about, str_get(STR_SPK_KEYS_BUTTONS));
    } else {
        /* Enter with no button ringed still starts a new game. */
        str_format(sentence, sizeof sentence, STR_SPK_KEYS_ONE, str_get(again_label(c)), NULL, NULL);
        screen_words_add(out->about, sizeof out->about, sentence);
        if (reviewable(c))
            screen_words_add(out->about, sizeof out->about, str_get(STR_SPK_KEY_REVIEW));
    }
    if (!state->button.keyboard || state->button.hover < 0)
        return;
    if (lesson || practice)
        screen_words_button(out, str_get(practice_label(c, state->button.hover)), false);
    else
        screen_words_button(out, str_get(state->button.hover == 1 ? STR_BTN_REVIEW : again_label(c)), false);
}

const PanelBody *game_over_body(const Screen *screen) { return &((const GameOverState *)screen->state)->body; }

const GameOverReport *game_over_report(const Screen *screen) { return &((const GameOverState *)screen->state)->report; }

const ScreenClass GAME_OVER_SCREEN = {
    .id = SCREEN_GAME_OVER,
    .state_size = sizeof(GameOverState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
