/* What the player's commands mean: input → action → core.  Every rule
 * question goes to the core (through the controller); this file only
 * decides which action a gesture asks for. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_internal.h"
#include "screens/overlay_rules.h"
#include "screens/screens.h"
#include "screens/screens_prefs.h"
#include "i18n/strings.h"

static bool your_turn(const App *app)
{
    return !app->config.autoplay && app->view.to_act == app->view.seat;
}

static CardSet playable_cards(const App *app)
{
    CardSet cards = 0;
    if (!your_turn(app) || app->view.phase != PHASE_PLAY)
        return 0;
    ActionList legal;
    view_legal_actions(&app->view, &legal);
    for (int i = 0; i < legal.count; i++)
        if (legal.items[i].type == ACTION_PLAY)
            cards |= cardset_of(legal.items[i].card);
    return cards;
}

void app_scene_ui(const App *app, SceneUi *ui)
{
    memset(ui, 0, sizeof *ui);
    ui->focus = app->ui.keyboard ? app->ui.focus : CARD_NONE;
    const SeatView *view = &app->view;
    bool discarding = your_turn(app) && view->phase == PHASE_DISCARD;
    if (discarding)
        ui->selected = app->ui.selected & view->hand;
    CardSet playable = playable_cards(app);
    if (playable) {
        /* When some cards may not be played, say which may. */
        if (playable != view->hand || app->ui.drag.active) {
            ui->glow = playable;
            ui->dim = view->hand & ~playable;
        }
    }
    bool interactive = discarding || playable;
    if (interactive && app->ui.hover != CARD_NONE && !app->ui.drag.active &&
        (discarding || cardset_has(playable, app->ui.hover)))
        ui->raised = cardset_of(app->ui.hover);
    if (app->ui.hint_active && app->ui.hint.type == ACTION_PLAY)
        ui->hint = cardset_of(app->ui.hint.card);
}

static int hand_index(const App *app, Card card)
{
    for (int i = 0; i < app->anim.target.hand_count; i++)
        if (app->anim.target.hand[i] == card)
            return i;
    return -1;
}

/* The hand card under the pointer, as drawn now. */
static Card card_at(const App *app, int x, int y)
{
    const Scene *target = &app->anim.target;
    uint32_t raised = 0;
    for (int i = 0; i < target->hand_count; i++) {
        const Sprite *sprite = scene_find(target, (uint16_t)(KEY_CARD + target->hand[i]));
        Rect rest = layout_hand_card(&app->layout, target->hand_count, i);
        if (sprite && sprite->pose.y < rest.y + rest.h * 0.5f - 1.0f)
            raised |= 1u << i;
    }
    int index = layout_hit_hand(&app->layout, target->hand_count, raised, x, y);
    return index < 0 ? CARD_NONE : target->hand[index];
}

static bool submit(App *app, Action action)
{
    Rejection why;
    memset(&why, 0, sizeof why);
    SubmitResult result = controller_submit(app->controller, action, &why);
    if (result == SUBMIT_OK) {
        app_drain_controller(app);
        return true;
    }
    char text[UI_TEXT_MAX];
    if (result == SUBMIT_NOT_YOUR_TURN)
        str_format(text, sizeof text, STR_ERR_NOT_YOUR_TURN, NULL, NULL, NULL);
    else
        str_rejection(&why, text, sizeof text);
    app_flash(app, text, true);
    app->drop_valid = false;
    return false;
}

static void play_card(App *app, Card card, const Pose *from)
{
    if (from) {
        app->drop_valid = true;
        app->drop_key = (uint16_t)(KEY_CARD + card);
        app->drop_pose = *from;
    }
    /* Refused: the card springs home and the line says the core's reason. */
    if (!submit(app, action_play(card)) && from)
        anim_spring(&app->anim, app->now, (uint16_t)(KEY_CARD + card), *from);
    app->dirty = true;
}

