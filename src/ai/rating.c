#include "ecarte/rating.h"

#include "hard.h"
#include "hint.h"
#include "seat.h"

/* Calibrated on real games (AI.md, "The rating census"): below the
 * first threshold lie nearly all the differences the search's own sampling
 * makes between equally good choices, so a good move is not called an
 * inaccuracy by chance. */
const double RATING_THRESHOLDS[RATING_GRADE_COUNT] = {0.0, 0.04, 0.10, 0.20};

RatingGrade rating_grade_of(double loss)
{
    RatingGrade grade = RATING_GOOD;
    for (int g = 1; g < RATING_GRADE_COUNT; g++)
        if (loss >= RATING_THRESHOLDS[g])
            grade = (RatingGrade)g;
    return grade;
}

const char *rating_grade_name(RatingGrade grade)
{
    static const char *const NAMES[RATING_GRADE_COUNT] = {"good", "inaccuracy", "mistake", "blunder"};
    return (unsigned)grade < RATING_GRADE_COUNT ? NAMES[grade] : "?";
}

const char *rating_grade_mark(RatingGrade grade)
{
    static const char *const MARKS[RATING_GRADE_COUNT] = {"", "?!", "?", "??"};
    return (unsigned)grade < RATING_GRADE_COUNT ? MARKS[grade] : "";
}

bool rating_rate(const SeatView *view, Action taken, uint64_t seed, Rating *out)
{
    return rating_rate_level(view, taken, seed, AI_HARD, out);
}

bool rating_rate_level(const SeatView *view, Action taken, uint64_t seed, AiLevel level, Rating *out)
{
    return rating_rate_until(view, taken, seed, level, NULL, out);
}

bool rating_rate_until(const SeatView *view, Action taken, uint64_t seed, AiLevel level, const AiStop *stop,
                       Rating *out)
{
    if (view->to_act != view->seat)
        return false;
    ActionList legal;
    view_legal_actions(view, &legal);
    int taken_index = -1;
    for (int i = 0; i < legal.count; i++)
        if (action_equal(legal.items[i], taken))
            taken_index = i;
    if (taken_index < 0)
        return false;
    if (legal.count == 1) {
        /* Nothing was decided: no search can say anything about it. */
        HardReport none = {0};
        Rating forced = {.taken = taken, .best = taken, .choices = 1, .grade = RATING_GOOD};
        hint_build(view, taken, &none, &forced.hint);
        *out = forced;
        return true;
    }
    double values[ACTION_LIST_MAX];
    HardReport report;
    Action best;
    const HardConfig *config = level == AI_EXPERT ? &HARD_CONFIG_EXPERT : &HARD_CONFIG;
    if (!hard_weigh_with(view, seed, config, stop, &best, &report, values))
        return false;
    Rating rating = {.taken = taken, .best = best, .choices = legal.count};
    double best_value = values[taken_index];
    for (int i = 0; i < legal.count; i++)
        if (values[i] > best_value)
            best_value = values[i];
    /* Sums of weighted chances may stray past 1 by a rounding error. */
    rating.best_value = best_value > 1 ? 1 : best_value;
    rating.taken_value = values[taken_index] > 1 ? 1 : values[taken_index];
    rating.loss = rating.best_value - rating.taken_value;
    if (rating.loss < 0)
        rating.loss = 0;
    rating.grade = rating_grade_of(rating.loss);
    hint_build(view, best, &report, &rating.hint);
    *out = rating;
    return true;
}

/* The hand as the solver sees it: the seat first, then the other. */
static void open_deal(const Game *game, uint8_t seat, SolverRules *rules, SolverDeal *deal)
{
    *rules = (SolverRules){game_trump(game), game->options.must_trump_when_void};
    *deal = (SolverDeal){{game->hands[seat], game->hands[seat_other(seat)]}, game->leader == seat ? 0 : 1, CARD_NONE};
    if (game->trick_size == 1)
        deal->led = game->trick[0];
}

/* The seat's tricks after it plays `card` from `deal`, perfect play after. */
static int open_tricks_after(const Game *game, uint8_t seat, const SolverRules *rules, const SolverDeal *deal,
                             Card card)
{
    int won;
    SolverDeal next = solver_after(rules, deal, card, &won);
    return game->tricks[seat] + won + solver_tricks(rules, &next);
}

bool rating_open_play(const Game *game, uint8_t seat, OpenPlay *out)
{
    if (game->phase != PHASE_PLAY || seat >= SEAT_COUNT)
        return false;
    SolverRules rules;
    SolverDeal deal;
    open_deal(game, seat, &rules, &deal);
    out->tricks = game->tricks[seat] + solver_tricks(&rules, &deal);
    out->best = CARD_NONE;
    if (game->to_act != seat)
        return true;
    int best_tricks = -1;
    for (CardSet rest = solver_playable(&rules, &deal); rest; rest = cardset_without_lowest(rest)) {
        Card card = cardset_lowest(rest);
        int tricks = open_tricks_after(game, seat, &rules, &deal, card);
        if (tricks > best_tricks) {
            best_tricks = tricks;
            out->best = card;
        }
    }
    return true;
}

bool rating_open_card(const Game *game, uint8_t seat, Card card, int *tricks)
{
    if (game->phase != PHASE_PLAY || seat >= SEAT_COUNT || game->to_act != seat || !card_is_valid(card))
        return false;
    SolverRules rules;
    SolverDeal deal;
    open_deal(game, seat, &rules, &deal);
    if (!cardset_has(solver_playable(&rules, &deal), card))
        return false;
    *tricks = open_tricks_after(game, seat, &rules, &deal, card);
    return true;
}
