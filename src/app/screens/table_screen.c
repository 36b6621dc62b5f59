/* What the player's gestures at the table ask for.  Every rule question
 * goes to the core when the app applies the intent; this screen only
 * decides which action a gesture means. */
#include "screens/table_screen.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "i18n/strings.h"
#include "screens/last_trick.h"

static TableUi *ui_of(Screen *screen) { return screen->state; }

const TableUi *table_screen_ui(const Screen *screen) { return screen->state; }

static bool your_turn(const ScreenContext *c) { return !c->autoplay && c->view->to_act == c->view->seat; }

static bool discarding(const ScreenContext *c) { return your_turn(c) && c->view->phase == PHASE_DISCARD; }

static CardSet playable_cards(const ScreenContext *c)
{
    CardSet cards = 0;
    if (!your_turn(c) || c->view->phase != PHASE_PLAY)
        return 0;
    ActionList legal;
    view_legal_actions(c->view, &legal);
    for (int i = 0; i < legal.count; i++)
        if (legal.items[i].type == ACTION_PLAY)
            cards |= cardset_of(legal.items[i].card);
    return cards;
}

/* The cards the keyboard's ring may rest on: where a card must be played,
 * those that may be; else the whole hand. */
static CardSet ringable_cards(const ScreenContext *c)
{
    CardSet playable = playable_cards(c);
    return playable ? playable : c->view->hand;
}

void table_screen_scene_ui(const Screen *screen, const ScreenContext *c, SceneUi *out)
{
    const TableUi *ui = screen->state;
    memset(out, 0, sizeof *out);
    out->focus = ui->keyboard && ui->control == TABLE_FOCUS_CARD ? ui->focus : CARD_NONE;
    const SeatView *view = c->view;
    bool choosing = discarding(c);
    if (choosing)
        out->selected = c->ui->selected & view->hand;
    CardSet playable = playable_cards(c);
    /* When some cards may not be played, say which may. */
    if (playable && (playable != view->hand || ui->drag.active)) {
        out->glow = playable;
        out->dim = view->hand & ~playable;
    }
    bool interactive = choosing || playable;
    if (interactive && ui->hover != CARD_NONE && !ui->drag.active && (choosing || cardset_has(playable, ui->hover)))
        out->raised = cardset_of(ui->hover);
    /* The keyboard's card rises like the pointer's, where the pointer
     * raises none: its ring clears the card that overlaps it, and the
     * indices of both stay in sight. */
    if (interactive && !out->raised && out->focus != CARD_NONE && (choosing || cardset_has(playable, out->focus)))
        out->raised = cardset_of(out->focus);
    if (c->ui->hint_active && c->ui->hint.type == ACTION_PLAY)
        out->hint = cardset_of(c->ui->hint.card);
}

void table_screen_info(const Screen *screen, TableInfo *info)
{
    const TableUi *ui = screen->state;
    info->hover_button = ui->hover_button;
    info->pressed_button = ui->pressed_button;
    info->hover_chrome = ui->hover_chrome;
    bool ring = ui->keyboard && ui->control != TABLE_FOCUS_CARD;
    info->focus_button = ring && ui->control < TABLE_FOCUS_MENU ? ui->control : -1;
    info->focus_chrome = !ring ? 0 : ui->control == TABLE_FOCUS_MENU ? 1 : ui->control == TABLE_FOCUS_HELP ? 2 : 0;
    info->dragging = ui->drag.active;
}

void table_screen_place_drag(const Screen *screen, const Layout *layout, Scene *scene)
{
    const Drag *drag = &((const TableUi *)screen->state)->drag;
    if (!drag->active)
        return;
    for (int i = 0; i < scene->count; i++) {
        Sprite *sprite = &scene->sprites[i];
        if (sprite->key != KEY_CARD + drag->card)
            continue;
        sprite->pose.x = (float)drag->x - drag->grab_dx;
        sprite->pose.y = (float)drag->y - drag->grab_dy;
        sprite->pose.w = (float)layout->lifted_w;
        sprite->pose.h = (float)layout->lifted_h;
        sprite->pose.face = 1.0f;
        sprite->pose.alpha = 1.0f;
        sprite->pose.angle = 0.0f;
        sprite->z = Z_DRAGGED;
        sprite->flags |= SPRITE_LIFTED;
    }
}

