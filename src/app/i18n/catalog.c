#include "i18n/catalog.h"

#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The layout of a .mo file: seven 32-bit words, then two tables of (length,
 * offset) pairs, for the originals and for the translations, and the hash
 * table, which this reader does not need. */
#define MO_MAGIC 0x950412deu
enum {
    MO_HEADER_SIZE = 28,
    MO_PAIR_SIZE = 8,
    /* Far more than a game's text; a bigger file is not a catalogue of ours. */
    MO_FILE_MAX = 64 * 1024 * 1024,
    PLURAL_TEXT_MAX = 512,
    /* Nesting of parentheses, ?: and !, which bounds the evaluator's stack. */
    PLURAL_DEPTH_MAX = 64,
    HEADER_LINE_MAX = 1024,
};

typedef struct Entry {
    const char *original;      /* msgid, or context\004msgid; then a NUL and msgid_plural for a plural entry */
    const char *translation;   /* the forms, each ending with a NUL */
    size_t translation_length; /* all forms and the NULs between them, not the last one */
} Entry;

struct Catalog {
    unsigned char *data;
    size_t size;
    Entry *entries; /* in strcmp order of their originals */
    uint32_t count;
    int nplurals;
    char plural[PLURAL_TEXT_MAX]; /* the expression; "" for the English rule */
};

static void explain(char *why, size_t why_size, const char *format, ...)
{
    if (!why || why_size == 0)
        return;
    va_list args;
    va_start(args, format);
    vsnprintf(why, why_size, format, args);
    va_end(args);
}

static uint32_t read_word(const unsigned char *p, bool big_endian)
{
    if (big_endian)
        return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
    return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | (uint32_t)p[0];
}

/* ---- Plural-Forms: a recursive-descent evaluator of gettext's C subset ---- */

typedef struct Expr {
    const char *at;
    unsigned long n;
    int depth;
    bool ok;
} Expr;

static unsigned long expr_fail(Expr *e)
{
    e->ok = false;
    return 0;
}

static void expr_skip_space(Expr *e)
{
    while (*e->at == ' ' || *e->at == '\t' || *e->at == '\r' || *e->at == '\n')
        e->at++;
}

/* Longer operators must be tried before their prefixes ("<=" before "<"). */
static bool expr_take(Expr *e, const char *token)
{
    expr_skip_space(e);
    size_t length = strlen(token);
    if (strncmp(e->at, token, length) != 0)
        return false;
    e->at += length;
    return true;
}

static unsigned long expr_conditional(Expr *e);

static unsigned long expr_primary(Expr *e)
{
    expr_skip_space(e);
    if (*e->at == 'n') {
        e->at++;
        return e->n;
    }
    if (*e->at >= '0' && *e->at <= '9') {
        unsigned long value = 0;
        for (; *e->at >= '0' && *e->at <= '9'; e->at++) {
            unsigned digit = (unsigned)(*e->at - '0');
            if (value > (~0ul - digit) / 10)
                return expr_fail(e);
            value = value * 10 + digit;
        }
        return value;
    }
    if (expr_take(e, "(")) {
        unsigned long value = expr_conditional(e);
        if (!expr_take(e, ")"))
            return expr_fail(e);
        return value;
    }
    return expr_fail(e);
}

static unsigned long expr_unary(Expr *e)
{
    expr_skip_space(e);
    if (e->at[0] == '!' && e->at[1] != '=') {
        e->at++;
        if (++e->depth > PLURAL_DEPTH_MAX)
            return expr_fail(e);
        unsigned long value = expr_unary(e);
        e->depth--;
        return !value;
    }
    return expr_primary(e);
}

/* Both operands are always parsed, so whether an expression parses does not
 * depend on n, and one check when the catalogue is read is enough. */
static unsigned long expr_multiplicative(Expr *e)
{
    unsigned long left = expr_unary(e);
    while (e->ok) {
        if (expr_take(e, "*")) {
            left *= expr_unary(e);
        } else if (expr_take(e, "/")) {
            unsigned long right = expr_unary(e);
            left = right ? left / right : 0;
        } else if (expr_take(e, "%")) {
            unsigned long right = expr_unary(e);
            left = right ? left % right : 0;
        } else {
            break;
        }
    }
    return left;
}

static unsigned long expr_additive(Expr *e)
{
    unsigned long left = expr_multiplicative(e);
    while (e->ok) {
        if (expr_take(e, "+"))
            left += expr_multiplicative(e);
        else if (expr_take(e, "-"))
            left -= expr_multiplicative(e);
        else
            break;
    }
    return left;
}

