/* Saved games, settings and statistics on disk: round trips, every kind of
 * bad file, and a writer killed mid-write, many times over. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "ecarte/savegame.h"
#include "ecarte/settings.h"
#include "ecarte/statistics.h"

static char folder[256];

static int make_folder(void **state)
{
    (void)state;
    snprintf(folder, sizeof folder, "/tmp/ecarte-store-XXXXXX");
    assert_non_null(mkdtemp(folder));
    return 0;
}

static int remove_folder(void **state)
{
    (void)state;
    char command[512];
    snprintf(command, sizeof command, "rm -rf '%s'", folder);
    return system(command) == 0 ? 0 : -1;
}

static void path_of(char *out, size_t size, const char *name) { snprintf(out, size, "%s/%s", folder, name); }

static void write_raw(const char *path, const void *data, size_t length)
{
    FILE *file = fopen(path, "wb");
    assert_non_null(file);
    assert_int_equal(fwrite(data, 1, length, file), length);
    fclose(file);
}

static size_t read_raw(const char *path, char *out, size_t size)
{
    FILE *file = fopen(path, "rb");
    if (!file)
        return (size_t)-1;
    size_t length = fread(out, 1, size, file);
    fclose(file);
    return length;
}

/* A game played at random for a number of steps, its journal kept as the
 * app keeps it. */
static SaveGame sample_save(uint64_t seed, int actions)
{
    SaveGame save = {.level = AI_HARD, .preset = PRESET_CLASSIC};
    GameOptions options = options_preset(PRESET_CLASSIC);
    assert_true(game_init(&save.game, &options, seed, SEAT_NONE));
    journal_begin(&save.journal, &save.game);
    Rng rng = rng_seeded(seed);
    for (int i = 0; i < actions && !game_is_over(&save.game); i++) {
        if (save.game.to_act == SEAT_NONE) {
            assert_int_equal(journal_deal(&save.journal, &save.game, NULL, NULL), RULE_OK);
            continue;
        }
        ActionList legal;
        game_legal_actions(&save.game, &legal);
        Action action = legal.items[rng_below(&rng, (uint32_t)legal.count)];
        assert_int_equal(journal_apply(&save.journal, &save.game, action, NULL), RULE_OK);
    }
    return save;
}

static void save_to(const char *path, const SaveGame *save)
{
    static char text[SAVEGAME_TEXT_MAX];
    char error[256];
    size_t length = savegame_write(save, text, sizeof text);
    assert_true(length > 0);
    if (!store_write_atomic(path, text, length, error, sizeof error))
        fail_msg("%s", error);
}

static void same_game(const Game *a, const Game *b)
{
    char ta[RECORD_TEXT_MAX], tb[RECORD_TEXT_MAX];
    assert_true(record_write(a, ta, sizeof ta) > 0);
    assert_true(record_write(b, tb, sizeof tb) > 0);
    assert_string_equal(ta, tb);
}

/* The same journal: the same start and the same steps, as text. */
static void same_journal(const Journal *a, const Journal *b)
{
    static char ta[JOURNAL_TEXT_MAX], tb[JOURNAL_TEXT_MAX];
    assert_true(journal_write(a, ta, sizeof ta) > 0);
    assert_true(journal_write(b, tb, sizeof tb) > 0);
    assert_string_equal(ta, tb);
}

/* A journal with nothing in it yet, beginning at the game. */
static void fresh_journal_at(const Journal *journal, const Game *game)
{
    assert_int_equal(journal->count, 0);
    same_game(&journal->start, game);
}

/* Field by field: a RecentGame has padding. */
static void same_statistics(const Statistics *a, const Statistics *b)
{
    assert_memory_equal(a->counts, b->counts, sizeof a->counts);
    assert_memory_equal(a->friends, b->friends, sizeof a->friends);
    assert_int_equal(a->recent_count, b->recent_count);
    for (int r = 0; r < a->recent_count; r++) {
        const RecentGame *x = &a->recent[r], *y = &b->recent[r];
        assert_int_equal(x->level, y->level);
        assert_int_equal(x->preset, y->preset);
        assert_int_equal(x->won, y->won);
        assert_int_equal(x->points_for, y->points_for);
        assert_int_equal(x->points_against, y->points_against);
        assert_int_equal(x->decisions, y->decisions);
        assert_int_equal(x->mean_loss_thousandths, y->mean_loss_thousandths);
        assert_memory_equal(x->grades, y->grades, sizeof x->grades);
    }
}

