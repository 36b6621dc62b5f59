#include "session/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecarte/view.h"
#include "session/computer.h"

enum { QUEUE_START = 8, ASK_MOVE = 0, ASK_HINT = 1 };

struct Session {
    SessionConfig config;
    Game game;
    Journal journal;    /* how the game came to be: for the review */
    Opponent *opponent; /* NULL when a referee holds the game */
    Referee *referee;   /* NULL when the game is held here */
    RefereeNews *news;  /* the referee's news being taken: large, made once */
    bool awaiting;      /* the player's action is with the referee */
    bool held;          /* `news` is a deal kept until the player asks for it */
    bool deal_asked;    /* the player has asked for the next hand */
    Computer *hints;    /* made when the first hint is asked for */
    Analysis *analysis; /* NULL when not rated */
    Rng pace;

    /* The opponent's turn: asked once per change of the game. */
    bool asked;
    bool have_move;
    Action move;
    double act_at; /* when the answer is shown; < 0: not yet timed */
    bool hint_asked;

    /* Every change to the game as an event, oldest first: a ring that grows,
     * since an event lost would leave the view and the statistics out of
     * step with the game. */
    SessionEvent *queue;
    int head, count, capacity;
};

/* Room for `more` events, made before the game changes: a change is only
 * made when its event can be kept.  False only when memory runs out. */
static bool reserve(Session *s, int more)
{
    if (s->count + more <= s->capacity)
        return true;
    int capacity = s->capacity > 0 ? s->capacity : QUEUE_START;
    while (capacity < s->count + more)
        capacity *= 2;
    SessionEvent *queue = malloc(sizeof *queue * (size_t)capacity);
    if (!queue)
        return false;
    for (int i = 0; i < s->count; i++)
        queue[i] = s->queue[(s->head + i) % s->capacity];
    free(s->queue);
    s->queue = queue;
    s->head = 0;
    s->capacity = capacity;
    return true;
}

/* Only after reserve: never drops an event. */
static SessionEvent *push(Session *s, SessionEventKind kind, uint8_t actor, Action action, const Game *before)
{
    SessionEvent *event = &s->queue[(s->head + s->count++) % s->capacity];
    memset(&event->hint, 0, sizeof event->hint);
    event->why[0] = '\0';
    event->kind = kind;
    event->actor = actor;
    event->action = action;
    event->before = *before;
    event->after = s->game;
    return event;
}

/* The game moved on: whatever was being worked out for it is not wanted. */
static void changed(Session *s)
{
    s->asked = false;
    s->have_move = false;
    s->act_at = -1.0;
    if (s->opponent)
        opponent_forget(s->opponent);
    if (s->hint_asked)
        computer_forget_hint(s->hints);
    s->hint_asked = false;
}

static void follow(Session *s) { analysis_follow(s->analysis, &s->journal); }

/* What every session starts from, whoever holds its game: NULL, the
 * session gone, when out of memory. */
static Session *set_up(Session *s)
{
    const SessionConfig *config = &s->config;
    s->act_at = -1.0;
    game_init(&s->game, &config->options, config->seed, SEAT_NONE);
    journal_begin(&s->journal, &s->game);
    if (config->rated)
        s->analysis = analysis_create(config->wake);
    if (!reserve(s, QUEUE_START) || (config->rated && !s->analysis)) {
        session_destroy(s);
        return NULL;
    }
    return s;
}

Session *session_create(const SessionConfig *config, Opponent *opponent)
{
    Session *s = calloc(1, sizeof *s);
    if (!s) {
        opponent_destroy(opponent);
        return NULL;
    }
    s->config = *config;
    s->opponent = opponent;
    s->pace = rng_seeded(rng_mix(config->seed, 0x9ace));
    return set_up(s);
}

Session *session_create_refereed(const SessionConfig *config, Referee *referee)
{
    Session *s = calloc(1, sizeof *s);
    RefereeNews *news = malloc(sizeof *news);
    if (!s || !news) {
        free(s);
        free(news);
        referee_destroy(referee);
        return NULL;
    }
    s->config = *config;
    s->referee = referee;
    s->news = news;
    return set_up(s);
}

Referee *session_referee(const Session *s) { return s->referee; }

void session_destroy(Session *s)
{
    if (!s)
        return;
    opponent_destroy(s->opponent);
    referee_destroy(s->referee);
    free(s->news);
    computer_destroy(s->hints);
    analysis_destroy(s->analysis);
    free(s->queue);
    free(s);
}

const SessionConfig *session_config(const Session *s) { return &s->config; }

