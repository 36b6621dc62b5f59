/* Which decision buttons apply right now, and where they are.  Pure: built
 * from the player's view and the core's list of legal actions, so a button
 * shows only when the rules offer that decision. */
#ifndef ECARTE_APP_BUTTONS_H
#define ECARTE_APP_BUTTONS_H

#include <stdbool.h>

#include "ecarte/view.h"
#include "ui/layout.h"

typedef enum ButtonId {
    BTN_NONE,
    BTN_PROPOSE,
    BTN_STAND,
    BTN_ACCEPT,
    BTN_REFUSE,
    BTN_EXCHANGE,
    BTN_DECLARE,
    BTN_HINT,
    BTN_NEXT_HAND,
    BTN_NEW_GAME,
    BTN_REMATCH,      /* at a friend's table, the game over */
    BTN_LEAVE_TABLE,  /* the same */
    BTN_STOP_WATCHING /* a table watched */
} ButtonId;

typedef struct Button {
    ButtonId id;
    bool primary; /* what Space presses */
    char label[64];
} Button;

typedef struct ButtonSet {
    int count;
    Button items[LAYOUT_BUTTONS_MAX];
} ButtonSet;

typedef struct ButtonContext {
    bool human_controls; /* false in a demo, where the computer plays both seats */
    CardSet selected;    /* cards chosen for an exchange */
    bool overlay_open;   /* a summary covers the table: its own button acts */
    bool dealing;        /* the cards are still on their way: nothing to decide yet */
    /* The decision a lesson's coach asks for: its button is the main one,
     * which Space presses.  BTN_NONE: the usual main button. */
    ButtonId advised;
    bool no_hints; /* the other player is a person: fair play */
    /* At a friend's table: a game over offers a rematch (unless the friend
     * has left) and leaving; while the table cannot be reached, no
     * decision is offered, as none would arrive. */
    bool friend_table, rematch_offered, table_out_of_reach;
} ButtonContext;

void buttons_build(ButtonSet *out, const SeatView *view, const ButtonContext *context);
ButtonId buttons_primary(const ButtonSet *set);
/* The button that takes an action of this type, or BTN_NONE (a card). */
ButtonId buttons_for_action(ActionType type);
/* The index of the button under (x, y), or -1. */
int buttons_hit(const ButtonSet *set, const Layout *layout, int x, int y);
int buttons_find(const ButtonSet *set, ButtonId id);
/* The decision beside the main one: the first button that is neither the
 * main one nor the hint (stand, refuse), or BTN_NONE. */
ButtonId buttons_second(const ButtonSet *set);

/* A controller's buttons that press a button on the screen, as its key
 * cap shows them: X, Y and Back the decisions; B goes back, and the
 * shoulders step (the review). */
typedef enum PadButton { PAD_NONE, PAD_X, PAD_Y, PAD_BACK, PAD_B, PAD_LB, PAD_RB } PadButton;
/* X presses the main button (as Space does), Y the second, Back the hint. */
PadButton buttons_pad(const ButtonSet *set, int index);

#endif