static void files_round_trip(void **state)
{
    (void)state;
    char path[512], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, "save.txt");
    static SaveGame save, loaded;
    save = sample_save(12, 40);
    assert_true(save.journal.count > 0);
    save_to(path, &save);
    assert_int_equal(store_load(path, savegame_parse, &loaded, message, sizeof message), STORE_LOADED);
    assert_string_equal(message, "");
    same_game(&save.game, &loaded.game);
    assert_int_equal(loaded.level, AI_HARD);
    assert_int_equal(loaded.preset, PRESET_CLASSIC);
    same_journal(&save.journal, &loaded.journal);

    Settings settings = settings_default(), settings_back;
    settings.options.target = 11;
    settings.level = AI_EASY;
    settings.four_colour = true;
    settings.animation = ANIMATION_INSTANT;
    snprintf(settings.language, sizeof settings.language, "mr");
    static char text[STATISTICS_TEXT_MAX];
    char error[256];
    path_of(path, sizeof path, "settings.txt");
    size_t length = settings_write(&settings, text, sizeof text);
    assert_true(store_write_atomic(path, text, length, error, sizeof error));
    assert_int_equal(store_load(path, settings_parse, &settings_back, message, sizeof message), STORE_LOADED);
    assert_int_equal(settings_back.options.target, 11);
    assert_int_equal(settings_back.level, AI_EASY);
    assert_true(settings_back.four_colour);
    assert_int_equal(settings_back.animation, ANIMATION_INSTANT);
    assert_string_equal(settings_back.language, "mr");

    Statistics stats, stats_back;
    memset(&stats, 0, sizeof stats);
    HandResult vole = {.outcome = OUTCOME_VOLE, .points = {2, 0}, .trick_winner = 0, .trick_points = 2, .king_seat = 1};
    statistics_record_hand(&stats, AI_HARD, PRESET_STANDARD, &vole, 0);
    statistics_record_game(&stats, AI_HARD, PRESET_STANDARD, true);
    statistics_record_game(&stats, AI_HARD, PRESET_STANDARD, true);
    statistics_record_game(&stats, AI_NORMAL, PRESET_CLASSIC, false);
    RecentGame won = {.level = AI_HARD,
                      .preset = PRESET_STANDARD,
                      .won = true,
                      .points_for = 5,
                      .points_against = 3,
                      .decisions = 24,
                      .mean_loss_thousandths = 37,
                      .grades = {20, 2, 1, 1}};
    RecentGame lost = {.level = AI_NORMAL, .preset = PRESET_CLASSIC, .points_for = 2, .points_against = 7};
    statistics_add_recent(&stats, &won);
    statistics_add_recent(&stats, &lost);
    assert_int_equal(stats.recent_count, 2);
    path_of(path, sizeof path, "stats.txt");
    length = statistics_write(&stats, text, sizeof text);
    assert_true(length > 0);
    assert_true(store_write_atomic(path, text, length, error, sizeof error));
    assert_int_equal(store_load(path, statistics_parse, &stats_back, message, sizeof message), STORE_LOADED);
    same_statistics(&stats, &stats_back);
    assert_int_equal(statistics_total(&stats_back, STAT_PLAYED), 3);
    assert_int_equal(statistics_total(&stats_back, STAT_BEST_STREAK), 2);
    assert_int_equal(stats_back.counts[AI_HARD][PRESET_STANDARD][STAT_VOLES_FOR], 1);
    assert_int_equal(stats_back.counts[AI_HARD][PRESET_STANDARD][STAT_KINGS_AGAINST], 1);
    assert_int_equal(stats_back.recent_count, 2);
    assert_int_equal(stats_back.recent[0].decisions, 24);
    assert_int_equal(stats_back.recent[1].points_against, 7);
}

static void nothing_there_means_defaults_quietly(void **state)
{
    (void)state;
    char path[512], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, "absent.txt");
    Settings settings;
    assert_int_equal(store_load(path, settings_parse, &settings, message, sizeof message), STORE_NOTHING);
    assert_string_equal(message, "");
}

/* Loads a bad file: defaults, one line naming the problem, and the file kept
 * aside byte for byte. */
static void expect_set_aside(const char *name, const void *data, size_t length, StoreParser parse, void *into,
                             const char *suffix, const char *fragment)
{
    char path[512], aside[600], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, name);
    write_raw(path, data, length);
    assert_int_equal(store_load(path, parse, into, message, sizeof message), STORE_DEFAULTS);
    if (!strstr(message, fragment))
        fail_msg("message '%s' does not say '%s'", message, fragment);
    assert_null(strchr(message, '\n'));
    assert_int_equal(access(path, F_OK), -1);
    snprintf(aside, sizeof aside, "%s.%s-1", path, suffix);
    static char kept[STORE_FILE_MAX + 256];
    assert_int_equal(read_raw(aside, kept, sizeof kept), length);
    assert_memory_equal(kept, data, length);
    assert_non_null(strstr(message, aside));
}

static void bad_files_are_kept_aside(void **state)
{
    (void)state;
    static SaveGame save, sample;
    Settings settings;
    Statistics stats;
    static char text[SAVEGAME_TEXT_MAX];
    sample = sample_save(4, 30);
    size_t length = savegame_write(&sample, text, sizeof text);

    /* Cut in the game itself (a file cut in its journal is the game's
     * journal's problem alone: see below). */
    size_t game_ends = (size_t)(strstr(text, "\njournal\n") - text);
    expect_set_aside("truncated.txt", text, game_ends / 2, savegame_parse, &save, "damaged", "could not be used");
    static char corrupted[SAVEGAME_TEXT_MAX];
    memcpy(corrupted, text, length);
    char *hand = strstr(corrupted, "hand0 ");
    hand[6] = 'X';
    expect_set_aside("corrupted.txt", corrupted, length, savegame_parse, &save, "damaged", "not a card");
    expect_set_aside("empty.txt", "", 0, savegame_parse, &save, "damaged", "empty");
    static const unsigned char binary[] = {0x7F, 'E', 'L', 'F', 0, 0, 0xFF, 0x10, '\n', 0};
    expect_set_aside("binary.txt", binary, sizeof binary, settings_parse, &settings, "damaged",
                     "does not start with ECARTE-SETTINGS");
    static char huge[STORE_FILE_MAX + 100];
    memset(huge, 'a', sizeof huge);
    memcpy(huge, "ECARTE-STATS 1\n", 15);
    expect_set_aside("huge.txt", huge, sizeof huge, statistics_parse, &stats, "damaged", "too large");
    const char future[] = "ECARTE-SETTINGS 99\nshiny on\n";
    expect_set_aside("future.txt", future, sizeof future - 1, settings_parse, &settings, "newer", "newer");
    const char strange[] = "ECARTE-SETTINGS 1\ntarget 200\n";
    expect_set_aside("strange.txt", strange, sizeof strange - 1, settings_parse, &settings, "damaged", "target");
    const char stats_bad[] = "ECARTE-STATS 1\nhard standard played=1\n";
    expect_set_aside("stats-bad.txt", stats_bad, sizeof stats_bad - 1, statistics_parse, &stats, "damaged",
                     "every count");

    /* A path that cannot be read (a folder stands there) is left alone. */
    char path[512], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, "unreadable.txt");
    assert_int_equal(mkdir(path, 0755), 0);
    assert_int_equal(store_load(path, settings_parse, &settings, message, sizeof message), STORE_DEFAULTS);
    assert_non_null(strstr(message, "left as it is"));
    struct stat info;
    assert_int_equal(stat(path, &info), 0);
    assert_true(S_ISDIR(info.st_mode));
}

