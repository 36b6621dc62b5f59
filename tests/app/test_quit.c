/* Quitting never waits for a search: with the expert's second look at the
 * hand under review under way, which takes a good part of a second for one
 * decision even in an optimised build, letting go of the game returns at
 * once.  (A card being drawn ahead is waited for, a few milliseconds: the
 * test lets the drawing finish first, so that it times the search alone.) */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include <cmocka.h>

#include "app_support.h"
#include "session/analysis.h"

static bool hand_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
}

static void test_quitting_during_the_experts_rating(void **state)
{
    (void)state;
    AppConfig config;
    support_app_config(&config, 21, 1280, 800, SPEED_INSTANT, false);
    config.review_deepens = true;
    App *app = support_open(&config);
    assert_true(support_play_until(app, hand_over, 2000));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    analysis_wait(app_analysis(app)); /* the hard search's ratings are all in */
    support_key(app, SDLK_r);         /* the review: the expert begins */
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    support_step(app, 20);
    for (int i = 0; i < 20000 && app_drawing_cards_ahead(app); i++)
        SDL_Delay(1);

    Uint64 start = SDL_GetPerformanceCounter();
    app_destroy(app);
    double ms = (double)(SDL_GetPerformanceCounter() - start) * 1000.0 / (double)SDL_GetPerformanceFrequency();
    printf("quitting took %.1f ms with the expert at work\n", ms);
    /* The promise is 100 ms: a few milliseconds when the search is called
     * off, where the search itself takes half a second and more (several
     * seconds under the sanitizers), so a busy machine still has room. */
    assert_true(ms < 100.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_quitting_during_the_experts_rating),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
