/* The panels of a hand's end, a game's end, the lessons, the dialogs and
 * the coach, in words and by the keyboard: what each says of itself and of
 * the button the keyboard is on, that Tab reaches the coach's way out of a
 * lesson, and that at the largest text every panel holds its words in a
 * small window and a common one, scrolling what does not fit. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "i18n/strings.h"
#include "learn/lesson.h"
#include "screens/coach.h"
#include "screens/coach_ask.h"
#include "screens/confirm.h"
#include "screens/game_over.h"
#include "screens/lessons.h"
#include "screens/summary.h"
#include "session/analysis.h"

static const int SIZES[][2] = {{800, 600}, {1280, 800}};
enum { SIZE_COUNT = 2 };
static const char *const LANGUAGES[] = {"en", "mr", "sd"};
enum { TONGUES = 3 };

/* ---- driving the app ---------------------------------------------------------- */

/* A window of w x h in `language`, the text at 200 % (as far as it has
 * room). */
static App *open_large(uint64_t seed, int w, int h, const char *language)
{
    AppConfig config;
    support_app_config(&config, seed, w, h, SPEED_INSTANT, false);
    config.language = language;
    App *app = support_open(&config);
    for (int i = 0; i < 4; i++) {
        support_press(app, SDLK_EQUALS, KMOD_LCTRL);
        support_step(app, 20);
    }
    assert_true(app_layout(app)->scale_asked == 2.0f);
    return app;
}

static bool hand_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
}

static bool game_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_GAME_OVER;
}

static void expect_button(App *app, StringId label, const char *where)
{
    ScreenWords words;
    support_screen_words(app, &words);
    char expected[SCREEN_FOCUS_MAX];
    str_format(expected, sizeof expected, STR_SPK_BUTTON, str_get(label), NULL, NULL);
    if (strcmp(words.focus, expected) != 0)
        fail_msg("%s: the focus is \"%s\", not \"%s\"", where, words.focus, expected);
}

static void expect_score(const char *about, const Game *game, uint8_t you, const char *where)
{
    char a[8], b[8], sentence[128];
    snprintf(a, sizeof a, "%d", game->scores[you]);
    snprintf(b, sizeof b, "%d", game->scores[seat_other(you)]);
    str_format(sentence, sizeof sentence, STR_SPK_SCORE, a, b, NULL);
    support_expect_in(about, sentence, where);
}

/* ---- a panel in its window ---------------------------------------------------- */

static Rect window_of(App *app)
{
    const Layout *l = app_layout(app);
    return (Rect){0, 0, l->width, l->height};
}

/* Every button in the panel, the panel in the window, no two buttons on one
 * another, and the body clear of them all. */
static void expect_placed(App *app, Rect panel, const Rect *buttons, int count, Rect body, const char *where)
{
    if (!rect_inside(panel, window_of(app)))
        fail_msg("%s: the panel (%d %d %d %d) runs off the window", where, panel.x, panel.y, panel.w, panel.h);
    if (!rect_inside(body, panel) || body.h <= 0)
        fail_msg("%s: the body (%d %d %d %d) is not in the panel (%d %d %d %d)", where, body.x, body.y, body.w, body.h,
                 panel.x, panel.y, panel.w, panel.h);
    for (int i = 0; i < count; i++) {
        if (!rect_inside(buttons[i], panel))
            fail_msg("%s: button %d (%d %d %d %d) is not in the panel", where, i, buttons[i].x, buttons[i].y,
                     buttons[i].w, buttons[i].h);
        if (rect_overlaps(buttons[i], body))
            fail_msg("%s: button %d lies on the body", where, i);
        for (int j = 0; j < i; j++)
            if (rect_overlaps(buttons[i], buttons[j]))
                fail_msg("%s: buttons %d and %d overlap", where, i, j);
    }
}

/* The body's words are no wider than it, and what its window does not
 * show is reached with the keys: End brings the last line in, Home the
 * first, and the wheel goes both ways. */
