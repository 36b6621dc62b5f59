/* What the app keeps between sessions: the game in progress resumed exactly,
 * the settings screen's choices, the statistics, and damaged files set
 * aside with a message.  Each test uses its own fresh data folder. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app_support.h"
#include "args.h"
#include "ecarte/journal.h"
#include "ecarte/record.h"
#include "ecarte/settings.h"
#include "ecarte/statistics.h"
#include "ecarte/store.h"
#include "screens/menu.h"
#include "screens/summary.h"
#include "screens/game_over.h"
#include "screens/confirm.h"
#include "screens/settings.h"
#include "screens/statistics.h"

/* Inside the program's data folder, which goes when the program ends. */
static void fresh_dir(char *dir, size_t size)
{
    snprintf(dir, size, "%s/store-XXXXXX", support_data_dir());
    assert_non_null(mkdtemp(dir));
}

static App *open_app(const char *dir, bool seed_given, uint64_t seed)
{
    AppConfig config;
    support_config(&config, seed, 1280, 800, false);
    config.seed_given = seed_given;
    config.speed = SPEED_FAST; /* not given: a saved speed wins */
    config.data_dir = dir;
    return support_open(&config);
}

static void record_of(App *app, char *out, size_t size) { assert_true(record_write(support_game(app), out, size) > 0); }

static bool path_exists(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return access(path, F_OK) == 0;
}

/* Puts a file of our own making where the app will look. */
static void write_text(const char *dir, const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *file = fopen(path, "w");
    assert_non_null(file);
    fputs(text, file);
    assert_int_equal(fclose(file), 0);
}

static void expect_message(App *app, const char *part)
{
    char message[512];
    app_message(app, message, sizeof message);
    if (!strstr(message, part))
        fail_msg("the message line says \"%s\", not \"%s\"", message, part);
}

static size_t read_text(const char *dir, const char *name, char *buffer)
{
    char path[512], error[256];
    size_t length = 0;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    assert_int_equal(store_read(path, buffer, &length, error, sizeof error), STORE_READ_OK);
    return length;
}

/* The frame's pixels with the message line blanked (a resumed game says so
 * there instead of what last happened). */
static Uint32 *frame(App *app, int *w, int *h)
{
    app_render(app, 0);
    const Layout *layout = app_layout(app);
    *w = layout->width;
    *h = layout->height;
    Uint32 *pixels = calloc((size_t)*w * (size_t)*h, sizeof *pixels);
    assert_non_null(pixels);
    assert_int_equal(SDL_RenderReadPixels(app_renderer(app), NULL, SDL_PIXELFORMAT_ARGB8888, pixels, *w * 4), 0);
    Rect m = layout->message;
    for (int y = m.y; y < m.y + m.h && y < *h; y++)
        for (int x = m.x < 0 ? 0 : m.x; x < m.x + m.w && x < *w; x++)
            pixels[(size_t)y * (size_t)*w + (size_t)x] = 0;
    return pixels;
}

static bool human_turn_after_some_play(const Game *game, uint8_t human)
{
    return game->phase == PHASE_PLAY && game->to_act == human && game->history_count >= 2;
}

static void journal_of(App *app, char *out, size_t size)
{
    assert_true(journal_write(session_journal(app_session(app)), out, size) > 0);
}

static void test_resume_restores_the_same_table(void **state)
{
    (void)state;
    char dir[64], before[RECORD_TEXT_MAX], after[RECORD_TEXT_MAX];
    static char journal_before[JOURNAL_TEXT_MAX], journal_after[JOURNAL_TEXT_MAX];
    fresh_dir(dir, sizeof dir);
    App *app = open_app(dir, true, 41);
    assert_true(support_play_until(app, human_turn_after_some_play, 400));
    support_step(app, 3000);
    record_of(app, before, sizeof before);
    journal_of(app, journal_before, sizeof journal_before);
    assert_true(session_journal(app_session(app))->count > 2);
    int w, h;
    Uint32 *first = frame(app, &w, &h);
    app_destroy(app);
    assert_true(path_exists(dir, "game.txt"));

    app = open_app(dir, false, 0);
    record_of(app, after, sizeof after);
    assert_string_equal(before, after);
    /* With its past: every deal and action that led to it. */
    journal_of(app, journal_after, sizeof journal_after);
    assert_string_equal(journal_before, journal_after);
    support_step(app, 3000);
    int w2, h2;
    Uint32 *second = frame(app, &w2, &h2);
    assert_int_equal(w, w2);
    assert_int_equal(h, h2);
    size_t differ = 0;
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++)
        differ += first[i] != second[i];
    assert_int_equal(differ, 0);
    expect_message(app, "back where you left");
    free(first);
    free(second);
    app_destroy(app);
}

