/* A game's story: the state it started from and every deal and action since.
 *
 * Any moment of the game can be rebuilt from it, so a finished hand can be
 * reviewed decision by decision, a deal played again from the same cards,
 * and a saved game read back with its past.  Deals and actions go through
 * journal_deal and journal_apply, which hand them to the rules and write
 * down only what the rules accepted.
 *
 * The journal is a plain struct of fixed size.  When it is full it forgets
 * its oldest hand: the hands kept are always whole. */
#ifndef ECARTE_JOURNAL_H
#define ECARTE_JOURNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "ecarte/game.h"
#include "ecarte/record.h"

/* A hand takes at most about a hundred steps (every exchange drawing one
 * card); this keeps dozens of ordinary hands. */
enum { JOURNAL_STEPS_MAX = 600 };

typedef enum JournalStepKind { JOURNAL_DEAL, JOURNAL_ACTION } JournalStepKind;

typedef struct JournalStep {
    uint8_t kind;          /* JournalStepKind */
    uint8_t seat;          /* JOURNAL_ACTION: who acted */
    bool shuffled;         /* JOURNAL_DEAL: the game's own generator gave the deck */
    Action action;         /* JOURNAL_ACTION */
    Card deck[CARD_COUNT]; /* JOURNAL_DEAL: the cards dealt, top first */
} JournalStep;

typedef struct Journal {
    Game start; /* the game before the first step */
    int count;
    JournalStep steps[JOURNAL_STEPS_MAX];
} Journal;

/* A journal whose story begins with the game as it is now. */
void journal_begin(Journal *journal, const Game *game);

/* game_deal and game_apply, written down when the rules accept them. */
RuleError journal_deal(Journal *journal, Game *game, const Card *deck, Rejection *why);
RuleError journal_apply(Journal *journal, Game *game, Action action, Rejection *why);

/* Carries out one step on a game, as the rules did the first time. */
RuleError journal_replay(const JournalStep *step, Game *game);

/* The game just before step `index` (index == count: the game after the
 * last step).  False for an index out of range. */
bool journal_state(const Journal *journal, int index, Game *out);

/* The hand in which step `index` happened, counted as the game counts them
 * (hands_dealt): the deal step of hand n belongs to hand n. */
int journal_hand_of(const Journal *journal, int index);
/* The first step of hand `hand` (its deal) and the step after its last;
 * false if the journal does not hold that hand. */
bool journal_hand_steps(const Journal *journal, int hand, int *first, int *end);

/* As text: the start as a record (record.h), then a line per step.  Room
 * for any journal. */
enum { JOURNAL_TEXT_MAX = RECORD_TEXT_MAX + JOURNAL_STEPS_MAX * 112 };
size_t journal_write(const Journal *journal, char *out, size_t size);
/* Reads what journal_write wrote and replays every step through the rules;
 * on failure leaves *journal untouched and says why in one line. */
bool journal_read(const char *text, size_t length, Journal *journal, char *error, size_t error_size);

#endif
