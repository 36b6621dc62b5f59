/* The game in play without a window and without SDL: a whole game played
 * through the session against an opponent the test writes itself, every
 * change out as one event, in order, however many come between two polls;
 * a lesson's written part; and the computer thinking off the asker's
 * thread. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session/computer.h"
#include "session/script.h"
#include "session/session.h"

static bool same_game(const Game *a, const Game *b)
{
    return a->phase == b->phase && a->to_act == b->to_act && a->dealer == b->dealer &&
           a->hands_dealt == b->hands_dealt && a->history_count == b->history_count && a->trick_size == b->trick_size &&
           a->exchange_count == b->exchange_count && a->seed == b->seed &&
           memcmp(a->scores, b->scores, sizeof a->scores) == 0 && memcmp(a->hands, b->hands, sizeof a->hands) == 0 &&
           memcmp(a->discards, b->discards, sizeof a->discards) == 0;
}

/* ---- an opponent written by the test ----------------------------------- */

/* Answers each question, a few updates after it is asked, with the last
 * legal action, and keeps every view it was asked with. */
typedef struct Planned {
    Opponent opponent;
    SeatView asked;
    int questions, delay, waited;
    bool pending, forgotten_any;
} Planned;

static void planned_ask(Opponent *o, const SeatView *view, uint64_t seed)
{
    (void)seed;
    Planned *p = (Planned *)o;
    p->asked = *view;
    p->questions++;
    p->pending = true;
    p->waited = 0;
}

static bool planned_answer(Opponent *o, Action *action, bool *ok)
{
    Planned *p = (Planned *)o;
    if (!p->pending || p->waited++ < p->delay)
        return false;
    ActionList legal;
    view_legal_actions(&p->asked, &legal);
    *ok = legal.count > 0;
    if (*ok)
        *action = legal.items[legal.count - 1];
    p->pending = false;
    return true;
}

static void planned_forget(Opponent *o)
{
    Planned *p = (Planned *)o;
    p->forgotten_any |= p->pending;
    p->pending = false;
}

static void planned_wait(Opponent *o) { ((Planned *)o)->delay = 0; }
static void planned_destroy(Opponent *o) { (void)o; }

static const OpponentClass PLANNED = {planned_ask, planned_answer, planned_forget, planned_wait, planned_destroy};

static SessionConfig config_of(uint64_t seed)
{
    SessionConfig config;
    memset(&config, 0, sizeof config);
    config.options = options_preset(PRESET_STANDARD);
    config.seed = seed;
    config.level = AI_EASY;
    config.player = 0;
    return config;
}

/* Each event starts where the last one ended, and says what happened. */
static void take(const SessionEvent *event, Game *last)
{
    if (!same_game(&event->before, last))
        fail_msg("an event is missing before a %s event (hand %d, trick %d)",
                 event->kind == SESSION_DEALT ? "deal" : "move", event->after.hands_dealt, event->after.history_count);
    if (event->kind == SESSION_ACTED) {
        Game replay = event->before;
        assert_int_equal(game_apply(&replay, event->action, NULL), RULE_OK);
        assert_true(same_game(&replay, &event->after));
    } else {
        assert_int_equal(event->kind, SESSION_DEALT);
    }
    *last = event->after;
}

static void test_a_whole_game_against_a_written_opponent(void **state)
{
    (void)state;
    static Planned planned;
    memset(&planned, 0, sizeof planned);
    planned.opponent.class = &PLANNED;
    planned.delay = 2;
    SessionConfig config = config_of(8);
    config.pace_min_ms = 5;
    config.pace_max_ms = 5;
    Session *s = session_create(&config, &planned.opponent);
    assert_non_null(s);
    static SessionEvent event;
    static Game last;
    last = *session_game(s);
    assert_true(session_new_game(s, 8));
    double now = 0;
    int moves[SEAT_COUNT] = {0, 0};
    const Game *game = session_game(s);
    for (int i = 0; i < 20000 && !game_is_over(game); i++) {
        while (session_poll(s, &event)) {
            take(&event, &last);
            if (event.kind == SESSION_ACTED)
                moves[event.actor]++;
        }
        if (game->phase == PHASE_HAND_OVER) {
            assert_true(session_deal(s));
        } else if (game->to_act == 0) {
            /* Not the opponent's turn: nobody asked it anything. */
            assert_false(session_opponent_turn(s));
            ActionList legal;
            game_legal_actions(game, &legal);
            assert_int_equal(session_submit(s, legal.items[0], NULL), SUBMIT_OK);
        } else {
            /* Out of turn, the player is refused and nothing changes. */
            assert_int_equal(session_submit(s, action_stand(), NULL), SUBMIT_NOT_YOUR_TURN);
            session_update(s, now += 1.0, true);
            if (planned.pending) {
                /* Asked with its own seat's view, and nothing more. */
                SeatView view;
                game_view(game, 1, &view);
                assert_memory_equal(&planned.asked, &view, sizeof view);
            }
        }
    }
    while (session_poll(s, &event))
        take(&event, &last);
    assert_true(game_is_over(game));
    assert_true(same_game(&last, game));
    assert_true(moves[0] > 5 && moves[1] > 5);
    assert_true(planned.questions >= moves[1]);
    /* The journal replays the whole game, both seats' moves. */
    static Game replayed;
    const Journal *journal = session_journal(s);
    assert_true(journal_state(journal, journal->count, &replayed));
    assert_true(same_game(&replayed, game));
    session_destroy(s);
}

