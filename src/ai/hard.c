#include "hard.h"

#include <string.h>

/* The first release: 600 opponent hands solved open in the play, 160 deals
 * for every choice of the exchange. */
const HardConfig HARD_CONFIG_2026 = {.play_worlds = 600, .exchange_deals = 160};

const HardConfig HARD_CONFIG = {
    .play_worlds = 1500,
    .play_solves = 100000,
    .infoset_worlds = 300,
    .exchange_deals = 160,
    .finalist_deals = 480,
    .finalists = 6,
    .strong_model = true,
    .refuse_bonus = {0.03, 0},
};

const HardConfig HARD_CONFIG_EXPERT = {
    .play_worlds = HARD_PLAY_WORLDS_MAX,
    .play_solves = 4000000,
    .infoset_worlds = 1200,
    .exchange_deals = 640,
    .finalist_deals = HARD_EXCHANGE_DEALS_MAX,
    .finalists = 8,
    .strong_model = true,
    .refuse_bonus = {0.03, 0},
};

bool hard_weigh(const SeatView *view, uint64_t seed, Action *out, HardReport *report, double values[ACTION_LIST_MAX])
{
    return hard_weigh_with(view, seed, &HARD_CONFIG, NULL, out, report, values);
}

bool hard_weigh_with(const SeatView *view, uint64_t seed, const HardConfig *config, const AiStop *stop, Action *out,
                     HardReport *report, double values[ACTION_LIST_MAX])
{
    HardReport unused;
    if (!report)
        report = &unused;
    memset(report, 0, sizeof *report);

    HardContext context;
    context.view = view;
    context.config = config;
    context.values = values;
    context.stop = stop;
    if (values)
        for (int i = 0; i < ACTION_LIST_MAX; i++)
            values[i] = 0;
    view_legal_actions(view, &context.legal);
    if (context.legal.count == 0)
        return false;
    knowledge_read(view, &context.knowledge);
    context.model = (OpponentModel){config->strong_model, view->options.penalty};
    equity_init(&context.equity, &view->options);
    /* The seed and the view alone drive the sampling: hidden cards cannot. */
    context.rng = rng_seeded(rng_mix(seed, view_digest(view)));

    Action choice = context.legal.items[0];
    bool chosen = false;
    switch (view->phase) {
    case PHASE_PROPOSE: chosen = hard_propose(&context, &choice, report); break;
    case PHASE_RESPOND: chosen = hard_respond(&context, &choice, report); break;
    case PHASE_DISCARD: chosen = hard_discard(&context, &choice, report); break;
    case PHASE_PLAY: chosen = hard_play(&context, &choice, report); break;
    default: break;
    }
    if (hard_stopped(&context))
        return false;
    /* A search that finds nothing, or anything illegal, falls back on a legal action. */
    if (!chosen || !action_list_contains(&context.legal, choice))
        choice = context.legal.items[0];
    *out = choice;
    return true;
}

bool hard_choose(const SeatView *view, uint64_t seed, Action *out, HardReport *report)
{
    return hard_weigh(view, seed, out, report, NULL);
}
