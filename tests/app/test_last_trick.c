/* The last trick looked at again: opened by the L key and by a click on a
 * pile of tricks, showing the hand's last trick (and the earlier ones a step
 * at a time), leaving the table exactly as it was, and refused with a word
 * when no trick has been played out. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "i18n/strings.h"
#include "screens/last_trick.h"

/* What the table remembers of the pointer and the keyboard, field by field
 * (the struct's padding is nobody's business). */
static void assert_same_table(const TableUi *a, const TableUi *b)
{
    assert_int_equal(a->drag.pressed, b->drag.pressed);
    assert_int_equal(a->drag.active, b->drag.active);
    assert_int_equal(a->pointer_inside, b->pointer_inside);
    assert_int_equal(a->pointer_x, b->pointer_x);
    assert_int_equal(a->pointer_y, b->pointer_y);
    assert_int_equal(a->hover, b->hover);
    assert_int_equal(a->hover_button, b->hover_button);
    assert_int_equal(a->pressed_button, b->pressed_button);
    assert_int_equal(a->hover_chrome, b->hover_chrome);
    assert_int_equal(a->focus, b->focus);
    assert_int_equal(a->keyboard, b->keyboard);
    assert_int_equal(a->hands_seen, b->hands_seen);
    assert_int_equal(a->rehover, b->rehover);
}

static bool message_says(App *app, StringId id)
{
    char message[1024];
    app_message(app, message, sizeof message);
    return strstr(message, str_get(id)) != NULL;
}

static bool human_plays_after_two_tricks(const Game *game, uint8_t human)
{
    return support_human_plays(game, human) && game->history_count >= 2;
}

static bool human_discards(const Game *game, uint8_t human)
{
    return game->phase == PHASE_DISCARD && game->to_act == human;
}

static const Screen *last_trick_screen(const App *app)
{
    const Screen *top = app_top_screen(app);
    assert_int_equal(top->class->id, SCREEN_LAST_TRICK);
    return top;
}

static void test_key_refuses_before_any_trick(void **state)
{
    (void)state;
    /* A deal in which the player gets to choose cards to throw away. */
    App *app = NULL;
    for (uint64_t seed = 1; seed < 40 && !app; seed++) {
        app = support_app(seed, 1280, 800, SPEED_INSTANT, false);
        if (!support_play_until(app, human_discards, 400)) {
            app_destroy(app);
            app = NULL;
        }
    }
    assert_non_null(app);
    support_step(app, 1000);
    assert_int_equal(support_game(app)->history_count, 0);

    Card card = cardset_highest(support_game(app)->hands[session_player(app_session(app))]);
    int x, y;
    support_card_point(app, card, &x, &y);
    support_click(app, x, y, 1);
    assert_true(cardset_has(app_ui(app)->selected, card));
    support_key(app, SDLK_RIGHT); /* the keyboard's card */
    TableUi before = *support_table(app);
    assert_true(before.keyboard);

    assert_false(message_says(app, STR_LAST_TRICK_NONE));
    support_key(app, SDLK_l);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_true(message_says(app, STR_LAST_TRICK_NONE));
    assert_true(cardset_has(app_ui(app)->selected, card));
    assert_same_table(support_table(app), &before);

    /* A click where the piles of tricks will lie opens nothing either. */
    const Layout *layout = app_layout(app);
    Rect pile = layout_won_card(layout, SIDE_YOU, 0, 0);
    support_click(app, pile.x + pile.w / 2, pile.y + pile.h / 2, 1);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
}

