/* The lessons, played through the rules core under both presets: every
 * written move is legal when its turn comes, the player's moves are judged
 * as the lesson means them, and each deal produces the situation its lesson
 * teaches. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/ai.h"
#include "i18n/strings.h"
#include "learn/lesson.h"
#include "regle.h"

enum { YOU = 0, THEY = 1 };

/* What happened in a lesson's hand, for the checks of each lesson. */
typedef struct Played {
    Game game;           /* at the end of the hand */
    Game before_you[24]; /* the game before each of the player's moves */
    Action yours[24];
    int your_count;
    int written; /* written moves made */
    uint8_t points_at_deal[SEAT_COUNT];
} Played;

static Card card(const char *text) { return card_parse(text, strlen(text)); }

static void check_judging(const Lesson *lesson, int next, const Game *game, Action expected)
{
    Rejection why;
    assert_int_equal(lesson_judge(lesson, next, game, expected, &why), LESSON_MOVE_OK);
    ActionList legal;
    game_legal_actions(game, &legal);
    for (int i = 0; i < legal.count; i++) {
        if (action_equal(legal.items[i], expected))
            continue;
        assert_int_equal(lesson_judge(lesson, next, game, legal.items[i], &why), LESSON_MOVE_INSTEAD);
        /* A move the lesson does not teach has the lesson's reason. */
        assert_int_not_equal(lesson->moves[next].instead, LESSON_SILENT);
    }
    /* Every card the player holds that the rules refuse is refused with the
     * core's reason. */
    if (expected.type == ACTION_PLAY) {
        for (CardSet hand = game->hands[YOU]; hand; hand = cardset_without_lowest(hand)) {
            Action play = action_play(cardset_lowest(hand));
            if (!action_list_contains(&legal, play)) {
                memset(&why, 0, sizeof why);
                assert_int_equal(lesson_judge(lesson, next, game, play, &why), LESSON_MOVE_ILLEGAL);
                assert_int_not_equal(why.error, RULE_OK);
            }
        }
    }
}

/* Plays lesson `number`: the written moves, then (where the lesson leaves
 * the rest to the player) both seats by the AI, to the end of the hand. */
static void play_lesson(int number, Preset preset, Played *out)
{
    const Lesson *lesson = lesson_get(number);
    assert_non_null(lesson);
    GameOptions options = options_preset(preset);
    Game before;
    memset(out, 0, sizeof *out);
    assert_true(lesson_setup(lesson, &options, YOU, &before, &out->game));
    Game *game = &out->game;
    assert_int_equal(game->dealer, lesson->you_deal ? YOU : THEY);
    memcpy(out->points_at_deal, game->scores, sizeof game->scores);

    int count = lesson_move_count(lesson);
    assert_true(count > 0);
    for (int next = 0; next < count; next++) {
        Action action;
        assert_true(lesson_action(lesson, next, &action));
        uint8_t seat = lesson->moves[next].actor == LESSON_YOU ? YOU : THEY;
        assert_int_equal(game->to_act, seat);
        if (seat == YOU) {
            check_judging(lesson, next, game, action);
            out->before_you[out->your_count] = *game;
            out->yours[out->your_count++] = action;
        }
        Rejection why;
        assert_int_equal(game_apply(game, action, &why), RULE_OK);
        out->written++;
    }
    if (lesson->free == LESSON_SILENT) {
        /* A lesson written to its end finishes with its last move. */
        assert_int_equal(game->phase, PHASE_HAND_OVER);
        return;
    }
    /* The player has the rest of the hand, and anything legal goes. */
    assert_int_equal(game->to_act, YOU);
    for (int moves = 0; game->phase != PHASE_HAND_OVER; moves++) {
        assert_true(moves < 40);
        SeatView view;
        game_view(game, game->to_act, &view);
        Action action;
        assert_true(ai_choose(&view, AI_NORMAL, 7 + (uint64_t)moves, &action));
        if (game->to_act == YOU) {
            Rejection why;
            assert_int_equal(lesson_judge(lesson, count, game, action, &why), LESSON_MOVE_OK);
        }
        assert_int_equal(game_apply(game, action, NULL), RULE_OK);
    }
}

/* The player's move of type `type`, the `nth` (0-based) of them. */
static int your_move(const Played *played, ActionType type, int nth)
{
    for (int i = 0; i < played->your_count; i++)
        if (played->yours[i].type == type && nth-- == 0)
            return i;
    fail_msg("the lesson has no such move of the player's");
    return -1;
}