bool table_screen_card_rect(const Screen *screen, const ScreenContext *c, Card card, Rect *out)
{
    Scene scene;
    anim_sample(c->anim, c->now, &scene);
    table_screen_place_drag(screen, c->layout, &scene);
    for (int i = 0; i < scene.count; i++) {
        if (scene.sprites[i].key == KEY_CARD + card) {
            *out = pose_rect(&scene.sprites[i].pose);
            return cardset_has(c->view->hand, card);
        }
    }
    return false;
}

static int hand_index(const ScreenContext *c, Card card)
{
    const Scene *target = &c->anim->target;
    for (int i = 0; i < target->hand_count; i++)
        if (target->hand[i] == card)
            return i;
    return -1;
}

/* The hand card under the pointer, as drawn now. */
static Card card_at(const ScreenContext *c, int x, int y)
{
    const Scene *target = &c->anim->target;
    uint32_t raised = 0;
    for (int i = 0; i < target->hand_count; i++) {
        const Sprite *sprite = scene_find(target, (uint16_t)(KEY_CARD + target->hand[i]));
        Rect rest = layout_hand_card(c->layout, target->hand_count, i);
        if (sprite && sprite->pose.y < rest.y + rest.h * 0.5f - 1.0f)
            raised |= 1u << i;
    }
    int index = layout_hit_hand(c->layout, target->hand_count, raised, x, y);
    return index < 0 ? CARD_NONE : target->hand[index];
}

static Intent play_from(Card card, const Pose *from)
{
    Intent intent = intent_of(INTENT_PLAY);
    intent.card = card;
    if (from) {
        intent.has_pose = true;
        intent.pose = *from;
    }
    return intent;
}

/* Plays a hand card from where it lies (a double click, the keyboard). */
static Intent play_in_place(const Screen *screen, const ScreenContext *c, Card card)
{
    Rect rect;
    if (!table_screen_card_rect(screen, c, card, &rect))
        return play_from(card, NULL);
    Pose from = pose_from_rect(rect, 0, 1);
    return play_from(card, &from);
}

static Intent select_card(Card card)
{
    Intent intent = intent_of(INTENT_SELECT);
    intent.card = card;
    return intent;
}

static Intent press_button(const ScreenContext *c, ButtonId id)
{
    switch (id) {
    case BTN_PROPOSE: return intent_act(action_propose());
    case BTN_STAND: return intent_act(action_stand());
    case BTN_ACCEPT: return intent_act(action_accept());
    case BTN_REFUSE: return intent_act(action_refuse());
    case BTN_EXCHANGE: return intent_act(action_discard(c->ui->selected & c->view->hand));
    case BTN_DECLARE: return intent_act(action_declare());
    case BTN_HINT: return intent_of(INTENT_HINT);
    case BTN_NEXT_HAND: return intent_of(INTENT_NEXT_HAND);
    case BTN_NEW_GAME: return intent_of(INTENT_NEW_GAME);
    case BTN_REMATCH: return intent_of(INTENT_REMATCH);
    case BTN_LEAVE_TABLE: return intent_of(INTENT_LEAVE_TABLE);
    case BTN_STOP_WATCHING: return intent_of(INTENT_STOP_WATCHING);
    case BTN_NONE: break;
    }
    return intent_of(INTENT_NONE);
}

/* ---- pointer ------------------------------------------------------------ */

/* Returns whether the card under the pointer changed. */
static bool update_hover(TableUi *ui, const ScreenContext *c, int x, int y, bool *look)
{
    Card hover = ui->pointer_inside ? card_at(c, x, y) : CARD_NONE;
    int button = buttons_hit(c->buttons, c->layout, x, y);
    int chrome = rect_contains(c->layout->menu_button, x, y) ? 1 : rect_contains(c->layout->help_button, x, y) ? 2 : 0;
    if (button != ui->hover_button || chrome != ui->hover_chrome) {
        ui->hover_button = button;
        ui->hover_chrome = chrome;
        *look = true;
    }
    if (hover == ui->hover)
        return false;
    ui->hover = hover;
    return true;
}

