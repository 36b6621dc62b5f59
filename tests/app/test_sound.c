/* The game heard through SDL's "disk" audio driver, which writes what the
 * device would play to a file as it goes (in real time, more or less): a
 * hand played through the app is heard where its cards land and where it
 * ends, and not at all while the sound is off.  Nothing here is timed: the
 * test waits for the mixer to fall quiet and for the driver to write past
 * that point, then looks at what was written between two such points.
 * A device with nothing to play rests, closed, and opens again in time for
 * the next sound.  Without a device at all, the game plays on in silence. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sys/stat.h>

#include "app_support.h"
#include "audio/audio.h"
#include "i18n/strings.h"

static char raw_path[256];

/* What the driver may hold back: the C library's buffer and a device
 * buffer or two (1024 frames of 16-bit mono each), with room to spare. */
enum { WRITTEN_PAST = 32768 };

static long file_size(void)
{
    struct stat info;
    return stat(raw_path, &info) == 0 ? (long)info.st_size : 0;
}

/* Waits until nothing sounds and the driver has written well past that
 * moment; returns how far the file went then.  Everything the app made
 * heard so far lies before that point; anything it starts later, after.
 * The limit is only there to end a broken run. */
static long settle(App *app)
{
    struct Audio *audio = app_audio(app);
    for (int i = 0; i < 60000 && audio_sounding(audio); i++)
        SDL_Delay(1);
    assert_false(audio_sounding(audio));
    long quiet = file_size();
    for (int i = 0; i < 60000 && file_size() < quiet + WRITTEN_PAST; i++)
        SDL_Delay(1);
    long size = file_size();
    assert_true(size >= quiet + WRITTEN_PAST);
    return size & ~1L;
}

/* The loudest sample written between two points of the file. */
static int loudest(long from, long to)
{
    FILE *file = fopen(raw_path, "rb");
    assert_non_null(file);
    assert_int_equal(fseek(file, from, SEEK_SET), 0);
    int peak = 0;
    for (long at = from; at + 1 < to; at += 2) {
        int16_t sample;
        if (fread(&sample, sizeof sample, 1, file) != 1)
            break;
        if (abs(sample) > peak)
            peak = abs(sample);
    }
    fclose(file);
    return peak;
}

static void step_until_still(App *app)
{
    for (int i = 0; i < 500 && app_ui(app)->settled_at < 0; i++)
        support_step(app, 20);
    assert_true(app_ui(app)->settled_at >= 0);
}

static bool hand_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
}

static bool says(App *app, StringId id)
{
    char line[UI_TEXT_MAX * 2];
    app_message(app, line, sizeof line);
    return strstr(line, str_get(id)) != NULL;
}

