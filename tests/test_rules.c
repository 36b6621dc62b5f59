/* Every rule of RULES.md (at the top of the repository), each shown with a
 * stacked deck.  The seat numbers: game_start_stacked makes seat 0 the
 * dealer and seat 1 the elder hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/explain.h"
#include "ecarte/trick.h"
#include "support.h"

enum { DEALER = 0, ELDER = 1 };

static GameOptions standard(void) { return options_preset(PRESET_STANDARD); }
static GameOptions classic(void) { return options_preset(PRESET_CLASSIC); }

static Card card(const char *text) { return card_parse(text, strlen(text)); }

static bool legal_has(const Game *game, const char *action_text)
{
    ActionList legal;
    Action action;
    game_legal_actions(game, &legal);
    assert_int_equal(action_parse(action_text, strlen(action_text), &action, NULL, NULL), ACTION_PARSE_OK);
    return action_list_contains(&legal, action);
}

/* ---- cards and deal ---------------------------------------------------- */

static void ranking_is_k_q_j_a_10_9_8_7(void **state)
{
    (void)state;
    static const char *const ORDER[] = {"KH", "QH", "JH", "AH", "TH", "9H", "8H", "7H"};
    for (int high = 0; high < 8; high++)
        for (int low = high + 1; low < 8; low++) {
            Card led_low[2] = {card(ORDER[low]), card(ORDER[high])};
            Card led_high[2] = {card(ORDER[high]), card(ORDER[low])};
            /* Spades are trumps, so only rank decides. */
            assert_int_equal(trick_winner(led_low, 0, SUIT_SPADES), 1);
            assert_int_equal(trick_winner(led_high, 0, SUIT_SPADES), 0);
        }
}

static void trump_beats_every_other_suit(void **state)
{
    (void)state;
    Card trick[2] = {card("KD"), card("7C")};
    assert_int_equal(trick_winner(trick, 1, SUIT_CLUBS), 0);
    Card off_suit[2] = {card("7D"), card("KS")};
    assert_int_equal(trick_winner(off_suit, 1, SUIT_CLUBS), 1);
    Card trump_led[2] = {card("8C"), card("KD")};
    assert_int_equal(trick_winner(trump_led, 0, SUIT_CLUBS), 0);
}

static void deal_goes_three_then_two_elder_first(void **state)
{
    (void)state;
    Card deck[CARD_COUNT];
    for (int i = 0; i < CARD_COUNT; i++)
        deck[i] = (Card)i;
    GameOptions options = standard();
    Game game;
    assert_true(game_init(&game, &options, 7, 0));
    assert_int_equal(game_deal(&game, deck, NULL), RULE_OK);
    CardSet elder = cardset_of(0) | cardset_of(1) | cardset_of(2) | cardset_of(6) | cardset_of(7);
    CardSet dealer = cardset_of(3) | cardset_of(4) | cardset_of(5) | cardset_of(8) | cardset_of(9);
    assert_int_equal(game.hands[ELDER], elder);
    assert_int_equal(game.hands[DEALER], dealer);
    assert_int_equal(game.turnup, 10);
    assert_int_equal(game_trump(&game), card_suit(10));
    assert_int_equal(game_stock_count(&game), 21);
    for (int i = 0; i < STOCK_SIZE; i++)
        assert_int_equal(game.stock[i], 11 + i);
    assert_int_equal(game.phase, PHASE_PROPOSE);
    assert_int_equal(game.to_act, ELDER);
}

static void first_dealer_is_drawn_from_the_seed(void **state)
{
    (void)state;
    GameOptions options = standard();
    int dealt_by[2] = {0, 0};
    for (uint64_t seed = 0; seed < 64; seed++) {
        Game a, b;
        assert_true(game_init(&a, &options, seed, SEAT_NONE));
        assert_true(game_init(&b, &options, seed, SEAT_NONE));
        assert_int_equal(a.dealer, b.dealer);
        assert_int_equal(game_deal(&a, NULL, NULL), RULE_OK);
        assert_int_equal(game_deal(&b, NULL, NULL), RULE_OK);
        assert_memory_equal(&a, &b, sizeof a); /* same seed, same deal */
        dealt_by[a.dealer]++;
    }
    assert_true(dealt_by[0] > 10 && dealt_by[1] > 10);
}

static void play_out_randomly(Game *game, Rng *rng)
{
    ActionList legal;
    while (game->to_act != SEAT_NONE) {
        game_legal_actions(game, &legal);
        assert_int_equal(game_apply(game, legal.items[rng_below(rng, (uint32_t)legal.count)], NULL), RULE_OK);
    }
}

