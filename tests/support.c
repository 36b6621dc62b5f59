#include "support.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

/* The next card of a space-separated list, or CARD_NONE at its end. */
static Card next_card(const char **at)
{
    while (**at == ' ')
        (*at)++;
    if (!**at)
        return CARD_NONE;
    size_t length = strcspn(*at, " ");
    Card card = card_parse(*at, length);
    if (card == CARD_NONE)
        fail_msg("bad card in test: '%.*s'", (int)length, *at);
    *at += length;
    return card;
}

CardSet cards(const char *text)
{
    CardSet set = 0;
    for (Card card; (card = next_card(&text)) != CARD_NONE;)
        set |= cardset_of(card);
    return set;
}

static int put_cards(Card *slots, int count, const char *text, CardSet *used)
{
    int placed = 0;
    for (Card card; placed < count && (card = next_card(&text)) != CARD_NONE;) {
        if (cardset_has(*used, card))
            fail_msg("card used twice in a stacked deck");
        slots[placed++] = card;
        *used |= cardset_of(card);
    }
    return placed;
}

void deck_stack(Card deck[CARD_COUNT], const char *elder_hand, const char *dealer_hand, const char *turnup,
                const char *stock_top)
{
    Card elder[HAND_SIZE] = {0}, dealer[HAND_SIZE] = {0}, up[1] = {0}, stock[STOCK_SIZE] = {0};
    CardSet used = 0;
    assert_int_equal(put_cards(elder, HAND_SIZE, elder_hand, &used), HAND_SIZE);
    assert_int_equal(put_cards(dealer, HAND_SIZE, dealer_hand, &used), HAND_SIZE);
    assert_int_equal(put_cards(up, 1, turnup, &used), 1);
    int stocked = put_cards(stock, STOCK_SIZE, stock_top, &used);
    for (Card c = 0; c < CARD_COUNT; c++)
        if (!cardset_has(used, c))
            stock[stocked++] = c;
    assert_int_equal(stocked, STOCK_SIZE);

    /* Deal order: 3 to the elder hand, 3 to the dealer, 2 and 2, turn-up. */
    memcpy(deck, elder, 3);
    memcpy(deck + 3, dealer, 3);
    memcpy(deck + 6, elder + 3, 2);
    memcpy(deck + 8, dealer + 3, 2);
    deck[10] = up[0];
    memcpy(deck + DEAL_SIZE, stock, STOCK_SIZE);
}

void game_start_stacked(Game *game, const GameOptions *options, const char *elder_hand, const char *dealer_hand,
                        const char *turnup, const char *stock_top)
{
    Card deck[CARD_COUNT];
    deck_stack(deck, elder_hand, dealer_hand, turnup, stock_top);
    assert_true(game_init(game, options, 1, 0));
    assert_int_equal(game_deal(game, deck, NULL), RULE_OK);
}

static Action parse(const char *text)
{
    Action action;
    if (action_parse(text, strlen(text), &action, NULL, NULL) != ACTION_PARSE_OK)
        fail_msg("bad action in test: '%s'", text);
    return action;
}

void apply_ok(Game *game, const char *action_text)
{
    Rejection why;
    RuleError error = game_apply(game, parse(action_text), &why);
    if (error != RULE_OK)
        fail_msg("'%s' was refused with rule %d", action_text, (int)error);
}

void apply_refused(Game *game, const char *action_text, RuleError expected)
{
    Game before = *game;
    Rejection why;
    RuleError error = game_apply(game, parse(action_text), &why);
    if (error != expected)
        fail_msg("'%s' gave rule %d, expected %d", action_text, (int)error, (int)expected);
    assert_memory_equal(&before, game, sizeof before);
}

void play_all(Game *game, const char *cards_text)
{
    char action[16];
    const char *at = cards_text;
    while (*at) {
        while (*at == ' ')
            at++;
        if (!*at)
            break;
        size_t length = strcspn(at, " ");
        snprintf(action, sizeof action, "play %.*s", (int)length, at);
        apply_ok(game, action);
        at += length;
    }
}
