/* Ratings: a blunder is called one, the hard level's own choice is never
 * faulted, what the seat could not see never changes a rating, and the
 * hindsight of open play is what a full search over both hands finds. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "ai_support.h"
#include "ecarte/ai.h"
#include "ecarte/rating.h"
#include "ecarte/record.h"

enum { ACTIONS_MAX = 64 };

static Action parsed(const char *text)
{
    Action action;
    assert_int_equal(action_parse(text, strlen(text), &action, NULL, NULL), ACTION_PARSE_OK);
    return action;
}

static void apply_ok(Game *game, const char *text) { assert_int_equal(game_apply(game, parsed(text), NULL), RULE_OK); }

static Rating rate(const Game *game, Action taken)
{
    SeatView view;
    game_view(game, game->to_act, &view);
    Rating rating;
    assert_true(rating_rate(&view, taken, RATING_SEED, &rating));
    assert_true(action_equal(rating.taken, taken));
    return rating;
}

/* A game whose first hand is dealt from these cards, at these scores, to five. */
static void deal_at(Game *game, const char *elder, const char *dealer, const char *turnup, int elder_score,
                    int dealer_score)
{
    support_deal(game, PRESET_STANDARD, elder, dealer, turnup);
    game->options.target = 5;
    game->scores[seat_other(game->dealer)] = (uint8_t)elder_score;
    game->scores[game->dealer] = (uint8_t)dealer_score;
    const char *problem = NULL;
    assert_true(game_validate(game, &problem));
}

static void assert_good(const Rating *rating)
{
    assert_true(rating->loss == 0.0);
    assert_int_equal(rating->grade, RATING_GOOD);
    assert_true(action_equal(rating->best, rating->taken));
}

/* ---- clear blunders ------------------------------------------------------ */

static void throwing_the_king_away_is_a_blunder(void **state)
{
    (void)state;
    /* At 4-4 the king of trumps, declared at the first card, wins the game:
     * the rest of the hand is rubbish. */
    Game game;
    deal_at(&game, "KH 7S 8S 7C 8C", "AS AC AD 9D TD", "9H", 4, 4);
    apply_ok(&game, "propose");
    apply_ok(&game, "accept");
    assert_int_equal(game.phase, PHASE_DISCARD);
    Rating thrown = rate(&game, parsed("discard KH"));
    assert_int_equal(thrown.grade, RATING_BLUNDER);
    assert_true(thrown.loss >= RATING_THRESHOLDS[RATING_BLUNDER]);
    assert_int_equal(thrown.best.type, ACTION_DISCARD);
    assert_false(cardset_has(thrown.best.cards, card_parse("KH", 2)));
    Rating all = rate(&game, parsed("discard KH 7S 8S 7C 8C"));
    assert_int_equal(all.grade, RATING_BLUNDER);
    Rating kept = rate(&game, parsed("discard 7S 8S 7C 8C"));
    assert_int_equal(kept.grade, RATING_GOOD);
    assert_true(kept.taken_value > thrown.taken_value + RATING_THRESHOLDS[RATING_BLUNDER]);
    /* The best is the same whatever was taken. */
    assert_true(action_equal(thrown.best, kept.best));
    assert_true(thrown.best_value == kept.best_value);

    /* The dealer's discard, after the non-dealer's. */
    deal_at(&game, "AS AC AD 9D TD", "KH 7S 8S 7C 8C", "9H", 4, 4);
    apply_ok(&game, "propose");
    apply_ok(&game, "accept");
    apply_ok(&game, "discard 9D TD");
    assert_int_equal(game.to_act, game.dealer);
    assert_int_equal(rate(&game, parsed("discard KH 7S")).grade, RATING_BLUNDER);
    assert_int_equal(rate(&game, parsed("discard 7S 8S")).grade, RATING_GOOD);
}

