#include "ui/status.h"

#include <stdio.h>
#include <string.h>

#include "i18n/strings.h"

static void format_number(char *out, size_t size, int value) { snprintf(out, size, "%d", value); }

static void play_prompt(char *out, size_t size, const SeatView *view)
{
    ActionList legal;
    view_legal_actions(view, &legal);
    bool may_declare = false;
    CardSet playable = 0;
    for (int i = 0; i < legal.count; i++) {
        if (legal.items[i].type == ACTION_DECLARE)
            may_declare = true;
        else if (legal.items[i].type == ACTION_PLAY)
            playable |= cardset_of(legal.items[i].card);
    }
    if (view->trick_size == 0) {
        str_format(out, size, may_declare ? STR_DO_LEAD_KING : STR_DO_LEAD, NULL, NULL, NULL);
        return;
    }
    if (may_declare) {
        str_format(out, size, STR_DO_FOLLOW_KING, NULL, NULL, NULL);
        return;
    }
    /* The wording follows the core's list of playable cards. */
    Suit led = card_suit(view->trick[0]);
    Suit trump = card_suit(view->turnup);
    if (playable & cardset_suit(led)) {
        /* Whether a playable card beats the one led decides the wording. */
        bool can_beat = cardset_above(playable, view->trick[0]) != 0;
        str_format(out, size, can_beat ? STR_DO_FOLLOW : STR_DO_FOLLOW_LOW, str_suit_singular(led), NULL, NULL);
    } else if (playable && (playable & ~cardset_suit(trump)) == 0 && playable != view->hand)
        str_format(out, size, STR_DO_FOLLOW_TRUMP, str_suit_plural(led), NULL, NULL);
    else
        str_format(out, size, STR_DO_FOLLOW_ANY, str_suit_plural(led), NULL, NULL);
}

void status_prompt(char *out, size_t size, const SeatView *view, bool autoplay)
{
    status_prompt_facing(out, size, view, autoplay, NULL);
}

void status_prompt_facing(char *out, size_t size, const SeatView *view, bool autoplay, const char *friend)
{
    char a[16], b[16];
    out[0] = '\0';
    switch (view->phase) {
    case PHASE_DEAL: str_format(out, size, STR_WAIT_DEAL, NULL, NULL, NULL); return;
    case PHASE_HAND_OVER: str_format(out, size, autoplay ? STR_AUTOPLAY : STR_HAND_OVER, NULL, NULL, NULL); return;
    case PHASE_GAME_OVER: {
        uint8_t you = view->seat, them = seat_other(view->seat);
        format_number(a, sizeof a, view->scores[you]);
        format_number(b, sizeof b, view->scores[them]);
        if (view->winner == you)
            str_format(out, size, STR_GAME_WON, a, b, NULL);
        else if (friend)
            str_format(out, size, STR_GAME_LOST_TO_FRIEND, friend, b, a);
        else
            str_format(out, size, STR_GAME_LOST, b, a, NULL);
        return;
    }
    default: break;
    }
    if (autoplay) {
        str_format(out, size, STR_AUTOPLAY, NULL, NULL, NULL);
        return;
    }
    if (view->to_act != view->seat) {
        static const StringId WAIT[] = {[PHASE_PROPOSE] = STR_WAIT_PROPOSE,
                                        [PHASE_RESPOND] = STR_WAIT_RESPOND,
                                        [PHASE_DISCARD] = STR_WAIT_DISCARD,
                                        [PHASE_PLAY] = STR_WAIT_PLAY};
        static const StringId WAIT_FRIEND[] = {[PHASE_PROPOSE] = STR_WAIT_FRIEND_PROPOSE,
                                               [PHASE_RESPOND] = STR_WAIT_FRIEND_RESPOND,
                                               [PHASE_DISCARD] = STR_WAIT_FRIEND_DISCARD,
                                               [PHASE_PLAY] = STR_WAIT_FRIEND_PLAY};
        bool known = view->phase >= PHASE_PROPOSE && view->phase <= PHASE_PLAY;
        if (friend)
            str_format(out, size, known ? WAIT_FRIEND[view->phase] : STR_WAIT_FRIEND_PLAY, friend, NULL, NULL);
        else
            str_format(out, size, known ? WAIT[view->phase] : STR_WAIT_PLAY, NULL, NULL, NULL);
        return;
    }
    switch (view->phase) {
    case PHASE_PROPOSE:
        str_format(out, size, view->exchange_count > 0 ? STR_DO_PROPOSE_AGAIN : STR_DO_PROPOSE, NULL, NULL, NULL);
        break;
    case PHASE_RESPOND: str_format(out, size, STR_DO_RESPOND, NULL, NULL, NULL); break;
    case PHASE_DISCARD: {
        int most = view->stock_count < HAND_SIZE ? view->stock_count : HAND_SIZE;
        format_number(a, sizeof a, most);
        str_format(out, size, view->dealer == view->seat ? STR_DO_DISCARD_DEALER : STR_DO_DISCARD, a, NULL, NULL);
        break;
    }
    case PHASE_PLAY: play_prompt(out, size, view); break;
    default: break;
    }
}

