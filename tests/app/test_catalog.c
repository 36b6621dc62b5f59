/* The .mo reader: catalogues compiled by msgfmt while the test runs, their
 * plural rules, and damaged files that must be refused without a read
 * outside their bytes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "i18n/catalog.h"

#define HEADER(plural_forms) \
    "msgid \"\"\nmsgstr \"\"\n\"Language: xx\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n" \
    "\"Plural-Forms: " plural_forms "\\n\"\n\n"

static const char SAMPLE_PO[] =
    "msgid \"\"\nmsgstr \"\"\n"
    "\"Project-Id-Version: ecarte\\n\"\n"
    "\"Language: mr\\n\"\n"
    "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
    "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"
    "msgid \"Deal\"\nmsgstr \"वाटा\"\n\n"
    "msgctxt \"trump\"\nmsgid \"Deal\"\nmsgstr \"हुकूम वाटा\"\n\n"
    "msgctxt \"menu\"\nmsgid \"Quit\"\nmsgstr \"बाहेर\"\n\n"
    "msgid \"Untranslated\"\nmsgstr \"\"\n\n"
    "#, fuzzy\nmsgid \"Unsure\"\nmsgstr \"अनिश्चित\"\n\n"
    "msgid \"%1 card\"\nmsgid_plural \"%1 cards\"\nmsgstr[0] \"%1 पत्ता\"\nmsgstr[1] \"%1 पत्ते\"\n\n"
    "msgctxt \"trick\"\nmsgid \"%1 card\"\nmsgid_plural \"%1 cards\"\nmsgstr[0] \"%1 हात\"\nmsgstr[1] \"%1 हात!\"\n\n"
    "msgid \"%1 point\"\nmsgid_plural \"%1 points\"\nmsgstr[0] \"%1 गुण\"\nmsgstr[1] \"\"\n";

static const unsigned long COUNTS[] = {0, 1, 2, 5, 11, 21, 101};
enum { COUNT_COUNT = sizeof COUNTS / sizeof COUNTS[0] };

/* Compiles po_text with msgfmt (without --check, which would refuse the
 * malformed headers) and returns the bytes of the .mo file. */
static unsigned char *compile(const char *name, const char *po_text, size_t *size)
{
    char po[512], mo[512], command[2048];
    snprintf(po, sizeof po, "%s/%s.po", CATALOG_WORK_DIR, name);
    snprintf(mo, sizeof mo, "%s/%s.mo", CATALOG_WORK_DIR, name);
    FILE *file = fopen(po, "wb");
    assert_non_null(file);
    assert_int_equal(fputs(po_text, file) >= 0, 1);
    assert_int_equal(fclose(file), 0);
    remove(mo);
    snprintf(command, sizeof command, "\"%s\" --output-file=\"%s\" \"%s\"", MSGFMT, mo, po);
    if (system(command) != 0)
        fail_msg("msgfmt failed on %s", po);
    file = fopen(mo, "rb");
    assert_non_null(file);
    unsigned char *data = malloc(1 << 16);
    assert_non_null(data);
    *size = fread(data, 1, 1 << 16, file);
    assert_int_equal(feof(file) != 0, 1);
    fclose(file);
    return data;
}

static Catalog *compile_catalog(const char *name, const char *po_text)
{
    size_t size;
    unsigned char *data = compile(name, po_text, &size);
    char why[256] = "";
    Catalog *catalog = catalog_parse(data, size, why, sizeof why);
    free(data);
    if (!catalog)
        fail_msg("%s refused: %s", name, why);
    return catalog;
}

static uint32_t word_at(const unsigned char *data, size_t at)
{
    return (uint32_t)data[at] | (uint32_t)data[at + 1] << 8 | (uint32_t)data[at + 2] << 16 |
           (uint32_t)data[at + 3] << 24;
}