static void playing_instead_of_declaring_is_a_blunder(void **state)
{
    (void)state;
    /* The non-dealer to lead, at 4-4: declaring wins the game at once. */
    Game game;
    deal_at(&game, "KH 7S 8S 7C 8C", "QH JH AS AC AD", "7H", 4, 4);
    apply_ok(&game, "stand");
    assert_int_equal(game.phase, PHASE_PLAY);
    Rating declared = rate(&game, action_declare());
    assert_good(&declared);
    assert_true(declared.best_value > 0.99);
    assert_int_equal(declared.hint.reason, AI_HINT_DECLARE);
    const char *cards[] = {"play KH", "play 7S", "play 8C"};
    for (int c = 0; c < 3; c++) {
        Rating played = rate(&game, parsed(cards[c]));
        assert_int_equal(played.grade, RATING_BLUNDER);
        assert_true(action_equal(played.best, action_declare()));
        assert_true(played.loss > 0.5);
    }

    /* 4-3: the point still wins the game there and then, and a weak hand
     * played without it gives the dealer the game. */
    deal_at(&game, "KH 7S 8S 7C 8C", "QH JH AS AC AD", "7H", 4, 3);
    apply_ok(&game, "stand");
    declared = rate(&game, action_declare());
    assert_good(&declared);
    Rating played = rate(&game, parsed("play 7S"));
    assert_int_equal(played.grade, RATING_BLUNDER);
    assert_true(action_equal(played.best, action_declare()));

    /* The dealer, to follow, at 4-4. */
    deal_at(&game, "QH JH AS AC AD", "KH 7S 8S 7C 8C", "7H", 4, 4);
    apply_ok(&game, "stand");
    apply_ok(&game, "play AS");
    assert_int_equal(game.to_act, game.dealer);
    declared = rate(&game, action_declare());
    assert_good(&declared);
    assert_int_equal(rate(&game, parsed("play 7S")).grade, RATING_BLUNDER);
}

/* ---- the hard level's own choice ---------------------------------------- */

/* Plays `hands` random hands so that scores and dealers vary. */
static void play_random_hands(Game *game, Rng *rng, int hands)
{
    for (int h = 0; h < hands && !game_is_over(game); h++) {
        assert_int_equal(game_deal(game, NULL, NULL), RULE_OK);
        while (game->to_act != SEAT_NONE)
            assert_int_equal(game_apply(game, support_random_action(game, rng), NULL), RULE_OK);
    }
}

/* Whether the view's seat may declare the king now. */
static bool may_declare(const SeatView *view)
{
    ActionList legal;
    view_legal_actions(view, &legal);
    return action_list_contains(&legal, action_declare());
}

static void the_hard_choice_is_always_good(void **state)
{
    (void)state;
    Rng rng = rng_seeded(20240613);
    int rated = 0, by_phase[PHASE_GAME_OVER + 1] = {0}, declares = 0;
    while (rated < 240) {
        GameOptions options = support_random_options(&rng);
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        play_random_hands(&game, &rng, (int)rng_below(&rng, 3));
        while (!game_is_over(&game) && rated < 240) {
            assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
            while (game.to_act != SEAT_NONE) {
                SeatView view;
                game_view(&game, game.to_act, &view);
                ActionList legal;
                view_legal_actions(&view, &legal);
                if (legal.count > 1 && (may_declare(&view) || rng_below(&rng, 3) == 0)) {
                    uint64_t seed = rng_next(&rng);
                    Action choice;
                    assert_true(ai_choose(&view, AI_HARD, seed, &choice));
                    Rating rating;
                    assert_true(rating_rate(&view, choice, seed, &rating));
                    assert_true(action_equal(rating.best, choice));
                    assert_true(rating.loss == 0.0);
                    assert_int_equal(rating.grade, RATING_GOOD);
                    assert_true(rating.taken_value == rating.best_value);
                    assert_int_equal(rating.choices, legal.count);
                    /* A chance, up to the rounding of sums of weighted chances. */
                    assert_true(rating.best_value >= 0.0 && rating.best_value <= 1.0 + 1e-9);
                    assert_true(action_equal(rating.hint.action, choice));
                    AiHint hint;
                    assert_true(ai_hint(&view, seed, &hint));
                    assert_int_equal(rating.hint.reason, hint.reason);

                    /* Any other choice: the same best, and a loss graded as it says. */
                    Action other = legal.items[rng_below(&rng, (uint32_t)legal.count)];
                    Rating against;
                    assert_true(rating_rate(&view, other, seed, &against));
                    assert_true(action_equal(against.best, choice));
                    assert_true(action_equal(against.hint.action, choice));
                    assert_true(against.best_value == rating.best_value);
                    assert_true(against.taken_value >= 0.0 && against.taken_value <= against.best_value);
                    assert_true(against.loss == against.best_value - against.taken_value);
                    assert_int_equal(against.grade, rating_grade_of(against.loss));

                    by_phase[view.phase]++;
                    declares += may_declare(&view);
                    rated++;
                }
                Action next = rng_below(&rng, 2) ? support_random_action(&game, &rng) : legal.items[0];
                assert_int_equal(game_apply(&game, next, NULL), RULE_OK);
            }
        }
    }
    /* Every kind of decision came up. */
    assert_true(by_phase[PHASE_PROPOSE] > 20);
    assert_true(by_phase[PHASE_RESPOND] > 20);
    assert_true(by_phase[PHASE_DISCARD] > 20);
    assert_true(by_phase[PHASE_PLAY] > 100);
    assert_true(declares > 5);
}

