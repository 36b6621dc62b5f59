/* The coach in a real game: a blunder is held back with "Are you sure?"
 * until the player thinks again or goes ahead, a good move goes through
 * untouched, and nothing is asked with the coach off, or after the first
 * games unless it is always on.  The games are saved positions from the
 * ratings' own tests, resumed from each test's data folder: at 4-4 to five,
 * the king of trumps wins the game. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "ecarte/journal.h"
#include "ecarte/savegame.h"
#include "ecarte/settings.h"
#include "ecarte/statistics.h"
#include "ecarte/store.h"
#include "i18n/strings.h"
#include "screens/coach_ask.h"
#include "screens/menu.h"
#include "screens/settings.h"

enum { YOU = 0 };

static void fresh_dir(char *dir, size_t size)
{
    snprintf(dir, size, "%s/coach-XXXXXX", support_data_dir());
    assert_non_null(mkdtemp(dir));
}

static void write_text(const char *dir, const char *name, const char *text, size_t length)
{
    char path[512], error[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    assert_true(store_write_atomic(path, text, length, error, sizeof error));
}

static CardSet cards(const char *text)
{
    CardSet set = 0;
    for (const char *at = text; *at;) {
        size_t length = strcspn(at, " ");
        if (length > 0) {
            Card card = card_parse(at, length);
            assert_true(card_is_valid(card));
            set |= cardset_of(card);
        }
        at += length;
        at += strspn(at, " ");
    }
    return set;
}

static Card card(const char *text) { return card_parse(text, strlen(text)); }

/* A deck that deals these hands (three cards each, then two, the
 * non-dealer first) and turns this card up. */
static void stack_deck(const char *elder, const char *dealer, const char *turnup, Card deck[CARD_COUNT])
{
    static const int ELDER[HAND_SIZE] = {0, 1, 2, 6, 7}, DEALER[HAND_SIZE] = {3, 4, 5, 8, 9};
    CardSet hands[2] = {cards(elder), cards(dealer)};
    const int *places[2] = {ELDER, DEALER};
    for (int h = 0; h < 2; h++) {
        assert_int_equal(cardset_count(hands[h]), HAND_SIZE);
        int i = 0;
        for (CardSet rest = hands[h]; rest; rest = cardset_without_lowest(rest))
            deck[places[h][i++]] = cardset_lowest(rest);
    }
    Card up = card(turnup);
    deck[DEAL_SIZE - 1] = up;
    CardSet used = hands[0] | hands[1] | cardset_of(up);
    int next = DEAL_SIZE;
    for (int c = 0; c < CARD_COUNT; c++)
        if (!cardset_has(used, (Card)c))
            deck[next++] = (Card)c;
}

/* The game to resume: the player (seat 0) the non-dealer, 4-4 to five,
 * these cards dealt and then these actions taken. */
static void write_game(const char *dir, const char *yours, const char *theirs, const char *turnup,
                       const Action *actions, int count)
{
    static SaveGame save;
    static char text[SAVEGAME_TEXT_MAX];
    memset(&save, 0, sizeof save);
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = 5;
    assert_true(game_init(&save.game, &options, 4242, 1));
    save.game.scores[0] = save.game.scores[1] = 4;
    save.level = AI_NORMAL;
    save.preset = PRESET_STANDARD;
    journal_begin(&save.journal, &save.game);
    Card deck[CARD_COUNT];
    stack_deck(yours, theirs, turnup, deck);
    assert_int_equal(journal_deal(&save.journal, &save.game, deck, NULL), RULE_OK);
    assert_int_equal(cardset_count(save.game.hands[YOU] & cards(yours)), HAND_SIZE);
    for (int i = 0; i < count; i++)
        assert_int_equal(journal_apply(&save.journal, &save.game, actions[i], NULL), RULE_OK);
    assert_int_equal(save.game.to_act, YOU);
    size_t length = savegame_write(&save, text, sizeof text);
    assert_true(length > 0);
    write_text(dir, "game.txt", text, length);
}

/* The player to lead, who may declare the king of trumps and win the game:
 * any card played instead is a blunder. */
static void write_declare_or_play(const char *dir)
{
    Action stand = action_stand();
    write_game(dir, "KH 7S 8S 7C 8C", "QH JH AS AC AD", "7H", &stand, 1);
}

/* The player to discard after an accepted proposal: throwing the king of
 * trumps away is a blunder, the four small cards a good exchange. */
