/* The statistics file (statistics.h), read from any bytes.  Statistics
 * that read hold only recent games that could have been, and are written
 * back to a file that reads as the same statistics. */
#include <string.h>

#include "ecarte/statistics.h"
#include "fuzz_support.h"

static Statistics stats, again;
static char written[STATISTICS_TEXT_MAX], rewritten[STATISTICS_TEXT_MAX];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char why[256];
    if (statistics_parse((const char *)data, size, &stats, why, sizeof why) != STORE_VERDICT_OK)
        return 0;
    if (stats.recent_count < 0 || stats.recent_count > STATISTICS_RECENT_MAX)
        fuzz_abort("statistics read with an impossible number of recent games", NULL);
    for (int f = 0; f < STAT_FIELD_COUNT; f++)
        (void)statistics_total(&stats, (StatField)f);
    size_t length = statistics_write(&stats, written, sizeof written);
    if (length == 0)
        fuzz_abort("statistics that read cannot be written", NULL);
    if (statistics_parse(written, length, &again, why, sizeof why) != STORE_VERDICT_OK)
        fuzz_abort("statistics written back do not read", why);
    if (again.recent_count != stats.recent_count)
        fuzz_abort("statistics written back lost recent games", NULL);
    if (statistics_write(&again, rewritten, sizeof rewritten) != length || memcmp(written, rewritten, length) != 0)
        fuzz_abort("statistics written back read as other statistics", NULL);
    return 0;
}
