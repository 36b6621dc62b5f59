#include "ui/review_words.h"

#include <stdio.h>
#include <string.h>

#include "i18n/strings.h"

const char *review_words_mark(RatingGrade grade)
{
    return grade == RATING_GOOD ? str_get(STR_REV_MARK_GOOD) : rating_grade_mark(grade);
}

static const char *grade_word(RatingGrade grade)
{
    static const StringId WORDS[RATING_GRADE_COUNT] = {STR_REV_GOOD, STR_REV_INACCURACY, STR_REV_MISTAKE,
                                                       STR_REV_BLUNDER};
    return str_get(WORDS[(unsigned)grade < RATING_GRADE_COUNT ? grade : RATING_GOOD]);
}

/* Cards as printed on them, lowest first: "7♠ 8♥". */
static void card_words(CardSet cards, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (CardSet rest = cards; rest; rest = cardset_without_lowest(rest)) {
        char card[32];
        str_card(cardset_lowest(rest), card, sizeof card);
        int n = snprintf(out + used, size - used, "%s%s", used ? " " : "", card);
        if (n < 0 || (size_t)n >= size - used)
            break;
        used += (size_t)n;
    }
}

/* What was done at `step`, by the player (`mine`) or the opponent. */
static void describe(const Journal *journal, int step, bool mine, bool open, char *out, size_t size)
{
    /* The decisions said alike whatever came before: the player's, then
     * the opponent's. */
    static const StringId SAID[][2] = {
        [ACTION_PROPOSE] = {STR_REV_YOU_PROPOSED, STR_REV_OPP_PROPOSED},
        [ACTION_ACCEPT] = {STR_REV_YOU_ACCEPTED, STR_REV_OPP_ACCEPTED},
        [ACTION_REFUSE] = {STR_REV_YOU_REFUSED, STR_REV_OPP_REFUSED},
        [ACTION_DECLARE] = {STR_REV_YOU_DECLARED, STR_REV_OPP_DECLARED},
    };
    Action action = journal->steps[step].action;
    int voice = mine ? 0 : 1;
    char cards[160];
    switch (action.type) {
    case ACTION_STAND: {
        /* After an exchange, playing on is no longer playing without one:
         * that is the name of a bonus the hand no longer can score. */
        Game before;
        bool exchanged = journal_state(journal, step, &before) && before.exchange_count > 0;
        static const StringId STOOD[2][2] = {{STR_REV_YOU_STOOD, STR_REV_OPP_STOOD},
                                             {STR_REV_YOU_PLAYED_ON, STR_REV_OPP_PLAYED_ON}};
        str_format(out, size, STOOD[exchanged][voice], NULL, NULL, NULL);
        break;
    }
    case ACTION_DISCARD: {
        unsigned long count = (unsigned long)cardset_count(action.cards);
        card_words(action.cards, cards, sizeof cards);
        if (count == 0)
            str_format(out, size, mine ? STR_REV_YOU_KEPT : STR_REV_OPP_KEPT, NULL, NULL, NULL);
        else if (mine || open) /* the opponent's discards only once every card is open */
            str_format_plural(out, size, mine ? STR_REV_YOU_DISCARDED : STR_REV_OPP_DISCARDED, count, cards, NULL);
        else
            str_format_plural(out, size, STR_REV_OPP_EXCHANGED, count, NULL, NULL);
        break;
    }
    case ACTION_PLAY:
        str_card(action.card, cards, sizeof cards);
        str_format(out, size, mine ? STR_REV_YOU_PLAYED : STR_REV_OPP_PLAYED, cards, NULL, NULL);
        break;
    default: str_format(out, size, SAID[action.type][voice], NULL, NULL, NULL); break;
    }
}

