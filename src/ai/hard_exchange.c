/* The hard level's exchange: propose or stand, accept or refuse, and what to
 * throw away, each by its estimated chance of winning the game.
 *
 * A few hundred deals are imagined: an opponent hand weighed by the
 * inference and an order for the top of the stock.  The opponent's side of
 * the exchange follows the book (the opponent model); ours tries every
 * legal discard; the hands that result are solved exactly.  Our discard may
 * depend only on what we will know when we make it, so it is chosen once
 * over all the deals it applies to, never deal by deal.  Later rounds of
 * exchange are not looked ahead: the first is most of the value. */
#include "book.h"
#include "hard.h"
#include "inference.h"
#include "model.h"
#include "sampler.h"
#include "scoring.h"
#include "seat.h"

/* 160 deals keep the costliest case (a proposal, 31 discards each) near
 * 15 ms; the choices compared share their deals, so most of the noise
 * cancels between them. */
enum { EXCHANGE_DEALS = 160, STOCK_LOOK = 2 * HAND_SIZE, SUBSETS = 1 << HAND_SIZE };

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

static int imagine(HardContext *context, Imagined *out)
{
    const Knowledge *knowledge = &context->knowledge;
    CardSet hands[EXCHANGE_DEALS];
    int count = sampler_opponent_hands(knowledge, &context->rng, EXCHANGE_DEALS, hands);
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
        out[d].weight = inference_weight(context->view, knowledge, hands[d]);
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
 * opponent's hand theirs[number thrown]; sizes outside [fewest, most] are
 * skipped. */
static void weigh_discards(const HardContext *context, const Imagined *deal, double weight, const Subsets *subsets,
                           int fewest, int most, int from, const CardSet theirs[HAND_SIZE + 1], double *sums)
{
    HandTerms exchanged = terms_of(context->view, false, false);
    CardSet hand = context->knowledge.hand;
    for (int i = 0; i < subsets->count; i++) {
        CardSet thrown = subsets->sets[i];
        int size = cardset_count(thrown);
        if (size < fewest || size > most)
            continue;
        CardSet mine = (hand & ~thrown) | draw(deal, from, size);
        sums[i] += weight * value_of(context, solve(context, mine, theirs[size]), mine, theirs[size], &exchanged);
    }
}

/* The same when we are the non-dealer: the dealer answers by the book, and
 * its answer depends only on how many cards we took. */
static void weigh_elder_discards(const HardContext *context, const Imagined *deal, double weight,
                                 const Subsets *subsets, int fewest, int most, double *sums)
{
    CardSet theirs[HAND_SIZE + 1] = {0};
    for (int size = fewest; size <= most; size++)
        theirs[size] = dealer_exchange(context, deal, deal->opponent, size);
    weigh_discards(context, deal, weight, subsets, fewest, most, 0, theirs, sums);
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

static int stock_limit(const SeatView *view) { return view->stock_count < HAND_SIZE ? view->stock_count : HAND_SIZE; }

bool hard_propose(HardContext *context, Action *out, HardReport *report)
{
    const SeatView *view = context->view;
    const Knowledge *knowledge = &context->knowledge;
    Imagined deals[EXCHANGE_DEALS];
    int count = imagine(context, deals);
    Subsets subsets;
    subsets_of(knowledge->hand, &subsets);
    int most = stock_limit(view);
    HandTerms stand = terms_of(view, !view->proposed, false);
    HandTerms refused = terms_of(view, false, view->exchange_count == 0);

    double total = 0, stand_sum = 0, refused_sum = 0, win_sum = 0;
    double accepted[SUBSETS] = {0};
    for (int d = 0; d < count; d++) {
        const Imagined *deal = &deals[d];
        double weight = deal->weight;
        total += weight;
        int tricks = solve(context, knowledge->hand, deal->opponent);
        win_sum += tricks >= 3 ? weight : 0;
        stand_sum += weight * value_of(context, tricks, knowledge->hand, deal->opponent, &stand);
        double accept = 1.0 - model_refuse(deal->opponent, knowledge->rules.trump);
        refused_sum += weight * (1.0 - accept) * value_of(context, tricks, knowledge->hand, deal->opponent, &refused);
        weigh_elder_discards(context, deal, weight * accept, &subsets, 1, most, accepted);
    }
    if (total <= 0 || most < 1)
        return false;
    int best = best_index(accepted, &subsets, 1, most);
    double stand_value = stand_sum / total;
    double propose_value = (refused_sum + accepted[best]) / total;
    bool stands = stand_value >= propose_value;
    *out = stands ? action_stand() : action_propose();
    hard_set_value(context, action_stand(), stand_value);
    hard_set_value(context, action_propose(), propose_value);
    report->win_hand = win_sum / total;
    return true;
}

bool hard_respond(HardContext *context, Action *out, HardReport *report)
{
    const SeatView *view = context->view;
    const Knowledge *knowledge = &context->knowledge;
    Imagined deals[EXCHANGE_DEALS];
    int count = imagine(context, deals);
    Subsets subsets;
    subsets_of(knowledge->hand, &subsets);
    HandTerms refused = terms_of(view, false, view->exchange_count == 0);
    int elder_most = stock_limit(view);

    double total = 0, refuse_sum = 0, win_sum = 0;
    /* Our discard is chosen knowing how many cards the non-dealer took. */
    double accepted[HAND_SIZE + 1][SUBSETS] = {{0}};
    for (int d = 0; d < count; d++) {
        const Imagined *deal = &deals[d];
        double weight = deal->weight;
        total += weight;
        int tricks = solve(context, knowledge->hand, deal->opponent);
        win_sum += tricks >= 3 ? weight : 0;
        refuse_sum += weight * value_of(context, tricks, knowledge->hand, deal->opponent, &refused);

        CardSet thrown = book_discard(deal->opponent, knowledge->rules.trump, 1, elder_most);
        int taken = cardset_count(thrown);
        CardSet theirs[HAND_SIZE + 1];
        same_hand((deal->opponent & ~thrown) | draw(deal, 0, taken), theirs);
        int fewest, most;
        dealer_limits(view, taken, &fewest, &most);
        weigh_discards(context, deal, weight, &subsets, fewest, most, taken, theirs, accepted[taken]);
    }
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
    double refuse_value = refuse_sum / total, accept_value = accept_sum / total;
    bool refuses = refuse_value > accept_value;
    *out = refuses ? action_refuse() : action_accept();
    hard_set_value(context, action_refuse(), refuse_value);
    hard_set_value(context, action_accept(), accept_value);
    report->win_hand = win_sum / total;
    return true;
}

bool hard_discard(HardContext *context, Action *out, HardReport *report)
{
    (void)report; /* nothing the hints explain */
    const Knowledge *knowledge = &context->knowledge;
    int fewest, most;
    seat_discard_limits(&context->legal, &fewest, &most);
    Imagined deals[EXCHANGE_DEALS];
    int count = imagine(context, deals);
    Subsets subsets;
    subsets_of(knowledge->hand, &subsets);

    double total = 0, sums[SUBSETS] = {0};
    for (int d = 0; d < count; d++) {
        const Imagined *deal = &deals[d];
        total += deal->weight;
        if (!knowledge->dealer) {
            weigh_elder_discards(context, deal, deal->weight, &subsets, fewest, most, sums);
            continue;
        }
        CardSet theirs[HAND_SIZE + 1];
        same_hand(deal->opponent, theirs);
        weigh_discards(context, deal, deal->weight, &subsets, fewest, most, 0, theirs, sums);
    }
    int best = best_index(sums, &subsets, fewest, most);
    if (total <= 0 || best < 0)
        return false;
    *out = action_discard(subsets.sets[best]);
    for (int i = 0; i < subsets.count; i++)
        hard_set_value(context, action_discard(subsets.sets[i]), sums[i] / total);
    return true;
}
