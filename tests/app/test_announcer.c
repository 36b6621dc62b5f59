/* The spoken mode: the sentences of a scripted hand, word for word in
 * English and made of Marathi's and Sindhi's own strings in those
 * languages; the card the keyboard moves to; the whole situation; the
 * repeat; and the app playing hands with the mode on and no voice to be had
 * exactly as it plays them with the mode off. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, setenv, sockets */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cmocka.h>

#include "app_support.h"
#include "ecarte/settings.h"
#include "i18n/strings.h"
#include "screens/menu.h"
#include "screens/screen.h"
#include "screens/settings.h"
#include "speech/announcer.h"
#include "speech/speech.h"
#include "ui/buttons.h"
#include "ui/status.h"

enum { YOU = 0, THEM = 1 };

static Card card(const char *text) { return card_parse(text, 2); }

/* "7C 9S" as a set. */
static CardSet hand_of(const char *text)
{
    CardSet set = 0;
    for (const char *at = text; *at; at += at[2] ? 3 : 2)
        set |= cardset_of(card(at));
    return set;
}

/* ---- a hand at the table, told to an announcer as the app tells it ------ */

typedef struct Table {
    Game game;
    SeatView view; /* the player's, now */
    ButtonSet buttons;
    Announcer announcer;
} Table;

static void look(Table *t)
{
    game_view(&t->game, YOU, &t->view);
    ButtonContext context = {true, 0, false, false, BTN_NONE, false, false, false, false};
    buttons_build(&t->buttons, &t->view, &context);
    announcer_turn(&t->announcer, &t->view, &t->buttons, false);
}

/* The opponent deals; the player, who speaks first, holds QH 9S 7C AD TS,
 * the opponent JH 7S JS 8D 9C; the eight of hearts is turned up. */
static void deal(Table *t)
{
    memset(t, 0, sizeof *t);
    announcer_init(&t->announcer);
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(game_init(&t->game, &options, 1, THEM));
    /* Three cards to the player, three to the dealer, two and two, then the
     * turn-up and the stock. */
    static const char *const ORDER[CARD_COUNT] = {"QH", "9S", "7C", "JH", "7S", "JS", "AD", "TS", "8D", "9C", "8H",
                                                  "7H", "9H", "TH", "AH", "KH", "8S", "AS", "QS", "KS", "7D", "9D",
                                                  "TD", "JD", "QD", "KD", "8C", "TC", "AC", "JC", "QC", "KC"};
    Card deck[CARD_COUNT];
    for (int i = 0; i < CARD_COUNT; i++)
        deck[i] = card(ORDER[i]);
    SeatView before;
    game_view(&t->game, YOU, &before);
    assert_int_equal(game_deal(&t->game, deck, NULL), RULE_OK);
    game_view(&t->game, YOU, &t->view);
    char line[UI_TEXT_MAX];
    status_dealt(line, sizeof line, &t->view);
    announcer_dealt(&t->announcer, &before, &t->view, line);
    look(t);
}

static void act(Table *t, Action action)
{
    SeatView before = t->view;
    uint8_t actor = t->game.to_act;
    assert_int_equal(game_apply(&t->game, action, NULL), RULE_OK);
    SeatView after;
    game_view(&t->game, YOU, &after);
    char line[UI_TEXT_MAX];
    status_event(line, sizeof line, &before, &after, actor, action);
    announcer_acted(&t->announcer, &before, &after, actor, action, line);
    look(t);
}

static void play(Table *t, const char *text) { act(t, action_play(card(text))); }

/* Everything waiting to be said, an announcement a line, each marked with
 * its kind. */
static const char *heard(Table *t)
{
    static char out[4 * ANNOUNCE_TEXT_MAX];
    static const char *const KINDS[] = {"event", "focus", "asked"};
    out[0] = '\0';
    Announcement said;
    while (announcer_next(&t->announcer, &said)) {
        size_t at = strlen(out);
        snprintf(out + at, sizeof out - at, "%s: %s\n", KINDS[said.kind], said.text);
    }
    return out;
}

static void focus(Table *t, const char *text, CardSet selected)
{
    announcer_focus(&t->announcer, &t->view, text ? card(text) : CARD_NONE, selected, false);
}

/* ---- English, word for word --------------------------------------------- */

static void test_a_hand_is_heard_in_english(void **state)
{
    (void)state;
    str_set_language("en");
    static Table t;
    deal(&t);
    assert_string_equal(heard(&t), "event: The opponent dealt: hearts are trumps. Turned up: eight of hearts. "
                                   "Your hand: queen of hearts, ten of spades, nine of spades, ace of diamonds, "
                                   "seven of clubs.\n"
                                   "focus: Your turn: propose an exchange, or play as dealt. Space: Propose.\n");
    act(&t, action_stand());
    assert_string_equal(heard(&t), "event: You play without an exchange.\n"
                                   "focus: Your lead.\n");
    /* The player's own card goes unsaid; the opponent's that ends the trick
     * is said with the trick's winner. */
    play(&t, "9S");
    assert_string_equal(heard(&t), "");
    play(&t, "JS");
    assert_string_equal(heard(&t), "event: The opponent plays jack of spades. The opponent's trick.\n");
    play(&t, "7S");
    assert_string_equal(heard(&t), "event: The opponent plays seven of spades.\n"
                                   "focus: Your turn: follow with a higher spade if you can. "
                                   "You may play ten of spades.\n");
    play(&t, "TS");
    assert_string_equal(heard(&t), "event: Your trick.\n"
                                   "focus: Your lead.\n");
    play(&t, "QH");
    play(&t, "JH");
    assert_string_equal(heard(&t), "event: The opponent plays jack of hearts. Your trick.\n"
                                   "focus: Your lead.\n");
    play(&t, "AD");
    play(&t, "8D");
    play(&t, "7C");
    play(&t, "9C");
    assert_string_equal(heard(&t), "event: The opponent plays eight of diamonds. Your trick.\n"
                                   "focus: Your lead.\n"
                                   "event: The opponent plays nine of clubs. The opponent's trick. "
                                   "You won after playing without an exchange: 2 points. "
                                   "Score: you 2, the opponent 0.\n"
                                   "focus: The hand is over. Press Next hand to deal again. Space: Next hand.\n");
}

