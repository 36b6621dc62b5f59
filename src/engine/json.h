/* The protocol's JSON pictures of a game: what one seat knows, or everything. */
#ifndef ECARTE_ENGINE_JSON_H
#define ECARTE_ENGINE_JSON_H

#include "ecarte/game.h"
#include "ecarte/view.h"
#include "text_buffer.h"

void json_write_view(TextBuffer *out, const SeatView *view);
void json_write_state(TextBuffer *out, const Game *game);

#endif