/* Steps until the human must act or the hand is over. */
static void settle_turn(App *app)
{
    uint8_t human = session_player(app_session(app));
    for (int i = 0; i < 400; i++) {
        const Game *game = support_game(app);
        if (game->to_act == human || game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER)
            return;
        support_step(app, 20);
    }
    fail_msg("the computer never finished its turn");
}

static void act(App *app)
{
    Session *session = app_session(app);
    const Game *game = support_game(app);
    if (game->phase == PHASE_HAND_OVER) {
        assert_true(session_deal(session));
    } else {
        ActionList legal;
        game_legal_actions(game, &legal);
        Action action = legal.items[legal.count - 1]; /* a different choice from the other tests' */
        assert_int_equal(session_submit(session, action, NULL), SUBMIT_OK);
    }
    support_step(app, 20);
}

enum { SYNC_MAX = 3000 };

static void copy_file(const char *from_dir, const char *to_dir, const char *name)
{
    static char text[STORE_FILE_MAX + 1];
    size_t length = read_text(from_dir, name, text);
    char path[512], error[256];
    snprintf(path, sizeof path, "%s/%s", to_dir, name);
    assert_true(store_write_atomic(path, text, length, error, sizeof error));
}

/* Plays on to the end, writing the game at each of the human's turns. */
static int play_out(App *app, char (*records)[RECORD_TEXT_MAX])
{
    int count = 0;
    for (;;) {
        settle_turn(app);
        assert_true(count < SYNC_MAX);
        record_of(app, records[count], RECORD_TEXT_MAX);
        count++;
        if (support_game(app)->phase == PHASE_GAME_OVER)
            return count;
        act(app);
    }
}

static void test_resumed_game_plays_on_identically(void **state)
{
    (void)state;
    char dir[64], copy[64];
    fresh_dir(dir, sizeof dir);
    fresh_dir(copy, sizeof copy);
    char(*whole)[RECORD_TEXT_MAX] = calloc(SYNC_MAX, RECORD_TEXT_MAX);
    char(*resumed)[RECORD_TEXT_MAX] = calloc(SYNC_MAX, RECORD_TEXT_MAX);
    assert_non_null(whole);
    assert_non_null(resumed);

    App *app = open_app(dir, true, 57);
    for (int i = 0; i < 60; i++) {
        settle_turn(app);
        act(app);
        if (i >= 2 && session_opponent_turn(app_session(app)))
            break;
    }
    /* Cut here, the computer to act: the resumed app must redo its move. */
    assert_true(session_opponent_turn(app_session(app)));
    copy_file(dir, copy, "game.txt");
    int whole_count = play_out(app, whole);
    app_destroy(app);

    app = open_app(copy, false, 0);
    int resumed_count = play_out(app, resumed);
    app_destroy(app);
    assert_int_equal(whole_count, resumed_count);
    for (int i = 0; i < whole_count; i++)
        assert_string_equal(whole[i], resumed[i]);
    free(whole);
    free(resumed);
}

static void open_from_menu(App *app, int item)
{
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    Rect r = menu_item(app_layout(app), item);
    support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1);
}

static Settings read_settings(const char *dir)
{
    static char text[STORE_FILE_MAX + 1];
    size_t length = read_text(dir, "settings.txt", text);
    Settings settings;
    char why[256];
    assert_int_equal(settings_parse(text, length, &settings, why, sizeof why), STORE_VERDICT_OK);
    return settings;
}

static void arrow_click(App *app, int row, int direction)
{
    Rect arrow = settings_arrow(app_layout(app), row, direction);
    support_click(app, arrow.x + arrow.w / 2, arrow.y + arrow.h / 2, 1);
}

