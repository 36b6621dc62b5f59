#include "screens/friend.h"

#include <stdio.h>
#include <string.h>

#include "ecarte/net_address.h"
#include "ecarte/net_invite.h"
#include "ecarte/options.h"
#include "render/focus.h"
#include "render/table.h"
#include "screens/panel.h"
#include "ui/text_field.h"

/* ---- the layout -------------------------------------------------------------- */

static int row_gap(const Layout *l) { return imax(6, iround(l->height * 0.012)); }

/* Rows of controls from the top: the player's name; the server, the port,
 * the rules and the target side by side, Create; then the code, Join and
 * Watch side by side, and Back. */
enum { ROWS = 8 };

static int message_line(const Layout *l) { return iround(l->font_body * 1.35); }

/* The note under the server's line, in small type: two lines at most. */
static int full_note_height(const Layout *l) { return iround(l->font_small * 1.35) * 2 + row_gap(l); }

/* Lines of the message room, with the server's note under its line or
 * without it. */
static int message_lines(const Layout *l, int note)
{
    int pad = layout_panel_pad(l);
    int rows = ROWS * (imin(l->button_h, 44) + row_gap(l)) + 2 * row_gap(l);
    int room = l->height - 2 * l->margin - 2 * pad - panel_title_height(l) - note - rows - row_gap(l);
    return imax(1, imin(3, room / message_line(l)));
}

/* A window too short for three lines of message and the note as well
 * folds the note into the message room, where it is said while there is
 * nothing else to say: a refusal needs the lines more. */
static bool note_folded(const Layout *l) { return message_lines(l, full_note_height(l)) < 3; }

static int note_height(const Layout *l) { return note_folded(l) ? 0 : full_note_height(l); }

/* Under the title, room of its own for what the panel has to say: a
 * mistake, why a table could not be reached, how far reaching it has
 * come.  Nothing else is ever drawn there, and it covers nothing.  Three
 * lines where the window has room for them with every row, fewer in a
 * small window with large text. */
static int message_height(const Layout *l) { return message_line(l) * message_lines(l, note_height(l)) + row_gap(l); }

static int row_height(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int room = l->height - 2 * l->margin - 2 * pad - panel_title_height(l) - message_height(l) - note_height(l) -
               ROWS * row_gap(l) - 2 * row_gap(l);
    return imax(imin(l->button_h, room / ROWS), imin(l->button_h, 44));
}

Rect friend_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(imax(iround(l->width * 0.46), l->font_body * 30), l->width - 2 * l->margin);
    int h = 2 * pad + panel_title_height(l) + message_height(l) + note_height(l) + ROWS * (row_height(l) + row_gap(l)) +
            2 * row_gap(l);
    return (Rect){(l->width - w) / 2, imax(l->margin, (l->height - h) / 2), w, h};
}

Rect friend_message(const Layout *l)
{
    Rect panel = friend_panel(l);
    int pad = layout_panel_pad(l);
    return (Rect){panel.x + pad, panel.y + pad + panel_title_height(l), panel.w - 2 * pad,
                  message_height(l) - row_gap(l)};
}

static Rect row(const Layout *l, int index)
{
    Rect panel = friend_panel(l);
    int pad = layout_panel_pad(l);
    int y = panel.y + pad + panel_title_height(l) + message_height(l) + index * (row_height(l) + row_gap(l));
    if (index >= 2)
        y += note_height(l); /* below the server's note */
    if (index >= 5)
        y += 2 * row_gap(l); /* joining apart from creating */
    return (Rect){panel.x + pad, y, panel.w - 2 * pad, row_height(l)};
}

/* A line's label takes the start of its row (its left, or its right for a
 * right-to-left reader), the line the rest. */
static Rect line_box(Rect r)
{
    int label = r.w * 2 / 5;
    return (Rect){str_rtl() ? r.x : r.x + label, r.y, r.w - label, r.h};
}

