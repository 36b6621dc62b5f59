#include "platform/pads.h"

#include <string.h>

enum {
    /* The stick leaves its rest past 60 % of its travel and comes back to
     * it under 40 %: a worn stick that rests a little off centre, or one
     * wavering at the edge, never steps. */
    STICK_OUT = 19660,
    STICK_BACK = 13107,
    /* A held direction steps at once, again after a pause, then steadily,
     * as a held arrow key does. */
    REPEAT_FIRST_MS = 400,
    REPEAT_NEXT_MS = 130,
    /* A trigger (0 at rest to 32767) counts as pulled past half way, and
     * as let go under a quarter. */
    TRIGGER_OUT = 16384,
    TRIGGER_BACK = 8192,
};

enum { DPAD_UP = 1, DPAD_DOWN = 2, DPAD_LEFT = 4, DPAD_RIGHT = 8 };

CapStyle pads_style(SDL_GameControllerType type)
{
    switch (type) {
    case SDL_CONTROLLER_TYPE_PS3:
    case SDL_CONTROLLER_TYPE_PS4:
    case SDL_CONTROLLER_TYPE_PS5: return CAPS_PLAYSTATION;
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR: return CAPS_NINTENDO;
    default: return CAPS_XBOX; /* Xbox's letters are what most pads print */
    }
}

bool pads_start(Pads *pads)
{
    memset(pads, 0, sizeof *pads);
    /* A Nintendo pad's A is where an Xbox pad's B is: SDL names its buttons
     * by what they print, so that A presses and B goes back on every pad and
     * the key caps show the letter the thumb finds. */
    SDL_SetHint(SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS, "1");
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        return false;
    pads->on = true;
    return true;
}

void pads_stop(Pads *pads)
{
    if (!pads->on)
        return;
    for (int i = 0; i < pads->count; i++)
        SDL_GameControllerClose(pads->open[i]);
    SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
    memset(pads, 0, sizeof *pads);
}

static int find(const Pads *pads, SDL_JoystickID id)
{
    for (int i = 0; i < pads->count; i++)
        if (SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pads->open[i])) == id)
            return i;
    return -1;
}

static void plugged_in(Pads *pads, int device)
{
    if (pads->count >= PADS_MAX || find(pads, SDL_JoystickGetDeviceInstanceID(device)) >= 0)
        return;
    SDL_GameController *controller = SDL_GameControllerOpen(device);
    if (controller)
        pads->open[pads->count++] = controller;
}

static void pulled_out(Pads *pads, SDL_JoystickID id)
{
    int at = find(pads, id);
    if (at < 0)
        return;
    SDL_GameControllerClose(pads->open[at]);
    pads->open[at] = pads->open[--pads->count];
    /* Nothing stays held by a controller that has gone. */
    pads->held = pads->stick = CK_NONE;
    pads->dpad = 0;
}

static CapStyle style_of(SDL_JoystickID id)
{
    SDL_GameController *controller = SDL_GameControllerFromInstanceID(id);
    return controller ? pads_style(SDL_GameControllerGetType(controller)) : CAPS_XBOX;
}

static CommandKey button_key(Uint8 button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_A: return CK_ENTER;
    case SDL_CONTROLLER_BUTTON_B: return CK_ESCAPE;
    case SDL_CONTROLLER_BUTTON_X: return CK_SPACE;
    case SDL_CONTROLLER_BUTTON_Y: return CK_SECOND;
    case SDL_CONTROLLER_BUTTON_BACK: return CK_HINT;
    case SDL_CONTROLLER_BUTTON_START: return CK_MENU;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return CK_PAGE_UP;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return CK_PAGE_DOWN;
    default: return CK_NONE;
    }
}

static Uint8 dpad_bit(Uint8 button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return DPAD_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return DPAD_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return DPAD_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return DPAD_RIGHT;
    default: return 0;
    }
}

static CommandKey dpad_key(Uint8 dpad)
{
    if (dpad & DPAD_UP)
        return CK_UP;
    if (dpad & DPAD_DOWN)
        return CK_DOWN;
    if (dpad & DPAD_LEFT)
        return CK_LEFT;
    if (dpad & DPAD_RIGHT)
        return CK_RIGHT;
    return CK_NONE;
}

