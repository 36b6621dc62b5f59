/* The sounds of the table, read off its animation: a card is heard when the
 * picture shows it land, not when the rules move it.  Since a frame is a
 * function of the old scene, the new one and the time, so are the sounds:
 * given the animation and two moments, this lists the cues that fall
 * between them.  Pure, like the animation: no SDL, no clock. */
#ifndef ECARTE_APP_UI_CUES_H
#define ECARTE_APP_UI_CUES_H

#include "ui/anim.h"

enum { CUES_MAX = 32 };

typedef struct CueList {
    int count;
    AnimCue cue[CUES_MAX];
    double at[CUES_MAX]; /* in the order they happen */
} CueList;

/* Every cue of `anim` at a time in [from, to).  Successive calls with
 * adjoining intervals hear each cue once, however the animation is
 * retargeted in between, as long as a retarget at time T comes after the
 * call that ends at T: a card arriving just then is kept for the next call
 * (anim.c).  Past CUES_MAX, the earliest are kept. */
void cues_between(const Anim *anim, double from, double to, CueList *out);
/* Some cue of `anim` is still to come, at `from` or later. */
bool cues_pending(const Anim *anim, double from);

#endif
