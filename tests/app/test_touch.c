/* A touch screen alone: a whole hand played with nothing but SDL's finger
 * events, each followed by the mouse event SDL makes up from it, which
 * must not be heard a second time.  A card is tapped to choose it and
 * tapped again to play it, or dragged to the table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "i18n/strings.h"
#include "platform/touch.h"
#include "screens/coach_ask.h"
#include "screens/confirm.h"
#include "screens/settings.h"
#include "screens/summary.h"

static void tap(App *app, int x, int y)
{
    support_finger(app, SDL_FINGERDOWN, x, y);
    support_step(app, 60);
    support_finger(app, SDL_FINGERUP, x, y);
}

static void tap_rect(App *app, Rect r) { tap(app, r.x + r.w / 2, r.y + r.h / 2); }

static void tap_button(App *app, ButtonId id)
{
    const ButtonSet *buttons = app_buttons(app);
    int index = buttons_find(buttons, id);
    assert_true(index >= 0);
    tap_rect(app, layout_button(app_layout(app), buttons->count, index));
}

typedef struct Used {
    int main, second, chosen, tapped_twice, dragged;
} Used;

static void play_card(App *app, const Game *game, Used *used)
{
    Card card = cardset_lowest(support_legal_cards(game));
    int x, y;
    support_card_point(app, card, &x, &y);
    size_t before = game->history_count * 2u + game->trick_size;
    if (used->dragged == 0) {
        /* Dragged onto the table. */
        Rect slot = app_layout(app)->trick_slot[SIDE_YOU];
        int tx = slot.x + slot.w / 2, ty = slot.y + slot.h / 2;
        support_finger(app, SDL_FINGERDOWN, x, y);
        for (int i = 1; i <= 8; i++) {
            support_finger(app, SDL_FINGERMOTION, x + (tx - x) * i / 8, y + (ty - y) * i / 8);
            app_update(app, 8);
        }
        assert_true(support_table(app)->drag.active);
        support_finger(app, SDL_FINGERUP, tx, ty);
        used->dragged++;
    } else {
        /* Tapped: chosen, lifted, not played; tapped again: played. */
        tap(app, x, y);
        assert_int_equal(support_table(app)->hover, card);
        assert_true(cardset_has(support_game(app)->hands[session_player(app_session(app))], card));
        used->chosen++;
        support_step(app, 700); /* as slow as the player likes */
        tap(app, x, y);
        used->tapped_twice++;
    }
    assert_true(support_game(app)->history_count * 2u + support_game(app)->trick_size > before ||
                support_game(app)->phase != PHASE_PLAY);
}

static void decide(App *app, const Game *game, Used *used)
{
    switch (game->phase) {
    case PHASE_PROPOSE:
    case PHASE_RESPOND: {
        bool main = used->main <= used->second;
        ButtonId id = game->phase == PHASE_PROPOSE ? (main ? BTN_PROPOSE : BTN_STAND)
                                                   : (main ? BTN_ACCEPT : BTN_REFUSE);
        tap_button(app, id);
        main ? used->main++ : used->second++;
        break;
    }
    case PHASE_DISCARD: {
        /* Two cards tapped into the exchange, then its button. */
        uint8_t human = session_player(app_session(app));
        CardSet hand = game->hands[human];
        for (int n = 0; n < 2; n++) {
            Card card = n == 0 ? cardset_lowest(hand) : cardset_highest(hand);
            int x, y;
            support_card_point(app, card, &x, &y);
            tap(app, x, y);
            support_step(app, 100);
        }
        /* Each tap heard once: two cards, not one chosen and let go. */
        assert_int_equal(cardset_count(app_ui(app)->selected), 2);
        tap_button(app, BTN_EXCHANGE);
        break;
    }
    case PHASE_PLAY:
        if (support_may(game, ACTION_DECLARE))
            tap_button(app, BTN_DECLARE);
        else
            play_card(app, game, used);
        break;
    default: break;
    }
}