static void a_bad_file_falls_back_to_its_backup(void **state)
{
    (void)state;
    char path[512], backup[600], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, "backed.txt");
    snprintf(backup, sizeof backup, "%s.bak", path);
    static SaveGame first, second, loaded;
    first = sample_save(1, 20);
    second = sample_save(2, 25);
    save_to(path, &first);
    assert_int_equal(access(backup, F_OK), -1);
    save_to(path, &second);
    assert_int_equal(store_load(backup, savegame_parse, &loaded, message, sizeof message), STORE_LOADED);
    same_game(&loaded.game, &first.game);
    write_raw(path, "ECARTE-SAVE 1\nlevel hard\n", 25);
    assert_int_equal(store_load(path, savegame_parse, &loaded, message, sizeof message), STORE_LOADED_BACKUP);
    assert_non_null(strstr(message, "the backup was used instead"));
    same_game(&loaded.game, &first.game);
}

/* A save whose backup cannot be made (a folder with a file in it stands
 * where the backup goes) fails, names the backup, leaves the last save as it
 * was and no temporary file beside it. */
static void a_failed_backup_keeps_the_last_save_and_no_temporary(void **state)
{
    (void)state;
    char path[512], backup[600], inside[700], temporary[600], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, "blocked.txt");
    snprintf(backup, sizeof backup, "%s.bak", path);
    snprintf(inside, sizeof inside, "%s/kept.txt", backup);
    snprintf(temporary, sizeof temporary, "%s.tmp", path);
    static SaveGame first, second, loaded;
    first = sample_save(5, 20);
    second = sample_save(6, 30);
    save_to(path, &first);
    assert_int_equal(mkdir(backup, 0755), 0);
    write_raw(inside, "x", 1);

    static char text[SAVEGAME_TEXT_MAX];
    char error[256] = "";
    size_t length = savegame_write(&second, text, sizeof text);
    assert_false(store_write_atomic(path, text, length, error, sizeof error));
    if (!strstr(error, backup))
        fail_msg("the error '%s' does not name %s", error, backup);
    assert_int_equal(access(temporary, F_OK), -1);
    assert_int_equal(store_load(path, savegame_parse, &loaded, message, sizeof message), STORE_LOADED);
    same_game(&loaded.game, &first.game);
    assert_int_equal(access(inside, F_OK), 0);
}

static mode_t mode_of(const char *path)
{
    struct stat info;
    assert_int_equal(stat(path, &info), 0);
    assert_true(S_ISDIR(info.st_mode));
    return info.st_mode & 07777;
}

/* A folder and its missing parents are made, the folder for the player
 * alone; folders already there are fine; a file in the way is named. */
/* What a player saves is theirs alone, whatever the umask, and a file
 * another program left readable becomes so when it is saved again. */
static void saved_files_are_the_players_alone(void **state)
{
    (void)state;
    mode_t mask = umask(0);
    char path[512], error[256] = "";
    path_of(path, sizeof path, "private.txt");
    write_raw(path, "old", 3);
    assert_int_equal(chmod(path, 0644), 0);
    char stale[600];
    snprintf(stale, sizeof stale, "%s.tmp", path);
    write_raw(stale, "half", 4);
    assert_int_equal(chmod(stale, 0666), 0);
    if (!store_write_atomic(path, "new", 3, error, sizeof error))
        fail_msg("%s", error);
    struct stat info;
    assert_int_equal(stat(path, &info), 0);
    assert_int_equal(info.st_mode & 07777, 0600);
    umask(mask);
}

static void folders_are_made_with_their_parents(void **state)
{
    (void)state;
    mode_t mask = umask(022);
    char top[512], middle[512], deepest[512], error[256] = "";
    path_of(top, sizeof top, "made");
    path_of(middle, sizeof middle, "made/a");
    path_of(deepest, sizeof deepest, "made/a/b/");
    assert_int_equal(access(top, F_OK), -1);
    if (!store_make_folder(deepest, error, sizeof error))
        fail_msg("%s", error);
    assert_int_equal(mode_of(top), 0755);
    assert_int_equal(mode_of(middle), 0755);
    assert_int_equal(mode_of(deepest), 0700);
    /* Again, and for a folder that was there: nothing to do. */
    assert_true(store_make_folder(deepest, error, sizeof error));
    assert_true(store_make_folder(folder, error, sizeof error));
    assert_true(store_make_folder("/", error, sizeof error));

    /* A file where a folder should go: refused with its name. */
    char file[512], beyond[600];
    path_of(file, sizeof file, "made/a/file.txt");
    write_raw(file, "x", 1);
    snprintf(beyond, sizeof beyond, "%s/c", file);
    assert_false(store_make_folder(beyond, error, sizeof error));
    if (!strstr(error, file) || !strstr(error, "not a folder"))
        fail_msg("the error '%s' does not say that %s is not a folder", error, file);
    assert_false(store_make_folder(file, error, sizeof error));
    assert_non_null(strstr(error, "not a folder"));
    assert_false(store_make_folder("", error, sizeof error));
    umask(mask);
}