static void write_discard(const char *dir)
{
    Action actions[] = {action_propose(), action_accept()};
    write_game(dir, "KH 7S 8S 7C 8C", "AS AC AD 9D TD", "9H", actions, 2);
}

static void write_settings(const char *dir, CoachMode coach)
{
    Settings settings = settings_default();
    settings.coach = coach;
    settings.lessons_offered = true; /* nothing offered over the table */
    char text[SETTINGS_TEXT_MAX];
    size_t length = settings_write(&settings, text, sizeof text);
    assert_true(length > 0);
    write_text(dir, "settings.txt", text, length);
}

static void write_games_played(const char *dir, int games)
{
    static Statistics stats;
    static char text[STATISTICS_TEXT_MAX];
    memset(&stats, 0, sizeof stats);
    for (int i = 0; i < games; i++)
        statistics_record_game(&stats, AI_NORMAL, PRESET_STANDARD, i % 2 == 0);
    size_t length = statistics_write(&stats, text, sizeof text);
    assert_true(length > 0);
    write_text(dir, "statistics.txt", text, length);
}

static Settings read_settings(const char *dir)
{
    static char text[STORE_FILE_MAX + 1];
    char path[512], error[256], why[256];
    size_t length = 0;
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    assert_int_equal(store_read(path, text, &length, error, sizeof error), STORE_READ_OK);
    Settings settings;
    assert_int_equal(settings_parse(text, length, &settings, why, sizeof why), STORE_VERDICT_OK);
    return settings;
}

/* The saved game resumed, in a window of w x h. */
static App *open_app(const char *dir, int w, int h, const char *language)
{
    AppConfig config;
    support_config(&config, 1, w, h, false);
    config.seed_given = false;
    config.data_dir = dir;
    config.speed = SPEED_INSTANT;
    config.speed_given = true;
    config.language = language;
    App *app = support_open(&config);
    support_step(app, 100);
    assert_int_equal(support_game(app)->to_act, YOU);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    return app;
}

static void click_rect(App *app, Rect r) { support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1); }

static void drop_on_table(App *app, Card c)
{
    int x, y;
    support_card_point(app, c, &x, &y);
    Rect drop = app_layout(app)->drop_zone;
    support_drag(app, x, y, drop.x + drop.w / 2, drop.y + drop.h / 2);
}

/* Picks these cards for the exchange with clicks, then Space: the main
 * button, Exchange. */
static void exchange(App *app, const char *text)
{
    for (CardSet rest = cards(text); rest; rest = cardset_without_lowest(rest)) {
        int x, y;
        support_card_point(app, cardset_lowest(rest), &x, &y);
        support_click(app, x, y, 1);
    }
    assert_true(app_ui(app)->selected == cards(text));
    support_key(app, SDLK_SPACE);
}

/* Tab is known by its place on the keyboard. */
static void press_tab(App *app)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_KEYDOWN;
    event.key.state = SDL_PRESSED;
    event.key.keysym.sym = SDLK_TAB;
    event.key.keysym.scancode = SDL_SCANCODE_TAB;
    assert_int_equal(SDL_PushEvent(&event), 1);
    app_pump(app);
}

static int journal_length(App *app) { return session_journal(app_session(app))->count; }

static bool asks(App *app) { return support_top(app) == SCREEN_COACH_ASK; }

static void test_a_dropped_blunder_asks_first_and_is_played_when_told(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    write_declare_or_play(dir);
    App *app = open_app(dir, 1280, 800, NULL);
    int steps = journal_length(app);
    Card seven = card("7S");

    drop_on_table(app, seven);
    assert_true(asks(app));
    /* Nothing moved: the card is still the player's, the trick empty. */
    const Game *game = support_game(app);
    assert_true(cardset_has(game->hands[YOU], seven));
    assert_int_equal(game->trick_size, 0);
    assert_int_equal(journal_length(app), steps);
    support_step(app, 500);
    assert_true(asks(app));
    assert_int_equal(journal_length(app), steps);
    app_render(app, 0);

    /* Play it anyway: the card goes, and the opponent answers. */
    click_rect(app, coach_ask_button(app_layout(app), COACH_ASK_GO_AHEAD));
    assert_false(asks(app));
    support_step(app, 200);
    game = support_game(app);
    assert_false(cardset_has(game->hands[YOU], seven));
    const JournalStep *played = &session_journal(app_session(app))->steps[steps];
    assert_int_equal(played->seat, YOU);
    assert_true(action_equal(played->action, action_play(seven)));
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
}

