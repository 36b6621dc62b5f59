/* The Steam Deck's screen, 1280x800 at 100 %: no text smaller than 12 px
 * on the table and the screens over it (measured as the text module is
 * asked to draw it), every control large enough for a finger, and the game
 * starting full screen when Steam says it runs on the Deck. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "screens/coach_ask.h"
#include "screens/confirm.h"
#include "screens/game_over.h"
#include "screens/last_trick.h"
#include "screens/lessons.h"
#include "screens/menu.h"
#include "screens/review.h"
#include "screens/settings.h"
#include "screens/statistics.h"
#include "screens/summary.h"

enum { DECK_W = 1280, DECK_H = 800, SMALLEST_TEXT_PX = 12, FINGER_PX = 48 };
/* More marks than a hand is ever likely to give a player (each exchange
 * is two decisions, five tricks five more). */
enum { REVIEW_MARKS_MOST = 16 };

typedef struct Smallest {
    int px;
    char where[64];
    int seen; /* frames that drew text */
} Smallest;

/* One frame drawn, settled; the smallest text it drew. */
static void measure(App *app, Smallest *smallest, const char *where)
{
    support_step(app, 600);
    TextRenderer *text = app_gfx(app)->text;
    text_smallest_drawn(text);
    app_render(app, 0);
    int px = text_smallest_drawn(text);
    if (px == 0)
        return;
    smallest->seen++;
    if (smallest->px == 0 || px < smallest->px) {
        smallest->px = px;
        snprintf(smallest->where, sizeof smallest->where, "%s", where);
    }
    if (px < SMALLEST_TEXT_PX)
        fail_msg("%s at %dx%d, 100 %%: text of %d px, under %d", where, DECK_W, DECK_H, px, SMALLEST_TEXT_PX);
    char name[96];
    snprintf(name, sizeof name, "deck-%s", where);
    support_save_picture(app, name);
}

static void look_at(App *app, Smallest *smallest, ScreenId id, int argument, const char *where)
{
    app_open(app, id, argument);
    measure(app, smallest, where);
    app_close(app, id);
    support_step(app, 400);
}

static bool human_discards(const Game *game, uint8_t human)
{
    return game->phase == PHASE_DISCARD && game->to_act == human;
}

static void test_smallest_text_at_deck_size(void **state)
{
    (void)state;
    Smallest smallest = {0, "", 0};
    App *app = support_app(5, DECK_W, DECK_H, SPEED_INSTANT, false);
    assert_int_equal(app_layout(app)->width, DECK_W);
    support_text_scale(app, false);
    support_step(app, 200);
    if (support_top(app) == SCREEN_CONFIRM) {
        measure(app, &smallest, "the offer of lessons");
        support_key(app, SDLK_ESCAPE);
        support_step(app, 400);
    }
    support_until_your_turn(app);
    measure(app, &smallest, "the table, a decision");
    /* The table at each decision of a hand, with the screens over it. */
    if (support_play_until(app, human_discards, 400))
        measure(app, &smallest, "the table, discarding");
    assert_true(support_play_until(app, support_human_plays, 400));
    measure(app, &smallest, "the table, playing");
    look_at(app, &smallest, SCREEN_MENU, 0, "the menu");
    look_at(app, &smallest, SCREEN_HELP, 0, "the help");
    look_at(app, &smallest, SCREEN_SETTINGS, 0, "the settings");
    look_at(app, &smallest, SCREEN_STATISTICS, 0, "the statistics");
    look_at(app, &smallest, SCREEN_LESSONS, 0, "the list of lessons");
    look_at(app, &smallest, SCREEN_CONFIRM, CONFIRM_NEW_RULES, "a question");
    CoachQuestion question;
    memset(&question, 0, sizeof question);
    question.action = action_play(cardset_lowest(support_legal_cards(support_game(app))));
    snprintf(question.text, sizeof question.text, "%s", "?");
    app_ask(app, &question);
    measure(app, &smallest, "the coach's question");
    app_close(app, SCREEN_COACH_ASK);
    support_step(app, 400);
    assert_true(support_play_until(app, support_hand_over, 2000));
    support_step(app, 1500);
    measure(app, &smallest, "the hand's summary");
    app_close(app, SCREEN_SUMMARY);
    measure(app, &smallest, "the table, the hand over");
    look_at(app, &smallest, SCREEN_LAST_TRICK, 0, "the last trick");
    /* The hand just played, rated as the review shows it. */
    look_at(app, &smallest, SCREEN_REVIEW, support_game(app)->hands_dealt, "the review");
    /* The settings once a finger has pressed (on the bare cloth). */
    const Layout *l = app_layout(app);
    support_finger(app, SDL_FINGERDOWN, l->width / 2, l->margin);
    support_finger(app, SDL_FINGERUP, l->width / 2, l->margin);
    look_at(app, &smallest, SCREEN_SETTINGS, 0, "the settings under a finger");
    support_click(app, l->width / 2, l->margin, 1);
    assert_true(support_play_until(app, support_game_over, 20000));
    support_step(app, 1500);
    measure(app, &smallest, "the end of the game");
    app_close(app, SCREEN_GAME_OVER);
    support_step(app, 400);
    /* A lesson's coach over its table. */
    Intent lesson = {.type = INTENT_START_LESSON, .arg = 1, .card = CARD_NONE};
    app_carry_out(app, &lesson);
    measure(app, &smallest, "a lesson");
    app_destroy(app);
    print_message("smallest text: %d px (%s), over %d frames\n", smallest.px, smallest.where, smallest.seen);
    assert_true(smallest.seen >= 14);
    assert_true(smallest.px >= SMALLEST_TEXT_PX);
}