static void dealer_alternates_every_hand(void **state)
{
    (void)state;
    GameOptions options = standard();
    options.target = 99;
    Game game;
    Rng rng = rng_seeded(3);
    assert_true(game_init(&game, &options, 3, 1));
    for (int hand = 0; hand < 12; hand++) {
        assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
        assert_int_equal(game.dealer, (hand % 2 == 0) ? 1 : 0);
        assert_int_equal(game.to_act, seat_other(game.dealer));
        play_out_randomly(&game, &rng);
        assert_int_equal(game.phase, PHASE_HAND_OVER);
    }
}

static void turned_up_king_scores_for_the_dealer(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KS QS JS AS TS", "7D 8D 9D TD AD", "KH", "");
    assert_int_equal(game.scores[DEALER], 1);
    assert_int_equal(game.scores[ELDER], 0);
    assert_int_equal(game.phase, PHASE_PROPOSE);
    /* Nobody can declare it: it is out of play. */
    apply_ok(&game, "stand");
    assert_false(legal_has(&game, "declare"));
    apply_refused(&game, "declare", RULE_NO_KING);
}

static void turned_up_king_can_end_the_game(void **state)
{
    (void)state;
    GameOptions options = standard();
    options.target = 1;
    Game game;
    game_start_stacked(&game, &options, "KS QS JS AS TS", "7D 8D 9D TD AD", "KH", "");
    assert_int_equal(game.phase, PHASE_GAME_OVER);
    assert_int_equal(game.winner, DEALER);
    assert_int_equal(game.to_act, SEAT_NONE);
    assert_true(game.has_last_hand);
    assert_int_equal(game.last_hand.outcome, OUTCOME_CUT_SHORT);
    assert_true(game.last_hand.king_turned_up);
    apply_refused(&game, "stand", RULE_GAME_OVER);
    assert_int_equal(game_deal(&game, NULL, NULL), RULE_GAME_OVER);
}

static void deal_is_refused_mid_hand_and_for_a_bad_deck(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KS QS JS AS TS", "7D 8D 9D TD AD", "7H", "");
    Game before = game;
    assert_int_equal(game_deal(&game, NULL, NULL), RULE_HAND_IN_PROGRESS);
    assert_memory_equal(&before, &game, sizeof game);

    Game fresh;
    assert_true(game_init(&fresh, &options, 1, 0));
    Card deck[CARD_COUNT];
    for (int i = 0; i < CARD_COUNT; i++)
        deck[i] = (Card)i;
    deck[31] = 0; /* a duplicate */
    Rejection why;
    assert_int_equal(game_deal(&fresh, deck, &why), RULE_BAD_DECK);
    assert_int_equal(why.error, RULE_BAD_DECK);
    assert_int_equal(fresh.phase, PHASE_DEAL);
    apply_refused(&fresh, "stand", RULE_NOT_DEALT);
}

static void options_out_of_range_are_refused(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    options.target = 0;
    assert_false(game_init(&game, &options, 1, 0));
    options.target = 100;
    assert_false(game_init(&game, &options, 1, 0));
    options.target = 7;
    assert_false(game_init(&game, &options, 1, 3));
    assert_true(game_init(&game, &options, 1, 1));
    assert_int_equal(game.options.target, 7);
}

/* ---- proposal and exchange --------------------------------------------- */

static void standing_starts_play(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KS QS JS AS TS", "7D 8D 9D TD AD", "7H", "");
    assert_true(legal_has(&game, "propose"));
    assert_true(legal_has(&game, "stand"));
    apply_refused(&game, "accept", RULE_WRONG_PHASE);
    apply_refused(&game, "play KS", RULE_WRONG_PHASE);
    apply_refused(&game, "discard KS", RULE_WRONG_PHASE);
    apply_ok(&game, "stand");
    assert_true(game.stood);
    assert_false(game.proposed);
    assert_int_equal(game.phase, PHASE_PLAY);
    assert_int_equal(game.to_act, ELDER);
}

static void refusing_starts_play(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KS QS JS AS TS", "7D 8D 9D TD AD", "7H", "");
    apply_ok(&game, "propose");
    assert_int_equal(game.phase, PHASE_RESPOND);
    assert_int_equal(game.to_act, DEALER);
    apply_refused(&game, "propose", RULE_WRONG_PHASE);
    apply_refused(&game, "stand", RULE_WRONG_PHASE);
    apply_ok(&game, "refuse");
    assert_true(game.refused);
    assert_int_equal(game.phase, PHASE_PLAY);
    assert_int_equal(game.to_act, ELDER);
    assert_int_equal(game_stock_count(&game), STOCK_SIZE);
}