static void put_word(unsigned char *data, size_t at, uint32_t value)
{
    for (int i = 0; i < 4; i++)
        data[at + (size_t)i] = (unsigned char)(value >> (8 * i));
}

/* msgfmt writes the byte order of the machine; the tests edit a
 * little-endian file. */
static unsigned char *sample(size_t *size)
{
    unsigned char *data = compile("sample", SAMPLE_PO, size);
    assert_true(*size > 28);
    assert_int_equal(word_at(data, 0), 0x950412deu);
    return data;
}

static void check_sample(const Catalog *c)
{
    assert_string_equal(catalog_get(c, NULL, "Deal"), "वाटा");
    assert_string_equal(catalog_get(c, "trump", "Deal"), "हुकूम वाटा");
    assert_string_equal(catalog_get(c, "menu", "Quit"), "बाहेर");
    assert_null(catalog_get(c, NULL, "Quit"));
    assert_null(catalog_get(c, "menu", "Deal"));
    assert_string_equal(catalog_get_plural(c, NULL, "%1 card", 1), "%1 पत्ता");
    assert_string_equal(catalog_get_plural(c, NULL, "%1 card", 3), "%1 पत्ते");
    assert_string_equal(catalog_get_plural(c, "trick", "%1 card", 3), "%1 हात!");
}

/* Every query, whose answers must stay inside the catalogue's bytes. */
static void exercise(const Catalog *c)
{
    char value[64];
    const char *texts[] = {catalog_get(c, NULL, "Deal"), catalog_get(c, "trump", "Deal"),
                           catalog_get_plural(c, NULL, "%1 card", 2), catalog_get_plural(c, "trick", "%1 card", 1),
                           catalog_header(c, "Plural-Forms", value, sizeof value)};
    size_t total = 0;
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
        total += texts[i] ? strlen(texts[i]) : 0;
    assert_true(total < 1 << 16);
    for (size_t i = 0; i < COUNT_COUNT; i++) {
        int index = catalog_plural_index(c, COUNTS[i]);
        assert_true(index >= 0 && index < catalog_plural_count(c));
    }
}

static void looks_up_with_and_without_context(void **state)
{
    (void)state;
    Catalog *c = compile_catalog("lookups", SAMPLE_PO);
    check_sample(c);
    assert_null(catalog_get(c, NULL, "Missing"));
    assert_null(catalog_get(c, "nowhere", "Missing"));
    assert_null(catalog_get(c, NULL, "Untranslated"));
    assert_null(catalog_get(c, NULL, "Unsure")); /* msgfmt leaves fuzzy entries out */
    assert_null(catalog_get(c, NULL, ""));       /* the header is not a translation */
    assert_null(catalog_get(c, NULL, NULL));
    assert_null(catalog_get(NULL, NULL, "Deal"));
    /* A plural entry read as a plain string gives its first form. */
    assert_string_equal(catalog_get(c, NULL, "%1 card"), "%1 पत्ता");
    assert_null(catalog_get(c, NULL, "%1 cards"));
    catalog_free(c);
    catalog_free(NULL);
}

static void reads_header_fields(void **state)
{
    (void)state;
    Catalog *c = compile_catalog("header", SAMPLE_PO);
    char value[64];
    assert_string_equal(catalog_header(c, "Language", value, sizeof value), "mr");
    assert_string_equal(catalog_header(c, "language", value, sizeof value), "mr");
    assert_string_equal(catalog_header(c, "Plural-Forms", value, sizeof value), "nplurals=2; plural=(n != 1);");
    assert_string_equal(catalog_header(c, "Project-Id-Version", value, sizeof value), "ecarte");
    assert_null(catalog_header(c, "Lang", value, sizeof value));
    assert_null(catalog_header(c, "Last-Translator", value, sizeof value));
    assert_null(catalog_header(c, "Plural-Forms", value, 10)); /* does not fit */
    assert_string_equal(catalog_header(c, "Language", value, 3), "mr");
    assert_null(catalog_header(c, "Language", value, 2));
    assert_null(catalog_header(NULL, "Language", value, sizeof value));
    catalog_free(c);
}