/* ---- every change is one event -------------------------------------------- */

/* The computer plays both seats, answering at once. */
static Session *autoplay(uint64_t seed)
{
    SessionConfig config = config_of(seed);
    config.autoplay = true;
    Computer *computer = computer_create(AI_EASY, (TaskWake){0}, false);
    assert_non_null(computer);
    Session *s = session_create(&config, computer_opponent(computer));
    assert_non_null(s);
    return s;
}

/* Moves the game on by one change, leaving its event uncollected. */
static void step(Session *s, double *now)
{
    const Game *game = session_game(s);
    if (game->phase == PHASE_GAME_OVER) {
        assert_true(session_new_game(s, game->seed + 1));
        return;
    }
    if (game->phase == PHASE_HAND_OVER) {
        assert_true(session_deal(s));
        return;
    }
    Game before = *game;
    for (int i = 0; i < 10; i++) {
        session_update(s, *now += 1.0, true);
        if (!same_game(&before, session_game(s)))
            return;
    }
    fail_msg("the computer did not move");
}

static void test_no_event_is_lost_between_polls(void **state)
{
    (void)state;
    Session *s = autoplay(5);
    Game last = *session_game(s);
    double now = 0.0;
    int made = 0, taken = 0;
    static SessionEvent event; /* two Games: kept off the stack */

    assert_true(session_new_game(s, 5));
    made++;
    for (; made < 10; made++)
        step(s, &now);
    for (int i = 0; i < 3; i++, taken++) {
        assert_true(session_poll(s, &event));
        take(&event, &last);
    }
    /* Far more than the window ever leaves waiting. */
    for (int i = 0; i < 60; i++, made++)
        step(s, &now);
    while (session_poll(s, &event)) {
        take(&event, &last);
        taken++;
    }
    assert_int_equal(taken, made);
    assert_true(same_game(&last, session_game(s)));
    session_destroy(s);
}

/* ---- a lesson's written part --------------------------------------------- */

/* The opponent plays its written part while each move is legal, then the
 * computer behind it thinks for itself. */
static void test_a_written_part_is_played_then_the_computer_thinks(void **state)
{
    (void)state;
    static Game start;
    static SessionEvent event;
    double now = 0.0;
    /* Whoever deals, the written part starts at the opponent's first turn:
     * the player stands when the player speaks first. */
    SessionConfig config = config_of(21);
    Session *s = session_create(&config, computer_opponent(computer_create(AI_EASY, (TaskWake){0}, false)));
    assert_true(session_new_game(s, 21));
    if (session_game(s)->to_act == 0)
        assert_int_equal(session_submit(s, action_stand(), NULL), SUBMIT_OK);
    start = *session_game(s);
    session_destroy(s);
    assert_int_equal(start.to_act, 1);
    ActionList legal;
    game_legal_actions(&start, &legal);
    assert_true(legal.count > 1);

    /* Each of the opponent's legal moves, written for it, is the one it
     * plays: more than one, so not merely what it would have chosen. */
    for (int i = 0; i < legal.count; i++) {
        Action written[2] = {legal.items[i], action_accept()};
        Opponent *part = script_create(written, 2, computer_opponent(computer_create(AI_EASY, (TaskWake){0}, false)));
        s = session_create(&config, part);
        session_restore(s, &start, NULL, AI_EASY);
        for (int n = 0; n < 10 && session_game(s)->to_act == 1; n++)
            session_update(s, now += 1.0, true);
        assert_true(session_poll(s, &event));
        assert_int_equal(event.kind, SESSION_ACTED);
        assert_true(action_equal(event.action, legal.items[i]));
        /* The second written move, where it is not legal when its turn
         * comes: the computer plays a move of its own. */
        const Game *game = session_game(s);
        if (game->to_act == 0) {
            ActionList mine;
            game_legal_actions(game, &mine);
            assert_int_equal(session_submit(s, mine.items[0], NULL), SUBMIT_OK);
            assert_true(session_poll(s, &event));
        }
        if (game->to_act == 1) {
            ActionList theirs;
            game_legal_actions(game, &theirs);
            bool written_legal = action_list_contains(&theirs, action_accept());
            for (int n = 0; n < 10 && game->to_act == 1; n++)
                session_update(s, now += 1.0, true);
            assert_true(session_poll(s, &event));
            assert_int_equal(event.kind, SESSION_ACTED);
            assert_int_equal(event.actor, 1);
            assert_true((event.action.type == ACTION_ACCEPT) == written_legal);
        }
        session_destroy(s);
    }
}