static ScreenAnswer pointer_down(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    TableUi *ui = ui_of(screen);
    if (cmd->button != SDL_BUTTON_LEFT)
        return SCREEN_TAKEN;
    if (rect_contains(c->layout->menu_button, cmd->x, cmd->y)) {
        *out = intent_open(SCREEN_MENU, 0);
        return SCREEN_REDRAW;
    }
    if (rect_contains(c->layout->help_button, cmd->x, cmd->y)) {
        *out = intent_open(SCREEN_HELP, 0);
        return SCREEN_REDRAW;
    }
    int button = buttons_hit(c->buttons, c->layout, cmd->x, cmd->y);
    if (button >= 0) {
        ui->pressed_button = button;
        return SCREEN_REDRAW;
    }
    if (last_trick_pile_at(c->layout, c->view, cmd->x, cmd->y)) {
        *out = intent_open(SCREEN_LAST_TRICK, 0);
        return SCREEN_REDRAW;
    }
    Card card = card_at(c, cmd->x, cmd->y);
    if (card == CARD_NONE)
        return SCREEN_TAKEN;
    ui->keyboard = false;
    if (cmd->clicks >= 2 && c->view->phase == PHASE_PLAY) {
        /* A double click plays the card where it lies. */
        ui->drag.pressed = false;
        *out = play_in_place(screen, c, card);
        return SCREEN_REDRAW;
    }
    Rect rect;
    if (!table_screen_card_rect(screen, c, card, &rect))
        return SCREEN_TAKEN;
    ui->drag = (Drag){true,
                      false,
                      card,
                      cmd->x,
                      cmd->y,
                      cmd->x,
                      cmd->y,
                      (float)cmd->x - (rect.x + rect.w * 0.5f),
                      (float)cmd->y - (rect.y + rect.h * 0.5f)};
    return SCREEN_TAKEN;
}

static ScreenAnswer pointer_move(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    TableUi *ui = ui_of(screen);
    ui->pointer_inside = true;
    ui->pointer_x = cmd->x;
    ui->pointer_y = cmd->y;
    Drag *drag = &ui->drag;
    bool look = false;
    if (drag->pressed) {
        drag->x = cmd->x;
        drag->y = cmd->y;
        int threshold = c->layout->height / 150 + 3;
        look = true;
        if (!drag->active && (abs(cmd->x - drag->press_x) > threshold || abs(cmd->y - drag->press_y) > threshold)) {
            drag->active = true;
            ui->hover = CARD_NONE;
            *out = intent_of(INTENT_REFRESH); /* legal cards light up while dragging */
        }
        if (drag->active)
            return SCREEN_REDRAW;
    }
    if (update_hover(ui, c, cmd->x, cmd->y, &look))
        *out = intent_of(INTENT_REFRESH);
    return look || out->type != INTENT_NONE ? SCREEN_REDRAW : SCREEN_TAKEN;
}

static ScreenAnswer pointer_up(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    TableUi *ui = ui_of(screen);
    if (cmd->button != SDL_BUTTON_LEFT)
        return SCREEN_TAKEN;
    if (ui->pressed_button >= 0) {
        int pressed = ui->pressed_button;
        ui->pressed_button = -1;
        if (pressed < c->buttons->count &&
            rect_contains(layout_button(c->layout, c->buttons->count, pressed), cmd->x, cmd->y))
            *out = press_button(c, c->buttons->items[pressed].id);
        return SCREEN_REDRAW;
    }
    Drag drag = ui->drag;
    ui->drag.pressed = false;
    ui->drag.active = false;
    if (!drag.pressed)
        return SCREEN_TAKEN;
    if (drag.active) {
        Pose from = pose_from_rect((Rect){0, 0, c->layout->card_w, c->layout->card_h}, 0, 1);
        from.x = (float)cmd->x - drag.grab_dx;
        from.y = (float)cmd->y - drag.grab_dy;
        from.w = (float)c->layout->lifted_w;
        from.h = (float)c->layout->lifted_h;
        if (rect_contains(c->layout->drop_zone, cmd->x, cmd->y) && !rect_contains(c->layout->hand, cmd->x, cmd->y)) {
            *out = play_from(drag.card, &from);
        } else {
            *out = intent_of(INTENT_SPRING);
            out->card = drag.card;
            out->has_pose = true;
            out->pose = from;
        }
        /* What lies under the pointer once the card has gone is found when
         * the table has moved: see sync. */
        ui->hover = CARD_NONE;
        ui->rehover = true;
        return SCREEN_REDRAW;
    }
    /* A click without a drag. */
    if (discarding(c)) {
        *out = select_card(drag.card);
    } else {
        ui->focus = drag.card;
    }
    return SCREEN_REDRAW;
}

