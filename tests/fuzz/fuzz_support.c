#include "fuzz_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecarte/ai.h"
#include "ecarte/record.h"
#include "ecarte/view.h"

void fuzz_abort(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

static bool fail(const char **problem, const char *what)
{
    if (problem)
        *problem = what;
    return false;
}

/* Any action at all, legal or not: what a damaged file or a stray click
 * could ask for. */
static Action any_action(Rng *rng)
{
    Action action;
    memset(&action, 0, sizeof action);
    action.type = (ActionType)rng_below(rng, ACTION_PLAY + 1);
    action.card = rng_below(rng, 8) == 0 ? CARD_NONE : (Card)rng_below(rng, CARD_COUNT);
    action.cards = (CardSet)rng_next(rng);
    if (rng_below(rng, 2))
        action.cards &= (CardSet)rng_next(rng) & (CardSet)rng_next(rng);
    return action;
}

static bool same_lists(const ActionList *a, const ActionList *b)
{
    if (a->count != b->count)
        return false;
    for (int i = 0; i < a->count; i++)
        if (!action_list_contains(b, a->items[i]))
            return false;
    return true;
}

bool fuzz_game_sane(const Game *game, uint64_t seed, const char **problem)
{
    if (!game_validate(game, problem))
        return false;
    ActionList legal;
    game_legal_actions(game, &legal);
    if (legal.count < 0 || legal.count > ACTION_LIST_MAX)
        return fail(problem, "the legal list has an impossible length");
    if ((game->to_act == SEAT_NONE) != (legal.count == 0))
        return fail(problem, "the seat to act has no move, or nobody is to act and a move is listed");
    for (int i = 0; i < legal.count; i++) {
        if (game_check(game, legal.items[i], NULL) != RULE_OK)
            return fail(problem, "a listed move is refused by game_check");
        for (int j = 0; j < i; j++)
            if (action_equal(legal.items[i], legal.items[j]))
                return fail(problem, "a move is listed twice");
    }
    for (uint8_t seat = 0; seat < SEAT_COUNT; seat++) {
        SeatView view;
        ActionList seen;
        game_view(game, seat, &view);
        view_legal_actions(&view, &seen);
        if (seat == game->to_act ? !same_lists(&legal, &seen) : seen.count != 0)
            return fail(problem, "a seat's view lists other moves than the game");
        if (view.hand != game->hands[seat])
            return fail(problem, "a seat's view shows another hand");
    }
    /* Whatever is not listed is refused, and leaves the game as it was. */
    Rng rng = rng_seeded(rng_mix(seed, game->rng.state));
    for (int i = 0; i < 8; i++) {
        Action action = any_action(&rng);
        bool listed = action_list_contains(&legal, action);
        if ((game_check(game, action, NULL) == RULE_OK) != listed)
            return fail(problem, "game_check and the legal list disagree");
        if (listed)
            continue;
        Game copy = *game;
        Rejection why;
        if (game_apply(&copy, action, &why) == RULE_OK || memcmp(&copy, game, sizeof copy) != 0)
            return fail(problem, "a move the list lacks changed the game");
    }
    return true;
}

bool fuzz_journal_leads_to(const Journal *journal, const Game *game)
{
    Game reached;
    char expected[RECORD_TEXT_MAX], got[RECORD_TEXT_MAX];
    if (!journal_state(journal, journal->count, &reached))
        return false;
    size_t expected_length = record_write(game, expected, sizeof expected);
    size_t got_length = record_write(&reached, got, sizeof got);
    return expected_length > 0 && expected_length == got_length && memcmp(expected, got, got_length) == 0;
}

/* Far more than a game to 99 points can take: every hand scores at least a
 * point and takes at most about a hundred steps. */
enum { PLAY_STEPS_MAX = 2 * (TARGET_MAX + 2) * 120 };

bool fuzz_play_to_end(Game *game, Journal *journal, uint64_t seed, const char **problem)
{
    Rng rng = rng_seeded(seed);
    for (int step = 0; step < PLAY_STEPS_MAX; step++) {
        if (!fuzz_game_sane(game, seed + (uint64_t)step, problem))
            return false;
        if (game_is_over(game)) {
            if (journal && !fuzz_journal_leads_to(journal, game))
                return fail(problem, "the journal does not lead to the game it followed");
            return true;
        }
        RuleError error;
        if (game->phase == PHASE_DEAL || game->phase == PHASE_HAND_OVER) {
            error = journal ? journal_deal(journal, game, NULL, NULL) : game_deal(game, NULL, NULL);
        } else {
            Action action;
            ActionList legal;
            game_legal_actions(game, &legal);
            /* Mostly the AI, which plays whole sensible hands; now and then
             * any legal move, which reaches what the AI would not do. */
            if (rng_below(&rng, 4) == 0) {
                action = legal.items[rng_below(&rng, (uint32_t)legal.count)];
            } else {
                SeatView view;
                game_view(game, game->to_act, &view);
                if (!ai_choose(&view, AI_EASY, rng_next(&rng), &action))
                    return fail(problem, "the AI has no move for the seat to act");
                if (!action_list_contains(&legal, action))
                    return fail(problem, "the AI chose a move that is not legal");
            }
            error = journal ? journal_apply(journal, game, action, NULL) : game_apply(game, action, NULL);
        }
        if (error != RULE_OK)
            return fail(problem, "the rules refused a legal step");
    }
    return fail(problem, "the game did not end");
}
