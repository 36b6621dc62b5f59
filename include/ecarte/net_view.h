/* What a seat, or a watcher, may see of a table, as JSON; and back.
 *
 * A seat's view has PROTOCOL.md's `view` keys (and the details of the last
 * hand's result that make it whole again), built from a SeatView, which
 * holds no card the seat may not see.  A watcher's view has the public part
 * of it alone: no hand, no discards, only how many cards each seat holds.
 * net_view_read turns a seat's view back into the SeatView it came from,
 * for a client's AI and window: equal in every field in use (places a view
 * leaves unused, such as the tricks of an earlier hand beyond
 * history_count, come back empty). */
#ifndef ECARTE_NET_VIEW_H
#define ECARTE_NET_VIEW_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#include "ecarte/game.h"
#include "ecarte/net_text.h"
#include "ecarte/view.h"
#include "ecarte/watch_view.h"

/* As text (compact JSON, one object), appended to out.  details: the four
 * keys of last_hand beyond PROTOCOL.md's two, which the network's views
 * have and the engine's protocol leaves out. */
void net_view_text(NetText *out, const SeatView *view, bool details);
void net_watch_text(NetText *out, const Game *game);
/* The keys after "seat" that every view has, in PROTOCOL.md's order, each
 * after a comma (details as above): the engine's states are written with
 * it. */
void net_view_common_text(NetText *out, const SeatView *view, bool details);
/* The same as objects. */
json_t *net_view_write(const SeatView *view);
json_t *net_watch_write(const Game *game);
/* Reads a seat's view; false, with a reason, for anything that is not one. */
bool net_view_read(const json_t *json, SeatView *out, char *error, size_t error_size);
/* Reads a watcher's view; false, with a reason, for anything that is not
 * one, or that no game of the rules could show (watch_view_is_possible). */
bool net_watch_read(const json_t *json, WatchView *out, char *error, size_t error_size);

/* Reads the "options" of any view, a seat's or a watcher's (the target is
 * not among them and is left as it was); false for anything else. */
bool net_options_read(const json_t *json, GameOptions *out);

/* A card as a JSON string ("KH"), or null for CARD_NONE. */
json_t *net_card_write(Card card);
/* Reads a card string; CARD_NONE for anything else. */
Card net_card_read(const json_t *json);

#endif