/* ---- honesty ------------------------------------------------------------- */

typedef struct Replay {
    Card deck[CARD_COUNT];
    int place[CARD_COUNT]; /* where each card lies in the deck */
} Replay;

static void index_deck(Replay *replay)
{
    for (int i = 0; i < CARD_COUNT; i++)
        replay->place[replay->deck[i]] = i;
}

/* The card at the same place of the other deck. */
static Action translate(const Replay *from, const Replay *to, Action action)
{
    if (action.type == ACTION_PLAY)
        action.card = to->deck[from->place[action.card]];
    if (action.type == ACTION_DISCARD) {
        CardSet cards = CARDSET_EMPTY;
        for (CardSet rest = action.cards; rest; rest = cardset_without_lowest(rest))
            cards |= cardset_of(to->deck[from->place[cardset_lowest(rest)]]);
        action.cards = cards;
    }
    return action;
}

/* Two games the seat to act cannot tell apart: b's deck has every card the
 * seat has not seen moved among the places of such cards, and the same
 * actions played.  False when b's cards make a replayed action illegal. */
static bool indistinguishable_games(Rng *rng, Game *a, Game *b)
{
    GameOptions options = support_random_options(rng);
    assert_true(game_init(a, &options, rng_next(rng), SEAT_NONE));
    play_random_hands(a, rng, (int)rng_below(rng, 4));
    if (game_is_over(a))
        return false;
    *b = *a;

    Replay deck_a, deck_b;
    game_shuffled_deck(rng, deck_a.deck);
    index_deck(&deck_a);
    Game played = *a;
    assert_int_equal(game_deal(&played, deck_a.deck, NULL), RULE_OK);
    Action actions[ACTIONS_MAX];
    int count = 0;
    while (played.to_act != SEAT_NONE && count < ACTIONS_MAX) {
        actions[count] = support_random_action(&played, rng);
        assert_int_equal(game_apply(&played, actions[count], NULL), RULE_OK);
        count++;
    }
    if (count == 0)
        return false;
    int stop = (int)rng_below(rng, (uint32_t)count);
    assert_int_equal(game_deal(a, deck_a.deck, NULL), RULE_OK);
    for (int i = 0; i < stop; i++)
        assert_int_equal(game_apply(a, actions[i], NULL), RULE_OK);

    SeatView view;
    game_view(a, a->to_act, &view);
    CardSet unseen = view_unseen(&view);
    int places[CARD_COUNT], hidden = 0;
    for (int i = 0; i < CARD_COUNT; i++)
        if (cardset_has(unseen, deck_a.deck[i]))
            places[hidden++] = i;
    memcpy(deck_b.deck, deck_a.deck, sizeof deck_b.deck);
    for (int i = hidden - 1; i > 0; i--) {
        int j = (int)rng_below(rng, (uint32_t)(i + 1));
        Card swap = deck_b.deck[places[i]];
        deck_b.deck[places[i]] = deck_b.deck[places[j]];
        deck_b.deck[places[j]] = swap;
    }
    index_deck(&deck_b);
    assert_int_equal(game_deal(b, deck_b.deck, NULL), RULE_OK);
    for (int i = 0; i < stop; i++)
        if (game_apply(b, translate(&deck_a, &deck_b, actions[i]), NULL) != RULE_OK)
            return false;
    return b->to_act == a->to_act;
}

/* The expert's rating faults the expert's own choice no more than the hard
 * rating faults the hard choice; its search is long, so a few positions of
 * each kind do. */