static void expect_body_read(App *app, const PanelBody *(*body_of)(const Screen *), const char *where)
{
    app_render(app, 0);
    const PanelBody *body = body_of(app_top_screen(app));
    if (body->widest > body->view.w)
        fail_msg("%s: a line %d wide in a body %d wide", where, body->widest, body->view.w);
    assert_true(body->content > 0);
    int most = body->content > body->view.h ? body->content - body->view.h : 0;
    support_key(app, SDLK_END);
    app_render(app, 0);
    body = body_of(app_top_screen(app));
    if (body->offset != most)
        fail_msg("%s: End scrolled to %d of %d (content %d, window %d)", where, body->offset, most, body->content,
                 body->view.h);
    if (most > 0) {
        support_wheel(app, 1);
        assert_true(body_of(app_top_screen(app))->offset < most);
        support_key(app, SDLK_PAGEDOWN);
        support_key(app, SDLK_PAGEDOWN);
        support_key(app, SDLK_PAGEDOWN);
        support_key(app, SDLK_PAGEDOWN);
        assert_int_equal(body_of(app_top_screen(app))->offset, most);
    }
    support_key(app, SDLK_HOME);
    assert_int_equal(body_of(app_top_screen(app))->offset, 0);
}

/* ---- a body longer than its window --------------------------------------------- */

/* The arithmetic alone: a page, a line, the ends, the wheel, and Up and
 * Down only where there is something to scroll. */
static void test_the_body_scrolls(void **state)
{
    (void)state;
    PanelBody body = {.view = {0, 0, 300, 100}, .content = 350};
    assert_true(panel_body_scrolls(&body));
    assert_true(panel_body_key(&body, CK_DOWN, 20, true));
    assert_int_equal(body.offset, 20);
    assert_true(panel_body_key(&body, CK_PAGE_DOWN, 20, true));
    assert_int_equal(body.offset, 100);
    assert_true(panel_body_key(&body, CK_END, 20, true));
    assert_int_equal(body.offset, 250);
    assert_true(panel_body_key(&body, CK_PAGE_DOWN, 20, true));
    assert_int_equal(body.offset, 250);
    Command notch = {.type = CMD_WHEEL, .wheel = 1.0f};
    assert_true(panel_body_wheel(&body, &notch, 20));
    assert_int_equal(body.offset, 230);
    /* A finger's drag moves it by its own distance, whatever a line is. */
    Command finger = {.type = CMD_WHEEL, .pixels = -7};
    assert_true(panel_body_wheel(&body, &finger, 20));
    assert_int_equal(body.offset, 237);
    assert_true(panel_body_key(&body, CK_HOME, 20, true));
    assert_int_equal(body.offset, 0);
    assert_false(panel_body_wheel(&body, &notch, 20));
    assert_false(panel_body_key(&body, CK_DOWN, 20, false));
    assert_false(panel_body_key(&body, CK_TAB, 20, true));
    panel_body_reveal(&body, 200, 40);
    assert_int_equal(body.offset, 140);
    body.content = 90;
    assert_false(panel_body_scrolls(&body));
    assert_true(panel_body_key(&body, CK_END, 20, false));
    assert_int_equal(body.offset, 0);
}

/* The coach's last words at the end of a game and of a hand, longer than
 * the smallest window has room for at the largest text: they scroll between
 * the title and the buttons, which stay where they are. */