static void test_lesson_1_follows_suit_heads_the_trick_and_loses_one(void **state)
{
    (void)state;
    for (int preset = 0; preset < 2; preset++) {
        Played p;
        play_lesson(1, (Preset)preset, &p);
        /* Following the queen of hearts, only the king may be played. */
        const Game *first = &p.before_you[0];
        ActionList legal;
        game_legal_actions(first, &legal);
        assert_int_equal(legal.count, 1);
        assert_true(action_equal(legal.items[0], action_play(card("KH"))));
        assert_int_equal(first->trick[0], card("QH"));
        /* The ace leads and beats the ten. */
        const TrickRecord *ace = &p.game.history[1];
        assert_int_equal(ace->cards[0], card("AS"));
        assert_int_equal(ace->cards[1], card("TS"));
        assert_int_equal(ace->winner, YOU);
        /* A player out of the suit led throws a card that cannot win. */
        assert_int_equal(card_suit(p.game.history[2].cards[1]), SUIT_DIAMONDS);
        assert_int_equal(p.game.history[2].winner, YOU);
        /* And a trick is lost to a higher card. */
        assert_int_equal(p.game.history[3].winner, THEY);
        assert_int_equal(p.game.tricks[YOU], 3);
        assert_int_equal(p.game.last_hand.trick_winner, YOU);
        /* Trumps play no part. */
        for (int t = 0; t < TRICKS_PER_HAND; t++)
            for (int c = 0; c < SEAT_COUNT; c++)
                assert_int_not_equal(card_suit(p.game.history[t].cards[c]), game_trump(&p.game));
    }
}

static void test_lesson_2_turns_up_a_king_and_trumps_twice(void **state)
{
    (void)state;
    for (int preset = 0; preset < 2; preset++) {
        Played p;
        play_lesson(2, (Preset)preset, &p);
        assert_int_equal(card_rank(p.game.turnup), RANK_KING);
        assert_int_equal(p.points_at_deal[YOU], 1);
        assert_int_equal(p.points_at_deal[THEY], 0);
        int trumped = 0;
        for (int t = 0; t < TRICKS_PER_HAND; t++) {
            const TrickRecord *trick = &p.game.history[t];
            Suit led = card_suit(trick->cards[0]);
            Card answer = trick->cards[1];
            if (trick->leader == THEY && led != game_trump(&p.game) && card_suit(answer) == game_trump(&p.game)) {
                assert_int_equal(trick->winner, YOU);
                trumped++;
            }
        }
        assert_int_equal(trumped, 2);
        /* Heading: the opponent had to take the jack of clubs. */
        assert_int_equal(p.game.history[2].winner, THEY);
        assert_int_equal(p.game.last_hand.trick_winner, YOU);
    }
}

static void test_lesson_3_proposes_exchanges_and_is_refused(void **state)
{
    (void)state;
    for (int preset = 0; preset < 2; preset++) {
        Played p;
        play_lesson(3, (Preset)preset, &p);
        int propose = your_move(&p, ACTION_PROPOSE, 0);
        assert_int_equal(p.before_you[propose].phase, PHASE_PROPOSE);
        assert_int_not_equal(p.before_you[propose].dealer, YOU);
        int discard = your_move(&p, ACTION_DISCARD, 0);
        const Game *before = &p.before_you[discard];
        CardSet thrown = p.yours[discard].cards;
        /* Everything but the one trump goes. */
        assert_int_equal(cardset_count(thrown), 4);
        assert_int_equal(before->hands[YOU] & ~thrown & ~cardset_suit(game_trump(before)), 0);
        /* The second proposal is refused: one exchange, four cards, and the
         * dealer's two. */
        int again = your_move(&p, ACTION_PROPOSE, 1);
        assert_int_equal(p.before_you[again].exchange_count, 1);
        assert_int_equal(p.game.exchange_count, 1);
        assert_int_equal(p.game.exchanges[0].count[YOU], 4);
        assert_int_equal(p.game.exchanges[0].count[THEY], 2);
        assert_true(p.game.refused);
        /* The cards drawn are the ones the coach names. */
        CardSet drawn = p.before_you[again].hands[YOU];
        assert_true(cardset_has(drawn, card("QD")) && cardset_has(drawn, card("AD")) && cardset_has(drawn, card("KS")));
    }
}

static void test_lesson_4_holds_the_king_of_trumps_and_declares_it(void **state)
{
    (void)state;
    for (int preset = 0; preset < 2; preset++) {
        Played p;
        play_lesson(4, (Preset)preset, &p);
        int declare = your_move(&p, ACTION_DECLARE, 0);
        const Game *before = &p.before_you[declare];
        Card king = card_make(game_trump(before), RANK_KING);
        assert_true(cardset_has(before->hands[YOU], king));
        assert_int_equal(before->phase, PHASE_PLAY);
        assert_int_equal(game_check(before, action_declare(), NULL), RULE_OK);
        /* Playing a card first would have given the point up. */
        Game played = *before;
        assert_int_equal(game_apply(&played, action_play(cardset_lowest(before->hands[YOU])), NULL), RULE_OK);
        assert_int_not_equal(game_check(&played, action_declare(), NULL), RULE_OK);
        assert_int_equal(p.game.king_declared, YOU);
        assert_int_equal(p.game.last_hand.king_seat, YOU);
    }
}

