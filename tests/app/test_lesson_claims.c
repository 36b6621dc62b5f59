/* What the coach says, checked against the cards.  Every sentence of the
 * lessons (their titles and summaries, the words at the deal, on each move,
 * refusing a move, for the free play and at the end) is listed here with the
 * claims it makes about the table: which cards are where, who may play what,
 * who takes a trick, what a hand would score.  Each claim is checked with the
 * rules core (and the exact solver) at every step where the words are on the
 * table, under every mix of the rule options, so that a sentence that says
 * what the cards do not fails here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_support.h"
#include "ecarte/ai.h"
#include "ecarte/trick.h"
#include "ecarte/view.h"
#include "i18n/strings.h"
#include "learn/lesson.h"
#include "regle.h"
#include "solver.h"

enum { YOU = 0, THEY = 1 };

/* ---- the claims ------------------------------------------------------------ */

typedef enum ClaimKind {
    CLAIM_END,
    NO_CLAIM, /* a sentence that says nothing the cards could contradict */
    /* the deal */
    YOU_DEALT,
    THEY_DEALT,
    THEY_PLAY_FIRST, /* the non-dealer opens the hand */
    TURNUP_IS,       /* a: the card {a} */
    TRUMPS_ARE,      /* a: the suit */
    KING_TURNED_SCORED,
    DEALT_TRUMPS, /* a: how many trumps the player was dealt */
    /* ranks, by the core's own trick */
    RANK_ORDER, /* K Q J A 10 9 8 7 */
    ACE_BETWEEN_JACK_AND_TEN,
    TRUMP_BEATS_EVERY_SUIT,
    /* the trick on the table and the player's cards */
    LED_BY_THEM, /* a: {a} was led by the opponent and waits for the player */
    YOU_LEAD,    /* the player leads the next card */
    THEY_LEAD,
    YOU_HOLD,       /* a: {a} */
    ONLY_CARD,      /* a: {a} is the player's last card */
    ONLY_LEGAL,     /* a: {a} is the one card the rules allow */
    LEGAL,          /* a: the rules allow {a} */
    ANY_LEGAL,      /* the rules allow every card the player holds */
    YOU_VOID,       /* the player has no card of the suit led */
    BEATS_LED,      /* a: {a} takes the card led */
    CANNOT_WIN,     /* a: {a} does not take the card led */
    IS_TRUMP,       /* a: {a} is a trump */
    SUIT_IS,        /* a: {a} is of suit b */
    SMALLEST_TRUMP, /* a: {a} is the player's lowest trump */
    HIGHEST_TRUMP,  /* a: {a} is the player's highest trump */
    HIGHEST_LEFT,   /* a: no card of {a}'s suit still to come is higher */
    TRUMP_COUNT,    /* a: the player holds exactly a trumps */
    HOLDS_TRUMP,    /* a: {a} is one of the player's trumps */
    OTHERS_COUNT,   /* a: and a cards of other suits */
    SMALL_OTHERS,   /* the player's other cards are nines or lower */
    HIGH_TRUMPS,    /* the player holds two trumps or more above the ten */
    KING_OF_TRUMPS, /* a: {a} is the king of trumps */
    /* tricks taken */
    YOU_WON_LAST,
    THEY_WON_LAST,
    LAST_RANKS,    /* a: the player's card's rank, b: the opponent's, in the last trick */
    LAST_THEIRS,   /* a: the opponent's card in the last trick was {a} */
    LAST_YOURS,    /* a: the player's card in the last trick was {a} */
    LAST_BY_TRUMP, /* the player took the last trick with a trump, the lowest held then */
    TRUMP_TOOK,    /* a: a small trump of the player's took the opponent's card of rank a */
    TRICKS_YOU,    /* a: the player has taken a tricks */
    YOU_SCORED,    /* a: the hand scored a points for the player */
    YOU_WON_HAND,  /* the player's tricks scored the hand */
    /* what the opponent holds and may do, from the cards it holds */
    THEY_VOID,       /* a: the opponent has no card of {a}'s suit */
    THEY_HOLD_TRUMP, /* the opponent has a trump to draw out */
    THEY_NO_TRUMP,
    THEY_MUST_FOLLOW,    /* a: led, {a} leaves the opponent only cards of its suit */
    THEY_MUST_BEAT,      /* a: led, {a} leaves the opponent only higher cards of its suit */
    THEY_HAD_TO_BEAT,    /* on the last trick the opponent's only cards were higher ones */
    THEY_HAD_NONE,       /* on the last trick the opponent had no card of the suit led */
    THEY_COULD_PLAY_ANY, /* on the last trick every card of the opponent's was allowed */
    THEY_HELD_NO_TRUMP,  /* on the last trick the opponent held no trump */
    A_TRUMP_WOULD_WIN,   /* on the last trick a trump could have been held, and would have taken it */
    BEATS_THEIR_ANSWER,  /* a: {a} takes the opponent's written answer, of rank b */
    LOSES_TO_ANSWER,     /* a: the opponent's written answer takes {a} */
    /* the exchange */
    YOU_DECIDE, /* the player may propose or play as dealt */
    MAY_PROPOSE,
    ACCEPTED,           /* the dealer accepted: the player throws away first */
    DRAW_AS_MANY,       /* throwing away the written cards draws as many */
    THEY_EXCHANGED,     /* the opponent threw away some cards and drew as many */
    DREW_AMONG,         /* {1} {2} {3} are among the cards the player drew */
    MORE_TRUMPS,        /* the player now holds more trumps than dealt */
    NEXT_ANSWER_REFUSE, /* the dealer accepted before, and refuses next */
    BOTH_ANSWERS,       /* the lesson shows the dealer accept and refuse */
    REFUSED_PLAY,       /* the dealer refused: the play has begun */
    DEALER_EXCHANGES_TOO,
    STOOD,
    /* what the hand is worth, solved with every card known */
    STAND_LOSES,  /* played as dealt, the player takes fewer than three tricks */
    STAND_WINS,   /* played as dealt, the player takes three or more */
    TAKES_ALL,    /* from here the player takes every trick left */
    JEU_DE_REGLE, /* the AI's exact test */
    /* the king of trumps */
    DECLARE_SCORES, /* declaring now scores 1 */
    TOO_LATE_AFTER_A_CARD,
    DECLARED,
    KING_SCORED,
    /* scoring, from every way the hand could be played after the player's decision */
    POINT_AND_VOLE,      /* 3 or 4 tricks score 1, all five 2 */
    STAND_WIN_SCORES_2,  /* standing and taking 3 or 4 scores 2 */
    STAND_LOSE_COSTS_2,  /* standing and losing gives the dealer 2 */
    NEVER_ADDED,         /* standing and taking all five scores 2, not more */
    REFUSE_LOSE_GIVES_2, /* a dealer who refuses the first proposal and loses gives 2 */
} ClaimKind;

