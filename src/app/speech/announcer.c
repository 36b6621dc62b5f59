#include "speech/announcer.h"

#include <stdio.h>
#include <string.h>

#include "i18n/strings.h"
#include "ui/scene.h"
#include "ui/status.h"

/* ---- text ---------------------------------------------------------------- */

/* Copies at most `length` bytes of text to the end of out, cut at a
 * character rather than inside one when out is full. */
static void put(char *out, size_t size, const char *text, size_t length)
{
    size_t at = strlen(out);
    if (at + 1 >= size)
        return;
    if (length > size - 1 - at) {
        length = size - 1 - at;
        while (length > 0 && ((unsigned char)text[length] & 0xC0) == 0x80)
            length--;
    }
    memcpy(out + at, text, length);
    out[at + length] = '\0';
}

/* Another sentence after those in out. */
static void add(char *out, size_t size, const char *sentence)
{
    if (!sentence[0])
        return;
    if (out[0])
        put(out, size, " ", 1);
    put(out, size, sentence, strlen(sentence));
}

static void number(char *out, size_t size, int value) { snprintf(out, size, "%d", value); }

void announcer_card(Card card, char *out, size_t size)
{
    static const StringId RANKS[RANK_COUNT] = {STR_SPK_RANK_7,     STR_SPK_RANK_8,   STR_SPK_RANK_9,
                                               STR_SPK_RANK_10,    STR_SPK_RANK_ACE, STR_SPK_RANK_JACK,
                                               STR_SPK_RANK_QUEEN, STR_SPK_RANK_KING};
    if (!card_is_valid(card)) {
        if (size)
            out[0] = '\0';
        return;
    }
    str_format(out, size, STR_SPK_CARD, str_get(RANKS[card_rank(card)]), str_suit_plural(card_suit(card)), NULL);
}

/* The cards in the order the hand shows them, joined by commas but the last
 * two, which are joined by `last_join` (a comma, or "or"). */
static void card_list(CardSet cards, Card turnup, StringId last_join, char *out, size_t size)
{
    Card order[HAND_SIZE];
    int count = cardset_count(cards) <= HAND_SIZE ? scene_hand_order(cards, turnup, order) : 0;
    if (count == 0 && cards) { /* more than a hand holds: the deck's order */
        for (CardSet rest = cards; rest && count < HAND_SIZE; rest = cardset_without_lowest(rest))
            order[count++] = cardset_lowest(rest);
    }
    char list[ANNOUNCE_TEXT_MAX] = "", joined[ANNOUNCE_TEXT_MAX], card[64];
    for (int i = 0; i < count; i++) {
        announcer_card(order[i], card, sizeof card);
        if (i == 0)
            snprintf(joined, sizeof joined, "%s", card);
        else
            str_format(joined, sizeof joined, i == count - 1 ? last_join : STR_LIST_MORE, list, card, NULL);
        memcpy(list, joined, sizeof list);
    }
    snprintf(out, size, "%s", list);
}

/* Marks that set the direction of text on screen, which a voice has no use
 * for: U+200E, U+200F, U+202A to U+202E and U+2066 to U+2069. */
static size_t direction_mark(const char *text)
{
    const unsigned char *t = (const unsigned char *)text;
    if (t[0] != 0xE2)
        return 0;
    if (t[1] == 0x80 && (t[2] == 0x8E || t[2] == 0x8F || (t[2] >= 0xAA && t[2] <= 0xAE)))
        return 3;
    if (t[1] == 0x81 && t[2] >= 0xA6 && t[2] <= 0xA9)
        return 3;
    return 0;
}

