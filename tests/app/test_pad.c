/* A game controller alone: SDL's virtual joystick, plugged in and pulled
 * out, its buttons and stick pressed through SDL itself.  The controller's
 * own commands (the stick's dead zone and repeat, plugging in and out),
 * a whole hand played with nothing but its buttons, the hand's summary's
 * two buttons by the D-pad and by Y, and the key caps that follow the hand
 * from the controller to the keyboard and back. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "i18n/strings.h"
#include "platform/pads.h"
#include "render/pad_caps.h"
#include "screens/review.h"

enum {
    VID_MICROSOFT = 0x045e,
    PID_XBOX360 = 0x028e,
    VID_SONY = 0x054c,
    PID_PS4 = 0x05c4,
    VID_NINTENDO = 0x057e,
    PID_SWITCH_PRO = 0x2009
};

/* A controller as SDL's virtual joystick with every button and axis of
 * a game controller; its device index. */
static int plug_in(Uint16 vendor, Uint16 product)
{
    SDL_VirtualJoystickDesc desc;
    memset(&desc, 0, sizeof desc);
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    desc.button_mask = (1u << SDL_CONTROLLER_BUTTON_MAX) - 1;
    desc.axis_mask = (1u << SDL_CONTROLLER_AXIS_MAX) - 1;
    desc.vendor_id = vendor;
    desc.product_id = product;
    desc.name = "virtual pad";
    int device = SDL_JoystickAttachVirtualEx(&desc);
    assert_true(device >= 0);
    assert_true(SDL_IsGameController(device));
    return device;
}

/* ---- the controller's commands ------------------------------------------ */

/* Every command the pending events make, at `now`; how many, in out. */
static int drain(Pads *pads, double now, Command *out, int max)
{
    int count = 0;
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        Command c;
        if (pads_translate(pads, &event, now, &c) && count < max)
            out[count++] = c;
    }
    return count;
}