/* The stick's direction after a move of one of its axes: the axis that
 * leans furthest, once out of the dead zone. */
static CommandKey stick_key(SDL_GameController *controller, CommandKey was)
{
    int x = SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTX);
    int y = SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTY);
    int ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
    int edge = was == CK_NONE ? STICK_OUT : STICK_BACK;
    if (ax < edge && ay < edge)
        return CK_NONE;
    if (ax >= ay)
        return x < 0 ? CK_LEFT : CK_RIGHT;
    return y < 0 ? CK_UP : CK_DOWN;
}

/* A trigger pulled past half way is Tab (right) or Shift-Tab (left), once
 * a pull: the ring comes to every control of a panel, as the arrows alone
 * do not take it (the statistics' reset, the review's buttons). */
static CommandKey trigger_key(Pads *pads, Uint8 axis, Sint16 value)
{
    int side = axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT ? 1 : 0;
    bool pulled = value >= (pads->triggers[side] ? TRIGGER_BACK : TRIGGER_OUT);
    if (pulled == pads->triggers[side])
        return CK_NONE;
    pads->triggers[side] = pulled;
    return pulled ? (side ? CK_TAB : CK_BACK_TAB) : CK_NONE;
}

static bool key(Command *out, CommandKey k, CapStyle from)
{
    out->type = CMD_KEY;
    out->key = k;
    out->from = from;
    return true;
}

/* The D-pad wins over the stick; a new direction steps at once. */
static bool hold(Pads *pads, double now, CapStyle from, Command *out)
{
    CommandKey wanted = pads->dpad ? dpad_key(pads->dpad) : pads->stick;
    if (wanted == pads->held)
        return false;
    pads->held = wanted;
    pads->held_from = from;
    if (wanted == CK_NONE)
        return false;
    pads->next_at = now + REPEAT_FIRST_MS;
    return key(out, wanted, from);
}

bool pads_translate(Pads *pads, const SDL_Event *event, double now, Command *out)
{
    memset(out, 0, sizeof *out);
    switch (event->type) {
    case SDL_CONTROLLERDEVICEADDED: plugged_in(pads, event->cdevice.which); return false;
    case SDL_CONTROLLERDEVICEREMOVED: pulled_out(pads, event->cdevice.which); return false;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP: {
        bool down = event->type == SDL_CONTROLLERBUTTONDOWN;
        CapStyle from = style_of(event->cbutton.which);
        Uint8 bit = dpad_bit(event->cbutton.button);
        if (bit) {
            pads->dpad = down ? (Uint8)(pads->dpad | bit) : (Uint8)(pads->dpad & ~bit);
            return hold(pads, now, from, out);
        }
        CommandKey k = button_key(event->cbutton.button);
        return down && k != CK_NONE && key(out, k, from);
    }
    case SDL_CONTROLLERAXISMOTION: {
        if (event->caxis.axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT ||
            event->caxis.axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT) {
            CommandKey k = trigger_key(pads, event->caxis.axis, event->caxis.value);
            return k != CK_NONE && key(out, k, style_of(event->caxis.which));
        }
        if (event->caxis.axis != SDL_CONTROLLER_AXIS_LEFTX && event->caxis.axis != SDL_CONTROLLER_AXIS_LEFTY)
            return false;
        SDL_GameController *controller = SDL_GameControllerFromInstanceID(event->caxis.which);
        if (!controller)
            return false;
        pads->stick = stick_key(controller, pads->stick);
        return hold(pads, now, style_of(event->caxis.which), out);
    }
    default: return false;
    }
}

bool pads_repeat(Pads *pads, double now, Command *out)
{
    if (pads->held == CK_NONE || now < pads->next_at)
        return false;
    memset(out, 0, sizeof *out);
    /* One step per call, however long the wait: a stalled frame does not
     * send the focus flying. */
    pads->next_at = now + REPEAT_NEXT_MS;
    return key(out, pads->held, pads->held_from);
}

double pads_wake_at(const Pads *pads) { return pads->held == CK_NONE ? -1 : pads->next_at; }
