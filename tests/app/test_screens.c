/* The panels: the rules (open, scroll, close), the menu, the summary after
 * each hand and the end of the game, driven by real events. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "screens/help.h"
#include "screens/menu.h"
#include "screens/summary.h"
#include "screens/game_over.h"

static void test_rules_open_scroll_and_close(void **state)
{
    (void)state;
    static const int SIZES[][2] = {{1280, 800}, {800, 600}, {1920, 1080}};
    for (int s = 0; s < 3; s++) {
        App *app = support_app(4, SIZES[s][0], SIZES[s][1], SPEED_NORMAL, false);
        support_step(app, 100);
        support_key(app, SDLK_F1);
        assert_int_equal(support_top(app), SCREEN_HELP);
        app_render(app, 0); /* measures the text: how far it can scroll */
        float max = 0;
        help_scroll(app_top_screen(app), &max);
        assert_true(max > 0);
        support_wheel(app, -3);
        assert_true(help_scroll(app_top_screen(app), NULL) > 0);
        support_key(app, SDLK_END);
        assert_true(help_scroll(app_top_screen(app), NULL) == max);
        app_render(app, 0);
        support_key(app, SDLK_ESCAPE);
        assert_int_equal(support_top(app), SCREEN_TABLE);

        /* The ? button opens it; a click outside the panel closes it. */
        const Layout *layout = app_layout(app);
        support_click(app, layout->help_button.x + 5, layout->help_button.y + 5, 1);
        assert_int_equal(support_top(app), SCREEN_HELP);
        Rect panel = help_panel(layout);
        support_click(app, panel.x + panel.w / 2, panel.y + panel.h / 2, 1);
        assert_int_equal(support_top(app), SCREEN_HELP); /* inside: stays */
        support_click(app, panel.x / 2, panel.y + panel.h / 2, 1);
        assert_int_equal(support_top(app), SCREEN_TABLE);
        support_key(app, SDLK_h);
        assert_int_equal(support_top(app), SCREEN_HELP);
        support_key(app, SDLK_h);
        assert_int_equal(support_top(app), SCREEN_TABLE);
        app_destroy(app);
    }
}

static void test_menu_toggles_settings(void **state)
{
    (void)state;
    App *app = support_app(4, 1280, 800, SPEED_NORMAL, false);
    support_step(app, 100);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    const Layout *layout = app_layout(app);
    /* The deck's and the speed's keys reach the table through the menu. */
    support_key(app, SDLK_c);
    assert_true(app_ui(app)->four_colour);
    support_key(app, SDLK_F4);
    assert_int_equal(app_ui(app)->speed, SPEED_FAST);
    assert_int_equal(support_top(app), SCREEN_MENU);
    app_render(app, 0);
    Rect item = menu_item(layout, MENU_RESUME);
    support_click(app, item.x + 10, item.y + 10, 1);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    support_key(app, SDLK_c); /* the four-colour key */
    assert_false(app_ui(app)->four_colour);

    /* The ☰ button lights under the pointer, and is not left lit once the
     * menu it opened has closed with the pointer elsewhere. */
    Rect menu = layout->menu_button;
    support_mouse(app, SDL_MOUSEMOTION, menu.x + menu.w / 2, menu.y + menu.h / 2, 0);
    assert_int_equal(support_table(app)->hover_chrome, 1);
    support_click(app, menu.x + menu.w / 2, menu.y + menu.h / 2, 1);
    assert_int_equal(support_top(app), SCREEN_MENU);
    item = menu_item(layout, MENU_RESUME);
    support_mouse(app, SDL_MOUSEMOTION, item.x + 10, item.y + 10, 0);
    support_click(app, item.x + 10, item.y + 10, 1);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_int_equal(support_table(app)->hover_chrome, 0);
    app_destroy(app);
}

/* A panel opened in the middle of a drag takes the release: the card goes
 * home and the table comes to rest, rather than waiting for a release that
 * will never reach it. */
static void test_panel_opened_mid_drag_ends_the_drag(void **state)
{
    (void)state;
    App *app = support_app(3, 1280, 800, SPEED_NORMAL, false);
    assert_true(support_play_until(app, support_human_plays, 400));
    support_step(app, 3000);
    Card card = cardset_highest(support_legal_cards(support_game(app)));
    int x, y;
    support_card_point(app, card, &x, &y);
    support_mouse(app, SDL_MOUSEBUTTONDOWN, x, y, 1);
    support_mouse(app, SDL_MOUSEMOTION, x, y - 80, 0);
    assert_true(support_table(app)->drag.active);

    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    assert_false(support_table(app)->drag.active);
    support_mouse(app, SDL_MOUSEBUTTONUP, x, y - 80, 1);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_true(cardset_has(support_game(app)->hands[session_player(app_session(app))], card));
    support_step(app, 3000);
    app_render(app, 0);
    assert_false(app_needs_frame(app));
    app_destroy(app);
}

static bool hand_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
}

static void test_summary_after_each_hand_and_game_over(void **state)
{
    (void)state;
    App *app = support_app(6, 1280, 800, SPEED_FAST, false);
    int hands = 0;
    for (int guard = 0; guard < 40; guard++) {
        assert_true(support_play_until(app, hand_over, 2000));
        support_step(app, 3000); /* the last trick lands, the panel comes up */
        const Game *game = support_game(app);
        ScreenId expected = game->phase == PHASE_GAME_OVER ? SCREEN_GAME_OVER : SCREEN_SUMMARY;
        assert_int_equal(support_top(app), expected);
        app_render(app, 0);
        const Layout *layout = app_layout(app);
        if (game->phase == PHASE_GAME_OVER) {
            assert_true(game->scores[game->winner] >= game->options.target);
            Rect button = game_over_button(layout);
            support_click(app, button.x + button.w / 2, button.y + button.h / 2, 1);
            game = support_game(app);
            assert_int_equal(game->hands_dealt, 1); /* a new game */
            assert_int_equal(game->scores[0] + game->scores[1] <= 1, 1);
            assert_int_equal(support_top(app), SCREEN_TABLE);
            break;
        }
        hands++;
        uint16_t dealt = game->hands_dealt;
        if (hands % 2) {
            Rect button = summary_button(layout);
            support_click(app, button.x + button.w / 2, button.y + button.h / 2, 1);
        } else {
            support_key(app, SDLK_SPACE);
        }
        assert_int_equal(support_game(app)->hands_dealt, dealt + 1);
        assert_int_equal(support_top(app), SCREEN_TABLE);
    }
    assert_true(hands >= 2);
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rules_open_scroll_and_close),
        cmocka_unit_test(test_menu_toggles_settings),
        cmocka_unit_test(test_panel_opened_mid_drag_ends_the_drag),
        cmocka_unit_test(test_summary_after_each_hand_and_game_over),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