static void the_expert_choice_is_always_good(void **state)
{
    (void)state;
    Rng rng = rng_seeded(20261201);
    int rated = 0, exchange = 0, play = 0;
    while (exchange < 4 || play < 4) {
        assert_true(rated < 200);
        GameOptions options = support_random_options(&rng);
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
        while (game.to_act != SEAT_NONE) {
            SeatView view;
            game_view(&game, game.to_act, &view);
            ActionList legal;
            view_legal_actions(&view, &legal);
            bool in_play = view.phase == PHASE_PLAY;
            if (legal.count > 1 && rng_below(&rng, 4) == 0 && (in_play ? play < 4 : exchange < 4)) {
                uint64_t seed = rng_next(&rng);
                Action choice;
                assert_true(ai_choose(&view, AI_EXPERT, seed, &choice));
                Rating rating;
                assert_true(rating_rate_level(&view, choice, seed, AI_EXPERT, &rating));
                assert_true(action_equal(rating.best, choice));
                assert_true(rating.loss == 0.0);
                assert_true(rating.best_value >= 0.0 && rating.best_value <= 1.0 + 1e-9);
                Action other = legal.items[rng_below(&rng, (uint32_t)legal.count)];
                Rating against;
                assert_true(rating_rate_level(&view, other, seed, AI_EXPERT, &against));
                assert_true(action_equal(against.best, choice));
                assert_true(against.loss == against.best_value - against.taken_value);
                *(in_play ? &play : &exchange) += 1;
                rated++;
            }
            assert_int_equal(game_apply(&game, support_random_action(&game, &rng), NULL), RULE_OK);
        }
    }
}

static void hidden_cards_never_change_a_rating(void **state)
{
    (void)state;
    Rng rng = rng_seeded(424242);
    int checked = 0, hidden_differ = 0, faults = 0, attempts = 0;
    while (checked < 300) {
        assert_true(++attempts < 100 * 300);
        Game a, b;
        if (!indistinguishable_games(&rng, &a, &b))
            continue;
        uint8_t seat = a.to_act;
        SeatView view_a, view_b;
        game_view(&a, seat, &view_a);
        game_view(&b, seat, &view_b);
        assert_true(view_digest(&view_a) == view_digest(&view_b));
        assert_true(view_unseen(&view_a) == view_unseen(&view_b));
        if (a.hands[seat_other(seat)] != b.hands[seat_other(seat)] || memcmp(a.stock, b.stock, sizeof a.stock) != 0)
            hidden_differ++;

        ActionList legal;
        view_legal_actions(&view_a, &legal);
        Action taken = legal.items[rng_below(&rng, (uint32_t)legal.count)];
        uint64_t seed = rng_next(&rng);
        Rating in_a, in_b;
        assert_true(rating_rate(&view_a, taken, seed, &in_a));
        assert_true(rating_rate(&view_b, taken, seed, &in_b));
        bool same = action_equal(in_a.best, in_b.best) && in_a.loss == in_b.loss && in_a.grade == in_b.grade &&
                    in_a.taken_value == in_b.taken_value && in_a.best_value == in_b.best_value &&
                    in_a.choices == in_b.choices && in_a.hint.reason == in_b.hint.reason &&
                    in_a.hint.percent == in_b.hint.percent;
        faults += !same;
        checked++;
    }
    assert_int_equal(faults, 0);
    /* The test means something only if the hidden cards really changed. */
    assert_true(hidden_differ > checked * 9 / 10);
}

/* ---- forced and refused ------------------------------------------------- */

static void forced_decisions_cost_nothing(void **state)
{
    (void)state;
    Rng rng = rng_seeded(8);
    int forced = 0;
    while (forced < 100) {
        GameOptions options = support_random_options(&rng);
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        while (!game_is_over(&game) && forced < 100) {
            assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
            while (game.to_act != SEAT_NONE) {
                SeatView view;
                game_view(&game, game.to_act, &view);
                ActionList legal;
                view_legal_actions(&view, &legal);
                if (legal.count == 1) {
                    Rating rating;
                    assert_true(rating_rate(&view, legal.items[0], rng_next(&rng), &rating));
                    assert_int_equal(rating.choices, 1);
                    assert_good(&rating);
                    assert_true(rating.taken_value == rating.best_value);
                    assert_int_equal(rating.hint.reason, AI_HINT_ONLY_CHOICE);
                    forced++;
                }
                assert_int_equal(game_apply(&game, support_random_action(&game, &rng), NULL), RULE_OK);
            }
        }
    }
}

/* Rating `taken` is refused and leaves the rating as it was. */
static void assert_refused(const SeatView *view, Action taken)
{
    Rating rating, before;
    memset(&rating, 0x5A, sizeof rating);
    before = rating;
    assert_false(rating_rate(view, taken, RATING_SEED, &rating));
    assert_memory_equal(&rating, &before, sizeof rating);
}

