/* The review of a hand: the decisions it steps through, opened from the
 * hand's summary, moved through with the keys, the wheel and the pointer,
 * its marks filled in by the analysis, the deal asked to be played again,
 * and closed back to the summary. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cmocka.h>

#include "app_support.h"
#include "ecarte/journal.h"
#include "ecarte/savegame.h"
#include "i18n/strings.h"
#include "screens/game_over.h"
#include "screens/review.h"
#include "screens/summary.h"
#include "session/analysis.h"
#include "session/session.h"
#include "ui/review_steps.h"
#include "ui/review_words.h"

/* ---- the steps, from a journal made without a window ---------------------- */

/* Hands played through the rules alone, the choices varied so that
 * exchanges happen too; fewer if the game ends first.  Returns how many. */
static int play_hands(Journal *journal, int hands)
{
    Game game;
    GameOptions options = options_preset(PRESET_STANDARD);
    assert_true(game_init(&game, &options, 77, 0));
    journal_begin(journal, &game);
    int played = 0;
    for (; played < hands && game.phase != PHASE_GAME_OVER; played++) {
        assert_int_equal(journal_deal(journal, &game, NULL, NULL), RULE_OK);
        while (game.phase != PHASE_HAND_OVER && game.phase != PHASE_GAME_OVER) {
            ActionList legal;
            game_legal_actions(&game, &legal);
            assert_true(legal.count > 0);
            Action action = legal.items[journal->count % legal.count];
            assert_int_equal(journal_apply(journal, &game, action, NULL), RULE_OK);
        }
    }
    return played;
}

/* What the steps must be, worked out another way: every action the
 * journal says belongs to the hand. */
static int expected_steps(const Journal *journal, int hand, int seat, int *out)
{
    int count = 0;
    for (int i = 0; i < journal->count; i++)
        if (journal->steps[i].kind == JOURNAL_ACTION && journal_hand_of(journal, i) == hand &&
            (seat < 0 || journal->steps[i].seat == seat))
            out[count++] = i;
    return count;
}

static void test_steps_list_every_decision_of_the_hand(void **state)
{
    (void)state;
    static Journal journal;
    static ReviewSteps steps;
    static int expected[JOURNAL_STEPS_MAX];
    int hands = play_hands(&journal, 3);
    assert_true(hands >= 2);
    for (int hand = 1; hand <= hands; hand++) {
        for (int seat = -1; seat < SEAT_COUNT; seat++) {
            assert_true(review_steps_build(&steps, &journal, hand, seat < 0 ? 0 : (uint8_t)seat, seat < 0));
            int count = expected_steps(&journal, hand, seat, expected);
            assert_true(count > 0);
            assert_int_equal(steps.hand, hand);
            assert_int_equal(steps.count, count);
            assert_memory_equal(steps.steps, expected, sizeof expected[0] * (size_t)count);
        }
        /* Both seats together are exactly the two seats' decisions. */
        ReviewSteps mine, theirs;
        review_steps_build(&mine, &journal, hand, 0, false);
        review_steps_build(&theirs, &journal, hand, 1, false);
        review_steps_build(&steps, &journal, hand, 0, true);
        assert_int_equal(steps.count, mine.count + theirs.count);
        assert_true(mine.count > 0 && theirs.count > 0);
    }
    assert_false(review_steps_build(&steps, &journal, hands + 1, 0, true));
    assert_int_equal(steps.count, 0);

    /* From the player's decisions to both seats' and back, the review
     * stays at the same moment or the next one listed. */
    ReviewSteps mine;
    review_steps_build(&mine, &journal, 2, 0, false);
    review_steps_build(&steps, &journal, 2, 0, true);
    for (int i = 0; i < mine.count; i++)
        assert_int_equal(steps.steps[review_steps_nearest(&steps, mine.steps[i])], mine.steps[i]);
    for (int i = 0; i < steps.count; i++) {
        int at = review_steps_nearest(&mine, steps.steps[i]);
        assert_true(mine.steps[at] >= steps.steps[i] || at == mine.count - 1);
    }
}

/* A game played to its end, saved and read back: the review of each of its
 * hands lists every decision taken in it, in order, with nothing missing. */
static void test_a_saved_game_reviews_every_decision(void **state)
{
    (void)state;
    enum { TAKEN_MAX = 400 };
    static SaveGame save, read;
    static char text[SAVEGAME_TEXT_MAX];
    static ReviewSteps steps;
    static struct {
        int hand;
        uint8_t seat;
        Action action;
    } taken[TAKEN_MAX];
    int taken_count = 0;

    GameOptions options = options_preset(PRESET_CLASSIC);
    assert_true(game_init(&save.game, &options, 2024, SEAT_NONE));
    journal_begin(&save.journal, &save.game);
    save.level = AI_HARD;
    save.preset = PRESET_CLASSIC;
    Rng chooser = rng_seeded(9);
    while (!game_is_over(&save.game)) {
        assert_int_equal(journal_deal(&save.journal, &save.game, NULL, NULL), RULE_OK);
        while (save.game.to_act != SEAT_NONE) {
            ActionList legal;
            game_legal_actions(&save.game, &legal);
            Action action = legal.items[rng_below(&chooser, (uint32_t)legal.count)];
            assert_true(taken_count < TAKEN_MAX);
            taken[taken_count].hand = save.game.hands_dealt;
            taken[taken_count].seat = save.game.to_act;
            taken[taken_count].action = action;
            taken_count++;
            assert_int_equal(journal_apply(&save.journal, &save.game, action, NULL), RULE_OK);
        }
    }
    size_t length = savegame_write(&save, text, sizeof text);
    assert_true(length > 0);
    char why[256];
    assert_int_equal(savegame_parse(text, length, &read, why, sizeof why), STORE_VERDICT_OK);

    int listed = 0;
    for (int hand = 1; hand <= read.game.hands_dealt; hand++) {
        assert_true(review_steps_build(&steps, &read.journal, hand, 0, true));
        for (int i = 0; i < steps.count; i++, listed++) {
            const JournalStep *step = &read.journal.steps[steps.steps[i]];
            assert_true(listed < taken_count);
            assert_int_equal(taken[listed].hand, hand);
            assert_int_equal(step->seat, taken[listed].seat);
            assert_true(action_equal(step->action, taken[listed].action));
        }
    }
    assert_int_equal(listed, taken_count);
}

/* Hindsight at every card played, of the hand its seat held then, and
 * over the whole hand from its first card. */
