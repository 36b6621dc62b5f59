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

StringId lesson_words(const Lesson *lesson, int next, PenaltyRule penalty, Card args[LESSON_ARGS_MAX])
{
    for (int i = 0; i < LESSON_ARGS_MAX; i++)
        args[i] = CARD_NONE;
    int moves = lesson_move_count(lesson);
    if (next >= moves)
        return lesson->free != LESSON_SILENT ? lesson->free : lesson_done_words(lesson, penalty);
    /* What to do now, when it is the player's move; else the latest words. */
    int from = lesson->moves[next].actor == LESSON_YOU && lesson->moves[next].say != LESSON_SILENT ? next : next - 1;
    for (int i = from; i >= 0; i--) {
        const LessonMove *move = &lesson->moves[i];
        StringId say = penalty == PENALTY_CLASSIC && move->say_classic != LESSON_SILENT ? move->say_classic : move->say;
        if (say != LESSON_SILENT) {
            parse_cards(move->args, args, LESSON_ARGS_MAX);
            return say;
        }
    }
    parse_cards(lesson->intro_args, args, LESSON_ARGS_MAX);
    return lesson->intro;
}
