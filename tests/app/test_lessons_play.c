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

#include "app_support.h"
#include "render/palette.h"
#include "ecarte/settings.h"
#include "ecarte/store.h"
#include "learn/lesson.h"
#include "screens/coach.h"
#include "screens/menu.h"

/* A window of w x h at `speed`, in English, saving in a folder of its own,
 * with lesson `lesson` open at the start (0: none). */
static App *open_with(char *dir, size_t size, int w, int h, AnimSpeed speed, int lesson)
{
    snprintf(dir, size, "%s/lessons-XXXXXX", support_data_dir());
    assert_non_null(mkdtemp(dir));
    AppConfig config;
    support_config(&config, 77, w, h, false);
    config.seed_given = true;
    config.speed = speed;
    config.speed_given = true;
    config.data_dir = dir;
    config.language = "en";
    config.lesson = lesson;
    return support_open(&config);
}

static App *open_app(char *dir, size_t size, int w, int h) { return open_with(dir, size, w, h, SPEED_FAST, 0); }

static const LessonShow *lesson_of(const App *app) { return app_lesson_shown(app); }

static void click_button(App *app, ButtonId id)
{
    const ButtonSet *set = app_buttons(app);
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
        assert_int_equal(app_ui(app)->selected, action.cards);
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
    uint8_t you = session_player(app_session(app));
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
    if (expected.type == ACTION_PROPOSE && buttons_find(app_buttons(app), BTN_STAND) >= 0) {
        click_button(app, BTN_STAND);
        return true;
    }
    if (expected.type == ACTION_STAND && buttons_find(app_buttons(app), BTN_PROPOSE) >= 0) {
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
    app_carry_out(app, &start);
    const LessonShow *show = lesson_of(app);
    assert_non_null(show);
    assert_int_equal(show->number, number);
    uint8_t you = session_player(app_session(app));
    int refused = 0;
    for (int turn = 0; turn < 40; turn++) {
        support_until_your_turn(app);
        const Game *game = support_game(app);
        if (game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER)
            break;
        assert_true(show->words[0] != '\0');
        /* The coach's words read, by its button. */
        if (show->waiting) {
            app_render(app, 0);
            Rect forward = coach_button(app_screen(app, SCREEN_COACH), COACH_HIT_NEXT);
            support_click(app, forward.x + forward.w / 2, forward.y + forward.h / 2, 1);
            assert_false(show->waiting);
            continue;
        }
        assert_int_equal(game->to_act, you);
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
        int made = session_journal(app_session(app))->count;
        make(app, action, turn);
        assert_true(session_journal(app_session(app))->count > made);
        assert_true(action_equal(session_journal(app_session(app))->steps[made].action, action));
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
        assert_int_equal(app_ui(app)->selected, action.cards);
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
    uint8_t you = session_player(app_session(app));
    for (int number = 1; number <= LESSON_COUNT; number++) {
        Intent start = intent_of(INTENT_START_LESSON);
        start.arg = number;
        app_carry_out(app, &start);
        const LessonShow *show = lesson_of(app);
        for (int turn = 0; turn < 40; turn++) {
            support_until_your_turn(app);
            const Game *game = support_game(app);
            if (game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER)
                break;
            /* Space goes on from the coach's words. */
            if (show->waiting) {
                support_key(app, SDLK_SPACE);
                assert_false(show->waiting);
                continue;
            }
            assert_int_equal(game->to_act, you);
            Action action;
            if (show->expecting) {
                action = show->expected;
            } else {
                ActionList legal;
                game_legal_actions(game, &legal);
                action = legal.items[0];
            }
            int made = session_journal(app_session(app))->count;
            key_in(app, action);
            assert_true(session_journal(app_session(app))->count > made);
            assert_true(action_equal(session_journal(app_session(app))->steps[made].action, action));
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
        app_carry_out(app, &leave);
        assert_false((app_lesson_shown(app) != NULL));
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
    app_carry_out(app, &start);
    support_until_your_turn(app);
    make(app, action_stand(), 1);
    support_until_your_turn(app);
    const LessonShow *show = lesson_of(app);
    assert_true(show->expecting);
    assert_int_equal(show->expected.type, ACTION_DECLARE);
    const Game *game = support_game(app);
    uint8_t you = session_player(app_session(app));
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
    assert_true(app_ui(app)->hint_active);
    assert_int_equal(app_ui(app)->hint.type, ACTION_DECLARE);
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
    app_carry_out(app, &start);
    support_until_your_turn(app);
    assert_true((app_lesson_shown(app) != NULL));
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    for (int i = 0; i <= MENU_LESSONS; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RETURN);
    support_step(app, 50);
    assert_false((app_lesson_shown(app) != NULL));
    assert_int_equal(support_top(app), SCREEN_TABLE);
    same_game(&real, support_game(app));
    app_destroy(app);
}

/* ---- what the coach says, and when ------------------------------------------ */

static App *open_lesson_at(char *dir, size_t size, int number, int w, int h, AnimSpeed speed)
{
    App *app = open_with(dir, size, w, h, speed, number);
    assert_non_null(lesson_of(app));
    return app;
}

static void go_on(App *app)
{
    app_render(app, 0);
    Rect forward = coach_button(app_screen(app, SCREEN_COACH), COACH_HIT_NEXT);
    support_click(app, forward.x + forward.w / 2, forward.y + forward.h / 2, 1);
}

static int journal_length(App *app) { return session_journal(app_session(app))->count; }

/* The words of `id` with `card` for {1} and `other` for {2}, as shown. */
static void words_of(StringId id, const char *card, const char *other, char *out, size_t size)
{
    char first[32] = "", second[32] = "";
    if (card)
        str_card(card_parse(card, 2), first, sizeof first);
    if (other)
        str_card(card_parse(other, 2), second, sizeof second);
    str_format(out, size, id, first, second, NULL);
}

/* The coach's words at the deal and on the opponent's moves stay until the
 * player goes on: the opponent waits for them, however long.  Lesson 2's
 * turned-up king, and lesson 1's trick lost. */
static void test_the_coachs_words_wait_for_the_player(void **state)
{
    (void)state;
    char dir[512], expected[COACH_TEXT_MAX];
    App *app = open_lesson_at(dir, sizeof dir, 2, 1280, 800, SPEED_FAST);
    const LessonShow *show = lesson_of(app);
    int dealt = journal_length(app);
    support_step(app, 10000);
    words_of(STR_LESSON_2_INTRO, "KS", NULL, expected, sizeof expected);
    assert_string_equal(show->words, expected);
    assert_int_equal(journal_length(app), dealt);
    /* Gone on: the opponent moves, and then what to do is said. */
    go_on(app);
    support_until_your_turn(app);
    assert_true(journal_length(app) > dealt);
    words_of(STR_LESSON_2_TRUMP, "AH", "7S", expected, sizeof expected);
    assert_string_equal(show->words, expected);
    app_destroy(app);

    /* The opponent's words on a trick it took stay as long. */
    app = open_lesson_at(dir, sizeof dir, 1, 1280, 800, SPEED_FAST);
    show = lesson_of(app);
    for (int turn = 0; turn < 20; turn++) {
        support_until_your_turn(app);
        if (show->waiting) {
            go_on(app);
            continue;
        }
        assert_true(show->expecting);
        Action move = show->expected;
        make(app, move, 1);
        if (move.type == ACTION_PLAY && move.card == card_parse("TD", 2))
            break;
    }
    support_step(app, 10000);
    int taken = journal_length(app);
    words_of(STR_LESSON_1_BEATEN, "KD", "TD", expected, sizeof expected);
    assert_string_equal(show->words, expected);
    support_step(app, 10000);
    assert_int_equal(journal_length(app), taken);
    assert_string_equal(show->words, expected);
    app_destroy(app);
}

/* The words speak of what is on the table: none while the cards of the
 * deal are on their way, and the opponent's card is named once it has
 * landed. */
static void test_the_words_wait_for_the_cards(void **state)
{
    (void)state;
    char dir[512];
    for (int number = 2; number <= 3; number++) {
        App *app = open_lesson_at(dir, sizeof dir, number, 1280, 800, SPEED_NORMAL);
        const LessonShow *show = lesson_of(app);
        char words[COACH_TEXT_MAX] = "";
        int said = 0;
        for (int step = 0; step < 600 && !show->expecting; step++) {
            if (show->waiting)
                go_on(app);
            support_step(app, 10);
            if (strcmp(words, show->words) == 0)
                continue;
            /* New words: the table at rest, the deal and any card landed. */
            snprintf(words, sizeof words, "%s", show->words);
            said++;
            assert_true(app_ui(app)->dealing_until <= app_now(app));
            assert_false(anim_busy(app_anim(app), app_now(app)));
            assert_int_equal(cardset_count(support_game(app)->hands[session_player(app_session(app))]), HAND_SIZE);
        }
        assert_true(show->expecting);
        assert_true(said >= 2);
        app_destroy(app);
    }
}

/* Lesson 3's exchange: a refusal goes as soon as the cards chosen answer
 * it, before Exchange is pressed again. */
static void test_a_refusal_goes_once_the_move_is_right(void **state)
{
    (void)state;
    char dir[512];
    App *app = open_lesson_at(dir, sizeof dir, 3, 1280, 800, SPEED_FAST);
    const LessonShow *show = lesson_of(app);
    for (int turn = 0; turn < 10 && !(show->expecting && show->expected.type == ACTION_DISCARD); turn++) {
        support_until_your_turn(app);
        if (show->waiting)
            go_on(app);
        else
            make(app, show->expected, 1);
    }
    support_until_your_turn(app);
    assert_true(show->expecting);
    CardSet throw = show->expected.cards;
    /* Nothing chosen: refused by the rules; one card chosen answers that. */
    click_button(app, BTN_EXCHANGE);
    assert_true(show->warning[0] != '\0');
    int x, y;
    support_card_point(app, cardset_lowest(throw), &x, &y);
    support_click(app, x, y, 1);
    support_step(app, 30);
    assert_true(show->warning[0] == '\0');
    /* Three of the four: refused by the lesson, until the fourth. */
    for (CardSet more = cardset_without_lowest(throw); cardset_without_lowest(more);
         more = cardset_without_lowest(more)) {
        support_card_point(app, cardset_lowest(more), &x, &y);
        support_click(app, x, y, 1);
        support_step(app, 30);
    }
    click_button(app, BTN_EXCHANGE);
    assert_true(show->warning[0] != '\0');
    support_step(app, 30);
    assert_true(show->warning[0] != '\0');
    support_card_point(app, cardset_highest(throw), &x, &y);
    support_click(app, x, y, 1);
    support_step(app, 30);
    assert_int_equal(app_ui(app)->selected, throw);
    assert_true(show->warning[0] == '\0');
    int before = journal_length(app);
    click_button(app, BTN_EXCHANGE);
    assert_true(journal_length(app) > before);
    app_destroy(app);
}

static bool near(Uint32 pixel, SDL_Color colour)
{
    int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
    return abs(r - colour.r) < 12 && abs(g - colour.g) < 12 && abs(b - colour.b) < 12;
}

/* A refusal has one look: under the coach's words, which stay, in the
 * warning's colour, never in their place nor on the heading's line.
 * Lesson 6's long refusal at several sizes and scales. */
static void test_a_refusal_keeps_the_words(void **state)
{
    (void)state;
    static const int SIZES[][2] = {{800, 600}, {1024, 768}, {1280, 800}};
    char dir[512];
    for (int s = 0; s < 3; s++) {
        for (int scale = 100; scale <= 200; scale += 100) {
            App *app = open_lesson_at(dir, sizeof dir, 6, SIZES[s][0], SIZES[s][1], SPEED_FAST);
            app_set_scale(app, scale);
            const LessonShow *show = lesson_of(app);
            for (int i = 0; i < 4 && !show->expecting; i++) {
                support_step(app, 20);
                support_until_your_turn(app);
                if (show->waiting)
                    go_on(app);
            }
            assert_true(show->expecting);
            assert_int_equal(show->expected.type, ACTION_STAND);
            click_button(app, BTN_PROPOSE);
            assert_true(show->warning[0] != '\0');
            support_step(app, 6000); /* the glow still */
            app_render(app, 0);
            const Screen *coach = app_screen(app, SCREEN_COACH);
            Rect panel = coach_panel(coach);
            Rect buttons[] = {coach_button(coach, COACH_HIT_LEAVE), coach_button(coach, COACH_HIT_NEXT)};
            int w = app_layout(app)->width, h = app_layout(app)->height;
            Uint32 *pixels = calloc((size_t)w * (size_t)h, sizeof *pixels);
            assert_non_null(pixels);
            assert_int_equal(SDL_RenderReadPixels(app_renderer(app), NULL, SDL_PIXELFORMAT_ARGB8888, pixels, w * 4), 0);
            int ink_last = -1, warn_first = -1;
            /* Inside the panel's rounded frame, where only the coach draws. */
            panel = rect_inset(panel, app_layout(app)->radius * 2);
            for (int y = panel.y; y < panel.y + panel.h; y++) {
                for (int x = panel.x; x < panel.x + panel.w; x++) {
                    if (rect_contains(buttons[0], x, y) || rect_contains(buttons[1], x, y))
                        continue;
                    Uint32 p = pixels[(size_t)y * (size_t)w + (size_t)x];
                    if (near(p, PALETTE[PAL_COACH_INK]))
                        ink_last = y;
                    if (warn_first < 0 && near(p, PALETTE[PAL_COACH_WARN]))
                        warn_first = y;
                }
            }
            free(pixels);
            if (ink_last < 0 || warn_first < 0 || warn_first <= ink_last)
                fail_msg("%dx%d at %d%%: the words end at %d, the refusal begins at %d", SIZES[s][0], SIZES[s][1],
                         scale, ink_last, warn_first);
            app_destroy(app);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_lesson_is_played_to_its_end_with_the_mouse),
        cmocka_unit_test(test_the_king_must_be_declared_first),
        cmocka_unit_test(test_every_lesson_is_played_with_the_keyboard),
        cmocka_unit_test(test_a_lesson_is_left_from_the_menu_by_keys),
        cmocka_unit_test(test_the_coachs_words_wait_for_the_player),
        cmocka_unit_test(test_the_words_wait_for_the_cards),
        cmocka_unit_test(test_a_refusal_goes_once_the_move_is_right),
        cmocka_unit_test(test_a_refusal_keeps_the_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
