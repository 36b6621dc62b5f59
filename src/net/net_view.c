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

Card net_card_read(const json_t *json)
{
    if (!json_is_string(json))
        return CARD_NONE;
    return card_parse(json_string_value(json), json_string_length(json));
}

/* The writing is by hand, into text, in the order and the form (compact,
 * as Jansson writes) of PROTOCOL.md's view: the server writes a view to
 * every seat on every change, and building objects first cost it twice the
 * time.  Every string written is a card, a name or the core's explanation,
 * plain ASCII with nothing to escape. */
static void card_text(NetText *out, Card card)
{
    char name[3];
    if (!card_is_valid(card)) {
        net_text_puts(out, "null");
        return;
    }
    card_format(card, name);
    char quoted[5] = {'"', name[0], name[1], '"', '\0'};
    net_text_append(out, quoted, 4);
}

static void cards_text(NetText *out, CardSet cards)
{
    net_text_puts(out, "[");
    for (CardSet rest = cards; rest; rest = cardset_without_lowest(rest)) {
        card_text(out, cardset_lowest(rest));
        if (cardset_without_lowest(rest))
            net_text_puts(out, ",");
    }
    net_text_puts(out, "]");
}

static void seat_text(NetText *out, uint8_t seat)
{
    if (seat == SEAT_NONE)
        net_text_puts(out, "null");
    else
        net_text_printf(out, "%d", seat);
}

static void pair_text(NetText *out, const uint8_t pair[SEAT_COUNT])
{
    net_text_printf(out, "[%d,%d]", pair[0], pair[1]);
}

static const char *boolean_text(bool value) { return value ? "true" : "false"; }

static void last_hand_text(NetText *out, const SeatView *v, bool details)
{
    if (!v->has_last_hand) {
        net_text_puts(out, "null");
        return;
    }
    const HandResult *result = &v->last_hand;
    char why[256];
    explain_hand(result, why, sizeof why);
    net_text_puts(out, "{\"points\":");
    pair_text(out, result->points);
    if (!details) {
        net_text_printf(out, ",\"why\":\"%s\"}", why);
        return;
    }
    net_text_printf(out, ",\"why\":\"%s\",\"outcome\":\"%s\",\"trick_winner\":", why,
                    (unsigned)result->outcome < OUTCOME_NAMES ? OUTCOMES[result->outcome] : "?");
    seat_text(out, result->trick_winner);
    net_text_printf(out, ",\"trick_points\":%d,\"king_seat\":", result->trick_points);
    seat_text(out, result->king_seat);
    net_text_printf(out, ",\"king_turned_up\":%s}", boolean_text(result->king_turned_up));
}

void net_view_common_text(NetText *out, const SeatView *v, bool details)
{
    net_text_printf(out, ",\"phase\":\"%s\",\"to_act\":", phase_name(v->phase));
    seat_text(out, v->to_act);
    net_text_printf(out, ",\"dealer\":%d,\"scores\":", v->dealer);
    pair_text(out, v->scores);
    net_text_printf(out,
                    ",\"target\":%d,\"hand_number\":%d,\"options\":{\"must_trump\":%s,\"penalty\":\"%s\","
                    "\"dealer_must_exchange\":%s},\"trump\":",
                    v->options.target, v->hands_dealt, boolean_text(v->options.must_trump_when_void),
                    options_penalty_name(v->options.penalty), boolean_text(v->options.dealer_must_exchange));
    if (card_is_valid(v->turnup))
        net_text_printf(out, "\"%c\"", card_suit_letter(card_suit(v->turnup)));
    else
        net_text_puts(out, "null");
    net_text_puts(out, ",\"turnup\":");
    card_text(out, v->turnup);
    net_text_printf(out, ",\"stock\":%d,\"exchanged\":", v->stock_count);
    pair_text(out, v->exchanged);
    net_text_puts(out, ",\"exchanges\":[");
    for (int i = 0; i < v->exchange_count && i < EXCHANGES_MAX; i++) {
        if (i)
            net_text_puts(out, ",");
        pair_text(out, v->exchanges[i].count);
    }
    net_text_printf(out, "],\"proposed\":%s,\"refused\":%s,\"stood\":%s,\"king_declared\":", boolean_text(v->proposed),
                    boolean_text(v->refused), boolean_text(v->stood));
    seat_text(out, v->king_declared);
    net_text_puts(out, ",\"trick\":[");
    for (int i = 0; i < v->trick_size && i < SEAT_COUNT; i++) {
        if (i)
            net_text_puts(out, ",");
        card_text(out, v->trick[i]);
    }
    net_text_puts(out, "],\"leader\":");
    seat_text(out, v->leader);
    net_text_puts(out, ",\"tricks\":");
    pair_text(out, v->tricks);
    net_text_puts(out, ",\"history\":[");
    for (int t = 0; t < v->history_count && t < TRICKS_PER_HAND; t++) {
        const TrickRecord *r = &v->history[t];
        net_text_printf(out, "%s{\"leader\":%d,\"cards\":[", t ? "," : "", r->leader);
        card_text(out, r->cards[0]);
        net_text_puts(out, ",");
        card_text(out, r->cards[1]);
        net_text_printf(out, "],\"winner\":%d}", r->winner);
    }
    net_text_puts(out, "],\"last_hand\":");
    last_hand_text(out, v, details);
    net_text_puts(out, ",\"winner\":");
    seat_text(out, v->winner);
}

