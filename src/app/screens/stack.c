#include "screens/stack.h"

#include <stdlib.h>
#include <string.h>

#include "screens/coach.h"
#include "screens/coach_ask.h"
#include "screens/confirm.h"
#include "screens/friend.h"
#include "screens/game_over.h"
#include "screens/help.h"
#include "screens/invite.h"
#include "screens/watch.h"
#include "screens/last_trick.h"
#include "screens/lessons.h"
#include "screens/menu.h"
#include "screens/phrases.h"
#include "screens/review.h"
#include "screens/settings.h"
#include "screens/statistics.h"
#include "screens/summary.h"
#include "screens/table_screen.h"

/* Every kind of screen.  A new screen is its own module and one line here. */
static const ScreenClass *const CLASSES[SCREEN_COUNT] = {
    [SCREEN_TABLE] = &TABLE_SCREEN,
    [SCREEN_MENU] = &MENU_SCREEN,
    [SCREEN_HELP] = &HELP_SCREEN,
    [SCREEN_SETTINGS] = &SETTINGS_SCREEN,
    [SCREEN_STATISTICS] = &STATISTICS_SCREEN,
    [SCREEN_CONFIRM] = &CONFIRM_SCREEN,
    [SCREEN_SUMMARY] = &SUMMARY_SCREEN,
    [SCREEN_GAME_OVER] = &GAME_OVER_SCREEN,
    [SCREEN_LAST_TRICK] = &LAST_TRICK_SCREEN,
    [SCREEN_REVIEW] = &REVIEW_SCREEN,
    [SCREEN_LESSONS] = &LESSONS_SCREEN,
    [SCREEN_COACH] = &COACH_SCREEN,
    [SCREEN_COACH_ASK] = &COACH_ASK_SCREEN,
    [SCREEN_FRIEND] = &FRIEND_SCREEN,
    [SCREEN_INVITE] = &INVITE_SCREEN,
    [SCREEN_WATCH] = &WATCH_SCREEN,
    [SCREEN_PHRASES] = &PHRASES_SCREEN,
};

bool stack_push(ScreenStack *stack, ScreenId id, const ScreenContext *context, int argument)
{
    if (stack->count >= STACK_MAX || (unsigned)id >= SCREEN_COUNT)
        return false;
    const ScreenClass *class = CLASSES[id];
    if (!class)
        return false;
    void *state = class->state_size ? calloc(1, class->state_size) : NULL;
    if (class->state_size && !state)
        return false;
    /* The screens below lose the pointer: nothing of them stays lit (but
     * under a glance, everything does). */
    Command leave = {.type = CMD_POINTER_LEAVE};
    Intent ignored;
    for (int i = 0; i < stack->count && class->panel && !class->keeps_below; i++) {
        Screen *below = &stack->items[i];
        below->class->handle(below, context, &leave, &ignored);
        if (below->class->covered)
            below->class->covered(below);
    }
    Screen *screen = &stack->items[stack->count++];
    screen->class = class;
    screen->opened_at = context->now;
    screen->state = state;
    if (class->open)
        class->open(screen, context, argument);
    return true;
}

void stack_close_from(ScreenStack *stack, int index)
{
    if (index < 0)
        index = 0;
    while (stack->count > index) {
        Screen *screen = &stack->items[--stack->count];
        free(screen->state);
        memset(screen, 0, sizeof *screen);
    }
}

void stack_close_kind(ScreenStack *stack, ScreenId id)
{
    for (int i = stack->count - 1; i >= 0; i--) {
        if (stack->items[i].class->id != id)
            continue;
        free(stack->items[i].state);
        memmove(&stack->items[i], &stack->items[i + 1], (size_t)(stack->count - i - 1) * sizeof stack->items[0]);
        stack->count--;
        memset(&stack->items[stack->count], 0, sizeof stack->items[0]);
    }
}

void stack_free(ScreenStack *stack) { stack_close_from(stack, 0); }

const Screen *stack_top(const ScreenStack *stack) { return stack->count ? &stack->items[stack->count - 1] : NULL; }

const Screen *stack_find(const ScreenStack *stack, ScreenId id)
{
    for (int i = stack->count - 1; i >= 0; i--)
        if (stack->items[i].class->id == id)
            return &stack->items[i];
    return NULL;
}

bool stack_has(const ScreenStack *stack, ScreenId id) { return stack_find(stack, id) != NULL; }

bool stack_has_panel(const ScreenStack *stack)
{
    for (int i = 0; i < stack->count; i++)
        if (stack->items[i].class->panel)
            return true;
    return false;
}

ScreenAnswer stack_handle(ScreenStack *stack, const ScreenContext *context, const Command *command, Intent *out,
                          int *who)
{
    *out = intent_of(INTENT_NONE);
    *who = -1;
    for (int i = stack->count - 1; i >= 0; i--) {
        Screen *screen = &stack->items[i];
        ScreenAnswer answer = screen->class->handle(screen, context, command, out);
        if (answer != SCREEN_PASS) {
            *who = i;
            return answer;
        }
        *out = intent_of(INTENT_NONE);
    }
    return SCREEN_PASS;
}

bool stack_sync(ScreenStack *stack, const ScreenContext *context)
{
    bool changed = false;
    for (int i = 0; i < stack->count; i++)
        if (stack->items[i].class->sync && stack->items[i].class->sync(&stack->items[i], context))
            changed = true;
    return changed;
}

static void draw_range(ScreenStack *stack, int first, int end, const ScreenContext *context, const Gfx *gfx)
{
    for (int i = first < 0 ? 0 : first; i < end && i < stack->count; i++)
        if (stack->items[i].class->draw)
            stack->items[i].class->draw(&stack->items[i], context, gfx);
}

void stack_draw(ScreenStack *stack, int first, const ScreenContext *context, const Gfx *gfx)
{
    draw_range(stack, first, stack->count, context, gfx);
}

void stack_draw_below(ScreenStack *stack, int end, const ScreenContext *context, const Gfx *gfx)
{
    draw_range(stack, 0, end, context, gfx);
}
