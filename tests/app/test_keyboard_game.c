/* The whole game by the keyboard alone: every decision by its key or by
 * Tab to its button, the cards by the arrows, the menu and the settings,
 * the summary and the end of the game, all by real key events. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "screens/confirm.h"
#include "screens/menu.h"
#include "screens/one_button.h"
#include "screens/settings.h"

typedef struct Used {
    int propose, stand, accept, refuse, discard, declare, play, hint, tab_press, coach;
} Used;

/* Right until the keyboard's card is one of `cards`. */
static bool focus_one_of(App *app, CardSet cards)
{
    for (int i = 0; i < 12; i++) {
        const TableUi *ui = support_table(app);
        if (ui->keyboard && ui->control == TABLE_FOCUS_CARD && ui->focus != CARD_NONE && cardset_has(cards, ui->focus))
            return true;
        support_key(app, SDLK_RIGHT);
    }
    return false;
}

/* Tab to the decision button `index` (the buttons follow the cards) and
 * press it with Enter. */
static void tab_press(App *app, int index)
{
    for (int i = 0; i < 20 && support_table(app)->control != index; i++)
        support_tab(app, false);
    assert_int_equal(support_table(app)->control, index);
    support_key(app, SDLK_RETURN);
}

static void decide(App *app, const Game *game, uint8_t human, Used *used)
{
    switch (game->phase) {
    case PHASE_PROPOSE:
        /* Propose by its key, stand by Tab to its button, in turn. */
        if (used->propose <= used->stand) {
            support_key(app, SDLK_p);
            used->propose++;
        } else {
            tab_press(app, 1); /* Propose, Stand, Hint */
            used->stand++;
            used->tab_press++;
        }
        break;
    case PHASE_RESPOND:
        if (used->accept <= used->refuse) {
            support_key(app, SDLK_a);
            used->accept++;
        } else {
            support_key(app, SDLK_r);
            used->refuse++;
        }
        break;
    case PHASE_DISCARD: {
        /* Two cards chosen with the arrows and Up, then X. */
        Card first = CARD_NONE;
        for (int n = 0; n < 2; n++) {
            support_key(app, SDLK_RIGHT);
            Card card = support_table(app)->focus;
            if (card == first)
                support_key(app, SDLK_RIGHT);
            first = support_table(app)->focus;
            support_key(app, SDLK_UP);
        }
        assert_int_equal(cardset_count(app_ui(app)->selected), 2);
        support_key(app, SDLK_x);
        used->discard++;
        break;
    }
    case PHASE_PLAY:
        if (support_may(game, ACTION_DECLARE)) {
            support_key(app, SDLK_d);
            used->declare++;
            break;
        }
        if (used->hint < 3) {
            support_key(app, SDLK_n);
            support_step(app, 20);
            assert_true(app_ui(app)->hint_active);
            used->hint++;
        }
        assert_true(focus_one_of(app, support_legal_cards(game)));
        support_key(app, SDLK_RETURN);
        used->play++;
        break;
    default: break;
    }
    (void)human;
}

/* Esc, Down to the settings, Enter; Down to a row, the arrows to change
 * it; Tab round to the close button and Space. */
static void settings_by_keys(App *app)
{
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_MENU);
    for (int i = 0; i <= MENU_SETTINGS; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_SETTINGS);
    AnimSpeed speed = app_ui(app)->speed;
    for (int i = 0; i < SET_ANIMATION; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RIGHT);
    assert_int_not_equal(app_ui(app)->speed, speed);
    support_key(app, SDLK_LEFT);
    assert_int_equal(app_ui(app)->speed, speed);
    /* The coach off: its question is answered by the keyboard below too. */
    for (int i = SET_ANIMATION; i < SET_COACH; i++)
        support_key(app, SDLK_DOWN);
    support_key(app, SDLK_RIGHT);
    support_key(app, SDLK_RIGHT);
    for (int i = SET_COACH; i < SET_ROW_COUNT; i++)
        support_tab(app, false);
    support_key(app, SDLK_SPACE);
    assert_int_equal(support_top(app), SCREEN_TABLE);
}

