/* A seat's view holds what that seat may know and nothing more. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/record.h"
#include "ecarte/view.h"
#include "support.h"

enum { DEALER = 0, ELDER = 1 };

static void views_ignore_hidden_cards(void **state)
{
    (void)state;
    GameOptions options = options_preset(PRESET_STANDARD);
    /* Same elder hand and turn-up; the dealer's hand and the stock differ. */
    Game a, b;
    game_start_stacked(&a, &options, "KH QH JH 7S 8S", "KS QS JS AS TS", "7H", "7C 8C");
    game_start_stacked(&b, &options, "KH QH JH 7S 8S", "7D 8D 9D TD AD", "7H", "7C 8C");
    SeatView va, vb;
    game_view(&a, ELDER, &va);
    game_view(&b, ELDER, &vb);
    assert_int_equal(view_digest(&va), view_digest(&vb));
    assert_int_equal(va.hand, cards("KH QH JH 7S 8S"));
    assert_int_equal(va.opponent_hand_size, 5);
    assert_int_equal(view_unseen(&va), view_unseen(&vb));

    /* Both exchange; the dealer throws different cards it alone knows. */
    apply_ok(&a, "propose");
    apply_ok(&b, "propose");
    apply_ok(&a, "accept");
    apply_ok(&b, "accept");
    apply_ok(&a, "discard 7S 8S");
    apply_ok(&b, "discard 7S 8S");
    apply_ok(&a, "discard KS QS");
    apply_ok(&b, "discard 9D TD");
    game_view(&a, ELDER, &va);
    game_view(&b, ELDER, &vb);
    assert_int_equal(va.hand, vb.hand); /* the elder drew the same two stock cards */
    assert_int_equal(va.discards, cards("7S 8S"));
    assert_int_equal(va.exchanged[DEALER], 2);
    assert_int_equal(view_digest(&va), view_digest(&vb));

    /* The dealer's own view does see its discards. */
    SeatView dealer_view;
    game_view(&a, DEALER, &dealer_view);
    assert_int_equal(dealer_view.discards, cards("KS QS"));
    assert_int_not_equal(view_digest(&dealer_view), view_digest(&va));
}

static void unseen_cards_exclude_what_the_seat_saw(void **state)
{
    (void)state;
    GameOptions options = options_preset(PRESET_STANDARD);
    Game game;
    game_start_stacked(&game, &options, "7S 8S 9S 7D 8D", "KH QH JH KS QS", "7H", "");
    apply_ok(&game, "stand");
    apply_ok(&game, "play 7S");
    apply_ok(&game, "declare");
    SeatView view;
    game_view(&game, ELDER, &view);
    CardSet seen = cards("8S 9S 7D 8D 7S 7H");
    assert_int_equal(view_opponent_known(&view), cards("KH"));
    assert_int_equal(view_unseen(&view), CARDSET_ALL & ~seen & ~cards("KH"));
    assert_int_equal(cardset_count(view_unseen(&view)), 32 - 6 - 1);
    /* Only the seat to act has choices in its view. */
    ActionList legal;
    view_legal_actions(&view, &legal);
    assert_int_equal(legal.count, 0);
    game_view(&game, DEALER, &view);
    view_legal_actions(&view, &legal);
    assert_int_equal(legal.count, 2); /* KS or QS must beat 7S */
}

/* A game made from a view, at every moment of random games under every
 * mix of options, for both seats: one the rules could be in, which gives
 * that seat the very same view and the same legal actions, and which judges
 * every action of that seat as the real game does. */