/* Plays a hand card from where it lies (a double click, the keyboard). */
static void play_card_in_place(App *app, Card card)
{
    Rect rect;
    if (app_hand_card_rect(app, card, &rect)) {
        Pose from = pose_from_rect(rect, 0, 1);
        play_card(app, card, &from);
    } else {
        play_card(app, card, NULL);
    }
}

static void toggle_selection(App *app, Card card)
{
    app->ui.selected ^= cardset_of(card);
    app->ui.hint_active = false;
    app_refresh(app, NULL);
}

static void open_overlay(App *app, Overlay overlay)
{
    app->ui.overlay = overlay;
    app->ui.overlay_at = app->now;
    app->ui.menu_hover = -1;
    if (overlay == OVERLAY_HELP)
        app->ui.help_scroll = 0;
    app->ui.confirm = CONFIRM_NONE;
    if (overlay == OVERLAY_SETTINGS)
        app->ui.settings_row = 0;
    app_refresh(app, NULL);
}

static void press_button(App *app, ButtonId id)
{
    switch (id) {
    case BTN_PROPOSE: submit(app, action_propose()); break;
    case BTN_STAND: submit(app, action_stand()); break;
    case BTN_ACCEPT: submit(app, action_accept()); break;
    case BTN_REFUSE: submit(app, action_refuse()); break;
    case BTN_EXCHANGE: submit(app, action_discard(app->ui.selected & app->view.hand)); break;
    case BTN_DECLARE: submit(app, action_declare()); break;
    case BTN_HINT:
        if (controller_request_hint(app->controller))
            app_flash(app, str_get(STR_HINT_THINKING), false);
        break;
    case BTN_NEXT_HAND:
        app_close_overlay(app);
        controller_deal(app->controller);
        app_drain_controller(app);
        break;
    case BTN_NEW_GAME: app_new_game(app); break;
    default: break;
    }
}

static void menu_choose(App *app, int item)
{
    switch ((MenuItem)item) {
    case MENU_RESUME: app_close_overlay(app); break;
    case MENU_NEW_GAME: app_new_game(app); break;
    case MENU_RULES: open_overlay(app, OVERLAY_HELP); break;
    case MENU_SETTINGS: open_overlay(app, OVERLAY_SETTINGS); break;
    case MENU_STATISTICS: open_overlay(app, OVERLAY_STATISTICS); break;
    case MENU_FOUR_COLOUR: app_prefs_toggle_four_colour(app); break;
    case MENU_SPEED: app_prefs_set_speed(app, (AnimSpeed)((app->ui.speed + 1) % SPEED_COUNT), true); break;
    case MENU_FULLSCREEN:
        app_prefs_toggle_fullscreen(app);
        app_close_overlay(app);
        break;
    case MENU_QUIT:
        app->done = true;
        app->exit_code = 0;
        break;
    case MENU_COUNT: break;
    }
    app->dirty = true;
}

static void scroll_help(App *app, float by)
{
    float next = app->ui.help_scroll + by;
    if (next < 0)
        next = 0;
    if (next > app->ui.help_scroll_max)
        next = app->ui.help_scroll_max;
    app->ui.help_scroll = next;
    app->dirty = true;
}

/* ---- pointer ------------------------------------------------------------ */

static Rect overlay_button(const App *app)
{
    return app->ui.overlay == OVERLAY_SUMMARY ? screens_summary_button(&app->layout)
                                              : app->ui.overlay == OVERLAY_GAME_OVER ? screens_over_button(&app->layout)
                                                                                    : overlay_rules_close(&app->layout);
}

static void overlay_hover(App *app, int x, int y)
{
    if (app->ui.overlay == OVERLAY_SETTINGS || app->ui.overlay == OVERLAY_STATISTICS) {
        app_prefs_hover(app, x, y);
        return;
    }
    int hover = -1;
    if (app->ui.overlay == OVERLAY_MENU)
        hover = screens_menu_hit(&app->layout, x, y);
    else if (rect_contains(overlay_button(app), x, y))
        hover = 0;
    if (hover != app->ui.menu_hover) {
        app->ui.menu_hover = hover;
        app->dirty = true;
    }
}

