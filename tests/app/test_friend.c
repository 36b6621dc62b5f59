/* Playing a friend from the menu, as a player does it: the panel opened
 * with the keyboard, lines typed, a table created and hosted by the game
 * itself on loopback, a friend (a client of the test) joining with the
 * code; the game closed and opened again going back to the same table; the
 * table left for the game against the computer; joining a friend's table by
 * typing its code; and mistakes said in the panel rather than tried. */
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "app.h"
#include "app_support.h"
#include "i18n/strings.h"
#include "screens/confirm.h"
#include "screens/friend.h"
#include "screens/menu.h"
#include "screens/game_over.h"
#include "server_support.h"
#include "session/analysis.h"
#include "session/session.h"
#include "ui/buttons.h"
#include "ui/scene.h"

/* A hand's moves at most; and how long, by the clock, a wait may last: the
 * table writes each move to disk before it answers, which a busy disk can
 * make slow. */
enum { STEPS_MAX = 20000, GIVE_UP_MS = 120000 };

static void nap(void) { nanosleep(&(struct timespec){.tv_nsec = 1000000}, NULL); }

/* What an input method or the keyboard types, as SDL says it. */
static void type_text(App *app, const char *text)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_TEXTINPUT;
    assert_true(strlen(text) < sizeof event.text.text);
    memcpy(event.text.text, text, strlen(text) + 1);
    app_handle_event(app, &event);
}

/* A port no other test run is likely to use at the same moment. */
static int test_port(void) { return 20000 + (int)(getpid() % 20000); }

static void write_file(const char *path, const char *text)
{
    FILE *file = fopen(path, "w");
    assert_non_null(file);
    assert_true(fputs(text, file) >= 0);
    assert_int_equal(fclose(file), 0);
}

static bool exists(const char *path)
{
    struct stat info;
    return stat(path, &info) == 0;
}

static void seat_path(char *out, size_t size) { snprintf(out, size, "%s/table-seat.txt", support_data_dir()); }

/* The code of the seat the game keeps, read from its file. */
static bool seat_code(char code[NET_CODE_TEXT])
{
    char path[512], line[128];
    seat_path(path, sizeof path);
    FILE *file = fopen(path, "r");
    if (!file)
        return false;
    bool found = false;
    while (fgets(line, sizeof line, file))
        if (strncmp(line, "code ", 5) == 0 && sscanf(line + 5, "%9s", code) == 1)
            found = true;
    fclose(file);
    return found;
}

static AnimSpeed speed = SPEED_INSTANT; /* of the next game opened */

static App *open_app(bool seed_given)
{
    AppConfig config;
    support_app_config(&config, 5, 1280, 800, speed, false);
    config.seed_given = seed_given;
    config.host_address = "127.0.0.1";
    return support_open(&config);
}

static void open_friend_panel(App *app)
{
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    for (int i = 0; i <= MENU_FRIEND; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_FRIEND);
}

/* Tab to `item` from nowhere. */
static void tab_to(App *app, FriendItem item)
{
    for (int i = 0; i <= (int)item; i++)
        support_key(app, SDLK_TAB);
}

static bool until(App *app, NetClient *friend, bool (*done)(App *app))
{
    for (double start = test_clock_ms(); test_clock_ms() - start < GIVE_UP_MS;) {
        support_step(app, 20);
        if (friend) {
            /* The friend reads the table and, when it is theirs to act,
             * takes the first action listed. */
            json_t *message;
            while ((message = net_client_receive(friend, 0)) != NULL)
                json_decref(message);
            if (client_legal_count(friend) > 0 && friend->view.to_act == friend->seat && !client_over(friend))
                assert_true(net_client_act(friend, client_legal(friend, 0), WAIT_MS));
        }
        if (done(app))
            return true;
        nap();
    }
    return false;
}

static bool seated(App *app)
{
    ScreenContext context;
    app_context(app, &context);
    return context.online && context.online->seated;
}

static bool friend_sat_down(App *app)
{
    ScreenContext context;
    app_context(app, &context);
    return context.online && context.online->opponent_seen && support_game(app)->hands_dealt > 0;
}

/* The player has a decision before the cards, and the table is still. */
static bool claimable(App *app)
{
    ScreenContext context;
    app_context(app, &context);
    return context.online && context.online->claimable;
}

/* The message line says `id`'s words with the friend's name ("test") and,
 * for a number, whatever one it is. */
static bool said_with_name(App *app, StringId id)
{
    char message[512], expected[256];
    app_message(app, message, sizeof message);
    char name[64];
    str_format(expected, sizeof expected, id, str_player("test", name, sizeof name), "\x01", NULL);
    char *number = strchr(expected, '\x01');
    if (number)
        *number = '\0'; /* up to the number */
    return strstr(message, expected) != NULL;
}

/* Up to the number: the claimable sentence, which begins alike, would do
 * too, and may come first once the short claim time has passed. */
static bool friend_named_away(App *app) { return said_with_name(app, STR_ONLINE_NAMED_AWAY); }

static bool away_a_second(App *app)
{
    ScreenContext context;
    app_context(app, &context);
    return context.online && context.online->away_seconds >= 1;
}
static bool friend_named_back(App *app) { return said_with_name(app, STR_ONLINE_NAMED_BACK); }
static bool too_many_phrases(App *app) { return said_with_name(app, STR_PHRASE_TOO_MANY); }

static bool friend_thinking(App *app) { return app_opponent_thinking(app); }

