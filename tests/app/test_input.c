/* The player's hands on the table: real SDL mouse and keyboard events pushed
 * into the queue, and the core as the judge of what happened. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "ui/buttons.h"
#include "ecarte/view.h"
#include "i18n/strings.h"

static bool card_played(const Game *game, Card card, uint8_t human)
{
    if (cardset_has(game->hands[human], card))
        return false;
    for (int i = 0; i < game->trick_size; i++)
        if (game->trick[i] == card)
            return true;
    for (int t = 0; t < game->history_count; t++)
        if (game->history[t].cards[0] == card || game->history[t].cards[1] == card)
            return true;
    return false;
}

static void drag_legal_card_onto_table(int width, int height, AnimSpeed speed)
{
    App *app = support_app(3, width, height, speed, false);
    assert_true(support_play_until(app, support_human_plays, 400));
    support_step(app, 3000); /* let any motion settle */
    const Game *game = support_game(app);
    uint8_t human = session_player(app_session(app));
    Card card = cardset_highest(support_legal_cards(game));
    int x, y;
    support_card_point(app, card, &x, &y);
    const Layout *layout = app_layout(app);
    Rect slot = layout->trick_slot[SIDE_YOU];
    int tx = slot.x + slot.w / 2, ty = slot.y + slot.h / 2;

    /* Halfway, the card is in the air under the pointer. */
    support_mouse(app, SDL_MOUSEBUTTONDOWN, x, y, 1);
    support_mouse(app, SDL_MOUSEMOTION, (x + tx) / 2, (y + ty) / 2, 0);
    support_mouse(app, SDL_MOUSEMOTION, (x + tx) / 2 + 1, (y + ty) / 2 + 1, 0);
    assert_true(support_table(app)->drag.active);
    assert_int_equal(support_table(app)->drag.card, card);
    Rect held;
    assert_true(app_hand_card_rect(app, card, &held));
    assert_true(rect_contains(held, (x + tx) / 2 + 1, (y + ty) / 2 + 1));
    assert_true(held.h > layout->card_h); /* lifted: a little larger */
    assert_false(card_played(support_game(app), card, human));

    support_drag(app, (x + tx) / 2 + 1, (y + ty) / 2 + 1, tx, ty);
    assert_true(card_played(support_game(app), card, human));
    support_step(app, 50);
    app_render(app, 0);
    app_destroy(app);
}

static void test_drag_plays_a_card(void **state)
{
    (void)state;
    drag_legal_card_onto_table(1280, 800, SPEED_NORMAL);
    drag_legal_card_onto_table(800, 600, SPEED_INSTANT);
    drag_legal_card_onto_table(1920, 1080, SPEED_FAST);
    drag_legal_card_onto_table(1111, 777, SPEED_NORMAL);
}

static void test_illegal_drop_leaves_the_core_unchanged(void **state)
{
    (void)state;
    bool tested = false;
    for (uint64_t seed = 1; seed < 40 && !tested; seed++) {
        App *app = support_app(seed, 1280, 800, SPEED_NORMAL, false);
        if (!support_play_until(app, support_human_has_illegal, 600)) {
            app_destroy(app);
            continue;
        }
        support_step(app, 3000);
        Game before = *support_game(app);
        uint8_t human = session_player(app_session(app));
        Card illegal = cardset_lowest(before.hands[human] & ~support_legal_cards(&before));
        Rect home;
        assert_true(app_hand_card_rect(app, illegal, &home));
        int x, y;
        support_card_point(app, illegal, &x, &y);
        Rect slot = app_layout(app)->trick_slot[SIDE_YOU];
        support_drag(app, x, y, slot.x + slot.w / 2, slot.y + slot.h / 2);

        assert_memory_equal(support_game(app), &before, sizeof before);
        Rejection why;
        assert_int_not_equal(game_check(&before, action_play(illegal), &why), RULE_OK);
        char expected[256], message[640];
        str_rejection(&why, expected, sizeof expected);
        app_message(app, message, sizeof message);
        assert_string_equal(message, expected);
        assert_non_null(strstr(message, "You must"));

        /* It springs back home. */
        Rect now;
        assert_true(app_hand_card_rect(app, illegal, &now));
        assert_true(now.y < home.y - 20);
        support_step(app, 800);
        assert_true(app_hand_card_rect(app, illegal, &now));
        assert_int_equal(now.x, home.x);
        assert_int_equal(now.y, home.y);
        app_render(app, 0);
        app_destroy(app);
        tested = true;
    }
    assert_true(tested);
}

static void test_drop_on_the_hand_is_no_play(void **state)
{
    (void)state;
    App *app = support_app(5, 1280, 800, SPEED_NORMAL, false);
    assert_true(support_play_until(app, support_human_plays, 400));
    support_step(app, 3000);
    Game before = *support_game(app);
    Card card = cardset_lowest(support_legal_cards(&before));
    int x, y;
    support_card_point(app, card, &x, &y);
    support_drag(app, x, y, x + 30, y - 10);
    assert_memory_equal(support_game(app), &before, sizeof before);
    app_destroy(app);
}

