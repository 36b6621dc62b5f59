#include "screens/settings.h"

#include <stdio.h>
#include <string.h>

#include "render/focus.h"
#include "render/scrollbar.h"
#include "render/table.h"
#include "screens/panel.h"

const uint8_t SETTINGS_TARGETS[SETTINGS_TARGET_COUNT] = {5, 7, 11};

static const char *const LANGUAGES[SETTINGS_LANGUAGE_COUNT] = {"", "en", "mr", "sd"};

const char *settings_language_code(int index)
{
    return index >= 0 && index < SETTINGS_LANGUAGE_COUNT ? LANGUAGES[index] : "";
}

int settings_language_index(const char *code)
{
    for (int i = 0; i < SETTINGS_LANGUAGE_COUNT; i++)
        if (strcmp(code, LANGUAGES[i]) == 0)
            return i;
    return 0;
}

/* The < and > stand this far inside their row, above and below. */
enum { ARROW_INSET = 3 };

/* Under the rows: two lines of help and the close button. */
static int footer_height(const Layout *l)
{
    int pad = layout_panel_pad(l);
    return layout_line(l->font_small) * 2 + pad / 2 + l->button_h + pad;
}

static int row_height(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int fixed = 2 * l->margin + pad + panel_title_height(l) + footer_height(l) + pad / 2;
    int room = (l->height - fixed) / SET_ROW_COUNT;
    /* Never so low that the keyboard's ring would cross the row's words;
     * under a finger, tall enough for its arrows to be a fingertip. */
    int least = layout_line(l->font_body) + focus_ring_width(l) + 2;
    if (l->touch)
        least = imax(least, layout_finger(l) + 2 * ARROW_INSET);
    return imax(least, imin(iround(l->button_h * 0.82), room));
}

/* The rows' window: every row where there is room, else as many whole
 * rows as fit, the rest reached by scrolling. */
static int list_height(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int room = l->height - 2 * l->margin - pad - panel_title_height(l) - footer_height(l);
    return imin(SET_ROW_COUNT * row_height(l), imax(1, room / row_height(l)) * row_height(l));
}

static int content_height(const Layout *l) { return SET_ROW_COUNT * row_height(l); }
static int scroll_max(const Layout *l) { return scroll_most(content_height(l), list_height(l)); }

