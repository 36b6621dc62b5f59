/* Animation as a function of (old scene, new scene, time): where cards are
 * at the start, the middle and the end of a motion, at every speed. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "ui/anim.h"
#include "ecarte/game.h"
#include "ecarte/view.h"
#include "ui/layout.h"
#include "ui/scene.h"

static Layout layout;

static int setup(void **state)
{
    (void)state;
    layout_compute(&layout, 1280, 800, 250.0f / 350.0f);
    return 0;
}

static bool near(float a, float b) { return fabsf(a - b) < 0.51f; }

static const Sprite *find(const Scene *scene, uint16_t key)
{
    const Sprite *sprite = scene_find(scene, key);
    assert_non_null(sprite);
    return sprite;
}

static void test_easing_ends(void **state)
{
    (void)state;
    for (int e = EASE_LINEAR; e <= EASE_OUT_BACK; e++) {
        assert_true(fabsf(ease_apply((Ease)e, 0.0f)) < 1e-5f);
        assert_true(fabsf(ease_apply((Ease)e, 1.0f) - 1.0f) < 1e-5f);
    }
    assert_true(ease_apply(EASE_OUT, 0.5f) > 0.5f);      /* fast start, soft landing */
    assert_true(ease_apply(EASE_OUT_BACK, 0.8f) > 1.0f); /* a little overshoot */
}

static Scene one_card_at(float x, float y)
{
    Scene scene;
    memset(&scene, 0, sizeof scene);
    scene.count = 1;
    scene.sprites[0].key = KEY_CARD + 5;
    scene.sprites[0].card = 5;
    scene.sprites[0].pose = (Pose){x, y, 120, 168, 0, 1, 1};
    return scene;
}

static void test_a_move_goes_from_old_to_new(void **state)
{
    (void)state;
    Anim anim;
    anim_init(&anim, SPEED_NORMAL);
    Scene a = one_card_at(100, 100), b = one_card_at(300, 500), frame;
    anim_snap(&anim, &a);
    anim_retarget(&anim, 1000.0, &b, NULL, &layout);
    anim_sample(&anim, 1000.0, &frame);
    assert_true(near(frame.sprites[0].pose.x, 100) && near(frame.sprites[0].pose.y, 100));
    anim_sample(&anim, 1000.0 + MS_UI / 2.0, &frame);
    assert_true(frame.sprites[0].pose.x > 150 && frame.sprites[0].pose.x < 300);
    assert_true(anim_busy(&anim, 1000.0 + MS_UI / 2.0));
    anim_sample(&anim, 1000.0 + MS_UI, &frame);
    assert_true(near(frame.sprites[0].pose.x, 300) && near(frame.sprites[0].pose.y, 500));
    assert_false(anim_busy(&anim, 1000.0 + MS_UI + 1));

    /* Slow takes longer; instant takes no time at all. */
    anim_init(&anim, SPEED_SLOW);
    anim_snap(&anim, &a);
    anim_retarget(&anim, 0.0, &b, NULL, &layout);
    assert_true(anim_busy(&anim, MS_UI * 1.5));
    anim_init(&anim, SPEED_INSTANT);
    anim_snap(&anim, &a);
    anim_retarget(&anim, 0.0, &b, NULL, &layout);
    assert_false(anim_busy(&anim, 0.0));
    anim_sample(&anim, 0.0, &frame);
    assert_true(near(frame.sprites[0].pose.x, 300));
}

static void test_a_retarget_midway_starts_from_where_the_card_is(void **state)
{
    (void)state;
    Anim anim;
    anim_init(&anim, SPEED_NORMAL);
    Scene a = one_card_at(0, 0), b = one_card_at(400, 0), c = one_card_at(400, 400), frame;
    anim_snap(&anim, &a);
    anim_retarget(&anim, 0.0, &b, NULL, &layout);
    anim_sample(&anim, MS_UI / 2.0, &frame);
    float x = frame.sprites[0].pose.x;
    anim_retarget(&anim, MS_UI / 2.0, &c, NULL, &layout);
    anim_sample(&anim, MS_UI / 2.0, &frame);
    assert_true(near(frame.sprites[0].pose.x, x)); /* no jump */
    /* The same target again leaves the running motion alone. */
    Anim copy = anim;
    anim_retarget(&anim, MS_UI / 2.0 + 10, &c, NULL, &layout);
    Scene f1, f2;
    anim_sample(&anim, MS_UI, &f1);
    anim_sample(&copy, MS_UI, &f2);
    assert_true(near(f1.sprites[0].pose.x, f2.sprites[0].pose.x));
    assert_true(near(f1.sprites[0].pose.y, f2.sprites[0].pose.y));
}

