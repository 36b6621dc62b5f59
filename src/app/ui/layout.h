/* Where everything on the table goes, as pure geometry of the window's
 * pixel size.  No SDL here, so it is unit-tested at any size. */
#ifndef ECARTE_APP_LAYOUT_H
#define ECARTE_APP_LAYOUT_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "ecarte/game.h"

typedef struct Rect {
    int x, y, w, h;
} Rect;

/* The decision buttons: at most two choices and the hint. */
enum { LAYOUT_MIN_WIDTH = 800, LAYOUT_MIN_HEIGHT = 600, LAYOUT_BUTTONS_MAX = 3, LAYOUT_HAND_MAX = HAND_SIZE };

/* Sides of the table: the player sits at the bottom. */
enum { SIDE_YOU = 0, SIDE_OPPONENT = 1 };

typedef struct Layout {
    int width, height; /* output pixels */
    /* The scale asked for (1.0 to 2.0), and the one the window had room for:
     * text and controls grow by `scale` over their size at 100 %. */
    float scale_asked, scale;
    float density;    /* output pixels per 1/96 inch: the floors of text and controls */
    float card_scale; /* below 1 where the cards gave up room to larger text */
    /* Mirrored for a language read right to left: every region stands where
     * its mirror image would, and the piles grow from the right.  The cards
     * of a hand keep their order and their faces. */
    bool rtl;
    /* A finger pressed last, not the mouse: a list whose rows share the
     * window's height gives each a fingertip's instead, and scrolls. */
    bool touch;
    int margin, gap;
    int card_w, card_h;     /* the player's hand, the trick, the stock */
    int lifted_w, lifted_h; /* a card held by the pointer, a little larger */
    int small_card_h;       /* the tricks in the hand summary */
    int opp_w, opp_h;       /* the opponent's hand */
    int pile_w, pile_h;     /* won tricks and discards */
    int lift;               /* how far a selected card rises */
    int hand_step;          /* distance between neighbouring cards of the hand */
    int opp_step;
    int font_body, font_small, font_heading, font_title, font_big;
    int button_h, radius;

    Rect menu_button, help_button;
    Rect score;
    Rect opp_hand;               /* the five slots of the opponent's hand */
    Rect hand;                   /* the player's five slots, with room to rise */
    int hand_y;                  /* top of a resting card of the hand */
    Rect message;                /* the message line's strip, room for its wrapped lines */
    int message_pill_h;          /* the pill of a message of one or two lines, at the strip's foot */
    Rect trick;                  /* both trick cards */
    Rect trick_slot[SEAT_COUNT]; /* indexed by side */
    Rect center_stage;           /* where a declared king is shown */
    Rect stock;
    Rect turnup; /* the turned-up card lying sideways, half under the stock */
    Rect stock_label, trump_label;
    Rect won[SEAT_COUNT];         /* piles of won tricks by side, label included */
    Rect discards[SEAT_COUNT];    /* discard piles by side, label included */
    Rect dealer_chip[SEAT_COUNT]; /* the most room a chip may take, left of a full hand */
    Rect bubble;                  /* the opponent's words, under its hand */
    Rect buttons;                 /* the column of decision buttons */
    Rect drop_zone;
} Layout;

/* Whole pixels. */
static inline int iround(double value) { return (int)lround(value); }
static inline int imin(int a, int b) { return a < b ? a : b; }
static inline int imax(int a, int b) { return a > b ? a : b; }
static inline int iclamp(int value, int low, int high) { return imin(imax(value, low), high); }

/* A panel's inner margin, and the height of a line of text of size px. */
/* A fingertip, about 9 mm: 48 px on an ordinary screen, the least a
 * control a finger presses should measure. */
static inline int layout_finger(const Layout *layout) { return iround(48 * layout->density); }
static inline int layout_panel_pad(const Layout *layout) { return imax(16, iround(layout->font_body * 1.3)); }
static inline int layout_line(int px) { return iround(px * 1.2); }

static inline bool rect_contains(Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}
static inline bool rect_overlaps(Rect a, Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
static inline bool rect_inside(Rect inner, Rect outer)
{
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}
Rect rect_union(Rect a, Rect b);
Rect rect_inset(Rect r, int by);

/* card_aspect is width / height of the card art (0.714 for 250x350). */
void layout_compute(Layout *out, int width, int height, float card_aspect);
/* The same with text and controls `scale` times their usual size (1 to 2),
 * as far as the window has room for them, with `density` output pixels per
 * 1/96 inch keeping the smallest text and controls readable on a dense
 * screen.  Nothing overlaps at any scale: past the room there is, the text
 * grows less and the cards shrink a little. */
void layout_compute_scaled(Layout *out, int width, int height, float card_aspect, float scale, float density);
/* The same layout read from the right (layout_mirror does it once; twice
 * undoes it). */
void layout_mirror(Layout *layout);
/* `inner`, drawn inside `outer` as if read from the left, where a mirrored
 * layout puts it: reflected in `outer` when the layout is right to left,
 * else as it is.  For drawing the inside of a region from its start. */
Rect layout_flip(const Layout *layout, Rect outer, Rect inner);
/* The same for one x coordinate. */
int layout_flip_x(const Layout *layout, Rect outer, int x);

/* Whether every region of the table lies inside the window and clear of the
 * others; on failure names the first two that collide (or one that sticks
 * out, and "the window") when what is given. */
bool layout_fits(const Layout *layout, const char **what, const char **other);

/* The resting rect of card `index` of a hand of `count` cards. */
Rect layout_hand_card(const Layout *layout, int count, int index);
Rect layout_opp_card(const Layout *layout, int count, int index);
/* A small card of a pile: won trick `trick` (0..4), `which` of its two cards. */
Rect layout_won_card(const Layout *layout, int side, int trick, int which);
Rect layout_discard_card(const Layout *layout, int side, int index);
/* The label under a pile. */
Rect layout_pile_label(const Layout *layout, Rect pile);
/* Decision button `index` of `count`, top to bottom. */
Rect layout_button(const Layout *layout, int count, int index);

/* The hand card under (x, y), the topmost when cards overlap, or -1.
 * raised has bit i set for cards drawn lifted by `lift`; a raised card also
 * keeps its resting place so that the pointer never flickers between them. */
int layout_hit_hand(const Layout *layout, int count, uint32_t raised, int x, int y);

#endif