static void a_game_made_from_a_view_looks_the_same_from_its_seat(void **state)
{
    (void)state;
    Rng rng = rng_seeded(2026);
    int made = 0;
    for (int g = 0; g < 60; g++) {
        GameOptions options = options_preset(g % 2 ? PRESET_CLASSIC : PRESET_STANDARD);
        options.must_trump_when_void = (g / 2) % 2;
        options.dealer_must_exchange = (g / 4) % 2;
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        for (int step = 0; step < 400 && !game_is_over(&game); step++) {
            if (game.phase == PHASE_DEAL || game.phase == PHASE_HAND_OVER) {
                assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
                continue;
            }
            for (uint8_t seat = 0; seat < SEAT_COUNT; seat++) {
                SeatView view, again;
                game_view(&game, seat, &view);
                Game made_game;
                assert_true(view_to_game(&view, 7, &made_game));
                made++;
                const char *problem = NULL;
                if (!game_validate(&made_game, &problem))
                    fail_msg("a game made from a view is not one the rules could be in: %s", problem);
                game_view(&made_game, seat, &again);
                assert_memory_equal(&view, &again, sizeof view);
                ActionList real, imagined;
                game_legal_actions(&game, &real);
                game_legal_actions(&made_game, &imagined);
                if (game.to_act == seat) {
                    assert_int_equal(real.count, imagined.count);
                    for (int i = 0; i < real.count; i++)
                        assert_true(action_equal(real.items[i], imagined.items[i]));
                }
            }
            ActionList legal;
            game_legal_actions(&game, &legal);
            assert_true(legal.count > 0);
            assert_int_equal(game_apply(&game, legal.items[rng_below(&rng, (uint32_t)legal.count)], NULL), RULE_OK);
        }
    }
    assert_true(made > 1000);
}

/* A view no game gives is refused. */
static void a_view_no_game_gives_is_refused(void **state)
{
    (void)state;
    GameOptions options = options_preset(PRESET_STANDARD);
    Game game;
    game_start_stacked(&game, &options, "KH QH JH 7S 8S", "KS QS JS AS TS", "7H", "7C 8C");
    SeatView view;
    game_view(&game, ELDER, &view);
    Game made = game;
    view.opponent_hand_size = 30; /* more cards than are unseen */
    assert_false(view_to_game(&view, 1, &made));
    assert_memory_equal(&made, &game, sizeof game);
    game_view(&game, ELDER, &view);
    view.stock_count = 5;
    assert_false(view_to_game(&view, 1, &made));
    /* Scores no game reaches: past the target by more than the two points
     * a trick count gives at once, or at it while the game goes on. */
    game_view(&game, ELDER, &view);
    view.scores[0] = 250;
    assert_false(view_to_game(&view, 1, &made));
    view.scores[0] = options.target;
    assert_false(view_to_game(&view, 1, &made));
    view.scores[0] = (uint8_t)(options.target - 1);
    assert_true(view_to_game(&view, 1, &made));
}

/* Every game's end, however it came, is a view a game gives. */
static void a_game_over_is_a_view_a_game_gives(void **state)
{
    (void)state;
    Rng rng = rng_seeded(53);
    for (int g = 0; g < 200; g++) {
        GameOptions options = options_preset(g % 2 ? PRESET_CLASSIC : PRESET_STANDARD);
        options.target = (uint8_t)(1 + g % 7);
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        for (int step = 0; step < 4000 && !game_is_over(&game); step++) {
            if (game.phase == PHASE_DEAL || game.phase == PHASE_HAND_OVER) {
                assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
                continue;
            }
            ActionList legal;
            game_legal_actions(&game, &legal);
            assert_int_equal(game_apply(&game, legal.items[rng_below(&rng, (uint32_t)legal.count)], NULL), RULE_OK);
        }
        assert_true(game_is_over(&game));
        for (uint8_t seat = 0; seat < SEAT_COUNT; seat++) {
            SeatView view;
            game_view(&game, seat, &view);
            Game made;
            assert_true(view_to_game(&view, 7, &made));
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(views_ignore_hidden_cards),
        cmocka_unit_test(a_game_over_is_a_view_a_game_gives),
        cmocka_unit_test(unseen_cards_exclude_what_the_seat_saw),
        cmocka_unit_test(a_game_made_from_a_view_looks_the_same_from_its_seat),
        cmocka_unit_test(a_view_no_game_gives_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
