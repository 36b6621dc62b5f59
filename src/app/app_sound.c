#include <stdio.h>

#include "app_sound.h"
#include "audio/audio.h"
#include "screens/settings.h"
#include "ui/cues.h"

/* -12, -6 and 0 dB: each step is clearly louder, and "high" is the sounds
 * as designed, every one of them peaking well under full scale. */
static const float VOLUME_GAIN[VOLUME_COUNT] = {0.25f, 0.5f, 1.0f};

static const SoundId CUE_SOUNDS[CUE_COUNT] = {
    [CUE_NONE] = SOUND_COUNT, [CUE_SHUFFLE] = SOUND_SHUFFLE, [CUE_DEAL] = SOUND_DEAL,
    [CUE_PLAY] = SOUND_PLAY,  [CUE_GATHER] = SOUND_GATHER,   [CUE_DISCARD] = SOUND_DISCARD,
    [CUE_DRAW] = SOUND_DRAW,  [CUE_KING] = SOUND_KING,       [CUE_REFUSED] = SOUND_SPRING,
};

void app_sound_apply(Sound *sound, const Settings *settings)
{
    audio_set_volume(sound->audio, settings->mute ? 0.0f : VOLUME_GAIN[(unsigned)settings->volume % VOLUME_COUNT]);
}

void app_sound_open(Sound *sound, const char *data_dir, double now, bool silent, const Settings *settings)
{
    sound->cued_until = now;
    if (silent)
        return;
    char why[ASSET_PATH_MAX + 256];
    sound->audio = audio_open(data_dir, why, sizeof why);
    /* In English, like the other lines for the terminal: the reason is
     * the system's own words. */
    if (!sound->audio)
        fprintf(stderr, "ecarte: playing without sound: %s\n", why);
    else if (why[0])
        fprintf(stderr, "ecarte: a sound could not be read and stays silent: %s\n", why);
    app_sound_apply(sound, settings);
}

void app_sound_close(Sound *sound)
{
    audio_close(sound->audio);
    sound->audio = NULL;
}

void app_sound_update(Sound *sound, const Anim *anim, double now)
{
    if (!sound->audio) {
        sound->cued_until = now;
        return;
    }
    CueList cues;
    cues_between(anim, sound->cued_until, now, &cues);
    sound->cued_until = now;
    for (int i = 0; i < cues.count; i++)
        if (CUE_SOUNDS[cues.cue[i]] != SOUND_COUNT)
            audio_play(sound->audio, CUE_SOUNDS[cues.cue[i]]);
    /* A card on its way will be heard: a rested device wakes up now. */
    if (cues_pending(anim, now))
        audio_prepare(sound->audio);
    audio_update(sound->audio, now);
}

double app_sound_wake_at(const Sound *sound, double now) { return audio_next_check(sound->audio, now); }

void app_sound_intent(Sound *sound, const Intent *intent)
{
    switch (intent->type) {
    case INTENT_ACT:
        if (intent->action.type == ACTION_PLAY)
            return; /* heard as it lands */
        break;
    case INTENT_SETTING:
        /* The new volume, heard at once with a card rather than a tick. */
        if (intent->arg == SET_SOUND) {
            audio_play(sound->audio, SOUND_PLAY);
            return;
        }
        break;
    case INTENT_MUTE: break; /* unmuted, the tick says so; muted, it is not heard */
    case INTENT_HINT:
    case INTENT_NEXT_HAND:
    case INTENT_NEW_GAME:
    case INTENT_OPEN:
    case INTENT_SWITCH:
    case INTENT_CLOSE:
    case INTENT_FULLSCREEN:
    case INTENT_FOUR_COLOUR:
    case INTENT_NEXT_SPEED:
    case INTENT_RESET_STATISTICS:
    case INTENT_REPLAY_DEAL: break;
    default: return; /* cards and the pointer have sounds of their own, or none */
    }
    audio_play(sound->audio, SOUND_TICK);
}

void app_sound_result(Sound *sound, const SeatView *view)
{
    if (view->phase == PHASE_GAME_OVER)
        audio_play(sound->audio, view->winner == view->seat ? SOUND_GAME_WON : SOUND_GAME_LOST);
    else if (view->phase == PHASE_HAND_OVER && view->has_last_hand && view->last_hand.trick_winner != SEAT_NONE)
        audio_play(sound->audio, view->last_hand.trick_winner == view->seat ? SOUND_HAND_WON : SOUND_HAND_LOST);
}
