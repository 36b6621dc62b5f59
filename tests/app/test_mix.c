/* The mixing arithmetic without a device: sounds add up, gains and the
 * master volume scale them, the limiter keeps any pile of them under full
 * scale, and nothing clicks where a sound starts, stops or changes level. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "audio/mix.h"

enum { LONG = 4000, BUFFER = 1024 };

static int16_t ramp_samples[LONG], flat_samples[LONG], loud_samples[LONG];

static int setup(void **state)
{
    (void)state;
    for (int i = 0; i < LONG; i++) {
        ramp_samples[i] = (int16_t)((i % 200) * 20 - 2000); /* a saw, ±2000 */
        flat_samples[i] = 8000;                             /* the worst case for a click */
        loud_samples[i] = (int16_t)(i % 2 ? 30000 : -30000);
    }
    return 0;
}

enum { RAMP, FLAT, LOUD, QUIET_PAIR, SOUNDS };

static MixSound sounds[SOUNDS];

static void reset_sounds(void)
{
    sounds[RAMP] = (MixSound){ramp_samples, LONG, 1.0f, 4, 0};
    sounds[FLAT] = (MixSound){flat_samples, LONG, 1.0f, 4, 0};
    sounds[LOUD] = (MixSound){loud_samples, LONG, 1.0f, MIX_VOICES, 0};
    sounds[QUIET_PAIR] = (MixSound){ramp_samples, LONG, 0.5f, 2, 100};
}

/* Renders `frames` frames in device-sized buffers. */
static void render(Mixer *mixer, int16_t *out, int frames)
{
    for (int done = 0; done < frames; done += BUFFER)
        mix_render(mixer, sounds, SOUNDS, out + done, frames - done < BUFFER ? frames - done : BUFFER);
}

/* The largest jump from one frame to the next. */
static int largest_step(const int16_t *out, int frames)
{
    int largest = 0;
    for (int i = 1; i < frames; i++)
        if (abs(out[i] - out[i - 1]) > largest)
            largest = abs(out[i] - out[i - 1]);
    return largest;
}

static void test_the_limiter_is_transparent_below_its_knee_and_bounded_above(void **state)
{
    (void)state;
    assert_true(mix_limit(0.0f) == 0.0f);
    for (float x = 0.0f; x <= MIX_KNEE; x += 0.01f) {
        assert_true(mix_limit(x) == x);
        assert_true(mix_limit(-x) == -x);
    }
    float last = mix_limit(MIX_KNEE);
    for (float x = MIX_KNEE + 0.01f; x < 64.0f; x *= 1.05f) {
        float y = mix_limit(x);
        assert_true(y > last || y == 1.0f); /* louder in, louder out: never folds back */
        assert_true(y <= 1.0f);
        assert_true(mix_limit(-x) == -y);
        last = y;
    }
    /* No corner at the knee: the slope just above it is still about 1. */
    float slope = (mix_limit(MIX_KNEE + 0.001f) - mix_limit(MIX_KNEE)) / 0.001f;
    assert_true(slope > 0.97f && slope <= 1.001f);
}

static void test_one_sound_comes_out_as_it_is(void **state)
{
    (void)state;
    reset_sounds();
    Mixer mixer;
    mix_init(&mixer, 1.0f);
    assert_true(mix_start(&mixer, sounds, SOUNDS, RAMP, 1.0f));
    assert_int_equal(mix_active(&mixer), 1);
    static int16_t out[LONG + 500];
    render(&mixer, out, LONG + 500);
    for (int i = MIX_FADE_IN; i < LONG - MIX_FADE_OUT; i++)
        assert_true(abs(out[i] - ramp_samples[i]) <= 1);
    for (int i = LONG; i < LONG + 500; i++)
        assert_int_equal(out[i], 0);
    assert_int_equal(mix_active(&mixer), 0); /* finished: the device may rest */
}

static void test_gains_and_the_master_volume_scale_a_sound(void **state)
{
    (void)state;
    reset_sounds();
    static int16_t out[LONG];
    Mixer mixer;
    /* The sound's own 0.5, the start's 0.5 and a master of 0.5. */
    mix_init(&mixer, 0.5f);
    assert_true(mix_start(&mixer, sounds, SOUNDS, QUIET_PAIR, 0.5f));
    render(&mixer, out, LONG);
    for (int i = MIX_FADE_IN; i < LONG - MIX_FADE_OUT; i++)
        assert_true(fabs(out[i] - ramp_samples[i] * 0.125) <= 1.0);

    /* Silence: nothing starts at all. */
    mix_init(&mixer, 0.0f);
    assert_false(mix_start(&mixer, sounds, SOUNDS, RAMP, 1.0f));
    assert_int_equal(mix_active(&mixer), 0);
    mix_init(&mixer, 1.0f);
    assert_false(mix_start(&mixer, sounds, SOUNDS, RAMP, 0.0f));
    assert_false(mix_start(&mixer, sounds, SOUNDS, SOUNDS, 1.0f)); /* no such sound */
}

static void test_sounds_add_up(void **state)
{
    (void)state;
    reset_sounds();
    static int16_t out[LONG];
    Mixer mixer;
    mix_init(&mixer, 1.0f);
    assert_true(mix_start(&mixer, sounds, SOUNDS, RAMP, 1.0f));
    assert_true(mix_start(&mixer, sounds, SOUNDS, FLAT, 0.25f));
    assert_int_equal(mix_active(&mixer), 2);
    render(&mixer, out, LONG);
    for (int i = MIX_FADE_IN; i < LONG - MIX_FADE_OUT; i++)
        assert_true(abs(out[i] - (ramp_samples[i] + 2000)) <= 1);
}

