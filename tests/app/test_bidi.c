/* Mixed-script lines split into font runs in visual order, with FriBidi's
 * levels: "[text|font|r|m]" is a segment in font L, D or A, right to left
 * (r) or mirrored (m). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "i18n/bidi.h"
#include "i18n/strings.h"

/* The segments as "[text|font|r|m]" joined, for compact expectations. */
static void describe(const char *text, bool rtl, char *out, size_t size)
{
    BidiSegment segments[BIDI_SEGMENTS_MAX];
    int count = bidi_segments(text, strlen(text), rtl, segments, BIDI_SEGMENTS_MAX);
    size_t at = 0;
    out[0] = '\0';
    for (int i = 0; i < count && at < size; i++)
        at += (size_t)snprintf(out + at, size - at, "[%.*s|%c%s%s]", segments[i].length, text + segments[i].start,
                               "LDA"[segments[i].font], segments[i].rtl ? "|r" : "", segments[i].mirror ? "|m" : "");
}

static void expect(const char *text, bool rtl, const char *expected)
{
    char got[1024];
    describe(text, rtl, got, sizeof got);
    if (strcmp(got, expected) != 0)
        fail_msg("%s\n got      %s\n expected %s", text, got, expected);
}

static void latin_is_one_run(void **state)
{
    (void)state;
    expect("You must follow suit (Q♥ or K♥).", false, "[You must follow suit (Q♥ or K♥).|L]");
    expect("Score 3 – 2 (+1, 88%): 10♠ beats [9♠] ≤ <J♥>.", false, "[Score 3 – 2 (+1, 88%): 10♠ beats [9♠] ≤ <J♥>.|L]");
    expect("", false, "");
}

static void devanagari_keeps_card_names_in_latin(void **state)
{
    (void)state;
    expect("वरचा बदाम खेळा (Q♥ किंवा K♥).", false, "[वरचा बदाम खेळा (|D][Q♥ |L][किंवा |D][K♥).|L]");
    expect("डाव 3", false, "[डाव |D][3|L]");
}

static void sindhi_reads_right_to_left_with_ltr_islands(void **state)
{
    (void)state;
    /* Visual order, left to right: the full stop, the mirrored brackets round
     * the two card names (the first logical one rightmost), then the words. */
    expect("وڏو پان کيڏيو (Q♥ يا K♥).", true, "[.|L|r][)|L|r|m][K♥|L][ يا |A|r][Q♥|L][(|L|r|m][وڏو پان کيڏيو |A|r]");
    expect("لڳ ڀڳ 88% پتن", true, "[ پتن|A|r][88%|L][لڳ ڀڳ |A|r]");
    /* A sign before a number and a decimal point inside it travel with it;
     * a full stop after it ends the sentence, leftmost. */
    expect("ظاهر ڪيو: +1.", true, "[.|L|r][+1|L][ظاهر ڪيو: |A|r]");
    expect("لڳ ڀڳ 3.5 پتن", true, "[ پتن|A|r][3.5|L][لڳ ڀڳ |A|r]");
    /* Numbers around a dash read right to left, each number left to right. */
    expect("توهان 10 – 2 مخالف", true, "[ مخالف|A|r][2|L][ |L|r][–|L|r][ |L|r][10|L][توهان |A|r]");
    /* Two card names side by side stay in reading order. */
    expect("پتا: Q♥, K♥", true, "[Q♥, K♥|L][پتا: |A|r]");
}

/* Card names and numbers read left to right, whole, inside a right-to-left
 * paragraph: the suit sign stays with its rank even at the end of the line
 * or before a Sindhi word, and numbers around a dash read right to left. */
static void card_names_and_numbers_in_a_right_to_left_paragraph(void **state)
{
    (void)state;
    expect("حڪم K♥", true, "[K♥|L][حڪم |A|r]");
    expect("پتا K♥ ۽ 10♠ آهن.", true, "[ آهن.|A|r][10♠|L][ ۽ |A|r][K♥|L][پتا |A|r]");
    expect("اسڪور 3 – 2 (K♥)", true, "[)|L|r|m][K♥|L][(|L|r|m][ |L|r][2|L][ |L|r][–|L|r][ |L|r][3|L][اسڪور |A|r]");
    expect("مخالف 10♠ کيڏيو (+1).", true, "[.|L|r][)|L|r|m][+1|L][(|L|r|m][ کيڏيو |A|r][10♠|L][مخالف |A|r]");
    /* A Latin phrase inside keeps its own order, as one run. */
    expect("Score 3 – 2: K♥ يا 10♠ (پتو).", true,
           "[.|L|r][)|L|r|m][پتو|A|r][(|L|r|m][ |L|r][10♠|L][ يا |A|r][Score 3 – 2: K♥|L]");
}

/* In a left-to-right paragraph the Latin text keeps its order and a Sindhi
 * word inside reads right to left, brackets round it taking the paragraph's
 * direction and so not mirrored. */
static void a_sindhi_word_in_a_left_to_right_paragraph(void **state)
{
    (void)state;
    expect("Play K♥ (پتو ڏيو) or 10♠.", false, "[Play K♥ (|L][پتو ڏيو|A|r][) or 10♠.|L]");
    expect("Score 3 – 2: پتو", false, "[Score 3 – 2: |L][پتو|A|r]");
    /* Numbers after a Sindhi word are Arabic numbers and read with it. */
    expect("پتو: 3 – 2", false, "[2|L][ |L|r][–|L|r][ |L|r][3|L][پتو: |A|r]");
}

static void segment_text(const char *text, bool rtl, int index, char *out, size_t size)
{
    BidiSegment segments[BIDI_SEGMENTS_MAX];
    int count = bidi_segments(text, strlen(text), rtl, segments, BIDI_SEGMENTS_MAX);
    assert_in_range(index, 0, count - 1);
    bidi_segment_text(text, &segments[index], out, size);
}

