/* Thousands of random games per preset, with the game's invariants checked
 * after every action. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/game.h"
#include "ecarte/view.h"

enum { GAMES_PER_PRESET = 10000, HANDS_MAX = 200, ACTIONS_PER_HAND_MAX = 64 };

static CardSet played_cards(const Game *game)
{
    CardSet played = 0;
    for (int t = 0; t < game->history_count; t++)
        played |= cardset_of(game->history[t].cards[0]) | cardset_of(game->history[t].cards[1]);
    for (int i = 0; i < game->trick_size; i++)
        played |= cardset_of(game->trick[i]);
    return played;
}

static void check_cards_are_all_somewhere(const Game *game)
{
    CardSet stock = 0;
    for (int i = game->stock_next; i < STOCK_SIZE; i++)
        stock |= cardset_of(game->stock[i]);
    const CardSet places[] = {game->hands[0], game->hands[1],     game->discards[0],       game->discards[1],
                              stock,          played_cards(game), cardset_of(game->turnup)};
    CardSet all = 0;
    int counted = 0;
    for (size_t i = 0; i < sizeof places / sizeof places[0]; i++) {
        all |= places[i];
        counted += cardset_count(places[i]);
    }
    assert_int_equal(all, CARDSET_ALL);
    assert_int_equal(counted, CARD_COUNT); /* and no card is in two places */
}

static void check_counts(const Game *game)
{
    int stock = game_stock_count(game);
    assert_int_equal(stock, STOCK_SIZE - game->exchanged[0] - game->exchanged[1]);
    assert_int_equal(cardset_count(game->discards[0]), game->exchanged[0]);
    assert_int_equal(cardset_count(game->discards[1]), game->exchanged[1]);
    int played[2] = {game->history_count, game->history_count};
    if (game->trick_size == 1)
        played[game->leader]++;
    assert_int_equal(cardset_count(game->hands[0]), HAND_SIZE - played[0]);
    assert_int_equal(cardset_count(game->hands[1]), HAND_SIZE - played[1]);
    assert_int_equal(game->tricks[0] + game->tricks[1], game->history_count);
}

/* Every conceivable action is accepted exactly when it is listed. */
static void check_legal_actions_are_exact(const Game *game, Rng *rng)
{
    ActionList legal;
    game_legal_actions(game, &legal);
    Action candidates[96];
    int count = 0;
    candidates[count++] = action_propose();
    candidates[count++] = action_stand();
    candidates[count++] = action_accept();
    candidates[count++] = action_refuse();
    candidates[count++] = action_declare();
    for (Card c = 0; c < CARD_COUNT; c++)
        candidates[count++] = action_play(c);
    CardSet hand = game->to_act < SEAT_COUNT ? game->hands[game->to_act] : 0;
    CardSet subset = hand;
    do {
        candidates[count++] = action_discard(subset);
        subset = (subset - 1) & hand;
    } while (subset != hand && count < 90);
    candidates[count++] = action_discard(hand | cardset_of((Card)rng_below(rng, CARD_COUNT)));
    candidates[count++] = action_discard((CardSet)rng_next(rng));

    for (int i = 0; i < count; i++) {
        bool listed = action_list_contains(&legal, candidates[i]);
        Rejection why;
        RuleError error = game_check(game, candidates[i], &why);
        if (listed != (error == RULE_OK))
            fail_msg("action %d (type %d) listed=%d but check gave %d", i, (int)candidates[i].type, listed, (int)error);
        if (!listed)
            assert_int_equal(why.error, error);
    }
    /* A refused action leaves the game exactly as it was. */
    Action illegal = candidates[rng_below(rng, (uint32_t)count)];
    if (!action_list_contains(&legal, illegal)) {
        Game copy = *game;
        assert_int_not_equal(game_apply(&copy, illegal, NULL), RULE_OK);
        assert_memory_equal(&copy, game, sizeof copy);
    }
    /* The acting seat's view offers the same choices. */
    if (game->to_act != SEAT_NONE) {
        SeatView view;
        ActionList from_view;
        game_view(game, game->to_act, &view);
        view_legal_actions(&view, &from_view);
        assert_int_equal(from_view.count, legal.count);
        for (int i = 0; i < legal.count; i++)
            assert_true(action_equal(from_view.items[i], legal.items[i]));
    }
}

static void play_random_games(Preset preset)
{
    GameOptions options = options_preset(preset);
    Rng rng = rng_seeded(0xEC + preset);
    long hands = 0, voles = 0, kings = 0, penalties = 0;
    for (int g = 0; g < GAMES_PER_PRESET; g++) {
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        int hand = 0;
        while (!game_is_over(&game)) {
            assert_true(hand++ < HANDS_MAX);
            uint8_t before[2] = {game.scores[0], game.scores[1]};
            assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
            hands++;
            int actions = 0;
            while (game.to_act != SEAT_NONE) {
                assert_true(actions++ < ACTIONS_PER_HAND_MAX);
                check_cards_are_all_somewhere(&game);
                check_counts(&game);
                check_legal_actions_are_exact(&game, &rng);
                ActionList legal;
                game_legal_actions(&game, &legal);
                assert_true(legal.count > 0);
                uint8_t scores[2] = {game.scores[0], game.scores[1]};
                Action action = legal.items[rng_below(&rng, (uint32_t)legal.count)];
                assert_int_equal(game_apply(&game, action, NULL), RULE_OK);
                assert_true(game.scores[0] >= scores[0] && game.scores[1] >= scores[1]);
            }
            check_cards_are_all_somewhere(&game);
            assert_true(game.phase == PHASE_HAND_OVER || game.phase == PHASE_GAME_OVER);
            /* At most 3 points in one hand, and only the game's end stops short. */
            int gained = game.scores[0] + game.scores[1] - before[0] - before[1];
            assert_true(gained >= 0 && gained <= 3);
            if (game.phase == PHASE_HAND_OVER)
                assert_int_equal(game.history_count, TRICKS_PER_HAND);
            const HandResult *last = &game.last_hand;
            voles += last->outcome == OUTCOME_VOLE;
            kings += last->king_seat != SEAT_NONE;
            penalties += last->outcome >= OUTCOME_UNEXCHANGED_WIN && last->outcome <= OUTCOME_REFUSED_AND_LOST;
        }
        assert_true(game.winner < SEAT_COUNT);
        assert_true(game.scores[game.winner] >= options.target);
        assert_true(game.scores[seat_other(game.winner)] < options.target);
    }
    /* Random play must reach every kind of result, or the test proves little. */
    assert_true(hands > GAMES_PER_PRESET);
    assert_true(voles > 0 && kings > 0 && penalties > 0);
}

static void standard_games_keep_their_invariants(void **state)
{
    (void)state;
    play_random_games(PRESET_STANDARD);
}

static void classic_games_keep_their_invariants(void **state)
{
    (void)state;
    play_random_games(PRESET_CLASSIC);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(standard_games_keep_their_invariants),
        cmocka_unit_test(classic_games_keep_their_invariants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
