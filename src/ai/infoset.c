#include "infoset.h"

#include "book.h"
#include "ecarte/trick.h"

/* Where the search stands: the cards still ours, the cards the opponent has
 * shown on the way here (the same in every deal of the node: we tell deals
 * apart by them), and the trick in progress. */
typedef struct Node {
    CardSet mine, gone;
    Card led; /* led to the trick in progress, or CARD_NONE */
    int tricks;
} Node;

typedef struct State {
    InfosetSearch *search;
    const InfosetWorlds *worlds;
    int *index;  /* the deals, grouped in place as the search splits them */
    int *sorted; /* room for one grouping */
    bool stopped;
} State;

static double our_node(State *s, Node node, int from, int n, int depth, bool known);
static double opp_lead(State *s, Node node, int from, int n, int depth);

static int solve(State *s, CardSet mine, CardSet theirs, uint8_t leader, Card led)
{
    if (++s->search->spent > s->search->budget ||
        (s->search->stop && atomic_load_explicit(s->search->stop, memory_order_relaxed)))
        s->stopped = true;
    SolverDeal deal = {{mine, theirs}, leader, led};
    return solver_tricks(&s->search->rules, &deal);
}

static CardSet hand_in(const State *s, int world, const Node *node) { return s->worlds->hands[world] & ~node->gone; }

/* The hand is over: the tricks are counted. */
static double settle(const State *s, int from, int n, int tricks)
{
    double sum = 0;
    for (int i = from; i < from + n; i++) {
        int w = s->index[i];
        sum += s->worlds->weights[w] * s->worlds->values[w][tricks];
    }
    return sum;
}

/* Our choices end here: each deal is solved open, as plain Monte Carlo does.
 * When the opponent has just chosen, its own solve already said the result. */
static double leaf(State *s, const Node *node, int from, int n, bool known)
{
    double sum = 0;
    for (int i = from; i < from + n; i++) {
        int w = s->index[i];
        int final = known ? s->search->finals[w] : -1;
        if (final < 0)
            final = node->tricks + solve(s, node->mine, hand_in(s, w, node), node->led == CARD_NONE ? 0 : 1, node->led);
        sum += s->worlds->weights[w] * s->worlds->values[w][final];
    }
    return sum;
}

/* Groups the deals of the node by the opponent's card in each; returns the
 * number of groups, each starting at starts[g] with the card cards[g]. */
static int split(State *s, int from, int n, Card cards[CARD_COUNT], int starts[CARD_COUNT + 1])
{
    int count[CARD_COUNT] = {0};
    for (int i = from; i < from + n; i++)
        count[s->search->choices[s->index[i]]]++;
    int groups = 0, at = from;
    int place[CARD_COUNT];
    for (int c = 0; c < CARD_COUNT; c++) {
        if (count[c] == 0)
            continue;
        cards[groups] = (Card)c;
        starts[groups++] = at;
        place[c] = at;
        at += count[c];
    }
    starts[groups] = at;
    for (int i = from; i < from + n; i++) {
        int w = s->index[i];
        s->sorted[place[s->search->choices[w]]++] = w;
    }
    for (int i = from; i < from + n; i++)
        s->index[i] = s->sorted[i];
    return groups;
}

/* In each deal the opponent plays the card that leaves us fewest tricks with
 * every card shown, and the cheapest of equals. */
static bool cheaper(Card a, Card b, Suit trump) { return book_keep_value(a, trump) < book_keep_value(b, trump); }

/* We led node.led; the opponent follows in each deal. */
static double opp_follow(State *s, Node node, int from, int n, int depth)
{
    const SolverRules *rules = &s->search->rules;
    for (int i = from; i < from + n && !s->stopped; i++) {
        int w = s->index[i];
        CardSet hand = hand_in(s, w, &node);
        CardSet options = trick_follow_options(hand, node.led, rules->trump, rules->must_trump_when_void);
        Card pick = cardset_lowest(options);
        int pick_tricks = -1;
        if (cardset_count(options) > 1) {
            for (CardSet rest = options; rest; rest = cardset_without_lowest(rest)) {
                Card card = cardset_lowest(rest);
                int won = trick_follower_wins(node.led, card, rules->trump) ? 0 : 1;
                int tricks = won + solve(s, node.mine, hand & ~cardset_of(card), won ? 0 : 1, CARD_NONE);
                if (pick_tricks < 0 || tricks < pick_tricks ||
                    (tricks == pick_tricks && cheaper(card, pick, rules->trump))) {
                    pick = card;
                    pick_tricks = tricks;
                }
            }
        }
        s->search->choices[w] = pick;
        s->search->finals[w] = (signed char)(pick_tricks < 0 ? -1 : node.tricks + pick_tricks);
    }
    if (s->stopped)
        return 0;
    Card cards[CARD_COUNT];
    int starts[CARD_COUNT + 1];
    int groups = split(s, from, n, cards, starts);
    double sum = 0;
    for (int g = 0; g < groups && !s->stopped; g++) {
        Card card = cards[g];
        bool won = !trick_follower_wins(node.led, card, rules->trump);
        Node next = {node.mine, node.gone | cardset_of(card), CARD_NONE, node.tricks + (won ? 1 : 0)};
        int size = starts[g + 1] - starts[g];
        sum += won ? our_node(s, next, starts[g], size, depth, true) : opp_lead(s, next, starts[g], size, depth);
    }
    return sum;
}