/* A child saves as fast as it can and is killed at a random moment; whatever
 * the moment, a complete save must be there to load. */
static void a_killed_writer_never_costs_the_last_save(void **state)
{
    (void)state;
    char path[512], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, "killed.txt");
    static SaveGame initial, loaded;
    initial = sample_save(100, 10);
    save_to(path, &initial);
    Rng rng = rng_seeded(2026);
    int from_backup = 0;
    for (int round = 0; round < 150; round++) {
        pid_t child = fork();
        assert_true(child >= 0);
        if (child == 0) {
            for (int n = 0;; n++) {
                static SaveGame save;
                static char text[SAVEGAME_TEXT_MAX];
                char error[256];
                save = sample_save((uint64_t)n, n % 60);
                size_t length = savegame_write(&save, text, sizeof text);
                if (!store_write_atomic(path, text, length, error, sizeof error))
                    _exit(3);
            }
        }
        struct timespec pause = {0, (long)rng_below(&rng, 3000000)};
        nanosleep(&pause, NULL);
        kill(child, SIGKILL);
        int status;
        waitpid(child, &status, 0);
        assert_true(WIFSIGNALED(status)); /* it was still writing, never failed */
        StoreLoad result = store_load(path, savegame_parse, &loaded, message, sizeof message);
        if (result != STORE_LOADED && result != STORE_LOADED_BACKUP)
            fail_msg("round %d: nothing loadable: %s", round, message);
        from_backup += result == STORE_LOADED_BACKUP;
        const char *problem;
        assert_true(game_validate(&loaded.game, &problem));
        static Game reached;
        assert_true(journal_state(&loaded.journal, loaded.journal.count, &reached));
        same_game(&reached, &loaded.game);
    }
    /* The file itself is replaced atomically, so the backup is never needed. */
    assert_int_equal(from_backup, 0);
}

/* A turned-up king that gives the dealer the last point ends the game at
 * the deal, with no card played: that hand and that game count too. */
static void a_game_ended_by_a_turned_up_king_is_counted(void **state)
{
    (void)state;
    Card deck[CARD_COUNT];
    for (int i = 0; i < CARD_COUNT; i++)
        deck[i] = (Card)i;
    Card king = card_make(SUIT_HEARTS, RANK_KING);
    for (int i = 0; i < CARD_COUNT; i++)
        if (deck[i] == king) {
            deck[i] = deck[10];
            deck[10] = king; /* the turn-up */
        }
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = 1;
    static Game before, after;
    assert_true(game_init(&before, &options, 3, 0));
    after = before;
    assert_int_equal(game_deal(&after, deck, NULL), RULE_OK);
    assert_int_equal(after.phase, PHASE_GAME_OVER);
    assert_true(statistics_hand_ended(&before, &after));

    /* The same from the end of an earlier hand, as in a longer game. */
    Game ended = after;
    ended.phase = PHASE_HAND_OVER;
    ended.hands_dealt = (uint16_t)(after.hands_dealt - 1);
    assert_true(statistics_hand_ended(&ended, &after));
    /* Nothing new happened: a game already over is not counted twice. */
    assert_false(statistics_hand_ended(&after, &after));
    /* A deal that starts play ends nothing. */
    assert_false(statistics_hand_ended(&ended, &before));
}

/* Parses a saved game's text that must load. */
static void parse_save(const char *text, size_t length, SaveGame *into)
{
    char why[256] = "";
    if (savegame_parse(text, length, into, why, sizeof why) != STORE_VERDICT_OK)
        fail_msg("the saved game was refused: %s", why);
}

/* The text of a version 1 file, as the game wrote it before journals were
 * kept: the header, the level, the preset and the game. */
static size_t version_1_text(const SaveGame *save, char *out, size_t size)
{
    int header = snprintf(out, size, "ECARTE-SAVE 1\nlevel %s\npreset %s\n", ai_level_name(save->level),
                          options_preset_name(save->preset));
    assert_true(header > 0 && (size_t)header < size);
    size_t game = record_write(&save->game, out + header, size - (size_t)header);
    assert_true(game > 0);
    return (size_t)header + game;
}

/* A file of either version gives the game; the new one its journal too. */
static void both_versions_of_a_saved_game_load(void **state)
{
    (void)state;
    static SaveGame save, loaded;
    static char text[SAVEGAME_TEXT_MAX];
    save = sample_save(21, 45);
    assert_true(save.journal.count > 10);

    size_t length = version_1_text(&save, text, sizeof text);
    assert_null(strstr(text, "journal"));
    char path[512], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, "version1.txt");
    write_raw(path, text, length);
    assert_int_equal(store_load(path, savegame_parse, &loaded, message, sizeof message), STORE_LOADED);
    assert_string_equal(message, "");
    same_game(&loaded.game, &save.game);
    assert_int_equal(loaded.level, AI_HARD);
    assert_int_equal(loaded.preset, PRESET_CLASSIC);
    fresh_journal_at(&loaded.journal, &save.game);

    length = savegame_write(&save, text, sizeof text);
    assert_true(length > 0);
    assert_true(strncmp(text, "ECARTE-SAVE 2\n", 14) == 0);
    memset(&loaded, 0, sizeof loaded);
    parse_save(text, length, &loaded);
    same_game(&loaded.game, &save.game);
    same_journal(&loaded.journal, &save.journal);

    /* A version 1 file never had a journal: one in it is damage, as it
     * always was. */
    memcpy(text, "ECARTE-SAVE 1", 13);
    char why[256];
    assert_int_equal(savegame_parse(text, length, &loaded, why, sizeof why), STORE_VERDICT_DAMAGED);
    /* A file from a newer game is still set aside as such. */
    memcpy(text, "ECARTE-SAVE 3", 13);
    assert_int_equal(savegame_parse(text, length, &loaded, why, sizeof why), STORE_VERDICT_NEWER);
}

