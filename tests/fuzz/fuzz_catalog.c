/* The reader of compiled catalogues (src/app/i18n/catalog.c), given any
 * bytes as a .mo file.  A catalogue that reads answers every lookup of the
 * strings the file holds, and of others, from inside its own bytes, and its
 * plural forms stay within the count it declares. */
#include <limits.h>
#include <string.h>

#include "fuzz_support.h"
#include "i18n/catalog.h"

static void look_up(const Catalog *catalog, const char *key)
{
    char context[64];
    (void)catalog_get(catalog, NULL, key);
    (void)catalog_get_plural(catalog, NULL, key, 1);
    (void)catalog_get_plural(catalog, NULL, key, 5);
    /* "context\004msgid" split as the game asks for it. */
    const char *separator = strchr(key, '\004');
    if (separator && (size_t)(separator - key) < sizeof context) {
        memcpy(context, key, (size_t)(separator - key));
        context[separator - key] = '\0';
        (void)catalog_get(catalog, context, separator + 1);
        (void)catalog_get_plural(catalog, context, separator + 1, 2);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char why[256], value[256];
    Catalog *catalog = catalog_parse(data, size, why, sizeof why);
    if (!catalog)
        return 0;
    int count = catalog_plural_count(catalog);
    if (count < 1 || count > CATALOG_PLURALS_MAX)
        fuzz_abort("a catalogue declares an impossible number of plural forms", NULL);
    static const unsigned long NUMBERS[] = {0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 101, 111, 1000001, ULONG_MAX};
    for (size_t i = 0; i < sizeof NUMBERS / sizeof NUMBERS[0]; i++) {
        int index = catalog_plural_index(catalog, NUMBERS[i]);
        if (index < 0 || index >= count)
            fuzz_abort("a plural form outside the catalogue's count", NULL);
    }
    static const char *const FIELDS[] = {"Language", "Plural-Forms", "Content-Type", "language", ""};
    for (size_t i = 0; i < sizeof FIELDS / sizeof FIELDS[0]; i++) {
        (void)catalog_header(catalog, FIELDS[i], value, sizeof value);
        (void)catalog_header(catalog, FIELDS[i], value, 2);
    }
    /* Every string of the file as a key: the originals among them are
     * found, the rest are not. */
    static char key[1024];
    size_t length = 0;
    int keys = 0;
    for (size_t i = 0; i < size && keys < 256; i++) {
        if (data[i] != '\0' && length + 1 < sizeof key) {
            key[length++] = (char)data[i];
            continue;
        }
        key[length] = '\0';
        look_up(catalog, key);
        length = 0;
        keys++;
    }
    look_up(catalog, "");
    catalog_free(catalog);
    return 0;
}
