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

#include <cmocka.h>

#include "app_support.h"
#include "ecarte/journal.h"
#include "ecarte/savegame.h"
#include "i18n/strings.h"
#include "screens/review.h"
#include "screens/summary.h"
#include "session/analysis.h"
#include "ui/review_steps.h"

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

static void test_hindsight_from_the_first_card(void **state)
{
    (void)state;
    static Journal journal;
    int hands = play_hands(&journal, 2);
    for (int hand = 1; hand <= hands; hand++) {
        ReviewSteps steps;
        review_steps_build(&steps, &journal, hand, 0, false);
        for (uint8_t seat = 0; seat < SEAT_COUNT; seat++) {
            ReviewHindsight hindsight;
            assert_true(review_hindsight(&journal, &steps, seat, &hindsight));
            /* The seat's first card of the hand, nothing of it before. */
            const JournalStep *step = &journal.steps[hindsight.step];
            assert_int_equal(step->seat, seat);
            assert_int_equal(step->action.type, ACTION_PLAY);
            assert_int_equal(journal_hand_of(&journal, hindsight.step), hand);
            for (int i = steps.first; i < hindsight.step; i++)
                assert_false(journal.steps[i].seat == seat && journal.steps[i].action.type == ACTION_PLAY &&
                             journal.steps[i].kind == JOURNAL_ACTION);
            Game before;
            assert_true(journal_state(&journal, hindsight.step, &before));
            assert_int_equal(hindsight.answered, before.trick_size == 1);
            assert_true(hindsight.play.tricks >= 0 && hindsight.play.tricks <= TRICKS_PER_HAND);
            assert_true(cardset_has(before.hands[seat], hindsight.play.best));
        }
    }
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

    /* Hindsight with every card open, and not before. */
    assert_string_equal(text.hindsight, "");
    support_key(app, SDLK_o);
    review_text(review, journal, analysis, you, &text);
    assert_non_null(strstr(text.hindsight, "with all cards open"));
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
    app_destroy(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_steps_list_every_decision_of_the_hand),
        cmocka_unit_test(test_a_saved_game_reviews_every_decision),
        cmocka_unit_test(test_hindsight_from_the_first_card),
        cmocka_unit_test(test_cards_and_loss),
        cmocka_unit_test(test_opened_from_the_summary_and_closed_back),
        cmocka_unit_test(test_keys_wheel_and_pointer_move_through_the_steps),
        cmocka_unit_test(test_marks_fill_in_as_the_analysis_rates),
        cmocka_unit_test(test_the_expert_looks_again_at_the_hand_under_review),
        cmocka_unit_test(test_closing_the_review_stops_the_expert),
        cmocka_unit_test(test_play_this_deal_again),
        cmocka_unit_test(test_last_hand_reviewed_from_the_end_of_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
