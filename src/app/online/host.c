/* IFF_UP and IFF_LOOPBACK are BSD names, outside strict C and POSIX. */
#define _DEFAULT_SOURCE
#include "online/host.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "server.h"

struct Host {
    Server *server;
    thrd_t thread;
    int port;
};

static int run(void *data)
{
    server_run(data);
    return 0;
}

static int port_of(const char *address)
{
    const char *colon = strrchr(address, ':');
    return colon ? atoi(colon + 1) : 0;
}

Host *host_start(const char *listen, const char *state_dir, char *error, size_t error_size)
{
    Host *host = calloc(1, sizeof *host);
    if (!host) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    ServerConfig config;
    server_config_defaults(&config);
    config.listen = listen;
    config.state_dir = state_dir;
    /* Two friends, not the world: a few tables and connections are plenty,
     * and a stranger on the network cannot fill the player's disk. */
    config.max_tables = 16;
    config.max_connections = 64;
    host->server = server_open(&config, error, error_size);
    if (!host->server) {
        free(host);
        return NULL;
    }
    host->port = port_of(server_address(host->server));
    if (thrd_create(&host->thread, run, host->server) != thrd_success) {
        snprintf(error, error_size, "no thread for the table");
        server_close(host->server);
        free(host);
        return NULL;
    }
    return host;
}

int host_port(const Host *host) { return host->port; }

void host_stop(Host *host)
{
    if (!host)
        return;
    server_stop(host->server);
    thrd_join(host->thread, NULL);
    server_close(host->server);
    free(host);
}

bool host_network_address(int port, char *out, size_t size)
{
    struct ifaddrs *all;
    if (getifaddrs(&all) != 0)
        return false;
    bool found = false;
    for (const struct ifaddrs *i = all; i && !found; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP) ||
            (i->ifa_flags & IFF_LOOPBACK))
            continue;
        char text[INET_ADDRSTRLEN];
        const struct sockaddr_in *in = (const struct sockaddr_in *)(const void *)i->ifa_addr;
        if (inet_ntop(AF_INET, &in->sin_addr, text, sizeof text)) {
            snprintf(out, size, "%s:%d", text, port);
            found = true;
        }
    }
    freeifaddrs(all);
    return found;
}