static ScreenAnswer pointer_leave(Screen *screen, Intent *out)
{
    TableUi *ui = ui_of(screen);
    ui->pointer_inside = false;
    if (!ui->drag.pressed && ui->hover != CARD_NONE) {
        ui->hover = CARD_NONE;
        *out = intent_of(INTENT_REFRESH);
    }
    ui->hover_button = -1;
    ui->hover_chrome = 0;
    return SCREEN_REDRAW;
}

/* ---- keyboard ----------------------------------------------------------- */

/* The index in the hand as drawn of the next card the ring may rest on,
 * `by` cards on from `index` (-1 or the hand's count: from an end), round
 * and round; -1 when there is none. */
static int next_ringable(const ScreenContext *c, int index, int by)
{
    const Scene *target = &c->anim->target;
    int count = target->hand_count;
    CardSet ringable = ringable_cards(c);
    for (int step = 1; step <= count; step++) {
        int at = ((index + by * step) % count + count) % count;
        if (cardset_has(ringable, target->hand[at]))
            return at;
    }
    return -1;
}

static ScreenAnswer move_focus(TableUi *ui, const ScreenContext *c, int by, Intent *out)
{
    const Scene *target = &c->anim->target;
    if (target->hand_count == 0)
        return SCREEN_TAKEN;
    int index = hand_index(c, ui->focus);
    if (index < 0 || !ui->keyboard || ui->control != TABLE_FOCUS_CARD)
        index = by > 0 ? -1 : target->hand_count;
    /* Round and round: the keyboard reaches every card it may play from
     * anywhere, and never stops on one it may not. */
    index = next_ringable(c, index, by);
    if (index < 0)
        return SCREEN_TAKEN;
    ui->focus = target->hand[index];
    ui->control = TABLE_FOCUS_CARD;
    ui->keyboard = true;
    *out = intent_of(INTENT_REFRESH);
    return SCREEN_REDRAW;
}

/* Enter with no card in the ring and no decision to press, on the player's
 * turn to play: the ring comes to the first card that may be played, so
 * that Enter is never lost and the next one plays it. */
static ScreenAnswer ring_a_playable_card(TableUi *ui, const ScreenContext *c, Intent *out)
{
    const Scene *target = &c->anim->target;
    CardSet playable = playable_cards(c);
    for (int i = 0; i < target->hand_count; i++) {
        if (cardset_has(playable, target->hand[i])) {
            ui->focus = target->hand[i];
            ui->control = TABLE_FOCUS_CARD;
            ui->keyboard = true;
            *out = intent_of(INTENT_REFRESH);
            return SCREEN_REDRAW;
        }
    }
    return SCREEN_TAKEN;
}

/* Tab and Shift-Tab walk the hand's cards, the decision buttons, then the
 * menu and help buttons, round and round; the arrows do the same once the
 * ring has left the cards. */
static ScreenAnswer tab_focus(TableUi *ui, const ScreenContext *c, int by, Intent *out)
{
    const Scene *target = &c->anim->target;
    /* The cards the ring may rest on, in the hand's order. */
    CardSet ringable = ringable_cards(c);
    Card cards_at[LAYOUT_HAND_MAX];
    int cards = 0;
    for (int i = 0; i < target->hand_count; i++)
        if (cardset_has(ringable, target->hand[i]))
            cards_at[cards++] = target->hand[i];
    int buttons = c->buttons->count, count = cards + buttons + 2;
    int index = -1;
    if (ui->keyboard) {
        if (ui->control == TABLE_FOCUS_MENU)
            index = cards + buttons;
        else if (ui->control == TABLE_FOCUS_HELP)
            index = cards + buttons + 1;
        else if (ui->control >= 0 && ui->control < buttons)
            index = cards + ui->control;
        else
            for (int i = 0; i < cards; i++)
                index = cards_at[i] == ui->focus ? i : index;
    }
    index = index < 0 ? (by > 0 ? 0 : count - 1) : (index + by + count) % count;
    if (index < cards) {
        ui->control = TABLE_FOCUS_CARD;
        ui->focus = cards_at[index];
    } else {
        index -= cards;
        ui->control = index < buttons ? index : index == buttons ? TABLE_FOCUS_MENU : TABLE_FOCUS_HELP;
    }
    ui->keyboard = true;
    *out = intent_of(INTENT_REFRESH);
    return SCREEN_REDRAW;
}