static void test_key_opens_the_last_trick_and_leaves_the_table_as_it_was(void **state)
{
    (void)state;
    App *app = support_app(3, 1280, 800, SPEED_INSTANT, false);
    assert_true(support_play_until(app, human_plays_after_two_tricks, 800));
    support_step(app, 1000);
    Game game_before = *support_game(app);
    int tricks = game_before.history_count;

    /* The keyboard on one card, the pointer on another. */
    support_key(app, SDLK_RIGHT);
    Card last = support_table(app)->focus;
    assert_true(card_is_valid(last));
    CardSet hand = game_before.hands[session_player(app_session(app))];
    Card other = cardset_lowest(hand) == last ? cardset_highest(hand) : cardset_lowest(hand);
    int x, y;
    support_card_point(app, other, &x, &y);
    support_mouse(app, SDL_MOUSEMOTION, x, y, 0);
    support_step(app, 200);
    TableUi before = *support_table(app);
    assert_true(before.keyboard);
    assert_int_equal(before.focus, last);
    assert_true(card_is_valid(before.hover));

    support_key(app, SDLK_l);
    const Screen *screen = last_trick_screen(app);
    int index, count;
    const TrickRecord *shown = last_trick_shown(screen, &index, &count);
    assert_non_null(shown);
    assert_int_equal(count, tricks);
    assert_int_equal(index, tricks - 1);
    assert_memory_equal(shown, &game_before.history[tricks - 1], sizeof *shown);
    assert_same_table(support_table(app), &before);
    app_render(app, 0);

    /* Back through the hand, no further than its first trick, and on again. */
    for (int i = 0; i < tricks + 2; i++)
        support_key(app, SDLK_LEFT);
    shown = last_trick_shown(last_trick_screen(app), &index, NULL);
    assert_int_equal(index, 0);
    assert_memory_equal(shown, &game_before.history[0], sizeof *shown);
    app_render(app, 0);
    support_key(app, SDLK_RIGHT);
    last_trick_shown(last_trick_screen(app), &index, NULL);
    assert_int_equal(index, 1);

    /* L again closes it; the table and the game are as they were. */
    support_key(app, SDLK_l);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_same_table(support_table(app), &before);
    assert_memory_equal(support_game(app), &game_before, sizeof game_before);

    /* Any other key closes it too, without doing what it does on the table. */
    support_key(app, SDLK_l);
    last_trick_screen(app);
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_memory_equal(support_game(app), &game_before, sizeof game_before);
    support_key(app, SDLK_l);
    last_trick_screen(app);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_same_table(support_table(app), &before);
    app_destroy(app);
}

static void test_click_on_a_pile_opens_the_last_trick(void **state)
{
    (void)state;
    static const int SIZES[][2] = {{1280, 800}, {800, 600}};
    for (int s = 0; s < 2; s++) {
        App *app = support_app(3, SIZES[s][0], SIZES[s][1], SPEED_INSTANT, false);
        assert_true(support_play_until(app, human_plays_after_two_tricks, 800));
        support_step(app, 1000);
        const Game *game = support_game(app);
        int tricks = game->history_count;
        uint8_t human = session_player(app_session(app));
        const Layout *layout = app_layout(app);
        int won[SEAT_COUNT] = {0, 0};
        for (int t = 0; t < tricks; t++)
            won[game->history[t].winner == human ? SIDE_YOU : SIDE_OPPONENT]++;

        for (int side = 0; side < SEAT_COUNT; side++) {
            /* Where a side has no trick there is no pile to click. */
            Rect first = layout_won_card(layout, side, 0, 0);
            support_click(app, first.x + first.w / 2, first.y + first.h / 2, 1);
            if (won[side] == 0) {
                assert_int_equal(support_top(app), SCREEN_TABLE);
                continue;
            }
            /* Any card of the pile: the last trick of the hand, whichever
             * pile it went to. */
            int index, count;
            const TrickRecord *shown = last_trick_shown(last_trick_screen(app), &index, &count);
            assert_int_equal(index, tricks - 1);
            assert_memory_equal(shown, &game->history[tricks - 1], sizeof *shown);
            app_render(app, 0);

            /* The arrows step; a click anywhere else closes. */
            Rect earlier = last_trick_arrow(layout, LAST_TRICK_HIT_LEFT);
            support_click(app, earlier.x + earlier.w / 2, earlier.y + earlier.h / 2, 1);
            last_trick_shown(last_trick_screen(app), &index, NULL);
            assert_int_equal(index, tricks - 2);
            Rect later = last_trick_arrow(layout, LAST_TRICK_HIT_RIGHT);
            support_click(app, later.x + later.w / 2, later.y + later.h / 2, 1);
            last_trick_shown(last_trick_screen(app), &index, NULL);
            assert_int_equal(index, tricks - 1);
            Rect card = last_trick_card(layout, 0);
            support_click(app, card.x + card.w / 2, card.y + card.h / 2, 1);
            assert_int_equal(support_top(app), SCREEN_TABLE);

            /* The last card of the pile, and the count under it. */
            Rect top = layout_won_card(layout, side, won[side] - 1, 1);
            support_click(app, top.x + top.w - 2, top.y + top.h - 2, 1);
            last_trick_screen(app);
            support_click(app, 2, layout->height - 2, 1); /* outside the panel */
            assert_int_equal(support_top(app), SCREEN_TABLE);
            Rect label = layout_pile_label(layout, layout->won[side]);
            support_click(app, label.x + 4, label.y + label.h / 2, 1);
            last_trick_screen(app);
            support_key(app, SDLK_l);
            assert_int_equal(support_top(app), SCREEN_TABLE);
        }
        /* Off the piles, the table is just the table. */
        Rect pile = layout->won[SIDE_YOU];
        support_click(app, pile.x + pile.w - 2, pile.y + 2, 1);
        assert_int_equal(support_top(app), SCREEN_TABLE);
        app_destroy(app);
    }
}