static void test_the_keyboards_card_is_said_when_it_moves(void **state)
{
    (void)state;
    str_set_language("en");
    static Table t;
    deal(&t);
    act(&t, action_stand());
    play(&t, "9S");
    play(&t, "JS");
    play(&t, "7S");
    heard(&t);
    focus(&t, "AD", 0);
    assert_string_equal(heard(&t), "focus: Ace of diamonds: not allowed now.\n");
    focus(&t, "AD", 0); /* still there: nothing new */
    assert_string_equal(heard(&t), "");
    focus(&t, "TS", 0);
    assert_string_equal(heard(&t), "focus: Ten of spades.\n");
    play(&t, "TS");
    heard(&t);
    /* Leading, a trump says so; the keyboard off the hand and back, the card
     * is said again. */
    focus(&t, "QH", 0);
    focus(&t, NULL, 0);
    focus(&t, "QH", 0);
    assert_string_equal(heard(&t), "focus: Queen of hearts, trump. Queen of hearts, trump.\n");

    /* Choosing cards to throw away. */
    deal(&t);
    act(&t, action_propose());
    act(&t, action_accept());
    assert_string_equal(heard(&t), "event: The opponent dealt: hearts are trumps. Turned up: eight of hearts. "
                                   "Your hand: queen of hearts, ten of spades, nine of spades, ace of diamonds, "
                                   "seven of clubs.\n"
                                   "focus: Your turn: propose an exchange, or play as dealt. Space: Propose.\n"
                                   "event: You propose an exchange. The opponent accepts.\n"
                                   "focus: Choose 1 to 5 cards to throw away with Enter, then press Space. "
                                   "Space: Exchange.\n");
    focus(&t, "7C", 0);
    focus(&t, "7C", hand_of("7C"));
    assert_string_equal(heard(&t), "focus: Seven of clubs. Seven of clubs: chosen to throw away.\n");
    act(&t, action_discard(hand_of("7C 9S")));
    assert_string_equal(heard(&t), "event: You exchanged 2 cards. You drew nine of hearts, seven of hearts.\n");
}

/* A card chosen to throw away is said to be, however it was chosen: by the
 * keyboard on it, or by a click with the keyboard elsewhere; a card put
 * back is said to be kept; the situation names the cards chosen; and the
 * cards thrown away are not said to be put back. */
static void test_the_cards_chosen_to_throw_away_are_said(void **state)
{
    (void)state;
    str_set_language("en");
    static Table t;
    deal(&t);
    act(&t, action_propose());
    act(&t, action_accept());
    heard(&t);
    focus(&t, NULL, hand_of("7C"));
    assert_string_equal(heard(&t), "focus: Seven of clubs: chosen to throw away.\n");
    focus(&t, NULL, hand_of("7C 9S"));
    assert_string_equal(heard(&t), "focus: Nine of spades: chosen to throw away.\n");
    focus(&t, NULL, hand_of("7C 9S"));
    assert_string_equal(heard(&t), "");
    announcer_situation(&t.announcer, &t.view, hand_of("7C 9S"), &t.buttons, false);
    assert_non_null(strstr(heard(&t), "Your hand: queen of hearts, ten of spades, nine of spades, ace of diamonds, "
                                      "seven of clubs. Chosen to throw away: nine of spades and seven of clubs."));

    /* The keyboard comes to a chosen card, and puts it back. */
    focus(&t, "7C", hand_of("7C 9S"));
    assert_string_equal(heard(&t), "focus: Seven of clubs: chosen to throw away.\n");
    focus(&t, "7C", hand_of("9S"));
    assert_string_equal(heard(&t), "focus: Seven of clubs: no longer chosen, kept.\n");
    focus(&t, "7C", hand_of("9S 7C"));
    assert_string_equal(heard(&t), "focus: Seven of clubs: chosen to throw away.\n");
    /* A click puts back another. */
    focus(&t, "7C", hand_of("7C"));
    assert_string_equal(heard(&t), "focus: Nine of spades: no longer chosen, kept.\n");

    act(&t, action_discard(hand_of("7C")));
    heard(&t);
    focus(&t, NULL, 0);
    assert_string_equal(heard(&t), "");
    announcer_situation(&t.announcer, &t.view, 0, &t.buttons, false);
    assert_null(strstr(heard(&t), "Chosen"));
}

static void test_the_whole_situation_and_the_repeat(void **state)
{
    (void)state;
    str_set_language("en");
    static Table t;
    announcer_init(&t.announcer);
    announcer_repeat(&t.announcer);
    assert_string_equal(heard(&t), "asked: Nothing has been said yet.\n");

    deal(&t);
    act(&t, action_stand());
    play(&t, "9S");
    play(&t, "JS");
    play(&t, "7S");
    heard(&t);
    announcer_situation(&t.announcer, &t.view, 0, &t.buttons, false);
    const char *situation = "asked: Your hand: queen of hearts, ten of spades, ace of diamonds, seven of clubs. "
                            "On the table: the opponent's seven of spades. Trumps: hearts. Turned up: eight of "
                            "hearts. The opponent dealt this hand. Score: you 0, the opponent 0, in a game to 5. "
                            "Tricks: you 0, the opponent 1. Your turn: follow with a higher spade if you can. "
                            "You may play ten of spades.\n";
    assert_string_equal(heard(&t), situation);
    /* The repeat says it again, and leaves it the last announcement. */
    announcer_repeat(&t.announcer);
    assert_string_equal(heard(&t), situation);
    announcer_repeat(&t.announcer);
    assert_string_equal(heard(&t), situation);

    /* The last announcement is all that was said at once. */
    play(&t, "TS");
    heard(&t);
    announcer_repeat(&t.announcer);
    assert_string_equal(heard(&t), "asked: Your trick. Your lead.\n");

    /* While the opponent is to act, the situation says so. */
    play(&t, "QH");
    heard(&t);
    announcer_situation(&t.announcer, &t.view, 0, &t.buttons, false);
    assert_non_null(strstr(heard(&t), "On the table: your queen of hearts. Trumps: hearts. Turned up: eight of hearts. "
                                      "The opponent dealt this hand. Score: you 0, the opponent 0, in a game to 5. "
                                      "Tricks: you 1, the opponent 1. The opponent is thinking…\n"));
}