static void test_thinking_again_plays_nothing_and_asks_once(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    write_discard(dir);
    App *app = open_app(dir, 1280, 800, NULL);
    int steps = journal_length(app);
    Card king = card("KH");

    /* Enter at first thinks again. */
    exchange(app, "KH");
    assert_true(asks(app));
    assert_int_equal(coach_ask_focus(app_top_screen(app)), COACH_ASK_THINK_AGAIN);
    support_key(app, SDLK_RETURN);
    assert_false(asks(app));
    assert_int_equal(journal_length(app), steps);
    assert_true(cardset_has(support_game(app)->hands[YOU], king));

    /* Another blunder (the king still picked, and a small card with it) is
     * asked about too; Escape thinks again. */
    int x, y;
    support_card_point(app, card("7S"), &x, &y);
    support_click(app, x, y, 1);
    support_key(app, SDLK_SPACE);
    assert_true(asks(app));
    support_key(app, SDLK_ESCAPE);
    assert_false(asks(app));
    assert_int_equal(journal_length(app), steps);

    /* A third, and the keyboard's other answer: Tab, Left and Right go
     * between the two. */
    support_card_point(app, card("8S"), &x, &y);
    support_click(app, x, y, 1);
    support_key(app, SDLK_SPACE);
    assert_true(asks(app));
    press_tab(app);
    assert_int_equal(coach_ask_focus(app_top_screen(app)), COACH_ASK_GO_AHEAD);
    support_key(app, SDLK_LEFT);
    assert_int_equal(coach_ask_focus(app_top_screen(app)), COACH_ASK_THINK_AGAIN);
    support_key(app, SDLK_RIGHT);
    assert_int_equal(coach_ask_focus(app_top_screen(app)), COACH_ASK_GO_AHEAD);
    app_render(app, 0);
    support_key(app, SDLK_RETURN);
    assert_false(asks(app));
    support_step(app, 100);
    assert_true(journal_length(app) > steps);
    assert_true(cardset_has(support_game(app)->discards[YOU], king));
    app_destroy(app);

    /* Asked once and thought over, the same move made again goes through. */
    write_discard(dir);
    app = open_app(dir, 1280, 800, NULL);
    exchange(app, "KH");
    assert_true(asks(app));
    support_click(app, 3, 3, 1); /* beside the panel: think again */
    assert_false(asks(app));
    assert_int_equal(journal_length(app), steps);
    support_key(app, SDLK_SPACE);
    assert_false(asks(app));
    assert_true(cardset_has(support_game(app)->discards[YOU], king));
    app_destroy(app);
}

static void test_a_good_move_is_not_asked_about(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    write_discard(dir);
    App *app = open_app(dir, 1280, 800, NULL);
    int steps = journal_length(app);
    exchange(app, "7S 8S 7C 8C");
    assert_false(asks(app));
    assert_true(journal_length(app) > steps);
    assert_true(support_game(app)->discards[YOU] == cards("7S 8S 7C 8C"));
    app_destroy(app);

    /* Nor the king declared, which wins the game. */
    write_declare_or_play(dir);
    app = open_app(dir, 1280, 800, NULL);
    support_key(app, SDLK_SPACE);
    assert_false(asks(app));
    assert_int_equal(support_game(app)->phase, PHASE_GAME_OVER);
    assert_int_equal(support_game(app)->winner, YOU);
    app_destroy(app);
}

/* Whether the blunder of the discard position is asked about. */
static bool blunder_asked(const char *dir)
{
    write_discard(dir);
    App *app = open_app(dir, 1280, 800, NULL);
    int steps = journal_length(app);
    exchange(app, "KH");
    bool asked = asks(app);
    assert_int_equal(journal_length(app) > steps, !asked);
    app_destroy(app);
    return asked;
}

static void test_the_setting_and_the_games_played_decide(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    write_settings(dir, COACH_FIRST_GAMES);
    write_games_played(dir, COACH_FIRST_GAMES_COUNT - 1);
    assert_true(blunder_asked(dir));
    write_games_played(dir, COACH_FIRST_GAMES_COUNT);
    assert_false(blunder_asked(dir));
    write_settings(dir, COACH_ALWAYS);
    assert_true(blunder_asked(dir));
    write_settings(dir, COACH_OFF);
    write_games_played(dir, 0);
    assert_false(blunder_asked(dir));
}

