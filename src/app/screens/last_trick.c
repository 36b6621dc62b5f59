#include "screens/last_trick.h"

#include <stdio.h>
#include <string.h>

#include "render/focus.h"
#include "render/table.h"
#include "screens/panel.h"
#include "speech/announcer.h"

/* ---- geometry ------------------------------------------------------------ */

/* Never smaller than a fingertip, 48 px at 100 %: a finger presses it too. */
static int arrow_size(const Layout *l) { return imax(layout_finger(l), iround(l->button_h * 0.8)); }
static int cards_gap(const Layout *l) { return imax(2 * l->gap, l->card_w / 4); }

Rect last_trick_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int cards_w = 2 * l->card_w + cards_gap(l);
    int w = imax(l->font_body * 30, cards_w + 2 * arrow_size(l) + 4 * pad);
    w = imin(w, l->width - 2 * l->margin);
    int h = pad + panel_title_height(l) + l->card_h + l->gap + layout_line(l->font_small) + pad / 2 +
            layout_line(l->font_body) + pad / 3 + 2 * layout_line(l->font_small) + pad;
    h = imin(h, l->height - 2 * l->margin);
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

Rect last_trick_card(const Layout *l, int place)
{
    Rect panel = last_trick_panel(l);
    int cards_w = 2 * l->card_w + cards_gap(l);
    int x = panel.x + (panel.w - cards_w) / 2 + (place ? l->card_w + cards_gap(l) : 0);
    return (Rect){x, panel.y + layout_panel_pad(l) + panel_title_height(l), l->card_w, l->card_h};
}

Rect last_trick_arrow(const Layout *l, int which)
{
    Rect panel = last_trick_panel(l);
    Rect card = last_trick_card(l, 0);
    int size = arrow_size(l), pad = layout_panel_pad(l);
    int x = which == LAST_TRICK_HIT_LEFT ? panel.x + pad : panel.x + panel.w - pad - size;
    return (Rect){x, card.y + (card.h - size) / 2, size, size};
}

int last_trick_hit(const Layout *l, int x, int y)
{
    if (rect_contains(last_trick_arrow(l, LAST_TRICK_HIT_LEFT), x, y))
        return LAST_TRICK_HIT_LEFT;
    if (rect_contains(last_trick_arrow(l, LAST_TRICK_HIT_RIGHT), x, y))
        return LAST_TRICK_HIT_RIGHT;
    return LAST_TRICK_HIT_NONE;
}

bool last_trick_pile_at(const Layout *l, const SeatView *view, int x, int y)
{
    int won[SEAT_COUNT] = {0, 0};
    for (int t = 0; t < view->history_count; t++)
        won[scene_side(view, view->history[t].winner)]++;
    for (int side = 0; side < SEAT_COUNT; side++) {
        if (won[side] == 0)
            continue;
        /* The cards as they lie, and the count written under them. */
        Rect pile = {0, 0, 0, 0};
        for (int t = 0; t < won[side]; t++)
            for (int which = 0; which < SEAT_COUNT; which++)
                pile = rect_union(pile, layout_won_card(l, side, t, which));
        Rect label = layout_pile_label(l, l->won[side]);
        pile.h = imax(pile.h, label.y + label.h - pile.y);
        if (rect_contains(pile, x, y))
            return true;
    }
    return false;
}

/* ---- the screen ---------------------------------------------------------- */

typedef struct LastTrickState {
    /* The hand's tricks as the screen knows them: the game may move on
     * beneath (the opponent follows a lead), and a new hand must not
     * change what is on show. */
    uint8_t seat;
    uint16_t hand;
    int count;
    TrickRecord tricks[TRICKS_PER_HAND];
    int shown;
    int hover;
    int focus;         /* the arrow the keyboard is on (LAST_TRICK_HIT_LEFT or _RIGHT), or LAST_TRICK_HIT_NONE */
    bool keyboard;     /* ring it: the keyboard chose it, and the pointer has not moved since */
    bool summary_seen; /* the hand's summary had come up before this opened */
} LastTrickState;

const TrickRecord *last_trick_shown(const Screen *screen, int *index, int *count)
{
    const LastTrickState *state = screen->state;
    if (index)
        *index = state->shown;
    if (count)
        *count = state->count;
    return state->count > 0 ? &state->tricks[state->shown] : NULL;
}

