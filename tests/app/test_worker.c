/* The computer thinks on the worker thread, never on the window's: the
 * worker tells which thread ran each job, so a worker that quietly ran its
 * jobs inline would be caught. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "platform/worker.h"
#include "ecarte/game.h"
#include "ecarte/view.h"

static void dealt_job(WorkerJob *job, uint64_t seed)
{
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    game_init(&game, &options, seed, 1);
    game_deal(&game, NULL, NULL);
    memset(job, 0, sizeof *job);
    game_view(&game, game.to_act, &job->view);
    job->level = AI_NORMAL;
    job->seed = seed;
    job->tag = 7;
}

static void test_a_threaded_job_runs_on_its_own_thread(void **state)
{
    (void)state;
    Worker worker;
    worker_init(&worker, true, 0);
    WorkerJob job, done;
    dealt_job(&job, 3);
    assert_true(worker_start(&worker, &job));
    assert_true(worker_busy(&worker));
    Action action;
    AiHint hint;
    bool ok = false;
    while (!worker_poll(&worker, &done, &action, &hint, &ok))
        SDL_Delay(1); /* the caller goes on with its own work meanwhile */
    assert_true(ok);
    assert_int_equal(done.tag, 7);
    assert_true(worker.ran_on != 0);
    assert_true(worker.ran_on != SDL_ThreadID());
    assert_false(worker_busy(&worker));
    worker_join(&worker);
}

static void test_an_unthreaded_job_answers_at_once(void **state)
{
    (void)state;
    Worker worker;
    worker_init(&worker, false, 0);
    WorkerJob job, done;
    dealt_job(&job, 4);
    assert_true(worker_start(&worker, &job));
    Action action;
    AiHint hint;
    bool ok = false;
    assert_true(worker_poll(&worker, &done, &action, &hint, &ok));
    assert_true(ok);
    assert_true(worker.ran_on == SDL_ThreadID());
    worker_join(&worker);
}

static void test_the_window_stays_live_while_the_ai_thinks(void **state)
{
    (void)state;
    App *app = support_app(34, 1280, 800, SPEED_NORMAL, true);
    Controller *controller = app_controller(app);
    int moves = 0, answers = 0;
    uint16_t hands = support_game(app)->hands_dealt;
    for (int i = 0; i < 3000 && moves < 30; i++) {
        const Game *game = support_game(app);
        if (game->phase == PHASE_HAND_OVER) {
            controller_deal(controller);
        } else if (game->phase == PHASE_GAME_OVER) {
            break;
        } else if (game->to_act == controller_human(controller)) {
            ActionList legal;
            game_legal_actions(game, &legal);
            controller_submit(controller, legal.items[legal.count - 1], NULL);
            moves++;
        }
        support_step(app, 16);
        app_render(app, 0);
        /* Every answer was worked out off the window's thread: the window
         * drew its frames while the computer thought. */
        SDL_threadID ai = controller_ai_thread(controller);
        if (ai != 0) {
            assert_true(ai != SDL_ThreadID());
            answers++;
        }
        SDL_Delay(1);
    }
    assert_true(moves >= 10 || support_game(app)->hands_dealt > hands);
    assert_true(answers > 0);
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_threaded_job_runs_on_its_own_thread),
        cmocka_unit_test(test_an_unthreaded_job_answers_at_once),
        cmocka_unit_test(test_the_window_stays_live_while_the_ai_thinks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