void announcer_speakable(const char *text, char *out, size_t size)
{
    if (size == 0)
        return;
    out[0] = '\0';
    const char *symbols[SUIT_COUNT];
    bool any_symbol = false;
    for (int s = 0; s < SUIT_COUNT; s++) {
        symbols[s] = str_suit_symbol((Suit)s);
        any_symbol = any_symbol || (symbols[s][0] && strstr(text, symbols[s]));
    }
    /* A card as printed ("9♥" in the language's own letters) becomes its
     * name; a suit's symbol standing alone ("hearts ♥") goes. */
    char printed[CARD_COUNT][32];
    if (any_symbol)
        for (int c = 0; c < CARD_COUNT; c++)
            str_card((Card)c, printed[c], sizeof printed[c]);
    for (const char *at = text; *at;) {
        size_t mark = direction_mark(at);
        if (mark) {
            at += mark;
            continue;
        }
        if (any_symbol) {
            int best = -1;
            size_t best_length = 0;
            for (int c = 0; c < CARD_COUNT; c++) {
                size_t length = strlen(printed[c]);
                if (length > best_length && strncmp(at, printed[c], length) == 0) {
                    best = c;
                    best_length = length;
                }
            }
            if (best >= 0) {
                char name[64];
                announcer_card((Card)best, name, sizeof name);
                put(out, size, name, strlen(name));
                at += best_length;
                continue;
            }
            size_t symbol = 0;
            for (int s = 0; s < SUIT_COUNT && !symbol; s++)
                if (symbols[s][0] && strncmp(at, symbols[s], strlen(symbols[s])) == 0)
                    symbol = strlen(symbols[s]);
            if (symbol) {
                size_t end = strlen(out);
                while (end > 0 && out[end - 1] == ' ')
                    out[--end] = '\0';
                at += symbol;
                continue;
            }
        }
        put(out, size, at, 1);
        at++;
    }
}

/* ---- the queue ------------------------------------------------------------- */

void announcer_init(Announcer *announcer)
{
    memset(announcer, 0, sizeof *announcer);
    announcer->on = true;
}

void announcer_reset(Announcer *announcer)
{
    announcer->count = 0;
    announcer->last_open = false;
    announcer->focus_said = false;
    announcer->chosen = 0;
    announcer->turn[0] = '\0';
    announcer->space[0] = '\0';
    announcer->coach[0] = '\0';
    announcer->screen[0] = '\0';
    announcer->screen_focus[0] = '\0';
}

void announcer_switch(Announcer *announcer, bool on)
{
    announcer_reset(announcer);
    announcer->on = on;
}

/* Keeps `text` as part of the last announcement, for the repeat. */
static void remember_text(Announcer *a, const char *text)
{
    if (!a->on || !text[0])
        return;
    if (!a->last_open)
        a->last[0] = '\0';
    add(a->last, sizeof a->last, text);
    a->last_open = true;
}

/* Queues a sentence.  Everything said between two takings of the queue is
 * the last announcement, unless it is a repeat of it. */
static void push(Announcer *a, AnnounceKind kind, const char *said, bool remember)
{
    if (!a->on || !said[0])
        return;
    /* A sentence that starts with a card's name starts with a capital all
     * the same, for whoever reads it on a braille display. */
    char text[ANNOUNCE_TEXT_MAX];
    snprintf(text, sizeof text, "%s", said);
    if (text[0] >= 'a' && text[0] <= 'z')
        text[0] = (char)(text[0] - 'a' + 'A');
    Announcement *tail = a->count > 0 ? &a->queue[a->count - 1] : NULL;
    if (!tail || tail->kind != kind) {
        if (a->count == ANNOUNCE_QUEUE_MAX) { /* the oldest goes: what is new matters more */
            memmove(&a->queue[0], &a->queue[1], (ANNOUNCE_QUEUE_MAX - 1) * sizeof a->queue[0]);
            a->count--;
        }
        tail = &a->queue[a->count++];
        tail->kind = kind;
        tail->text[0] = '\0';
    }
    add(tail->text, sizeof tail->text, text);
    if (remember)
        remember_text(a, text);
}

void announcer_say(Announcer *announcer, AnnounceKind kind, const char *text) { push(announcer, kind, text, true); }

bool announcer_next(Announcer *announcer, Announcement *out)
{
    if (announcer->count == 0) {
        announcer->last_open = false;
        return false;
    }
    *out = announcer->queue[0];
    memmove(&announcer->queue[0], &announcer->queue[1], (size_t)(announcer->count - 1) * sizeof announcer->queue[0]);
    announcer->count--;
    return true;
}

/* ---- what is said -------------------------------------------------------- */

static void say_line(Announcer *a, const char *line)
{
    char text[ANNOUNCE_TEXT_MAX];
    announcer_speakable(line, text, sizeof text);
    push(a, ANNOUNCE_EVENT, text, true);
}

void announcer_message(Announcer *announcer, const char *text) { say_line(announcer, text); }

