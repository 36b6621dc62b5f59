#include "screens/menu.h"

#include "render/focus.h"
#include "screens/confirm.h"
#include "render/table.h"
#include "screens/panel.h"

static int menu_gap(const Layout *layout) { return imax(6, iround(layout->height * 0.012)); }

/* The items as tall as the table's buttons, or as the window has room for
 * when the interface is scaled up: never under 44 pixels. */
static int item_height(const Layout *layout)
{
    int pad = layout_panel_pad(layout);
    int room = layout->height - 2 * layout->margin - pad * 2 - iround(layout->font_heading * 1.6) -
               (MENU_COUNT - 1) * menu_gap(layout);
    return imax(imin(layout->button_h, room / MENU_COUNT), imin(layout->button_h, 44));
}

Rect menu_panel(const Layout *layout)
{
    int pad = layout_panel_pad(layout);
    int w = imax(iround(layout->width * 0.3), layout->font_body * 18);
    int title = iround(layout->font_heading * 1.6);
    int h = pad * 2 + title + MENU_COUNT * item_height(layout) + (MENU_COUNT - 1) * menu_gap(layout);
    return (Rect){(layout->width - w) / 2, (layout->height - h) / 2, w, h};
}

Rect menu_item(const Layout *layout, int item)
{
    Rect panel = menu_panel(layout);
    int pad = layout_panel_pad(layout);
    int title = iround(layout->font_heading * 1.6);
    return (Rect){panel.x + pad, panel.y + pad + title + item * (item_height(layout) + menu_gap(layout)),
                  panel.w - 2 * pad, item_height(layout)};
}

int menu_hit(const Layout *layout, int x, int y)
{
    for (int i = 0; i < MENU_COUNT; i++)
        if (rect_contains(menu_item(layout, i), x, y))
            return i;
    return -1;
}

/* The friend has not sat down yet (the first deal comes once both have):
 * there is no game to lose, and nobody to talk to. */
static bool friend_awaited(const ScreenContext *c)
{
    return c->online && !c->online->over && c->view->hands_dealt == 0;
}

/* At a friend's table the new game's item is what ends the game there: a
 * claim of it from a friend gone too long, a resignation, or, the game
 * over, a rematch (its review, when the friend has left); while the friend
 * is awaited, the invite again.  0 where it is the usual new game. */
static StringId friend_game_item(const ScreenContext *c)
{
    const OnlineShow *online = c->online;
    if (!online)
        return 0;
    if (friend_awaited(c))
        return STR_MENU_INVITE;
    if (online->claimable)
        return STR_MENU_CLAIM;
    if (!online->over)
        return STR_MENU_RESIGN;
    return online->rematch_offered ? STR_BTN_REMATCH : STR_MENU_REVIEW_GAME;
}

/* In a lesson the lessons' item is the way back to the game; at a
 * friend's table the friend's item is the way away from it. */
static const char *item_label(int item, const ScreenContext *c)
{
    bool in_lesson = c->lesson != NULL;
    const OnlineShow *online = c->online;
    if (item == MENU_FRIEND && online)
        return str_get(STR_MENU_LEAVE_TABLE);
    if (item == MENU_NEW_GAME && online)
        return str_get(friend_game_item(c));
    if (item == MENU_LESSONS && online) /* no coach at a friend's table: words for the friend */
        return str_get(STR_MENU_PHRASES);
    static const StringId LABELS[MENU_COUNT] = {
        [MENU_RESUME] = STR_MENU_RESUME,
        [MENU_NEW_GAME] = STR_MENU_NEW_GAME,
        [MENU_FRIEND] = STR_MENU_FRIEND,
        [MENU_LESSONS] = STR_MENU_LESSONS,
        [MENU_RULES] = STR_MENU_RULES,
        [MENU_SETTINGS] = STR_MENU_SETTINGS,
        [MENU_STATISTICS] = STR_MENU_STATISTICS,
        [MENU_FULLSCREEN] = STR_MENU_FULLSCREEN,
        [MENU_QUIT] = STR_MENU_QUIT,
    };
    return str_get(item == MENU_LESSONS && in_lesson ? STR_BTN_LEAVE_LESSON : LABELS[item]);
}

static void draw_menu(const Gfx *gfx, int hover, int focus, const ScreenContext *c)
{
    const Layout *l = gfx->layout;
    Rect panel = menu_panel(l);
    table_draw_panel(gfx, panel);
    int pad = layout_panel_pad(l);
    text_draw(gfx->text, FONT_HEADING, str_get(STR_MENU_TITLE), panel.x + panel.w / 2, panel.y + pad * 2 / 3,
              COLOUR_IVORY, ALIGN_CENTER);
    for (int i = 0; i < MENU_COUNT; i++)
        table_draw_button(gfx, menu_item(l, i), item_label(i, c), i == MENU_RESUME, hover == i, false, false, 0);
    if (focus >= 0 && focus < MENU_COUNT)
        focus_draw_button_ring(gfx, menu_item(l, focus));
}

