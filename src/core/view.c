#include "ecarte/view.h"

#include <string.h>

#include "turn.h"

void game_view(const Game *game, uint8_t seat, SeatView *out)
{
    memset(out, 0, sizeof *out);
    out->seat = seat;
    out->options = game->options;
    out->phase = game->phase;
    out->to_act = game->to_act;
    out->dealer = game->dealer;
    out->winner = game->winner;
    memcpy(out->scores, game->scores, sizeof out->scores);
    out->hands_dealt = game->hands_dealt;

    out->hand = game->hands[seat];
    out->opponent_hand_size = (uint8_t)cardset_count(game->hands[seat_other(seat)]);
    out->discards = game->discards[seat];
    out->turnup = game->turnup;
    out->stock_count = game_stock_count(game);
    memcpy(out->exchanged, game->exchanged, sizeof out->exchanged);
    out->exchange_count = game->exchange_count;
    memcpy(out->exchanges, game->exchanges, sizeof out->exchanges);
    out->proposed = game->proposed;
    out->refused = game->refused;
    out->stood = game->stood;
    out->king_declared = game->king_declared;

    out->leader = game->leader;
    out->trick_size = game->trick_size;
    memcpy(out->trick, game->trick, sizeof out->trick);
    memcpy(out->tricks, game->tricks, sizeof out->tricks);
    out->history_count = game->history_count;
    memcpy(out->history, game->history, sizeof out->history);
    out->has_last_hand = game->has_last_hand;
    out->last_hand = game->last_hand;
}

static CardSet played_cards(const SeatView *view)
{
    CardSet played = CARDSET_EMPTY;
    for (int t = 0; t < view->history_count; t++)
        played |= cardset_of(view->history[t].cards[0]) | cardset_of(view->history[t].cards[1]);
    for (int i = 0; i < view->trick_size; i++)
        played |= cardset_of(view->trick[i]);
    return played;
}

void view_legal_actions(const SeatView *view, ActionList *out)
{
    uint8_t seat = view->seat;
    bool acting = view->to_act == seat;
    Turn turn = {
        .phase = view->phase,
        .seat = acting ? seat : SEAT_NONE,
        .dealer = view->dealer,
        .options = view->options,
        .hand = view->hand,
        .stock_count = view->stock_count,
        .trump = turn_trump(view->turnup),
        .trick_size = view->trick_size,
        .led = view->trick[0],
        .has_played = turn_has_played(seat, view->history_count, view->trick_size, view->leader),
        .king_declared = view->king_declared,
    };
    turn_legal_actions(&turn, out);
}

CardSet view_opponent_known(const SeatView *view)
{
    uint8_t opponent = seat_other(view->seat);
    if (view->king_declared != opponent || view->turnup == CARD_NONE)
        return CARDSET_EMPTY;
    Card king = card_make(card_suit(view->turnup), RANK_KING);
    return cardset_has(played_cards(view), king) ? CARDSET_EMPTY : cardset_of(king);
}

CardSet view_unseen(const SeatView *view)
{
    CardSet seen = view->hand | view->discards | played_cards(view);
    if (view->turnup != CARD_NONE)
        seen |= cardset_of(view->turnup);
    return CARDSET_ALL & ~seen & ~view_opponent_known(view);
}

/* Takes `count` cards from `pool`, lowest first, into `out`. */
static bool take_cards(CardSet *pool, int count, CardSet *out)
{
    for (int i = 0; i < count; i++) {
        if (!*pool)
            return false;
        *out |= cardset_of(cardset_lowest(*pool));
        *pool = cardset_without_lowest(*pool);
    }
    return true;
}

