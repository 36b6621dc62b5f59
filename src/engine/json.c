#include "json.h"

#include <inttypes.h>

#include "ecarte/net_view.h"

static void write_cards(TextBuffer *out, CardSet cards)
{
    text_buffer_append_char(out, '[');
    for (CardSet rest = cards; rest; rest = cardset_without_lowest(rest)) {
        char text[3];
        card_format(cardset_lowest(rest), text);
        text_buffer_appendf(out, "\"%s\"%s", text, cardset_without_lowest(rest) ? "," : "");
    }
    text_buffer_append_char(out, ']');
}

/* The fields a seat's view and the full state share, as the network's views
 * write them, without the details of the last result the network adds. */
static void write_common(TextBuffer *out, const SeatView *v)
{
    NetText text = {0};
    net_view_common_text(&text, v, false);
    if (text.failed)
        out->overflowed = true;
    else
        text_buffer_append(out, text.data);
    net_text_free(&text);
}

void json_write_view(TextBuffer *out, const SeatView *view)
{
    text_buffer_appendf(out, "{\"seat\":%d", view->seat);
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
    text_buffer_appendf(out, "{\"seed\":%" PRIu64, game->seed);
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
        char text[3];
        card_format(game->stock[i], text);
        text_buffer_appendf(out, "%s\"%s\"", i > game->stock_next ? "," : "", text);
    }
    text_buffer_append(out, "]}");
}
