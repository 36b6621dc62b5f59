/* The hard level's card play.  Each opponent hand still possible is weighed
 * by the inference and solved exactly for every card we may play
 * (perfect-information Monte Carlo); then, as far as the budget goes, the
 * search over what we will know (infoset.h) plays the same hands again
 * with our later cards chosen honestly, deeper each time.  The card with the
 * best weighted chance of winning the game is played. */
#include "hard.h"
#include "infoset.h"
#include "inference.h"
#include "sampler.h"
#include "scoring.h"
#include "seat.h"

/* How the hand in play will be scored. */
static HandTerms terms_now(const SeatView *view)
{
    HandTerms terms = {view->options.penalty, view->stood, view->refused && view->exchange_count == 0};
    return terms;
}

/* The chance of winning the game should we end the hand with t tricks;
 * value[1][t] when the opponent still has the king of trumps to declare. */
static void trick_values(const HardContext *context, double value[2][TRICKS_PER_HAND + 1])
{
    HandTerms terms = terms_now(context->view);
    for (int t = 0; t <= TRICKS_PER_HAND; t++)
        for (int king = 0; king < 2; king++)
            value[king][t] = hard_hand_value(context, &terms, t, false, king);
}

/* The same should we declare the king of trumps before our first card. */
static void declared_values(const HardContext *context, double value[TRICKS_PER_HAND + 1])
{
    HandTerms terms = terms_now(context->view);
    for (int t = 0; t <= TRICKS_PER_HAND; t++)
        value[t] = hard_hand_value(context, &terms, t, true, false);
}

/* The opponent may still declare: it holds the king (in this world), nobody
 * has declared, and it has not played a card this hand. */
static bool opponent_may_declare(const HardContext *context, CardSet hand)
{
    const Knowledge *knowledge = &context->knowledge;
    Card king = card_make(knowledge->rules.trump, RANK_KING);
    return context->view->king_declared == SEAT_NONE && knowledge->opponent_played == 0 && cardset_has(hand, king);
}

/* Deepens the search over what we will know, one more of our cards each
 * time, while the budget lasts, and corrects the open values by what it
 * finds.  When the hands are too many for the budget, it searches an evenly
 * spread part of them, and the open values of all the hands are corrected
 * by the difference the deeper search makes on that part: the two searches
 * see the same hands there, so their difference is the price of the fused
 * strategies, with little of the noise of so few hands. */
static void search_deeper(const HardContext *context, const CardSet *worlds, const double *weights,
                          const double *const *rows, int world_count, double total, const Card *cards, int count,
                          double sum_value[HAND_SIZE])
{
    static _Thread_local int scratch[2 * HARD_PLAY_WORLDS_MAX];
    static _Thread_local Card choices[HARD_PLAY_WORLDS_MAX];
    static _Thread_local signed char finals[HARD_PLAY_WORLDS_MAX];
    static _Thread_local CardSet part[HARD_PLAY_WORLDS_MAX];
    static _Thread_local double part_weights[HARD_PLAY_WORLDS_MAX];
    static _Thread_local const double *part_rows[HARD_PLAY_WORLDS_MAX];
    const Knowledge *knowledge = &context->knowledge;
    const SeatView *view = context->view;
    InfosetSearch search = {
        .rules = knowledge->rules,
        .mine = knowledge->hand,
        .we_lead = view->trick_size == 0,
        .led = view->trick_size == 1 ? view->trick[0] : CARD_NONE,
        .tricks = knowledge->my_tricks,
        .budget = context->config->play_solves,
        .stop = context->stop,
        .scratch = scratch,
        .choices = choices,
        .finals = finals,
    };
    int size = world_count;
    if (context->config->infoset_worlds > 0 && size > context->config->infoset_worlds)
        size = context->config->infoset_worlds;
    double part_total = 0;
    for (int i = 0; i < size; i++) {
        int w = (int)((long)i * world_count / size);
        part[i] = worlds[w];
        part_weights[i] = weights[w];
        part_rows[i] = rows[w];
        part_total += weights[w];
    }
    if (part_total <= 0)
        return;
    InfosetWorlds set = {size, part, part_weights, part_rows};
    double open[HAND_SIZE], deeper[HAND_SIZE];
    bool found = false;
    int deepest = cardset_count(knowledge->hand);
    if (!infoset_values(&search, &set, cards, count, 1, open))
        return;
    for (int depth = 2; depth <= deepest; depth++) {
        double values[HAND_SIZE];
        if (!infoset_values(&search, &set, cards, count, depth, values))
            break;
        for (int i = 0; i < count; i++)
            deeper[i] = values[i];
        found = true;
    }
    if (!found)
        return;
    for (int i = 0; i < count; i++) {
        double value = sum_value[i] + (deeper[i] - open[i]) * total / part_total;
        sum_value[i] = value < 0 ? 0 : value > total ? total : value;
    }
}

