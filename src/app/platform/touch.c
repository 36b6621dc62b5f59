#include "platform/touch.h"

#include <stdlib.h>
#include <string.h>

/* A finger is broad: a tap wobbles by a few pixels and a second tap lands
 * near, not on, the first.  Both in output pixels, from the window's
 * height. */
static int wobble(const Platform *platform) { return platform->output_h / 100 + 4; }
static int tap_reach(const Platform *platform) { return platform->output_h / 25 + 4; }

static void place(const SDL_TouchFingerEvent *finger, const Platform *platform, Command *out)
{
    int wx = (int)(finger->x * (float)platform->window_w), wy = (int)(finger->y * (float)platform->window_h);
    platform_to_output(platform, wx, wy, &out->x, &out->y);
}

static bool near(int x0, int y0, int x1, int y1, int reach) { return abs(x0 - x1) <= reach && abs(y0 - y1) <= reach; }

/* A drag over a panel: the distance since the last, as a wheel's turn in
 * exact pixels; false while the finger has not left a tap's wobble. */
static bool scroll(Touch *touch, Command *out)
{
    if (!touch->moved)
        return false;
    out->type = CMD_WHEEL;
    out->pixels = out->y - touch->scrolled_y;
    touch->scrolled_y = out->y;
    return out->pixels != 0;
}

/* A finger lifted from a panel within a tap's wobble: the tap's press,
 * then its release, where it came down (what lit up under it then). */
static int tap(const Touch *touch, Command out[TOUCH_COMMANDS_MAX])
{
    out[0].x = touch->press_x;
    out[0].y = touch->press_y;
    out[1] = out[0];
    out[0].type = CMD_POINTER_DOWN;
    out[0].clicks = touch->clicks;
    return 2;
}

int touch_translate(Touch *touch, const SDL_Event *event, const Platform *platform, bool panel,
                    Command out[TOUCH_COMMANDS_MAX])
{
    if (event->type != SDL_FINGERDOWN && event->type != SDL_FINGERMOTION && event->type != SDL_FINGERUP)
        return 0;
    const SDL_TouchFingerEvent *finger = &event->tfinger;
    /* SDL's touches made up from the mouse are the mouse's own. */
    if (finger->touchId == SDL_MOUSE_TOUCHID)
        return 0;
    bool ours = touch->down && finger->touchId == touch->device && finger->fingerId == touch->finger;
    memset(out, 0, sizeof *out * TOUCH_COMMANDS_MAX);
    out[0].finger = out[1].finger = true;
    switch (event->type) {
    case SDL_FINGERDOWN:
        if (touch->down)
            return 0;
        touch->down = true;
        touch->device = finger->touchId;
        touch->finger = finger->fingerId;
        touch->moved = false;
        touch->scrolls = panel;
        /* The pointer comes to the finger first: what lies there lights up
         * as under a mouse, and stays lit once it lifts. */
        out[0].type = CMD_POINTER_MOVE;
        place(finger, platform, &out[0]);
        touch->press_x = out[0].x;
        touch->press_y = out[0].y;
        touch->scrolled_y = out[0].y;
        touch->clicks = touch->tapped &&
                                near(touch->press_x, touch->press_y, touch->tap_x, touch->tap_y, tap_reach(platform))
                            ? 2
                            : 1;
        if (touch->scrolls)
            return 1; /* a tap or a drag: it lifts to say */
        out[1] = out[0];
        out[1].type = CMD_POINTER_DOWN;
        out[1].button = SDL_BUTTON_LEFT;
        out[1].clicks = touch->clicks;
        return 2;
    case SDL_FINGERMOTION:
        if (!ours)
            return 0;
        out[0].type = CMD_POINTER_MOVE;
        out[0].button = 1;
        place(finger, platform, &out[0]);
        if (!near(out[0].x, out[0].y, touch->press_x, touch->press_y, wobble(platform)))
            touch->moved = true;
        if (touch->scrolls)
            return scroll(touch, &out[0]) ? 1 : 0;
        return 1;
    default: /* SDL_FINGERUP */
        if (!ours)
            return 0;
        touch->down = false;
        out[0].type = CMD_POINTER_UP;
        out[0].button = SDL_BUTTON_LEFT;
        out[0].clicks = touch->clicks;
        place(finger, platform, &out[0]);
        /* A single tap may be followed by its second; a double tap, a drag
         * or a tap on a panel (which may have closed, leaving a card under
         * the next tap) starts afresh. */
        touch->tapped = !touch->moved && touch->clicks == 1 && !touch->scrolls;
        touch->tap_x = touch->press_x;
        touch->tap_y = touch->press_y;
        /* From a panel: a tap presses and releases there; after a drag the
         * pointer is simply where the finger lifted. */
        if (touch->scrolls && !touch->moved)
            return tap(touch, out);
        if (touch->scrolls)
            out[0] = (Command){.type = CMD_POINTER_MOVE, .x = out[0].x, .y = out[0].y, .finger = true};
        return 1;
    }
}