/* Enter or Space on the button in the ring. */
static Intent press_control(const TableUi *ui, const ScreenContext *c)
{
    if (ui->control == TABLE_FOCUS_MENU)
        return intent_open(SCREEN_MENU, 0);
    if (ui->control == TABLE_FOCUS_HELP)
        return intent_open(SCREEN_HELP, 0);
    return press_button(c, c->buttons->items[ui->control].id);
}

/* A decision's own key: pressed only when its button is there. */
static ScreenAnswer press_by_key(const ScreenContext *c, ButtonId id, Intent *out)
{
    if (buttons_find(c->buttons, id) < 0)
        return SCREEN_TAKEN;
    *out = press_button(c, id);
    return SCREEN_REDRAW;
}

/* The main button: the table's primary decision. */
static Intent press_primary(const ScreenContext *c)
{
    ButtonId id = buttons_primary(c->buttons);
    return id == BTN_NONE ? intent_of(INTENT_NONE) : press_button(c, id);
}

/* The last trick again, over the table, which stays as it is beneath: the
 * keyboard's card, the exchange being chosen, the card under the pointer. */
static ScreenAnswer last_trick(const TableUi *ui, const ScreenContext *c, Intent *out)
{
    /* A card or a button held down would never hear its release. */
    if (ui->drag.pressed || ui->pressed_button >= 0)
        return SCREEN_TAKEN;
    if (c->view->history_count == 0) {
        *out = intent_of(INTENT_SAY);
        out->arg = STR_LAST_TRICK_NONE;
    } else {
        *out = intent_open(SCREEN_LAST_TRICK, 0);
    }
    return SCREEN_REDRAW;
}

static ScreenAnswer key(Screen *screen, const ScreenContext *c, CommandKey k, Intent *out)
{
    TableUi *ui = ui_of(screen);
    switch (k) {
    case CK_HELP: *out = intent_open(SCREEN_HELP, 0); return SCREEN_REDRAW;
    case CK_ESCAPE:
    case CK_MENU: *out = intent_open(SCREEN_MENU, 0); return SCREEN_REDRAW;
    case CK_FULLSCREEN: *out = intent_of(INTENT_FULLSCREEN); return SCREEN_REDRAW;
    case CK_FOUR_COLOUR: *out = intent_of(INTENT_FOUR_COLOUR); return SCREEN_REDRAW;
    case CK_SPEED: *out = intent_of(INTENT_NEXT_SPEED); return SCREEN_REDRAW;
    case CK_MUTE: *out = intent_of(INTENT_MUTE); return SCREEN_REDRAW;
    case CK_PICTURE: *out = intent_of(INTENT_PICTURE); return SCREEN_TAKEN;
    case CK_SPEECH_REPEAT: *out = intent_of(INTENT_SPEECH_REPEAT); return SCREEN_TAKEN;
    case CK_SPEECH_SITUATION: *out = intent_of(INTENT_SPEECH_SITUATION); return SCREEN_TAKEN;
    case CK_LAST_TRICK:
    case CK_PAGE_UP: /* a controller's shoulders, which step the last trick once it is open */
    case CK_PAGE_DOWN: return last_trick(ui, c, out);
    case CK_PLAY_AGAIN: return press_by_key(c, BTN_PROPOSE, out);
    case CK_STAND: return press_by_key(c, BTN_STAND, out);
    case CK_ACCEPT: return press_by_key(c, BTN_ACCEPT, out);
    case CK_REVIEW: return press_by_key(c, BTN_REFUSE, out);
    case CK_EXCHANGE: return press_by_key(c, BTN_EXCHANGE, out);
    case CK_DECLARE: return press_by_key(c, BTN_DECLARE, out);
    case CK_HINT: return press_by_key(c, BTN_HINT, out);
    case CK_TALK:
        if (!c->online)
            return SCREEN_TAKEN;
        *out = intent_open(SCREEN_PHRASES, 0);
        return SCREEN_REDRAW;
    case CK_SECOND: return press_by_key(c, buttons_second(c->buttons), out);
    case CK_TAB: return tab_focus(ui, c, 1, out);
    case CK_BACK_TAB: return tab_focus(ui, c, -1, out);
    default: break;
    }
    bool on_control = ui->keyboard && ui->control != TABLE_FOCUS_CARD;
    if (on_control && (k == CK_ENTER || k == CK_SPACE)) {
        *out = press_control(ui, c);
        return SCREEN_REDRAW;
    }
    if (on_control && (k == CK_LEFT || k == CK_RIGHT || k == CK_UP || k == CK_DOWN))
        return tab_focus(ui, c, k == CK_RIGHT || k == CK_DOWN ? 1 : -1, out);
    switch (k) {
    case CK_SPACE: *out = press_primary(c); return SCREEN_REDRAW;
    case CK_LEFT: return move_focus(ui, c, -1, out);
    case CK_RIGHT: return move_focus(ui, c, 1, out);
    case CK_UP:
    case CK_DOWN:
    case CK_ENTER:
        if (ui->keyboard && ui->focus != CARD_NONE && cardset_has(c->view->hand, ui->focus)) {
            if (discarding(c)) {
                bool selected = cardset_has(c->ui->selected, ui->focus);
                if (k == CK_ENTER || (k == CK_UP) != selected)
                    *out = select_card(ui->focus);
            } else if (k == CK_ENTER) {
                *out = play_in_place(screen, c, ui->focus);
            }
        } else if (k == CK_ENTER) {
            *out = press_primary(c);
            if (out->type == INTENT_NONE)
                return ring_a_playable_card(ui, c, out);
        }
        return SCREEN_REDRAW;
    default: return SCREEN_TAKEN;
    }
}

