#include "i18n/strings.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "ecarte/explain.h"
#include "i18n/catalog.h"
#include "platform/assets.h"

/* English is the source language, written in strings.h; the others are
 * catalogues looked up by the English text, loaded when first needed. */
typedef struct Source {
    const char *context, *text, *plural;
} Source;

static const Source ENGLISH[STR_COUNT] = {
#define ECARTE_TEXT(id, text) [id] = {NULL, text, NULL},
#define ECARTE_TEXT_IN(id, context, text) [id] = {context, text, NULL},
#define ECARTE_TEXT_PLURAL(id, one, many) [id] = {NULL, one, many},
    ECARTE_STRINGS(ECARTE_TEXT, ECARTE_TEXT_IN, ECARTE_TEXT_PLURAL)
#undef ECARTE_TEXT
#undef ECARTE_TEXT_IN
#undef ECARTE_TEXT_PLURAL
};

static const char *const CODES[LANGUAGE_COUNT] = {"en", "mr", "sd"};

typedef struct Translation {
    bool tried;
    Catalog *catalog;
    char path[ASSET_PATH_MAX + 32];
    const char *texts[STR_COUNT]; /* NULL where the catalogue has none */
} Translation;

static Translation translations[LANGUAGE_COUNT];
static Language language = LANGUAGE_ENGLISH;

/* <data>/locale/CODE.mo of an installed or unpacked game, else the build
 * tree's own catalogues. */
static Catalog *open_catalogue(Language l, char *path, size_t size, char *why, size_t why_size)
{
    char dir[ASSET_PATH_MAX], searched[16];
    why[0] = '\0';
    if (assets_find_data_dir(dir, sizeof dir, searched, sizeof searched)) {
        snprintf(path, size, "%s/locale/%s.mo", dir, CODES[l]);
        Catalog *found = catalog_load(path, why, why_size);
        if (found)
            return found;
    }
#ifdef ECARTE_BUILD_LOCALE_DIR
    char first[256];
    snprintf(first, sizeof first, "%.255s", why);
    snprintf(path, size, "%s/%s.mo", ECARTE_BUILD_LOCALE_DIR, CODES[l]);
    Catalog *built = catalog_load(path, why, why_size);
    if (built)
        return built;
    if (first[0])
        snprintf(why, why_size, "%s", first);
#endif
    path[0] = '\0';
    return NULL;
}

static Translation *translation_of(Language l)
{
    Translation *t = &translations[l];
    if (t->tried || l == LANGUAGE_ENGLISH)
        return t;
    t->tried = true;
    char why[512];
    t->catalog = open_catalogue(l, t->path, sizeof t->path, why, sizeof why);
    if (!t->catalog) {
        fprintf(stderr, "ecarte: the %s catalogue could not be read (%s); English is shown instead\n", CODES[l], why);
        return t;
    }
    for (int id = 0; id < STR_COUNT; id++)
        t->texts[id] = catalog_get(t->catalog, ENGLISH[id].context, ENGLISH[id].text);
    return t;
}

static bool parse_code(const char *code, Language *out)
{
    for (int i = 0; i < LANGUAGE_COUNT; i++)
        if (code && strncmp(code, CODES[i], 2) == 0 &&
            (code[2] == '\0' || code[2] == '_' || code[2] == '-' || code[2] == '.')) {
            *out = (Language)i;
            return true;
        }
    return false;
}

Language str_system_language(void)
{
    Language found;
    SDL_Locale *locales = SDL_GetPreferredLocales();
    if (locales) {
        for (const SDL_Locale *l = locales; l->language; l++)
            if (parse_code(l->language, &found)) {
                SDL_free(locales);
                return found;
            }
        SDL_free(locales);
    }
    static const char *const VARIABLES[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof VARIABLES / sizeof VARIABLES[0]; i++) {
        const char *value = SDL_getenv(VARIABLES[i]);
        if (value && *value)
            return parse_code(value, &found) ? found : LANGUAGE_ENGLISH;
    }
    return LANGUAGE_ENGLISH;
}

void str_set_language(const char *code)
{
    if (!parse_code(code, &language))
        language = str_system_language();
    translation_of(language);
}

Language str_language(void) { return language; }
const char *str_language_code(Language l) { return CODES[(unsigned)l < LANGUAGE_COUNT ? l : 0]; }
bool str_rtl(void) { return language == LANGUAGE_SINDHI; }

const char *str_catalogue_path(Language l) { return (unsigned)l < LANGUAGE_COUNT ? translation_of(l)->path : ""; }