/* Loads text whose journal must be dropped: the game loads all the same,
 * with a journal beginning at it. */
static void expect_fresh_journal(const char *what, const char *text, size_t length, const Game *game)
{
    static SaveGame loaded;
    memset(&loaded, 0xA5, sizeof loaded);
    char why[256] = "";
    if (savegame_parse(text, length, &loaded, why, sizeof why) != STORE_VERDICT_OK)
        fail_msg("%s: the game was lost with its journal: %s", what, why);
    same_game(&loaded.game, game);
    assert_int_equal(loaded.level, AI_HARD);
    assert_int_equal(loaded.preset, PRESET_CLASSIC);
    fresh_journal_at(&loaded.journal, game);
}

/* Replaces the first `from` after the journal's separator with `to`, of the
 * same length. */
static void damage_journal(char *text, const char *from, const char *to)
{
    assert_int_equal(strlen(from), strlen(to));
    char *journal = strstr(text, "\njournal\n");
    assert_non_null(journal);
    char *at = strstr(journal, from);
    assert_non_null(at);
    memcpy(at, to, strlen(to));
}

static void a_bad_journal_never_costs_the_game(void **state)
{
    (void)state;
    static SaveGame save, other;
    static char good[SAVEGAME_TEXT_MAX], text[SAVEGAME_TEXT_MAX];
    save = sample_save(33, 50);
    size_t length = savegame_write(&save, good, sizeof good);
    assert_true(length > 0);
    size_t journal_at = (size_t)(strstr(good, "\njournal\n") - good) + 1;

    /* Cut before the journal, or anywhere in it. */
    expect_fresh_journal("cut before the journal", good, journal_at, &save.game);
    for (size_t cut = journal_at + strlen("journal"); cut < length; cut += 97)
        expect_fresh_journal("cut short", good, cut, &save.game);

    /* A step the rules refuse. */
    memcpy(text, good, length + 1);
    damage_journal(text, "\nact 0 ", "\nact 7 ");
    expect_fresh_journal("a seat that is none", text, length, &save.game);
    /* A deck that is not a deck. */
    memcpy(text, good, length + 1);
    damage_journal(text, "deal shuffled ", "deal shuffled!");
    expect_fresh_journal("a damaged deal", text, length, &save.game);
    /* No line to say how many steps there are. */
    memcpy(text, good, length + 1);
    damage_journal(text, "\nsteps ", "\nsteps_");
    expect_fresh_journal("no steps line", text, length, &save.game);

    /* A good journal of another game. */
    other = sample_save(34, 50);
    size_t journal_length = journal_write(&other.journal, text + journal_at + 8, sizeof text - journal_at - 8);
    assert_true(journal_length > 0);
    memcpy(text, good, journal_at + 8);
    expect_fresh_journal("another game's journal", text, journal_at + 8 + journal_length, &save.game);

    /* The game's own journal, one step short: it stops before the game. */
    other = save;
    other.journal.count--;
    length = savegame_write(&other, text, sizeof text);
    expect_fresh_journal("a journal short of the game", text, length, &save.game);

    /* Through the store: loaded from the file itself, nothing set aside. */
    char path[512], aside[600], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, "short-journal.txt");
    write_raw(path, text, length);
    assert_int_equal(store_load(path, savegame_parse, &other, message, sizeof message), STORE_LOADED);
    assert_string_equal(message, "");
    fresh_journal_at(&other.journal, &save.game);
    snprintf(aside, sizeof aside, "%s.damaged-1", path);
    assert_int_equal(access(aside, F_OK), -1);
}

/* A whole game, dealt and played through the journal, saved and read back:
 * every decision is there to review, in the order it was taken. */
static void a_saved_game_keeps_every_decision(void **state)
{
    (void)state;
    static SaveGame save, loaded;
    static Action played[JOURNAL_STEPS_MAX];
    static uint8_t seats[JOURNAL_STEPS_MAX];
    int count = 0;
    save = (SaveGame){.level = AI_HARD, .preset = PRESET_CLASSIC};
    GameOptions options = options_preset(PRESET_CLASSIC);
    assert_true(game_init(&save.game, &options, 77, SEAT_NONE));
    Game start = save.game;
    journal_begin(&save.journal, &save.game);
    Rng rng = rng_seeded(78);
    while (!game_is_over(&save.game)) {
        if (save.game.to_act == SEAT_NONE) {
            assert_int_equal(journal_deal(&save.journal, &save.game, NULL, NULL), RULE_OK);
            continue;
        }
        ActionList legal;
        game_legal_actions(&save.game, &legal);
        Action action = legal.items[rng_below(&rng, (uint32_t)legal.count)];
        assert_true(count < JOURNAL_STEPS_MAX);
        seats[count] = save.game.to_act;
        played[count++] = action;
        assert_int_equal(journal_apply(&save.journal, &save.game, action, NULL), RULE_OK);
    }
    assert_true(save.game.hands_dealt > 1);

    char path[512], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, "whole-game.txt");
    save_to(path, &save);
    assert_int_equal(store_load(path, savegame_parse, &loaded, message, sizeof message), STORE_LOADED);
    same_game(&loaded.game, &save.game);
    same_game(&loaded.journal.start, &start);
    int actions = 0, deals = 0;
    for (int i = 0; i < loaded.journal.count; i++) {
        const JournalStep *step = &loaded.journal.steps[i];
        if (step->kind == JOURNAL_DEAL) {
            deals++;
            continue;
        }
        assert_true(actions < count);
        assert_int_equal(step->seat, seats[actions]);
        if (!action_equal(step->action, played[actions]))
            fail_msg("step %d is not decision %d as it was taken", i, actions);
        actions++;
    }
    assert_int_equal(actions, count);
    assert_int_equal(deals, save.game.hands_dealt);
}