/* A new hand dealt (or a game resumed from its file, which the table saw
 * opening empty): the ring's card is gone.  Looked at before a command as
 * well as after the game moves, so that the first key after a resume is
 * not undone. */
static void forget_old_hand(TableUi *ui, const ScreenContext *c)
{
    if (ui->hands_seen != c->view->hands_dealt) {
        ui->hands_seen = c->view->hands_dealt;
        ui->focus = CARD_NONE;
    }
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    forget_old_hand(ui_of(screen), c);
    switch (cmd->type) {
    case CMD_POINTER_DOWN: return pointer_down(screen, c, cmd, out);
    case CMD_POINTER_MOVE: return pointer_move(screen, c, cmd, out);
    case CMD_POINTER_UP: return pointer_up(screen, c, cmd, out);
    case CMD_POINTER_LEAVE: return pointer_leave(screen, out);
    case CMD_KEY: return key(screen, c, cmd->key, out);
    default: return SCREEN_PASS;
    }
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)argument;
    TableUi *ui = ui_of(screen);
    ui->hover = ui->focus = CARD_NONE;
    ui->hover_button = ui->pressed_button = -1;
    ui->control = TABLE_FOCUS_CARD;
    ui->hands_seen = c->view->hands_dealt;
}

/* A card held when a panel opens goes back to the hand: the release will
 * go to the panel. */
static void covered(Screen *screen)
{
    TableUi *ui = ui_of(screen);
    ui->drag.pressed = false;
    ui->drag.active = false;
    ui->pressed_button = -1;
}