static void test_hindsight_at_each_card_and_of_the_hand(void **state)
{
    (void)state;
    static Journal journal;
    int hands = play_hands(&journal, 3);
    int cards = 0, others = 0, short_of_best = 0;
    for (int hand = 1; hand <= hands; hand++) {
        ReviewSteps steps;
        review_steps_build(&steps, &journal, hand, 0, true);
        int first_card = -1;
        for (int i = 0; i < steps.count; i++) {
            int step = steps.steps[i];
            const JournalStep *taken = &journal.steps[step];
            ReviewOpenCard open;
            bool played = taken->action.type == ACTION_PLAY;
            assert_int_equal(review_open_card(&journal, step, &open), played);
            if (!played) {
                others++;
                continue;
            }
            if (first_card < 0)
                first_card = step;
            cards++;
            Game before, after;
            assert_true(journal_state(&journal, step, &before));
            assert_true(journal_state(&journal, step + 1, &after));
            OpenPlay here, then;
            assert_true(rating_open_play(&before, taken->seat, &here));
            assert_int_equal(open.seat, taken->seat);
            assert_int_equal(open.taken, taken->action.card);
            assert_int_equal(open.best_tricks, here.tricks);
            /* The card played, then perfect play: what open play says of
             * the moment after it. */
            if (after.phase == PHASE_PLAY) {
                assert_true(rating_open_play(&after, taken->seat, &then));
                assert_int_equal(open.taken_tricks, then.tricks);
            }
            assert_true(open.taken_tricks <= open.best_tricks);
            /* The card named comes from the hand its seat held then, and is
             * the one played wherever that was as good. */
            assert_true(cardset_has(before.hands[taken->seat], open.best));
            if (open.taken_tricks == open.best_tricks)
                assert_int_equal(open.best, open.taken);
            else
                short_of_best++;
        }
        for (uint8_t seat = 0; seat < SEAT_COUNT; seat++) {
            ReviewOpenHand whole;
            assert_true(review_open_hand(&journal, &steps, seat, &whole));
            assert_int_equal(whole.step, first_card);
            Game start, end;
            OpenPlay open;
            assert_true(journal_state(&journal, first_card, &start));
            assert_true(rating_open_play(&start, seat, &open));
            assert_int_equal(whole.open_tricks, open.tricks);
            assert_true(journal_state(&journal, steps.end, &end));
            assert_true(whole.finished);
            assert_int_equal(whole.took, end.tricks[seat]);
            int won = 0;
            for (int t = 0; t < end.history_count; t++)
                won += end.history[t].winner == seat;
            assert_int_equal(whole.took, won);
        }
    }
    assert_true(cards > 0 && others > 0 && short_of_best > 0);
}

static void test_cards_and_loss(void **state)
{
    (void)state;
    Card nine = card_make(SUIT_HEARTS, RANK_9), king = card_make(SUIT_HEARTS, RANK_KING);
    Rating rating;
    memset(&rating, 0, sizeof rating);
    rating.taken = action_play(nine);
    rating.best = action_play(king);
    rating.grade = RATING_MISTAKE;
    CardSet taken, better;
    review_cards(&rating, rating.taken, &taken, &better);
    assert_true(taken == cardset_of(nine) && better == cardset_of(king));
    rating.grade = RATING_GOOD; /* good enough: nothing better to point at */
    review_cards(&rating, rating.taken, &taken, &better);
    assert_true(taken == cardset_of(nine) && better == 0);
    review_cards(NULL, action_discard(cardset_of(nine) | cardset_of(king)), &taken, &better);
    assert_true(taken == (cardset_of(nine) | cardset_of(king)) && better == 0);
    assert_int_equal(review_loss_percent(0.123), 12);
    assert_int_equal(review_loss_percent(0.001), 1);
    assert_int_equal(review_loss_percent(0.0), 0);
}

/* ---- the screen, in the real app ---------------------------------------- */

static bool hand_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_HAND_OVER || game->phase == PHASE_GAME_OVER;
}

/* The app at the summary of its second hand. */
static App *second_summary_of(App *app)
{
    assert_true(support_play_until(app, hand_over, 2000));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    support_key(app, SDLK_SPACE); /* the next hand */
    assert_true(support_play_until(app, hand_over, 2000));
    assert_int_equal(support_game(app)->phase, PHASE_HAND_OVER);
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    assert_int_equal(support_game(app)->hands_dealt, 2);
    return app;
}

static App *at_second_summary(int w, int h) { return second_summary_of(support_app(21, w, h, SPEED_INSTANT, false)); }

static void click_rect(App *app, Rect r) { support_click(app, r.x + r.w / 2, r.y + r.h / 2, 1); }

static void test_opened_from_the_summary_and_closed_back(void **state)
{
    (void)state;
    App *app = at_second_summary(1280, 800);
    const Screen *summary = app_top_screen(app);
    double opened_at = summary->opened_at;
    app_render(app, 0);

    support_key(app, SDLK_r);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    assert_int_equal(review_steps(app_top_screen(app))->hand, 2);
    assert_true(review_steps(app_top_screen(app))->count > 0);
    app_render(app, 0);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    assert_true(app_top_screen(app) == summary && summary->opened_at == opened_at);

    const Layout *layout = app_layout(app);
    click_rect(app, summary_review_button(layout));
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    app_render(app, 0);
    click_rect(app, review_button(layout, REVIEW_HIT_CLOSE));
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
    assert_true(app_top_screen(app) == summary && summary->opened_at == opened_at);

    /* The summary's own button still deals the next hand. */
    click_rect(app, summary_button(layout));
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_int_equal(support_game(app)->hands_dealt, 3);
    app_destroy(app);
}

static int position(App *app) { return review_position(app_top_screen(app)); }

