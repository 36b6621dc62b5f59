#include "session/controller.h"

#include <stdlib.h>
#include <string.h>

#include "ecarte/view.h"
#include "platform/worker.h"

enum { QUEUE_START = 8, TAG_MOVE = 0, TAG_HINT = 1 };

struct Controller {
    ControllerConfig config;
    Game game;
    Journal journal; /* how the game came to be: for the review */
    Worker worker;
    Rng pace;
    AiLevel level;       /* the opponent's strength in this game */
    uint32_t generation; /* bumped by every change: older answers are stale */
    uint64_t moves;

    bool job_started; /* an AI move is being worked out for this generation */
    bool have_move;
    Action move;
    double act_at; /* when the worked-out move is shown; < 0: not yet timed */
    bool hint_wanted;
    bool hint_running;
    SDL_threadID ai_thread; /* where the last answer was worked out */

    Action script[CONTROLLER_SCRIPT_MAX]; /* the computer's written part */
    int script_count, script_next;

    /* Every change to the game as an event, oldest first: a ring that grows,
     * since an event lost would leave the view and the statistics out of
     * step with the game. */
    CtrlEvent *queue;
    int head, count, capacity;
};

/* Room for `more` events, made before the game changes: a change is only
 * made when its event can be kept.  False only when memory runs out. */
static bool reserve(Controller *c, int more)
{
    if (c->count + more <= c->capacity)
        return true;
    int capacity = c->capacity > 0 ? c->capacity : QUEUE_START;
    while (capacity < c->count + more)
        capacity *= 2;
    CtrlEvent *queue = malloc(sizeof *queue * (size_t)capacity);
    if (!queue)
        return false;
    for (int i = 0; i < c->count; i++)
        queue[i] = c->queue[(c->head + i) % c->capacity];
    free(c->queue);
    c->queue = queue;
    c->head = 0;
    c->capacity = capacity;
    return true;
}

/* Only after reserve: never drops an event. */
static CtrlEvent *push(Controller *c, CtrlEventKind kind, uint8_t actor, Action action, const Game *before)
{
    CtrlEvent *event = &c->queue[(c->head + c->count++) % c->capacity];
    memset(&event->hint, 0, sizeof event->hint);
    event->kind = kind;
    event->actor = actor;
    event->action = action;
    event->before = *before;
    event->after = c->game;
    return event;
}

static void changed(Controller *c)
{
    c->generation++;
    c->job_started = false;
    c->have_move = false;
    c->act_at = -1.0;
    c->hint_wanted = false;
    c->hint_running = false;
}

Controller *controller_create(const ControllerConfig *config)
{
    Controller *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->config = *config;
    worker_init(&c->worker, config->threaded, config->wake_event);
    c->pace = rng_seeded(rng_mix(config->seed, 0x9ace));
    c->act_at = -1.0;
    c->level = config->level;
    game_init(&c->game, &config->options, config->seed, SEAT_NONE);
    journal_begin(&c->journal, &c->game);
    if (!reserve(c, QUEUE_START)) {
        free(c);
        return NULL;
    }
    return c;
}

void controller_destroy(Controller *c)
{
    if (!c)
        return;
    worker_join(&c->worker);
    free(c->queue);
    free(c);
}

bool controller_new_game(Controller *c, uint64_t seed)
{
    if (!reserve(c, 1))
        return false;
    Game before = c->game;
    c->config.seed = seed;
    c->level = c->config.level;
    game_init(&c->game, &c->config.options, seed, SEAT_NONE);
    journal_begin(&c->journal, &c->game);
    journal_deal(&c->journal, &c->game, NULL, NULL);
    c->script_count = c->script_next = 0;
    changed(c);
    push(c, CTRL_DEALT, c->game.dealer, action_stand(), &before);
    return true;
}

