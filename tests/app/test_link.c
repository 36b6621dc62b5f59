/* Two players at a table of a real table server on loopback, each a
 * session whose referee is a link: they create and join by code, play a
 * whole game and agree on it, each hand shown at its end until its player
 * asks for the next; one leaves mid-hand and takes the seat back
 * with its token; the server stops mid-hand and starts again on the same
 * state, and the links find their seats again by themselves; the players
 * see each other's names, say phrases, and play a rematch at the same
 * table, which each session sees as a new game from its first deal.  No
 * SDL. */
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <setjmp.h>
#include <sys/socket.h>
#include <unistd.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "online/link.h"
#include "server_support.h"
#include "session/session.h"

/* Every wait is bounded, generously for a slow, shared machine. */
enum { GIVE_UP_MS = 180000 };

static void nap(void) { nanosleep(&(struct timespec){.tv_nsec = 2000000}, NULL); }

typedef struct Player {
    Link *link;
    Session *session;
    Rng rng;
    int events;
    bool autoplay;   /* the session's computer plays the seat */
    int hands_ended; /* hands seen at their end, before the next deal */
    int hand_ended;  /* the last of them */
    int games;       /* first deals of a game seen */
    Game first_deal; /* the game as the last of them showed it */
} Player;

static void player_open(Player *p, const char *address, LinkWant want, const char *code_or_token, uint64_t seed)
{
    LinkConfig config;
    memset(&config, 0, sizeof config);
    snprintf(config.address, sizeof config.address, "%s", address);
    snprintf(config.name, sizeof config.name, "player %d", (int)want);
    config.want = want;
    config.options = options_preset(PRESET_STANDARD);
    config.options.target = 5;
    config.retry_max_ms = 200;
    if (want == LINK_JOIN)
        snprintf(config.code, sizeof config.code, "%s", code_or_token);
    if (want == LINK_RESUME)
        snprintf(config.token, sizeof config.token, "%s", code_or_token);
    p->link = link_open(&config, (TaskWake){0});
    assert_non_null(p->link);
    SessionConfig sc;
    memset(&sc, 0, sizeof sc);
    sc.options = config.options;
    sc.seed = seed;
    sc.player = 0;
    sc.rated = true;
    sc.threaded = true;
    /* The table's second seat, when it plays the first game, is the
     * computer's, as with --autoplay. */
    sc.autoplay = p->autoplay;
    sc.level = AI_NORMAL;
    p->session = session_create_refereed(&sc, link_referee(p->link));
    assert_non_null(p->session);
    p->rng = rng_seeded(seed);
}

static void player_close(Player *p)
{
    session_destroy(p->session); /* and its link */
    p->session = NULL;
    p->link = NULL;
}

static LinkStatus status_of(Player *p)
{
    LinkStatus status;
    link_status(p->link, &status);
    return status;
}

/* One step: the session takes in news; the player acts when it may. */
static void step(Player *p, double now)
{
    session_update(p->session, now, true);
    static SessionEvent event;
    while (session_poll(p->session, &event)) {
        p->events++;
        if (event.kind == SESSION_FAILED)
            fail_msg("the session failed to follow the table");
        if (event.kind == SESSION_DEALT && event.after.hands_dealt == 1) {
            p->games++;
            p->first_deal = event.after;
        }
    }
    const Game *game = session_game(p->session);
    if (game->hands_dealt == 0 || game_is_over(game))
        return;
    if (game->phase == PHASE_HAND_OVER) {
        if (p->hand_ended != game->hands_dealt)
            p->hands_ended++;
        p->hand_ended = game->hands_dealt;
        session_deal(p->session); /* on to the next hand, once it is dealt */
        return;
    }
    if (game->to_act != session_player(p->session) || p->autoplay)
        return;
    ActionList legal;
    game_legal_actions(game, &legal);
    if (legal.count > 0)
        session_submit(p->session, legal.items[rng_below(&p->rng, (uint32_t)legal.count)], NULL);
}

/* Steps both players until `done` says so, or fails the test after a
 * while. */
typedef bool (*Until)(Player *a, Player *b);

static void play_until(Player *a, Player *b, Until done, const char *what)
{
    double start = test_clock_ms(), now = 0;
    while (!done(a, b)) {
        if (test_clock_ms() - start > GIVE_UP_MS)
            fail_msg("no %s in %d s", what, GIVE_UP_MS / 1000);
        now += 20;
        if (a->session)
            step(a, now);
        if (b->session)
            step(b, now);
        nap();
    }
}