static void test_printed_cards_become_names(void **state)
{
    (void)state;
    str_set_language("en");
    char out[256];
    announcer_speakable("Hint: play 9♥ or K♠, hearts ♥ are trumps.", out, sizeof out);
    assert_string_equal(out, "Hint: play nine of hearts or king of spades, hearts are trumps.");
    announcer_speakable("\u2067A♦\u2069 and 10♣\u200f", out, sizeof out);
    assert_string_equal(out, "ace of diamonds and ten of clubs");
    /* A small buffer is cut between letters, never inside one. */
    announcer_speakable("7♣", out, 9);
    assert_string_equal(out, "seven of");
}

/* ---- Marathi and Sindhi: their own strings -------------------------------- */

/* A card as the language says it aloud. */
static const char *said_card(const char *text)
{
    static char out[4][128];
    static int next;
    static const StringId RANKS[RANK_COUNT] = {STR_SPK_RANK_7,     STR_SPK_RANK_8,   STR_SPK_RANK_9,
                                               STR_SPK_RANK_10,    STR_SPK_RANK_ACE, STR_SPK_RANK_JACK,
                                               STR_SPK_RANK_QUEEN, STR_SPK_RANK_KING};
    char *buffer = out[next++ % 4];
    Card c = card(text);
    str_format(buffer, sizeof out[0], STR_SPK_CARD, str_get(RANKS[card_rank(c)]), str_suit_plural(card_suit(c)), NULL);
    return buffer;
}

/* A string of the language with its values; a sentence that starts with a
 * Latin letter starts with a capital. */
static const char *said(StringId id, const char *a1, const char *a2, const char *a3)
{
    static char out[4][ANNOUNCE_TEXT_MAX];
    static int next;
    char *buffer = out[next++ % 4];
    str_format(buffer, sizeof out[0], id, a1, a2, a3);
    if (buffer[0] >= 'a' && buffer[0] <= 'z')
        buffer[0] = (char)(buffer[0] - 'a' + 'A');
    return buffer;
}

static void test_the_same_hand_in_marathi_and_sindhi(void **state)
{
    (void)state;
    static const char *const LANGUAGES[] = {"mr", "sd"};
    for (size_t l = 0; l < sizeof LANGUAGES / sizeof LANGUAGES[0]; l++) {
        str_set_language(LANGUAGES[l]);
        assert_int_equal(str_language(), l == 0 ? LANGUAGE_MARATHI : LANGUAGE_SINDHI);
        static Table t;
        static char want[4 * ANNOUNCE_TEXT_MAX], line[ANNOUNCE_TEXT_MAX], hand[ANNOUNCE_TEXT_MAX];
        deal(&t);
        /* The deal: the message line's words with the symbol gone, the
         * turned-up card, and the hand in this language's list. */
        char printed[UI_TEXT_MAX];
        status_dealt(printed, sizeof printed, &t.view);
        announcer_speakable(printed, line, sizeof line);
        assert_null(strstr(line, str_suit_symbol(SUIT_HEARTS)));
        static const char *const HAND[] = {"QH", "TS", "9S", "AD", "7C"};
        snprintf(hand, sizeof hand, "%s", said_card(HAND[0]));
        for (int i = 1; i < 5; i++) {
            char longer[ANNOUNCE_TEXT_MAX];
            str_format(longer, sizeof longer, STR_LIST_MORE, hand, said_card(HAND[i]), NULL);
            snprintf(hand, sizeof hand, "%s", longer);
        }
        snprintf(want, sizeof want, "event: %s %s %s\nfocus: %s %s\n", line,
                 said(STR_SPK_TURNUP, said_card("8H"), 0, 0), said(STR_SPK_HAND, hand, 0, 0),
                 said(STR_DO_PROPOSE, 0, 0, 0), said(STR_SPK_SPACE, str_get(STR_BTN_PROPOSE), 0, 0));
        assert_string_equal(heard(&t), want);

        /* A trick the opponent ends, and one it leads. */
        act(&t, action_stand());
        play(&t, "9S");
        heard(&t);
        play(&t, "JS");
        snprintf(want, sizeof want, "event: %s %s\n", said(STR_EV_OPP_PLAYS, said_card("JS"), 0, 0),
                 said(STR_EV_TRICK_OPP, 0, 0, 0));
        assert_string_equal(heard(&t), want);
        play(&t, "7S");
        snprintf(want, sizeof want, "event: %s\nfocus: %s %s\n", said(STR_EV_OPP_PLAYS, said_card("7S"), 0, 0),
                 said(STR_DO_FOLLOW, str_suit_singular(SUIT_SPADES), 0, 0),
                 said(STR_SPK_MAY_PLAY, said_card("TS"), 0, 0));
        assert_string_equal(heard(&t), want);

        /* The keyboard's card, and the score in the situation. */
        focus(&t, "AD", 0);
        snprintf(want, sizeof want, "focus: %s\n", said(STR_SPK_FOCUS_BARRED, said_card("AD"), 0, 0));
        assert_string_equal(heard(&t), want);
        announcer_situation(&t.announcer, &t.view, 0, &t.buttons, false);
        snprintf(want, sizeof want, "%s %s", said(STR_SPK_SCORE_OF, "0", "0", "5"), said(STR_SPK_TRICKS, "0", "1", 0));
        assert_non_null(strstr(heard(&t), want));
    }
    str_set_language("en");
}