static void hand_sentence(const SeatView *view, char *out, size_t size)
{
    if (!view->hand) {
        str_format(out, size, STR_SPK_HAND_EMPTY, NULL, NULL, NULL);
        return;
    }
    char list[ANNOUNCE_TEXT_MAX];
    card_list(view->hand, view->turnup, STR_LIST_MORE, list, sizeof list);
    str_format(out, size, STR_SPK_HAND, list, NULL, NULL);
}

static void score_sentence(const SeatView *view, bool target, char *out, size_t size)
{
    char you[8], them[8], game[8];
    number(you, sizeof you, view->scores[view->seat]);
    number(them, sizeof them, view->scores[seat_other(view->seat)]);
    number(game, sizeof game, view->options.target);
    str_format(out, size, target ? STR_SPK_SCORE_OF : STR_SPK_SCORE, you, them, game);
}

static void say_score_if_changed(Announcer *a, const SeatView *before, const SeatView *after)
{
    if (memcmp(before->scores, after->scores, sizeof after->scores) == 0)
        return;
    char text[ANNOUNCE_TEXT_MAX];
    score_sentence(after, false, text, sizeof text);
    push(a, ANNOUNCE_EVENT, text, true);
}

void announcer_dealt(Announcer *announcer, const SeatView *before, const SeatView *after, const char *line)
{
    char text[ANNOUNCE_TEXT_MAX], card[64];
    say_line(announcer, line);
    if (card_is_valid(after->turnup)) {
        announcer_card(after->turnup, card, sizeof card);
        str_format(text, sizeof text, STR_SPK_TURNUP, card, NULL, NULL);
        push(announcer, ANNOUNCE_EVENT, text, true);
    }
    hand_sentence(after, text, sizeof text);
    push(announcer, ANNOUNCE_EVENT, text, true);
    say_score_if_changed(announcer, before, after);
    /* A new hand: what is asked, and the keyboard's card, are new too. */
    announcer->turn[0] = '\0';
    announcer->space[0] = '\0';
    announcer->focus_said = false;
}

void announcer_acted(Announcer *announcer, const SeatView *before, const SeatView *after, uint8_t actor, Action action,
                     const char *line)
{
    char text[ANNOUNCE_TEXT_MAX], cards[ANNOUNCE_TEXT_MAX];
    bool you = actor == after->seat;
    bool trick_ended = action.type == ACTION_PLAY && after->history_count > before->history_count;
    /* The line names the trick's winner only: the opponent's card that
     * ended it is seen on the table. */
    if (trick_ended && !you) {
        announcer_card(action.card, cards, sizeof cards);
        str_format(text, sizeof text, STR_EV_OPP_PLAYS, cards, NULL, NULL);
        push(announcer, ANNOUNCE_EVENT, text, true);
    }
    say_line(announcer, line);
    if (you && action.type == ACTION_DISCARD) {
        CardSet drawn = after->hand & ~before->hand;
        if (drawn) {
            card_list(drawn, after->turnup, STR_LIST_MORE, cards, sizeof cards);
            str_format(text, sizeof text, STR_SPK_DREW, cards, NULL, NULL);
            push(announcer, ANNOUNCE_EVENT, text, true);
        }
    }
    bool ended = (after->phase == PHASE_HAND_OVER || after->phase == PHASE_GAME_OVER) && before->phase != after->phase;
    if (ended && after->has_last_hand) {
        char lines[2][160];
        int count = str_hand_result(&after->last_hand, after->seat, after->tricks, lines);
        for (int i = 0; i < count; i++)
            say_line(announcer, lines[i]);
    }
    say_score_if_changed(announcer, before, after);
}

static CardSet playable_cards(const SeatView *view, bool *may_declare)
{
    ActionList legal;
    view_legal_actions(view, &legal);
    CardSet cards = 0;
    *may_declare = false;
    for (int i = 0; i < legal.count; i++) {
        if (legal.items[i].type == ACTION_PLAY)
            cards |= cardset_of(legal.items[i].card);
        else if (legal.items[i].type == ACTION_DECLARE)
            *may_declare = true;
    }
    return cards;
}

/* What is asked of the player, in words for the ear: the message line's
 * prompt, but for the two that speak of the mouse, and the cards that may
 * be played when not all may.  False while the player has nothing to do. */