bool hard_play(HardContext *context, Action *out, HardReport *report)
{
    bool may_declare = seat_may_declare(&context->legal);
    if (may_declare && !context->values) {
        *out = action_declare(); /* a point now, whatever the cards */
        return true;
    }
    Card cards[HAND_SIZE];
    int count = 0;
    for (int i = 0; i < context->legal.count && count < HAND_SIZE; i++)
        if (context->legal.items[i].type == ACTION_PLAY)
            cards[count++] = context->legal.items[i].card;
    if (count == 0)
        return false;

    const Knowledge *knowledge = &context->knowledge;
    const SolverRules *rules = &knowledge->rules;
    double value[2][TRICKS_PER_HAND + 1], declared[TRICKS_PER_HAND + 1];
    trick_values(context, value);
    declared_values(context, declared);

    static _Thread_local CardSet worlds[HARD_PLAY_WORLDS_MAX];
    static _Thread_local double weights[HARD_PLAY_WORLDS_MAX];
    static _Thread_local const double *rows[HARD_PLAY_WORLDS_MAX];
    int most = context->config->play_worlds < HARD_PLAY_WORLDS_MAX ? context->config->play_worlds
                                                                   : HARD_PLAY_WORLDS_MAX;
    int world_count = sampler_opponent_hands(knowledge, &context->rng, most, worlds);
    double sum_value[HAND_SIZE] = {0}, sum_tricks[HAND_SIZE] = {0};
    double sum_declared[HAND_SIZE] = {0};
    double total = 0;
    for (int w = 0; w < world_count && !hard_stopped(context); w++) {
        double weight = inference_weight(context->view, knowledge, &context->model, worlds[w]);
        weights[w] = weight;
        total += weight;
        SolverDeal deal = knowledge_deal(context->view, knowledge, worlds[w]);
        const double *values = value[opponent_may_declare(context, worlds[w])];
        rows[w] = values;
        for (int i = 0; i < count; i++) {
            int won;
            SolverDeal next = solver_after(rules, &deal, cards[i], &won);
            int tricks = knowledge->my_tricks + won + solver_tricks(rules, &next);
            sum_value[i] += weight * values[tricks];
            sum_declared[i] += weight * declared[tricks];
            sum_tricks[i] += weight * tricks;
        }
    }
    if (total <= 0 || hard_stopped(context))
        return false;
    if (!may_declare && count > 1)
        search_deeper(context, worlds, weights, rows, world_count, total, cards, count, sum_value);

    int best = 0;
    for (int i = 1; i < count; i++) {
        double gain = sum_value[i] - sum_value[best];
        double tricks_gain = sum_tricks[i] - sum_tricks[best];
        const double tie = 1e-9 * total;
        /* Equal in value and tricks: play the card we would rather lose. */
        bool cheaper = book_keep_value(cards[i], rules->trump) < book_keep_value(cards[best], rules->trump);
        if (gain > tie || (gain > -tie && (tricks_gain > tie || (tricks_gain > -tie && cheaper))))
            best = i;
    }
    report->win_game = sum_value[best] / total < 1 ? sum_value[best] / total : 1;
    *out = action_play(cards[best]);
    double declare_value = 0;
    for (int i = 0; i < count; i++) {
        /* Values equal but for the order of their sums are equal. */
        double sum = sum_value[i] > sum_value[best] - 1e-9 * total ? sum_value[best] : sum_value[i];
        hard_set_value(context, action_play(cards[i]), sum / total);
        if (sum_declared[i] / total > declare_value)
            declare_value = sum_declared[i] / total;
    }
    if (may_declare) {
        /* Declaring scores now and the best card follows; a card played
         * first gives the point up for good. */
        *out = action_declare();
        hard_set_value(context, action_declare(), declare_value);
    }
    return true;
}