static void test_keys_wheel_and_pointer_move_through_the_steps(void **state)
{
    (void)state;
    App *app = at_second_summary(800, 600);
    support_key(app, SDLK_r);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    const Screen *review = app_top_screen(app);
    int count = review_steps(review)->count;
    assert_true(count >= 4);
    assert_int_equal(position(app), 0);

    support_key(app, SDLK_RIGHT);
    assert_int_equal(position(app), 1);
    support_key(app, SDLK_RIGHT);
    assert_int_equal(position(app), 2);
    support_key(app, SDLK_LEFT);
    assert_int_equal(position(app), 1);
    support_key(app, SDLK_END);
    assert_int_equal(position(app), count - 1);
    support_key(app, SDLK_RIGHT); /* no further than the last */
    assert_int_equal(position(app), count - 1);
    support_key(app, SDLK_HOME);
    assert_int_equal(position(app), 0);
    support_key(app, SDLK_LEFT);
    assert_int_equal(position(app), 0);
    support_wheel(app, -1); /* towards the player: on */
    assert_int_equal(position(app), 1);
    support_wheel(app, -2);
    assert_int_equal(position(app), 3);
    support_wheel(app, 1);
    assert_int_equal(position(app), 2);
    app_render(app, 0);

    const Layout *layout = app_layout(app);
    click_rect(app, review_button(layout, REVIEW_HIT_NEXT));
    assert_int_equal(position(app), 3);
    click_rect(app, review_button(layout, REVIEW_HIT_PREV));
    assert_int_equal(position(app), 2);
    click_rect(app, review_step_rect(layout, count, count - 1));
    assert_int_equal(position(app), count - 1);
    click_rect(app, review_step_rect(layout, count, 0));
    assert_int_equal(position(app), 0);

    /* The computer's decisions join the player's, at the same moment. */
    support_key(app, SDLK_RIGHT);
    int shown = review_steps(review)->steps[position(app)];
    support_key(app, SDLK_c);
    assert_true(review_both_seats(review));
    assert_true(review_steps(review)->count > count);
    assert_int_equal(review_steps(review)->steps[position(app)], shown);
    app_render(app, 0);
    click_rect(app, review_button(layout, REVIEW_HIT_COMPUTER));
    assert_false(review_both_seats(review));
    assert_int_equal(review_steps(review)->count, count);
    assert_int_equal(review_steps(review)->steps[position(app)], shown);
    assert_false(app_ui(app)->four_colour); /* C is the review's own key here */

    support_key(app, SDLK_o);
    assert_true(review_open_cards(review));
    app_render(app, 0);
    click_rect(app, review_button(layout, REVIEW_HIT_OPEN));
    assert_false(review_open_cards(review));
    app_destroy(app);
}

/* The second hand's review, in a game whose review asks the expert too. */
static App *review_with_the_expert(void)
{
    AppConfig config;
    support_app_config(&config, 21, 1280, 800, SPEED_INSTANT, false);
    config.review_deepens = true;
    App *app = second_summary_of(support_open(&config));
    support_key(app, SDLK_r);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    return app;
}

static void test_the_expert_looks_again_at_the_hand_under_review(void **state)
{
    (void)state;
    App *app = review_with_the_expert();
    const Screen *review = app_top_screen(app);
    const Journal *journal = session_journal(app_session(app));
    uint8_t you = session_player(app_session(app));
    Analysis *analysis = app_analysis(app);
    analysis_wait_deep(analysis);

    const ReviewSteps *steps = review_steps(review);
    assert_true(steps->count > 0);
    bool differs = false;
    for (int i = 0; i < steps->count; i++) {
        if (i > 0)
            support_key(app, SDLK_RIGHT);
        int step = steps->steps[i];
        Rating quick, deep, expected;
        assert_true(analysis_rating(analysis, step, &quick));
        assert_true(analysis_deep_rating(analysis, step, &deep));
        /* The expert's own rating, worked out here from the same moment. */
        Game before;
        assert_true(journal_state(journal, step, &before));
        SeatView view;
        game_view(&before, journal->steps[step].seat, &view);
        assert_true(rating_rate_level(&view, journal->steps[step].action, RATING_SEED, AI_EXPERT, &expected));
        assert_true(action_equal(deep.best, expected.best) && action_equal(deep.taken, expected.taken));
        assert_int_equal(deep.choices, expected.choices);
        assert_true(deep.taken_value == expected.taken_value && deep.best_value == expected.best_value);
        assert_int_equal(deep.grade, expected.grade);
        differs |= deep.choices > 1 && (deep.taken_value != quick.taken_value || deep.best_value != quick.best_value);
        /* The review shows the expert's. */
        ReviewText text;
        review_text(review, journal, analysis, you, &text);
        assert_true(text.rated && text.deep);
        assert_int_equal(text.grade, deep.grade);
        assert_string_equal(text.checked, deep.choices > 1 ? str_get(STR_REV_EXPERT) : "");
    }
    assert_true(differs); /* the two searches are not one */

    /* The first hand was not asked for. */
    int first, end;
    assert_true(journal_hand_steps(journal, 1, &first, &end));
    for (int step = first; step < end; step++) {
        Rating rating;
        if (journal->steps[step].kind == JOURNAL_ACTION)
            assert_false(analysis_deep_rating(analysis, step, &rating));
    }

    /* The tallies of the reviewed hand count the hard search's ratings
     * alone, whatever the expert found. */
    assert_true(journal_hand_steps(journal, 2, &first, &end));
    AnalysisTally tally;
    analysis_tally(analysis, you, first, end, &tally);
    double quick_sum = 0;
    int quick_decisions = 0;
    for (int step = first; step < end; step++) {
        Rating rating;
        if (journal->steps[step].kind != JOURNAL_ACTION || journal->steps[step].seat != you)
            continue;
        assert_true(analysis_deep_rating(analysis, step, &rating));
        assert_true(analysis_rating(analysis, step, &rating));
        if (rating.choices > 1) {
            quick_sum += rating.loss;
            quick_decisions++;
        }
    }
    assert_int_equal(tally.decisions, quick_decisions);
    assert_true(tally.loss_sum == quick_sum);
    app_destroy(app);
}

/* Closed at once, the review takes the expert off the hand: it rates the
 * decision it had begun, not the rest. */
static void test_closing_the_review_stops_the_expert(void **state)
{
    (void)state;
    App *app = review_with_the_expert();
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    const ReviewSteps *steps = review_steps(app_top_screen(app));
    int count = steps->count, first_step = steps->steps[0];
    assert_true(count >= 3);
    support_key(app, SDLK_ESCAPE);
    support_step(app, 10);
    assert_int_not_equal(support_top(app), SCREEN_REVIEW);
    Analysis *analysis = app_analysis(app);
    analysis_wait_deep(analysis); /* returns once nothing more is asked */
    const Journal *journal = session_journal(app_session(app));
    int deep = 0;
    for (int step = first_step; step < journal->count; step++) {
        Rating rating;
        deep += analysis_deep_rating(analysis, step, &rating);
    }
    assert_true(deep < count);
    app_destroy(app);
}