static void test_lesson_5_takes_the_vole_after_standing(void **state)
{
    (void)state;
    for (int preset = 0; preset < 2; preset++) {
        Played p;
        play_lesson(5, (Preset)preset, &p);
        assert_true(p.game.stood);
        assert_int_equal(p.game.tricks[YOU], 5);
        /* Under the standard penalty standing and winning scores 2, as the
         * vole does: the two do not add up. */
        assert_int_equal(p.game.last_hand.outcome, preset == PRESET_STANDARD ? OUTCOME_UNEXCHANGED_WIN : OUTCOME_VOLE);
        assert_int_equal(p.game.last_hand.points[YOU], 2);
        int third = your_move(&p, ACTION_PLAY, 3);
        assert_int_equal(p.before_you[third].tricks[YOU], 3);
        /* No king of trumps in play: the vole is the whole score. */
        assert_int_equal(p.game.last_hand.king_seat, SEAT_NONE);
        /* The coach's words at the stand differ with the penalty. */
        assert_int_not_equal(lesson_said(lesson_get(5), 0, 0, PENALTY_STANDARD).words,
                             lesson_said(lesson_get(5), 0, 0, PENALTY_CLASSIC).words);
    }
}

static void test_lesson_6_is_a_jeu_de_regle(void **state)
{
    (void)state;
    for (int preset = 0; preset < 2; preset++) {
        Played p;
        play_lesson(6, (Preset)preset, &p);
        int stand = your_move(&p, ACTION_STAND, 0);
        const Game *before = &p.before_you[stand];
        assert_int_equal(before->phase, PHASE_PROPOSE);
        GameOptions options = options_preset((Preset)preset);
        SolverRules rules = {game_trump(before), options.must_trump_when_void};
        CardSet unseen = CARDSET_ALL & ~before->hands[YOU] & ~cardset_of(before->turnup);
        assert_true(regle_is_jeu_de_regle(before->hands[YOU], unseen, &rules));
        /* And no king of trumps to blur the lesson. */
        assert_false(cardset_has(before->hands[YOU], card_make(game_trump(before), RANK_KING)));
    }
}

/* Every placeholder in the English words has its card. */
static void check_words(StringId id, const Card args[LESSON_ARGS_MAX])
{
    const char *text = str_get(id);
    assert_non_null(text);
    assert_true(text[0] != '\0');
    for (int i = 0; i < LESSON_ARGS_MAX; i++) {
        char placeholder[16];
        snprintf(placeholder, sizeof placeholder, "{%d}", i + 1);
        if (strstr(text, placeholder))
            assert_true(card_is_valid(args[i]));
    }
}

static void test_every_word_has_its_cards(void **state)
{
    (void)state;
    str_set_language("en");
    for (int number = 1; number <= LESSON_COUNT; number++) {
        const Lesson *lesson = lesson_get(number);
        int count = lesson_move_count(lesson);
        for (int penalty = 0; penalty < 2; penalty++) {
            for (int next = 0; next <= count; next++) {
                for (int went_on = -1; went_on <= next; went_on++) {
                    LessonSaid said = lesson_said(lesson, next, went_on, (PenaltyRule)penalty);
                    assert_int_not_equal(said.words, LESSON_SILENT);
                    check_words(said.words, said.args);
                }
                if (next < count && lesson->moves[next].actor == LESSON_YOU) {
                    LessonSaid instead = lesson_instead(lesson, next, (PenaltyRule)penalty);
                    check_words(instead.words, instead.args);
                }
            }
            assert_int_not_equal(lesson_done_words(lesson, (PenaltyRule)penalty), LESSON_SILENT);
        }
        /* The player's first written move has words of its own. */
        for (int i = 0; i < count; i++)
            if (lesson->moves[i].actor == LESSON_YOU) {
                assert_int_not_equal(lesson->moves[i].say, LESSON_SILENT);
                break;
            }
    }
    assert_null(lesson_get(0));
    assert_null(lesson_get(LESSON_COUNT + 1));
}

static void test_the_opponents_part_is_its_written_moves(void **state)
{
    (void)state;
    for (int number = 1; number <= LESSON_COUNT; number++) {
        const Lesson *lesson = lesson_get(number);
        Action theirs[LESSON_MOVES_MAX];
        int count = lesson_their_moves(lesson, theirs, LESSON_MOVES_MAX);
        int expected = 0;
        for (int i = 0; i < lesson_move_count(lesson); i++)
            expected += lesson->moves[i].actor == LESSON_THEY;
        assert_int_equal(count, expected);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lesson_1_follows_suit_heads_the_trick_and_loses_one),
        cmocka_unit_test(test_lesson_2_turns_up_a_king_and_trumps_twice),
        cmocka_unit_test(test_lesson_3_proposes_exchanges_and_is_refused),
        cmocka_unit_test(test_lesson_4_holds_the_king_of_trumps_and_declares_it),
        cmocka_unit_test(test_lesson_5_takes_the_vole_after_standing),
        cmocka_unit_test(test_lesson_6_is_a_jeu_de_regle),
        cmocka_unit_test(test_every_word_has_its_cards),
        cmocka_unit_test(test_the_opponents_part_is_its_written_moves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