static unsigned long expr_relational(Expr *e)
{
    unsigned long left = expr_additive(e);
    while (e->ok) {
        if (expr_take(e, "<="))
            left = left <= expr_additive(e);
        else if (expr_take(e, ">="))
            left = left >= expr_additive(e);
        else if (expr_take(e, "<"))
            left = left < expr_additive(e);
        else if (expr_take(e, ">"))
            left = left > expr_additive(e);
        else
            break;
    }
    return left;
}

static unsigned long expr_equality(Expr *e)
{
    unsigned long left = expr_relational(e);
    while (e->ok) {
        if (expr_take(e, "=="))
            left = left == expr_relational(e);
        else if (expr_take(e, "!="))
            left = left != expr_relational(e);
        else
            break;
    }
    return left;
}

static unsigned long expr_and(Expr *e)
{
    unsigned long left = expr_equality(e);
    while (e->ok && expr_take(e, "&&")) {
        unsigned long right = expr_equality(e);
        left = left && right;
    }
    return left;
}

static unsigned long expr_or(Expr *e)
{
    unsigned long left = expr_and(e);
    while (e->ok && expr_take(e, "||")) {
        unsigned long right = expr_and(e);
        left = left || right;
    }
    return left;
}

/* cond ? a : b, right associative: a ? b : c ? d : e is a ? b : (c ? d : e). */
static unsigned long expr_conditional(Expr *e)
{
    if (++e->depth > PLURAL_DEPTH_MAX)
        return expr_fail(e);
    unsigned long value = expr_or(e);
    if (e->ok && expr_take(e, "?")) {
        unsigned long yes = expr_conditional(e);
        if (e->ok && !expr_take(e, ":"))
            expr_fail(e);
        unsigned long no = e->ok ? expr_conditional(e) : 0;
        value = value ? yes : no;
    }
    e->depth--;
    return e->ok ? value : 0;
}

/* The whole of text must be one expression. */
static bool plural_evaluate(const char *text, unsigned long n, unsigned long *value)
{
    Expr e = {text, n, 0, true};
    *value = expr_conditional(&e);
    expr_skip_space(&e);
    return e.ok && *e.at == '\0';
}

static bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

static void skip_blanks(const char **at)
{
    while (**at == ' ' || **at == '\t')
        (*at)++;
}

/* "nplurals=N; plural=EXPR;", the two in either order, each once. */
static bool plural_forms_parse(const char *value, int *nplurals, char *expression, size_t expression_size)
{
    bool have_count = false, have_expression = false;
    const char *at = value;
    for (;;) {
        skip_blanks(&at);
        if (*at == '\0')
            break;
        const char *name = at;
        while (is_letter(*at))
            at++;
        size_t name_length = (size_t)(at - name);
        skip_blanks(&at);
        if (*at++ != '=')
            return false;
        skip_blanks(&at);
        if (name_length == 8 && strncmp(name, "nplurals", 8) == 0 && !have_count) {
            int count = 0;
            if (*at < '0' || *at > '9')
                return false;
            for (; *at >= '0' && *at <= '9'; at++) {
                count = count * 10 + (*at - '0');
                if (count > CATALOG_PLURALS_MAX)
                    return false;
            }
            if (count < 1)
                return false;
            *nplurals = count;
            have_count = true;
        } else if (name_length == 6 && strncmp(name, "plural", 6) == 0 && !have_expression) {
            Expr e = {at, 0, 0, true};
            expr_conditional(&e);
            size_t length = (size_t)(e.at - at);
            if (!e.ok || length >= expression_size)
                return false;
            memcpy(expression, at, length);
            expression[length] = '\0';
            at = e.at;
            have_expression = true;
        } else {
            return false;
        }
        skip_blanks(&at);
        if (*at == ';')
            at++;
        else if (*at != '\0')
            return false;
    }
    return have_count && have_expression;
}

/* ---- Lookup ---- */

/* strcmp of "context\004msgid" (or of msgid alone) with original, without
 * building the key. */
static int compare_key(const char *context, const char *msgid, const char *original)
{
    const unsigned char *s = (const unsigned char *)original;
    if (context) {
        for (const unsigned char *c = (const unsigned char *)context; *c; c++, s++)
            if (*c != *s)
                return *c < *s ? -1 : 1;
        if (*s != '\004')
            return '\004' < *s ? -1 : 1;
        s++;
    }
    for (const unsigned char *m = (const unsigned char *)msgid;; m++, s++) {
        if (*m != *s)
            return *m < *s ? -1 : 1;
        if (*m == '\0')
            return 0;
    }
}

