/* Drawing the table: the baize, the cards of a (sampled) scene, the piles'
 * labels, the score panel, the buttons and the message line. */
#ifndef ECARTE_APP_TABLE_H
#define ECARTE_APP_TABLE_H

#include <stdbool.h>

#include "ui/buttons.h"
#include "ecarte/view.h"
#include "render/gfx.h"
#include "ui/scene.h"
#include "ui/ui_state.h"

typedef struct TableInfo {
    const SeatView *view;
    const Scene *scene; /* sorted back to front */
    double now;
    uint8_t scores[SEAT_COUNT]; /* by seat, as shown (they change when cards land) */
    uint8_t tricks[SEAT_COUNT];
    float score_pop[SEAT_COUNT]; /* 0..1 through a pop, or negative */
    int stock_count;
    const ButtonSet *buttons;
    int hover_button, pressed_button;
    ButtonId glow_button; /* the hint's suggestion */
    int hover_chrome;     /* 1 menu, 2 help */
    int focus_button;     /* the decision button in the keyboard's ring, -1 */
    int focus_chrome;     /* the same for 1 menu, 2 help; 0 */
    const char *message;
    bool message_warning;
    const char *bubble;
    float bubble_alpha;
    bool thinking;   /* the opponent is thinking: dots by its hand */
    bool show_guide; /* outline the player's trick slot: a card may go there */
    bool dragging;
    /* At a friend's table: the friend's name (NULL: "Opponent"), and the
     * connection's health as a small sign (-1: none; else an OnlineHealth). */
    const char *opponent_name;
    int health;
    /* Watching a table: no menu or help to press, the near seat named
     * (NULL: "You") and its cards counted here, none being known. */
    bool watching;
    const char *near_name;
    int near_hand_size;
    CapStyle caps; /* the keyboard's letters on the decision buttons, or a controller's buttons */
} TableInfo;

void table_draw(const Gfx *gfx, const TableInfo *info);

/* Where the message line goes: one line in its strip when it fits, else
 * wrapped in a taller pill that grows upwards from the strip. */
typedef struct MessageBox {
    Rect pill, text;
    FontId font;
    bool wrapped;
} MessageBox;
MessageBox table_message_box(const Gfx *gfx, const char *message);

/* The badge that marks a card chosen to throw away, on the card at `card`. */
Rect table_chosen_badge(Rect card);
/* One card as a sprite says (also used by the overlays). */
void table_draw_card(const Gfx *gfx, const Sprite *sprite, double now);
/* A panel over the table: dark green, a gold edge, a soft shadow. */
void table_draw_panel(const Gfx *gfx, Rect panel);
void table_draw_button(const Gfx *gfx, Rect rect, const char *label, bool primary, bool hover, bool pressed, bool glow,
                       double now);
/* The letter that presses a decision button at the table, or NULL. */
const char *table_button_key(ButtonId id);
/* The cap astride decision button `index` of `set`, drawn at `rect`: its
 * key's letter, or the controller's button that presses it. */
void table_draw_button_cap(const Gfx *gfx, Rect rect, const ButtonSet *set, int index, CapStyle caps);
/* `name` as it fits in `width` in `font`, cut with an ellipsis if need
 * be (never inside a character). */
void table_fit_name(const Gfx *gfx, FontId font, const char *name, int width, char *out, size_t size);
/* Sorts a scene back to front for drawing. */
void table_sort(Scene *scene);

#endif
