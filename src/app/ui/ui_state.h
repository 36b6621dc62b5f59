/* The interface's own state that outlives any one screen — the exchange
 * being chosen, the hint, the message line, the scores as shown, the
 * clocks — kept apart from the rules state, which lives only in the core's
 * Game.  What belongs to one screen (the pointer over the table, a scroll
 * position) is that screen's own. */
#ifndef ECARTE_APP_UI_STATE_H
#define ECARTE_APP_UI_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/action.h"
#include "ui/anim.h"

enum { UI_TEXT_MAX = 320 };

/* The key caps the decision buttons show: the keyboard's letters, or the
 * buttons of the controller last used, by its family. */
typedef enum CapStyle { CAPS_KEYBOARD, CAPS_XBOX, CAPS_PLAYSTATION, CAPS_NINTENDO } CapStyle;

typedef struct UiState {
    CardSet selected; /* cards chosen for an exchange */

    bool hint_active;
    Action hint;

    char flash[UI_TEXT_MAX]; /* a message that overrides the line for a while */
    double flash_until;
    bool flash_warning;
    bool flash_refused;           /* the message says why the player's move was refused */
    char event_text[UI_TEXT_MAX]; /* what just happened */
    char bubble[96];              /* what the opponent says */
    double bubble_until;

    /* Scores and trick counts change on screen when the cards arrive. */
    uint8_t shown_scores[2], shown_tricks[2];
    uint8_t next_scores[2], next_tricks[2];
    double labels_at;
    double dealing_until; /* the deal is still on its way: nothing to decide or say yet */
    double score_pop_at[2];

    bool four_colour;
    bool high_contrast; /* the faces with large, bold indices */
    AnimSpeed speed;

    CapStyle caps;
    bool touch; /* a finger pressed last (Layout.touch) */

    bool summary_seen; /* this hand's summary was opened once */
    double settled_at; /* when the table last came to rest */
} UiState;

#endif