static void exchange_draws_from_the_top_of_the_stock(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KS QS JS 7C 8C", "7D 8D 9D TD AD", "7H", "KC QC JC");
    apply_ok(&game, "propose");
    apply_ok(&game, "accept");
    assert_int_equal(game.phase, PHASE_DISCARD);
    assert_int_equal(game.to_act, ELDER);
    apply_refused(&game, "discard", RULE_DISCARD_TOO_FEW);
    apply_refused(&game, "discard KD", RULE_NOT_IN_HAND);
    apply_ok(&game, "discard 8C 7C");
    assert_int_equal(game.hands[ELDER], cards("KS QS JS KC QC"));
    assert_int_equal(game.discards[ELDER], cards("7C 8C"));
    assert_int_equal(game.exchanged[ELDER], 2);
    assert_int_equal(game_stock_count(&game), STOCK_SIZE - 2);
    /* The dealer may keep the whole hand. */
    assert_int_equal(game.to_act, DEALER);
    assert_true(legal_has(&game, "discard"));
    apply_ok(&game, "discard");
    assert_int_equal(game.exchange_count, 1);
    assert_int_equal(game.exchanges[0].count[ELDER], 2);
    assert_int_equal(game.exchanges[0].count[DEALER], 0);
    /* Then the elder hand may propose again, or play. */
    assert_int_equal(game.phase, PHASE_PROPOSE);
    assert_int_equal(game.to_act, ELDER);
    apply_ok(&game, "propose");
    apply_ok(&game, "accept");
    apply_ok(&game, "discard KS");
    assert_true(cardset_has(game.hands[ELDER], card("JC")));
    apply_ok(&game, "discard 7D 8D");
    assert_int_equal(game.discards[DEALER], cards("7D 8D"));
    assert_int_equal(game.exchanged[DEALER], 2);
    apply_ok(&game, "stand");
    assert_false(game.stood); /* playing on after an exchange is not standing */
    assert_int_equal(game.phase, PHASE_PLAY);
}

static void dealer_must_exchange_option(void **state)
{
    (void)state;
    GameOptions options = standard();
    options.dealer_must_exchange = true;
    Game game;
    game_start_stacked(&game, &options, "KS QS JS 7C 8C", "7D 8D 9D TD AD", "7H", "");
    apply_ok(&game, "propose");
    apply_ok(&game, "accept");
    apply_ok(&game, "discard 7C");
    assert_false(legal_has(&game, "discard"));
    apply_refused(&game, "discard", RULE_DISCARD_TOO_FEW);
    apply_ok(&game, "discard 7D");
}

static void discards_are_limited_by_the_stock(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KS QS JS AS TS", "7D 8D 9D TD AD", "7H", "");
    for (int round = 0; round < 2; round++) {
        apply_ok(&game, "propose");
        apply_ok(&game, "accept");
        char action[ACTION_TEXT_MAX];
        action_format(action_discard(game.hands[ELDER]), action);
        apply_ok(&game, action);
        action_format(action_discard(game.hands[DEALER]), action);
        apply_ok(&game, action);
    }
    assert_int_equal(game_stock_count(&game), 1);
    apply_ok(&game, "propose");
    apply_ok(&game, "accept");
    ActionList legal;
    game_legal_actions(&game, &legal);
    assert_int_equal(legal.count, 5); /* one card at a time */
    Rejection why;
    Card two[2] = {cardset_lowest(game.hands[ELDER]), cardset_lowest(cardset_without_lowest(game.hands[ELDER]))};
    Game before = game;
    assert_int_equal(game_apply(&game, action_discard(cardset_of(two[0]) | cardset_of(two[1])), &why),
                     RULE_DISCARD_TOO_MANY);
    assert_int_equal(why.limit, 1);
    assert_memory_equal(&before, &game, sizeof game);
    /* Taking the last card ends the exchanges: the dealer has nothing to draw. */
    assert_int_equal(game_apply(&game, action_discard(cardset_of(two[0])), NULL), RULE_OK);
    assert_int_equal(game.phase, PHASE_PLAY);
    assert_int_equal(game.to_act, ELDER);
    assert_int_equal(game.exchange_count, 3);
    /* Every card is somewhere, and the turn-up never joined a hand. */
    CardSet all = game.hands[0] | game.hands[1] | game.discards[0] | game.discards[1] | cardset_of(game.turnup);
    assert_int_equal(all, CARDSET_ALL);
    assert_false(cardset_has(game.hands[0] | game.hands[1], game.turnup));
}