static void test_whole_hand_by_touch(void **state)
{
    (void)state;
    Used used;
    memset(&used, 0, sizeof used);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        App *app = support_app(seed, 1280, 800, SPEED_INSTANT, false);
        support_step(app, 200);
        if (support_top(app) == SCREEN_CONFIRM) {
            tap_rect(app, confirm_no(app_layout(app)));
            support_step(app, 400);
        }
        assert_int_equal(support_top(app), SCREEN_TABLE);
        uint8_t human = session_player(app_session(app));
        int first_hand = support_game(app)->hands_dealt;
        int steps = 0;
        for (; steps < 3000; steps++) {
            const Game *game = support_game(app);
            ScreenId top = support_top(app);
            if (game->hands_dealt > first_hand)
                break;
            if (top == SCREEN_COACH_ASK)
                tap_rect(app, coach_ask_button(app_layout(app), COACH_ASK_GO_AHEAD));
            else if (top == SCREEN_SUMMARY)
                tap_rect(app, summary_button(app_layout(app)));
            else if (top == SCREEN_TABLE && game->phase == PHASE_HAND_OVER)
                tap_button(app, BTN_NEXT_HAND);
            else if (top == SCREEN_TABLE && game->phase != PHASE_GAME_OVER && game->to_act == human)
                decide(app, game, &used);
            else if (top != SCREEN_TABLE)
                fail_msg("unexpected screen %d", (int)top);
            support_step(app, 40);
            app_render(app, 0);
        }
        if (steps >= 3000)
            fail_msg("seed %d stuck: phase %d, to act %d, top %d", (int)seed, (int)support_game(app)->phase,
                     support_game(app)->to_act, (int)support_top(app));
        assert_true(support_game(app)->hands_dealt > first_hand);
        app_destroy(app);
    }
    assert_true(used.main > 0 && used.dragged > 0 && used.chosen > 0 && used.tapped_twice > 0);
}

/* Two fingers: the second is ignored while the first is down. */
static void test_one_finger_at_a_time(void **state)
{
    (void)state;
    App *app = support_app(4, 1280, 800, SPEED_INSTANT, false);
    support_step(app, 200);
    if (support_top(app) == SCREEN_CONFIRM) {
        tap_rect(app, confirm_no(app_layout(app)));
        support_step(app, 400);
    }
    assert_true(support_play_until(app, support_human_plays, 400));
    support_step(app, 3000);
    const Game *game = support_game(app);
    Card card = cardset_lowest(support_legal_cards(game));
    int x, y;
    support_card_point(app, card, &x, &y);
    support_finger(app, SDL_FINGERDOWN, x, y);
    /* A second finger on the menu button does not open the menu. */
    Rect menu = app_layout(app)->menu_button;
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_FINGERDOWN;
    event.tfinger.touchId = 7;
    event.tfinger.fingerId = 2;
    int wx, wy, ww, wh;
    app_to_window(app, menu.x + menu.w / 2, menu.y + menu.h / 2, &wx, &wy);
    SDL_GetWindowSize(SDL_RenderGetWindow(app_renderer(app)), &ww, &wh);
    event.tfinger.x = (float)wx / (float)ww;
    event.tfinger.y = (float)wy / (float)wh;
    SDL_PushEvent(&event);
    app_pump(app);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    support_finger(app, SDL_FINGERUP, x, y);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    app_destroy(app);
}

/* A finger dragged `by` pixels down (negative: up) from (x, y), a little at
 * a time, and lifted. */
static void drag(App *app, int x, int y, int by)
{
    support_finger(app, SDL_FINGERDOWN, x, y);
    for (int i = 1; i <= 10; i++) {
        support_step(app, 16);
        support_finger(app, SDL_FINGERMOTION, x, y + by * i / 10);
    }
    support_finger(app, SDL_FINGERUP, x, y + by);
}

static const Settings *settings_of(App *app)
{
    ScreenContext context;
    app_context(app, &context);
    return context.settings;
}

static void settings_written(App *app, char *out, size_t size)
{
    assert_true(settings_write(settings_of(app), out, size) < size);
}

/* Over a panel a finger dragged scrolls it and presses nothing; a tap
 * still presses.  The settings at the largest text, where their rows are
 * more than the window holds. */