/* The opponent leads in each deal. */
static double opp_lead(State *s, Node node, int from, int n, int depth)
{
    if (node.mine == CARDSET_EMPTY)
        return settle(s, from, n, node.tricks);
    const SolverRules *rules = &s->search->rules;
    for (int i = from; i < from + n && !s->stopped; i++) {
        int w = s->index[i];
        CardSet hand = hand_in(s, w, &node);
        Card pick = cardset_lowest(hand);
        int pick_tricks = -1;
        if (cardset_count(hand) > 1) {
            for (CardSet rest = hand; rest; rest = cardset_without_lowest(rest)) {
                Card card = cardset_lowest(rest);
                int tricks = solve(s, node.mine, hand & ~cardset_of(card), 1, card);
                if (pick_tricks < 0 || tricks < pick_tricks ||
                    (tricks == pick_tricks && cheaper(card, pick, rules->trump))) {
                    pick = card;
                    pick_tricks = tricks;
                }
            }
        }
        s->search->choices[w] = pick;
        s->search->finals[w] = (signed char)(pick_tricks < 0 ? -1 : node.tricks + pick_tricks);
    }
    if (s->stopped)
        return 0;
    Card cards[CARD_COUNT];
    int starts[CARD_COUNT + 1];
    int groups = split(s, from, n, cards, starts);
    double sum = 0;
    for (int g = 0; g < groups && !s->stopped; g++) {
        Node next = {node.mine, node.gone | cardset_of(cards[g]), cards[g], node.tricks};
        sum += our_node(s, next, starts[g], starts[g + 1] - starts[g], depth, true);
    }
    return sum;
}

/* We play `card` at the node; `depth` counts our choices still searched. */
static double after_ours(State *s, Node node, Card card, int from, int n, int depth)
{
    node.mine &= ~cardset_of(card);
    if (node.led == CARD_NONE) {
        node.led = card;
        return opp_follow(s, node, from, n, depth);
    }
    bool won = trick_follower_wins(node.led, card, s->search->rules.trump);
    node.led = CARD_NONE;
    if (won) {
        node.tricks++;
        return our_node(s, node, from, n, depth, false);
    }
    return opp_lead(s, node, from, n, depth);
}

/* Our choice: one card for every deal of the node, since they look alike to us. */
static double our_node(State *s, Node node, int from, int n, int depth, bool known)
{
    if (node.mine == CARDSET_EMPTY)
        return settle(s, from, n, node.tricks);
    if (depth == 0)
        return leaf(s, &node, from, n, known);
    const SolverRules *rules = &s->search->rules;
    CardSet options = node.mine;
    if (node.led != CARD_NONE)
        options = trick_follow_options(node.mine, node.led, rules->trump, rules->must_trump_when_void);
    CardSet theirs = CARDSET_EMPTY;
    for (int i = from; i < from + n; i++)
        theirs |= hand_in(s, s->index[i], &node);
    if (node.led != CARD_NONE)
        theirs |= cardset_of(node.led);
    options = solver_representatives(options, theirs);
    double best = -1;
    for (; options && !s->stopped; options = cardset_without_lowest(options)) {
        double value = after_ours(s, node, cardset_lowest(options), from, n, depth - 1);
        if (value > best)
            best = value;
    }
    return s->stopped ? 0 : best;
}

bool infoset_values(InfosetSearch *search, const InfosetWorlds *worlds, const Card *cards, int count, int depth,
                    double *out)
{
    State s = {search, worlds, search->scratch, search->scratch + worlds->count, false};
    for (int w = 0; w < worlds->count; w++)
        s.index[w] = w;
    Node root = {search->mine, CARDSET_EMPTY, search->we_lead ? CARD_NONE : search->led, search->tricks};
    for (int i = 0; i < count && !s.stopped; i++)
        out[i] = after_ours(&s, root, cards[i], 0, worlds->count, depth - 1);
    return !s.stopped;
}
