/* The spoken mode's voice: speech-dispatcher, through its C library.
 *
 * The library is loaded when the voice is opened rather than linked, so that
 * the game starts and plays the same on a system without it; and everything
 * that talks to the service (connecting, which may start its daemon, and
 * each sentence) happens on a queue of its own (work/tasks.h), so that a
 * frame never waits for it.  Where there is no library or no service the voice says why
 * once, and every sentence after that is dropped. */
#ifndef ECARTE_APP_SPEECH_SPEECH_H
#define ECARTE_APP_SPEECH_SPEECH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "work/tasks.h"

/* The library loaded when none is named. */
#define SPEECH_LIBRARY "libspeechd.so.2"

typedef enum SpeechMode {
    SPEECH_QUEUED,  /* heard whole, after what was queued before it */
    SPEECH_REPLACE, /* waits for the queued ones; a newer one replaces it, said or not */
    SPEECH_NOW      /* silences everything first, and is heard whole */
} SpeechMode;

typedef enum SpeechState { SPEECH_CONNECTING, SPEECH_READY, SPEECH_FAILED } SpeechState;

typedef struct Speech Speech;

/* Starts connecting to the service in the background and returns at once:
 * `library` is the shared library to load (NULL: the one the environment's
 * ECARTE_SPEECH_LIBRARY names, or else SPEECH_LIBRARY),
 * `language` "en", "mr" or "sd".  `wake` is called when the connection is
 * made or has failed, and after each sentence.  NULL only when out of memory
 * or threads. */
Speech *speech_open(const char *library, const char *language, TaskWake wake);
/* Stops speaking, hangs up and waits for the thread. */
void speech_close(Speech *speech);

/* Hands a sentence to the voice without waiting: sentences wait in a small
 * queue while the service is reached, and are dropped if it never is.  The
 * window asks for the voice's state at every step (speech_state), which is
 * when what waited is handed over. */
void speech_say(Speech *speech, const char *text, SpeechMode mode);
/* The language of the sentences from now on. */
void speech_set_language(Speech *speech, const char *language);
/* Whether the service has been reached; why not, once it has failed. */
SpeechState speech_state(Speech *speech, char *why, size_t size);

#endif