static void test_the_settings_row_turns_it_off(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    write_settings(dir, COACH_FIRST_GAMES);
    write_declare_or_play(dir);
    App *app = open_app(dir, 800, 600, NULL);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    click_rect(app, menu_item(app_layout(app), MENU_SETTINGS));
    assert_int_equal(support_top(app), SCREEN_SETTINGS);
    app_render(app, 0);

    /* The row fits in the smallest window, above the close button. */
    const Layout *l = app_layout(app);
    Rect panel = settings_panel(l), row = settings_row(l, SET_COACH), close = settings_close(l);
    assert_true(panel.y >= 0 && panel.y + panel.h <= l->height);
    assert_true(row.y + row.h <= close.y);

    char value[128];
    settings_value(&(Settings){.coach = COACH_FIRST_GAMES}, SET_COACH, value, sizeof value);
    assert_non_null(strstr(value, "10"));
    Rect next = settings_arrow(l, SET_COACH, 1);
    click_rect(app, next);
    assert_int_equal(read_settings(dir).coach, COACH_ALWAYS);
    click_rect(app, next);
    assert_int_equal(read_settings(dir).coach, COACH_OFF);

    /* Off: the blunder is played at once. */
    click_rect(app, settings_close(l));
    assert_int_equal(support_top(app), SCREEN_TABLE);
    drop_on_table(app, card("8C"));
    assert_false(asks(app));
    assert_false(cardset_has(support_game(app)->hands[YOU], card("8C")));
    app_destroy(app);

    /* And back round to the first games. */
    write_settings(dir, COACH_OFF);
    write_declare_or_play(dir);
    app = open_app(dir, 800, 600, NULL);
    support_key(app, SDLK_ESCAPE);
    click_rect(app, menu_item(app_layout(app), MENU_SETTINGS));
    click_rect(app, settings_arrow(app_layout(app), SET_COACH, 1));
    assert_int_equal(read_settings(dir).coach, COACH_FIRST_GAMES);
    click_rect(app, settings_arrow(app_layout(app), SET_COACH, -1));
    assert_int_equal(read_settings(dir).coach, COACH_OFF);
    app_destroy(app);
}

/* The panel in the smallest window and in a right-to-left language: inside
 * the window, the buttons inside the panel, side by side, and the first
 * answer where the reader starts. */
static void test_the_question_fits_and_reads_both_ways(void **state)
{
    (void)state;
    static const struct {
        int w, h;
        const char *language;
    } CASES[] = {{800, 600, "en"}, {1280, 800, "en"}, {800, 600, "sd"}, {1920, 1080, "sd"}};
    char dir[128];
    fresh_dir(dir, sizeof dir);
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        write_declare_or_play(dir);
        App *app = open_app(dir, CASES[i].w, CASES[i].h, CASES[i].language);
        drop_on_table(app, card("7S"));
        assert_true(asks(app));
        app_render(app, 0);
        const Layout *l = app_layout(app);
        Rect panel = coach_ask_panel(l);
        Rect think = coach_ask_button(l, COACH_ASK_THINK_AGAIN), go = coach_ask_button(l, COACH_ASK_GO_AHEAD);
        assert_true(panel.x >= 0 && panel.y >= 0 && panel.x + panel.w <= l->width && panel.y + panel.h <= l->height);
        for (int b = 0; b < 2; b++) {
            Rect r = b ? go : think;
            assert_true(r.x >= panel.x && r.x + r.w <= panel.x + panel.w && r.y + r.h <= panel.y + panel.h);
        }
        assert_int_equal(think.y, go.y);
        bool rtl = strcmp(CASES[i].language, "sd") == 0;
        assert_int_equal(think.x > go.x, rtl);
        /* The key towards the second button reaches it. */
        support_key(app, rtl ? SDLK_LEFT : SDLK_RIGHT);
        assert_int_equal(coach_ask_focus(app_top_screen(app)), COACH_ASK_GO_AHEAD);
        app_render(app, 0);
        support_key(app, SDLK_ESCAPE);
        assert_false(asks(app));
        assert_true(cardset_has(support_game(app)->hands[YOU], card("7S")));
        app_destroy(app);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_dropped_blunder_asks_first_and_is_played_when_told),
        cmocka_unit_test(test_thinking_again_plays_nothing_and_asks_once),
        cmocka_unit_test(test_a_good_move_is_not_asked_about),
        cmocka_unit_test(test_the_setting_and_the_games_played_decide),
        cmocka_unit_test(test_the_settings_row_turns_it_off),
        cmocka_unit_test(test_the_question_fits_and_reads_both_ways),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