/* In right-to-left text every character with a mirror image that the Latin
 * font draws is drawn mirrored, not only ASCII brackets; the Arabic font's
 * shaping mirrors its own (here the guillemets). */
static void mirrored_characters(void **state)
{
    (void)state;
    assert_int_equal(bidi_mirror('('), ')');
    assert_int_equal(bidi_mirror(']'), '[');
    assert_int_equal(bidi_mirror(0x2264), 0x2265); /* ≤ */
    assert_int_equal(bidi_mirror(0xAB), 0xBB);     /* « */
    assert_int_equal(bidi_mirror('a'), 'a');
    assert_int_equal(bidi_mirror(0x2665), 0x2665); /* ♥ */
    expect("ب [ج] «د»", true, "[د»|A|r][«|L|r|m][ |L|r][]|L|r|m][ج|A|r][[|L|r|m][ب |A|r]");
    expect("ب ≤ ج", true, "[ج|A|r][ |L|r][≤|L|r|m][ب |A|r]");
    char drawn[16];
    segment_text("ب ≤ ج", true, 2, drawn, sizeof drawn);
    assert_string_equal(drawn, "≥");
    segment_text("ب [ج] «د»", true, 1, drawn, sizeof drawn);
    assert_string_equal(drawn, "»");
    segment_text("ب [ج] «د»", true, 3, drawn, sizeof drawn);
    assert_string_equal(drawn, "[");
    segment_text("ب [ج] «د»", true, 0, drawn, sizeof drawn);
    assert_string_equal(drawn, "د»");
    /* Too small a buffer cuts the text but still ends it. */
    segment_text("ب [ج] «د»", true, 0, drawn, 2);
    assert_int_equal(strlen(drawn), 1);
}

static int encode(uint32_t code, char *out)
{
    if (code < 0x80) {
        out[0] = (char)code;
        return 1;
    }
    if (code < 0x800) {
        out[0] = (char)(0xC0 | code >> 6);
        out[1] = (char)(0x80 | (code & 0x3F));
        return 2;
    }
    if (code < 0x10000) {
        out[0] = (char)(0xE0 | code >> 12);
        out[1] = (char)(0x80 | (code >> 6 & 0x3F));
        out[2] = (char)(0x80 | (code & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | code >> 18);
    out[1] = (char)(0x80 | (code >> 12 & 0x3F));
    out[2] = (char)(0x80 | (code >> 6 & 0x3F));
    out[3] = (char)(0x80 | (code & 0x3F));
    return 4;
}

/* The renderer draws a plain line in the Latin font at once and splits the
 * others: for every character, plain must mean what the split would find. */
static void plain_means_one_latin_run(void **state)
{
    (void)state;
    expect("\xE1\xB3\x90", false, "[\xE1\xB3\x90|D]"); /* U+1CD0, a Vedic sign */
    expect("\xEA\xA3\xB2", false, "[\xEA\xA3\xB2|D]"); /* U+A8F2, spacing candrabindu */
    assert_false(bidi_is_plain("\xE1\xB3\x90", 3));
    assert_false(bidi_is_plain("\xEA\xA3\xB2", 3));
    for (uint32_t code = 0x20; code <= 0x10FFFF; code++) {
        if (code >= 0xD800 && code <= 0xDFFF)
            continue;
        char text[8] = "K";
        size_t length = 1 + (size_t)encode(code, text + 1);
        BidiSegment segments[BIDI_SEGMENTS_MAX];
        int count = bidi_segments(text, length, bidi_has_rtl(text, length), segments, BIDI_SEGMENTS_MAX);
        bool one_latin_run = count == 1 && segments[0].font == SCRIPT_LATIN && !segments[0].rtl;
        if (bidi_is_plain(text, length) != one_latin_run)
            fail_msg("U+%04X: plain %d, but %d segments, the first in font %d", (unsigned)code,
                     bidi_is_plain(text, length), count, (int)segments[0].font);
    }
}

static void malformed_bytes_do_not_break_it(void **state)
{
    (void)state;
    static const char bad[] = {'a', (char)0xFF, (char)0xC3, 'b', 0};
    char got[256];
    describe(bad, true, got, sizeof got);
    assert_true(strlen(got) > 0);
    assert_false(bidi_has_rtl(bad, strlen(bad)));
    assert_true(bidi_has_rtl("x ب", 4));
    assert_true(bidi_is_plain(bad, strlen(bad)));
    /* A name isolated in a sentence turns no paragraph: an English line
     * naming a Sindhi player reads left to right, a Sindhi one naming Ann
     * right to left. */
    char name[64], line[256];
    snprintf(line, sizeof line, "%s is choosing a card", str_player("سلمان", name, sizeof name));
    assert_false(bidi_has_rtl(line, strlen(line)));
    snprintf(line, sizeof line, "%s ميز ڇڏي آهي", str_player("Ann", name, sizeof name));
    assert_true(bidi_has_rtl(line, strlen(line)));
    assert_true(bidi_has_rtl("سلمان is choosing", strlen("سلمان is choosing")));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(latin_is_one_run),
        cmocka_unit_test(devanagari_keeps_card_names_in_latin),
        cmocka_unit_test(sindhi_reads_right_to_left_with_ltr_islands),
        cmocka_unit_test(card_names_and_numbers_in_a_right_to_left_paragraph),
        cmocka_unit_test(a_sindhi_word_in_a_left_to_right_paragraph),
        cmocka_unit_test(mirrored_characters),
        cmocka_unit_test(plain_means_one_latin_run),
        cmocka_unit_test(malformed_bytes_do_not_break_it),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