static void test_a_hand_is_heard_where_its_cards_land_and_where_it_ends(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "disk", 1);
    setenv("SDL_DISKAUDIOFILE", raw_path, 1);
    App *app = support_app(17, 1280, 800, SPEED_NORMAL, false);
    assert_non_null(app_audio(app));
    /* The driver starts its file again whenever the device opens: kept
     * open here, so that the file is one stretch of time. */
    audio_set_rest(app_audio(app), 1e12);

    /* The deal: a shuffle, then a card at a time. */
    settle(app);
    support_step(app, 3000);
    long dealt = settle(app);
    assert_true(loudest(0, dealt) > 1000);

    /* A card dropped on the table is silent in the air and heard as it
     * lands. */
    assert_true(support_play_until(app, support_human_plays, 400));
    step_until_still(app);
    long before = settle(app);
    const Game *game = support_game(app);
    Card card = cardset_lowest(support_legal_cards(game));
    int x, y;
    support_card_point(app, card, &x, &y);
    Rect drop = app_layout(app)->drop_zone;
    support_drag(app, x, y, drop.x + drop.w / 2, drop.y + drop.h / 2);
    assert_false(cardset_has(support_game(app)->hands[session_player(app_session(app))], card));
    support_step(app, MS_MOVE * 0.4);
    long flying = settle(app);
    assert_int_equal(loudest(before, flying), 0);
    support_step(app, MS_MOVE * 0.8);
    long landed = settle(app);
    assert_true(loudest(flying, landed) > 1000);

    /* The end of the hand is heard once the summary opens. */
    assert_true(support_play_until(app, hand_over, 2000));
    step_until_still(app);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    long still = settle(app);
    support_step(app, 600);
    assert_true(support_top(app) == SCREEN_SUMMARY || support_top(app) == SCREEN_GAME_OVER);
    long ended = settle(app);
    assert_true(loudest(still, ended) > 1000);

    /* M: silent, said on the message line, and the device at rest. */
    support_key(app, SDLK_m);
    assert_true(says(app, STR_SOUND_MUTED));
    long muted = settle(app);
    support_key(app, SDLK_SPACE); /* the next hand, or a new game */
    support_step(app, 3000);
    assert_true(support_play_until(app, support_human_plays, 400));
    support_step(app, 2000);
    long silent = settle(app);
    assert_true(silent > muted);
    assert_int_equal(loudest(muted, silent), 0);
    support_step(app, 100);
    assert_false(audio_running(app_audio(app)));

    /* M again: the tick says the sound is back. */
    support_key(app, SDLK_m);
    assert_true(says(app, STR_SOUND_ON));
    support_step(app, 20);
    long back = settle(app);
    assert_true(loudest(silent, back) > 100);
    app_destroy(app);
}

static void test_a_resting_device_closes_and_opens_again_in_time(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "disk", 1);
    setenv("SDL_DISKAUDIOFILE", raw_path, 1);
    App *app = support_app(19, 1280, 800, SPEED_NORMAL, false);
    assert_true(support_play_until(app, support_human_plays, 400));
    step_until_still(app);
    settle(app);
    /* Paused at once, closed after a rest: SDL's thread for it is gone. */
    support_step(app, 20);
    assert_false(audio_running(app_audio(app)));
    assert_true(audio_device_open(app_audio(app)));
    support_step(app, 4000);
    assert_false(audio_device_open(app_audio(app)));
    assert_true(audio_next_check(app_audio(app), 0.0) == 0.0); /* nothing more to wake for */

    /* A card dropped wakes it while still in the air, and lands heard. */
    Card card = cardset_lowest(support_legal_cards(support_game(app)));
    int x, y;
    support_card_point(app, card, &x, &y);
    Rect drop = app_layout(app)->drop_zone;
    support_drag(app, x, y, drop.x + drop.w / 2, drop.y + drop.h / 2);
    support_step(app, 20);
    assert_true(audio_device_open(app_audio(app)));
    assert_false(audio_sounding(app_audio(app)));
    audio_set_rest(app_audio(app), 1e12);
    support_step(app, MS_MOVE);
    long heard = settle(app);
    assert_true(loudest(0, heard) > 1000);
    app_destroy(app);
}

static void test_without_a_device_the_game_plays_on_in_silence(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    App *app = support_app(18, 1024, 700, SPEED_FAST, false);
    assert_null(app_audio(app));
    assert_true(support_play_until(app, support_human_plays, 400));
    support_key(app, SDLK_m);
    assert_true(says(app, STR_SOUND_MUTED));
    support_key(app, SDLK_m);
    assert_true(says(app, STR_SOUND_ON_NO_DEVICE));
    assert_true(support_play_until(app, hand_over, 2000));
    app_destroy(app);
}

int main(void)
{
    snprintf(raw_path, sizeof raw_path, "%s/heard.raw", support_data_dir());
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_without_a_device_the_game_plays_on_in_silence),
        cmocka_unit_test(test_a_hand_is_heard_where_its_cards_land_and_where_it_ends),
        cmocka_unit_test(test_a_resting_device_closes_and_opens_again_in_time),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
