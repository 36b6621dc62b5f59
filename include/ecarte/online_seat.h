/* The seat a player holds at a friend's table, kept in the data folder so
 * that a game closed mid-game, by the player or by a crash, goes back to
 * the table when it starts again.  The token is the only way back to the
 * seat: losing it loses the game. */
#ifndef ECARTE_ONLINE_SEAT_H
#define ECARTE_ONLINE_SEAT_H

#include <stdbool.h>
#include <stddef.h>

#include "ecarte/net_invite.h"
#include "ecarte/settings.h"
#include "ecarte/store.h"

enum { ONLINE_SEAT_VERSION = 1, ONLINE_SEAT_TEXT_MAX = 512 };

typedef struct OnlineSeat {
    /* The table server's "host:port", or "" when the table is hosted by
     * this game, on `host_port`. */
    char server[SETTINGS_SERVER_MAX];
    int host_port;
    char code[NET_CODE_TEXT];
    char token[NET_TOKEN_TEXT];
} OnlineSeat;

size_t online_seat_write(const OnlineSeat *seat, char *out, size_t size);
/* A StoreParser: into is an OnlineSeat. */
StoreVerdict online_seat_parse(const char *text, size_t length, void *into, char *why, size_t why_size);

#endif
