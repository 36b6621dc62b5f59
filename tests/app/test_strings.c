/* The string table, the core's refusals in the player's words, the message
 * line and the buttons that a position offers. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ui/buttons.h"
#include "ecarte/game.h"
#include "ecarte/view.h"
#include "ui/status.h"
#include "i18n/strings.h"

static void test_every_string_is_there_and_well_formed(void **state)
{
    (void)state;
    for (int id = 0; id < STR_COUNT; id++) {
        const char *text = str_get((StringId)id);
        assert_non_null(text);
        if (!text[0])
            fail_msg("string %d is empty", id);
        /* Placeholders are {1} to {3} and nothing else. */
        for (const char *p = strchr(text, '{'); p; p = strchr(p + 1, '{'))
            if (!(p[1] >= '1' && p[1] <= '3' && p[2] == '}'))
                fail_msg("string %d has a bad placeholder: %s", id, text);
    }
    assert_string_equal(str_get(STR_TITLE), "Écarté");
    assert_string_equal(str_get((StringId)STR_COUNT), "");
}

static void test_format_substitutes_and_truncates_on_characters(void **state)
{
    (void)state;
    char out[64];
    str_format(out, sizeof out, STR_EV_OPP_PLAYS, "Q♥", NULL, NULL);
    assert_string_equal(out, "The opponent plays Q♥.");
    char tiny[6];
    str_format(tiny, sizeof tiny, STR_TITLE, NULL, NULL, NULL); /* "Écarté" is 8 bytes */
    assert_string_equal(tiny, "Écar");                          /* never half a character */
    char card[16];
    str_card(card_make(SUIT_HEARTS, RANK_10), card, sizeof card);
    assert_string_equal(card, "10♥");
    char list[64];
    CardSet two = cardset_of(card_make(SUIT_HEARTS, RANK_QUEEN)) | cardset_of(card_make(SUIT_HEARTS, RANK_KING));
    str_card_list(two, STR_LIST_OR, list, sizeof list);
    assert_string_equal(list, "Q♥ or K♥");
    CardSet three = two | cardset_of(card_make(SUIT_HEARTS, RANK_9));
    str_card_list(three, STR_LIST_OR, list, sizeof list);
    assert_string_equal(list, "9♥, Q♥ or K♥");
    /* Cards taken together are joined by "and": a discard is all of them. */
    str_card_list(three, STR_LIST_AND, list, sizeof list);
    assert_string_equal(list, "9♥, Q♥ and K♥");
    char hint[128];
    str_hint_action(action_discard(three), hint, sizeof hint);
    assert_non_null(strstr(hint, "9♥, Q♥ and K♥"));
}

/* A stacked deal where seat 1 must follow hearts with a higher heart. */
static void following_position(Game *game)
{
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(game_init(game, &options, 1, 0)); /* seat 0 deals, seat 1 leads */
    Card deck[CARD_COUNT];
    /* 1-3 to seat 1, 4-6 to seat 0, 7-8 to seat 1, 9-10 to seat 0, 11 turn-up. */
    const char *order[CARD_COUNT] = {"9H", "7S", "8S", "QH", "7D", "8D", "9S", "TS", "KH", "9D", "7C",
                                     "8C", "9C", "TC", "AC", "JC", "QC", "KC", "TD", "AD", "JD", "QD",
                                     "KD", "AS", "JS", "QS", "KS", "7H", "8H", "TH", "AH", "JH"};
    for (int i = 0; i < CARD_COUNT; i++)
        deck[i] = card_parse(order[i], 2);
    assert_int_equal(game_deal(game, deck, NULL), RULE_OK);
    assert_int_equal(game_apply(game, action_stand(), NULL), RULE_OK);
    assert_int_equal(game_apply(game, action_play(card_parse("9H", 2)), NULL), RULE_OK);
}

static void test_refusals_come_from_the_core_in_the_players_words(void **state)
{
    (void)state;
    Game game;
    following_position(&game);
    Rejection why;
    char text[256];

    assert_int_equal(game_check(&game, action_play(card_parse("7D", 2)), &why), RULE_MUST_FOLLOW_SUIT);
    str_rejection(&why, text, sizeof text);
    assert_string_equal(text, "You must follow suit with a higher heart (Q♥ or K♥).");

    assert_int_equal(game_check(&game, action_propose(), &why), RULE_WRONG_PHASE);
    str_rejection(&why, text, sizeof text);
    assert_string_equal(text, "Not now: it is time to play a card.");

    assert_int_equal(game_check(&game, action_play(card_parse("AS", 2)), &why), RULE_NOT_IN_HAND);
    str_rejection(&why, text, sizeof text);
    assert_string_equal(text, "You do not hold that card.");

    /* Every code has words. */
    for (int error = RULE_OK; error <= RULE_KING_ALREADY; error++) {
        Rejection r = {.error = (RuleError)error,
                       .phase = PHASE_PLAY,
                       .suit = SUIT_CLUBS,
                       .led = card_parse("9H", 2),
                       .allowed = cardset_of(card_parse("KC", 2)),
                       .limit = 2};
        str_rejection(&r, text, sizeof text);
        assert_true(strlen(text) > 10);
    }
}