static void test_long_words_scroll(void **state)
{
    (void)state;
    for (int language = 0; language < TONGUES; language++) {
        App *app = open_large(9, 800, 600, LANGUAGES[language]);
        LessonShow show;
        memset(&show, 0, sizeof show);
        show.number = LESSON_COUNT;
        show.finished = true;
        /* As many of the lessons' last words as the coach's words hold. */
        static const StringId DONE[] = {STR_LESSON_1_DONE, STR_LESSON_2_DONE, STR_LESSON_3_DONE, STR_LESSON_4_DONE};
        for (size_t i = 0; i < sizeof DONE / sizeof DONE[0]; i++)
            if (strlen(show.words) + strlen(str_get(DONE[i])) + 2 < sizeof show.words)
                screen_words_add(show.words, sizeof show.words, str_get(DONE[i]));
        ScreenContext context;
        app_context(app, &context);
        context.lesson = &show;
        static const ScreenClass *const CLASSES[] = {&GAME_OVER_SCREEN, &SUMMARY_SCREEN};
        for (int k = 0; k < 2; k++) {
            char where[64];
            snprintf(where, sizeof where, "%s, long words, %s", k ? "summary" : "game over", LANGUAGES[language]);
            Screen screen = {CLASSES[k], -1e9, calloc(1, CLASSES[k]->state_size)};
            assert_non_null(screen.state);
            CLASSES[k]->open(&screen, &context, 0);
            CLASSES[k]->draw(&screen, &context, app_gfx(app));
            const PanelBody *body = k ? summary_body(&screen) : game_over_body(&screen);
            const Layout *l = app_layout(app);
            Rect buttons[2] = {k ? summary_lesson_button(l, SUMMARY_LESSON_BACK)
                                 : game_over_practice_button(l, GAME_OVER_LESSON_BACK),
                               k ? summary_lesson_button(l, SUMMARY_LESSON_NEXT)
                                 : game_over_practice_button(l, GAME_OVER_LESSON_NEXT)};
            expect_placed(app, k ? summary_lesson_panel(l) : game_over_panel(l), buttons, 2, body->view, where);
            if (!panel_body_scrolls(body))
                fail_msg("%s: %d of words in a window of %d, and no scrolling", where, body->content, body->view.h);
            assert_true(body->widest <= body->view.w);
            int most = body->content - body->view.h;
            Intent out = intent_of(INTENT_NONE);
            Command down = {.type = CMD_KEY, .key = CK_DOWN};
            for (int i = 0; i < 100 && body->offset < most; i++)
                assert_int_equal(CLASSES[k]->handle(&screen, &context, &down, &out), SCREEN_REDRAW);
            assert_int_equal(body->offset, most);
            assert_int_equal(out.type, INTENT_NONE);
            CLASSES[k]->draw(&screen, &context, app_gfx(app));
            assert_int_equal(body->offset, most);
            Command wheel = {.type = CMD_WHEEL, .wheel = 2.0f};
            CLASSES[k]->handle(&screen, &context, &wheel, &out);
            assert_true(body->offset < most);
            /* Tab still goes round the buttons. */
            Command tab_key = {.type = CMD_KEY, .key = CK_TAB};
            CLASSES[k]->handle(&screen, &context, &tab_key, &out);
            ScreenWords words;
            memset(&words, 0, sizeof words);
            CLASSES[k]->speak(&screen, &context, &words);
            assert_true(words.focus[0] != '\0');
            free(screen.state);
        }
        app_destroy(app);
    }
    str_set_language("en");
}

/* ---- the end of a hand ----------------------------------------------------------- */

static void test_the_summary(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int language = 0; language < TONGUES; language++) {
            char where[64];
            snprintf(where, sizeof where, "summary %dx%d %s", SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            App *app = open_large(6, SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            assert_true(support_play_until(app, hand_over, 2000));
            support_step(app, 3000);
            assert_int_equal(support_top(app), SCREEN_SUMMARY);
            app_render(app, 0);

            const Game *game = support_game(app);
            uint8_t you = session_player(app_session(app));
            ScreenWords words;
            support_screen_words(app, &words);
            StringId headline = game->last_hand.trick_winner == you ? STR_SUM_YOU_WIN : STR_SUM_OPP_WINS;
            support_expect_in(words.about, str_get(headline), where);
            expect_score(words.about, game, you, where);
            support_expect_in(words.about, str_get(STR_SPK_KEY_REVIEW), where);
            assert_string_equal(words.focus, "");
            /* Tab goes round the next hand and the review, and says each. */
            support_tab(app, false);
            expect_button(app, STR_BTN_NEXT_HAND, where);
            support_tab(app, false);
            expect_button(app, STR_BTN_REVIEW, where);
            support_tab(app, true);
            expect_button(app, STR_BTN_NEXT_HAND, where);

            const Layout *l = app_layout(app);
            Rect buttons[2] = {summary_button(l), summary_review_button(l)};
            expect_placed(app, summary_panel(l), buttons, 2, summary_body(app_top_screen(app))->view, where);
            expect_body_read(app, summary_body, where);
            /* The keys still go round the buttons, and press them. */
            support_tab(app, false);
            support_tab(app, false);
            expect_button(app, STR_BTN_NEXT_HAND, where);
            uint16_t dealt = support_game(app)->hands_dealt;
            support_key(app, SDLK_RETURN);
            assert_int_equal(support_game(app)->hands_dealt, dealt + 1);
            app_destroy(app);
        }
    }
    str_set_language("en");
}

/* The summary of the hand on the table drawn as if `winner` had won it
 * after playing without an exchange and declared the king: two scoring
 * lines.  It reads whole, without scrolling, and no line is wider than
 * its window. */
