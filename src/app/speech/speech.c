#define _POSIX_C_SOURCE 200809L /* access, stat */
#include "speech/speech.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL.h>
#include <speech-dispatcher/libspeechd.h>

#include "work/tasks.h"

/* The library's functions, found by name once it is loaded. */
typedef SPDConnectionAddress *(*AddressFn)(char **);
typedef void (*FreeAddressFn)(SPDConnectionAddress *);
typedef SPDConnection *(*OpenFn)(const char *, const char *, const char *, SPDConnectionMode,
                                 const SPDConnectionAddress *, int, char **);
typedef int (*LanguageFn)(SPDConnection *, const char *);
typedef int (*SayFn)(SPDConnection *, SPDPriority, const char *);
typedef int (*CancelFn)(SPDConnection *);
typedef void (*CloseFn)(SPDConnection *);

/* Each pointer has the type the library's header declares: checked here
 * without a reference to the functions, which only the loaded library has. */
_Static_assert(_Generic(&spd_get_default_address, AddressFn : 1, default : 0), "spd_get_default_address");
_Static_assert(_Generic(&SPDConnectionAddress__free, FreeAddressFn : 1, default : 0), "SPDConnectionAddress__free");
_Static_assert(_Generic(&spd_open2, OpenFn : 1, default : 0), "spd_open2");
_Static_assert(_Generic(&spd_set_language, LanguageFn : 1, default : 0), "spd_set_language");
_Static_assert(_Generic(&spd_say, SayFn : 1, default : 0), "spd_say");
_Static_assert(_Generic(&spd_cancel, CancelFn : 1, default : 0), "spd_cancel");
_Static_assert(_Generic(&spd_close, CloseFn : 1, default : 0), "spd_close");
_Static_assert(sizeof(void *) == sizeof(OpenFn), "a function's address fits where SDL returns it");

enum { QUEUE_MAX = 8, TEXT_MAX = 2048, WHY_MAX = 256, CLOSE_WAIT_MS = 500 };

/* What the voice's thread works with, its own: the library and the
 * connection to the service. */
typedef struct Service {
    void *object;
    AddressFn address;
    FreeAddressFn free_address;
    OpenFn open;
    LanguageFn set_language;
    SayFn say;
    CancelFn cancel;
    CloseFn close;
    SPDConnection *connection;
    char language[8]; /* the service's, as last set */
    bool said_any;
    SpeechMode said_last;
} Service;

/* A sentence, in its language: each carries its own, so that sentences
 * dropped while the service is slow never take a change of language with
 * them. */
typedef struct Sentence {
    SpeechMode mode;
    char language[8];
    char text[TEXT_MAX];
} Sentence;

/* Connecting (text: the library to load), or a sentence. */
typedef struct SpeechJob {
    bool connect;
    Sentence sentence;
    /* Connecting's answer. */
    bool ok;
    char why[WHY_MAX];
} SpeechJob;

struct Speech {
    Tasks *voice;
    SpeechState state;
    char why[WHY_MAX];
    char language[8]; /* the next sentence's */
    /* While connecting: the newest sentences, which go to the voice once it
     * is there. */
    Sentence pending[QUEUE_MAX];
    int pending_count;
};

/* SDL hands a function's address back as a data pointer. */
static bool find(void *object, const char *name, void *slot, char *why, size_t size)
{
    void *address = SDL_LoadFunction(object, name);
    if (!address) {
        snprintf(why, size, "%s has no %s", SDL_GetError(), name);
        return false;
    }
    memcpy(slot, &address, sizeof address);
    return true;
}

static bool load(Service *s, const char *library, char *why, size_t size)
{
    s->object = SDL_LoadObject(library);
    if (!s->object) {
        snprintf(why, size, "%s", SDL_GetError());
        return false;
    }
    return find(s->object, "spd_get_default_address", &s->address, why, size) &&
           find(s->object, "SPDConnectionAddress__free", &s->free_address, why, size) &&
           find(s->object, "spd_open2", &s->open, why, size) &&
           find(s->object, "spd_set_language", &s->set_language, why, size) &&
           find(s->object, "spd_say", &s->say, why, size) && find(s->object, "spd_cancel", &s->cancel, why, size) &&
           find(s->object, "spd_close", &s->close, why, size);
}

