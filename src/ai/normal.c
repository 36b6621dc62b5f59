/* The normal level: the book, exactly. */
#include "book.h"
#include "levels.h"
#include "regle.h"
#include "seat.h"

bool normal_choose(const SeatView *view, Action *out)
{
    ActionList legal;
    view_legal_actions(view, &legal);
    if (legal.count == 0)
        return false;
    Suit trump = seat_trump(view);
    SolverRules rules = seat_rules(view);
    switch (view->phase) {
    case PHASE_PROPOSE:
        *out = regle_is_jeu_de_regle(view->hand, view_unseen(view), &rules) ? action_stand()
                                                                           : action_propose();
        return true;
    case PHASE_RESPOND:
        *out = book_refuses(view->hand, trump) ? action_refuse() : action_accept();
        return true;
    case PHASE_DISCARD: {
        int fewest, most;
        seat_discard_limits(&legal, &fewest, &most);
        *out = action_discard(book_discard(view->hand, trump, fewest, most));
        return true;
    }
    case PHASE_PLAY: {
        if (seat_may_declare(&legal)) {
            *out = action_declare();
            return true;
        }
        PlayContext context = seat_play_context(view);
        *out = action_play(book_play(&context));
        return true;
    }
    default:
        *out = legal.items[0];
        return true;
    }
}