void controller_restore(Controller *c, const Game *game, const Journal *journal, AiLevel level)
{
    c->game = *game;
    if (journal)
        c->journal = *journal;
    else
        journal_begin(&c->journal, game);
    c->config.seed = game->seed;
    c->level = level;
    c->script_count = c->script_next = 0;
    changed(c);
}

void controller_set_script(Controller *c, const Action *actions, int count)
{
    c->script_count = 0;
    c->script_next = 0;
    for (int i = 0; i < count && i < CONTROLLER_SCRIPT_MAX; i++)
        c->script[c->script_count++] = actions[i];
    changed(c);
}

/* The written part's next action, when it is legal now. */
static bool scripted(const Controller *c, Action *out)
{
    if (c->script_next >= c->script_count || game_check(&c->game, c->script[c->script_next], NULL) != RULE_OK)
        return false;
    *out = c->script[c->script_next];
    return true;
}

void controller_set_next(Controller *c, const GameOptions *options, AiLevel level)
{
    c->config.options = *options;
    c->config.level = level;
}

AiLevel controller_level(const Controller *c) { return c->level; }

bool controller_deal(Controller *c)
{
    if (c->game.phase != PHASE_HAND_OVER && c->game.phase != PHASE_DEAL)
        return false;
    if (!reserve(c, 1))
        return false;
    Game before = c->game;
    if (journal_deal(&c->journal, &c->game, NULL, NULL) != RULE_OK)
        return false;
    changed(c);
    push(c, CTRL_DEALT, c->game.dealer, action_stand(), &before);
    return true;
}

SubmitResult controller_check(const Controller *c, Action action, Rejection *why)
{
    if (c->config.autoplay || c->game.to_act != c->config.human_seat) {
        /* Out of turn: the core would judge the other seat's hand. */
        if (c->game.phase == PHASE_GAME_OVER || c->game.phase == PHASE_HAND_OVER) {
            game_check(&c->game, action, why);
            return SUBMIT_REFUSED;
        }
        return SUBMIT_NOT_YOUR_TURN;
    }
    return game_check(&c->game, action, why) == RULE_OK ? SUBMIT_OK : SUBMIT_REFUSED;
}

static bool apply(Controller *c, Action action, Rejection *why)
{
    Game before = c->game;
    uint8_t actor = c->game.to_act;
    if (journal_apply(&c->journal, &c->game, action, why) != RULE_OK)
        return false;
    c->moves++;
    changed(c);
    push(c, CTRL_ACTED, actor, action, &before);
    return true;
}

SubmitResult controller_submit(Controller *c, Action action, Rejection *why)
{
    SubmitResult result = controller_check(c, action, why);
    if (result != SUBMIT_OK)
        return result;
    if (!reserve(c, 1)) {
        if (why) /* out of memory: refused without a rule to name */
            *why = (Rejection){.error = RULE_OK, .led = CARD_NONE};
        return SUBMIT_REFUSED;
    }
    return apply(c, action, why) ? SUBMIT_OK : SUBMIT_REFUSED;
}

bool controller_is_ai(const Controller *c, uint8_t seat)
{
    return seat < SEAT_COUNT && (c->config.autoplay || seat != c->config.human_seat);
}

bool controller_ai_turn(const Controller *c)
{
    return c->game.to_act != SEAT_NONE && controller_is_ai(c, c->game.to_act);
}

static bool start_job(Controller *c, uint8_t seat, AiLevel level, int kind)
{
    WorkerJob job;
    memset(&job, 0, sizeof job);
    game_view(&c->game, seat, &job.view);
    job.level = level;
    /* Each decision its own stream, fixed by the game's seed and where the
     * game stands, so that a resumed game plays on exactly as it would have. */
    const Game *g = &c->game;
    uint64_t at = (uint64_t)g->hands_dealt << 24 | (uint64_t)g->history_count << 20 | (uint64_t)g->trick_size << 18 |
                  (uint64_t)g->exchange_count << 12 | (uint64_t)g->phase << 8 | (uint64_t)g->proposed << 7 |
                  (uint64_t)g->refused << 6 | (uint64_t)g->stood << 5 | (uint64_t)(g->king_declared & 3) << 3 |
                  (uint64_t)(g->to_act & 3) << 1;
    job.seed = rng_mix(g->seed, at * 2 + (uint64_t)kind);
    job.tag = (int)(c->generation * 2u + (uint32_t)kind);
    job.hint = kind == TAG_HINT;
    return worker_start(&c->worker, &job);
}

