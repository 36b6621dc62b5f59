/* The hard level's measure of a hand's end: the chance of winning the game
 * from the scores it leaves.  Both the exchange and the card play weigh
 * their choices with it, and write down what each choice is worth. */
#include "hard.h"

double hard_hand_value(const HardContext *context, const HandTerms *terms, int tricks, bool my_king, bool their_king)
{
    const Knowledge *knowledge = &context->knowledge;
    int elder_points, dealer_points;
    scoring_tricks(terms, knowledge->dealer ? TRICKS_PER_HAND - tricks : tricks, &elder_points, &dealer_points);
    const uint8_t *scores = context->view->scores;
    return equity_after_hand(&context->equity, scores[knowledge->seat], scores[knowledge->opponent], knowledge->dealer,
                             my_king, their_king, knowledge->dealer ? dealer_points : elder_points,
                             knowledge->dealer ? elder_points : dealer_points);
}

void hard_set_value(HardContext *context, Action action, double value)
{
    if (!context->values)
        return;
    for (int i = 0; i < context->legal.count; i++)
        if (action_equal(context->legal.items[i], action))
            context->values[i] = value;
}
