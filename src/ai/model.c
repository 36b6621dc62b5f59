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

static double soften(bool book_agrees) { return book_agrees ? CHOICE_TRUST : 1.0 - CHOICE_TRUST; }

double model_stand(CardSet hand, Card turnup, const SolverRules *rules)
{
    /* The non-dealer sees every card but its own and the turn-up. */
    CardSet pool = CARDSET_ALL & ~hand & ~cardset_of(turnup);
    return soften(regle_beats_strongest(hand, pool, rules, MODEL_CLASSES));
}

double model_refuse(CardSet hand, Suit trump) { return soften(book_refuses(hand, trump)); }

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

double model_play(const PlayContext *context, Card card)
{
    CardSet options = context->hand;
    if (context->led != CARD_NONE)
        options = trick_follow_options(context->hand, context->led, context->rules.trump,
                                       context->rules.must_trump_when_void);
    int count = cardset_count(options);
    if (count <= 1)
        return 1.0;
    double uniform = (1.0 - PLAY_TRUST) / count;
    return book_play(context) == card ? PLAY_TRUST + uniform : uniform;
}
