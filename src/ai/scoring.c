#include "scoring.h"

#include "ecarte/game.h"

void scoring_tricks(const HandTerms *terms, int elder_tricks, int *elder_points, int *dealer_points)
{
    bool elder_wins = elder_tricks >= 3;
    int winner_tricks = elder_wins ? elder_tricks : TRICKS_PER_HAND - elder_tricks;
    int points = winner_tricks == TRICKS_PER_HAND ? 2 : 1;
    bool unexchanged = terms->stood || terms->refused_first;
    if (terms->penalty == PENALTY_STANDARD) {
        if (unexchanged && elder_wins)
            points = 2;
    } else if ((terms->stood && !elder_wins) || (terms->refused_first && elder_wins)) {
        points = 2;
    }
    *elder_points = elder_wins ? points : 0;
    *dealer_points = elder_wins ? 0 : points;
}