static Rect overlay_panel(const App *app)
{
    switch (app->ui.overlay) {
    case OVERLAY_HELP: return overlay_rules_panel(&app->layout);
    case OVERLAY_MENU: return screens_menu_panel(&app->layout);
    case OVERLAY_SUMMARY: return screens_summary_panel(&app->layout);
    case OVERLAY_GAME_OVER: return screens_over_panel(&app->layout);
    case OVERLAY_SETTINGS: return prefs_settings_panel(&app->layout);
    case OVERLAY_STATISTICS: return prefs_stats_panel(&app->layout);
    default: return (Rect){0, 0, 0, 0};
    }
}

/* The main button: a panel's own, else the table's primary decision. */
static void press_primary(App *app)
{
    switch (app->ui.overlay) {
    case OVERLAY_SUMMARY: press_button(app, BTN_NEXT_HAND); return;
    case OVERLAY_GAME_OVER: press_button(app, BTN_NEW_GAME); return;
    case OVERLAY_HELP:
    case OVERLAY_MENU:
    case OVERLAY_SETTINGS:
    case OVERLAY_STATISTICS: app_close_overlay(app); return;
    case OVERLAY_NONE: break;
    }
    ButtonId id = buttons_primary(&app->buttons);
    if (id != BTN_NONE)
        press_button(app, id);
}

static void overlay_click(App *app, int x, int y)
{
    Overlay overlay = app->ui.overlay;
    if (overlay == OVERLAY_SETTINGS || overlay == OVERLAY_STATISTICS) {
        app_prefs_click(app, x, y);
        return;
    }
    if (overlay == OVERLAY_MENU) {
        int item = screens_menu_hit(&app->layout, x, y);
        if (item >= 0)
            menu_choose(app, item);
        else if (!rect_contains(overlay_panel(app), x, y))
            app_close_overlay(app);
        return;
    }
    if (rect_contains(overlay_button(app), x, y)) {
        press_primary(app);
        return;
    }
    /* A click outside a panel closes it: the table is right there. */
    if (!rect_contains(overlay_panel(app), x, y))
        app_close_overlay(app);
}

static void update_hover(App *app, int x, int y)
{
    UiState *ui = &app->ui;
    Card hover = ui->pointer_inside ? card_at(app, x, y) : CARD_NONE;
    int button = buttons_hit(&app->buttons, &app->layout, x, y);
    int chrome = rect_contains(app->layout.menu_button, x, y) ? 1 : rect_contains(app->layout.help_button, x, y) ? 2 : 0;
    if (button != ui->hover_button || chrome != ui->hover_chrome) {
        ui->hover_button = button;
        ui->hover_chrome = chrome;
        app->dirty = true;
    }
    if (hover != ui->hover) {
        ui->hover = hover;
        app_refresh(app, NULL);
    }
}

static void pointer_down(App *app, const Command *c)
{
    UiState *ui = &app->ui;
    if (c->button != SDL_BUTTON_LEFT)
        return;
    if (ui->overlay != OVERLAY_NONE) {
        overlay_click(app, c->x, c->y);
        return;
    }
    if (rect_contains(app->layout.menu_button, c->x, c->y)) {
        open_overlay(app, OVERLAY_MENU);
        return;
    }
    if (rect_contains(app->layout.help_button, c->x, c->y)) {
        open_overlay(app, OVERLAY_HELP);
        return;
    }
    int button = buttons_hit(&app->buttons, &app->layout, c->x, c->y);
    if (button >= 0) {
        ui->pressed_button = button;
        app->dirty = true;
        return;
    }
    Card card = card_at(app, c->x, c->y);
    if (card == CARD_NONE)
        return;
    ui->keyboard = false;
    if (c->clicks >= 2 && app->view.phase == PHASE_PLAY) {
        /* A double click plays the card where it lies. */
        ui->drag.pressed = false;
        play_card_in_place(app, card);
        return;
    }
    Rect rect;
    if (!app_hand_card_rect(app, card, &rect))
        return;
    ui->drag = (Drag){true, false, card, c->x, c->y, c->x, c->y,
                      (float)c->x - (rect.x + rect.w * 0.5f), (float)c->y - (rect.y + rect.h * 0.5f)};
}

