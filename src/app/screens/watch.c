#include "screens/watch.h"

#include <stdio.h>
#include <string.h>

#include "render/focus.h"
#include "render/table.h"
#include "screens/panel.h"

typedef struct WatchState {
    int hover;     /* 0 over the button, -1 not */
    bool keyboard; /* the button ringed for the keyboard */
} WatchState;

static const char *name_of(const WatchShow *watch, int seat, char *out, size_t size)
{
    return str_player(watch->names[seat & 1], out, size);
}

void watch_message(const WatchShow *watch, char *out, size_t size)
{
    const SeatView *v = &watch->view.seen;
    char a[LINK_NAME_MAX_SHOWN + 8], b[LINK_NAME_MAX_SHOWN + 8];
    if (watch->lost) {
        snprintf(out, size, "%s", str_get(STR_ONLINE_RECONNECTING));
        return;
    }
    if (watch->over) {
        static const StringId HOW[] = {[ONLINE_END_SCORE] = STR_WATCH_WON,
                                       [ONLINE_END_CLAIM] = STR_WATCH_WON_CLAIM,
                                       [ONLINE_END_RESIGN] = STR_WATCH_WON_RESIGN,
                                       [ONLINE_END_LEFT] = STR_WATCH_WON_LEFT};
        str_format(out, size, HOW[watch->end], name_of(watch, watch->winner, a, sizeof a),
                   name_of(watch, seat_other(watch->winner), b, sizeof b), NULL);
        return;
    }
    for (int seat = 0; seat < SEAT_COUNT; seat++)
        if (v->hands_dealt > 0 && !watch->present[seat]) {
            str_format(out, size, STR_WATCH_AWAY, name_of(watch, seat, a, sizeof a), NULL, NULL);
            return;
        }
    if (v->hands_dealt == 0 || v->phase == PHASE_DEAL)
        snprintf(out, size, "%s", str_get(STR_WATCH_WAITING));
    else if (v->phase == PHASE_HAND_OVER || v->to_act >= SEAT_COUNT)
        snprintf(out, size, "%s", str_get(STR_WATCH_HAND_OVER));
    else
        str_format(out, size, STR_WATCH_TURN, name_of(watch, v->to_act, a, sizeof a), NULL, NULL);
}

static void stop_button(ButtonSet *out)
{
    memset(out, 0, sizeof *out);
    out->count = 1;
    out->items[0].id = BTN_STOP_WATCHING;
    out->items[0].primary = true;
    snprintf(out->items[0].label, sizeof out->items[0].label, "%s", str_get(STR_BTN_STOP_WATCHING));
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)c;
    (void)argument;
    WatchState *state = screen->state;
    state->hover = -1;
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    WatchState *state = screen->state;
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        if (cmd->key == CK_ESCAPE || cmd->key == CK_ENTER || cmd->key == CK_SPACE) {
            *out = intent_of(INTENT_STOP_WATCHING);
            return SCREEN_REDRAW;
        }
        if (cmd->key == CK_TAB || cmd->key == CK_DOWN || cmd->key == CK_UP || cmd->key == CK_BACK_TAB) {
            state->keyboard = true;
            return SCREEN_REDRAW;
        }
        return SCREEN_TAKEN;
    }
    if (cmd->type != CMD_POINTER_DOWN && cmd->type != CMD_POINTER_MOVE && cmd->type != CMD_POINTER_UP &&
        cmd->type != CMD_POINTER_LEAVE)
        return SCREEN_PASS;
    if (cmd->type == CMD_POINTER_MOVE)
        state->keyboard = false;
    int click;
    int where = rect_contains(layout_button(c->layout, 1, 0), cmd->x, cmd->y) ? 0 : -1;
    ScreenAnswer answer = panel_pointer(&state->hover, where, true, cmd, &click);
    if (click == 0)
        *out = intent_of(INTENT_STOP_WATCHING);
    /* The table beneath is not this one: nothing reaches it. */
    return answer == SCREEN_PASS ? SCREEN_TAKEN : answer;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    const WatchState *state = screen->state;
    const WatchShow *watch = c->watch;
    if (!watch)
        return;
    const SeatView *view = &watch->view.seen;
    Scene scene;
    scene_build_watched(&scene, &watch->view, c->layout);
    table_sort(&scene);
    ButtonSet buttons;
    stop_button(&buttons);
    char message[UI_TEXT_MAX];
    watch_message(watch, message, sizeof message);
    TableInfo info;
    memset(&info, 0, sizeof info);
    info.view = view;
    info.scene = &scene;
    info.now = c->now;
    for (int s = 0; s < SEAT_COUNT; s++) {
        info.scores[s] = view->scores[s];
        info.tricks[s] = view->tricks[s];
        info.score_pop[s] = -1.0f;
    }
    info.stock_count = view->stock_count;
    info.buttons = &buttons;
    info.hover_button = state->hover;
    info.pressed_button = -1;
    info.glow_button = BTN_NONE;
    info.focus_button = state->keyboard ? 0 : -1;
    info.message = message;
    info.health = watch->lost ? HEALTH_LOST : -1;
    info.watching = true;
    info.near_name = watch->names[0];
    info.opponent_name = watch->names[1];
    info.near_hand_size = watch->view.hand_sizes[0];
    info.caps = c->ui->caps;
    table_draw(gfx, &info);
}

static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    (void)screen;
    const WatchShow *watch = c->watch;
    if (!watch)
        return;
    char a[LINK_NAME_MAX_SHOWN + 8], b[LINK_NAME_MAX_SHOWN + 8], line[UI_TEXT_MAX];
    str_format(line, sizeof line, STR_WATCH_WATCHING, name_of(watch, 0, a, sizeof a), name_of(watch, 1, b, sizeof b),
               NULL);
    screen_words_add(out->about, sizeof out->about, line);
    watch_message(watch, line, sizeof line);
    screen_words_add(out->about, sizeof out->about, line);
    screen_words_button(out, str_get(STR_BTN_STOP_WATCHING), false);
}

const ScreenClass WATCH_SCREEN = {
    .id = SCREEN_WATCH,
    .state_size = sizeof(WatchState),
    .panel = false,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
};