static bool friend_waited_for(App *app)
{
    static const StringId WAITS[] = {STR_WAIT_FRIEND_PROPOSE, STR_WAIT_FRIEND_RESPOND, STR_WAIT_FRIEND_DISCARD,
                                     STR_WAIT_FRIEND_PLAY};
    for (size_t i = 0; i < sizeof WAITS / sizeof WAITS[0]; i++)
        if (said_with_name(app, WAITS[i]))
            return true;
    return false;
}

static bool game_won(App *app)
{
    const Game *game = support_game(app);
    return game->phase == PHASE_GAME_OVER && game->winner == session_player(app_session(app));
}

/* The hand is over, or the player may act now: not while the last action
 * is still on its way to the table and back. */
static bool my_turn_or_hand_over(App *app)
{
    const Game *game = support_game(app);
    if (game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER)
        return true;
    ActionList legal;
    game_legal_actions(game, &legal);
    return legal.count > 0 && session_check(app_session(app), legal.items[0], NULL) == SUBMIT_OK;
}

/* The game's end says how the friend ("test") lost it, and is closed. */
static void expect_ended_how(App *app, StringId id)
{
    support_step(app, 100);
    ScreenContext context;
    app_context(app, &context);
    char how[256], expected[256];
    assert_true(game_over_how(&context, how, sizeof how));
    char name[64];
    str_format(expected, sizeof expected, id, str_player("test", name, sizeof name), NULL, NULL);
    assert_string_equal(how, expected);
    if (support_top(app) == SCREEN_GAME_OVER)
        support_key(app, SDLK_ESCAPE);
}

static bool rematch_asked(App *app)
{
    ScreenContext context;
    app_context(app, &context);
    return context.online && context.online->rematch_mine;
}

static bool stood_up(App *app)
{
    ScreenContext context;
    app_context(app, &context);
    return context.online == NULL;
}

/* The friend's last table says that seat 0 left, and seat 1 won by it. */
static bool friend_told_left(const NetClient *friend)
{
    const json_t *over = json_object_get(friend->table, "over");
    return json_is_true(json_array_get(json_object_get(friend->table, "left"), 0)) &&
           json_integer_value(json_object_get(over, "winner")) == 1 &&
           strcmp(json_string_value(json_object_get(over, "how")) ? json_string_value(json_object_get(over, "how"))
                                                                  : "",
                  "left") == 0;
}

static bool thanked(App *app)
{
    char message[512], expected[128];
    app_message(app, message, sizeof message);
    char name[64];
    str_format(expected, sizeof expected, STR_PHRASE_FROM, str_player("test", name, sizeof name),
               str_get(STR_PHRASE_THANKS), NULL);
    return strstr(message, expected) != NULL;
}

static bool my_decision(App *app)
{
    const Game *game = support_game(app);
    return game->hands_dealt > 0 && game->to_act == session_player(app_session(app)) &&
           (game->phase == PHASE_PROPOSE || game->phase == PHASE_RESPOND) && app_buttons(app)->count > 0;
}

