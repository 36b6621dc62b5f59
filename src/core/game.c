#include "ecarte/game.h"

#include <string.h>

#include "ecarte/trick.h"
#include "turn.h"

const char *phase_name(Phase phase)
{
    static const char *const NAMES[] = {"deal", "propose", "respond", "discard", "play", "hand_over", "game_over"};
    return (unsigned)phase < sizeof NAMES / sizeof NAMES[0] ? NAMES[phase] : "?";
}

bool game_init(Game *game, const GameOptions *options, uint64_t seed, uint8_t first_dealer)
{
    if (!options_are_valid(options) || first_dealer > SEAT_NONE)
        return false;
    memset(game, 0, sizeof *game);
    game->options = *options;
    game->seed = seed;
    game->rng = rng_seeded(seed);
    game->phase = PHASE_DEAL;
    game->to_act = SEAT_NONE;
    game->winner = SEAT_NONE;
    game->dealer = first_dealer == SEAT_NONE ? (uint8_t)rng_below(&game->rng, SEAT_COUNT) : first_dealer;
    game->turnup = CARD_NONE;
    game->king_declared = SEAT_NONE;
    game->leader = SEAT_NONE;
    return true;
}

void game_shuffled_deck(Rng *rng, Card deck[CARD_COUNT])
{
    for (int c = 0; c < CARD_COUNT; c++)
        deck[c] = (Card)c;
    for (uint32_t i = CARD_COUNT - 1; i > 0; i--) {
        uint32_t j = rng_below(rng, i + 1);
        Card swap = deck[i];
        deck[i] = deck[j];
        deck[j] = swap;
    }
}

static bool deck_is_complete(const Card *deck)
{
    CardSet seen = 0;
    for (int i = 0; i < CARD_COUNT; i++) {
        if (!card_is_valid(deck[i]) || cardset_has(seen, deck[i]))
            return false;
        seen |= cardset_of(deck[i]);
    }
    return true;
}

static RuleError deal_refused(Rejection *why, const Game *game, RuleError error)
{
    if (why) {
        memset(why, 0, sizeof *why);
        why->error = error;
        why->phase = game->phase;
        why->led = CARD_NONE;
    }
    return error;
}

/* A point outside the tricks; true if it ended the game. */
static bool score_point(Game *game, uint8_t seat, int points)
{
    game->scores[seat] = (uint8_t)(game->scores[seat] + points);
    if (game->scores[seat] < game->options.target)
        return false;
    game->phase = PHASE_GAME_OVER;
    game->winner = seat;
    game->to_act = SEAT_NONE;
    return true;
}

/* The game ended mid-hand through a king point: record it as the hand's result. */
static void record_cut_short(Game *game, uint8_t seat, bool turned_up)
{
    HandResult result = {.outcome = OUTCOME_CUT_SHORT,
                         .trick_winner = SEAT_NONE,
                         .king_seat = seat,
                         .king_turned_up = turned_up};
    result.points[seat] = 1;
    game->last_hand = result;
    game->has_last_hand = true;
}

RuleError game_deal(Game *game, const Card *deck, Rejection *why)
{
    if (game->phase == PHASE_GAME_OVER)
        return deal_refused(why, game, RULE_GAME_OVER);
    if (game->phase != PHASE_DEAL && game->phase != PHASE_HAND_OVER)
        return deal_refused(why, game, RULE_HAND_IN_PROGRESS);
    if (deck && !deck_is_complete(deck))
        return deal_refused(why, game, RULE_BAD_DECK);

    Card shuffled[CARD_COUNT];
    if (!deck) {
        game_shuffled_deck(&game->rng, shuffled);
        deck = shuffled;
    }
    if (game->hands_dealt > 0)
        game->dealer = seat_other(game->dealer);
    game->hands_dealt++;

    uint8_t dealer = game->dealer, elder = seat_other(dealer);
    /* Packets of three then two, the non-dealer (elder hand) first. */
    static const uint8_t RECEIVER_IS_DEALER[2 * HAND_SIZE] = {0, 0, 0, 1, 1, 1, 0, 0, 1, 1};
    game->hands[0] = game->hands[1] = CARDSET_EMPTY;
    for (int i = 0; i < 2 * HAND_SIZE; i++)
        game->hands[RECEIVER_IS_DEALER[i] ? dealer : elder] |= cardset_of(deck[i]);
    game->turnup = deck[2 * HAND_SIZE];
    memcpy(game->stock, deck + DEAL_SIZE, STOCK_SIZE);
    game->stock_next = 0;

    game->discards[0] = game->discards[1] = CARDSET_EMPTY;
    memset(game->exchanged, 0, sizeof game->exchanged);
    game->exchange_count = 0;
    memset(game->exchanges, 0, sizeof game->exchanges);
    game->proposed = game->refused = game->stood = false;
    game->king_declared = SEAT_NONE;
    game->leader = elder;
    game->trick_size = 0;
    game->trick[0] = game->trick[1] = CARD_NONE;
    memset(game->tricks, 0, sizeof game->tricks);
    game->history_count = 0;

    game->phase = PHASE_PROPOSE;
    game->to_act = elder;
    if (card_rank(game->turnup) == RANK_KING && score_point(game, dealer, 1))
        record_cut_short(game, dealer, true);
    return RULE_OK;
}