static void illegal_choices_are_refused(void **state)
{
    (void)state;
    Game game;
    deal_at(&game, "KH 7S 8S 7C 8C", "QH JH AS AC AD", "7H", 0, 0);
    SeatView view, other;
    game_view(&game, game.to_act, &view);
    game_view(&game, game.dealer, &other);
    assert_refused(&view, action_accept());
    assert_refused(&view, action_play(card_parse("KH", 2)));
    assert_refused(&view, action_declare());
    assert_refused(&other, action_propose()); /* not its turn */
    assert_refused(&other, action_stand());

    apply_ok(&game, "propose");
    apply_ok(&game, "accept");
    game_view(&game, game.to_act, &view);
    assert_refused(&view, action_discard(CARDSET_EMPTY));
    assert_refused(&view, action_discard(support_cards("QH")));
    assert_refused(&view, action_discard(support_cards("KH QH")));
    assert_refused(&view, action_play(card_parse("7S", 2)));

    deal_at(&game, "KH 7S 8S 7C 8C", "QH JH AS AC AD", "7H", 0, 0);
    apply_ok(&game, "stand");
    apply_ok(&game, "declare");
    apply_ok(&game, "play 7S");
    game_view(&game, game.to_act, &view);
    assert_refused(&view, action_play(card_parse("QH", 2))); /* must follow suit */
    assert_refused(&view, action_play(card_parse("7C", 2))); /* not held */
    assert_refused(&view, action_declare());                 /* no king */
    Rating rating;
    assert_true(rating_rate(&view, action_play(card_parse("AS", 2)), RATING_SEED, &rating));
    assert_int_equal(rating.choices, 1);
    game_view(&game, game.leader, &other);
    assert_refused(&other, action_play(card_parse("8S", 2)));

    /* Nobody is to act between hands. */
    Rng rng = rng_seeded(7);
    while (game.to_act != SEAT_NONE)
        assert_int_equal(game_apply(&game, support_random_action(&game, &rng), NULL), RULE_OK);
    for (uint8_t seat = 0; seat < SEAT_COUNT; seat++) {
        game_view(&game, seat, &view);
        assert_refused(&view, action_propose());
    }
}

/* ---- grades --------------------------------------------------------------- */

static void grades_follow_the_thresholds(void **state)
{
    (void)state;
    assert_true(RATING_THRESHOLDS[RATING_GOOD] == 0.0);
    assert_int_equal(rating_grade_of(0.0), RATING_GOOD);
    assert_int_equal(rating_grade_of(1.0), RATING_BLUNDER);
    for (int g = 1; g < RATING_GRADE_COUNT; g++) {
        double threshold = RATING_THRESHOLDS[g];
        assert_true(threshold > RATING_THRESHOLDS[g - 1]);
        assert_int_equal(rating_grade_of(threshold), g);
        assert_int_equal(rating_grade_of(threshold - 1e-9), g - 1);
        assert_int_equal(rating_grade_of(threshold + 1e-9), g);
        assert_int_equal(rating_grade_of((threshold + RATING_THRESHOLDS[g - 1]) / 2), g - 1);
    }
    for (int g = 0; g < RATING_GRADE_COUNT; g++) {
        assert_true(strlen(rating_grade_name((RatingGrade)g)) > 0);
        for (int h = 0; h < g; h++) {
            assert_string_not_equal(rating_grade_name((RatingGrade)g), rating_grade_name((RatingGrade)h));
            assert_string_not_equal(rating_grade_mark((RatingGrade)g), rating_grade_mark((RatingGrade)h));
        }
    }
    assert_string_equal(rating_grade_name(RATING_BLUNDER), "blunder");
    assert_string_equal(rating_grade_mark(RATING_GOOD), "");
    assert_string_equal(rating_grade_mark(RATING_BLUNDER), "??");
    assert_string_equal(rating_grade_name(RATING_GRADE_COUNT), "?");
    assert_string_equal(rating_grade_mark(RATING_GRADE_COUNT), "");
}

/* ---- hindsight ------------------------------------------------------------ */

/* The seat's tricks at the end of the hand when both sides play perfectly,
 * by trying every legal card of the rules themselves. */