static void test_a_table_made_from_the_menu_hosted_here(void **state)
{
    (void)state;
    char settings[256], path[512];
    snprintf(path, sizeof path, "%s/settings.txt", support_data_dir());
    write_file(path, "ECARTE-SETTINGS 5\nlessons_offered on\n");
    App *app = open_app(true);
    open_friend_panel(app);
    /* The port line: the usual port rubbed out and another typed. */
    tab_to(app, FRIEND_PORT);
    for (int i = 0; i < 6; i++)
        support_key(app, SDLK_BACKSPACE);
    snprintf(settings, sizeof settings, "%d", test_port());
    type_text(app, settings);
    assert_string_equal(friend_field_text(app_top_screen(app), FRIEND_PORT), settings);
    /* A game to 7 (the arrows step the target), made with Enter in the
     * port's line; its rules are shown from the start, while the friend is
     * waited for. */
    support_key(app, SDLK_DOWN);
    support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RIGHT);
    support_key(app, SDLK_UP);
    support_key(app, SDLK_UP);
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_INVITE);
    assert_int_equal(support_game(app)->options.target, 7);
    assert_true(until(app, NULL, seated));
    char code[NET_CODE_TEXT];
    assert_true(seat_code(code));
    ScreenContext context;
    app_context(app, &context);
    assert_string_equal(context.online->code, code);
    assert_true(context.online->hosting);

    /* The friend joins at this computer: the invite has done its work. */
    char address[64];
    snprintf(address, sizeof address, "127.0.0.1:%d", test_port());
    NetClient friend;
    client_open(&friend, address);
    assert_true(net_client_join(&friend, code, WAIT_MS));
    assert_true(until(app, &friend, friend_sat_down));
    assert_int_equal(support_top(app), SCREEN_TABLE);
    /* Against a person there is no hint. */
    assert_true(until(app, &friend, my_decision));
    assert_int_equal(buttons_find(app_buttons(app), BTN_HINT), -1);
    assert_false(session_request_hint(app_session(app)));

    /* The friend says "thanks" as an identifier; the window shows it in
     * its own words, with the friend's name, and the name is on the score
     * panel. */
    assert_true(net_client_send(&friend, json_pack("{s:s, s:s}", "type", "say", "phrase", "thanks")));
    assert_true(until(app, &friend, thanked));
    app_context(app, &context);
    assert_string_equal(context.online->opponent, "test");
    /* The player says more phrases than the table takes at once (T opens
     * them, 1 says the first): the one too many is said not to have gone. */
    for (int i = 0; i < 4; i++) {
        support_key(app, SDLK_t);
        assert_int_equal(support_top(app), SCREEN_PHRASES);
        support_key(app, SDLK_1);
    }
    assert_true(until(app, &friend, too_many_phrases));

    /* A hand played to its end, the player taking the first move the
     * rules list: once it is over, its decisions are rated and the review
     * opens on it, as against the computer. */
    Session *session = app_session(app);
    uint8_t me = session_player(session);
    bool over = false;
    for (int i = 0; i < STEPS_MAX && !over; i++) {
        assert_true(until(app, &friend, my_turn_or_hand_over));
        const Game *game = session_game(session);
        over = game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
        if (!over) {
            ActionList legal;
            game_legal_actions(game, &legal);
            assert_int_equal(session_submit(session, legal.items[0], NULL), SUBMIT_OK);
        }
    }
    assert_true(over);
    Analysis *analysis = app_analysis(app);
    analysis_wait(analysis);
    const Journal *journal = session_journal(session);
    bool rated = false;
    for (int step = 0; step < journal->count; step++) {
        Rating rating;
        rated = rated || (journal->steps[step].kind == JOURNAL_ACTION && journal->steps[step].seat == me &&
                          analysis_rating(analysis, step, &rating));
    }
    assert_true(rated);
    app_open(app, SCREEN_REVIEW, session_game(session)->hands_dealt);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    /* The other seat's decisions are the friend's, not a computer's. */
    bool friends_moves = false;
    for (int i = 0; i < 12 && !friends_moves; i++) {
        support_key(app, SDLK_TAB);
        ScreenWords words;
        support_screen_words(app, &words);
        friends_moves = strstr(words.focus, str_get(STR_REV_BTN_FRIEND)) != NULL;
        assert_null(strstr(words.focus, str_get(STR_REV_BTN_COMPUTER)));
    }
    assert_true(friends_moves);
    app_close(app, SCREEN_REVIEW);

    /* The game is closed, and opened again: back at the same table. */
    app_destroy(app);
    app = open_app(false);
    app_context(app, &context);
    assert_non_null(context.online);
    assert_true(until(app, NULL, seated));
    app_context(app, &context);
    assert_string_equal(context.online->code, code);
    char message[512];
    app_message(app, message, sizeof message);
    /* The friend, whose connection went with the table, comes back too. */
    char token[NET_TOKEN_TEXT];
    snprintf(token, sizeof token, "%s", friend.token);
    net_client_close(&friend);
    client_open(&friend, address);
    assert_true(net_client_resume(&friend, token, WAIT_MS));

    /* Leaving the table mid-game asks first; then the game against the
     * computer is back and the seat is forgotten. */
    support_key(app, SDLK_ESCAPE);
    for (int i = 0; i <= MENU_FRIEND; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_CONFIRM);
    assert_int_equal(support_confirm(app), CONFIRM_LEAVE_TABLE);
    support_key(app, SDLK_RETURN);
    /* The table is told first, so that the friend hears that the player
     * left, and won: not that a connection was lost. */
    assert_true(until(app, NULL, stood_up));
    seat_path(path, sizeof path);
    assert_false(exists(path));
    app_message(app, message, sizeof message);
    assert_non_null(strstr(message, str_get(STR_ONLINE_LEFT)));
    /* Nothing the friend's table said of its last move is said of the
     * game against the computer. */
    assert_string_equal(app_ui(app)->event_text, "");
    for (double start = test_clock_ms(); !friend_told_left(&friend) && test_clock_ms() - start < GIVE_UP_MS;) {
        json_t *told = net_client_receive(&friend, 100);
        json_decref(told);
    }
    assert_true(friend_told_left(&friend));
    net_client_close(&friend);
    app_destroy(app);
}

/* A game with the friend panel open, the server typed, at the code's line:
 * no server remembered from an earlier table, so that the panel opens
 * empty. */
static App *open_at_code_line(const char *server, const char *name)
{
    char settings[512];
    snprintf(settings, sizeof settings, "%s/settings.txt", support_data_dir());
    unlink(settings);
    snprintf(settings, sizeof settings, "%s/settings.txt.bak", support_data_dir());
    unlink(settings); /* else the settings come back from it */
    App *app = open_app(true);
    open_friend_panel(app);
    tab_to(app, FRIEND_NAME);
    if (name) {
        while (friend_field_text(app_top_screen(app), FRIEND_NAME)[0])
            support_key(app, SDLK_BACKSPACE);
        type_text(app, name);
    }
    support_key(app, SDLK_DOWN);
    type_text(app, server);
    for (int i = FRIEND_SERVER; i < FRIEND_CODE; i++)
        support_key(app, SDLK_DOWN);
    return app;
}

