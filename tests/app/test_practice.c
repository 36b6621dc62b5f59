/* The end of the game's report of each side's decisions, the finished game
 * among the player's recent games, and a deal played again for practice:
 * the same cards, nothing counted or saved, and the game back as it was.
 * Each test has its own data folder. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "ecarte/journal.h"
#include "ecarte/record.h"
#include "ecarte/statistics.h"
#include "ecarte/store.h"
#include "screens/game_over.h"

static void fresh_dir(char *dir, size_t size)
{
    snprintf(dir, size, "%s/practice-XXXXXX", support_data_dir());
    assert_non_null(mkdtemp(dir));
}

static App *open_app(const char *dir, bool seed_given, uint64_t seed)
{
    AppConfig config;
    support_config(&config, seed, 1280, 800, false);
    config.seed_given = seed_given;
    config.speed = SPEED_FAST;
    config.speed_given = true;
    config.data_dir = dir;
    return support_open(&config);
}

/* The whole file, or "" when there is none. */
static void read_file(const char *dir, const char *name, char *out, size_t size)
{
    char path[512], error[256];
    size_t length = 0;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    assert_true(size > STORE_FILE_MAX);
    if (store_read(path, out, &length, error, sizeof error) != STORE_READ_OK)
        length = 0;
    out[length] = '\0';
}

static Statistics read_statistics(const char *dir)
{
    static char text[STORE_FILE_MAX + 1];
    read_file(dir, "statistics.txt", text, sizeof text);
    Statistics stats;
    char why[256];
    assert_int_equal(statistics_parse(text, strlen(text), &stats, why, sizeof why), STORE_VERDICT_OK);
    return stats;
}

static void record_of(const Game *game, char *out, size_t size) { assert_true(record_write(game, out, size) > 0); }

static void expect_message(App *app, const char *part)
{
    char message[512];
    app_message(app, message, sizeof message);
    if (!strstr(message, part))
        fail_msg("the message line says \"%s\", not \"%s\"", message, part);
}

static bool game_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_GAME_OVER;
}

static bool hand_done(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
}

static bool second_hand_play(const Game *game, uint8_t human)
{
    return game->hands_dealt == 2 && game->phase == PHASE_PLAY && game->to_act == human;
}

static void play_to_game_over(App *app)
{
    for (int i = 0; i < 40 && support_game(app)->phase != PHASE_GAME_OVER; i++)
        support_play_until(app, game_over, 4000);
    assert_int_equal(support_game(app)->phase, PHASE_GAME_OVER);
}

/* Each side's rated decisions that offered a choice, counted here from the
 * ratings of the steps one by one. */
static void expected_tallies(App *app, AnalysisTally sides[SEAT_COUNT])
{
    memset(sides, 0, sizeof(AnalysisTally) * SEAT_COUNT);
    const Journal *journal = session_journal(app_session(app));
    uint8_t human = session_player(app_session(app));
    for (int i = 0; i < journal->count; i++) {
        const JournalStep *step = &journal->steps[i];
        if (step->kind != JOURNAL_ACTION)
            continue;
        Rating rating;
        assert_true(analysis_rating(app_analysis(app), i, &rating));
        if (rating.choices < 2)
            continue;
        AnalysisTally *side = &sides[step->seat == human ? 0 : 1];
        side->decisions++;
        side->loss_sum += rating.loss;
        side->grades[rating.grade]++;
    }
}

static void replay(App *app, int hand)
{
    Intent intent = intent_of(INTENT_REPLAY_DEAL);
    intent.arg = hand;
    app_carry_out(app, &intent);
}

static void click_rect(App *app, Rect r) { support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1); }

