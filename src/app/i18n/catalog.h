/* A reader of GNU gettext's compiled catalogues (.mo files, as msgfmt writes
 * them), so that the game can switch language while it runs whatever the
 * system locale is, and without libintl.
 *
 * Every count, offset and string of the file is checked when it is read: a
 * damaged or hostile file is refused with a reason and never read outside
 * its bytes.  Lookups are a binary search on the original strings.  Plain C
 * and stdio, free of SDL, so that it is tested without a window. */
#ifndef ECARTE_APP_CATALOG_H
#define ECARTE_APP_CATALOG_H

#include <stddef.h>

typedef struct Catalog Catalog;

/* The most plural forms a catalogue may declare; Arabic, the language with
 * the most, has 6. */
enum { CATALOG_PLURALS_MAX = 64 };

/* Reads a GNU .mo file of either byte order.  NULL on failure, with a
 * one-line reason in why (which may be NULL): the file is missing or
 * unreadable, is not a .mo file, is of an unknown major revision, is
 * truncated, has a count or an offset outside the file, or a string that does
 * not end with a NUL inside it.
 *
 * A Plural-Forms header that is missing or malformed (an expression that does
 * not parse, nplurals not in 1..CATALOG_PLURALS_MAX) does not refuse the
 * catalogue: its plurals then follow the English rule, nplurals=2;
 * plural=(n != 1), as GNU gettext's do. */
Catalog *catalog_load(const char *path, char *why, size_t why_size);

/* The same from bytes in memory, which are copied. */
Catalog *catalog_parse(const void *data, size_t size, char *why, size_t why_size);

/* Accepts NULL. */
void catalog_free(Catalog *catalog);

/* The translation of msgid in context (NULL: none), or NULL when the
 * catalogue has none, an empty one, or msgid is "" (the header: see
 * catalog_header).  A context is stored as "context\004msgid", as gettext
 * does.  For an entry with plural forms this is its first form.  The text
 * lives as long as the catalogue. */
const char *catalog_get(const Catalog *catalog, const char *context, const char *msgid);

/* The plural form for n of the entry whose singular is msgid, chosen by the
 * catalogue's Plural-Forms; NULL when the catalogue has no such entry, or the
 * entry has no form that n takes, or that form is empty.  The caller then
 * uses English: msgid for n == 1, msgid_plural otherwise. */
const char *catalog_get_plural(const Catalog *catalog, const char *context, const char *msgid, unsigned long n);

/* The plural form that n takes under the catalogue's Plural-Forms, in
 * [0, catalog_plural_count): a result of the expression past the last form is
 * the last form.  Under the English rule when the catalogue has no usable
 * Plural-Forms, and for a NULL catalogue. */
int catalog_plural_index(const Catalog *catalog, unsigned long n);

/* How many plural forms the catalogue's language has (2 under the English
 * rule). */
int catalog_plural_count(const Catalog *catalog);

/* The value of a field of the catalogue's header ("Language",
 * "Plural-Forms"; the name is matched without regard to case), copied into
 * out without its line's end, and out; NULL when the header has no such
 * field or the value does not fit in size bytes. */
const char *catalog_header(const Catalog *catalog, const char *field, char *out, size_t size);

#endif