static bool sync(Screen *screen, const ScreenContext *c)
{
    TableUi *ui = ui_of(screen);
    bool changed = false;
    if (ui->rehover) {
        ui->rehover = false;
        bool buttons_changed = false; /* redrawn anyway: the intent was applied */
        changed = update_hover(ui, c, ui->pointer_x, ui->pointer_y, &buttons_changed);
    }
    forget_old_hand(ui, c);
    /* A card that left the hand hands the keyboard's ring to the card now
     * in its place, so that Enter goes on meaning a card. */
    if (ui->focus != CARD_NONE && !cardset_has(c->view->hand, ui->focus)) {
        int count = c->anim->target.hand_count;
        ui->focus = ui->keyboard && count > 0 ? c->anim->target.hand[imin(ui->focus_at, count - 1)] : CARD_NONE;
    }
    /* Where a card must be played, a ring on one that may not be (handed
     * on as above, or left there while the opponent led) goes to the
     * nearest that may: Enter is never refused. */
    int at = hand_index(c, ui->focus);
    if (ui->keyboard && ui->control == TABLE_FOCUS_CARD && at >= 0 && !cardset_has(ringable_cards(c), ui->focus)) {
        int right = next_ringable(c, at, 1), left = next_ringable(c, at, -1);
        int count = c->anim->target.hand_count;
        if (right >= 0) {
            int nearer = (right - at + count) % count <= (at - left + count) % count ? right : left;
            ui->focus = c->anim->target.hand[nearer];
            changed = true;
        }
    }
    if (ui->focus != CARD_NONE && hand_index(c, ui->focus) >= 0)
        ui->focus_at = hand_index(c, ui->focus);
    if (ui->hover_button >= c->buttons->count)
        ui->hover_button = -1;
    /* A decision made, its buttons go: the ring goes back to the cards. */
    if (ui->control >= c->buttons->count && ui->control < TABLE_FOCUS_MENU)
        ui->control = TABLE_FOCUS_CARD;
    if (ui->pressed_button >= c->buttons->count)
        ui->pressed_button = -1;
    return changed;
}

/* The table says what is asked and the keyboard's card itself (the
 * announcer hears the view); here, only the button the keyboard is on. */
static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const TableUi *ui = screen->state;
    if (!ui->keyboard || ui->control == TABLE_FOCUS_CARD)
        return;
    if (ui->control == TABLE_FOCUS_MENU)
        screen_words_button(out, str_get(STR_MENU_TITLE), false);
    else if (ui->control == TABLE_FOCUS_HELP)
        screen_words_button(out, str_get(STR_MENU_RULES), false);
    else if (ui->control >= 0 && ui->control < c->buttons->count)
        screen_words_button(out, c->buttons->items[ui->control].label, false);
}

/* A score pops as it changes: how far through its pop, or negative. */
static float pop_of(const UiState *ui, int seat, double now)
{
    double at = ui->score_pop_at[seat];
    if (at <= 0 || now < at)
        return -1.0f;
    double t = (now - at) / MS_SCORE_POP;
    return t >= 1.0 ? -1.0f : (float)t;
}

/* The whole table: the cards as they move, the scores as shown, the
 * buttons, the message line and what the opponent says, at the context's
 * time. */
static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    const UiState *ui = c->ui;
    const SeatView *view = c->view;
    Scene scene;
    anim_sample(c->anim, c->now, &scene);
    table_screen_place_drag(screen, c->layout, &scene);
    table_sort(&scene);
    TableInfo info;
    memset(&info, 0, sizeof info);
    info.view = view;
    info.scene = &scene;
    info.now = c->now;
    for (int s = 0; s < SEAT_COUNT; s++) {
        info.scores[s] = ui->shown_scores[s];
        info.tricks[s] = ui->shown_tricks[s];
        info.score_pop[s] = pop_of(ui, s, c->now);
    }
    info.stock_count = view->stock_count + anim_stock_pending(c->anim, c->now);
    info.buttons = c->buttons;
    info.caps = ui->caps;
    table_screen_info(screen, &info);
    if (c->coach_holds_ring) {
        info.focus_button = -1;
        info.focus_chrome = 0;
    }
    info.glow_button = ui->hint_active ? buttons_for_action(ui->hint.type) : BTN_NONE;
    info.message = c->message;
    info.message_warning = ui->flash_until > c->now && ui->flash_warning;
    info.bubble = ui->bubble;
    info.bubble_alpha = ui->bubble_until > c->now ? (float)fmin(1.0, (ui->bubble_until - c->now) / 250.0) : 0.0f;
    info.thinking = c->opponent_thinking;
    info.health = c->online ? (int)c->online->health : -1;
    info.opponent_name = c->online && c->online->opponent[0] ? c->online->opponent : NULL;
    uint8_t you = view->seat;
    info.show_guide = !c->autoplay && view->phase == PHASE_PLAY && view->to_act == you &&
                      !(view->trick_size == 1 && view->leader == you);
    table_draw(gfx, &info);
}

const ScreenClass TABLE_SCREEN = {
    .id = SCREEN_TABLE,
    .state_size = sizeof(TableUi),
    .panel = false,
    .open = open,
    .handle = handle,
    .covered = covered,
    .sync = sync,
    .draw = draw,
    .speak = speak,
};
