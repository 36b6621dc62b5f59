/* The normal level: the book, exactly. */
#include "book.h"
#include "levels.h"
#include "regle.h"
#include "seat.h"

/* It stands on a jeu de règle, computed exactly for this hand. */
static bool normal_stands(const SeatView *view, Suit trump)
{
    (void)trump;
    SolverRules rules = seat_rules(view);
    return regle_is_jeu_de_regle(view->hand, view_unseen(view), &rules);
}

static bool normal_refuses(const SeatView *view, Suit trump) { return book_refuses(view->hand, trump); }

static Card normal_play(const SeatView *view, const PlayContext *context, Suit trump)
{
    (void)view;
    (void)trump;
    return book_play(context);
}

bool normal_choose(const SeatView *view, Action *out)
{
    static const SeatPolicy normal = {normal_stands, normal_refuses, book_discard, normal_play};
    return seat_choose(&normal, view, out);
}