static void expect_king_summary_whole(App *app, bool you_won, const char *where)
{
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    ScreenContext context;
    app_context(app, &context);
    SeatView view = *context.view;
    uint8_t winner = you_won ? view.seat : seat_other(view.seat);
    view.last_hand.trick_winner = winner;
    view.last_hand.outcome = OUTCOME_UNEXCHANGED_WIN;
    view.last_hand.king_seat = winner;
    view.last_hand.king_turned_up = false;
    context.view = &view;
    Screen screen = {&SUMMARY_SCREEN, -1e9, calloc(1, SUMMARY_SCREEN.state_size)};
    assert_non_null(screen.state);
    SUMMARY_SCREEN.open(&screen, &context, 0);
    SUMMARY_SCREEN.draw(&screen, &context, app_gfx(app));
    const PanelBody *body = summary_body(&screen);
    if (panel_body_scrolls(body))
        fail_msg("%s: %d of words in a window of %d", where, body->content, body->view.h);
    if (body->widest > body->view.w)
        fail_msg("%s: a line of %d in a window %d wide", where, body->widest, body->view.w);
    free(screen.state);
}

/* A hand that ends in two scoring lines (a win and the king) reads whole,
 * without scrolling, wherever the window has the room: at the usual text
 * size, in every language. */
static void test_the_summary_of_a_hand_with_a_king_needs_no_scrolling(void **state)
{
    (void)state;
    static const int ROOMY[][2] = {{1280, 800}, {1024, 768}};
    for (int s = 0; s < 2; s++) {
        for (int language = 0; language < TONGUES; language++) {
            char where[64];
            snprintf(where, sizeof where, "summary %dx%d %s", ROOMY[s][0], ROOMY[s][1], LANGUAGES[language]);
            AppConfig config;
            support_app_config(&config, 6, ROOMY[s][0], ROOMY[s][1], SPEED_INSTANT, false);
            config.language = LANGUAGES[language];
            App *app = support_open(&config);
            support_press(app, SDLK_0, KMOD_LCTRL); /* the usual size, whatever was saved */
            support_step(app, 20);
            assert_true(app_layout(app)->scale_asked == 1.0f);
            assert_true(support_play_until(app, hand_over, 2000));
            support_step(app, 3000);
            expect_king_summary_whole(app, true, where);
            app_destroy(app);
        }
    }
    str_set_language("en");
}

/* The same hand at 200 % (or as much as the window has room for: 160 % at
 * 800x600, the smallest window, 175 % at 1024x768), won by either side:
 * the score line and the result read whole without scrolling, the tricks'
 * cards made smaller and the parts set closer as the room asks. */
static void test_the_summary_at_200_percent_needs_no_scrolling(void **state)
{
    (void)state;
    static const int WINDOWS[][2] = {{800, 600},  {1024, 768}, {1280, 720}, {1280, 800},
                                     {1366, 768}, {1440, 900}, {1920, 1080}};
    for (size_t s = 0; s < sizeof WINDOWS / sizeof WINDOWS[0]; s++) {
        for (int language = 0; language < TONGUES; language++) {
            char where[64];
            snprintf(where, sizeof where, "summary %dx%d at 200 %% %s", WINDOWS[s][0], WINDOWS[s][1],
                     LANGUAGES[language]);
            App *app = open_large(6, WINDOWS[s][0], WINDOWS[s][1], LANGUAGES[language]);
            assert_true(support_play_until(app, hand_over, 2000));
            support_step(app, 3000);
            expect_king_summary_whole(app, true, where);
            expect_king_summary_whole(app, false, where);
            app_destroy(app);
        }
    }
    str_set_language("en");
}

/* ---- the end of a game ------------------------------------------------------------- */