static void test_marks_fill_in_as_the_analysis_rates(void **state)
{
    (void)state;
    App *app = at_second_summary(1280, 800);
    support_key(app, SDLK_r);
    const Screen *review = app_top_screen(app);
    const Journal *journal = session_journal(app_session(app));
    uint8_t you = session_player(app_session(app));
    ReviewText text;

    /* Nothing rated: the decision is told, its rating awaited. */
    review_text(review, journal, NULL, you, &text);
    assert_false(text.rated);
    assert_string_equal(text.detail, str_get(STR_REV_RATING));
    assert_string_equal(text.mark, "…");

    Analysis *analysis = app_analysis(app);
    assert_non_null(analysis);
    analysis_wait(analysis);
    const ReviewSteps *steps = review_steps(review);
    bool some_good = false;
    assert_false(analysis_deep_rating(analysis, steps->steps[0], &(Rating){0})); /* not asked for here */
    for (int i = 0; i < steps->count; i++) {
        if (i > 0)
            support_key(app, SDLK_RIGHT);
        assert_int_equal(position(app), i);
        Rating rating;
        assert_true(analysis_rating(analysis, steps->steps[i], &rating));
        review_text(review, journal, analysis, you, &text);
        assert_true(text.rated);
        assert_int_equal(text.grade, rating.grade);
        const char *mark = rating.grade == RATING_GOOD ? "✓" : rating_grade_mark(rating.grade);
        assert_string_equal(text.mark, mark);
        assert_string_not_equal(text.detail, str_get(STR_REV_RATING));
        if (rating.grade != RATING_GOOD) {
            char percent[16];
            snprintf(percent, sizeof percent, "−%d%%", review_loss_percent(rating.loss));
            assert_non_null(strstr(text.detail, percent));
            assert_true(text.better[0] != '\0');
        } else {
            some_good = true;
            assert_string_equal(text.better, "");
            assert_string_equal(text.checked, ""); /* the hard search's alone */
        }
        app_render(app, 0);
    }
    assert_true(some_good);

    /* Hindsight with every card open, and not before: at the last decision,
     * a card played, and once for the whole hand. */
    char hand[512];
    assert_int_equal(journal->steps[steps->steps[steps->count - 1]].action.type, ACTION_PLAY);
    assert_string_equal(text.hindsight, "");
    review_hand_text(review, journal, hand, sizeof hand);
    assert_string_equal(hand, "");
    support_key(app, SDLK_o);
    review_text(review, journal, analysis, you, &text);
    assert_non_null(strstr(text.hindsight, "With all cards open"));
    review_hand_text(review, journal, hand, sizeof hand);
    assert_non_null(strstr(hand, "from the hand's first card"));
    app_render(app, 0);
    app_destroy(app);
}

static void test_play_this_deal_again(void **state)
{
    (void)state;
    App *app = at_second_summary(1280, 800);
    SeatView view;
    game_view(support_game(app), session_player(app_session(app)), &view);
    ScreenContext context;
    memset(&context, 0, sizeof context);
    context.layout = app_layout(app);
    context.view = &view;
    context.journal = session_journal(app_session(app));
    context.analysis = app_analysis(app);

    /* The screen alone, as the stack would hold it, opened on hand 2. */
    Screen screen;
    memset(&screen, 0, sizeof screen);
    screen.class = &REVIEW_SCREEN;
    screen.state = calloc(1, REVIEW_SCREEN.state_size);
    assert_non_null(screen.state);
    REVIEW_SCREEN.open(&screen, &context, 2);

    Command key;
    memset(&key, 0, sizeof key);
    key.type = CMD_KEY;
    key.key = CK_PLAY_AGAIN;
    Intent out = intent_of(INTENT_NONE);
    REVIEW_SCREEN.handle(&screen, &context, &key, &out);
    assert_int_equal(out.type, INTENT_REPLAY_DEAL);
    assert_int_equal(out.arg, 2);

    Rect again = review_button(context.layout, REVIEW_HIT_AGAIN);
    Command click;
    memset(&click, 0, sizeof click);
    click.type = CMD_POINTER_DOWN;
    click.button = SDL_BUTTON_LEFT;
    click.x = again.x + again.w / 2;
    click.y = again.y + again.h / 2;
    out = intent_of(INTENT_NONE);
    REVIEW_SCREEN.handle(&screen, &context, &click, &out);
    assert_int_equal(out.type, INTENT_REPLAY_DEAL);
    assert_int_equal(out.arg, 2);

    /* Esc asks to close, and nothing else does. */
    key.key = CK_ESCAPE;
    out = intent_of(INTENT_NONE);
    REVIEW_SCREEN.handle(&screen, &context, &key, &out);
    assert_int_equal(out.type, INTENT_CLOSE);
    free(screen.state);
    app_destroy(app);
}

/* ---- the words of each decision ------------------------------------------ */

/* Whether `text` names a card that is not in `held`: every card's printed
 * name, looked for in the text. */
static bool names_a_card_outside(const char *text, CardSet held)
{
    for (Card card = 0; card < CARD_COUNT; card++) {
        char name[32];
        str_card(card, name, sizeof name);
        if (!cardset_has(held, card) && strstr(text, name))
            return true;
    }
    return false;
}

/* A whole word of `text`, any case. */
static bool has_word(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (const char *at = text; *at; at++) {
        bool starts = at == text || !((at[-1] >= 'a' && at[-1] <= 'z') || (at[-1] >= 'A' && at[-1] <= 'Z'));
        char after = at[n];
        if (starts && strncasecmp(at, word, n) == 0 &&
            !((after >= 'a' && after <= 'z') || (after >= 'A' && after <= 'Z')))
            return true;
    }
    return false;
}

/* The words of open play at a card, worked out here from the rules' own
 * hindsight: the card played when it was as good as any, else the best
 * card and then the card played, each with the tricks it ends with. */
static void expect_open_words(const Journal *journal, int step, bool mine, const char *said, const char *where)
{
    Game before, after;
    assert_true(journal_state(journal, step, &before));
    assert_true(journal_state(journal, step + 1, &after));
    const JournalStep *taken = &journal->steps[step];
    OpenPlay here;
    assert_true(rating_open_play(&before, taken->seat, &here));
    int played = here.tricks;
    if (after.phase == PHASE_PLAY) {
        OpenPlay then;
        assert_true(rating_open_play(&after, taken->seat, &then));
        played = then.tricks;
    } else {
        played = after.tricks[taken->seat];
    }
    char card[32], best[32], expected[512], second[256];
    str_card(taken->action.card, card, sizeof card);
    str_card(here.best, best, sizeof best);
    if (here.tricks == 0)
        str_format(expected, sizeof expected, mine ? STR_REV_OPEN_NONE_YOU : STR_REV_OPEN_NONE_OPP, NULL, NULL, NULL);
    else if (played == here.tricks)
        str_format_plural(expected, sizeof expected, mine ? STR_REV_OPEN_RIGHT_YOU : STR_REV_OPEN_RIGHT_OPP,
                          (unsigned long)here.tricks, card, NULL);
    else {
        str_format_plural(expected, sizeof expected, mine ? STR_REV_OPEN_BEST_YOU : STR_REV_OPEN_BEST_OPP,
                          (unsigned long)here.tricks, best, NULL);
        str_format_plural(second, sizeof second, mine ? STR_REV_OPEN_TAKEN_YOU : STR_REV_OPEN_TAKEN_OPP,
                          (unsigned long)played, card, NULL);
        strcat(expected, " ");
        strcat(expected, second);
    }
    if (strcmp(said, expected) != 0)
        fail_msg("%s: \"%s\", not \"%s\"", where, said, expected);
}