static void test_stick_dead_zone_and_repeat(void **state)
{
    (void)state;
    assert_int_equal(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS), 0);
    Pads pads;
    assert_true(pads_start(&pads));
    int device = plug_in(VID_MICROSOFT, PID_XBOX360);
    Command c[16];
    assert_int_equal(drain(&pads, 0, c, 16), 0);
    assert_int_equal(pads.count, 1); /* opened as it came */
    SDL_Joystick *joystick = SDL_JoystickOpen(device);
    assert_non_null(joystick);

    /* A stick resting a little off centre does nothing. */
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTX, 9000);
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTY, -9000);
    assert_int_equal(drain(&pads, 0, c, 16), 0);
    assert_false(pads_repeat(&pads, 5000, &c[0]));
    assert_true(pads_wake_at(&pads) < 0);

    /* Leaning right: one step at once, from an Xbox pad. */
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTX, 30000);
    int n = drain(&pads, 10000, c, 16);
    assert_int_equal(n, 1);
    assert_int_equal(c[0].type, CMD_KEY);
    assert_int_equal(c[0].key, CK_RIGHT);
    assert_int_equal(c[0].from, CAPS_XBOX);
    /* Held: after a pause, then at a steady pace, one step per call. */
    int steps = 0;
    for (double t = 10000; t <= 12000; t += 5) {
        Command held;
        if (pads_repeat(&pads, t, &held)) {
            assert_int_equal(held.key, CK_RIGHT);
            steps++;
        }
    }
    assert_true(steps >= 10 && steps <= 16);
    /* Easing back, but still well out, stays held; at rest, stops. */
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTX, 16000);
    assert_int_equal(drain(&pads, 12001, c, 16), 0);
    assert_true(pads_wake_at(&pads) >= 0);
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTX, 4000);
    assert_int_equal(drain(&pads, 12002, c, 16), 0);
    assert_true(pads_wake_at(&pads) < 0);
    assert_false(pads_repeat(&pads, 20000, &c[0]));

    /* The D-pad steps too, and the buttons are the keyboard's keys. */
    static const struct {
        SDL_GameControllerButton button;
        CommandKey key;
    } BUTTONS[] = {
        {SDL_CONTROLLER_BUTTON_DPAD_UP, CK_UP},
        {SDL_CONTROLLER_BUTTON_DPAD_LEFT, CK_LEFT},
        {SDL_CONTROLLER_BUTTON_A, CK_ENTER},
        {SDL_CONTROLLER_BUTTON_B, CK_ESCAPE},
        {SDL_CONTROLLER_BUTTON_X, CK_SPACE},
        {SDL_CONTROLLER_BUTTON_Y, CK_SECOND},
        {SDL_CONTROLLER_BUTTON_BACK, CK_HINT},
        {SDL_CONTROLLER_BUTTON_START, CK_MENU},
        {SDL_CONTROLLER_BUTTON_LEFTSHOULDER, CK_PAGE_UP},
        {SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, CK_PAGE_DOWN},
    };
    for (size_t i = 0; i < sizeof BUTTONS / sizeof BUTTONS[0]; i++) {
        SDL_JoystickSetVirtualButton(joystick, BUTTONS[i].button, 1);
        n = drain(&pads, 30000, c, 16);
        assert_int_equal(n, 1);
        assert_int_equal(c[0].key, BUTTONS[i].key);
        SDL_JoystickSetVirtualButton(joystick, BUTTONS[i].button, 0);
        assert_int_equal(drain(&pads, 30000, c, 16), 0);
    }

    /* A trigger is Tab or Shift-Tab, once a pull. */
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 30000);
    n = drain(&pads, 31000, c, 16);
    assert_int_equal(n, 1);
    assert_int_equal(c[0].key, CK_TAB);
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 12000);
    assert_int_equal(drain(&pads, 31001, c, 16), 0);
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 0);
    assert_int_equal(drain(&pads, 31002, c, 16), 0);
    assert_false(pads_repeat(&pads, 32000, &c[0]));
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_TRIGGERLEFT, 32767);
    n = drain(&pads, 32001, c, 16);
    assert_int_equal(n, 1);
    assert_int_equal(c[0].key, CK_BACK_TAB);
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_TRIGGERLEFT, 0);
    assert_int_equal(drain(&pads, 32002, c, 16), 0);

    /* Pulled out: closed, nothing held. */
    SDL_JoystickSetVirtualButton(joystick, SDL_CONTROLLER_BUTTON_DPAD_DOWN, 1);
    assert_int_equal(drain(&pads, 40000, c, 16), 1);
    assert_true(pads_wake_at(&pads) >= 0);
    SDL_JoystickClose(joystick);
    assert_int_equal(SDL_JoystickDetachVirtual(device), 0);
    drain(&pads, 40001, c, 16);
    assert_int_equal(pads.count, 0);
    assert_true(pads_wake_at(&pads) < 0);
    pads_stop(&pads);
    SDL_Quit();
}

static void test_families_by_type(void **state)
{
    (void)state;
    assert_int_equal(pads_style(SDL_CONTROLLER_TYPE_XBOXONE), CAPS_XBOX);
    assert_int_equal(pads_style(SDL_CONTROLLER_TYPE_PS5), CAPS_PLAYSTATION);
    assert_int_equal(pads_style(SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO), CAPS_NINTENDO);
    assert_int_equal(pads_style(SDL_CONTROLLER_TYPE_UNKNOWN), CAPS_XBOX);
}

/* ---- the game by controller ---------------------------------------------- */

typedef struct Pad {
    App *app;
    int device;
    SDL_Joystick *joystick;
} Pad;

static Pad pad_open(App *app, Uint16 vendor, Uint16 product)
{
    Pad pad = {app, plug_in(vendor, product), NULL};
    pad.joystick = SDL_JoystickOpen(pad.device);
    assert_non_null(pad.joystick);
    support_step(app, 10); /* the app hears it plugged in */
    return pad;
}

static void pad_close(Pad *pad)
{
    SDL_JoystickClose(pad->joystick);
    SDL_JoystickDetachVirtual(pad->device);
    support_step(pad->app, 10);
}

/* Pressed and let go at once, as a thumb does. */
static void press(Pad *pad, SDL_GameControllerButton button)
{
    SDL_JoystickSetVirtualButton(pad->joystick, button, 1);
    app_pump(pad->app);
    SDL_JoystickSetVirtualButton(pad->joystick, button, 0);
    app_pump(pad->app);
}

typedef struct Used {
    int x, y, back, a, dpad, last_trick, menu, coach;
} Used;