/* The game is over, and its last hand is in the journal: a hand that ends
 * the game as it is dealt is shown whole after the view that ends it. */
static bool over_and_kept(Player *p)
{
    Game replayed;
    const Journal *journal = session_journal(p->session);
    return game_is_over(session_game(p->session)) && journal_state(journal, journal->count, &replayed) &&
           game_is_over(&replayed);
}

static bool both_over(Player *a, Player *b) { return over_and_kept(a) && over_and_kept(b); }

static bool code_given(Player *a, Player *b)
{
    (void)b;
    return status_of(a).seated;
}

/* Both have seen the first deal. */
static bool both_dealt(Player *a, Player *b)
{
    return session_game(a->session)->hands_dealt > 0 && session_game(b->session)->hands_dealt > 0;
}

/* Mid-hand: a card has been played in the second hand or later. */
static bool mid_hand(Player *a, Player *b)
{
    const Game *g = session_game(a->session);
    (void)b;
    return g->hands_dealt >= 2 && g->phase == PHASE_PLAY && (g->trick_size > 0 || g->history_count > 0);
}

/* Each sees the same game: the same scores, the same hand, and the same
 * tricks, from each seat. */
static void same_game_seen(Player *a, Player *b)
{
    const Game *ga = session_game(a->session), *gb = session_game(b->session);
    assert_memory_equal(ga->scores, gb->scores, sizeof ga->scores);
    assert_int_equal(ga->hands_dealt, gb->hands_dealt);
    assert_int_equal(ga->winner, gb->winner);
}

/* The same codes, tokens and deals every run. */
static void open_table(TestServer *server, Player *a, Player *b)
{
    test_server_config(server);
    server->random.key = 1861;
    server->config.random = test_random;
    server->config.random_context = &server->random;
    test_server_start(server);
    player_open(a, server->address, LINK_CREATE, NULL, 11);
    play_until(a, b, code_given, "table");
    LinkStatus made = status_of(a);
    assert_int_equal(made.seat, 0);
    assert_int_equal(strlen(made.code), NET_CODE_TEXT - 1);
    assert_int_equal(made.state, LINK_WAITING);
    player_open(b, server->address, LINK_JOIN, made.code, 12);
    play_until(a, b, both_dealt, "first deal");
    assert_int_equal(status_of(b).seat, 1);
    assert_int_equal(session_player(b->session), 1);
}

static void close_table(TestServer *server, Player *a, Player *b)
{
    player_close(a);
    player_close(b);
    test_server_stop(server);
    test_server_remove(server);
}

static void check_the_end(Player *a, Player *b)
{
    same_game_seen(a, b);
    LinkStatus sa = status_of(a), sb = status_of(b);
    assert_true(sa.over && sb.over);
    assert_int_equal(sa.winner, sb.winner);
    assert_int_equal(sa.winner, session_game(a->session)->winner);
    assert_false(sa.unfair || sb.unfair);
    assert_true(sa.hands_checked > 0 && sb.hands_checked > 0);
    /* The hands revealed are in the journals: the review plays on them. */
    Player *both[] = {a, b};
    for (int i = 0; i < 2; i++) {
        Game replayed;
        const Journal *journal = session_journal(both[i]->session);
        assert_true(journal->count > 0);
        assert_true(journal_state(journal, journal->count, &replayed));
        assert_true(game_is_over(&replayed));
        assert_memory_equal(replayed.scores, session_game(both[i]->session)->scores, sizeof replayed.scores);
    }
}

static void test_two_players_play_a_whole_game(void **state)
{
    (void)state;
    static TestServer server;
    static Player a, b;
    b.autoplay = true;
    open_table(&server, &a, &b);
    assert_false(session_request_hint(a.session)); /* no advice against a person */
    play_until(&a, &b, both_over, "end of the game");
    check_the_end(&a, &b);
    /* Every hand but the last was shown at its end, until its player asked
     * for the next. */
    int hands = session_game(a.session)->hands_dealt;
    assert_true(hands > 1);
    assert_int_equal(a.hands_ended, hands - 1);
    assert_int_equal(b.hands_ended, hands - 1);
    close_table(&server, &a, &b);
}

