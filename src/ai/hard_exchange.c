/* The hard level's exchange: propose or stand, accept or refuse, and what to
 * throw away, each by its estimated chance of winning the game.
 *
 * A few hundred deals are imagined: an opponent hand weighed by the
 * inference and an order for the top of the stock.  The opponent's side of
 * the exchange follows the book (the opponent model); ours tries every
 * legal discard; the hands that result are solved exactly.  Our discard may
 * depend only on what we will know when we make it, so it is chosen once
 * over all the deals it applies to, never deal by deal.  Later rounds of
 * exchange are not looked ahead: the first is most of the value.
 *
 * Under the standard penalty, refusing is worth a little more than its open
 * value against accepting (HardConfig.refuse_bonus): played out in the hard
 * level's own games, and against its first release, the hands where the
 * open values accept by less than the bonus were won more often by
 * refusing.  The likelier causes are the models, not the solves (which
 * predict a played hand closely): the non-dealer's discard is taken to be
 * the book's, where a strong player's is better, and its later proposals
 * are not looked ahead.
 *
 * Where the budget allows, the few best discards of the first deals are
 * played again on more deals of their own.  Their values are then less
 * noisy, and the best of them is no longer the luckiest of 31 estimates,
 * which made proposing and accepting look better than they are. */
#include "book.h"
#include "hard.h"
#include "inference.h"
#include "model.h"
#include "sampler.h"
#include "scoring.h"
#include "seat.h"

/* The choices compared share their deals, so most of the noise cancels
 * between them. */
enum { STOCK_LOOK = 2 * HAND_SIZE, SUBSETS = 1 << HAND_SIZE, ALL_SUBSETS = -1 };

typedef struct Imagined {
    CardSet opponent;
    Card stock[STOCK_LOOK]; /* the top of the stock, top first */
    double weight;
} Imagined;

/* The subsets of a hand, indexed by which of its cards (lowest first) they hold. */
typedef struct Subsets {
    CardSet sets[SUBSETS];
    int count;
} Subsets;

static void subsets_of(CardSet hand, Subsets *out)
{
    Card cards[HAND_SIZE];
    int size = 0;
    for (CardSet rest = hand; rest && size < HAND_SIZE; rest = cardset_without_lowest(rest))
        cards[size++] = cardset_lowest(rest);
    out->count = 1 << size;
    for (int mask = 0; mask < out->count; mask++) {
        CardSet set = CARDSET_EMPTY;
        for (int i = 0; i < size; i++)
            if (mask & (1 << i))
                set |= cardset_of(cards[i]);
        out->sets[mask] = set;
    }
}

static CardSet draw(const Imagined *deal, int from, int count)
{
    CardSet drawn = CARDSET_EMPTY;
    for (int i = from; i < from + count && i < STOCK_LOOK; i++)
        drawn |= cardset_of(deal->stock[i]);
    return drawn;
}

/* `most` deals at most (every opponent hand when there are no more). */
static int imagine(HardContext *context, int most, Imagined *out)
{
    const Knowledge *knowledge = &context->knowledge;
    static _Thread_local CardSet hands[HARD_EXCHANGE_DEALS_MAX];
    if (most > HARD_EXCHANGE_DEALS_MAX)
        most = HARD_EXCHANGE_DEALS_MAX;
    int count = sampler_opponent_hands(knowledge, &context->rng, most, hands);
    int look = context->view->stock_count < STOCK_LOOK ? context->view->stock_count : STOCK_LOOK;
    for (int d = 0; d < count; d++) {
        out[d].opponent = hands[d];
        /* The stock is what is neither in the opponent's hand nor among its
         * discards; with those discards unknown, the top of the stock is a
         * uniform sequence of the other unseen cards. */
        Card top[CARD_COUNT];
        int drawn = sampler_draw(knowledge->unseen & ~hands[d], look, &context->rng, top);
        for (int i = 0; i < drawn; i++)
            out[d].stock[i] = top[i];
        out[d].weight = inference_weight(context->view, knowledge, &context->model, hands[d]);
    }
    return count;
}

static int solve(const HardContext *context, CardSet mine, CardSet theirs)
{
    const Knowledge *knowledge = &context->knowledge;
    SolverDeal deal = {{mine, theirs}, knowledge->dealer ? 1 : 0, CARD_NONE};
    return solver_tricks(&knowledge->rules, &deal);
}

/* The chance of winning the game if the hand is played with these cards and
 * we take `tricks`; whoever holds the king of trumps declares it. */
static double value_of(const HardContext *context, int tricks, CardSet mine, CardSet theirs, const HandTerms *terms)
{
    Card king = card_make(context->knowledge.rules.trump, RANK_KING);
    return hard_hand_value(context, terms, tricks, cardset_has(mine, king), cardset_has(theirs, king));
}