/* The shoulders at the table open the last trick and step it; B closes. */
static void look_back(Pad *pad, Used *used)
{
    press(pad, SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    assert_int_equal(support_top(pad->app), SCREEN_LAST_TRICK);
    press(pad, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    assert_int_equal(support_top(pad->app), SCREEN_LAST_TRICK);
    press(pad, SDL_CONTROLLER_BUTTON_B);
    support_step(pad->app, 400);
    assert_int_equal(support_top(pad->app), SCREEN_TABLE);
    used->last_trick++;
}

static void decide(Pad *pad, const Game *game, Used *used)
{
    App *app = pad->app;
    switch (game->phase) {
    case PHASE_PROPOSE:
    case PHASE_RESPOND:
        /* X the main decision (propose, accept), Y the other, in turn. */
        if (used->x <= used->y) {
            press(pad, SDL_CONTROLLER_BUTTON_X);
            used->x++;
        } else {
            press(pad, SDL_CONTROLLER_BUTTON_Y);
            used->y++;
        }
        break;
    case PHASE_DISCARD: {
        /* Two cards chosen with the D-pad, then X. */
        for (int n = 0; n < 2; n++) {
            Card before = support_table(app)->focus;
            press(pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
            assert_int_not_equal(support_table(app)->focus, before);
            press(pad, SDL_CONTROLLER_BUTTON_DPAD_UP);
            used->dpad += 2;
        }
        assert_int_equal(cardset_count(app_ui(app)->selected), 2);
        press(pad, SDL_CONTROLLER_BUTTON_X);
        used->x++;
        break;
    }
    case PHASE_PLAY:
        if (support_may(game, ACTION_DECLARE)) {
            press(pad, SDL_CONTROLLER_BUTTON_X);
            used->x++;
            break;
        }
        if (used->back == 0) {
            press(pad, SDL_CONTROLLER_BUTTON_BACK);
            support_step(app, 20);
            assert_true(app_ui(app)->hint_active);
            used->back++;
        }
        if (game->history_count > 0 && used->last_trick == 0)
            look_back(pad, used);
        /* Right until the ring is on a card (from a button, it walks the
         * buttons first); it rests only on cards that may be played. */
        for (int i = 0; i < 12 && !(support_table(app)->keyboard && support_table(app)->control == TABLE_FOCUS_CARD);
             i++) {
            press(pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
            used->dpad++;
        }
        assert_int_equal(support_table(app)->control, TABLE_FOCUS_CARD);
        assert_true(cardset_has(support_legal_cards(game), support_table(app)->focus));
        press(pad, SDL_CONTROLLER_BUTTON_A);
        used->a++;
        break;
    default: break;
    }
}

static void test_whole_hand_by_controller(void **state)
{
    (void)state;
    int seconds = 0; /* Y's decisions, over all the hands */
    for (uint64_t seed = 1; seed <= 3; seed++) {
        App *app = support_app(seed, 1280, 800, SPEED_INSTANT, false);
        Pad pad = pad_open(app, VID_MICROSOFT, PID_XBOX360);
        support_step(app, 200);
        Used used;
        memset(&used, 0, sizeof used);
        /* The first start's offer of lessons: B says not now. */
        if (support_top(app) == SCREEN_CONFIRM) {
            press(&pad, SDL_CONTROLLER_BUTTON_B);
            support_step(app, 400);
        }
        assert_int_equal(support_top(app), SCREEN_TABLE);
        /* Start opens the menu, and closes it. */
        press(&pad, SDL_CONTROLLER_BUTTON_START);
        assert_int_equal(support_top(app), SCREEN_MENU);
        press(&pad, SDL_CONTROLLER_BUTTON_START);
        support_step(app, 400);
        assert_int_equal(support_top(app), SCREEN_TABLE);
        used.menu++;

        uint8_t human = session_player(app_session(app));
        int first_hand = support_game(app)->hands_dealt;
        int steps = 0;
        for (; steps < 5000; steps++) {
            const Game *game = support_game(app);
            ScreenId top = support_top(app);
            if (game->hands_dealt > first_hand)
                break;
            if (top == SCREEN_COACH_ASK) {
                press(&pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT); /* to "do it anyway" */
                press(&pad, SDL_CONTROLLER_BUTTON_A);
                used.coach++;
            } else if (top == SCREEN_SUMMARY || top == SCREEN_GAME_OVER) {
                press(&pad, SDL_CONTROLLER_BUTTON_A);
            } else if (top == SCREEN_TABLE && (game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER)) {
                press(&pad, SDL_CONTROLLER_BUTTON_X); /* the next hand's button */
            } else if (top == SCREEN_TABLE && game->to_act == human) {
                decide(&pad, game, &used);
            } else if (top != SCREEN_TABLE) {
                fail_msg("unexpected screen %d", (int)top);
            }
            support_step(app, 40);
            app_render(app, 0);
        }
        if (steps >= 5000)
            fail_msg("seed %d stuck: phase %d, to act %d, top %d", (int)seed, (int)support_game(app)->phase,
                     support_game(app)->to_act, (int)support_top(app));
        /* The hand ended and the next was dealt, by the controller alone. */
        assert_true(support_game(app)->hands_dealt > first_hand);
        assert_true(used.x > 0 && used.a > 0 && used.dpad > 0 && used.back > 0);
        assert_true(used.last_trick > 0 && used.menu > 0);
        seconds += used.y;
        pad_close(&pad);
        app_destroy(app);
    }
    assert_true(seconds > 0);
}

/* ---- the key caps ------------------------------------------------------- */

static Uint32 pixel_at(App *app, int x, int y)
{
    app_render(app, 0);
    Uint32 pixel = 0;
    SDL_Rect one = {x, y, 1, 1};
    assert_int_equal(SDL_RenderReadPixels(app_renderer(app), &one, SDL_PIXELFORMAT_ARGB8888, &pixel, 4), 0);
    return pixel & 0xffffff;
}

static void test_key_caps_follow_the_hand(void **state)
{
    (void)state;
    App *app = support_app(5, 1280, 800, SPEED_INSTANT, false);
    support_step(app, 200);
    if (support_top(app) == SCREEN_CONFIRM) {
        support_key(app, SDLK_ESCAPE);
        support_step(app, 400);
    }
    support_until_your_turn(app);
    const ButtonSet *buttons = app_buttons(app);
    assert_true(buttons->count > 0);
    const Layout *layout = app_layout(app);
    int main = -1;
    for (int i = 0; i < buttons->count; i++)
        if (buttons->items[i].primary)
            main = i;
    assert_true(main >= 0);
    Rect button = layout_button(layout, buttons->count, main);
    /* A point inside either cap, off its letter: the cap's own face. */
    Rect cap = pad_caps_rect(app_gfx(app), button, PAD_X);
    int x = cap.x + cap.w / 5, y = cap.y + cap.h / 2;
    assert_int_equal(app_ui(app)->caps, CAPS_KEYBOARD);
    Uint32 keyboard = pixel_at(app, x, y);

    Pad pad = pad_open(app, VID_SONY, PID_PS4);
    /* Plugged in and not yet used: the keyboard's caps stay. */
    assert_int_equal(app_ui(app)->caps, CAPS_KEYBOARD);
    press(&pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_int_equal(app_ui(app)->caps, CAPS_PLAYSTATION);
    assert_true(app_needs_frame(app));
    Uint32 playstation = pixel_at(app, x, y);
    assert_int_not_equal(playstation, keyboard);
    assert_int_equal(playstation, 0x1c1e22); /* the controller cap's dark face */

    /* A key brings the keyboard's letters back; so does a click. */
    support_key(app, SDLK_RIGHT);
    assert_int_equal(app_ui(app)->caps, CAPS_KEYBOARD);
    assert_int_equal(pixel_at(app, x, y), keyboard);
    press(&pad, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    assert_int_equal(app_ui(app)->caps, CAPS_PLAYSTATION);
    support_click(app, layout->width / 2, layout->height / 2, 1); /* on the cloth */
    assert_int_equal(app_ui(app)->caps, CAPS_KEYBOARD);
    pad_close(&pad);

    /* An Xbox pad's, by its type. */
    Pad xbox = pad_open(app, VID_MICROSOFT, PID_XBOX360);
    press(&xbox, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_int_equal(app_ui(app)->caps, CAPS_XBOX);
    pad_close(&xbox);
    app_destroy(app);
}

/* The face of a controller's cap for `pad` by a review button, off its
 * letter. */
static Uint32 review_cap_face(App *app, ReviewHit which, PadButton pad)
{
    Rect cap = pad_caps_rect(app_gfx(app), review_button(app_layout(app), which), pad);
    /* Inside the circle of a round cap; before the shoulder's name on an
     * oblong one. */
    int x = pad == PAD_B ? cap.x + cap.w / 2 : cap.x + cap.w / 6;
    return pixel_at(app, x, cap.y + cap.h / 2);
}

/* In the review, a controller's caps show its shoulders on the arrows and
 * B on the way out; the keys only the keyboard has (O, C, P) show none. */
static void test_review_caps_follow_the_hand(void **state)
{
    (void)state;
    App *app = support_app(5, 1280, 800, SPEED_INSTANT, false);
    support_step(app, 200);
    if (support_top(app) == SCREEN_CONFIRM) {
        support_key(app, SDLK_ESCAPE);
        support_step(app, 400);
    }
    assert_true(support_play_until(app, support_hand_over, 2000));
    support_step(app, 1500);
    while (support_top(app) != SCREEN_TABLE)
        support_key(app, SDLK_ESCAPE);
    app_open(app, SCREEN_REVIEW, support_game(app)->hands_dealt);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    support_step(app, 400);
    assert_int_not_equal(review_cap_face(app, REVIEW_HIT_PREV, PAD_LB), 0x1c1e22);
    assert_int_not_equal(review_cap_face(app, REVIEW_HIT_CLOSE, PAD_B), 0x1c1e22);

    Pad pad = pad_open(app, VID_SONY, PID_PS4);
    press(&pad, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    assert_int_equal(app_ui(app)->caps, CAPS_PLAYSTATION);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    assert_int_equal(review_cap_face(app, REVIEW_HIT_PREV, PAD_LB), 0x1c1e22);
    assert_int_equal(review_cap_face(app, REVIEW_HIT_NEXT, PAD_RB), 0x1c1e22);
    assert_int_equal(review_cap_face(app, REVIEW_HIT_CLOSE, PAD_B), 0x1c1e22);
    assert_int_not_equal(review_cap_face(app, REVIEW_HIT_OPEN, PAD_B), 0x1c1e22);
    support_save_picture(app, "caps-review-playstation");
    pad_close(&pad);
    app_destroy(app);
}

/* ---- the panels by controller -------------------------------------------- */

/* The words of the button the ring is on, or "" with none. */
static void ringed(App *app, char *out, size_t size)
{
    ScreenWords words;
    support_screen_words(app, &words);
    snprintf(out, size, "%s", words.focus);
}

static void expect_ring_on(App *app, StringId label, const char *where)
{
    char focus[SCREEN_FOCUS_MAX];
    ringed(app, focus, sizeof focus);
    if (!strstr(focus, str_get(label)))
        fail_msg("%s: the ring is on \"%s\", not on %s", where, focus, str_get(label));
}

/* The first hand's summary of the game of seed 21, whose decisions are
 * rated: the next hand and the review, and a controller plugged in. */
static App *summary_by_pad(const char *language, Pad *pad)
{
    AppConfig config;
    support_app_config(&config, 21, 1280, 800, SPEED_INSTANT, false);
    config.language = language;
    App *app = support_open(&config);
    support_step(app, 200);
    if (support_top(app) == SCREEN_CONFIRM) {
        support_key(app, SDLK_ESCAPE);
        support_step(app, 400);
    }
    assert_true(support_play_until(app, support_hand_over, 2000));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    *pad = pad_open(app, VID_MICROSOFT, PID_XBOX360);
    app_render(app, 0);
    return app;
}

/* The D-pad walks the summary's two buttons, left and right by where they
 * stand, up and down in reading order; A presses the ringed one. */
static void test_summary_buttons_by_dpad(void **state)
{
    (void)state;
    static const char *const LANGUAGES[] = {"en", "sd"};
    /* Each press, and whether the ring is then on the button on the left:
     * the review in English, the next hand in Sindhi. */
    static const struct {
        SDL_GameControllerButton button;
        const char *name;
        bool left;
    } STEPS[] = {
        {SDL_CONTROLLER_BUTTON_DPAD_LEFT, "Left", true},
        {SDL_CONTROLLER_BUTTON_DPAD_RIGHT, "Right", false},
        {SDL_CONTROLLER_BUTTON_DPAD_RIGHT, "Right again", false},
        {SDL_CONTROLLER_BUTTON_DPAD_DOWN, "Down", true},
        {SDL_CONTROLLER_BUTTON_DPAD_UP, "Up", false},
    };
    for (int t = 0; t < 2; t++) {
        bool rtl = t == 1;
        Pad pad;
        App *app = summary_by_pad(LANGUAGES[t], &pad);
        for (size_t i = 0; i < sizeof STEPS / sizeof STEPS[0]; i++) {
            char where[64];
            snprintf(where, sizeof where, "%s, after %s", LANGUAGES[t], STEPS[i].name);
            press(&pad, STEPS[i].button);
            expect_ring_on(app, STEPS[i].left != rtl ? STR_BTN_REVIEW : STR_BTN_NEXT_HAND, where);
        }
        /* To the review, and A opens it. */
        press(&pad, rtl ? SDL_CONTROLLER_BUTTON_DPAD_RIGHT : SDL_CONTROLLER_BUTTON_DPAD_LEFT);
        expect_ring_on(app, STR_BTN_REVIEW, LANGUAGES[t]);
        press(&pad, SDL_CONTROLLER_BUTTON_A);
        assert_int_equal(support_top(app), SCREEN_REVIEW);
        pad_close(&pad);
        app_destroy(app);
    }
}

/* Y presses the summary's second button, the review, as it does the
 * table's second decision; X the main one, the next hand. */
static void test_summary_y_reviews(void **state)
{
    (void)state;
    Pad pad;
    App *app = summary_by_pad("en", &pad);
    int hands = support_game(app)->hands_dealt;
    press(&pad, SDL_CONTROLLER_BUTTON_Y);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    press(&pad, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    press(&pad, SDL_CONTROLLER_BUTTON_X);
    support_step(app, 400);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_int_equal(support_game(app)->hands_dealt, hands + 1);
    pad_close(&pad);
    app_destroy(app);
}

/* Each family's caps on the table, in a picture (support_save_picture). */
static void test_each_family_s_caps(void **state)
{
    (void)state;
    static const struct {
        Uint16 vendor, product;
        CapStyle style;
        const char *name;
    } FAMILIES[] = {
        {VID_MICROSOFT, PID_XBOX360, CAPS_XBOX, "xbox"},
        {VID_SONY, PID_PS4, CAPS_PLAYSTATION, "playstation"},
        {VID_NINTENDO, PID_SWITCH_PRO, CAPS_NINTENDO, "nintendo"},
    };
    for (size_t i = 0; i < sizeof FAMILIES / sizeof FAMILIES[0]; i++) {
        App *app = support_app(5, 1280, 800, SPEED_INSTANT, false);
        support_step(app, 200);
        if (support_top(app) == SCREEN_CONFIRM) {
            support_key(app, SDLK_ESCAPE);
            support_step(app, 400);
        }
        support_until_your_turn(app);
        Pad pad = pad_open(app, FAMILIES[i].vendor, FAMILIES[i].product);
        press(&pad, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
        assert_int_equal(app_ui(app)->caps, FAMILIES[i].style);
        support_step(app, 600);
        app_render(app, 0);
        char name[64];
        snprintf(name, sizeof name, "caps-%s", FAMILIES[i].name);
        support_save_picture(app, name);
        pad_close(&pad);
        app_destroy(app);
    }
}

int main(void)
{
    /* The dummy video driver's window never has the keyboard's focus, and
     * SDL drops a controller's input while the game is in the background
     * (the hint from the environment, which SDL_Quit does not clear). */
    setenv("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_families_by_type),         cmocka_unit_test(test_stick_dead_zone_and_repeat),
        cmocka_unit_test(test_whole_hand_by_controller), cmocka_unit_test(test_key_caps_follow_the_hand),
        cmocka_unit_test(test_each_family_s_caps),       cmocka_unit_test(test_review_caps_follow_the_hand),
        cmocka_unit_test(test_summary_buttons_by_dpad),  cmocka_unit_test(test_summary_y_reviews),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