/* The longest journal there can be, of the longest steps, still fits in a
 * saved game that the store reads back. */
static void the_largest_saved_game_is_read_back(void **state)
{
    (void)state;
    static SaveGame save, loaded;
    static char text[SAVEGAME_TEXT_MAX];
    save = sample_save(9, 20);
    save.journal.count = JOURNAL_STEPS_MAX;
    for (int i = 0; i < JOURNAL_STEPS_MAX; i++) {
        JournalStep *step = &save.journal.steps[i];
        memset(step, 0, sizeof *step);
        step->kind = JOURNAL_DEAL;
        step->seat = SEAT_NONE;
        step->shuffled = true;
        for (int c = 0; c < CARD_COUNT; c++)
            step->deck[c] = (Card)c;
    }
    size_t length = savegame_write(&save, text, sizeof text);
    assert_true(length > 64 * 1024);
    char path[512], message[STORE_MESSAGE_MAX];
    path_of(path, sizeof path, "largest.txt");
    write_raw(path, text, length);
    assert_int_equal(store_load(path, savegame_parse, &loaded, message, sizeof message), STORE_LOADED);
    same_game(&loaded.game, &save.game);
    fresh_journal_at(&loaded.journal, &save.game);
}

/* The order of a RecentGame's grades. */
enum { GRADE_GOOD, GRADE_INACCURACY, GRADE_MISTAKE, GRADE_BLUNDER };

static Statistics parse_statistics(const char *text)
{
    Statistics stats;
    char why[256] = "";
    if (statistics_parse(text, strlen(text), &stats, why, sizeof why) != STORE_VERDICT_OK)
        fail_msg("the statistics were refused: %s", why);
    return stats;
}

static const char VERSION_1_STATS[] =
    "ECARTE-STATS 1\n"
    "hard classic played=4 won=3 lost=1 hands=19 points_for=20 points_against=11 voles_for=2 voles_against=0 "
    "kings_for=3 kings_against=1 penalties_won=1 penalties_conceded=0 streak=2 best_streak=3\n"
    "easy standard played=1 won=0 lost=1 hands=6 points_for=3 points_against=5 voles_for=0 voles_against=1 "
    "kings_for=0 kings_against=2 penalties_won=0 penalties_conceded=1 streak=0 best_streak=0\n";

/* A file written before the expert level loads with no expert games, and is
 * written back with them, in a version that an older game calls newer. */
static void statistics_of_version_2_load(void **state)
{
    (void)state;
    static const char version_2[] =
        "ECARTE-STATS 2\n"
        "hard standard played=2 won=1 lost=1 hands=9 points_for=7 points_against=6 voles_for=0 voles_against=1 "
        "kings_for=1 kings_against=0 penalties_won=0 penalties_conceded=0 streak=0 best_streak=1\n";
    Statistics stats = parse_statistics(version_2);
    assert_int_equal(stats.counts[AI_HARD][PRESET_STANDARD][STAT_PLAYED], 2);
    assert_int_equal(stats.counts[AI_EXPERT][PRESET_STANDARD][STAT_PLAYED], 0);
    statistics_record_game(&stats, AI_EXPERT, PRESET_CLASSIC, true);
    static char text[STATISTICS_TEXT_MAX];
    size_t length = statistics_write(&stats, text, sizeof text);
    assert_true(length > 0);
    assert_true(strncmp(text, "ECARTE-STATS 4\n", 15) == 0);
    assert_non_null(strstr(text, "\nexpert classic played=1 won=1 lost=0 "));
    Statistics back = parse_statistics(text);
    same_statistics(&back, &stats);
    assert_int_equal(back.counts[AI_EXPERT][PRESET_CLASSIC][STAT_WON], 1);
}

/* Games against a friend are counted apart from the computer's: in their
 * own lines of the file, and in none of the totals against the computer. */
static void statistics_against_friends_kept_apart(void **state)
{
    (void)state;
    Statistics stats;
    memset(&stats, 0, sizeof stats);
    statistics_record_game(&stats, (AiLevel)STATISTICS_FRIEND, PRESET_CLASSIC, true);
    statistics_record_game(&stats, (AiLevel)STATISTICS_FRIEND, PRESET_CLASSIC, false);
    statistics_record_game(&stats, AI_HARD, PRESET_CLASSIC, true);
    HandResult hand;
    memset(&hand, 0, sizeof hand);
    hand.points[0] = 2;
    hand.trick_winner = 0;
    hand.king_seat = SEAT_NONE;
    hand.outcome = OUTCOME_VOLE;
    statistics_record_hand(&stats, (AiLevel)STATISTICS_FRIEND, PRESET_STANDARD, &hand, 0);
    assert_int_equal(stats.friends[PRESET_CLASSIC][STAT_PLAYED], 2);
    assert_int_equal(stats.friends[PRESET_CLASSIC][STAT_WON], 1);
    assert_int_equal(stats.friends[PRESET_STANDARD][STAT_VOLES_FOR], 1);
    assert_int_equal(statistics_total(&stats, STAT_PLAYED), 1);
    static char text[STATISTICS_TEXT_MAX];
    assert_true(statistics_write(&stats, text, sizeof text) > 0);
    assert_non_null(strstr(text, "\nfriend classic played=2 won=1 lost=1 "));
    Statistics back = parse_statistics(text);
    same_statistics(&back, &stats);
}

