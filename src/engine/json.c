#include "json.h"

#include <inttypes.h>

#include "ecarte/explain.h"

static void write_seat(TextBuffer *out, uint8_t seat)
{
    if (seat == SEAT_NONE)
        text_buffer_append(out, "null");
    else
        text_buffer_appendf(out, "%d", seat);
}

static void write_card(TextBuffer *out, Card card)
{
    char text[3];
    if (card == CARD_NONE) {
        text_buffer_append(out, "null");
        return;
    }
    card_format(card, text);
    text_buffer_appendf(out, "\"%s\"", text);
}

static void write_cards(TextBuffer *out, CardSet cards)
{
    text_buffer_append_char(out, '[');
    for (CardSet rest = cards; rest; rest = cardset_without_lowest(rest)) {
        write_card(out, cardset_lowest(rest));
        if (cardset_without_lowest(rest))
            text_buffer_append_char(out, ',');
    }
    text_buffer_append_char(out, ']');
}

static void write_pair(TextBuffer *out, const uint8_t pair[SEAT_COUNT])
{
    text_buffer_appendf(out, "[%d,%d]", pair[0], pair[1]);
}

static const char *bool_text(bool value) { return value ? "true" : "false"; }

/* The fields a seat's view and the full state share. */
static void write_common(TextBuffer *out, const SeatView *v)
{
    text_buffer_appendf(out, "\"phase\":\"%s\",\"to_act\":", phase_name(v->phase));
    write_seat(out, v->to_act);
    text_buffer_appendf(out, ",\"dealer\":%d,\"scores\":", v->dealer);
    write_pair(out, v->scores);
    text_buffer_appendf(out,
                        ",\"target\":%d,\"hand_number\":%d,\"options\":{\"must_trump\":%s,"
                        "\"penalty\":\"%s\",\"dealer_must_exchange\":%s}",
                        v->options.target, v->hands_dealt, bool_text(v->options.must_trump_when_void),
                        options_penalty_name(v->options.penalty), bool_text(v->options.dealer_must_exchange));
    text_buffer_append(out, ",\"trump\":");
    if (v->turnup == CARD_NONE)
        text_buffer_append(out, "null");
    else
        text_buffer_appendf(out, "\"%c\"", card_suit_letter(card_suit(v->turnup)));
    text_buffer_append(out, ",\"turnup\":");
    write_card(out, v->turnup);
    text_buffer_appendf(out, ",\"stock\":%d,\"exchanged\":", v->stock_count);
    write_pair(out, v->exchanged);
    text_buffer_append(out, ",\"exchanges\":[");
    for (int i = 0; i < v->exchange_count; i++) {
        if (i)
            text_buffer_append_char(out, ',');
        write_pair(out, v->exchanges[i].count);
    }
    text_buffer_appendf(out, "],\"proposed\":%s,\"refused\":%s,\"stood\":%s,\"king_declared\":", bool_text(v->proposed),
                        bool_text(v->refused), bool_text(v->stood));
    write_seat(out, v->king_declared);
    text_buffer_append(out, ",\"trick\":[");
    for (int i = 0; i < v->trick_size; i++) {
        if (i)
            text_buffer_append_char(out, ',');
        write_card(out, v->trick[i]);
    }
    text_buffer_append(out, "],\"leader\":");
    write_seat(out, v->leader);
    text_buffer_append(out, ",\"tricks\":");
    write_pair(out, v->tricks);
    text_buffer_append(out, ",\"history\":[");
    for (int t = 0; t < v->history_count; t++) {
        const TrickRecord *record = &v->history[t];
        text_buffer_appendf(out, "%s{\"leader\":%d,\"cards\":[", t ? "," : "", record->leader);
        write_card(out, record->cards[0]);
        text_buffer_append_char(out, ',');
        write_card(out, record->cards[1]);
        text_buffer_appendf(out, "],\"winner\":%d}", record->winner);
    }
    text_buffer_append(out, "],\"last_hand\":");
    if (!v->has_last_hand) {
        text_buffer_append(out, "null");
    } else {
        char why[256];
        explain_hand(&v->last_hand, why, sizeof why);
        text_buffer_append(out, "{\"points\":");
        write_pair(out, v->last_hand.points);
        /* The explanation is plain ASCII without quotes or backslashes. */
        text_buffer_appendf(out, ",\"why\":\"%s\"}", why);
    }
    text_buffer_append(out, ",\"winner\":");
    write_seat(out, v->winner);
}

void json_write_view(TextBuffer *out, const SeatView *view)
{
    text_buffer_appendf(out, "{\"seat\":%d,", view->seat);
    write_common(out, view);
    text_buffer_append(out, ",\"hand\":");
    write_cards(out, view->hand);
    text_buffer_appendf(out, ",\"opponent_cards\":%d,\"discards\":", view->opponent_hand_size);
    write_cards(out, view->discards);
    text_buffer_append(out, "}");
}

void json_write_state(TextBuffer *out, const Game *game)
{
    /* The full state shares the view's fields, so write them from seat 0's view
     * and add what only the whole game knows. */
    SeatView view;
    game_view(game, 0, &view);
    text_buffer_appendf(out, "{\"seed\":%" PRIu64 ",", game->seed);
    write_common(out, &view);
    text_buffer_append(out, ",\"hands\":[");
    write_cards(out, game->hands[0]);
    text_buffer_append_char(out, ',');
    write_cards(out, game->hands[1]);
    text_buffer_append(out, "],\"discards\":[");
    write_cards(out, game->discards[0]);
    text_buffer_append_char(out, ',');
    write_cards(out, game->discards[1]);
    text_buffer_append(out, "],\"stock_cards\":[");
    for (int i = game->stock_next; i < STOCK_SIZE; i++) {
        if (i > game->stock_next)
            text_buffer_append_char(out, ',');
        write_card(out, game->stock[i]);
    }
    text_buffer_append(out, "]}");
}
