/* The open screens, bottom (the table) to top, and the one list of every
 * kind of screen there is. */
#ifndef ECARTE_APP_SCREENS_STACK_H
#define ECARTE_APP_SCREENS_STACK_H

#include "screens/screen.h"

enum { STACK_MAX = 8 };

typedef struct ScreenStack {
    Screen items[STACK_MAX];
    int count;
} ScreenStack;

/* Opens a screen of kind `id` on top.  False when out of memory or room:
 * the stack is as it was. */
bool stack_push(ScreenStack *stack, ScreenId id, const ScreenContext *context, int argument);
/* Closes the screen at `index` and every screen above it. */
void stack_close_from(ScreenStack *stack, int index);
/* Closes every screen of kind `id`. */
void stack_close_kind(ScreenStack *stack, ScreenId id);
void stack_free(ScreenStack *stack);

const Screen *stack_top(const ScreenStack *stack);
bool stack_has(const ScreenStack *stack, ScreenId id);
/* Some panel is open over the table. */
bool stack_has_panel(const ScreenStack *stack);
/* The topmost open screen of kind `id`, or NULL. */
const Screen *stack_find(const ScreenStack *stack, ScreenId id);

/* Offers the command to each screen, top first; *who is the index of the
 * screen that took it (-1 when none did). */
ScreenAnswer stack_handle(ScreenStack *stack, const ScreenContext *context, const Command *command, Intent *out,
                          int *who);
/* True when the table's picture must be rebuilt. */
bool stack_sync(ScreenStack *stack, const ScreenContext *context);
/* Draws the screens from `first` up. */
void stack_draw(ScreenStack *stack, int first, const ScreenContext *context, const Gfx *gfx);
/* Draws the screens below `end`, from the bottom. */
void stack_draw_below(ScreenStack *stack, int end, const ScreenContext *context, const Gfx *gfx);

#endif
