/* The six lessons.  Each deal is chosen so that what the lesson teaches
 * must arise: tests/app/test_lesson_book.c plays every one through the core
 * under both presets and checks the situation it is written for. */
#include "learn/lesson.h"

#define YOU(act, words, cards, otherwise) \
    { \
        LESSON_YOU, act, words, LESSON_SILENT, cards, otherwise \
    }
#define THEY(act, words, cards) \
    { \
        LESSON_THEY, act, words, LESSON_SILENT, cards, LESSON_SILENT \
    }
#define THEY_QUIET(act) THEY(act, LESSON_SILENT, NULL)

static const Lesson LESSONS[LESSON_COUNT] = {
    /* Following suit, heading the trick, the ace's place; a trick lost. */
    {
        .title = STR_LESSON_1_TITLE,
        .summary = STR_LESSON_1_SUMMARY,
        .intro = STR_LESSON_1_INTRO,
        .done = STR_LESSON_1_DONE,
        .you_deal = true,
        .you = "KH JH 7H AS TD",
        .they = "QH TS 7S 8D KD",
        .turnup = "8C",
        .moves =
            {
                THEY_QUIET("stand"),
                THEY_QUIET("play QH"),
                YOU("play KH", STR_LESSON_1_FOLLOW, "QH KH", LESSON_SILENT),
                YOU("play AS", STR_LESSON_1_ACE, "AS", STR_LESSON_1_ACE_INSTEAD),
                THEY_QUIET("play TS"),
                YOU("play JH", STR_LESSON_1_VOID, "JH", STR_LESSON_1_VOID_INSTEAD),
                THEY_QUIET("play 8D"),
                YOU("play TD", STR_LESSON_1_LOSE, "TD", STR_LESSON_1_LOSE_INSTEAD),
                THEY("play KD", STR_LESSON_1_BEATEN, "KD TD"),
                THEY_QUIET("play 7S"),
                YOU("play 7H", STR_LESSON_1_LAST, "7S 7H", LESSON_SILENT),
            },
    },
    /* A turned-up king for the dealer; trumping when out of the suit led. */
    {
        .title = STR_LESSON_2_TITLE,
        .summary = STR_LESSON_2_SUMMARY,
        .intro = STR_LESSON_2_INTRO,
        .intro_args = "KS",
        .done = STR_LESSON_2_DONE,
        .you_deal = true,
        .you = "9S 7S QD JC TC",
        .they = "AH TH KC 8D 7D",
        .turnup = "KS",
        .moves =
            {
                THEY_QUIET("stand"),
                THEY_QUIET("play AH"),
                YOU("play 7S", STR_LESSON_2_TRUMP, "AH 7S", STR_LESSON_2_TRUMP_INSTEAD),
                YOU("play QD", STR_LESSON_2_LEAD, "QD", STR_LESSON_PLAY_THE),
                THEY_QUIET("play 7D"),
                YOU("play JC", STR_LESSON_2_CLUB, "JC", STR_LESSON_PLAY_THE),
                THEY("play KC", STR_LESSON_2_HEADED, "KC"),
                THEY_QUIET("play TH"),
                YOU("play 9S", STR_LESSON_2_AGAIN, "TH 9S", STR_LESSON_2_AGAIN_INSTEAD),
                YOU("play TC", STR_LESSON_2_LAST, "TC", STR_LESSON_PLAY_THE),
                THEY_QUIET("play 8D"),
            },
    },
    /* Proposing; an exchange accepted, then a proposal refused. */
    {
        .title = STR_LESSON_3_TITLE,
        .summary = STR_LESSON_3_SUMMARY,
        .intro = STR_LESSON_3_INTRO,
        .done = STR_LESSON_3_DONE,
        .free = STR_LESSON_3_FREE,
        .you_deal = false,
        .you = "8S 7C 9H JD 8C",
        .they = "9D 8D QS JC AH",
        .turnup = "7D",
        .stock = "QD AD KS 9C 8H 7S",
        .moves =
            {
                YOU("propose", STR_LESSON_3_PROPOSE, "JD", STR_LESSON_3_PROPOSE_INSTEAD),
                THEY_QUIET("accept"),
                YOU("discard 8S 7C 9H 8C", STR_LESSON_3_DISCARD, "JD", STR_LESSON_3_DISCARD_INSTEAD),
                THEY("discard JC AH", STR_LESSON_3_DEALER, NULL),
                YOU("propose", STR_LESSON_3_AGAIN, "QD AD KS", STR_LESSON_3_AGAIN_INSTEAD),
                THEY_QUIET("refuse"),
            },
    },
    /* The king of trumps, declared before the first card. */
    {
        .title = STR_LESSON_4_TITLE,
        .summary = STR_LESSON_4_SUMMARY,
        .intro = STR_LESSON_4_INTRO,
        .done = STR_LESSON_4_DONE,
        .free = STR_LESSON_4_FREE,
        .you_deal = false,
        .you = "KH QH TH AC KS",
        .they = "9H JD 9D QC 8S",
        .turnup = "8H",
        .moves =
            {
                YOU("stand", STR_LESSON_4_STAND, NULL, STR_LESSON_4_STAND_INSTEAD),
                YOU("declare", STR_LESSON_4_DECLARE, "KH", STR_LESSON_4_DECLARE_INSTEAD),
            },
    },
    /* Three tricks, the vole, and what standing risks under each penalty. */
    {
        .title = STR_LESSON_5_TITLE,
        .summary = STR_LESSON_5_SUMMARY,
        .summary_classic = STR_LESSON_5_SUMMARY_CLASSIC,
        .intro = STR_LESSON_5_INTRO,
        .done = STR_LESSON_5_DONE,
        .done_classic = STR_LESSON_5_DONE_CLASSIC,
        .you_deal = false,
        .you = "QC JC AC KH QH",
        .they = "TC 7C JH 9D 8S",
        .turnup = "8C",
        .stock = "KC",
        .moves =
            {
                {LESSON_YOU, "stand", STR_LESSON_5_STAND, STR_LESSON_5_STAND_CLASSIC, NULL, STR_LESSON_5_STAND_INSTEAD},
                YOU("play QC", STR_LESSON_5_DRAW, "QC", STR_LESSON_5_DRAW_INSTEAD),
                THEY_QUIET("play 7C"),
                YOU("play JC", STR_LESSON_5_DRAW_AGAIN, "JC", STR_LESSON_5_DRAW_INSTEAD),
                THEY_QUIET("play TC"),
                YOU("play KH", STR_LESSON_5_HEARTS, "KH", STR_LESSON_PLAY_THE),
                THEY_QUIET("play JH"),
                YOU("play QH", STR_LESSON_5_THREE, "QH", STR_LESSON_PLAY_THE),
                THEY_QUIET("play 9D"),
                YOU("play AC", STR_LESSON_5_FOUR, "AC", STR_LESSON_PLAY_THE),
                THEY_QUIET("play 8S"),
            },
    },
    /* A jeu de règle, played without proposing. */
    {
        .title = STR_LESSON_6_TITLE,
        .summary = STR_LESSON_6_SUMMARY,
        .intro = STR_LESSON_6_INTRO,
        .done = STR_LESSON_6_DONE,
        .free = STR_LESSON_6_FREE,
        .you_deal = false,
        .you = "QS 9S KH QH JH",
        .they = "8S AD 9D QC 7H",
        .turnup = "7S",
        .moves =
            {
                YOU("stand", STR_LESSON_6_STAND, NULL, STR_LESSON_6_STAND_INSTEAD),
            },
    },
};

const Lesson *lesson_get(int number) { return number >= 1 && number <= LESSON_COUNT ? &LESSONS[number - 1] : NULL; }