static void test_a_friends_table_joined_by_typing_its_code(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    server.config.claim_after_ms = 300; /* a friend gone this long may be claimed against */
    test_server_start(&server);
    NetClient friend;
    client_open(&friend, server.address);
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(net_client_create(&friend, &options, WAIT_MS));

    App *app = open_at_code_line(server.address, NULL);
    /* The code typed as a person might, in small letters with a space, a
     * character at a time. */
    char typed[16];
    snprintf(typed, sizeof typed, "%.4s %.4s", friend.code, friend.code + 5);
    for (char *c = typed; *c; c++) {
        char one[2] = {(char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c), '\0'};
        type_text(app, one);
    }
    char shown[NET_CODE_TEXT + 2];
    snprintf(shown, sizeof shown, "%.4s%.4s", friend.code, friend.code + 5);
    assert_string_equal(friend_field_text(app_top_screen(app), FRIEND_CODE), shown);
    /* What is typed is read back. */
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.focus, shown, "the code's line");
    support_key(app, SDLK_RETURN);
    assert_true(until(app, &friend, friend_sat_down));
    ScreenContext context;
    app_context(app, &context);
    assert_string_equal(context.online->code, friend.code);
    assert_false(context.online->hosting);

    /* The player acts, and the friend thinks... */
    assert_true(until(app, &friend, my_turn_or_hand_over));
    ActionList legal;
    game_legal_actions(support_game(app), &legal);
    assert_int_equal(session_submit(app_session(app), legal.items[0], NULL), SUBMIT_OK);
    assert_true(until(app, NULL, friend_thinking));
    /* Waited for by name, in a person's words. */
    assert_true(until(app, NULL, friend_waited_for));
    /* ...then goes, by name, and is no longer thinking; and comes back, by
     * name. */
    char token[NET_TOKEN_TEXT];
    snprintf(token, sizeof token, "%s", friend.token);
    net_client_close(&friend);
    assert_true(until(app, NULL, friend_named_away));
    assert_false(app_opponent_thinking(app));
    /* The seconds counted are part of what the table shows, so that each
     * one redraws the message line. */
    assert_true(until(app, NULL, away_a_second));
    client_open(&friend, server.address);
    assert_true(net_client_resume(&friend, token, WAIT_MS));
    assert_true(until(app, &friend, friend_named_back));

    /* The friend goes and stays away: once the server's time has passed,
     * the menu offers the claim, and the game is the player's. */
    net_client_close(&friend);
    assert_true(until(app, NULL, claimable));
    support_key(app, SDLK_ESCAPE);
    for (int i = 0; i <= MENU_NEW_GAME; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RETURN);
    assert_true(until(app, NULL, game_won));
    /* The game's end says how it was won; closed with Esc, the table and
     * the menu still offer the rematch and the way out. */
    expect_ended_how(app, STR_OVER_CLAIMED_WON);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_true(buttons_find(app_buttons(app), BTN_REMATCH) >= 0);
    assert_true(buttons_find(app_buttons(app), BTN_LEAVE_TABLE) >= 0);
    assert_int_equal(buttons_find(app_buttons(app), BTN_NEW_GAME), -1);
    /* Asked for, the rematch is said at the game's end until it begins. */
    support_key(app, SDLK_SPACE);
    assert_true(until(app, NULL, rematch_asked));
    app_open(app, SCREEN_GAME_OVER, 0);
    ScreenWords over;
    support_screen_words(app, &over);
    support_expect_in(over.about, str_get(STR_REMATCH_ASKED), "the game's end");
    app_close(app, SCREEN_GAME_OVER);
    /* And on the table's message line, for as long as it is waited for. */
    support_step(app, 6000);
    char said[512];
    app_message(app, said, sizeof said);
    assert_string_equal(said, str_get(STR_REMATCH_ASKED));
    /* Counted once among the games against friends, and no hand with it;
     * a game over is not gone back to: its seat is forgotten. */
    support_step(app, 100);
    app_context(app, &context);
    assert_int_equal(context.stats->friends[PRESET_STANDARD][STAT_PLAYED], 1);
    assert_int_equal(context.stats->friends[PRESET_STANDARD][STAT_WON], 1);
    assert_int_equal(statistics_total(context.stats, STAT_PLAYED), 0);
    char path[512];
    seat_path(path, sizeof path);
    assert_false(exists(path));
    app_destroy(app);
    test_server_stop(&server);
    test_server_remove(&server);
}

static bool friend_left_said(App *app) { return said_with_name(app, STR_ONLINE_FRIEND_LEFT); }

/* A friend who leaves on purpose is said to have left, by name, not to be
 * away; the game is the player's, with no rematch to wait for and no
 * table to reach again once the server has gone too. */
static void test_a_friend_who_leaves_is_said_to_have_left(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient friend;
    client_open(&friend, server.address);
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(net_client_create(&friend, &options, WAIT_MS));
    /* A name in the player's own script, as the friend will see it. */
    App *app = open_at_code_line(server.address, "अनन्या");
    char typed[NET_CODE_TEXT];
    snprintf(typed, sizeof typed, "%.4s%.4s", friend.code, friend.code + 5);
    type_text(app, typed);
    support_key(app, SDLK_RETURN);
    assert_true(until(app, &friend, friend_sat_down));

    assert_string_equal(json_string_value(json_array_get(json_object_get(friend.table, "names"), 1)), "अनन्या");
    ScreenContext seen;
    app_context(app, &seen);
    assert_string_equal(seen.settings->name, "अनन्या");
    assert_true(net_client_send(&friend, json_pack("{s:s}", "type", "leave")));
    assert_true(until(app, NULL, friend_left_said));
    assert_true(until(app, NULL, game_won));
    expect_ended_how(app, STR_OVER_LEFT_WON);
    ScreenContext context;
    app_context(app, &context);
    assert_true(context.online->opponent_left);
    assert_false(context.online->rematch_offered);
    assert_int_equal(buttons_find(app_buttons(app), BTN_REMATCH), -1);
    int leave = buttons_find(app_buttons(app), BTN_LEAVE_TABLE);
    assert_true(leave >= 0);
    assert_true(app_buttons(app)->items[leave].primary);
    /* The menu leaves the table once, and offers the game's review. */
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    for (int i = 0; i <= MENU_NEW_GAME; i++)
        support_key(app, SDLK_DOWN);
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.focus, str_get(STR_MENU_REVIEW_GAME), "the menu");
    support_key(app, SDLK_ESCAPE);

    /* The server goes as a host's game does when its player has left: the
     * game does not try to reach it again. */
    net_client_close(&friend);
    test_server_stop(&server);
    support_step(app, 1500);
    app_context(app, &context);
    assert_true(context.online->at_table);
    assert_true(friend_left_said(app));
    /* Nobody is left to tell: the player stands up at once. */
    support_key(app, SDLK_SPACE);
    support_step(app, 50);
    app_context(app, &context);
    assert_null(context.online);
    app_destroy(app);
    test_server_remove(&server);
}

