#include "model.h"

#include "ecarte/game.h"
#include "ecarte/trick.h"
#include "regle.h"
#include "sampler.h"

/* How far the model trusts the book.  Large enough that hands the book would
 * not have played that way keep a real weight, small enough that the book's
 * signal dominates: against the book itself the inference is then nearly
 * exact, and against anyone else it cannot rule a hand out. */
static const double CHOICE_TRUST = 0.85;
static const double PLAY_TRUST = 0.6;

/* The opponent's jeu de règle is judged against the 32 strongest kinds of
 * dealer hand only: the exact test needs hundreds of solves for a strong
 * hand, and the hard level asks it for every hand it imagines.  Measured on
 * 20,000 hands it never misses a jeu de règle and calls one 1% of hands
 * that are not, well inside the model's softening. */
enum { MODEL_CLASSES = 32 };

/* The strong player's choices, in percent, smoothed towards the coarser
 * counts where a kind of hand was rare and kept from falling as side kings
 * or guards are added; never below 5 or above 95, so that no hand is ruled
 * out.  Standing: [penalty][trumps][trump honours K Q J, at most 2][side
 * kings, at most 2]. */
static const unsigned char STRONG_STANDS[2][HAND_SIZE + 1][3][3] = {
    /* standard */
    {{{36, 67, 91}, {55, 55, 55}, {55, 55, 55}},
     {{83, 95, 95}, {85, 95, 95}, {90, 90, 90}},
     {{95, 95, 95}, {92, 95, 95}, {90, 91, 95}},
     {{94, 95, 95}, {95, 95, 95}, {78, 85, 85}},
     {{82, 82, 82}, {95, 95, 95}, {72, 80, 80}},
     {{83, 83, 83}, {83, 83, 83}, {83, 83, 83}}},
    /* classic */
    {{{5, 8, 49}, {11, 11, 11}, {11, 11, 11}},
     {{27, 54, 79}, {25, 44, 69}, {41, 41, 41}},
     {{43, 77, 88}, {47, 74, 84}, {47, 57, 57}},
     {{70, 84, 88}, {60, 83, 83}, {53, 53, 69}},
     {{82, 82, 82}, {89, 89, 89}, {62, 81, 81}},
     {{68, 68, 68}, {80, 80, 80}, {86, 86, 86}}},
};

/* Refusing: [penalty][trumps][guarded side suits, at most 3]. */
static const unsigned char STRONG_REFUSES[2][HAND_SIZE + 1][4] = {
    /* standard */
    {{5, 5, 28, 28}, {14, 26, 67, 67}, {40, 90, 92, 92}, {53, 88, 88, 88}, {41, 57, 57, 57}, {44, 44, 44, 44}},
    /* classic */
    {{5, 5, 20, 48}, {5, 17, 41, 53}, {34, 78, 92, 92}, {52, 80, 80, 80}, {45, 65, 65, 65}, {33, 33, 33, 33}},
};

/* How often the strong player's card was the book's, by the number of
 * cards it could lead; following, it was nine times in ten whatever the
 * number. */
static const double STRONG_LEADS_BOOK[HAND_SIZE + 1] = {1, 1, 0.63, 0.41, 0.38, 0.31};
static const double STRONG_FOLLOWS_BOOK = 0.92;

static double soften(bool book_agrees) { return book_agrees ? CHOICE_TRUST : 1.0 - CHOICE_TRUST; }

static int at_most(int value, int most) { return value < most ? value : most; }

static int penalty_index(const OpponentModel *model) { return model->penalty == PENALTY_CLASSIC ? 1 : 0; }

double model_stand(const OpponentModel *model, CardSet hand, Card turnup, const SolverRules *rules)
{
    if (model->strong) {
        Suit trump = rules->trump;
        CardSet trumps = hand & cardset_suit(trump);
        int honours = cardset_has(trumps, card_make(trump, RANK_KING)) +
                      cardset_has(trumps, card_make(trump, RANK_QUEEN)) +
                      cardset_has(trumps, card_make(trump, RANK_JACK));
        int kings = 0;
        for (int s = 0; s < SUIT_COUNT; s++)
            kings += (Suit)s != trump && cardset_has(hand, card_make((Suit)s, RANK_KING));
        int count = at_most(cardset_count(trumps), HAND_SIZE);
        return STRONG_STANDS[penalty_index(model)][count][at_most(honours, 2)][at_most(kings, 2)] / 100.0;
    }
    /* The non-dealer sees every card but its own and the turn-up. */
    CardSet pool = CARDSET_ALL & ~hand & ~cardset_of(turnup);
    return soften(regle_beats_strongest(hand, pool, rules, MODEL_CLASSES));
}

double model_refuse(const OpponentModel *model, CardSet hand, Suit trump)
{
    if (model->strong) {
        int trumps = at_most(cardset_count(hand & cardset_suit(trump)), HAND_SIZE);
        return STRONG_REFUSES[penalty_index(model)][trumps][at_most(book_guarded_suits(hand, trump), 3)] / 100.0;
    }
    return soften(book_refuses(hand, trump));
}

double model_discard(CardSet hand, Suit trump, int discarded)
{
    int kept = HAND_SIZE - discarded;
    if (kept <= 0)
        return 1.0;
    int keepers = cardset_count(book_keepers(hand, trump));
    /* The ways the kept cards can sit among the hand's keepers, relative to
     * the most there could be: the likelihood of the hand, up to a factor. */
    double ways = (double)sampler_binomial(keepers, kept) / (double)sampler_binomial(HAND_SIZE, kept);
    double floor = 1.0 - CHOICE_TRUST;
    return ways > floor ? ways : floor;
}

double model_play(const OpponentModel *model, const PlayContext *context, Card card)
{
    CardSet options = context->hand;
    if (context->led != CARD_NONE)
        options = trick_follow_options(context->hand, context->led, context->rules.trump,
                                       context->rules.must_trump_when_void);
    int count = cardset_count(options);
    if (count <= 1)
        return 1.0;
    if (model->strong) {
        double agrees = context->led == CARD_NONE ? STRONG_LEADS_BOOK[at_most(count, HAND_SIZE)] : STRONG_FOLLOWS_BOOK;
        return book_play(context) == card ? agrees : (1.0 - agrees) / (count - 1);
    }
    double uniform = (1.0 - PLAY_TRUST) / count;
    return book_play(context) == card ? PLAY_TRUST + uniform : uniform;
}