typedef struct Claim {
    ClaimKind kind;
    int a, b;
} Claim;

enum { CLAIMS_MAX = 8 };

typedef struct Sentence {
    StringId id;
    Claim claims[CLAIMS_MAX];
} Sentence;

/* Every sentence of the book and what it claims. */
static const Sentence BOOK[] = {
    {STR_LESSON_1_TITLE, {{NO_CLAIM, 0, 0}}},
    {STR_LESSON_1_SUMMARY, {{RANK_ORDER, 0, 0}}},
    {STR_LESSON_1_INTRO,
     {{RANK_ORDER, 0, 0}, {ACE_BETWEEN_JACK_AND_TEN, 0, 0}, {YOU_DEALT, 0, 0}, {THEY_PLAY_FIRST, 0, 0}}},
    {STR_LESSON_1_FOLLOW, {{LED_BY_THEM, 1, 0}, {YOU_HOLD, 2, 0}, {ONLY_LEGAL, 2, 0}, {BEATS_LED, 2, 0}}},
    {STR_LESSON_1_ACE, {{YOU_WON_LAST, 0, 0}, {YOU_LEAD, 0, 0}, {YOU_HOLD, 1, 0}, {ACE_BETWEEN_JACK_AND_TEN, 0, 0}}},
    {STR_LESSON_1_ACE_INSTEAD, {{YOU_LEAD, 0, 0}, {YOU_HOLD, 1, 0}, {BEATS_THEIR_ANSWER, 1, RANK_10}}},
    {STR_LESSON_1_VOID,
     {{LAST_RANKS, RANK_ACE, RANK_10}, {YOU_WON_LAST, 0, 0}, {YOU_LEAD, 0, 0}, {YOU_HOLD, 1, 0}, {THEY_VOID, 1, 0}}},
    {STR_LESSON_1_VOID_INSTEAD, {{YOU_LEAD, 0, 0}, {YOU_HOLD, 1, 0}, {THEY_VOID, 1, 0}}},
    {STR_LESSON_1_LOSE,
     {{THEY_HAD_NONE, 0, 0},
      {THEY_COULD_PLAY_ANY, 0, 0},
      {A_TRUMP_WOULD_WIN, 0, 0},
      {THEY_HELD_NO_TRUMP, 0, 0},
      {TRICKS_YOU, 3, 0},
      {YOU_LEAD, 0, 0},
      {YOU_HOLD, 1, 0}}},
    {STR_LESSON_1_LOSE_INSTEAD, {{YOU_LEAD, 0, 0}, {YOU_HOLD, 1, 0}, {LOSES_TO_ANSWER, 1, 0}}},
    {STR_LESSON_1_BEATEN, {{LAST_THEIRS, 1, 0}, {LAST_YOURS, 2, 0}, {THEY_WON_LAST, 0, 0}, {THEY_LEAD, 0, 0}}},
    {STR_LESSON_1_LAST,
     {{LED_BY_THEM, 1, 0}, {YOU_VOID, 0, 0}, {ANY_LEGAL, 0, 0}, {ONLY_CARD, 2, 0}, {CANNOT_WIN, 2, 0}}},
    {STR_LESSON_1_DONE, {{TRICKS_YOU, 3, 0}, {YOU_WON_HAND, 0, 0}, {ACE_BETWEEN_JACK_AND_TEN, 0, 0}}},

    {STR_LESSON_2_TITLE, {{NO_CLAIM, 0, 0}}},
    {STR_LESSON_2_SUMMARY, {{TRUMP_BEATS_EVERY_SUIT, 0, 0}, {KING_TURNED_SCORED, 0, 0}}},
    {STR_LESSON_2_INTRO,
     {{YOU_DEALT, 0, 0}, {TURNUP_IS, 1, 0}, {TRUMPS_ARE, SUIT_SPADES, 0}, {KING_TURNED_SCORED, 0, 0}}},
    {STR_LESSON_2_TRUMP,
     {{LED_BY_THEM, 1, 0},
      {YOU_VOID, 0, 0},
      {TRUMP_BEATS_EVERY_SUIT, 0, 0},
      {IS_TRUMP, 2, 0},
      {BEATS_LED, 2, 0},
      {LEGAL, 2, 0}}},
    {STR_LESSON_2_TRUMP_INSTEAD, {{SMALLEST_TRUMP, 2, 0}, {BEATS_LED, 2, 0}, {LEGAL, 2, 0}}},
    {STR_LESSON_2_LEAD,
     {{LAST_BY_TRUMP, 0, 0},
      {LAST_RANKS, -1, RANK_ACE},
      {YOU_LEAD, 0, 0},
      {YOU_HOLD, 1, 0},
      {SUIT_IS, 1, SUIT_DIAMONDS},
      {THEY_MUST_FOLLOW, 1, 0}}},
    {STR_LESSON_2_CLUB, {{YOU_LEAD, 0, 0}, {YOU_HOLD, 1, 0}, {SUIT_IS, 1, SUIT_CLUBS}, {THEY_MUST_BEAT, 1, 0}}},
    {STR_LESSON_2_HEADED,
     {{THEY_HAD_TO_BEAT, 0, 0}, {LAST_THEIRS, 1, 0}, {LAST_RANKS, RANK_JACK, -1}, {THEY_WON_LAST, 0, 0}}},
    {STR_LESSON_2_AGAIN,
     {{LED_BY_THEM, 1, 0}, {IS_TRUMP, 2, 0}, {BEATS_LED, 2, 0}, {LEGAL, 2, 0}, {TRUMP_TOOK, RANK_ACE, 0}}},
    {STR_LESSON_2_AGAIN_INSTEAD, {{LED_BY_THEM, 1, 0}, {IS_TRUMP, 2, 0}, {BEATS_LED, 2, 0}, {LEGAL, 2, 0}}},
    {STR_LESSON_2_LAST, {{TRICKS_YOU, 3, 0}, {YOU_LEAD, 0, 0}, {ONLY_CARD, 1, 0}}},
    {STR_LESSON_2_DONE, {{TRUMP_TOOK, RANK_ACE, 0}, {TRUMP_TOOK, RANK_10, 0}, {KING_TURNED_SCORED, 0, 0}}},
    {STR_LESSON_PLAY_THE, {{YOU_LEAD, 0, 0}, {YOU_HOLD, 1, 0}}},
    {STR_LESSON_NOT_NOW, {{NO_CLAIM, 0, 0}}},

    {STR_LESSON_3_TITLE, {{NO_CLAIM, 0, 0}}},
    {STR_LESSON_3_SUMMARY, {{BOTH_ANSWERS, 0, 0}}},
    {STR_LESSON_3_INTRO, {{THEY_DEALT, 0, 0}, {YOU_DECIDE, 0, 0}}},
    {STR_LESSON_3_PROPOSE,
     {{TRUMP_COUNT, 1, 0}, {HOLDS_TRUMP, 1, 0}, {SMALL_OTHERS, 0, 0}, {STAND_LOSES, 0, 0}, {MAY_PROPOSE, 0, 0}}},
    {STR_LESSON_3_PROPOSE_INSTEAD, {{STAND_LOSES, 0, 0}, {MAY_PROPOSE, 0, 0}}},
    {STR_LESSON_3_DISCARD,
     {{ACCEPTED, 0, 0}, {TRUMP_COUNT, 1, 0}, {HOLDS_TRUMP, 1, 0}, {OTHERS_COUNT, 4, 0}, {DRAW_AS_MANY, 0, 0}}},
    {STR_LESSON_3_DISCARD_INSTEAD, {{TRUMP_COUNT, 1, 0}, {HOLDS_TRUMP, 1, 0}, {OTHERS_COUNT, 4, 0}}},
    {STR_LESSON_3_DEALER, {{THEY_EXCHANGED, 0, 0}}},
    {STR_LESSON_3_AGAIN, {{DREW_AMONG, 0, 0}, {MORE_TRUMPS, 0, 0}, {MAY_PROPOSE, 0, 0}}},
    {STR_LESSON_3_AGAIN_INSTEAD, {{MAY_PROPOSE, 0, 0}, {NEXT_ANSWER_REFUSE, 0, 0}}},
    {STR_LESSON_3_FREE, {{REFUSED_PLAY, 0, 0}, {YOU_LEAD, 0, 0}, {HIGH_TRUMPS, 0, 0}}},
    {STR_LESSON_3_DONE, {{MORE_TRUMPS, 0, 0}, {BOTH_ANSWERS, 0, 0}}},

    {STR_LESSON_4_TITLE, {{NO_CLAIM, 0, 0}}},
    {STR_LESSON_4_SUMMARY, {{DECLARE_SCORES, 0, 0}, {TOO_LATE_AFTER_A_CARD, 0, 0}}},
    {STR_LESSON_4_INTRO, {{TRUMPS_ARE, SUIT_HEARTS, 0}}},
    {STR_LESSON_4_STAND, {{TRUMP_COUNT, 3, 0}, {KING_OF_TRUMPS, 0, 0}, {STAND_WINS, 0, 0}, {YOU_DECIDE, 0, 0}}},
    {STR_LESSON_4_STAND_INSTEAD, {{STAND_WINS, 0, 0}, {YOU_DECIDE, 0, 0}}},
    {STR_LESSON_4_DECLARE,
     {{YOU_HOLD, 1, 0}, {KING_OF_TRUMPS, 1, 0}, {DECLARE_SCORES, 0, 0}, {TOO_LATE_AFTER_A_CARD, 0, 0}}},
    {STR_LESSON_4_DECLARE_INSTEAD, {{DECLARE_SCORES, 0, 0}, {TOO_LATE_AFTER_A_CARD, 0, 0}}},
    {STR_LESSON_4_FREE, {{DECLARED, 0, 0}, {YOU_LEAD, 0, 0}, {HIGH_TRUMPS, 0, 0}}},
    {STR_LESSON_4_DONE, {{KING_SCORED, 0, 0}}},

    {STR_LESSON_5_TITLE, {{NO_CLAIM, 0, 0}}},
    {STR_LESSON_5_SUMMARY, {{POINT_AND_VOLE, 0, 0}, {STAND_WIN_SCORES_2, 0, 0}}},
    {STR_LESSON_5_SUMMARY_CLASSIC, {{POINT_AND_VOLE, 0, 0}, {STAND_LOSE_COSTS_2, 0, 0}}},
    {STR_LESSON_5_INTRO, {{TRUMPS_ARE, SUIT_CLUBS, 0}, {TAKES_ALL, 0, 0}}},
    {STR_LESSON_5_STAND, {{POINT_AND_VOLE, 0, 0}, {STAND_WIN_SCORES_2, 0, 0}, {YOU_DECIDE, 0, 0}}},
    {STR_LESSON_5_STAND_CLASSIC, {{POINT_AND_VOLE, 0, 0}, {STAND_LOSE_COSTS_2, 0, 0}, {YOU_DECIDE, 0, 0}}},
    {STR_LESSON_5_STAND_INSTEAD, {{TAKES_ALL, 0, 0}, {YOU_DECIDE, 0, 0}}},
    {STR_LESSON_5_DRAW, {{YOU_LEAD, 0, 0}, {HIGHEST_TRUMP, 1, 0}, {THEY_HOLD_TRUMP, 0, 0}}},
    {STR_LESSON_5_DRAW_INSTEAD, {{YOU_LEAD, 0, 0}, {IS_TRUMP, 1, 0}, {THEY_MUST_FOLLOW, 1, 0}}},
    {STR_LESSON_5_DRAW_AGAIN, {{YOU_LEAD, 0, 0}, {HIGHEST_TRUMP, 1, 0}, {THEY_HOLD_TRUMP, 0, 0}}},
    {STR_LESSON_5_HEARTS, {{THEY_NO_TRUMP, 0, 0}, {YOU_LEAD, 0, 0}, {SUIT_IS, 1, SUIT_HEARTS}, {HIGHEST_LEFT, 1, 0}}},
    {STR_LESSON_5_THREE, {{TRICKS_YOU, 3, 0}, {TAKES_ALL, 0, 0}, {YOU_LEAD, 0, 0}, {YOU_HOLD, 1, 0}}},
    {STR_LESSON_5_FOUR, {{TRICKS_YOU, 4, 0}, {TAKES_ALL, 0, 0}, {YOU_LEAD, 0, 0}, {ONLY_CARD, 1, 0}}},
    {STR_LESSON_5_DONE, {{TRICKS_YOU, 5, 0}, {YOU_SCORED, 2, 0}, {STAND_WIN_SCORES_2, 0, 0}, {NEVER_ADDED, 0, 0}}},
    {STR_LESSON_5_DONE_CLASSIC, {{TRICKS_YOU, 5, 0}, {YOU_SCORED, 2, 0}, {REFUSE_LOSE_GIVES_2, 0, 0}}},

    {STR_LESSON_6_TITLE, {{JEU_DE_REGLE, 0, 0}}},
    {STR_LESSON_6_SUMMARY, {{JEU_DE_REGLE, 0, 0}}},
    {STR_LESSON_6_INTRO, {{DEALER_EXCHANGES_TOO, 0, 0}}},
    {STR_LESSON_6_STAND, {{JEU_DE_REGLE, 0, 0}, {YOU_DECIDE, 0, 0}}},
    {STR_LESSON_6_STAND_INSTEAD, {{JEU_DE_REGLE, 0, 0}, {DEALER_EXCHANGES_TOO, 0, 0}}},
    {STR_LESSON_6_FREE, {{STOOD, 0, 0}, {YOU_LEAD, 0, 0}}},
    {STR_LESSON_6_DONE, {{DEALT_TRUMPS, 2, 0}}},
};

