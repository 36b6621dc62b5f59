/* A stand-in for speech-dispatcher's library, which CTest hands every test
 * in place of the real one (ECARTE_SPEECH_LIBRARY): a test that turns the
 * spoken mode on reaches no service of the machine, and behaves the same on
 * a machine with speech-dispatcher running, one without it, and one whose
 * service never answers.
 *
 * It answers as a service that is there would.  Where the environment names
 * a file in ECARTE_SPEECH_LOG each call is written to it as a line, so that
 * a test, or a developer under Xvfb, can read what the game said:
 *
 *     open ecarte main
 *     language mr
 *     message The opponent plays nine of hearts.
 *     text Ten of spades.
 *     cancel
 *     close
 *
 * ECARTE_SPEECH_STANDIN=absent makes it answer as a machine without the
 * service does: the connection fails, with a message the caller must free. */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <speech-dispatcher/libspeechd.h>

static void note(const char *what, const char *text)
{
    const char *path = getenv("ECARTE_SPEECH_LOG");
    if (!path || !*path)
        return;
    FILE *file = fopen(path, "a");
    if (!file)
        return;
    fprintf(file, "%s%s%s\n", what, text ? " " : "", text ? text : "");
    fclose(file);
}

/* An address on the network, which the game does not look into before it
 * connects; under ECARTE_SPEECH_STANDIN=absent a socket that is not there. */
SPDConnectionAddress *spd_get_default_address(char **error)
{
    (void)error;
    SPDConnectionAddress *address = calloc(1, sizeof *address);
    if (!address)
        return NULL;
    const char *standin = getenv("ECARTE_SPEECH_STANDIN");
    if (standin && strcmp(standin, "absent") == 0) {
        address->method = SPD_METHOD_UNIX_SOCKET;
        address->unix_socket_name = strdup("/nonexistent/ecarte-speech-standin/speechd.sock");
    } else {
        address->method = SPD_METHOD_INET_SOCKET;
        address->inet_socket_host = strdup("127.0.0.1");
        address->inet_socket_port = 6560;
    }
    return address;
}

void SPDConnectionAddress__free(SPDConnectionAddress *address)
{
    if (!address)
        return;
    free(address->unix_socket_name);
    free(address->inet_socket_host);
    free(address->dbus_bus);
    free(address);
}

SPDConnection *spd_open2(const char *client_name, const char *connection_name, const char *user_name,
                         SPDConnectionMode mode, const SPDConnectionAddress *address, int autospawn,
                         char **error_result)
{
    (void)user_name;
    (void)mode;
    (void)address;
    (void)autospawn;
    const char *standin = getenv("ECARTE_SPEECH_STANDIN");
    if (standin && strcmp(standin, "absent") == 0) {
        if (error_result) {
            static const char message[] = "no speech service in the tests' stand-in";
            *error_result = malloc(sizeof message);
            if (*error_result)
                memcpy(*error_result, message, sizeof message);
        }
        note("refused", NULL);
        return NULL;
    }
    char names[256];
    snprintf(names, sizeof names, "%s %s", client_name ? client_name : "", connection_name ? connection_name : "");
    note("open", names);
    return calloc(1, sizeof(SPDConnection));
}

int spd_set_language(SPDConnection *connection, const char *language)
{
    (void)connection;
    note("language", language);
    return 0;
}

int spd_say(SPDConnection *connection, SPDPriority priority, const char *text)
{
    (void)connection;
    note(priority == SPD_TEXT ? "text" : priority == SPD_MESSAGE ? "message" : "other", text);
    return 0;
}

int spd_cancel(SPDConnection *connection)
{
    (void)connection;
    note("cancel", NULL);
    return 0;
}

void spd_close(SPDConnection *connection)
{
    note("close", NULL);
    free(connection);
}
