#include "ecarte/record.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ecarte/number.h"
#include "ecarte/trick.h"

/* ---- writing ------------------------------------------------------------ */

typedef struct Writer {
    char *out;
    size_t size, length;
    bool full;
} Writer;

static void put(Writer *w, const char *format, ...) __attribute__((format(printf, 2, 3)));
static void put(Writer *w, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    int written = vsnprintf(w->out + w->length, w->size - w->length, format, args);
    va_end(args);
    if (written < 0 || (size_t)written >= w->size - w->length)
        w->full = true;
    else
        w->length += (size_t)written;
}

static void put_seat(Writer *w, uint8_t seat)
{
    if (seat == SEAT_NONE)
        put(w, " -");
    else
        put(w, " %d", seat);
}

static void put_card(Writer *w, Card card)
{
    char text[3];
    if (card == CARD_NONE) {
        put(w, " -");
        return;
    }
    card_format(card, text);
    put(w, " %s", text);
}

static void put_cards(Writer *w, const char *key, CardSet set)
{
    put(w, "%s", key);
    for (CardSet rest = set; rest; rest = cardset_without_lowest(rest))
        put_card(w, cardset_lowest(rest));
    put(w, "\n");
}

size_t record_write(const Game *g, char *out, size_t size)
{
    Writer w = {out, size, 0, size == 0};
    if (w.full)
        return 0;
    out[0] = '\0';
    put(&w, "seed %" PRIu64 "\nrng %016" PRIx64 "\n", g->seed, g->rng.state);
    put(&w, "must_trump %d\npenalty %s\ndealer_must_exchange %d\ntarget %d\n", g->options.must_trump_when_void,
        options_penalty_name(g->options.penalty), g->options.dealer_must_exchange, g->options.target);
    put(&w, "phase %s\nto_act", phase_name(g->phase));
    put_seat(&w, g->to_act);
    put(&w, "\ndealer %d\nwinner", g->dealer);
    put_seat(&w, g->winner);
    put(&w, "\nscores %d %d\nhands_dealt %d\n", g->scores[0], g->scores[1], g->hands_dealt);
    put_cards(&w, "hand0", g->hands[0]);
    put_cards(&w, "hand1", g->hands[1]);
    put_cards(&w, "discards0", g->discards[0]);
    put_cards(&w, "discards1", g->discards[1]);
    put(&w, "turnup");
    put_card(&w, g->turnup);
    put(&w, "\nstock");
    for (int i = 0; i < STOCK_SIZE; i++)
        put_card(&w, g->stock[i]);
    put(&w, "\nstock_next %d\nexchanged %d %d\nexchange_count %d\nexchanges", g->stock_next, g->exchanged[0],
        g->exchanged[1], g->exchange_count);
    for (int i = 0; i < EXCHANGES_MAX; i++)
        put(&w, " %d,%d", g->exchanges[i].count[0], g->exchanges[i].count[1]);
    put(&w, "\nproposed %d\nrefused %d\nstood %d\nking_declared", g->proposed, g->refused, g->stood);
    put_seat(&w, g->king_declared);
    put(&w, "\nleader");
    put_seat(&w, g->leader);
    put(&w, "\ntrick_size %d\ntrick", g->trick_size);
    put_card(&w, g->trick[0]);
    put_card(&w, g->trick[1]);
    put(&w, "\ntricks %d %d\nhistory_count %d\nhistory", g->tricks[0], g->tricks[1], g->history_count);
    for (int t = 0; t < TRICKS_PER_HAND; t++) {
        const TrickRecord *r = &g->history[t];
        put(&w, " %d,%d", r->leader, r->winner);
        put_card(&w, r->cards[0]);
        put_card(&w, r->cards[1]);
    }
    const HandResult *h = &g->last_hand;
    put(&w, "\nhas_last_hand %d\nlast_hand %d %d %d", g->has_last_hand, (int)h->outcome, h->points[0], h->points[1]);
    put_seat(&w, h->trick_winner);
    put(&w, " %d", h->trick_points);
    put_seat(&w, h->king_seat);
    put(&w, " %d\n", h->king_turned_up);
    return w.full ? 0 : w.length;
}

/* ---- reading ------------------------------------------------------------ */