static void game_turn(const Game *game, Turn *turn)
{
    uint8_t seat = game->to_act;
    turn->phase = game->phase;
    turn->seat = seat;
    turn->dealer = game->dealer;
    turn->options = game->options;
    turn->hand = seat < SEAT_COUNT ? game->hands[seat] : CARDSET_EMPTY;
    turn->stock_count = game_stock_count(game);
    turn->trump = turn_trump(game->turnup);
    turn->trick_size = game->trick_size;
    turn->led = game->trick[0];
    turn->has_played = turn_has_played(seat, game->history_count, game->trick_size, game->leader);
    turn->king_declared = game->king_declared;
}

void game_legal_actions(const Game *game, ActionList *out)
{
    Turn turn;
    game_turn(game, &turn);
    turn_legal_actions(&turn, out);
}

RuleError game_check(const Game *game, Action action, Rejection *why)
{
    Turn turn;
    game_turn(game, &turn);
    return turn_check(&turn, action, why);
}

static void begin_play(Game *game)
{
    game->phase = PHASE_PLAY;
    game->to_act = game->leader; /* the non-dealer leads the first trick */
}

static void exchange(Game *game, uint8_t seat, CardSet cards)
{
    int count = cardset_count(cards);
    game->hands[seat] &= ~cards;
    game->discards[seat] |= cards;
    for (int i = 0; i < count; i++)
        game->hands[seat] |= cardset_of(game->stock[game->stock_next++]);
    game->exchanged[seat] = (uint8_t)(game->exchanged[seat] + count);
    game->exchanges[game->exchange_count].count[seat] = (uint8_t)count;

    bool stock_empty = game_stock_count(game) == 0;
    if (seat != game->dealer && !stock_empty) {
        game->to_act = game->dealer;
        return;
    }
    /* The exchange is complete (an empty stock leaves the dealer nothing to draw). */
    game->exchange_count++;
    if (stock_empty) {
        begin_play(game);
    } else {
        game->phase = PHASE_PROPOSE;
        game->to_act = seat_other(game->dealer);
    }
}

static HandResult score_tricks(const Game *game)
{
    const GameOptions *options = &game->options;
    uint8_t dealer = game->dealer, elder = seat_other(dealer);
    uint8_t winner = game->tricks[0] >= 3 ? 0 : 1;
    bool vole = game->tricks[winner] == TRICKS_PER_HAND;
    bool refused_first = game->refused && game->exchange_count == 0;
    bool unexchanged = game->stood || refused_first;

    HandResult result = {.trick_winner = winner, .king_seat = SEAT_NONE};
    result.outcome = vole ? OUTCOME_VOLE : OUTCOME_POINT;
    result.trick_points = vole ? 2 : 1;
    if (options->penalty == PENALTY_STANDARD) {
        if (unexchanged && winner == elder) {
            result.outcome = OUTCOME_UNEXCHANGED_WIN;
            result.trick_points = 2;
        }
    } else if (game->stood && winner == dealer) {
        result.outcome = OUTCOME_STOOD_AND_LOST;
        result.trick_points = 2;
    } else if (refused_first && winner == elder) {
        result.outcome = OUTCOME_REFUSED_AND_LOST;
        result.trick_points = 2;
    }
    result.points[winner] = result.trick_points;

    if (card_rank(game->turnup) == RANK_KING) {
        result.king_seat = dealer;
        result.king_turned_up = true;
    } else if (game->king_declared != SEAT_NONE) {
        result.king_seat = game->king_declared;
    }
    if (result.king_seat != SEAT_NONE)
        result.points[result.king_seat]++;
    return result;
}

static void finish_trick(Game *game)
{
    uint8_t winner = trick_winner(game->trick, game->leader, game_trump(game));
    TrickRecord *record = &game->history[game->history_count++];
    record->leader = game->leader;
    record->winner = winner;
    record->cards[0] = game->trick[0];
    record->cards[1] = game->trick[1];
    game->tricks[winner]++;
    game->trick_size = 0;
    game->trick[0] = game->trick[1] = CARD_NONE;
    game->leader = winner;
    game->to_act = winner;
    if (game->history_count < TRICKS_PER_HAND)
        return;

    game->last_hand = score_tricks(game);
    game->has_last_hand = true;
    game->phase = PHASE_HAND_OVER;
    game->to_act = SEAT_NONE;
    score_point(game, game->last_hand.trick_winner, game->last_hand.trick_points);
}

static void play(Game *game, uint8_t seat, Card card)
{
    game->hands[seat] &= ~cardset_of(card);
    game->trick[game->trick_size++] = card;
    if (game->trick_size < SEAT_COUNT)
        game->to_act = seat_other(seat);
    else
        finish_trick(game);
}

RuleError game_apply(Game *game, Action action, Rejection *why)
{
    RuleError error = game_check(game, action, why);
    if (error != RULE_OK)
        return error;
    uint8_t seat = game->to_act;
    switch (action.type) {
    case ACTION_PROPOSE:
        game->proposed = true;
        game->phase = PHASE_RESPOND;
        game->to_act = game->dealer;
        break;
    case ACTION_STAND:
        /* Playing on after an exchange is not standing: only a hand played
         * without any proposal counts for the penalty. */
        game->stood = !game->proposed;
        begin_play(game);
        break;
    case ACTION_ACCEPT:
        game->phase = PHASE_DISCARD;
        game->to_act = seat_other(game->dealer);
        break;
    case ACTION_REFUSE:
        game->refused = true;
        begin_play(game);
        break;
    case ACTION_DISCARD: exchange(game, seat, action.cards); break;
    case ACTION_DECLARE:
        game->king_declared = seat;
        if (score_point(game, seat, 1))
            record_cut_short(game, seat, false);
        break;
    case ACTION_PLAY: play(game, seat, action.card); break;
    }
    return RULE_OK;
}
