/* A player's name, as the players see it: in any script, at most
 * NAME_MAX_BYTES of UTF-8.  Every program holds a name to the same rules,
 * the table server when a player says hello, the game when it keeps or
 * shows one: nothing that is not text (a control character), and nothing
 * that changes how the text around it reads (the invisible marks that turn
 * it right to left, or hide a character), so that one name cannot pose as
 * another or garble the line it is shown in.  The joiners that Devanagari
 * and Arabic need between letters are text, and allowed. */
#ifndef ECARTE_NAME_H
#define ECARTE_NAME_H

#include <stdbool.h>
#include <stddef.h>

enum { NAME_MAX_BYTES = 64 };

/* Whether these `length` bytes are a name: well-formed UTF-8 (no overlong
 * or surrogate forms), no control or format character, not beginning or
 * ending with a space, at most NAME_MAX_BYTES.  The empty name is one: the
 * player gave none. */
bool name_is_valid(const char *text, size_t length);

/* `text` made a name: spaces trimmed from both ends, characters a name may
 * not hold left out, and cut at a character's end to fit NAME_MAX_BYTES.
 * `out` has room for NAME_MAX_BYTES + 1. */
void name_clean(const char *text, char out[NAME_MAX_BYTES + 1]);

#endif