static void test_settings_screen_saves_and_reloads(void **state)
{
    (void)state;
    char dir[64];
    fresh_dir(dir, sizeof dir);
    App *app = open_app(dir, true, 5);
    uint8_t target = support_game(app)->options.target;
    open_from_menu(app, MENU_SETTINGS);
    assert_int_equal(support_top(app), SCREEN_SETTINGS);
    app_render(app, 0);

    /* The keyboard: down to the target, right to change it. */
    for (int i = 0; i < SET_TARGET; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RIGHT);
    Settings saved = read_settings(dir);
    assert_true(saved.options.target != target);
    uint8_t chosen = saved.options.target;
    /* Mid-game: asked whether to start anew; not now. */
    assert_int_equal(support_confirm(app), CONFIRM_NEW_RULES);
    app_render(app, 0);
    Rect no = confirm_no(app_layout(app));
    support_click(app, no.x + no.w / 2, no.y + no.h / 2, 1);
    assert_int_equal(support_confirm(app), -1);
    assert_int_equal(support_game(app)->options.target, target);
    /* Changed back to the rules in play: nothing to ask; and on again. */
    arrow_click(app, SET_TARGET, -1);
    assert_int_equal(read_settings(dir).options.target, target);
    assert_int_equal(support_confirm(app), -1);
    arrow_click(app, SET_TARGET, 1);
    assert_int_equal(read_settings(dir).options.target, chosen);
    assert_int_equal(support_confirm(app), CONFIRM_NEW_RULES);
    support_click(app, no.x + no.w / 2, no.y + no.h / 2, 1);
    assert_int_equal(support_confirm(app), -1);

    /* The mouse: the > of the animation row, and the row of the deck. */
    Rect arrow = settings_arrow(app_layout(app), SET_ANIMATION, 1);
    support_click(app, arrow.x + arrow.w / 2, arrow.y + arrow.h / 2, 1);
    assert_int_equal(read_settings(dir).animation, ANIMATION_FAST);
    support_click(app, arrow.x + arrow.w / 2, arrow.y + arrow.h / 2, 1);
    assert_int_equal(read_settings(dir).animation, ANIMATION_INSTANT);
    Rect row = settings_row(app_layout(app), SET_AUTO_DECLARE);
    support_click(app, row.x + 10, row.y + row.h / 2, 1);
    assert_true(read_settings(dir).auto_declare);

    /* Another rule change, and this time a new game with it. */
    arrow = settings_arrow(app_layout(app), SET_LEVEL, 1);
    support_click(app, arrow.x + arrow.w / 2, arrow.y + arrow.h / 2, 1);
    assert_int_equal(support_confirm(app), CONFIRM_NEW_RULES);
    Rect yes = confirm_yes(app_layout(app));
    support_click(app, yes.x + yes.w / 2, yes.y + yes.h / 2, 1);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_int_equal(support_game(app)->options.target, chosen);
    assert_int_equal(session_level(app_session(app)), AI_HARD);
    app_destroy(app);

    /* A new session reads them back. */
    app = open_app(dir, true, 6);
    assert_int_equal(support_game(app)->options.target, chosen);
    assert_int_equal(session_level(app_session(app)), AI_HARD);
    assert_int_equal(app_ui(app)->speed, SPEED_INSTANT);
    app_destroy(app);
}

static void test_damaged_settings_are_set_aside(void **state)
{
    (void)state;
    char dir[64];
    fresh_dir(dir, sizeof dir);
    write_text(dir, "settings.txt", "ECARTE-SETTINGS 1\nlevel impossible\n");
    App *app = open_app(dir, true, 7);
    expect_message(app, "Settings:");
    assert_true(path_exists(dir, "settings.txt.damaged-1"));
    assert_false(path_exists(dir, "settings.txt"));
    Settings defaults = settings_default();
    assert_int_equal(support_game(app)->options.target, defaults.options.target);
    assert_int_equal(session_level(app_session(app)), defaults.level);
    app_destroy(app);
}

static void test_damaged_game_is_set_aside(void **state)
{
    (void)state;
    char dir[64];
    fresh_dir(dir, sizeof dir);
    write_text(dir, "game.txt", "ECARTE-SAVE 1\nlevel normal\npreset standard\nnonsense\n");
    App *app = open_app(dir, false, 0);
    expect_message(app, "Saved game:");
    assert_true(path_exists(dir, "game.txt.damaged-1"));
    /* A new game instead, saved at once. */
    assert_true(support_game(app)->phase != PHASE_DEAL);
    assert_int_equal(support_game(app)->hands_dealt, 1);
    assert_true(path_exists(dir, "game.txt"));
    app_destroy(app);
}

/* Two files set aside at once: both are said, one space between. */
static void test_two_damaged_files_are_said_in_one_line(void **state)
{
    (void)state;
    char dir[64];
    fresh_dir(dir, sizeof dir);
    write_text(dir, "settings.txt", "ECARTE-SETTINGS 1\nlevel impossible\n");
    write_text(dir, "game.txt", "ECARTE-SAVE 1\nlevel normal\npreset standard\nnonsense\n");
    App *app = open_app(dir, false, 0);
    expect_message(app, "Settings:");
    expect_message(app, "Saved game:");
    char message[1024];
    app_message(app, message, sizeof message);
    if (strstr(message, "  "))
        fail_msg("two spaces in a row: \"%s\"", message);
    app_destroy(app);
}

static bool never(const Game *game, uint8_t human)
{
    (void)game;
    (void)human;
    return false;
}

static Statistics read_statistics(const char *dir)
{
    static char text[STORE_FILE_MAX + 1];
    size_t length = read_text(dir, "statistics.txt", text);
    Statistics stats;
    char why[256];
    assert_int_equal(statistics_parse(text, length, &stats, why, sizeof why), STORE_VERDICT_OK);
    return stats;
}

