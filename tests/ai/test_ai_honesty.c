/* Information honesty: cards hidden from a seat never change its AI's choice.
 *
 * Game A is played at random to some decision.  Game B deals a deck in which
 * every card the deciding seat has not seen by then (the opponent's hand,
 * the stock, the opponent's discards) has been shuffled among the places of
 * such cards; the same actions are replayed in B (the opponent's discards
 * taken from the same places of the deck).  When that replay is legal, the
 * seat's views in A and B are equal, and every level (and the baseline the
 * arena keeps) must then choose the same action in both. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "ai_support.h"
#include "ecarte/ai.h"

enum { POSITIONS = 800, ACTIONS_MAX = 64, EXPERT_STRIDE = 100, BASELINE_STRIDE = 4 };

typedef struct Replay {
    Card deck[CARD_COUNT];
    int place[CARD_COUNT]; /* where each card lies in the deck */
} Replay;

static Card moved(const Replay *from, const Replay *to, Card card) { return to->deck[from->place[card]]; }

static Action translate(const Replay *from, const Replay *to, Action action)
{
    if (action.type == ACTION_PLAY)
        action.card = moved(from, to, action.card);
    if (action.type == ACTION_DISCARD) {
        CardSet cards = CARDSET_EMPTY;
        for (CardSet rest = action.cards; rest; rest = cardset_without_lowest(rest))
            cards |= cardset_of(moved(from, to, cardset_lowest(rest)));
        action.cards = cards;
    }
    return action;
}

static void index_deck(Replay *replay)
{
    for (int i = 0; i < CARD_COUNT; i++)
        replay->place[replay->deck[i]] = i;
}

/* Plays `hands` random hands so that scores and dealers vary. */
static void play_random_hands(Game *game, Rng *rng, int hands)
{
    for (int h = 0; h < hands && !game_is_over(game); h++) {
        assert_int_equal(game_deal(game, NULL, NULL), RULE_OK);
        while (game->to_act != SEAT_NONE)
            assert_int_equal(game_apply(game, support_random_action(game, rng), NULL), RULE_OK);
    }
}

static bool views_equal(const SeatView *a, const SeatView *b)
{
    return view_digest(a) == view_digest(b) && a->hand == b->hand && a->discards == b->discards &&
           a->opponent_hand_size == b->opponent_hand_size && a->turnup == b->turnup && view_unseen(a) == view_unseen(b);
}

static void test_hidden_cards_never_matter(void **state)
{
    (void)state;
    Rng rng = rng_seeded(20240611);
    int checked = 0, hidden_differ = 0, attempts = 0;
    while (checked < POSITIONS) {
        assert_true(++attempts < 50 * POSITIONS);
        GameOptions options = support_random_options(&rng);
        uint64_t seed = rng_next(&rng);
        Game a, b;
        assert_true(game_init(&a, &options, seed, SEAT_NONE));
        play_random_hands(&a, &rng, (int)rng_below(&rng, 4));
        if (game_is_over(&a))
            continue;
        b = a;

        Replay deck_a, deck_b;
        game_shuffled_deck(&rng, deck_a.deck);
        index_deck(&deck_a);
        Game played = a;
        assert_int_equal(game_deal(&played, deck_a.deck, NULL), RULE_OK);
        Action actions[ACTIONS_MAX];
        int count = 0;
        while (played.to_act != SEAT_NONE && count < ACTIONS_MAX) {
            actions[count] = support_random_action(&played, &rng);
            assert_int_equal(game_apply(&played, actions[count], NULL), RULE_OK);
            count++;
        }
        if (count == 0)
            continue; /* the turn-up king ended the game */
        int stop = (int)rng_below(&rng, (uint32_t)count);

        assert_int_equal(game_deal(&a, deck_a.deck, NULL), RULE_OK);
        for (int i = 0; i < stop; i++)
            assert_int_equal(game_apply(&a, actions[i], NULL), RULE_OK);
        uint8_t seat = a.to_act;
        SeatView view_a;
        game_view(&a, seat, &view_a);

        /* Shuffle the unseen cards among their own places. */
        CardSet unseen = view_unseen(&view_a);
        int places[CARD_COUNT], hidden = 0;
        for (int i = 0; i < CARD_COUNT; i++)
            if (cardset_has(unseen, deck_a.deck[i]))
                places[hidden++] = i;
        memcpy(deck_b.deck, deck_a.deck, sizeof deck_b.deck);
        for (int i = hidden - 1; i > 0; i--) {
            int j = (int)rng_below(&rng, (uint32_t)(i + 1));
            Card swap = deck_b.deck[places[i]];
            deck_b.deck[places[i]] = deck_b.deck[places[j]];
            deck_b.deck[places[j]] = swap;
        }
        index_deck(&deck_b);

        assert_int_equal(game_deal(&b, deck_b.deck, NULL), RULE_OK);
        bool replayed = true;
        for (int i = 0; i < stop && replayed; i++)
            replayed = game_apply(&b, translate(&deck_a, &deck_b, actions[i]), NULL) == RULE_OK;
        if (!replayed || b.to_act != seat)
            continue; /* the opponent's play would have been illegal with B's cards */

        SeatView view_b;
        game_view(&b, seat, &view_b);
        assert_true(views_equal(&view_a, &view_b));
        if (a.hands[seat_other(seat)] != b.hands[seat_other(seat)] || memcmp(a.stock, b.stock, sizeof a.stock) != 0)
            hidden_differ++;

        for (int player = 0; player < AI_PLAYER_COUNT; player++) {
            /* The longer searches: a sample of the positions is enough for them. */
            if (player == AI_PLAYER_EXPERT && checked % EXPERT_STRIDE != 0)
                continue;
            if (player == AI_PLAYER_HARD_2026 && checked % BASELINE_STRIDE != 0)
                continue;
            Action in_a, in_b;
            assert_true(ai_player_choose(&view_a, (AiPlayer)player, seed, &in_a));
            assert_true(ai_player_choose(&view_b, (AiPlayer)player, seed, &in_b));
            assert_true(action_equal(in_a, in_b));
        }
        AiHint hint_a, hint_b;
        assert_true(ai_hint(&view_a, seed, &hint_a));
        assert_true(ai_hint(&view_b, seed, &hint_b));
        assert_true(action_equal(hint_a.action, hint_b.action));
        assert_int_equal(hint_a.reason, hint_b.reason);
        checked++;
    }
    /* The test means something only if the hidden cards really changed. */
    assert_true(hidden_differ > POSITIONS * 9 / 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hidden_cards_never_matter),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
