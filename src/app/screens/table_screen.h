/* The table itself, always at the bottom of the stack: the player's hand
 * under the pointer and the keyboard, dragging a card to the table, the
 * decision buttons, the menu and help buttons in the corner. */
#ifndef ECARTE_APP_SCREENS_TABLE_SCREEN_H
#define ECARTE_APP_SCREENS_TABLE_SCREEN_H

#include "render/table.h"
#include "screens/screen.h"

typedef struct Drag {
    bool pressed; /* the button went down on a card of the hand */
    bool active;  /* it moved far enough: the card follows the pointer */
    Card card;
    int press_x, press_y;
    int x, y;
    float grab_dx, grab_dy; /* pointer minus the card's centre when grabbed */
} Drag;

/* Where the keyboard's ring is when it is on no card of the hand. */
enum { TABLE_FOCUS_CARD = -1, TABLE_FOCUS_MENU = 100, TABLE_FOCUS_HELP = 101 };

typedef struct TableUi {
    Drag drag;
    bool pointer_inside;
    int pointer_x, pointer_y;
    Card hover;         /* the hand card under the pointer */
    int hover_button;   /* decision button under the pointer, -1 */
    int pressed_button; /* decision button being pressed, -1 */
    int hover_chrome;   /* 1 menu, 2 help, 0 none */
    Card focus;         /* the keyboard's card */
    int focus_at;       /* where in the hand it was last seen */
    int control;        /* or the keyboard's button: TABLE_FOCUS_CARD, a decision button, the menu or help */
    bool keyboard;      /* show the focus ring: the keyboard was used */
    int hands_seen;     /* the hand the focus belongs to */
    bool rehover;       /* find the card under the pointer once the table has moved */
} TableUi;

extern const ScreenClass TABLE_SCREEN;

const TableUi *table_screen_ui(const Screen *screen);
/* The parts of the table's picture that are the pointer's and keyboard's. */
void table_screen_scene_ui(const Screen *screen, const ScreenContext *context, SceneUi *out);
void table_screen_info(const Screen *screen, TableInfo *info);
/* Where a hand card is drawn at `now`, dragged or not. */
bool table_screen_card_rect(const Screen *screen, const ScreenContext *context, Card card, Rect *out);
/* Puts the dragged card on the pointer in a sampled scene. */
void table_screen_place_drag(const Screen *screen, const Layout *layout, Scene *scene);

#endif