void net_view_text(NetText *out, const SeatView *view, bool details)
{
    net_text_printf(out, "{\"seat\":%d", view->seat);
    net_view_common_text(out, view, details);
    net_text_puts(out, ",\"hand\":");
    cards_text(out, view->hand);
    net_text_printf(out, ",\"opponent_cards\":%d,\"discards\":", view->opponent_hand_size);
    cards_text(out, view->discards);
    net_text_puts(out, "}");
}

void net_watch_text(NetText *out, const Game *game)
{
    WatchView watch;
    game_watch(game, &watch);
    net_text_puts(out, "{\"seat\":null");
    net_view_common_text(out, &watch.seen, true);
    net_text_printf(out, ",\"hand_sizes\":[%d,%d]}", watch.hand_sizes[0], watch.hand_sizes[1]);
}

static json_t *parsed(NetText *text)
{
    json_t *json = text->failed ? NULL : json_loadb(text->data, text->length, 0, NULL);
    net_text_free(text);
    return json;
}

json_t *net_view_write(const SeatView *view)
{
    NetText text = {0};
    net_view_text(&text, view, true);
    return parsed(&text);
}

json_t *net_watch_write(const Game *game)
{
    NetText text = {0};
    net_watch_text(&text, game);
    return parsed(&text);
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

bool net_options_read(const json_t *json, GameOptions *out)
{
    char error[64];
    Reader reader = {json, error, sizeof error, false};
    GameOptions options = *out;
    options_read(&reader, json, &options);
    if (!reader.failed)
        *out = options;
    return !reader.failed;
}

/* The keys every view has, a seat's or a watcher's. */
static void common_read(Reader *r, const json_t *json, SeatView *out)
{
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
    common_read(r, json, out);
    out->hand = cards_read(r, member(r, json, "hand"), "hand");
    out->opponent_hand_size = (uint8_t)integer(r, member(r, json, "opponent_cards"), "opponent_cards", 0, HAND_SIZE);
    out->discards = cards_read(r, member(r, json, "discards"), "discards");
    if (!r->failed && (cardset_count(out->hand) > HAND_SIZE || out->turnup == CARD_NONE) && out->hands_dealt > 0)
        wrong(r, "hand");
    return !r->failed;
}

bool net_watch_read(const json_t *json, WatchView *out, char *error, size_t error_size)
{
    Reader reader = {json, error, error_size, false}, *r = &reader;
    memset(out, 0, sizeof *out);
    if (!json_is_object(json)) {
        snprintf(error, error_size, "a view is a JSON object");
        return false;
    }
    if (!json_is_null(member(r, json, "seat")) && !r->failed)
        wrong(r, "seat");
    common_read(r, json, &out->seen);
    pair_read(r, member(r, json, "hand_sizes"), "hand_sizes", HAND_SIZE, out->hand_sizes);
    out->seen.opponent_hand_size = out->hand_sizes[1];
    if (!r->failed && !watch_view_is_possible(out)) {
        snprintf(error, error_size, "a table no game can be in");
        return false;
    }
    return !r->failed;
}