static void test_the_end_of_the_game(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int language = 0; language < TONGUES; language += 2) {
            char where[64];
            snprintf(where, sizeof where, "game over %dx%d %s", SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            App *app = open_large(8, SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            assert_true(support_play_until(app, game_over, 20000));
            support_step(app, 3000);
            assert_int_equal(support_top(app), SCREEN_GAME_OVER);
            app_render(app, 0);

            const Game *game = support_game(app);
            uint8_t you = session_player(app_session(app));
            ScreenWords words;
            support_screen_words(app, &words);
            support_expect_in(words.about, str_get(game->winner == you ? STR_SPK_OVER_WON : STR_SPK_OVER_LOST), where);
            expect_score(words.about, game, you, where);
            char hands[128], keys[256];
            str_format_plural(hands, sizeof hands, STR_SPK_OVER_HANDS, game->hands_dealt, NULL, NULL);
            support_expect_in(words.about, hands, where);
            str_format(keys, sizeof keys, STR_SPK_KEYS_ONE, str_get(STR_BTN_NEW_GAME), NULL, NULL);
            support_expect_in(words.about, keys, where);
            char lines[2][160];
            int n = str_hand_result(&game->last_hand, you, game->tricks, lines);
            assert_true(n > 0);
            support_expect_in(words.about, lines[0], where);
            assert_string_equal(words.focus, "");

            /* Once every decision is rated, the table is read row by row. */
            Analysis *analysis = app_analysis(app);
            analysis_wait(analysis);
            support_screen_words(app, &words);
            AnalysisTally mine, theirs;
            analysis_tally(analysis, you, 0, session_journal(app_session(app))->count, &mine);
            analysis_tally(analysis, seat_other(you), 0, session_journal(app_session(app))->count, &theirs);
            char percents[SEAT_COUNT][32], number[16], row[256], counts[SEAT_COUNT][16];
            for (int side = 0; side < SEAT_COUNT; side++) {
                const AnalysisTally *tally = side == 0 ? &mine : &theirs;
                assert_true(game_over_accuracy(tally) >= 0);
                snprintf(number, sizeof number, "%d", game_over_accuracy(tally));
                str_format(percents[side], sizeof percents[side], STR_OVER_PERCENT, number, NULL, NULL);
                snprintf(counts[side], sizeof counts[side], "%d", tally->grades[RATING_BLUNDER]);
            }
            str_format(row, sizeof row, STR_SPK_OVER_ROW, str_get(STR_OVER_ACCURACY), percents[0], percents[1]);
            support_expect_in(words.about, row, where);
            str_format(row, sizeof row, STR_SPK_OVER_ROW, str_get(STR_OVER_BLUNDERS), counts[0], counts[1]);
            support_expect_in(words.about, row, where);
            snprintf(counts[0], sizeof counts[0], "%d", mine.decisions);
            snprintf(counts[1], sizeof counts[1], "%d", theirs.decisions);
            str_format(row, sizeof row, STR_SPK_OVER_ROW, str_get(STR_OVER_DECISIONS), counts[0], counts[1]);
            support_expect_in(words.about, row, where);
            assert_null(strstr(words.about, str_get(STR_OVER_RATING)));

            support_tab(app, false);
            expect_button(app, STR_BTN_NEW_GAME, where);

            const Layout *l = app_layout(app);
            Rect button = game_over_button(l);
            expect_placed(app, game_over_panel(l), &button, 1, game_over_body(app_top_screen(app))->view, where);
            expect_body_read(app, game_over_body, where);
            app_destroy(app);
        }
    }
    str_set_language("en");
}

/* ---- the list of lessons --------------------------------------------------------- */