static void play_begins_when_the_dealer_empties_the_stock(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KS QS JS AS TS", "7D 8D 9D TD AD", "7H", "");
    /* 21 = 5 + 5 + 5 + 1, then 4 + 1. */
    const int takes[][2] = {{5, 5}, {5, 1}, {4, 1}};
    for (int round = 0; round < 3; round++) {
        assert_int_equal(game.phase, PHASE_PROPOSE);
        apply_ok(&game, "propose");
        apply_ok(&game, "accept");
        for (int side = 0; side < 2; side++) {
            uint8_t seat = side == 0 ? ELDER : DEALER;
            CardSet throw = 0, rest = game.hands[seat];
            for (int i = 0; i < takes[round][side]; i++) {
                throw |= cardset_of(cardset_lowest(rest));
                rest = cardset_without_lowest(rest);
            }
            assert_int_equal(game_apply(&game, action_discard(throw), NULL), RULE_OK);
        }
    }
    assert_int_equal(game_stock_count(&game), 0);
    assert_int_equal(game.phase, PHASE_PLAY);
    assert_int_equal(game.to_act, ELDER);
}

/* ---- king of trumps ---------------------------------------------------- */

static void elder_declares_before_leading(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KH QH JH 7S 8S", "KS QS JS AS TS", "7H", "");
    apply_refused(&game, "declare", RULE_WRONG_PHASE);
    apply_ok(&game, "stand");
    assert_true(legal_has(&game, "declare"));
    apply_ok(&game, "declare");
    assert_int_equal(game.scores[ELDER], 1);
    assert_int_equal(game.king_declared, ELDER);
    assert_int_equal(game.to_act, ELDER);
    assert_false(legal_has(&game, "declare"));
    apply_refused(&game, "declare", RULE_KING_ALREADY);
    /* Elder wins 3 tricks after standing: 2, plus the king: 3 in all. */
    play_all(&game, "KH TS QH AS JH JS 7S QS KS 8S");
    assert_int_equal(game.phase, PHASE_HAND_OVER);
    assert_int_equal(game.last_hand.points[ELDER], 3);
    assert_int_equal(game.last_hand.king_seat, ELDER);
    assert_false(game.last_hand.king_turned_up);
    assert_int_equal(game.scores[ELDER], 3);
}

static void dealer_declares_before_playing_to_the_first_trick(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "7S 8S 9S 7D 8D", "KH QH JH KS QS", "7H", "");
    apply_ok(&game, "stand");
    apply_refused(&game, "declare", RULE_NO_KING); /* the elder has no king */
    play_all(&game, "7S");
    assert_true(legal_has(&game, "declare"));
    apply_ok(&game, "declare");
    assert_int_equal(game.scores[DEALER], 1);
    play_all(&game, "QS");
    /* The dealer has played: the window is shut even though it leads now. */
    assert_int_equal(game.to_act, DEALER);
    assert_false(legal_has(&game, "declare"));
}

static void declaring_after_the_first_card_is_too_late(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KH QH JH 7S 8S", "KS QS JS AS TS", "7H", "");
    apply_ok(&game, "stand");
    play_all(&game, "QH TS");
    assert_int_equal(game.to_act, ELDER);
    assert_false(legal_has(&game, "declare"));
    apply_refused(&game, "declare", RULE_KING_TOO_LATE);

    Game dealer_late;
    game_start_stacked(&dealer_late, &options, "7S 8S 9S 7D 8D", "KH QH JH KS QS", "7H", "");
    apply_ok(&dealer_late, "stand");
    play_all(&dealer_late, "7S QS");
    apply_refused(&dealer_late, "declare", RULE_KING_TOO_LATE);
}

static void a_drawn_king_can_be_declared(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "QH JH 7S 8S 7C", "KS QS JS AS TS", "7H", "KH");
    apply_ok(&game, "propose");
    apply_ok(&game, "accept");
    apply_ok(&game, "discard 7C");
    apply_ok(&game, "discard");
    apply_ok(&game, "stand");
    assert_true(legal_has(&game, "declare"));
    apply_ok(&game, "declare");
    assert_int_equal(game.scores[ELDER], 1);
}

