#define _POSIX_C_SOURCE 200809L /* access, stat */
#include "speech/speech.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL.h>
#include <speech-dispatcher/libspeechd.h>

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

/* A sentence, or a new language for the sentences after it. */
typedef struct Request {
    bool language;
    SpeechMode mode;
    char text[TEXT_MAX];
} Request;

struct Speech {
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_cond *wake;
    SDL_cond *done; /* the thread has finished */
    uint32_t wake_event;
    char library[256];

    /* Shared with the thread, under the lock. */
    bool quit;
    bool finished;  /* the thread has nothing more to do with the service */
    bool abandoned; /* the game stopped waiting for it: it frees all this */
    SpeechState state;
    char why[WHY_MAX];
    char language[8]; /* the last one queued */
    Request queue[QUEUE_MAX];
    int count;

    /* The thread's own. */
    void *object;
    AddressFn address;
    FreeAddressFn free_address;
    OpenFn open;
    LanguageFn set_language;
    SayFn say;
    CancelFn cancel;
    CloseFn close;
    SPDConnection *connection;
    bool said_any;
    SpeechMode said_last;
    Request current;
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

static bool load(Speech *s, char *why, size_t size)
{
    s->object = SDL_LoadObject(s->library);
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

static void wake_app(const Speech *s)
{
    if (s->wake_event == 0 || s->wake_event == (uint32_t)-1)
        return;
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = s->wake_event;
    SDL_PushEvent(&event);
}

/* Game events are messages, which speech-dispatcher says whole and in
 * order; what the keyboard is on is text, which the next text replaces and
 * which waits for the messages.  What the player asked for silences the
 * rest, and the player's next key silences it in turn. */
static void speak(Speech *s, const Request *request)
{
    switch (request->mode) {
    case SPEECH_NOW:
        s->cancel(s->connection);
        s->say(s->connection, SPD_MESSAGE, request->text);
        break;
    case SPEECH_QUEUED: s->say(s->connection, SPD_MESSAGE, request->text); break;
    case SPEECH_REPLACE:
        if (s->said_any && s->said_last == SPEECH_NOW)
            s->cancel(s->connection);
        s->say(s->connection, SPD_TEXT, request->text);
        break;
    }
    s->said_any = true;
    s->said_last = request->mode;
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
static bool connect_service(Speech *s, char *why, size_t size)
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

static void serve(Speech *s)
{
    char why[WHY_MAX] = "";
    bool ok = load(s, why, sizeof why) && connect_service(s, why, sizeof why);
    SDL_LockMutex(s->lock);
    s->state = ok ? SPEECH_READY : SPEECH_FAILED;
    snprintf(s->why, sizeof s->why, "%s", why);
    if (!ok)
        s->count = 0;
    SDL_UnlockMutex(s->lock);
    wake_app(s);
    if (!ok)
        return;

    for (;;) {
        SDL_LockMutex(s->lock);
        while (!s->quit && s->count == 0)
            SDL_CondWait(s->wake, s->lock);
        if (s->quit) {
            SDL_UnlockMutex(s->lock);
            break;
        }
        s->current = s->queue[0];
        memmove(&s->queue[0], &s->queue[1], (size_t)(s->count - 1) * sizeof s->queue[0]);
        s->count--;
        SDL_UnlockMutex(s->lock);
        if (s->current.language)
            s->set_language(s->connection, s->current.text);
        else
            speak(s, &s->current);
    }
    s->cancel(s->connection);
    s->close(s->connection);
    s->connection = NULL;
}

static void destroy(Speech *s)
{
    /* The library stays loaded: it keeps state of its own (and what it
     * leaks when no service answers), which unloading would pull from
     * under it. */
    if (s->done)
        SDL_DestroyCond(s->done);
    if (s->wake)
        SDL_DestroyCond(s->wake);
    if (s->lock)
        SDL_DestroyMutex(s->lock);
    free(s);
}

static int run(void *data)
{
    Speech *s = data;
    serve(s);
    SDL_LockMutex(s->lock);
    s->finished = true;
    bool abandoned = s->abandoned;
    SDL_CondSignal(s->done);
    SDL_UnlockMutex(s->lock);
    if (abandoned)
        destroy(s);
    return 0;
}

Speech *speech_open(const char *library, const char *language, uint32_t wake_event)
{
    Speech *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    if (!library)
        library = getenv("ECARTE_SPEECH_LIBRARY");
    snprintf(s->library, sizeof s->library, "%s", library && *library ? library : SPEECH_LIBRARY);
    s->wake_event = wake_event;
    s->state = SPEECH_CONNECTING;
    s->lock = SDL_CreateMutex();
    s->wake = SDL_CreateCond();
    s->done = SDL_CreateCond();
    if (s->lock && s->wake && s->done) {
        speech_set_language(s, language ? language : "en");
        s->thread = SDL_CreateThread(run, "ecarte-speech", s);
    }
    if (!s->thread) {
        destroy(s);
        return NULL;
    }
    return s;
}

/* A service that has stopped answering holds the thread in a read: the
 * game waits a moment for it, then goes on and leaves the thread to free
 * what it holds whenever the read returns, so quitting never hangs. */
void speech_close(Speech *speech)
{
    if (!speech)
        return;
    SDL_LockMutex(speech->lock);
    speech->quit = true;
    SDL_CondSignal(speech->wake);
    Uint32 start = SDL_GetTicks();
    while (!speech->finished) {
        Uint32 waited = SDL_GetTicks() - start;
        if (waited >= CLOSE_WAIT_MS)
            break;
        SDL_CondWaitTimeout(speech->done, speech->lock, CLOSE_WAIT_MS - waited);
    }
    bool finished = speech->finished;
    speech->abandoned = !finished;
    SDL_UnlockMutex(speech->lock);
    if (finished) {
        SDL_WaitThread(speech->thread, NULL);
        destroy(speech);
    } else {
        SDL_DetachThread(speech->thread);
    }
}

/* Under the lock. */
static void queue(Speech *s, bool language, SpeechMode mode, const char *text)
{
    if (s->state == SPEECH_FAILED)
        return;
    if (s->count == QUEUE_MAX) { /* the oldest goes: what is new matters more */
        memmove(&s->queue[0], &s->queue[1], (QUEUE_MAX - 1) * sizeof s->queue[0]);
        s->count--;
    }
    Request *request = &s->queue[s->count++];
    request->language = language;
    request->mode = mode;
    snprintf(request->text, sizeof request->text, "%s", text);
    SDL_CondSignal(s->wake);
}

void speech_say(Speech *speech, const char *text, SpeechMode mode)
{
    if (!speech || !text[0])
        return;
    SDL_LockMutex(speech->lock);
    queue(speech, false, mode, text);
    SDL_UnlockMutex(speech->lock);
}

void speech_set_language(Speech *speech, const char *language)
{
    if (!speech)
        return;
    SDL_LockMutex(speech->lock);
    if (strcmp(speech->language, language) != 0) {
        snprintf(speech->language, sizeof speech->language, "%s", language);
        queue(speech, true, SPEECH_QUEUED, language);
    }
    SDL_UnlockMutex(speech->lock);
}

SpeechState speech_state(Speech *speech, char *why, size_t size)
{
    if (size)
        why[0] = '\0';
    if (!speech)
        return SPEECH_FAILED;
    SDL_LockMutex(speech->lock);
    SpeechState state = speech->state;
    if (state == SPEECH_FAILED && size)
        snprintf(why, size, "%s", speech->why);
    SDL_UnlockMutex(speech->lock);
    return state;
}