static void pointer_move(App *app, const Command *c)
{
    UiState *ui = &app->ui;
    ui->pointer_inside = true;
    if (ui->overlay != OVERLAY_NONE) {
        /* The table under a panel answers nothing: none of it stays lit
         * for when the panel closes. */
        if (ui->hover_button >= 0 || ui->hover_chrome != 0) {
            ui->hover_button = -1;
            ui->hover_chrome = 0;
            app->table_version++;
            app->dirty = true;
        }
        overlay_hover(app, c->x, c->y);
        return;
    }
    Drag *drag = &ui->drag;
    if (drag->pressed) {
        drag->x = c->x;
        drag->y = c->y;
        int threshold = app->layout.height / 150 + 3;
        if (!drag->active && (abs(c->x - drag->press_x) > threshold || abs(c->y - drag->press_y) > threshold)) {
            drag->active = true;
            ui->hover = CARD_NONE;
            app_refresh(app, NULL); /* legal cards light up while dragging */
        }
        app->dirty = true;
        if (drag->active)
            return;
    }
    update_hover(app, c->x, c->y);
}

static void pointer_up(App *app, const Command *c)
{
    UiState *ui = &app->ui;
    if (c->button != SDL_BUTTON_LEFT)
        return;
    if (ui->pressed_button >= 0) {
        int pressed = ui->pressed_button;
        ui->pressed_button = -1;
        app->dirty = true;
        if (pressed < app->buttons.count &&
            rect_contains(layout_button(&app->layout, app->buttons.count, pressed), c->x, c->y))
            press_button(app, app->buttons.items[pressed].id);
        return;
    }
    Drag drag = ui->drag;
    ui->drag.pressed = false;
    ui->drag.active = false;
    if (!drag.pressed)
        return;
    if (drag.active) {
        Pose from = pose_from_rect((Rect){0, 0, app->layout.card_w, app->layout.card_h}, 0, 1);
        from.x = (float)c->x - drag.grab_dx;
        from.y = (float)c->y - drag.grab_dy;
        from.w = (float)app->layout.lifted_w;
        from.h = (float)app->layout.lifted_h;
        if (rect_contains(app->layout.drop_zone, c->x, c->y) && !rect_contains(app->layout.hand, c->x, c->y)) {
            play_card(app, drag.card, &from);
        } else {
            anim_spring(&app->anim, app->now, (uint16_t)(KEY_CARD + drag.card), from);
        }
        app_refresh(app, NULL);
        update_hover(app, c->x, c->y);
        return;
    }
    /* A click without a drag. */
    if (your_turn(app) && app->view.phase == PHASE_DISCARD) {
        toggle_selection(app, drag.card);
    } else {
        ui->focus = drag.card;
        app->dirty = true;
    }
}

/* ---- keyboard ----------------------------------------------------------- */

static void move_focus(App *app, int by)
{
    const Scene *target = &app->anim.target;
    if (target->hand_count == 0)
        return;
    UiState *ui = &app->ui;
    int index = hand_index(app, ui->focus);
    if (index < 0 || !ui->keyboard)
        index = by > 0 ? -1 : target->hand_count;
    /* Round and round: the keyboard reaches every card from anywhere. */
    index = (index + by + target->hand_count) % target->hand_count;
    ui->focus = target->hand[index];
    ui->keyboard = true;
    app_refresh(app, NULL);
}