/* A file written before recent games were kept loads with none, and is
 * written back in the new version with its counts as they were. */
static void statistics_of_version_1_load(void **state)
{
    (void)state;
    Statistics stats = parse_statistics(VERSION_1_STATS);
    assert_int_equal(stats.recent_count, 0);
    assert_int_equal(stats.counts[AI_HARD][PRESET_CLASSIC][STAT_PLAYED], 4);
    assert_int_equal(stats.counts[AI_HARD][PRESET_CLASSIC][STAT_BEST_STREAK], 3);
    assert_int_equal(stats.counts[AI_EASY][PRESET_STANDARD][STAT_PENALTIES_CONCEDED], 1);
    assert_int_equal(statistics_total(&stats, STAT_PLAYED), 5);
    assert_int_equal(statistics_total(&stats, STAT_HANDS), 25);

    RecentGame game = {.level = AI_EASY,
                       .preset = PRESET_STANDARD,
                       .won = true,
                       .points_for = 5,
                       .decisions = 3,
                       .mean_loss_thousandths = 12,
                       .grades = {2, 1, 0, 0}};
    statistics_add_recent(&stats, &game);
    static char text[STATISTICS_TEXT_MAX];
    size_t length = statistics_write(&stats, text, sizeof text);
    assert_true(length > 0);
    assert_true(strncmp(text, "ECARTE-STATS 4\n", 15) == 0);
    assert_non_null(strstr(text, "\nrecent easy standard won=1 points_for=5 points_against=0 decisions=3 "
                                 "mean_loss_thousandths=12 good=2 inaccuracies=1 mistakes=0 blunders=0\n"));
    Statistics back = parse_statistics(text);
    same_statistics(&back, &stats);

    /* Version 1 had no recent games: such a line in it is damage, as
     * before. */
    char why[256];
    const char odd[] = "ECARTE-STATS 1\nrecent easy standard won=1 points_for=5 points_against=0 decisions=3 "
                       "mean_loss_thousandths=12 good=2 inaccuracies=1 mistakes=0 blunders=0\n";
    assert_int_equal(statistics_parse(odd, sizeof odd - 1, &back, why, sizeof why), STORE_VERDICT_DAMAGED);
}

/* Past the most kept, the oldest are forgotten; the rest keep their order. */
static void recent_games_forget_the_oldest(void **state)
{
    (void)state;
    Statistics stats;
    memset(&stats, 0, sizeof stats);
    enum { ADDED = STATISTICS_RECENT_MAX + 7 };
    for (int n = 0; n < ADDED; n++) {
        RecentGame game = {.level = (uint8_t)(n % AI_LEVEL_COUNT),
                           .preset = (uint8_t)(n % PRESET_COUNT),
                           .won = n % 3 == 0,
                           .points_for = (uint8_t)n,
                           .points_against = 5,
                           .decisions = (uint16_t)(n + 1),
                           .grades = {(uint16_t)n, 1, 0, 0}};
        statistics_add_recent(&stats, &game);
        assert_int_equal(stats.recent_count, n + 1 < STATISTICS_RECENT_MAX ? n + 1 : STATISTICS_RECENT_MAX);
    }
    for (int r = 0; r < STATISTICS_RECENT_MAX; r++)
        assert_int_equal(stats.recent[r].points_for, ADDED - STATISTICS_RECENT_MAX + r);
    static char text[STATISTICS_TEXT_MAX];
    size_t length = statistics_write(&stats, text, sizeof text);
    assert_true(length > 0);
    Statistics back = parse_statistics(text);
    same_statistics(&back, &stats);

    /* A game no game could be is not kept, and one changed in place to
     * such values is not written: the file stays one that can be read. */
    RecentGame impossible = {.decisions = 2, .grades = {2, 1, 0, 0}};
    statistics_add_recent(&stats, &impossible);
    assert_int_equal(stats.recent[STATISTICS_RECENT_MAX - 1].points_for, ADDED - 1);
    Statistics changed = stats;
    changed.recent[0].grades[GRADE_MISTAKE] = 500;
    assert_true(statistics_write(&changed, text, sizeof text) > 0);
    back = parse_statistics(text);
    assert_int_equal(back.recent_count, STATISTICS_RECENT_MAX - 1);
    assert_int_equal(back.recent[0].points_for, stats.recent[1].points_for);

    /* Every count and every recent game at its largest still fits. */
    for (int l = 0; l < AI_LEVEL_COUNT; l++)
        for (int p = 0; p < PRESET_COUNT; p++)
            for (int f = 0; f < STAT_FIELD_COUNT; f++)
                stats.counts[l][p][f] = UINT32_MAX;
    RecentGame largest = {.level = AI_NORMAL,
                          .preset = PRESET_STANDARD,
                          .won = true,
                          .points_for = TARGET_MAX + 2,
                          .points_against = TARGET_MAX + 2,
                          .decisions = UINT16_MAX,
                          .mean_loss_thousandths = 1000,
                          .grades = {UINT16_MAX, 0, 0, 0}};
    for (int n = 0; n < STATISTICS_RECENT_MAX; n++)
        statistics_add_recent(&stats, &largest);
    length = statistics_write(&stats, text, sizeof text);
    assert_true(length > 0);
    back = parse_statistics(text);
    same_statistics(&back, &stats);
}

static void expect_damaged_statistics(const char *text, const char *fragment)
{
    Statistics stats;
    char why[256] = "";
    assert_int_equal(statistics_parse(text, strlen(text), &stats, why, sizeof why), STORE_VERDICT_DAMAGED);
    if (!strstr(why, fragment))
        fail_msg("'%s' does not say '%s'", why, fragment);
}

