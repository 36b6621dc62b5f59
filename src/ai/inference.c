#include "inference.h"

#include "model.h"

/* The opponent's most recent exchange, if any: its hand has not changed
 * since but for the cards it played, so that evidence is about the hand the
 * play started with. */
static int last_discard_count(const SeatView *view, uint8_t opponent)
{
    int last = 0;
    int records = view->exchange_count < EXCHANGES_MAX ? view->exchange_count + 1 : EXCHANGES_MAX;
    for (int i = 0; i < records; i++)
        if (view->exchanges[i].count[opponent] > 0)
            last = view->exchanges[i].count[opponent];
    return last;
}

/* The choice that ended the opponent's part in the exchange, judged on the
 * hand it held then (`start`: its hand now plus what it has played). */
static double decision_weight(const SeatView *view, const Knowledge *knowledge, const OpponentModel *model,
                              CardSet start)
{
    Card turnup = view->turnup;
    Suit trump = knowledge->rules.trump;
    bool opponent_deals = !knowledge->dealer;
    if (view->phase == PHASE_RESPOND) /* it proposed with the hand it holds */
        return 1.0 - model_stand(model, start, turnup, &knowledge->rules);
    if (view->phase == PHASE_DISCARD && opponent_deals && view->to_act == view->seat)
        return 1.0 - model_refuse(model, start, trump); /* it has just accepted */
    if (view->phase != PHASE_PLAY)
        return 1.0; /* its last choice was made on cards it has since changed */
    if (opponent_deals)
        return view->refused ? model_refuse(model, start, trump) : 1.0;
    if (view->stood)
        return model_stand(model, start, turnup, &knowledge->rules);
    if (view->refused)
        return 1.0 - model_stand(model, start, turnup, &knowledge->rules);
    /* It played after an exchange by choice, unless the stock ran out. */
    return view->stock_count > 0 ? model_stand(model, start, turnup, &knowledge->rules) : 1.0;
}

/* Each card the opponent played, judged on the hand it held at the time. */
static double play_weight(const SeatView *view, const Knowledge *knowledge, const OpponentModel *model, CardSet hand)
{
    double weight = 1.0;
    CardSet before = cardset_of(view->turnup); /* cards out before each trick */
    CardSet later = knowledge->opponent_played;
    int tricks = view->history_count + (view->trick_size > 0 ? 1 : 0);
    for (int t = 0; t < tricks; t++) {
        bool done = t < view->history_count;
        uint8_t leader = done ? view->history[t].leader : view->leader;
        const Card *cards = done ? view->history[t].cards : view->trick;
        int size = done ? 2 : view->trick_size;
        int index = leader == knowledge->opponent ? 0 : 1;
        if (index < size) {
            PlayContext context = {
                .hand = hand | later,
                .out = before,
                .rules = knowledge->rules,
                .led = index == 1 ? cards[0] : CARD_NONE,
            };
            weight *= model_play(model, &context, cards[index]);
            later &= ~cardset_of(cards[index]);
        }
        for (int i = 0; i < size; i++)
            before |= cardset_of(cards[i]);
    }
    return weight;
}

double inference_weight(const SeatView *view, const Knowledge *knowledge, const OpponentModel *model, CardSet hand)
{
    CardSet start = hand | knowledge->opponent_played;
    double weight = decision_weight(view, knowledge, model, start);
    int discarded = last_discard_count(view, knowledge->opponent);
    if (discarded > 0)
        weight *= model_discard(start, knowledge->rules.trump, discarded);
    if (view->phase == PHASE_PLAY)
        weight *= play_weight(view, knowledge, model, hand);
    return weight;
}
