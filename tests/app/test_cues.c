/* The sounds of the table, read off the animation: each is heard when the
 * picture shows it (a card landing, a trick setting off), once, at every
 * speed, and at instant speed without eleven deal ticks at once. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/game.h"
#include "ecarte/view.h"
#include "ui/anim.h"
#include "ui/cues.h"
#include "ui/layout.h"
#include "ui/scene.h"

static Layout layout;

static int setup(void **state)
{
    (void)state;
    layout_compute(&layout, 1280, 800, 250.0f / 350.0f);
    return 0;
}

/* A game and its animation, moved on one event at a time as the app does. */
typedef struct Stage {
    Game game;
    Anim anim;
    SeatView before, after;
} Stage;

static void build(const SeatView *view, Scene *out)
{
    SceneUi ui;
    memset(&ui, 0, sizeof ui);
    ui.focus = CARD_NONE;
    scene_build(out, view, &layout, &ui);
}

static void stage_init(Stage *s, uint64_t seed, uint8_t dealer, AnimSpeed speed)
{
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(game_init(&s->game, &options, seed, dealer));
    anim_init(&s->anim, speed);
    game_view(&s->game, 0, &s->after);
    Scene empty;
    build(&s->after, &empty);
    anim_snap(&s->anim, &empty);
}

static void stage_deal(Stage *s, double now)
{
    game_view(&s->game, 0, &s->before);
    game_deal(&s->game, NULL, NULL);
    game_view(&s->game, 0, &s->after);
    Scene target;
    build(&s->after, &target);
    AnimEvent event = {.kind = ANIM_EV_DEAL, .before = &s->before, .after = &s->after};
    anim_retarget(&s->anim, now, &target, &event, &layout);
}

static void stage_act(Stage *s, Action action, double now)
{
    uint8_t actor = s->game.to_act;
    game_view(&s->game, 0, &s->before);
    assert_int_equal(game_apply(&s->game, action, NULL), RULE_OK);
    game_view(&s->game, 0, &s->after);
    Scene target;
    build(&s->after, &target);
    AnimEvent event = {.kind = ANIM_EV_ACTION,
                       .before = &s->before,
                       .after = &s->after,
                       .actor = actor,
                       .action = action};
    anim_retarget(&s->anim, now, &target, &event, &layout);
}

static int count_of(const CueList *list, AnimCue cue)
{
    int n = 0;
    for (int i = 0; i < list->count; i++)
        n += list->cue[i] == cue;
    return n;
}

static double first_at(const CueList *list, AnimCue cue)
{
    for (int i = 0; i < list->count; i++)
        if (list->cue[i] == cue)
            return list->at[i];
    fail_msg("cue %d not heard", (int)cue);
    return -1;
}

/* Every cue from `from` to `to`, heard in windows of `step` ms as the app's
 * clock hears them. */
static void hear(const Anim *anim, double from, double to, double step, CueList *all)
{
    memset(all, 0, sizeof *all);
    for (double t = from; t < to; t += step) {
        CueList some;
        cues_between(anim, t, t + step, &some);
        for (int i = 0; i < some.count && all->count < CUES_MAX; i++) {
            all->cue[all->count] = some.cue[i];
            all->at[all->count++] = some.at[i];
        }
    }
}

static void test_a_played_card_is_heard_as_it_lands(void **state)
{
    (void)state;
    Stage s;
    stage_init(&s, 9, 1, SPEED_NORMAL);
    stage_deal(&s, 0.0);
    stage_act(&s, action_stand(), 3000.0); /* the player leads */
    Card card = cardset_lowest(s.after.hand);
    stage_act(&s, action_play(card), 4000.0);

    CueList cues;
    cues_between(&s.anim, 4000.0, 4000.0 + MS_MOVE, &cues);
    assert_int_equal(count_of(&cues, CUE_PLAY), 0); /* still in the air */
    assert_true(cues_pending(&s.anim, 4000.0 + MS_MOVE));
    assert_false(cues_pending(&s.anim, 4000.0 + MS_MOVE + 1));
    cues_between(&s.anim, 4000.0 + MS_MOVE, 4000.0 + MS_MOVE + 1, &cues);
    assert_int_equal(cues.count, 1);
    assert_int_equal(cues.cue[0], CUE_PLAY);

    /* Faster, it lands sooner; heard in small steps, it is heard once. */
    anim_set_speed(&s.anim, SPEED_FAST);
    ActionList legal;
    game_legal_actions(&s.game, &legal); /* the opponent answers */
    stage_act(&s, legal.items[0], 5000.0);
    hear(&s.anim, 5000.0, 8000.0, 5.0, &cues);
    assert_int_equal(count_of(&cues, CUE_PLAY), 1);
    assert_true(first_at(&cues, CUE_PLAY) == 5000.0 + MS_MOVE * anim_speed_factor(SPEED_FAST));
    /* The trick is gathered once, as it sets off for the winner's pile. */
    assert_int_equal(count_of(&cues, CUE_GATHER), 1);
    double factor = anim_speed_factor(SPEED_FAST);
    assert_true(first_at(&cues, CUE_GATHER) == 5000.0 + (MS_MOVE + MS_TRICK_HOLD) * factor);
}