static const Sentence *sentence_of(StringId id)
{
    for (size_t i = 0; i < sizeof BOOK / sizeof BOOK[0]; i++)
        if (BOOK[i].id == id)
            return &BOOK[i];
    return NULL;
}

/* ---- where the words are on the table ------------------------------------- */

/* One lesson played through: the game before each written move, and at the
 * end of the hand. */
typedef struct Played {
    const Lesson *lesson;
    int number;
    GameOptions options;
    int count;                         /* written moves */
    Game states[LESSON_MOVES_MAX + 1]; /* states[k]: after k written moves */
    Game end;                          /* the hand over */
} Played;

/* What is on the table when a sentence is said. */
typedef struct Moment {
    const Played *played;
    int next;         /* written moves made; played->count + 1: the hand over */
    const Game *game; /* the game then */
    SeatView view;    /* as the player sees it */
    Card args[LESSON_ARGS_MAX];
} Moment;

static Card card(const char *text) { return card_parse(text, strlen(text)); }

static CardSet cards_of(const char *text)
{
    CardSet set = 0;
    for (const char *at = text; at && *at; at += at[2] ? 3 : 2)
        set |= cardset_of(card_parse(at, 2));
    return set;
}

static Suit trump_of(const Moment *m) { return card_suit(m->game->turnup); }
static CardSet trumps_in(const Moment *m, CardSet cards) { return cards & cardset_suit(trump_of(m)); }
static Card arg(const Moment *m, int a) { return a >= 1 && a <= LESSON_ARGS_MAX ? m->args[a - 1] : CARD_NONE; }