static void refuses_a_missing_file(void **state)
{
    (void)state;
    char why[256] = "";
    assert_null(catalog_load(CATALOG_WORK_DIR "/absent.mo", why, sizeof why));
    assert_non_null(strstr(why, "absent.mo"));
    assert_null(catalog_load(CATALOG_WORK_DIR "/absent.mo", NULL, 0));

    size_t size;
    free(compile("loaded", SAMPLE_PO, &size));
    Catalog *c = catalog_load(CATALOG_WORK_DIR "/loaded.mo", why, sizeof why);
    assert_non_null(c);
    check_sample(c);
    catalog_free(c);
}

/* The forms "0", "1", ... of one plural entry under the given rule. */
static void expect_plurals(const char *name, const char *plural_forms, int forms, const int expected[COUNT_COUNT])
{
    char po[2048];
    int at = snprintf(po, sizeof po, HEADER("%s") "msgid \"card\"\nmsgid_plural \"cards\"\n", plural_forms);
    for (int i = 0; i < forms; i++)
        at += snprintf(po + at, sizeof po - (size_t)at, "msgstr[%d] \"%d\"\n", i, i);
    Catalog *c = compile_catalog(name, po);
    assert_int_equal(catalog_plural_count(c), forms);
    for (size_t i = 0; i < COUNT_COUNT; i++) {
        int index = catalog_plural_index(c, COUNTS[i]);
        if (index != expected[i])
            fail_msg("%s: n = %lu takes form %d, not %d", plural_forms, COUNTS[i], index, expected[i]);
        char text[8];
        snprintf(text, sizeof text, "%d", index);
        assert_string_equal(catalog_get_plural(c, NULL, "card", COUNTS[i]), text);
    }
    assert_null(catalog_get_plural(c, NULL, "cards", 2));
    assert_null(catalog_get_plural(c, NULL, "deck", 2));
    catalog_free(c);
}

static void chooses_plural_forms(void **state)
{
    (void)state;
    /* n = 0, 1, 2, 5, 11, 21, 101 */
    const int english[] = {1, 0, 1, 1, 1, 1, 1};
    expect_plurals("english", "nplurals=2; plural=n != 1;", 2, english);
    expect_plurals("marathi", "nplurals=2; plural=(n != 1);", 2, english);
    expect_plurals("sindhi", "nplurals=2; plural=(n != 1);", 2, english);
    const int slavic[] = {2, 0, 1, 2, 2, 0, 0};
    expect_plurals("slavic",
                   "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) "
                   "? 1 : 2);",
                   3, slavic);
    const int none[] = {0, 0, 0, 0, 0, 0, 0};
    expect_plurals("one_form", "nplurals=1; plural=0;", 1, none);
    /* The order of the two settings does not matter. */
    expect_plurals("reordered", "plural=n>1; nplurals=2", 2, (const int[]){0, 0, 1, 1, 1, 1, 1});
}

