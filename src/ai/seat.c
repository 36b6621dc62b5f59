#include "seat.h"

Suit seat_trump(const SeatView *view) { return view->turnup == CARD_NONE ? SUIT_SPADES : card_suit(view->turnup); }

SolverRules seat_rules(const SeatView *view)
{
    SolverRules rules = {seat_trump(view), view->options.must_trump_when_void};
    return rules;
}

void seat_discard_limits(const ActionList *legal, int *fewest, int *most)
{
    *fewest = HAND_SIZE;
    *most = 0;
    for (int i = 0; i < legal->count; i++) {
        if (legal->items[i].type != ACTION_DISCARD)
            continue;
        int size = cardset_count(legal->items[i].cards);
        if (size < *fewest)
            *fewest = size;
        if (size > *most)
            *most = size;
    }
}

PlayContext seat_play_context(const SeatView *view)
{
    PlayContext context;
    context.hand = view->hand;
    context.out = CARDSET_ALL & ~view_unseen(view) & ~view->hand & ~view_opponent_known(view);
    context.rules = seat_rules(view);
    context.led = view->trick_size == 1 ? view->trick[0] : CARD_NONE;
    return context;
}

bool seat_may_declare(const ActionList *legal)
{
    for (int i = 0; i < legal->count; i++)
        if (legal->items[i].type == ACTION_DECLARE)
            return true;
    return false;
}

bool seat_choose(const SeatPolicy *policy, const SeatView *view, Action *out)
{
    ActionList legal;
    view_legal_actions(view, &legal);
    if (legal.count == 0)
        return false;
    Suit trump = seat_trump(view);
    switch (view->phase) {
    case PHASE_PROPOSE: *out = policy->stands(view, trump) ? action_stand() : action_propose(); return true;
    case PHASE_RESPOND: *out = policy->refuses(view, trump) ? action_refuse() : action_accept(); return true;
    case PHASE_DISCARD: {
        int fewest, most;
        seat_discard_limits(&legal, &fewest, &most);
        *out = action_discard(policy->discard(view->hand, trump, fewest, most));
        return true;
    }
    case PHASE_PLAY: {
        if (seat_may_declare(&legal)) {
            *out = action_declare();
            return true;
        }
        PlayContext context = seat_play_context(view);
        *out = action_play(policy->play(view, &context, trump));
        return true;
    }
    default: *out = legal.items[0]; return true;
    }
}