Rect friend_item(const Layout *l, FriendItem item)
{
    switch (item) {
    case FRIEND_NAME: return line_box(row(l, 0));
    case FRIEND_SERVER: return line_box(row(l, 1));
    case FRIEND_PORT: return line_box(row(l, 2));
    case FRIEND_RULES:
    case FRIEND_TARGET:
    case FRIEND_JOIN:
    case FRIEND_WATCH: {
        bool joining = item == FRIEND_JOIN || item == FRIEND_WATCH;
        Rect r = row(l, joining ? 6 : 3);
        int half = (r.w - row_gap(l)) / 2;
        /* The rules, and Join, first in reading order. */
        bool first = (item == FRIEND_RULES || item == FRIEND_JOIN) != str_rtl();
        return first ? (Rect){r.x, r.y, half, r.h} : (Rect){r.x + r.w - half, r.y, half, r.h};
    }
    case FRIEND_CREATE: return row(l, 4);
    case FRIEND_CODE: return line_box(row(l, 5));
    case FRIEND_BACK: return row(l, 7);
    case FRIEND_COUNT: break;
    }
    return (Rect){0, 0, 0, 0};
}

int friend_hit(const Layout *l, int x, int y)
{
    for (int i = 0; i < FRIEND_COUNT; i++)
        if (rect_contains(friend_item(l, (FriendItem)i), x, y))
            return i;
    return -1;
}

/* ---- the screen's state -------------------------------------------------------- */

typedef struct FriendState {
    int hover, focus;
    TextField name, server, port, code;
    Preset preset;
    int target;
    char problem[UI_TEXT_MAX]; /* what stops the last try, shown until the next */
    bool has_problem;
    int problem_item; /* the item the problem is about */
    int problem_seen; /* the serial of the last table problem the player has acted on since */
} FriendState;

static TextField *field_of(FriendState *state, int item)
{
    switch (item) {
    case FRIEND_NAME: return &state->name;
    case FRIEND_SERVER: return &state->server;
    case FRIEND_PORT: return &state->port;
    case FRIEND_CODE: return &state->code;
    default: return NULL;
    }
}

const char *friend_field_text(const Screen *screen, FriendItem item)
{
    TextField *field = field_of(screen->state, item);
    return field ? field->text : "";
}

static const int TARGETS[] = {3, 5, 7, 10, 15};
enum { TARGET_COUNT = sizeof TARGETS / sizeof TARGETS[0] };

/* The next target of the usual ones up (by 1) or down (by -1). */
static int step_target(int target, int by)
{
    if (by > 0) {
        for (int i = 0; i < TARGET_COUNT; i++)
            if (TARGETS[i] > target)
                return TARGETS[i];
        return TARGETS[0];
    }
    for (int i = TARGET_COUNT - 1; i >= 0; i--)
        if (TARGETS[i] < target)
            return TARGETS[i];
    return TARGETS[TARGET_COUNT - 1];
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)argument;
    FriendState *state = screen->state;
    state->hover = state->focus = -1;
    const Settings *s = c->settings;
    text_field_init(&state->name, FIELD_NAME, NAME_MAX_BYTES, s->name);
    text_field_init(&state->server, FIELD_ADDRESS, SETTINGS_SERVER_MAX - 1, s->server);
    char port[16];
    snprintf(port, sizeof port, "%d", s->host_port);
    text_field_init(&state->port, FIELD_PORT, 5, port);
    text_field_init(&state->code, FIELD_CODE, NET_CODE_TEXT - 1, "");
    state->preset = s->preset == PRESET_CLASSIC ? PRESET_CLASSIC : PRESET_STANDARD;
    state->target = s->options.target;
    /* The keyboard starts where the player most likely types: the code
     * when a server is set (a friend's table to join), else nowhere. */
    if (s->server[0])
        state->focus = FRIEND_CODE;
    state->problem_seen = c->table_problem_serial; /* said before, elsewhere */
}

/* Reaching a table, the panel waits: its Join, or its Watch, is the way
 * to give up. */
static bool reaching_seat(const ScreenContext *c) { return c->online && c->online->reaching; }
/* The button that gives up reaching the table: the one that asked for it. */
static int cancel_item(const ScreenContext *c)
{
    if (c->watch && c->watch->reaching)
        return FRIEND_WATCH;
    if (!reaching_seat(c))
        return -1;
    return c->online->creating ? FRIEND_CREATE : FRIEND_JOIN;
}
static bool reaching_watch(const ScreenContext *c) { return c->watch && c->watch->reaching; }
static bool reaching(const ScreenContext *c) { return reaching_seat(c) || reaching_watch(c); }

/* What the message room says, and whether it is a problem: the panel's own
 * mistake, then why the last table could not be reached (until the player
 * acts), then how far reaching one has come; false when there is nothing. */