static HandTerms terms_of(const SeatView *view, bool stood, bool refused_first)
{
    HandTerms terms = {view->options.penalty, stood, refused_first};
    return terms;
}

/* How many cards the dealer may throw away once the non-dealer has taken
 * `taken` from the stock. */
static void dealer_limits(const SeatView *view, int taken, int *fewest, int *most)
{
    int left = view->stock_count - taken;
    *most = left < HAND_SIZE ? left : HAND_SIZE;
    *fewest = view->options.dealer_must_exchange && left > 0 ? 1 : 0;
}

/* The dealer's book exchange after ours took `taken` cards; returns its new hand. */
static CardSet dealer_exchange(const HardContext *context, const Imagined *deal, CardSet hand, int taken)
{
    int fewest, most;
    dealer_limits(context->view, taken, &fewest, &most);
    CardSet thrown = book_discard(hand, context->knowledge.rules.trump, fewest, most);
    return (hand & ~thrown) | draw(deal, taken, cardset_count(thrown));
}

/* sums[i] += weight * the value of playing after we throw subsets->sets[i]
 * and draw as many from the stock, from its card `from` on, against the
 * opponent's hand theirs[number thrown]; sizes outside [fewest, most], and
 * subsets not in `active`, are skipped. */
static void weigh_discards(const HardContext *context, const Imagined *deal, double weight, const Subsets *subsets,
                           int fewest, int most, int from, const CardSet theirs[HAND_SIZE + 1], uint32_t active,
                           double *sums)
{
    HandTerms exchanged = terms_of(context->view, false, false);
    CardSet hand = context->knowledge.hand;
    for (int i = 0; i < subsets->count; i++) {
        CardSet thrown = subsets->sets[i];
        int size = cardset_count(thrown);
        if (size < fewest || size > most || !(active >> i & 1u))
            continue;
        CardSet mine = (hand & ~thrown) | draw(deal, from, size);
        sums[i] += weight * value_of(context, solve(context, mine, theirs[size]), mine, theirs[size], &exchanged);
    }
}

/* The same when we are the non-dealer: the dealer answers by the book, and
 * its answer depends only on how many cards we took. */
static void weigh_elder_discards(const HardContext *context, const Imagined *deal, double weight,
                                 const Subsets *subsets, int fewest, int most, uint32_t active, double *sums)
{
    CardSet theirs[HAND_SIZE + 1] = {0};
    for (int size = fewest; size <= most; size++)
        theirs[size] = dealer_exchange(context, deal, deal->opponent, size);
    weigh_discards(context, deal, weight, subsets, fewest, most, 0, theirs, active, sums);
}

/* An opponent's hand whatever the number of cards we throw. */
static void same_hand(CardSet hand, CardSet theirs[HAND_SIZE + 1])
{
    for (int size = 0; size <= HAND_SIZE; size++)
        theirs[size] = hand;
}

static int best_index(const double *sums, const Subsets *subsets, int fewest, int most)
{
    int best = -1;
    for (int i = 0; i < subsets->count; i++) {
        int size = cardset_count(subsets->sets[i]);
        if (size >= fewest && size <= most && (best < 0 || sums[i] > sums[best]))
            best = i;
    }
    return best;
}

/* The `count` best subsets of sizes fewest to most, as a mask of indices. */
static uint32_t finalists_of(const double *sums, const Subsets *subsets, int fewest, int most, int count)
{
    uint32_t chosen = 0;
    for (int k = 0; k < count; k++) {
        int best = -1;
        for (int i = 0; i < subsets->count; i++) {
            int size = cardset_count(subsets->sets[i]);
            if (size >= fewest && size <= most && !(chosen >> i & 1u) && (best < 0 || sums[i] > sums[best]))
                best = i;
        }
        if (best < 0)
            break;
        chosen |= 1u << best;
    }
    return chosen;
}

/* Folds the finalists' further deals into the first deals' sums, all then
 * counted over `total` weight.  A discard left out after the first deals
 * is taken to be worth no more than the worst finalist: nothing seen said
 * it was, and the choice must stay the one with the highest value. */
static void fold_finalists(double *sums, const double *more, uint32_t active, double first_total, double total,
                           const Subsets *subsets)
{
    double worst = 0;
    bool any = false;
    for (int i = 0; i < subsets->count; i++) {
        if (!(active >> i & 1u))
            continue;
        sums[i] += more[i];
        worst = any && worst < sums[i] ? worst : sums[i];
        any = true;
    }
    for (int i = 0; i < subsets->count; i++) {
        if (active >> i & 1u)
            continue;
        sums[i] = first_total > 0 ? sums[i] * total / first_total : 0;
        if (any && sums[i] > worst)
            sums[i] = worst;
    }
}

