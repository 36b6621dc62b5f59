#include "ecarte/net_deal.h"

#include <openssl/evp.h>
#include <string.h>

#include "ecarte/game.h"
#include "ecarte/rules.h"

void net_sha256(const void *data, size_t length, uint8_t out[NET_HASH_BYTES])
{
    unsigned int size = NET_HASH_BYTES;
    EVP_Digest(data, length, out, &size, EVP_sha256(), NULL);
}

void net_deal_commitment(const uint8_t seed[NET_SEED_BYTES], uint8_t out[NET_HASH_BYTES])
{
    net_sha256(seed, NET_SEED_BYTES, out);
}

/* The seed's byte stream: block k is SHA-256(seed || k as 4 bytes, big
 * endian), the blocks one after another. */
typedef struct ByteStream {
    uint8_t seed[NET_SEED_BYTES];
    uint32_t block;
    int used;
    uint8_t bytes[NET_HASH_BYTES];
} ByteStream;

static uint8_t stream_next(ByteStream *stream)
{
    if (stream->used == NET_HASH_BYTES) {
        uint8_t input[NET_SEED_BYTES + 4];
        memcpy(input, stream->seed, NET_SEED_BYTES);
        input[NET_SEED_BYTES] = (uint8_t)(stream->block >> 24);
        input[NET_SEED_BYTES + 1] = (uint8_t)(stream->block >> 16);
        input[NET_SEED_BYTES + 2] = (uint8_t)(stream->block >> 8);
        input[NET_SEED_BYTES + 3] = (uint8_t)stream->block;
        net_sha256(input, sizeof input, stream->bytes);
        stream->block++;
        stream->used = 0;
    }
    return stream->bytes[stream->used++];
}

void net_deal_deck(const uint8_t seed[NET_SEED_BYTES], Card deck[CARD_COUNT])
{
    ByteStream stream = {.used = NET_HASH_BYTES};
    memcpy(stream.seed, seed, NET_SEED_BYTES);
    for (int c = 0; c < CARD_COUNT; c++)
        deck[c] = (Card)c;
    /* Fisher-Yates from the last place down; a byte at or above the largest
     * multiple of i + 1 is drawn again, so every j is equally likely. */
    for (int i = CARD_COUNT - 1; i > 0; i--) {
        int bound = i + 1, limit = 256 - 256 % bound, byte;
        do
            byte = stream_next(&stream);
        while (byte >= limit);
        int j = byte % bound;
        Card swap = deck[i];
        deck[i] = deck[j];
        deck[j] = swap;
    }
}

CardSet net_deal_hand_of(const Card deck[CARD_COUNT], uint8_t dealer, uint8_t seat)
{
    /* As game_deal deals: three to the non-dealer, three to the dealer, two
     * and two. */
    static const uint8_t TO_DEALER[2 * HAND_SIZE] = {0, 0, 0, 1, 1, 1, 0, 0, 1, 1};
    CardSet hand = CARDSET_EMPTY;
    for (int i = 0; i < 2 * HAND_SIZE; i++)
        if ((TO_DEALER[i] != 0) == (seat == dealer))
            hand |= cardset_of(deck[i]);
    return hand;
}

NetFairness net_deal_check(const uint8_t seed[NET_SEED_BYTES], const uint8_t commitment[NET_HASH_BYTES],
                           const Card revealed[CARD_COUNT], uint8_t dealer, uint8_t seat, CardSet dealt, Card turnup)
{
    uint8_t hash[NET_HASH_BYTES];
    net_deal_commitment(seed, hash);
    if (memcmp(hash, commitment, NET_HASH_BYTES) != 0)
        return NET_FAIR_COMMITMENT;
    Card deck[CARD_COUNT];
    net_deal_deck(seed, deck);
    if (memcmp(deck, revealed, sizeof deck) != 0)
        return NET_FAIR_DECK;
    if (seat != SEAT_NONE && (net_deal_hand_of(deck, dealer, seat) != dealt || deck[2 * HAND_SIZE] != turnup))
        return NET_FAIR_HAND;
    return NET_FAIR_OK;
}

NetFairness net_deal_replay(const GameOptions *options, const Card deck[CARD_COUNT], uint8_t dealer,
                            const NetStep *steps, int count, uint8_t seat, CardSet held, CardSet played)
{
    /* The score decides nothing about the cards: with a target no hand can
     * reach, the replay goes on however the game stood. */
    GameOptions rules = *options;
    rules.target = TARGET_MAX;
    Game game;
    if (!game_init(&game, &rules, 0, dealer) || game_deal(&game, deck, NULL) != RULE_OK)
        return NET_FAIR_PLAY;
    CardSet had = seat < SEAT_COUNT ? game.hands[seat] : CARDSET_EMPTY, replayed = CARDSET_EMPTY;
    for (int i = 0; i < count; i++) {
        if (game.to_act != steps[i].seat || game_apply(&game, steps[i].action, NULL) != RULE_OK)
            return NET_FAIR_PLAY;
        if (steps[i].action.type == ACTION_PLAY)
            replayed |= cardset_of(steps[i].action.card);
        if (seat < SEAT_COUNT)
            had |= game.hands[seat];
    }
    return (held & ~had) || (played & ~replayed) ? NET_FAIR_PLAY : NET_FAIR_OK;
}

const char *net_fairness_text(NetFairness fairness)
{
    switch (fairness) {
    case NET_FAIR_OK: return "the deal came from the seed committed to before the hand";
    case NET_FAIR_COMMITMENT: return "the seed revealed is not the one the server committed to";
    case NET_FAIR_DECK: return "the deck revealed is not the one the seed deals";
    case NET_FAIR_HAND: return "the cards dealt to this seat are not the ones the seed deals";
    case NET_FAIR_PLAY: return "the hand as it was played is not the one the revealed deck and actions make";
    }
    return "?";
}