static const Entry *find(const Catalog *catalog, const char *context, const char *msgid)
{
    if (!catalog || !msgid)
        return NULL;
    size_t low = 0, high = catalog->count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        int order = compare_key(context, msgid, catalog->entries[middle].original);
        if (order == 0)
            return &catalog->entries[middle];
        if (order < 0)
            high = middle;
        else
            low = middle + 1;
    }
    return NULL;
}

static int compare_entries(const void *a, const void *b)
{
    return strcmp(((const Entry *)a)->original, ((const Entry *)b)->original);
}

/* ---- Reading ---- */

/* A (length, offset) pair of a table, checked to name a string that ends
 * with a NUL inside the file. */
static bool read_string(const Catalog *c, bool big_endian, uint32_t table, uint32_t index, const char *what,
                        const char **text, size_t *length, char *why, size_t why_size)
{
    const unsigned char *pair = c->data + table + (size_t)index * MO_PAIR_SIZE;
    uint32_t string_length = read_word(pair, big_endian);
    uint32_t offset = read_word(pair + 4, big_endian);
    if ((uint64_t)offset + string_length >= c->size) {
        explain(why, why_size, "%s string %lu lies past the end of the file", what, (unsigned long)index);
        return false;
    }
    if (c->data[offset + string_length] != '\0') {
        explain(why, why_size, "%s string %lu does not end with a NUL", what, (unsigned long)index);
        return false;
    }
    *text = (const char *)c->data + offset;
    *length = string_length;
    return true;
}

static bool read_tables(Catalog *c, char *why, size_t why_size)
{
    if (c->size < MO_HEADER_SIZE) {
        explain(why, why_size, "not a .mo file: %lu bytes, too short for its header", (unsigned long)c->size);
        return false;
    }
    bool big_endian;
    if (read_word(c->data, false) == MO_MAGIC) {
        big_endian = false;
    } else if (read_word(c->data, true) == MO_MAGIC) {
        big_endian = true;
    } else {
        explain(why, why_size, "not a .mo file: wrong magic number");
        return false;
    }
    uint32_t revision = read_word(c->data + 4, big_endian);
    if (revision >> 16 != 0) {
        explain(why, why_size, "unknown .mo revision %lu.%lu", (unsigned long)(revision >> 16),
                (unsigned long)(revision & 0xFFFFu));
        return false;
    }
    uint32_t count = read_word(c->data + 8, big_endian);
    uint32_t originals = read_word(c->data + 12, big_endian);
    uint32_t translations = read_word(c->data + 16, big_endian);
    uint32_t hash_size = read_word(c->data + 20, big_endian);
    uint32_t hash_offset = read_word(c->data + 24, big_endian);
    uint64_t table_bytes = (uint64_t)count * MO_PAIR_SIZE;
    if ((uint64_t)originals + table_bytes > c->size || (uint64_t)translations + table_bytes > c->size) {
        explain(why, why_size, "truncated: the tables of %lu strings run past the end of the file",
                (unsigned long)count);
        return false;
    }
    if (hash_size != 0 && (uint64_t)hash_offset + (uint64_t)hash_size * 4 > c->size) {
        explain(why, why_size, "truncated: the hash table runs past the end of the file");
        return false;
    }
    c->entries = calloc(count ? count : 1, sizeof *c->entries);
    if (!c->entries) {
        explain(why, why_size, "out of memory for %lu strings", (unsigned long)count);
        return false;
    }
    c->count = count;
    bool sorted = true;
    for (uint32_t i = 0; i < count; i++) {
        Entry *entry = &c->entries[i];
        size_t original_length;
        if (!read_string(c, big_endian, originals, i, "original", &entry->original, &original_length, why, why_size) ||
            !read_string(c, big_endian, translations, i, "translated", &entry->translation, &entry->translation_length,
                         why, why_size))
            return false;
        if (i > 0 && strcmp(c->entries[i - 1].original, entry->original) >= 0)
            sorted = false;
    }
    /* msgfmt sorts the originals; other writers need not. */
    if (!sorted)
        qsort(c->entries, count, sizeof *c->entries, compare_entries);
    return true;
}

static void read_plural_forms(Catalog *c)
{
    char value[HEADER_LINE_MAX];
    c->nplurals = 2;
    c->plural[0] = '\0';
    int nplurals = 2;
    char expression[PLURAL_TEXT_MAX];
    if (catalog_header(c, "Plural-Forms", value, sizeof value) &&
        plural_forms_parse(value, &nplurals, expression, sizeof expression)) {
        c->nplurals = nplurals;
        memcpy(c->plural, expression, sizeof c->plural);
    }
}