static bool spoken_turn(const SeatView *view, bool autoplay, char *out, size_t size)
{
    out[0] = '\0';
    if (autoplay)
        return false;
    switch (view->phase) {
    case PHASE_HAND_OVER:
    case PHASE_GAME_OVER: status_prompt(out, size, view, false); return true;
    case PHASE_PROPOSE:
    case PHASE_RESPOND:
    case PHASE_DISCARD:
    case PHASE_PLAY:
        if (view->to_act != view->seat)
            return false;
        break;
    default: return false;
    }
    char most[8];
    bool may_declare = false;
    CardSet playable = view->phase == PHASE_PLAY ? playable_cards(view, &may_declare) : 0;
    if (view->phase == PHASE_DISCARD) {
        number(most, sizeof most, view->stock_count < HAND_SIZE ? view->stock_count : HAND_SIZE);
        str_format(out, size, view->dealer == view->seat ? STR_SPK_DO_DISCARD_DEALER : STR_SPK_DO_DISCARD, most, NULL,
                   NULL);
    } else if (view->phase == PHASE_PLAY && view->trick_size == 0 && !may_declare) {
        str_format(out, size, STR_SPK_DO_LEAD, NULL, NULL, NULL);
    } else {
        status_prompt(out, size, view, false);
    }
    if (playable && playable != view->hand) {
        char list[ANNOUNCE_TEXT_MAX], sentence[ANNOUNCE_TEXT_MAX];
        card_list(playable, view->turnup, STR_LIST_OR, list, sizeof list);
        str_format(sentence, sizeof sentence, STR_SPK_MAY_PLAY, list, NULL, NULL);
        add(out, size, sentence);
    }
    char plain[ANNOUNCE_TEXT_MAX];
    announcer_speakable(out, plain, sizeof plain);
    snprintf(out, size, "%s", plain);
    return true;
}

static const char *space_label(const ButtonSet *buttons)
{
    for (int i = 0; buttons && i < buttons->count; i++)
        if (buttons->items[i].primary)
            return buttons->items[i].label;
    return "";
}

static void space_sentence(const char *label, char *out, size_t size)
{
    out[0] = '\0';
    if (label[0])
        str_format(out, size, STR_SPK_SPACE, label, NULL, NULL);
}

void announcer_turn(Announcer *announcer, const SeatView *view, const ButtonSet *buttons, bool autoplay)
{
    char turn[ANNOUNCE_TEXT_MAX], space[ANNOUNCE_TEXT_MAX];
    if (!spoken_turn(view, autoplay, turn, sizeof turn)) {
        announcer->turn[0] = '\0';
        announcer->space[0] = '\0';
        return;
    }
    const char *label = space_label(buttons);
    bool new_turn = strcmp(turn, announcer->turn) != 0;
    bool new_label = strcmp(label, announcer->space) != 0;
    snprintf(announcer->turn, sizeof announcer->turn, "%s", turn);
    snprintf(announcer->space, sizeof announcer->space, "%s", label);
    if (!new_turn && !new_label)
        return;
    char text[ANNOUNCE_TEXT_MAX] = "";
    if (new_turn)
        add(text, sizeof text, turn);
    space_sentence(label, space, sizeof space);
    add(text, sizeof text, space);
    push(announcer, ANNOUNCE_FOCUS, text, true);
}

static bool choosing(const SeatView *view, bool autoplay)
{
    return !autoplay && view->to_act == view->seat && view->phase == PHASE_DISCARD;
}

/* The cards chosen to throw away, while the player chooses them. */
static CardSet chosen_cards(const SeatView *view, CardSet selected, bool autoplay)
{
    return choosing(view, autoplay) ? selected & view->hand : 0;
}

static void say_card(Announcer *announcer, StringId id, Card card)
{
    char name[64], text[ANNOUNCE_TEXT_MAX];
    announcer_card(card, name, sizeof name);
    str_format(text, sizeof text, id, name, NULL, NULL);
    push(announcer, ANNOUNCE_FOCUS, text, true);
}

