/* A seat's view holds what that seat may know and nothing more. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(views_ignore_hidden_cards),
        cmocka_unit_test(unseen_cards_exclude_what_the_seat_saw),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
