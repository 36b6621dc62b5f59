#include "platform/input.h"

#include <stdio.h>
#include <string.h>

static CommandKey key_of(SDL_Keycode key)
{
    switch (key) {
    case SDLK_LEFT: return CK_LEFT;
    case SDLK_RIGHT: return CK_RIGHT;
    case SDLK_UP: return CK_UP;
    case SDLK_DOWN: return CK_DOWN;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return CK_ENTER;
    case SDLK_SPACE: return CK_SPACE;
    case SDLK_F1:
    case SDLK_h:
    case SDLK_QUESTION: return CK_HELP;
    case SDLK_ESCAPE: return CK_ESCAPE;
    case SDLK_F11: return CK_FULLSCREEN;
    case SDLK_F2: return CK_SPEECH_REPEAT;
    case SDLK_F3: return CK_SPEECH_SITUATION;
    case SDLK_c: return CK_FOUR_COLOUR;
    case SDLK_F4: return CK_SPEED;
    case SDLK_F12: return CK_PICTURE;
    case SDLK_a: return CK_ACCEPT;
    case SDLK_s: return CK_STAND;
    case SDLK_x: return CK_EXCHANGE;
    case SDLK_d: return CK_DECLARE;
    case SDLK_n: return CK_HINT;
    case SDLK_m: return CK_MUTE;
    case SDLK_PAGEUP: return CK_PAGE_UP;
    case SDLK_PAGEDOWN: return CK_PAGE_DOWN;
    case SDLK_HOME: return CK_HOME;
    case SDLK_END: return CK_END;
    case SDLK_r: return CK_REVIEW;
    case SDLK_o: return CK_OPEN_CARDS;
    case SDLK_p: return CK_PLAY_AGAIN;
    case SDLK_l: return CK_LAST_TRICK;
    case SDLK_t: return CK_TALK;
    case SDLK_BACKSPACE: return CK_BACKSPACE;
    case SDLK_DELETE: return CK_DELETE;
    default: return CK_NONE;
    }
}

/* Ctrl with + (or =, its unshifted key), - or 0, as browsers and editors
 * take them: the size of text and controls. */
static CommandKey scale_key(const SDL_Keysym *key)
{
    if (!(key->mod & KMOD_CTRL))
        return CK_NONE;
    switch (key->sym) {
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS: return CK_SCALE_UP;
    case SDLK_MINUS:
    case SDLK_KP_MINUS: return CK_SCALE_DOWN;
    case SDLK_0:
    case SDLK_KP_0: return CK_SCALE_RESET;
    default: return CK_NONE;
    }
}

/* Keys known by where they are rather than by what they print: a digit is
 * typed with Shift on some layouts, and is no Latin digit on others. */
static CommandKey key_by_place(const SDL_Keysym *key)
{
    SDL_Scancode code = key->scancode;
    if (code == SDL_SCANCODE_TAB)
        return (key->mod & KMOD_SHIFT) ? CK_BACK_TAB : CK_TAB;
    if (code >= SDL_SCANCODE_1 && code <= SDL_SCANCODE_9)
        return (CommandKey)(CK_DIGIT_1 + (code - SDL_SCANCODE_1));
    if (code >= SDL_SCANCODE_KP_1 && code <= SDL_SCANCODE_KP_9)
        return (CommandKey)(CK_DIGIT_1 + (code - SDL_SCANCODE_KP_1));
    return CK_NONE;
}

/* A key that types a character where text is being typed: a letter, a
 * digit, a sign, the space; not with Ctrl or Alt, which make commands. */
static bool key_types(const SDL_Keysym *key)
{
    /* AltGr types on many layouts (ć, €): only the left Alt makes commands. */
    if (key->mod & (KMOD_CTRL | KMOD_LALT | KMOD_GUI))
        return false;
    return key->sym >= SDLK_SPACE && key->sym < SDLK_DELETE;
}