static void test_the_list_of_lessons(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int language = 0; language < TONGUES; language++) {
            char where[64];
            snprintf(where, sizeof where, "lessons %dx%d %s", SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            App *app = open_large(3, SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            app_open(app, SCREEN_LESSONS, 0);
            assert_int_equal(support_top(app), SCREEN_LESSONS);
            app_render(app, 0);
            const Screen *list = app_top_screen(app);
            const Layout *l = app_layout(app);

            ScreenWords words;
            support_screen_words(app, &words);
            support_expect_in(words.about, str_get(STR_LESSONS_TITLE), where);
            support_expect_in(words.about, str_get(STR_SPK_KEYS_LIST), where);
            char said[LESSON_COUNT][SCREEN_FOCUS_MAX];
            Rect close = lessons_close(l);
            expect_placed(app, lessons_panel(l), &close, 1, lessons_list(l), where);
            /* Each lesson in the ring in turn, in the list's window, in
             * words: its number and title, whether it was finished, what
             * it teaches (as far as the words have room). */
            for (int i = 0; i < LESSON_COUNT; i++) {
                if (i > 0)
                    support_key(app, SDLK_DOWN);
                assert_int_equal(lessons_focus(list), i);
                app_render(app, 0);
                Rect row = lessons_row_shown(list, l, i);
                if (!rect_inside(row, lessons_list(l)))
                    fail_msg("%s: lesson %d (%d %d %d %d) is not shown", where, i + 1, row.x, row.y, row.w, row.h);
                support_screen_words(app, &words);
                snprintf(said[i], sizeof said[i], "%s", words.focus);
                const Lesson *lesson = lesson_get(i + 1);
                char number[8], title[256];
                snprintf(number, sizeof number, "%d", i + 1);
                str_format(title, sizeof title, STR_COACH_LESSON, number, str_get(lesson->title), NULL);
                support_expect_in(words.focus, title, where);
                support_expect_in(words.focus, str_get(STR_SPK_LESSON_NOT_DONE), where);
                if (strcmp(LANGUAGES[language], "en") == 0)
                    support_expect_in(words.focus, str_get(lesson->summary), where);
                for (int j = 0; j < i; j++)
                    assert_string_not_equal(said[i], said[j]);
            }
            /* The close button after the last, and the first again. */
            support_tab(app, false);
            expect_button(app, STR_BTN_CLOSE, where);
            support_tab(app, false);
            assert_int_equal(lessons_focus(list), 0);
            app_render(app, 0);
            assert_true(rect_inside(lessons_row_shown(list, l, 0), lessons_list(l)));
            /* At 800 x 600 the six rows are more than the window: they scroll. */
            if (SIZES[s][0] == 800) {
                support_key(app, SDLK_END);
                assert_true(lessons_scroll(list) > 0);
                assert_true(rect_inside(lessons_row_shown(list, l, LESSON_COUNT - 1), lessons_list(l)));
            }
            app_destroy(app);
        }
    }
    str_set_language("en");
}

/* ---- the dialogs ------------------------------------------------------------------ */

static void test_the_questions(void **state)
{
    (void)state;
    static const struct {
        ConfirmKind kind;
        StringId question, yes, no;
    } KINDS[] = {
        {CONFIRM_LESSONS, STR_OFFER_LESSONS, STR_MENU_LESSONS, STR_OFFER_NOT_NOW},
        {CONFIRM_RESET_STATS, STR_STATS_CONFIRM_RESET, STR_STATS_RESET_YES, STR_STATS_CANCEL},
        {CONFIRM_NEW_RULES, STR_CONFIRM_NEW_RULES, STR_CONFIRM_NEW_GAME, STR_CONFIRM_LATER},
    };
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int language = 0; language < TONGUES; language++) {
            App *app = open_large(4, SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            for (size_t k = 0; k < sizeof KINDS / sizeof KINDS[0]; k++) {
                char where[64];
                snprintf(where, sizeof where, "confirm %d %dx%d %s", KINDS[k].kind, SIZES[s][0], SIZES[s][1],
                         LANGUAGES[language]);
                app_open(app, SCREEN_CONFIRM, KINDS[k].kind);
                assert_int_equal(support_confirm(app), KINDS[k].kind);
                app_render(app, 0);
                ScreenWords words;
                support_screen_words(app, &words);
                support_expect_in(words.about, str_get(KINDS[k].question), where);
                support_expect_in(words.about, str_get(STR_SPK_KEYS_ANSWER), where);
                assert_string_equal(words.focus, "");
                support_tab(app, false);
                expect_button(app, KINDS[k].yes, where);
                support_tab(app, false);
                expect_button(app, KINDS[k].no, where);

                const Layout *l = app_layout(app);
                Rect buttons[2] = {confirm_yes(l), confirm_no(l)};
                expect_placed(app, confirm_panel(l), buttons, 2, confirm_body(app_top_screen(app))->view, where);
                expect_body_read(app, confirm_body, where);
                app_close(app, SCREEN_CONFIRM);
            }
            app_destroy(app);
        }
    }
    str_set_language("en");
}

