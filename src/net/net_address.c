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

bool net_address_port(const char *text, int min, int *port)
{
    long value = 0;
    int digits = 0;
    for (const char *d = text; *d; d++, digits++) {
        if (*d < '0' || *d > '9' || digits >= 5)
            return false;
        value = value * 10 + (*d - '0');
    }
    if (digits == 0 || value < min || value > 65535)
        return false;
    *port = (int)value;
    return true;
}