typedef struct WordsSeen {
    int plays, others, their_faults, stood_after_exchange;
} WordsSeen;

/* Every decision of the hand under review, both seats', every card open. */
static void check_words_of_the_hand(App *app, WordsSeen *seen)
{
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    const Screen *review = app_top_screen(app);
    const Journal *journal = session_journal(app_session(app));
    uint8_t you = session_player(app_session(app));
    Analysis *analysis = app_analysis(app);
    analysis_wait(analysis);
    support_key(app, SDLK_c);
    support_key(app, SDLK_o);
    assert_true(review_both_seats(review) && review_open_cards(review));
    support_key(app, SDLK_HOME);
    const ReviewSteps *steps = review_steps(review);
    for (int i = 0; i < steps->count; i++) {
        if (i > 0)
            support_key(app, SDLK_RIGHT);
        int step = steps->steps[i];
        const JournalStep *taken = &journal->steps[step];
        Game before;
        assert_true(journal_state(journal, step, &before));
        ReviewText text;
        review_text(review, journal, analysis, you, &text);
        char where[64];
        snprintf(where, sizeof where, "decision %d (step %d)", i + 1, step);

        /* Open play, at the decision shown and of the hand its seat held. */
        if (taken->action.type == ACTION_PLAY) {
            seen->plays++;
            if (!text.hindsight[0])
                fail_msg("%s: a card played without what open play did there", where);
            if (names_a_card_outside(text.hindsight, before.hands[taken->seat]))
                fail_msg("%s: \"%s\" names a card its seat did not hold", where, text.hindsight);
            expect_open_words(journal, step, taken->seat == you, text.hindsight, where);
        } else {
            seen->others++;
            if (text.hindsight[0])
                fail_msg("%s: \"%s\" under a decision that is not a card played", where, text.hindsight);
        }

        /* The better move, in the voice of the seat that decided, without
         * a hint's label. */
        if (strstr(text.better, "Hint"))
            fail_msg("%s: \"%s\" is labelled a hint", where, text.better);
        if (taken->seat != you && text.better[0]) {
            seen->their_faults++;
            if (has_word(text.better, "you") || has_word(text.better, "your"))
                fail_msg("%s: the opponent's better move is said to the player: \"%s\"", where, text.better);
            if (has_word(text.detail, "you") || !strstr(text.detail, "opponent"))
                fail_msg("%s: the opponent's loss is not said to be its own: \"%s\"", where, text.detail);
        }

        /* Standing after an exchange is not playing without one. */
        if (taken->action.type == ACTION_STAND && before.exchange_count > 0) {
            seen->stood_after_exchange++;
            if (strstr(text.verdict, "without an exchange"))
                fail_msg("%s: \"%s\" after an exchange", where, text.verdict);
        }
        /* The whole hand's hindsight stands apart, the same at every
         * decision and in none of its words. */
        char hand[512], expected[512];
        review_hand_text(review, journal, hand, sizeof hand);
        review_words_hand(journal, steps, you, expected, sizeof expected);
        assert_string_equal(hand, expected);
        assert_true(hand[0] != '\0');
        const char *fields[] = {text.verdict, text.detail, text.better, text.checked, text.hindsight};
        for (size_t f = 0; f < sizeof fields / sizeof fields[0]; f++)
            assert_null(strstr(fields[f], hand));
        app_render(app, 0);
    }
}

static void test_the_words_of_each_decision(void **state)
{
    (void)state;
    App *app = support_app(21, 1280, 800, SPEED_INSTANT, false);
    WordsSeen seen = {0};
    for (int hand = 1; hand <= 2; hand++) {
        assert_true(support_play_until(app, hand_over, 2000));
        support_step(app, 3000);
        assert_int_equal(support_top(app), SCREEN_SUMMARY);
        support_key(app, SDLK_r);
        check_words_of_the_hand(app, &seen);
        support_key(app, SDLK_ESCAPE);
        assert_int_equal(support_top(app), SCREEN_SUMMARY);
        support_key(app, SDLK_SPACE);
    }
    /* The hands hold every kind of decision the checks are about. */
    assert_true(seen.plays > 0 && seen.others > 0);
    assert_true(seen.their_faults > 0);
    assert_true(seen.stood_after_exchange > 0);
    app_destroy(app);
}

/* Every reason the better move can give, in every language: to the player
 * or of the opponent, without a hint's label, and its numbers in the
 * plural form their language gives them. */
