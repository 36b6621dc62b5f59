#define _POSIX_C_SOURCE 200809L /* localtime_r, getpwuid_r */
/* The data folder: the game in progress, the settings and the statistics,
 * through the store layer (atomic writes, damaged files set aside). */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app_recent.h"
#include "app_store.h"
#include "app_view.h"
#include "i18n/strings.h"

static const char GAME_FILE[] = "game.txt";
static const char SETTINGS_FILE[] = "settings.txt";
static const char STATISTICS_FILE[] = "statistics.txt";
static const char SEAT_FILE[] = "table-seat.txt";
static const char TABLES_FOLDER[] = "tables";

static bool path_of(const App *app, const char *name, char *out, size_t size)
{
    int n = snprintf(out, size, "%s/%s", app->store.dir, name);
    return n > 0 && (size_t)n < size;
}

/* One line for the player (on the message line) and for stderr. */
static void report(App *app, const char *line)
{
    fprintf(stderr, "ecarte: %s\n", line);
    size_t used = strlen(app->store.message);
    snprintf(app->store.message + used, sizeof app->store.message - used, "%s%s", used ? " " : "", line);
}

static bool open_folder(App *app)
{
    char detail[512];
    if (app->config.data_dir) {
        if (!store_make_folder(app->config.data_dir, detail, sizeof detail))
            goto fail;
        snprintf(app->store.dir, sizeof app->store.dir, "%s", app->config.data_dir);
    } else {
        char *pref = SDL_GetPrefPath("ecarte", "ecarte");
        if (!pref) {
            snprintf(detail, sizeof detail, "%s", SDL_GetError());
            goto fail;
        }
        snprintf(app->store.dir, sizeof app->store.dir, "%s", pref);
        SDL_free(pref);
    }
    size_t n = strlen(app->store.dir);
    while (n > 1 && app->store.dir[n - 1] == '/')
        app->store.dir[--n] = '\0';
    return true;
fail : {
    char line[UI_TEXT_MAX];
    str_format(line, sizeof line, STR_STORE_NO_FOLDER, detail, NULL, NULL);
    report(app, line);
    return false;
}
}

static StoreLoad load(App *app, const char *name, StoreParser parse, void *into, StringId what)
{
    char path[1200], message[STORE_MESSAGE_MAX];
    if (!path_of(app, name, path, sizeof path))
        return STORE_NOTHING;
    StoreLoad result = store_load(path, parse, into, message, sizeof message);
    if (message[0]) {
        char line[UI_TEXT_MAX];
        str_format(line, sizeof line, what, message, NULL, NULL);
        report(app, line);
    }
    return result;
}

static void save(App *app, const char *name, const char *text, size_t length)
{
    char path[1200], error[STORE_MESSAGE_MAX];
    if (!app->store.on || !path_of(app, name, path, sizeof path))
        return;
    if (length == 0 || !store_write_atomic(path, text, length, error, sizeof error)) {
        char line[UI_TEXT_MAX];
        str_format(line, sizeof line, STR_STORE_SAVE_FAILED, path, length ? error : "", NULL);
        fprintf(stderr, "ecarte: %s\n", line);
        app_flash(app, line, true);
    }
}

bool app_store_load_game(App *app, SaveGame *out)
{
    return app->store.on && load(app, GAME_FILE, savegame_parse, out, STR_STORE_LOAD_GAME) <= STORE_LOADED_BACKUP &&
           !game_is_over(&out->game) && out->game.phase != PHASE_DEAL;
}

/* The name to offer a player who has given none: the account's full name,
 * else its login; "" when the system knows neither. */
static void account_name(char out[NAME_MAX_BYTES + 1])
{
    out[0] = '\0';
    struct passwd entry, *found = NULL;
    char buffer[4096];
    if (getpwuid_r(getuid(), &entry, buffer, sizeof buffer, &found) != 0 || !found)
        return;
    /* The full name is the first of the comment's fields. */
    char full[NAME_MAX_BYTES * 4];
    snprintf(full, sizeof full, "%.*s", (int)strcspn(found->pw_gecos ? found->pw_gecos : "", ","),
             found->pw_gecos ? found->pw_gecos : "");
    name_clean(full, out);
    if (!out[0] && found->pw_name)
        name_clean(found->pw_name, out);
}

