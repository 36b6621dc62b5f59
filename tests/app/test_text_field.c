/* A line of text typed by the player: only what its kind allows, the caret
 * on whole characters, pasted codes cleaned, native digits read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "ui/text_field.h"

static void test_a_code_is_read_in_capitals_without_spaces(void **state)
{
    (void)state;
    TextField field;
    text_field_init(&field, FIELD_CODE, 9, "");
    assert_true(text_field_insert(&field, " kt3f-xw7a\n"));
    assert_string_equal(field.text, "KT3F-XW7A");
    assert_int_equal(field.caret, 9);
    /* Full: nothing more goes in. */
    assert_false(text_field_insert(&field, "Y"));
    assert_string_equal(field.text, "KT3F-XW7A");
}

static void test_the_caret_edits_where_it_stands(void **state)
{
    (void)state;
    TextField field;
    text_field_init(&field, FIELD_ADDRESS, 40, "host:78");
    assert_true(text_field_move(&field, -1));
    assert_true(text_field_move(&field, -1));
    assert_true(text_field_insert(&field, "78"));
    assert_string_equal(field.text, "host:7878");
    assert_true(text_field_backspace(&field));
    assert_string_equal(field.text, "host:778");
    assert_true(text_field_delete(&field));
    assert_string_equal(field.text, "host:78");
    assert_true(text_field_home(&field));
    assert_false(text_field_backspace(&field));
    assert_false(text_field_move(&field, -1));
    assert_true(text_field_end(&field));
    assert_false(text_field_delete(&field));
    assert_false(text_field_move(&field, 1));
    /* An address has no spaces and no other script. */
    assert_false(text_field_insert(&field, " \xe0\xa4\x95"));
    assert_string_equal(field.text, "host:78");
}

static void test_a_port_takes_digits_of_every_script(void **state)
{
    (void)state;
    TextField field;
    text_field_init(&field, FIELD_PORT, 5, "");
    /* Devanagari 7 8, Eastern Arabic-Indic 7 8, and a letter left out. */
    assert_true(text_field_insert(&field, "\xe0\xa5\xad\xe0\xa5\xaex\xdb\xb7\xdb\xb8"));
    assert_string_equal(field.text, "7878");
    /* Bytes that are not UTF-8 are skipped, not kept. */
    text_field_insert(&field, "\xff\x80\x39"); /* 0x39 is "9" */
    assert_string_equal(field.text, "78789");
}

static void test_composition_never_cuts_a_character(void **state)
{
    (void)state;
    TextField field;
    text_field_init(&field, FIELD_CODE, 9, "");
    char long_text[300];
    memset(long_text, 0, sizeof long_text);
    for (size_t i = 0; i + 3 < sizeof long_text; i += 3)
        memcpy(long_text + i, "\xe0\xa4\x95", 3);
    text_field_compose(&field, long_text);
    size_t n = strlen(field.composing);
    assert_true(n > 0 && n < sizeof field.composing);
    assert_int_equal(n % 3, 0);
    text_field_compose(&field, "");
    assert_string_equal(field.composing, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_code_is_read_in_capitals_without_spaces),
        cmocka_unit_test(test_the_caret_edits_where_it_stands),
        cmocka_unit_test(test_a_port_takes_digits_of_every_script),
        cmocka_unit_test(test_composition_never_cuts_a_character),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
