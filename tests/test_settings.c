/* The settings file and its versions: the sound, the coach, the lessons,
 * the spoken mode, the interface scale and the high-contrast faces go round
 * the file, and a file from before they existed loads with their defaults. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/settings.h"

static StoreVerdict parse(const char *text, Settings *out)
{
    char why[256] = "";
    return settings_parse(text, strlen(text), out, why, sizeof why);
}

static void test_the_sound_goes_round_the_file(void **state)
{
    (void)state;
    for (int volume = 0; volume < VOLUME_COUNT; volume++) {
        for (int mute = 0; mute < 2; mute++) {
            Settings settings = settings_default(), back;
            settings.volume = (SoundVolume)volume;
            settings.mute = mute;
            char text[SETTINGS_TEXT_MAX];
            assert_true(settings_write(&settings, text, sizeof text) > 0);
            assert_int_equal(parse(text, &back), STORE_VERDICT_OK);
            assert_int_equal(back.volume, volume);
            assert_int_equal(back.mute, mute);
        }
    }
}

static void test_a_file_from_before_the_sound_loads_with_its_defaults(void **state)
{
    (void)state;
    Settings settings;
    const char old[] = "ECARTE-SETTINGS 1\npreset standard\nmust_trump on\npenalty standard\n"
                       "dealer_must_exchange off\ntarget 7\nlevel hard\nanimation fast\nfour_colour on\n"
                       "auto_declare off\nfullscreen off\nlanguage system\n";
    assert_int_equal(parse(old, &settings), STORE_VERDICT_OK);
    assert_int_equal(settings.options.target, 7);
    assert_int_equal(settings.level, AI_HARD);
    assert_int_equal(settings.volume, settings_default().volume);
    assert_false(settings.mute);
    assert_int_equal(settings_default().volume, VOLUME_MEDIUM);
}

static void test_a_strange_volume_is_damage(void **state)
{
    (void)state;
    Settings settings;
    assert_int_equal(parse("ECARTE-SETTINGS 2\nvolume deafening\n", &settings), STORE_VERDICT_DAMAGED);
    assert_int_equal(parse("ECARTE-SETTINGS 2\nmute maybe\n", &settings), STORE_VERDICT_DAMAGED);
    assert_int_equal(parse("ECARTE-SETTINGS 2\nvolume low\nmute on\n", &settings), STORE_VERDICT_OK);
    assert_int_equal(settings.volume, VOLUME_LOW);
    assert_true(settings.mute);
    /* A later version is not read as if it were this one. */
    assert_int_equal(parse("ECARTE-SETTINGS 8\nvolume low\n", &settings), STORE_VERDICT_NEWER);
}

static void test_the_coach_and_the_lessons_go_round_the_file(void **state)
{
    (void)state;
    static const uint8_t DONE[] = {0, 1, 0x15, 0x3F, 0x80, 0xFF};
    for (int coach = 0; coach < COACH_MODE_COUNT; coach++) {
        for (size_t d = 0; d < sizeof DONE; d++) {
            Settings settings = settings_default(), back;
            settings.coach = (CoachMode)coach;
            settings.lessons_done = DONE[d];
            settings.lessons_offered = d % 2 == 1;
            char text[SETTINGS_TEXT_MAX];
            assert_true(settings_write(&settings, text, sizeof text) > 0);
            assert_int_equal(parse(text, &back), STORE_VERDICT_OK);
            assert_int_equal(back.coach, coach);
            assert_int_equal(back.lessons_done, DONE[d]);
            assert_int_equal(back.lessons_offered, d % 2 == 1);
        }
    }
}