#define RECENT_HEAD "ECARTE-STATS 2\nrecent hard classic "
#define RECENT_GOOD "won=1 points_for=5 points_against=3 decisions=4 mean_loss_thousandths=20 "

static void damaged_recent_games_are_named(void **state)
{
    (void)state;
    Statistics stats = parse_statistics(RECENT_HEAD RECENT_GOOD "good=1 inaccuracies=1 mistakes=1 blunders=1\n");
    assert_int_equal(stats.recent_count, 1);
    assert_int_equal(stats.recent[0].grades[GRADE_BLUNDER], 1);

    const char *every = "a recent game does not name a level, a preset and every value";
    expect_damaged_statistics("ECARTE-STATS 2\nrecent hard classic won=1\n", every);
    expect_damaged_statistics("ECARTE-STATS 2\nrecent wizard classic " RECENT_GOOD
                              "good=1 inaccuracies=1 mistakes=1 blunders=1\n",
                              every);
    expect_damaged_statistics("ECARTE-STATS 2\nrecent hard modern " RECENT_GOOD
                              "good=1 inaccuracies=1 mistakes=1 blunders=1\n",
                              every);
    expect_damaged_statistics(RECENT_HEAD RECENT_GOOD "good=1 inaccuracies=1 mistakes=1 blunders=1 extra=1\n", every);
    expect_damaged_statistics(RECENT_HEAD RECENT_GOOD "good=1 inaccuracies=1 blunders=1 mistakes=1\n",
                              "'blunders=1' is not mistakes=NUMBER");
    expect_damaged_statistics(RECENT_HEAD RECENT_GOOD "good=1 inaccuracies=1 mistakes=1 blunders=-1\n",
                              "is not blunders=NUMBER");
    expect_damaged_statistics(RECENT_HEAD RECENT_GOOD "good=1 inaccuracies=1 mistakes=1 blunders=1x\n",
                              "'blunders=1x' is not a count");
    expect_damaged_statistics(RECENT_HEAD "won=2 points_for=5 points_against=3 decisions=4 mean_loss_thousandths=20 "
                                          "good=1 inaccuracies=1 mistakes=1 blunders=1\n",
                              "'won=2' is out of range");
    expect_damaged_statistics(RECENT_HEAD "won=1 points_for=102 points_against=3 decisions=4 "
                                          "mean_loss_thousandths=20 good=1 inaccuracies=1 mistakes=1 blunders=1\n",
                              "'points_for=102' is out of range");
    expect_damaged_statistics(RECENT_HEAD "won=1 points_for=5 points_against=3 decisions=4 "
                                          "mean_loss_thousandths=1001 good=1 inaccuracies=1 mistakes=1 blunders=1\n",
                              "'mean_loss_thousandths=1001' is out of range");
    expect_damaged_statistics(RECENT_HEAD RECENT_GOOD "good=1 inaccuracies=1 mistakes=1 blunders=65536\n",
                              "'blunders=65536' is out of range");
    expect_damaged_statistics(RECENT_HEAD RECENT_GOOD "good=2 inaccuracies=1 mistakes=1 blunders=1\n",
                              "do not fit its 4 decisions");
    expect_damaged_statistics(RECENT_HEAD "won=0 points_for=5 points_against=3 decisions=0 mean_loss_thousandths=20 "
                                          "good=0 inaccuracies=0 mistakes=0 blunders=0\n",
                              "do not fit its 0 decisions");

    /* One recent game too many. */
    static char text[STATISTICS_TEXT_MAX];
    size_t at = (size_t)snprintf(text, sizeof text, "ECARTE-STATS 2\n");
    for (int n = 0; n <= STATISTICS_RECENT_MAX; n++)
        at += (size_t)snprintf(text + at, sizeof text - at,
                               "recent easy standard " RECENT_GOOD "good=1 inaccuracies=1 mistakes=1 blunders=1\n");
    expect_damaged_statistics(text, "more than 30 recent games");

    /* Through the store: set aside, with the reason in the message. */
    const char bad[] = RECENT_HEAD RECENT_GOOD "good=9 inaccuracies=1 mistakes=1 blunders=1\n";
    expect_set_aside("stats-recent-bad.txt", bad, sizeof bad - 1, statistics_parse, &stats, "damaged",
                     "grades or mean loss do not fit");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(files_round_trip),
        cmocka_unit_test(a_game_ended_by_a_turned_up_king_is_counted),
        cmocka_unit_test(nothing_there_means_defaults_quietly),
        cmocka_unit_test(bad_files_are_kept_aside),
        cmocka_unit_test(a_bad_file_falls_back_to_its_backup),
        cmocka_unit_test(a_failed_backup_keeps_the_last_save_and_no_temporary),
        cmocka_unit_test(saved_files_are_the_players_alone),
        cmocka_unit_test(folders_are_made_with_their_parents),
        cmocka_unit_test(a_killed_writer_never_costs_the_last_save),
        cmocka_unit_test(both_versions_of_a_saved_game_load),
        cmocka_unit_test(a_bad_journal_never_costs_the_game),
        cmocka_unit_test(a_saved_game_keeps_every_decision),
        cmocka_unit_test(the_largest_saved_game_is_read_back),
        cmocka_unit_test(statistics_of_version_1_load),
        cmocka_unit_test(statistics_of_version_2_load),
        cmocka_unit_test(statistics_against_friends_kept_apart),
        cmocka_unit_test(recent_games_forget_the_oldest),
        cmocka_unit_test(damaged_recent_games_are_named),
    };
    return cmocka_run_group_tests(tests, make_folder, remove_folder);
}