/* Takes data, which was allocated with malloc. */
static Catalog *catalog_adopt(unsigned char *data, size_t size, char *why, size_t why_size)
{
    Catalog *c = calloc(1, sizeof *c);
    if (!c) {
        free(data);
        explain(why, why_size, "out of memory");
        return NULL;
    }
    c->data = data;
    c->size = size;
    if (!read_tables(c, why, why_size)) {
        catalog_free(c);
        return NULL;
    }
    read_plural_forms(c);
    return c;
}

Catalog *catalog_parse(const void *data, size_t size, char *why, size_t why_size)
{
    if (!data && size > 0) {
        explain(why, why_size, "no data");
        return NULL;
    }
    unsigned char *copy = malloc(size ? size : 1);
    if (!copy) {
        explain(why, why_size, "out of memory for %lu bytes", (unsigned long)size);
        return NULL;
    }
    if (size > 0)
        memcpy(copy, data, size);
    return catalog_adopt(copy, size, why, why_size);
}

Catalog *catalog_load(const char *path, char *why, size_t why_size)
{
    FILE *file = fopen(path, "rb");
    if (!file) {
        explain(why, why_size, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    size_t size = 0, capacity = 64 * 1024;
    unsigned char *data = malloc(capacity);
    bool failed = !data;
    while (!failed) {
        if (size == capacity) {
            unsigned char *bigger = capacity < MO_FILE_MAX ? realloc(data, capacity * 2) : NULL;
            if (!bigger) {
                failed = true;
                break;
            }
            data = bigger;
            capacity *= 2;
        }
        size_t got = fread(data + size, 1, capacity - size, file);
        size += got;
        if (got == 0)
            break;
    }
    bool read_error = ferror(file) != 0;
    fclose(file);
    if (failed || read_error) {
        free(data);
        explain(why, why_size, read_error ? "cannot read %s" : "%s is too big for a catalogue", path);
        return NULL;
    }
    return catalog_adopt(data, size, why, why_size);
}

void catalog_free(Catalog *catalog)
{
    if (!catalog)
        return;
    free(catalog->entries);
    free(catalog->data);
    free(catalog);
}

/* ---- Queries ---- */

const char *catalog_get(const Catalog *catalog, const char *context, const char *msgid)
{
    if (!msgid || (!context && msgid[0] == '\0'))
        return NULL;
    const Entry *entry = find(catalog, context, msgid);
    return entry && entry->translation[0] ? entry->translation : NULL;
}

int catalog_plural_count(const Catalog *catalog) { return catalog ? catalog->nplurals : 2; }

int catalog_plural_index(const Catalog *catalog, unsigned long n)
{
    unsigned long value;
    if (!catalog || !catalog->plural[0] || !plural_evaluate(catalog->plural, n, &value))
        return n != 1;
    return value < (unsigned long)catalog->nplurals ? (int)value : catalog->nplurals - 1;
}

const char *catalog_get_plural(const Catalog *catalog, const char *context, const char *msgid, unsigned long n)
{
    const Entry *entry = find(catalog, context, msgid);
    if (!entry)
        return NULL;
    const char *form = entry->translation;
    const char *end = entry->translation + entry->translation_length;
    for (int i = catalog_plural_index(catalog, n); i > 0; i--) {
        form += strlen(form) + 1;
        if (form > end)
            return NULL;
    }
    return form[0] ? form : NULL;
}

static bool same_name(const char *a, const char *b, size_t length)
{
    for (size_t i = 0; i < length; i++) {
        char x = a[i] >= 'A' && a[i] <= 'Z' ? (char)(a[i] - 'A' + 'a') : a[i];
        char y = b[i] >= 'A' && b[i] <= 'Z' ? (char)(b[i] - 'A' + 'a') : b[i];
        if (x != y)
            return false;
    }
    return true;
}

const char *catalog_header(const Catalog *catalog, const char *field, char *out, size_t size)
{
    if (!field || !out || size == 0)
        return NULL;
    const Entry *header = find(catalog, NULL, "");
    if (!header)
        return NULL;
    size_t field_length = strlen(field);
    for (const char *line = header->translation; *line;) {
        const char *end = strchr(line, '\n');
        if (!end)
            end = line + strlen(line);
        if ((size_t)(end - line) > field_length && line[field_length] == ':' && same_name(line, field, field_length)) {
            const char *value = line + field_length + 1;
            skip_blanks(&value);
            const char *value_end = end;
            while (value_end > value && (value_end[-1] == ' ' || value_end[-1] == '\t' || value_end[-1] == '\r'))
                value_end--;
            size_t length = (size_t)(value_end - value);
            if (length >= size)
                return NULL;
            memcpy(out, value, length);
            out[length] = '\0';
            return out;
        }
        line = *end ? end + 1 : end;
    }
    return NULL;
}