static void take_tricks(LastTrickState *state, const SeatView *view)
{
    state->count = imin(view->history_count, TRICKS_PER_HAND);
    memcpy(state->tricks, view->history, sizeof state->tricks);
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)argument;
    LastTrickState *state = screen->state;
    state->seat = c->view->seat;
    state->hand = c->view->hands_dealt;
    take_tricks(state, c->view);
    state->shown = imax(0, state->count - 1);
    state->hover = state->focus = LAST_TRICK_HIT_NONE;
    state->summary_seen = c->ui->summary_seen;
}

/* A trick taken while the screen is open is added to those it can show;
 * the one on show stays. */
static bool sync(Screen *screen, const ScreenContext *c)
{
    LastTrickState *state = screen->state;
    if (c->view->hands_dealt == state->hand && c->view->history_count > state->count)
        take_tricks(state, c->view);
    return false;
}

static Intent close_intent(const LastTrickState *state, const ScreenContext *c)
{
    /* A hand that ended while the player looked back found a panel open and
     * kept its summary: it comes up now, in place of this one. */
    Phase phase = c->view->phase;
    bool over = phase == PHASE_HAND_OVER || phase == PHASE_GAME_OVER;
    if (over && !state->summary_seen && c->ui->summary_seen && c->view->hands_dealt == state->hand) {
        Intent intent = intent_of(INTENT_SWITCH);
        intent.arg = phase == PHASE_GAME_OVER ? SCREEN_GAME_OVER : SCREEN_SUMMARY;
        return intent;
    }
    return intent_of(INTENT_CLOSE);
}

/* The arrow on the left goes back in time, or forward in a right-to-left
 * language, where the tricks read from the right. */
static int earlier_side(void) { return str_rtl() ? LAST_TRICK_HIT_RIGHT : LAST_TRICK_HIT_LEFT; }

static bool step(LastTrickState *state, int side)
{
    int by = side == earlier_side() ? -1 : 1;
    int shown = iclamp(state->shown + by, 0, imax(0, state->count - 1));
    if (shown == state->shown)
        return false;
    state->shown = shown;
    return true;
}

static int later_side(void) { return str_rtl() ? LAST_TRICK_HIT_LEFT : LAST_TRICK_HIT_RIGHT; }

static int ring_of(const LastTrickState *state)
{
    return state->keyboard && state->count > 1 ? state->focus : LAST_TRICK_HIT_NONE;
}

int last_trick_ring(const Screen *screen) { return ring_of(screen->state); }

