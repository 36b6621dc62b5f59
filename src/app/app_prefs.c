/* What the settings and statistics screens do: every change is saved at
 * once; a rule change in the middle of a game asks whether to start anew. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_play.h"
#include "app_prefs.h"
#include "app_sound.h"
#include "app_speech.h"
#include "app_store.h"
#include "app_view.h"
#include "i18n/strings.h"
#include "screens/confirm.h"
#include "screens/settings.h"
#include "ui/status.h"

void app_prefs_set_speed(App *app, AnimSpeed speed, bool say)
{
    app->ui.speed = speed;
    anim_set_speed(&app->anim, speed);
    app->settings.animation = app->store.saved.animation = (AnimationSpeed)speed;
    app_save_settings(app);
    if (say) {
        char text[UI_TEXT_MAX];
        status_speed_label(speed, text, sizeof text);
        app_flash(app, text, false);
    }
    app->dirty = true;
}

void app_prefs_toggle_four_colour(App *app)
{
    char detail[512], text[UI_TEXT_MAX];
    if (!app->ui.four_colour &&
        !cards_load_deck(app->gfx.cards, cards_deck(true, app->ui.high_contrast), detail, sizeof detail)) {
        str_format(text, sizeof text, STR_FOUR_COLOUR_DAMAGED, detail, NULL, NULL);
        app_flash(app, text, true);
        return;
    }
    app->ui.four_colour = !app->ui.four_colour;
    app->settings.four_colour = app->store.saved.four_colour = app->ui.four_colour;
    app_save_settings(app);
    app_prewarm_cards(app);
    app_flash(app, str_get(app->ui.four_colour ? STR_MENU_FOUR_COLOUR_ON : STR_MENU_FOUR_COLOUR_OFF), false);
}

void app_prefs_toggle_high_contrast(App *app)
{
    char detail[512], text[UI_TEXT_MAX];
    if (!app->ui.high_contrast &&
        !cards_load_deck(app->gfx.cards, cards_deck(app->ui.four_colour, true), detail, sizeof detail)) {
        str_format(text, sizeof text, STR_HIGH_CONTRAST_DAMAGED, detail, NULL, NULL);
        app_flash(app, text, true);
        return;
    }
    app->ui.high_contrast = !app->ui.high_contrast;
    app->settings.high_contrast = app->store.saved.high_contrast = app->ui.high_contrast;
    app_save_settings(app);
    app_prewarm_cards(app);
    app_flash(app, str_get(app->ui.high_contrast ? STR_MENU_HIGH_CONTRAST_ON : STR_MENU_HIGH_CONTRAST_OFF), false);
}

void app_prefs_load_high_contrast(App *app)
{
    char detail[512], text[UI_TEXT_MAX];
    if (!app->settings.high_contrast)
        return;
    if (cards_load_deck(app->gfx.cards, DECK_HIGH_CONTRAST, detail, sizeof detail)) {
        app->ui.high_contrast = true;
        return;
    }
    str_format(text, sizeof text, STR_HIGH_CONTRAST_DAMAGED, detail, NULL, NULL);
    app_flash(app, text, true);
}

void app_prefs_drop_deck(App *app, Deck deck, const char *damaged)
{
    char text[UI_TEXT_MAX];
    bool high = deck == DECK_HIGH_CONTRAST || deck == DECK_HIGH_CONTRAST_FOUR;
    str_format(text, sizeof text, high ? STR_HIGH_CONTRAST_DAMAGED : STR_FOUR_COLOUR_DAMAGED, damaged, NULL, NULL);
    cards_drop_deck(app->gfx.cards, deck);
    if (high)
        app->ui.high_contrast = false;
    else
        app->ui.four_colour = false;
    app_prewarm_cards(app);
    app_flash(app, text, true);
}

void app_prefs_set_scale(App *app, int scale, bool say)
{
    app->settings.scale = app->store.saved.scale = settings_scale_step(scale, 0);
    app_save_settings(app);
    app_relayout(app);
    if (!say)
        return;
    char asked[8], fits[8], text[UI_TEXT_MAX];
    snprintf(asked, sizeof asked, "%d", app->settings.scale);
    snprintf(fits, sizeof fits, "%d", iround(app->layout.scale * 100.0));
    bool less = app->layout.scale < app->layout.scale_asked - 0.001f;
    str_format(text, sizeof text, less ? STR_SCALE_NOW_FITS : STR_SCALE_NOW, asked, fits, NULL);
    app_flash(app, text, false);
}

bool app_prefs_key_scale(App *app, CommandKey key)
{
    int scale = app->settings.scale;
    switch (key) {
    case CK_SCALE_UP: scale = settings_scale_step(scale, 1); break;
    case CK_SCALE_DOWN: scale = settings_scale_step(scale, -1); break;
    case CK_SCALE_RESET: scale = SETTINGS_SCALE_MIN; break;
    default: return false;
    }
    app_prefs_set_scale(app, scale, true);
    return true;
}

void app_prefs_toggle_fullscreen(App *app)
{
    platform_toggle_fullscreen(&app->platform);
    app->settings.fullscreen = app->store.saved.fullscreen = app->platform.fullscreen;
    app_save_settings(app);
    app->dirty = true;
}

/* --language wins for the session; otherwise the setting ("" the system's). */
static void apply_language(const App *app)
{
    str_set_language(app->config.language ? app->config.language : app->settings.language);
}

void app_prefs_apply_language(App *app) { apply_language(app); }

/* Steam sets SteamDeck=1 on the Deck, whose small screen the game should
 * fill from the start. */