static void test_a_finger_scrolls_a_panel(void **state)
{
    (void)state;
    App *app = support_app(1, 1280, 800, SPEED_INSTANT, false);
    support_text_scale(app, true);
    app_open(app, SCREEN_SETTINGS, 0);
    assert_int_equal(support_top(app), SCREEN_SETTINGS);
    const Layout *l = app_layout(app);
    Rect list = settings_list(l);
    int top = settings_row_shown(app_top_screen(app), l, 0).y;
    assert_true(settings_row_shown(app_top_screen(app), l, SET_ROW_COUNT - 1).y + 10 > list.y + list.h);
    char before[2048], now[2048];
    settings_written(app, before, sizeof before);

    /* Up by a third of the list, starting on a row's value: the rows
     * follow the finger exactly, and the row is not changed. */
    Rect row = settings_row_shown(app_top_screen(app), l, 0);
    drag(app, row.x + row.w - row.h / 2, row.y + row.h / 2, -list.h / 3);
    assert_int_equal(support_top(app), SCREEN_SETTINGS);
    assert_int_equal(settings_row_shown(app_top_screen(app), l, 0).y, top - list.h / 3);
    /* On up, past the end: it stops there. */
    for (int i = 0; i < SET_ROW_COUNT; i++)
        drag(app, list.x + list.w / 2, list.y + list.h * 4 / 5, -list.h * 3 / 4);
    row = settings_row_shown(app_top_screen(app), l, SET_PHRASES);
    assert_int_equal(settings_row_shown(app_top_screen(app), l, SET_ROW_COUNT - 1).y + row.h, list.y + list.h);
    settings_written(app, now, sizeof now);
    assert_string_equal(now, before); /* no row changed */
    bool phrases = settings_of(app)->phrases;

    /* A tap on a row's > changes it. */
    tap(app, row.x + row.w - row.h / 2, row.y + row.h / 2);
    support_step(app, 60);
    assert_int_equal(settings_of(app)->phrases, !phrases);
    app_destroy(app);
}

/* A tap presses where the finger came down, though it may lift a little
 * off it, over the next row; and a tap is the panel's it began on alone. */
static void test_a_tap_is_where_it_began(void **state)
{
    (void)state;
    App *app = support_app(1, 1280, 800, SPEED_INSTANT, false);
    support_text_scale(app, false); /* every row in the window */
    app_open(app, SCREEN_SETTINGS, 0);
    const Layout *l = app_layout(app);
    assert_false(l->touch);
    bool phrases = settings_of(app)->phrases;
    char before[2048], now[2048], language[sizeof settings_of(app)->language];
    snprintf(language, sizeof language, "%s", settings_of(app)->language);
    Rect arrow = settings_arrow(l, SET_PHRASES, 1), next = settings_arrow(l, SET_LANGUAGE, 1);
    int x = arrow.x + arrow.w / 2, y = arrow.y + arrow.h - 2;
    assert_true(rect_contains(next, x, y + 10)); /* within a tap's wobble, on the next row */
    support_finger(app, SDL_FINGERDOWN, x, y);
    support_finger(app, SDL_FINGERMOTION, x, y + 10);
    support_finger(app, SDL_FINGERUP, x, y + 10);
    assert_int_equal(settings_of(app)->phrases, !phrases);
    assert_string_equal(settings_of(app)->language, language);

    /* The finger comes down on the close button; before it lifts, that
     * panel is gone and another has opened in its place: the tap is not
     * the new one's. */
    support_step(app, 100);
    Rect close = settings_close(l);
    support_finger(app, SDL_FINGERDOWN, close.x + close.w / 2, close.y + close.h / 2);
    app_close(app, SCREEN_SETTINGS);
    support_step(app, 100);
    app_open(app, SCREEN_SETTINGS, 0);
    settings_written(app, before, sizeof before);
    support_finger(app, SDL_FINGERUP, close.x + close.w / 2, close.y + close.h / 2);
    support_step(app, 60);
    assert_int_equal(support_top(app), SCREEN_SETTINGS);
    settings_written(app, now, sizeof now);
    assert_string_equal(now, before);
    app_destroy(app);
}

/* The settings' help, for the mouse and for a finger, fits between the
 * rows and the close button in every language, small window and large
 * text too. */
