/* The settings file and its versions: the sound's volume and mute go round
 * the file, and a file from before they existed loads with their defaults. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
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
    assert_int_equal(parse("ECARTE-SETTINGS 3\nvolume low\n", &settings), STORE_VERDICT_NEWER);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_sound_goes_round_the_file),
        cmocka_unit_test(test_a_file_from_before_the_sound_loads_with_its_defaults),
        cmocka_unit_test(test_a_strange_volume_is_damage),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