void review_words_better(const AiHint *hint, bool yours, char *out, size_t size)
{
    /* Each reason's sentence to the player, then of the opponent. */
    static const StringId SAID[][2] = {
        [AI_HINT_DECLARE] = {STR_REVB_DECLARE_YOU, STR_REVB_DECLARE_OPP},
        [AI_HINT_PROPOSE] = {STR_REVB_PROPOSE_YOU, STR_REVB_PROPOSE_OPP},
        [AI_HINT_REFUSE] = {STR_REVB_REFUSE_YOU, STR_REVB_REFUSE_OPP},
        [AI_HINT_ACCEPT] = {STR_REVB_ACCEPT_YOU, STR_REVB_ACCEPT_OPP},
        [AI_HINT_DISCARD_KEEP] = {STR_REVB_DISCARD_KEEP_YOU, STR_REVB_DISCARD_KEEP_OPP},
        [AI_HINT_DISCARD] = {STR_REVB_DISCARD_YOU, STR_REVB_DISCARD_OPP},
        [AI_HINT_KEEP_ALL] = {STR_REVB_KEEP_ALL_YOU, STR_REVB_KEEP_ALL_OPP},
        [AI_HINT_WIN_CHEAPLY] = {STR_REVB_WIN_CHEAPLY_YOU, STR_REVB_WIN_CHEAPLY_OPP},
        [AI_HINT_TRUMP_IN] = {STR_REVB_TRUMP_IN_YOU, STR_REVB_TRUMP_IN_OPP},
        [AI_HINT_THROW_LOW] = {STR_REVB_THROW_LOW_YOU, STR_REVB_THROW_LOW_OPP},
        [AI_HINT_SAVE_TRUMP] = {STR_REVB_SAVE_TRUMP_YOU, STR_REVB_SAVE_TRUMP_OPP},
        [AI_HINT_LEAD_MASTER] = {STR_REVB_LEAD_MASTER_YOU, STR_REVB_LEAD_MASTER_OPP},
        [AI_HINT_LEAD_LOW] = {STR_REVB_LEAD_LOW_YOU, STR_REVB_LEAD_LOW_OPP},
        [AI_HINT_BEST_CHANCE] = {STR_REVB_BEST_CHANCE_YOU, STR_REVB_BEST_CHANCE_OPP},
    };
    int voice = yours ? 0 : 1;
    char card[32], what[160], percent[12];
    str_card(hint->card != CARD_NONE ? hint->card : hint->action.card, card, sizeof card);
    if (hint->action.type == ACTION_DISCARD)
        str_card_list(hint->action.cards, STR_LIST_AND, what, sizeof what);
    else
        str_card(hint->action.card, what, sizeof what);
    snprintf(percent, sizeof percent, "%d", hint->percent);
    unsigned long count = hint->count < 0 ? 0 : (unsigned long)hint->count;
    const char *suit = str_suit_plural(hint->suit);
    out[0] = '\0';
    switch (hint->reason) {
    case AI_HINT_ONLY_CHOICE: break; /* nothing was better */
    case AI_HINT_STAND:
        if (hint->count > 0)
            str_format_plural(out, size, yours ? STR_REVB_STAND_YOU : STR_REVB_STAND_OPP, count, percent, NULL);
        else
            str_format(out, size, yours ? STR_REVB_STAND_PLAIN_YOU : STR_REVB_STAND_PLAIN_OPP, percent, NULL, NULL);
        break;
    case AI_HINT_LEAD_TRUMP:
        str_format_plural(out, size, yours ? STR_REVB_LEAD_TRUMP_YOU : STR_REVB_LEAD_TRUMP_OPP, count, card, NULL);
        break;
    case AI_HINT_PROPOSE:
    case AI_HINT_REFUSE:
    case AI_HINT_ACCEPT: str_format(out, size, SAID[hint->reason][voice], percent, NULL, NULL); break;
    case AI_HINT_DISCARD_KEEP:
    case AI_HINT_DISCARD: str_format(out, size, SAID[hint->reason][voice], what, NULL, NULL); break;
    case AI_HINT_DECLARE:
    case AI_HINT_KEEP_ALL: str_format(out, size, SAID[hint->reason][voice], NULL, NULL, NULL); break;
    case AI_HINT_TRUMP_IN: str_format(out, size, SAID[hint->reason][voice], card, suit, NULL); break;
    case AI_HINT_LEAD_MASTER:
    case AI_HINT_LEAD_LOW: str_format(out, size, SAID[hint->reason][voice], card, suit, NULL); break;
    case AI_HINT_BEST_CHANCE: str_format(out, size, SAID[hint->reason][voice], what, percent, NULL); break;
    case AI_HINT_WIN_CHEAPLY:
    case AI_HINT_THROW_LOW:
    case AI_HINT_SAVE_TRUMP: str_format(out, size, SAID[hint->reason][voice], card, NULL, NULL); break;
    }
}

/* What open play would have done at a card played, and what that card was
 * worth, said of the seat that played it. */
