/* The interface's own state — pointer, drag, selection, overlays, clocks —
 * kept apart from the rules state, which lives only in the core's Game. */
#ifndef ECARTE_APP_UI_STATE_H
#define ECARTE_APP_UI_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/anim.h"
#include "ecarte/action.h"

typedef enum Overlay {
    OVERLAY_NONE,
    OVERLAY_HELP,
    OVERLAY_MENU,
    OVERLAY_SUMMARY,
    OVERLAY_GAME_OVER,
    OVERLAY_SETTINGS,
    OVERLAY_STATISTICS
} Overlay;

/* A question over the settings or statistics screen. */
typedef enum Confirm {
    CONFIRM_NONE,
    CONFIRM_NEW_RULES,   /* start a new game with the changed rules? */
    CONFIRM_RESET_STATS  /* forget every statistic? */
} Confirm;

typedef struct Drag {
    bool pressed; /* the button went down on a card of the hand */
    bool active;  /* it moved far enough: the card follows the pointer */
    Card card;
    int press_x, press_y;
    int x, y;
    float grab_dx, grab_dy; /* pointer minus the card's centre when grabbed */
} Drag;

enum { UI_TEXT_MAX = 320 };

typedef struct UiState {
    Overlay overlay;
    Drag drag;
    bool pointer_inside;
    Card hover;         /* the hand card under the pointer */
    int hover_button;   /* decision button under the pointer, -1 */
    int pressed_button; /* decision button being pressed, -1 */
    int hover_chrome;   /* 1 menu, 2 help, 0 none */
    int menu_hover;     /* item of the menu or overlay button under the pointer */
    CardSet selected;   /* cards chosen for an exchange */
    Card focus;         /* the keyboard's card */
    bool keyboard;      /* show the focus ring: the keyboard was used */

    bool hint_active;
    Action hint;

    char flash[UI_TEXT_MAX]; /* a message that overrides the line for a while */
    double flash_until;
    bool flash_warning;
    char event_text[UI_TEXT_MAX]; /* what just happened */
    char bubble[96];              /* what the opponent says */
    double bubble_until;

    /* Scores and trick counts change on screen when the cards arrive. */
    uint8_t shown_scores[2], shown_tricks[2];
    uint8_t next_scores[2], next_tricks[2];
    double labels_at;
    double dealing_until; /* the deal is still on its way: nothing to decide or say yet */
    double score_pop_at[2];

    float help_scroll;
    float help_scroll_max;

    bool four_colour;
    AnimSpeed speed;

    int settings_row;   /* the keyboard's row of the settings screen */
    Confirm confirm;

    bool summary_seen;  /* this hand's summary was opened once */
    double settled_at;  /* when the table last came to rest */
    double overlay_at;  /* when the overlay opened */
} UiState;

#endif
