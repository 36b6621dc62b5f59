/* Every lesson played to its end in the real app, through SDL mouse events
 * alone: cards dragged to the table or double-clicked, cards clicked into an
 * exchange, decision buttons clicked.  Wrong moves are tried on the way and
 * must be refused with the coach's reason, the game unmoved.  At the end the
 * lesson is ticked in the settings file, and leaving brings back the game
 * that was put aside. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_apply.h"
#include "app_internal.h"
#include "app_support.h"
#include "ecarte/settings.h"
#include "ecarte/store.h"
#include "learn/lesson.h"
#include "screens/menu.h"

static App *open_app(char *dir, size_t size, int w, int h)
{
    snprintf(dir, size, "%s/lessons-XXXXXX", support_data_dir());
    assert_non_null(mkdtemp(dir));
    AppConfig config;
    support_config(&config, 77, w, h, false);
    config.seed_given = true;
    config.speed = SPEED_FAST;
    config.speed_given = true;
    config.data_dir = dir;
    return support_open(&config);
}

static const LessonShow *lesson_of(const App *app) { return app->lesson_on ? &app->lesson_show : NULL; }

static void click_button(App *app, ButtonId id)
{
    const ButtonSet *set = &app->buttons;
    int index = buttons_find(set, id);
    if (index < 0)
        fail_msg("no button %d on the table", (int)id);
    Rect r = layout_button(app_layout(app), set->count, index);
    support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1);
}

static void play_card(App *app, Card card, bool double_click)
{
    int x, y;
    support_card_point(app, card, &x, &y);
    if (double_click) {
        support_click(app, x, y, 1);
        support_click(app, x, y, 2);
    } else {
        const Layout *layout = app_layout(app);
        support_drag(app, x, y, layout->trick.x + layout->trick.w / 2, layout->trick.y + layout->trick.h / 2);
    }
}

/* The player's move, made with the mouse. */
static void make(App *app, Action action, int turn)
{
    switch (action.type) {
    case ACTION_PLAY: play_card(app, action.card, turn % 3 == 2); break;
    case ACTION_DISCARD:
        for (CardSet cards = action.cards; cards; cards = cardset_without_lowest(cards)) {
            int x, y;
            support_card_point(app, cardset_lowest(cards), &x, &y);
            support_click(app, x, y, 1);
            support_step(app, 30);
        }
        assert_int_equal(app->ui.selected, action.cards);
        click_button(app, BTN_EXCHANGE);
        break;
    case ACTION_PROPOSE: click_button(app, BTN_PROPOSE); break;
    case ACTION_STAND: click_button(app, BTN_STAND); break;
    case ACTION_ACCEPT: click_button(app, BTN_ACCEPT); break;
    case ACTION_REFUSE: click_button(app, BTN_REFUSE); break;
    case ACTION_DECLARE: click_button(app, BTN_DECLARE); break;
    }
    support_step(app, 30);
}

/* A move other than the expected one, where the player has one to try: a
 * card the rules refuse, else a legal card the lesson does not teach, else
 * another decision button.  Returns whether one was tried. */
static bool try_wrong(App *app, Action expected)
{
    const Game *game = support_game(app);
    uint8_t you = controller_human(app_controller(app));
    if (game->phase == PHASE_PLAY) {
        for (CardSet hand = game->hands[you]; hand; hand = cardset_without_lowest(hand)) {
            Card card = cardset_lowest(hand);
            if (expected.type == ACTION_PLAY && card == expected.card)
                continue;
            play_card(app, card, false);
            return true;
        }
        return false;
    }
    if (expected.type == ACTION_PROPOSE && buttons_find(&app->buttons, BTN_STAND) >= 0) {
        click_button(app, BTN_STAND);
        return true;
    }
    if (expected.type == ACTION_STAND && buttons_find(&app->buttons, BTN_PROPOSE) >= 0) {
        click_button(app, BTN_PROPOSE);
        return true;
    }
    return false;
}

static void same_game(const Game *a, const Game *b)
{
    assert_int_equal(a->phase, b->phase);
    assert_int_equal(a->to_act, b->to_act);
    assert_memory_equal(a->hands, b->hands, sizeof a->hands);
    assert_int_equal(a->history_count, b->history_count);
    assert_int_equal(a->trick_size, b->trick_size);
    assert_memory_equal(a->scores, b->scores, sizeof a->scores);
}

