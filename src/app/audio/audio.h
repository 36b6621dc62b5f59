/* The game's sounds on SDL's audio device: one WAV file each, read from the
 * data folder's sounds/, mixed by audio/mix.c on SDL's audio thread.
 *
 * The device is paused whenever nothing sounds and, since SDL still runs a
 * paused device's thread, closed after a few seconds more, so a still table
 * costs no CPU; audio_update, called from the app's clock, does both.
 * Without a device (none, or SDL cannot open it) audio_open says why and
 * the game plays in silence. */
#ifndef ECARTE_APP_AUDIO_AUDIO_H
#define ECARTE_APP_AUDIO_AUDIO_H

#include <stdbool.h>
#include <stddef.h>

typedef enum SoundId {
    SOUND_TICK, /* a button */
    SOUND_SHUFFLE,
    SOUND_DEAL, /* a dealt card lands */
    SOUND_PLAY, /* a played card lands on the table */
    SOUND_GATHER,
    SOUND_DISCARD,
    SOUND_DRAW,
    SOUND_KING,   /* the king of trumps, declared or turned up */
    SOUND_SPRING, /* an illegal card springs back */
    SOUND_HAND_WON,
    SOUND_HAND_LOST,
    SOUND_GAME_WON,
    SOUND_GAME_LOST,
    SOUND_COUNT
} SoundId;

typedef struct Audio Audio;

/* NULL when there is no sound at all, with the reason in `why`.  Otherwise
 * `why` is empty, or names the sound files that could not be read (those
 * stay silent). */
Audio *audio_open(const char *data_dir, char *why, size_t why_size);
void audio_close(Audio *audio);

/* The master volume, 0 (silent) to 1; sounds already playing glide to it. */
void audio_set_volume(Audio *audio, float volume);
void audio_play(Audio *audio, SoundId sound);
/* A sound is on its way (a card in the air): the device, if it rested, is
 * opened now rather than when the card lands. */
void audio_prepare(Audio *audio);
/* On the app's clock (milliseconds): pauses the device once the last sound
 * has ended, and closes it after a rest. */
void audio_update(Audio *audio, double now);
/* When audio_update has something to do next (0: nothing). */
double audio_next_check(const Audio *audio, double now);

/* For tests: the device is running (not paused), or open at all; some sound
 * is still to be heard; how long a paused device stays open. */
bool audio_running(const Audio *audio);
bool audio_device_open(const Audio *audio);
bool audio_sounding(Audio *audio);
void audio_set_rest(Audio *audio, double ms);

#endif
