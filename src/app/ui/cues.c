#include "ui/cues.h"

static void add(CueList *out, AnimCue cue, double at)
{
    int i = out->count;
    if (i == CUES_MAX) {
        if (at >= out->at[CUES_MAX - 1])
            return;
        i--; /* the latest gives way */
    } else {
        out->count++;
    }
    for (; i > 0 && out->at[i - 1] > at; i--) {
        out->cue[i] = out->cue[i - 1];
        out->at[i] = out->at[i - 1];
    }
    out->cue[i] = cue;
    out->at[i] = at;
}

void cues_between(const Anim *anim, double from, double to, CueList *out)
{
    out->count = 0;
    if (!(to > from))
        return;
    for (int i = 0; i < anim->count; i++) {
        const Track *track = &anim->tracks[i];
        for (int k = 0; k < track->count; k++) {
            const Keyframe *key = &track->keys[k];
            if (key->cue != CUE_NONE && key->t >= from && key->t < to)
                add(out, key->cue, key->t);
        }
    }
    if (anim->instant_at >= from && anim->instant_at < to)
        for (int i = 0; i < anim->instant_count; i++)
            add(out, anim->instant[i], anim->instant_at);
}

bool cues_pending(const Anim *anim, double from)
{
    for (int i = 0; i < anim->count; i++)
        for (int k = 0; k < anim->tracks[i].count; k++)
            if (anim->tracks[i].keys[k].cue != CUE_NONE && anim->tracks[i].keys[k].t >= from)
                return true;
    return anim->instant_count > 0 && anim->instant_at >= from;
}