static void test_better_moves_said_of_who_decided(void **state)
{
    (void)state;
    static const char *const LANGUAGES[] = {"en", "mr", "sd"};
    Card nine = card_make(SUIT_CLUBS, RANK_9), seven = card_make(SUIT_HEARTS, RANK_7);
    for (size_t l = 0; l < sizeof LANGUAGES / sizeof LANGUAGES[0]; l++) {
        str_set_language(LANGUAGES[l]);
        const char *hint_label = str_get(STR_BTN_HINT);
        for (int reason = AI_HINT_DECLARE; reason <= AI_HINT_BEST_CHANCE; reason++) {
            for (int count = 0; count <= 3; count++) {
                AiHint hint = {.reason = (AiHintReason)reason,
                               .card = nine,
                               .suit = SUIT_HEARTS,
                               .count = count,
                               .trumps = count,
                               .percent = 58};
                hint.action = reason == AI_HINT_DISCARD || reason == AI_HINT_DISCARD_KEEP
                                  ? action_discard(cardset_of(seven) | cardset_of(nine))
                                  : action_play(nine);
                for (int yours = 0; yours < 2; yours++) {
                    char said[512];
                    review_words_better(&hint, yours, said, sizeof said);
                    char where[96];
                    snprintf(where, sizeof where, "%s, reason %d, %d, %s", LANGUAGES[l], reason, count,
                             yours ? "yours" : "the opponent's");
                    if (!said[0])
                        fail_msg("%s: no words", where);
                    if (strstr(said, hint_label))
                        fail_msg("%s: \"%s\" is labelled a hint", where, said);
                    if (l == 0 && !yours && (has_word(said, "you") || has_word(said, "your")))
                        fail_msg("%s: \"%s\" is said to the player", where, said);
                    if (l == 0 && !yours && !strstr(said, "the opponent"))
                        fail_msg("%s: \"%s\" does not say whose move it was", where, said);
                    /* A number of trumps takes its language's plural form. */
                    StringId plural = reason == AI_HINT_STAND && count > 0
                                          ? (yours ? STR_REVB_STAND_YOU : STR_REVB_STAND_OPP)
                                      : reason == AI_HINT_LEAD_TRUMP
                                          ? (yours ? STR_REVB_LEAD_TRUMP_YOU : STR_REVB_LEAD_TRUMP_OPP)
                                          : STR_COUNT;
                    if (plural != STR_COUNT) {
                        const char *form = str_lookup(str_language(), plural, (unsigned long)count);
                        assert_non_null(form);
                        char expected[512];
                        str_format_plural(expected, sizeof expected, plural, (unsigned long)count,
                                          reason == AI_HINT_STAND ? "58" : NULL, NULL);
                        if (reason == AI_HINT_LEAD_TRUMP) {
                            char card[32];
                            str_card(nine, card, sizeof card);
                            str_format_plural(expected, sizeof expected, plural, (unsigned long)count, card, NULL);
                        }
                        assert_string_equal(said, expected);
                    }
                }
            }
        }
    }
    /* In English one trump is one trump, in the review and in a hint. */
    str_set_language("en");
    AiHint stand = {.action = action_stand(), .reason = AI_HINT_STAND, .card = CARD_NONE, .count = 1, .percent = 58};
    char said[512];
    for (int yours = 0; yours < 2; yours++) {
        review_words_better(&stand, yours, said, sizeof said);
        assert_non_null(strstr(said, "with 1 trump "));
        stand.count = 2;
        review_words_better(&stand, yours, said, sizeof said);
        assert_non_null(strstr(said, "with 2 trumps "));
        stand.count = 1;
    }
    str_hint(&stand, said, sizeof said);
    assert_non_null(strstr(said, "with 1 trump "));
    AiHint lead = {.action = action_play(nine), .reason = AI_HINT_LEAD_TRUMP, .card = nine, .count = 1, .percent = 58};
    str_hint(&lead, said, sizeof said);
    assert_non_null(strstr(said, "with 1 trump,"));
    assert_non_null(strstr(said, "9♣"));
}

/* ---- the words and the picture, at every size -------------------------- */

static const int SIZES[][2] = {{1280, 800}, {1024, 768}, {800, 600}};
static const char *const TONGUES[] = {"en", "sd"}; /* left to right, and right to left */

/* Plays the first hand to its summary making much to review: the player
 * proposes and accepts whenever it may, throws two cards away, and plays
 * the cards in a fixed order. */
static void play_a_long_hand(App *app)
{
    Session *session = app_session(app);
    uint8_t human = session_player(session);
    int turn = 0;
    for (int guard = 0; guard < 2000 && support_game(app)->phase != PHASE_HAND_OVER; guard++) {
        const Game *game = support_game(app);
        if (game->to_act == human) {
            ActionList legal;
            game_legal_actions(game, &legal);
            int want = -1;
            for (int i = 0; i < legal.count; i++) {
                Action a = legal.items[i];
                if (a.type == ACTION_PROPOSE || a.type == ACTION_ACCEPT ||
                    (a.type == ACTION_DISCARD && cardset_count(a.cards) == 2 && want < 0))
                    want = i;
            }
            if (want < 0)
                want = (turn++ * 7) % legal.count;
            if (legal.items[want].type == ACTION_DECLARE)
                want = (want + 1) % legal.count;
            assert_int_equal(session_submit(session, legal.items[want], NULL), SUBMIT_OK);
        }
        support_step(app, 20);
    }
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_SUMMARY);
}

/* The review of the first hand in a window of w x h in `language`, the text
 * at 100 % or asked at 200 %, the hand played to make much to review and
 * every rating in, the expert's too, with the computer's decisions. */
static App *review_in(int w, int h, const char *language, bool large)
{
    AppConfig config;
    support_app_config(&config, 21, w, h, SPEED_INSTANT, false);
    config.language = language;
    config.review_deepens = true;
    App *app = support_open(&config);
    support_text_scale(app, large);
    play_a_long_hand(app);
    support_key(app, SDLK_r);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    analysis_wait(app_analysis(app));
    analysis_wait_deep(app_analysis(app));
    support_key(app, SDLK_c);
    return app;
}

static bool drawn(Rect r) { return r.w > 0 && r.h > 0; }

static const char *const BLOCKS[REVIEW_BLOCK_COUNT] = {"the verdict",        "the loss",      "the better move",
                                                       "the expert's check", "the hindsight", "the keys"};

/* Each decision of the hand, cards closed and open, as drawn: `check` looks
 * at each. */
typedef void (*DrawnCheck)(const Layout *l, const ReviewDrawn *d, const char *where);
static void each_decision_drawn(App *app, DrawnCheck check, const char *where_prefix)
{
    const Screen *review = app_top_screen(app);
    for (int open = 0; open < 2; open++) {
        if (review_open_cards(review) != (open != 0))
            support_key(app, SDLK_o);
        support_key(app, SDLK_HOME);
        /* The decisions, and with every card open the whole hand's page. */
        int count = review_positions(review, session_journal(app_session(app)));
        assert_int_equal(count, review_steps(review)->count + open);
        for (int i = 0; i < count; i++) {
            if (i > 0)
                support_key(app, SDLK_DOWN);
            assert_int_equal(review_position(review), i);
            app_render(app, 0);
            char where[160];
            snprintf(where, sizeof where, "%s, %s %d%s", where_prefix, i < count - open ? "decision" : "the hand",
                     i + 1, open ? ", cards open" : "");
            check(app_layout(app), review_drawn(review), where);
        }
    }
}

/* One size of text for the words of a decision, and the keys, where shown,
 * whole: in the panel, clear of the words' window, where words scroll and
 * are cut, and of every button. */
static void check_sizes_and_keys(const Layout *l, const ReviewDrawn *d, const char *where)
{
    for (int b = REVIEW_BLOCK_VERDICT; b <= REVIEW_BLOCK_HINDSIGHT; b++)
        if (drawn(d->blocks[b]) && d->fonts[b] != FONT_BODY && d->fonts[b] != FONT_BOLD)
            fail_msg("%s: %s is not in the words' size", where, BLOCKS[b]);
    Rect keys = d->blocks[REVIEW_BLOCK_KEYS];
    if (!drawn(keys))
        return;
    if (rect_overlaps(keys, d->words) || !rect_inside(keys, review_panel(l)))
        fail_msg("%s: the keys (%d,%d %dx%d) are not clear of the words' window (%d,%d %dx%d)", where, keys.x, keys.y,
                 keys.w, keys.h, d->words.x, d->words.y, d->words.w, d->words.h);
    for (int b = REVIEW_BLOCK_VERDICT; b <= REVIEW_BLOCK_HINDSIGHT; b++)
        if (drawn(d->blocks[b]) && rect_overlaps(keys, d->blocks[b]))
            fail_msg("%s: the keys run into %s", where, BLOCKS[b]);
    for (int which = REVIEW_HIT_PREV; which <= REVIEW_HIT_CLOSE; which++)
        if (rect_overlaps(keys, review_button(l, (ReviewHit)which)))
            fail_msg("%s: the keys run into a button", where);
}