bool app_store_load(App *app, SaveGame *out)
{
    const AppConfig *config = &app->config;
    app->store.saved = settings_default();
    memset(&app->store.stats, 0, sizeof app->store.stats);
    app->store.on = !config->autoplay && open_folder(app);
    bool resume = false;
    if (app->store.on) {
        Settings settings;
        if (load(app, SETTINGS_FILE, settings_parse, &settings, STR_STORE_LOAD_SETTINGS) <= STORE_LOADED_BACKUP)
            app->store.saved = settings;
        Statistics stats;
        if (load(app, STATISTICS_FILE, statistics_parse, &stats, STR_STORE_LOAD_STATISTICS) <= STORE_LOADED_BACKUP)
            app->store.stats = stats;
        /* --seed asks for a new game: the saved one stays on disk untouched
         * until the new game's first save replaces it. */
        if (!config->seed_given)
            resume = app_store_load_game(app, out);
    }
    /* The command line wins for this session. */
    Settings *s = &app->settings;
    *s = app->store.saved;
    if (config->autoplay) {
        *s = settings_default();
        s->preset = config->preset;
        s->options = options_preset(config->preset);
        s->level = config->level;
        s->animation = (AnimationSpeed)config->speed;
    }
    if (config->preset_given) {
        s->preset = config->preset;
        s->options = options_preset(config->preset);
    }
    /* Offered, not kept: the name is the player's to give at their first
     * table, where this one is shown to be changed or taken. */
    if (!s->name[0])
        account_name(s->name);
    if (config->level_given)
        s->level = config->level;
    if (config->speed_given)
        s->animation = (AnimationSpeed)config->speed;
    if (config->four_colour)
        s->four_colour = true;
    if (config->speech)
        s->speech = true;
    return resume;
}

bool app_store_load_seat(App *app, OnlineSeat *out)
{
    return app->store.on && load(app, SEAT_FILE, online_seat_parse, out, STR_STORE_LOAD_SEAT) <= STORE_LOADED_BACKUP;
}

void app_store_save_seat(App *app, const OnlineSeat *seat)
{
    if (!app->store.on)
        return;
    char text[ONLINE_SEAT_TEXT_MAX];
    save(app, SEAT_FILE, text, online_seat_write(seat, text, sizeof text));
}

void app_store_forget_seat(App *app)
{
    char path[sizeof app->store.dir + 64];
    if (!app->store.on || !path_of(app, SEAT_FILE, path, sizeof path))
        return;
    /* The backup too: else it would be read in the file's place. */
    remove(path);
    size_t n = strlen(path);
    snprintf(path + n, sizeof path - n, ".bak");
    remove(path);
}

bool app_store_tables_folder(App *app, char *out, size_t size)
{
    char detail[512];
    if (!app->store.on || !path_of(app, TABLES_FOLDER, out, size))
        return false;
    return store_make_folder(out, detail, sizeof detail);
}

void app_store_picture(App *app)
{
    char folder[sizeof app->store.dir + 16], path[sizeof folder + 64], detail[512], text[UI_TEXT_MAX];
    if (!app->store.on || !path_of(app, "pictures", folder, sizeof folder) ||
        !store_make_folder(folder, detail, sizeof detail)) {
        app_flash(app, str_get(STR_PICTURE_NO_FOLDER), true);
        return;
    }
    time_t now = time(NULL);
    struct tm local;
    char stamp[32] = "picture";
    if (localtime_r(&now, &local))
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    /* Two pictures in one second are both kept. */
    struct stat seen;
    snprintf(path, sizeof path, "%s/ecarte-%s.png", folder, stamp);
    for (int n = 2; stat(path, &seen) == 0 && n < 100; n++)
        snprintf(path, sizeof path, "%s/ecarte-%s-%d.png", folder, stamp, n);
    if (platform_save_png(&app->platform, path, detail, sizeof detail))
        str_format(text, sizeof text, STR_PICTURE_SAVED, path, NULL, NULL);
    else
        str_format(text, sizeof text, STR_PICTURE_FAILED, path, detail, NULL);
    app_flash(app, text, false);
}

