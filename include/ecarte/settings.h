/* The player's choices, kept between sessions. */
#ifndef ECARTE_SETTINGS_H
#define ECARTE_SETTINGS_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/ai_level.h"
#include "ecarte/name.h"
#include "ecarte/options.h"
#include "ecarte/store.h"

/* Version 2 added the sound, version 3 the coach and the lessons, version 4
 * the spoken mode, version 5 the interface scale and the high-contrast
 * faces, version 6 playing a friend (the server, the port to host on, the
 * phrases), version 7 the player's name; an older file, or one that leaves a line out, loads with their
 * defaults, and an older game calls a newer file newer, not damaged. */
enum { SETTINGS_VERSION = 7, SETTINGS_TEXT_MAX = 1024 };

/* The interface scale, in percent of the text and controls the window's
 * size gives them. */
enum { SETTINGS_SCALE_MIN = 100, SETTINGS_SCALE_MAX = 200, SETTINGS_SCALE_STEP = 25 };

typedef enum AnimationSpeed { ANIMATION_SLOW, ANIMATION_NORMAL, ANIMATION_FAST, ANIMATION_INSTANT } AnimationSpeed;
enum { ANIMATION_SPEED_COUNT = 4 };

typedef enum SoundVolume { VOLUME_LOW, VOLUME_MEDIUM, VOLUME_HIGH } SoundVolume;
enum { VOLUME_COUNT = 3 };

/* When the coach looks at the player's decisions in a real game. */
typedef enum CoachMode {
    COACH_FIRST_GAMES, /* while the player has finished fewer than COACH_FIRST_GAMES_COUNT games */
    COACH_ALWAYS,
    COACH_OFF
} CoachMode;
enum { COACH_MODE_COUNT = 3, COACH_FIRST_GAMES_COUNT = 10 };

/* The lessons, numbered from 1; lessons_done has bit n-1 for lesson n. */
enum { LESSONS_MAX = 8 };

/* A server's address, its terminating zero included. */
enum { SETTINGS_SERVER_MAX = 100, SETTINGS_PORT_MIN = 1024, SETTINGS_PORT_DEFAULT = 7878, SETTINGS_PORT_MAX = 65535 };

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
    CoachMode coach;
    uint8_t lessons_done; /* the lessons played to their end */
    /* The lessons were offered at the first start, and taken or declined:
     * they are never offered again.  True for anyone whose settings predate
     * the lessons, who has played before. */
    bool lessons_offered;
    bool speech;        /* the spoken mode: what happens is said aloud */
    int scale;          /* the interface scale, SETTINGS_SCALE_MIN to _MAX by _STEP */
    bool high_contrast; /* card faces with large, bold indices in pure colours */
    /* Playing a friend: the table server's "host:port", or "" to host the
     * table in the game itself, on `host_port`; and whether the phrases
     * players send each other are shown. */
    char server[SETTINGS_SERVER_MAX];
    int host_port;
    bool phrases;
    /* The name a friend sees (ecarte/name.h), "" until the player gives
     * one at their first table. */
    char name[NAME_MAX_BYTES + 1];
} Settings;

Settings settings_default(void);
const char *settings_animation_name(AnimationSpeed speed);
const char *settings_volume_name(SoundVolume volume);
const char *settings_coach_name(CoachMode coach);
/* Whether the coach looks at a real game's decisions after `games_played`
 * finished games. */
bool settings_coach_active(const Settings *settings, int games_played);
/* The scale `steps` steps of SETTINGS_SCALE_STEP from `scale`, kept within
 * the range. */
int settings_scale_step(int scale, int steps);

size_t settings_write(const Settings *settings, char *out, size_t size);
/* A StoreParser: into is a Settings.  Keys it does not know are an error:
 * the file is ours alone, so a strange line means damage. */
StoreVerdict settings_parse(const char *text, size_t length, void *into, char *why, size_t why_size);

#endif