/* ---- the app, with the mode on and no voice ------------------------------- */

static bool hand_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
}

static bool message_says(App *app, StringId id)
{
    char message[2048];
    app_message(app, message, sizeof message);
    return strstr(message, str_get(id)) != NULL;
}

/* The message line's last passing message, shown or gone by now. */
static bool flashed(App *app, StringId id) { return strcmp(app_ui(app)->flash, str_get(id)) == 0; }

/* The voice is sought on a thread of its own: the app learns that there is
 * none in a moment, whatever its clock says. */
static void wait_for_flash(App *app, StringId id)
{
    for (int i = 0; i < 5000 && !flashed(app, id); i++) {
        support_step(app, 5); /* one step: what it said is the last announcement */
        SDL_Delay(1);
    }
}

/* Plays the same seed's first hand with the mode off, and on with each of
 * the given speech libraries, and compares what was played. */
static App *open_game(bool speech, const char *library)
{
    AppConfig config;
    support_app_config(&config, 5, 1280, 800, SPEED_INSTANT, false);
    config.speech = speech;
    config.speech_library = library;
    return support_open(&config);
}

static void play_a_hand(App *app, Game *out)
{
    assert_true(support_play_until(app, hand_over, 2000));
    *out = *support_game(app);
}

static void same_game(const Game *a, const Game *b)
{
    assert_int_equal(a->phase, b->phase);
    assert_memory_equal(a->scores, b->scores, sizeof a->scores);
    assert_memory_equal(a->tricks, b->tricks, sizeof a->tricks);
    assert_int_equal(a->history_count, b->history_count);
    assert_memory_equal(a->history, b->history, sizeof a->history[0] * a->history_count);
    assert_int_equal(a->exchange_count, b->exchange_count);
}

static const char *read_log(const char *path, char *text, size_t size)
{
    FILE *file = fopen(path, "rb");
    assert_non_null(file);
    text[fread(text, 1, size - 1, file)] = '\0';
    fclose(file);
    return text;
}

static void test_without_a_voice_the_game_plays_the_same(void **state)
{
    (void)state;
    str_set_language("en");
    static Game quiet, missing, usual;
    App *app = open_game(false, NULL);
    play_a_hand(app, &quiet);
    assert_string_equal(app_last_announcement(app), "");
    app_destroy(app);

    /* A library that is nowhere: the game says so once, and plays on. */
    app = open_game(true, "libecarte-no-such-speech.so.0");
    wait_for_flash(app, STR_SPK_UNAVAILABLE);
    assert_true(flashed(app, STR_SPK_UNAVAILABLE));
    play_a_hand(app, &missing);
    same_game(&quiet, &missing);
    /* The announcer spoke all along, to no one: of the hand's end as of
     * what comes next. */
    assert_non_null(strstr(app_last_announcement(app), "Score: you "));
    assert_non_null(strstr(app_last_announcement(app), "Next hand"));
    app_destroy(app);

    /* The real library with no service to answer it, as on a machine
     * without speech-dispatcher: the same again. */
    app = open_game(true, SPEECH_LIBRARY);
    wait_for_flash(app, STR_SPK_UNAVAILABLE);
    assert_true(flashed(app, STR_SPK_UNAVAILABLE));
    play_a_hand(app, &missing);
    same_game(&quiet, &missing);
    app_destroy(app);

    /* A voice that answers: the tests' stand-in, which the environment
     * names, hears the hand, and the hand is the same. */
    char log[] = "/tmp/ecarte-spoken-XXXXXX";
    int fd = mkstemp(log);
    assert_true(fd >= 0);
    close(fd);
    setenv("ECARTE_SPEECH_LOG", log, 1);
    app = open_game(true, NULL);
    play_a_hand(app, &usual);
    same_game(&quiet, &usual);
    /* The voice keeps the newest sentences while it catches up. */
    static char heard[65536];
    for (int i = 0; i < 5000 && !strstr(read_log(log, heard, sizeof heard), "The hand is over."); i++) {
        support_step(app, 1);
        SDL_Delay(1);
    }
    app_destroy(app);
    /* The voice hangs up on its own thread as it ends. */
    for (int i = 0; i < 5000 && !strstr(read_log(log, heard, sizeof heard), "\nclose\n"); i++)
        SDL_Delay(1);
    unsetenv("ECARTE_SPEECH_LOG");
    unlink(log);
    /* The language first, whatever was said while the voice connected. */
    static const char greeting[] = "open ecarte main\nlanguage en\n";
    if (strncmp(heard, greeting, strlen(greeting)) != 0)
        fail_msg("the voice heard, first: %.200s", heard);
    assert_non_null(strstr(heard, "\nmessage The opponent "));
    assert_non_null(strstr(heard, ". Score: you "));
    assert_non_null(strstr(heard, "\ntext The hand is over."));
    assert_non_null(strstr(heard, "\nclose\n"));
}

static void test_the_keys_ask_for_the_situation_and_the_repeat(void **state)
{
    (void)state;
    str_set_language("en");
    App *app = open_game(false, NULL);
    support_step(app, 100);
    support_key(app, SDLK_F3);
    assert_true(message_says(app, STR_SPK_KEYS_OFF));
    assert_string_equal(app_last_announcement(app), "");
    app_destroy(app);

    app = open_game(true, NULL); /* the tests' stand-in voice */
    support_step(app, 100);
    support_key(app, SDLK_F3);
    support_step(app, 10);
    const char *last = app_last_announcement(app);
    assert_non_null(strstr(last, "Your hand: "));
    assert_non_null(strstr(last, "Score: you 0, the opponent 0, in a game to 5."));
    char situation[ANNOUNCE_TEXT_MAX];
    snprintf(situation, sizeof situation, "%s", last);
    support_key(app, SDLK_F2);
    support_step(app, 10);
    assert_string_equal(app_last_announcement(app), situation);
    /* Over the rules too: the keys are the table's wherever the player is. */
    support_key(app, SDLK_RIGHT);
    support_step(app, 10);
    assert_string_not_equal(app_last_announcement(app), situation);
    support_key(app, SDLK_F1);
    assert_int_equal(support_top(app), SCREEN_HELP);
    support_step(app, 10); /* the rules say what they are as they open */
    assert_non_null(strstr(app_last_announcement(app), str_get(STR_RULES_TITLE)));
    support_key(app, SDLK_RIGHT);
    support_key(app, SDLK_F3);
    support_step(app, 10);
    assert_string_equal(app_last_announcement(app), situation);
    app_destroy(app);
}