/* The player's card and the opponent's in a trick. */
static Card yours_in(const TrickRecord *trick) { return trick->cards[trick->leader == YOU ? 0 : 1]; }
static Card theirs_in(const TrickRecord *trick) { return trick->cards[trick->leader == YOU ? 1 : 0]; }

static const TrickRecord *last_trick(const Moment *m)
{
    return m->view.history_count > 0 ? &m->view.history[m->view.history_count - 1] : NULL;
}

static bool legal_action(const Game *game, Action action) { return game_check(game, action, NULL) == RULE_OK; }

static bool is_their_play(const LessonMove *move)
{
    return move->actor == LESSON_THEY && strncmp(move->action, "play ", 5) == 0;
}

/* The game just before the opponent's answer in the last trick, which the
 * player led. */
static const Game *before_their_answer(const Moment *m)
{
    const TrickRecord *trick = last_trick(m);
    if (!trick || trick->leader != YOU)
        return NULL;
    /* The written move that closed the last trick. */
    int from = m->next < m->played->count ? m->next : m->played->count;
    for (int k = from - 1; k >= 0; k--) {
        const Game *before = &m->played->states[k];
        if (before->history_count < m->view.history_count &&
            m->played->states[k + 1].history_count == m->view.history_count)
            return is_their_play(&m->played->lesson->moves[k]) ? before : NULL;
    }
    return NULL;
}

/* The opponent's written answer to the player's move `next`, or CARD_NONE. */
static Card their_answer(const Moment *m)
{
    const Lesson *lesson = m->played->lesson;
    for (int k = m->next + 1; k < m->played->count; k++)
        if (is_their_play(&lesson->moves[k]))
            return card(lesson->moves[k].action + 5);
    return CARD_NONE;
}

/* Both hands solved open: the tricks the player takes from here on. */
static int solve(const Game *g)
{
    SolverRules rules = {card_suit(g->turnup), g->options.must_trump_when_void};
    SolverDeal deal = {{g->hands[YOU], g->hands[THEY]}, 0, CARD_NONE};
    if (g->phase == PHASE_PLAY && g->trick_size == 1) {
        deal.leader = g->leader == YOU ? 0 : 1;
        deal.led = g->trick[0];
    } else if (g->phase == PHASE_PLAY) {
        deal.leader = g->to_act == YOU ? 0 : 1;
    } else {
        deal.leader = g->dealer == YOU ? 1 : 0; /* the non-dealer leads */
    }
    return solver_tricks(&rules, &deal);
}

/* Every way the rest of the hand can be played (the king aside), tallied. */
typedef struct Tally {
    int ends;
    int point[SEAT_COUNT];    /* ends where the seat took 3 or 4 tricks and scored 1 */
    int bonus[SEAT_COUNT];    /* ... and scored 2 */
    int vole[SEAT_COUNT];     /* ends where the seat took 5 tricks */
    int vole_two[SEAT_COUNT]; /* ... and scored 2 */
    int lost_two[SEAT_COUNT]; /* ends where the seat took 2 or fewer and the other scored 2 */
    int lost[SEAT_COUNT];     /* ends where the seat took 2 or fewer */
    int won[SEAT_COUNT];      /* ends where the seat took 3 or 4 */
} Tally;