static void test_report_shows_each_side(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    App *app = open_app(dir, true, 8);
    play_to_game_over(app);
    analysis_wait(app_analysis(app));
    support_step(app, 3000); /* the last trick lands, the panel comes up */
    assert_int_equal(support_top(app), SCREEN_GAME_OVER);
    app_render(app, 0);

    const GameOverReport *report = game_over_report(app_top_screen(app));
    assert_true(report->rated);
    assert_true(report->complete);
    AnalysisTally expected[SEAT_COUNT];
    expected_tallies(app, expected);
    for (int side = 0; side < SEAT_COUNT; side++) {
        const AnalysisTally *shown = &report->sides[side];
        assert_true(expected[side].decisions > 0);
        assert_int_equal(shown->decisions, expected[side].decisions);
        assert_true(fabs(shown->loss_sum - expected[side].loss_sum) < 1e-9);
        for (int g = 0; g < RATING_GRADE_COUNT; g++)
            assert_int_equal(shown->grades[g], expected[side].grades[g]);
        int accuracy = (int)lround(100.0 * (1.0 - expected[side].loss_sum / expected[side].decisions));
        assert_int_equal(game_over_accuracy(shown), accuracy);
    }
    /* The player's side first, whatever seat the player has. */
    assert_true(expected[0].decisions != expected[1].decisions ||
                fabs(expected[0].loss_sum - expected[1].loss_sum) > 1e-12 ||
                memcmp(expected[0].grades, expected[1].grades, sizeof expected[0].grades) != 0);

    /* The small window draws it too. */
    app_destroy(app);
    AppConfig config;
    support_config(&config, 8, 800, 600, false);
    config.data_dir = dir;
    config.speed = SPEED_INSTANT;
    config.speed_given = true;
    app = support_open(&config);
    play_to_game_over(app);
    analysis_wait(app_analysis(app));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_GAME_OVER);
    app_render(app, 0);
    assert_true(game_over_report(app_top_screen(app))->complete);
    app_destroy(app);
}

static void test_finished_game_recorded_once_with_accuracy(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    App *app = open_app(dir, true, 8);
    play_to_game_over(app);
    const Game *game = support_game(app);
    uint8_t human = session_player(app_session(app));
    /* At once, whatever the ratings: quitting now loses nothing. */
    Statistics stats = read_statistics(dir);
    assert_int_equal(stats.recent_count, 1);
    assert_int_equal(stats.recent[0].won, game->winner == human);
    assert_int_equal(stats.recent[0].points_for, game->scores[human]);
    assert_int_equal(stats.recent[0].points_against, game->scores[seat_other(human)]);

    analysis_wait(app_analysis(app));
    support_step(app, 3000);
    AnalysisTally expected[SEAT_COUNT];
    expected_tallies(app, expected);
    stats = read_statistics(dir);
    assert_int_equal(stats.recent_count, 1);
    const RecentGame *recent = &stats.recent[0];
    assert_int_equal(recent->decisions, expected[0].decisions);
    assert_int_equal(recent->mean_loss_thousandths, lround(expected[0].loss_sum / expected[0].decisions * 1000.0));
    for (int g = 0; g < STATISTICS_GRADE_COUNT; g++)
        assert_int_equal(recent->grades[g], expected[0].grades[g]);
    assert_int_equal(recent->level, session_level(app_session(app)));

    /* A new game, and the app opened again: still the one game. */
    click_rect(app, game_over_button(app_layout(app)));
    assert_int_equal(support_game(app)->hands_dealt, 1);
    support_step(app, 500);
    app_destroy(app);
    app = open_app(dir, false, 0);
    support_step(app, 500);
    assert_int_equal(read_statistics(dir).recent_count, 1);
    app_destroy(app);
}

/* A new game begun before the last one's ratings are done: the last one's
 * accuracy still arrives, in its own line. */