static void test_deal_comes_from_the_stock_packet_by_packet(void **state)
{
    (void)state;
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    game_init(&game, &options, 42, 1); /* the opponent deals: the player gets the first packet */
    SeatView before, after;
    game_view(&game, 0, &before);
    game_deal(&game, NULL, NULL);
    game_view(&game, 0, &after);
    SceneUi ui;
    memset(&ui, 0, sizeof ui);
    ui.focus = CARD_NONE;
    Scene empty, dealt, frame;
    scene_build(&empty, &before, &layout, &ui);
    scene_build(&dealt, &after, &layout, &ui);
    assert_int_equal(empty.count, 0);
    assert_int_equal(dealt.hand_count, HAND_SIZE);

    Anim anim;
    anim_init(&anim, SPEED_NORMAL);
    anim_snap(&anim, &empty);
    AnimEvent event = {.kind = ANIM_EV_DEAL, .before = &before, .after = &after};
    anim_retarget(&anim, 0.0, &dealt, &event, &layout);
    assert_int_equal(anim_stock_pending(&anim, -1.0), DEAL_SIZE);

    Pose stock = scene_stock_top(&layout);
    anim_sample(&anim, 0.0, &frame);
    for (int i = 0; i < dealt.hand_count; i++) {
        const Sprite *card = find(&frame, KEY_CARD + dealt.hand[i]);
        assert_true(near(card->pose.x, stock.x) && near(card->pose.y, stock.y));
        assert_true(card->pose.face < 0.5f); /* face down until it lands */
    }
    /* The player's first packet of three lands before the opponent's. */
    double first = MS_DEAL_CARD + 2 * MS_DEAL_STAGGER + 1;
    anim_sample(&anim, first, &frame);
    const Sprite *third = find(&frame, KEY_CARD + dealt.hand[2]);
    assert_true(near(third->pose.x, find(&dealt, KEY_CARD + dealt.hand[2])->pose.x));
    const Sprite *theirs = find(&frame, KEY_OPP_HAND + 2);
    assert_false(near(theirs->pose.y, find(&dealt, KEY_OPP_HAND + 2)->pose.y));

    int pending = DEAL_SIZE;
    for (double t = 0; t < 4000; t += 20) {
        int now = anim_stock_pending(&anim, t);
        assert_true(now <= pending);
        pending = now;
    }
    assert_int_equal(pending, 0);
    double end = anim_end(&anim, 0.0);
    assert_true(end > 1000 && end < 3000);
    anim_sample(&anim, end, &frame);
    for (int i = 0; i < dealt.count; i++) {
        const Sprite *rest = &dealt.sprites[i];
        const Sprite *shown = find(&frame, rest->key);
        assert_true(near(shown->pose.x, rest->pose.x) && near(shown->pose.y, rest->pose.y));
        assert_true(fabsf(shown->pose.face - rest->pose.face) < 0.01f);
    }
}

static void test_a_dropped_card_flies_from_the_drop(void **state)
{
    (void)state;
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    game_init(&game, &options, 9, 1);
    game_deal(&game, NULL, NULL);
    game_apply(&game, action_stand(), NULL); /* seat 0 leads */
    SeatView before, after;
    game_view(&game, 0, &before);
    Card card = cardset_lowest(before.hand);
    game_apply(&game, action_play(card), NULL);
    game_view(&game, 0, &after);
    SceneUi ui;
    memset(&ui, 0, sizeof ui);
    ui.focus = CARD_NONE;
    Scene a, b, frame;
    scene_build(&a, &before, &layout, &ui);
    scene_build(&b, &after, &layout, &ui);
    Anim anim;
    anim_init(&anim, SPEED_NORMAL);
    anim_snap(&anim, &a);
    Pose drop = {640, 420, 127, 178, 0, 1, 1};
    AnimEvent event = {.kind = ANIM_EV_ACTION,
                       .before = &before,
                       .after = &after,
                       .actor = 0,
                       .action = action_play(card),
                       .has_origin = true,
                       .origin_key = KEY_CARD + card,
                       .origin = drop};
    anim_retarget(&anim, 0.0, &b, &event, &layout);
    anim_sample(&anim, 0.0, &frame);
    const Sprite *flying = find(&frame, KEY_CARD + card);
    assert_true(near(flying->pose.x, 640) && near(flying->pose.y, 420));
    anim_sample(&anim, MS_MOVE, &frame);
    Pose slot = scene_trick_pose(&layout, SIDE_YOU);
    flying = find(&frame, KEY_CARD + card);
    assert_true(near(flying->pose.x, slot.x) && near(flying->pose.y, slot.y));

    /* An illegal drop springs home instead. */
    anim_snap(&anim, &a);
    Card other = cardset_highest(before.hand);
    anim_spring(&anim, 100.0, KEY_CARD + other, drop);
    anim_sample(&anim, 100.0, &frame);
    assert_true(near(find(&frame, KEY_CARD + other)->pose.x, 640));
    anim_sample(&anim, 100.0 + MS_MOVE * 2, &frame);
    assert_true(near(find(&frame, KEY_CARD + other)->pose.x, find(&a, KEY_CARD + other)->pose.x));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_easing_ends),
        cmocka_unit_test(test_a_move_goes_from_old_to_new),
        cmocka_unit_test(test_a_retarget_midway_starts_from_where_the_card_is),
        cmocka_unit_test(test_deal_comes_from_the_stock_packet_by_packet),
        cmocka_unit_test(test_a_dropped_card_flies_from_the_drop),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