void announcer_focus(Announcer *announcer, const SeatView *view, Card focus, CardSet selected, bool autoplay)
{
    bool on_hand = card_is_valid(focus) && cardset_has(view->hand, focus);
    /* A card chosen or put back where the keyboard is not (by a click) is
     * said as it changes; the keyboard's own card is said below.  Once the
     * cards are thrown away, nothing was put back. */
    CardSet chosen = chosen_cards(view, selected, autoplay);
    CardSet changed = choosing(view, autoplay) ? chosen ^ announcer->chosen : 0;
    announcer->chosen = chosen;
    if (on_hand)
        changed &= ~cardset_of(focus);
    for (CardSet rest = changed; rest; rest = cardset_without_lowest(rest)) {
        Card card = cardset_lowest(rest);
        say_card(announcer, cardset_has(chosen, card) ? STR_SPK_FOCUS_CHOSEN : STR_SPK_FOCUS_UNCHOSEN, card);
    }
    if (!on_hand) {
        announcer->focus_said = false;
        return;
    }
    bool yours = !autoplay && view->to_act == view->seat;
    bool is_chosen = cardset_has(chosen, focus);
    bool same = announcer->focus_said && focus == announcer->focus;
    if (same && is_chosen == announcer->focus_chosen)
        return;
    bool put_back = same && announcer->focus_chosen && !is_chosen && choosing(view, autoplay);
    announcer->focus_said = true;
    announcer->focus = focus;
    announcer->focus_chosen = is_chosen;
    bool may_declare;
    StringId id = STR_SPK_FOCUS;
    if (is_chosen)
        id = STR_SPK_FOCUS_CHOSEN;
    else if (put_back)
        id = STR_SPK_FOCUS_UNCHOSEN;
    else if (yours && view->phase == PHASE_PLAY && !cardset_has(playable_cards(view, &may_declare), focus))
        id = STR_SPK_FOCUS_BARRED;
    else if (card_is_valid(view->turnup) && card_suit(focus) == card_suit(view->turnup))
        id = STR_SPK_FOCUS_TRUMP;
    say_card(announcer, id, focus);
}

/* Whether the first `length` bytes of text end with a mark a voice pauses
 * at; `full` asks for one that ends a sentence whole, not a colon. */
static bool ends_with_stop(const char *text, size_t length, bool full)
{
    static const struct {
        const char *mark;
        bool full;
    } STOPS[] = {{".", true},  {"!", true},      {"?", true},      {":", false},
                 {";", false}, {"\u0964", true}, {"\u061f", true}, {"\u06d4", true}};
    for (size_t i = 0; i < sizeof STOPS / sizeof STOPS[0]; i++) {
        size_t stop = strlen(STOPS[i].mark);
        if ((STOPS[i].full || !full) && length >= stop && memcmp(text + length - stop, STOPS[i].mark, stop) == 0)
            return true;
    }
    return false;
}

bool announcer_ends_sentence(const char *text, size_t length) { return ends_with_stop(text, length, false); }

/* Where the words `now` begin to differ from `before`, at the start of a
 * sentence: a panel that changes in place (a rating come in, the next
 * decision) is heard from its first new sentence, not from its title.  A
 * colon does not end one: "Score: 2 – 0" is heard with its label. */
static size_t first_new_sentence(const char *before, const char *now)
{
    size_t same = 0;
    while (before[same] && before[same] == now[same])
        same++;
    /* The old words whole and more after them: the more begins a sentence. */
    if (!before[same] && now[same] == ' ' && ends_with_stop(now, same, true))
        return same + 1;
    /* The old words with their end cut off: nothing new. */
    if (!now[same] && before[same] == ' ' && ends_with_stop(now, same, true))
        return same;
    for (size_t at = same; at > 0; at--) {
        if (now[at - 1] == ' ' && ends_with_stop(now, at - 1, true))
            return at;
    }
    return 0;
}

/* The coach's words are heard from their first new sentence: a refusal
 * after words already said is heard alone. */
void announcer_coach(Announcer *announcer, const char *words)
{
    if (strcmp(words, announcer->coach) == 0)
        return;
    size_t from = first_new_sentence(announcer->coach, words);
    snprintf(announcer->coach, sizeof announcer->coach, "%s", words);
    if (words[from])
        say_line(announcer, words + from);
}