static void uses_the_catalogue_of_each_language(void **state)
{
    (void)state;
    Catalog *mr = compile_catalog("plural_mr", SAMPLE_PO);
    const char *expected[] = {"%1 पत्ते", "%1 पत्ता", "%1 पत्ते", "%1 पत्ते", "%1 पत्ते", "%1 पत्ते", "%1 पत्ते"};
    for (size_t i = 0; i < COUNT_COUNT; i++)
        assert_string_equal(catalog_get_plural(mr, NULL, "%1 card", COUNTS[i]), expected[i]);
    /* An empty form is no translation; an entry without plural has one form. */
    assert_string_equal(catalog_get_plural(mr, NULL, "%1 point", 1), "%1 गुण");
    assert_null(catalog_get_plural(mr, NULL, "%1 point", 2));
    assert_string_equal(catalog_get_plural(mr, NULL, "Deal", 1), "वाटा");
    assert_null(catalog_get_plural(mr, NULL, "Deal", 2));
    catalog_free(mr);

    Catalog *sd = compile_catalog("plural_sd", HEADER("nplurals=2; plural=(n != 1);") "msgid \"%1 point\"\n"
                                                                                      "msgid_plural \"%1 points\"\n"
                                                                                      "msgstr[0] \"%1 پوائنٽ\"\n"
                                                                                      "msgstr[1] \"%1 پوائنٽون\"\n");
    assert_string_equal(catalog_get_plural(sd, NULL, "%1 point", 1), "%1 پوائنٽ");
    assert_string_equal(catalog_get_plural(sd, NULL, "%1 point", 21), "%1 پوائنٽون");
    assert_string_equal(catalog_get_plural(sd, NULL, "%1 point", 0), "%1 پوائنٽون");
    catalog_free(sd);

    /* No catalogue: the English rule. */
    assert_int_equal(catalog_plural_index(NULL, 1), 0);
    assert_int_equal(catalog_plural_index(NULL, 0), 1);
    assert_int_equal(catalog_plural_count(NULL), 2);
    assert_null(catalog_get_plural(NULL, NULL, "%1 card", 2));
}

typedef struct Case {
    const char *expression;
    unsigned long n;
    int expected;
} Case;