/* ---- the screen --------------------------------------------------------- */

typedef struct MenuState {
    int hover; /* the item under the pointer, or -1 */
    int focus; /* the keyboard's item, or -1 */
} MenuState;

static Intent choose(const ScreenContext *c, int item)
{
    Intent intent = intent_of(INTENT_NONE);
    if (item == MENU_LESSONS && friend_awaited(c)) {
        intent = intent_of(INTENT_SAY);
        intent.arg = STR_PHRASE_NOBODY;
        intent.then_close = true;
        return intent;
    }
    if (item == MENU_LESSONS && c->online) {
        intent = intent_open(SCREEN_PHRASES, 0);
        intent.type = INTENT_SWITCH;
        return intent;
    }
    if (item == MENU_LESSONS && c->lesson) {
        intent = intent_of(INTENT_LEAVE_LESSON);
        intent.then_close = true;
        return intent;
    }
    switch ((MenuItem)item) {
    case MENU_RESUME: intent = intent_of(INTENT_CLOSE); break;
    case MENU_NEW_GAME:
        if (friend_awaited(c)) {
            intent = intent_open(SCREEN_INVITE, 0);
            intent.type = INTENT_SWITCH;
        } else if (c->online && c->online->claimable) {
            intent = intent_of(INTENT_CLAIM);
            intent.then_close = true;
        } else if (c->online && !c->online->over) {
            intent = intent_open(SCREEN_CONFIRM, CONFIRM_RESIGN);
            intent.type = INTENT_SWITCH;
        } else if (c->online && c->online->rematch_offered) {
            intent = intent_of(INTENT_REMATCH);
            intent.then_close = true;
        } else if (c->online) {
            intent = intent_open(SCREEN_REVIEW, c->view->hands_dealt);
            intent.type = INTENT_SWITCH;
        } else {
            intent = intent_of(INTENT_NEW_GAME);
        }
        break;
    case MENU_FRIEND:
        if (!c->online) {
            intent = intent_open(SCREEN_FRIEND, 0);
        } else if (c->online->over || friend_awaited(c)) {
            intent = intent_of(INTENT_LEAVE_TABLE);
            intent.then_close = true;
            break;
        } else {
            intent = intent_open(SCREEN_CONFIRM, CONFIRM_LEAVE_TABLE);
        }
        intent.type = INTENT_SWITCH;
        break;
    case MENU_LESSONS:
        intent = intent_open(SCREEN_LESSONS, 0);
        intent.type = INTENT_SWITCH;
        break;
    case MENU_RULES:
        intent = intent_open(SCREEN_HELP, 0);
        intent.type = INTENT_SWITCH;
        break;
    case MENU_SETTINGS:
        intent = intent_open(SCREEN_SETTINGS, 0);
        intent.type = INTENT_SWITCH;
        break;
    case MENU_STATISTICS:
        intent = intent_open(SCREEN_STATISTICS, 0);
        intent.type = INTENT_SWITCH;
        break;
    case MENU_FULLSCREEN:
        intent = intent_of(INTENT_FULLSCREEN);
        intent.then_close = true;
        break;
    case MENU_QUIT: intent = intent_of(INTENT_QUIT); break;
    case MENU_COUNT: break;
    }
    return intent;
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    MenuState *state = screen->state;
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        /* The arrows and Tab choose an item, round and round; Space and
         * Enter take it, or resume when none is chosen. */
        int by = cmd->key == CK_DOWN || cmd->key == CK_TAB ? 1 : cmd->key == CK_UP || cmd->key == CK_BACK_TAB ? -1 : 0;
        if (by != 0)
            state->focus = state->focus < 0 ? (by > 0 ? 0 : MENU_COUNT - 1)
                                            : (state->focus + by + MENU_COUNT) % MENU_COUNT;
        else if (cmd->key == CK_SPACE || cmd->key == CK_ENTER)
            *out = state->focus >= 0 ? choose(c, state->focus) : intent_of(INTENT_CLOSE);
        else if (cmd->key == CK_ESCAPE || cmd->key == CK_MENU)
            *out = intent_of(INTENT_CLOSE);
        return SCREEN_REDRAW;
    }
    int click;
    ScreenAnswer answer = panel_pointer(&state->hover, menu_hit(c->layout, cmd->x, cmd->y),
                                        rect_contains(menu_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click >= 0)
        *out = choose(c, click);
    else if (click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    (void)argument;
    MenuState *state = screen->state;
    state->hover = state->focus = -1;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    const MenuState *state = screen->state;
    draw_menu(gfx, state->hover, state->focus, c);
}

static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const MenuState *state = screen->state;
    screen_words_panel(out, STR_MENU_TITLE, STR_SPK_KEYS_LIST);
    if (state->focus >= 0 && state->focus < MENU_COUNT)
        screen_words_item(out, item_label(state->focus, c), state->focus, MENU_COUNT);
}

const ScreenClass MENU_SCREEN = {
    .id = SCREEN_MENU,
    .state_size = sizeof(MenuState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