static void test_the_lessons_are_offered_only_to_a_newcomer(void **state)
{
    (void)state;
    Settings settings;
    assert_false(settings_default().lessons_offered);
    assert_int_equal(settings_default().coach, COACH_FIRST_GAMES);
    /* Someone whose settings predate the lessons has played before. */
    assert_int_equal(parse("ECARTE-SETTINGS 2\nvolume low\n", &settings), STORE_VERDICT_OK);
    assert_true(settings.lessons_offered);
    assert_int_equal(settings.lessons_done, 0);
    assert_int_equal(settings.coach, COACH_FIRST_GAMES);
    assert_int_equal(parse("ECARTE-SETTINGS 3\nvolume low\n", &settings), STORE_VERDICT_OK);
    assert_false(settings.lessons_offered);
}

static void test_the_coach_follows_its_setting(void **state)
{
    (void)state;
    Settings settings = settings_default();
    assert_true(settings_coach_active(&settings, 0));
    assert_true(settings_coach_active(&settings, COACH_FIRST_GAMES_COUNT - 1));
    assert_false(settings_coach_active(&settings, COACH_FIRST_GAMES_COUNT));
    settings.coach = COACH_ALWAYS;
    assert_true(settings_coach_active(&settings, 500));
    settings.coach = COACH_OFF;
    assert_false(settings_coach_active(&settings, 0));
}

static void test_a_strange_lesson_list_is_damage(void **state)
{
    (void)state;
    Settings settings;
    static const char *const BAD[] = {
        "lessons 0", "lessons 9",   "lessons 1 1", "lessons 1,2", "lessons 12",          "lessons  1", "lessons 1 ",
        "lessons ",  "lessons all", "coach maybe", "coach",       "lessons_offered yes", "lessons -1", "lessons 3 x",
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        char text[128];
        snprintf(text, sizeof text, "ECARTE-SETTINGS 3\n%s\n", BAD[i]);
        assert_int_equal(parse(text, &settings), STORE_VERDICT_DAMAGED);
    }
    assert_int_equal(parse("ECARTE-SETTINGS 3\nlessons 6 2 4\ncoach off\n", &settings), STORE_VERDICT_OK);
    assert_int_equal(settings.lessons_done, 0x2A);
    assert_int_equal(settings.coach, COACH_OFF);
}

static void test_the_spoken_mode_goes_round_the_file(void **state)
{
    (void)state;
    assert_false(settings_default().speech);
    for (int speech = 0; speech < 2; speech++) {
        Settings settings = settings_default(), back;
        settings.speech = speech;
        char text[SETTINGS_TEXT_MAX];
        assert_true(settings_write(&settings, text, sizeof text) > 0);
        assert_non_null(strstr(text, speech ? "\nspeech on\n" : "\nspeech off\n"));
        assert_int_equal(parse(text, &back), STORE_VERDICT_OK);
        assert_int_equal(back.speech, speech);
    }
    Settings settings;
    assert_int_equal(parse("ECARTE-SETTINGS 4\nspeech maybe\n", &settings), STORE_VERDICT_DAMAGED);
}

static void test_a_file_from_before_the_spoken_mode_loads_with_it_off(void **state)
{
    (void)state;
    Settings settings;
    const char old[] = "ECARTE-SETTINGS 3\npreset standard\nmust_trump off\npenalty standard\n"
                       "dealer_must_exchange off\ntarget 7\nlevel normal\nanimation normal\nfour_colour off\n"
                       "auto_declare off\nfullscreen off\nlanguage mr\nvolume medium\nmute off\ncoach off\n"
                       "lessons 1 2\nlessons_offered on\n";
    assert_int_equal(parse(old, &settings), STORE_VERDICT_OK);
    assert_false(settings.speech);
    assert_int_equal(settings.options.target, 7);
    assert_string_equal(settings.language, "mr");
    assert_int_equal(settings.coach, COACH_OFF);
}

