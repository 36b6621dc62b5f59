/* The phrases a player may send a friend at the table, in place of a chat
 * box: each sent as an identifier and shown in the reader's own language.
 * A button each, and the digits 1 to 6. */
#ifndef ECARTE_APP_SCREENS_PHRASES_H
#define ECARTE_APP_SCREENS_PHRASES_H

#include "i18n/strings.h"
#include "screens/screen.h"

/* In the order of the table server's identifiers (NETWORK.md). */
enum { PHRASE_COUNT = 6 };

extern const ScreenClass PHRASES_SCREEN;

/* The words of phrase `index` in the language shown. */
StringId phrases_words(int index);
Rect phrases_panel(const Layout *layout);
/* Phrase `index`'s button; PHRASE_COUNT for the closing one. */
Rect phrases_button(const Layout *layout, int index);

#endif
