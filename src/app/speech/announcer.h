/* The spoken mode's words: what happens at the table turned into short
 * sentences in the game's language, for a player who cannot see it.  Pure:
 * fed the player's view and the message line's own sentences, it queues what
 * is to be said, and whoever holds a voice takes them from the queue.  Cards
 * are said by name ("nine of hearts"), never as the symbols printed on them.
 *
 * What is said, and when:
 *   - each sentence of the message line as it comes (what just happened, a
 *     warning, a hint), with what the line leaves to the eye: the card that
 *     ended a trick, the cards drawn in an exchange, the hand at a deal, the
 *     score when it changes;
 *   - what is asked of the player, once each time it changes;
 *   - the card the keyboard moves to;
 *   - on request, the last announcement again, or the whole situation. */
#ifndef ECARTE_APP_SPEECH_ANNOUNCER_H
#define ECARTE_APP_SPEECH_ANNOUNCER_H

#include <stdbool.h>
#include <stddef.h>

#include "ecarte/view.h"
#include "ui/buttons.h"

enum { ANNOUNCE_TEXT_MAX = 2048, ANNOUNCE_QUEUE_MAX = 8 };

typedef enum AnnounceKind {
    ANNOUNCE_EVENT, /* what happened: each is heard whole, in order */
    ANNOUNCE_FOCUS, /* where the keyboard is, what is asked now: a newer one replaces it */
    ANNOUNCE_ASKED  /* the player asked for it: heard at once, over what was being said */
} AnnounceKind;

typedef struct Announcement {
    AnnounceKind kind;
    char text[ANNOUNCE_TEXT_MAX];
} Announcement;

typedef struct Announcer {
    bool on; /* off, nothing is queued or remembered */
    /* Sentences of one kind queued one after another are one announcement. */
    Announcement queue[ANNOUNCE_QUEUE_MAX];
    int count;
    char last[ANNOUNCE_TEXT_MAX]; /* the last announcement, for the repeat */
    bool last_open;               /* more of it may come before the queue is taken */
    /* What was last said of the table, so that only a change is said. */
    bool focus_said;
    Card focus;
    bool focus_chosen;
    CardSet chosen; /* the cards chosen to throw away, as last said */
    char turn[ANNOUNCE_TEXT_MAX];
    char space[64];                       /* the label of the button Space presses */
    char coach[ANNOUNCE_TEXT_MAX];        /* what a lesson's coach says */
    char screen[ANNOUNCE_TEXT_MAX];       /* the panel over the table, "" for none */
    char screen_focus[ANNOUNCE_TEXT_MAX]; /* the control the keyboard is on there */
} Announcer;

/* An announcer that has said nothing, on; all zero is one that is off. */
void announcer_init(Announcer *announcer);
/* On, or off: the game goes on, and nothing is said. */
void announcer_switch(Announcer *announcer, bool on);
/* Forgets what waits to be said and what was said of the table; the last
 * announcement stays, to be repeated. */
void announcer_reset(Announcer *announcer);

/* A sentence the message line shows for a while (a warning, a hint). */
void announcer_message(Announcer *announcer, const char *text);
/* A new deal: `line` is what the message line says of it. */
void announcer_dealt(Announcer *announcer, const SeatView *before, const SeatView *after, const char *line);
/* An action just taken by `actor`: `line` is what the message line says of
 * it, or "". */
void announcer_acted(Announcer *announcer, const SeatView *before, const SeatView *after, uint8_t actor, Action action,
                     const char *line);
/* What is asked of the player now, said when it changes; while the
 * opponent is to act nothing is said.  `buttons` are the table's decisions. */
void announcer_turn(Announcer *announcer, const SeatView *view, const ButtonSet *buttons, bool autoplay);
/* The keyboard's card (CARD_NONE: none), said when it changes; `selected`
 * holds the cards chosen for an exchange, each said as it is chosen or put
 * back, by the keyboard or not. */
void announcer_focus(Announcer *announcer, const SeatView *view, Card focus, CardSet selected, bool autoplay);
/* What a lesson's coach says, said when it changes, from its first new
 * sentence on; "" when the coach is silent. */
void announcer_coach(Announcer *announcer, const char *words);
/* The screen on top in words: `about` what it is and shows ("" for the
 * table), said when it changes, from its first sentence that changed;
 * `focus` the control the keyboard is on, said when it moves.  Back at the
 * table, what is asked is said again. */
void announcer_screen(Announcer *announcer, const char *about, const char *focus);
/* Whether the first `length` bytes of text end as a sentence does, so that
 * a voice pauses there. */
bool announcer_ends_sentence(const char *text, size_t length);
/* The last announcement once more. */
void announcer_repeat(Announcer *announcer);
/* Everything at once: the hand and the cards chosen from it to throw away
 * (`selected`), the trick, trumps and the turned-up card, who dealt, the
 * score and the tricks, whose turn it is and what may be done. */
void announcer_situation(Announcer *announcer, const SeatView *view, CardSet selected, const ButtonSet *buttons,
                         bool autoplay);
/* Says a sentence of the player's asking (spoken mode just turned on). */
void announcer_say(Announcer *announcer, AnnounceKind kind, const char *text);

/* Takes the oldest announcement waiting; false when none waits. */
bool announcer_next(Announcer *announcer, Announcement *out);

/* "nine of hearts". */
void announcer_card(Card card, char *out, size_t size);
/* A sentence written for the eye made fit for the ear: cards by name, no
 * suit symbols, no direction marks. */
void announcer_speakable(const char *text, char *out, size_t size);

#endif
