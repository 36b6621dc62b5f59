#include "learn/lesson.h"

#include <string.h>

/* Cards written as "KH QH 9S", separated by single spaces; returns how many
 * were read into out (at most max), or -1 if a word is not a card. */
static int parse_cards(const char *text, Card *out, int max)
{
    int count = 0;
    if (!text)
        return 0;
    for (const char *at = text; *at;) {
        const char *end = strchr(at, ' ');
        size_t length = end ? (size_t)(end - at) : strlen(at);
        Card card = card_parse(at, length);
        if (card == CARD_NONE || count >= max)
            return -1;
        out[count++] = card;
        if (!end)
            break;
        at = end + 1;
    }
    return count;
}

int lesson_move_count(const Lesson *lesson)
{
    int count = 0;
    while (count < LESSON_MOVES_MAX && lesson->moves[count].action)
        count++;
    return count;
}

bool lesson_deck(const Lesson *lesson, Card deck[CARD_COUNT])
{
    Card you[HAND_SIZE], they[HAND_SIZE], turnup[1], stock[STOCK_SIZE];
    int stock_count = parse_cards(lesson->stock, stock, STOCK_SIZE);
    if (parse_cards(lesson->you, you, HAND_SIZE) != HAND_SIZE ||
        parse_cards(lesson->they, they, HAND_SIZE) != HAND_SIZE || parse_cards(lesson->turnup, turnup, 1) != 1 ||
        stock_count < 0)
        return false;
    const Card *dealer = lesson->you_deal ? you : they;
    const Card *elder = lesson->you_deal ? they : you;
    /* Packets of three then two, the non-dealer first (RULES.md, "The deal"). */
    static const bool TO_DEALER[2 * HAND_SIZE] = {0, 0, 0, 1, 1, 1, 0, 0, 1, 1};
    int from_dealer = 0, from_elder = 0, at = 0;
    for (int i = 0; i < 2 * HAND_SIZE; i++)
        deck[at++] = TO_DEALER[i] ? dealer[from_dealer++] : elder[from_elder++];
    deck[at++] = turnup[0];
    for (int i = 0; i < stock_count; i++)
        deck[at++] = stock[i];
    CardSet used = 0;
    for (int i = 0; i < at; i++) {
        if (cardset_has(used, deck[i]))
            return false;
        used |= cardset_of(deck[i]);
    }
    /* The rest of the stock in card order, so that a lesson's draws never
     * depend on chance. */
    for (Card c = 0; c < CARD_COUNT; c++)
        if (!cardset_has(used, c))
            deck[at++] = c;
    return at == CARD_COUNT;
}

bool lesson_setup(const Lesson *lesson, const GameOptions *options, uint8_t you, Game *before, Game *after)
{
    Card deck[CARD_COUNT];
    if (you >= SEAT_COUNT || !lesson_deck(lesson, deck))
        return false;
    uint8_t dealer = lesson->you_deal ? you : seat_other(you);
    if (!game_init(before, options, 0, dealer))
        return false;
    *after = *before;
    return game_deal(after, deck, NULL) == RULE_OK;
}

bool lesson_action(const Lesson *lesson, int index, Action *out)
{
    if (index < 0 || index >= lesson_move_count(lesson))
        return false;
    const char *text = lesson->moves[index].action;
    size_t bad_at, bad_length;
    return action_parse(text, strlen(text), out, &bad_at, &bad_length) == ACTION_PARSE_OK;
}

int lesson_their_moves(const Lesson *lesson, Action *out, int max)
{
    int count = 0, moves = lesson_move_count(lesson);
    for (int i = 0; i < moves && count < max; i++)
        if (lesson->moves[i].actor == LESSON_THEY && lesson_action(lesson, i, &out[count]))
            count++;
    return count;
}

LessonVerdict lesson_judge(const Lesson *lesson, int next, const Game *game, Action action, Rejection *why)
{
    if (game_check(game, action, why) != RULE_OK)
        return LESSON_MOVE_ILLEGAL;
    Action expected;
    if (!lesson_action(lesson, next, &expected))
        return LESSON_MOVE_OK; /* the written moves are made: the rest is the player's */
    return action_equal(action, expected) ? LESSON_MOVE_OK : LESSON_MOVE_INSTEAD;
}

