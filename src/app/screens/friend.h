/* Play a friend: the name the friend will see, where the table is (a server, or this game hosting it),
 * the rules of a table to create, and the invite code of one to join.
 * The fields are typed with the keyboard, pasted, or composed with an
 * input method; the screen checks what it can before it asks the app to
 * sit down, and says in its own words what is missing. */
#ifndef ECARTE_APP_SCREENS_FRIEND_H
#define ECARTE_APP_SCREENS_FRIEND_H

#include "screens/screen.h"

typedef enum FriendItem {
    FRIEND_NAME,   /* a line: the name the friend sees */
    FRIEND_SERVER, /* a line: the server's address, empty to host here */
    FRIEND_PORT,   /* a line: the port to host on */
    FRIEND_RULES,  /* standard or classic */
    FRIEND_TARGET, /* the points a game is played to */
    FRIEND_CREATE,
    FRIEND_CODE, /* a line: the code of the friend's table */
    FRIEND_JOIN,
    FRIEND_WATCH, /* the table of the code, watched at no seat */
    FRIEND_BACK,
    FRIEND_COUNT
} FriendItem;

extern const ScreenClass FRIEND_SCREEN;

Rect friend_panel(const Layout *layout);
Rect friend_item(const Layout *layout, FriendItem item);
/* The room under the title where mistakes and progress are said. */
Rect friend_message(const Layout *layout);
/* The item at (x, y), or -1. */
int friend_hit(const Layout *layout, int x, int y);
/* The text in one of the screen's lines, for tests. */
const char *friend_field_text(const Screen *screen, FriendItem item);

#endif