static bool message_of(const FriendState *state, const ScreenContext *c, char *out, size_t size, bool *problem)
{
    *problem = true;
    if (state->has_problem) {
        snprintf(out, size, "%s", state->problem);
        return true;
    }
    if (c->table_problem && state->problem_seen != c->table_problem_serial) {
        snprintf(out, size, "%s", c->table_problem);
        return true;
    }
    *problem = false;
    if (!reaching(c))
        return false;
    snprintf(out, size, "%s", str_get(STR_ONLINE_CONNECTING));
    return true;
}

/* ---- what the buttons ask for ------------------------------------------------ */

static bool problem_said(FriendState *state, int item)
{
    state->has_problem = true;
    state->problem_item = item;
    state->focus = item;
    return false;
}

static bool problem(FriendState *state, StringId why, int item)
{
    snprintf(state->problem, sizeof state->problem, "%s", str_get(why));
    return problem_said(state, item);
}

/* The port typed, if it is one the game may listen on. */
static bool read_port(FriendState *state, int *port)
{
    if (!net_address_port(state->port.text, SETTINGS_PORT_MIN, port) || *port > SETTINGS_PORT_MAX)
        return problem(state, STR_FRIEND_BAD_PORT, FRIEND_PORT);
    return true;
}

static bool read_address(FriendState *state, bool needed)
{
    if (!state->server.text[0])
        return needed ? problem(state, STR_FRIEND_NEED_ADDRESS, FRIEND_SERVER) : true;
    char host[SETTINGS_SERVER_MAX], port[16];
    int number;
    if (!net_address_split(state->server.text, host, sizeof host, port, sizeof port))
        return problem(state, STR_FRIEND_BAD_ADDRESS, FRIEND_SERVER);
    if (!net_address_port(port, 1, &number))
        return problem(state, STR_FRIEND_BAD_SERVER_PORT, FRIEND_SERVER);
    return true;
}

/* The code typed, or what is wrong with it: how many characters it has
 * when not eight, else the ones a code never holds, as typed. */
static bool read_code(FriendState *state, char code[NET_CODE_TEXT])
{
    const char *typed = state->code.text;
    if (net_invite_normalize(typed, strlen(typed), code))
        return true;
    char strangers[64] = "", count[16];
    size_t used = 0;
    int characters = 0;
    for (const char *c = typed; *c; c++) {
        if (*c == ' ' || *c == '-')
            continue;
        characters++;
        char upper = *c >= 'a' && *c <= 'z' ? (char)(*c - 'a' + 'A') : *c;
        if (!net_invite_holds(upper) && !strchr(strangers, upper) && used + 3 < sizeof strangers) {
            if (used > 0)
                strangers[used++] = ' ';
            strangers[used++] = upper;
            strangers[used] = '\0';
        }
    }
    if (characters != NET_CODE_CHARS || used == 0) {
        snprintf(count, sizeof count, "%d", characters);
        str_format(state->problem, sizeof state->problem, STR_FRIEND_CODE_LENGTH, count, NULL, NULL);
    } else {
        str_format(state->problem, sizeof state->problem, STR_FRIEND_CODE_LOOKALIKE, strangers, NULL, NULL);
    }
    return problem_said(state, FRIEND_CODE);
}

static Intent press(FriendState *state, const ScreenContext *c, int item)
{
    Intent intent = intent_of(INTENT_NONE);
    state->has_problem = false;
    state->problem_seen = c->table_problem_serial;
    if (reaching_seat(c) && item == cancel_item(c))
        return intent_of(INTENT_LEAVE_TABLE);
    if (reaching_watch(c) && item == cancel_item(c))
        return intent_of(INTENT_STOP_WATCHING);
    if (reaching(c) && (item == FRIEND_CREATE || item == FRIEND_JOIN || item == FRIEND_WATCH))
        return intent; /* one table at a time */
    switch ((FriendItem)item) {
    case FRIEND_RULES: state->preset = state->preset == PRESET_STANDARD ? PRESET_CLASSIC : PRESET_STANDARD; break;
    case FRIEND_TARGET: state->target = step_target(state->target, 1); break;
    case FRIEND_CREATE: {
        int port = SETTINGS_PORT_DEFAULT;
        if (!read_address(state, false) || (!state->server.text[0] && !read_port(state, &port)))
            break;
        intent = intent_of(INTENT_CREATE_TABLE);
        snprintf(intent.address, sizeof intent.address, "%.*s", (int)sizeof intent.address - 1, state->server.text);
        intent.port = port;
        name_clean(state->name.text, intent.name);
        intent.preset = state->preset;
        intent.target = state->target;
        break;
    }
    case FRIEND_JOIN:
    case FRIEND_WATCH: {
        char code[NET_CODE_TEXT];
        if (!read_address(state, true))
            break;
        if (!read_code(state, code))
            break;
        intent = intent_of(item == FRIEND_JOIN ? INTENT_JOIN_TABLE : INTENT_WATCH_TABLE);
        snprintf(intent.address, sizeof intent.address, "%.*s", (int)sizeof intent.address - 1, state->server.text);
        snprintf(intent.code, sizeof intent.code, "%s", code);
        name_clean(state->name.text, intent.name);
        break;
    }
    case FRIEND_BACK: intent = intent_of(INTENT_CLOSE); break;
    default: state->focus = item; break; /* a line: type in it */
    }
    return intent;
}

