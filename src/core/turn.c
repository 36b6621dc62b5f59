#include "turn.h"

#include "ecarte/trick.h"

static void push(ActionList *out, Action action) { out->items[out->count++] = action; }

/* The fewest and most cards the seat may throw away now. */
static void discard_limits(const Turn *turn, int *fewest, int *most)
{
    bool is_dealer = turn->seat == turn->dealer;
    *fewest = (!is_dealer || (turn->options.dealer_must_exchange && turn->stock_count > 0)) ? 1 : 0;
    *most = turn->stock_count < HAND_SIZE ? turn->stock_count : HAND_SIZE;
}

static bool may_declare(const Turn *turn)
{
    Card king = card_make(turn->trump, RANK_KING);
    return cardset_has(turn->hand, king) && !turn->has_played && turn->king_declared == SEAT_NONE;
}

static CardSet playable(const Turn *turn)
{
    if (turn->trick_size == 0)
        return turn->hand;
    return trick_follow_options(turn->hand, turn->led, turn->trump, turn->options.must_trump_when_void);
}

void turn_legal_actions(const Turn *turn, ActionList *out)
{
    out->count = 0;
    if (turn->seat == SEAT_NONE)
        return;
    switch (turn->phase) {
    case PHASE_PROPOSE:
        push(out, action_propose());
        push(out, action_stand());
        break;
    case PHASE_RESPOND:
        push(out, action_accept());
        push(out, action_refuse());
        break;
    case PHASE_DISCARD: {
        int fewest, most;
        discard_limits(turn, &fewest, &most);
        /* Every subset of the hand, the full hand first, then down to empty. */
        CardSet subset = turn->hand;
        for (;;) {
            int size = cardset_count(subset);
            if (size >= fewest && size <= most)
                push(out, action_discard(subset));
            if (subset == 0)
                break;
            subset = (subset - 1) & turn->hand;
        }
        break;
    }
    case PHASE_PLAY:
        if (may_declare(turn))
            push(out, action_declare());
        for (CardSet rest = playable(turn); rest; rest = cardset_without_lowest(rest))
            push(out, action_play(cardset_lowest(rest)));
        break;
    default: break;
    }
}

static RuleError refuse(Rejection *why, const Turn *turn, RuleError error, Suit suit, CardSet allowed, int limit)
{
    if (why) {
        why->error = error;
        why->phase = turn->phase;
        why->suit = suit;
        why->led = turn->trick_size > 0 ? turn->led : CARD_NONE;
        why->allowed = allowed;
        why->limit = (uint8_t)limit;
    }
    return error;
}

static bool action_fits_phase(ActionType type, Phase phase)
{
    switch (type) {
    case ACTION_PROPOSE:
    case ACTION_STAND: return phase == PHASE_PROPOSE;
    case ACTION_ACCEPT:
    case ACTION_REFUSE: return phase == PHASE_RESPOND;
    case ACTION_DISCARD: return phase == PHASE_DISCARD;
    case ACTION_DECLARE:
    case ACTION_PLAY: return phase == PHASE_PLAY;
    }
    return false;
}

static RuleError check_play(const Turn *turn, Card card, Rejection *why)
{
    CardSet allowed = playable(turn);
    if (!card_is_valid(card) || !cardset_has(turn->hand, card))
        return refuse(why, turn, RULE_NOT_IN_HAND, turn->trump, allowed, 0);
    if (cardset_has(allowed, card))
        return RULE_OK;
    /* The hand holds the card but the trick forbids it: name the rule. */
    Suit led = card_suit(turn->led);
    if (turn->hand & cardset_suit(led)) {
        if (card_suit(card) == led)
            return refuse(why, turn, RULE_MUST_BEAT, led, allowed, 0);
        return refuse(why, turn, RULE_MUST_FOLLOW_SUIT, led, allowed, 0);
    }
    return refuse(why, turn, RULE_MUST_TRUMP, turn->trump, allowed, 0);
}

static RuleError check_discard(const Turn *turn, CardSet cards, Rejection *why)
{
    int fewest, most;
    discard_limits(turn, &fewest, &most);
    if (cards & ~turn->hand)
        return refuse(why, turn, RULE_NOT_IN_HAND, turn->trump, turn->hand, 0);
    int count = cardset_count(cards);
    if (count < fewest)
        return refuse(why, turn, RULE_DISCARD_TOO_FEW, turn->trump, turn->hand, fewest);
    if (count > most)
        return refuse(why, turn, RULE_DISCARD_TOO_MANY, turn->trump, turn->hand, most);
    return RULE_OK;
}

static RuleError check_declare(const Turn *turn, Rejection *why)
{
    Card king = card_make(turn->trump, RANK_KING);
    CardSet king_set = cardset_of(king);
    if (turn->king_declared == turn->seat)
        return refuse(why, turn, RULE_KING_ALREADY, turn->trump, king_set, 0);
    if (!cardset_has(turn->hand, king))
        return refuse(why, turn, RULE_NO_KING, turn->trump, king_set, 0);
    if (turn->has_played)
        return refuse(why, turn, RULE_KING_TOO_LATE, turn->trump, king_set, 0);
    return RULE_OK;
}

RuleError turn_check(const Turn *turn, Action action, Rejection *why)
{
    if (turn->phase == PHASE_GAME_OVER)
        return refuse(why, turn, RULE_GAME_OVER, turn->trump, 0, 0);
    if (turn->phase == PHASE_DEAL || turn->phase == PHASE_HAND_OVER || turn->seat == SEAT_NONE)
        return refuse(why, turn, RULE_NOT_DEALT, turn->trump, 0, 0);
    if (!action_fits_phase(action.type, turn->phase))
        return refuse(why, turn, RULE_WRONG_PHASE, turn->trump, 0, 0);
    switch (action.type) {
    case ACTION_DISCARD: return check_discard(turn, action.cards, why);
    case ACTION_DECLARE: return check_declare(turn, why);
    case ACTION_PLAY: return check_play(turn, action.card, why);
    default: return RULE_OK;
    }
}