static void test_accuracy_arrives_after_a_new_game(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    App *app = open_app(dir, true, 8);
    play_to_game_over(app);
    static Journal finished;
    finished = *session_journal(app_session(app));
    /* At once, as a player quick on the button would. */
    Intent new_game = intent_of(INTENT_NEW_GAME);
    app_carry_out(app, &new_game);
    assert_int_equal(support_game(app)->hands_dealt, 1);

    /* The same game rated again, apart, for what the app should write. */
    AnalysisTally expected;
    Analysis *analysis = analysis_create((TaskWake){0});
    assert_non_null(analysis);
    analysis_follow(analysis, &finished);
    analysis_wait(analysis);
    analysis_tally(analysis, session_player(app_session(app)), 0, finished.count, &expected);
    analysis_destroy(analysis);
    assert_true(expected.decisions > 0);

    /* The last game's ratings, which no test can wait on directly, go on
     * while the new game's do. */
    for (int i = 0; i < 20000 && read_statistics(dir).recent[0].decisions == 0; i++) {
        SDL_Delay(5);
        support_step(app, 5);
    }
    Statistics stats = read_statistics(dir);
    assert_int_equal(stats.recent_count, 1);
    assert_int_equal(stats.recent[0].decisions, expected.decisions);
    assert_int_equal(stats.recent[0].mean_loss_thousandths, lround(expected.loss_sum / expected.decisions * 1000.0));
    app_destroy(app);
}

/* The files of the data folder, to see that practice touches none. */
typedef struct Files {
    char game[STORE_FILE_MAX + 1];
    char statistics[STORE_FILE_MAX + 1];
} Files;

static void read_files(const char *dir, Files *out)
{
    read_file(dir, "game.txt", out->game, sizeof out->game);
    read_file(dir, "statistics.txt", out->statistics, sizeof out->statistics);
}

static void expect_files(const char *dir, const Files *before)
{
    static Files now;
    read_files(dir, &now);
    assert_string_equal(now.game, before->game);
    assert_string_equal(now.statistics, before->statistics);
}

/* The game just after hand `hand` was dealt, rebuilt from the journal. */
static void dealt(const Journal *journal, int hand, Game *out)
{
    int first, end;
    assert_true(journal_hand_steps(journal, hand, &first, &end));
    assert_true(journal_state(journal, first + 1, out));
}

static void expect_dealt(App *app, const Game *deal)
{
    const Game *game = support_game(app);
    char want[RECORD_TEXT_MAX], have[RECORD_TEXT_MAX];
    record_of(deal, want, sizeof want);
    record_of(game, have, sizeof have);
    assert_string_equal(have, want);
    /* And on the table: the player's hand is those cards. */
    uint8_t human = session_player(app_session(app));
    for (int c = 0; c < CARD_COUNT; c++) {
        Rect rect;
        assert_int_equal(app_hand_card_rect(app, (Card)c, &rect), cardset_has(deal->hands[human], (Card)c));
    }
}

static void test_practice_deal_counts_for_nothing(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    App *app = open_app(dir, true, 21);
    assert_true(support_play_until(app, second_hand_play, 4000));
    support_step(app, 3000);
    static Files files;
    static Journal real;
    char before[RECORD_TEXT_MAX], after[RECORD_TEXT_MAX];
    read_files(dir, &files);
    assert_true(files.game[0] != '\0');
    real = *session_journal(app_session(app));
    record_of(support_game(app), before, sizeof before);
    Game deal;
    dealt(&real, 1, &deal);

    replay(app, 1);
    expect_dealt(app, &deal);
    support_step(app, 2000);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    /* The journal of the practice begins at its deal. */
    const Journal *journal = session_journal(app_session(app));
    assert_int_equal(journal->steps[0].kind, JOURNAL_DEAL);
    assert_int_equal(journal->start.hands_dealt, 0);
    expect_message(app, "Practice");

    assert_true(support_play_until(app, hand_done, 4000));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    expect_files(dir, &files);

    /* The summary's next step is the way back. */
    support_key(app, SDLK_SPACE);
    support_step(app, 20);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    record_of(support_game(app), after, sizeof after);
    assert_string_equal(after, before);
    assert_memory_equal(session_journal(app_session(app)), &real, sizeof real);
    expect_message(app, "Back in your game");
    expect_files(dir, &files);
    support_step(app, 3000);

    /* The game goes on and is saved again. */
    assert_true(support_play_until(app, hand_done, 4000));
    support_step(app, 20);
    Files later;
    read_files(dir, &later);
    assert_string_not_equal(later.game, files.game);
    app_destroy(app);
}