static void a_declared_king_can_end_the_game_mid_hand(void **state)
{
    (void)state;
    GameOptions options = standard();
    options.target = 1;
    Game game;
    game_start_stacked(&game, &options, "KH QH JH 7S 8S", "KS QS JS AS TS", "7H", "");
    apply_ok(&game, "stand");
    apply_ok(&game, "declare");
    assert_int_equal(game.phase, PHASE_GAME_OVER);
    assert_int_equal(game.winner, ELDER);
    assert_int_equal(game.last_hand.outcome, OUTCOME_CUT_SHORT);
    assert_int_equal(game.last_hand.points[ELDER], 1);
    apply_refused(&game, "play KH", RULE_GAME_OVER);
    ActionList legal;
    game_legal_actions(&game, &legal);
    assert_int_equal(legal.count, 0);
}

/* ---- play -------------------------------------------------------------- */

static void follower_must_follow_with_a_higher_card(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "AH 7S 8S 9S TS", "KH QH 8H QD JD", "7C", "");
    apply_ok(&game, "stand");
    apply_refused(&game, "play KH", RULE_NOT_IN_HAND); /* the elder does not hold it */
    play_all(&game, "AH");
    ActionList legal;
    game_legal_actions(&game, &legal);
    assert_int_equal(legal.count, 2);
    assert_true(legal_has(&game, "play KH"));
    assert_true(legal_has(&game, "play QH"));
    Rejection why;
    assert_int_equal(game_apply(&game, action_play(card("8H")), &why), RULE_MUST_BEAT);
    assert_int_equal(why.allowed, cards("KH QH"));
    assert_int_equal(game_apply(&game, action_play(card("QD")), &why), RULE_MUST_FOLLOW_SUIT);
    char reason[128];
    explain_rejection(&why, reason, sizeof reason);
    assert_string_equal(reason, "You must follow suit with a higher heart (QH or KH).");
    apply_refused(&game, "play 8H", RULE_MUST_BEAT);
    play_all(&game, "QH");
    assert_int_equal(game.tricks[DEALER], 1);
    assert_int_equal(game.to_act, DEALER); /* the winner leads */
    assert_int_equal(game.leader, DEALER);
}

static void follower_who_cannot_beat_plays_any_card_of_the_suit(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KH 7S 8S 9S TS", "9H 8H QD JD 7C", "AC", "");
    apply_ok(&game, "stand");
    play_all(&game, "KH");
    assert_true(legal_has(&game, "play 9H"));
    assert_true(legal_has(&game, "play 8H"));
    assert_false(legal_has(&game, "play 7C")); /* holding hearts, no trumping */
    apply_refused(&game, "play 7C", RULE_MUST_FOLLOW_SUIT);
    play_all(&game, "8H");
    assert_int_equal(game.tricks[ELDER], 1);
}

static void trump_led_must_be_followed_higher(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "9H 7S 8S 9S TS", "8H JH QD JD 7C", "AH", "");
    apply_ok(&game, "stand");
    play_all(&game, "9H");
    apply_refused(&game, "play 8H", RULE_MUST_BEAT);
    play_all(&game, "JH");
}

static void void_follower_standard_plays_anything(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "AH 7S 8S 9S TS", "7C QD JD KS 8D", "AC", "");
    apply_ok(&game, "stand");
    play_all(&game, "AH");
    ActionList legal;
    game_legal_actions(&game, &legal);
    assert_int_equal(legal.count, 5);
    play_all(&game, "QD"); /* a discard: the leader wins */
    assert_int_equal(game.tricks[ELDER], 1);
}

static void void_follower_classic_must_trump(void **state)
{
    (void)state;
    GameOptions options = classic();
    Game game;
    game_start_stacked(&game, &options, "AH 7S 8S 9S TS", "7C 8C QD JD KS", "AC", "");
    apply_ok(&game, "stand");
    play_all(&game, "AH");
    ActionList legal;
    game_legal_actions(&game, &legal);
    assert_int_equal(legal.count, 2);
    Rejection why;
    assert_int_equal(game_apply(&game, action_play(card("QD")), &why), RULE_MUST_TRUMP);
    assert_int_equal(why.allowed, cards("7C 8C"));
    play_all(&game, "7C");
    assert_int_equal(game.tricks[DEALER], 1);

    /* Without a trump, any card will do. */
    Game no_trumps;
    game_start_stacked(&no_trumps, &options, "AH 7S 8S 9S TS", "QD JD KS 8D 7D", "AC", "");
    apply_ok(&no_trumps, "stand");
    play_all(&no_trumps, "AH");
    game_legal_actions(&no_trumps, &legal);
    assert_int_equal(legal.count, 5);
}