/* The words of one line, split in place. */
enum { LINE_WORDS_MAX = 64 };
typedef struct Line {
    const char *key;
    int count;
    const char *words[LINE_WORDS_MAX];
} Line;

typedef struct Reader {
    Game game;
    char *error;
    size_t error_size;
    const char *key;
} Reader;

static bool bad(Reader *r, const char *what)
{
    snprintf(r->error, r->error_size, "bad value for '%s': %s", r->key, what);
    return false;
}

static bool want_words(Reader *r, const Line *line, int count)
{
    if (line->count == count)
        return true;
    char what[64];
    snprintf(what, sizeof what, "expected %d value%s, found %d", count, count == 1 ? "" : "s", line->count);
    return bad(r, what);
}

static bool read_number(Reader *r, const char *word, uint64_t max, uint64_t *value)
{
    if (*word < '0' || *word > '9')
        return bad(r, "not a number");
    if (!number_parse(word, 0, max, value))
        return bad(r, "number out of range");
    return true;
}

static bool read_u8(Reader *r, const char *word, uint8_t max, uint8_t *value)
{
    uint64_t parsed;
    if (!read_number(r, word, max, &parsed))
        return false;
    *value = (uint8_t)parsed;
    return true;
}

static bool read_flag(Reader *r, const char *word, bool *value)
{
    uint8_t parsed;
    if (!read_u8(r, word, 1, &parsed))
        return false;
    *value = parsed == 1;
    return true;
}

static bool read_seat(Reader *r, const char *word, uint8_t *seat)
{
    if (strcmp(word, "-") == 0) {
        *seat = SEAT_NONE;
        return true;
    }
    return read_u8(r, word, 1, seat);
}

static bool read_card(Reader *r, const char *word, Card *card)
{
    if (strcmp(word, "-") == 0) {
        *card = CARD_NONE;
        return true;
    }
    *card = card_parse(word, strlen(word));
    return *card != CARD_NONE || bad(r, "not a card");
}

static bool read_card_set(Reader *r, const Line *line, CardSet *set)
{
    *set = 0;
    for (int i = 0; i < line->count; i++) {
        Card card = card_parse(line->words[i], strlen(line->words[i]));
        if (card == CARD_NONE)
            return bad(r, "not a card");
        if (cardset_has(*set, card))
            return bad(r, "a card appears twice");
        *set |= cardset_of(card);
    }
    return true;
}

/* "a,b" */
static bool read_pair(Reader *r, const char *word, uint8_t max, uint8_t pair[2])
{
    char first[8];
    const char *comma = strchr(word, ',');
    if (!comma || (size_t)(comma - word) >= sizeof first)
        return bad(r, "expected two numbers joined by a comma");
    memcpy(first, word, (size_t)(comma - word));
    first[comma - word] = '\0';
    return read_u8(r, first, max, &pair[0]) && read_u8(r, comma + 1, max, &pair[1]);
}

