/* Hints: the hard level's choice, and the plainest true reason for it.
 * The reason is picked from the shape of the choice (what the card does to
 * the trick, what the discard keeps) and quotes the search's own numbers. */
#include <stdio.h>

#include "book.h"
#include "ecarte/ai.h"
#include "ecarte/explain.h"
#include "ecarte/trick.h"
#include "hard.h"
#include "hint.h"
#include "odds.h"
#include "seat.h"

static int percent_of(double chance)
{
    int percent = (int)(chance * 100.0 + 0.5);
    return percent < 0 ? 0 : percent > 100 ? 100 : percent;
}

static void explain_play(const SeatView *view, const HardReport *report, AiHint *hint)
{
    Card card = hint->action.card;
    Suit trump = seat_trump(view);
    PlayContext context = seat_play_context(view);
    hint->card = card;
    hint->suit = card_suit(card);
    if (context.led != CARD_NONE) {
        Suit led = card_suit(context.led);
        if (trick_follower_wins(context.led, card, trump)) {
            hint->reason = card_suit(card) == led ? AI_HINT_WIN_CHEAPLY : AI_HINT_TRUMP_IN;
            hint->suit = led;
        } else if (!(view->hand & cardset_suit(led)) && (view->hand & cardset_suit(trump))) {
            hint->reason = AI_HINT_SAVE_TRUMP;
            hint->suit = led;
        } else {
            hint->reason = AI_HINT_THROW_LOW;
        }
        return;
    }
    CardSet suit_cards = view->hand & cardset_suit(card_suit(card));
    if (card_suit(card) == trump) {
        hint->reason = AI_HINT_LEAD_TRUMP;
        hint->count = cardset_count(suit_cards);
    } else if (book_is_master(&context, card)) {
        hint->reason = AI_HINT_LEAD_MASTER;
    } else if (card == cardset_lowest(suit_cards) && suit_cards != cardset_of(card)) {
        hint->reason = AI_HINT_LEAD_LOW;
    } else {
        /* The card is chosen by the game: a card that wins the hand more
         * often may lose it by more, or win it by less. */
        hint->reason = AI_HINT_BEST_CHANCE;
        hint->percent = percent_of(report->win_game);
    }
}

bool ai_hint(const SeatView *view, uint64_t seed, AiHint *hint) { return ai_hint_until(view, seed, NULL, hint); }

bool ai_hint_until(const SeatView *view, uint64_t seed, const AiStop *stop, AiHint *hint)
{
    if (view->to_act != view->seat)
        return false;
    HardReport report;
    Action action;
    if (!hard_weigh_with(view, seed, &HARD_CONFIG, stop, &action, &report, NULL))
        return false;
    hint_build(view, action, &report, hint);
    return true;
}

void hint_build(const SeatView *view, Action action, const HardReport *report, AiHint *hint)
{
    ActionList legal;
    view_legal_actions(view, &legal);
    Suit trump = seat_trump(view);
    AiHint result = {.action = action,
                     .reason = AI_HINT_BEST_CHANCE,
                     .card = CARD_NONE,
                     .suit = trump,
                     .trumps = cardset_count(view->hand & cardset_suit(trump))};
    switch (action.type) {
    case ACTION_DECLARE: result.reason = AI_HINT_DECLARE; break;
    case ACTION_STAND:
        result.reason = AI_HINT_STAND;
        result.count = result.trumps;
        break;
    case ACTION_PROPOSE: result.reason = AI_HINT_PROPOSE; break;
    case ACTION_REFUSE:
        result.reason = AI_HINT_REFUSE;
        result.count = book_guarded_suits(view->hand, trump);
        break;
    case ACTION_ACCEPT: result.reason = AI_HINT_ACCEPT; break;
    case ACTION_DISCARD: {
        CardSet kept = view->hand & ~action.cards;
        result.count = cardset_count(action.cards);
        if (action.cards == 0)
            result.reason = AI_HINT_KEEP_ALL;
        else if (kept == book_keepers(view->hand, trump) && kept != 0)
            result.reason = AI_HINT_DISCARD_KEEP;
        else
            result.reason = AI_HINT_DISCARD;
        break;
    }
    case ACTION_PLAY: explain_play(view, report, &result); break;
    }
    if (legal.count == 1) {
        result.reason = AI_HINT_ONLY_CHOICE;
        result.card = action.type == ACTION_PLAY ? action.card : CARD_NONE;
    }
    AiHintReason reason = result.reason;
    if (reason == AI_HINT_STAND || reason == AI_HINT_PROPOSE || reason == AI_HINT_REFUSE || reason == AI_HINT_ACCEPT)
        result.percent = percent_of(odds_win_hand(view));
    *hint = result;
}

