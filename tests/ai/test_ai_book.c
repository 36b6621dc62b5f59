/* The normal level's book on hand-picked hands (hearts are trumps unless
 * said otherwise): when to stand, when the dealer refuses, what to throw
 * away, and how the cards are played. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "ai_support.h"
#include "book.h"
#include "ecarte/ai.h"
#include "regle.h"

static const char TURNUP[] = "9H"; /* hearts are trumps */

static Action normal_action(const Game *game)
{
    SeatView view;
    game_view(game, game->to_act, &view);
    Action action;
    assert_true(ai_choose(&view, AI_NORMAL, 1, &action));
    return action;
}

static void apply(Game *game, Action action) { assert_int_equal(game_apply(game, action, NULL), RULE_OK); }

static Card card(const char *text) { return card_parse(text, strlen(text)); }

/* The non-dealer's choice with `elder` against some dealer hand. */
static ActionType elder_choice(const char *elder, const char *dealer)
{
    Game game;
    support_deal(&game, PRESET_STANDARD, elder, dealer, TURNUP);
    assert_int_equal(game.phase, PHASE_PROPOSE);
    return normal_action(&game).type;
}

/* The dealer's answer to a proposal when holding `dealer`. */
static ActionType dealer_choice(const char *dealer)
{
    Game game;
    support_deal(&game, PRESET_STANDARD, "JS JD JC AC AD", dealer, TURNUP);
    apply(&game, action_propose());
    return normal_action(&game).type;
}

static void test_jeu_de_regle_stands(void **state)
{
    (void)state;
    /* The three best trumps take three tricks against any dealer. */
    assert_int_equal(elder_choice("KH QH JH 7S 8D", "KS QS JS AS TS"), ACTION_STAND);
    /* Two top trumps and a king-queen: the dealer's single trump cannot
     * stop three tricks. */
    assert_int_equal(elder_choice("KH QH KS QS 7D", "JS AS TS 9S 8S"), ACTION_STAND);
}

static void test_weak_hand_proposes(void **state)
{
    (void)state;
    assert_int_equal(elder_choice("7S 8D 9C TS 8C", "KS QS JS AS 9S"), ACTION_PROPOSE);
    /* One trump and kings is not enough: a dealer with one higher trump and
     * the right voids holds it to two tricks. */
    assert_int_equal(elder_choice("7H KS KD 8C 9C", "QS JS AS TS 9S"), ACTION_PROPOSE);
}

static void test_jeu_de_regle_is_computed(void **state)
{
    (void)state;
    SolverRules rules = {SUIT_HEARTS, false};
    CardSet pool = CARDSET_ALL & ~cardset_of(card(TURNUP));
    CardSet three_trumps = support_cards("KH QH JH 7S 8D");
    assert_true(regle_is_jeu_de_regle(three_trumps, pool & ~three_trumps, &rules));
    CardSet nothing = support_cards("7S 8D 9C TS 8C");
    assert_false(regle_is_jeu_de_regle(nothing, pool & ~nothing, &rules));
    /* Under two cards nothing can take three tricks. */
    assert_false(regle_is_jeu_de_regle(support_cards("KH QH"), pool, &rules));
}

static void test_guard_definition(void **state)
{
    (void)state;
    assert_true(book_suit_guarded(support_cards("KS"), SUIT_SPADES));
    assert_false(book_suit_guarded(support_cards("QS"), SUIT_SPADES));
    assert_true(book_suit_guarded(support_cards("QS 7S"), SUIT_SPADES));
    assert_false(book_suit_guarded(support_cards("JS 7S"), SUIT_SPADES));
    assert_true(book_suit_guarded(support_cards("JS 8S 7S"), SUIT_SPADES));
    assert_false(book_suit_guarded(support_cards("AS TS 9S"), SUIT_SPADES));
    assert_false(book_suit_guarded(support_cards("KD QD"), SUIT_SPADES));
    /* The trump suit is counted by its trumps, not as a guarded suit. */
    assert_int_equal(book_guarded_suits(support_cards("KH KS QD 8D KC"), SUIT_HEARTS), 3);
}

static void test_dealer_refuses_when_guarded(void **state)
{
    (void)state;
    /* Three guarded suits: K of spades, Q-8 of diamonds, K of clubs. */
    assert_int_equal(dealer_choice("KS QD 8D KC TS"), ACTION_REFUSE);
    /* Two guarded suits and a trump. */
    assert_int_equal(dealer_choice("KS QD 8D 7H 9S"), ACTION_REFUSE);
    /* One guarded suit and two trumps. */
    assert_int_equal(dealer_choice("KS 7H 8H 9D TC"), ACTION_REFUSE);
    /* Queens with a small card are guards too. */
    assert_int_equal(dealer_choice("QS 9S QD TD 7H"), ACTION_REFUSE);
}

static void test_dealer_accepts_when_not_guarded(void **state)
{
    (void)state;
    /* A bare queen is no guard: nothing guarded and one trump. */
    assert_int_equal(dealer_choice("QS 9D TC 9C 7H"), ACTION_ACCEPT);
    /* Two guarded suits without a trump. */
    assert_int_equal(dealer_choice("KS QD 9D TC 9C"), ACTION_ACCEPT);
    /* One guarded suit and one trump. */
    assert_int_equal(dealer_choice("KS 7H 9D TC 9C"), ACTION_ACCEPT);
}