static void key(App *app, CommandKey k)
{
    UiState *ui = &app->ui;
    Overlay overlay = ui->overlay;
    if ((overlay == OVERLAY_SETTINGS || overlay == OVERLAY_STATISTICS) && k != CK_HELP && k != CK_FULLSCREEN &&
        k != CK_FOUR_COLOUR && k != CK_SPEED) {
        app_prefs_key(app, k);
        return;
    }
    switch (k) {
    case CK_HELP:
        if (overlay == OVERLAY_HELP)
            app_close_overlay(app);
        else
            open_overlay(app, OVERLAY_HELP);
        return;
    case CK_ESCAPE:
        if (overlay != OVERLAY_NONE)
            app_close_overlay(app);
        else
            open_overlay(app, OVERLAY_MENU);
        return;
    case CK_FULLSCREEN: app_prefs_toggle_fullscreen(app); return;
    case CK_FOUR_COLOUR: app_prefs_toggle_four_colour(app); return;
    case CK_SPEED: app_prefs_set_speed(app, (AnimSpeed)((ui->speed + 1) % SPEED_COUNT), true); return;
    case CK_SPACE: press_primary(app); return;
    default: break;
    }
    if (overlay == OVERLAY_HELP) {
        float line = overlay_rules_line(&app->layout), page = overlay_rules_page(&app->layout);
        switch (k) {
        case CK_UP: scroll_help(app, -line); break;
        case CK_DOWN: scroll_help(app, line); break;
        case CK_PAGE_UP: scroll_help(app, -page); break;
        case CK_PAGE_DOWN: scroll_help(app, page); break;
        case CK_HOME: scroll_help(app, -1e9f); break;
        case CK_END: scroll_help(app, 1e9f); break;
        case CK_ENTER: app_close_overlay(app); break;
        default: break;
        }
        return;
    }
    if (overlay != OVERLAY_NONE) {
        if (k == CK_ENTER)
            press_primary(app);
        return;
    }
    switch (k) {
    case CK_LEFT: move_focus(app, -1); break;
    case CK_RIGHT: move_focus(app, 1); break;
    case CK_UP:
    case CK_DOWN:
    case CK_ENTER:
        if (ui->keyboard && ui->focus != CARD_NONE && cardset_has(app->view.hand, ui->focus)) {
            if (your_turn(app) && app->view.phase == PHASE_DISCARD) {
                bool selected = cardset_has(ui->selected, ui->focus);
                if (k == CK_ENTER || (k == CK_UP) != selected)
                    toggle_selection(app, ui->focus);
            } else if (k == CK_ENTER) {
                play_card_in_place(app, ui->focus);
            }
        } else if (k == CK_ENTER) {
            press_primary(app);
        }
        break;
    default: break;
    }
}

void app_command(App *app, const Command *command)
{
    UiState *ui = &app->ui;
    switch (command->type) {
    case CMD_QUIT:
        app->done = true;
        app->exit_code = 0;
        break;
    case CMD_POINTER_DOWN: pointer_down(app, command); break;
    case CMD_POINTER_MOVE: pointer_move(app, command); break;
    case CMD_POINTER_UP: pointer_up(app, command); break;
    case CMD_POINTER_LEAVE:
        ui->pointer_inside = false;
        if (!ui->drag.pressed && ui->hover != CARD_NONE) {
            ui->hover = CARD_NONE;
            app_refresh(app, NULL);
        }
        ui->hover_button = -1;
        ui->hover_chrome = 0;
        app->dirty = true;
        break;
    case CMD_WHEEL:
        if (ui->overlay == OVERLAY_HELP)
            scroll_help(app, -command->wheel * overlay_rules_line(&app->layout));
        break;
    case CMD_KEY: key(app, command->key); break;
    case CMD_RESIZED: app_relayout(app); break;
    case CMD_REDRAW: app->dirty = true; break;
    case CMD_NONE: break;
    }
}