void app_store_forget_tables(App *app)
{
    char folder[sizeof app->store.dir + 16], path[sizeof folder + 64];
    if (!app->store.on || !path_of(app, TABLES_FOLDER, folder, sizeof folder))
        return;
    /* Tables a server is keeping (another window of the game hosting) are
     * not ours to forget: the server's lock on the folder says so, and is
     * held while they go. */
    snprintf(path, sizeof path, "%s/ecarte-server.lock", folder);
    int lock = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) != 0) {
        close(lock);
        return;
    }
    /* The server's database and the journal files SQLite keeps beside it. */
    static const char *const FILES[] = {"ecarte-server.sqlite", "ecarte-server.sqlite-wal", "ecarte-server.sqlite-shm",
                                        "ecarte-server.sqlite-journal"};
    for (size_t i = 0; i < sizeof FILES / sizeof FILES[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", folder, FILES[i]);
        remove(path);
    }
    if (lock >= 0)
        close(lock);
}

void app_save_settings(App *app)
{
    char text[SETTINGS_TEXT_MAX];
    save(app, SETTINGS_FILE, text, settings_write(&app->store.saved, text, sizeof text));
}

void app_save_statistics(App *app)
{
    char text[STATISTICS_TEXT_MAX];
    save(app, STATISTICS_FILE, text, statistics_write(&app->store.stats, text, sizeof text));
}

void app_save_game(App *app)
{
    /* The game is saved as it moves: a session beside it changes nothing
     * in it. */
    if (!app->store.on || app->aside.session || app_online_on(app))
        return;
    struct {
        SaveGame record;
        char text[SAVEGAME_TEXT_MAX];
    } *made = malloc(sizeof *made); /* too large for the stack */
    if (!made) {
        report(app, str_get(STR_FAIL_MEMORY));
        return;
    }
    made->record.game = *session_game(app->game);
    made->record.journal = *session_journal(app->game);
    made->record.level = session_level(app->game);
    made->record.preset = app->store.game_preset;
    save(app, GAME_FILE, made->text, savegame_write(&made->record, made->text, sizeof made->text));
    free(made);
}

/* The game just finished goes among the recent games at once; its
 * accuracy follows (app_store_update). */
static void add_recent(App *app, const Game *after, uint8_t human, AiLevel level)
{
    RecentGame entry;
    memset(&entry, 0, sizeof entry);
    entry.level = (uint8_t)level;
    entry.preset = (uint8_t)app->store.game_preset;
    entry.won = after->winner == human;
    entry.points_for = after->scores[human];
    entry.points_against = after->scores[seat_other(human)];
    app_recent_add(&app->recent, &app->store.stats, &entry, session_analysis(app->game),
                   session_journal(app->game)->count);
}

/* The preset a table's rules are, whatever its target; the standard one
 * for rules of neither. */
static Preset preset_of(const GameOptions *options)
{
    GameOptions classic = options_preset(PRESET_CLASSIC);
    classic.target = options->target;
    return options_equal(options, &classic) ? PRESET_CLASSIC : PRESET_STANDARD;
}

void app_store_record(App *app, const Game *before, const Game *after)
{
    /* A practice deal or a lesson counts for nothing, even one that ends a
     * game; a game against a friend from the menu is kept apart from the
     * computer's (one from the command line, a script's, is not kept). */
    bool friend = app_online_on(app);
    if (!app->store.on || app->aside.session || (friend && !app->online.kept))
        return;
    /* A claim ends a game with no hand ending. */
    bool hand_ended = statistics_hand_ended(before, after);
    bool game_ended = after->phase == PHASE_GAME_OVER && before->phase != PHASE_GAME_OVER;
    if (!hand_ended && !game_ended)
        return;
    uint8_t human = session_player(app->game);
    AiLevel level = friend ? (AiLevel)STATISTICS_FRIEND : session_level(app->game);
    /* A friend's table has its own rules: counted with the preset they
     * start from. */
    Preset preset = friend ? preset_of(&after->options) : app->store.game_preset;
    if (hand_ended)
        statistics_record_hand(&app->store.stats, level, preset, &after->last_hand, human);
    if (game_ended) {
        statistics_record_game(&app->store.stats, level, preset, after->winner == human);
        if (!friend) /* the recent games are rated against the computer */
            add_recent(app, after, human, level);
    }
    app_save_statistics(app);
}

void app_store_update(App *app)
{
    if (app_recent_update(&app->recent, &app->store.stats, session_player(app->game)))
        app_save_statistics(app);
}
