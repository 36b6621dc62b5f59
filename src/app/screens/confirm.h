/* A yes-or-no question over another screen.  Each question knows what its
 * answers ask for. */
#ifndef ECARTE_APP_SCREENS_CONFIRM_H
#define ECARTE_APP_SCREENS_CONFIRM_H

#include "screens/panel.h"
#include "screens/screen.h"

typedef enum ConfirmKind {
    CONFIRM_NEW_RULES,   /* start a new game with the changed rules? */
    CONFIRM_RESET_STATS, /* forget every statistic? */
    CONFIRM_LESSONS,     /* at the first start: take the lessons? Either answer is for good. */
    CONFIRM_LEAVE_TABLE, /* leave a friend's table in the middle of the game? */
    CONFIRM_RESIGN       /* resign the game at a friend's table? */
} ConfirmKind;

enum { CONFIRM_HIT_NONE = -1, CONFIRM_HIT_YES = 1, CONFIRM_HIT_NO = 2 };

/* Opened with the ConfirmKind as its argument. */
extern const ScreenClass CONFIRM_SCREEN;

ConfirmKind confirm_kind(const Screen *screen);

Rect confirm_panel(const Layout *layout);
Rect confirm_yes(const Layout *layout);
Rect confirm_no(const Layout *layout);
int confirm_hit(const Layout *layout, int x, int y);
/* The question as it was last drawn, and how far it is scrolled. */
const PanelBody *confirm_body(const Screen *screen);

#endif