/* ---- the voice, heard by a stand-in for speech-dispatcher --------------- */

/* Answers one client as speech-dispatcher would over its socket, and writes
 * down each line it is sent. */
typedef struct Listener {
    int socket;
    char log[8192];
    SDL_atomic_t sentences; /* received whole; the log is written first */
    int hang_up_after;      /* sentences, then it goes away (0: never) */
} Listener;

static void answer(int client, const char *reply) { assert_true(write(client, reply, strlen(reply)) >= 0); }

static int listen_to(void *data)
{
    Listener *listener = data;
    int client = accept(listener->socket, NULL, NULL);
    if (client < 0)
        return 0;
    char line[4096];
    size_t used = 0;
    bool text = false;
    for (;;) {
        char c;
        if (read(client, &c, 1) != 1)
            break;
        if (c != '\n') {
            if (c != '\r' && used + 1 < sizeof line)
                line[used++] = c;
            continue;
        }
        line[used] = '\0';
        used = 0;
        size_t at = strlen(listener->log);
        snprintf(listener->log + at, sizeof listener->log - at, "%s\n", line);
        if (text) {
            if (strcmp(line, ".") == 0) {
                text = false;
                answer(client, "225-1\r\n225 OK MESSAGE QUEUED\r\n");
                SDL_AtomicAdd(&listener->sentences, 1);
                if (SDL_AtomicGet(&listener->sentences) == listener->hang_up_after)
                    break;
            }
        } else if (strcasecmp(line, "SPEAK") == 0) {
            text = true;
            answer(client, "230 OK RECEIVING DATA\r\n");
        } else if (strcasecmp(line, "QUIT") == 0) {
            answer(client, "231 HAPPY HACKING\r\n");
            break;
        } else {
            answer(client, "200 OK\r\n");
        }
    }
    close(client);
    return 0;
}

static bool speech_library_here(void)
{
    void *library = SDL_LoadObject("libspeechd.so.2");
    if (library)
        SDL_UnloadObject(library);
    return library != NULL;
}

/* Where the environment sends the real library (nowhere, under CTest),
 * kept while a test points it at a stand-in of its own. */
static char environment_address[256];

static void point_at(const char *socket_path)
{
    const char *old = getenv("SPEECHD_ADDRESS");
    snprintf(environment_address, sizeof environment_address, "%s", old ? old : "");
    char where[160];
    snprintf(where, sizeof where, "unix_socket:%s", socket_path);
    setenv("SPEECHD_ADDRESS", where, 1);
}

static void restore_address(void)
{
    if (environment_address[0])
        setenv("SPEECHD_ADDRESS", environment_address, 1);
    else
        unsetenv("SPEECHD_ADDRESS");
}

/* A socket listening where a stand-in for the service answers, in a new
 * folder made from the template `folder`. */
static int service_socket(char *folder, struct sockaddr_un *address)
{
    assert_non_null(mkdtemp(folder));
    memset(address, 0, sizeof *address);
    address->sun_family = AF_UNIX;
    snprintf(address->sun_path, sizeof address->sun_path, "%s/socket", folder);
    int listener = socket(AF_UNIX, SOCK_STREAM, 0);
    assert_true(listener >= 0);
    assert_int_equal(bind(listener, (struct sockaddr *)address, sizeof *address), 0);
    assert_int_equal(listen(listener, 1), 0);
    return listener;
}

/* A stand-in service on a thread of its own, where the real library is
 * sent; it hangs up after `hang_up_after` sentences (0: never). */
typedef struct Service {
    char folder[32];
    struct sockaddr_un address;
    Listener listener;
    SDL_Thread *thread;
} Service;

static void service_start(Service *service, int hang_up_after)
{
    memset(service, 0, sizeof *service);
    snprintf(service->folder, sizeof service->folder, "/tmp/ecarte-ssip-XXXXXX");
    service->listener.socket = service_socket(service->folder, &service->address);
    service->listener.hang_up_after = hang_up_after;
    service->thread = SDL_CreateThread(listen_to, "listener", &service->listener);
    assert_non_null(service->thread);
    point_at(service->address.sun_path);
}

/* Waits for the service to have heard its last. */
static void service_stop(Service *service)
{
    SDL_WaitThread(service->thread, NULL);
    service->thread = NULL;
    close(service->listener.socket);
    unlink(service->address.sun_path);
    rmdir(service->folder);
    restore_address();
}

/* Each sentence goes to speech-dispatcher at its priority: the game's
 * events as messages, the keyboard's card as text; what the player asked
 * for silences the rest first, and so does the player's next key after it.
 * Skipped where the library itself is missing. */