static bool table_problem_said(App *app)
{
    ScreenContext context;
    app_context(app, &context);
    return context.online == NULL && context.table_problem != NULL;
}

static bool reaching(App *app)
{
    ScreenContext context;
    app_context(app, &context);
    return context.online && context.online->reaching;
}

/* The panel's words hold `expected`. */
static void panel_says(App *app, const char *expected)
{
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.about, expected, "the friend panel");
}

/* Join stays in its panel until the player is seated or told why not, in
 * words of the reader's language that say what to do, which stay until the
 * player acts; and it may be given up while the table is being reached. */
static void test_joining_waits_in_the_panel(void **state)
{
    (void)state;
    /* Nothing listens there. */
    int closed = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in at = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t length = sizeof at;
    assert_int_equal(bind(closed, (struct sockaddr *)&at, sizeof at), 0);
    assert_int_equal(getsockname(closed, (struct sockaddr *)&at, &length), 0);
    char nobody[64], expected[512];
    snprintf(nobody, sizeof nobody, "127.0.0.1:%d", ntohs(at.sin_port));
    App *app = open_at_code_line(nobody, NULL);
    type_text(app, "KT3FXW7A");
    support_key(app, SDLK_RETURN);
    assert_true(until(app, NULL, table_problem_said));
    assert_int_equal(support_top(app), SCREEN_FRIEND);
    str_format(expected, sizeof expected, STR_REFUSED_NO_SERVER, nobody, NULL, NULL);
    panel_says(app, expected);
    /* Still said a while later, as nothing was done about it... */
    support_step(app, 5000);
    panel_says(app, expected);
    /* ...and gone once the player types. */
    type_text(app, "K");
    ScreenWords words;
    support_screen_words(app, &words);
    assert_null(strstr(words.about, expected));

    /* A socket that takes connections and never answers: the panel waits,
     * saying so, and its Join has become the way to give up. */
    assert_int_equal(listen(closed, 4), 0);
    support_key(app, SDLK_ESCAPE);
    app_destroy(app);
    app = open_at_code_line(nobody, NULL);
    type_text(app, "KT3FXW7A");
    support_key(app, SDLK_RETURN);
    assert_true(until(app, NULL, reaching));
    assert_int_equal(support_top(app), SCREEN_FRIEND);
    panel_says(app, str_get(STR_ONLINE_CONNECTING));
    support_key(app, SDLK_DOWN); /* from the code's line to its button */
    support_screen_words(app, &words);
    support_expect_in(words.focus, str_get(STR_BTN_CANCEL), "the focus");
    support_key(app, SDLK_RETURN);
    ScreenContext context;
    app_context(app, &context);
    assert_null(context.online);
    assert_int_equal(support_top(app), SCREEN_FRIEND);
    close(closed);
    app_destroy(app);

    /* A server with no such table names the code. */
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    app = open_at_code_line(server.address, NULL);
    type_text(app, "KT3FXW7A");
    support_key(app, SDLK_RETURN);
    assert_true(until(app, NULL, table_problem_said));
    str_format(expected, sizeof expected, STR_REFUSED_CODE, "KT3F-XW7A", NULL, NULL);
    panel_says(app, expected);
    app_destroy(app);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* A table made on a server: the invite names the server the friend types
 * with the code. */
static void test_an_invite_names_the_server(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    App *app = open_at_code_line(server.address, NULL);
    support_key(app, SDLK_UP);
    support_key(app, SDLK_RETURN); /* Create */
    assert_true(until(app, NULL, seated));
    assert_int_equal(support_top(app), SCREEN_INVITE);
    char expected[512];
    str_format(expected, sizeof expected, STR_INVITE_ADDRESS, server.address, NULL, NULL);
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.about, expected, "the invite");
    assert_null(strstr(words.about, str_get(STR_INVITE_COPIED)));

    /* Copy (the panel's first button, with Enter) puts the code on the
     * clipboard and says so in the panel, which covers the message line,
     * for a few seconds; the wait is said again after. */
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_INVITE);
    char *clipboard = SDL_GetClipboardText();
    ScreenContext context;
    app_context(app, &context);
    assert_string_equal(clipboard, context.online->code);
    SDL_free(clipboard);
    assert_int_equal(context.online->copied, 1);
    support_screen_words(app, &words);
    support_expect_in(words.about, str_get(STR_INVITE_COPIED), "the invite after Copy");
    support_step(app, 5000);
    app_context(app, &context);
    assert_int_equal(context.online->copied, 0);
    support_screen_words(app, &words);
    assert_null(strstr(words.about, str_get(STR_INVITE_COPIED)));
    app_destroy(app);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* Another window of the game hosting a table here: creating one in this
 * window is refused with words that say so, and the other's tables, every
 * move it has acknowledged, are left where they are. */
static void test_a_second_window_leaves_the_hosted_tables_alone(void **state)
{
    (void)state;
    char tables[512], database[600];
    snprintf(tables, sizeof tables, "%s/tables", support_data_dir());
    mkdir(tables, 0700);
    TestServer server;
    test_server_config(&server);
    server.config.state_dir = tables;
    test_server_start(&server);
    NetClient maker;
    client_open(&maker, server.address);
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(net_client_create(&maker, &options, WAIT_MS));

    char settings[512];
    snprintf(settings, sizeof settings, "%s/settings.txt", support_data_dir());
    unlink(settings); /* no server remembered: a table hosted here */
    App *app = open_app(true);
    open_friend_panel(app);
    tab_to(app, FRIEND_PORT);
    for (int i = 0; i < 8; i++)
        support_key(app, SDLK_BACKSPACE);
    assert_string_equal(friend_field_text(app_top_screen(app), FRIEND_PORT), "");
    char port[16];
    snprintf(port, sizeof port, "%d", test_port() + 1);
    type_text(app, port);
    support_key(app, SDLK_RETURN);
    ScreenContext context;
    app_context(app, &context);
    assert_null(context.online);
    char message[512];
    app_message(app, message, sizeof message);
    support_expect_in(message, str_get(STR_HOST_ELSEWHERE), "the message line");
    snprintf(database, sizeof database, "%s/ecarte-server.sqlite", tables);
    assert_true(exists(database));
    app_destroy(app);

    /* The table is there still, after its server's restart too. */
    net_client_close(&maker);
    test_server_restart_holds(&server, 1);
    test_server_remove(&server);
}

