/* The animation's track table at its limit.  This program builds the
 * animation module with room for only a few tracks (ANIM_TRACKS_MAX is set
 * by its CMake target), so that an ordinary deal overflows the table: a card
 * left without a track is drawn where it rests, and the rest of the motion
 * goes on as planned. */
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

static Scene scene_of(const SeatView *view)
{
    SceneUi ui;
    memset(&ui, 0, sizeof ui);
    ui.focus = CARD_NONE;
    Scene scene;
    scene_build(&scene, view, &layout, &ui);
    return scene;
}

/* Every card of the target is on the table, and at the end at rest. */
static void assert_complete(const Anim *anim, const Scene *target, double now)
{
    Scene frame;
    anim_sample(anim, now, &frame);
    for (int i = 0; i < target->count; i++)
        find(&frame, target->sprites[i].key);
    anim_sample(anim, anim_end(anim, now), &frame);
    for (int i = 0; i < target->count; i++) {
        const Sprite *rest = &target->sprites[i];
        const Sprite *shown = find(&frame, rest->key);
        assert_true(near(shown->pose.x, rest->pose.x) && near(shown->pose.y, rest->pose.y));
        assert_true(fabsf(shown->pose.face - rest->pose.face) < 0.01f);
    }
}

static void test_a_deal_overflows_a_small_table(void **state)
{
    (void)state;
    assert_true(ANIM_TRACKS_MAX < DEAL_SIZE); /* what this program is for */
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    game_init(&game, &options, 42, 1);
    SeatView before, after;
    game_view(&game, 0, &before);
    game_deal(&game, NULL, NULL);
    game_view(&game, 0, &after);
    Scene empty = scene_of(&before), dealt = scene_of(&after);

    Anim anim;
    anim_init(&anim, SPEED_NORMAL);
    anim_snap(&anim, &empty);
    AnimEvent event = {.kind = ANIM_EV_DEAL, .before = &before, .after = &after};
    anim_retarget(&anim, 0.0, &dealt, &event, &layout);
    assert_int_equal(anim.count, ANIM_TRACKS_MAX);
    /* The cards that got a track come from the stock; the others are simply
     * there. */
    assert_int_equal(anim_stock_pending(&anim, -1.0), ANIM_TRACKS_MAX);
    assert_true(anim_busy(&anim, 0.0));
    assert_complete(&anim, &dealt, 0.0);
}

static void test_a_deal_over_a_full_table(void **state)
{
    (void)state;
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    game_init(&game, &options, 7, 1);
    game_deal(&game, NULL, NULL);
    game_apply(&game, action_stand(), NULL);
    SeatView before, after;
    game_view(&game, 0, &before);
    Scene table = scene_of(&before);
    assert_true(table.count > ANIM_TRACKS_MAX);

    /* A new hand dealt over it: the cards gathered to the stock take every
     * track, and the new cards appear where they rest. */
    Game next;
    game_init(&next, &options, 8, 0);
    game_deal(&next, NULL, NULL);
    game_view(&next, 0, &after);
    Scene dealt = scene_of(&after);
    Anim anim;
    anim_init(&anim, SPEED_NORMAL);
    anim_snap(&anim, &table);
    AnimEvent event = {.kind = ANIM_EV_DEAL, .before = &before, .after = &after};
    anim_retarget(&anim, 0.0, &dealt, &event, &layout);
    assert_int_equal(anim.count, ANIM_TRACKS_MAX);
    assert_int_equal(anim_stock_pending(&anim, -1.0), 0);
    assert_complete(&anim, &dealt, 0.0);
    Scene frame;
    anim_sample(&anim, 0.0, &frame);
    for (int i = 0; i < dealt.hand_count; i++) {
        uint16_t key = (uint16_t)(KEY_CARD + dealt.hand[i]);
        assert_true(near(find(&frame, key)->pose.x, find(&dealt, key)->pose.x));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_deal_overflows_a_small_table),
        cmocka_unit_test(test_a_deal_over_a_full_table),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