const char *str_lookup(Language l, StringId id, unsigned long n)
{
    if ((unsigned)id >= STR_COUNT || (unsigned)l >= LANGUAGE_COUNT)
        return NULL;
    const Source *source = &ENGLISH[id];
    if (l == LANGUAGE_ENGLISH)
        return source->plural && n != 1 ? source->plural : source->text;
    const Translation *t = translation_of(l);
    if (!source->plural || !t->catalog)
        return t->texts[id];
    return catalog_get_plural(t->catalog, source->context, source->text, n);
}

const char *str_get(StringId id) { return str_get_plural(id, 1); }

const char *str_player(const char *name, char *out, size_t size)
{
    snprintf(out, size, "\u2068%s\u2069", name && name[0] ? name : str_get(STR_YOUR_FRIEND));
    return out;
}

const char *str_get_plural(StringId id, unsigned long n)
{
    if ((unsigned)id >= STR_COUNT)
        return "";
    /* A string not yet translated shows in English rather than not at all;
     * the tests make sure none is missing. */
    const char *text = str_lookup(language, id, n);
    return text ? text : str_lookup(LANGUAGE_ENGLISH, id, n);
}

/* Copies at most `room` bytes of text without splitting a UTF-8 sequence. */
static size_t copy_utf8(char *out, size_t room, const char *text, size_t length)
{
    if (length > room) {
        length = room;
        while (length > 0 && ((unsigned char)text[length] & 0xC0) == 0x80)
            length--;
    }
    memcpy(out, text, length);
    return length;
}

static void fill(char *out, size_t size, const char *src, const char *a1, const char *a2, const char *a3)
{
    if (size == 0)
        return;
    const char *args[3] = {a1, a2, a3};
    size_t at = 0, room = size - 1;
    while (*src && at < room) {
        if (src[0] == '{' && src[1] >= '1' && src[1] <= '3' && src[2] == '}') {
            const char *arg = args[src[1] - '1'];
            if (arg)
                at += copy_utf8(out + at, room - at, arg, strlen(arg));
            src += 3;
            continue;
        }
        const char *next = strchr(src + 1, '{');
        size_t length = next ? (size_t)(next - src) : strlen(src);
        at += copy_utf8(out + at, room - at, src, length);
        src += length;
    }
    out[at] = '\0';
}

void str_format(char *out, size_t size, StringId id, const char *a1, const char *a2, const char *a3)
{
    fill(out, size, str_get(id), a1, a2, a3);
}

void str_format_plural(char *out, size_t size, StringId id, unsigned long n, const char *a2, const char *a3)
{
    char number[24];
    snprintf(number, sizeof number, "%lu", n);
    fill(out, size, str_get_plural(id, n), number, a2, a3);
}

const char *str_suit_plural(Suit suit)
{
    static const StringId IDS[SUIT_COUNT] = {STR_SUIT_SPADES, STR_SUIT_HEARTS, STR_SUIT_DIAMONDS, STR_SUIT_CLUBS};
    return str_get(IDS[suit & 3]);
}

const char *str_suit_singular(Suit suit)
{
    static const StringId IDS[SUIT_COUNT] = {STR_SUIT_SPADE, STR_SUIT_HEART, STR_SUIT_DIAMOND, STR_SUIT_CLUB};
    return str_get(IDS[suit & 3]);
}

const char *str_suit_symbol(Suit suit)
{
    static const StringId IDS[SUIT_COUNT] = {STR_SYMBOL_SPADES, STR_SYMBOL_HEARTS, STR_SYMBOL_DIAMONDS,
                                             STR_SYMBOL_CLUBS};
    return str_get(IDS[suit & 3]);
}

void str_card(Card card, char *out, size_t size)
{
    static const StringId RANKS[RANK_COUNT] = {STR_RANK_7,   STR_RANK_8,    STR_RANK_9,     STR_RANK_10,
                                               STR_RANK_ACE, STR_RANK_JACK, STR_RANK_QUEEN, STR_RANK_KING};
    if (!card_is_valid(card)) {
        if (size)
            out[0] = '\0';
        return;
    }
    str_format(out, size, STR_CARD_SHORT, str_get(RANKS[card_rank(card)]), str_suit_symbol(card_suit(card)), NULL);
}

void str_card_list(CardSet cards, StringId last_join, char *out, size_t size)
{
    /* Highest first reads naturally ("K♥ or Q♥" would too, but the core's
     * English lists low to high; either is fine as long as it is stable). */
    char list[160] = "";
    int left = cardset_count(cards);
    for (CardSet rest = cards; rest; rest = cardset_without_lowest(rest), left--) {
        char card[16], joined[160];
        str_card(cardset_lowest(rest), card, sizeof card);
        if (list[0] == '\0')
            snprintf(joined, sizeof joined, "%s", card);
        else
            str_format(joined, sizeof joined, left == 1 ? last_join : STR_LIST_MORE, list, card, NULL);
        memcpy(list, joined, sizeof list);
    }
    snprintf(out, size, "%s", list);
}

