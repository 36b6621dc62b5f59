/* The codes guessed per address (guess.h), kept in a table of fixed size:
 * a great many addresses that each miss once neither grow it nor make it
 * forget an address that has missed often, and an address that owes
 * nothing is forgotten first. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "guess.h"

enum { FORGET_MS = 180000 };

static void test_many_addresses_do_not_wipe_a_guesser(void **state)
{
    (void)state;
    Guesses guesses;
    assert_true(guess_open(&guesses, 5, 20, FORGET_MS));
    const GuessSlot *slots = guesses.slots;
    int64_t now = 1000000;
    const uint64_t guesser = 0x2001db8000000001ull;
    for (int i = 0; i < 20; i++)
        guess_missed(&guesses, guesser, now);
    int64_t wait = guess_wait(&guesses, guesser, now);
    assert_true(wait > 0 && wait <= FORGET_MS);
    /* Four times as many addresses as there are places, one miss each, as
     * time goes on. */
    for (uint64_t key = 1; key <= 4 * GUESS_SLOTS; key++)
        guess_missed(&guesses, key << 20, now + (int64_t)key / 1000);
    assert_ptr_equal(guesses.slots, slots);
    assert_true(guess_wait(&guesses, guesser, now) == wait);
    /* An address that mistyped once or twice waits for nothing. */
    assert_int_equal(guess_wait(&guesses, 1ull << 20, now), 0);
    guess_close(&guesses);
}

static void test_misses_are_forgotten_one_after_another(void **state)
{
    (void)state;
    Guesses guesses;
    assert_true(guess_open(&guesses, 5, 20, FORGET_MS));
    const uint64_t key = 42;
    int64_t now = 0;
    for (int i = 0; i < 5; i++) {
        assert_int_equal(guess_wait(&guesses, key, now), 0);
        guess_missed(&guesses, key, now);
    }
    assert_int_equal(guess_wait(&guesses, key, now), 1000);
    /* One forget time later one miss is forgotten: 4 are counted, under
     * the 5 answered at once. */
    assert_int_equal(guess_wait(&guesses, key, now + FORGET_MS), 0);
    assert_int_equal(guess_wait(&guesses, key, now + 5 * FORGET_MS), 0);
    guess_close(&guesses);

    /* No limit takes no memory and holds nobody up. */
    assert_true(guess_open(&guesses, 5, 0, FORGET_MS));
    for (int i = 0; i < 100; i++)
        guess_missed(&guesses, key, now);
    assert_int_equal(guess_wait(&guesses, key, now), 0);
    assert_null(guesses.slots);
    guess_close(&guesses);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_many_addresses_do_not_wipe_a_guesser),
        cmocka_unit_test(test_misses_are_forgotten_one_after_another),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