static bool read_field(Reader *r, const Line *l)
{
    Game *g = &r->game;
    const char *k = l->key;
    const char *const *v = l->words;
    uint64_t number;
    r->key = k;
    if (strcmp(k, "seed") == 0)
        return want_words(r, l, 1) && read_number(r, v[0], UINT64_MAX, &g->seed);
    if (strcmp(k, "rng") == 0) {
        char *end;
        if (!want_words(r, l, 1) || strlen(v[0]) != 16)
            return bad(r, "expected 16 hexadecimal digits");
        g->rng.state = strtoull(v[0], &end, 16);
        return *end == '\0' || bad(r, "expected 16 hexadecimal digits");
    }
    if (strcmp(k, "must_trump") == 0)
        return want_words(r, l, 1) && read_flag(r, v[0], &g->options.must_trump_when_void);
    if (strcmp(k, "penalty") == 0) {
        if (!want_words(r, l, 1))
            return false;
        return options_parse_penalty(v[0], &g->options.penalty) || bad(r, "expected standard or classic");
    }
    if (strcmp(k, "dealer_must_exchange") == 0)
        return want_words(r, l, 1) && read_flag(r, v[0], &g->options.dealer_must_exchange);
    if (strcmp(k, "target") == 0)
        return want_words(r, l, 1) && read_u8(r, v[0], TARGET_MAX, &g->options.target);
    if (strcmp(k, "phase") == 0) {
        if (!want_words(r, l, 1))
            return false;
        for (int p = PHASE_DEAL; p <= PHASE_GAME_OVER; p++)
            if (strcmp(v[0], phase_name((Phase)p)) == 0) {
                g->phase = (Phase)p;
                return true;
            }
        return bad(r, "not a phase");
    }
    if (strcmp(k, "to_act") == 0)
        return want_words(r, l, 1) && read_seat(r, v[0], &g->to_act);
    if (strcmp(k, "dealer") == 0)
        return want_words(r, l, 1) && read_u8(r, v[0], 1, &g->dealer);
    if (strcmp(k, "winner") == 0)
        return want_words(r, l, 1) && read_seat(r, v[0], &g->winner);
    if (strcmp(k, "scores") == 0)
        return want_words(r, l, 2) && read_u8(r, v[0], 200, &g->scores[0]) && read_u8(r, v[1], 200, &g->scores[1]);
    if (strcmp(k, "hands_dealt") == 0) {
        if (!want_words(r, l, 1) || !read_number(r, v[0], UINT16_MAX, &number))
            return false;
        g->hands_dealt = (uint16_t)number;
        return true;
    }
    if (strcmp(k, "hand0") == 0 || strcmp(k, "hand1") == 0)
        return read_card_set(r, l, &g->hands[k[4] - '0']);
    if (strcmp(k, "discards0") == 0 || strcmp(k, "discards1") == 0)
        return read_card_set(r, l, &g->discards[k[8] - '0']);
    if (strcmp(k, "turnup") == 0)
        return want_words(r, l, 1) && read_card(r, v[0], &g->turnup);
    if (strcmp(k, "stock") == 0) {
        if (!want_words(r, l, STOCK_SIZE))
            return false;
        for (int i = 0; i < STOCK_SIZE; i++)
            if (!read_card(r, v[i], &g->stock[i]))
                return false;
        return true;
    }
    if (strcmp(k, "stock_next") == 0)
        return want_words(r, l, 1) && read_u8(r, v[0], STOCK_SIZE, &g->stock_next);
    if (strcmp(k, "exchanged") == 0)
        return want_words(r, l, 2) && read_u8(r, v[0], STOCK_SIZE, &g->exchanged[0]) &&
               read_u8(r, v[1], STOCK_SIZE, &g->exchanged[1]);
    if (strcmp(k, "exchange_count") == 0)
        return want_words(r, l, 1) && read_u8(r, v[0], EXCHANGES_MAX, &g->exchange_count);
    if (strcmp(k, "exchanges") == 0) {
        if (!want_words(r, l, EXCHANGES_MAX))
            return false;
        for (int i = 0; i < EXCHANGES_MAX; i++)
            if (!read_pair(r, v[i], HAND_SIZE, g->exchanges[i].count))
                return false;
        return true;
    }
    if (strcmp(k, "proposed") == 0)
        return want_words(r, l, 1) && read_flag(r, v[0], &g->proposed);
    if (strcmp(k, "refused") == 0)
        return want_words(r, l, 1) && read_flag(r, v[0], &g->refused);
    if (strcmp(k, "stood") == 0)
        return want_words(r, l, 1) && read_flag(r, v[0], &g->stood);
    if (strcmp(k, "king_declared") == 0)
        return want_words(r, l, 1) && read_seat(r, v[0], &g->king_declared);
    if (strcmp(k, "leader") == 0)
        return want_words(r, l, 1) && read_seat(r, v[0], &g->leader);
    if (strcmp(k, "trick_size") == 0)
        return want_words(r, l, 1) && read_u8(r, v[0], 1, &g->trick_size);
    if (strcmp(k, "trick") == 0)
        return want_words(r, l, 2) && read_card(r, v[0], &g->trick[0]) && read_card(r, v[1], &g->trick[1]);
    if (strcmp(k, "tricks") == 0)
        return want_words(r, l, 2) && read_u8(r, v[0], TRICKS_PER_HAND, &g->tricks[0]) &&
               read_u8(r, v[1], TRICKS_PER_HAND, &g->tricks[1]);
    if (strcmp(k, "history_count") == 0)
        return want_words(r, l, 1) && read_u8(r, v[0], TRICKS_PER_HAND, &g->history_count);
    if (strcmp(k, "history") == 0) {
        if (!want_words(r, l, 3 * TRICKS_PER_HAND))
            return false;
        for (int t = 0; t < TRICKS_PER_HAND; t++) {
            TrickRecord *record = &g->history[t];
            uint8_t seats[2];
            if (!read_pair(r, v[3 * t], 1, seats) || !read_card(r, v[3 * t + 1], &record->cards[0]) ||
                !read_card(r, v[3 * t + 2], &record->cards[1]))
                return false;
            record->leader = seats[0];
            record->winner = seats[1];
        }
        return true;
    }
    if (strcmp(k, "has_last_hand") == 0)
        return want_words(r, l, 1) && read_flag(r, v[0], &g->has_last_hand);
    if (strcmp(k, "last_hand") == 0) {
        HandResult *h = &g->last_hand;
        uint8_t outcome;
        if (!want_words(r, l, 7) || !read_u8(r, v[0], OUTCOME_CUT_SHORT, &outcome))
            return false;
        h->outcome = (HandOutcome)outcome;
        return read_u8(r, v[1], 3, &h->points[0]) && read_u8(r, v[2], 3, &h->points[1]) &&
               read_seat(r, v[3], &h->trick_winner) && read_u8(r, v[4], 2, &h->trick_points) &&
               read_seat(r, v[5], &h->king_seat) && read_flag(r, v[6], &h->king_turned_up);
    }
    snprintf(r->error, r->error_size, "unknown line '%.40s'", k);
    return false;
}

