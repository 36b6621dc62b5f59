/* The player's choices, kept between sessions. */
#ifndef ECARTE_SETTINGS_H
#define ECARTE_SETTINGS_H

#include <stdbool.h>

#include "ecarte/ai_level.h"
#include "ecarte/options.h"
#include "ecarte/store.h"

/* Version 2 added the sound; a version 1 file loads with its defaults. */
enum { SETTINGS_VERSION = 2, SETTINGS_TEXT_MAX = 1024 };

typedef enum AnimationSpeed { ANIMATION_SLOW, ANIMATION_NORMAL, ANIMATION_FAST, ANIMATION_INSTANT } AnimationSpeed;
enum { ANIMATION_SPEED_COUNT = 4 };

typedef enum SoundVolume { VOLUME_LOW, VOLUME_MEDIUM, VOLUME_HIGH } SoundVolume;
enum { VOLUME_COUNT = 3 };

typedef struct Settings {
    Preset preset;       /* the rules the options started from */
    GameOptions options; /* the rules of new games */
    AiLevel level;
    AnimationSpeed animation;
    bool four_colour;
    bool auto_declare; /* declare the king of trumps without asking */
    bool fullscreen;
    char language[8]; /* "en", "mr", "sd", or "" to follow the system */
    SoundVolume volume;
    bool mute; /* silent, the volume kept for when the sound comes back */
} Settings;

Settings settings_default(void);
const char *settings_animation_name(AnimationSpeed speed);
const char *settings_volume_name(SoundVolume volume);

size_t settings_write(const Settings *settings, char *out, size_t size);
/* A StoreParser: into is a Settings.  Keys it does not know are an error:
 * the file is ours alone, so a strange line means damage. */
StoreVerdict settings_parse(const char *text, size_t length, void *into, char *why, size_t why_size);

#endif