static const char *plural(int count, const char *one, const char *many) { return count == 1 ? one : many; }

/* The answer to a proposal is counted over the proposer's hands, each as
 * likely as its proposing makes it: weaker than hands at large. */
static const char PROPOSER[] = "against the hands a player who proposes is likely to hold";

void ai_hint_describe(const AiHint *hint, char *out, size_t size)
{
    if (size == 0)
        return;
    char card[3];
    card_format(hint->card, card);
    const char *suits = explain_suit_plural(hint->suit);
    const char *suit = explain_suit_singular(hint->suit);
    int n = hint->count, p = hint->percent;
    switch (hint->reason) {
    case AI_HINT_ONLY_CHOICE:
        if (hint->card != CARD_NONE)
            snprintf(out, size, "Play %s: it is your only legal card.", card);
        else
            snprintf(out, size, "It is the only thing you may do.");
        break;
    case AI_HINT_DECLARE: snprintf(out, size, "Declare the king of trumps: it scores a point at once."); break;
    case AI_HINT_STAND:
        if (n > 0)
            snprintf(out, size, "Stand: with %d %s you win 3 tricks against %d%% of hands.", n,
                     plural(n, "trump", "trumps"), p);
        else
            snprintf(out, size, "Stand: your hand wins 3 tricks against %d%% of hands.", p);
        break;
    case AI_HINT_PROPOSE: snprintf(out, size, "Propose: as it is, your hand wins only %d%% of the time.", p); break;
    case AI_HINT_REFUSE: {
        int t = hint->trumps;
        if (n > 0 && t > 0)
            snprintf(out, size, "Refuse: guarded in %d %s with %d %s, you win %d%% of the time as you are %s.", n,
                     plural(n, "suit", "suits"), t, plural(t, "trump", "trumps"), p, PROPOSER);
        else if (n > 0)
            snprintf(out, size, "Refuse: guarded in %d %s, you win %d%% of the time as you are %s.", n,
                     plural(n, "suit", "suits"), p, PROPOSER);
        else
            snprintf(out, size, "Refuse: with %d %s you win %d%% of the time as you are %s.", t,
                     plural(t, "trump", "trumps"), p, PROPOSER);
        break;
    }
    case AI_HINT_ACCEPT:
        snprintf(out, size, "Accept: as you are you win only %d%% of the time %s; new cards help you more.", p,
                 PROPOSER);
        break;
    case AI_HINT_DISCARD_KEEP:
        snprintf(out, size, "Discard %d %s: keep your trumps and kings.", n, plural(n, "card", "cards"));
        break;
    case AI_HINT_DISCARD:
        snprintf(out, size, "Discard %d %s: the cards you keep give the best chances.", n, plural(n, "card", "cards"));
        break;
    case AI_HINT_KEEP_ALL: snprintf(out, size, "Keep your hand: new cards would not make it stronger."); break;
    case AI_HINT_WIN_CHEAPLY: snprintf(out, size, "Play %s: it is the cheapest card that wins the trick.", card); break;
    case AI_HINT_TRUMP_IN:
        snprintf(out, size, "Trump with %s: you have no %s and it takes the trick.", card, suit);
        break;
    case AI_HINT_THROW_LOW:
        snprintf(out, size, "Play %s: you cannot win this trick, so keep your better cards.", card);
        break;
    case AI_HINT_SAVE_TRUMP:
        snprintf(out, size, "Play %s: this trick is not worth a trump; keep yours for later.", card);
        break;
    case AI_HINT_LEAD_TRUMP:
        snprintf(out, size, "Lead %s: with %d %s, drawing your opponent's protects your winners.", card, n,
                 plural(n, "trump", "trumps"));
        break;
    case AI_HINT_LEAD_MASTER: snprintf(out, size, "Lead %s: it is the highest of the %s left.", card, suits); break;
    case AI_HINT_LEAD_LOW: snprintf(out, size, "Lead %s: a low card keeps your high %s as guards.", card, suits); break;
    case AI_HINT_BEST_CHANCE:
        snprintf(out, size, "Play %s: it gives the best chance of winning the game (%d%%).", card, p);
        break;
    }
}