static void leader_may_lead_any_card(void **state)
{
    (void)state;
    GameOptions options = classic();
    Game game;
    game_start_stacked(&game, &options, "AH 7S 8C 9D TS", "7C 8H QD JD KS", "AC", "");
    apply_ok(&game, "stand");
    ActionList legal;
    game_legal_actions(&game, &legal);
    assert_int_equal(legal.count, 5);
}

/* ---- scoring ----------------------------------------------------------- */

/* Four hands that play out the same way whatever happened in the exchange.
 * Each has a variant dealt with a junk card (7C) that one exchange swaps
 * for the real card from the top of the stock. */
typedef struct ScoringHand {
    const char *elder, *elder_with_junk, *real_card, *dealer, *plays;
    uint8_t trick_winner;
} ScoringHand;

static const ScoringHand ELDER_THREE =
    {"KH QH JH 7S 8S", "KH QH JH 7S 7C", "8S", "KS QS JS AS TS", "KH TS QH AS JH JS 7S QS KS 8S", ELDER};
static const ScoringHand ELDER_VOLE =
    {"KH QH JH AH TH", "KH QH JH AH 7C", "TH", "KS QS JS AS TS", "KH TS QH AS JH JS AH QS TH KS", ELDER};
static const ScoringHand DEALER_THREE =
    {"KH QH 7S 8S 9S", "KH QH 7S 8S 7C", "9S", "JH AS TS JS 7D", "KH JH QH 7D 7S TS AS 8S JS 9S", DEALER};
static const ScoringHand DEALER_VOLE =
    {"7S 8S 9S 7D 8D", "7S 8S 9S 7D 7C", "8D", "KH QH JH KS QS", "7S QS KH 7D QH 8D JH 8S KS 9S", DEALER};

typedef enum Mode { STOOD, REFUSED_FIRST, EXCHANGED, REFUSED_AFTER_EXCHANGE } Mode;

static void play_scoring_hand(Game *game, const GameOptions *options, const ScoringHand *hand, Mode mode)
{
    bool exchange = mode == EXCHANGED || mode == REFUSED_AFTER_EXCHANGE;
    game_start_stacked(game, options, exchange ? hand->elder_with_junk : hand->elder, hand->dealer, "7H",
                       exchange ? hand->real_card : "");
    switch (mode) {
    case STOOD: apply_ok(game, "stand"); break;
    case REFUSED_FIRST:
        apply_ok(game, "propose");
        apply_ok(game, "refuse");
        break;
    case EXCHANGED:
    case REFUSED_AFTER_EXCHANGE:
        apply_ok(game, "propose");
        apply_ok(game, "accept");
        apply_ok(game, "discard 7C");
        apply_ok(game, "discard");
        if (mode == EXCHANGED) {
            apply_ok(game, "stand");
        } else {
            apply_ok(game, "propose");
            apply_ok(game, "refuse");
        }
        break;
    }
    assert_int_equal(game->hands[ELDER], cards(hand->elder));
    play_all(game, hand->plays);
    assert_true(game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER);
    assert_int_equal(game->last_hand.trick_winner, hand->trick_winner);
}

typedef struct ScoringCase {
    const ScoringHand *hand;
    Mode mode;
    PenaltyRule penalty;
    int points;
    HandOutcome outcome;
} ScoringCase;