static void test_one_size_of_words_and_the_keys_apart(void **state)
{
    (void)state;
    for (size_t s = 0; s < sizeof SIZES / sizeof SIZES[0]; s++)
        for (int large = 0; large < 2; large++)
            for (size_t t = 0; t < sizeof TONGUES / sizeof TONGUES[0]; t++) {
                char where[96];
                snprintf(where, sizeof where, "%dx%d at %s %s", SIZES[s][0], SIZES[s][1], large ? "200%" : "100%",
                         TONGUES[t]);
                App *app = review_in(SIZES[s][0], SIZES[s][1], TONGUES[t], large);
                each_decision_drawn(app, check_sizes_and_keys, where);
                app_destroy(app);
            }
    str_set_language("en");
}

/* At the largest text: the decision, what it cost and the better move whole
 * without scrolling, cards the size of a hand rather than thumbnails, and
 * no part of the picture over another. */
static void check_large(const Layout *l, const ReviewDrawn *d, const char *where)
{
    Rect panel = review_panel(l);
    if (!rect_inside(d->picture, panel) || !rect_inside(d->words, panel) || rect_overlaps(d->picture, d->words))
        fail_msg("%s: the picture and the words do not lie apart in the panel", where);
    for (int b = REVIEW_BLOCK_VERDICT; b <= REVIEW_BLOCK_BETTER; b++)
        if (drawn(d->blocks[b]) && !rect_inside(d->blocks[b], d->words))
            fail_msg("%s: %s (%d,%d %dx%d) is cut by the words' window (%d,%d %dx%d)", where, BLOCKS[b], d->blocks[b].x,
                     d->blocks[b].y, d->blocks[b].w, d->blocks[b].h, d->words.x, d->words.y, d->words.w, d->words.h);
    if (d->you_card_h < l->card_h * 6 / 10 || d->opp_card_h < l->opp_h * 6 / 10)
        fail_msg("%s: cards of %d and %d pixels, where the table's are %d and %d", where, d->you_card_h, d->opp_card_h,
                 l->card_h, l->opp_h);
    static const char *const PARTS[REVIEW_PART_COUNT] = {"the opponent's label",
                                                         "the opponent's hand",
                                                         "the opponent's discards",
                                                         "the turned-up card",
                                                         "the trumps' label",
                                                         "the trick",
                                                         "the score",
                                                         "the player's label",
                                                         "the player's hand",
                                                         "the player's discards"};
    for (int a = 0; a < REVIEW_PART_COUNT; a++) {
        if (!drawn(d->parts[a]))
            continue;
        if (!rect_inside(d->parts[a], d->picture))
            fail_msg("%s: %s sticks out of the picture", where, PARTS[a]);
        for (int b = a + 1; b < REVIEW_PART_COUNT; b++)
            if (drawn(d->parts[b]) && rect_overlaps(d->parts[a], d->parts[b]))
                fail_msg("%s: %s and %s overlap", where, PARTS[a], PARTS[b]);
    }
}

static void test_words_and_picture_at_the_largest_text(void **state)
{
    (void)state;
    for (size_t s = 0; s < sizeof SIZES / sizeof SIZES[0]; s++)
        for (size_t t = 0; t < sizeof TONGUES / sizeof TONGUES[0]; t++) {
            char where[96];
            snprintf(where, sizeof where, "%dx%d at 200%% %s", SIZES[s][0], SIZES[s][1], TONGUES[t]);
            App *app = review_in(SIZES[s][0], SIZES[s][1], TONGUES[t], true);
            each_decision_drawn(app, check_large, where);
            app_destroy(app);
        }
    str_set_language("en");
}

/* The picture reads as the table does: in English the labels before the
 * hands, the turned-up card on the left and the score on the right; in
 * Sindhi each of them on the other side. */
static void check_reading_side(const Layout *l, const ReviewDrawn *d, const char *where)
{
    const Rect *p = d->parts;
    int middle = d->picture.x + d->picture.w / 2;
    bool from_right = l->rtl;
    if ((p[REVIEW_PART_OPP_LABEL].x > p[REVIEW_PART_OPP_HAND].x) != from_right ||
        (p[REVIEW_PART_YOU_LABEL].x > p[REVIEW_PART_YOU_HAND].x) != from_right)
        fail_msg("%s: a seat's label is not on the %s of its hand", where, from_right ? "right" : "left");
    if ((p[REVIEW_PART_TURNUP].x > middle) != from_right ||
        (p[REVIEW_PART_TRUMPS].x > p[REVIEW_PART_TURNUP].x) == from_right)
        fail_msg("%s: the turned-up card and its words are not on the %s", where, from_right ? "right" : "left");
    if (drawn(p[REVIEW_PART_SCORE]) && p[REVIEW_PART_SCORE].y < p[REVIEW_PART_YOU_HAND].y &&
        (p[REVIEW_PART_SCORE].x + p[REVIEW_PART_SCORE].w / 2 < middle) != from_right)
        fail_msg("%s: the score is not on the %s", where, from_right ? "left" : "right");
}

static void test_picture_reads_the_way_the_table_does(void **state)
{
    (void)state;
    for (size_t t = 0; t < sizeof TONGUES / sizeof TONGUES[0]; t++) {
        App *app = review_in(1280, 800, TONGUES[t], false);
        assert_true(app_layout(app)->rtl == (strcmp(TONGUES[t], "sd") == 0));
        each_decision_drawn(app, check_reading_side, TONGUES[t]);
        app_destroy(app);
    }
    str_set_language("en");
}

/* Where the words of a decision outgrow their window, in the smallest
 * window at the largest text, they scroll by whole lines inside it, the
 * window showing whole lines only; the page keys step on where they fit. */