static void test_a_player_who_leaves_takes_the_seat_back(void **state)
{
    (void)state;
    static TestServer server;
    static Player a, b;
    open_table(&server, &a, &b);
    play_until(&a, &b, mid_hand, "second hand");
    char token[NET_TOKEN_TEXT];
    snprintf(token, sizeof token, "%s", status_of(&b).token);
    assert_int_equal(strlen(token), NET_TOKEN_TEXT - 1);
    player_close(&b); /* the window closes mid-hand */
    double start = test_clock_ms();
    while (status_of(&a).opponent_present && test_clock_ms() - start < GIVE_UP_MS)
        nap();
    assert_false(status_of(&a).opponent_present);
    player_open(&b, server.address, LINK_RESUME, token, 13);
    play_until(&a, &b, both_over, "end of the game after coming back");
    check_the_end(&a, &b);
    close_table(&server, &a, &b);
}

static bool both_reconnecting(Player *a, Player *b)
{
    return status_of(a).state == LINK_RECONNECTING && status_of(b).state == LINK_RECONNECTING;
}

/* Stops the server until both links have lost it, then starts it again on
 * the same folder and the same address: the tables go on. */
static void restart(TestServer *server, Player *a, Player *b)
{
    static char address[96];
    snprintf(address, sizeof address, "%s", server->address);
    test_server_stop(server);
    play_until(a, b, both_reconnecting, "lost connection");
    server->config.listen = address;
    test_server_start(server);
}

static void test_the_server_stops_and_starts_again(void **state)
{
    (void)state;
    static TestServer server;
    static Player a, b;
    open_table(&server, &a, &b);
    play_until(&a, &b, mid_hand, "second hand");
    restart(&server, &a, &b);
    play_until(&a, &b, both_over, "end of the game after the server came back");
    check_the_end(&a, &b);
    assert_true(status_of(&a).hands_checked > 0);
    close_table(&server, &a, &b);
}

static bool both_asked(Player *a, Player *b)
{
    LinkStatus sa = status_of(a), sb = status_of(b);
    return sa.rematch_asked[0] && sb.rematch_asked[0];
}

static bool second_game_dealt(Player *a, Player *b) { return a->games == 2 && b->games == 2; }

/* Waits until the player hears a phrase, and returns it. */
static void hear(Player *p, uint8_t *seat, NetPhrase *phrase)
{
    double start = test_clock_ms();
    while (!link_take_phrase(p->link, seat, phrase)) {
        if (test_clock_ms() - start > GIVE_UP_MS)
            fail_msg("no phrase heard");
        nap();
    }
}

/* The first deal of a game: nobody has scored, but by a king turned up. */
static void check_first_deal(const Game *g)
{
    bool king = g->turnup != CARD_NONE && card_rank(g->turnup) == RANK_KING;
    assert_int_equal(g->hands_dealt, 1);
    assert_int_equal(g->scores[g->dealer], king ? 1 : 0);
    assert_int_equal(g->scores[seat_other(g->dealer)], 0);
}