/* ---- the computer ------------------------------------------------------------ */

static void dealt_view(SeatView *view, uint64_t seed)
{
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    game_init(&game, &options, seed, 1);
    game_deal(&game, NULL, NULL);
    game_view(&game, game.to_act, view);
}

/* Asked on a queue of its own, the computer answers from another thread
 * while the asker goes on; unthreaded, it answers at once on the asker's. */
static void test_the_computer_thinks_off_the_askers_thread(void **state)
{
    (void)state;
    SeatView view;
    dealt_view(&view, 3);
    for (int threaded = 0; threaded < 2; threaded++) {
        Computer *computer = computer_create(AI_NORMAL, (TaskWake){0}, threaded);
        Opponent *opponent = computer_opponent(computer);
        opponent_ask(opponent, &view, 3);
        Action action;
        bool ok = false;
        if (threaded)
            opponent_wait(opponent);
        assert_true(opponent_answer(opponent, &action, &ok));
        assert_true(ok);
        assert_true(computer_answered_elsewhere(computer) == (threaded != 0));
        Action expected;
        assert_true(ai_choose(&view, AI_NORMAL, 3, &expected));
        assert_true(action_equal(action, expected));
        assert_false(opponent_answer(opponent, &action, &ok)); /* answered once */
        opponent_destroy(opponent);
    }
}

/* A question forgotten is never answered, even once worked out. */
static void test_a_forgotten_question_is_not_answered(void **state)
{
    (void)state;
    SeatView view;
    dealt_view(&view, 4);
    Computer *computer = computer_create(AI_HARD, (TaskWake){0}, true);
    Opponent *opponent = computer_opponent(computer);
    opponent_ask(opponent, &view, 4);
    opponent_forget(opponent);
    opponent_wait(opponent);
    Action action;
    bool ok;
    assert_false(opponent_answer(opponent, &action, &ok));
    opponent_ask(opponent, &view, 4);
    opponent_wait(opponent);
    assert_true(opponent_answer(opponent, &action, &ok));
    opponent_destroy(opponent);
}

/* ---- a game held elsewhere --------------------------------------------- */

/* Holds the real game, plays the other seat with its first legal action,
 * and tells everything as the player's views, as a table server does; it
 * refuses the player's first play once, as a server may. */
typedef struct Held {
    Referee referee;
    Game game;
    Journal journal; /* the hand in play, from its deal */
    Game hand_start;
    RefereeNews queue[64];
    int head, count;
    bool refused_once;
} Held;

static void tell(Held *h, RefereeNews *news) { h->queue[(h->head + h->count++) % 64] = *news; }

static void tell_view(Held *h, bool acted, uint8_t actor, Action action)
{
    static RefereeNews news;
    memset(&news, 0, sizeof news);
    news.kind = NEWS_VIEW;
    game_view(&h->game, 0, &news.view);
    news.acted = acted;
    news.actor = actor;
    news.action = action;
    if (acted && actor != 0 && action.type == ACTION_DISCARD) {
        news.discarded = cardset_count(action.cards);
        news.action = action_discard(0); /* the cards are not the player's to see */
    }
    tell(h, &news);
}

static void deal(Held *h)
{
    h->hand_start = h->game;
    journal_begin(&h->journal, &h->game);
    assert_int_equal(journal_deal(&h->journal, &h->game, NULL, NULL), RULE_OK);
    tell_view(h, false, SEAT_NONE, action_stand());
}

/* Applies an action; at a hand's end, shows it whole and deals the next. */
static void act(Held *h, Action action)
{
    uint8_t actor = h->game.to_act;
    assert_int_equal(journal_apply(&h->journal, &h->game, action, NULL), RULE_OK);
    tell_view(h, true, actor, action);
    if (h->game.phase == PHASE_HAND_OVER || h->game.phase == PHASE_GAME_OVER) {
        static RefereeNews news;
        memset(&news, 0, sizeof news);
        news.kind = NEWS_HAND;
        news.start = h->hand_start;
        news.hand = h->journal;
        tell(h, &news);
        if (h->game.phase == PHASE_HAND_OVER)
            deal(h);
    }
}