static const ScoringCase SCORING[] = {
    /* Standard: the elder hand who played without an exchange and wins scores 2. */
    {&ELDER_THREE, STOOD, PENALTY_STANDARD, 2, OUTCOME_UNEXCHANGED_WIN},
    {&ELDER_THREE, REFUSED_FIRST, PENALTY_STANDARD, 2, OUTCOME_UNEXCHANGED_WIN},
    {&ELDER_THREE, EXCHANGED, PENALTY_STANDARD, 1, OUTCOME_POINT},
    {&ELDER_THREE, REFUSED_AFTER_EXCHANGE, PENALTY_STANDARD, 1, OUTCOME_POINT},
    {&ELDER_VOLE, STOOD, PENALTY_STANDARD, 2, OUTCOME_UNEXCHANGED_WIN},
    {&ELDER_VOLE, REFUSED_FIRST, PENALTY_STANDARD, 2, OUTCOME_UNEXCHANGED_WIN},
    {&ELDER_VOLE, EXCHANGED, PENALTY_STANDARD, 2, OUTCOME_VOLE},
    {&ELDER_VOLE, REFUSED_AFTER_EXCHANGE, PENALTY_STANDARD, 2, OUTCOME_VOLE},
    {&DEALER_THREE, STOOD, PENALTY_STANDARD, 1, OUTCOME_POINT},
    {&DEALER_THREE, REFUSED_FIRST, PENALTY_STANDARD, 1, OUTCOME_POINT},
    {&DEALER_THREE, EXCHANGED, PENALTY_STANDARD, 1, OUTCOME_POINT},
    {&DEALER_VOLE, STOOD, PENALTY_STANDARD, 2, OUTCOME_VOLE},
    {&DEALER_VOLE, REFUSED_FIRST, PENALTY_STANDARD, 2, OUTCOME_VOLE},
    /* Classic: the side that stood or refused and then fails gives 2. */
    {&ELDER_THREE, STOOD, PENALTY_CLASSIC, 1, OUTCOME_POINT},
    {&ELDER_THREE, REFUSED_FIRST, PENALTY_CLASSIC, 2, OUTCOME_REFUSED_AND_LOST},
    {&ELDER_THREE, EXCHANGED, PENALTY_CLASSIC, 1, OUTCOME_POINT},
    {&ELDER_THREE, REFUSED_AFTER_EXCHANGE, PENALTY_CLASSIC, 1, OUTCOME_POINT},
    {&ELDER_VOLE, STOOD, PENALTY_CLASSIC, 2, OUTCOME_VOLE},
    {&ELDER_VOLE, REFUSED_FIRST, PENALTY_CLASSIC, 2, OUTCOME_REFUSED_AND_LOST},
    {&ELDER_VOLE, EXCHANGED, PENALTY_CLASSIC, 2, OUTCOME_VOLE},
    {&DEALER_THREE, STOOD, PENALTY_CLASSIC, 2, OUTCOME_STOOD_AND_LOST},
    {&DEALER_THREE, REFUSED_FIRST, PENALTY_CLASSIC, 1, OUTCOME_POINT},
    {&DEALER_THREE, EXCHANGED, PENALTY_CLASSIC, 1, OUTCOME_POINT},
    {&DEALER_THREE, REFUSED_AFTER_EXCHANGE, PENALTY_CLASSIC, 1, OUTCOME_POINT},
    {&DEALER_VOLE, STOOD, PENALTY_CLASSIC, 2, OUTCOME_STOOD_AND_LOST},
    {&DEALER_VOLE, REFUSED_FIRST, PENALTY_CLASSIC, 2, OUTCOME_VOLE},
    {&DEALER_VOLE, EXCHANGED, PENALTY_CLASSIC, 2, OUTCOME_VOLE},
};

static void hands_score_by_tricks_vole_and_penalty(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof SCORING / sizeof SCORING[0]; i++) {
        const ScoringCase *c = &SCORING[i];
        GameOptions options = standard();
        options.penalty = c->penalty;
        Game game;
        play_scoring_hand(&game, &options, c->hand, c->mode);
        uint8_t winner = c->hand->trick_winner;
        if (game.last_hand.outcome != c->outcome || game.last_hand.points[winner] != c->points)
            fail_msg("case %zu: outcome %d points %d, expected %d and %d", i, (int)game.last_hand.outcome,
                     game.last_hand.points[winner], (int)c->outcome, c->points);
        assert_int_equal(game.last_hand.points[seat_other(winner)], 0);
        assert_int_equal(game.scores[winner], c->points);
        assert_int_equal(game.scores[seat_other(winner)], 0);
    }
}

static void four_tricks_score_one_point(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "KH QH JH AH 7C", "KS QS JS AS TS", "7H", "7S");
    apply_ok(&game, "propose");
    apply_ok(&game, "accept");
    apply_ok(&game, "discard 7C");
    apply_ok(&game, "discard");
    apply_ok(&game, "stand");
    play_all(&game, "KH TS QH AS JH JS AH QS 7S KS");
    assert_int_equal(game.tricks[ELDER], 4);
    assert_int_equal(game.last_hand.outcome, OUTCOME_POINT);
    assert_int_equal(game.scores[ELDER], 1);
}

static void turned_up_king_is_part_of_the_hand_result(void **state)
{
    (void)state;
    GameOptions options = standard();
    Game game;
    game_start_stacked(&game, &options, "7S 8S 9S 7D 8D", "AH QH JH KS QS", "KH", "");
    apply_ok(&game, "stand");
    play_all(&game, "7S QS AH 7D QH 8D JH 8S KS 9S");
    assert_int_equal(game.last_hand.king_seat, DEALER);
    assert_true(game.last_hand.king_turned_up);
    assert_int_equal(game.last_hand.points[DEALER], 3); /* vole 2 + king 1 */
    assert_int_equal(game.scores[DEALER], 3);
}

