/* Provably fair deals.
 *
 * Each hand is dealt from a fresh secret seed of NET_SEED_BYTES random bytes.
 * Before the hand the server publishes the commitment, SHA-256 of the seed;
 * after it, the seed.  The deck follows from the seed by the algorithm of
 * NETWORK.md ("The deal"), so anyone can check that the cards dealt are the
 * ones the commitment fixed before anybody saw a card. */
#ifndef ECARTE_NET_DEAL_H
#define ECARTE_NET_DEAL_H

#include <stdint.h>

#include "ecarte/action.h"
#include "ecarte/card.h"
#include "ecarte/options.h"

enum { NET_SEED_BYTES = 32, NET_HASH_BYTES = 32 };

/* SHA-256 of data. */
void net_sha256(const void *data, size_t length, uint8_t out[NET_HASH_BYTES]);

/* The commitment to a seed: SHA-256 of its bytes. */
void net_deal_commitment(const uint8_t seed[NET_SEED_BYTES], uint8_t out[NET_HASH_BYTES]);

/* The deck a seed deals, top card first. */
void net_deal_deck(const uint8_t seed[NET_SEED_BYTES], Card deck[CARD_COUNT]);

/* The cards a deck gives one seat, and its turn-up, as game_deal deals them. */
CardSet net_deal_hand_of(const Card deck[CARD_COUNT], uint8_t dealer, uint8_t seat);

typedef enum NetFairness {
    NET_FAIR_OK,
    NET_FAIR_COMMITMENT, /* the seed revealed is not the one committed to */
    NET_FAIR_DECK,       /* the deck revealed is not the seed's */
    NET_FAIR_HAND,       /* the cards this seat was dealt are not the seed's */
    NET_FAIR_PLAY        /* the hand as played is not the one the deck and the actions revealed make */
} NetFairness;

/* What a seat checks when a hand is revealed: the seed against the
 * commitment it was shown before play, the revealed deck against the seed,
 * and the hand and turn-up it was dealt against that deck (not when seat is
 * SEAT_NONE: a watcher, or a seat that came back after its first card left
 * its hand). */
NetFairness net_deal_check(const uint8_t seed[NET_SEED_BYTES], const uint8_t commitment[NET_HASH_BYTES],
                           const Card revealed[CARD_COUNT], uint8_t dealer, uint8_t seat, CardSet dealt, Card turnup);
/* One action of a hand, and who took it, as a reveal lists them. */
typedef struct NetStep {
    uint8_t seat;
    Action action;
} NetStep;

/* More than any hand can take: each exchange takes at most four actions and
 * draws at least one of the 21 cards of the stock. */
enum { NET_HAND_ACTIONS_MAX = 128 };

/* What anyone at the table checks next: the revealed actions, replayed by
 * the rules over the deck its dealer dealt, are each taken by the seat to
 * act and allowed; every card this seat saw in its own hand (held; SEAT_NONE
 * for a watcher) is one the replay gave it, and every card seen played is
 * one the replay played.  So a server that dealt from the deck but gave a
 * seat another card from the stock, or let the other seat play a card it
 * did not hold, is caught (NET_FAIR_PLAY). */
NetFairness net_deal_replay(const GameOptions *options, const Card deck[CARD_COUNT], uint8_t dealer,
                            const NetStep *steps, int count, uint8_t seat, CardSet held, CardSet played);
/* One English sentence for a result. */
const char *net_fairness_text(NetFairness fairness);

#endif
