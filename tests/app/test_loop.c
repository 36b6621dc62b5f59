/* When the main loop may sleep: a still table waits for input and uses no
 * CPU, while anything due (the demo's next move, a screenshot) wakes it in
 * time. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"

static void test_still_table_sleeps_until_input(void **state)
{
    (void)state;
    App *app = support_app(8, 1280, 800, SPEED_NORMAL, false);
    /* Once the human's turn has come, every card has landed and every
     * message has faded, nothing is due: it waits for input alone. */
    bool asleep = false;
    for (int i = 0; i < 1000 && !asleep; i++) {
        support_step(app, 20);
        if (app_needs_frame(app))
            app_render(app, 0);
        asleep = !session_opponent_turn(app_session(app)) && !app_needs_frame(app) && app_idle_wait(app) < 0;
    }
    assert_true(asleep);
    /* And stays so. */
    support_step(app, 5000);
    assert_false(app_needs_frame(app));
    assert_true(app_idle_wait(app) < 0);
    /* A key wakes it and asks for a frame. */
    support_key(app, SDLK_F1);
    assert_true(app_needs_frame(app));
    app_destroy(app);
}

/* The demo moves on when its table settles, which no timer marks: however
 * far off a screenshot is due, the loop never sleeps long. */
static void test_demo_never_sleeps_past_its_next_move(void **state)
{
    (void)state;
    AppConfig config;
    app_config_defaults(&config);
    config.seed = 20261130;
    config.seed_given = true;
    config.autoplay = true;
    config.sync_ai = true;
    config.width = 1280;
    config.height = 800;
    config.screenshot = "/nonexistent/never-taken.png";
    config.after_ms = 10 * 60 * 1000;
    config.data_dir = support_data_dir();
    char err[1024];
    App *app = app_create(&config, err, sizeof err);
    if (!app)
        fail_msg("app_create: %s", err);
    double longest = 0;
    for (int i = 0; i < 20000 / 16; i++) {
        app_update(app, 16);
        if (app_needs_frame(app))
            app_render(app, 0);
        double wait = app_idle_wait(app);
        if (wait > longest)
            longest = wait;
    }
    assert_true(longest <= 50.0);
    assert_true(support_game(app)->history_count > 4 || support_game(app)->hands_dealt > 1);
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_still_table_sleeps_until_input),
        cmocka_unit_test(test_demo_never_sleeps_past_its_next_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