bool session_new_game(Session *s, uint64_t seed)
{
    if (s->referee || !reserve(s, 1))
        return false;
    Game before = s->game;
    s->config.seed = seed;
    game_init(&s->game, &s->config.options, seed, SEAT_NONE);
    journal_begin(&s->journal, &s->game);
    journal_deal(&s->journal, &s->game, NULL, NULL);
    changed(s);
    push(s, SESSION_DEALT, s->game.dealer, action_stand(), &before);
    follow(s);
    return true;
}

void session_restore(Session *s, const Game *game, const Journal *journal, AiLevel level)
{
    s->game = *game;
    if (journal)
        s->journal = *journal;
    else
        journal_begin(&s->journal, game);
    s->config.seed = game->seed;
    s->config.level = level;
    changed(s);
    follow(s);
}

void session_set_next(Session *s, const GameOptions *options, AiLevel level)
{
    s->config.options = *options;
    s->config.level = level;
}

bool session_deal(Session *s)
{
    if (s->game.phase != PHASE_HAND_OVER && s->game.phase != PHASE_DEAL)
        return false;
    if (s->referee) { /* the referee deals: its deal is shown from now */
        s->deal_asked = true;
        return true;
    }
    if (!reserve(s, 1))
        return false;
    Game before = s->game;
    if (journal_deal(&s->journal, &s->game, NULL, NULL) != RULE_OK)
        return false;
    changed(s);
    push(s, SESSION_DEALT, s->game.dealer, action_stand(), &before);
    follow(s);
    return true;
}

bool session_is_opponent(const Session *s, uint8_t seat)
{
    return seat < SEAT_COUNT && (s->config.autoplay || seat != s->config.player);
}

bool session_opponent_turn(const Session *s)
{
    return s->game.to_act != SEAT_NONE && session_is_opponent(s, s->game.to_act);
}

SubmitResult session_check(const Session *s, Action action, Rejection *why)
{
    if (s->config.autoplay || s->game.to_act != s->config.player || s->awaiting) {
        /* Out of turn: the core would judge the other seat's hand. */
        if (s->game.phase == PHASE_GAME_OVER || s->game.phase == PHASE_HAND_OVER) {
            game_check(&s->game, action, why);
            return SUBMIT_REFUSED;
        }
        return SUBMIT_NOT_YOUR_TURN;
    }
    return game_check(&s->game, action, why) == RULE_OK ? SUBMIT_OK : SUBMIT_REFUSED;
}

static bool apply(Session *s, Action action, Rejection *why)
{
    Game before = s->game;
    uint8_t actor = s->game.to_act;
    if (journal_apply(&s->journal, &s->game, action, why) != RULE_OK)
        return false;
    changed(s);
    push(s, SESSION_ACTED, actor, action, &before);
    follow(s);
    return true;
}

SubmitResult session_submit(Session *s, Action action, Rejection *why)
{
    SubmitResult result = session_check(s, action, why);
    if (result != SUBMIT_OK)
        return result;
    if (s->referee) {
        /* Checked here on the game made from the player's view, decided
         * there: its outcome comes back as news. */
        s->referee->class->submit(s->referee, action);
        s->awaiting = true;
        return SUBMIT_OK;
    }
    if (!reserve(s, 1)) {
        if (why) /* out of memory: refused without a rule to name */
            *why = (Rejection){.error = RULE_OK, .led = CARD_NONE};
        return SUBMIT_REFUSED;
    }
    return apply(s, action, why) ? SUBMIT_OK : SUBMIT_REFUSED;
}

/* Each decision its own stream of chance, fixed by the game's seed and
 * where the game stands, so that a resumed game plays on exactly as it
 * would have. */
static uint64_t decision_seed(const Game *g, int kind)
{
    uint64_t at = (uint64_t)g->hands_dealt << 24 | (uint64_t)g->history_count << 20 | (uint64_t)g->trick_size << 18 |
                  (uint64_t)g->exchange_count << 12 | (uint64_t)g->phase << 8 | (uint64_t)g->proposed << 7 |
                  (uint64_t)g->refused << 6 | (uint64_t)g->stood << 5 | (uint64_t)(g->king_declared & 3) << 3 |
                  (uint64_t)(g->to_act & 3) << 1;
    return rng_mix(g->seed, at * 2 + (uint64_t)kind);
}

bool session_request_hint(Session *s)
{
    /* No advice when the other player is a person. */
    if (s->config.autoplay || s->referee || s->game.to_act != s->config.player)
        return false;
    if (!s->hints)
        s->hints = computer_create(AI_HARD, s->config.wake, s->config.threaded);
    if (!s->hints)
        return false;
    SeatView view;
    game_view(&s->game, s->config.player, &view);
    computer_ask_hint(s->hints, &view, decision_seed(&s->game, ASK_HINT));
    s->hint_asked = true;
    return true;
}