/* The coach's question, with the words the app would write. */
static void test_the_coach_question(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int language = 0; language < TONGUES; language++) {
            char where[64];
            snprintf(where, sizeof where, "coach's question %dx%d %s", SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            App *app = open_large(5, SIZES[s][0], SIZES[s][1], LANGUAGES[language]);
            char loss[COACH_TEXT_MAX / 2], better[COACH_TEXT_MAX / 2];
            str_format(loss, sizeof loss, STR_ASK_LOSS, "64", "12", NULL);
            str_hint_action(action_stand(), better, sizeof better);
            CoachQuestion question = {.action = action_propose()};
            snprintf(question.text, sizeof question.text, "%s\n%s", loss, better);
            app_ask(app, &question);
            assert_int_equal(support_top(app), SCREEN_COACH_ASK);
            support_step(app, 300); /* the panel has come in */
            app_render(app, 0);

            ScreenWords words;
            support_screen_words(app, &words);
            support_expect_in(words.about, str_get(STR_ASK_TITLE), where);
            support_expect_in(words.about, loss, where);
            support_expect_in(words.about, better, where);
            assert_null(strchr(words.about, '\n'));
            assert_string_equal(words.focus, "");
            support_tab(app, false);
            expect_button(app, STR_ASK_DO_ANYWAY, where);
            support_tab(app, false);
            expect_button(app, STR_ASK_THINK_AGAIN, where);

            const Layout *l = app_layout(app);
            Rect buttons[2] = {coach_ask_button(l, COACH_ASK_THINK_AGAIN), coach_ask_button(l, COACH_ASK_GO_AHEAD)};
            expect_placed(app, coach_ask_panel(l), buttons, 2, coach_ask_body(app_top_screen(app))->view, where);
            expect_body_read(app, coach_ask_body, where);
            support_key(app, SDLK_ESCAPE);
            assert_int_equal(support_top(app), SCREEN_TABLE);
            app_destroy(app);
        }
    }
    str_set_language("en");
}

/* ---- the coach's way out of a lesson ------------------------------------------ */

static App *open_lesson(int number, const char *language)
{
    AppConfig config;
    support_app_config(&config, 77, 1280, 800, SPEED_INSTANT, false);
    config.language = language;
    config.lesson = number;
    App *app = support_open(&config);
    assert_int_equal(support_top(app), SCREEN_COACH);
    support_until_your_turn(app);
    /* Space goes on from the coach's words to the player's move. */
    for (int i = 0; i < 4 && app_lesson_shown(app)->waiting; i++) {
        support_key(app, SDLK_SPACE);
        support_until_your_turn(app);
    }
    assert_false(app_lesson_shown(app)->waiting);
    app_render(app, 0);
    return app;
}

static int coach_ring_of(App *app) { return coach_ring(app_screen(app, SCREEN_COACH)); }

/* Tab round the table's cards and buttons, the menu and the rules, and on
 * to the coach's button; round and back, and Enter leaves the lesson. */
static void test_tab_reaches_the_way_out(void **state)
{
    (void)state;
    for (int language = 0; language < TONGUES; language += 2) {
        App *app = open_lesson(1, LANGUAGES[language]);
        /* Tab goes round the cards the ring may rest on: where a card
         * must be played, those that may be. */
        const Game *game = support_game(app);
        uint8_t you = session_player(app_session(app));
        bool playing = game->phase == PHASE_PLAY && game->to_act == you;
        int cards = cardset_count(playing ? support_legal_cards(game) : game->hands[you]);
        int round = cards + app_buttons(app)->count + 2;
        assert_true(round > 2);
        for (int i = 0; i < round; i++) {
            support_tab(app, false);
            assert_int_equal(coach_ring_of(app), COACH_HIT_NONE);
        }
        assert_int_equal(support_table(app)->control, TABLE_FOCUS_HELP);
        /* On the coach, said as a button; the table's keys still go to
         * the table, which has not moved. */
        support_tab(app, false);
        assert_int_equal(coach_ring_of(app), COACH_HIT_LEAVE);
        assert_int_equal(support_table(app)->control, TABLE_FOCUS_HELP);
        expect_button(app, STR_BTN_LEAVE_LESSON, "the coach");
        app_render(app, 0);
        /* Back to the rules, and on again. */
        support_tab(app, true);
        assert_int_equal(coach_ring_of(app), COACH_HIT_NONE);
        assert_int_equal(support_table(app)->control, TABLE_FOCUS_HELP);
        expect_button(app, STR_MENU_RULES, "the rules from the coach");
        support_tab(app, false);
        assert_int_equal(coach_ring_of(app), COACH_HIT_LEAVE);
        /* Past the coach: the first card it may rest on. */
        support_tab(app, false);
        assert_int_equal(coach_ring_of(app), COACH_HIT_NONE);
        assert_int_equal(support_table(app)->control, TABLE_FOCUS_CARD);
        const Scene *target = &app_anim(app)->target;
        Card first = CARD_NONE;
        for (int i = target->hand_count - 1; i >= 0; i--)
            if (!playing || cardset_has(support_legal_cards(game), target->hand[i]))
                first = target->hand[i];
        assert_int_equal(support_table(app)->focus, first);
        /* And back from the first card: the coach, the last of the round. */
        support_tab(app, true);
        assert_int_equal(coach_ring_of(app), COACH_HIT_LEAVE);
        /* The pointer takes the ring away. */
        support_mouse(app, SDL_MOUSEMOTION, 5, 5, 0);
        assert_int_equal(coach_ring_of(app), COACH_HIT_NONE);
        support_tab(app, true);
        assert_int_equal(coach_ring_of(app), COACH_HIT_LEAVE);
        assert_true((app_lesson_shown(app) != NULL));
        support_key(app, SDLK_RETURN);
        assert_false((app_lesson_shown(app) != NULL));
        assert_null(app_screen(app, SCREEN_COACH));
        assert_int_equal(support_top(app), SCREEN_TABLE);
        app_destroy(app);
    }
    str_set_language("en");
}