static void test_the_voice_speaks_at_each_priority(void **state)
{
    (void)state;
    if (!speech_library_here())
        skip();
    static Service service;
    service_start(&service, 0);
    const Listener *listener = &service.listener;

    Speech *speech = speech_open(SPEECH_LIBRARY, "mr", (TaskWake){0});
    assert_non_null(speech);
    speech_say(speech, "The opponent plays nine of hearts.", SPEECH_QUEUED);
    speech_say(speech, "Ten of spades.", SPEECH_REPLACE);
    speech_say(speech, "Your hand: ten of spades.", SPEECH_NOW);
    speech_say(speech, "Ace of diamonds.", SPEECH_REPLACE);
    speech_set_language(speech, "sd");
    speech_say(speech, "Your trick.", SPEECH_QUEUED);
    /* Everything handed over, then closed: what waits is dropped at once. */
    while (SDL_AtomicGet(&service.listener.sentences) < 5 && speech_state(speech, NULL, 0) != SPEECH_FAILED)
        SDL_Delay(1);
    assert_int_equal(speech_state(speech, NULL, 0), SPEECH_READY);
    speech_close(speech);
    service_stop(&service);

    /* Upper case as this library writes it; the client's name aside. */
    const char *log = strstr(listener->log, "\nSET SELF LANGUAGE mr\n");
    assert_non_null(log);
    assert_string_equal(log, "\nSET SELF LANGUAGE mr\n"
                             "SET SELF PRIORITY MESSAGE\nspeak\nThe opponent plays nine of hearts.\n.\n"
                             "SET SELF PRIORITY TEXT\nspeak\nTen of spades.\n.\n"
                             "CANCEL SELF\nSET SELF PRIORITY MESSAGE\nspeak\nYour hand: ten of spades.\n.\n"
                             "CANCEL SELF\nSET SELF PRIORITY TEXT\nspeak\nAce of diamonds.\n.\n"
                             "SET SELF LANGUAGE sd\n"
                             "SET SELF PRIORITY MESSAGE\nspeak\nYour trick.\n.\n"
                             "CANCEL SELF\n");
}

/* A service that takes the connection and never answers: closing the voice
 * still returns at once, and the game is not held. */
static void test_a_silent_service_does_not_hold_the_game(void **state)
{
    (void)state;
    if (!speech_library_here())
        skip();
    char folder[] = "/tmp/ecarte-ssip-XXXXXX";
    struct sockaddr_un address;
    int listener = service_socket(folder, &address);
    point_at(address.sun_path);

    Speech *speech = speech_open(SPEECH_LIBRARY, "en", (TaskWake){0});
    assert_non_null(speech);
    int client = accept(listener, NULL, NULL);
    assert_true(client >= 0);
    speech_say(speech, "Your lead.", SPEECH_QUEUED);
    assert_int_equal(speech_state(speech, NULL, 0), SPEECH_CONNECTING);
    Uint64 start = SDL_GetTicks64();
    speech_close(speech);
    assert_true(SDL_GetTicks64() - start < 5000);
    /* The thread, let go, finishes once its read returns. */
    close(client);
    close(listener);
    unlink(address.sun_path);
    rmdir(folder);
    restore_address();
    SDL_Delay(100);
}

/* No service where the address leads and none to start, as on a machine
 * with the library but without speech-dispatcher: the voice fails, says
 * why, and leaves nothing behind, time after time.  The judge is the
 * sanitizers' leak check as this program ends. */
static void test_a_missing_service_leaves_nothing_behind(void **state)
{
    (void)state;
    if (!speech_library_here())
        skip();
    char folder[] = "/tmp/ecarte-ssip-XXXXXX";
    assert_non_null(mkdtemp(folder));
    char nowhere[sizeof folder + 16], no_daemon[sizeof folder + 32];
    snprintf(nowhere, sizeof nowhere, "%s/socket", folder);
    snprintf(no_daemon, sizeof no_daemon, "%s/speech-dispatcher", folder);
    point_at(nowhere);
    const char *spawn = getenv("SPEECHD_CMD");
    char environment_spawn[256];
    snprintf(environment_spawn, sizeof environment_spawn, "%s", spawn ? spawn : "");
    setenv("SPEECHD_CMD", no_daemon, 1);

    for (int attempt = 0; attempt < 3; attempt++) {
        Speech *speech = speech_open(SPEECH_LIBRARY, "en", (TaskWake){0});
        assert_non_null(speech);
        speech_say(speech, "Your lead.", SPEECH_QUEUED);
        for (int i = 0; i < 10000 && speech_state(speech, NULL, 0) == SPEECH_CONNECTING; i++)
            SDL_Delay(1);
        char why[256];
        assert_int_equal(speech_state(speech, why, sizeof why), SPEECH_FAILED);
        assert_non_null(strstr(why, "speech-dispatcher is not installed: "));
        speech_close(speech);
    }
    restore_address();
    if (environment_spawn[0])
        setenv("SPEECHD_CMD", environment_spawn, 1);
    else
        unsetenv("SPEECHD_CMD");
    rmdir(folder);
}

/* A service that answers, then goes away in the middle of a game: the
 * sentences after it are lost, the game is not, and nothing is left
 * behind. */
static void test_a_service_that_goes_away_leaves_nothing_behind(void **state)
{
    (void)state;
    if (!speech_library_here())
        skip();
    static Service service;
    service_start(&service, 1);

    Speech *speech = speech_open(SPEECH_LIBRARY, "en", (TaskWake){0});
    assert_non_null(speech);
    speech_say(speech, "Your lead.", SPEECH_QUEUED);
    /* The window asks after its voice at every step, which hands over what
     * waited for the service. */
    for (int i = 0; i < 10000 && speech_state(speech, NULL, 0) == SPEECH_CONNECTING; i++)
        SDL_Delay(1);
    assert_int_equal(speech_state(speech, NULL, 0), SPEECH_READY);
    service_stop(&service);
    assert_int_equal(SDL_AtomicGet(&service.listener.sentences), 1);
    for (int i = 0; i < 5; i++) {
        speech_say(speech, "The opponent plays nine of hearts.", SPEECH_QUEUED);
        speech_say(speech, "Ten of spades.", SPEECH_NOW);
        SDL_Delay(20);
    }
    speech_close(speech);
}

/* A card refused: the line's warning is heard, its cards by name, and the
 * keyboard's cards before it. */