static void test_a_rematch_is_a_new_game(void **state)
{
    (void)state;
    static TestServer server;
    static Player a, b;
    open_table(&server, &a, &b);
    assert_string_equal(status_of(&a).opponent_name, "player 1");
    assert_string_equal(status_of(&b).opponent_name, "player 0");
    assert_int_equal(status_of(&a).game_number, 1);

    /* A phrase is heard at both seats, the sayer's own included. */
    uint8_t seat;
    NetPhrase phrase;
    assert_false(link_take_phrase(b.link, &seat, &phrase));
    link_say(a.link, NET_PHRASE_GOOD_LUCK);
    link_say(a.link, NET_PHRASE_THANKS);
    hear(&b, &seat, &phrase);
    assert_int_equal(seat, 0);
    assert_int_equal(phrase, NET_PHRASE_GOOD_LUCK);
    hear(&b, &seat, &phrase);
    assert_int_equal(phrase, NET_PHRASE_THANKS);
    hear(&a, &seat, &phrase);
    assert_int_equal(phrase, NET_PHRASE_GOOD_LUCK);
    link_say(b.link, NET_PHRASE_HELLO);
    hear(&a, &seat, &phrase);
    if (phrase == NET_PHRASE_THANKS)
        hear(&a, &seat, &phrase);
    assert_int_equal(seat, 1);
    assert_int_equal(phrase, NET_PHRASE_HELLO);

    /* Too soon: refused, and nothing changes. */
    link_rematch(a.link);
    assert_int_equal(a.games, 1);
    uint8_t first_dealer = a.first_deal.dealer;
    check_first_deal(&a.first_deal);
    play_until(&a, &b, both_over, "end of the first game");
    check_the_end(&a, &b);
    assert_false(status_of(&b).rematch_asked[0]);

    link_rematch(a.link);
    play_until(&a, &b, both_asked, "a rematch asked for");
    LinkStatus asked = status_of(&b);
    assert_true(asked.over);
    assert_int_equal(asked.state, LINK_OVER);
    assert_false(asked.rematch_asked[1]);
    assert_int_equal(asked.game_number, 1);

    link_rematch(b.link);
    play_until(&a, &b, second_game_dealt, "the second game's first deal");
    Player *both[] = {&a, &b};
    for (int i = 0; i < 2; i++) {
        Player *p = both[i];
        check_first_deal(&p->first_deal);
        assert_int_equal(p->first_deal.dealer, seat_other(first_dealer));
        LinkStatus status = status_of(p);
        assert_false(status.over);
        assert_int_equal(status.game_number, 2);
        assert_false(status.rematch_asked[0] || status.rematch_asked[1]);
        /* The journal begins with the new game. */
        Game start;
        assert_true(journal_state(session_journal(p->session), 0, &start));
        assert_int_equal(start.hands_dealt, 0);
        assert_int_equal(start.scores[0] + start.scores[1], 0);
    }
    play_until(&a, &b, both_over, "end of the second game");
    check_the_end(&a, &b);
    assert_int_equal(status_of(&a).game_number, 2);
    close_table(&server, &a, &b);
}

/* Once the game is over the links stay; lost, they come back only for a
 * rematch asked for, which the server keeps through its restart. */
static void test_a_rematch_outlives_the_server_stopping(void **state)
{
    (void)state;
    static TestServer server;
    static Player a, b;
    open_table(&server, &a, &b);
    play_until(&a, &b, both_over, "end of the first game");
    link_rematch(a.link);
    play_until(&a, &b, both_asked, "a rematch asked for");
    restart(&server, &a, &b);
    link_rematch(b.link);
    play_until(&a, &b, second_game_dealt, "the second game's first deal");
    check_first_deal(&a.first_deal);
    check_first_deal(&b.first_deal);
    play_until(&a, &b, both_over, "end of the second game");
    check_the_end(&a, &b);
    close_table(&server, &a, &b);
}

static void test_a_wrong_code_is_refused_for_good(void **state)
{
    (void)state;
    static TestServer server;
    test_server_config(&server);
    test_server_start(&server);
    static Player p;
    player_open(&p, server.address, LINK_JOIN, "ACDE-FHJK", 14);
    double start = test_clock_ms();
    while (status_of(&p).state != LINK_FAILED && test_clock_ms() - start < GIVE_UP_MS)
        nap();
    assert_int_equal(status_of(&p).state, LINK_FAILED);
    assert_int_equal(status_of(&p).refusal, LINK_REFUSED_CODE);
    player_close(&p);
    test_server_stop(&server);
    test_server_remove(&server);
}

/* ---- a server that sends what no table can be ---- */

/* Takes connections on loopback and, for each, says welcome and seats the
 * client, then sends `line`: at most CONNECTIONS_MAX of them. */
enum { CONNECTIONS_MAX = 6 };
typedef struct BrokenServer {
    int fd, port, connections;
    const char *line;
    pthread_t thread;
} BrokenServer;

static void read_line(int fd)
{
    char c;
    while (recv(fd, &c, 1, 0) == 1 && c != '\n')
        ;
}

static void send_all(int fd, const char *text, size_t length)
{
    while (length > 0) {
        ssize_t sent = send(fd, text, length, MSG_NOSIGNAL);
        if (sent <= 0)
            return;
        text += sent;
        length -= (size_t)sent;
    }
}

static void *broken_serve(void *context)
{
    BrokenServer *server = context;
    static const char WELCOME[] = "{\"type\":\"welcome\",\"protocol\":1,\"server\":\"broken\",\"limits\":{}}\n";
    static const char SEATED[] = "{\"type\":\"seated\",\"code\":\"KT3F-XW7A\",\"seat\":1,"
                                 "\"token\":\"00112233445566778899aabbccddeeff\"}\n";
    while (server->connections < CONNECTIONS_MAX) {
        int client = accept(server->fd, NULL, NULL);
        if (client < 0)
            return NULL;
        server->connections++;
        read_line(client); /* hello */
        send_all(client, WELCOME, strlen(WELCOME));
        read_line(client); /* join, then resume */
        send_all(client, SEATED, strlen(SEATED));
        send_all(client, server->line, strlen(server->line));
        send_all(client, "\n", 1);
        read_line(client); /* until the client goes */
        close(client);
    }
    return NULL;
}

