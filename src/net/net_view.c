#include "ecarte/net_view.h"

#include <stdio.h>
#include <string.h>

#include "ecarte/explain.h"

static const char *const OUTCOMES[] = {"point",    "vole", "unexchanged_win", "stood_and_lost", "refused_and_lost",
                                       "cut_short"};
enum { OUTCOME_NAMES = sizeof OUTCOMES / sizeof OUTCOMES[0] };

json_t *net_card_write(Card card)
{
    if (!card_is_valid(card))
        return json_null();
    char text[3];
    card_format(card, text);
    return json_string(text);
}

json_t *net_cards_write(CardSet cards)
{
    json_t *array = json_array();
    for (CardSet rest = cards; rest; rest = cardset_without_lowest(rest))
        json_array_append_new(array, net_card_write(cardset_lowest(rest)));
    return array;
}

Card net_card_read(const json_t *json)
{
    if (!json_is_string(json))
        return CARD_NONE;
    return card_parse(json_string_value(json), json_string_length(json));
}

static json_t *seat_write(uint8_t seat) { return seat == SEAT_NONE ? json_null() : json_integer(seat); }

static json_t *pair_write(const uint8_t pair[SEAT_COUNT]) { return json_pack("[ii]", pair[0], pair[1]); }

static json_t *last_hand_write(const SeatView *v)
{
    if (!v->has_last_hand)
        return json_null();
    const HandResult *result = &v->last_hand;
    char why[256];
    explain_hand(result, why, sizeof why);
    return json_pack("{s:o,s:s,s:s,s:o,s:i,s:o,s:b}", "points", pair_write(result->points), "why", why, "outcome",
                     (unsigned)result->outcome < OUTCOME_NAMES ? OUTCOMES[result->outcome] : "?", "trick_winner",
                     seat_write(result->trick_winner), "trick_points", result->trick_points, "king_seat",
                     seat_write(result->king_seat), "king_turned_up", result->king_turned_up);
}

/* The keys every view has, in PROTOCOL.md's order, after "seat". */
static void common_write(json_t *out, const SeatView *v)
{
    json_object_set_new(out, "phase", json_string(phase_name(v->phase)));
    json_object_set_new(out, "to_act", seat_write(v->to_act));
    json_object_set_new(out, "dealer", json_integer(v->dealer));
    json_object_set_new(out, "scores", pair_write(v->scores));
    json_object_set_new(out, "target", json_integer(v->options.target));
    json_object_set_new(out, "hand_number", json_integer(v->hands_dealt));
    json_object_set_new(out, "options",
                        json_pack("{s:b,s:s,s:b}", "must_trump", v->options.must_trump_when_void, "penalty",
                                  options_penalty_name(v->options.penalty), "dealer_must_exchange",
                                  v->options.dealer_must_exchange));
    if (card_is_valid(v->turnup)) {
        char trump[2] = {card_suit_letter(card_suit(v->turnup)), '\0'};
        json_object_set_new(out, "trump", json_string(trump));
    } else {
        json_object_set_new(out, "trump", json_null());
    }
    json_object_set_new(out, "turnup", net_card_write(v->turnup));
    json_object_set_new(out, "stock", json_integer(v->stock_count));
    json_object_set_new(out, "exchanged", pair_write(v->exchanged));
    json_t *exchanges = json_array();
    for (int i = 0; i < v->exchange_count && i < EXCHANGES_MAX; i++)
        json_array_append_new(exchanges, pair_write(v->exchanges[i].count));
    json_object_set_new(out, "exchanges", exchanges);
    json_object_set_new(out, "proposed", json_boolean(v->proposed));
    json_object_set_new(out, "refused", json_boolean(v->refused));
    json_object_set_new(out, "stood", json_boolean(v->stood));
    json_object_set_new(out, "king_declared", seat_write(v->king_declared));
    json_t *trick = json_array();
    for (int i = 0; i < v->trick_size && i < SEAT_COUNT; i++)
        json_array_append_new(trick, net_card_write(v->trick[i]));
    json_object_set_new(out, "trick", trick);
    json_object_set_new(out, "leader", seat_write(v->leader));
    json_object_set_new(out, "tricks", pair_write(v->tricks));
    json_t *history = json_array();
    for (int t = 0; t < v->history_count && t < TRICKS_PER_HAND; t++) {
        const TrickRecord *r = &v->history[t];
        json_array_append_new(history,
                              json_pack("{s:i,s:[oo],s:i}", "leader", r->leader, "cards", net_card_write(r->cards[0]),
                                        net_card_write(r->cards[1]), "winner", r->winner));
    }
    json_object_set_new(out, "history", history);
    json_object_set_new(out, "last_hand", last_hand_write(v));
    json_object_set_new(out, "winner", seat_write(v->winner));
}

