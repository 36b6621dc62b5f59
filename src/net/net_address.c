#include "ecarte/net_address.h"

#include <string.h>

bool net_address_split(const char *address, char *host, size_t host_size, char *port, size_t port_size)
{
    const char *colon = strrchr(address, ':');
    if (!colon || colon == address || !colon[1])
        return false;
    const char *begin = address, *end = colon;
    if (*begin == '[') {
        if (end[-1] != ']')
            return false;
        begin++;
        end--;
    }
    size_t length = (size_t)(end - begin), port_length = strlen(colon + 1);
    if (length == 0 || length >= host_size || port_length >= port_size)
        return false;
    memcpy(host, begin, length);
    host[length] = '\0';
    memcpy(port, colon + 1, port_length + 1);
    return true;
}