/* Plays lesson `number` to its end with the mouse; returns how many wrong
 * moves were tried and refused. */
static int play_lesson(App *app, int number)
{
    Intent start = intent_of(INTENT_START_LESSON);
    start.arg = number;
    app_apply(app, &start, 0);
    const LessonShow *show = lesson_of(app);
    assert_non_null(show);
    assert_int_equal(show->number, number);
    uint8_t you = controller_human(app_controller(app));
    int refused = 0;
    for (int turn = 0; turn < 40; turn++) {
        support_until_your_turn(app);
        const Game *game = support_game(app);
        if (game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER)
            break;
        assert_int_equal(game->to_act, you);
        assert_true(show->words[0] != '\0');
        Action action;
        if (show->expecting) {
            action = show->expected;
            /* Every other turn, the wrong move first: it is not made, and
             * the coach says why. */
            if (turn % 2 == 0) {
                static Game before;
                before = *game;
                if (try_wrong(app, action)) {
                    support_step(app, 30);
                    same_game(&before, support_game(app));
                    assert_true(show->warning[0] != '\0');
                    refused++;
                }
            }
        } else {
            /* The rest of the hand is the player's: the first legal card. */
            ActionList legal;
            game_legal_actions(game, &legal);
            action = legal.items[0];
        }
        int made = controller_journal(app_controller(app))->count;
        make(app, action, turn);
        assert_true(controller_journal(app_controller(app))->count > made);
        assert_true(action_equal(controller_journal(app_controller(app))->steps[made].action, action));
        assert_true(show->warning[0] == '\0');
    }
    support_step(app, 2000);
    assert_true(show->finished);
    return refused;
}

/* The keyboard's focus moved onto `card`. */
static void focus_card(App *app, Card card)
{
    for (int i = 0; i < 2 * HAND_SIZE && support_table(app)->focus != card; i++) {
        support_key(app, SDLK_RIGHT);
        support_step(app, 10);
    }
    assert_int_equal(support_table(app)->focus, card);
}

/* The player's move, made with the keyboard: arrows and Enter for cards,
 * Space for the main button, which in a lesson is the coach's. */
static void key_in(App *app, Action action)
{
    switch (action.type) {
    case ACTION_PLAY:
        focus_card(app, action.card);
        support_key(app, SDLK_RETURN);
        break;
    case ACTION_DISCARD:
        for (CardSet cards = action.cards; cards; cards = cardset_without_lowest(cards)) {
            focus_card(app, cardset_lowest(cards));
            support_key(app, SDLK_RETURN);
            support_step(app, 10);
        }
        assert_int_equal(app->ui.selected, action.cards);
        support_key(app, SDLK_SPACE);
        break;
    default: support_key(app, SDLK_SPACE); break;
    }
    support_step(app, 30);
}

static bool finished_on_disk(const char *dir, int number)
{
    char path[600], why[256];
    static char text[STORE_FILE_MAX + 1];
    size_t length = 0;
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    if (store_read(path, text, &length, why, sizeof why) != STORE_READ_OK)
        return false;
    Settings settings;
    if (settings_parse(text, length, &settings, why, sizeof why) != STORE_VERDICT_OK)
        return false;
    return settings.lessons_done & (1u << (number - 1));
}

static void test_every_lesson_is_played_with_the_keyboard(void **state)
{
    (void)state;
    char dir[512];
    App *app = open_app(dir, sizeof dir, 800, 600);
    uint8_t you = controller_human(app_controller(app));
    for (int number = 1; number <= LESSON_COUNT; number++) {
        Intent start = intent_of(INTENT_START_LESSON);
        start.arg = number;
        app_apply(app, &start, 0);
        const LessonShow *show = lesson_of(app);
        for (int turn = 0; turn < 40; turn++) {
            support_until_your_turn(app);
            const Game *game = support_game(app);
            if (game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER)
                break;
            assert_int_equal(game->to_act, you);
            Action action;
            if (show->expecting) {
                action = show->expected;
            } else {
                ActionList legal;
                game_legal_actions(game, &legal);
                action = legal.items[0];
            }
            int made = controller_journal(app_controller(app))->count;
            key_in(app, action);
            assert_true(controller_journal(app_controller(app))->count > made);
            assert_true(action_equal(controller_journal(app_controller(app))->steps[made].action, action));
        }
        support_step(app, 2000);
        assert_true(show->finished);
        assert_true(finished_on_disk(dir, number));
    }
    app_destroy(app);
}