static int brute_force_tricks(const Game *game, uint8_t seat)
{
    if (game->phase != PHASE_PLAY)
        return game->tricks[seat];
    ActionList legal;
    game_legal_actions(game, &legal);
    bool ours = game->to_act == seat;
    int best = -1;
    for (int i = 0; i < legal.count; i++) {
        if (legal.items[i].type != ACTION_PLAY)
            continue; /* the king's point changes no trick */
        Game next = *game;
        assert_int_equal(game_apply(&next, legal.items[i], NULL), RULE_OK);
        int tricks = brute_force_tricks(&next, seat);
        if (best < 0 || (ours ? tricks > best : tricks < best))
            best = tricks;
    }
    assert_true(best >= 0);
    return best;
}

static void open_play_is_perfect_hindsight(void **state)
{
    (void)state;
    Rng rng = rng_seeded(1234);
    int leading = 0, following = 0, waiting = 0, checked = 0;
    while (checked < 600) {
        GameOptions options = support_random_options(&rng);
        Game game;
        assert_true(game_init(&game, &options, rng_next(&rng), SEAT_NONE));
        assert_int_equal(game_deal(&game, NULL, NULL), RULE_OK);
        OpenPlay open;
        while (game.phase != PHASE_PLAY && game.to_act != SEAT_NONE) {
            for (uint8_t seat = 0; seat < SEAT_COUNT; seat++)
                assert_false(rating_open_play(&game, seat, &open));
            assert_int_equal(game_apply(&game, support_random_action(&game, &rng), NULL), RULE_OK);
        }
        /* A random number of cards into the hand. */
        int cards = (int)rng_below(&rng, 2 * TRICKS_PER_HAND);
        while (game.phase == PHASE_PLAY && cards > 0) {
            Action action = support_random_action(&game, &rng);
            cards -= action.type == ACTION_PLAY;
            assert_int_equal(game_apply(&game, action, NULL), RULE_OK);
        }
        if (game.phase != PHASE_PLAY) {
            for (uint8_t seat = 0; seat < SEAT_COUNT; seat++)
                assert_false(rating_open_play(&game, seat, &open));
            continue;
        }
        for (uint8_t seat = 0; seat < SEAT_COUNT; seat++) {
            assert_true(rating_open_play(&game, seat, &open));
            int want = brute_force_tricks(&game, seat);
            if (open.tricks != want)
                fail_msg("open play says %d tricks, a full search %d", open.tricks, want);
            if (game.to_act != seat) {
                assert_int_equal(open.best, CARD_NONE);
                waiting++;
                continue;
            }
            Action best = action_play(open.best);
            assert_int_equal(game_check(&game, best, NULL), RULE_OK);
            Game after = game;
            assert_int_equal(game_apply(&after, best, NULL), RULE_OK);
            assert_int_equal(brute_force_tricks(&after, seat), want);
            /* Every card of the hand: what it was worth, and the best
             * among them is what open play takes. */
            int most = -1;
            for (Card card = 0; card < CARD_COUNT; card++) {
                int tricks = -1;
                bool legal = game_check(&game, action_play(card), NULL) == RULE_OK;
                assert_int_equal(rating_open_card(&game, seat, card, &tricks), legal);
                if (!legal)
                    continue;
                Game played = game;
                assert_int_equal(game_apply(&played, action_play(card), NULL), RULE_OK);
                if (tricks != brute_force_tricks(&played, seat))
                    fail_msg("open play says %d tricks after a card, a full search %d", tricks,
                             brute_force_tricks(&played, seat));
                most = tricks > most ? tricks : most;
            }
            assert_int_equal(most, want);
            assert_false(rating_open_card(&game, seat_other(seat), open.best, &(int){0}));
            if (game.trick_size == 0)
                leading++;
            else
                following++;
        }
        checked++;
    }
    assert_false(rating_open_play(&(Game){.phase = PHASE_PLAY}, SEAT_NONE, &(OpenPlay){0}));
    assert_true(leading > 100 && following > 100 && waiting > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(throwing_the_king_away_is_a_blunder),
        cmocka_unit_test(playing_instead_of_declaring_is_a_blunder),
        cmocka_unit_test(the_hard_choice_is_always_good),
        cmocka_unit_test(the_expert_choice_is_always_good),
        cmocka_unit_test(hidden_cards_never_change_a_rating),
        cmocka_unit_test(forced_decisions_cost_nothing),
        cmocka_unit_test(illegal_choices_are_refused),
        cmocka_unit_test(grades_follow_the_thresholds),
        cmocka_unit_test(open_play_is_perfect_hindsight),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