static void play_the_other_seat(Held *h)
{
    while (h->game.to_act == 1) {
        ActionList legal;
        game_legal_actions(&h->game, &legal);
        act(h, legal.items[0]);
    }
}

static void held_submit(Referee *r, Action action)
{
    Held *h = (Held *)r;
    if (!h->refused_once && action.type == ACTION_PLAY) {
        h->refused_once = true;
        static RefereeNews news;
        memset(&news, 0, sizeof news);
        news.kind = NEWS_REFUSED;
        snprintf(news.why, sizeof news.why, "the table is busy");
        tell(h, &news);
        return;
    }
    act(h, action);
    play_the_other_seat(h);
}

static bool held_news(Referee *r, RefereeNews *out)
{
    Held *h = (Held *)r;
    if (h->count == 0)
        return false;
    *out = h->queue[h->head];
    h->head = (h->head + 1) % 64;
    h->count--;
    return true;
}

static void held_destroy(Referee *r) { (void)r; }

static const RefereeClass HELD = {held_submit, held_news, held_destroy};

static void test_a_game_held_elsewhere_is_played_from_the_views_alone(void **state)
{
    (void)state;
    static Held held;
    memset(&held, 0, sizeof held);
    held.referee.class = &HELD;
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(game_init(&held.game, &options, 31, 1));
    deal(&held);
    play_the_other_seat(&held);

    SessionConfig config = config_of(99); /* its own seed: it never sees the real one */
    Session *s = session_create_refereed(&config, &held.referee);
    assert_non_null(s);
    assert_false(session_new_game(s, 5)); /* the referee deals */
    static SessionEvent event;
    int refused = 0, events = 0, ended = 0, hands_shown_ended = 0;
    for (int i = 0; i < 5000 && !game_is_over(&held.game); i++) {
        session_update(s, i, true);
        while (session_poll(s, &event)) {
            events++;
            if (event.kind == SESSION_REFUSED) {
                refused++;
                assert_string_equal(event.why, "the table is busy");
                continue;
            }
            assert_true(event.kind == SESSION_DEALT || event.kind == SESSION_ACTED);
        }
        const Game *game = session_game(s);
        if (game->phase == PHASE_HAND_OVER) {
            /* The hand's end stays on the table, the next deal held back,
             * until the player asks for it. */
            if (ended != game->hands_dealt) {
                ended = game->hands_dealt;
                hands_shown_ended++;
                continue;
            }
            assert_true(session_deal(s));
            continue;
        }
        if (held.count == 0) {
            /* All told: the player sees exactly what the real game shows. */
            SeatView mine, real;
            game_view(game, 0, &mine);
            game_view(&held.game, 0, &real);
            assert_memory_equal(&mine, &real, sizeof mine);
        }
        if (held.count == 0 && game->to_act == 0 && game->phase != PHASE_HAND_OVER) {
            ActionList legal;
            game_legal_actions(game, &legal);
            assert_int_equal(session_submit(s, legal.items[legal.count - 1], NULL), SUBMIT_OK);
            /* Sent, not yet answered: the player waits. */
            assert_int_equal(session_submit(s, legal.items[legal.count - 1], NULL), SUBMIT_NOT_YOUR_TURN);
        }
    }
    for (int i = 0; i < 100; i++)
        session_update(s, 1e6 + i, true);
    while (session_poll(s, &event))
        events++;
    assert_true(game_is_over(&held.game));
    assert_true(game_is_over(session_game(s)));
    assert_memory_equal(session_game(s)->scores, held.game.scores, sizeof held.game.scores);
    assert_int_equal(refused, 1);
    assert_true(events > 20);
    assert_int_equal(hands_shown_ended, held.game.hands_dealt - 1);
    /* Every hand shown whole is in the journal: it replays to the real end. */
    Game replayed;
    const Journal *journal = session_journal(s);
    assert_true(journal_state(journal, journal->count, &replayed));
    assert_true(same_game(&replayed, &held.game));
    assert_false(session_request_hint(s));
    session_destroy(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_whole_game_against_a_written_opponent),
        cmocka_unit_test(test_no_event_is_lost_between_polls),
        cmocka_unit_test(test_a_written_part_is_played_then_the_computer_thinks),
        cmocka_unit_test(test_the_computer_thinks_off_the_askers_thread),
        cmocka_unit_test(test_a_forgotten_question_is_not_answered),
        cmocka_unit_test(test_a_game_held_elsewhere_is_played_from_the_views_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
