/* The computer opponent.
 *
 * It decides from a SeatView alone, so it can only use what a player in that
 * seat could know.  Its choices are reproducible: the same view, level and
 * seed always give the same action.  Nothing carries over from one call to
 * the next, and nothing is allocated on the heap, so any number of threads
 * may call it at once.  The searches of the hard and expert levels (which the
 * hints and the ratings use too) work in scratch arrays of their own, kept
 * per thread (_Thread_local, about 260 KB, src/ai/hard_play.c and
 * hard_exchange.c): every thread of a program that links the AI has that
 * much address space set aside, which costs memory only in the threads
 * whose searches touch it.
 *
 * Levels: easy counts trumps and follows a plain plan; normal plays the
 * classical book (the jeu de règle decided exactly, the dealer's guards, keep
 * trumps and kings); hard searches: it weighs the opponent hands consistent
 * with what it has seen, plays each out, and picks the action with the best
 * chance of winning the game; expert is the same search allowed far more
 * work (src/ai/hard.h).  A search's work is counted, not timed, so a level chooses
 * alike on a busy machine and an idle one.
 */
#ifndef ECARTE_AI_H
#define ECARTE_AI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ecarte/ai_level.h"
#include "ecarte/ai_stop.h"
#include "ecarte/view.h"

/* The action for the view's seat, which must be the seat to act; returns false
 * (and leaves *out alone) if that seat has nothing to decide. */
bool ai_choose(const SeatView *view, AiLevel level, uint64_t seed, Action *out);

/* A search can be called off from another thread (ai_stop.h): set the
 * flag, and the call working with it gives up within a few of its solves
 * and returns false.  A search that is not called off decides exactly as
 * without one. */

/* ai_choose, unless `stop` (NULL: never) is set while it works. */
bool ai_choose_until(const SeatView *view, AiLevel level, uint64_t seed, const AiStop *stop, Action *out);

/* Whom a match between programs can seat: every level, and earlier versions
 * of a level kept as the baseline that a new version is measured against.
 * A baseline is never offered to players. */
typedef enum AiPlayer {
    AI_PLAYER_EASY = AI_EASY,
    AI_PLAYER_NORMAL = AI_NORMAL,
    AI_PLAYER_HARD = AI_HARD,
    AI_PLAYER_EXPERT = AI_EXPERT,
    AI_PLAYER_HARD_2026, /* the hard level as it was first released */
    AI_PLAYER_COUNT
} AiPlayer;

/* A level's name or a baseline's ("hard-2026"); false for anything else. */
bool ai_player_parse(const char *name, AiPlayer *player);
/* The player's name, or "?". */
const char *ai_player_name(AiPlayer player);
/* ai_choose for any player. */
bool ai_player_choose(const SeatView *view, AiPlayer player, uint64_t seed, Action *out);

/* Hints for a human seat: the hard level's action and why, as a reason code
 * and the numbers, suit and card the reason needs, so that a window can say
 * it in any language.  ai_hint_describe says it in English. */
typedef enum AiHintReason {
    AI_HINT_ONLY_CHOICE,  /* nothing else is legal (card: the card, if a play) */
    AI_HINT_DECLARE,      /* declare the king of trumps: a point at once */
    AI_HINT_STAND,        /* count: trumps; percent: hands won standing */
    AI_HINT_PROPOSE,      /* percent: hands won standing, too few */
    AI_HINT_REFUSE,       /* count: guarded side suits; trumps: trumps;
                               percent: hands won by refusing, each of
                               the proposer's hands as likely as its
                               proposing makes it */
    AI_HINT_ACCEPT,       /* percent: the same, too few */
    AI_HINT_DISCARD_KEEP, /* count: cards thrown; the kept cards are the
                               trumps and kings */
    AI_HINT_DISCARD,      /* count: cards thrown; kept for a better chance */
    AI_HINT_KEEP_ALL,     /* the dealer throws nothing */
    AI_HINT_WIN_CHEAPLY,  /* card: the cheapest card that wins the trick */
    AI_HINT_TRUMP_IN,     /* card: a trump; suit: the suit led, which we lack */
    AI_HINT_THROW_LOW,    /* card: the trick is lost; the least useful card */
    AI_HINT_SAVE_TRUMP,   /* card: no need to trump this trick; suit: led */
    AI_HINT_LEAD_TRUMP,   /* card: a trump; count: trumps held */
    AI_HINT_LEAD_MASTER,  /* card: the highest card left in its suit */
    AI_HINT_LEAD_LOW,     /* card: low, keeping the high cards of its suit */
    AI_HINT_BEST_CHANCE   /* card: any other play; percent: the chance of
                               winning the game after it, which it is the
                               best for */
} AiHintReason;

typedef struct AiHint {
    Action action; /* what the hard level would do */
    AiHintReason reason;
    Card card;   /* the card the reason is about, or CARD_NONE */
    Suit suit;   /* the suit the reason is about (see the codes) */
    int count;   /* see the codes */
    int trumps;  /* see the codes */
    int percent; /* a chance from 0 to 100 (see the codes) */
} AiHint;

/* The hint for the view's seat, which must be the seat to act; false when it
 * has nothing to decide.  hint->action is always ai_choose(view, AI_HARD, seed). */
bool ai_hint(const SeatView *view, uint64_t seed, AiHint *hint);
/* ai_hint, unless `stop` (NULL: never) is set while it works. */
bool ai_hint_until(const SeatView *view, uint64_t seed, const AiStop *stop, AiHint *hint);

/* One short English sentence for a hint ("Stand: with 3 trumps you win 3
 * tricks against 88% of hands."), truncated to fit `size`. */
void ai_hint_describe(const AiHint *hint, char *out, size_t size);

#endif