/* With a card or a button held down the key waits: the release must reach
 * the table, or the card would stay in the air. */
static void test_key_waits_while_something_is_held(void **state)
{
    (void)state;
    App *app = support_app(3, 1280, 800, SPEED_INSTANT, false);
    assert_true(support_play_until(app, human_plays_after_two_tricks, 800));
    support_step(app, 1000);
    Card card = cardset_highest(support_legal_cards(support_game(app)));
    int x, y;
    support_card_point(app, card, &x, &y);
    support_mouse(app, SDL_MOUSEBUTTONDOWN, x, y, 1);
    support_mouse(app, SDL_MOUSEMOTION, x, y - 80, 0);
    assert_true(support_table(app)->drag.active);
    support_key(app, SDLK_l);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    support_mouse(app, SDL_MOUSEBUTTONUP, x, y, 1); /* back home: nothing played */
    assert_false(support_table(app)->drag.pressed);

    const Layout *layout = app_layout(app);
    Rect hint = layout_button(layout, 1, 0); /* the only button when leading or following: Hint */
    support_mouse(app, SDL_MOUSEBUTTONDOWN, hint.x + hint.w / 2, hint.y + hint.h / 2, 1);
    assert_true(support_table(app)->pressed_button >= 0);
    support_key(app, SDLK_l);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    support_mouse(app, SDL_MOUSEBUTTONUP, 1, 1, 1);
    assert_int_equal(support_table(app)->pressed_button, -1);

    support_key(app, SDLK_l);
    last_trick_screen(app);
    app_destroy(app);
}

static bool human_plays_last_card(const Game *game, uint8_t human)
{
    return support_human_plays(game, human) && game->history_count == TRICKS_PER_HAND - 1;
}

/* The hand ends while the player looks back: its summary, held back by the
 * panel, comes up when the panel closes. */
static void test_summary_follows_when_the_hand_ended_meanwhile(void **state)
{
    (void)state;
    App *app = support_app(5, 1280, 800, SPEED_INSTANT, false);
    assert_true(support_play_until(app, human_plays_last_card, 800));
    support_step(app, 1000);
    support_key(app, SDLK_l);
    last_trick_screen(app);
    Card card = cardset_highest(support_legal_cards(support_game(app)));
    assert_int_equal(session_submit(app_session(app), action_play(card), NULL), SUBMIT_OK);
    support_step(app, 3000);
    const Game *game = support_game(app);
    assert_true(game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER);
    /* Still the trick on show: the panel stays until the player closes it. */
    last_trick_screen(app);
    app_render(app, 0);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), game->phase == PHASE_GAME_OVER ? SCREEN_GAME_OVER : SCREEN_SUMMARY);
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_key_refuses_before_any_trick),
        cmocka_unit_test(test_key_opens_the_last_trick_and_leaves_the_table_as_it_was),
        cmocka_unit_test(test_click_on_a_pile_opens_the_last_trick),
        cmocka_unit_test(test_key_waits_while_something_is_held),
        cmocka_unit_test(test_summary_follows_when_the_hand_ended_meanwhile),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