static void test_the_scale_and_the_faces_go_round_the_file(void **state)
{
    (void)state;
    assert_int_equal(settings_default().scale, 100);
    assert_false(settings_default().high_contrast);
    for (int scale = SETTINGS_SCALE_MIN; scale <= SETTINGS_SCALE_MAX; scale += SETTINGS_SCALE_STEP) {
        for (int contrast = 0; contrast < 2; contrast++) {
            Settings settings = settings_default(), back;
            settings.scale = scale;
            settings.high_contrast = contrast;
            char text[SETTINGS_TEXT_MAX];
            assert_true(settings_write(&settings, text, sizeof text) > 0);
            assert_int_equal(parse(text, &back), STORE_VERDICT_OK);
            assert_int_equal(back.scale, scale);
            assert_int_equal(back.high_contrast, contrast);
        }
    }
}

/* Each version of the file, without the lines that came after it, and the
 * current one with them left out, loads with the scale and the faces as
 * they are at first. */
static void test_a_file_without_the_scale_loads_at_100(void **state)
{
    (void)state;
    static const char *const FILES[] = {
        "ECARTE-SETTINGS 3\npreset standard\nfour_colour on\nlanguage sd\ncoach off\nlessons 1\n",
        "ECARTE-SETTINGS 4\npreset classic\nfour_colour on\nspeech on\n",
        "ECARTE-SETTINGS 5\npreset standard\nfour_colour on\nspeech off\n",
        "ECARTE-SETTINGS 5\nfour_colour on\nhigh_contrast on\n",
        "ECARTE-SETTINGS 5\nscale 175\nfour_colour on\n",
    };
    static const int SCALES[] = {100, 100, 100, 100, 175};
    static const bool CONTRAST[] = {false, false, false, true, false};
    for (size_t i = 0; i < sizeof FILES / sizeof FILES[0]; i++) {
        Settings settings;
        assert_int_equal(parse(FILES[i], &settings), STORE_VERDICT_OK);
        assert_int_equal(settings.scale, SCALES[i]);
        assert_int_equal(settings.high_contrast, CONTRAST[i]);
        assert_true(settings.four_colour);
    }
}

/* Each line, alone in a settings file, makes it damaged. */
static void expect_damage(const char *const *lines, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        Settings settings;
        char text[256];
        snprintf(text, sizeof text, "ECARTE-SETTINGS 5\n%s\n", lines[i]);
        if (parse(text, &settings) != STORE_VERDICT_DAMAGED)
            fail_msg("'%s' was read", lines[i]);
    }
}

static void test_a_strange_scale_is_damage(void **state)
{
    (void)state;
    static const char *const BAD[] = {
        "scale 99",  "scale 110", "scale 201", "scale 225",  "scale 0",           "scale -100",
        "scale 1e2", "scale ",    "scale big", "scale 150%", "high_contrast yes", "high_contrast",
    };
    expect_damage(BAD, sizeof BAD / sizeof BAD[0]);
}

static void test_the_scale_steps_within_its_range(void **state)
{
    (void)state;
    assert_int_equal(settings_scale_step(100, 1), 125);
    assert_int_equal(settings_scale_step(175, 1), 200);
    assert_int_equal(settings_scale_step(200, 1), 200);
    assert_int_equal(settings_scale_step(125, -1), 100);
    assert_int_equal(settings_scale_step(100, -1), 100);
    assert_int_equal(settings_scale_step(150, 0), 150);
    assert_int_equal(settings_scale_step(100, 9), 200);
}

static void test_playing_a_friend_goes_round_the_file(void **state)
{
    (void)state;
    Settings settings = settings_default(), back;
    assert_string_equal(settings.server, "");
    assert_int_equal(settings.host_port, SETTINGS_PORT_DEFAULT);
    assert_true(settings.phrases);
    static const char *const SERVERS[] = {"", "cards.example.org:7878", "[::1]:9000"};
    for (size_t i = 0; i < sizeof SERVERS / sizeof SERVERS[0]; i++) {
        snprintf(settings.server, sizeof settings.server, "%s", SERVERS[i]);
        settings.host_port = 2000 + (int)i;
        settings.phrases = i % 2 == 0;
        char text[SETTINGS_TEXT_MAX];
        assert_true(settings_write(&settings, text, sizeof text) > 0);
        assert_int_equal(parse(text, &back), STORE_VERDICT_OK);
        assert_string_equal(back.server, SERVERS[i]);
        assert_int_equal(back.host_port, 2000 + (int)i);
        assert_int_equal(back.phrases, i % 2 == 0);
    }
    /* A file from before playing a friend: host here, the usual port. */
    assert_int_equal(parse("ECARTE-SETTINGS 5\nscale 150\n", &back), STORE_VERDICT_OK);
    assert_string_equal(back.server, "");
    assert_int_equal(back.host_port, SETTINGS_PORT_DEFAULT);
    assert_true(back.phrases);
}