static void broken_start(BrokenServer *server, const char *line)
{
    memset(server, 0, sizeof *server);
    server->line = line;
    server->fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_in at = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t length = sizeof at;
    assert_int_equal(bind(server->fd, (struct sockaddr *)&at, sizeof at), 0);
    assert_int_equal(getsockname(server->fd, (struct sockaddr *)&at, &length), 0);
    assert_int_equal(listen(server->fd, 4), 0);
    server->port = ntohs(at.sin_port);
    assert_int_equal(pthread_create(&server->thread, NULL, broken_serve, server), 0);
}

static void broken_stop(BrokenServer *server)
{
    shutdown(server->fd, SHUT_RDWR);
    pthread_join(server->thread, NULL);
    close(server->fd);
}

/* A server that keeps sending what no table can be is tried a few times, in
 * case it was a passing fault, then left for good, saying what it sent. */
static void a_broken_server_is_left(const char *line)
{
    static BrokenServer server;
    broken_start(&server, line);
    char address[64];
    snprintf(address, sizeof address, "127.0.0.1:%d", server.port);
    static Player p;
    player_open(&p, address, LINK_JOIN, "KT3F-XW7A", 15);
    double start = test_clock_ms();
    while (status_of(&p).state != LINK_FAILED && test_clock_ms() - start < GIVE_UP_MS)
        nap();
    LinkStatus status = status_of(&p);
    assert_int_equal(status.state, LINK_FAILED);
    assert_int_equal(status.refusal, LINK_REFUSED_BROKEN);
    assert_non_null(strstr(status.why, "the table sent"));
    player_close(&p);
    broken_stop(&server);
    assert_int_equal(server.connections, 3);
}

static void test_a_server_that_sends_no_json_is_left(void **state)
{
    (void)state;
    static char brackets[200001];
    memset(brackets, '[', sizeof brackets - 1);
    a_broken_server_is_left(brackets);
}

static void test_a_server_that_sends_an_impossible_table_is_left(void **state)
{
    (void)state;
    /* A score of 250 in a game to 5. */
    a_broken_server_is_left(
        "{\"type\":\"table\",\"code\":\"KT3F-XW7A\",\"seq\":1,\"seat\":1,\"view\":{\"seat\":1,\"phase\":\"propose\",\"to_act\":0,\"dealer\":1,\"scores\":[250,0],\"target\":5,\"hand_number\":1,\"options\":{\"must_trump\":false,\"penalty\":\"standard\",\"dealer_must_exchange\":false},\"trump\":\"S\",\"turnup\":\"8S\",\"stock\":21,\"exchanged\":[0,0],\"exchanges\":[],\"proposed\":false,\"refused\":false,\"stood\":false,\"king_declared\":null,\"trick\":[],\"leader\":0,\"tricks\":[0,0],\"history\":[],\"last_hand\":null,\"winner\":null,\"hand\":[\"7S\",\"TD\",\"8C\",\"9C\",\"TC\"],\"opponent_cards\":5,\"discards\":[]},\"legal\":[],\"commitment\":\"42fe4997b48ffd3570b0d05e18c715fcb43d57f4a013e805613975182fa52f19\",\"present\":[true,true],\"last\":null,\"over\":null,\"names\":[\"Ada\",\"Bob\"],\"rematch\":[false,false],\"game\":1,\"left\":[false,false]}");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_players_play_a_whole_game),
        cmocka_unit_test(test_a_player_who_leaves_takes_the_seat_back),
        cmocka_unit_test(test_the_server_stops_and_starts_again),
        cmocka_unit_test(test_a_rematch_is_a_new_game),
        cmocka_unit_test(test_a_rematch_outlives_the_server_stopping),
        cmocka_unit_test(test_a_wrong_code_is_refused_for_good),
        cmocka_unit_test(test_a_server_that_sends_no_json_is_left),
        cmocka_unit_test(test_a_server_that_sends_an_impossible_table_is_left),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