/* Whether a hand begins where the journal's story has come to: the same
 * scores and hands, the same dealer next. */
static bool follows(const Game *end, const Game *start)
{
    return end->hands_dealt == start->hands_dealt && end->dealer == start->dealer &&
           memcmp(end->scores, start->scores, sizeof end->scores) == 0 && options_equal(&end->options, &start->options);
}

/* A hand shown whole: into the journal, after the hands before it when it
 * follows them, else as the journal's first. */
static void keep_hand(Session *s, const RefereeNews *news)
{
    Game end;
    if (!journal_state(&s->journal, s->journal.count, &end) || !follows(&end, &news->start))
        journal_begin(&s->journal, &news->start);
    for (int i = 0; i < news->hand.count && s->journal.count < JOURNAL_STEPS_MAX; i++)
        s->journal.steps[s->journal.count++] = news->hand.steps[i];
    follow(s);
}

/* The event of a change the referee told of, from the game before to the
 * one made from the view after. */
static void take_view(Session *s, const RefereeNews *news)
{
    /* The player sits where the referee seated them. */
    s->config.player = news->view.seat;
    Game before = s->game, after;
    if (!view_to_game(&news->view, s->config.seed, &after)) {
        push(s, SESSION_FAILED, news->acted ? news->actor : SEAT_NONE, news->action, &before);
        return;
    }
    s->game = after;
    if (!news->acted) {
        push(s, SESSION_DEALT, after.dealer, action_stand(), &before);
        return;
    }
    Action action = news->action;
    if (news->actor != s->config.player && action.type == ACTION_DISCARD) {
        /* Another seat's discard is told by its number alone: it is the
         * made-up cards it threw that the game shows. */
        uint8_t other = news->actor;
        CardSet thrown = after.discards[other] & ~before.discards[other];
        if (cardset_count(thrown) != news->discarded)
            thrown = 0;
        for (CardSet rest = after.discards[other]; cardset_count(thrown) < news->discarded && rest;
             rest = cardset_without_lowest(rest))
            thrown |= cardset_of(cardset_lowest(rest));
        action = action_discard(thrown);
    }
    push(s, SESSION_ACTED, news->actor, action, &before);
}

/* A referee deals the next hand as soon as one ends, and tells the two
 * together: the hand's end is shown first, made from the hand revealed
 * whole, with its last action.  False when the hand in play is not the one
 * the journal has whole. */
static bool finish_hand(Session *s)
{
    Game end;
    if (s->journal.count == 0 || !journal_state(&s->journal, s->journal.count, &end) ||
        end.hands_dealt != s->game.hands_dealt || (end.phase != PHASE_HAND_OVER && end.phase != PHASE_GAME_OVER))
        return false;
    const JournalStep *last = &s->journal.steps[s->journal.count - 1];
    if (last->kind != JOURNAL_ACTION)
        return false;
    Game before = s->game;
    s->game = end;
    if (last->seat == s->config.player)
        s->awaiting = false;
    push(s, SESSION_ACTED, last->seat, last->action, &before);
    return true;
}

/* Whether the view told is the deal of another hand than the one in play. */
static bool is_next_deal(const Session *s, const RefereeNews *news)
{
    return !news->acted && s->game.hands_dealt > 0 && news->view.hands_dealt != s->game.hands_dealt;
}

/* The referee has begun the next game at the table: the game, its journal
 * and the end of its last hand start over, and its first deal, the next
 * news, is shown as a new game's. */
static void begin_again(Session *s)
{
    GameOptions options = s->game.options;
    game_init(&s->game, &options, s->config.seed, SEAT_NONE);
    journal_begin(&s->journal, &s->game);
    s->awaiting = s->held = s->deal_asked = false;
    changed(s);
    follow(s);
}

/* The referee's news, in order: the other player's changes once the table
 * is still, so that each can be followed; the answer to the player's own
 * action at once; the next hand's deal once the player asks for it. */
static void take_news(Session *s, bool visuals_idle)
{
    Referee *r = s->referee;
    RefereeNews *news = s->news;
    while ((visuals_idle || s->awaiting) && reserve(s, 1) && (s->held || r->class->news(r, news))) {
        s->held = false;
        if (news->kind == NEWS_VIEW && is_next_deal(s, news)) {
            bool in_play = s->game.phase != PHASE_HAND_OVER && s->game.phase != PHASE_GAME_OVER;
            if ((in_play && finish_hand(s)) || (!in_play && !s->deal_asked)) {
                s->held = true;
                return;
            }
            s->deal_asked = false;
        }
        switch (news->kind) {
        case NEWS_HAND: keep_hand(s, news); continue;
        case NEWS_NEW_GAME: begin_again(s); continue;
        case NEWS_REFUSED: {
            s->awaiting = false;
            SessionEvent *event = push(s, SESSION_REFUSED, s->config.player, action_stand(), &s->game);
            snprintf(event->why, sizeof event->why, "%s", news->why);
            return;
        }
        case NEWS_VIEW:
            /* Nothing changes at the table between the player's action
             * and its outcome: the next change, whoever made it, answers
             * it (a connection lost may have carried it away). */
            s->awaiting = false;
            take_view(s, news);
            return; /* one change a step: the table shows it first */
        }
    }
}