json_t *net_view_write(const SeatView *view)
{
    json_t *out = json_object();
    json_object_set_new(out, "seat", json_integer(view->seat));
    common_write(out, view);
    json_object_set_new(out, "hand", net_cards_write(view->hand));
    json_object_set_new(out, "opponent_cards", json_integer(view->opponent_hand_size));
    json_object_set_new(out, "discards", net_cards_write(view->discards));
    return out;
}

json_t *net_watch_write(const Game *game)
{
    /* Seat 0's view less everything of seat 0's own: what is left is what
     * both seats see alike. */
    SeatView view;
    game_view(game, 0, &view);
    json_t *out = json_object();
    json_object_set_new(out, "seat", json_null());
    common_write(out, &view);
    json_object_set_new(out, "hand_sizes",
                        json_pack("[ii]", cardset_count(game->hands[0]), cardset_count(game->hands[1])));
    return out;
}

/* Reading back: every key must be there with a value in range. */
typedef struct Reader {
    const json_t *object;
    char *error;
    size_t error_size;
    bool failed;
} Reader;

static const json_t *member(Reader *r, const json_t *object, const char *key)
{
    const json_t *value = json_object_get(object, key);
    if (!value && !r->failed) {
        snprintf(r->error, r->error_size, "the view has no \"%s\"", key);
        r->failed = true;
    }
    return value;
}

static void wrong(Reader *r, const char *key)
{
    if (!r->failed)
        snprintf(r->error, r->error_size, "the view's \"%s\" is out of range", key);
    r->failed = true;
}

static int integer(Reader *r, const json_t *value, const char *key, int low, int high)
{
    json_int_t number = json_is_integer(value) ? json_integer_value(value) : low - 1;
    if (number < low || number > high) {
        wrong(r, key);
        return low;
    }
    return (int)number;
}

static uint8_t seat_read(Reader *r, const json_t *value, const char *key, bool nullable)
{
    if (json_is_null(value) && nullable)
        return SEAT_NONE;
    return (uint8_t)integer(r, value, key, 0, SEAT_COUNT - 1);
}

static bool boolean(Reader *r, const json_t *value, const char *key)
{
    if (!json_is_boolean(value))
        wrong(r, key);
    return json_is_true(value);
}

static void pair_read(Reader *r, const json_t *value, const char *key, int high, uint8_t out[SEAT_COUNT])
{
    if (!json_is_array(value) || json_array_size(value) != SEAT_COUNT) {
        wrong(r, key);
        return;
    }
    for (int s = 0; s < SEAT_COUNT; s++)
        out[s] = (uint8_t)integer(r, json_array_get(value, (size_t)s), key, 0, high);
}

static Card card_read(Reader *r, const json_t *value, const char *key, bool nullable)
{
    if (json_is_null(value) && nullable)
        return CARD_NONE;
    Card card = net_card_read(value);
    if (card == CARD_NONE)
        wrong(r, key);
    return card;
}

static CardSet cards_read(Reader *r, const json_t *value, const char *key)
{
    CardSet set = CARDSET_EMPTY;
    if (!json_is_array(value) || json_array_size(value) > CARD_COUNT) {
        wrong(r, key);
        return set;
    }
    for (size_t i = 0; i < json_array_size(value); i++) {
        Card card = card_read(r, json_array_get(value, i), key, false);
        if (card_is_valid(card)) {
            if (cardset_has(set, card))
                wrong(r, key);
            set |= cardset_of(card);
        }
    }
    return set;
}

static int array_read(Reader *r, const json_t *value, const char *key, int most)
{
    if (!json_is_array(value) || json_array_size(value) > (size_t)most) {
        wrong(r, key);
        return 0;
    }
    return (int)json_array_size(value);
}

static void last_hand_read(Reader *r, const json_t *value, SeatView *out)
{
    if (json_is_null(value))
        return;
    if (!json_is_object(value)) {
        wrong(r, "last_hand");
        return;
    }
    HandResult *result = &out->last_hand;
    out->has_last_hand = true;
    pair_read(r, member(r, value, "points"), "points", TARGET_MAX, result->points);
    const json_t *outcome = member(r, value, "outcome");
    int found = -1;
    for (int i = 0; i < OUTCOME_NAMES; i++)
        if (json_is_string(outcome) && strcmp(json_string_value(outcome), OUTCOMES[i]) == 0)
            found = i;
    if (found < 0)
        wrong(r, "outcome");
    result->outcome = found < 0 ? OUTCOME_POINT : (HandOutcome)found;
    result->trick_winner = seat_read(r, member(r, value, "trick_winner"), "trick_winner", true);
    result->trick_points = (uint8_t)integer(r, member(r, value, "trick_points"), "trick_points", 0, 2);
    result->king_seat = seat_read(r, member(r, value, "king_seat"), "king_seat", true);
    result->king_turned_up = boolean(r, member(r, value, "king_turned_up"), "king_turned_up");
}