static void test_a_deal_is_a_shuffle_then_a_tick_per_card(void **state)
{
    (void)state;
    Stage s;
    stage_init(&s, 42, 1, SPEED_NORMAL);
    stage_deal(&s, 100.0);
    CueList cues;
    hear(&s.anim, 0.0, 5000.0, 5.0, &cues);
    assert_int_equal(count_of(&cues, CUE_SHUFFLE), 1);
    assert_true(cues.cue[0] == CUE_SHUFFLE && cues.at[0] == 100.0);
    /* Ten cards to the hands, then the turn-up: a tick, or the king. */
    bool king = card_rank(s.after.turnup) == RANK_KING;
    assert_int_equal(count_of(&cues, CUE_DEAL), 2 * HAND_SIZE + (king ? 0 : 1));
    assert_int_equal(count_of(&cues, CUE_KING), king ? 1 : 0);
    /* In order, and the last as the last card comes to rest. */
    for (int i = 1; i < cues.count; i++)
        assert_true(cues.at[i] >= cues.at[i - 1]);
    assert_true(cues.at[cues.count - 1] == anim_end(&s.anim, 0.0));
    /* A window that ends before a card lands does not hear it. */
    double first_tick = first_at(&cues, CUE_DEAL);
    CueList before;
    cues_between(&s.anim, 100.0, first_tick, &before);
    assert_int_equal(count_of(&before, CUE_DEAL), 0);
}

static void test_a_turned_up_king_is_heard(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed < 400; seed++) {
        Stage s;
        stage_init(&s, seed, 1, SPEED_NORMAL);
        stage_deal(&s, 0.0);
        if (card_rank(s.after.turnup) != RANK_KING)
            continue;
        CueList cues;
        hear(&s.anim, 0.0, 5000.0, 5.0, &cues);
        assert_int_equal(count_of(&cues, CUE_KING), 1);
        return;
    }
    fail_msg("no seed turns up a king");
}

static void test_a_declared_king_is_heard_when_shown(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed < 400; seed++) {
        Stage s;
        stage_init(&s, seed, 1, SPEED_NORMAL);
        stage_deal(&s, 0.0);
        double now = 3000.0;
        for (int step = 0; step < 6 && !game_is_over(&s.game); step++, now += 3000.0) {
            if (game_check(&s.game, action_declare(), NULL) == RULE_OK) {
                stage_act(&s, action_declare(), now);
                CueList cues;
                hear(&s.anim, now, now + 5000.0, 5.0, &cues);
                assert_int_equal(cues.count, 1);
                assert_int_equal(cues.cue[0], CUE_KING);
                assert_true(cues.at[0] == now + MS_MOVE + 50); /* in the middle of the table */
                return;
            }
            if (s.game.to_act == SEAT_NONE)
                break;
            /* Straight to the play, where a king may be declared. */
            ActionList legal;
            game_legal_actions(&s.game, &legal);
            Action next = legal.items[0];
            for (int i = 0; i < legal.count; i++)
                if (legal.items[i].type == ACTION_STAND)
                    next = legal.items[i];
            stage_act(&s, next, now);
        }
    }
    fail_msg("no seed lets a king be declared");
}

static void test_an_exchange_is_heard_card_by_card(void **state)
{
    (void)state;
    Stage s;
    stage_init(&s, 5, 1, SPEED_NORMAL); /* the player proposes */
    stage_deal(&s, 0.0);
    double now = 3000.0;
    stage_act(&s, action_make(ACTION_PROPOSE, CARD_NONE, 0), now);
    stage_act(&s, action_make(ACTION_ACCEPT, CARD_NONE, 0), now += 1000.0);
    ActionList legal;
    game_legal_actions(&s.game, &legal);
    Action two = legal.items[0];
    for (int i = 0; i < legal.count; i++)
        if (legal.items[i].type == ACTION_DISCARD && cardset_count(legal.items[i].cards) == 2)
            two = legal.items[i];
    assert_int_equal(cardset_count(two.cards), 2);
    stage_act(&s, two, now += 1000.0);
    CueList cues;
    hear(&s.anim, now, now + 3000.0, 5.0, &cues);
    assert_int_equal(count_of(&cues, CUE_DISCARD), 2);
    assert_int_equal(count_of(&cues, CUE_DRAW), 2);
    assert_true(first_at(&cues, CUE_DISCARD) < first_at(&cues, CUE_DRAW));
}