static void test_a_refusal_is_heard(void **state)
{
    (void)state;
    str_set_language("en");
    App *app = NULL;
    for (uint64_t seed = 1; seed < 60 && !app; seed++) {
        AppConfig config;
        support_app_config(&config, seed, 1280, 800, SPEED_INSTANT, false);
        config.speech = true; /* the tests' stand-in voice */
        app = support_open(&config);
        if (!support_play_until(app, support_human_has_illegal, 400)) {
            app_destroy(app);
            app = NULL;
        }
    }
    assert_non_null(app);
    support_step(app, 100);
    app_render(app, 0);
    const Game *game = support_game(app);
    Card barred = cardset_lowest(game->hands[YOU] & ~support_legal_cards(game));
    /* The keyboard passes over it: only the cards that may be played are
     * said as it goes round the hand. */
    char sentence[ANNOUNCE_TEXT_MAX];
    for (int i = 0; i < HAND_SIZE; i++) {
        support_key(app, SDLK_RIGHT);
        support_step(app, 5);
        assert_true(cardset_has(support_legal_cards(game), support_table(app)->focus));
        assert_null(strstr(app_last_announcement(app), ": not allowed now."));
    }
    /* Played by a double click, it is refused, and the refusal is heard. */
    int x, y;
    support_card_point(app, barred, &x, &y);
    support_click(app, x, y, 2);
    support_step(app, 5);
    assert_true(cardset_has(support_game(app)->hands[YOU], barred));
    announcer_speakable(app_ui(app)->flash, sentence, sizeof sentence);
    assert_true(strlen(sentence) > 10);
    assert_null(strstr(sentence, str_suit_symbol(card_suit(barred))));
    assert_non_null(strstr(app_last_announcement(app), sentence));
    app_destroy(app);
}

static void click_rect(App *app, Rect r) { support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1); }

static Settings saved_settings(void)
{
    char path[1024], text[SETTINGS_TEXT_MAX + 1], why[256];
    snprintf(path, sizeof path, "%s/settings.txt", support_data_dir());
    FILE *file = fopen(path, "rb");
    assert_non_null(file);
    size_t length = fread(text, 1, SETTINGS_TEXT_MAX, file);
    fclose(file);
    Settings settings;
    assert_int_equal(settings_parse(text, length, &settings, why, sizeof why), STORE_VERDICT_OK);
    return settings;
}

static bool speech_saved(void) { return saved_settings().speech; }

/* The settings' row turns the mode on and off, in the smallest window; with
 * no voice to be had, that is said the first time only. */
static void test_the_settings_row_turns_it_on_and_off(void **state)
{
    (void)state;
    str_set_language("en");
    App *app = open_game(false, "libecarte-no-such-speech.so.0");
    AppConfig config;
    support_config(&config, 5, 800, 600, false);
    app_destroy(app);
    config.speech_library = "libecarte-no-such-speech.so.0";
    app = support_open(&config);
    support_key(app, SDLK_ESCAPE);
    click_rect(app, menu_item(app_layout(app), MENU_SETTINGS));
    assert_int_equal(support_top(app), SCREEN_SETTINGS);
    const Layout *l = app_layout(app);
    Rect panel = settings_panel(l), row = settings_row(l, SET_ROW_COUNT - 1), close = settings_close(l);
    assert_true(panel.y >= 0 && panel.y + panel.h <= l->height);
    assert_true(row.y + row.h <= close.y);
    char value[64];
    settings_value(&(Settings){.speech = true}, SET_SPEECH, value, sizeof value);
    assert_string_equal(value, str_get(STR_VAL_ON));

    click_rect(app, settings_arrow(l, SET_SPEECH, 1));
    assert_true(speech_saved());
    wait_for_flash(app, STR_SPK_UNAVAILABLE);
    assert_true(flashed(app, STR_SPK_UNAVAILABLE));
    click_rect(app, settings_arrow(l, SET_SPEECH, 1));
    assert_false(speech_saved());
    support_key(app, SDLK_F2);
    assert_true(flashed(app, STR_SPK_KEYS_OFF));
    click_rect(app, settings_arrow(l, SET_SPEECH, -1));
    assert_true(speech_saved());
    assert_string_equal(app_last_announcement(app), str_get(STR_SPK_ON));
    /* Long enough for a missing library to be found missing many times
     * over: nothing more is said of it. */
    for (int i = 0; i < 300; i++) {
        support_step(app, 10);
        SDL_Delay(1);
    }
    assert_true(flashed(app, STR_SPK_KEYS_OFF));
    click_rect(app, settings_arrow(l, SET_SPEECH, 1));
    assert_false(speech_saved());
    app_destroy(app);
}

/* The panel's words `about`, with no control in the ring: what is heard
 * (NULL: whatever it is). */
static void hear_panel(Table *t, const char *about, const char *expected)
{
    announcer_screen(&t->announcer, about, "");
    const char *got = heard(t);
    if (expected && strcmp(got, expected) != 0)
        fail_msg("%s\n heard    %s\n expected %s", about, got, expected);
}

/* The panels in words: each says what it is as it opens, then the item or
 * row the keyboard moves to; back at the table, what is asked again. */