static void tally_lines(const Game *game, Tally *tally)
{
    if (game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER) {
        tally->ends++;
        for (int s = 0; s < SEAT_COUNT; s++) {
            int tricks = game->tricks[s], points = game->last_hand.points[s], other = game->last_hand.points[1 - s];
            if (tricks == 3 || tricks == 4) {
                tally->won[s]++;
                tally->point[s] += points == 1;
                tally->bonus[s] += points == 2;
            }
            if (tricks == 5) {
                tally->vole[s]++;
                tally->vole_two[s] += points == 2;
            }
            if (tricks <= 2) {
                tally->lost[s]++;
                tally->lost_two[s] += other == 2;
            }
        }
        return;
    }
    ActionList legal;
    game_legal_actions(game, &legal);
    for (int i = 0; i < legal.count; i++) {
        if (legal.items[i].type == ACTION_DECLARE)
            continue;
        Game next = *game;
        assert_int_equal(game_apply(&next, legal.items[i], NULL), RULE_OK);
        tally_lines(&next, tally);
    }
}

/* The hand after `moves` from the deal, every way it can be played, from
 * the lesson's cards and from the same cards with the hands swapped, so
 * that a rule of scoring is seen both won and lost.  A move written
 * DISCARD_LOWEST throws away the lowest card of the seat to act.  False
 * where the lesson does not open with the player's decision. */
static bool tally_after(const Moment *m, const Action *moves, int count, Tally *tally)
{
    memset(tally, 0, sizeof *tally);
    const Lesson *lesson = m->played->lesson;
    Lesson mirror = *lesson;
    mirror.you = lesson->they;
    mirror.they = lesson->you;
    const Lesson *deals[] = {lesson, &mirror};
    for (int d = 0; d < 2; d++) {
        Game before, game;
        assert_true(lesson_setup(deals[d], &m->played->options, YOU, &before, &game));
        if (game.phase != PHASE_PROPOSE || game.to_act != YOU)
            return false;
        for (int i = 0; i < count; i++) {
            Action action = moves[i];
            if (action.type == ACTION_DISCARD && action.cards == 0)
                action.cards = cardset_of(cardset_lowest(game.hands[game.to_act]));
            if (game_apply(&game, action, NULL) != RULE_OK)
                return false;
        }
        tally_lines(&game, tally);
    }
    return tally->ends > 0;
}

static bool ranked_in_order(void)
{
    /* K Q J A 10 9 8 7, each card of a suit above every one after it. */
    static const char *const ORDER[] = {"KH", "QH", "JH", "AH", "TH", "9H", "8H", "7H"};
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            if (i != j && trick_follower_wins(card(ORDER[j]), card(ORDER[i]), SUIT_CLUBS) != (i < j))
                return false;
    return true;
}