static void test_discard_keeps_trumps_and_kings(void **state)
{
    (void)state;
    Game game;
    support_deal(&game, PRESET_STANDARD, "KS 7H 8D 9C QC", "7S 8S 9S TS JS", TURNUP);
    apply(&game, action_propose());
    apply(&game, action_accept());
    Action elder = normal_action(&game);
    assert_int_equal(elder.type, ACTION_DISCARD);
    assert_int_equal(elder.cards, support_cards("8D 9C QC"));
    apply(&game, elder);

    /* The dealer keeps its trump and its king, and throws the rest. */
    support_deal(&game, PRESET_STANDARD, "7S 8S 9S TS JS", "KD 8H 8D 9C QC", TURNUP);
    apply(&game, action_propose());
    apply(&game, action_accept());
    apply(&game, action_discard(support_cards("7S 8S")));
    Action dealer = normal_action(&game);
    assert_int_equal(dealer.type, ACTION_DISCARD);
    assert_int_equal(dealer.cards, support_cards("8D 9C QC"));

    /* Only trumps and kings: a dealer keeps them all. */
    support_deal(&game, PRESET_STANDARD, "7S 8S 9S TS JS", "KD KC 8H AH QS", TURNUP);
    apply(&game, action_propose());
    apply(&game, action_accept());
    apply(&game, action_discard(support_cards("7S")));
    dealer = normal_action(&game);
    assert_int_equal(dealer.type, ACTION_DISCARD);
    assert_int_equal(dealer.cards, support_cards("QS"));
}

static void test_discard_respects_a_short_stock(void **state)
{
    (void)state;
    CardSet hand = support_cards("7S 8D 9C QC JS");
    /* Five to throw but room for three: the strongest two stay. */
    CardSet thrown = book_discard(hand, SUIT_HEARTS, 1, 3);
    assert_int_equal(thrown, support_cards("7S 8D 9C"));
    /* Nothing to throw, one card required: the weakest keeper goes. */
    thrown = book_discard(support_cards("KS KD 7H 8H QH"), SUIT_HEARTS, 1, 5);
    assert_int_equal(thrown, support_cards("KS"));
}

static void test_declares_the_king(void **state)
{
    (void)state;
    Game game;
    support_deal(&game, PRESET_STANDARD, "KH QH JH 7S 8D", "KS QS JS AS TS", TURNUP);
    apply(&game, action_stand());
    assert_int_equal(normal_action(&game).type, ACTION_DECLARE);
    for (int level = 0; level < AI_LEVEL_COUNT; level++) {
        SeatView view;
        game_view(&game, game.to_act, &view);
        Action action;
        assert_true(ai_choose(&view, (AiLevel)level, 3, &action));
        assert_int_equal(action.type, ACTION_DECLARE);
    }
}

static void test_plays_soundly(void **state)
{
    (void)state;
    Game game;
    /* Leading with three trumps including the master: lead it. */
    support_deal(&game, PRESET_STANDARD, "QH JH TH 7S 8D", "KS QS 8S AD 7C", "KH");
    apply(&game, action_stand());
    Action lead = normal_action(&game);
    assert_int_equal(lead.type, ACTION_PLAY);
    assert_int_equal(lead.card, card("QH"));

    /* Following: the cheapest card that wins. */
    apply(&game, action_play(card("7S")));
    assert_int_equal(normal_action(&game).card, card("8S"));

    /* Void in the suit led: trump with the lowest trump. */
    support_deal(&game, PRESET_STANDARD, "9C 8C 7C KS QS", "7H 8H AD TD 9D", TURNUP);
    apply(&game, action_stand());
    apply(&game, action_play(card("9C")));
    assert_int_equal(normal_action(&game).card, card("7H"));

    /* Beaten whatever it plays: the lowest card of the suit. */
    support_deal(&game, PRESET_STANDARD, "KC 8C 7C KS QS", "QC 9C AD TD 7H", TURNUP);
    apply(&game, action_stand());
    apply(&game, action_play(card("KC")));
    assert_int_equal(normal_action(&game).card, card("9C"));

    /* No trump and no card of the suit: throw the least useful side card,
     * never the master king. */
    support_deal(&game, PRESET_STANDARD, "9C 8C 7C QS JS", "KD 7D AS TS 9S", TURNUP);
    apply(&game, action_stand());
    apply(&game, action_play(card("9C")));
    assert_int_equal(normal_action(&game).card, card("7D"));

    /* Leading without trumps: a master side card first. */
    support_deal(&game, PRESET_STANDARD, "KD 9C 8C 7S 8S", "QD 7D AS TS 9S", TURNUP);
    apply(&game, action_stand());
    assert_int_equal(normal_action(&game).card, card("KD"));
}

static void test_easy_keeps_the_trump_king(void **state)
{
    (void)state;
    Game game;
    support_deal(&game, PRESET_STANDARD, "KH 7S 8D 9C TC", "KS QS JS AS TS", TURNUP);
    apply(&game, action_propose());
    apply(&game, action_accept());
    SeatView view;
    game_view(&game, game.to_act, &view);
    Action action;
    assert_true(ai_choose(&view, AI_EASY, 1, &action));
    assert_int_equal(action.type, ACTION_DISCARD);
    assert_false(cardset_has(action.cards, card("KH")));
    assert_int_equal(action.cards, support_cards("7S 8D 9C TC"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_jeu_de_regle_stands),
        cmocka_unit_test(test_weak_hand_proposes),
        cmocka_unit_test(test_jeu_de_regle_is_computed),
        cmocka_unit_test(test_guard_definition),
        cmocka_unit_test(test_dealer_refuses_when_guarded),
        cmocka_unit_test(test_dealer_accepts_when_not_guarded),
        cmocka_unit_test(test_discard_keeps_trumps_and_kings),
        cmocka_unit_test(test_discard_respects_a_short_stock),
        cmocka_unit_test(test_declares_the_king),
        cmocka_unit_test(test_plays_soundly),
        cmocka_unit_test(test_easy_keeps_the_trump_king),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