static Phase phase_read(Reader *r, const json_t *value)
{
    for (int p = PHASE_DEAL; p <= PHASE_GAME_OVER; p++)
        if (json_is_string(value) && strcmp(json_string_value(value), phase_name((Phase)p)) == 0)
            return (Phase)p;
    wrong(r, "phase");
    return PHASE_DEAL;
}

static void options_read(Reader *r, const json_t *value, GameOptions *options)
{
    if (!json_is_object(value)) {
        wrong(r, "options");
        return;
    }
    options->must_trump_when_void = boolean(r, member(r, value, "must_trump"), "must_trump");
    options->dealer_must_exchange = boolean(r, member(r, value, "dealer_must_exchange"), "dealer_must_exchange");
    const json_t *penalty = member(r, value, "penalty");
    if (!json_is_string(penalty) || !options_parse_penalty(json_string_value(penalty), &options->penalty))
        wrong(r, "penalty");
}

bool net_view_read(const json_t *json, SeatView *out, char *error, size_t error_size)
{
    Reader reader = {json, error, error_size, false}, *r = &reader;
    memset(out, 0, sizeof *out);
    if (!json_is_object(json)) {
        snprintf(error, error_size, "a view is a JSON object");
        return false;
    }
    out->seat = seat_read(r, member(r, json, "seat"), "seat", false);
    out->phase = phase_read(r, member(r, json, "phase"));
    out->to_act = seat_read(r, member(r, json, "to_act"), "to_act", true);
    out->dealer = seat_read(r, member(r, json, "dealer"), "dealer", false);
    pair_read(r, member(r, json, "scores"), "scores", 255, out->scores);
    out->options.target = (uint8_t)integer(r, member(r, json, "target"), "target", TARGET_MIN, TARGET_MAX);
    out->hands_dealt = (uint16_t)integer(r, member(r, json, "hand_number"), "hand_number", 0, UINT16_MAX);
    options_read(r, member(r, json, "options"), &out->options);
    out->turnup = card_read(r, member(r, json, "turnup"), "turnup", true);
    out->stock_count = (uint8_t)integer(r, member(r, json, "stock"), "stock", 0, STOCK_SIZE);
    pair_read(r, member(r, json, "exchanged"), "exchanged", CARD_COUNT, out->exchanged);
    const json_t *exchanges = member(r, json, "exchanges");
    out->exchange_count = (uint8_t)array_read(r, exchanges, "exchanges", EXCHANGES_MAX);
    for (int i = 0; i < out->exchange_count; i++)
        pair_read(r, json_array_get(exchanges, (size_t)i), "exchanges", HAND_SIZE, out->exchanges[i].count);
    out->proposed = boolean(r, member(r, json, "proposed"), "proposed");
    out->refused = boolean(r, member(r, json, "refused"), "refused");
    out->stood = boolean(r, member(r, json, "stood"), "stood");
    out->king_declared = seat_read(r, member(r, json, "king_declared"), "king_declared", true);
    const json_t *trick = member(r, json, "trick");
    out->trick_size = (uint8_t)array_read(r, trick, "trick", SEAT_COUNT);
    for (int i = 0; i < SEAT_COUNT; i++)
        out->trick[i] = i < out->trick_size ? card_read(r, json_array_get(trick, (size_t)i), "trick", false)
                                            : CARD_NONE;
    out->leader = seat_read(r, member(r, json, "leader"), "leader", true);
    pair_read(r, member(r, json, "tricks"), "tricks", TRICKS_PER_HAND, out->tricks);
    const json_t *history = member(r, json, "history");
    out->history_count = (uint8_t)array_read(r, history, "history", TRICKS_PER_HAND);
    for (int t = 0; t < out->history_count; t++) {
        const json_t *entry = json_array_get(history, (size_t)t);
        TrickRecord *record = &out->history[t];
        const json_t *cards = json_is_object(entry) ? member(r, entry, "cards") : NULL;
        if (!json_is_object(entry) || array_read(r, cards, "cards", SEAT_COUNT) != SEAT_COUNT) {
            wrong(r, "history");
            break;
        }
        record->leader = seat_read(r, member(r, entry, "leader"), "leader", false);
        record->winner = seat_read(r, member(r, entry, "winner"), "winner", false);
        for (int i = 0; i < SEAT_COUNT; i++)
            record->cards[i] = card_read(r, json_array_get(cards, (size_t)i), "cards", false);
    }
    last_hand_read(r, member(r, json, "last_hand"), out);
    out->winner = seat_read(r, member(r, json, "winner"), "winner", true);
    out->hand = cards_read(r, member(r, json, "hand"), "hand");
    out->opponent_hand_size = (uint8_t)integer(r, member(r, json, "opponent_cards"), "opponent_cards", 0, HAND_SIZE);
    out->discards = cards_read(r, member(r, json, "discards"), "discards");
    if (!r->failed && (cardset_count(out->hand) > HAND_SIZE || out->turnup == CARD_NONE) && out->hands_dealt > 0)
        wrong(r, "hand");
    return !r->failed;
}