StringId lesson_done_words(const Lesson *lesson, PenaltyRule penalty)
{
    return penalty == PENALTY_CLASSIC && lesson->done_classic != LESSON_SILENT ? lesson->done_classic : lesson->done;
}

StringId lesson_summary(const Lesson *lesson, PenaltyRule penalty)
{
    return penalty == PENALTY_CLASSIC && lesson->summary_classic != LESSON_SILENT ? lesson->summary_classic
                                                                                  : lesson->summary;
}

static StringId move_words(const LessonMove *move, PenaltyRule penalty)
{
    return penalty == PENALTY_CLASSIC && move->say_classic != LESSON_SILENT ? move->say_classic : move->say;
}

static LessonSaid said_of(StringId words, const char *args, int at, bool waits)
{
    LessonSaid said = {words, {CARD_NONE, CARD_NONE, CARD_NONE}, at, waits};
    parse_cards(args, said.args, LESSON_ARGS_MAX);
    return said;
}

/* The player's words for written move `index`: its own, or where it has
 * none the last said before it. */
static bool your_words(const Lesson *lesson, int index, PenaltyRule penalty, LessonSaid *out)
{
    for (int i = index; i >= 0; i--) {
        const LessonMove *move = &lesson->moves[i];
        if (move->actor == LESSON_YOU && move_words(move, penalty) != LESSON_SILENT) {
            *out = said_of(move_words(move, penalty), move->args, index, false);
            return true;
        }
    }
    return false;
}

LessonSaid lesson_said(const Lesson *lesson, int next, int went_on, PenaltyRule penalty)
{
    int moves = lesson_move_count(lesson);
    int stop = next < moves ? next : moves;
    int last_yours = -1;
    for (int i = stop - 1; i >= 0 && last_yours < 0; i--)
        if (lesson->moves[i].actor == LESSON_YOU)
            last_yours = i;
    /* A move made answers everything said before it. */
    int heard = went_on > last_yours ? went_on : last_yours >= 0 ? last_yours + 1 : -1;
    /* The words not the player's, in order: the first not yet answered
     * waits; else the latest stays. */
    LessonSaid latest = said_of(lesson->intro, lesson->intro_args, 0, false);
    if (heard < 0)
        return said_of(lesson->intro, lesson->intro_args, 0, true);
    for (int i = 0; i < stop; i++) {
        const LessonMove *move = &lesson->moves[i];
        StringId words = move_words(move, penalty);
        if (move->actor != LESSON_THEY || words == LESSON_SILENT)
            continue;
        latest = said_of(words, move->args, i + 1, i + 1 > heard);
        if (latest.waits)
            return latest;
    }
    if (next >= moves)
        return said_of(lesson->free != LESSON_SILENT ? lesson->free : lesson_done_words(lesson, penalty), NULL, moves,
                       false);
    LessonSaid yours;
    if (lesson->moves[next].actor == LESSON_YOU && your_words(lesson, next, penalty, &yours))
        return yours;
    /* The opponent to move: the player's words on the move just made, or
     * the words since, whichever came last. */
    if (last_yours >= latest.at && your_words(lesson, last_yours, penalty, &yours)) {
        yours.at = last_yours;
        return yours;
    }
    return latest;
}

bool lesson_holds(const Lesson *lesson, int next, int went_on)
{
    /* Whether words wait is the same under either penalty: only the
     * player's words have a classic form. */
    return next < lesson_move_count(lesson) && lesson->moves[next].actor == LESSON_THEY &&
           lesson_said(lesson, next, went_on, PENALTY_STANDARD).waits;
}

LessonSaid lesson_instead(const Lesson *lesson, int next, PenaltyRule penalty)
{
    LessonSaid own, out = said_of(STR_LESSON_NOT_NOW, NULL, next, false);
    if (next < 0 || next >= lesson_move_count(lesson))
        return out;
    /* The reason names the cards of the move's own words. */
    if (your_words(lesson, next, penalty, &own))
        memcpy(out.args, own.args, sizeof out.args);
    if (lesson->moves[next].instead != LESSON_SILENT)
        out.words = lesson->moves[next].instead;
    return out;
}
