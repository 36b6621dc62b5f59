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

/* Text the network's writer wrote, moved into the answer. */
static void append_text(TextBuffer *out, NetText *text)
{
    if (text->failed)
        out->overflowed = true;
    else
        text_buffer_append(out, text->data);
    net_text_free(text);
}

/* The views and the state are the network's, without the details of the
 * last result the network adds: the protocol and the tables cannot drift
 * apart. */
void json_write_view(TextBuffer *out, const SeatView *view)
{
    NetText text = {0};
    net_view_text(&text, view, false);
    append_text(out, &text);
}

void json_write_state(TextBuffer *out, const Game *game)
{
    /* The full state shares the view's fields, so write them from seat 0's view
     * and add what only the whole game knows. */
    SeatView view;
    game_view(game, 0, &view);
    text_buffer_appendf(out, "{\"seed\":%" PRIu64, game->seed);
    NetText common = {0};
    net_view_common_text(&common, &view, false);
    append_text(out, &common);
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