static void test_the_screen_is_said_and_then_its_focus(void **state)
{
    (void)state;
    str_set_language("en");
    Table t;
    memset(&t, 0, sizeof t);
    announcer_init(&t.announcer);
    announcer_screen(&t.announcer, "Menu. Up and Down choose.", "");
    assert_string_equal(heard(&t), "event: Menu. Up and Down choose.\n");
    announcer_screen(&t.announcer, "Menu. Up and Down choose.", "");
    assert_string_equal(heard(&t), "");
    announcer_screen(&t.announcer, "Menu. Up and Down choose.", "Resume, 1 of 8.");
    announcer_screen(&t.announcer, "Menu. Up and Down choose.", "New game, 2 of 8.");
    assert_string_equal(heard(&t), "focus: Resume, 1 of 8. New game, 2 of 8.\n");
    /* Another panel in the same place: both are said again. */
    announcer_screen(&t.announcer, "Settings.", "New game, 2 of 8.");
    assert_string_equal(heard(&t), "event: Settings.\nfocus: New game, 2 of 8.\n");
    /* A panel that changes in place is heard from its first new sentence:
     * a rating come in, the next decision; words that only shrink are not
     * said again. */
    static const char *const IN_PLACE[][2] = {
        {"Hand 2. Decision 1 of 4. Rating the decisions\u2026",
         "event: Hand 2. Decision 1 of 4. Rating the decisions\u2026\n"},
        {"Hand 2. Decision 1 of 4. A good choice. Checked again.", "event: A good choice. Checked again.\n"},
        {"Hand 2. Decision 1 of 4. A good choice. Checked again. A lucky draw.", "event: A lucky draw.\n"},
    };
    for (size_t i = 0; i < sizeof IN_PLACE / sizeof IN_PLACE[0]; i++)
        hear_panel(&t, IN_PLACE[i][0], IN_PLACE[i][1]);
    /* The repeat says the panel whole: a rating alone would not say whose. */
    announcer_repeat(&t.announcer);
    assert_string_equal(heard(&t), "asked: Hand 2. Decision 1 of 4. A good choice. Checked again. A lucky draw.\n");
    /* A colon does not end a sentence: a changed score keeps its label. */
    static const char *const CHANGED[][2] = {
        {"Hand 2. Score: you 1, the opponent 0.", NULL},
        {"Hand 2. Score: you 2, the opponent 0.", "event: Score: you 2, the opponent 0.\n"},
        {"Hand 2. Decision 10 of 14. A good choice.", "event: Decision 10 of 14. A good choice.\n"},
        {"Hand 2. Decision 10 of 14.", ""},
        {"Hand 3. Decision 10 of 14.", "event: Hand 3. Decision 10 of 14.\n"},
    };
    for (size_t i = 0; i < sizeof CHANGED / sizeof CHANGED[0]; i++)
        hear_panel(&t, CHANGED[i][0], CHANGED[i][1]);
    announcer_screen(&t.announcer, "", "");
    assert_string_equal(heard(&t), "");
    /* Lines written for the eye end as sentences when heard. */
    char words[128] = "";
    screen_words_add(words, sizeof words, "-19% chance of winning the game");
    screen_words_add(words, sizeof words, "Hint: accept.");
    screen_words_add(words, sizeof words, "\u0915\u0947\u0932\u0947\u0964");
    assert_string_equal(words, "-19% chance of winning the game. Hint: accept. \u0915\u0947\u0932\u0947\u0964");
    /* Off, nothing at all. */
    announcer_switch(&t.announcer, false);
    announcer_screen(&t.announcer, "Menu.", "Resume, 1 of 8.");
    assert_string_equal(heard(&t), "");
}

static void test_the_menu_and_the_settings_are_heard(void **state)
{
    (void)state;
    str_set_language("en");
    App *app = open_game(true, NULL); /* the tests' stand-in voice */
    support_step(app, 100);
    support_key(app, SDLK_ESCAPE);
    support_step(app, 5);
    assert_int_equal(support_top(app), SCREEN_MENU);
    char expected[ANNOUNCE_TEXT_MAX];
    snprintf(expected, sizeof expected, "%s %s", said(STR_SPK_PANEL, str_get(STR_MENU_TITLE), 0, 0),
             str_get(STR_SPK_KEYS_LIST));
    assert_string_equal(app_last_announcement(app), expected);
    support_key(app, SDLK_DOWN);
    support_step(app, 5);
    assert_string_equal(app_last_announcement(app), said(STR_SPK_ITEM, str_get(STR_MENU_RESUME), "1", "9"));
    for (int i = 0; i < MENU_SETTINGS; i++)
        support_key(app, SDLK_DOWN);
    support_step(app, 5);
    assert_string_equal(app_last_announcement(app), said(STR_SPK_ITEM, str_get(STR_MENU_SETTINGS), "6", "9"));
    support_key(app, SDLK_RETURN);
    support_step(app, 5);
    assert_int_equal(support_top(app), SCREEN_SETTINGS);
    assert_non_null(strstr(app_last_announcement(app), str_get(STR_SPK_KEYS_SETTINGS)));
    /* Down to the coach's row, and one step on: each is heard. */
    for (int row = 0; row < SET_COACH; row++)
        support_key(app, SDLK_DOWN);
    support_step(app, 5);
    char was[ANNOUNCE_TEXT_MAX], value[128];
    snprintf(was, sizeof was, "%s", app_last_announcement(app));
    snprintf(value, sizeof value, "%s: ", str_get(STR_SET_COACH));
    assert_memory_equal(was, value, strlen(value));
    support_key(app, SDLK_RIGHT);
    support_step(app, 5);
    Settings settings = saved_settings();
    settings_value(&settings, SET_COACH, value, sizeof value);
    assert_string_equal(app_last_announcement(app), said(STR_SPK_SETTING, str_get(STR_SET_COACH), value, 0));
    assert_string_not_equal(app_last_announcement(app), was);
    support_key(app, SDLK_ESCAPE);
    support_step(app, 5);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_hand_is_heard_in_english),
        cmocka_unit_test(test_the_keyboards_card_is_said_when_it_moves),
        cmocka_unit_test(test_the_cards_chosen_to_throw_away_are_said),
        cmocka_unit_test(test_the_whole_situation_and_the_repeat),
        cmocka_unit_test(test_printed_cards_become_names),
        cmocka_unit_test(test_the_same_hand_in_marathi_and_sindhi),
        cmocka_unit_test(test_without_a_voice_the_game_plays_the_same),
        cmocka_unit_test(test_the_keys_ask_for_the_situation_and_the_repeat),
        cmocka_unit_test(test_a_refusal_is_heard),
        cmocka_unit_test(test_the_settings_row_turns_it_on_and_off),
        cmocka_unit_test(test_the_screen_is_said_and_then_its_focus),
        cmocka_unit_test(test_the_menu_and_the_settings_are_heard),
        cmocka_unit_test(test_the_voice_speaks_at_each_priority),
        cmocka_unit_test(test_a_silent_service_does_not_hold_the_game),
        cmocka_unit_test(test_a_missing_service_leaves_nothing_behind),
        cmocka_unit_test(test_a_service_that_goes_away_leaves_nothing_behind),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