/* ---- controls for a finger ------------------------------------------------ */

typedef struct SmallestControl {
    int px;
    char what[64];
    int under; /* controls too small */
} SmallestControl;

static void control(SmallestControl *smallest, Rect r, const char *what)
{
    int side = r.w < r.h ? r.w : r.h;
    if (smallest->px == 0 || side < smallest->px) {
        smallest->px = side;
        snprintf(smallest->what, sizeof smallest->what, "%s", what);
    }
    if (side < FINGER_PX) {
        print_error("%s at %dx%d, 100 %%: %d px across, under %d\n", what, DECK_W, DECK_H, side, FINGER_PX);
        smallest->under++;
    }
}

static void test_controls_fit_a_finger(void **state)
{
    (void)state;
    App *app = support_app(5, DECK_W, DECK_H, SPEED_INSTANT, false);
    support_text_scale(app, false);
    const Layout *l = app_layout(app);
    SmallestControl smallest = {0, "", 0};
    control(&smallest, l->menu_button, "the menu button");
    control(&smallest, l->help_button, "the help button");
    for (int count = 1; count <= 3; count++)
        for (int i = 0; i < count; i++)
            control(&smallest, layout_button(l, count, i), "a decision button");
    for (int i = 0; i < MENU_COUNT; i++)
        control(&smallest, menu_item(l, i), "a menu item");
    control(&smallest, confirm_yes(l), "a question's yes");
    control(&smallest, confirm_no(l), "a question's no");
    control(&smallest, coach_ask_button(l, COACH_ASK_GO_AHEAD), "the coach's answer");
    control(&smallest, summary_button(l), "the summary's button");
    control(&smallest, summary_review_button(l), "the summary's review button");
    control(&smallest, game_over_button(l), "the end's button");
    control(&smallest, last_trick_arrow(l, LAST_TRICK_HIT_LEFT), "the last trick's arrow");
    /* Under the mouse the settings' rows share the panel's height without
     * scrolling: each is as wide as the panel, and its arrows as wide as a
     * fingertip, though not as tall. */
    Rect row = settings_row(l, 0), back = settings_arrow(l, 0, -1);
    assert_true(row.h >= FINGER_PX * 2 / 3 && row.h < FINGER_PX);
    assert_true(back.w >= FINGER_PX && back.h >= row.h * 3 / 4);
    control(&smallest, settings_close(l), "the settings' close");
    control(&smallest, statistics_tab(l, 0), "a statistics tab");
    control(&smallest, statistics_close(l), "the statistics' close");
    control(&smallest, lessons_row(l, 0), "a lesson");
    control(&smallest, lessons_close(l), "the lessons' close");
    for (int which = REVIEW_HIT_PREV; which <= REVIEW_HIT_CLOSE; which++)
        control(&smallest, review_button(l, (ReviewHit)which), "a review button");
    /* A hand's decisions, and the whole hand's page. */
    for (int count = 1; count <= REVIEW_MARKS_MOST; count++)
        for (int i = 0; i < count; i++)
            control(&smallest, review_step_target(l, count, i), "a review's mark");

    /* Once a finger has pressed (here on the bare cloth), the settings'
     * rows are as tall as a fingertip too, and the list scrolls. */
    support_finger(app, SDL_FINGERDOWN, l->width / 2, l->margin);
    support_finger(app, SDL_FINGERUP, l->width / 2, l->margin);
    assert_true(app_layout(app)->touch);
    for (int step = -1; step <= 1; step += 2)
        control(&smallest, settings_arrow(l, SET_LANGUAGE, step), "a settings row's arrow");
    assert_true(settings_row(l, SET_LANGUAGE).y + settings_row(l, SET_LANGUAGE).h >
                settings_list(l).y + settings_list(l).h);
    /* The mouse brings the rows back. */
    support_click(app, l->width / 2, l->margin, 1);
    assert_false(app_layout(app)->touch);
    assert_true(settings_row(l, 0).h < FINGER_PX);
    print_message("smallest control: %d px (%s)\n", smallest.px, smallest.what);
    app_destroy(app);
    assert_int_equal(smallest.under, 0);
}

/* ---- full screen on the Deck --------------------------------------------- */

static bool full_screen(App *app)
{
    return (SDL_GetWindowFlags(SDL_RenderGetWindow(app_renderer(app))) & SDL_WINDOW_FULLSCREEN_DESKTOP) ==
           SDL_WINDOW_FULLSCREEN_DESKTOP;
}

static void test_deck_starts_full_screen(void **state)
{
    (void)state;
    unsetenv("SteamDeck");
    App *app = support_app(5, DECK_W, DECK_H, SPEED_INSTANT, false);
    assert_false(full_screen(app));
    app_destroy(app);
    setenv("SteamDeck", "1", 1);
    app = support_app(5, DECK_W, DECK_H, SPEED_INSTANT, false);
    assert_true(full_screen(app));
    app_destroy(app);
    setenv("SteamDeck", "0", 1);
    app = support_app(5, DECK_W, DECK_H, SPEED_INSTANT, false);
    assert_false(full_screen(app));
    app_destroy(app);
    unsetenv("SteamDeck");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deck_starts_full_screen),
        cmocka_unit_test(test_controls_fit_a_finger),
        cmocka_unit_test(test_smallest_text_at_deck_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