/* The sentence `you` says of the player, `them` of the computer and
 * `named` of a friend, who is its {1}. */
static void say_of(char *out, size_t size, bool you, const char *friend, StringId mine, StringId them, StringId named)
{
    if (you)
        str_format(out, size, mine, NULL, NULL, NULL);
    else if (friend)
        str_format(out, size, named, friend, NULL, NULL);
    else
        str_format(out, size, them, NULL, NULL, NULL);
}

void status_event(char *out, size_t size, const SeatView *before, const SeatView *after, uint8_t actor, Action action)
{
    status_event_facing(out, size, before, after, actor, action, NULL);
}

void status_event_facing(char *out, size_t size, const SeatView *before, const SeatView *after, uint8_t actor,
                         Action action, const char *friend)
{
    bool you = actor == after->seat;
    char text[32];
    out[0] = '\0';
    switch (action.type) {
    case ACTION_PROPOSE:
        say_of(out, size, you, friend, STR_EV_YOU_PROPOSED, STR_EV_OPP_PROPOSES, STR_EVF_PROPOSES);
        break;
    case ACTION_STAND:
        /* After an exchange, standing only ends the exchanges. */
        if (before->exchange_count > 0)
            say_of(out, size, you, friend, STR_EV_YOU_PLAY_ON, STR_EV_OPP_PLAYS_ON, STR_EVF_PLAYS_ON);
        else
            say_of(out, size, you, friend, STR_EV_YOU_STOOD, STR_EV_OPP_STANDS, STR_EVF_STANDS);
        break;
    case ACTION_ACCEPT: say_of(out, size, you, friend, STR_EV_YOU_ACCEPTED, STR_EV_OPP_ACCEPTS, STR_EVF_ACCEPTS); break;
    case ACTION_REFUSE: say_of(out, size, you, friend, STR_EV_YOU_REFUSED, STR_EV_OPP_REFUSES, STR_EVF_REFUSES); break;
    case ACTION_DISCARD: {
        int count = after->exchanged[actor] - before->exchanged[actor];
        if (count == 0)
            say_of(out, size, you, friend, STR_EV_YOU_EXCHANGED_0, STR_EV_OPP_EXCHANGED_0, STR_EVF_EXCHANGED_0);
        else if (!you && friend)
            str_format_plural(out, size, STR_EVF_EXCHANGED, (unsigned long)count, friend, NULL);
        else
            str_format_plural(out, size, you ? STR_EV_YOU_EXCHANGED : STR_EV_OPP_EXCHANGED, (unsigned long)count, NULL,
                              NULL);
        break;
    }
    case ACTION_DECLARE:
        say_of(out, size, you, friend, STR_EV_YOU_DECLARED, STR_EV_OPP_DECLARES, STR_EVF_DECLARES);
        break;
    case ACTION_PLAY:
        if (after->history_count > before->history_count) {
            uint8_t winner = after->history[after->history_count - 1].winner;
            say_of(out, size, winner == after->seat, friend, STR_EV_TRICK_YOU, STR_EV_TRICK_OPP, STR_EVF_TRICK);
        } else if (!you) {
            str_card(action.card, text, sizeof text);
            if (friend)
                str_format(out, size, STR_EVF_PLAYS, friend, text, NULL);
            else
                str_format(out, size, STR_EV_OPP_PLAYS, text, NULL, NULL);
        }
        break;
    }
}

void status_dealt(char *out, size_t size, const SeatView *after) { status_dealt_facing(out, size, after, NULL); }

void status_dealt_facing(char *out, size_t size, const SeatView *after, const char *friend)
{
    char trumps[48];
    bool you = after->dealer == after->seat;
    str_format(trumps, sizeof trumps, STR_SUIT_NAMED, str_suit_plural(card_suit(after->turnup)),
               str_suit_symbol(card_suit(after->turnup)), NULL);
    if (you || !friend)
        str_format(out, size, you ? STR_EV_DEALT_YOU : STR_EV_DEALT_OPP, trumps, NULL, NULL);
    else
        str_format(out, size, STR_EVF_DEALT, friend, trumps, NULL);
    if (card_rank(after->turnup) == RANK_KING) {
        size_t at = strlen(out);
        if (at + 2 < size) {
            out[at++] = ' ';
            say_of(out + at, size - at, you, friend, STR_EV_KING_TURNED_YOU, STR_EV_KING_TURNED_OPP,
                   STR_EVF_KING_TURNED);
        }
    }
}

void status_speed_label(AnimSpeed speed, char *out, size_t size)
{
    static const StringId SPEEDS[SPEED_COUNT] = {STR_SPEED_SLOW, STR_SPEED_NORMAL, STR_SPEED_FAST, STR_SPEED_INSTANT};
    str_format(out, size, STR_MENU_SPEED, str_get(SPEEDS[(unsigned)speed % SPEED_COUNT]), NULL, NULL);
}
