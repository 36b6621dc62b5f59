/* A player's name: any script, nothing hidden, nothing that turns the text
 * around it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ecarte/name.h"

static bool valid(const char *text) { return name_is_valid(text, strlen(text)); }

static void names_in_any_script_are_names(void **state)
{
    (void)state;
    assert_true(valid(""));
    assert_true(valid("Ada"));
    assert_true(valid("Anne-Marie O'Neil"));
    assert_true(valid("café"));
    assert_true(valid("अनन्या पाटील"));          /* Devanagari, with a virama */
    assert_true(valid("ज्ञ\xe2\x80\x8d"));       /* a zero-width joiner, which scripts need */
    assert_true(valid("سلمان"));                /* Sindhi */
    assert_true(valid("\xf0\x9f\x82\xa1 Ace")); /* outside the first plane */
    char longest[NAME_MAX_BYTES + 2];
    memset(longest, 'a', NAME_MAX_BYTES);
    longest[NAME_MAX_BYTES] = '\0';
    assert_true(valid(longest));
    longest[NAME_MAX_BYTES] = 'a';
    longest[NAME_MAX_BYTES + 1] = '\0';
    assert_false(valid(longest));
}

static void what_hides_or_turns_text_is_no_name(void **state)
{
    (void)state;
    assert_false(valid("Bo\x07"));
    assert_false(valid("Bo\n"));
    assert_false(valid("Bo\x7f"));
    assert_false(valid("Bo\xc2\x85")); /* a C1 control */
    assert_false(valid("\xe2\x80\xae"
                       "oB"));             /* right-to-left override */
    assert_false(valid("B\xe2\x80\x8bo")); /* zero-width space */
    assert_false(valid("Bo\xe2\x80\x8f")); /* right-to-left mark */
    assert_false(valid("\xe2\x81\xa6"
                       "Bo")); /* left-to-right isolate */
    assert_false(valid("\xef\xbb\xbf"
                       "Bo")); /* byte order mark */
    assert_false(valid(" Bo"));
    assert_false(valid("Bo "));
    /* Not UTF-8: a stray continuation, an overlong slash, a surrogate, a
     * cut character, past the last code point. */
    assert_false(valid("B\x80o"));
    assert_false(valid("\xc0\xaf"));
    assert_false(valid("\xed\xa0\x80"));
    assert_false(valid("Bo\xe0\xa4"));
    assert_false(valid("\xf4\x90\x80\x80"));
    /* A name with a NUL in it is not the name before it. */
    assert_false(name_is_valid("Bo\0x", 4));
}

static void a_name_is_cleaned_to_fit(void **state)
{
    (void)state;
    char out[NAME_MAX_BYTES + 1];
    name_clean("  Ada  ", out);
    assert_string_equal(out, "Ada");
    name_clean("\xe2\x80\xae"
               "Bo\x07"
               "b\xe2\x80\x8f",
               out);
    assert_string_equal(out, "Bob");
    name_clean("B\x80o", out);
    assert_string_equal(out, "Bo");
    /* Cut at a character's end: 22 Devanagari letters of 3 bytes are 66. */
    char many[128] = "";
    for (int i = 0; i < 22; i++)
        strcat(many, "क");
    name_clean(many, out);
    assert_int_equal(strlen(out), 63);
    assert_true(valid(out));
    name_clean("", out);
    assert_string_equal(out, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(names_in_any_script_are_names),
        cmocka_unit_test(what_hides_or_turns_text_is_no_name),
        cmocka_unit_test(a_name_is_cleaned_to_fit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