/* ---- commands ------------------------------------------------------------------- */

static bool edit_key(CommandKey key)
{
    return key == CK_BACKSPACE || key == CK_DELETE || key == CK_LEFT || key == CK_RIGHT || key == CK_HOME ||
           key == CK_END;
}

static bool edit(TextField *field, const Command *cmd)
{
    switch (cmd->key) {
    case CK_BACKSPACE: return text_field_backspace(field);
    case CK_DELETE: return text_field_delete(field);
    case CK_LEFT: return text_field_move(field, -1);
    case CK_RIGHT: return text_field_move(field, 1);
    case CK_HOME: return text_field_home(field);
    case CK_END: return text_field_end(field);
    default: return false;
    }
}

static ScreenAnswer key(FriendState *state, const ScreenContext *c, const Command *cmd, Intent *out)
{
    TextField *field = field_of(state, state->focus);
    if (field && cmd->types)
        return SCREEN_TAKEN; /* typing: the character comes as text */
    if (field && edit_key(cmd->key)) {
        edit(field, cmd);
        return SCREEN_REDRAW;
    }
    if (screen_key_is_global(cmd->key))
        return SCREEN_PASS;
    if (cmd->key == CK_TAB || cmd->key == CK_DOWN || cmd->key == CK_BACK_TAB || cmd->key == CK_UP) {
        state->focus = focus_next(state->focus, FRIEND_COUNT, cmd->key);
    } else if ((cmd->key == CK_LEFT || cmd->key == CK_RIGHT) && state->focus == FRIEND_TARGET) {
        state->target = step_target(state->target, cmd->key == CK_RIGHT ? 1 : -1);
    } else if ((cmd->key == CK_LEFT || cmd->key == CK_RIGHT) && state->focus == FRIEND_RULES) {
        *out = press(state, c, FRIEND_RULES);
    } else if (cmd->key == CK_ENTER || cmd->key == CK_SPACE) {
        /* Enter in a line presses the button it belongs to. */
        int item = state->focus == FRIEND_CODE ? FRIEND_JOIN
                   : state->focus == FRIEND_SERVER || state->focus == FRIEND_PORT || state->focus == FRIEND_NAME
                       ? FRIEND_CREATE
                       : state->focus;
        if (item >= 0)
            *out = press(state, c, item);
    } else if (cmd->key == CK_ESCAPE) {
        *out = intent_of(INTENT_CLOSE);
    }
    return SCREEN_REDRAW;
}

static ScreenAnswer handle_command(FriendState *state, const ScreenContext *c, const Command *cmd, Intent *out);

/* What an input method was composing stays with the line it was for: a
 * line the keyboard leaves drops it. */
static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    FriendState *state = screen->state;
    int was = state->focus;
    ScreenAnswer answer = handle_command(state, c, cmd, out);
    if (state->focus != was) {
        text_field_compose(&state->name, "");
        text_field_compose(&state->server, "");
        text_field_compose(&state->port, "");
        text_field_compose(&state->code, "");
    }
    return answer;
}

