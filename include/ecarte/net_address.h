/* "HOST:PORT" as the command lines and the client write an address; an
 * IPv6 address is written in brackets, "[::1]:7447". */
#ifndef ECARTE_NET_ADDRESS_H
#define ECARTE_NET_ADDRESS_H

#include <stdbool.h>
#include <stddef.h>

/* Splits it into host and port; false if it is not one, or does not fit. */
bool net_address_split(const char *address, char *host, size_t host_size, char *port, size_t port_size);
/* A port as written in an address: decimal digits only, from `min` (0 where
 * "any free port" is meant) to 65535; false for anything else. */
bool net_address_port(const char *text, int min, int *port);

#endif