bool controller_request_hint(Controller *c)
{
    if (c->config.autoplay || c->game.to_act != c->config.human_seat)
        return false;
    c->hint_wanted = true;
    return true;
}

void controller_update(Controller *c, double now, bool visuals_idle)
{
    WorkerJob job;
    Action action;
    AiHint hint;
    bool ok;
    /* An answer and a move make two events at most; without room for them
     * everything waits for the next update. */
    if (!reserve(c, 2))
        return;
    if (worker_poll(&c->worker, &job, &action, &hint, &ok)) {
        c->ai_thread = c->worker.ran_on;
        bool current = (uint32_t)job.tag / 2u == c->generation;
        int kind = job.tag % 2;
        if (current && kind == TAG_MOVE) {
            if (ok) {
                c->have_move = true;
                c->move = action;
            } else {
                push(c, CTRL_FAILED, c->game.to_act, action_stand(), &c->game);
            }
        } else if (current && kind == TAG_HINT) {
            c->hint_running = false;
            if (ok)
                push(c, CTRL_HINT, c->config.human_seat, action, &c->game)->hint = hint;
        }
    }

    if (c->hint_wanted && !worker_busy(&c->worker)) {
        c->hint_wanted = false;
        c->hint_running = start_job(c, c->config.human_seat, AI_HARD, TAG_HINT);
    }

    if (!controller_ai_turn(c))
        return;
    if (!c->job_started && !c->have_move && scripted(c, &c->move)) {
        c->have_move = true;
        c->job_started = true;
    }
    if (!c->job_started && !worker_busy(&c->worker))
        c->job_started = start_job(c, c->game.to_act, c->level, TAG_MOVE);
    if (c->act_at < 0.0 && visuals_idle) {
        double span = c->config.pace_max_ms - c->config.pace_min_ms;
        double pace = c->config.pace_min_ms;
        if (span > 0)
            pace += span * (double)rng_below(&c->pace, 1000) / 1000.0;
        c->act_at = now + pace;
    }
    if (c->have_move && c->act_at >= 0.0 && now >= c->act_at) {
        Rejection why;
        Action move = c->move;
        uint8_t actor = c->game.to_act;
        bool written = c->script_next < c->script_count && action_equal(move, c->script[c->script_next]);
        if (!apply(c, move, &why)) {
            c->have_move = false; /* report an illegal answer once */
            push(c, CTRL_FAILED, actor, move, &c->game);
        } else if (written) {
            c->script_next++;
        }
    }
}

bool controller_poll(Controller *c, CtrlEvent *event)
{
    if (c->count == 0)
        return false;
    *event = c->queue[c->head];
    c->head = (c->head + 1) % c->capacity;
    c->count--;
    return true;
}

const Game *controller_game(const Controller *c) { return &c->game; }
const Journal *controller_journal(const Controller *c) { return &c->journal; }
uint8_t controller_human(const Controller *c) { return c->config.human_seat; }

double controller_deadline(const Controller *c)
{
    if (controller_ai_turn(c) && c->have_move && c->act_at >= 0.0)
        return c->act_at;
    return -1.0;
}

SDL_threadID controller_ai_thread(const Controller *c) { return c->ai_thread; }

void controller_wait(Controller *c)
{
    while (worker_busy(&c->worker) && SDL_AtomicGet(&c->worker.done) == 0)
        SDL_Delay(1);
}
