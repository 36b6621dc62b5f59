/* The message line: one sentence on what just happened, one on what happens
 * next and whose turn it is.  Pure, from the player's view. */
#ifndef ECARTE_APP_STATUS_H
#define ECARTE_APP_STATUS_H

#include <stddef.h>

#include "ecarte/view.h"
#include "ui/anim.h"

/* What is expected now: "Your lead: drag a card…", "The opponent is thinking…". */
void status_prompt(char *out, size_t size, const SeatView *view, bool autoplay);
/* The same, the other seat a person named `friend` (NULL: the computer),
 * who is waited for in a person's words. */
void status_prompt_facing(char *out, size_t size, const SeatView *view, bool autoplay, const char *friend);

/* The sentence for an action just taken by `actor` ("The opponent plays 9♥."),
 * or an empty string when the table says it all. */
void status_event(char *out, size_t size, const SeatView *before, const SeatView *after, uint8_t actor, Action action);
/* The same, the other seat a person named `friend` (NULL: the computer). */
void status_event_facing(char *out, size_t size, const SeatView *before, const SeatView *after, uint8_t actor,
                         Action action, const char *friend);

/* The sentence for a new deal ("The opponent dealt. Hearts are trumps."). */
void status_dealt(char *out, size_t size, const SeatView *after);
void status_dealt_facing(char *out, size_t size, const SeatView *after, const char *friend);

/* "Animation: fast", as the menu and the message line say it. */
void status_speed_label(AnimSpeed speed, char *out, size_t size);

#endif