static void test_a_pile_of_loud_sounds_never_clips(void **state)
{
    (void)state;
    reset_sounds();
    static int16_t out[LONG];
    Mixer mixer;
    mix_init(&mixer, 1.0f);
    for (int i = 0; i < MIX_VOICES; i++)
        assert_true(mix_start(&mixer, sounds, SOUNDS, LOUD, 1.0f));
    render(&mixer, out, LONG);
    /* Sixteen times ±30000 would wrap around a 16-bit sample many times
     * over; limited, it stays inside, with the signs it should have. */
    for (int i = MIX_FADE_IN; i < LONG - MIX_FADE_OUT; i++) {
        assert_true(out[i] <= 32767 && out[i] >= -32767);
        assert_true(i % 2 ? out[i] > 30000 : out[i] < -30000);
    }
    /* Stealing a voice when all are busy works, and still does not clip. */
    assert_true(mix_start(&mixer, sounds, SOUNDS, LOUD, 1.0f));
}

static void test_nothing_clicks_at_a_start_an_end_or_a_cut(void **state)
{
    (void)state;
    reset_sounds();
    static int16_t out[LONG + 1000];
    Mixer mixer;
    mix_init(&mixer, 1.0f);
    /* A flat sound is all step at its edges: faded, each step is small. */
    assert_true(mix_start(&mixer, sounds, SOUNDS, FLAT, 1.0f));
    render(&mixer, out, LONG + 1000);
    assert_int_equal(out[0], 0);
    assert_true(largest_step(out, LONG + 1000) <= 8000 / MIX_FADE_IN + 1);
    assert_true(out[LONG - 1] <= 8000 / MIX_FADE_OUT + 1);

    /* Cut short by the sound's own limit of voices: faded out, not cut. */
    sounds[FLAT].max_voices = 1;
    mix_init(&mixer, 1.0f);
    assert_true(mix_start(&mixer, sounds, SOUNDS, FLAT, 1.0f));
    render(&mixer, out, 1000);
    assert_true(mix_start(&mixer, sounds, SOUNDS, FLAT, 1.0f));
    render(&mixer, out + 1000, 1000);
    assert_int_equal(mix_active(&mixer), 1);
    assert_true(largest_step(out + 100, 1900) <= 8000 / MIX_FADE_IN + 1);

    /* Everything stopped at once (muting): a fade, then silence. */
    mix_stop_all(&mixer);
    render(&mixer, out, 1000);
    assert_true(largest_step(out, 1000) <= 8000 / MIX_FADE_OUT + 1);
    assert_int_equal(out[MIX_FADE_OUT], 0);
    assert_int_equal(mix_active(&mixer), 0);
}

static void test_a_change_of_volume_glides(void **state)
{
    (void)state;
    reset_sounds();
    static int16_t out[3 * BUFFER];
    Mixer mixer;
    mix_init(&mixer, 1.0f);
    assert_true(mix_start(&mixer, sounds, SOUNDS, FLAT, 1.0f));
    mix_render(&mixer, sounds, SOUNDS, out, BUFFER);
    mix_set_master(&mixer, 0.25f);
    mix_render(&mixer, sounds, SOUNDS, out + BUFFER, BUFFER);
    mix_render(&mixer, sounds, SOUNDS, out + 2 * BUFFER, BUFFER);
    assert_int_equal(out[BUFFER - 1], 8000);
    assert_int_equal(out[3 * BUFFER - 1], 2000);
    assert_true(largest_step(out + BUFFER - 1, 2 * BUFFER) <= 8); /* 6000 spread over 1024 frames */
}

static void test_one_sound_does_not_pile_up_on_itself(void **state)
{
    (void)state;
    reset_sounds();
    static int16_t out[LONG];
    Mixer mixer;
    mix_init(&mixer, 1.0f);
    /* Too soon after itself: dropped, however often it is asked for. */
    assert_true(mix_start(&mixer, sounds, SOUNDS, QUIET_PAIR, 1.0f));
    for (int i = 0; i < 10; i++)
        assert_false(mix_start(&mixer, sounds, SOUNDS, QUIET_PAIR, 1.0f));
    assert_int_equal(mix_active(&mixer), 1);
    render(&mixer, out, 100);
    assert_true(mix_start(&mixer, sounds, SOUNDS, QUIET_PAIR, 1.0f));
    render(&mixer, out, 100);
    /* A third while two sound: the oldest fades out to make room. */
    assert_true(mix_start(&mixer, sounds, SOUNDS, QUIET_PAIR, 1.0f));
    render(&mixer, out, MIX_FADE_OUT + 1);
    assert_int_equal(mix_active(&mixer), 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_limiter_is_transparent_below_its_knee_and_bounded_above),
        cmocka_unit_test(test_one_sound_comes_out_as_it_is),
        cmocka_unit_test(test_gains_and_the_master_volume_scale_a_sound),
        cmocka_unit_test(test_sounds_add_up),
        cmocka_unit_test(test_a_pile_of_loud_sounds_never_clips),
        cmocka_unit_test(test_nothing_clicks_at_a_start_an_end_or_a_cut),
        cmocka_unit_test(test_a_change_of_volume_glides),
        cmocka_unit_test(test_one_sound_does_not_pile_up_on_itself),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