static void test_mistakes_are_said_in_the_panel(void **state)
{
    (void)state;
    App *app = open_app(true);
    open_friend_panel(app);
    /* A port the game may not listen on. */
    tab_to(app, FRIEND_PORT);
    for (int i = 0; i < 6; i++)
        support_key(app, SDLK_BACKSPACE);
    type_text(app, "80");
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_FRIEND);
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.about, str_get(STR_FRIEND_BAD_PORT), "the panel");
    /* A join without a server, then with a code that is no code. */
    support_key(app, SDLK_ESCAPE);
    open_friend_panel(app);
    tab_to(app, FRIEND_CODE);
    type_text(app, "KT3F");
    support_key(app, SDLK_RETURN);
    support_screen_words(app, &words);
    support_expect_in(words.about, str_get(STR_FRIEND_NEED_ADDRESS), "the panel");
    support_key(app, SDLK_UP); /* from the server's line, where the problem took the keyboard */
    support_key(app, SDLK_DOWN);
    type_text(app, "127.0.0.1:7412");
    for (int i = FRIEND_SERVER; i < FRIEND_CODE; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RETURN);
    support_screen_words(app, &words);
    char expected[512];
    str_format(expected, sizeof expected, STR_FRIEND_CODE_LENGTH, "4", NULL, NULL);
    support_expect_in(words.about, expected, "the panel");
    /* Eight characters, two of them look-alikes no code holds: named. */
    type_text(app, "-BCDG");
    support_key(app, SDLK_RETURN);
    support_screen_words(app, &words);
    str_format(expected, sizeof expected, STR_FRIEND_CODE_LOOKALIKE, "B G", NULL, NULL);
    support_expect_in(words.about, expected, "the panel");
    /* A server's port past 65535 is no port: refused before it is tried. */
    support_key(app, SDLK_ESCAPE);
    open_friend_panel(app);
    tab_to(app, FRIEND_SERVER);
    type_text(app, "127.0.0.1:99999");
    for (int i = FRIEND_SERVER; i < FRIEND_CODE; i++)
        support_key(app, SDLK_TAB);
    type_text(app, "KT3F-XW7A");
    support_key(app, SDLK_RETURN);
    support_screen_words(app, &words);
    support_expect_in(words.about, str_get(STR_FRIEND_BAD_SERVER_PORT), "the panel");
    ScreenContext context;
    app_context(app, &context);
    assert_null(context.online);
    app_destroy(app);
}

/* In a small window with large text (1024x768 at 200 %), every reason a
 * table could not be reached fits the panel's message room in each
 * language, in the smaller type at worst: nothing is drawn over the
 * lines below it. */
static void test_every_refusal_fits_the_panel_when_small(void **state)
{
    (void)state;
    static const char *const LANGUAGES[] = {"en", "mr", "sd"};
    static const StringId REFUSALS[] = {STR_REFUSED_NO_SERVER, STR_REFUSED_NO_HOST,     STR_REFUSED_CODE,
                                        STR_REFUSED_FULL,      STR_REFUSED_TOKEN,       STR_REFUSED_LEFT,
                                        STR_REFUSED_VERSION,   STR_REFUSED_BUSY,        STR_REFUSED_GUESSES,
                                        STR_REFUSED_TLS,       STR_REFUSED_BROKEN,      STR_REFUSED_CLOSED,
                                        STR_HOST_PORT_TAKEN,   STR_FRIEND_NEED_ADDRESS, STR_FRIEND_BAD_ADDRESS};
    for (size_t lang = 0; lang < sizeof LANGUAGES / sizeof LANGUAGES[0]; lang++) {
        AppConfig config;
        support_app_config(&config, 5, 1024, 768, SPEED_INSTANT, false);
        config.language = LANGUAGES[lang];
        App *app = support_open(&config);
        app_set_scale(app, 200);
        const Gfx *gfx = app_gfx(app);
        Rect box = friend_message(app_layout(app));
        int pad = imax(6, app_layout(app)->font_body / 2);
        for (size_t i = 0; i < sizeof REFUSALS / sizeof REFUSALS[0]; i++) {
            char text[512];
            str_format(text, sizeof text, REFUSALS[i], "cards.example.org:7878", NULL, NULL);
            int height = text_wrapped_height(gfx->text, FONT_SMALL, text, box.w - 2 * pad);
            if (height > box.h)
                fail_msg("%s: \"%s\" is %d px tall in a room of %d", LANGUAGES[lang], text, height, box.h);
        }
        app_destroy(app);
    }
}

/* A table made at a server that does not answer: the panel stays, with
 * its Cancel on Create while the server is tried, and says why there. */