void str_number_pair(const char *first, const char *second, char *out, size_t size)
{
    char pair[64];
    str_format(pair, sizeof pair, STR_STATS_PAIR, first, second, NULL);
    snprintf(out, size, "%s%s", str_rtl() ? "\u200f" : "", pair);
}

const char *str_translate(const char *text, const char *plural, unsigned long n)
{
    const Catalog *catalog = translation_of(language)->catalog;
    const char *found = !catalog ? NULL
                        : plural ? catalog_get_plural(catalog, NULL, text, n)
                                 : catalog_get(catalog, NULL, text);
    if (found)
        return found;
    return plural && n != 1 ? plural : text;
}

void str_rejection(const Rejection *why, char *out, size_t size)
{
    /* The core's own sentence, translated: one English text for the window
     * and the protocol. */
    Refusal r = explain_refusal(why);
    char cards[160], first[64] = "";
    str_card_list(why->allowed, STR_LIST_OR, cards, sizeof cards);
    switch (r.argument) {
    case REFUSAL_NOTHING: break;
    case REFUSAL_SUIT: snprintf(first, sizeof first, "%s", str_suit_singular(why->suit)); break;
    case REFUSAL_LED_SUITS:
        if (why->led != CARD_NONE)
            snprintf(first, sizeof first, "%s", str_suit_plural(card_suit(why->led)));
        break;
    case REFUSAL_COUNT: snprintf(first, sizeof first, "%lu", r.count); break;
    }
    fill(out, size, str_translate(r.text, r.plural, r.count), first, cards, NULL);
}

int str_hand_result(const HandResult *result, uint8_t seat_you, const uint8_t tricks[SEAT_COUNT], char lines[2][160])
{
    return str_hand_result_facing(result, seat_you, tricks, NULL, lines);
}

/* The sentence of the other side: the computer's, or the friend's, who is
 * its {2}. */
static StringId of_friend(StringId opponent, const char *friend)
{
    if (!friend)
        return opponent;
    switch (opponent) {
    case STR_HAND_VOLE_OPP: return STR_HANDF_VOLE;
    case STR_HAND_UNEXCHANGED_OPP: return STR_HANDF_UNEXCHANGED;
    case STR_HAND_STOOD_LOST_OPP: return STR_HANDF_STOOD_LOST;
    case STR_HAND_REFUSED_LOST_OPP: return STR_HANDF_REFUSED_LOST;
    case STR_HAND_POINT_OPP: return STR_HANDF_POINT;
    case STR_HAND_KING_TURNED_OPP: return STR_HANDF_KING_TURNED;
    case STR_HAND_KING_DECLARED_OPP: return STR_HANDF_KING_DECLARED;
    default: return opponent;
    }
}

int str_hand_result_facing(const HandResult *result, uint8_t seat_you, const uint8_t tricks[SEAT_COUNT],
                           const char *friend, char lines[2][160])
{
    int count = 0;
    if (result->trick_winner == SEAT_NONE) {
        str_format(lines[count++], 160, STR_HAND_CUT_SHORT, NULL, NULL, NULL);
    } else {
        bool you = result->trick_winner == seat_you;
        StringId id;
        switch (result->outcome) {
        case OUTCOME_VOLE: id = you ? STR_HAND_VOLE_YOU : STR_HAND_VOLE_OPP; break;
        case OUTCOME_UNEXCHANGED_WIN: id = you ? STR_HAND_UNEXCHANGED_YOU : STR_HAND_UNEXCHANGED_OPP; break;
        case OUTCOME_STOOD_AND_LOST: id = you ? STR_HAND_STOOD_LOST_YOU : STR_HAND_STOOD_LOST_OPP; break;
        case OUTCOME_REFUSED_AND_LOST: id = you ? STR_HAND_REFUSED_LOST_YOU : STR_HAND_REFUSED_LOST_OPP; break;
        case OUTCOME_CUT_SHORT: id = STR_HAND_CUT_SHORT; break;
        case OUTCOME_POINT:
        default: id = you ? STR_HAND_POINT_YOU : STR_HAND_POINT_OPP; break;
        }
        char number[8];
        snprintf(number, sizeof number, "%d", tricks[result->trick_winner]);
        str_format(lines[count++], 160, you ? id : of_friend(id, friend), number, friend, NULL);
    }
    if (result->king_seat != SEAT_NONE) {
        bool you = result->king_seat == seat_you;
        StringId id = result->king_turned_up ? (you ? STR_HAND_KING_TURNED_YOU : STR_HAND_KING_TURNED_OPP)
                                             : (you ? STR_HAND_KING_DECLARED_YOU : STR_HAND_KING_DECLARED_OPP);
        str_format(lines[count++], 160, you ? id : of_friend(id, friend), NULL, friend, NULL);
    }
    return count;
}

