#include "audio/mix.h"

#include <math.h>
#include <string.h>

enum { CHUNK = 256 };

float mix_limit(float x)
{
    float a = fabsf(x);
    if (a <= MIX_KNEE)
        return x;
    /* tanh has slope 1 at 0, so the curve bends away from the straight line
     * without a corner at the knee, and its limit is 1. */
    float y = MIX_KNEE + (1.0f - MIX_KNEE) * tanhf((a - MIX_KNEE) / (1.0f - MIX_KNEE));
    return x < 0 ? -y : y;
}

static float clamp01(float x) { return x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x; }

void mix_init(Mixer *mixer, float master)
{
    memset(mixer, 0, sizeof *mixer);
    for (int i = 0; i < MIX_VOICES; i++)
        mixer->voices[i].sound = -1;
    mixer->master = mixer->master_now = clamp01(master);
}

int mix_active(const Mixer *mixer)
{
    int active = 0;
    for (int i = 0; i < MIX_VOICES; i++)
        active += mixer->voices[i].sound >= 0;
    return active;
}

void mix_set_master(Mixer *mixer, float master)
{
    mixer->master = clamp01(master);
    /* Nothing sounding: nothing to glide, and the next sound starts at the
     * new level rather than sliding up to it. */
    if (mix_active(mixer) == 0)
        mixer->master_now = mixer->master;
}

static void fade_out(MixVoice *voice)
{
    if (voice->fade_left == 0)
        voice->fade_left = MIX_FADE_OUT;
}

void mix_stop_all(Mixer *mixer)
{
    for (int i = 0; i < MIX_VOICES; i++)
        if (mixer->voices[i].sound >= 0)
            fade_out(&mixer->voices[i]);
}

/* A slot for a new voice: a free one, else the one that is quietest to cut,
 * a voice nearly faded out, else the oldest. */
static MixVoice *free_voice(Mixer *mixer)
{
    MixVoice *best = NULL;
    for (int i = 0; i < MIX_VOICES; i++) {
        MixVoice *v = &mixer->voices[i];
        if (v->sound < 0)
            return v;
        if (!best)
            best = v;
        else if (v->fade_left > 0 && (best->fade_left == 0 || v->fade_left < best->fade_left))
            best = v;
        else if (v->fade_left == 0 && best->fade_left == 0 && v->serial < best->serial)
            best = v;
    }
    return best;
}

bool mix_start(Mixer *mixer, const MixSound *sounds, int count, int sound, float gain)
{
    if (sound < 0 || sound >= count)
        return false;
    const MixSound *s = &sounds[sound];
    if (!s->samples || s->length <= 0 || gain * s->gain <= 0.0f || mixer->master <= 0.0f)
        return false;
    int playing = 0;
    for (int i = 0; i < MIX_VOICES; i++) {
        const MixVoice *v = &mixer->voices[i];
        if (v->sound != sound || v->fade_left > 0)
            continue;
        /* The same sound again at once would only double its loudness. */
        if (v->position < s->min_gap)
            return false;
        playing++;
    }
    int allowed = s->max_voices > 0 ? s->max_voices : 1;
    while (playing >= allowed) {
        MixVoice *oldest = NULL;
        for (int i = 0; i < MIX_VOICES; i++) {
            MixVoice *v = &mixer->voices[i];
            if (v->sound == sound && v->fade_left == 0 && (!oldest || v->serial < oldest->serial))
                oldest = v;
        }
        fade_out(oldest);
        playing--;
    }
    MixVoice *voice = free_voice(mixer);
    voice->sound = sound;
    voice->position = 0;
    voice->gain = clamp01(gain) * s->gain;
    voice->fade_left = 0;
    voice->serial = ++mixer->serial;
    return true;
}

/* Adds one voice into acc[0..n) and advances it. */
static void render_voice(MixVoice *v, const MixSound *s, float *acc, int n)
{
    for (int i = 0; i < n; i++) {
        int left = s->length - v->position;
        if (left <= 0) {
            v->sound = -1;
            return;
        }
        float env = v->gain * (1.0f / 32768.0f);
        if (v->position < MIX_FADE_IN)
            env *= (float)v->position / MIX_FADE_IN;
        if (left < MIX_FADE_OUT)
            env *= (float)left / MIX_FADE_OUT;
        if (v->fade_left > 0)
            env *= (float)v->fade_left / MIX_FADE_OUT;
        acc[i] += s->samples[v->position] * env;
        v->position++;
        if (v->fade_left > 0 && --v->fade_left == 0) {
            v->sound = -1;
            return;
        }
    }
}

void mix_render(Mixer *mixer, const MixSound *sounds, int count, int16_t *out, int frames)
{
    float from = mixer->master_now, to = mixer->master;
    for (int done = 0; done < frames; done += CHUNK) {
        int n = frames - done < CHUNK ? frames - done : CHUNK;
        float acc[CHUNK];
        memset(acc, 0, sizeof acc);
        for (int i = 0; i < MIX_VOICES; i++) {
            MixVoice *v = &mixer->voices[i];
            if (v->sound < 0)
                continue;
            if (v->sound >= count || !sounds[v->sound].samples) {
                v->sound = -1;
                continue;
            }
            render_voice(v, &sounds[v->sound], acc, n);
        }
        for (int i = 0; i < n; i++) {
            /* A change of volume glides across the buffer instead of
             * stepping, which would click. */
            float master = from + (to - from) * (float)(done + i + 1) / (float)frames;
            float y = mix_limit(acc[i] * master);
            out[done + i] = (int16_t)lrintf(y * 32767.0f);
        }
    }
    mixer->master_now = to;
}