static int stock_limit(const SeatView *view) { return view->stock_count < HAND_SIZE ? view->stock_count : HAND_SIZE; }

static _Thread_local Imagined deals[HARD_EXCHANGE_DEALS_MAX];

/* What proposing and standing come to over some deals. */
typedef struct ProposeSums {
    double total, stand, refused;
    double accepted[SUBSETS];
} ProposeSums;

static void weigh_proposal(HardContext *context, int deal_count, const Subsets *subsets, int most, uint32_t active,
                           ProposeSums *sums)
{
    const SeatView *view = context->view;
    const Knowledge *knowledge = &context->knowledge;
    HandTerms stand = terms_of(view, !view->proposed, false);
    HandTerms refused = terms_of(view, false, view->exchange_count == 0);
    int count = imagine(context, deal_count, deals);
    for (int d = 0; d < count && !hard_stopped(context); d++) {
        const Imagined *deal = &deals[d];
        double weight = deal->weight;
        sums->total += weight;
        int tricks = solve(context, knowledge->hand, deal->opponent);
        sums->stand += weight * value_of(context, tricks, knowledge->hand, deal->opponent, &stand);
        double accept = 1.0 - model_refuse(&context->model, deal->opponent, knowledge->rules.trump);
        sums->refused += weight * (1.0 - accept) * value_of(context, tricks, knowledge->hand, deal->opponent, &refused);
        weigh_elder_discards(context, deal, weight * accept, subsets, 1, most, active, sums->accepted);
    }
}

bool hard_propose(HardContext *context, Action *out, HardReport *report)
{
    (void)report; /* the hints count the hand's chances themselves (odds.h) */
    const SeatView *view = context->view;
    const Knowledge *knowledge = &context->knowledge;
    const HardConfig *config = context->config;
    Subsets subsets;
    subsets_of(knowledge->hand, &subsets);
    int most = stock_limit(view);

    ProposeSums sums = {0};
    weigh_proposal(context, config->exchange_deals, &subsets, most, (uint32_t)ALL_SUBSETS, &sums);
    if (sums.total > 0 && most >= 1 && config->finalists > 0) {
        uint32_t active = finalists_of(sums.accepted, &subsets, 1, most, config->finalists);
        ProposeSums more = {0};
        weigh_proposal(context, config->finalist_deals, &subsets, most, active, &more);
        double first_total = sums.total;
        sums.total += more.total;
        sums.stand += more.stand;
        sums.refused += more.refused;
        fold_finalists(sums.accepted, more.accepted, active, first_total, sums.total, &subsets);
    }
    double total = sums.total, stand_sum = sums.stand, refused_sum = sums.refused;
    const double *accepted = sums.accepted;
    if (total <= 0 || most < 1)
        return false;
    int best = best_index(accepted, &subsets, 1, most);
    double stand_value = stand_sum / total;
    double propose_value = (refused_sum + accepted[best]) / total;
    bool stands = stand_value >= propose_value;
    *out = stands ? action_stand() : action_propose();
    hard_set_value(context, action_stand(), stand_value);
    hard_set_value(context, action_propose(), propose_value);
    return true;
}

/* What refusing and accepting come to over some deals.  Our discard is
 * chosen knowing how many cards the non-dealer took. */
typedef struct RespondSums {
    double total, refuse;
    double accepted[HAND_SIZE + 1][SUBSETS];
} RespondSums;

static void weigh_response(HardContext *context, int deal_count, const Subsets *subsets,
                           const uint32_t active[HAND_SIZE + 1], RespondSums *sums)
{
    const SeatView *view = context->view;
    const Knowledge *knowledge = &context->knowledge;
    HandTerms refused = terms_of(view, false, view->exchange_count == 0);
    int elder_most = stock_limit(view);
    int count = imagine(context, deal_count, deals);
    for (int d = 0; d < count && !hard_stopped(context); d++) {
        const Imagined *deal = &deals[d];
        double weight = deal->weight;
        sums->total += weight;
        int tricks = solve(context, knowledge->hand, deal->opponent);
        sums->refuse += weight * value_of(context, tricks, knowledge->hand, deal->opponent, &refused);

        CardSet thrown = book_discard(deal->opponent, knowledge->rules.trump, 1, elder_most);
        int taken = cardset_count(thrown);
        CardSet theirs[HAND_SIZE + 1];
        same_hand((deal->opponent & ~thrown) | draw(deal, 0, taken), theirs);
        int fewest, most;
        dealer_limits(view, taken, &fewest, &most);
        weigh_discards(context, deal, weight, subsets, fewest, most, taken, theirs, active[taken],
                       sums->accepted[taken]);
    }
}