static void game_ends_the_moment_the_target_is_reached(void **state)
{
    (void)state;
    GameOptions options = standard();
    options.target = 2;
    Game game;
    play_scoring_hand(&game, &options, &ELDER_THREE, STOOD);
    assert_int_equal(game.phase, PHASE_GAME_OVER);
    assert_int_equal(game.winner, ELDER);
    assert_int_equal(game_deal(&game, NULL, NULL), RULE_GAME_OVER);

    options.target = 3;
    play_scoring_hand(&game, &options, &ELDER_THREE, STOOD);
    assert_int_equal(game.phase, PHASE_HAND_OVER);
    assert_int_equal(game.winner, SEAT_NONE);
}

static void target_can_be_seven_or_eleven(void **state)
{
    (void)state;
    static const uint8_t TARGETS[] = {5, 7, 11};
    for (int t = 0; t < 3; t++) {
        GameOptions options = standard();
        options.target = TARGETS[t];
        Game game;
        Rng rng = rng_seeded(t);
        assert_true(game_init(&game, &options, 40 + (uint64_t)t, SEAT_NONE));
        while (!game_is_over(&game)) {
            assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
            play_out_randomly(&game, &rng);
        }
        assert_true(game.scores[game.winner] >= TARGETS[t]);
        assert_true(game.scores[seat_other(game.winner)] < TARGETS[t]);
    }
}

static void options_equal_tells_every_field(void **state)
{
    (void)state;
    GameOptions a = standard(), b = standard();
    assert_true(options_equal(&a, &b));
    GameOptions classic = options_preset(PRESET_CLASSIC);
    assert_false(options_equal(&a, &classic));
    b.must_trump_when_void = !b.must_trump_when_void;
    assert_false(options_equal(&a, &b));
    b = standard();
    b.penalty = b.penalty == PENALTY_STANDARD ? PENALTY_CLASSIC : PENALTY_STANDARD;
    assert_false(options_equal(&a, &b));
    b = standard();
    b.dealer_must_exchange = !b.dealer_must_exchange;
    assert_false(options_equal(&a, &b));
    b = standard();
    b.target = 7;
    assert_false(options_equal(&a, &b));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ranking_is_k_q_j_a_10_9_8_7),
        cmocka_unit_test(trump_beats_every_other_suit),
        cmocka_unit_test(deal_goes_three_then_two_elder_first),
        cmocka_unit_test(first_dealer_is_drawn_from_the_seed),
        cmocka_unit_test(dealer_alternates_every_hand),
        cmocka_unit_test(turned_up_king_scores_for_the_dealer),
        cmocka_unit_test(turned_up_king_can_end_the_game),
        cmocka_unit_test(deal_is_refused_mid_hand_and_for_a_bad_deck),
        cmocka_unit_test(options_out_of_range_are_refused),
        cmocka_unit_test(standing_starts_play),
        cmocka_unit_test(refusing_starts_play),
        cmocka_unit_test(exchange_draws_from_the_top_of_the_stock),
        cmocka_unit_test(dealer_must_exchange_option),
        cmocka_unit_test(discards_are_limited_by_the_stock),
        cmocka_unit_test(play_begins_when_the_dealer_empties_the_stock),
        cmocka_unit_test(elder_declares_before_leading),
        cmocka_unit_test(dealer_declares_before_playing_to_the_first_trick),
        cmocka_unit_test(declaring_after_the_first_card_is_too_late),
        cmocka_unit_test(a_drawn_king_can_be_declared),
        cmocka_unit_test(a_declared_king_can_end_the_game_mid_hand),
        cmocka_unit_test(follower_must_follow_with_a_higher_card),
        cmocka_unit_test(follower_who_cannot_beat_plays_any_card_of_the_suit),
        cmocka_unit_test(trump_led_must_be_followed_higher),
        cmocka_unit_test(void_follower_standard_plays_anything),
        cmocka_unit_test(void_follower_classic_must_trump),
        cmocka_unit_test(leader_may_lead_any_card),
        cmocka_unit_test(hands_score_by_tricks_vole_and_penalty),
        cmocka_unit_test(four_tricks_score_one_point),
        cmocka_unit_test(turned_up_king_is_part_of_the_hand_result),
        cmocka_unit_test(game_ends_the_moment_the_target_is_reached),
        cmocka_unit_test(target_can_be_seven_or_eleven),
        cmocka_unit_test(options_equal_tells_every_field),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