static bool check(const Moment *m, const Claim *claim)
{
    const SeatView *v = &m->view;
    const Game *g = m->game;
    Suit trump = trump_of(m);
    Card a = arg(m, claim->a);
    const TrickRecord *last = last_trick(m);
    Card led = v->trick_size == 1 ? v->trick[0] : CARD_NONE;
    switch (claim->kind) {
    case CLAIM_END:
    case NO_CLAIM: return true;
    case YOU_DEALT: return v->dealer == YOU;
    case THEY_DEALT: return v->dealer == THEY;
    case THEY_PLAY_FIRST:
        return v->dealer == YOU && (v->history_count > 0 ? v->history[0].leader == THEY
                                    : v->trick_size > 0  ? v->leader == THEY
                                                         : v->to_act == THEY);
    case TURNUP_IS: return card_is_valid(v->turnup) && v->turnup == a;
    case TRUMPS_ARE: return card_is_valid(v->turnup) && card_suit(v->turnup) == (Suit)claim->a;
    case KING_TURNED_SCORED: {
        const Game *dealt = &m->played->states[0];
        return card_rank(dealt->turnup) == RANK_KING && dealt->scores[dealt->dealer] == 1 && v->scores[v->dealer] >= 1;
    }
    case DEALT_TRUMPS: return cardset_count(trumps_in(m, cards_of(m->played->lesson->you))) == claim->a;
    case RANK_ORDER: return ranked_in_order();
    case ACE_BETWEEN_JACK_AND_TEN:
        return trick_follower_wins(card("AD"), card("JD"), SUIT_CLUBS) &&
               trick_follower_wins(card("TD"), card("AD"), SUIT_CLUBS) &&
               !trick_follower_wins(card("JD"), card("AD"), SUIT_CLUBS);
    case TRUMP_BEATS_EVERY_SUIT:
        for (Card t = 0; t < CARD_COUNT; t++)
            for (Card c = 0; c < CARD_COUNT; c++)
                if (card_suit(t) == trump && card_suit(c) != trump && !trick_follower_wins(c, t, trump))
                    return false;
        return true;
    case LED_BY_THEM: return v->phase == PHASE_PLAY && led == a && v->leader == THEY && v->to_act == YOU;
    case YOU_LEAD: return v->phase == PHASE_PLAY && v->trick_size == 0 && v->to_act == YOU;
    case THEY_LEAD: return v->phase == PHASE_PLAY && (v->trick_size == 0 ? v->to_act == THEY : v->leader == THEY);
    case YOU_HOLD: return card_is_valid(a) && cardset_has(v->hand, a);
    case ONLY_CARD: return card_is_valid(a) && v->hand == cardset_of(a);
    case ONLY_LEGAL: return card_is_valid(a) && support_legal_cards(g) == cardset_of(a);
    case LEGAL: return card_is_valid(a) && cardset_has(support_legal_cards(g), a);
    case ANY_LEGAL: return v->hand != 0 && support_legal_cards(g) == v->hand;
    case YOU_VOID: return card_is_valid(led) && (v->hand & cardset_suit(card_suit(led))) == 0;
    case BEATS_LED: return card_is_valid(led) && card_is_valid(a) && trick_follower_wins(led, a, trump);
    case CANNOT_WIN: return card_is_valid(led) && card_is_valid(a) && !trick_follower_wins(led, a, trump);
    case IS_TRUMP: return card_is_valid(a) && card_suit(a) == trump;
    case SUIT_IS: return card_is_valid(a) && card_suit(a) == (Suit)claim->b;
    case SMALLEST_TRUMP: return card_is_valid(a) && trumps_in(m, v->hand) && cardset_lowest(trumps_in(m, v->hand)) == a;
    case HIGHEST_TRUMP: return card_is_valid(a) && trumps_in(m, v->hand) && cardset_highest(trumps_in(m, v->hand)) == a;
    case HIGHEST_LEFT: {
        CardSet played = 0;
        for (int t = 0; t < v->history_count; t++)
            played |= cardset_of(v->history[t].cards[0]) | cardset_of(v->history[t].cards[1]);
        return card_is_valid(a) && cardset_above(CARDSET_ALL & ~played, a) == 0;
    }
    case TRUMP_COUNT: return cardset_count(trumps_in(m, v->hand)) == claim->a;
    case HOLDS_TRUMP: return card_is_valid(a) && cardset_has(trumps_in(m, v->hand), a);
    case OTHERS_COUNT: return cardset_count(v->hand & ~cardset_suit(trump)) == claim->a;
    case SMALL_OTHERS:
        for (CardSet others = v->hand & ~cardset_suit(trump); others; others = cardset_without_lowest(others))
            if (card_rank(cardset_lowest(others)) > RANK_9)
                return false;
        return true;
    case HIGH_TRUMPS:
        return cardset_count(trumps_in(m, v->hand) & ~((cardset_of(card_make(trump, RANK_ACE)) - 1))) >= 2;
    case KING_OF_TRUMPS: {
        Card king = card_make(trump, RANK_KING);
        return cardset_has(v->hand, king) && (claim->a == 0 || a == king);
    }
    case YOU_WON_LAST: return last && last->winner == YOU;
    case THEY_WON_LAST: return last && last->winner == THEY;
    case LAST_RANKS:
        return last && (claim->a < 0 || card_rank(yours_in(last)) == (Rank)claim->a) &&
               (claim->b < 0 || card_rank(theirs_in(last)) == (Rank)claim->b);
    case LAST_THEIRS: return last && card_is_valid(a) && theirs_in(last) == a;
    case LAST_YOURS: return last && card_is_valid(a) && yours_in(last) == a;
    case LAST_BY_TRUMP: {
        if (!last || last->winner != YOU || card_suit(yours_in(last)) != trump)
            return false;
        CardSet lower = trumps_in(m, v->hand) & (cardset_of(yours_in(last)) - 1);
        return lower == 0;
    }
    case TRUMP_TOOK:
        for (int t = 0; t < v->history_count; t++) {
            const TrickRecord *trick = &v->history[t];
            Card yours = yours_in(trick), theirs = theirs_in(trick);
            if (trick->winner == YOU && card_suit(yours) == trump && card_rank(yours) <= RANK_9 &&
                card_suit(theirs) != trump && card_rank(theirs) == (Rank)claim->a)
                return true;
        }
        return false;
    case TRICKS_YOU: return v->tricks[YOU] == claim->a;
    case YOU_SCORED: return v->has_last_hand && v->last_hand.points[YOU] == claim->a;
    case YOU_WON_HAND: return v->has_last_hand && v->last_hand.trick_winner == YOU && v->last_hand.trick_points > 0;
    case THEY_VOID: return card_is_valid(a) && (g->hands[THEY] & cardset_suit(card_suit(a))) == 0;
    case THEY_HOLD_TRUMP: return (g->hands[THEY] & cardset_suit(trump)) != 0;
    case THEY_NO_TRUMP: return (g->hands[THEY] & cardset_suit(trump)) == 0;
    case THEY_MUST_FOLLOW:
    case THEY_MUST_BEAT: {
        Game after = *g;
        if (!card_is_valid(a) || game_apply(&after, action_play(a), NULL) != RULE_OK || after.to_act != THEY)
            return false;
        CardSet answers = support_legal_cards(&after);
        CardSet allowed = claim->kind == THEY_MUST_FOLLOW ? cardset_suit(card_suit(a)) : cardset_above(CARDSET_ALL, a);
        return answers != 0 && (answers & ~allowed) == 0;
    }
    case THEY_HAD_TO_BEAT:
    case THEY_HAD_NONE:
    case THEY_COULD_PLAY_ANY:
    case THEY_HELD_NO_TRUMP:
    case A_TRUMP_WOULD_WIN: {
        const Game *before = before_their_answer(m);
        if (!before || before->trick_size != 1)
            return false;
        Card first = before->trick[0];
        CardSet hand = before->hands[THEY], answers = support_legal_cards(before);
        SeatView seen;
        game_view(before, YOU, &seen);
        /* Every card the opponent could hold, as far as the player knows. */
        CardSet could = view_unseen(&seen) | hand;
        switch (claim->kind) {
        case THEY_HAD_TO_BEAT: return answers != 0 && answers == cardset_above(hand, first);
        case THEY_HAD_NONE: return (hand & cardset_suit(card_suit(first))) == 0;
        case THEY_COULD_PLAY_ANY: return answers == hand;
        case THEY_HELD_NO_TRUMP: return (hand & cardset_suit(trump)) == 0;
        default: /* A_TRUMP_WOULD_WIN */
            if (card_suit(first) == trump || !(could & cardset_suit(trump)))
                return false;
            for (CardSet c = could & cardset_suit(trump); c; c = cardset_without_lowest(c))
                if (!trick_follower_wins(first, cardset_lowest(c), trump))
                    return false;
            return true;
        }
    }
    case BEATS_THEIR_ANSWER: {
        Card answer = their_answer(m);
        return card_is_valid(a) && card_is_valid(answer) && card_rank(answer) == (Rank)claim->b &&
               !trick_follower_wins(a, answer, trump);
    }
    case LOSES_TO_ANSWER: {
        Card answer = their_answer(m);
        return card_is_valid(a) && card_is_valid(answer) && trick_follower_wins(a, answer, trump);
    }
    case YOU_DECIDE:
        return v->phase == PHASE_PROPOSE && v->to_act == YOU && legal_action(g, action_propose()) &&
               legal_action(g, action_stand());
    case MAY_PROPOSE: return v->to_act == YOU && legal_action(g, action_propose());
    case ACCEPTED: return v->phase == PHASE_DISCARD && v->to_act == YOU && v->dealer == THEY;
    case DRAW_AS_MANY: {
        Action mine;
        Game after = *g;
        if (!lesson_action(m->played->lesson, m->next, &mine) || mine.type != ACTION_DISCARD ||
            game_apply(&after, mine, NULL) != RULE_OK)
            return false;
        SeatView then;
        game_view(&after, YOU, &then);
        return cardset_count(then.hand) == HAND_SIZE && (then.hand & mine.cards) == 0 &&
               then.stock_count == v->stock_count - cardset_count(mine.cards);
    }
    case THEY_EXCHANGED:
        return v->exchange_count > 0 && v->exchanges[v->exchange_count - 1].count[THEY] > 0 &&
               v->opponent_hand_size == HAND_SIZE;
    case DREW_AMONG: {
        CardSet drawn = v->hand & ~cards_of(m->played->lesson->you), named = 0;
        for (int i = 0; i < LESSON_ARGS_MAX; i++)
            if (card_is_valid(m->args[i]))
                named |= cardset_of(m->args[i]);
        return named && (named & ~drawn) == 0;
    }
    case MORE_TRUMPS: {
        /* The hand as the exchanges left it: now, or before the first card. */
        CardSet hand = v->phase == PHASE_PLAY || v->phase == PHASE_HAND_OVER
                           ? m->played->states[m->played->count].hands[YOU]
                           : v->hand;
        return cardset_count(trumps_in(m, hand)) > cardset_count(trumps_in(m, cards_of(m->played->lesson->you)));
    }
    case NEXT_ANSWER_REFUSE:
    case BOTH_ANSWERS: {
        const Lesson *lesson = m->played->lesson;
        bool accepted = false, refused = false, refuses_next = false;
        for (int k = 0; k < m->played->count; k++) {
            const LessonMove *move = &lesson->moves[k];
            if (move->actor != LESSON_THEY)
                continue;
            if (strcmp(move->action, "accept") == 0)
                accepted |= claim->kind == BOTH_ANSWERS || k < m->next;
            if (strcmp(move->action, "refuse") == 0) {
                refused = true;
                refuses_next |= k > m->next;
            }
        }
        return claim->kind == BOTH_ANSWERS ? accepted && refused : accepted && refuses_next;
    }
    case REFUSED_PLAY: return v->refused && v->phase == PHASE_PLAY;
    case DEALER_EXCHANGES_TOO: {
        Game after = *g;
        if (after.phase != PHASE_PROPOSE || after.to_act != YOU || game_apply(&after, action_propose(), NULL) ||
            game_apply(&after, action_accept(), NULL) ||
            game_apply(&after, action_discard(cardset_of(cardset_lowest(after.hands[YOU]))), NULL))
            return false;
        return after.phase == PHASE_DISCARD && after.to_act == THEY &&
               legal_action(&after, action_discard(cardset_of(cardset_lowest(after.hands[THEY]))));
    }
    case STOOD: return v->stood;
    case STAND_LOSES: return v->phase == PHASE_PROPOSE && solve(g) < 3;
    case STAND_WINS: return v->phase == PHASE_PROPOSE && solve(g) >= 3;
    case TAKES_ALL: return solve(g) == TRICKS_PER_HAND - v->history_count;
    case JEU_DE_REGLE: {
        SolverRules rules = {trump, g->options.must_trump_when_void};
        return cardset_count(v->hand) == HAND_SIZE && v->history_count == 0 &&
               regle_is_jeu_de_regle(v->hand, CARDSET_ALL & ~v->hand & ~cardset_of(v->turnup), &rules);
    }
    case DECLARE_SCORES: {
        Game after = *g;
        return game_apply(&after, action_declare(), NULL) == RULE_OK && after.scores[YOU] == g->scores[YOU] + 1;
    }
    case TOO_LATE_AFTER_A_CARD: {
        CardSet plays = support_legal_cards(g);
        if (!legal_action(g, action_declare()) || !plays)
            return false;
        Game after = *g;
        assert_int_equal(game_apply(&after, action_play(cardset_lowest(plays)), NULL), RULE_OK);
        return !legal_action(&after, action_declare());
    }
    case DECLARED: return v->king_declared == YOU && v->scores[YOU] >= 1;
    case KING_SCORED: return v->has_last_hand && v->last_hand.king_seat == YOU;
    case POINT_AND_VOLE: {
        /* After an exchange, where no penalty plays a part. */
        Tally t;
        Action exchanged[] = {action_propose(), action_accept(), action_discard(0), action_discard(0), action_stand()};
        return tally_after(m, exchanged, 5, &t) && t.point[YOU] + t.point[THEY] > 0 &&
               t.point[YOU] + t.point[THEY] == t.won[YOU] + t.won[THEY] && t.vole[YOU] + t.vole[THEY] > 0 &&
               t.vole_two[YOU] + t.vole_two[THEY] == t.vole[YOU] + t.vole[THEY];
    }
    case STAND_WIN_SCORES_2:
    case STAND_LOSE_COSTS_2:
    case NEVER_ADDED: {
        Tally t;
        Action stand = action_stand();
        if (!tally_after(m, &stand, 1, &t))
            return false;
        switch (claim->kind) {
        case STAND_WIN_SCORES_2: return t.won[YOU] > 0 && t.bonus[YOU] == t.won[YOU];
        case STAND_LOSE_COSTS_2: return t.lost[YOU] > 0 && t.lost_two[YOU] == t.lost[YOU];
        default: return t.vole[YOU] > 0 && t.vole_two[YOU] == t.vole[YOU];
        }
    }
    case REFUSE_LOSE_GIVES_2: {
        Tally t;
        Action refused[] = {action_propose(), action_refuse()};
        return tally_after(m, refused, 2, &t) && t.won[YOU] > 0 && t.bonus[YOU] == t.won[YOU];
    }
    }
    return false;
}