static const char *const KEYS[] = {
    "seed",      "rng",       "must_trump",    "penalty", "dealer_must_exchange", "target",    "phase",
    "to_act",    "dealer",    "winner",        "scores",  "hands_dealt",          "hand0",     "hand1",
    "discards0", "discards1", "turnup",        "stock",   "stock_next",           "exchanged", "exchange_count",
    "exchanges", "proposed",  "refused",       "stood",   "king_declared",        "leader",    "trick_size",
    "trick",     "tricks",    "history_count", "history", "has_last_hand",        "last_hand",
};
enum { KEY_COUNT = sizeof KEYS / sizeof KEYS[0] };

static int key_index(const char *key)
{
    for (int i = 0; i < KEY_COUNT; i++)
        if (strcmp(KEYS[i], key) == 0)
            return i;
    return -1;
}

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* Splits in place (strtok would keep hidden global state). */
static bool split_line(char *text, Line *line)
{
    line->count = 0;
    line->key = NULL;
    char *at = text;
    for (;;) {
        while (is_blank(*at))
            *at++ = '\0';
        if (*at == '\0')
            return true;
        if (!line->key) {
            line->key = at;
        } else {
            if (line->count == LINE_WORDS_MAX)
                return false;
            line->words[line->count++] = at;
        }
        while (*at && !is_blank(*at))
            at++;
    }
}

bool record_read(const char *text, size_t length, Game *game, char *error, size_t error_size)
{
    enum { LINE_LENGTH_MAX = 512 };
    Reader r = {.error = error, .error_size = error_size, .key = ""};
    memset(&r.game, 0, sizeof r.game);
    bool seen[KEY_COUNT] = {false};
    size_t at = 0;
    int line_number = 0;
    while (at < length) {
        size_t end = at;
        while (end < length && text[end] != '\n')
            end++;
        size_t line_length = end - at;
        line_number++;
        if (line_length > LINE_LENGTH_MAX) {
            snprintf(error, error_size, "line %d is too long", line_number);
            return false;
        }
        if (memchr(text + at, '\0', line_length)) {
            snprintf(error, error_size, "line %d holds a NUL byte", line_number);
            return false;
        }
        char buffer[LINE_LENGTH_MAX + 1];
        memcpy(buffer, text + at, line_length);
        buffer[line_length] = '\0';
        at = end + 1;
        Line line;
        if (!split_line(buffer, &line)) {
            snprintf(error, error_size, "line %d has too many values", line_number);
            return false;
        }
        if (!line.key)
            continue;
        int index = key_index(line.key);
        if (index < 0) {
            snprintf(error, error_size, "unknown line '%.40s'", line.key);
            return false;
        }
        if (seen[index]) {
            snprintf(error, error_size, "'%s' appears twice", line.key);
            return false;
        }
        if (!read_field(&r, &line))
            return false;
        seen[index] = true;
    }
    for (int i = 0; i < KEY_COUNT; i++)
        if (!seen[i]) {
            snprintf(error, error_size, "'%s' is missing", KEYS[i]);
            return false;
        }
    const char *problem;
    if (!game_validate(&r.game, &problem)) {
        snprintf(error, error_size, "the game does not add up: %s", problem);
        return false;
    }
    *game = r.game;
    return true;
}