static void test_long_words_scroll_by_whole_lines(void **state)
{
    (void)state;
    AppConfig config;
    support_app_config(&config, 21, 800, 600, SPEED_INSTANT, false);
    config.review_deepens = true;
    App *app = support_open(&config);
    support_text_scale(app, true);
    play_a_long_hand(app);
    support_key(app, SDLK_r);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    analysis_wait(app_analysis(app));
    analysis_wait_deep(app_analysis(app));
    support_key(app, SDLK_c);
    support_key(app, SDLK_o);
    support_key(app, SDLK_HOME);
    const Screen *review = app_top_screen(app);
    int positions = review_positions(review, session_journal(app_session(app))), scrolled = 0;
    for (int at = 0; at < positions; at++) {
        assert_int_equal(review_position(review), at);
        app_render(app, 0);
        Rect window = review_words_window(review);
        int line = review_words_line(review);
        assert_true(line > 0 && window.h >= line && window.h % line == 0);
        Rect verdict = review_drawn(review)->blocks[REVIEW_BLOCK_VERDICT];
        support_key(app, SDLK_PAGEDOWN);
        int scroll = review_words_scroll(review);
        if (scroll > 0) {
            scrolled++;
            assert_int_equal(review_position(review), at);
            assert_int_equal(scroll % line, 0);
            app_render(app, 0);
            /* The words moved up, the window stayed, the keys not in it. */
            const ReviewDrawn *d = review_drawn(review);
            assert_int_equal(d->blocks[REVIEW_BLOCK_VERDICT].y, verdict.y - scroll);
            assert_memory_equal(&d->words, &window, sizeof window);
            assert_false(drawn(d->blocks[REVIEW_BLOCK_KEYS]) && rect_overlaps(d->blocks[REVIEW_BLOCK_KEYS], window));
            support_key(app, SDLK_PAGEUP);
            assert_int_equal(review_words_scroll(review), 0);
            support_key(app, SDLK_DOWN);
        } else {
            assert_int_equal(review_position(review), imin(at + 1, positions - 1));
        }
    }
    assert_true(scrolled > 0);
    app_destroy(app);
}

static bool game_over(const Game *game, uint8_t human)
{
    (void)human;
    return game->phase == PHASE_GAME_OVER;
}

/* R at the end of the game reviews its last hand, and Esc comes back. */
static void test_last_hand_reviewed_from_the_end_of_the_game(void **state)
{
    (void)state;
    App *app = support_app(6, 1280, 800, SPEED_INSTANT, false);
    assert_true(support_play_until(app, game_over, 4000));
    support_step(app, 3000);
    assert_int_equal(support_top(app), SCREEN_GAME_OVER);
    support_key(app, SDLK_r);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    assert_int_equal(review_steps(app_top_screen(app))->hand, support_game(app)->hands_dealt);
    app_render(app, 0);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_GAME_OVER);

    /* A button says so too: Tab rings it after the new game's, says its
     * name, and Enter opens the review of the last hand. */
    ScreenWords words;
    char expected[SCREEN_FOCUS_MAX];
    support_tab(app, false);
    support_screen_words(app, &words);
    str_format(expected, sizeof expected, STR_SPK_BUTTON, str_get(STR_BTN_NEW_GAME), NULL, NULL);
    assert_string_equal(words.focus, expected);
    support_tab(app, false);
    support_screen_words(app, &words);
    str_format(expected, sizeof expected, STR_SPK_BUTTON, str_get(STR_BTN_REVIEW), NULL, NULL);
    assert_string_equal(words.focus, expected);
    app_render(app, 0);
    support_key(app, SDLK_RETURN);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    assert_int_equal(review_steps(app_top_screen(app))->hand, support_game(app)->hands_dealt);
    support_key(app, SDLK_ESCAPE);
    assert_int_equal(support_top(app), SCREEN_GAME_OVER);

    /* And the pointer: the button lies in the panel beside the new game's. */
    const Layout *layout = app_layout(app);
    Rect review = game_over_review_button(layout), new_game = game_over_button(layout);
    assert_true(rect_inside(review, game_over_panel(layout)));
    assert_false(rect_overlaps(review, new_game));
    app_render(app, 0);
    click_rect(app, review);
    assert_int_equal(support_top(app), SCREEN_REVIEW);
    assert_int_equal(review_steps(app_top_screen(app))->hand, support_game(app)->hands_dealt);
    click_rect(app, review_button(layout, REVIEW_HIT_CLOSE));
    assert_int_equal(support_top(app), SCREEN_GAME_OVER);
    click_rect(app, new_game);
    assert_int_equal(support_top(app), SCREEN_TABLE);
    assert_int_equal(support_game(app)->hands_dealt, 1);
    app_destroy(app);
}

/* Taking more than open play allows is said to be the other side's
 * doing, so that the two numbers do not seem to disagree. */
static void test_more_tricks_than_open_play_are_explained(void **state)
{
    (void)state;
    str_set_language("en");
    char text[512];
    review_words_open_hand(&(ReviewOpenHand){.open_tricks = 0, .took = 1, .finished = true}, text, sizeof text);
    assert_string_equal(text, "With all cards open, from the hand's first card, you could take 0 tricks. You took 1 "
                              "trick: more, because the other side went wrong.");
    review_words_open_hand(&(ReviewOpenHand){.open_tricks = 3, .took = 2, .finished = true}, text, sizeof text);
    assert_string_equal(text, "With all cards open, from the hand's first card, you could take 3 tricks. You took 2 "
                              "tricks.");
    review_words_open_hand(&(ReviewOpenHand){.open_tricks = 3, .took = 0, .finished = false}, text, sizeof text);
    assert_string_equal(text, "With all cards open, from the hand's first card, you could take 3 tricks.");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_steps_list_every_decision_of_the_hand),
        cmocka_unit_test(test_a_saved_game_reviews_every_decision),
        cmocka_unit_test(test_hindsight_at_each_card_and_of_the_hand),
        cmocka_unit_test(test_more_tricks_than_open_play_are_explained),
        cmocka_unit_test(test_cards_and_loss),
        cmocka_unit_test(test_opened_from_the_summary_and_closed_back),
        cmocka_unit_test(test_keys_wheel_and_pointer_move_through_the_steps),
        cmocka_unit_test(test_marks_fill_in_as_the_analysis_rates),
        cmocka_unit_test(test_the_expert_looks_again_at_the_hand_under_review),
        cmocka_unit_test(test_closing_the_review_stops_the_expert),
        cmocka_unit_test(test_play_this_deal_again),
        cmocka_unit_test(test_last_hand_reviewed_from_the_end_of_the_game),
        cmocka_unit_test(test_the_words_of_each_decision),
        cmocka_unit_test(test_better_moves_said_of_who_decided),
        cmocka_unit_test(test_one_size_of_words_and_the_keys_apart),
        cmocka_unit_test(test_words_and_picture_at_the_largest_text),
        cmocka_unit_test(test_picture_reads_the_way_the_table_does),
        cmocka_unit_test(test_long_words_scroll_by_whole_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