static void play_game(uint64_t seed, Used *used)
{
    App *app = support_app(seed, 1280, 800, SPEED_INSTANT, false);
    support_step(app, 200);
    /* The first start's offer of lessons: Tab to "Not now", Enter. */
    if (support_top(app) == SCREEN_CONFIRM) {
        support_tab(app, false);
        support_tab(app, false);
        support_key(app, SDLK_RETURN);
        support_step(app, 50);
    }
    assert_int_equal(support_top(app), SCREEN_TABLE);
    settings_by_keys(app);
    uint8_t human = session_player(app_session(app));
    int steps = 0;
    for (; steps < 30000; steps++) {
        const Game *game = support_game(app);
        ScreenId top = support_top(app);
        if (top == SCREEN_GAME_OVER)
            break;
        if (top == SCREEN_COACH_ASK) {
            support_tab(app, false); /* to "do it anyway" */
            support_key(app, SDLK_RETURN);
            used->coach++;
        } else if (top == SCREEN_SUMMARY) {
            support_key(app, SDLK_SPACE);
        } else if (top == SCREEN_TABLE && game->phase == PHASE_HAND_OVER) {
            support_key(app, SDLK_SPACE); /* the next hand's button */
        } else if (top == SCREEN_TABLE && game->to_act == human) {
            decide(app, game, human, used);
        } else if (top != SCREEN_TABLE) {
            fail_msg("unexpected screen %d", (int)top);
        }
        support_step(app, 40);
        app_render(app, 0); /* the table's picture, where the keyboard finds the cards */
    }
    if (steps >= 30000)
        fail_msg(
            "stuck: phase %d, to act %d, human %d, top %d, selected %d, message %s ctl %d focus %d kb %d legal %llx declare %d play %d",
            (int)support_game(app)->phase, support_game(app)->to_act, human, (int)support_top(app),
            cardset_count(app_ui(app)->selected), app_ui(app)->flash, support_table(app)->control,
            support_table(app)->focus, support_table(app)->keyboard,
            (unsigned long long)support_legal_cards(support_game(app)), used->declare, used->play);
    assert_int_equal(support_game(app)->phase, PHASE_GAME_OVER);
    /* The end of the game: Tab rings its button, Enter starts the next. */
    support_tab(app, false);
    assert_true(((const OneButton *)app_top_screen(app)->state)->keyboard);
    support_key(app, SDLK_RETURN);
    support_step(app, 100);
    assert_int_not_equal(support_game(app)->phase, PHASE_GAME_OVER);
    app_destroy(app);
}

static void test_whole_games_by_keys(void **state)
{
    (void)state;
    Used used;
    memset(&used, 0, sizeof used);
    for (uint64_t seed = 1; seed <= 12; seed++) {
        play_game(seed, &used);
        if (used.propose && used.stand && used.accept && used.refuse && used.discard && used.declare && used.play &&
            used.hint && used.tab_press)
            break;
    }
    print_message("propose %d stand %d accept %d refuse %d discard %d declare %d play %d hint %d coach %d\n",
                  used.propose, used.stand, used.accept, used.refuse, used.discard, used.declare, used.play, used.hint,
                  used.coach);
    assert_true(used.propose > 0);
    assert_true(used.stand > 0);
    assert_true(used.accept > 0);
    assert_true(used.refuse > 0);
    assert_true(used.discard > 0);
    assert_true(used.declare > 0);
    assert_true(used.play > 0);
    assert_true(used.hint > 0);
    assert_true(used.tab_press > 0);
}

/* A game at the table, the first start's offer of lessons put by. */
static App *open_at_the_table(uint64_t seed)
{
    App *app = support_app(seed, 1280, 800, SPEED_INSTANT, false);
    support_step(app, 200);
    if (support_top(app) == SCREEN_CONFIRM) {
        support_key(app, SDLK_ESCAPE);
        support_step(app, 50);
    }
    return app;
}

/* A game at the player's turn to play a card. */
static App *open_at_your_card(uint64_t seed)
{
    App *app = open_at_the_table(seed);
    assert_true(support_play_until(app, support_human_plays, 500));
    support_until_your_turn(app);
    return app;
}

/* Tab goes through every card, every button, the menu and help buttons,
 * and comes back to the first; Shift-Tab walks the same way back. */
static void test_tab_cycles_the_table(void **state)
{
    (void)state;
    App *app = open_at_the_table(1);
    const Game *game = support_game(app);
    uint8_t human = session_player(app_session(app));
    assert_int_equal(game->to_act, human);
    assert_int_equal(game->phase, PHASE_PROPOSE);
    int cards = cardset_count(game->hands[human]), buttons = 3; /* Propose, Stand, Hint */
    int count = cards + buttons + 2;
    int seen[16];
    CardSet visited = 0;
    for (int i = 0; i < count; i++) {
        support_tab(app, false);
        const TableUi *ui = support_table(app);
        seen[i] = ui->control;
        if (i < cards) {
            assert_int_equal(ui->control, TABLE_FOCUS_CARD);
            visited |= cardset_of(ui->focus);
        } else if (i < cards + buttons) {
            assert_int_equal(ui->control, i - cards);
        }
    }
    assert_int_equal(visited, game->hands[human]);
    assert_int_equal(seen[count - 2], TABLE_FOCUS_MENU);
    assert_int_equal(seen[count - 1], TABLE_FOCUS_HELP);
    support_tab(app, false); /* round to the first card */
    assert_int_equal(support_table(app)->control, TABLE_FOCUS_CARD);
    /* Shift-Tab: the help button, the menu's, the buttons backwards. */
    for (int i = count - 1; i >= cards; i--) {
        support_tab(app, true);
        assert_int_equal(support_table(app)->control, seen[i]);
    }
    /* Enter on the menu's button opens the menu. */
    while (support_table(app)->control != TABLE_FOCUS_MENU)
        support_tab(app, false);
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_MENU);
    app_destroy(app);
}

