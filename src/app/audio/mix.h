/* The mixing arithmetic, free of SDL and of any device: voices of 16-bit mono
 * sounds added up with their gains and the master volume, kept under full
 * scale by a soft limiter, with short fades wherever a sound starts or stops
 * so that nothing clicks.  The audio module calls mix_render from SDL's audio
 * thread, under the device's lock; tests call it directly. */
#ifndef ECARTE_APP_AUDIO_MIX_H
#define ECARTE_APP_AUDIO_MIX_H

#include <stdbool.h>
#include <stdint.h>

enum {
    MIX_RATE = 44100,
    MIX_VOICES = 16,
    MIX_FADE_IN = 44,   /* 1 ms: softens a sound's first sample, not its attack */
    MIX_FADE_OUT = 220, /* 5 ms: a voice cut short, or a sound's last frames */
};

/* The level of a sample above which the limiter bends the waveform: below
 * it, sounds pass unchanged; above, they approach full scale but never
 * reach it. */
#define MIX_KNEE 0.5f

typedef struct MixSound {
    const int16_t *samples; /* mono, MIX_RATE; NULL: a sound that is never heard */
    int length;             /* frames */
    float gain;             /* the sound's own level, 0..1 */
    int max_voices;         /* at most this many at once: the oldest gives way */
    int min_gap;            /* frames: a start this soon after the last one is dropped */
} MixSound;

typedef struct MixVoice {
    int sound; /* index into the sounds, -1 when free */
    int position;
    float gain;
    int fade_left; /* > 0: fading out, this many frames to go */
    uint32_t serial;
} MixVoice;

typedef struct Mixer {
    MixVoice voices[MIX_VOICES];
    float master;     /* wanted */
    float master_now; /* reached: a change glides over one buffer */
    uint32_t serial;
} Mixer;

void mix_init(Mixer *mixer, float master);
void mix_set_master(Mixer *mixer, float master);
/* Starts sound `sound` at `gain` (times the sound's own).  False when it was
 * dropped: silent, or too soon after the same sound. */
bool mix_start(Mixer *mixer, const MixSound *sounds, int count, int sound, float gain);
/* Fades every voice out. */
void mix_stop_all(Mixer *mixer);
/* Voices still sounding. */
int mix_active(const Mixer *mixer);
/* Adds the voices into `frames` frames of `out` (mono, overwritten) and
 * advances them. */
void mix_render(Mixer *mixer, const MixSound *sounds, int count, int16_t *out, int frames);
/* The limiter alone: odd, never decreasing, the identity up to MIX_KNEE, and
 * never past 1. */
float mix_limit(float x);

#endif