/* Ctrl+V or Shift+Insert: what the clipboard holds, as text pasted. */
static bool paste(const SDL_Keysym *key, const Platform *platform, Command *out)
{
    if (!platform->typing) /* nothing to paste into: the clipboard is not read */
        return false;
    bool ctrl_v = (key->mod & KMOD_CTRL) && key->sym == SDLK_v;
    bool shift_insert = (key->mod & KMOD_SHIFT) && key->sym == SDLK_INSERT;
    if (!ctrl_v && !shift_insert)
        return false;
    char *clip = SDL_GetClipboardText();
    out->type = CMD_TEXT;
    out->pasted = true;
    snprintf(out->text, sizeof out->text, "%s", clip ? clip : "");
    SDL_free(clip);
    return true;
}

bool input_translate(const SDL_Event *event, const Platform *platform, Command *out)
{
    memset(out, 0, sizeof *out);
    switch (event->type) {
    case SDL_QUIT: out->type = CMD_QUIT; return true;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        /* SDL makes a mouse up from a finger too: the finger's own events
         * (platform/touch.c) are the ones heard, once. */
        if (event->button.which == SDL_TOUCH_MOUSEID)
            return false;
        out->type = event->type == SDL_MOUSEBUTTONDOWN ? CMD_POINTER_DOWN : CMD_POINTER_UP;
        platform_to_output(platform, event->button.x, event->button.y, &out->x, &out->y);
        out->button = event->button.button;
        out->clicks = event->button.clicks;
        return true;
    case SDL_MOUSEMOTION:
        if (event->motion.which == SDL_TOUCH_MOUSEID)
            return false;
        out->type = CMD_POINTER_MOVE;
        platform_to_output(platform, event->motion.x, event->motion.y, &out->x, &out->y);
        out->button = (event->motion.state & SDL_BUTTON_LMASK) ? 1 : 0;
        return true;
    case SDL_MOUSEWHEEL: {
        if (event->wheel.which == SDL_TOUCH_MOUSEID)
            return false;
        out->type = CMD_WHEEL;
        float lines = event->wheel.preciseY != 0.0f ? event->wheel.preciseY : (float)event->wheel.y;
        if (event->wheel.direction == SDL_MOUSEWHEEL_FLIPPED)
            lines = -lines;
        out->wheel = lines;
        return true;
    }
    case SDL_TEXTINPUT:
    case SDL_TEXTEDITING:
        out->type = event->type == SDL_TEXTINPUT ? CMD_TEXT : CMD_EDITING;
        snprintf(out->text, sizeof out->text, "%s", event->type == SDL_TEXTINPUT ? event->text.text : event->edit.text);
        return true;
    case SDL_KEYDOWN:
        if (!event->key.repeat && paste(&event->key.keysym, platform, out))
            return true;
        out->type = CMD_KEY;
        out->types = key_types(&event->key.keysym);
        out->key = scale_key(&event->key.keysym);
        if (out->key == CK_NONE)
            out->key = key_of(event->key.keysym.sym);
        if (out->key == CK_NONE)
            out->key = key_by_place(&event->key.keysym);
        /* Keyboard repeat is welcome for arrows and scrolling only. */
        if (event->key.repeat && out->key != CK_LEFT && out->key != CK_RIGHT && out->key != CK_UP &&
            out->key != CK_DOWN && out->key != CK_PAGE_UP && out->key != CK_PAGE_DOWN && out->key != CK_BACKSPACE &&
            out->key != CK_DELETE)
            return false;
        return out->key != CK_NONE;
    case SDL_WINDOWEVENT:
        switch (event->window.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
        case SDL_WINDOWEVENT_RESIZED: out->type = CMD_RESIZED; return true;
        case SDL_WINDOWEVENT_LEAVE: out->type = CMD_POINTER_LEAVE; return true;
        case SDL_WINDOWEVENT_EXPOSED:
        case SDL_WINDOWEVENT_SHOWN:
        case SDL_WINDOWEVENT_RESTORED: out->type = CMD_REDRAW; return true;
        default: return false;
        }
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET: out->type = CMD_RESIZED; return true;
    default:
        if (platform->wake_event != (Uint32)-1 && event->type == platform->wake_event) {
            out->type = CMD_REDRAW;
            return true;
        }
        return false;
    }
}

int command_scroll_pixels(const Command *command, float line)
{
    if (command->pixels != 0)
        return command->pixels;
    float by = command->wheel * line;
    return (int)(by < 0 ? by - 0.5f : by + 0.5f);
}