static void open_words(const ReviewOpenCard *open, bool mine, char *out, size_t size)
{
    char best[32], taken[32];
    str_card(open->best, best, sizeof best);
    str_card(open->taken, taken, sizeof taken);
    if (open->best_tricks == 0) {
        str_format(out, size, mine ? STR_REV_OPEN_NONE_YOU : STR_REV_OPEN_NONE_OPP, NULL, NULL, NULL);
        return;
    }
    if (open->taken_tricks == open->best_tricks) {
        str_format_plural(out, size, mine ? STR_REV_OPEN_RIGHT_YOU : STR_REV_OPEN_RIGHT_OPP,
                          (unsigned long)open->best_tricks, taken, NULL);
        return;
    }
    char first[320], second[160];
    str_format_plural(first, sizeof first, mine ? STR_REV_OPEN_BEST_YOU : STR_REV_OPEN_BEST_OPP,
                      (unsigned long)open->best_tricks, best, NULL);
    str_format_plural(second, sizeof second, mine ? STR_REV_OPEN_TAKEN_YOU : STR_REV_OPEN_TAKEN_OPP,
                      (unsigned long)open->taken_tricks, taken, NULL);
    snprintf(out, size, "%s %s", first, second);
}

void review_words_none(ReviewText *out)
{
    memset(out, 0, sizeof *out);
    str_format(out->verdict, sizeof out->verdict, STR_REV_NOTHING, NULL, NULL, NULL);
}

void review_words_of(const Journal *journal, int step, uint8_t you, const Rating *rating, bool deep, bool open,
                     ReviewText *out)
{
    memset(out, 0, sizeof *out);
    if (step < 0 || step >= journal->count) {
        review_words_none(out);
        return;
    }
    const JournalStep *taken = &journal->steps[step];
    bool mine = taken->seat == you;
    char action[256];
    describe(journal, step, mine, open, action, sizeof action);
    ReviewOpenCard hindsight;
    if (open && review_open_card(journal, step, &hindsight))
        open_words(&hindsight, mine, out->hindsight, sizeof out->hindsight);
    if (!rating) {
        snprintf(out->mark, sizeof out->mark, "…");
        snprintf(out->verdict, sizeof out->verdict, "%s", action);
        str_format(out->detail, sizeof out->detail, STR_REV_RATING, NULL, NULL, NULL);
        return;
    }
    out->rated = true;
    out->deep = deep;
    out->grade = rating->grade;
    snprintf(out->mark, sizeof out->mark, "%s", review_words_mark(rating->grade));
    str_format(out->verdict, sizeof out->verdict, STR_LABELLED, grade_word(rating->grade), action, NULL);
    if (rating->choices < 2) {
        str_format(out->detail, sizeof out->detail, STR_REV_ONLY_MOVE, NULL, NULL, NULL);
    } else if (rating->grade != RATING_GOOD) {
        char percent[16];
        snprintf(percent, sizeof percent, "%d", review_loss_percent(rating->loss));
        str_format(out->detail, sizeof out->detail, mine ? STR_REV_LOSS : STR_REV_LOSS_OPP, percent, NULL, NULL);
        review_words_better(&rating->hint, mine, out->better, sizeof out->better);
    }
    if (deep && rating->choices > 1)
        str_format(out->checked, sizeof out->checked, STR_REV_EXPERT, NULL, NULL, NULL);
}

void review_words_hand(const Journal *journal, const ReviewSteps *steps, uint8_t you, char *out, size_t size)
{
    ReviewOpenHand hand;
    out[0] = '\0';
    if (!review_open_hand(journal, steps, you, &hand))
        return;
    review_words_open_hand(&hand, out, size);
}

void review_words_open_hand(const ReviewOpenHand *hand, char *out, size_t size)
{
    char open[320], took[200] = "";
    str_format_plural(open, sizeof open, STR_REV_HAND_OPEN, (unsigned long)hand->open_tricks, NULL, NULL);
    /* More than open play allows is the other side's doing: said, so that
     * the two numbers do not seem to disagree. */
    if (hand->finished)
        str_format_plural(took, sizeof took,
                          hand->took > hand->open_tricks ? STR_REV_HAND_TOOK_MORE : STR_REV_HAND_TOOK,
                          (unsigned long)hand->took, NULL, NULL);
    snprintf(out, size, "%s%s%s", open, took[0] ? " " : "", took);
}
