/* A table watched at no seat, over everything: the table as anyone sees
 * it, seat 0 near and seat 1 far, every card in a hand a back but for a
 * declared king, both players named on the score panel, what is happening
 * on the message line, and one button, Stop watching (Esc as well).  Drawn
 * from the WatchShow alone: it cannot show a card nobody may see. */
#ifndef ECARTE_APP_SCREENS_WATCH_H
#define ECARTE_APP_SCREENS_WATCH_H

#include <stddef.h>

#include "screens/screen.h"

extern const ScreenClass WATCH_SCREEN;

/* What the message line says of the table watched. */
void watch_message(const WatchShow *watch, char *out, size_t size);

#endif