static void test_statistics_recorded_and_reset(void **state)
{
    (void)state;
    char dir[64];
    fresh_dir(dir, sizeof dir);
    App *app = open_app(dir, true, 9);
    assert_false(support_play_until(app, never, 5000));
    const Game *game = support_game(app);
    assert_int_equal(game->phase, PHASE_GAME_OVER);
    Statistics stats = read_statistics(dir);
    assert_int_equal(statistics_total(&stats, STAT_PLAYED), 1);
    assert_int_equal(statistics_total(&stats, STAT_WON) + statistics_total(&stats, STAT_LOST), 1);
    assert_int_equal(statistics_total(&stats, STAT_WON), game->winner == 0 ? 1 : 0);
    assert_int_equal(statistics_total(&stats, STAT_HANDS), game->hands_dealt);
    assert_int_equal(stats.counts[AI_NORMAL][PRESET_STANDARD][STAT_PLAYED], 1);
    assert_int_equal(statistics_total(&stats, STAT_POINTS_FOR), game->scores[0]);
    support_step(app, 2000);

    /* The screen, and its reset with a confirmation. */
    support_key(app, SDLK_ESCAPE); /* closes the game-over panel */
    open_from_menu(app, MENU_STATISTICS);
    assert_int_equal(support_top(app), SCREEN_STATISTICS);
    app_render(app, 0);
    Rect reset = statistics_reset(app_layout(app));
    support_click(app, reset.x + reset.w / 2, reset.y + reset.h / 2, 1);
    assert_int_equal(support_confirm(app), CONFIRM_RESET_STATS);
    app_render(app, 0);
    Rect yes = confirm_yes(app_layout(app));
    support_click(app, yes.x + yes.w / 2, yes.y + yes.h / 2, 1);
    stats = read_statistics(dir);
    assert_int_equal(statistics_total(&stats, STAT_PLAYED), 0);
    assert_int_equal(statistics_total(&stats, STAT_HANDS), 0);
    app_destroy(app);
}

static void test_autoplay_touches_nothing(void **state)
{
    (void)state;
    char dir[64];
    fresh_dir(dir, sizeof dir);
    AppConfig config;
    app_config_defaults(&config);
    config.seed = 3;
    config.seed_given = true;
    config.autoplay = true;
    config.fast = true;
    config.games = 1;
    config.width = 800;
    config.height = 600;
    config.sync_ai = true;
    config.data_dir = dir;
    char err[1024];
    App *app = app_create(&config, err, sizeof err);
    assert_non_null(app);
    for (int i = 0; i < 100000 && !app_done(app, NULL); i++)
        app_update(app, 16);
    assert_true(app_done(app, NULL));
    app_destroy(app);
    assert_false(path_exists(dir, "game.txt"));
    assert_false(path_exists(dir, "statistics.txt"));
    assert_false(path_exists(dir, "settings.txt"));
}

static void test_data_dir_option(void **state)
{
    (void)state;
    AppConfig config;
    char out[512];
    app_config_defaults(&config);
    const char *good[] = {"ecarte", "--data-dir", "/tmp/somewhere"};
    assert_int_equal(args_parse(3, (char **)good, &config, out, sizeof out), ARGS_RUN);
    assert_string_equal(config.data_dir, "/tmp/somewhere");
    app_config_defaults(&config);
    const char *missing[] = {"ecarte", "--data-dir"};
    assert_int_equal(args_parse(2, (char **)missing, &config, out, sizeof out), ARGS_ERROR);
    assert_non_null(strstr(out, "--data-dir"));
    assert_null(strchr(out, '\n'));
    const char *empty[] = {"ecarte", "--data-dir", ""};
    assert_int_equal(args_parse(3, (char **)empty, &config, out, sizeof out), ARGS_ERROR);
    assert_non_null(strstr(out, "folder"));
}

/* A data folder that is not there yet, nor its parent, is made at start,
 * and what the player changes is saved in it. */
static void test_missing_data_dir_is_made(void **state)
{
    (void)state;
    char base[64], dir[128];
    fresh_dir(base, sizeof base);
    snprintf(dir, sizeof dir, "%s/new/data", base);
    App *app = open_app(dir, true, 8);
    support_key(app, SDLK_F4); /* the next animation speed, saved at once */
    read_settings(dir);
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_resume_restores_the_same_table),
        cmocka_unit_test(test_resumed_game_plays_on_identically),
        cmocka_unit_test(test_settings_screen_saves_and_reloads),
        cmocka_unit_test(test_damaged_settings_are_set_aside),
        cmocka_unit_test(test_damaged_game_is_set_aside),
        cmocka_unit_test(test_two_damaged_files_are_said_in_one_line),
        cmocka_unit_test(test_statistics_recorded_and_reset),
        cmocka_unit_test(test_autoplay_touches_nothing),
        cmocka_unit_test(test_data_dir_option),
        cmocka_unit_test(test_missing_data_dir_is_made),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