static void test_every_lesson_is_played_to_its_end_with_the_mouse(void **state)
{
    (void)state;
    char dir[512];
    int sizes[2][2] = {{800, 600}, {1280, 800}};
    for (int s = 0; s < 2; s++) {
        App *app = open_app(dir, sizeof dir, sizes[s][0], sizes[s][1]);
        static Game real;
        real = *support_game(app);
        int refused = 0;
        for (int number = 1; number <= LESSON_COUNT; number++) {
            assert_false(finished_on_disk(dir, number));
            refused += play_lesson(app, number);
            assert_true(finished_on_disk(dir, number));
            assert_int_equal(support_game(app)->seed, 0);
        }
        assert_true(refused >= LESSON_COUNT);
        /* Back to the game put aside, exactly as it was. */
        Intent leave = intent_of(INTENT_LEAVE_LESSON);
        app_apply(app, &leave, 0);
        assert_false(app->lesson_on);
        same_game(&real, support_game(app));
        assert_int_equal(support_game(app)->seed, real.seed);
        app_destroy(app);
    }
}

/* Lesson 4's point: a card played before the king is declared is refused
 * with the lesson's reason, and the king then scores. */
static void test_the_king_must_be_declared_first(void **state)
{
    (void)state;
    char dir[512];
    App *app = open_app(dir, sizeof dir, 1024, 768);
    Intent start = intent_of(INTENT_START_LESSON);
    start.arg = 4;
    app_apply(app, &start, 0);
    support_until_your_turn(app);
    make(app, action_stand(), 1);
    support_until_your_turn(app);
    const LessonShow *show = lesson_of(app);
    assert_true(show->expecting);
    assert_int_equal(show->expected.type, ACTION_DECLARE);
    const Game *game = support_game(app);
    uint8_t you = controller_human(app_controller(app));
    play_card(app, cardset_highest(game->hands[you] & ~cardset_suit(game_trump(game))), false);
    support_step(app, 30);
    assert_int_equal(support_game(app)->trick_size, 0);
    str_set_language("en");
    char expected[COACH_TEXT_MAX];
    str_format(expected, sizeof expected, STR_LESSON_4_DECLARE_INSTEAD, NULL, NULL, NULL);
    assert_string_equal(show->warning, expected);
    /* The hint is the coach's move, not the computer's opinion. */
    click_button(app, BTN_HINT);
    support_step(app, 30);
    assert_true(app->ui.hint_active);
    assert_int_equal(app->ui.hint.type, ACTION_DECLARE);
    make(app, action_declare(), 1);
    assert_int_equal(support_game(app)->king_declared, you);
    assert_int_equal(support_game(app)->scores[you], 1);
    assert_true(show->warning[0] == '\0');
    app_destroy(app);
}

/* The keyboard leaves a lesson through the menu, whose lessons' item
 * becomes the way back while a lesson is on. */
static void test_a_lesson_is_left_from_the_menu_by_keys(void **state)
{
    (void)state;
    char dir[512];
    App *app = open_app(dir, sizeof dir, 800, 600);
    static Game real;
    real = *support_game(app);
    Intent start = intent_of(INTENT_START_LESSON);
    start.arg = 2;
    app_apply(app, &start, 0);
    support_until_your_turn(app);
    assert_true(app->lesson_on);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    for (int i = 0; i <= MENU_LESSONS; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RETURN);
    support_step(app, 50);
    assert_false(app->lesson_on);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    same_game(&real, support_game(app));
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_lesson_is_played_to_its_end_with_the_mouse),
        cmocka_unit_test(test_the_king_must_be_declared_first),
        cmocka_unit_test(test_every_lesson_is_played_with_the_keyboard),
        cmocka_unit_test(test_a_lesson_is_left_from_the_menu_by_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
