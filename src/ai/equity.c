#include "equity.h"

typedef struct Outcome {
    unsigned char elder, dealer; /* points to each, king points included */
    float probability;
} Outcome;

/* Per-hand outcomes between two hard players, measured in self-play (4,000
 * hands per preset, scores far from the target).  Under the standard
 * penalty a non-dealer who stands and wins scores 2, so it stands with most
 * hands; under the classic one a failed stand costs 2, and it proposes more.
 * Only the rough shape matters: the table turns a score into a chance of
 * winning, and each decision compares outcomes of a single hand. */
static const Outcome OUTCOMES_STANDARD[] = {
    {0, 1, 0.202f}, {0, 2, 0.161f}, {0, 3, 0.039f}, {1, 0, 0.017f},
    {1, 1, 0.043f}, {2, 0, 0.331f}, {2, 1, 0.099f}, {3, 0, 0.110f},
};
static const Outcome OUTCOMES_CLASSIC[] = {
    {0, 1, 0.150f}, {0, 2, 0.200f}, {0, 3, 0.071f}, {1, 0, 0.197f}, {1, 1, 0.155f},
    {1, 2, 0.002f}, {2, 0, 0.156f}, {2, 1, 0.015f}, {3, 0, 0.054f},
};

void equity_init(Equity *equity, const GameOptions *options)
{
    const Outcome *outcomes = OUTCOMES_STANDARD;
    int count = (int)(sizeof OUTCOMES_STANDARD / sizeof OUTCOMES_STANDARD[0]);
    if (options->penalty == PENALTY_CLASSIC) {
        outcomes = OUTCOMES_CLASSIC;
        count = (int)(sizeof OUTCOMES_CLASSIC / sizeof OUTCOMES_CLASSIC[0]);
    }
    float total = 0;
    for (int i = 0; i < count; i++)
        total += outcomes[i].probability;

    equity->target = options->target;
    /* Every outcome scores, so needs only shrink: fill by increasing sum. */
    for (int sum = 2; sum <= 2 * EQUITY_REACH; sum++) {
        for (int a = 1; a <= EQUITY_REACH; a++) {
            int b = sum - a;
            if (b < 1 || b > EQUITY_REACH)
                continue;
            for (int elder = 0; elder < 2; elder++) {
                float win = 0;
                for (int i = 0; i < count; i++) {
                    int mine = elder ? outcomes[i].elder : outcomes[i].dealer;
                    int theirs = elder ? outcomes[i].dealer : outcomes[i].elder;
                    float value;
                    if (mine >= a && theirs >= b)
                        value = 0.5f; /* both reach it: the king came first, either way */
                    else if (mine >= a)
                        value = 1;
                    else if (theirs >= b)
                        value = 0;
                    else
                        value = equity->win[a - mine][b - theirs][!elder];
                    win += outcomes[i].probability * value;
                }
                equity->win[a][b][elder] = win / total;
            }
        }
    }
}

double equity_win(const Equity *equity, int my_score, int their_score, bool elder_next)
{
    int a = equity->target - my_score, b = equity->target - their_score, e = elder_next ? 1 : 0;
    if (a <= 0)
        return 1;
    if (b <= 0)
        return 0;
    const int reach = EQUITY_REACH;
    if (a > reach && b > reach) {
        int shift = (a < b ? a : b) - reach;
        a -= shift;
        b -= shift;
    }
    /* One side still out of the table: continue its last slope, so a point
     * there keeps its worth instead of counting for nothing. */
    if (b > reach) {
        double edge = equity->win[a][reach][e];
        double value = edge + (b - reach) * (edge - equity->win[a][reach - 1][e]);
        return value < 1 ? value : 1;
    }
    if (a > reach) {
        double edge = equity->win[reach][b][e];
        double value = edge - (a - reach) * (equity->win[reach - 1][b][e] - edge);
        return value > 0 ? value : 0;
    }
    return equity->win[a][b][e];
}

double equity_after_hand(const Equity *equity, int my_score, int their_score, bool dealt, int my_king, int their_king,
                         int my_tricks, int their_tricks)
{
    my_score += my_king;
    their_score += their_king;
    if (my_score >= equity->target)
        return 1;
    if (their_score >= equity->target)
        return 0;
    return equity_win(equity, my_score + my_tricks, their_score + their_tricks, dealt);
}