/* The name a friend sees goes round the file as typed, in any script and
 * with its spaces and quotes; a file from before names has none. */
static void test_the_players_name_goes_round_the_file(void **state)
{
    (void)state;
    Settings settings = settings_default(), back;
    assert_string_equal(settings.name, "");
    static const char *const NAMES[] = {"", "Ada", "Anne \"Nan\" Bo", "अनन्या पाटील", "سلمان"};
    for (size_t i = 0; i < sizeof NAMES / sizeof NAMES[0]; i++) {
        snprintf(settings.name, sizeof settings.name, "%s", NAMES[i]);
        char text[SETTINGS_TEXT_MAX];
        assert_true(settings_write(&settings, text, sizeof text) > 0);
        assert_int_equal(parse(text, &back), STORE_VERDICT_OK);
        assert_string_equal(back.name, NAMES[i]);
    }
    assert_int_equal(parse("ECARTE-SETTINGS 6\nphrases on\n", &back), STORE_VERDICT_OK);
    assert_string_equal(back.name, "");
    static const char *const BAD[] = {"name Ada", "name \"Ada", "name \" Ada\"", "name \"A\x07\"",
                                      "name \"\xe2\x80\xae"
                                      "Ada\""};
    expect_damage(BAD, sizeof BAD / sizeof BAD[0]);
}

static void test_a_strange_server_or_port_is_damage(void **state)
{
    (void)state;
    static const char *const BAD[] = {
        "server ",         "server a b",  "server \x7f",   "server \xc3\xa9t\xc3\xa9:1", "host_port 80", "host_port 0",
        "host_port 65536", "host_port x", "phrases maybe",
    };
    expect_damage(BAD, sizeof BAD / sizeof BAD[0]);
    /* An address longer than the setting holds. */
    char text[256] = "ECARTE-SETTINGS 5\nserver ";
    size_t at = strlen(text);
    memset(text + at, 'a', SETTINGS_SERVER_MAX);
    text[at + SETTINGS_SERVER_MAX] = '\0';
    Settings settings;
    assert_int_equal(parse(text, &settings), STORE_VERDICT_DAMAGED);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_sound_goes_round_the_file),
        cmocka_unit_test(test_a_file_from_before_the_sound_loads_with_its_defaults),
        cmocka_unit_test(test_a_strange_volume_is_damage),
        cmocka_unit_test(test_the_coach_and_the_lessons_go_round_the_file),
        cmocka_unit_test(test_the_lessons_are_offered_only_to_a_newcomer),
        cmocka_unit_test(test_the_coach_follows_its_setting),
        cmocka_unit_test(test_a_strange_lesson_list_is_damage),
        cmocka_unit_test(test_the_spoken_mode_goes_round_the_file),
        cmocka_unit_test(test_a_file_from_before_the_spoken_mode_loads_with_it_off),
        cmocka_unit_test(test_the_scale_and_the_faces_go_round_the_file),
        cmocka_unit_test(test_a_file_without_the_scale_loads_at_100),
        cmocka_unit_test(test_a_strange_scale_is_damage),
        cmocka_unit_test(test_the_scale_steps_within_its_range),
        cmocka_unit_test(test_playing_a_friend_goes_round_the_file),
        cmocka_unit_test(test_a_strange_server_or_port_is_damage),
        cmocka_unit_test(test_the_players_name_goes_round_the_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