/* A card played by Enter hands the ring to the card now in its place, so
 * that a player who cannot see where it went still has a card under Enter. */
static void test_the_ring_stays_in_the_hand(void **state)
{
    (void)state;
    App *app = open_at_your_card(3);
    uint8_t human = session_player(app_session(app));
    CardSet before = support_game(app)->hands[human];
    assert_true(cardset_count(before) >= 2);
    assert_true(focus_one_of(app, support_legal_cards(support_game(app))));
    Card played = support_table(app)->focus;
    support_key(app, SDLK_RETURN);
    support_step(app, 20);
    const Game *game = support_game(app);
    assert_false(cardset_has(game->hands[human], played));
    const TableUi *ui = support_table(app);
    assert_true(ui->keyboard);
    assert_int_equal(ui->control, TABLE_FOCUS_CARD);
    assert_true(cardset_has(game->hands[human], ui->focus));
    app_destroy(app);
}

/* Enter on the player's turn to play, with no card in the ring, brings the
 * ring to a card that may be played, and the next Enter plays it. */
static void test_enter_finds_a_card_to_play(void **state)
{
    (void)state;
    App *app = open_at_your_card(3);
    uint8_t human = session_player(app_session(app));
    assert_false(support_table(app)->keyboard);
    support_key(app, SDLK_RETURN);
    const TableUi *ui = support_table(app);
    assert_true(ui->keyboard);
    assert_int_equal(ui->control, TABLE_FOCUS_CARD);
    assert_true(cardset_has(support_legal_cards(support_game(app)), ui->focus));
    Card card = ui->focus;
    assert_true(cardset_has(support_game(app)->hands[human], card));
    /* It rises, as under the pointer, so that its ring shows whole above
     * the card that overlaps it. */
    const Scene *scene = &app_anim(app)->target;
    int index = -1;
    for (int i = 0; i < scene->hand_count; i++)
        index = scene->hand[i] == card ? i : index;
    assert_true(index >= 0);
    const Sprite *sprite = scene_find(scene, (uint16_t)(KEY_CARD + card));
    assert_non_null(sprite);
    Rect rest = layout_hand_card(app_layout(app), scene->hand_count, index);
    assert_true(sprite->pose.y < rest.y + rest.h * 0.5f - 1.0f);
    support_key(app, SDLK_RETURN);
    support_step(app, 20);
    assert_false(cardset_has(support_game(app)->hands[human], card));
    app_destroy(app);
}

/* The keyboard's card, if the ring is on a card. */
static Card ringed_card(App *app)
{
    const TableUi *ui = support_table(app);
    return ui->keyboard && ui->control == TABLE_FOCUS_CARD ? ui->focus : CARD_NONE;
}

/* Where a card must be played, the ring rests on the cards that may be
 * played and on no other: Right, Left and Tab pass over the dimmed ones,
 * and a ring handed on to a card that the opponent's lead has made
 * unplayable moves to the nearest that may be.  Whole hands by the keys:
 * S plays without an exchange, R refuses one, Enter plays the ringed card. */