static bool on_steam_deck(void)
{
    const char *deck = getenv("SteamDeck");
    return deck && deck[0] && strcmp(deck, "0") != 0;
}

void app_prefs_apply_start(App *app)
{
    /* A screenshot or a hidden window keeps the size it was asked for. */
    if ((app->settings.fullscreen || on_steam_deck()) && !app->platform.fullscreen && !app->config.screenshot &&
        !app->config.hidden && !app->config.autoplay)
        platform_toggle_fullscreen(&app->platform);
}

static void save_sound(App *app)
{
    app->store.saved.volume = app->settings.volume;
    app->store.saved.mute = app->settings.mute;
    app_save_settings(app);
    app_sound_apply(&app->sound, &app->settings);
}

void app_prefs_toggle_mute(App *app)
{
    app->settings.mute = !app->settings.mute;
    save_sound(app);
    StringId said = app->settings.mute ? STR_SOUND_MUTED : app->sound.audio ? STR_SOUND_ON : STR_SOUND_ON_NO_DEVICE;
    app_flash(app, str_get(said), false);
}

static void change_volume(App *app, int step)
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

static int cycle(int value, int count, int step) { return ((value + step) % count + count) % count; }

static bool game_in_progress(const App *app) { return !game_is_over(session_game(app->game)); }

void app_prefs_change(App *app, int row, int step)
{
    Settings *s = &app->settings, *saved = &app->store.saved;
    bool rules = false;
    switch ((SettingsRow)row) {
    case SET_PRESET:
        s->preset = (Preset)cycle((int)s->preset, PRESET_COUNT, step);
        s->options = options_preset(s->preset);
        rules = true;
        break;
    case SET_MUST_TRUMP:
        s->options.must_trump_when_void = !s->options.must_trump_when_void;
        rules = true;
        break;
    case SET_PENALTY:
        s->options.penalty = s->options.penalty == PENALTY_CLASSIC ? PENALTY_STANDARD : PENALTY_CLASSIC;
        rules = true;
        break;
    case SET_DEALER_EXCHANGE:
        s->options.dealer_must_exchange = !s->options.dealer_must_exchange;
        rules = true;
        break;
    case SET_TARGET: {
        int index = step > 0 ? -1 : SETTINGS_TARGET_COUNT;
        for (int i = 0; i < SETTINGS_TARGET_COUNT; i++)
            if (SETTINGS_TARGETS[i] == s->options.target)
                index = i;
        s->options.target = SETTINGS_TARGETS[cycle(index, SETTINGS_TARGET_COUNT, step)];
        rules = true;
        break;
    }
    case SET_LEVEL:
        s->level = (AiLevel)cycle((int)s->level, AI_LEVEL_COUNT, step);
        rules = true;
        break;
    case SET_ANIMATION:
        app_prefs_set_speed(app, (AnimSpeed)cycle((int)app->ui.speed, SPEED_COUNT, step), false);
        return;
    case SET_FOUR_COLOUR: app_prefs_toggle_four_colour(app); return;
    case SET_HIGH_CONTRAST: app_prefs_toggle_high_contrast(app); return;
    case SET_SCALE: app_prefs_set_scale(app, settings_scale_step(s->scale, step), false); return;
    case SET_AUTO_DECLARE:
        s->auto_declare = saved->auto_declare = !s->auto_declare;
        app_save_settings(app);
        app_drain_session(app); /* the king may be declared now */
        break;
    case SET_FULLSCREEN: app_prefs_toggle_fullscreen(app); return;
    case SET_SOUND: change_volume(app, step); return;
    case SET_COACH:
        s->coach = saved->coach = (CoachMode)cycle((int)s->coach, COACH_MODE_COUNT, step);
        app_save_settings(app);
        break;
    case SET_SPEECH:
        s->speech = saved->speech = !s->speech;
        app_save_settings(app);
        if (s->speech && app_speech_wanted(s, &app->config))
            app_speech_open(&app->voice, app->config.speech_library, platform_waker(&app->platform));
        else if (!s->speech)
            app_speech_close(&app->voice);
        break;
    case SET_PHRASES:
        s->phrases = saved->phrases = !s->phrases;
        app_save_settings(app);
        break;
    case SET_LANGUAGE: {
        int index = cycle(settings_language_index(s->language), SETTINGS_LANGUAGE_COUNT, step);
        snprintf(s->language, sizeof s->language, "%s", settings_language_code(index));
        snprintf(saved->language, sizeof saved->language, "%s", s->language);
        app->config.language = NULL; /* chosen here: it now wins over --language */
        app_save_settings(app);
        apply_language(app);
        app_relayout(app);
        app_refresh(app, NULL);
        break;
    }
    case SET_ROW_COUNT: return;
    }
    if (rules) {
        saved->preset = s->preset;
        saved->options = s->options;
        saved->level = s->level;
        app_save_settings(app);
        session_set_next(app->game, &s->options, s->level);
        /* Asked only when the game on the table is not already played so,
         * as when a change has just been undone. */
        const Game *game = session_game(app->game);
        if (game_in_progress(app) &&
            (!options_equal(&s->options, &game->options) || s->level != session_level(app->game)))
            app_open_screen(app, SCREEN_CONFIRM, CONFIRM_NEW_RULES);
    }
    app->dirty = true;
}

void app_prefs_reset_statistics(App *app)
{
    memset(&app->store.stats, 0, sizeof app->store.stats);
    app_save_statistics(app);
    app_flash(app, str_get(STR_STATS_RESET_DONE), false);
}
