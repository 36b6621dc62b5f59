#include <stdio.h>

#include "app_sound.h"
#include "app_store.h"
#include "app_view.h"
#include "audio/audio.h"
#include "i18n/strings.h"
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

static void apply_volume(App *app)
{
    const Settings *s = &app->settings;
    audio_set_volume(app->sound.audio, s->mute ? 0.0f : VOLUME_GAIN[(unsigned)s->volume % VOLUME_COUNT]);
}

void app_sound_open(App *app)
{
    app->sound.cued_until = app->now;
    if (app->config.autoplay && app->config.fast)
        return; /* hundreds of moves a second: nothing worth hearing */
    char why[ASSET_PATH_MAX + 256];
    app->sound.audio = audio_open(app->data_dir, why, sizeof why);
    /* In English, like the other lines for the terminal: the reason is
     * the system's own words. */
    if (!app->sound.audio)
        fprintf(stderr, "ecarte: playing without sound: %s\n", why);
    else if (why[0])
        fprintf(stderr, "ecarte: a sound could not be read and stays silent: %s\n", why);
    apply_volume(app);
}

void app_sound_close(App *app)
{
    audio_close(app->sound.audio);
    app->sound.audio = NULL;
}

void app_sound_update(App *app)
{
    if (!app->sound.audio) {
        app->sound.cued_until = app->now;
        return;
    }
    CueList cues;
    cues_between(&app->anim, app->sound.cued_until, app->now, &cues);
    app->sound.cued_until = app->now;
    for (int i = 0; i < cues.count; i++)
        if (CUE_SOUNDS[cues.cue[i]] != SOUND_COUNT)
            audio_play(app->sound.audio, CUE_SOUNDS[cues.cue[i]]);
    /* A card on its way will be heard: a rested device wakes up now. */
    if (cues_pending(&app->anim, app->now))
        audio_prepare(app->sound.audio);
    audio_update(app->sound.audio, app->now);
}

double app_sound_wake_at(const App *app) { return audio_next_check(app->sound.audio, app->now); }

void app_sound_intent(App *app, const Intent *intent)
{
    switch (intent->type) {
    case INTENT_ACT:
        if (intent->action.type == ACTION_PLAY)
            return; /* heard as it lands */
        break;
    case INTENT_SETTING:
        /* The new volume, heard at once with a card rather than a tick. */
        if (intent->arg == SET_SOUND) {
            audio_play(app->sound.audio, SOUND_PLAY);
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
    audio_play(app->sound.audio, SOUND_TICK);
}

void app_sound_result(App *app)
{
    const SeatView *view = &app->view;
    if (view->phase == PHASE_GAME_OVER)
        audio_play(app->sound.audio, view->winner == view->seat ? SOUND_GAME_WON : SOUND_GAME_LOST);
    else if (view->phase == PHASE_HAND_OVER && view->has_last_hand && view->last_hand.trick_winner != SEAT_NONE)
        audio_play(app->sound.audio, view->last_hand.trick_winner == view->seat ? SOUND_HAND_WON : SOUND_HAND_LOST);
}

static void save_sound(App *app)
{
    app->store.saved.volume = app->settings.volume;
    app->store.saved.mute = app->settings.mute;
    app_save_settings(app);
    apply_volume(app);
}

void app_sound_toggle_mute(App *app)
{
    app->settings.mute = !app->settings.mute;
    save_sound(app);
    StringId said = app->settings.mute ? STR_SOUND_MUTED : app->sound.audio ? STR_SOUND_ON : STR_SOUND_ON_NO_DEVICE;
    app_flash(app, str_get(said), false);
}

void app_sound_change_volume(App *app, int step)
{
    Settings *s = &app->settings;
    /* One row: off, then the three volumes. */
    int count = VOLUME_COUNT + 1;
    int index = s->mute ? 0 : 1 + (int)s->volume;
    index = ((index + step) % count + count) % count;
    s->mute = index == 0;
    if (index > 0)
        s->volume = (SoundVolume)(index - 1);
    save_sound(app);
    app->dirty = true;
}