Rect settings_panel(const Layout *l)
{
    int pad = layout_panel_pad(l);
    int w = imin(l->width - 2 * l->margin, l->font_body * 46);
    int h = pad + panel_title_height(l) + list_height(l) + footer_height(l);
    return (Rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
}

static Rect list_rect(const Layout *l)
{
    Rect panel = settings_panel(l);
    int pad = layout_panel_pad(l);
    return (Rect){panel.x + pad, panel.y + pad + panel_title_height(l), panel.w - 2 * pad, list_height(l)};
}

static Rect row_at(const Layout *l, int row, int scroll)
{
    Rect list = list_rect(l);
    /* Room on the reading side's far edge for the scroll bar. */
    int bar = scroll_max(l) > 0 ? l->gap + 4 : 0;
    return (Rect){list.x + (str_rtl() ? bar : 0), list.y + row * row_height(l) - scroll, list.w - bar, row_height(l)};
}

Rect settings_row(const Layout *l, int row) { return row_at(l, row, 0); }

/* The value's part of a row: < value > after the label, so on the right,
 * or on the left for a right-to-left reader. */
static Rect value_area(const Layout *l, Rect row)
{
    int w = imin(iround(row.w * 0.55), l->font_body * 26);
    return (Rect){str_rtl() ? row.x : row.x + row.w - w, row.y, w, row.h};
}

/* The rest of the row, for the setting's name. */
static Rect label_area(const Layout *l, Rect row)
{
    Rect area = value_area(l, row);
    int pad = layout_panel_pad(l);
    if (str_rtl())
        return (Rect){area.x + area.w + pad / 4, row.y, row.x + row.w - area.x - area.w - pad / 2, row.h};
    return (Rect){row.x + pad / 4, row.y, area.x - row.x - pad / 2, row.h};
}

static Rect arrow_of(const Layout *l, Rect row, int step)
{
    Rect area = value_area(l, row);
    int size = area.h - 2 * ARROW_INSET;
    /* As wide as a fingertip, where the rows are too low to be as tall. */
    int w = imax(size, layout_finger(l));
    int x = step < 0 ? area.x : area.x + area.w - w;
    return (Rect){x, area.y + ARROW_INSET, w, size};
}

Rect settings_arrow(const Layout *l, int row, int step) { return arrow_of(l, settings_row(l, row), step); }

Rect settings_close(const Layout *l)
{
    Rect panel = settings_panel(l);
    int w = imax(iround(panel.w * 0.3), l->font_body * 9);
    return (Rect){panel.x + (panel.w - w) / 2, panel.y + panel.h - layout_panel_pad(l) - l->button_h, w, l->button_h};
}

static int hit_at(const Layout *l, int x, int y, int scroll)
{
    if (rect_contains(settings_close(l), x, y))
        return SETTINGS_HIT_CLOSE;
    /* A row scrolled out of the list's window is not there to click. */
    if (!rect_contains(list_rect(l), x, y))
        return SETTINGS_HIT_NONE;
    for (int row = 0; row < SET_ROW_COUNT; row++) {
        Rect r = row_at(l, row, scroll);
        if (!rect_contains(r, x, y))
            continue;
        if (rect_contains(arrow_of(l, r, -1), x, y))
            return row * 3 + 1;
        if (rect_contains(arrow_of(l, r, 1), x, y))
            return row * 3 + 2;
        return row * 3;
    }
    return SETTINGS_HIT_NONE;
}

static const char *on_off(bool on) { return str_get(on ? STR_VAL_ON : STR_VAL_OFF); }

void settings_value(const Settings *s, int row, char *out, size_t size)
{
    static const StringId LEVELS[AI_LEVEL_COUNT] = {STR_VAL_EASY, STR_VAL_NORMAL, STR_VAL_HARD, STR_VAL_EXPERT};
    static const StringId SPEEDS[ANIMATION_SPEED_COUNT] = {STR_VAL_SLOW, STR_VAL_NORMAL, STR_VAL_FAST, STR_VAL_INSTANT};
    static const StringId LANGUAGE_NAMES[SETTINGS_LANGUAGE_COUNT] = {STR_LANG_SYSTEM, STR_LANG_EN, STR_LANG_MR,
                                                                     STR_LANG_SD};
    const char *value = "";
    char number[8];
    switch ((SettingsRow)row) {
    case SET_PRESET: {
        const char *name = str_get(s->preset == PRESET_CLASSIC ? STR_VAL_CLASSIC : STR_VAL_STANDARD);
        GameOptions preset = options_preset(s->preset);
        if (!options_equal(&preset, &s->options)) {
            str_format(out, size, STR_VAL_PRESET_CHANGED, name, NULL, NULL);
            return;
        }
        value = name;
        break;
    }
    case SET_MUST_TRUMP: value = on_off(s->options.must_trump_when_void); break;
    case SET_PENALTY:
        value = str_get(s->options.penalty == PENALTY_CLASSIC ? STR_VAL_PENALTY_CLASSIC : STR_VAL_PENALTY_STANDARD);
        break;
    case SET_DEALER_EXCHANGE: value = on_off(s->options.dealer_must_exchange); break;
    case SET_TARGET:
        snprintf(number, sizeof number, "%d", s->options.target);
        str_format(out, size, STR_VAL_POINTS, number, NULL, NULL);
        return;
    case SET_LEVEL: value = str_get(LEVELS[(unsigned)s->level % AI_LEVEL_COUNT]); break;
    case SET_ANIMATION: value = str_get(SPEEDS[(unsigned)s->animation % ANIMATION_SPEED_COUNT]); break;
    case SET_FOUR_COLOUR: value = on_off(s->four_colour); break;
    case SET_HIGH_CONTRAST: value = on_off(s->high_contrast); break;
    case SET_SCALE:
        snprintf(number, sizeof number, "%d", s->scale);
        str_format(out, size, STR_VAL_PERCENT, number, NULL, NULL);
        return;
    case SET_AUTO_DECLARE: value = on_off(s->auto_declare); break;
    case SET_FULLSCREEN: value = on_off(s->fullscreen); break;
    case SET_SOUND: {
        static const StringId VOLUMES[VOLUME_COUNT] = {STR_VAL_VOLUME_LOW, STR_VAL_VOLUME_MEDIUM, STR_VAL_VOLUME_HIGH};
        value = s->mute ? str_get(STR_VAL_OFF) : str_get(VOLUMES[(unsigned)s->volume % VOLUME_COUNT]);
        break;
    }
    case SET_COACH:
        if (s->coach == COACH_FIRST_GAMES) {
            str_format_plural(out, size, STR_VAL_COACH_FIRST_GAMES, COACH_FIRST_GAMES_COUNT, NULL, NULL);
            return;
        }
        value = str_get(s->coach == COACH_ALWAYS ? STR_VAL_COACH_ALWAYS : STR_VAL_OFF);
        break;
    case SET_SPEECH: value = on_off(s->speech); break;
    case SET_PHRASES: value = on_off(s->phrases); break;
    case SET_LANGUAGE: value = str_get(LANGUAGE_NAMES[settings_language_index(s->language)]); break;
    case SET_ROW_COUNT: break;
    }
    snprintf(out, size, "%s", value);
}

static void draw_arrow(const Gfx *gfx, Rect r, bool left, bool hover)
{
    const Layout *l = gfx->layout;
    draw_fill_round(gfx->draw, r, l->radius, hover ? rgba(0xc9, 0xa2, 0x27, 255) : rgba(0x1c, 0x4a, 0x33, 255));
    draw_frame_round(gfx->draw, r, l->radius, 1, rgba(0xc9, 0xa2, 0x27, 160));
    /* A drawn triangle, not a "<" glyph: right-to-left text would mirror it. */
    SDL_Color c = hover ? COLOUR_INK : COLOUR_GOLD_LIGHT;
    float cx = r.x + r.w * 0.5f, cy = r.y + r.h * 0.5f, half = r.h * 0.2f;
    float tip = left ? cx - half : cx + half, back = left ? cx + half * 0.8f : cx - half * 0.8f;
    SDL_Vertex v[3] = {{{tip, cy}, c, {0, 0}}, {{back, cy - half}, c, {0, 0}}, {{back, cy + half}, c, {0, 0}}};
    SDL_SetRenderDrawBlendMode(gfx->renderer, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(gfx->renderer, NULL, v, 3, NULL, 0);
}

static const StringId ROW_LABELS[SET_ROW_COUNT] = {
    [SET_PRESET] = STR_SET_PRESET,
    [SET_MUST_TRUMP] = STR_SET_MUST_TRUMP,
    [SET_PENALTY] = STR_SET_PENALTY,
    [SET_DEALER_EXCHANGE] = STR_SET_DEALER_EXCHANGE,
    [SET_TARGET] = STR_SET_TARGET,
    [SET_LEVEL] = STR_SET_LEVEL,
    [SET_ANIMATION] = STR_SET_ANIMATION,
    [SET_FOUR_COLOUR] = STR_SET_FOUR_COLOUR,
    [SET_HIGH_CONTRAST] = STR_SET_HIGH_CONTRAST,
    [SET_AUTO_DECLARE] = STR_SET_AUTO_DECLARE,
    [SET_FULLSCREEN] = STR_SET_FULLSCREEN,
    [SET_SCALE] = STR_SET_SCALE,
    [SET_SOUND] = STR_SET_SOUND,
    [SET_COACH] = STR_SET_COACH,
    [SET_SPEECH] = STR_SET_SPEECH,
    [SET_PHRASES] = STR_SET_PHRASES,
    [SET_LANGUAGE] = STR_SET_LANGUAGE,
};

/* The scale's value says so when the window has room for less than asked. */
static void row_value(const Layout *l, const Settings *settings, int row, char *out, size_t size)
{
    if (row == SET_SCALE && l->scale < l->scale_asked - 0.001f) {
        char asked[8], fits[8];
        snprintf(asked, sizeof asked, "%d", settings->scale);
        snprintf(fits, sizeof fits, "%d", iround(l->scale * 100.0));
        str_format(out, size, STR_VAL_PERCENT_FITS, asked, fits, NULL);
        return;
    }
    settings_value(settings, row, out, size);
}

static void draw_settings(const Gfx *gfx, const Settings *settings, int selected, int hover, int scroll)
{
    const Layout *l = gfx->layout;
    TextRenderer *text = gfx->text;
    Rect panel = settings_panel(l);
    table_draw_panel(gfx, panel);
    panel_draw_title(gfx, panel, STR_SET_TITLE);
    int pad = layout_panel_pad(l);
    Rect list = list_rect(l);
    /* A row's band reaches out past its words far enough for the keyboard's
     * ring, drawn inside it, to clear them. */
    int reach = imin(pad - 2, imax(pad / 3, focus_ring_width(l) + imax(3, l->gap / 2)));
    SDL_Rect clip = {list.x - reach, list.y, list.w + 2 * reach, list.h};
    SDL_RenderSetClipRect(gfx->renderer, &clip);
    for (int row = 0; row < SET_ROW_COUNT; row++) {
        Rect r = row_at(l, row, scroll);
        if (!rect_overlaps(r, list))
            continue;
        bool chosen = row == selected;
        bool over = hover >= 0 && hover < SET_ROW_COUNT * 3 && hover / 3 == row;
        Rect band = {r.x - reach, r.y + 1, r.w + 2 * reach, r.h - 2};
        if (chosen || over)
            draw_fill_round(gfx->draw, band, l->radius, chosen ? rgba(0xc9, 0xa2, 0x27, 60) : rgba(255, 255, 255, 18));
        /* Inside the row's band: the list's clip would cut a ring outside it. */
        if (chosen)
            focus_draw_ring(gfx, rect_inset(band, focus_ring_width(l)), l->radius);
        if (row > 0)
            draw_fill_rect(gfx->draw, (Rect){r.x, r.y, r.w, 1}, rgba(0xc9, 0xa2, 0x27, 40));
        Rect label = label_area(l, r);
        static const FontId LABEL_FONTS[] = {FONT_BODY, FONT_SMALL};
        const char *name = str_get(ROW_LABELS[row]);
        text_draw_in(text, text_fit(text, LABEL_FONTS, 2, name, label.w), name, label,
                     chosen ? COLOUR_GOLD_LIGHT : COLOUR_TEXT, ALIGN_LEFT, false);
        Rect left = arrow_of(l, r, -1), right = arrow_of(l, r, 1);
        draw_arrow(gfx, left, true, hover == row * 3 + 1);
        draw_arrow(gfx, right, false, hover == row * 3 + 2);
        char value[128];
        row_value(l, settings, row, value, sizeof value);
        /* A clear margin from the arrows: long values (and translations) shrink first. */
        Rect middle = {left.x + left.w + l->gap, r.y, right.x - left.x - left.w - 2 * l->gap, r.h};
        static const FontId VALUE_FONTS[] = {FONT_BOLD, FONT_SMALL_BOLD};
        text_draw_in(text, text_fit(text, VALUE_FONTS, 2, value, middle.w), value, middle, COLOUR_IVORY, ALIGN_CENTER,
                     false);
    }
    SDL_RenderSetClipRect(gfx->renderer, NULL);
    /* The scroll bar, on the far side from where a row's name starts. */
    int bar_w = imax(4, l->gap / 2);
    scrollbar_draw(gfx, (Rect){str_rtl() ? list.x : list.x + list.w - bar_w, list.y, bar_w, list.h}, scroll,
                   content_height(l));
    /* Under a finger, the help says what a finger does. */
    const char *help = str_get(l->touch ? STR_SET_HELP_TOUCH : STR_SET_HELP);
    text_draw_wrapped(text, FONT_SMALL, help, panel.x + pad, list.y + list.h + pad / 4, panel.w - 2 * pad,
                      COLOUR_TEXT_DIM, ALIGN_CENTER, false);
    table_draw_button(gfx, settings_close(l), str_get(STR_BTN_CLOSE), true, hover == SETTINGS_HIT_CLOSE, false, false,
                      0);
    if (selected == SET_ROW_COUNT)
        focus_draw_button_ring(gfx, settings_close(l));
}

/* ---- the screen --------------------------------------------------------- */

typedef struct SettingsState {
    int row;       /* the keyboard's row, or the row last changed; SET_ROW_COUNT: the close button */
    bool keyboard; /* show it: the keyboard was used */
    int hover;
    int scroll; /* pixels of the list scrolled out at the top */
    /* The rows' height and the list's as the scroll was last set for them:
     * a change of text size or window moves every row. */
    int row_h, list_h;
} SettingsState;

static int clamp_scroll(const Layout *l, int scroll) { return scroll_clamp(scroll, content_height(l), list_height(l)); }

/* Scrolls the list just enough to show the keyboard's row. */
static void show_row(SettingsState *state, const Layout *l)
{
    int h = row_height(l);
    state->scroll = scroll_reveal(state->scroll, state->row * h, h, list_height(l), content_height(l));
    state->row_h = h;
    state->list_h = list_height(l);
}

/* The rows grew or shrank (the text size just changed, or the window):
 * the list keeps its first row in place, and the row in hand (the text
 * size's own as it is changed), if it was in view, is brought back into
 * view should it have left it. */
static void follow_layout(SettingsState *state, const Layout *l)
{
    int h = row_height(l), list = list_height(l);
    if (h == state->row_h && list == state->list_h)
        return;
    int was = state->row * state->row_h - state->scroll;
    bool shown = state->row < SET_ROW_COUNT && was >= 0 && was + state->row_h <= state->list_h;
    if (state->row_h > 0)
        state->scroll = clamp_scroll(l, state->scroll * h / state->row_h);
    if (shown)
        show_row(state, l);
    state->row_h = h;
    state->list_h = list;
}

static int cycle(int value, int count, int step) { return ((value + step) % count + count) % count; }

static Intent change(SettingsState *state, int row, int step)
{
    state->row = row;
    Intent intent = intent_of(INTENT_SETTING);
    intent.arg = row;
    intent.step = step;
    return intent;
}

static ScreenAnswer key(SettingsState *state, const Layout *l, CommandKey k, Intent *out)
{
    if (screen_key_is_global(k))
        return SCREEN_PASS;
    state->keyboard = true;
    switch (k) {
    case CK_ESCAPE:
    case CK_ENTER: *out = intent_of(INTENT_CLOSE); break;
    /* The rows, then the close button, round and round. */
    case CK_UP:
    case CK_BACK_TAB: state->row = cycle(state->row, SET_ROW_COUNT + 1, -1); break;
    case CK_DOWN:
    case CK_TAB: state->row = cycle(state->row, SET_ROW_COUNT + 1, 1); break;
    case CK_HOME: state->row = 0; break;
    case CK_END: state->row = SET_ROW_COUNT - 1; break;
    case CK_LEFT:
        if (state->row < SET_ROW_COUNT)
            *out = change(state, state->row, -1);
        break;
    case CK_RIGHT:
    case CK_SPACE:
        if (state->row < SET_ROW_COUNT)
            *out = change(state, state->row, 1);
        else if (k == CK_SPACE)
            *out = intent_of(INTENT_CLOSE);
        break;
    default: break;
    }
    show_row(state, l);
    return SCREEN_REDRAW;
}

static ScreenAnswer handle(Screen *screen, const ScreenContext *c, const Command *cmd, Intent *out)
{
    SettingsState *state = screen->state;
    if (cmd->type == CMD_KEY)
        return key(state, c->layout, cmd->key, out);
    /* The window may have changed size since the last event. */
    state->scroll = clamp_scroll(c->layout, state->scroll);
    if (cmd->type == CMD_WHEEL) {
        int was = state->scroll;
        state->scroll = clamp_scroll(c->layout,
                                     state->scroll - command_scroll_pixels(cmd, (float)row_height(c->layout)));
        return state->scroll != was ? SCREEN_REDRAW : SCREEN_TAKEN;
    }
    int click;
    ScreenAnswer answer = panel_pointer(&state->hover, hit_at(c->layout, cmd->x, cmd->y, state->scroll),
                                        rect_contains(settings_panel(c->layout), cmd->x, cmd->y), cmd, &click);
    if (click == SETTINGS_HIT_CLOSE || click == PANEL_CLICK_OUTSIDE)
        *out = intent_of(INTENT_CLOSE);
    else if (click >= 0 && click < SET_ROW_COUNT * 3)
        /* The < goes back; the > or the row itself goes on. */
        *out = change(state, click / 3, click % 3 == 1 ? -1 : 1);
    return answer;
}

static void open(Screen *screen, const ScreenContext *c, int argument)
{
    (void)argument;
    SettingsState *state = screen->state;
    state->hover = SETTINGS_HIT_NONE;
    state->row_h = row_height(c->layout);
    state->list_h = list_height(c->layout);
}

static bool sync(Screen *screen, const ScreenContext *c)
{
    follow_layout(screen->state, c->layout);
    return false;
}

static void draw(Screen *screen, const ScreenContext *c, const Gfx *gfx)
{
    SettingsState *state = screen->state;
    follow_layout(state, c->layout);
    draw_settings(gfx, c->settings, state->keyboard ? state->row : -1, state->hover,
                  clamp_scroll(c->layout, state->scroll));
}

Rect settings_row_shown(const Screen *screen, const Layout *layout, int row)
{
    const SettingsState *state = screen->state;
    return row_at(layout, row, clamp_scroll(layout, state->scroll));
}

Rect settings_list(const Layout *layout) { return list_rect(layout); }

/* A row in words as it changes, so that Left and Right are heard. */
static void speak(const Screen *screen, const ScreenContext *c, ScreenWords *out)
{
    const SettingsState *state = screen->state;
    screen_words_panel(out, STR_SET_TITLE, STR_SPK_KEYS_SETTINGS);
    if (!state->keyboard)
        return;
    if (state->row == SET_ROW_COUNT) {
        screen_words_button(out, str_get(STR_BTN_CLOSE), false);
        return;
    }
    char value[128];
    row_value(c->layout, c->settings, state->row, value, sizeof value);
    str_format(out->focus, sizeof out->focus, STR_SPK_SETTING, str_get(ROW_LABELS[state->row]), value, NULL);
}

const ScreenClass SETTINGS_SCREEN = {
    .id = SCREEN_SETTINGS,
    .state_size = sizeof(SettingsState),
    .panel = true,
    .open = open,
    .handle = handle,
    .sync = sync,
    .draw = draw,
    .speak = speak,
};