bool hard_respond(HardContext *context, Action *out, HardReport *report)
{
    (void)report; /* as in hard_propose */
    const SeatView *view = context->view;
    const Knowledge *knowledge = &context->knowledge;
    const HardConfig *config = context->config;
    Subsets subsets;
    subsets_of(knowledge->hand, &subsets);
    int elder_most = stock_limit(view);

    static _Thread_local RespondSums sums, more;
    sums = (RespondSums){0};
    uint32_t active[HAND_SIZE + 1];
    for (int taken = 0; taken <= HAND_SIZE; taken++)
        active[taken] = (uint32_t)ALL_SUBSETS;
    weigh_response(context, config->exchange_deals, &subsets, active, &sums);
    if (sums.total > 0 && config->finalists > 0) {
        for (int taken = 0; taken <= HAND_SIZE; taken++) {
            int fewest, most;
            dealer_limits(view, taken, &fewest, &most);
            active[taken] = finalists_of(sums.accepted[taken], &subsets, fewest, most, config->finalists);
        }
        more = (RespondSums){0};
        weigh_response(context, config->finalist_deals, &subsets, active, &more);
        double first_total = sums.total;
        sums.total += more.total;
        sums.refuse += more.refuse;
        for (int taken = 0; taken <= HAND_SIZE; taken++)
            fold_finalists(sums.accepted[taken], more.accepted[taken], active[taken], first_total, sums.total,
                           &subsets);
    }
    double total = sums.total, refuse_sum = sums.refuse;
    double(*accepted)[SUBSETS] = sums.accepted;
    if (total <= 0)
        return false;
    double accept_sum = 0;
    for (int taken = 1; taken <= elder_most; taken++) {
        int fewest, most;
        dealer_limits(view, taken, &fewest, &most);
        int best = best_index(accepted[taken], &subsets, fewest, most);
        if (best >= 0)
            accept_sum += accepted[taken][best]; /* zero where no deal took that many */
    }
    /* Played out, accepting proved worth less than its open value says
     * (hard.h); the bonus stands for the difference. */
    double refuse_value = refuse_sum / total + config->refuse_bonus[view->options.penalty];
    if (refuse_value > 1)
        refuse_value = 1;
    double accept_value = accept_sum / total;
    bool refuses = refuse_value > accept_value;
    *out = refuses ? action_refuse() : action_accept();
    hard_set_value(context, action_refuse(), refuse_value);
    hard_set_value(context, action_accept(), accept_value);
    return true;
}

/* Our discard's values over some deals; returns their total weight. */
static double weigh_discard(HardContext *context, int deal_count, const Subsets *subsets, int fewest, int most,
                            uint32_t active, double *sums)
{
    const Knowledge *knowledge = &context->knowledge;
    int count = imagine(context, deal_count, deals);
    double total = 0;
    for (int d = 0; d < count && !hard_stopped(context); d++) {
        const Imagined *deal = &deals[d];
        total += deal->weight;
        if (!knowledge->dealer) {
            weigh_elder_discards(context, deal, deal->weight, subsets, fewest, most, active, sums);
            continue;
        }
        CardSet theirs[HAND_SIZE + 1];
        same_hand(deal->opponent, theirs);
        weigh_discards(context, deal, deal->weight, subsets, fewest, most, 0, theirs, active, sums);
    }
    return total;
}

bool hard_discard(HardContext *context, Action *out, HardReport *report)
{
    (void)report; /* nothing the hints explain */
    const Knowledge *knowledge = &context->knowledge;
    int fewest, most;
    seat_discard_limits(&context->legal, &fewest, &most);
    Subsets subsets;
    subsets_of(knowledge->hand, &subsets);

    double sums[SUBSETS] = {0};
    double total = weigh_discard(context, context->config->exchange_deals, &subsets, fewest, most,
                                 (uint32_t)ALL_SUBSETS, sums);
    if (total > 0 && context->config->finalists > 0) {
        uint32_t active = finalists_of(sums, &subsets, fewest, most, context->config->finalists);
        double more[SUBSETS] = {0};
        double first_total = total;
        total += weigh_discard(context, context->config->finalist_deals, &subsets, fewest, most, active, more);
        fold_finalists(sums, more, active, first_total, total, &subsets);
    }
    int best = best_index(sums, &subsets, fewest, most);
    if (total <= 0 || best < 0)
        return false;
    *out = action_discard(subsets.sets[best]);
    for (int i = 0; i < subsets.count; i++)
        hard_set_value(context, action_discard(subsets.sets[i]), sums[i] / total);
    return true;
}