static ScreenAnswer handle_command(FriendState *state, const ScreenContext *c, const Command *cmd, Intent *out)
{
    TextField *field = field_of(state, state->focus);
    if (cmd->type == CMD_TEXT || cmd->type == CMD_EDITING) {
        if (!field)
            return SCREEN_TAKEN;
        state->problem_seen = c->table_problem_serial; /* typing is acting on it */
        if (cmd->type == CMD_EDITING) {
            text_field_compose(field, cmd->text);
        } else {
            text_field_compose(field, "");
            text_field_insert(field, cmd->text);
        }
        return SCREEN_REDRAW;
    }
    if (cmd->type == CMD_KEY)
        return key(state, c, cmd, out);
    int click;
    ScreenAnswer answer = panel_pointer(&state->hover, friend_hit(c->layout, cmd->x, cmd->y),
                                        rect_contains(friend_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click >= 0)
        *out = press(state, c, click);
    else if (click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    return answer;
}

/* ---- drawing -------------------------------------------------------------------- */

static void draw_line(const Gfx *gfx, Rect box, const TextField *field, const char *placeholder, bool focused)
{
    const Layout *l = gfx->layout;
    draw_fill_round(gfx->draw, box, l->radius / 2, rgba(0, 0, 0, 110));
    draw_frame_round(gfx->draw, box, l->radius / 2, focused ? 2 : 1, focused ? COLOUR_GOLD_LIGHT : COLOUR_GOLD);
    int pad = imax(6, l->font_body / 2);
    int y = box.y + (box.h - text_line_height(gfx->text, FONT_BODY)) / 2;
    if (!field->text[0] && !field->composing[0]) {
        /* Words, read from the start of the line; what is typed (an
         * address, a port, a code) reads from the left in every language. */
        text_draw(gfx->text, FONT_BODY, placeholder, str_rtl() ? box.x + box.w - pad : box.x + pad, y, COLOUR_TEXT_DIM,
                  str_rtl() ? ALIGN_RIGHT : ALIGN_LEFT);
        if (focused)
            draw_fill_rect(gfx->draw, (Rect){box.x + pad, y, 2, text_line_height(gfx->text, FONT_BODY)}, COLOUR_IVORY);
        return;
    }
    text_draw(gfx->text, FONT_BODY, field->text, box.x + pad, y, COLOUR_IVORY, ALIGN_LEFT);
    char before[TEXT_FIELD_MAX];
    memcpy(before, field->text, field->caret);
    before[field->caret] = '\0';
    int caret_x = box.x + pad + (field->caret ? text_width(gfx->text, FONT_BODY, before) : 0);
    if (field->composing[0]) {
        /* What an input method composes shows at the caret, underlined. */
        int w = text_width(gfx->text, FONT_BODY, field->composing);
        draw_fill_rect(gfx->draw, (Rect){caret_x, y, w, text_line_height(gfx->text, FONT_BODY)}, rgba(0, 0, 0, 200));
        text_draw(gfx->text, FONT_BODY, field->composing, caret_x, y, COLOUR_GOLD_LIGHT, ALIGN_LEFT);
        draw_fill_rect(gfx->draw, (Rect){caret_x, y + text_line_height(gfx->text, FONT_BODY) - 2, w, 2},
                       COLOUR_GOLD_LIGHT);
        caret_x += w;
    }
    if (focused)
        draw_fill_rect(gfx->draw, (Rect){caret_x, y, 2, text_line_height(gfx->text, FONT_BODY)}, COLOUR_IVORY);
}

static void draw_label(const Gfx *gfx, Rect r, StringId label)
{
    int y = r.y + (r.h - text_line_height(gfx->text, FONT_BODY)) / 2;
    text_draw(gfx->text, FONT_BODY, str_get(label), str_rtl() ? r.x + r.w : r.x, y, COLOUR_TEXT,
              str_rtl() ? ALIGN_RIGHT : ALIGN_LEFT);
}

static void rules_label(const FriendState *state, char *out, size_t size)
{
    str_format(out, size, STR_FRIEND_RULES,
               str_get(state->preset == PRESET_CLASSIC ? STR_VAL_CLASSIC : STR_VAL_STANDARD), NULL, NULL);
}

static void target_label(const FriendState *state, char *out, size_t size)
{
    char number[8];
    snprintf(number, sizeof number, "%d", state->target);
    str_format(out, size, STR_SCORE_TARGET, number, NULL, NULL);
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    const FriendState *state = screen->state;
    const Layout *l = gfx->layout;
    Rect panel = friend_panel(l);
    table_draw_panel(gfx, panel);
    panel_draw_title(gfx, panel, STR_FRIEND_TITLE);

    draw_label(gfx, row(l, 0), STR_FRIEND_NAME);
    draw_line(gfx, friend_item(l, FRIEND_NAME), &state->name, str_get(STR_FRIEND_NAME_NONE),
              state->focus == FRIEND_NAME);
    draw_label(gfx, row(l, 1), STR_FRIEND_SERVER);
    draw_line(gfx, friend_item(l, FRIEND_SERVER), &state->server, str_get(STR_FRIEND_SERVER_HERE),
              state->focus == FRIEND_SERVER);
    if (!note_folded(l)) {
        Rect note = row(l, 1);
        note.y += note.h + row_gap(l) / 2;
        text_draw_wrapped(gfx->text, FONT_SMALL, str_get(STR_FRIEND_SERVER_NOTE), note.x, note.y, note.w,
                          COLOUR_TEXT_DIM, ALIGN_LEFT, false);
    }
    bool hosting = !state->server.text[0];
    draw_label(gfx, row(l, 2), STR_FRIEND_PORT);
    draw_line(gfx, friend_item(l, FRIEND_PORT), &state->port, "", state->focus == FRIEND_PORT);
    if (!hosting) /* the port matters only to a table hosted here */
        draw_shade(gfx->draw, row(l, 2), 120);

    char label[128];
    rules_label(state, label, sizeof label);
    table_draw_button(gfx, friend_item(l, FRIEND_RULES), label, false, state->hover == FRIEND_RULES, false, false, 0);
    target_label(state, label, sizeof label);
    table_draw_button(gfx, friend_item(l, FRIEND_TARGET), label, false, state->hover == FRIEND_TARGET, false, false, 0);
    int cancel = cancel_item(c);
    table_draw_button(gfx, friend_item(l, FRIEND_CREATE),
                      str_get(cancel == FRIEND_CREATE ? STR_BTN_CANCEL : STR_FRIEND_CREATE), true,
                      state->hover == FRIEND_CREATE, false, false, 0);
    draw_label(gfx, row(l, 5), STR_FRIEND_CODE);
    draw_line(gfx, friend_item(l, FRIEND_CODE), &state->code, "", state->focus == FRIEND_CODE);
    table_draw_button(gfx, friend_item(l, FRIEND_JOIN),
                      str_get(cancel == FRIEND_JOIN ? STR_BTN_CANCEL : STR_FRIEND_JOIN), false,
                      state->hover == FRIEND_JOIN, false, false, 0);
    table_draw_button(gfx, friend_item(l, FRIEND_WATCH),
                      str_get(cancel == FRIEND_WATCH ? STR_BTN_CANCEL : STR_FRIEND_WATCH), false,
                      state->hover == FRIEND_WATCH, false, false, 0);
    /* One table at a time: while one is reached, only its Cancel works. */
    static const FriendItem TABLE_BUTTONS[] = {FRIEND_CREATE, FRIEND_JOIN, FRIEND_WATCH};
    for (size_t i = 0; i < sizeof TABLE_BUTTONS / sizeof TABLE_BUTTONS[0]; i++)
        if (cancel >= 0 && (int)TABLE_BUTTONS[i] != cancel)
            draw_shade(gfx->draw, friend_item(l, TABLE_BUTTONS[i]), 120);
    table_draw_button(gfx, friend_item(l, FRIEND_BACK), str_get(STR_BTN_CLOSE), false, state->hover == FRIEND_BACK,
                      false, false, 0);

    char message[UI_TEXT_MAX];
    bool problem;
    if (message_of(state, c, message, sizeof message, &problem)) {
        /* In the room kept for it under the title; a problem in red, the
         * item it is about ringed in red as well. */
        Rect box = friend_message(l);
        if (problem) {
            draw_fill_round(gfx->draw, box, l->radius / 2, rgba(60, 10, 10, 235));
            draw_frame_round(gfx->draw, box, l->radius / 2, 1, COLOUR_WARN);
            if (state->has_problem)
                draw_frame_round(gfx->draw, friend_item(l, (FriendItem)state->problem_item), l->radius / 2, 2,
                                 COLOUR_WARN);
        }
        int pad = imax(6, l->font_body / 2);
        /* Smaller type where the room is short of the words. */
        FontId font = text_wrapped_height(gfx->text, FONT_BODY, message, box.w - 2 * pad) <= box.h ? FONT_BODY
                                                                                                   : FONT_SMALL;
        text_draw_wrapped(gfx->text, font, message, box.x + pad, box.y + pad / 4, box.w - 2 * pad,
                          problem ? COLOUR_IVORY : COLOUR_TEXT, ALIGN_LEFT, false);
    } else {
        /* Nothing to say: how the panel is used (or, folded in here, the
         * server's note), quietly, where it fits: the keys are in the help
         * and the spoken words as well. */
        Rect box = friend_message(l);
        const char *idle = str_get(note_folded(l) ? STR_FRIEND_SERVER_NOTE : STR_FRIEND_KEYS);
        if (text_wrapped_height(gfx->text, FONT_SMALL, idle, box.w) <= box.h)
            text_draw_wrapped(gfx->text, FONT_SMALL, idle, box.x, box.y, box.w, COLOUR_TEXT_DIM, ALIGN_CENTER, false);
    }
    if (state->focus >= 0 && state->focus < FRIEND_COUNT)
        focus_draw_button_ring(gfx, friend_item(l, (FriendItem)state->focus));
}

/* ---- words ---------------------------------------------------------------------- */

static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const FriendState *state = screen->state;
    screen_words_panel(out, STR_FRIEND_TITLE, STR_FRIEND_KEYS);
    char message[UI_TEXT_MAX];
    bool problem;
    if (message_of(state, c, message, sizeof message, &problem))
        screen_words_add(out->about, sizeof out->about, message);
    char label[256];
    switch (state->focus) {
    case FRIEND_NAME:
    case FRIEND_SERVER:
    case FRIEND_PORT:
    case FRIEND_CODE: {
        /* What is typed is read back, so a player who cannot see the
         * line knows what it holds. */
        static const StringId NAMES[] = {[FRIEND_NAME] = STR_FRIEND_NAME,
                                         [FRIEND_SERVER] = STR_FRIEND_SERVER,
                                         [FRIEND_PORT] = STR_FRIEND_PORT,
                                         [FRIEND_CODE] = STR_FRIEND_CODE};
        const TextField *field = field_of((FriendState *)state, state->focus);
        const char *text = field->text[0] ? field->text
                                          : str_get(state->focus == FRIEND_SERVER ? STR_FRIEND_SERVER_HERE
                                                    : state->focus == FRIEND_NAME ? STR_FRIEND_NAME_NONE
                                                                                  : STR_FRIEND_EMPTY);
        snprintf(label, sizeof label, "%s: %s", str_get(NAMES[state->focus]), text);
        screen_words_item(out, label, state->focus, FRIEND_COUNT);
        break;
    }
    case FRIEND_RULES:
        rules_label(state, label, sizeof label);
        screen_words_item(out, label, state->focus, FRIEND_COUNT);
        break;
    case FRIEND_TARGET:
        target_label(state, label, sizeof label);
        screen_words_item(out, label, state->focus, FRIEND_COUNT);
        break;
    case FRIEND_CREATE:
    case FRIEND_JOIN:
    case FRIEND_WATCH: {
        static const StringId LABELS[] =
            {[FRIEND_CREATE] = STR_FRIEND_CREATE, [FRIEND_JOIN] = STR_FRIEND_JOIN, [FRIEND_WATCH] = STR_FRIEND_WATCH};
        screen_words_item(out, str_get(state->focus == cancel_item(c) ? STR_BTN_CANCEL : LABELS[state->focus]),
                          state->focus, FRIEND_COUNT);
        break;
    }
    case FRIEND_BACK: screen_words_item(out, str_get(STR_BTN_CLOSE), state->focus, FRIEND_COUNT); break;
    default: break;
    }
}

/* The platform's input method is on while a line has the keyboard, and
 * its window stands by that line. */
static bool typing(const Screen *screen, const ScreenContext *c, Rect *line)
{
    FriendState *state = screen->state;
    if (!field_of(state, state->focus))
        return false;
    *line = friend_item(c->layout, (FriendItem)state->focus);
    return true;
}

const ScreenClass FRIEND_SCREEN = {
    .id = SCREEN_FRIEND,
    .state_size = sizeof(FriendState),
    .panel = true,
    .open = open,
    .handle = handle,
    .draw = draw,
    .speak = speak,
    .typing = typing,
};
