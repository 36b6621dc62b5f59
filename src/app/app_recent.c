#include <math.h>
#include <string.h>

#include "app_recent.h"

void app_recent_free(RecentRating *recent)
{
    if (recent->owned)
        analysis_destroy(recent->analysis);
    recent->pending = false;
    recent->analysis = NULL;
    recent->owned = false;
}

void app_recent_add(RecentRating *recent, Statistics *stats, const RecentGame *entry, Analysis *analysis, int end)
{
    statistics_add_recent(stats, entry);
    app_recent_free(recent);
    if (!analysis)
        return;
    recent->pending = true;
    recent->entry = *entry;
    recent->analysis = analysis;
    recent->end = end;
}

static bool same_recent(const RecentGame *a, const RecentGame *b)
{
    return a->level == b->level && a->preset == b->preset && a->won == b->won && a->points_for == b->points_for &&
           a->points_against == b->points_against && a->decisions == b->decisions &&
           a->mean_loss_thousandths == b->mean_loss_thousandths && memcmp(a->grades, b->grades, sizeof a->grades) == 0;
}

/* The newest recent game that is still the one added, unrated. */
static RecentGame *find_recent(const RecentRating *recent, Statistics *stats)
{
    for (int i = stats->recent_count - 1; i >= 0 && i < STATISTICS_RECENT_MAX; i--)
        if (same_recent(&stats->recent[i], &recent->entry))
            return &stats->recent[i];
    return NULL;
}

bool app_recent_update(RecentRating *recent, Statistics *stats, uint8_t seat)
{
    if (!recent->pending || !analysis_complete(recent->analysis, 0, recent->end))
        return false;
    AnalysisTally tally;
    analysis_tally(recent->analysis, seat, 0, recent->end, &tally);
    /* Gone if the statistics were reset meanwhile. */
    RecentGame *entry = find_recent(recent, stats);
    bool changed = entry && tally.decisions > 0;
    if (changed) {
        double mean = tally.loss_sum / tally.decisions;
        entry->decisions = (uint16_t)imin(tally.decisions, UINT16_MAX);
        entry->mean_loss_thousandths = (uint16_t)lround(fmax(0.0, fmin(1.0, mean)) * 1000.0);
        for (int g = 0; g < STATISTICS_GRADE_COUNT && g < RATING_GRADE_COUNT; g++)
            entry->grades[g] = (uint16_t)imin(tally.grades[g], UINT16_MAX);
    }
    app_recent_free(recent);
    return changed;
}

void app_recent_game_begins(RecentRating *recent, Session *game)
{
    if (!recent->pending || recent->owned || recent->analysis != session_analysis(game))
        return;
    recent->owned = true;
    recent->analysis = session_take_analysis(game);
}