void str_hint_action(Action action, char *out, size_t size)
{
    char cards[160];
    switch (action.type) {
    case ACTION_PROPOSE: str_format(out, size, STR_HINT_PROPOSE, NULL, NULL, NULL); break;
    case ACTION_STAND: str_format(out, size, STR_HINT_STAND, NULL, NULL, NULL); break;
    case ACTION_ACCEPT: str_format(out, size, STR_HINT_ACCEPT, NULL, NULL, NULL); break;
    case ACTION_REFUSE: str_format(out, size, STR_HINT_REFUSE, NULL, NULL, NULL); break;
    case ACTION_DECLARE: str_format(out, size, STR_HINT_DECLARE, NULL, NULL, NULL); break;
    case ACTION_DISCARD:
        str_card_list(action.cards, STR_LIST_AND, cards, sizeof cards);
        str_format(out, size, action.cards ? STR_HINT_DISCARD : STR_HINT_KEEP, cards, NULL, NULL);
        break;
    case ACTION_PLAY:
    default:
        str_card(action.card, cards, sizeof cards);
        str_format(out, size, STR_HINT_PLAY, cards, NULL, NULL);
        break;
    }
}

/* The action in a few words, for reasons that name it ("9♥", "propose"). */
static void action_words(Action action, char *out, size_t size)
{
    if (action.type == ACTION_PLAY)
        str_card(action.card, out, size);
    else if (action.type == ACTION_DISCARD)
        str_card_list(action.cards, STR_LIST_AND, out, size);
    else
        str_hint_action(action, out, size);
}

void str_hint(const AiHint *hint, char *out, size_t size)
{
    char card[32], what[160], percent[12];
    str_card(hint->card != CARD_NONE ? hint->card : hint->action.card, card, sizeof card);
    action_words(hint->action, what, sizeof what);
    snprintf(percent, sizeof percent, "%d", hint->percent);
    const char *suit = str_suit_plural(hint->suit);
    switch (hint->reason) {
    case AI_HINT_ONLY_CHOICE:
        if (hint->action.type == ACTION_PLAY || hint->action.type == ACTION_DISCARD)
            str_format(out, size, STR_HINTR_ONLY_CHOICE, what, NULL, NULL);
        else
            str_hint_action(hint->action, out, size);
        break;
    case AI_HINT_DECLARE: str_format(out, size, STR_HINTR_DECLARE, NULL, NULL, NULL); break;
    case AI_HINT_STAND:
        if (hint->count > 0)
            str_format_plural(out, size, STR_HINTR_STAND, (unsigned long)hint->count, percent, NULL);
        else
            str_format(out, size, STR_HINTR_STAND_PLAIN, percent, NULL, NULL);
        break;
    case AI_HINT_PROPOSE: str_format(out, size, STR_HINTR_PROPOSE, percent, NULL, NULL); break;
    case AI_HINT_REFUSE: str_format(out, size, STR_HINTR_REFUSE, percent, NULL, NULL); break;
    case AI_HINT_ACCEPT: str_format(out, size, STR_HINTR_ACCEPT, percent, NULL, NULL); break;
    case AI_HINT_DISCARD_KEEP: str_format(out, size, STR_HINTR_DISCARD_KEEP, what, NULL, NULL); break;
    case AI_HINT_DISCARD: str_format(out, size, STR_HINTR_DISCARD, what, NULL, NULL); break;
    case AI_HINT_KEEP_ALL: str_format(out, size, STR_HINTR_KEEP_ALL, NULL, NULL, NULL); break;
    case AI_HINT_WIN_CHEAPLY: str_format(out, size, STR_HINTR_WIN_CHEAPLY, card, NULL, NULL); break;
    case AI_HINT_TRUMP_IN: str_format(out, size, STR_HINTR_TRUMP_IN, card, suit, NULL); break;
    case AI_HINT_THROW_LOW: str_format(out, size, STR_HINTR_THROW_LOW, card, NULL, NULL); break;
    case AI_HINT_SAVE_TRUMP: str_format(out, size, STR_HINTR_SAVE_TRUMP, card, NULL, NULL); break;
    case AI_HINT_LEAD_TRUMP:
        str_format_plural(out, size, STR_HINTR_LEAD_TRUMP, (unsigned long)hint->count, card, NULL);
        break;
    case AI_HINT_LEAD_MASTER: str_format(out, size, STR_HINTR_LEAD_MASTER, card, suit, NULL); break;
    case AI_HINT_LEAD_LOW: str_format(out, size, STR_HINTR_LEAD_LOW, card, suit, NULL); break;
    case AI_HINT_BEST_CHANCE: str_format(out, size, STR_HINTR_BEST_CHANCE, what, percent, NULL); break;
    default: str_hint_action(hint->action, out, size); break;
    }
}
