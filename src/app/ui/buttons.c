#include "ui/buttons.h"

#include <stdio.h>
#include <string.h>

#include "i18n/strings.h"

static void add(ButtonSet *set, ButtonId id, bool primary, const char *label)
{
    if (set->count >= LAYOUT_BUTTONS_MAX)
        return;
    Button *button = &set->items[set->count++];
    button->id = id;
    button->primary = primary;
    snprintf(button->label, sizeof button->label, "%s", label);
}

static bool offers(const ActionList *legal, ActionType type)
{
    for (int i = 0; i < legal->count; i++)
        if (legal->items[i].type == type)
            return true;
    return false;
}

void buttons_build(ButtonSet *out, const SeatView *view, const ButtonContext *context)
{
    out->count = 0;
    if (!context->human_controls || context->dealing)
        return;
    if (view->phase == PHASE_GAME_OVER) {
        if (context->overlay_open)
            return;
        if (!context->friend_table) {
            add(out, BTN_NEW_GAME, true, str_get(STR_BTN_NEW_GAME));
            return;
        }
        if (context->rematch_offered)
            add(out, BTN_REMATCH, true, str_get(STR_BTN_REMATCH));
        add(out, BTN_LEAVE_TABLE, !context->rematch_offered, str_get(STR_MENU_LEAVE_TABLE));
        return;
    }
    if (context->table_out_of_reach)
        return;
    if (view->phase == PHASE_HAND_OVER) {
        if (!context->overlay_open)
            add(out, BTN_NEXT_HAND, true, str_get(STR_BTN_NEXT_HAND));
        return;
    }
    if (view->to_act != view->seat)
        return;

    ActionList legal;
    view_legal_actions(view, &legal);
    switch (view->phase) {
    case PHASE_PROPOSE:
        add(out, BTN_PROPOSE, true, str_get(STR_BTN_PROPOSE));
        add(out, BTN_STAND, false, str_get(STR_BTN_STAND));
        break;
    case PHASE_RESPOND:
        add(out, BTN_ACCEPT, true, str_get(STR_BTN_ACCEPT));
        add(out, BTN_REFUSE, false, str_get(STR_BTN_REFUSE));
        break;
    case PHASE_DISCARD: {
        int chosen = cardset_count(context->selected);
        char label[64];
        /* A dealer may keep the hand: the core lists the empty discard. */
        if (chosen == 0 && action_list_contains(&legal, action_discard(CARDSET_EMPTY))) {
            snprintf(label, sizeof label, "%s", str_get(STR_BTN_KEEP));
        } else if (chosen == 0) {
            snprintf(label, sizeof label, "%s", str_get(STR_BTN_EXCHANGE));
        } else {
            char number[8];
            snprintf(number, sizeof number, "%d", chosen);
            str_format(label, sizeof label, STR_BTN_EXCHANGE_N, number, NULL, NULL);
        }
        add(out, BTN_EXCHANGE, true, label);
        break;
    }
    case PHASE_PLAY:
        if (offers(&legal, ACTION_DECLARE))
            add(out, BTN_DECLARE, true, str_get(STR_BTN_DECLARE));
        break;
    default: break;
    }
    if (legal.count > 0 && !context->no_hints)
        add(out, BTN_HINT, false, str_get(STR_BTN_HINT));
    if (context->advised != BTN_NONE && buttons_find(out, context->advised) >= 0)
        for (int i = 0; i < out->count; i++)
            out->items[i].primary = out->items[i].id == context->advised;
}

ButtonId buttons_for_action(ActionType type)
{
    switch (type) {
    case ACTION_PROPOSE: return BTN_PROPOSE;
    case ACTION_STAND: return BTN_STAND;
    case ACTION_ACCEPT: return BTN_ACCEPT;
    case ACTION_REFUSE: return BTN_REFUSE;
    case ACTION_DISCARD: return BTN_EXCHANGE;
    case ACTION_DECLARE: return BTN_DECLARE;
    case ACTION_PLAY: break;
    }
    return BTN_NONE;
}

ButtonId buttons_primary(const ButtonSet *set)
{
    for (int i = 0; i < set->count; i++)
        if (set->items[i].primary)
            return set->items[i].id;
    return BTN_NONE;
}

int buttons_hit(const ButtonSet *set, const Layout *layout, int x, int y)
{
    for (int i = 0; i < set->count; i++)
        if (rect_contains(layout_button(layout, set->count, i), x, y))
            return i;
    return -1;
}

ButtonId buttons_second(const ButtonSet *set)
{
    for (int i = 0; i < set->count; i++)
        if (!set->items[i].primary && set->items[i].id != BTN_HINT)
            return set->items[i].id;
    return BTN_NONE;
}

PadButton buttons_pad(const ButtonSet *set, int index)
{
    const Button *button = &set->items[index];
    if (button->primary)
        return PAD_X;
    if (button->id == BTN_HINT)
        return PAD_BACK;
    return button->id == buttons_second(set) ? PAD_Y : PAD_NONE;
}

int buttons_find(const ButtonSet *set, ButtonId id)
{
    for (int i = 0; i < set->count; i++)
        if (set->items[i].id == id)
            return i;
    return -1;
}
