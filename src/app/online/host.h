/* A table server run inside the game, for two friends without one: the
 * game that creates the table hosts it on a port of this computer, keeps
 * its tables in the data folder like any server, and the friend joins at
 * this computer's address.  The server's own loop runs on a thread of its
 * own; nothing here knows the game. */
#ifndef ECARTE_APP_ONLINE_HOST_H
#define ECARTE_APP_ONLINE_HOST_H

#include <stdbool.h>
#include <stddef.h>

typedef struct Host Host;

/* Listens on `listen` ("ADDRESS:PORT") with its tables in `state_dir`;
 * NULL, with the reason in `error` (in English), when it cannot. */
Host *host_start(const char *listen, const char *state_dir, char *error, size_t error_size);
/* The port it listens on, as bound. */
int host_port(const Host *host);
/* Stops the server and waits for its thread; the tables stay on disk. */
void host_stop(Host *host);

/* "ADDRESS:PORT" where a friend on the same network reaches `port` on this
 * computer: its first IPv4 address that is up and not loopback.  False when
 * it has none. */
bool host_network_address(int port, char *out, size_t size);

#endif