/* ---- validating --------------------------------------------------------- */

static bool fail(const char **problem, const char *what)
{
    if (problem)
        *problem = what;
    return false;
}

static bool seat_ok(uint8_t seat, bool none_allowed)
{
    return seat < SEAT_COUNT || (none_allowed && seat == SEAT_NONE);
}

bool game_validate(const Game *g, const char **problem)
{
    if (!options_are_valid(&g->options))
        return fail(problem, "options out of range");
    if ((unsigned)g->phase > PHASE_GAME_OVER)
        return fail(problem, "unknown phase");
    if (!seat_ok(g->dealer, false) || !seat_ok(g->to_act, true) || !seat_ok(g->winner, true) ||
        !seat_ok(g->king_declared, true) || !seat_ok(g->leader, true))
        return fail(problem, "a seat out of range");

    uint8_t target = g->options.target;
    bool over = g->phase == PHASE_GAME_OVER;
    if (over != (g->winner != SEAT_NONE))
        return fail(problem, "a winner only when the game is over");
    for (int s = 0; s < SEAT_COUNT; s++) {
        bool reached = g->scores[s] >= target;
        if (reached != (over && g->winner == s) || g->scores[s] > target + 2)
            return fail(problem, "scores do not fit the target");
    }

    if (g->phase == PHASE_DEAL)
        return g->hands_dealt == 0 && g->to_act == SEAT_NONE && g->hands[0] == 0 && g->hands[1] == 0
                   ? true
                   : fail(problem, "a game not yet dealt holds cards");
    if (g->hands_dealt == 0)
        return fail(problem, "cards without a deal");
    bool acting = g->phase >= PHASE_PROPOSE && g->phase <= PHASE_PLAY;
    if (acting != (g->to_act != SEAT_NONE))
        return fail(problem, "the seat to act does not fit the phase");
    uint8_t elder = seat_other(g->dealer);
    if ((g->phase == PHASE_PROPOSE && g->to_act != elder) || (g->phase == PHASE_RESPOND && g->to_act != g->dealer))
        return fail(problem, "the wrong seat is to act");

    /* Every card in exactly one place. */
    if (!card_is_valid(g->turnup) || g->stock_next > STOCK_SIZE || g->trick_size > 1 ||
        g->history_count > TRICKS_PER_HAND || g->exchange_count > EXCHANGES_MAX)
        return fail(problem, "a count out of range");
    CardSet places[7] = {g->hands[0], g->hands[1], g->discards[0], g->discards[1], cardset_of(g->turnup), 0, 0};
    for (int i = g->stock_next; i < STOCK_SIZE; i++) {
        if (!card_is_valid(g->stock[i]) || cardset_has(places[5], g->stock[i]))
            return fail(problem, "a bad card in the stock");
        places[5] |= cardset_of(g->stock[i]);
    }
    int played[SEAT_COUNT] = {0, 0};
    CardSet played_by[SEAT_COUNT] = {0, 0};
    Suit trump = card_suit(g->turnup);
    for (int t = 0; t < g->history_count; t++) {
        const TrickRecord *record = &g->history[t];
        if (!seat_ok(record->leader, false) || !card_is_valid(record->cards[0]) || !card_is_valid(record->cards[1]) ||
            record->cards[0] == record->cards[1] ||
            (cardset_has(places[6], record->cards[0]) || cardset_has(places[6], record->cards[1])))
            return fail(problem, "a bad trick in the history");
        if (record->winner != trick_winner(record->cards, record->leader, trump))
            return fail(problem, "a trick with the wrong winner");
        if (record->leader != (t > 0 ? g->history[t - 1].winner : elder))
            return fail(problem, "a trick led by the wrong seat");
        places[6] |= cardset_of(record->cards[0]) | cardset_of(record->cards[1]);
        played_by[record->leader] |= cardset_of(record->cards[0]);
        played_by[seat_other(record->leader)] |= cardset_of(record->cards[1]);
        played[0]++;
        played[1]++;
    }
    if (g->trick_size == 1) {
        if (!card_is_valid(g->trick[0]) || cardset_has(places[6], g->trick[0]) || g->leader == SEAT_NONE)
            return fail(problem, "a bad card in the trick");
        places[6] |= cardset_of(g->trick[0]);
        played_by[g->leader] |= cardset_of(g->trick[0]);
        played[g->leader]++;
    }
    CardSet all = 0;
    int counted = 0;
    for (int i = 0; i < 7; i++) {
        all |= places[i];
        counted += cardset_count(places[i]);
    }
    if (all != CARDSET_ALL || counted != CARD_COUNT)
        return fail(problem, "the cards are not all there exactly once");
    for (int s = 0; s < SEAT_COUNT; s++) {
        if (cardset_count(g->hands[s]) != HAND_SIZE - played[s])
            return fail(problem, "a hand of the wrong size");
        if (cardset_count(g->discards[s]) != g->exchanged[s])
            return fail(problem, "discards do not match the exchanges");
    }
    if (g->exchanged[0] + g->exchanged[1] != g->stock_next)
        return fail(problem, "the stock does not match the exchanges");
    if (g->tricks[0] + g->tricks[1] != g->history_count)
        return fail(problem, "trick counts do not match the history");
    if (g->phase == PHASE_PLAY) {
        uint8_t expected = g->trick_size == 0 ? g->leader : seat_other(g->leader);
        if (g->leader == SEAT_NONE || g->to_act != expected)
            return fail(problem, "the wrong seat is to play");
    }
    /* The non-dealer leads the first trick, and each trick's winner the
     * next: a hand in progress always knows who leads. */
    if (g->phase >= PHASE_PROPOSE && g->phase <= PHASE_PLAY &&
        g->leader != (g->history_count > 0 ? g->history[g->history_count - 1].winner : elder))
        return fail(problem, "the wrong seat leads, or nobody does");
    if (g->phase == PHASE_PLAY && g->history_count == TRICKS_PER_HAND)
        return fail(problem, "play after the fifth trick");
    if (g->phase >= PHASE_PROPOSE && g->phase <= PHASE_DISCARD &&
        (g->stock_next == STOCK_SIZE || g->history_count > 0 || g->trick_size > 0))
        return fail(problem, "an exchange with an empty stock or after play began");
    /* The exchange log must add up, the one in progress included. */
    int logged[SEAT_COUNT] = {0, 0};
    int last = g->exchange_count < EXCHANGES_MAX ? g->exchange_count : EXCHANGES_MAX - 1;
    for (int i = 0; i <= last; i++) {
        logged[0] += g->exchanges[i].count[0];
        logged[1] += g->exchanges[i].count[1];
        if (i < g->exchange_count && g->exchanges[i].count[elder] == 0)
            return fail(problem, "an exchange in which the non-dealer drew nothing");
    }
    if (logged[0] != g->exchanged[0] || logged[1] != g->exchanged[1])
        return fail(problem, "the exchange log does not add up");
    /* Past the exchanges made the log is empty, but for the one in progress
     * once the non-dealer, who throws first, has thrown and the dealer is
     * to: an entry out of turn would be added to, or overwritten, later. */
    for (int i = g->exchange_count; i < EXCHANGES_MAX; i++) {
        const uint8_t *count = g->exchanges[i].count;
        bool dealer_next = i == g->exchange_count && g->phase == PHASE_DISCARD && g->to_act == g->dealer;
        if (count[g->dealer] != 0 || (count[elder] != 0) != dealer_next)
            return fail(problem, "an exchange logged out of turn");
    }
    if (g->phase == PHASE_HAND_OVER && g->history_count != TRICKS_PER_HAND)
        return fail(problem, "a hand over before its five tricks");
    /* Only one seat can hold the king of trumps: a seat that declared it
     * holds it still or has played it, and nobody declares before play. */
    if (g->king_declared != SEAT_NONE &&
        (g->phase < PHASE_PLAY ||
         !cardset_has(g->hands[g->king_declared] | played_by[g->king_declared], card_make(trump, RANK_KING))))
        return fail(problem, "a king of trumps declared by a seat that never held it");
    if (g->has_last_hand && (unsigned)g->last_hand.outcome > OUTCOME_CUT_SHORT)
        return fail(problem, "an unknown hand result");
    return true;
}