void announcer_screen(Announcer *announcer, const char *about, const char *focus)
{
    char text[ANNOUNCE_TEXT_MAX];
    bool moved = strcmp(about, announcer->screen) != 0;
    if (moved) {
        size_t from = first_new_sentence(announcer->screen, about);
        snprintf(announcer->screen, sizeof announcer->screen, "%s", about);
        if (about[0]) {
            /* Words that only lost their end say nothing new.  The repeat
             * says the panel whole: a rating alone would not say whose. */
            announcer_speakable(about + from, text, sizeof text);
            if (text[0]) {
                push(announcer, ANNOUNCE_EVENT, text, false);
                announcer_speakable(about, text, sizeof text);
                remember_text(announcer, text);
            }
        } else {
            announcer->turn[0] = '\0';
            announcer->focus_said = false;
        }
    }
    if (!moved && strcmp(focus, announcer->screen_focus) == 0)
        return;
    snprintf(announcer->screen_focus, sizeof announcer->screen_focus, "%s", focus);
    announcer_speakable(focus, text, sizeof text);
    push(announcer, ANNOUNCE_FOCUS, text, true);
}

void announcer_repeat(Announcer *announcer)
{
    push(announcer, ANNOUNCE_ASKED, announcer->last[0] ? announcer->last : str_get(STR_SPK_NOTHING), false);
}

void announcer_situation(Announcer *announcer, const SeatView *view, CardSet selected, const ButtonSet *buttons,
                         bool autoplay)
{
    char text[ANNOUNCE_TEXT_MAX] = "", sentence[ANNOUNCE_TEXT_MAX], card[64];
    bool dealt = view->hands_dealt > 0 && card_is_valid(view->turnup);
    if (dealt) {
        hand_sentence(view, sentence, sizeof sentence);
        add(text, sizeof text, sentence);
        CardSet chosen = chosen_cards(view, selected, autoplay);
        if (chosen) {
            char list[ANNOUNCE_TEXT_MAX];
            card_list(chosen, view->turnup, STR_LIST_AND, list, sizeof list);
            str_format(sentence, sizeof sentence, STR_SPK_CHOSEN, list, NULL, NULL);
            add(text, sizeof text, sentence);
        }
        if (view->phase == PHASE_PLAY) {
            if (view->trick_size == 0) {
                str_format(sentence, sizeof sentence, STR_SPK_TABLE_EMPTY, NULL, NULL, NULL);
            } else {
                announcer_card(view->trick[0], card, sizeof card);
                str_format(sentence, sizeof sentence,
                           view->leader == view->seat ? STR_SPK_TABLE_YOU : STR_SPK_TABLE_OPP, card, NULL, NULL);
            }
            add(text, sizeof text, sentence);
        }
        str_format(sentence, sizeof sentence, STR_SPK_TRUMPS, str_suit_plural(card_suit(view->turnup)), NULL, NULL);
        add(text, sizeof text, sentence);
        announcer_card(view->turnup, card, sizeof card);
        str_format(sentence, sizeof sentence, STR_SPK_TURNUP, card, NULL, NULL);
        add(text, sizeof text, sentence);
        str_format(sentence, sizeof sentence, view->dealer == view->seat ? STR_SPK_DEALER_YOU : STR_SPK_DEALER_OPP,
                   NULL, NULL, NULL);
        add(text, sizeof text, sentence);
    }
    score_sentence(view, true, sentence, sizeof sentence);
    add(text, sizeof text, sentence);
    if (dealt && (view->phase == PHASE_PLAY || view->phase == PHASE_HAND_OVER)) {
        char you[8], them[8];
        number(you, sizeof you, view->tricks[view->seat]);
        number(them, sizeof them, view->tricks[seat_other(view->seat)]);
        str_format(sentence, sizeof sentence, STR_SPK_TRICKS, you, them, NULL);
        add(text, sizeof text, sentence);
    }
    /* Whose turn it is, and what may be done: the line's own words while
     * the opponent is to act. */
    if (!spoken_turn(view, autoplay, sentence, sizeof sentence)) {
        char prompt[ANNOUNCE_TEXT_MAX];
        status_prompt(prompt, sizeof prompt, view, autoplay);
        announcer_speakable(prompt, sentence, sizeof sentence);
    }
    add(text, sizeof text, sentence);
    space_sentence(space_label(buttons), sentence, sizeof sentence);
    add(text, sizeof text, sentence);
    push(announcer, ANNOUNCE_ASKED, text, true);
}