static void test_message_line_says_whose_turn(void **state)
{
    (void)state;
    Game game;
    following_position(&game);
    SeatView you, them;
    game_view(&game, 0, &you);
    game_view(&game, 1, &them);
    char text[256];
    status_prompt(text, sizeof text, &you, false);
    assert_string_equal(text, "Your turn: follow with a higher heart if you can.");
    status_prompt(text, sizeof text, &them, false);
    assert_string_equal(text, "The opponent is thinking…");

    /* A game won by a friend names them. */
    SeatView over = you;
    over.phase = PHASE_GAME_OVER;
    over.winner = 1;
    over.scores[0] = 2;
    over.scores[1] = 5;
    over.to_act = SEAT_NONE;
    status_prompt_facing(text, sizeof text, &over, false, "Ann");
    assert_string_equal(text, "Ann wins the game, 5 to 2.");
    status_prompt_facing(text, sizeof text, &over, false, NULL);
    assert_string_equal(text, "The opponent wins the game, 5 to 2.");

    SeatView before, after;
    Game old = game;
    assert_int_equal(game_apply(&game, action_play(card_parse("KH", 2)), NULL), RULE_OK);
    game_view(&old, 1, &before);
    game_view(&game, 1, &after);
    status_event(text, sizeof text, &before, &after, 0, action_play(card_parse("KH", 2)));
    assert_string_equal(text, "The opponent's trick.");
    /* At a friend's table, the friend by name. */
    status_event_facing(text, sizeof text, &before, &after, 0, action_play(card_parse("KH", 2)), "Ann");
    assert_string_equal(text, "Trick to Ann.");
    status_event_facing(text, sizeof text, &before, &after, 0, action_propose(), "Ann");
    assert_string_equal(text, "Ann proposes an exchange.");
    after.dealer = 0;
    after.turnup = card_parse("9S", 2);
    status_dealt_facing(text, sizeof text, &after, "Ann");
    assert_string_equal(text, "Ann dealt: spades ♠ are trumps.");

    char lines[2][160];
    HandResult result = {.outcome = OUTCOME_VOLE,
                         .trick_winner = 0,
                         .trick_points = 2,
                         .king_seat = 1,
                         .king_turned_up = true};
    uint8_t tricks[2] = {5, 0};
    assert_int_equal(str_hand_result(&result, 0, tricks, lines), 2);
    assert_string_equal(lines[0], "You took all five tricks, the vole: 2 points.");
    assert_string_equal(lines[1], "The opponent turned up the king of trumps: 1 point.");
    /* A friend by name, the player's own lines unchanged. */
    assert_int_equal(str_hand_result_facing(&result, 0, tricks, "Ann", lines), 2);
    assert_string_equal(lines[0], "You took all five tricks, the vole: 2 points.");
    assert_string_equal(lines[1], "Ann turned up the king of trumps: 1 point.");
    result.outcome = OUTCOME_POINT;
    result.trick_winner = 1;
    tricks[0] = 2;
    tricks[1] = 3;
    assert_int_equal(str_hand_result_facing(&result, 0, tricks, "Ann", lines), 2);
    assert_string_equal(lines[0], "Ann took 3 tricks: 1 point.");
}

static void test_buttons_follow_the_legal_actions(void **state)
{
    (void)state;
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    game_init(&game, &options, 5, 0);
    game_deal(&game, NULL, NULL);
    SeatView view;
    ButtonSet set;
    ButtonContext human = {true, 0, false, false, BTN_NONE, false, false, false, false};

    game_view(&game, 1, &view); /* the non-dealer decides */
    buttons_build(&set, &view, &human);
    assert_int_equal(set.count, 3);
    assert_int_equal(set.items[0].id, BTN_PROPOSE);
    assert_int_equal(set.items[1].id, BTN_STAND);
    assert_int_equal(set.items[2].id, BTN_HINT);
    assert_int_equal(buttons_primary(&set), BTN_PROPOSE);
    /* A lesson's coach makes its decision the main one, and only one. */
    ButtonContext coached = human;
    coached.advised = buttons_for_action(ACTION_STAND);
    buttons_build(&set, &view, &coached);
    assert_int_equal(buttons_primary(&set), BTN_STAND);
    assert_false(set.items[0].primary);
    /* Advice the rules do not offer changes nothing. */
    coached.advised = buttons_for_action(ACTION_DECLARE);
    buttons_build(&set, &view, &coached);
    assert_int_equal(buttons_primary(&set), BTN_PROPOSE);
    assert_int_equal(buttons_for_action(ACTION_PLAY), BTN_NONE);

    game_view(&game, 0, &view); /* the dealer waits: nothing to press */
    buttons_build(&set, &view, &human);
    assert_int_equal(set.count, 0);

    game_apply(&game, action_propose(), NULL);
    game_view(&game, 0, &view);
    buttons_build(&set, &view, &human);
    assert_int_equal(set.items[0].id, BTN_ACCEPT);
    assert_int_equal(set.items[1].id, BTN_REFUSE);

    game_apply(&game, action_accept(), NULL);
    game_view(&game, 1, &view);
    human.selected = view.hand & (view.hand - 1) & (view.hand - 2);
    buttons_build(&set, &view, &human);
    assert_int_equal(set.items[0].id, BTN_EXCHANGE);
    assert_non_null(strstr(set.items[0].label, "Exchange"));

    ButtonContext demo = {false, 0, false, false, BTN_NONE, false, false, false, false};
    buttons_build(&set, &view, &demo);
    assert_int_equal(set.count, 0);
    /* While the cards are still being dealt there is nothing to decide. */
    ButtonContext dealing = {true, 0, false, true, BTN_NONE, false, false, false, false};
    buttons_build(&set, &view, &dealing);
    assert_int_equal(set.count, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_string_is_there_and_well_formed),
        cmocka_unit_test(test_format_substitutes_and_truncates_on_characters),
        cmocka_unit_test(test_refusals_come_from_the_core_in_the_players_words),
        cmocka_unit_test(test_message_line_says_whose_turn),
        cmocka_unit_test(test_buttons_follow_the_legal_actions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