/* Autoplay at a refereed table: the computer finds the player's move, and
 * it goes to the referee as the player's own would. */
static void play_for_player(Session *s, bool visuals_idle)
{
    const Game *g = &s->game;
    bool turn = g->to_act == s->config.player && g->phase != PHASE_HAND_OVER && g->phase != PHASE_GAME_OVER;
    if (!s->config.autoplay || !turn || s->awaiting || s->held || !visuals_idle)
        return;
    if (!s->hints)
        s->hints = computer_create(s->config.level, s->config.wake, s->config.threaded);
    if (!s->hints)
        return;
    if (!s->hint_asked) {
        SeatView view;
        game_view(g, s->config.player, &view);
        computer_ask_hint(s->hints, &view, decision_seed(g, ASK_HINT));
        s->hint_asked = true;
    }
    AiHint hint;
    bool ok;
    if (computer_hint(s->hints, &hint, &ok)) {
        s->hint_asked = false;
        if (ok && game_check(g, hint.action, NULL) == RULE_OK) {
            s->referee->class->submit(s->referee, hint.action);
            s->awaiting = true;
        }
    }
}

void session_update(Session *s, double now, bool visuals_idle)
{
    analysis_update(s->analysis);
    if (s->referee) {
        take_news(s, visuals_idle);
        play_for_player(s, visuals_idle);
        return;
    }
    /* A hint and a move make two events at most; without room for them
     * everything waits for the next update. */
    if (!reserve(s, 2))
        return;
    AiHint hint;
    bool ok;
    if (s->hint_asked && computer_hint(s->hints, &hint, &ok)) {
        s->hint_asked = false;
        if (ok)
            push(s, SESSION_HINT, s->config.player, hint.action, &s->game)->hint = hint;
    }

    if (!session_opponent_turn(s))
        return;
    if (!s->asked) {
        SeatView view;
        game_view(&s->game, s->game.to_act, &view);
        opponent_ask(s->opponent, &view, decision_seed(&s->game, ASK_MOVE));
        s->asked = true;
    }
    if (!s->have_move) {
        Action action;
        if (opponent_answer(s->opponent, &action, &ok)) {
            if (ok) {
                s->have_move = true;
                s->move = action;
            } else {
                push(s, SESSION_FAILED, s->game.to_act, action_stand(), &s->game);
            }
        }
    }
    if (s->act_at < 0.0 && visuals_idle) {
        double span = s->config.pace_max_ms - s->config.pace_min_ms;
        double pace = s->config.pace_min_ms;
        if (span > 0)
            pace += span * (double)rng_below(&s->pace, 1000) / 1000.0;
        s->act_at = now + pace;
    }
    if (s->have_move && s->act_at >= 0.0 && now >= s->act_at) {
        Rejection why;
        Action move = s->move;
        uint8_t actor = s->game.to_act;
        if (!apply(s, move, &why)) {
            s->have_move = false; /* an illegal answer is reported once */
            push(s, SESSION_FAILED, actor, move, &s->game);
        }
    }
}

bool session_poll(Session *s, SessionEvent *event)
{
    if (s->count == 0)
        return false;
    *event = s->queue[s->head];
    s->head = (s->head + 1) % s->capacity;
    s->count--;
    return true;
}

const Game *session_game(const Session *s) { return &s->game; }
const Journal *session_journal(const Session *s) { return &s->journal; }
Analysis *session_analysis(const Session *s) { return s->analysis; }
uint8_t session_player(const Session *s) { return s->config.player; }
AiLevel session_level(const Session *s) { return s->config.level; }

Analysis *session_take_analysis(Session *s)
{
    Analysis *taken = s->analysis;
    if (s->config.rated) {
        s->analysis = analysis_create(s->config.wake);
        follow(s);
    }
    return taken;
}

double session_deadline(const Session *s)
{
    if (session_opponent_turn(s) && s->have_move && s->act_at >= 0.0)
        return s->act_at;
    return -1.0;
}

void session_wait(Session *s)
{
    if (s->opponent) /* a referee's news comes when it comes */
        opponent_wait(s->opponent);
}