static void test_the_ring_rests_only_on_playable_cards(void **state)
{
    (void)state;
    int barred_turns = 0, carried = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        App *app = open_at_the_table(seed);
        uint8_t human = session_player(app_session(app));
        for (int steps = 0; steps < 4000 && support_game(app)->phase != PHASE_GAME_OVER; steps++) {
            support_step(app, 40);
            app_render(app, 0);
            const Game *game = support_game(app);
            ScreenId top = support_top(app);
            if (top == SCREEN_SUMMARY || (top == SCREEN_TABLE && game->phase == PHASE_HAND_OVER)) {
                support_key(app, SDLK_SPACE);
                continue;
            }
            if (top != SCREEN_TABLE || game->to_act != human || app_ui(app)->dealing_until > app_now(app) ||
                anim_busy(app_anim(app), app_now(app)))
                continue;
            if (game->phase == PHASE_PROPOSE || game->phase == PHASE_RESPOND) {
                support_key(app, game->phase == PHASE_PROPOSE ? SDLK_s : SDLK_r);
                continue;
            }
            if (game->phase != PHASE_PLAY)
                continue;
            if (support_may(game, ACTION_DECLARE)) {
                support_key(app, SDLK_d);
                continue;
            }
            CardSet legal = support_legal_cards(game), hand = game->hands[human];
            char where[96];
            snprintf(where, sizeof where, "seed %llu, hand %d, trick %d", (unsigned long long)seed, game->hands_dealt,
                     game->history_count + 1);
            /* The ring as the turn comes: never on a card that may not be played. */
            Card ringed = ringed_card(app);
            if (ringed != CARD_NONE && !cardset_has(legal, ringed))
                fail_msg("%s: the ring rests on a card that may not be played", where);
            if (legal != hand) {
                barred_turns++;
                carried += ringed != CARD_NONE;
                static const SDL_Keycode KEYS[] = {SDLK_RIGHT, SDLK_LEFT};
                for (int k = 0; k < 2; k++)
                    for (int i = 0; i < 2 * HAND_SIZE; i++) {
                        support_key(app, KEYS[k]);
                        if (!cardset_has(legal, ringed_card(app)))
                            fail_msg("%s: %s put the ring on a card that may not be played", where,
                                     k ? "Left" : "Right");
                    }
                /* Tab goes round the cards that may be played, then the buttons. */
                CardSet tabbed = 0;
                for (int i = 0; i < 2 * (HAND_SIZE + LAYOUT_BUTTONS_MAX + 2); i++) {
                    support_tab(app, false);
                    if (support_table(app)->control == TABLE_FOCUS_CARD)
                        tabbed |= cardset_of(support_table(app)->focus);
                }
                if (tabbed != legal)
                    fail_msg("%s: Tab went round other cards than those that may be played", where);
                while (support_table(app)->control != TABLE_FOCUS_CARD)
                    support_tab(app, false);
            } else if (ringed == CARD_NONE) {
                support_key(app, SDLK_RIGHT);
            }
            Card card = ringed_card(app);
            assert_true(cardset_has(legal, card));
            support_key(app, SDLK_RETURN);
            support_step(app, 20);
            assert_false(cardset_has(support_game(app)->hands[human], card));
        }
        app_destroy(app);
    }
    print_message("turns with cards that may not be played: %d, the ring there already: %d\n", barred_turns, carried);
    assert_true(barred_turns > 0);
    assert_true(carried > 0);
}

/* A game resumed from its file: the first arrow rings a card at once, and
 * the next key acts on it (it used to be lost as the table caught up with
 * the hand it had not seen dealt). */
static void test_the_first_key_after_resuming_rings_a_card(void **state)
{
    (void)state;
    App *app = open_at_your_card(3);
    app_destroy(app);
    AppConfig config;
    support_config(&config, 3, 1280, 800, false);
    config.seed_given = false;
    app = support_open(&config);
    support_until_your_turn(app);
    app_render(app, 0);
    const Game *game = support_game(app);
    assert_int_equal(game->phase, PHASE_PLAY);
    support_key(app, SDLK_RIGHT);
    Card card = ringed_card(app);
    assert_true(cardset_has(support_legal_cards(game), card));
    uint8_t human = session_player(app_session(app));
    support_key(app, SDLK_RETURN);
    support_step(app, 20);
    assert_false(cardset_has(support_game(app)->hands[human], card));
    app_destroy(app);
}

static bool hand_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_HAND_OVER;
}

/* The summary's two buttons: Tab and Shift-Tab go round them. */
static void test_tab_cycles_the_summary(void **state)
{
    (void)state;
    App *app = open_at_the_table(2);
    assert_true(support_play_until(app, hand_over, 500));
    for (int i = 0; i < 100 && support_top(app) != SCREEN_SUMMARY; i++)
        support_step(app, 50);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    const OneButton *button = app_top_screen(app)->state;
    support_tab(app, false);
    assert_true(button->keyboard);
    int first = button->hover;
    support_tab(app, false);
    int second = button->hover;
    support_tab(app, false);
    assert_int_equal(button->hover, first);
    support_tab(app, false);
    assert_int_equal(button->hover, second);
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tab_cycles_the_table),
        cmocka_unit_test(test_tab_cycles_the_summary),
        cmocka_unit_test(test_the_ring_stays_in_the_hand),
        cmocka_unit_test(test_enter_finds_a_card_to_play),
        cmocka_unit_test(test_the_ring_rests_only_on_playable_cards),
        cmocka_unit_test(test_the_first_key_after_resuming_rings_a_card),
        cmocka_unit_test(test_whole_games_by_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