static void test_a_table_made_where_no_server_answers(void **state)
{
    (void)state;
    App *app = open_at_code_line("127.0.0.1:1", NULL); /* nothing listens on port 1 */
    support_key(app, SDLK_UP);
    support_key(app, SDLK_RETURN); /* Create */
    assert_int_equal(support_top(app), SCREEN_FRIEND);
    assert_true(until(app, NULL, table_problem_said));
    assert_int_equal(support_top(app), SCREEN_FRIEND);
    char expected[512];
    str_format(expected, sizeof expected, STR_REFUSED_NO_SERVER, "127.0.0.1:1", NULL, NULL);
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.about, expected, "the panel");
    /* Still said a while later, until the player acts. */
    support_step(app, 3000);
    support_screen_words(app, &words);
    support_expect_in(words.about, expected, "the panel, later");
    app_destroy(app);
}

/* Before the friend sits down there is no game to lose and nobody to
 * talk to: the menu shows the invite again, says a phrase would reach
 * nobody, and leaves without asking. */
static void test_the_menu_while_the_friend_is_awaited(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    App *app = open_at_code_line(server.address, NULL);
    support_key(app, SDLK_UP);
    support_key(app, SDLK_RETURN); /* Create */
    assert_true(until(app, NULL, seated));
    support_key(app, SDLK_ESCAPE); /* to the table */
    support_key(app, SDLK_ESCAPE); /* the menu */
    assert_int_equal(support_top(app), SCREEN_MENU);
    for (int i = 0; i <= MENU_NEW_GAME; i++)
        support_key(app, SDLK_DOWN);
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.focus, str_get(STR_MENU_INVITE), "the menu");
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_INVITE);
    support_key(app, SDLK_ESCAPE);
    support_key(app, SDLK_ESCAPE);
    for (int i = 0; i <= MENU_LESSONS; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    char message[512];
    app_message(app, message, sizeof message);
    assert_string_equal(message, str_get(STR_PHRASE_NOBODY));
    support_key(app, SDLK_ESCAPE);
    for (int i = 0; i <= MENU_FRIEND; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RETURN);
    assert_int_not_equal(support_top(app), SCREEN_CONFIRM);
    assert_true(until(app, NULL, stood_up));
    app_destroy(app);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* The moment a game at a friend's table ends, before its panel opens,
 * the main button (Space, Enter) asks for the rematch: a key pressed as
 * the last card lands does not leave the table. */
static void test_the_games_end_offers_the_rematch_first(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient friend;
    client_open(&friend, server.address);
    GameOptions options = options_preset(PRESET_STANDARD);
    options.target = 3;
    assert_true(net_client_create(&friend, &options, WAIT_MS));
    speed = SPEED_FAST; /* the cards move, and the game's end opens after them */
    App *app = open_at_code_line(server.address, NULL);
    speed = SPEED_INSTANT;
    type_text(app, friend.code);
    support_key(app, SDLK_RETURN);
    assert_true(until(app, &friend, friend_sat_down));
    /* Played to its end, the player taking the first move listed and going
     * on to each next hand at once, the buttons looked at every frame. */
    Session *session = app_session(app);
    for (double start = test_clock_ms(); !game_is_over(session_game(session)) && test_clock_ms() - start < 60000;) {
        support_step(app, 20);
        json_t *message;
        while ((message = net_client_receive(&friend, 0)) != NULL)
            json_decref(message);
        if (client_legal_count(&friend) > 0 && friend.view.to_act == friend.seat && !client_over(&friend))
            assert_true(net_client_act(&friend, client_legal(&friend, 0), WAIT_MS));
        const Game *game = session_game(session);
        if (game->phase == PHASE_HAND_OVER) {
            app_carry_out(app, &(Intent){.type = INTENT_NEXT_HAND});
        } else if (my_turn_or_hand_over(app) && game->phase != PHASE_GAME_OVER) {
            /* As a player's move comes: through the table, as an intent. */
            ActionList legal;
            game_legal_actions(game, &legal);
            app_carry_out(app, &(Intent){.type = INTENT_ACT, .action = legal.items[0]});
        }
        nap();
    }
    assert_true(game_is_over(session_game(session)));
    /* Every frame until the game's end opens over the table: once the
     * cards have landed and there are buttons, the main one is Rematch. */
    int frames_with_buttons = 0;
    for (int frame = 0; frame < 150 && support_top(app) == SCREEN_TABLE; frame++) {
        const ButtonSet *buttons = app_buttons(app);
        if (buttons->count > 0) {
            int rematch = buttons_find(buttons, BTN_REMATCH), leave = buttons_find(buttons, BTN_LEAVE_TABLE);
            assert_true(rematch >= 0);
            assert_true(buttons->items[rematch].primary);
            assert_true(leave >= 0);
            assert_false(buttons->items[leave].primary);
            frames_with_buttons++;
        }
        support_step(app, 20);
    }
    assert_true(frames_with_buttons > 0);
    if (support_top(app) == SCREEN_GAME_OVER)
        support_key(app, SDLK_ESCAPE);
    assert_int_equal(buttons_find(app_buttons(app), BTN_REMATCH), 0);
    support_key(app, SDLK_SPACE);
    assert_true(until(app, &friend, rematch_asked));
    ScreenContext context;
    app_context(app, &context);
    assert_non_null(context.online);
    app_destroy(app);
    net_client_close(&friend);
    test_server_stop(&server);
    test_server_remove(&server);
}

static bool watching(App *app)
{
    ScreenContext context;
    app_context(app, &context);
    return context.watch && context.watch->seen && support_top(app) == SCREEN_WATCH;
}

/* No card the watch shows face up is one either player holds or threw
 * away, but for a king declared, which both have seen. */
static void expect_no_hidden_card_shown(App *app, NetClient *const seats[2])
{
    ScreenContext context;
    app_context(app, &context);
    Scene scene;
    scene_build_watched(&scene, &context.watch->view, context.layout);
    const SeatView *v = &seats[0]->view;
    CardSet hidden = seats[0]->view.hand | seats[1]->view.hand | seats[0]->view.discards | seats[1]->view.discards;
    if (v->king_declared < SEAT_COUNT)
        hidden &= ~cardset_of(card_make(card_suit(v->turnup), RANK_KING));
    for (int i = 0; i < scene.count; i++)
        if (scene.sprites[i].card != CARD_NONE && cardset_has(hidden, scene.sprites[i].card))
            fail_msg("the watch shows a card in a hand: %d", scene.sprites[i].card);
}

/* The watcher has been told the move just played: everything both seats
 * see alike is as the seat's own view has it (a king declared changes the
 * score and nothing else). */
static bool seen_as_played(const SeatView *seen, const SeatView *truth)
{
    return seen->phase == truth->phase && seen->to_act == truth->to_act && seen->scores[0] == truth->scores[0] &&
           seen->scores[1] == truth->scores[1] && seen->hands_dealt == truth->hands_dealt &&
           seen->history_count == truth->history_count && seen->trick_size == truth->trick_size &&
           seen->exchange_count == truth->exchange_count && seen->king_declared == truth->king_declared &&
           seen->stock_count == truth->stock_count;
}

/* Watched by its code from the panel: the table as anyone sees it, kept
 * up as the game goes, until the player stops watching; a code with no
 * table is said in the panel. */
static void test_a_table_watched_by_its_code(void **state)
{
    (void)state;
    TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    NetClient ann, bob;
    GameOptions options = options_preset(PRESET_STANDARD);
    table_open(server.address, &options, &ann, &bob);

    App *app = open_at_code_line(server.address, NULL);
    type_text(app, ann.code);
    support_key(app, SDLK_DOWN); /* Join */
    support_key(app, SDLK_DOWN); /* Watch */
    ScreenWords words;
    support_screen_words(app, &words);
    support_expect_in(words.focus, str_get(STR_FRIEND_WATCH), "the Watch button");
    support_key(app, SDLK_RETURN);
    assert_true(until(app, NULL, watching));
    ScreenContext context;
    app_context(app, &context);
    assert_null(context.online);
    assert_int_equal(context.watch->view.hand_sizes[0], HAND_SIZE);
    assert_int_equal(context.watch->view.hand_sizes[1], HAND_SIZE);
    assert_string_equal(context.watch->names[0], "test");
    support_screen_words(app, &words);
    char expected[256];
    str_format(expected, sizeof expected, STR_WATCH_WATCHING, str_player("test", (char[80]){0}, 80),
               str_player("test", (char[80]){0}, 80), NULL);
    support_expect_in(words.about, expected, "the watch");

    /* The players play on: the watch follows, a trick at a time, and never
     * shows a card in a hand. */
    NetClient *seats[2] = {ann.seat == 0 ? &ann : &bob, ann.seat == 0 ? &bob : &ann};
    Rng rng = rng_seeded(5);
    for (int moves = 0; moves < 40; moves++) {
        if (!play_move(seats, NULL, 0, &rng, NULL, NULL, NULL, 0))
            break;
        const SeatView *truth = &seats[0]->view;
        double start = test_clock_ms();
        do {
            support_step(app, 20);
            app_context(app, &context);
            nap();
        } while (!seen_as_played(&context.watch->view.seen, truth) && test_clock_ms() - start < GIVE_UP_MS);
        assert_int_equal(context.watch->view.seen.history_count, truth->history_count);
        assert_int_equal(context.watch->view.seen.scores[0], truth->scores[0]);
        expect_no_hidden_card_shown(app, seats);
    }
    assert_true(context.watch->view.seen.history_count > 0 || context.watch->view.seen.hands_dealt > 1);

    /* Esc stops watching: back to the game against the computer. */
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_context(app, &context);
    assert_null(context.watch);

    /* A code no table has: said in the panel, which stays.  The server
     * watched is remembered: the panel opens on the code's line. */
    open_friend_panel(app);
    type_text(app, "KT3F-XW7A");
    assert_string_equal(friend_field_text(app_top_screen(app), FRIEND_CODE), "KT3F-XW7A");
    support_key(app, SDLK_DOWN);
    support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RETURN);
    assert_true(until(app, NULL, table_problem_said));
    assert_int_equal(support_top(app), SCREEN_FRIEND);
    str_format(expected, sizeof expected, STR_REFUSED_CODE, "KT3F-XW7A", NULL, NULL);
    support_screen_words(app, &words);
    support_expect_in(words.about, expected, "the panel");
    app_context(app, &context);
    assert_null(context.watch);

    app_destroy(app);
    net_client_close(&ann);
    net_client_close(&bob);
    test_server_stop(&server);
    test_server_remove(&server);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mistakes_are_said_in_the_panel),
        cmocka_unit_test(test_joining_waits_in_the_panel),
        cmocka_unit_test(test_an_invite_names_the_server),
        cmocka_unit_test(test_a_second_window_leaves_the_hosted_tables_alone),
        cmocka_unit_test(test_a_friends_table_joined_by_typing_its_code),
        cmocka_unit_test(test_a_friend_who_leaves_is_said_to_have_left),
        cmocka_unit_test(test_a_table_made_from_the_menu_hosted_here),
        cmocka_unit_test(test_a_table_watched_by_its_code),
        cmocka_unit_test(test_the_games_end_offers_the_rematch_first),
        cmocka_unit_test(test_the_menu_while_the_friend_is_awaited),
        cmocka_unit_test(test_a_table_made_where_no_server_answers),
        cmocka_unit_test(test_every_refusal_fits_the_panel_when_small),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
