#include "odds.h"

#include <stdbool.h>

#include "hard.h"
#include "inference.h"
#include "knowledge.h"
#include "sampler.h"

/* Far more than there are kinds of opponent hand (a few hundred at most),
 * so the table stays sparse; a power of two. */
enum { MEMO_BITS = 12, MEMO_SIZE = 1 << MEMO_BITS };

/* Tricks solved once for each kind of opponent hand. */
typedef struct Memo {
    CardSet keys[MEMO_SIZE];
    signed char tricks[MEMO_SIZE]; /* -1: empty */
} Memo;

/* Two cards of the opponent's that none of ours separates win and lose the
 * same tricks (solver.h), so a hand stands for all the hands that hold as
 * many cards between each two of ours: it is replaced by the one that holds
 * the highest of them.  Some 65,000 hands come to a few hundred kinds. */
static CardSet kind_of(CardSet theirs, CardSet mine)
{
    CardSet kind = CARDSET_EMPTY;
    for (int s = 0; s < SUIT_COUNT; s++) {
        int next = card_make((Suit)s, RANK_KING);
        for (int r = RANK_KING; r >= RANK_7; r--) {
            Card card = card_make((Suit)s, (Rank)r);
            if (cardset_has(mine, card)) {
                next = card - 1;
            } else if (cardset_has(theirs, card)) {
                kind |= cardset_of((Card)next);
                next--;
            }
        }
    }
    return kind;
}

static int tricks_of(Memo *memo, const SolverRules *rules, const SolverDeal *deal)
{
    CardSet kind = kind_of(deal->hands[1], deal->hands[0]);
    uint32_t at = (uint32_t)(kind * UINT32_C(2654435761)) >> (32 - MEMO_BITS);
    for (int probe = 0; probe < MEMO_SIZE; probe++, at = (at + 1) & (MEMO_SIZE - 1)) {
        if (memo->tricks[at] < 0) {
            SolverDeal same = *deal;
            same.hands[1] = kind;
            memo->keys[at] = kind;
            memo->tricks[at] = (signed char)solver_tricks(rules, &same);
            return memo->tricks[at];
        }
        if (memo->keys[at] == kind)
            return memo->tricks[at];
    }
    return solver_tricks(rules, deal);
}

double odds_win_hand(const SeatView *view)
{
    Knowledge knowledge;
    knowledge_read(view, &knowledge);
    OpponentModel model = {HARD_CONFIG.strong_model, view->options.penalty};
    Card pool[CARD_COUNT];
    int size = 0;
    for (CardSet rest = knowledge.pool; rest; rest = cardset_without_lowest(rest))
        pool[size++] = cardset_lowest(rest);
    int k = knowledge.opponent_unknown;
    if (k < 0)
        k = 0;
    if (k > size)
        k = size;

    static _Thread_local Memo memo;
    for (int i = 0; i < MEMO_SIZE; i++)
        memo.tricks[i] = -1;
    int index[CARD_COUNT];
    for (int i = 0; i < k; i++)
        index[i] = i;
    double total = 0, won = 0;
    do {
        CardSet theirs = knowledge.known;
        for (int i = 0; i < k; i++)
            theirs |= cardset_of(pool[index[i]]);
        double weight = inference_weight(view, &knowledge, &model, theirs);
        SolverDeal deal = {{knowledge.hand, theirs}, knowledge.dealer ? 1 : 0, CARD_NONE};
        total += weight;
        if (tricks_of(&memo, &knowledge.rules, &deal) >= 3)
            won += weight;
    } while (sampler_next_subset(index, size, k));
    return total > 0 ? won / total : 0;
}
