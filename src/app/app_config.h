/* How the game was asked to start: the command line's choices, and what
 * tests and tools set for themselves. */
#ifndef ECARTE_APP_APP_CONFIG_H
#define ECARTE_APP_APP_CONFIG_H

#include <stdbool.h>
#include <stdint.h>

#include "ecarte/ai.h"
#include "ecarte/net_invite.h"
#include "ecarte/options.h"
#include "platform/renderer_choice.h"
#include "ui/anim.h"

typedef struct AppConfig {
    uint64_t seed;
    bool seed_given; /* a new game with this seed: no resume */
    Preset preset;
    AiLevel level;
    /* Given on the command line: these override the saved settings for the
     * session. */
    bool preset_given, level_given, speed_given;
    const char *data_dir; /* saves, settings, statistics; NULL: SDL's pref path */
    int width, height;
    bool autoplay;
    bool fast;
    int games; /* with autoplay: stop after this many games (0: never) */
    const char *screenshot;
    const char *language; /* "en", "mr" or "sd" for this session; NULL: settings */
    double after_ms;
    bool four_colour;
    AnimSpeed speed;
    RendererMode renderer; /* --renderer: auto (the machine decides), gpu or software */
    bool hidden;           /* no visible window (benchmark) */
    bool sync_ai;          /* the AI answers on the caller's thread (tests) */
    /* The hand under review is rated again by the expert's search, seconds of
     * a core that tests do without. */
    bool review_deepens;
    double pace_min_ms; /* the computer's thinking time */
    double pace_max_ms;
    int lesson; /* --lesson: open this lesson at start (1 to LESSON_COUNT); 0: none */
    /* --speech: the spoken mode, whatever the settings say; and the speech
     * library it loads (NULL: the usual one). */
    bool speech;
    const char *speech_library;
    /* --server: a game at a table of this table server, made (--create) or
     * joined by its invite code (--join); NULL: a game here. */
    const char *server;
    bool online_create;
    char online_join[NET_CODE_TEXT];
    /* --host-address: where a table hosted by this game listens; NULL:
     * every address of this computer, for a friend on the same network. */
    const char *host_address;
} AppConfig;

/* Defaults: a random seed, standard rules, normal AI and speed, 1280x800. */
void app_config_defaults(AppConfig *config);

#endif
