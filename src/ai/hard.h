/* The hard level: search instead of rules of thumb.
 *
 * Every decision weighs the opponent hands consistent with what the seat has
 * seen (inference.h), plays each imagined deal out exactly (solver.h) and
 * scores the result by the chance of winning the game (equity.h). */
#ifndef ECARTE_AI_HARD_H
#define ECARTE_AI_HARD_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/ai_stop.h"
#include "ecarte/rng.h"
#include "ecarte/view.h"
#include "equity.h"
#include "knowledge.h"
#include "model.h"
#include "scoring.h"

/* A level of the search: how much work a decision may do, and whom it takes
 * the opponent to be.  The work is counted in deals and solves, never timed,
 * so that the same view and seed give the same choice on a busy machine and
 * an idle one. */
typedef struct HardConfig {
    int play_worlds;    /* opponent hands in the card play: every one when
                           there are no more, else this many drawn */
    long play_solves;   /* solves the search over what we will know may
                           spend after the open one (infoset.h); 0: none */
    int infoset_worlds; /* the hands it searches at most, spread evenly
                           over all of them; 0: all */
    int exchange_deals; /* deals imagined for every choice of the exchange */
    int finalist_deals; /* further deals for the best few discards alone */
    int finalists;      /* how many discards those are; 0: none */
    bool strong_model;  /* the opponent is taken to be a strong player
                           rather than the book (model.h) */
    /* What refusing a proposal is worth above its open value, by penalty
     * rule (PenaltyRule), in chances of winning the game: accepting was
     * measured in play to be worth less than its open value says
     * (hard_exchange.c). */
    double refuse_bonus[2];
} HardConfig;

enum { HARD_PLAY_WORLDS_MAX = 4096, HARD_EXCHANGE_DEALS_MAX = 2048 };

/* The hard level as it was first released (the arena's "hard-2026"). */
extern const HardConfig HARD_CONFIG_2026;
/* The hard level: some 50 ms at most of one core. */
extern const HardConfig HARD_CONFIG;
/* The expert level: about a second of one core at most. */
extern const HardConfig HARD_CONFIG_EXPERT;

/* What the search found, for the hints to explain. */
typedef struct HardReport {
    double win_game; /* chance of winning the game after the chosen card
                        in play: what the card was chosen by */
} HardReport;

/* Everything a hard decision reads. */
typedef struct HardContext {
    const SeatView *view;
    const HardConfig *config;
    Knowledge knowledge;
    OpponentModel model;
    Equity equity;
    ActionList legal;
    Rng rng;
    /* When not NULL, the search also writes the chance of winning the game
     * after each legal action, values[i] for legal.items[i]: what a rating
     * of the decision compares. */
    double *values;
    const AiStop *stop; /* set by another thread: give up (NULL: never) */
} HardContext;

/* The search has been called off: whatever it finds is thrown away. */
static inline bool hard_stopped(const HardContext *context)
{
    return context->stop && atomic_load_explicit(context->stop, memory_order_relaxed);
}

/* Like the other levels (levels.h): false when the view's seat has nothing to
 * decide, otherwise *out is one of its legal actions.  The same seed and view
 * give the same action; report (optional) receives what the search found. */
bool hard_choose(const SeatView *view, uint64_t seed, Action *out, HardReport *report);

/* The same search, and the chance of winning the game after every legal
 * action: values[i] for the i-th action of view_legal_actions.  The action
 * chosen is always one with the highest value. */
bool hard_weigh(const SeatView *view, uint64_t seed, Action *out, HardReport *report, double values[ACTION_LIST_MAX]);

/* hard_weigh with another level's settings; false as soon as `stop` (NULL:
 * never) is set. */
bool hard_weigh_with(const SeatView *view, uint64_t seed, const HardConfig *config, const AiStop *stop, Action *out,
                     HardReport *report, double values[ACTION_LIST_MAX]);

/* Records `value` for every legal action equal to `action`, if values are asked for. */
void hard_set_value(HardContext *context, Action action, double value);

/* The chance of winning the game should this seat end a hand scored on
 * `terms` with `tricks` tricks, each king of trumps declared as given. */
double hard_hand_value(const HardContext *context, const HandTerms *terms, int tricks, bool my_king, bool their_king);

bool hard_play(HardContext *context, Action *out, HardReport *report);
bool hard_propose(HardContext *context, Action *out, HardReport *report);
bool hard_respond(HardContext *context, Action *out, HardReport *report);
bool hard_discard(HardContext *context, Action *out, HardReport *report);

#endif