static void test_the_settings_help_fits(void **state)
{
    (void)state;
    static const char *const LANGUAGES[] = {"en", "mr", "sd"};
    static const struct {
        int w, h;
        bool large;
    } SIZES[] = {{1280, 800, false}, {1024, 768, true}, {800, 600, true}};
    for (size_t t = 0; t < sizeof LANGUAGES / sizeof LANGUAGES[0]; t++)
        for (size_t z = 0; z < sizeof SIZES / sizeof SIZES[0]; z++) {
            AppConfig config;
            support_config(&config, 1, SIZES[z].w, SIZES[z].h, false);
            config.language = LANGUAGES[t];
            App *app = support_open(&config);
            support_text_scale(app, SIZES[z].large);
            const Layout *l = app_layout(app);
            Rect panel = settings_panel(l), list = settings_list(l);
            int pad = layout_panel_pad(l), width = panel.w - 2 * pad;
            /* From under the list, where it is drawn, to the close button. */
            int room = settings_close(l).y - (list.y + list.h + pad / 4);
            static const StringId HELP[] = {STR_SET_HELP, STR_SET_HELP_TOUCH};
            for (int i = 0; i < 2; i++) {
                int h = text_wrapped_height(app_gfx(app)->text, FONT_SMALL, str_get(HELP[i]), width);
                if (h > room)
                    fail_msg("%s at %dx%d: help %d takes %d px, more than its %d", LANGUAGES[t], SIZES[z].w, SIZES[z].h,
                             i, h, room);
            }
            /* As a finger finds it, in a picture when ECARTE_SHOTS asks. */
            support_finger(app, SDL_FINGERDOWN, l->width / 2, l->margin);
            support_finger(app, SDL_FINGERUP, l->width / 2, l->margin);
            app_open(app, SCREEN_SETTINGS, 0);
            support_step(app, 400);
            app_render(app, 0);
            char name[64];
            snprintf(name, sizeof name, "touch-settings-%s-%dx%d", LANGUAGES[t], SIZES[z].w, SIZES[z].h);
            support_save_picture(app, name);
            app_destroy(app);
        }
}

/* SDL's mouse made up from a finger says nothing: the finger has said it. */
static void test_made_up_mouse_is_not_heard(void **state)
{
    (void)state;
    Platform platform;
    memset(&platform, 0, sizeof platform);
    platform.output_w = platform.window_w = 1280;
    platform.output_h = platform.window_h = 800;
    static const Uint32 TYPES[] = {SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEMOTION, SDL_MOUSEWHEEL};
    for (size_t i = 0; i < sizeof TYPES / sizeof TYPES[0]; i++) {
        SDL_Event event;
        memset(&event, 0, sizeof event);
        event.type = TYPES[i];
        event.button.button = SDL_BUTTON_LEFT;
        Command command;
        if (TYPES[i] == SDL_MOUSEMOTION)
            event.motion.which = SDL_TOUCH_MOUSEID;
        else if (TYPES[i] == SDL_MOUSEWHEEL)
            event.wheel.which = SDL_TOUCH_MOUSEID;
        else
            event.button.which = SDL_TOUCH_MOUSEID;
        assert_false(input_translate(&event, &platform, &command));
        /* The real mouse's is heard. */
        if (TYPES[i] == SDL_MOUSEMOTION)
            event.motion.which = 0;
        else if (TYPES[i] == SDL_MOUSEWHEEL)
            event.wheel.which = 0;
        else
            event.button.which = 0;
        assert_true(input_translate(&event, &platform, &command));
    }
    /* And the touches SDL makes up from the mouse are not fingers. */
    Touch touch;
    memset(&touch, 0, sizeof touch);
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_FINGERDOWN;
    event.tfinger.touchId = SDL_MOUSE_TOUCHID;
    Command out[TOUCH_COMMANDS_MAX];
    assert_int_equal(touch_translate(&touch, &event, &platform, false, out), 0);
    event.tfinger.touchId = 3;
    assert_int_equal(touch_translate(&touch, &event, &platform, false, out), 2);
    assert_int_equal(out[1].type, CMD_POINTER_DOWN);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_made_up_mouse_is_not_heard), cmocka_unit_test(test_whole_hand_by_touch),
        cmocka_unit_test(test_one_finger_at_a_time),       cmocka_unit_test(test_a_finger_scrolls_a_panel),
        cmocka_unit_test(test_a_tap_is_where_it_began),    cmocka_unit_test(test_the_settings_help_fits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
