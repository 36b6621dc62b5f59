#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "ai_support.h"

CardSet support_cards(const char *text)
{
    CardSet set = CARDSET_EMPTY;
    size_t i = 0, length = strlen(text);
    while (i < length) {
        while (i < length && text[i] == ' ')
            i++;
        size_t start = i;
        while (i < length && text[i] != ' ')
            i++;
        if (i > start) {
            Card card = card_parse(text + start, i - start);
            assert_true(card_is_valid(card));
            set |= cardset_of(card);
        }
    }
    return set;
}

void support_stack(CardSet elder, CardSet dealer, Card turnup, Card deck[CARD_COUNT])
{
    static const int ELDER_PLACES[HAND_SIZE] = {0, 1, 2, 6, 7};
    static const int DEALER_PLACES[HAND_SIZE] = {3, 4, 5, 8, 9};
    assert_int_equal(cardset_count(elder), HAND_SIZE);
    assert_int_equal(cardset_count(dealer), HAND_SIZE);
    assert_false(elder & dealer);
    int i = 0;
    for (CardSet rest = elder; rest; rest = cardset_without_lowest(rest))
        deck[ELDER_PLACES[i++]] = cardset_lowest(rest);
    i = 0;
    for (CardSet rest = dealer; rest; rest = cardset_without_lowest(rest))
        deck[DEALER_PLACES[i++]] = cardset_lowest(rest);
    deck[DEAL_SIZE - 1] = turnup;
    int next = DEAL_SIZE;
    CardSet used = elder | dealer | cardset_of(turnup);
    for (int c = 0; c < CARD_COUNT; c++)
        if (!cardset_has(used, (Card)c))
            deck[next++] = (Card)c;
}

void support_deal(Game *game, Preset preset, const char *elder, const char *dealer, const char *turnup)
{
    GameOptions options = options_preset(preset);
    assert_true(game_init(game, &options, 12345, 1));
    Card deck[CARD_COUNT];
    Card up = card_parse(turnup, strlen(turnup));
    assert_true(card_is_valid(up));
    support_stack(support_cards(elder), support_cards(dealer), up, deck);
    assert_int_equal(game_deal(game, deck, NULL), RULE_OK);
}

Action support_random_action(const Game *game, Rng *rng)
{
    ActionList legal;
    game_legal_actions(game, &legal);
    assert_true(legal.count > 0);
    if (legal.items[0].type == ACTION_DECLARE)
        return legal.items[0];
    return legal.items[rng_below(rng, (uint32_t)legal.count)];
}

GameOptions support_random_options(Rng *rng)
{
    GameOptions options = options_preset(rng_below(rng, 2) ? PRESET_CLASSIC : PRESET_STANDARD);
    if (rng_below(rng, 4) == 0)
        options.dealer_must_exchange = true;
    if (rng_below(rng, 4) == 0)
        options.target = (uint8_t)(1 + rng_below(rng, 11));
    if (rng_below(rng, 6) == 0)
        options.must_trump_when_void = !options.must_trump_when_void;
    return options;
}