static void evaluates_expressions(void **state)
{
    (void)state;
    static const Case cases[] = {
        {"n", 3, 3},
        {"n", 100, 9}, /* past the last form: the last form */
        {"2 + 3 * n", 1, 5},
        {"(2 + 3) * n", 1, 5},
        {"2 + 3 * n", 2, 8},
        {"(2 + 3) * n", 2, 9},
        {"10 - 5 - 3", 0, 2},
        {"12 / 2 / 3", 0, 2},
        {"17 % 10 % 4", 0, 3},
        {"n / 0", 7, 0},
        {"n % 0", 7, 0},
        {"5 - n", 6, 9}, /* unsigned, as in gettext: wraps round to a huge number */
        {"!n", 0, 1},
        {"!n", 4, 0},
        {"!!n", 4, 1},
        {"! (n == 2)", 2, 0},
        {"1 < 2 == 1", 0, 1},
        {"2 < 1 == 0", 0, 1},
        {"n >= 2 && n <= 4", 3, 1},
        {"n >= 2 && n <= 4", 5, 0},
        {"n < 2 || n > 4", 3, 0},
        {"n < 2 || n > 4", 1, 1},
        {"0 && 1 || 1", 0, 1},
        {"1 || 1 && 0", 0, 1},
        {"n == 0 ? 0 : n == 1 ? 1 : 2", 0, 0},
        {"n == 0 ? 0 : n == 1 ? 1 : 2", 1, 1},
        {"n == 0 ? 0 : n == 1 ? 1 : 2", 7, 2},
        {"n ? n == 1 ? 1 : 2 : 0", 1, 1},
        {"n ? n == 1 ? 1 : 2 : 0", 0, 0},
        {"n ? n == 1 ? 1 : 2 : 0", 5, 2},
        {"n == 1 ? 0 : n == 2 ? 1 : (n > 2 && n < 7) ? 2 : (n > 6 && n < 11) ? 3 : 4", 8, 3}, /* Irish */
        {"n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 ? 4 : 5", 102,
         5}, /* Arabic */
        {"n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 ? 4 : 5", 111, 4},
        {"((((((((((((((((((((((((((((((n))))))))))))))))))))))))))))))", 4, 4},
        {"18446744073709551615 / 4294967296 > 0", 0, 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char po[1024];
        snprintf(po, sizeof po, HEADER("nplurals=10; plural=%s;") "msgid \"x\"\nmsgstr \"y\"\n", cases[i].expression);
        Catalog *c = compile_catalog("expression", po);
        assert_int_equal(catalog_plural_count(c), 10);
        int index = catalog_plural_index(c, cases[i].n);
        if (index != cases[i].expected)
            fail_msg("%s with n = %lu gives %d, not %d", cases[i].expression, cases[i].n, index, cases[i].expected);
        catalog_free(c);
    }
}

static void falls_back_to_english_on_malformed_plural_forms(void **state)
{
    (void)state;
    char deep[512], bangs[512], long_value[900];
    snprintf(deep, sizeof deep, "nplurals=3; plural=%.*sn%.*s;", 100,
             "(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((", 100,
             "))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))");
    memset(bangs, '!', sizeof bangs);
    memcpy(bangs, "nplurals=3; plural=", 19);
    memcpy(bangs + 300, "n;", 3);
    /* Longer than the reader keeps of an expression. */
    int at = snprintf(long_value, sizeof long_value, "nplurals=3; plural=n");
    while (at < 800)
        at += snprintf(long_value + at, sizeof long_value - (size_t)at, " + 0");
    const char *headers[] = {
        "nplurals=3; plural=n ! 1 + ;",
        "nplurals=0; plural=0;",
        "nplurals=65; plural=0;",
        "nplurals=99999999999999999999; plural=0;",
        "nplurals=3;",
        "plural=n%3;",
        "nplurals=3; plural=(n != 1;",
        "nplurals=3; plural=n != 1);",
        "nplurals=3; plural=n = 1;",
        "nplurals=3; plural=n | 1;",
        "nplurals=3; plural=n & 1;",
        "nplurals=3; plural=x;",
        "nplurals=3; plural=nn;",
        "nplurals=3; plural=-n;",
        "nplurals=3; plural=;",
        "nplurals=3; plural=n ? 1;",
        "nplurals=3; plural=n ? 1 : ;",
        "nplurals=3; plural=n != 1 n;",
        "nplurals=3; plural=n != 1; extra=1;",
        "nplurals=3; nplurals=3; plural=n;",
        "nplurals=3 plural=n;",
        "nplurals=3; plural=99999999999999999999999;",
        "nplurals=x; plural=n;",
        deep,
        bangs,
        long_value,
    };
    for (size_t i = 0; i < sizeof headers / sizeof headers[0]; i++) {
        char po[2048];
        snprintf(po, sizeof po,
                 HEADER("%s") "msgid \"card\"\nmsgid_plural \"cards\"\nmsgstr[0] \"a\"\nmsgstr[1] \"b\"\n", headers[i]);
        Catalog *c = compile_catalog("malformed", po);
        if (catalog_plural_count(c) != 2)
            fail_msg("%s: %d forms", headers[i], catalog_plural_count(c));
        for (size_t k = 0; k < COUNT_COUNT; k++) {
            if (catalog_plural_index(c, COUNTS[k]) != (COUNTS[k] != 1))
                fail_msg("%s: n = %lu takes form %d", headers[i], COUNTS[k], catalog_plural_index(c, COUNTS[k]));
            assert_string_equal(catalog_get_plural(c, NULL, "card", COUNTS[k]), COUNTS[k] == 1 ? "a" : "b");
        }
        catalog_free(c);
    }
    /* No Plural-Forms at all. */
    Catalog *c = compile_catalog("no_plural_forms",
                                 "msgid \"\"\nmsgstr \"Language: xx\\nContent-Type: text/plain; charset=UTF-8\\n\"\n\n"
                                 "msgid \"card\"\nmsgid_plural \"cards\"\n"
                                 "msgstr[0] \"a\"\nmsgstr[1] \"b\"\n");
    assert_int_equal(catalog_plural_count(c), 2);
    assert_string_equal(catalog_get_plural(c, NULL, "card", 1), "a");
    assert_string_equal(catalog_get_plural(c, NULL, "card", 0), "b");
    catalog_free(c);
}

static void expect_refused(const unsigned char *data, size_t size, const char *reason)
{
    char why[256] = "";
    Catalog *c = catalog_parse(data, size, why, sizeof why);
    if (c)
        fail_msg("accepted a file that is %s", reason);
    if (!strstr(why, reason))
        fail_msg("refused with \"%s\", not for being %s", why, reason);
}

static void refuses_damaged_files(void **state)
{
    (void)state;
    size_t size;
    unsigned char *good = sample(&size);
    unsigned char *bad = malloc(size);
    assert_non_null(bad);
    uint32_t count = word_at(good, 8), originals = word_at(good, 12), translations = word_at(good, 16);
    assert_true(count >= 6);

    memcpy(bad, good, size);
    bad[0] ^= 0x01;
    expect_refused(bad, size, "magic");
    expect_refused(bad, 0, "too short");
    expect_refused(NULL, 0, "too short");
    expect_refused((const unsigned char *)"short", 5, "too short");

    memcpy(bad, good, size);
    put_word(bad, 4, 0x00010000u);
    expect_refused(bad, size, "revision 1.0");
    put_word(bad, 4, 0x00000001u); /* a minor revision is compatible */
    Catalog *c = catalog_parse(bad, size, NULL, 0);
    assert_non_null(c);
    check_sample(c);
    catalog_free(c);

    const struct {
        size_t at;
        uint32_t value;
        const char *reason;
    } edits[] = {
        {8, 0xFFFFFFFFu, "tables"},
        {8, count + 1000, "tables"},
        {12, (uint32_t)size, "tables"},
        {12, 0xFFFFFFF8u, "tables"},
        {16, (uint32_t)size - 4, "tables"},
        {20, 0xFFFFFFFFu, "hash table"},
        {24, (uint32_t)size, "hash table"},
        {originals + 8 * 3, 0xFFFFFFFFu, "past the end"},        /* a length */
        {originals + 8 * 3 + 4, (uint32_t)size, "past the end"}, /* an offset */
        {originals + 8 * 3 + 4, 0xFFFFFFFFu, "past the end"},
        {translations + 8 * 5, (uint32_t)size, "past the end"},
        {translations + 8 * 5 + 4, (uint32_t)size - 1, "past the end"},
        {translations + 8 * (count - 1) + 4, 0x7FFFFFFFu, "past the end"},
    };
    for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
        memcpy(bad, good, size);
        put_word(bad, edits[i].at, edits[i].value);
        expect_refused(bad, size, edits[i].reason);
    }

    /* A string whose NUL is overwritten, original or translation. */
    memcpy(bad, good, size);
    bad[word_at(good, originals + 8 * 2 + 4) + word_at(good, originals + 8 * 2)] = 'x';
    expect_refused(bad, size, "original string 2 does not end with a NUL");
    memcpy(bad, good, size);
    bad[word_at(good, translations + 8 * 4 + 4) + word_at(good, translations + 8 * 4)] = 'x';
    expect_refused(bad, size, "translated string 4 does not end with a NUL");
    memcpy(bad, good, size);
    put_word(bad, translations + 8 * 4, word_at(good, translations + 8 * 4) - 1);
    expect_refused(bad, size, "translated string 4 does not end with a NUL");

    free(bad);
    free(good);
}