static void test_double_click_plays(void **state)
{
    (void)state;
    App *app = support_app(8, 1280, 800, SPEED_NORMAL, false);
    assert_true(support_play_until(app, support_human_plays, 400));
    support_step(app, 3000);
    uint8_t human = session_player(app_session(app));
    Card card = cardset_lowest(support_legal_cards(support_game(app)));
    int x, y;
    support_card_point(app, card, &x, &y);
    support_click(app, x, y, 1);
    assert_false(card_played(support_game(app), card, human)); /* one click only chooses */
    support_click(app, x, y, 2);
    assert_true(card_played(support_game(app), card, human));
    app_destroy(app);
}

static void test_keyboard_chooses_and_plays(void **state)
{
    (void)state;
    App *app = support_app(13, 1280, 800, SPEED_NORMAL, false);
    assert_true(support_play_until(app, support_human_leads, 400));
    support_step(app, 3000);
    uint8_t human = session_player(app_session(app));
    support_key(app, SDLK_RIGHT); /* focus the first card */
    support_key(app, SDLK_RIGHT); /* then the second */
    Card focus = support_table(app)->focus;
    assert_true(cardset_has(support_game(app)->hands[human], focus));
    support_key(app, SDLK_RETURN);
    assert_true(card_played(support_game(app), focus, human));
    app_destroy(app);
}

static int button_index(App *app, ButtonId id, int *count)
{
    SeatView view;
    const Game *game = support_game(app);
    game_view(game, session_player(app_session(app)), &view);
    ButtonSet set;
    ButtonContext context = {true, app_ui(app)->selected, false, false, BTN_NONE, false, false, false, false};
    buttons_build(&set, &view, &context);
    *count = set.count;
    return buttons_find(&set, id);
}

static void click_button(App *app, ButtonId id)
{
    int count;
    int index = button_index(app, id, &count);
    assert_true(index >= 0);
    Rect r = layout_button(app_layout(app), count, index);
    support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1);
}

/* While the cards of a deal are still flying, nothing can be decided and
 * the message line waits; once they land, both are there. */
static void test_no_decision_before_the_cards_land(void **state)
{
    (void)state;
    bool tried = false;
    for (uint64_t seed = 1; seed < 40 && !tried; seed++) {
        App *app = support_app(seed, 1280, 800, SPEED_NORMAL, false);
        const Game *game = support_game(app);
        if (game->phase != PHASE_PROPOSE || game->to_act != session_player(app_session(app))) {
            app_destroy(app);
            continue;
        }
        tried = true;
        char message[512];
        app_message(app, message, sizeof message);
        assert_string_equal(message, "");
        int count;
        int index = button_index(app, BTN_PROPOSE, &count);
        assert_true(index >= 0);
        Rect r = layout_button(app_layout(app), count, index);
        support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1);
        assert_false(support_game(app)->proposed);
        support_key(app, SDLK_SPACE);
        assert_false(support_game(app)->proposed);

        support_step(app, 4000);
        app_message(app, message, sizeof message);
        assert_non_null(strstr(message, "dealt"));
        support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1);
        assert_true(support_game(app)->proposed);
        app_destroy(app);

        /* A window resized mid-deal puts every card in place at once: the
         * decision is there at once too. */
        app = support_app(seed, 1280, 800, SPEED_NORMAL, false);
        SDL_SetWindowSize(SDL_RenderGetWindow(app_renderer(app)), 1000, 700);
        support_step(app, 10);
        assert_int_equal(app_layout(app)->width, 1000);
        app_message(app, message, sizeof message);
        assert_non_null(strstr(message, "dealt"));
        index = button_index(app, BTN_PROPOSE, &count);
        r = layout_button(app_layout(app), count, index);
        support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1);
        assert_true(support_game(app)->proposed);
        app_destroy(app);
    }
    assert_true(tried);
}

/* The game of `seed` once the player, not dealing, has proposed with the
 * button and the dealer has accepted: the cards to throw away are the
 * player's to choose.  NULL where the seed's deal does not come to that. */
static App *at_your_discard(uint64_t seed)
{
    App *app = support_app(seed, 1280, 800, SPEED_NORMAL, false);
    uint8_t human = session_player(app_session(app));
    support_step(app, 2500);
    const Game *game = support_game(app);
    if (game->phase != PHASE_PROPOSE || game->to_act != human) {
        app_destroy(app);
        return NULL;
    }
    click_button(app, BTN_PROPOSE);
    assert_true(support_game(app)->proposed);
    support_step(app, 200);
    game = support_game(app);
    if (game->phase != PHASE_DISCARD || game->to_act != human) {
        assert_true(game->refused); /* the dealer said no: play begins */
        app_destroy(app);
        return NULL;
    }
    support_step(app, 500);
    return app;
}

