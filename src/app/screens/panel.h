/* What the panels over the table have in common: a title, a button at the
 * bottom, the slide as they come in. */
#ifndef ECARTE_APP_SCREENS_PANEL_H
#define ECARTE_APP_SCREENS_PANEL_H

#include "ecarte/view.h"
#include "i18n/strings.h"
#include "render/gfx.h"
#include "screens/screen.h"

/* The height of a panel's title line. */
int panel_title_height(const Layout *layout);
void panel_draw_title(const Gfx *gfx, Rect panel, StringId title);
/* The panel's one button, centred at its foot. */
Rect panel_bottom_button(const Layout *layout, Rect panel);
/* Two buttons side by side in its place: `which` 0 where a reader starts
 * (the left, or the right in a mirrored layout), 1 after it. */
Rect panel_bottom_pair(const Layout *layout, Rect panel, int which);
/* Slides a panel up a little as it appears (`appear` runs 0..1). */
Rect panel_appearing(Rect panel, float appear);
/* How far a panel opened at `opened_at` has come in at `now`, 0..1. */
float panel_appear(double opened_at, double now);
/* "You a – b Opponent" in the form `id` gives, from the player's side. */
void panel_score_line(char *out, size_t size, StringId id, const SeatView *view, const uint8_t values[SEAT_COUNT]);

enum { PANEL_IN_MS = 180 };

/* What a left click on a panel landed on, besides what its hit function
 * names (0 and up). */
enum { PANEL_NO_CLICK = -100, PANEL_CLICK_OUTSIDE = -101, PANEL_CLICK_EMPTY = -102 };

/* The pointer over a panel, the same for every panel: `*hover` follows what
 * is under the pointer (`where`, negative for nothing), and a left click is
 * said in `*click`: `where`, PANEL_CLICK_EMPTY on the panel's bare cloth, or
 * PANEL_CLICK_OUTSIDE off the panel (the table is right there: most panels
 * close).  Commands that are not the pointer's are passed on. */
ScreenAnswer panel_pointer(int *hover, int where, bool inside, const Command *command, int *click);

/* ---- a body that scrolls ---------------------------------------------------- */

/* The words of a panel between its title and its buttons, which scroll
 * where the window is too short for them (large text in a small window):
 * the buttons stay at the foot.  What it needs to know is found as it is
 * drawn, and the keys and the wheel use that. */
typedef struct PanelBody {
    Rect view;   /* the body's window, as last drawn */
    int content; /* the height of all it holds */
    int widest;  /* its widest line */
    int offset;  /* pixels scrolled out at the top */
} PanelBody;

/* There is more than the window shows. */
bool panel_body_scrolls(const PanelBody *body);
/* PageUp, PageDown, Home and End scroll a page or to an end; Up and Down a
 * line (`line` pixels) when `arrows`.  False for any other key. */
bool panel_body_key(PanelBody *body, CommandKey key, int line, bool arrows);
/* The wheel, `line` pixels a notch, or a finger's drag; true when the body
 * moved. */
bool panel_body_wheel(PanelBody *body, const Command *wheel, int line);
/* The wheel and those keys, a line of body text at a time, Up and Down
 * only where the body scrolls (elsewhere they go round the buttons): true
 * when the command was one of them, with the screen's answer. */
bool panel_body_command(PanelBody *body, const Layout *layout, const Command *command, ScreenAnswer *answer);
/* The band from `top`, `height` high (in the content), brought into view. */
void panel_body_reveal(PanelBody *body, int top, int height);

/* Sets text down a column of a panel, or only measures it: the same code
 * sizes a body and then draws it. */
typedef struct PanelPen {
    const Gfx *gfx;
    bool drawing; /* false: measure only */
    int x, w;     /* the column */
    int y;        /* the top of the next line */
    int widest;
} PanelPen;

PanelPen panel_pen(const Gfx *gfx, bool drawing, int x, int w, int y);
/* `utf8` wrapped to the column, centred; moves the pen down. */
void panel_pen_text(PanelPen *pen, FontId font, const char *utf8, SDL_Color colour);
/* A line of `width` set by the caller: counted, and the pen moved down by `height`. */
void panel_pen_block(PanelPen *pen, int width, int height);

/* Whether `content` pixels of a body fit `view` without scrolling. */
bool panel_body_fits(const Gfx *gfx, Rect view, int content);
/* Clips the drawing to `view` and returns the y at which the content's
 * top goes: centred where it all fits, else scrolled.  `body` learns its
 * window and content. */
int panel_body_begin(const Gfx *gfx, PanelBody *body, Rect view, int content, int widest);
/* The clip off, and the scroll bar at the far side of a reader's start
 * when there is more to see. */
void panel_body_end(const Gfx *gfx, const PanelBody *body);
/* The scroll bar's width, kept free at the side of a body that scrolls. */
int panel_body_bar(const Layout *layout);

/* At a friend's table whose player gave a name, that name set apart for
 * mixed scripts (in `out`); NULL against the computer. */
const char *panel_friend_named(const ScreenContext *c, char *out, size_t size);

#endif