static void test_instant_speed_is_heard_without_a_pile_of_ticks(void **state)
{
    (void)state;
    Stage s;
    stage_init(&s, 9, 1, SPEED_INSTANT);
    stage_deal(&s, 50.0);
    CueList cues;
    cues_between(&s.anim, 0.0, 50.0, &cues);
    assert_int_equal(cues.count, 0);
    cues_between(&s.anim, 50.0, 55.0, &cues);
    assert_int_equal(count_of(&cues, CUE_SHUFFLE), 1);
    assert_int_equal(count_of(&cues, CUE_DEAL), 0);
    cues_between(&s.anim, 55.0, 60.0, &cues);
    assert_int_equal(cues.count, 0); /* once */
    assert_true(cues_pending(&s.anim, 50.0));
    assert_false(cues_pending(&s.anim, 55.0));

    stage_act(&s, action_stand(), 100.0);
    stage_act(&s, action_play(cardset_lowest(s.after.hand)), 200.0);
    cues_between(&s.anim, 200.0, 205.0, &cues);
    assert_int_equal(cues.count, 1);
    assert_int_equal(cues.cue[0], CUE_PLAY);
    ActionList legal;
    game_legal_actions(&s.game, &legal);
    stage_act(&s, legal.items[0], 300.0);
    cues_between(&s.anim, 300.0, 305.0, &cues);
    assert_int_equal(count_of(&cues, CUE_PLAY), 1);
    assert_int_equal(count_of(&cues, CUE_GATHER), 1);
}

static void test_a_refused_card_is_heard_and_a_dropped_one_is_not(void **state)
{
    (void)state;
    Stage s;
    stage_init(&s, 9, 1, SPEED_NORMAL);
    stage_deal(&s, 0.0);
    Pose drop = {640, 420, 127, 178, 0, 1, 1};
    Card card = cardset_highest(s.after.hand);
    anim_spring(&s.anim, 3000.0, KEY_CARD + card, drop);
    CueList cues;
    hear(&s.anim, 3000.0, 4000.0, 5.0, &cues);
    assert_int_equal(cues.count, 0);
    anim_refuse(&s.anim, 4000.0, KEY_CARD + card, drop);
    hear(&s.anim, 4000.0, 5000.0, 5.0, &cues);
    assert_int_equal(cues.count, 1);
    assert_true(cues.cue[0] == CUE_REFUSED && cues.at[0] == 4000.0);
}

static void test_a_retarget_in_flight_keeps_the_landing_once(void **state)
{
    (void)state;
    Stage s;
    stage_init(&s, 9, 1, SPEED_NORMAL);
    stage_deal(&s, 0.0);
    stage_act(&s, action_stand(), 3000.0);
    stage_act(&s, action_play(cardset_lowest(s.after.hand)), 4000.0);
    CueList early, late;
    hear(&s.anim, 4000.0, 4100.0, 5.0, &early);
    /* The pointer moves: the table is rebuilt, the card still on its way. */
    Scene same;
    build(&s.after, &same);
    anim_retarget(&s.anim, 4100.0, &same, NULL, &layout);
    hear(&s.anim, 4100.0, 6000.0, 5.0, &late);
    assert_int_equal(count_of(&early, CUE_PLAY) + count_of(&late, CUE_PLAY), 1);
    assert_true(first_at(&late, CUE_PLAY) == 4000.0 + MS_MOVE);
}

static void test_a_card_landing_as_the_answer_comes_is_heard(void **state)
{
    (void)state;
    Stage s;
    stage_init(&s, 9, 1, SPEED_NORMAL);
    stage_deal(&s, 0.0);
    stage_act(&s, action_stand(), 3000.0);
    stage_act(&s, action_play(cardset_lowest(s.after.hand)), 4000.0);
    /* The app hears up to the moment the card lands, then the computer,
     * seeing the table still, answers at that very moment. */
    CueList before, after;
    hear(&s.anim, 4000.0, 4000.0 + MS_MOVE, 5.0, &before);
    assert_int_equal(before.count, 0);
    ActionList legal;
    game_legal_actions(&s.game, &legal);
    stage_act(&s, legal.items[0], 4000.0 + MS_MOVE);
    hear(&s.anim, 4000.0 + MS_MOVE, 8000.0, 5.0, &after);
    assert_int_equal(count_of(&after, CUE_PLAY), 2); /* the card led, then the answer */
    assert_true(after.cue[0] == CUE_PLAY && after.at[0] == 4000.0 + MS_MOVE);
    assert_int_equal(count_of(&after, CUE_GATHER), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_played_card_is_heard_as_it_lands),
        cmocka_unit_test(test_a_deal_is_a_shuffle_then_a_tick_per_card),
        cmocka_unit_test(test_a_turned_up_king_is_heard),
        cmocka_unit_test(test_a_declared_king_is_heard_when_shown),
        cmocka_unit_test(test_an_exchange_is_heard_card_by_card),
        cmocka_unit_test(test_instant_speed_is_heard_without_a_pile_of_ticks),
        cmocka_unit_test(test_a_refused_card_is_heard_and_a_dropped_one_is_not),
        cmocka_unit_test(test_a_retarget_in_flight_keeps_the_landing_once),
        cmocka_unit_test(test_a_card_landing_as_the_answer_comes_is_heard),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
