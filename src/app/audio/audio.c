#include "audio/audio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "audio/mix.h"
#include "platform/assets.h"

/* 1024 frames is 23 ms at 44.1 kHz: close enough to the picture that a card
 * and its sound land together, long enough not to starve a busy machine. */
enum {
    DEVICE_FRAMES = 1024,
    AUDIO_CHECK_MS = 40,  /* a running device is looked at this often, to pause it */
    AUDIO_REST_MS = 3000, /* a paused device is closed after this long */
};

typedef struct SoundInfo {
    const char *file;
    float gain;     /* the files carry their designed levels: this trims them */
    int max_voices; /* so that the fastest animation does not pile them up */
    int min_gap_ms;
} SoundInfo;

static const SoundInfo SOUNDS[SOUND_COUNT] = {
    [SOUND_TICK] = {"sounds/tick.wav", 1.0f, 1, 30},
    [SOUND_SHUFFLE] = {"sounds/shuffle.wav", 1.0f, 1, 250},
    [SOUND_DEAL] = {"sounds/deal.wav", 1.0f, 2, 25},
    [SOUND_PLAY] = {"sounds/play.wav", 1.0f, 2, 40},
    [SOUND_GATHER] = {"sounds/gather.wav", 1.0f, 1, 150},
    [SOUND_DISCARD] = {"sounds/discard.wav", 1.0f, 2, 30},
    [SOUND_DRAW] = {"sounds/draw.wav", 1.0f, 2, 30},
    [SOUND_KING] = {"sounds/king.wav", 1.0f, 1, 300},
    [SOUND_SPRING] = {"sounds/spring.wav", 1.0f, 1, 100},
    [SOUND_HAND_WON] = {"sounds/hand-won.wav", 1.0f, 1, 500},
    [SOUND_HAND_LOST] = {"sounds/hand-lost.wav", 1.0f, 1, 500},
    [SOUND_GAME_WON] = {"sounds/game-won.wav", 1.0f, 1, 500},
    [SOUND_GAME_LOST] = {"sounds/game-lost.wav", 1.0f, 1, 500},
};

struct Audio {
    SDL_AudioDeviceID device; /* 0: closed, to be opened again when needed */
    SDL_AudioSpec want;
    bool running;     /* not paused */
    double rested_at; /* when it was paused, in the app's milliseconds; < 0: not yet known */
    double rest_ms;
    Mixer mixer; /* shared with the audio thread: touched under the device's lock */
    MixSound sounds[SOUND_COUNT];
    int16_t *data[SOUND_COUNT];
    void *alsa;
};

static void SDLCALL fill(void *userdata, Uint8 *stream, int length)
{
    Audio *audio = userdata;
    mix_render(&audio->mixer, audio->sounds, SOUND_COUNT, (int16_t *)(void *)stream, length / (int)sizeof(int16_t));
}

/* ALSA's library prints its own complaints to stderr when it finds no sound
 * card (a server, a container), several lines of them; the game says so in
 * one line of its own instead. */
static void alsa_silent(const char *file, int line, const char *function, int err, const char *format, ...)
{
    (void)file;
    (void)line;
    (void)function;
    (void)err;
    (void)format;
}

typedef void (*AlsaHandler)(const char *, int, const char *, int, const char *, ...);

static void *quiet_alsa(void)
{
    void *library = SDL_LoadObject("libasound.so.2");
    if (!library) {
        SDL_ClearError();
        return NULL;
    }
    void *symbol = SDL_LoadFunction(library, "snd_lib_error_set_handler");
    if (symbol) {
        int (*set_handler)(AlsaHandler);
        memcpy(&set_handler, &symbol, sizeof set_handler);
        set_handler(alsa_silent);
    }
    SDL_ClearError();
    return library;
}

/* One sound into the mixer's format (16-bit mono at MIX_RATE), whatever the
 * file's. */
static bool load(Audio *audio, const char *dir, SoundId id, char *why, size_t why_size)
{
    char path[ASSET_PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, SOUNDS[id].file);
    SDL_AudioSpec spec;
    Uint8 *buffer = NULL;
    Uint32 length = 0;
    if (!SDL_LoadWAV(path, &spec, &buffer, &length)) {
        snprintf(why, why_size, "%s (%s)", SOUNDS[id].file, SDL_GetError());
        return false;
    }
    SDL_AudioCVT cvt;
    int needed = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1, MIX_RATE);
    uint8_t *work = needed >= 0 ? malloc((size_t)length * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1)) : NULL;
    if (!work) {
        snprintf(why, why_size, "%s (%s)", SOUNDS[id].file, needed < 0 ? SDL_GetError() : "out of memory");
        SDL_FreeWAV(buffer);
        return false;
    }
    memcpy(work, buffer, length);
    SDL_FreeWAV(buffer);
    int bytes = (int)length;
    if (needed > 0) {
        cvt.buf = work;
        cvt.len = (int)length;
        if (SDL_ConvertAudio(&cvt) != 0) {
            snprintf(why, why_size, "%s (%s)", SOUNDS[id].file, SDL_GetError());
            free(work);
            return false;
        }
        bytes = cvt.len_cvt;
    }
    audio->data[id] = (int16_t *)(void *)work;
    audio->sounds[id] = (MixSound){audio->data[id], bytes / (int)sizeof(int16_t), SOUNDS[id].gain,
                                   SOUNDS[id].max_voices, SOUNDS[id].min_gap_ms * MIX_RATE / 1000};
    return true;
}