/* Game events are messages, which speech-dispatcher says whole and in
 * order; what the keyboard is on is text, which the next text replaces and
 * which waits for the messages.  What the player asked for silences the
 * rest, and the player's next key silences it in turn. */
static void speak(Service *s, const Sentence *sentence)
{
    if (strcmp(s->language, sentence->language) != 0) {
        s->set_language(s->connection, sentence->language);
        snprintf(s->language, sizeof s->language, "%s", sentence->language);
    }
    SpeechMode mode = sentence->mode;
    const char *text = sentence->text;
    switch (mode) {
    case SPEECH_NOW:
        s->cancel(s->connection);
        s->say(s->connection, SPD_MESSAGE, text);
        break;
    case SPEECH_QUEUED: s->say(s->connection, SPD_MESSAGE, text); break;
    case SPEECH_REPLACE:
        if (s->said_any && s->said_last == SPEECH_NOW)
            s->cancel(s->connection);
        s->say(s->connection, SPD_TEXT, text);
        break;
    }
    s->said_any = true;
    s->said_last = mode;
}

/* The daemon the library starts when nobody answers. */
static const char *daemon_program(void)
{
    const char *program = getenv("SPEECHD_CMD");
    return program && *program ? program : "/usr/bin/speech-dispatcher";
}

/* spd_open2 leaks a message of its own each time it finds no service (the
 * report of its attempt to start one), and spd_open, the simpler call, the
 * message it returns as well.  So the library is asked only where a service
 * can be there: its socket exists, or its daemon can be started.  On a
 * machine with the library but without speech-dispatcher, the usual case,
 * the voice fails at no cost; a leak is left only where the socket is stale
 * and the daemon missing, or the daemon is there and refuses to start. */
static bool service_possible(const SPDConnectionAddress *address, char *why, size_t size)
{
    if (address->method != SPD_METHOD_UNIX_SOCKET || !address->unix_socket_name)
        return true; /* a service over the network: only connecting tells */
    struct stat found;
    if (stat(address->unix_socket_name, &found) == 0 && S_ISSOCK(found.st_mode))
        return true;
    const char *program = daemon_program();
    if (access(program, X_OK) == 0)
        return true;
    snprintf(why, size, "speech-dispatcher is not installed: no service at %s, and no %s to start",
             address->unix_socket_name, program);
    return false;
}

/* The message the library returns is the caller's to free, with free(). */
static bool connect_service(Service *s, char *why, size_t size)
{
    char *error = NULL;
    SPDConnectionAddress *address = s->address(&error);
    if (!address) {
        snprintf(why, size, "no address for speech-dispatcher%s%s", error ? ": " : "", error ? error : "");
        free(error);
        return false;
    }
    if (service_possible(address, why, size)) {
        s->connection = s->open("ecarte", "main", NULL, SPD_MODE_SINGLE, address, 1, &error);
        if (!s->connection)
            snprintf(why, size, "speech-dispatcher did not answer%s%s", error ? ": " : "", error ? error : "");
        free(error);
    }
    s->free_address(address);
    return s->connection != NULL;
}

/* On the voice's thread.  A round trip to the service may take a while, and
 * one that never answers holds the thread in a read: nothing here checks
 * the stop flag, and the queue is let go of rather than waited for. */
static void run(void *data, void *context, const atomic_bool *stop)
{
    (void)stop;
    SpeechJob *job = data;
    Service *service = context;
    if (job->connect) {
        /* A service that goes away mid-game leaves its socket closed: a
         * sentence written to it must fail, not stop the game with SIGPIPE.
         * Blocked on this thread alone, which is the one that writes. */
        sigset_t pipe;
        sigemptyset(&pipe);
        sigaddset(&pipe, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &pipe, NULL);
        job->ok = load(service, job->sentence.text, job->why, sizeof job->why) &&
                  connect_service(service, job->why, sizeof job->why);
    } else if (service->connection) {
        speak(service, &job->sentence);
    }
}

/* As the thread ends: silence, and hang up.  The library stays loaded: it
 * keeps state of its own, which unloading would pull from under it.  SDL's
 * error messages live in memory of the thread's own, which a thread SDL did
 * not start must hand back itself. */