static void test_buttons_propose_and_exchange_selected_cards(void **state)
{
    (void)state;
    bool exchanged = false;
    for (uint64_t seed = 1; seed < 60 && !exchanged; seed++) {
        App *app = at_your_discard(seed);
        if (!app)
            continue;
        uint8_t human = session_player(app_session(app));
        const Game *game = support_game(app);
        /* Click two cards: they rise, and Exchange throws exactly them away. */
        CardSet hand = game->hands[human];
        Card first = cardset_lowest(hand), second = cardset_highest(hand);
        Rect rest;
        assert_true(app_hand_card_rect(app, first, &rest));
        int x, y;
        support_card_point(app, first, &x, &y);
        support_click(app, x, y, 1);
        support_card_point(app, second, &x, &y);
        support_click(app, x, y, 1);
        assert_true(app_ui(app)->selected == (cardset_of(first) | cardset_of(second)));
        support_step(app, 400);
        Rect raised;
        assert_true(app_hand_card_rect(app, first, &raised));
        assert_int_equal(raised.y, rest.y - app_layout(app)->lift);
        click_button(app, BTN_EXCHANGE);
        assert_true(support_game(app)->discards[human] == (cardset_of(first) | cardset_of(second)));
        support_step(app, 100);
        app_render(app, 0);
        app_destroy(app);
        exchanged = true;
    }
    assert_true(exchanged);
}

/* A refusal on the message line goes once the move is right: Exchange with
 * no card chosen is refused, and choosing a card to throw away answers it,
 * before the line's time is up. */
static void test_a_refusal_goes_once_the_move_is_right(void **state)
{
    (void)state;
    bool seen = false;
    for (uint64_t seed = 1; seed < 60 && !seen; seed++) {
        App *app = at_your_discard(seed);
        if (!app)
            continue;
        uint8_t human = session_player(app_session(app));
        assert_int_equal(app_ui(app)->selected, 0);
        click_button(app, BTN_EXCHANGE);
        assert_int_equal(support_game(app)->phase, PHASE_DISCARD);
        char refusal[640], message[640];
        app_message(app, refusal, sizeof refusal);
        assert_string_equal(refusal, app_ui(app)->flash);
        assert_true(app_ui(app)->flash_warning);
        /* One card chosen: nothing is refused any more. */
        int x, y;
        support_card_point(app, cardset_lowest(support_game(app)->hands[human]), &x, &y);
        support_click(app, x, y, 1);
        support_step(app, 100);
        app_message(app, message, sizeof message);
        assert_string_not_equal(message, refusal);
        app_destroy(app);
        seen = true;
    }
    assert_true(seen);
}

static void test_hint_suggests_a_legal_action(void **state)
{
    (void)state;
    App *app = support_app(21, 1280, 800, SPEED_NORMAL, false);
    assert_true(support_play_until(app, support_human_plays, 400));
    support_step(app, 3000);
    click_button(app, BTN_HINT);
    support_step(app, 20);
    const UiState *ui = app_ui(app);
    assert_true(ui->hint_active);
    ActionList legal;
    game_legal_actions(support_game(app), &legal);
    assert_true(action_list_contains(&legal, ui->hint));
    char message[640];
    app_message(app, message, sizeof message);
    assert_true(strncmp(message, "Hint", 4) == 0);
    app_render(app, 0);
    app_destroy(app);
}

static void test_resized_window_relays_out(void **state)
{
    (void)state;
    App *app = support_app(3, 1280, 800, SPEED_INSTANT, false);
    SDL_Window *window = SDL_RenderGetWindow(app_renderer(app));
    SDL_SetWindowSize(window, 900, 640);
    support_step(app, 10);
    const Layout *layout = app_layout(app);
    assert_int_equal(layout->width, 900);
    assert_int_equal(layout->height, 640);
    /* And a card can still be dragged at the new size. */
    assert_true(support_play_until(app, support_human_plays, 400));
    support_step(app, 100);
    uint8_t human = session_player(app_session(app));
    Card card = cardset_lowest(support_legal_cards(support_game(app)));
    int x, y;
    support_card_point(app, card, &x, &y);
    Rect slot = layout->trick_slot[SIDE_YOU];
    support_drag(app, x, y, slot.x + slot.w / 2, slot.y + slot.h / 2);
    assert_true(card_played(support_game(app), card, human));
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_drag_plays_a_card),
        cmocka_unit_test(test_illegal_drop_leaves_the_core_unchanged),
        cmocka_unit_test(test_drop_on_the_hand_is_no_play),
        cmocka_unit_test(test_double_click_plays),
        cmocka_unit_test(test_keyboard_chooses_and_plays),
        cmocka_unit_test(test_no_decision_before_the_cards_land),
        cmocka_unit_test(test_buttons_propose_and_exchange_selected_cards),
        cmocka_unit_test(test_a_refusal_goes_once_the_move_is_right),
        cmocka_unit_test(test_hint_suggests_a_legal_action),
        cmocka_unit_test(test_resized_window_relays_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