bool view_to_game(const SeatView *view, uint64_t seed, Game *out)
{
    Game game;
    memset(&game, 0, sizeof game);
    uint8_t seat = view->seat, other = seat_other(seat);
    if (seat >= SEAT_COUNT || !game_init(&game, &view->options, seed, SEAT_NONE))
        return false;
    /* A point or two at a time, and the game ends as a seat reaches the
     * target: no score passes it by more than one, and none reaches it
     * while the game goes on. */
    for (int s = 0; s < SEAT_COUNT; s++)
        if (view->scores[s] > view->options.target + 1 ||
            (view->phase != PHASE_GAME_OVER && view->scores[s] >= view->options.target))
            return false;
    game.phase = view->phase;
    game.to_act = view->to_act;
    game.dealer = view->dealer;
    game.winner = view->winner;
    memcpy(game.scores, view->scores, sizeof game.scores);
    game.hands_dealt = view->hands_dealt;
    game.turnup = view->turnup;
    memcpy(game.exchanged, view->exchanged, sizeof game.exchanged);
    game.exchange_count = view->exchange_count;
    memcpy(game.exchanges, view->exchanges, sizeof game.exchanges);
    game.proposed = view->proposed;
    game.refused = view->refused;
    game.stood = view->stood;
    game.king_declared = view->king_declared;
    game.leader = view->leader;
    game.trick_size = view->trick_size;
    memcpy(game.trick, view->trick, sizeof game.trick);
    memcpy(game.tricks, view->tricks, sizeof game.tricks);
    game.history_count = view->history_count;
    memcpy(game.history, view->history, sizeof game.history);
    game.has_last_hand = view->has_last_hand;
    game.last_hand = view->last_hand;

    game.hands[seat] = view->hand;
    game.discards[seat] = view->discards;
    if (view->hands_dealt > 0 && view->turnup != CARD_NONE) {
        /* The unseen cards, in card order: the opponent's hand (a declared
         * king it still holds first), its discards, then the stock. */
        CardSet pool = view_unseen(view);
        game.hands[other] = view_opponent_known(view);
        int stock_count = view->stock_count;
        if (stock_count > STOCK_SIZE ||
            !take_cards(&pool, view->opponent_hand_size - cardset_count(game.hands[other]), &game.hands[other]) ||
            !take_cards(&pool, view->exchanged[other], &game.discards[other]) || cardset_count(pool) != stock_count)
            return false;
        game.stock_next = (uint8_t)(STOCK_SIZE - stock_count);
        for (int i = 0; i < game.stock_next; i++)
            game.stock[i] = CARD_NONE;
        for (int i = game.stock_next; i < STOCK_SIZE; i++) {
            game.stock[i] = cardset_lowest(pool);
            pool = cardset_without_lowest(pool);
        }
    }
    /* Field by field: a view read from elsewhere has padding of its own. */
    SeatView check;
    game_view(&game, seat, &check);
    if (view_digest(&check) != view_digest(view))
        return false;
    *out = game;
    return true;
}

/* FNV-1a, fed field by field: hashing the raw struct would also hash its
 * padding bytes, which carry no meaning and need not be equal. */
static void digest_bytes(uint64_t *hash, const void *data, size_t size)
{
    const unsigned char *bytes = data;
    for (size_t i = 0; i < size; i++) {
        *hash ^= bytes[i];
        *hash *= 0x100000001B3ull;
    }
}

static void digest_word(uint64_t *hash, uint64_t word)
{
    unsigned char bytes[8];
    for (int i = 0; i < 8; i++)
        bytes[i] = (unsigned char)(word >> (8 * i));
    digest_bytes(hash, bytes, sizeof bytes);
}

uint64_t view_digest(const SeatView *view)
{
    uint64_t hash = 0xCBF29CE484222325ull;
    const uint64_t words[] = {
        view->seat,
        view->options.must_trump_when_void,
        (uint64_t)view->options.penalty,
        view->options.dealer_must_exchange,
        view->options.target,
        (uint64_t)view->phase,
        view->to_act,
        view->dealer,
        view->winner,
        view->scores[0],
        view->scores[1],
        view->hands_dealt,
        view->hand,
        view->opponent_hand_size,
        view->discards,
        view->turnup,
        view->stock_count,
        view->exchanged[0],
        view->exchanged[1],
        view->exchange_count,
        view->proposed,
        view->refused,
        view->stood,
        view->king_declared,
        view->leader,
        view->trick_size,
        view->trick[0],
        view->trick[1],
        view->tricks[0],
        view->tricks[1],
        view->history_count,
        view->has_last_hand,
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        digest_word(&hash, words[i]);
    digest_bytes(&hash, view->exchanges, sizeof view->exchanges);
    digest_bytes(&hash, view->history, sizeof view->history);
    if (view->has_last_hand) {
        const HandResult *last = &view->last_hand;
        const uint64_t result[] = {(uint64_t)last->outcome, last->points[0], last->points[1],     last->trick_winner,
                                   last->trick_points,      last->king_seat, last->king_turned_up};
        for (size_t i = 0; i < sizeof result / sizeof result[0]; i++)
            digest_word(&hash, result[i]);
    }
    return hash;
}