static void survives_every_truncation_and_every_byte_damaged(void **state)
{
    (void)state;
    size_t size;
    unsigned char *good = sample(&size);
    /* Each prefix in a buffer of its own size, so that the sanitizer sees
     * any read past its end. */
    for (size_t length = 0; length <= size; length++) {
        unsigned char *prefix = malloc(length ? length : 1);
        assert_non_null(prefix);
        memcpy(prefix, good, length);
        char why[256] = "";
        Catalog *c = catalog_parse(prefix, length, why, sizeof why);
        if (c) {
            exercise(c);
            catalog_free(c);
        } else {
            assert_true(why[0] != '\0');
        }
        free(prefix);
    }
    /* msgfmt puts the last string's NUL at the very end: no shorter prefix
     * is whole. */
    Catalog *whole = catalog_parse(good, size - 1, NULL, 0);
    assert_null(whole);

    const unsigned char values[] = {0x00, 0x01, 0x7F, 0x80, 0xFF};
    unsigned char *bad = malloc(size);
    assert_non_null(bad);
    for (size_t at = 0; at < size; at++) {
        for (size_t v = 0; v < sizeof values; v++) {
            memcpy(bad, good, size);
            bad[at] = values[v];
            Catalog *c = catalog_parse(bad, size, NULL, 0);
            if (c) {
                exercise(c);
                catalog_free(c);
            }
        }
    }
    free(bad);
    free(good);
}