static void hang_up(void *context)
{
    Service *service = context;
    if (service->connection) {
        service->cancel(service->connection);
        service->close(service->connection);
    }
    free(service);
    SDL_TLSCleanup();
}

static void post(Speech *speech, bool connect, const Sentence *sentence)
{
    SpeechJob *job = malloc(sizeof *job);
    if (!job)
        return;
    job->connect = connect;
    job->sentence = *sentence;
    job->ok = false;
    job->why[0] = '\0';
    if (!tasks_post(speech->voice, run, job))
        free(job);
}

/* Takes back what the voice has done, and hears how connecting went: once
 * the service is there, what waited for it goes to it. */
static void take_back(Speech *speech)
{
    void *data;
    bool ran;
    while (tasks_take(speech->voice, &data, &ran)) {
        SpeechJob *job = data;
        if (job->connect && speech->state == SPEECH_CONNECTING) {
            speech->state = ran && job->ok ? SPEECH_READY : SPEECH_FAILED;
            snprintf(speech->why, sizeof speech->why, "%s", job->why);
            for (int i = 0; i < speech->pending_count && speech->state == SPEECH_READY; i++)
                post(speech, false, &speech->pending[i]);
            speech->pending_count = 0;
        }
        free(job);
    }
}

Speech *speech_open(const char *library, const char *language, TaskWake wake)
{
    Speech *speech = calloc(1, sizeof *speech);
    Service *service = calloc(1, sizeof *service);
    if (!speech || !service) {
        free(speech);
        free(service);
        return NULL;
    }
    /* The oldest sentence gives way to a newer one while the service is
     * slow: what is new matters more. */
    TasksConfig config = {.wake = wake,
                          .most_waiting = QUEUE_MAX,
                          .context = service,
                          .finish = hang_up,
                          .jobs_may_hang = true,
                          .free_job = free};
    speech->voice = tasks_create(&config);
    if (!speech->voice) {
        free(service);
        free(speech);
        return NULL;
    }
    speech->state = SPEECH_CONNECTING;
    snprintf(speech->language, sizeof speech->language, "%s", language ? language : "en");
    if (!library)
        library = getenv("ECARTE_SPEECH_LIBRARY");
    Sentence connect = {SPEECH_QUEUED, "", ""};
    snprintf(connect.text, sizeof connect.text, "%s", library && *library ? library : SPEECH_LIBRARY);
    post(speech, true, &connect);
    return speech;
}

/* A service that has stopped answering holds the thread in a read: the
 * game waits a moment for it, then goes on and leaves the thread to free
 * what it holds whenever the read returns, so quitting never hangs. */
void speech_close(Speech *speech)
{
    if (!speech)
        return;
    take_back(speech);
    tasks_destroy(speech->voice, CLOSE_WAIT_MS);
    free(speech);
}

void speech_say(Speech *speech, const char *text, SpeechMode mode)
{
    if (!speech || !text[0])
        return;
    take_back(speech);
    if (speech->state == SPEECH_FAILED)
        return;
    Sentence sentence = {.mode = mode};
    snprintf(sentence.language, sizeof sentence.language, "%s", speech->language);
    snprintf(sentence.text, sizeof sentence.text, "%s", text);
    if (speech->state == SPEECH_READY) {
        post(speech, false, &sentence);
        return;
    }
    if (speech->pending_count == QUEUE_MAX) { /* the oldest goes: what is new matters more */
        memmove(&speech->pending[0], &speech->pending[1], (QUEUE_MAX - 1) * sizeof speech->pending[0]);
        speech->pending_count--;
    }
    speech->pending[speech->pending_count++] = sentence;
}

void speech_set_language(Speech *speech, const char *language)
{
    if (speech)
        snprintf(speech->language, sizeof speech->language, "%s", language);
}

SpeechState speech_state(Speech *speech, char *why, size_t size)
{
    if (size)
        why[0] = '\0';
    if (!speech)
        return SPEECH_FAILED;
    take_back(speech);
    if (speech->state == SPEECH_FAILED && size)
        snprintf(why, size, "%s", speech->why);
    return speech->state;
}