/* Space on the ring presses it too, and a lesson played to its end offers
 * the next lesson first. */
static void test_space_and_the_next_lesson(void **state)
{
    (void)state;
    App *app = open_lesson(2, "en");
    while (support_table(app)->control != TABLE_FOCUS_HELP)
        support_tab(app, false);
    support_tab(app, false);
    assert_int_equal(coach_ring_of(app), COACH_HIT_LEAVE);
    support_key(app, SDLK_SPACE);
    assert_false((app_lesson_shown(app) != NULL));

    Intent start = intent_of(INTENT_START_LESSON);
    start.arg = 2;
    app_carry_out(app, &start);
    for (int turn = 0; turn < 40 && !app_lesson_shown(app)->finished; turn++) {
        support_until_your_turn(app);
        Phase phase = support_game(app)->phase;
        if (phase == PHASE_HAND_OVER || phase == PHASE_GAME_OVER) {
            support_step(app, 100); /* the coach speaks once the cards are still */
            continue;
        }
        if (app_lesson_shown(app)->waiting) {
            Intent go_on = intent_of(INTENT_LESSON_GO_ON);
            app_carry_out(app, &go_on);
            continue;
        }
        Intent move = intent_act(app_lesson_shown(app)->expected);
        if (app_lesson_shown(app)->expected.type == ACTION_PLAY) {
            move = intent_of(INTENT_PLAY);
            move.card = app_lesson_shown(app)->expected.card;
        }
        app_carry_out(app, &move);
    }
    assert_true(app_lesson_shown(app)->finished);
    support_step(app, 3000);
    support_key(app, SDLK_ESCAPE); /* the summary closed: the coach offers the next lesson */
    assert_int_equal(support_top(app), SCREEN_COACH);
    app_render(app, 0);
    for (int i = 0; i < 20 && coach_ring_of(app) == COACH_HIT_NONE; i++)
        support_tab(app, false);
    assert_int_equal(coach_ring_of(app), COACH_HIT_NEXT);
    expect_button(app, STR_BTN_NEXT_LESSON, "the next lesson");
    support_tab(app, false);
    assert_int_equal(coach_ring_of(app), COACH_HIT_LEAVE);
    support_key(app, SDLK_LEFT);
    assert_int_equal(coach_ring_of(app), COACH_HIT_NEXT);
    support_key(app, SDLK_RETURN);
    assert_true((app_lesson_shown(app) != NULL));
    assert_int_equal(app_lesson_shown(app)->number, 3);
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_body_scrolls),
        cmocka_unit_test(test_long_words_scroll),
        cmocka_unit_test(test_the_summary),
        cmocka_unit_test(test_the_summary_of_a_hand_with_a_king_needs_no_scrolling),
        cmocka_unit_test(test_the_summary_at_200_percent_needs_no_scrolling),
        cmocka_unit_test(test_the_end_of_the_game),
        cmocka_unit_test(test_the_list_of_lessons),
        cmocka_unit_test(test_the_questions),
        cmocka_unit_test(test_the_coach_question),
        cmocka_unit_test(test_tab_reaches_the_way_out),
        cmocka_unit_test(test_space_and_the_next_lesson),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