/* ---- playing the lessons ----------------------------------------------------- */

static void play_through(int number, const GameOptions *options, Played *p)
{
    memset(p, 0, sizeof *p);
    p->lesson = lesson_get(number);
    p->number = number;
    p->options = *options;
    p->count = lesson_move_count(p->lesson);
    Game before;
    assert_true(lesson_setup(p->lesson, options, YOU, &before, &p->states[0]));
    for (int k = 0; k < p->count; k++) {
        Action action;
        assert_true(lesson_action(p->lesson, k, &action));
        p->states[k + 1] = p->states[k];
        assert_int_equal(game_apply(&p->states[k + 1], action, NULL), RULE_OK);
    }
    /* The rest of the hand, where a lesson leaves it to the player. */
    p->end = p->states[p->count];
    for (int moves = 0; p->end.phase != PHASE_HAND_OVER && p->end.phase != PHASE_GAME_OVER; moves++) {
        assert_true(moves < 40);
        SeatView view;
        game_view(&p->end, p->end.to_act, &view);
        Action action;
        assert_true(ai_choose(&view, AI_NORMAL, 11 + (uint64_t)moves, &action));
        assert_int_equal(game_apply(&p->end, action, NULL), RULE_OK);
    }
}

static Moment moment_at(const Played *p, int next, const Game *game, const Card args[LESSON_ARGS_MAX])
{
    Moment m;
    memset(&m, 0, sizeof m);
    m.played = p;
    m.next = next;
    m.game = game;
    game_view(game, YOU, &m.view);
    for (int i = 0; i < LESSON_ARGS_MAX; i++)
        m.args[i] = args ? args[i] : CARD_NONE;
    return m;
}

