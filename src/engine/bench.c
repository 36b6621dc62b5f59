#define _POSIX_C_SOURCE 199309L
#include "bench.h"

#include <time.h>

#include "ecarte/game.h"

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One hand from the deal to its score, every choice uniform among the legal. */
static uint64_t play_random_hand(Game *game, Rng *chooser)
{
    uint64_t actions = 0;
    ActionList legal;
    game_deal(game, NULL, NULL);
    while (game->to_act != SEAT_NONE) {
        game_legal_actions(game, &legal);
        game_apply(game, legal.items[rng_below(chooser, (uint32_t)legal.count)], NULL);
        actions++;
    }
    return actions;
}

BenchResult bench_random_hands(double seconds, uint64_t seed)
{
    BenchResult result = {0};
    GameOptions options = options_preset(PRESET_STANDARD);
    Rng chooser = rng_seeded(seed);
    Game game;
    game_init(&game, &options, seed, SEAT_NONE);
    double start = now_seconds(), elapsed = 0;
    /* Check the clock only every batch so that timing costs nothing per hand. */
    while (elapsed < seconds) {
        for (int i = 0; i < 4096; i++) {
            if (game_is_over(&game)) {
                game_init(&game, &options, rng_next(&chooser), SEAT_NONE);
                result.games++;
            }
            result.actions += play_random_hand(&game, &chooser);
            result.hands++;
        }
        elapsed = now_seconds() - start;
    }
    result.seconds = elapsed;
    return result;
}