static ScreenAnswer key(LastTrickState *state, const ScreenContext *c, CommandKey k, Intent *out)
{
    if (k == CK_LEFT || k == CK_RIGHT) {
        step(state, k == CK_LEFT ? LAST_TRICK_HIT_LEFT : LAST_TRICK_HIT_RIGHT);
        return SCREEN_REDRAW;
    }
    /* Page Up and Page Down (a controller's shoulders) step in time, the
     * way the review's pages do, whichever way the language reads. */
    if (k == CK_PAGE_UP || k == CK_PAGE_DOWN) {
        step(state, k == CK_PAGE_UP ? earlier_side() : later_side());
        return SCREEN_REDRAW;
    }
    /* Tab walks the arrows in reading order, the earlier first. */
    if ((k == CK_TAB || k == CK_BACK_TAB) && state->count > 1) {
        int place = state->focus == LAST_TRICK_HIT_NONE ? -1 : state->focus == earlier_side() ? 0 : 1;
        state->focus = focus_next(place, 2, k) == 0 ? earlier_side() : later_side();
        state->keyboard = true;
        return SCREEN_REDRAW;
    }
    if ((k == CK_ENTER || k == CK_SPACE) && ring_of(state) != LAST_TRICK_HIT_NONE) {
        step(state, ring_of(state));
        return SCREEN_REDRAW;
    }
    /* Anything else is the player looking back at the table. */
    *out = close_intent(state, c);
    return SCREEN_REDRAW;
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    LastTrickState *state = screen->state;
    if (cmd->type == CMD_KEY) {
        if (screen_key_is_global(cmd->key))
            return SCREEN_PASS;
        return key(state, c, cmd->key, out);
    }
    if (cmd->type == CMD_POINTER_MOVE)
        state->keyboard = false;
    int where = state->count > 1 ? last_trick_hit(c->layout, cmd->x, cmd->y) : LAST_TRICK_HIT_NONE;
    int click;
    ScreenAnswer answer = panel_pointer(&state->hover, where,
                                        rect_contains(last_trick_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (cmd->type == CMD_POINTER_LEAVE)
        return SCREEN_PASS; /* the pointer has left the window: the table must know too */
    if (click == LAST_TRICK_HIT_LEFT || click == LAST_TRICK_HIT_RIGHT)
        step(state, click);
    else if (click != PANEL_NO_CLICK)
        *out = close_intent(state, c);
    return answer;
}

static void title_of(const LastTrickState *state, char *out, size_t size)
{
    char number[12];
    if (state->shown == state->count - 1) {
        snprintf(out, size, "%s", str_get(STR_LAST_TRICK_TITLE));
        return;
    }
    snprintf(number, sizeof number, "%d", state->shown + 1);
    str_format(out, size, STR_LAST_TRICK_NUMBER, number, NULL, NULL);
}

static StringId says_of(const LastTrickState *state, const TrickRecord *trick)
{
    bool led = trick->leader == state->seat, won = trick->winner == state->seat;
    return led ? (won ? STR_LAST_TRICK_YOU_LED_WON : STR_LAST_TRICK_YOU_LED_LOST)
               : (won ? STR_LAST_TRICK_OPP_LED_WON : STR_LAST_TRICK_OPP_LED_LOST);
}

static void draw_arrow(const Gfx *gfx, Rect rect, bool left, bool enabled, bool hover)
{
    int radius = rect.h / 2;
    SDL_Color ring = enabled ? rgba(0xc9, 0xa2, 0x27, hover ? 255 : 170) : rgba(0xc9, 0xa2, 0x27, 50);
    draw_fill_round(gfx->draw, rect, radius, PALETTE[hover && enabled ? PAL_CHROME_HOVER : PAL_CHROME]);
    draw_frame_round(gfx->draw, rect, radius, imax(1, rect.h / 30), ring);
    /* A small solid triangle, column by column. */
    SDL_Color ink = enabled ? (hover ? COLOUR_IVORY : COLOUR_TEXT) : PALETTE[PAL_DISABLED];
    SDL_SetRenderDrawBlendMode(gfx->renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(gfx->renderer, ink.r, ink.g, ink.b, ink.a);
    int h = imax(6, rect.h * 2 / 5), w = h * 3 / 4;
    int x0 = rect.x + (rect.w - w) / 2, cy = rect.y + rect.h / 2;
    for (int i = 0; i < w; i++) {
        int half = (left ? i : w - 1 - i) * h / (2 * w);
        SDL_Rect column = {x0 + i, cy - half, 1, 2 * half + 1};
        SDL_RenderFillRect(gfx->renderer, &column);
    }
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    const LastTrickState *state = screen->state;
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    Rect home = last_trick_panel(l);
    Rect panel = panel_appearing(home, panel_appear(screen->opened_at, c->now));
    int dy = panel.y - home.y;
    table_draw_panel(gfx, panel);
    if (state->count == 0)
        return;
    const TrickRecord *trick = &state->tricks[state->shown];

    char title[96];
    title_of(state, title, sizeof title);
    text_draw(text, FONT_HEADING, title, panel.x + panel.w / 2, panel.y + layout_panel_pad(l) * 2 / 3, COLOUR_IVORY,
              ALIGN_CENTER);

    /* The lead where a reader starts: on the left, or on the right. */
    int caption_y = 0;
    for (int which = 0; which < SEAT_COUNT; which++) {
        int place = str_rtl() ? 1 - which : which;
        Rect r = last_trick_card(l, place);
        r.y += dy;
        uint8_t seat = (uint8_t)((trick->leader + which) % SEAT_COUNT);
        Sprite sprite;
        memset(&sprite, 0, sizeof sprite);
        sprite.key = (uint16_t)(KEY_CARD + trick->cards[which]);
        sprite.card = trick->cards[which];
        sprite.pose = pose_from_rect(r, 0, 1);
        if (seat == trick->winner)
            sprite.flags |= SPRITE_GLOW;
        table_draw_card(gfx, &sprite, c->now);
        /* Under each card who played it, the winner in gold. */
        caption_y = r.y + r.h + l->gap;
        Rect caption = {r.x - cards_gap(l) / 2, caption_y, r.w + cards_gap(l), layout_line(l->font_small)};
        bool winner = seat == trick->winner;
        text_draw_in(text, winner ? FONT_SMALL_BOLD : FONT_SMALL, str_get(seat == state->seat ? STR_YOU : STR_OPPONENT),
                     caption, winner ? COLOUR_GOLD_LIGHT : COLOUR_TEXT_DIM, ALIGN_CENTER, false);
    }

    int pad = layout_panel_pad(l);
    int y = caption_y + layout_line(l->font_small) + pad / 2;
    bool won = trick->winner == state->seat;
    StringId says = says_of(state, trick);
    Rect line = {panel.x + pad, y, panel.w - 2 * pad, layout_line(l->font_body)};
    static const FontId FONTS[] = {FONT_BOLD, FONT_SMALL_BOLD};
    text_draw_in(text, text_fit(text, FONTS, 2, str_get(says), line.w), str_get(says), line,
                 won ? COLOUR_GOLD_LIGHT : COLOUR_TEXT, ALIGN_CENTER, false);
    /* The keys, on two lines if they must. */
    const char *hint = str_get(state->count > 1 ? STR_LAST_TRICK_KEYS : STR_LAST_TRICK_CLOSE);
    int hint_y = line.y + line.h + pad / 3;
    if (text_wrapped_height(text, FONT_SMALL, hint, line.w) <= text_line_height(text, FONT_SMALL) * 3 / 2)
        hint_y += layout_line(l->font_small) / 2;
    text_draw_wrapped(text, FONT_SMALL, hint, line.x, hint_y, line.w, COLOUR_TEXT_DIM, ALIGN_CENTER, false);

    if (state->count > 1) {
        for (int which = LAST_TRICK_HIT_LEFT; which <= LAST_TRICK_HIT_RIGHT; which++) {
            Rect r = last_trick_arrow(l, which);
            r.y += dy;
            bool earlier = which == earlier_side();
            bool enabled = earlier ? state->shown > 0 : state->shown < state->count - 1;
            draw_arrow(gfx, r, which == LAST_TRICK_HIT_LEFT, enabled, state->hover == which);
            if (last_trick_ring(screen) == which)
                focus_draw_ring(gfx, r, r.h / 2);
        }
    }
}

/* The trick in words: which it is, who led and who took it, the two cards
 * by name in the order they were played, and the keys. */
static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    (void)c;
    const LastTrickState *state = screen->state;
    if (state->count == 0)
        return;
    const TrickRecord *trick = &state->tricks[state->shown];
    char line[256], card[64];
    title_of(state, line, sizeof line);
    char title[300];
    str_format(title, sizeof title, STR_SPK_PANEL, line, NULL, NULL);
    screen_words_add(out->about, sizeof out->about, title);
    screen_words_add(out->about, sizeof out->about, str_get(says_of(state, trick)));
    for (int which = 0; which < SEAT_COUNT; which++) {
        uint8_t seat = (uint8_t)((trick->leader + which) % SEAT_COUNT);
        announcer_card(trick->cards[which], card, sizeof card);
        str_format(line, sizeof line, STR_SPK_SETTING, str_get(seat == state->seat ? STR_YOU : STR_OPPONENT), card,
                   NULL);
        screen_words_add(out->about, sizeof out->about, line);
    }
    screen_words_add(out->about, sizeof out->about,
                     str_get(state->count > 1 ? STR_LAST_TRICK_KEYS : STR_LAST_TRICK_CLOSE));
    int ring = last_trick_ring(screen);
    if (ring != LAST_TRICK_HIT_NONE)
        screen_words_button(out, str_get(ring == earlier_side() ? STR_LAST_TRICK_EARLIER : STR_LAST_TRICK_LATER),
                            false);
}

const ScreenClass LAST_TRICK_SCREEN = {
    .id = SCREEN_LAST_TRICK,
    .state_size = sizeof(LastTrickState),
    .panel = true,
    .keeps_below = true,
    .open = open,
    .handle = handle,
    .sync = sync,
    .draw = draw,
    .speak = speak,
};