static const char *options_name(const GameOptions *o)
{
    static char text[96];
    snprintf(text, sizeof text, "%s penalty, must trump %s, dealer must exchange %s", options_penalty_name(o->penalty),
             o->must_trump_when_void ? "on" : "off", o->dealer_must_exchange ? "on" : "off");
    return text;
}

static int failures;

/* Every claim of sentence `id` holds at `m`; the first that does not fails
 * the test, naming it.  With `somewhere`, returns whether all hold rather
 * than failing. */
static bool claims_hold(StringId id, const Moment *m, const char *where, bool quiet)
{
    const Sentence *sentence = sentence_of(id);
    if (!sentence)
        fail_msg("lesson %d: the words \"%s\" make claims nobody checks: list them", m->played->number, str_get(id));
    for (int i = 0; i < CLAIMS_MAX && sentence->claims[i].kind != CLAIM_END; i++) {
        if (check(m, &sentence->claims[i]))
            continue;
        if (quiet)
            return false;
        print_error("lesson %d, %s, after %d written moves (%s): \"%s\" is not so: claim %d (kind %d) fails\n",
                    m->played->number, where, m->next, options_name(&m->played->options), str_get(id), i,
                    (int)sentence->claims[i].kind);
        failures++;
        return false;
    }
    return true;
}

static void check_lesson(const Played *p)
{
    const Lesson *lesson = p->lesson;
    PenaltyRule penalty = p->options.penalty;
    /* The player goes on whenever the coach's words wait for it, as the
     * opponent's moves wait for that. */
    int went_on = -1;
    for (int next = 0; next <= p->count; next++) {
        const Game *game = &p->states[next];
        if (game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER)
            break;
        for (int read = 0; read < 2; read++) {
            LessonSaid said = lesson_said(lesson, next, went_on, penalty);
            /* Words that stay are true still; the player's words on a move
             * just made, while the opponent answers, are those of the move. */
            int at = said.at < next && lesson->moves[said.at].actor == LESSON_YOU ? said.at : next;
            Moment m = moment_at(p, at, &p->states[at], said.args);
            claims_hold(said.words, &m, "on the table", false);
            if (!said.waits)
                break;
            went_on = next;
        }
        /* The words for a move the lesson does not teach. */
        if (next < p->count && lesson->moves[next].actor == LESSON_YOU) {
            LessonSaid instead = lesson_instead(lesson, next, penalty);
            Moment m = moment_at(p, next, game, instead.args);
            claims_hold(instead.words, &m, "refusing another move", false);
        }
    }
    Moment end = moment_at(p, p->count + 1, &p->end, NULL);
    claims_hold(lesson_done_words(lesson, penalty), &end, "at the end", false);
    /* The title and the summary speak of the lesson as a whole: each of
     * their claims holds somewhere in it. */
    StringId whole[] = {lesson->title, lesson_summary(lesson, penalty)};
    for (size_t w = 0; w < sizeof whole / sizeof whole[0]; w++) {
        const Sentence *sentence = sentence_of(whole[w]);
        if (!sentence)
            fail_msg("lesson %d: \"%s\" is not listed", p->number, str_get(whole[w]));
        for (int i = 0; i < CLAIMS_MAX && sentence->claims[i].kind != CLAIM_END; i++) {
            bool somewhere = false;
            for (int next = 0; next <= p->count + 1 && !somewhere; next++) {
                Moment m = moment_at(p, next, next <= p->count ? &p->states[next] : &p->end, NULL);
                somewhere = check(&m, &sentence->claims[i]);
            }
            if (!somewhere) {
                print_error("lesson %d (%s): \"%s\" is not so: claim %d (kind %d) holds nowhere in the lesson\n",
                            p->number, options_name(&p->options), str_get(whole[w]), i, (int)sentence->claims[i].kind);
                failures++;
            }
        }
    }
}

/* Every mix of the rule options a player can choose. */
static GameOptions options_mix(int mix)
{
    GameOptions options = options_preset(PRESET_STANDARD);
    options.must_trump_when_void = mix & 1;
    options.penalty = mix & 2 ? PENALTY_CLASSIC : PENALTY_STANDARD;
    options.dealer_must_exchange = mix & 4;
    return options;
}

static void test_every_sentence_matches_the_cards(void **state)
{
    (void)state;
    str_set_language("en");
    for (int number = 1; number <= LESSON_COUNT; number++) {
        for (int mix = 0; mix < 8; mix++) {
            static Played played;
            GameOptions options = options_mix(mix);
            play_through(number, &options, &played);
            check_lesson(&played);
        }
    }
    assert_int_equal(failures, 0);
}

/* Every sentence the book can say is listed with its claims, and nothing
 * listed is left over. */
static void note_used(StringId id, bool used[STR_COUNT])
{
    if (id == LESSON_SILENT)
        return;
    if (!sentence_of(id))
        fail_msg("\"%s\" is not listed with its claims", str_get(id));
    used[id] = true;
}

static void test_every_sentence_is_listed(void **state)
{
    (void)state;
    str_set_language("en");
    static bool used[STR_COUNT];
    memset(used, 0, sizeof used);
    for (int number = 1; number <= LESSON_COUNT; number++) {
        const Lesson *lesson = lesson_get(number);
        StringId whole[] = {lesson->title,        lesson->summary, lesson->summary_classic, lesson->intro, lesson->done,
                            lesson->done_classic, lesson->free};
        for (size_t i = 0; i < sizeof whole / sizeof whole[0]; i++)
            note_used(whole[i], used);
        for (int k = 0; k < lesson_move_count(lesson); k++) {
            note_used(lesson->moves[k].say, used);
            note_used(lesson->moves[k].say_classic, used);
            note_used(lesson->moves[k].instead, used);
        }
    }
    note_used(STR_LESSON_NOT_NOW, used);
    for (size_t i = 0; i < sizeof BOOK / sizeof BOOK[0]; i++) {
        if (!used[BOOK[i].id])
            fail_msg("\"%s\" is listed but no lesson says it", str_get(BOOK[i].id));
        assert_int_not_equal(BOOK[i].claims[0].kind, CLAIM_END);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_sentence_is_listed),
        cmocka_unit_test(test_every_sentence_matches_the_cards),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