static void test_quitting_practice_keeps_the_saved_game(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    App *app = open_app(dir, true, 21);
    assert_true(support_play_until(app, second_hand_play, 4000));
    support_step(app, 3000);
    static Files files;
    char before[RECORD_TEXT_MAX], after[RECORD_TEXT_MAX];
    read_files(dir, &files);
    record_of(support_game(app), before, sizeof before);

    /* Hand 2 itself, a few moves into it. */
    replay(app, 2);
    assert_int_equal(support_game(app)->hands_dealt, 2);
    assert_int_equal(support_game(app)->history_count, 0);
    for (int i = 0; i < 3; i++) {
        assert_true(support_play_until(app, support_human_plays, 400));
        ActionList legal;
        game_legal_actions(support_game(app), &legal);
        assert_int_equal(session_submit(app_session(app), legal.items[legal.count - 1], NULL), SUBMIT_OK);
        support_step(app, 20);
        if (support_game(app)->phase != PHASE_PLAY)
            break;
    }
    expect_files(dir, &files);
    app_destroy(app);
    expect_files(dir, &files);

    app = open_app(dir, false, 0);
    record_of(support_game(app), after, sizeof after);
    assert_string_equal(after, before);
    app_destroy(app);
}

/* The last hand of a finished game played again: it ends the game once
 * more, which counts for nothing; played again from there, then back to
 * the end of the real game. */
static void test_practice_game_over_not_counted(void **state)
{
    (void)state;
    char dir[128];
    fresh_dir(dir, sizeof dir);
    App *app = open_app(dir, true, 8);
    play_to_game_over(app);
    /* The game's accuracy in the statistics first: it changes the file. */
    analysis_wait(app_analysis(app));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_GAME_OVER);
    assert_true(read_statistics(dir).recent[0].decisions > 0);
    static Files files;
    static Journal real;
    char before[RECORD_TEXT_MAX], after[RECORD_TEXT_MAX];
    read_files(dir, &files);
    real = *session_journal(app_session(app));
    record_of(support_game(app), before, sizeof before);
    int last = support_game(app)->hands_dealt;
    Game deal;
    dealt(&real, last, &deal);

    replay(app, last);
    expect_dealt(app, &deal);
    assert_true(support_play_until(app, game_over, 4000));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_GAME_OVER);
    expect_files(dir, &files);
    app_render(app, 0);

    /* Once more from the same cards, then back. */
    click_rect(app, game_over_practice_button(app_layout(app), GAME_OVER_PRACTICE_AGAIN));
    support_step(app, 20);
    expect_dealt(app, &deal);
    assert_true(support_play_until(app, game_over, 4000));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_GAME_OVER);
    app_render(app, 0);
    click_rect(app, game_over_practice_button(app_layout(app), GAME_OVER_PRACTICE_BACK));
    support_step(app, 20);
    record_of(support_game(app), after, sizeof after);
    assert_string_equal(after, before);
    assert_memory_equal(session_journal(app_session(app)), &real, sizeof real);
    /* The end of the real game shows again. */
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_GAME_OVER);
    expect_files(dir, &files);
    assert_int_equal(read_statistics(dir).recent_count, 1);
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_report_shows_each_side),
        cmocka_unit_test(test_finished_game_recorded_once_with_accuracy),
        cmocka_unit_test(test_accuracy_arrives_after_a_new_game),
        cmocka_unit_test(test_practice_deal_counts_for_nothing),
        cmocka_unit_test(test_quitting_practice_keeps_the_saved_game),
        cmocka_unit_test(test_practice_game_over_not_counted),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