static bool open_device(Audio *audio)
{
    if (!audio->device) {
        /* No changes allowed: SDL converts to whatever the device wants.
         * It opens paused. */
        audio->device = SDL_OpenAudioDevice(NULL, 0, &audio->want, NULL, 0);
        audio->running = false;
        audio->rested_at = -1.0; /* its rest starts at the next update */
    }
    return audio->device != 0;
}

static void free_sounds(Audio *audio)
{
    for (int i = 0; i < SOUND_COUNT; i++) {
        free(audio->data[i]);
        audio->data[i] = NULL;
        audio->sounds[i].samples = NULL;
    }
}

Audio *audio_open(const char *data_dir, char *why, size_t why_size)
{
    why[0] = '\0';
    Audio *audio = calloc(1, sizeof *audio);
    if (!audio) {
        snprintf(why, why_size, "out of memory");
        return NULL;
    }
    audio->alsa = quiet_alsa();
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        snprintf(why, why_size, "%s", SDL_GetError());
        if (audio->alsa)
            SDL_UnloadObject(audio->alsa);
        free(audio);
        return NULL;
    }
    /* Asked for no sound (the tests, a server): no device, no thread. */
    const char *driver = SDL_GetCurrentAudioDriver();
    if (driver && strcmp(driver, "dummy") == 0) {
        snprintf(why, why_size, "the audio driver is SDL's dummy driver");
        audio_close(audio);
        return NULL;
    }
    mix_init(&audio->mixer, 1.0f);
    int missing = 0;
    for (int i = 0; i < SOUND_COUNT; i++) {
        char one[ASSET_PATH_MAX + 128];
        if (load(audio, data_dir, (SoundId)i, one, sizeof one))
            continue;
        /* The first failure in full, then how many more. */
        if (missing++ == 0)
            snprintf(why, why_size, "%s", one);
    }
    if (missing > 1) {
        size_t at = strlen(why);
        snprintf(why + at, why_size - at, " and %d more", missing - 1);
    }
    audio->want.freq = MIX_RATE;
    audio->want.format = AUDIO_S16SYS;
    audio->want.channels = 1;
    audio->want.samples = DEVICE_FRAMES;
    audio->want.callback = fill;
    audio->want.userdata = audio;
    audio->rest_ms = AUDIO_REST_MS;
    if (!open_device(audio)) {
        snprintf(why, why_size, "%s", SDL_GetError());
        audio_close(audio);
        return NULL;
    }
    return audio; /* opened paused */
}

void audio_close(Audio *audio)
{
    if (!audio)
        return;
    if (audio->device)
        SDL_CloseAudioDevice(audio->device);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    free_sounds(audio);
    if (audio->alsa)
        SDL_UnloadObject(audio->alsa);
    free(audio);
}

void audio_set_volume(Audio *audio, float volume)
{
    if (!audio)
        return;
    SDL_LockAudioDevice(audio->device);
    mix_set_master(&audio->mixer, volume);
    /* Muted: what still sounds fades at once, and the device can rest. */
    if (volume <= 0.0f)
        mix_stop_all(&audio->mixer);
    SDL_UnlockAudioDevice(audio->device);
}

void audio_prepare(Audio *audio)
{
    if (audio && audio->mixer.master > 0.0f)
        open_device(audio);
}

void audio_play(Audio *audio, SoundId sound)
{
    if (!audio || audio->mixer.master <= 0.0f || !open_device(audio))
        return;
    SDL_LockAudioDevice(audio->device);
    bool started = mix_start(&audio->mixer, audio->sounds, SOUND_COUNT, (int)sound, 1.0f);
    SDL_UnlockAudioDevice(audio->device);
    if (started && !audio->running) {
        SDL_PauseAudioDevice(audio->device, 0);
        audio->running = true;
    }
}

bool audio_sounding(Audio *audio)
{
    if (!audio)
        return false;
    SDL_LockAudioDevice(audio->device);
    bool active = mix_active(&audio->mixer) > 0;
    SDL_UnlockAudioDevice(audio->device);
    return active;
}

void audio_update(Audio *audio, double now)
{
    if (!audio || !audio->device)
        return;
    if (audio->running) {
        if (audio_sounding(audio))
            return;
        /* What the last sound rendered is already on its way to the
         * device: pausing only stops further calls for more. */
        SDL_PauseAudioDevice(audio->device, 1);
        audio->running = false;
        audio->rested_at = now;
        return;
    }
    if (audio->rested_at < 0.0)
        audio->rested_at = now;
    /* SDL keeps a paused device's thread going, writing silence: after a
     * while with nothing to play, the device goes too. */
    if (now - audio->rested_at >= audio->rest_ms) {
        SDL_CloseAudioDevice(audio->device);
        audio->device = 0;
    }
}

double audio_next_check(const Audio *audio, double now)
{
    if (!audio || !audio->device)
        return 0.0;
    if (audio->running || audio->rested_at < 0.0)
        return now + AUDIO_CHECK_MS;
    return audio->rested_at + audio->rest_ms;
}

bool audio_running(const Audio *audio) { return audio && audio->running; }
bool audio_device_open(const Audio *audio) { return audio && audio->device != 0; }
void audio_set_rest(Audio *audio, double ms) { audio->rest_ms = ms; }
