/* Calling a search off: a search that is not called off decides exactly as
 * the plain call does; one called off gives up and answers nothing, at
 * once when it is called off before it starts and within a few solves when
 * it is called off from another thread while it works. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <threads.h>
#include <time.h>

#include <cmocka.h>

#include "ai_support.h"
#include "ecarte/ai.h"
#include "ecarte/rating.h"

enum { SEED = 77 };

/* The non-dealer to propose or stand, with a hand that has to weigh it:
 * the dearest kind of decision the search makes. */
static void proposal(Game *game, SeatView *view)
{
    support_deal(game, PRESET_STANDARD, "QS 9S 8D 7C AC", "QH JS TD 9D 8C", "7H");
    game_view(game, game->to_act, view);
    assert_int_equal(view->phase, PHASE_PROPOSE);
}

static void test_a_search_not_called_off_decides_as_before(void **state)
{
    (void)state;
    Game game;
    SeatView view;
    proposal(&game, &view);
    AiStop stop;
    atomic_init(&stop, false);
    for (AiLevel level = AI_EASY; level <= AI_HARD; level++) {
        Action plain, until;
        assert_true(ai_choose(&view, level, SEED, &plain));
        assert_true(ai_choose_until(&view, level, SEED, &stop, &until));
        assert_true(action_equal(plain, until));
    }
    AiHint plain_hint, hint;
    assert_true(ai_hint(&view, SEED, &plain_hint));
    assert_true(ai_hint_until(&view, SEED, &stop, &hint));
    assert_true(action_equal(plain_hint.action, hint.action));
    assert_int_equal(plain_hint.reason, hint.reason);
    assert_int_equal(plain_hint.percent, hint.percent);
    Rating plain_rating, rating;
    assert_true(rating_rate_level(&view, action_stand(), RATING_SEED, AI_HARD, &plain_rating));
    assert_true(rating_rate_until(&view, action_stand(), RATING_SEED, AI_HARD, &stop, &rating));
    assert_true(action_equal(plain_rating.best, rating.best));
    assert_true(plain_rating.loss == rating.loss);
    assert_true(plain_rating.taken_value == rating.taken_value);
}

static void test_a_search_called_off_first_answers_nothing(void **state)
{
    (void)state;
    Game game;
    SeatView view;
    proposal(&game, &view);
    AiStop stop;
    atomic_init(&stop, true);
    Action action = action_declare();
    assert_false(ai_choose_until(&view, AI_HARD, SEED, &stop, &action));
    assert_false(ai_choose_until(&view, AI_EXPERT, SEED, &stop, &action));
    assert_true(action_equal(action, action_declare())); /* left alone */
    AiHint hint;
    assert_false(ai_hint_until(&view, SEED, &stop, &hint));
    Rating rating;
    assert_false(rating_rate_until(&view, action_stand(), RATING_SEED, AI_EXPERT, &stop, &rating));
    /* A rule of thumb has nothing to call off. */
    assert_true(ai_choose_until(&view, AI_NORMAL, SEED, &stop, &action));
}

typedef struct Rated {
    SeatView view;
    AiStop stop;
    bool answered;
} Rated;

static int rate(void *data)
{
    Rated *rated = data;
    Rating rating;
    rated->answered = rating_rate_until(&rated->view, action_stand(), RATING_SEED, AI_EXPERT, &rated->stop, &rating);
    return 0;
}

static double seconds(void)
{
    struct timespec now;
    timespec_get(&now, TIME_UTC);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/* The expert's rating of a proposal takes a good part of a second even in
 * an optimised build: called off a millisecond after it starts, it gives
 * up, and the thread is free again at once. */
static void test_a_search_called_off_while_it_works_gives_up(void **state)
{
    (void)state;
    Game game;
    static Rated rated;
    proposal(&game, &rated.view);
    atomic_init(&rated.stop, false);
    rated.answered = true;
    thrd_t thread;
    assert_int_equal(thrd_create(&thread, rate, &rated), thrd_success);
    thrd_sleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
    double asked = seconds();
    atomic_store(&rated.stop, true);
    assert_int_equal(thrd_join(thread, NULL), thrd_success);
    printf("the expert's rating gave up %.1f ms after it was called off\n", (seconds() - asked) * 1000.0);
    assert_false(rated.answered);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_search_not_called_off_decides_as_before),
        cmocka_unit_test(test_a_search_called_off_first_answers_nothing),
        cmocka_unit_test(test_a_search_called_off_while_it_works_gives_up),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