static void swap_word(unsigned char *data, size_t at)
{
    unsigned char a = data[at], b = data[at + 1];
    data[at] = data[at + 3];
    data[at + 1] = data[at + 2];
    data[at + 2] = b;
    data[at + 3] = a;
}

static void reads_big_endian_files(void **state)
{
    (void)state;
    size_t size;
    unsigned char *data = sample(&size);
    uint32_t count = word_at(data, 8), originals = word_at(data, 12), translations = word_at(data, 16);
    uint32_t hash_size = word_at(data, 20), hash_offset = word_at(data, 24);
    for (uint32_t i = 0; i < 2 * count; i++) {
        swap_word(data, originals + 4 * i);
        swap_word(data, translations + 4 * i);
    }
    for (uint32_t i = 0; i < hash_size; i++)
        swap_word(data, hash_offset + 4 * i);
    for (size_t at = 0; at < 28; at += 4)
        swap_word(data, at);
    assert_memory_equal(data, "\x95\x04\x12\xde", 4);
    char why[256] = "";
    Catalog *c = catalog_parse(data, size, why, sizeof why);
    if (!c)
        fail_msg("refused: %s", why);
    check_sample(c);
    char value[64];
    assert_string_equal(catalog_header(c, "Language", value, sizeof value), "mr");
    catalog_free(c);

    /* A big-endian file read as little-endian would point everywhere. */
    swap_word(data, 12);
    assert_null(catalog_parse(data, size, why, sizeof why));
    assert_non_null(strstr(why, "tables"));
    free(data);
}

static void finds_strings_of_an_unsorted_file(void **state)
{
    (void)state;
    size_t size;
    unsigned char *data = sample(&size);
    uint32_t count = word_at(data, 8), originals = word_at(data, 12), translations = word_at(data, 16);
    /* Reverse both tables together, as a writer that does not sort might. */
    for (uint32_t i = 0, j = count - 1; i < j; i++, j--) {
        for (int k = 0; k < 8; k++) {
            unsigned char *a = data + originals + 8 * i + k, *b = data + originals + 8 * j + k;
            unsigned char t = *a;
            *a = *b;
            *b = t;
            a = data + translations + 8 * i + k;
            b = data + translations + 8 * j + k;
            t = *a;
            *a = *b;
            *b = t;
        }
    }
    Catalog *c = catalog_parse(data, size, NULL, 0);
    assert_non_null(c);
    check_sample(c);
    catalog_free(c);
    free(data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(looks_up_with_and_without_context),
        cmocka_unit_test(reads_header_fields),
        cmocka_unit_test(refuses_a_missing_file),
        cmocka_unit_test(chooses_plural_forms),
        cmocka_unit_test(uses_the_catalogue_of_each_language),
        cmocka_unit_test(evaluates_expressions),
        cmocka_unit_test(falls_back_to_english_on_malformed_plural_forms),
        cmocka_unit_test(refuses_damaged_files),
        cmocka_unit_test(survives_every_truncation_and_every_byte_damaged),
        cmocka_unit_test(reads_big_endian_files),
        cmocka_unit_test(finds_strings_of_an_unsorted_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
