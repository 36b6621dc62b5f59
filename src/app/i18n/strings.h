/* Every word the player sees, in one table keyed by id.
 *
 * The English text is written here, once; the translations are gettext
 * catalogues (assets/po/LANG.po, compiled to LANG.mo) looked up by that
 * English text.  xgettext reads this list: X(id, text) is a plain string,
 * XC(id, context, text) one whose English word is ambiguous, and
 * XP(id, singular, plural) one that changes with a number, whose forms each
 * catalogue chooses by its own Plural-Forms.  No other module of the app
 * holds user-visible text.  Strings that need values use numbered
 * placeholders {1} {2} {3} rather than printf conversions, so a translation
 * may reorder them freely.
 */
#ifndef ECARTE_APP_I18N_STRINGS_H
#define ECARTE_APP_I18N_STRINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "ecarte/ai.h"
#include "ecarte/game.h"

#define ECARTE_STRINGS(X, XC, XP) \
    /* TRANSLATORS: The name of the game, as the window title says it. */ \
    X(STR_TITLE, "Écarté") \
    X(STR_YOU, "You") \
    X(STR_OPPONENT, "Opponent") \
    X(STR_DEALER, "Dealer") \
    X(STR_TRUMPS, "Trumps") \
    /* TRANSLATORS: {1} is how many cards are left in the stock. */ \
    X(STR_STOCK_COUNT, "{1} left") \
    X(STR_TRICKS_0, "No tricks") \
    /* TRANSLATORS: {1} is a number of tricks taken, 1 or more. */ \
    XP(STR_TRICKS, "{1} trick", "{1} tricks") \
    X(STR_DISCARDS_N, "Discards: {1}") \
    X(STR_SCORE_TARGET, "Game to {1}") \
    /* buttons */ \
    X(STR_BTN_PROPOSE, "Propose") \
    /* TRANSLATORS: Plays the hand as dealt, without proposing an exchange. */ \
    XC(STR_BTN_STAND, "button: play without an exchange", "Play") \
    X(STR_BTN_ACCEPT, "Accept") \
    X(STR_BTN_REFUSE, "Refuse") \
    X(STR_BTN_EXCHANGE, "Exchange") \
    X(STR_BTN_EXCHANGE_N, "Exchange {1}") \
    X(STR_BTN_KEEP, "Keep all") \
    X(STR_BTN_DECLARE, "Declare king (+1)") \
    X(STR_BTN_HINT, "Hint") \
    X(STR_BTN_NEXT_HAND, "Next hand") \
    X(STR_BTN_NEW_GAME, "New game") \
    X(STR_BTN_HELP, "?") \
    X(STR_BTN_MENU, "☰") \
    X(STR_BTN_CLOSE, "Close") \
    /* suits and ranks */ \
    X(STR_SUIT_SPADES, "spades") \
    X(STR_SUIT_HEARTS, "hearts") \
    X(STR_SUIT_DIAMONDS, "diamonds") \
    X(STR_SUIT_CLUBS, "clubs") \
    X(STR_SUIT_SPADE, "spade") \
    X(STR_SUIT_HEART, "heart") \
    X(STR_SUIT_DIAMOND, "diamond") \
    X(STR_SUIT_CLUB, "club") \
    X(STR_SYMBOL_SPADES, "♠") \
    X(STR_SYMBOL_HEARTS, "♥") \
    X(STR_SYMBOL_DIAMONDS, "♦") \
    X(STR_SYMBOL_CLUBS, "♣") \
    X(STR_RANK_7, "7") \
    X(STR_RANK_8, "8") \
    X(STR_RANK_9, "9") \
    X(STR_RANK_10, "10") \
    X(STR_RANK_ACE, "A") \
    X(STR_RANK_JACK, "J") \
    X(STR_RANK_QUEEN, "Q") \
    X(STR_RANK_KING, "K") \
    /* TRANSLATORS: A card as printed on it: {1} is the rank (K, 10...), {2} the suit symbol. */ \
    X(STR_CARD_SHORT, "{1}{2}") \
    X(STR_SUIT_NAMED, "{1} {2}") \
    /* TRANSLATORS: The last two cards of a list of choices ("you may play 9♥ or 10♥"): {1} and {2} are cards. */ \
    X(STR_LIST_OR, "{1} or {2}") \
    /* TRANSLATORS: The last two cards of a list of cards taken together ("throw away 8♠, J♥ and 8♦"): {1} and {2} are cards. */ \
    X(STR_LIST_AND, "{1} and {2}") \
    X(STR_LIST_MORE, "{1}, {2}") \
    X(STR_LABELLED, "{1}: {2}") \
    /* TRANSLATORS: What just happened ({1}) and what comes next ({2}) on the message line. */ \
    XC(STR_MESSAGE_JOIN, "message line: two sentences", "{1} {2}") \
    /* refusals the core cannot know of (its own are in src/core/explain.c) */ \
    X(STR_ERR_NOT_YOUR_TURN, "Wait: it is the opponent's turn.") \
    /* the message line: what just happened */ \
    /* TRANSLATORS: {1} is the trump suit, in the plural (hearts). */ \
    X(STR_EV_DEALT_YOU, "You dealt: {1} are trumps.") \
    X(STR_EV_DEALT_OPP, "The opponent dealt: {1} are trumps.") \
    X(STR_EV_KING_TURNED_YOU, "You turned up the king: +1 for you.") \
    X(STR_EV_KING_TURNED_OPP, "The opponent turned up the king: +1 for the opponent.") \
    X(STR_EV_OPP_PROPOSES, "The opponent proposes an exchange.") \
    X(STR_EV_OPP_STANDS, "The opponent plays without an exchange.") \
    X(STR_EV_OPP_ACCEPTS, "The opponent accepts.") \
    X(STR_EV_OPP_REFUSES, "The opponent refuses.") \
    X(STR_EV_OPP_EXCHANGED_0, "The opponent keeps all five cards.") \
    XP(STR_EV_OPP_EXCHANGED, "The opponent exchanged {1} card.", "The opponent exchanged {1} cards.") \
    X(STR_EV_OPP_DECLARES, "The opponent declares the king of trumps: +1.") \
    X(STR_EV_OPP_PLAYS, "The opponent plays {1}.") \
    X(STR_EV_YOU_PROPOSED, "You propose an exchange.") \
    X(STR_EV_YOU_STOOD, "You play without an exchange.") \
    X(STR_EV_YOU_PLAY_ON, "You stop exchanging: the play begins.") \
    X(STR_EV_OPP_PLAYS_ON, "The opponent stops exchanging: the play begins.") \
    X(STR_EV_YOU_ACCEPTED, "You accept.") \
    X(STR_EV_YOU_REFUSED, "You refuse.") \
    X(STR_EV_YOU_EXCHANGED_0, "You keep all five cards.") \
    XP(STR_EV_YOU_EXCHANGED, "You exchanged {1} card.", "You exchanged {1} cards.") \
    X(STR_EV_YOU_DECLARED, "You declare the king of trumps: +1.") \
    X(STR_EV_TRICK_YOU, "Your trick.") \
    X(STR_EV_TRICK_OPP, "The opponent's trick.") \
    /* The same of a friend at a table, {1} their name. */ \
    X(STR_EVF_DEALT, "{1} dealt: {2} are trumps.") \
    X(STR_EVF_KING_TURNED, "{1} turned up the king: +1 for them.") \
    X(STR_EVF_PROPOSES, "{1} proposes an exchange.") \
    X(STR_EVF_STANDS, "{1} plays without an exchange.") \
    X(STR_EVF_PLAYS_ON, "{1} stops exchanging: the play begins.") \
    X(STR_EVF_ACCEPTS, "{1} accepts.") \
    X(STR_EVF_REFUSES, "{1} refuses.") \
    X(STR_EVF_EXCHANGED_0, "{1} keeps all five cards.") \
    /* TRANSLATORS: {1} is a number of cards, {2} the friend's name. */ \
    XP(STR_EVF_EXCHANGED, "{2} exchanged {1} card.", "{2} exchanged {1} cards.") \
    X(STR_EVF_DECLARES, "{1} declares the king of trumps: +1.") \
    /* TRANSLATORS: {1} is the friend's name, {2} a card. */ \
    X(STR_EVF_PLAYS, "{1} plays {2}.") \
    X(STR_EVF_TRICK, "Trick to {1}.") \
    /* the tricks of the hand, looked at again */ \
    X(STR_LAST_TRICK_TITLE, "Last trick") \
    /* TRANSLATORS: An earlier trick of the hand looked at again: {1} is its number in the hand, 1 to 5. */ \
    X(STR_LAST_TRICK_NUMBER, "Trick {1}") \
    X(STR_LAST_TRICK_YOU_LED_WON, "You led, and won the trick.") \
    X(STR_LAST_TRICK_YOU_LED_LOST, "You led; the opponent won the trick.") \
    X(STR_LAST_TRICK_OPP_LED_WON, "The opponent led; you won the trick.") \
    X(STR_LAST_TRICK_OPP_LED_LOST, "The opponent led, and won the trick.") \
    X(STR_LAST_TRICK_KEYS, \
      "Left and Right: the other tricks of the hand. Tab chooses an arrow; any other key closes.") \
    X(STR_LAST_TRICK_EARLIER, "Earlier trick") \
    X(STR_LAST_TRICK_LATER, "Later trick") \
    X(STR_LAST_TRICK_CLOSE, "Any key or a click closes.") \
    X(STR_LAST_TRICK_NONE, "No trick has been played out in this hand yet.") \
    /* what the opponent says, in a bubble by its hand */ \
    X(STR_SAY_PROPOSE, "I propose.") \
    X(STR_SAY_STAND, "I play.") \
    X(STR_SAY_ACCEPT, "Accepted.") \
    X(STR_SAY_REFUSE, "Refused.") \
    X(STR_SAY_KEEP, "I keep mine.") \
    XP(STR_SAY_EXCHANGE, "One card.", "{1} cards.") \
    X(STR_SAY_DECLARE, "The king!") \
    /* the message line: what to do now */ \
    X(STR_DO_PROPOSE, "Your turn: propose an exchange, or play as dealt.") \
    X(STR_DO_PROPOSE_AGAIN, "Your turn: propose another exchange, or play.") \
    X(STR_DO_RESPOND, "Accept the exchange, or refuse and play?") \
    X(STR_DO_DISCARD, "Click the cards to throw away (1 to {1}), then Exchange.") \
    X(STR_DO_DISCARD_DEALER, "Click the cards to throw away (up to {1}), then Exchange or Keep all.") \
    X(STR_DO_LEAD, "Your lead: drag a card to the table, or double-click it.") \
    X(STR_DO_LEAD_KING, "Your lead. You hold the king of trumps: declare it for +1 first?") \
    X(STR_DO_FOLLOW, "Your turn: follow with a higher {1} if you can.") \
    X(STR_DO_FOLLOW_LOW, "Your turn: you cannot beat it, but you must play a {1}.") \
    X(STR_DO_FOLLOW_ANY, "Your turn: you have no {1}, so any card may be played.") \
    X(STR_DO_FOLLOW_TRUMP, "Your turn: you have no {1}, so play a trump.") \
    X(STR_DO_FOLLOW_KING, "Your turn. You hold the king of trumps: declare it for +1 first?") \
    X(STR_WAIT_PROPOSE, "The opponent is deciding whether to propose…") \
    X(STR_WAIT_RESPOND, "The opponent considers your proposal…") \
    X(STR_WAIT_DISCARD, "The opponent is choosing cards to exchange…") \
    X(STR_WAIT_PLAY, "The opponent is thinking…") \
    X(STR_WAIT_DEAL, "Dealing…") \
    /* TRANSLATORS: Waiting for a friend at their table; {1} is the friend's name, or "Your friend". */ \
    X(STR_WAIT_FRIEND_PROPOSE, "{1} is deciding whether to propose…") \
    X(STR_WAIT_FRIEND_RESPOND, "{1} considers your proposal…") \
    X(STR_WAIT_FRIEND_DISCARD, "{1} is choosing cards to exchange…") \
    X(STR_WAIT_FRIEND_PLAY, "{1} is choosing a card…") \
    X(STR_HAND_OVER, "The hand is over. Press Next hand to deal again.") \
    X(STR_GAME_WON, "You win the game, {1} to {2}!") \
    X(STR_GAME_LOST, "The opponent wins the game, {1} to {2}.") \
    /* TRANSLATORS: {1} is the friend's name; {2} their points, {3} the player's. */ \
    X(STR_GAME_LOST_TO_FRIEND, "{1} wins the game, {2} to {3}.") \
    X(STR_AUTOPLAY, "Demo: the computer plays both seats.") \
    X(STR_HINT_PROPOSE, "Hint: propose an exchange.") \
    X(STR_HINT_STAND, "Hint: play without an exchange.") \
    X(STR_HINT_ACCEPT, "Hint: accept the exchange.") \
    X(STR_HINT_REFUSE, "Hint: refuse the exchange.") \
    X(STR_HINT_DISCARD, "Hint: throw away {1}.") \
    X(STR_HINT_KEEP, "Hint: keep all your cards.") \
    X(STR_HINT_DECLARE, "Hint: declare the king of trumps.") \
    X(STR_HINT_PLAY, "Hint: play {1}.") \
    X(STR_HINT_THINKING, "Looking for a good move…") \
    /* hints with the AI's reason (AiHintReason) */ \
    X(STR_HINTR_ONLY_CHOICE, "Hint: {1} — nothing else is allowed.") \
    X(STR_HINTR_DECLARE, "Hint: declare the king of trumps: it scores a point at once.") \
    /* TRANSLATORS: {1} is how many trumps the hand holds, {2} a chance in percent. */ \
    XP(STR_HINTR_STAND, "Hint: play without proposing: with {1} trump you take 3 tricks against about {2}% of hands.", \
       "Hint: play without proposing: with {1} trumps you take 3 tricks against about {2}% of hands.") \
    X(STR_HINTR_STAND_PLAIN, "Hint: play without proposing: this hand takes 3 tricks against about {1}% of hands.") \
    X(STR_HINTR_PROPOSE, "Hint: propose an exchange: as it is, this hand wins only about {1}% of the time.") \
    /* TRANSLATORS: {1} is a chance in percent over the hands the opponent may hold, weighed by its proposing. */ \
    X(STR_HINTR_REFUSE, \
      "Hint: refuse: as you are, you win about {1}% of the time against the hands a player who proposes is " \
      "likely to hold.") \
    X(STR_HINTR_ACCEPT, \
      "Hint: accept: as you are, you win only about {1}% of the time against the hands a player who proposes " \
      "is likely to hold; new cards help more.") \
    X(STR_HINTR_DISCARD_KEEP, "Hint: throw away {1} and keep your trumps and kings.") \
    X(STR_HINTR_DISCARD, "Hint: throw away {1}: the cards you keep give the best chances.") \
    X(STR_HINTR_KEEP_ALL, "Hint: keep your hand: new cards would not make it stronger.") \
    X(STR_HINTR_WIN_CHEAPLY, "Hint: play {1}, the cheapest card that wins the trick.") \
    X(STR_HINTR_TRUMP_IN, "Hint: trump with {1}: you have no {2}, and it takes the trick.") \
    X(STR_HINTR_THROW_LOW, "Hint: play {1}: you cannot win this trick, so keep your better cards.") \
    X(STR_HINTR_SAVE_TRUMP, "Hint: play {1}: this trick is not worth a trump.") \
    /* TRANSLATORS: {1} is how many trumps the hand holds, {2} the trump to lead. */ \
    XP(STR_HINTR_LEAD_TRUMP, "Hint: lead {2}: with {1} trump, drawing your opponent's protects your winners.", \
       "Hint: lead {2}: with {1} trumps, drawing your opponent's protects your winners.") \
    X(STR_HINTR_LEAD_MASTER, "Hint: lead {1}, the highest of the {2} left.") \
    X(STR_HINTR_LEAD_LOW, "Hint: lead {1}: a low card keeps your high {2} as guards.") \
    /* TRANSLATORS: {1} is a card, {2} the chance in percent of winning the whole game (not the hand) after it. */ \
    X(STR_HINTR_BEST_CHANCE, "Hint: {1} gives the best chance of winning the game (about {2}%).") \
    /* the review of a hand, decision by decision */ \
    X(STR_BTN_REVIEW, "Review") \
    /* TRANSLATORS: {1} is the number of the hand reviewed. */ \
    X(STR_REV_TITLE, "Review of hand {1}") \
    /* TRANSLATORS: {1} is the decision shown, {2} how many the review steps through. */ \
    X(STR_REV_COUNTER, "Decision {1} of {2}") \
    X(STR_REV_ARROW_LEFT, "◀") \
    X(STR_REV_ARROW_RIGHT, "▶") \
    X(STR_REV_PREV, "Previous decision") \
    X(STR_REV_NEXT, "Next decision") \
    X(STR_REV_BTN_OPEN, "All cards open") \
    X(STR_REV_BTN_COMPUTER, "Computer's moves") \
    /* TRANSLATORS: The review's switch that shows the friend's decisions too, at a friend's table. */ \
    X(STR_REV_BTN_FRIEND, "Your friend's moves") \
    X(STR_REV_BTN_AGAIN, "Play this deal again") \
    /* TRANSLATORS: A switch that is on: {1} is its name (All cards open). */ \
    X(STR_REV_SWITCH_ON, "✓ {1}") \
    X(STR_REV_KEYS, "Keys: ← → step through, O all cards open, C computer's moves, P play again, Esc close") \
    X(STR_REV_MARK_GOOD, "✓") \
    X(STR_REV_GOOD, "Good") \
    X(STR_REV_INACCURACY, "Inaccuracy") \
    X(STR_REV_MISTAKE, "Mistake") \
    X(STR_REV_BLUNDER, "Blunder") \
    X(STR_REV_RATING, "Rating…") \
    X(STR_REV_ONLY_MOVE, "Nothing else was allowed.") \
    /* TRANSLATORS: under a decision in the review, once the expert level's
     * longer search has rated it again (its grade may then change). */ \
    X(STR_REV_EXPERT, "Checked again at the expert level.") \
    /* TRANSLATORS: {1} is how many points of the chance of winning the game the move gave away. */ \
    X(STR_REV_LOSS, "−{1}% chance of winning the game") \
    /* TRANSLATORS: {1} is how many points of its chance of winning the game the opponent's move gave away. */ \
    X(STR_REV_LOSS_OPP, "−{1}% chance of winning the game for the opponent") \
    X(STR_REV_NOTHING, "Nothing was decided in this hand.") \
    X(STR_REV_DISCARDS, "Discards") \
    X(STR_REV_YOU_PROPOSED, "You proposed an exchange.") \
    X(STR_REV_YOU_STOOD, "You played without an exchange.") \
    /* TRANSLATORS: after one exchange or more, the player stopped exchanging and played the cards held. */ \
    X(STR_REV_YOU_PLAYED_ON, "You played on without proposing another exchange.") \
    X(STR_REV_YOU_ACCEPTED, "You accepted the exchange.") \
    X(STR_REV_YOU_REFUSED, "You refused the exchange.") \
    X(STR_REV_YOU_KEPT, "You kept all your cards.") \
    /* TRANSLATORS: {1} is how many cards, {2} the cards themselves (7♠ 8♥). */ \
    XP(STR_REV_YOU_DISCARDED, "You threw away {1} card: {2}.", "You threw away {1} cards: {2}.") \
    X(STR_REV_YOU_DECLARED, "You declared the king of trumps.") \
    /* TRANSLATORS: {1} is a card (K♦). */ \
    X(STR_REV_YOU_PLAYED, "You played {1}.") \
    X(STR_REV_OPP_PROPOSED, "The opponent proposed an exchange.") \
    X(STR_REV_OPP_STOOD, "The opponent played without an exchange.") \
    X(STR_REV_OPP_PLAYED_ON, "The opponent played on without proposing another exchange.") \
    X(STR_REV_OPP_ACCEPTED, "The opponent accepted the exchange.") \
    X(STR_REV_OPP_REFUSED, "The opponent refused the exchange.") \
    X(STR_REV_OPP_KEPT, "The opponent kept all its cards.") \
    XP(STR_REV_OPP_EXCHANGED, "The opponent exchanged {1} card.", "The opponent exchanged {1} cards.") \
    /* TRANSLATORS: {1} is how many cards, {2} the cards themselves (7♠ 8♥). */ \
    XP(STR_REV_OPP_DISCARDED, "The opponent threw away {1} card: {2}.", "The opponent threw away {1} cards: {2}.") \
    X(STR_REV_OPP_DECLARED, "The opponent declared the king of trumps.") \
    /* TRANSLATORS: {1} is a card (K♦). */ \
    X(STR_REV_OPP_PLAYED, "The opponent played {1}.") \
    /* the better move, where a decision was not good: the player's own (YOU)
     * and the opponent's (OPP), said of that seat */ \
    X(STR_REVB_DECLARE_YOU, "Better to declare the king of trumps: it scores a point at once.") \
    X(STR_REVB_DECLARE_OPP, "Better for the opponent to declare the king of trumps: it scores a point at once.") \
    /* TRANSLATORS: {1} is how many trumps the hand held, {2} a chance in percent. */ \
    XP(STR_REVB_STAND_YOU, \
       "Better to play these cards without proposing: with {1} trump you take 3 tricks against about {2}% of hands.", \
       "Better to play these cards without proposing: with {1} trumps you take 3 tricks against about {2}% of hands.") \
    /* TRANSLATORS: {1} is how many trumps the opponent's hand held, {2} a chance in percent. */ \
    XP(STR_REVB_STAND_OPP, \
       "Better for the opponent to play its cards without proposing: with {1} trump it takes 3 tricks against about " \
       "{2}% of hands.", \
       "Better for the opponent to play its cards without proposing: with {1} trumps it takes 3 tricks against about " \
       "{2}% of hands.") \
    X(STR_REVB_STAND_PLAIN_YOU, \
      "Better to play these cards without proposing: they take 3 tricks against about {1}% of hands.") \
    X(STR_REVB_STAND_PLAIN_OPP, \
      "Better for the opponent to play its cards without proposing: they take 3 tricks against about {1}% of hands.") \
    X(STR_REVB_PROPOSE_YOU, "Better to propose an exchange: as it is, this hand wins only about {1}% of the time.") \
    X(STR_REVB_PROPOSE_OPP, \
      "Better for the opponent to propose an exchange: as it is, its hand wins only about {1}% of the time.") \
    X(STR_REVB_REFUSE_YOU, \
      "Better to refuse: as you are, you win about {1}% of the time against the hands a player who proposes is " \
      "likely to hold.") \
    X(STR_REVB_REFUSE_OPP, \
      "Better for the opponent to refuse: as it is, it wins about {1}% of the time against the hands a player " \
      "who proposes is likely to hold.") \
    X(STR_REVB_ACCEPT_YOU, \
      "Better to accept: as you are, you win only about {1}% of the time against the hands a player who " \
      "proposes is likely to hold; new cards help more.") \
    X(STR_REVB_ACCEPT_OPP, \
      "Better for the opponent to accept: as it is, it wins only about {1}% of the time against the hands a " \
      "player who proposes is likely to hold; new cards help more.") \
    /* TRANSLATORS: {1} is a list of cards (8♠, 8♥ and 9♦). */ \
    X(STR_REVB_DISCARD_KEEP_YOU, "Better to throw away {1} and keep your trumps and kings.") \
    X(STR_REVB_DISCARD_KEEP_OPP, "Better for the opponent to throw away {1} and keep its trumps and kings.") \
    X(STR_REVB_DISCARD_YOU, "Better to throw away {1}: the cards you keep give the best chances.") \
    X(STR_REVB_DISCARD_OPP, "Better for the opponent to throw away {1}: the cards it keeps give the best chances.") \
    X(STR_REVB_KEEP_ALL_YOU, "Better to keep your hand: new cards would not make it stronger.") \
    X(STR_REVB_KEEP_ALL_OPP, "Better for the opponent to keep its hand: new cards would not make it stronger.") \
    /* TRANSLATORS: {1} is a card (K♦). */ \
    X(STR_REVB_WIN_CHEAPLY_YOU, "Better to play {1}, the cheapest card that wins the trick.") \
    X(STR_REVB_WIN_CHEAPLY_OPP, "Better for the opponent to play {1}, the cheapest card that wins the trick.") \
    /* TRANSLATORS: {1} is a trump (7♣), {2} the suit led (hearts). */ \
    X(STR_REVB_TRUMP_IN_YOU, "Better to trump with {1}: you have no {2}, and it takes the trick.") \
    X(STR_REVB_TRUMP_IN_OPP, \
      "Better for the opponent to trump with {1}: it has no {2}, and the trump takes the trick.") \
    X(STR_REVB_THROW_LOW_YOU, "Better to play {1}: you cannot win this trick, so keep your better cards.") \
    X(STR_REVB_THROW_LOW_OPP, \
      "Better for the opponent to play {1}: it cannot win this trick, so it keeps its better cards.") \
    X(STR_REVB_SAVE_TRUMP_YOU, "Better to play {1}: this trick is not worth a trump.") \
    X(STR_REVB_SAVE_TRUMP_OPP, "Better for the opponent to play {1}: this trick is not worth a trump.") \
    /* TRANSLATORS: {1} is how many trumps the hand held, {2} the trump to lead (9♣). */ \
    XP(STR_REVB_LEAD_TRUMP_YOU, "Better to lead {2}: with {1} trump, drawing your opponent's protects your winners.", \
       "Better to lead {2}: with {1} trumps, drawing your opponent's protects your winners.") \
    XP(STR_REVB_LEAD_TRUMP_OPP, \
       "Better for the opponent to lead {2}: with {1} trump, drawing yours protects its winners.", \
       "Better for the opponent to lead {2}: with {1} trumps, drawing yours protects its winners.") \
    /* TRANSLATORS: {1} is a card (A♥), {2} its suit (hearts). */ \
    X(STR_REVB_LEAD_MASTER_YOU, "Better to lead {1}, the highest of the {2} left.") \
    X(STR_REVB_LEAD_MASTER_OPP, "Better for the opponent to lead {1}, the highest of the {2} left.") \
    X(STR_REVB_LEAD_LOW_YOU, "Better to lead {1}: a low card keeps your high {2} as guards.") \
    X(STR_REVB_LEAD_LOW_OPP, "Better for the opponent to lead {1}: a low card keeps its high {2} as guards.") \
    /* TRANSLATORS: {1} is a card (K♦), {2} the chance in percent of winning the whole game. */ \
    X(STR_REVB_BEST_CHANCE_YOU, "Better to play {1}: it gives the best chance of winning the game (about {2}%).") \
    X(STR_REVB_BEST_CHANCE_OPP, \
      "Better for the opponent to play {1}: it gives the opponent the best chance of winning the game (about {2}%).") \
    /* hindsight at a card played, with every card open: the card that open
     * play would have played there, and the tricks the seat then ends the
     * hand with, those taken before included */ \
    /* TRANSLATORS: {1} is a number of tricks, {2} the card played, which open play would have played too. */ \
    XP(STR_REV_OPEN_RIGHT_YOU, "With all cards open, {2} was right here: you end the hand with {1} trick.", \
       "With all cards open, {2} was right here: you end the hand with {1} tricks.") \
    XP(STR_REV_OPEN_RIGHT_OPP, "With all cards open, {2} was right here: the opponent ends the hand with {1} trick.", \
       "With all cards open, {2} was right here: the opponent ends the hand with {1} tricks.") \
    /* TRANSLATORS: {1} is a number of tricks, {2} the card open play would have played instead. */ \
    XP(STR_REV_OPEN_BEST_YOU, "With all cards open, {2} was best here: you end the hand with {1} trick.", \
       "With all cards open, {2} was best here: you end the hand with {1} tricks.") \
    XP(STR_REV_OPEN_BEST_OPP, "With all cards open, {2} was best here: the opponent ends the hand with {1} trick.", \
       "With all cards open, {2} was best here: the opponent ends the hand with {1} tricks.") \
    /* TRANSLATORS: follows the sentence above: {1} is a number of tricks, {2} the card that was played. */ \
    XP(STR_REV_OPEN_TAKEN_YOU, "After {2}, you end it with {1} trick.", "After {2}, you end it with {1} tricks.") \
    XP(STR_REV_OPEN_TAKEN_OPP, "After {2}, the opponent ends it with {1} trick.", \
       "After {2}, the opponent ends it with {1} tricks.") \
    X(STR_REV_OPEN_NONE_YOU, "With all cards open, no card here wins you a trick in this hand.") \
    X(STR_REV_OPEN_NONE_OPP, "With all cards open, no card here wins the opponent a trick in this hand.") \
    /* TRANSLATORS: the mark, after the decisions, of the page about the whole hand (all cards open). */ \
    X(STR_REV_MARK_HAND, "∑") \
    X(STR_REV_HAND_TITLE, "The whole hand") \
    /* TRANSLATORS: Said once for the whole hand, apart from its decisions: {1} is a number of tricks. */ \
    XP(STR_REV_HAND_OPEN, "With all cards open, from the hand's first card, you could take {1} trick.", \
       "With all cards open, from the hand's first card, you could take {1} tricks.") \
    XP(STR_REV_HAND_TOOK, "You took {1} trick.", "You took {1} tricks.") \
    XP(STR_REV_HAND_TOOK_MORE, "You took {1} trick: more, because the other side went wrong.", \
       "You took {1} tricks: more, because the other side went wrong.") \
    /* the coach's question before a blunder in a game */ \
    X(STR_ASK_TITLE, "Are you sure?") \
    /* TRANSLATORS: {1} is the chance of winning the game with the best move, {2} with the move about to be made, in percent. */ \
    X(STR_ASK_LOSS, "This move lowers your chance of winning the game from about {1}% to {2}%.") \
    X(STR_ASK_THINK_AGAIN, "Think again") \
    X(STR_ASK_PLAY_ANYWAY, "Play it anyway") \
    X(STR_ASK_DO_ANYWAY, "Do it anyway") \
    X(STR_ASK_SETTING, "You can turn the coach off in the settings.") \
    /* hand summary and game over */ \
    X(STR_SUM_TITLE, "Hand {1}") \
    X(STR_SUM_YOU_WIN, "You win the hand") \
    X(STR_SUM_OPP_WINS, "The opponent wins the hand") \
    /* TRANSLATORS: {1} is the friend's name. */ \
    X(STR_SUM_FRIEND_WINS, "{1} wins the hand") \
    X(STR_SUM_CUT_SHORT, "The game ended during the hand") \
    X(STR_SUM_TRICKS, "Tricks") \
    X(STR_SUM_SCORE, "Score") \
    X(STR_SUM_TRICKS_ROW, "You {1} – {2} Opponent") \
    X(STR_HAND_POINT_YOU, "You took {1} tricks: 1 point.") \
    X(STR_HAND_POINT_OPP, "The opponent took {1} tricks: 1 point.") \
    X(STR_HAND_VOLE_YOU, "You took all five tricks, the vole: 2 points.") \
    X(STR_HAND_VOLE_OPP, "The opponent took all five tricks, the vole: 2 points.") \
    X(STR_HAND_UNEXCHANGED_YOU, "You won after playing without an exchange: 2 points.") \
    X(STR_HAND_UNEXCHANGED_OPP, "The opponent won after playing without an exchange: 2 points.") \
    X(STR_HAND_STOOD_LOST_YOU, "You won against a non-dealer who played without proposing: 2 points.") \
    X(STR_HAND_STOOD_LOST_OPP, "The opponent won against a non-dealer who played without proposing: 2 points.") \
    X(STR_HAND_REFUSED_LOST_YOU, "You won after the dealer refused the first proposal: 2 points.") \
    X(STR_HAND_REFUSED_LOST_OPP, "The opponent won after the dealer refused the first proposal: 2 points.") \
    X(STR_HAND_CUT_SHORT, "The game ended before the tricks were played.") \
    X(STR_HAND_KING_TURNED_YOU, "You turned up the king of trumps: 1 point.") \
    X(STR_HAND_KING_TURNED_OPP, "The opponent turned up the king of trumps: 1 point.") \
    X(STR_HAND_KING_DECLARED_YOU, "You declared the king of trumps: 1 point.") \
    X(STR_HAND_KING_DECLARED_OPP, "The opponent declared the king of trumps: 1 point.") \
    /* The same of a friend at a table: {2} is their name ({1}, where there is one, the tricks). */ \
    X(STR_HANDF_POINT, "{2} took {1} tricks: 1 point.") \
    X(STR_HANDF_VOLE, "{2} took all five tricks, the vole: 2 points.") \
    X(STR_HANDF_UNEXCHANGED, "{2} won after playing without an exchange: 2 points.") \
    X(STR_HANDF_STOOD_LOST, "{2} won against a non-dealer who played without proposing: 2 points.") \
    X(STR_HANDF_REFUSED_LOST, "{2} won after the dealer refused the first proposal: 2 points.") \
    X(STR_HANDF_KING_TURNED, "{2} turned up the king of trumps: 1 point.") \
    X(STR_HANDF_KING_DECLARED, "{2} declared the king of trumps: 1 point.") \
    X(STR_OVER_TITLE_WON, "You win!") \
    X(STR_OVER_TITLE_LOST, "The opponent wins") \
    /* TRANSLATORS: The title of a game lost at a friend's table; {1} is the friend's name, or "Your friend". */ \
    X(STR_OVER_TITLE_FRIEND_WON, "{1} wins") \
    X(STR_OVER_SCORE, "{1} – {2}") \
    XP(STR_OVER_HANDS, "after {1} hand", "after {1} hands") \
    X(STR_OVER_LAST_HAND, "Last hand") \
    /* TRANSLATORS: Shown while the computer is still rating the game's decisions. */ \
    X(STR_OVER_RATING, "Rating the decisions…") \
    X(STR_OVER_DECISIONS, "Decisions") \
    X(STR_OVER_ACCURACY, "Accuracy") \
    /* TRANSLATORS: An accuracy: {1} is a whole number from 0 to 100. */ \
    X(STR_OVER_PERCENT, "{1}%") \
    /* TRANSLATORS: In place of an accuracy when a side had nothing to decide. */ \
    X(STR_OVER_NO_ACCURACY, "–") \
    X(STR_OVER_INACCURACIES, "Inaccuracies") \
    X(STR_OVER_MISTAKES, "Mistakes") \
    X(STR_OVER_BLUNDERS, "Blunders") \
    /* practice deals */ \
    X(STR_PRACTICE_LABEL, "Practice deal: nothing here counts") \
    /* TRANSLATORS: The message line while a deal is played again for practice; {1} is what happened last. */ \
    X(STR_PRACTICE_MESSAGE, "Practice: {1}") \
    /* TRANSLATORS: {1} is the number of the hand dealt again. */ \
    X(STR_PRACTICE_STARTED, "Hand {1} dealt again from the same cards. Nothing here counts or is saved.") \
    X(STR_PRACTICE_UNAVAILABLE, "That deal cannot be played again.") \
    X(STR_PRACTICE_BACK, "Back in your game, as you left it.") \
    X(STR_BTN_BACK_TO_GAME, "Back to your game") \
    X(STR_BTN_PLAY_AGAIN, "Play it again") \
    /* menu and settings */ \
    X(STR_MENU_TITLE, "Menu") \
    X(STR_MENU_RESUME, "Resume") \
    X(STR_MENU_NEW_GAME, "New game") \
    X(STR_MENU_RULES, "Rules") \
    X(STR_MENU_FOUR_COLOUR_ON, "Four-colour deck: on") \
    X(STR_MENU_FOUR_COLOUR_OFF, "Four-colour deck: off") \
    X(STR_MENU_HIGH_CONTRAST_ON, "High-contrast cards: on") \
    X(STR_MENU_HIGH_CONTRAST_OFF, "High-contrast cards: off") \
    /* TRANSLATORS: Said when Ctrl and + or - change the size of text and buttons: "Text and buttons: 150 %". */ \
    X(STR_SCALE_NOW, "Text and buttons: {1} %") \
    /* TRANSLATORS: As above, when the window has room for less than asked: "Text and buttons: 200 % (150 % fits)". */ \
    X(STR_SCALE_NOW_FITS, "Text and buttons: {1} % ({2} % fits)") \
    X(STR_MENU_SPEED, "Animation: {1}") \
    X(STR_MENU_FULLSCREEN, "Full screen") \
    X(STR_MENU_QUIT, "Quit") \
    X(STR_SPEED_SLOW, "slow") \
    X(STR_SPEED_NORMAL, "normal") \
    X(STR_SPEED_FAST, "fast") \
    X(STR_SPEED_INSTANT, "instant") \
    X(STR_FOUR_COLOUR_DAMAGED, "The four-colour deck could not be loaded: {1}") \
    X(STR_HIGH_CONTRAST_DAMAGED, "The high-contrast cards could not be loaded: {1}") \
    /* settings and statistics screens */ \
    X(STR_MENU_SETTINGS, "Settings") \
    X(STR_MENU_STATISTICS, "Statistics") \
    /* learning to play: the list of lessons, the coach's panel, the first start's offer */ \
    X(STR_MENU_LESSONS, "Learn to play") \
    X(STR_LESSONS_TITLE, "Learn to play") \
    /* TRANSLATORS: The coach's panel during a lesson: a short word naming the one who speaks. */ \
    X(STR_COACH_NAME, "Coach") \
    /* TRANSLATORS: {1} is the lesson's number (1 to 6), {2} its title. */ \
    X(STR_COACH_LESSON, "Lesson {1}: {2}") \
    /* TRANSLATORS: The same where the title does not fit: {1} is the lesson's number. */ \
    X(STR_COACH_LESSON_SHORT, "Lesson {1}") \
    X(STR_BTN_LEAVE_LESSON, "Leave lesson") \
    X(STR_BTN_NEXT_LESSON, "Next lesson") \
    /* TRANSLATORS: the coach's button once its words are read: the lesson goes on. */ \
    X(STR_BTN_GO_ON, "Go on") \
    X(STR_BTN_ALL_LESSONS, "All lessons") \
    X(STR_OFFER_LESSONS, "New to Écarté? Six short lessons teach the game in a few minutes.") \
    X(STR_OFFER_NOT_NOW, "Not now") \
    X(STR_SET_TITLE, "Settings") \
    XC(STR_SET_PRESET, "setting", "Rules") \
    X(STR_SET_MUST_TRUMP, "Must trump when void") \
    X(STR_SET_PENALTY, "Playing without an exchange") \
    X(STR_SET_DEALER_EXCHANGE, "Dealer must exchange") \
    X(STR_SET_TARGET, "Game to") \
    XC(STR_SET_LEVEL, "setting", "Opponent") \
    X(STR_SET_ANIMATION, "Animation speed") \
    X(STR_SET_FOUR_COLOUR, "Four-colour deck") \
    X(STR_SET_AUTO_DECLARE, "Declare the king by itself") \
    X(STR_SET_FULLSCREEN, "Full screen") \
    XC(STR_SET_SOUND, "setting", "Sound") \
    /* TRANSLATORS: The setting of the coach, who asks "Are you sure?" before a blunder in a game. */ \
    XC(STR_SET_COACH, "setting", "Coach") \
    /* TRANSLATORS: The setting that has the game say aloud what happens, for a player who cannot see the table. */ \
    XC(STR_SET_SPEECH, "setting", "Spoken mode") \
    /* TRANSLATORS: The setting that makes all text and buttons larger, for a player who sees poorly. */ \
    XC(STR_SET_SCALE, "setting", "Text and button size") \
    /* TRANSLATORS: The setting of card faces with large bold corners in pure black and red on white. */ \
    X(STR_SET_HIGH_CONTRAST, "High-contrast cards") \
    X(STR_SET_LANGUAGE, "Language") \
    X(STR_SET_HELP, "Arrow keys or clicks change a setting. New rules apply to new games.") \
    /* TRANSLATORS: The settings' help once a finger is used on a touch screen. */ \
    X(STR_SET_HELP_TOUCH, "Tap the arrows; drag to scroll. New rules apply to new games.") \
    X(STR_VAL_STANDARD, "Standard") \
    X(STR_VAL_CLASSIC, "Classic") \
    X(STR_VAL_PRESET_CHANGED, "{1}, changed") \
    X(STR_VAL_ON, "On") \
    X(STR_VAL_OFF, "Off") \
    X(STR_VAL_PENALTY_STANDARD, "A winner who stood scores 2") \
    X(STR_VAL_PENALTY_CLASSIC, "A loser who stood gives 2") \
    X(STR_VAL_POINTS, "{1} points") \
    /* TRANSLATORS: The size of text and buttons, in percent of the usual: "150 %". */ \
    X(STR_VAL_PERCENT, "{1} %") \
    /* TRANSLATORS: The size asked for is more than the window has room for: "200 %, 150 % fits". */ \
    X(STR_VAL_PERCENT_FITS, "{1} %, {2} % fits") \
    X(STR_VAL_EASY, "Easy") \
    X(STR_VAL_NORMAL, "Normal") \
    X(STR_VAL_HARD, "Hard") \
    X(STR_VAL_EXPERT, "Expert") \
    X(STR_VAL_SLOW, "Slow") \
    X(STR_VAL_FAST, "Fast") \
    X(STR_VAL_INSTANT, "Instant") \
    XC(STR_VAL_VOLUME_LOW, "sound volume", "Low") \
    XC(STR_VAL_VOLUME_MEDIUM, "sound volume", "Medium") \
    XC(STR_VAL_VOLUME_HIGH, "sound volume", "High") \
    /* TRANSLATORS: The coach's setting: on for the player's first {1} games (10). */ \
    XP(STR_VAL_COACH_FIRST_GAMES, "First {1} game", "First {1} games") \
    XC(STR_VAL_COACH_ALWAYS, "coach", "Always") \
    /* the sound: M */ \
    X(STR_SOUND_MUTED, "Sound off. M turns it back on.") \
    X(STR_SOUND_ON, "Sound on.") \
    X(STR_SOUND_ON_NO_DEVICE, "Sound on, but no sound device could be opened.") \
    X(STR_LANG_SYSTEM, "System") \
    X(STR_LANG_EN, "English") \
    X(STR_LANG_MR, "मराठी") \
    X(STR_LANG_SD, "سنڌي") \
    X(STR_CONFIRM_NEW_RULES, "Start a new game with the new rules?") \
    X(STR_CONFIRM_NEW_GAME, "New game") \
    X(STR_CONFIRM_LATER, "Not now") \
    X(STR_RULES_NEXT_GAME, "The new rules apply from the next new game.") \
    X(STR_STATS_TITLE, "Statistics") \
    X(STR_STATS_GAMES, "Games") \
    X(STR_STATS_PLAYED, "Played") \
    X(STR_STATS_WON, "Won") \
    X(STR_STATS_LOST, "Lost") \
    X(STR_STATS_TOTAL, "Total") \
    /* TRANSLATORS: A row of the statistics: {1} is the opponent's level, {2} the rules. */ \
    XC(STR_STATS_CELL, "statistics row: level, rules", "{1}, {2}") \
    X(STR_STATS_ALL_GAMES, "All games") \
    X(STR_STATS_HANDS, "Hands played") \
    X(STR_STATS_POINTS, "Points for / against") \
    X(STR_STATS_VOLES, "Voles for / against") \
    X(STR_STATS_KINGS, "King points for / against") \
    X(STR_STATS_PENALTIES, "Penalties won / conceded") \
    X(STR_STATS_STREAK, "Longest winning streak") \
    X(STR_STATS_PAIR, "{1} / {2}") \
    X(STR_STATS_RESET, "Reset statistics") \
    X(STR_STATS_CONFIRM_RESET, "Forget all statistics? This cannot be undone.") \
    X(STR_STATS_RESET_YES, "Reset") \
    X(STR_STATS_CANCEL, "Cancel") \
    X(STR_STATS_RESET_DONE, "Statistics reset.") \
    /* the chart of the recent games */ \
    XC(STR_STATS_TAB_TOTALS, "statistics page", "Totals") \
    XC(STR_STATS_TAB_RECENT, "statistics page", "Recent games") \
    X(STR_STATS_ACCURACY, "Accuracy") \
    X(STR_STATS_NOT_RATED, "Not rated") \
    /* TRANSLATORS: A label of the chart's scale: {1} is a whole number from 0 to 100. */ \
    XC(STR_STATS_PERCENT, "chart scale", "{1}%") \
    XC(STR_STATS_OLDEST, "chart: the oldest game", "Oldest") \
    XC(STR_STATS_LATEST, "chart: the latest game", "Latest") \
    /* TRANSLATORS: {1} is how many games the chart shows, 1 to 30. */ \
    XP(STR_STATS_CHART_GAMES, "Your last game.", "Your last {1} games, oldest on the left.") \
    X(STR_STATS_CHART_NOTE, \
      "Accuracy is 100% less the chance of winning you gave away per decision, on average; a game that was not rated shows its result only.") \
    /* TRANSLATORS: Two sentences of the chart's caption, one after the other. */ \
    XC(STR_STATS_CHART_JOIN, "two sentences", "{1} {2}") \
    X(STR_STATS_CHART_EMPTY, "Play a game to see your chart.") \
    X(STR_STATS_CHART_EMPTY_NOTE, "Each finished game adds a column: whether you won, and how accurately you played.") \
    XC(STR_STATS_LATEST_GAME, "chart: the game described", "Latest game") \
    /* TRANSLATORS: A game of the chart: {1} counts them from the oldest shown, 1 upward. */ \
    XC(STR_STATS_GAME_N, "chart: the game described", "Game {1}") \
    /* TRANSLATORS: {1} is the player's points in that game, {2} the opponent's. */ \
    X(STR_STATS_RESULT_WON, "won {1} – {2}") \
    /* TRANSLATORS: {1} is the player's points in that game, {2} the opponent's. */ \
    X(STR_STATS_RESULT_LOST, "lost {1} – {2}") \
    /* TRANSLATORS: {1} is how many decisions were rated, {2} the accuracy, a whole number from 0 to 100. */ \
    XP(STR_STATS_RESULT_ACCURACY, "accuracy {2}% over {1} decision", "accuracy {2}% over {1} decisions") \
    X(STR_STATS_RESULT_UNRATED, "not rated") \
    /* TRANSLATORS: A game's result ({1}) and its accuracy ({2}). */ \
    XC(STR_STATS_RESULT_JOIN, "chart: result, accuracy", "{1}, {2}") \
    X(STR_STORE_LOAD_SETTINGS, "Settings: {1}") \
    X(STR_STORE_LOAD_STATISTICS, "Statistics: {1}") \
    X(STR_STORE_LOAD_GAME, "Saved game: {1}") \
    X(STR_STORE_LOAD_SEAT, "Seat at a friend's table: {1}") \
    X(STR_STORE_SAVE_FAILED, "Could not save {1}: {2}") \
    X(STR_STORE_NO_FOLDER, "No folder to save in: {1}") \
    X(STR_GAME_RESUMED, "Your game is back where you left it.") \
    X(STR_CLI_WANT_FOLDER, "expected a folder") \
    /* the rules overlay */ \
    X(STR_RULES_TITLE, "How to play Écarté") \
    X(STR_RULES_PRESET_STANDARD, "Standard rules") \
    X(STR_RULES_PRESET_CLASSIC, "Classic club rules") \
    X(STR_RULES_CLOSE_HINT, "Esc or a click outside closes this page; the wheel scrolls.") \
    X(STR_RULES_H_CARDS, "The cards") \
    X(STR_RULES_CARDS, \
      "Two players use a pack of 32 cards: K, Q, J, A, 10, 9, 8 and 7 in each of the four suits. In every suit the cards rank from high to low like this (the ace is between the jack and the ten):") \
    X(STR_RULES_CARDS_TRUMPS, "A trump beats any card of the other suits.") \
    X(STR_RULES_HIGHEST, "highest") \
    X(STR_RULES_LOWEST, "lowest") \
    X(STR_RULES_H_DEAL, "The deal") \
    X(STR_RULES_DEAL, \
      "The dealer gives each player five cards, three and then two at a time, the non-dealer first. The next card is turned face up: its suit is trumps for the hand. The remaining cards form the stock. If the turned-up card is a king, the dealer scores 1 point at once. The deal alternates from hand to hand.") \
    X(STR_RULES_H_EXCHANGE, "Proposing and exchanging") \
    X(STR_RULES_EXCHANGE, \
      "The non-dealer looks at the hand and either plays at once or proposes an exchange. The dealer accepts or refuses; a refusal starts the play. After an acceptance the non-dealer throws away one to five cards and draws as many from the stock, then the dealer may throw away and draw up to five. The non-dealer may then propose again, and so on, as long as both agree and the stock lasts. Nobody may throw away more cards than the stock can replace. Each player sees only their own discards.") \
    X(STR_RULES_H_KING, "The king of trumps") \
    X(STR_RULES_KING, \
      "A player holding the king of trumps may declare it for 1 point, on their own turn and before playing their first card: the non-dealer just before leading to the first trick, the dealer just before playing to it. The king is shown to the opponent.") \
    X(STR_RULES_H_PLAY, "Playing the tricks") \
    X(STR_RULES_PLAY, \
      "The non-dealer leads to the first trick; the winner of each trick leads to the next. The second player must follow suit if able, and when following must win the trick if able, by playing a higher card of the suit led.") \
    X(STR_RULES_VOID_STANDARD, "A player who cannot follow suit may play any card.") \
    X(STR_RULES_VOID_CLASSIC, \
      "A player who cannot follow suit must play a trump if they have one; otherwise any card.") \
    X(STR_RULES_PLAY_WIN, \
      "The highest trump wins the trick; without trumps, the highest card of the suit led. All five tricks are played.") \
    X(STR_RULES_H_SCORING, "Scoring") \
    X(STR_RULES_SCORE_PENALTY, \
      "Whoever takes three or more tricks scores for them. A penalty is the score of a hand played without an exchange (the non-dealer stood, or the dealer refused the first proposal): 2 points for the tricks in place of the usual score. The rows below say when it applies, and to whom.") \
    X(STR_RULES_SCORE_POINT, "Three or four tricks") \
    X(STR_RULES_SCORE_VOLE, "All five tricks (the vole)") \
    X(STR_RULES_SCORE_UNEXCHANGED, \
      "The non-dealer played without an exchange (did not propose, or the first proposal was refused) and won") \
    X(STR_RULES_SCORE_LOST_NO_PENALTY, \
      "The non-dealer played without an exchange and lost: no penalty, the dealer scores as usual") \
    X(STR_RULES_SCORE_STOOD, "The non-dealer played without proposing and lost: to the dealer") \
    X(STR_RULES_SCORE_REFUSED, "The dealer refused the first proposal and lost: to the non-dealer") \
    X(STR_RULES_SCORE_KING, "The king of trumps turned up (dealer) or declared") \
    X(STR_RULES_ONE_POINT, "1 point") \
    X(STR_RULES_TWO_POINTS, "2 points") \
    X(STR_RULES_USUAL_POINTS, "1 point, 2 for the vole") \
    X(STR_RULES_SCORE_NOTE, \
      "A penalty and a vole are not added together: the tricks score 2 at most. At most 3 points are scored in one hand.") \
    X(STR_RULES_H_END, "Winning") \
    X(STR_RULES_END, \
      "The first player to reach {1} points wins. The game ends the moment the target is reached, even in the middle of a hand.") \
    X(STR_RULES_H_CONTROLS, "Controls") \
    X(STR_RULES_CONTROLS, \
      "Drag a card onto the table to play it, or double-click it. Click cards to select them for an exchange. The buttons on the right appear when a decision is yours. Keys: Left and Right choose a card, Enter plays or selects it, Space presses the main (gold) button. Tab and Shift-Tab go round the cards, the buttons, the menu and the rules; Enter or Space presses the one in the ring, here and on every panel. At the table P proposes, S plays without an exchange, A accepts, R refuses, X exchanges the chosen cards, D declares the king, N gives a hint and L shows the last trick again (so does a click on the tricks won). R reviews a finished hand from its summary, H or F1 shows these rules, Esc opens the menu, F11 switches full screen, C the four-colour deck, F4 the animation speed and M the sound.") \
    X(STR_RULES_CONTROLLER, \
      "With a game controller: the D-pad or the left stick moves the ring, A presses what it is on, B goes back, X presses the main button and Y the one beside it (their caps show which), Back gives a hint, Start opens the menu, the triggers take the ring round a panel's buttons as Tab does, and the shoulder buttons show the last trick and step through it, and through a review.") \
    X(STR_RULES_TOUCH, \
      "On a touch screen: tap a card to choose it and tap it again to play it, or drag it onto the table; tap a button as you would click it.") \
    X(STR_RULES_SPEECH, \
      "Spoken mode (in the settings, or ecarte --speech) says aloud what happens, the card under the keyboard and what to do. F2 repeats the last announcement; F3 tells the whole situation: your hand, the trick, trumps, the score and whose turn it is.") \
    /* the spoken mode: what is said aloud, cards by name and no symbols */ \
    /* TRANSLATORS: A card said aloud: {1} is its rank (nine, king), {2} its suit in the plural (hearts). */ \
    X(STR_SPK_CARD, "{1} of {2}") \
    XC(STR_SPK_RANK_7, "card said aloud", "seven") \
    XC(STR_SPK_RANK_8, "card said aloud", "eight") \
    XC(STR_SPK_RANK_9, "card said aloud", "nine") \
    XC(STR_SPK_RANK_10, "card said aloud", "ten") \
    XC(STR_SPK_RANK_ACE, "card said aloud", "ace") \
    XC(STR_SPK_RANK_JACK, "card said aloud", "jack") \
    XC(STR_SPK_RANK_QUEEN, "card said aloud", "queen") \
    XC(STR_SPK_RANK_KING, "card said aloud", "king") \
    /* TRANSLATORS: The card the keyboard has moved to: {1} is the card said aloud (nine of hearts). */ \
    X(STR_SPK_FOCUS, "{1}.") \
    X(STR_SPK_FOCUS_TRUMP, "{1}, trump.") \
    X(STR_SPK_FOCUS_BARRED, "{1}: not allowed now.") \
    X(STR_SPK_FOCUS_CHOSEN, "{1}: chosen to throw away.") \
    X(STR_SPK_FOCUS_UNCHOSEN, "{1}: no longer chosen, kept.") \
    /* TRANSLATORS: {1} lists the cards chosen to throw away ("seven of clubs and nine of spades"). */ \
    X(STR_SPK_CHOSEN, "Chosen to throw away: {1}.") \
    /* TRANSLATORS: {1} is a list of cards said aloud (seven of hearts, king of clubs). */ \
    X(STR_SPK_HAND, "Your hand: {1}.") \
    X(STR_SPK_HAND_EMPTY, "You hold no cards.") \
    /* TRANSLATORS: The cards drawn from the stock in an exchange: {1} is a list of cards said aloud. */ \
    X(STR_SPK_DREW, "You drew {1}.") \
    /* TRANSLATORS: {1} is the turned-up card said aloud. */ \
    X(STR_SPK_TURNUP, "Turned up: {1}.") \
    /* TRANSLATORS: {1} is the trump suit, in the plural (hearts). */ \
    X(STR_SPK_TRUMPS, "Trumps: {1}.") \
    X(STR_SPK_DEALER_YOU, "You dealt this hand.") \
    X(STR_SPK_DEALER_OPP, "The opponent dealt this hand.") \
    X(STR_SPK_TABLE_EMPTY, "No card on the table.") \
    /* TRANSLATORS: The card led to the trick: {1} is a card said aloud. */ \
    X(STR_SPK_TABLE_YOU, "On the table: your {1}.") \
    X(STR_SPK_TABLE_OPP, "On the table: the opponent's {1}.") \
    /* TRANSLATORS: {1} is the player's points, {2} the opponent's. */ \
    X(STR_SPK_SCORE, "Score: you {1}, the opponent {2}.") \
    /* TRANSLATORS: {1} is the player's points, {2} the opponent's, {3} the points that win the game. */ \
    X(STR_SPK_SCORE_OF, "Score: you {1}, the opponent {2}, in a game to {3}.") \
    /* TRANSLATORS: The tricks taken in this hand: {1} by the player, {2} by the opponent. */ \
    X(STR_SPK_TRICKS, "Tricks: you {1}, the opponent {2}.") \
    /* TRANSLATORS: {1} lists the cards that may be played, said aloud (seven of hearts or king of hearts). */ \
    X(STR_SPK_MAY_PLAY, "You may play {1}.") \
    X(STR_SPK_DO_LEAD, "Your lead.") \
    X(STR_SPK_DO_DISCARD, "Choose 1 to {1} cards to throw away with Enter, then press Space.") \
    X(STR_SPK_DO_DISCARD_DEALER, "Choose up to {1} cards to throw away with Enter, then press Space.") \
    /* TRANSLATORS: What the Space key does now: {1} is a button's label (Propose). */ \
    X(STR_SPK_SPACE, "Space: {1}.") \
    X(STR_SPK_NOTHING, "Nothing has been said yet.") \
    X(STR_SPK_ON, "Spoken mode on. F2 repeats, F3 tells the whole situation.") \
    X(STR_SPK_UNAVAILABLE, "Spoken mode: no speech service answered. Install speech-dispatcher to hear the game.") \
    X(STR_SPK_KEYS_OFF, "Spoken mode is off: turn it on in the settings, or start the game with --speech.") \
    /* the spoken mode on the panels: what the keyboard is on */ \
    /* TRANSLATORS: The button the keyboard is on, said aloud: {1} is its label (Close). */ \
    X(STR_SPK_BUTTON, "{1}, button.") \
    /* TRANSLATORS: A button that switches something on and off, now on: {1} is its label. */ \
    X(STR_SPK_BUTTON_ON, "{1}, button, on.") \
    /* TRANSLATORS: An item of a list the keyboard is on: {1} is the item, {2} its place, {3} how many there are. */ \
    X(STR_SPK_ITEM, "{1}, {2} of {3}.") \
    /* TRANSLATORS: A settings row the keyboard is on: {1} is the setting's name, {2} its value now. */ \
    X(STR_SPK_SETTING, "{1}: {2}.") \
    /* TRANSLATORS: A panel just opened: {1} is its title (Settings). */ \
    X(STR_SPK_PANEL, "{1}.") \
    X(STR_SPK_KEYS_LIST, "Up and Down choose, Enter takes, Escape goes back.") \
    X(STR_SPK_KEYS_SETTINGS, "Up and Down choose a row, Left and Right change it, Escape goes back.") \
    X(STR_SPK_KEYS_BUTTONS, "Tab goes round the buttons, Enter presses one.") \
    X(STR_SPK_KEYS_STATISTICS, \
      "Left and Right change the page, Up and Down scroll, Tab goes round the buttons, Enter presses one.") \
    X(STR_SPK_KEYS_RULES, "Up and Down scroll the rules, Page Up and Page Down a page at a time, Escape closes them.") \
    X(STR_SPK_KEYS_REVIEW, \
      "Left and Right step through the decisions, Tab goes round the buttons, Enter presses one, Escape closes.") \
    /* TRANSLATORS: A row of the statistics said aloud: {1} games played, {2} of them won, {3} lost. */ \
    X(STR_SPK_STATS_GAMES, "{1} played, {2} won, {3} lost") \
    /* TRANSLATORS: The keys of a panel with one button: {1} is the button's label (New game). */ \
    X(STR_SPK_KEYS_ONE, "Enter presses {1}, Escape closes.") \
    X(STR_SPK_KEY_REVIEW, "R reviews the hand.") \
    X(STR_SPK_KEY_GO_ON, "Space goes on.") \
    X(STR_SPK_KEYS_ANSWER, "Tab chooses an answer, Enter gives it, Escape declines.") \
    /* the end of the game and the list of lessons, said aloud */ \
    X(STR_SPK_OVER_WON, "You win the game.") \
    X(STR_SPK_OVER_LOST, "The opponent wins the game.") \
    /* TRANSLATORS: {1} is the number of hands the game took. */ \
    XP(STR_SPK_OVER_HANDS, "The game lasted {1} hand.", "The game lasted {1} hands.") \
    /* TRANSLATORS: one row of the end of game's table, read aloud: {1} is its
     * label (Accuracy, Mistakes...), {2} the player's value, {3} the
     * opponent's. */ \
    X(STR_SPK_OVER_ROW, "{1}: you {2}, the opponent {3}.") \
    X(STR_SPK_LESSON_DONE, "Finished.") \
    X(STR_SPK_LESSON_NOT_DONE, "Not finished yet.") \
    /* command line and start-up failures */ \
    /* TRANSLATORS: The command line: keep option names and their values in Latin letters. */ \
    X(STR_CLI_USAGE, "usage: ecarte [OPTION]...") \
    /* --help: a line under each option, broken by hand into lines of at \
     * most 54 characters, the option names and values kept in Latin. */ \
    X(STR_CLI_ABOUT, \
      "Play Écarté, the card game for two, against the computer. Without options\nthe game in progress resumes where it was left, with the saved settings;\nthe settings given here hold for this session only.") \
    X(STR_CLI_GROUP_GAME, "Game:") \
    X(STR_CLI_GROUP_WINDOW, "Window:") \
    X(STR_CLI_GROUP_FILES, "Files:") \
    X(STR_CLI_GROUP_DEMO, "Demonstration:") \
    X(STR_CLI_GROUP_OTHER, "Other:") \
    X(STR_CLI_OPT_SEED, \
      "start a new game from seed N (a whole number) in\nplace of the saved one; each later new game takes\nthe next seed") \
    X(STR_CLI_OPT_PRESET, "the rules of new games (default: the settings, at\nfirst standard)") \
    X(STR_CLI_OPT_LEVEL, "the computer's strength in new games (default: the\nsettings, at first normal)") \
    X(STR_CLI_OPT_LESSON, \
      "open lesson N (1 to 6) of Learn to play at the start;\nthe game in progress waits, as it was") \
    X(STR_CLI_OPT_SIZE, "the window's size in pixels, at least {1}\n(default: {2})") \
    X(STR_CLI_OPT_SPEED, "how fast the cards move (default: the settings, at\nfirst normal)") \
    X(STR_CLI_OPT_FOUR_COLOUR, \
      "a deck with a colour of its own for each suit (also\n--four-color; default: the settings, at first off)") \
    X(STR_CLI_OPT_SPEECH, "say aloud what happens, through speech-dispatcher\n(default: the settings, at first off)") \
    X(STR_CLI_OPT_LANGUAGE, "English, Marathi or Sindhi (default: the settings,\nat first the system's language)") \
    X(STR_CLI_OPT_RENDERER, \
      "how to draw: auto takes the GPU where there is one,\nand SDL's software renderer where OpenGL would only\ndraw on the processor (default: auto)") \
    X(STR_CLI_OPT_DATA_DIR, \
      "keep the saved game, settings and statistics in DIR,\nmade if missing (default: ecarte/ecarte in\n$XDG_DATA_HOME, or in ~/.local/share without it)") \
    X(STR_CLI_OPT_AUTOPLAY, \
      "the computer plays both seats; nothing is read or\nsaved, and the rules, level and speed are the ones\ngiven here (default: standard, normal, normal)") \
    X(STR_CLI_OPT_FAST, "with --autoplay: no motion and no pauses") \
    X(STR_CLI_OPT_GAMES, \
      "with --autoplay: stop after N games and say how they\nwent (default: play on until the window is closed);\nat a --server table, N games by rematch (default: 1)") \
    X(STR_CLI_OPT_SERVER, \
      "play a friend at the table server at ADDRESS:PORT,\nwith --create or --join; nothing is saved or counted") \
    X(STR_CLI_OPT_CREATE, \
      "with --server: make a new table, with the rules of\n--preset, and print its code as a line \"table CODE\"") \
    X(STR_CLI_OPT_JOIN, "with --server: sit at the table of this invite code") \
    X(STR_CLI_OPT_HOST_ADDRESS, "where a table hosted here listens (default: all)") \
    X(STR_CLI_WANT_HOST, "expected an address of this computer, such as 127.0.0.1 or [::1]") \
    X(STR_CLI_OPT_SCREENSHOT, "save a PNG picture of the window in FILE, then exit") \
    X(STR_CLI_OPT_AFTER_MS, "with --screenshot: take the picture T milliseconds\nafter the start (default: 0)") \
    X(STR_CLI_OPT_HELP, "show this help and exit") \
    X(STR_CLI_OPT_VERSION, "show the name and version, then exit") \
    X(STR_CLI_EXIT_STATUS, \
      "Exit status: 0 when all went well, 1 when the game could not start or\nfailed, 2 for a mistake in the options.") \
    X(STR_CLI_UNKNOWN, "ecarte: unknown option '{1}' (try --help)") \
    X(STR_CLI_MISSING, "ecarte: option '{1}' needs a value (try --help)") \
    X(STR_CLI_BAD_VALUE, "ecarte: bad value '{2}' for {1}: {3}") \
    X(STR_CLI_WANT_NUMBER, "expected a whole number") \
    X(STR_CLI_WANT_SIZE, "expected WIDTHxHEIGHT, at least 800x600") \
    X(STR_CLI_WANT_PRESET, "expected standard or classic") \
    X(STR_CLI_WANT_LEVEL, "expected easy, normal, hard or expert") \
    X(STR_CLI_WANT_SPEED, "expected slow, normal, fast or instant") \
    X(STR_CLI_WANT_LANGUAGE, "expected en, mr or sd") \
    X(STR_CLI_WANT_RENDERER, "expected auto, gpu or software") \
    X(STR_CLI_WANT_TIME, "expected milliseconds, 0 or more") \
    X(STR_CLI_WANT_LESSON, "expected a lesson from 1 to 6") \
    X(STR_CLI_NEEDS_SCREENSHOT, "ecarte: --after-ms needs --screenshot FILE") \
    X(STR_CLI_NEEDS_AUTOPLAY, "ecarte: {1} needs --autoplay") \
    X(STR_CLI_WANT_CODE, "expected an invite code such as ACDE-FHJK") \
    X(STR_CLI_WANT_ADDRESS, "expected ADDRESS:PORT, such as 127.0.0.1:7412 or [::1]:7412") \
    X(STR_CLI_NEEDS_SERVER, "ecarte: {1} needs --server ADDRESS:PORT") \
    X(STR_CLI_SERVER_NEEDS, "ecarte: --server needs either --create or --join CODE") \
    X(STR_CLI_FRIEND_LEFT, "ecarte: the friend left the table after {1} of the {2} games") \
    X(STR_CLI_DEMO_DONE, "ecarte: demo over: {1} games in {2} hands, {3} won by the bottom seat") \
    X(STR_FAIL_TITLE, "Écarté cannot start") \
    X(STR_FAIL_ASSETS, \
      "The card art was not found. Looked for {1} in: {2}. Set ECARTE_DATA_DIR to the folder holding cards/.") \
    X(STR_FAIL_ASSET_DAMAGED, "The card art is damaged: {1} could not be read as an SVG card image.") \
    X(STR_FAIL_ASSET_MISSING, "The card art is incomplete: {1} is missing or cannot be read.") \
    X(STR_FAIL_FONT, "The font {1} could not be opened ({2}). Install fonts-dejavu-core.") \
    /* the lessons: the coach's words; {1} {2} {3} are cards, such as "K♥" */ \
    X(STR_LESSON_1_TITLE, "The ranks and the trick") \
    X(STR_LESSON_1_SUMMARY, "K Q J A 10 9 8 7, following suit, and who takes a trick") \
    X(STR_LESSON_1_INTRO, \
      "Cards rank K, Q, J, A, 10, 9, 8, 7: the ace comes between the jack and the ten. You dealt, so the opponent plays first.") \
    X(STR_LESSON_1_FOLLOW, \
      "The opponent led the {1}. You must follow suit, and beat the card if you can: play your {2}.") \
    X(STR_LESSON_1_ACE, \
      "You took the trick, so you lead the next. Lead the {1}: an ace is below a jack but above a ten.") \
    X(STR_LESSON_1_ACE_INSTEAD, "For this lesson, lead the {1}: see it beat a ten.") \
    X(STR_LESSON_1_VOID, "Your ace took the ten. Now lead the {1}: the opponent has no heart left.") \
    X(STR_LESSON_1_VOID_INSTEAD, "Lead the {1}, to see what a player with no card of the suit may do.") \
    X(STR_LESSON_1_LOSE, \
      "No heart, so the opponent could play any card; a trump would have won, but it had none. Three tricks: the hand is yours. Lead the {1}.") \
    X(STR_LESSON_1_LOSE_INSTEAD, "Lead the {1}: the last tricks show the other side of the rules.") \
    X(STR_LESSON_1_BEATEN, "The {1} beats your {2}: the opponent takes the trick and leads the next.") \
    X(STR_LESSON_1_LAST, \
      "The opponent led the {1}. You have no spade, so any card may go: play your {2}. It cannot win.") \
    X(STR_LESSON_1_DONE, \
      "Three tricks of five score the hand. Follow suit, beat the card if you can, and remember: the ace sits below the jack.") \
    X(STR_LESSON_2_TITLE, "Trumps and the turned-up card") \
    X(STR_LESSON_2_SUMMARY, "A trump beats every other suit; a turned-up king scores") \
    X(STR_LESSON_2_INTRO, \
      "You dealt and turned up the {1}: spades are trumps for this hand. A king turned up scores 1 point for the dealer at once.") \
    X(STR_LESSON_2_TRUMP, \
      "The opponent led the {1}. You have no heart, so you need not follow suit, and a trump beats every card of another suit: play the {2}.") \
    /* TRANSLATORS: {2} is the same card as in the sentence before, the smallest trump; there is no {1} here. */ \
    X(STR_LESSON_2_TRUMP_INSTEAD, "Take the trick with your smallest trump, the {2}.") \
    X(STR_LESSON_2_LEAD, \
      "Your smallest trump took the ace. Now lead the {1}: the opponent must answer with a diamond.") \
    X(STR_LESSON_2_CLUB, "Lead the {1}. The opponent has a higher club, and must play it.") \
    X(STR_LESSON_2_HEADED, "Following suit, a player must beat the card led if able: the {1} takes your jack.") \
    X(STR_LESSON_2_AGAIN, "The opponent led the {1}. Trump it again, with the {2}.") \
    X(STR_LESSON_2_AGAIN_INSTEAD, "Trump the {1} with your {2}: a trump takes it.") \
    X(STR_LESSON_2_LAST, "Three tricks: the hand is yours. Lead your last card, the {1}.") \
    X(STR_LESSON_2_DONE, \
      "Your two small trumps took an ace and a ten. And the king you turned up scored a point before a card was played.") \
    X(STR_LESSON_PLAY_THE, "Lead the {1}.") \
    X(STR_LESSON_NOT_NOW, "Not now: do what the coach says, and this lesson shows you why.") \
    X(STR_LESSON_UNAVAILABLE, "That lesson cannot be opened now.") \
    X(STR_LESSON_3_TITLE, "Proposing and exchanging") \
    X(STR_LESSON_3_SUMMARY, "Ask for new cards: propose, accept or refuse, throw away and draw") \
    X(STR_LESSON_3_INTRO, \
      "You did not deal, so you speak first: you may propose an exchange of cards, or play the hand as it is.") \
    X(STR_LESSON_3_PROPOSE, \
      "Your hand is poor: one trump, the {1}, and small cards. Ask for new ones: press Propose.") \
    X(STR_LESSON_3_PROPOSE_INSTEAD, "This hand would lose: propose an exchange instead.") \
    X(STR_LESSON_3_DISCARD, \
      "The dealer accepted. Keep your trump, the {1}: click the four other cards, then press Exchange. You draw as many from the stock.") \
    X(STR_LESSON_3_DISCARD_INSTEAD, "Keep only your trump, the {1}: throw away the four other cards.") \
    X(STR_LESSON_3_DEALER, "The dealer threw away cards and drew as many. You are told how many, never which.") \
    X(STR_LESSON_3_AGAIN, \
      "Your new cards include the {1}, the {2} and the {3}: a much better hand. You may ask for more cards: propose again.") \
    X(STR_LESSON_3_AGAIN_INSTEAD, "Propose once more, to see the dealer's other answer.") \
    X(STR_LESSON_3_FREE, \
      "The dealer refused: no more exchanges, and the play begins. The hand is yours to play now: lead your high trumps first.") \
    X(STR_LESSON_3_DONE, \
      "You turned a poor hand into a good one. Propose when your hand is weak; the dealer may accept, or refuse and play.") \
    X(STR_LESSON_4_TITLE, "The king of trumps") \
    X(STR_LESSON_4_SUMMARY, "Declare the king of trumps before your first card: 1 point") \
    X(STR_LESSON_4_INTRO, "Hearts are trumps. Look at your hand before you decide.") \
    X(STR_LESSON_4_STAND, "A strong hand: three trumps, among them the highest. Play it as dealt: press Play.") \
    X(STR_LESSON_4_STAND_INSTEAD, "This hand is strong enough as it is: press Play.") \
    X(STR_LESSON_4_DECLARE, \
      "You hold the {1}, the king of trumps. Declare it now, before your first card, and score 1 point: press Declare king.") \
    X(STR_LESSON_4_DECLARE_INSTEAD, "Declare the king first: once you have played a card, it is too late.") \
    X(STR_LESSON_4_FREE, \
      "The point is yours. Now play the hand as you like: leading your high trumps is a good start.") \
    X(STR_LESSON_4_DONE, \
      "The king of trumps is worth a point whenever you hold it, as dealt or drawn. Declare it before your first card.") \
    X(STR_LESSON_5_TITLE, "Scoring") \
    X(STR_LESSON_5_SUMMARY, "One point for three tricks, two for all five, and two for winning without an exchange") \
    X(STR_LESSON_5_SUMMARY_CLASSIC, "One point for three tricks, two for all five, and the cost of not exchanging") \
    X(STR_LESSON_5_INTRO, "Clubs are trumps, and this hand can take every trick.") \
    X(STR_LESSON_5_STAND, \
      "Three or four tricks score 1 point; all five, the vole, score 2. Play without an exchange and win, and you score 2 under these rules. Press Play.") \
    X(STR_LESSON_5_STAND_CLASSIC, \
      "Three or four tricks score 1 point; all five, the vole, score 2. Play without an exchange and lose, and the dealer scores 2 under these rules. Press Play.") \
    X(STR_LESSON_5_STAND_INSTEAD, "This hand can take every trick: press Play.") \
    X(STR_LESSON_5_DRAW, "Lead your trumps from the top, to draw out the opponent's: play the {1}.") \
    X(STR_LESSON_5_DRAW_INSTEAD, "Lead the {1} first: it draws out the opponent's trumps.") \
    X(STR_LESSON_5_DRAW_AGAIN, "Again: the {1}.") \
    X(STR_LESSON_5_HEARTS, "The opponent has no trump left. Now the {1}, the highest heart.") \
    X(STR_LESSON_5_THREE, "Three tricks: the hand is won. Take all five for the vole: lead the {1}.") \
    X(STR_LESSON_5_FOUR, "Four tricks. The last one makes the vole: play the {1}.") \
    X(STR_LESSON_5_DONE, \
      "All five tricks, the vole: 2 points. Playing without an exchange and winning also scores 2 under these rules, but the two never add up.") \
    X(STR_LESSON_5_DONE_CLASSIC, \
      "All five tricks, the vole: 2 points. A dealer who refuses your first proposal and then loses gives you 2 as well.") \
    X(STR_LESSON_6_TITLE, "When to play without proposing") \
    X(STR_LESSON_6_SUMMARY, "The jeu de règle: hands strong enough to play as dealt") \
    X(STR_LESSON_6_INTRO, "Proposing lets the dealer change cards too. Some hands are better played as dealt.") \
    X(STR_LESSON_6_STAND, \
      "This hand wins three tricks whenever the dealer holds fewer than two trumps: a jeu de règle, which players play as dealt. Press Play.") \
    X(STR_LESSON_6_STAND_INSTEAD, \
      "An exchange would help the dealer as much as you: with a jeu de règle, press Play.") \
    X(STR_LESSON_6_FREE, \
      "Play the hand out: lead from your strength, and keep your trumps to take the opponent's best cards.") \
    X(STR_LESSON_6_DONE, \
      "Two trumps and a strong suit, or three trumps, usually make a jeu de règle. With less, propose.") \
    X(STR_FAIL_SDL, "The window could not be opened: {1}") \
    X(STR_FAIL_AI, "The computer player failed: {1}") \
    X(STR_FAIL_MEMORY, "There is not enough memory.") \
    X(STR_ONLINE_REFUSED, "The table did not take that move.") \
    X(STR_ONLINE_NO_HINT, "No hints against a person: fair play.") \
    X(STR_ONLINE_CONNECTING, "Reaching the table…") \
    /* TRANSLATORS: {1} is the table's invite code, such as ACDE-FHJK. */ \
    X(STR_ONLINE_WAITING_FRIEND, "Table {1}: give this code to your friend, who joins with it.") \
    /* TRANSLATORS: {1} is a number of seconds. */ \
    X(STR_ONLINE_AWAY, "Your opponent has been away for {1} s: the game waits for them.") \
    X(STR_ONLINE_RECONNECTING, "The connection to the table was lost: trying again…") \
    X(STR_ONLINE_UNFAIR, \
      "A hand did not match the deal the table promised before dealing it: this table is not fair.") \
    X(STR_ONLINE_BACK, "Back at the table.") \
    X(STR_ONLINE_OPPONENT_BACK, "Your opponent is back.") \
    X(STR_ONLINE_FAILED, "The table could not be reached or kept: {1}") \
    X(STR_MENU_FRIEND, "Play a friend") \
    X(STR_MENU_LEAVE_TABLE, "Leave the table") \
    X(STR_FRIEND_TITLE, "Play a friend") \
    /* TRANSLATORS: The label of the line where the player types the name their friend sees. */ \
    X(STR_FRIEND_NAME, "Your name") \
    /* TRANSLATORS: Shown in the empty name line: with no name, the friend sees "Your friend". */ \
    X(STR_FRIEND_NAME_NONE, "no name") \
    /* TRANSLATORS: The label of the line where a table server's address is typed. */ \
    X(STR_FRIEND_SERVER, "Server") \
    /* TRANSLATORS: Shown in the empty server line: the table is hosted by the player's own game. */ \
    X(STR_FRIEND_SERVER_HERE, "This computer") \
    X(STR_FRIEND_SERVER_NOTE, \
      "Leave the server empty to host the table in this game: your friend joins at your address.") \
    X(STR_FRIEND_PORT, "Port to host on") \
    /* TRANSLATORS: {1} is "Standard" or "Classic". */ \
    X(STR_FRIEND_RULES, "Rules: {1}") \
    X(STR_FRIEND_CREATE, "Create a table") \
    X(STR_FRIEND_CODE, "Invite code") \
    X(STR_FRIEND_JOIN, "Join a table") \
    /* TRANSLATORS: A button beside "Join a table": watch the table of the code typed, at no seat. */ \
    X(STR_FRIEND_WATCH, "Watch") \
    X(STR_FRIEND_EMPTY, "empty") \
    X(STR_FRIEND_KEYS, \
      "Tab and the arrows move between the lines and buttons. Type in a line; Enter presses; Esc goes back.") \
    X(STR_FRIEND_BAD_PORT, "The port is a number from 1024 to 65535.") \
    /* TRANSLATORS: Keep the example code as it is: codes are the same in every language. {1} is a number. */ \
    X(STR_FRIEND_CODE_LENGTH, "An invite code has eight letters and digits, like KT3F-XW7A; this one has {1}.") \
    /* TRANSLATORS: {1} lists the characters typed that no code holds, such as "B G". */ \
    X(STR_FRIEND_CODE_LOOKALIKE, \
      "An invite code never holds {1}, which look like other characters: check the code with your friend.") \
    X(STR_FRIEND_BAD_SERVER_PORT, \
      "The port after the colon is a number from 1 to 65535, like cards.example.org:7878.") \
    X(STR_FRIEND_NEED_ADDRESS, \
      "To join, type in Server the address your friend's screen shows, or the address of the server.") \
    X(STR_FRIEND_BAD_ADDRESS, \
      "A server's address is a name or number, a colon and a port, like cards.example.org:7878.") \
    X(STR_INVITE_TITLE, "Your table") \
    X(STR_INVITE_GIVE, "Give your friend this invite code:") \
    /* TRANSLATORS: {1} is this computer's network address and a port, written ADDRESS:PORT. */ \
    X(STR_INVITE_ADDRESS, "Your friend types {1} as the server, and then the code.") \
    X(STR_INVITE_NO_ADDRESS, "This computer has no network address a friend could reach.") \
    X(STR_INVITE_WAITING, "Waiting for your friend to sit down…") \
    X(STR_INVITE_COPY, "Copy the code") \
    X(STR_INVITE_COPIED, "The invite code is copied.") \
    X(STR_INVITE_COPIED_SHORT, "Copied") \
    X(STR_INVITE_COPY_FAILED, "The code could not be copied: read it to your friend, or write it down.") \
    X(STR_INVITE_TO_TABLE, "To the table") \
    X(STR_CONFIRM_LEAVE_TABLE, "Leave this game? You cannot come back to it, and it counts as lost.") \
    X(STR_MENU_RESIGN, "Resign the game") \
    X(STR_CONFIRM_RESIGN, "Resign this game? Your friend wins it; a rematch may follow.") \
    X(STR_CONFIRM_PLAY_ON, "Play on") \
    X(STR_CONFIRM_STAY, "Stay") \
    /* TRANSLATORS: {1} is the reason, in English, from the system. */ \
    X(STR_HOST_FAILED, "The table could not be hosted on this computer: {1}") \
    X(STR_HOST_NO_FOLDER, "A table hosted here needs the data folder, which could not be opened.") \
    X(STR_FRIEND_NO_FOLDER, \
      "Playing a friend needs the data folder, to keep your game and your seat, and it could not be opened.") \
    X(STR_ONLINE_LEFT, "You left the table: back to your game against the computer.") \
    X(STR_ONLINE_LEAVING, "Leaving the table…") \
    X(STR_BTN_CANCEL, "Cancel") \
    /* TRANSLATORS: Why a friend's table could not be reached or kept, and what to do. {1} is the server's address. */ \
    X(STR_REFUSED_NO_SERVER, \
      "Nothing answered at {1}. Check the address with your friend, and that their game still hosts the table; a " \
      "firewall may stand in the way too.") \
    /* TRANSLATORS: {1} is the server's name as typed. */ \
    X(STR_REFUSED_NO_HOST, "No computer is called {1}: check how the server's name is written.") \
    /* TRANSLATORS: {1} is the invite code. */ \
    X(STR_REFUSED_CODE, \
      "No table there has the code {1}: check it with your friend. A table closes when nobody sits at it for a while.") \
    X(STR_REFUSED_FULL, "Both seats at that table are taken: ask your friend for a new code.") \
    X(STR_REFUSED_TOKEN, "Your seat is gone: that table was closed. Ask your friend for a new code.") \
    X(STR_REFUSED_LEFT, "You left that table, and a seat given up is not taken back.") \
    X(STR_REFUSED_REPLACED, "Your seat was taken back in another window of the game.") \
    X(STR_REFUSED_VERSION, "That server speaks another version of Écarté: one of you needs a newer game.") \
    X(STR_REFUSED_BUSY, "That server has no room for now: try again in a few minutes.") \
    X(STR_REFUSED_GUESSES, \
      "Too many wrong codes were tried from this network: wait a few minutes, then check the code with your friend.") \
    /* TRANSLATORS: {1} is the server's address. */ \
    X(STR_REFUSED_TLS, \
      "A private connection to {1} could not be made: check the address, or ask who runs the server.") \
    X(STR_REFUSED_BROKEN, \
      "The table sent what no game of Écarté can be, again and again: the game left it, to keep yours safe.") \
    /* TRANSLATORS: {1} is the server's reason, in English. */ \
    X(STR_REFUSED_OTHER, "The table refused: {1}") \
    X(STR_REFUSED_CLOSED, "The table you were watching has closed.") \
    /* TRANSLATORS: {1} is a port number. */ \
    X(STR_HOST_PORT_TAKEN, "Port {1} is in use on this computer: choose another port to host on.") \
    X(STR_HOST_ELSEWHERE, \
      "Another window of the game hosts a table here already: play from that window, or close it.") \
    /* TRANSLATORS: {1} is the friend's name, or "Your friend". */ \
    X(STR_ONLINE_FRIEND_LEFT, "{1} has left the table.") \
    /* TRANSLATORS: Stands for the friend's name while the table has not said it. */ \
    X(STR_YOUR_FRIEND, "Your friend") \
    /* TRANSLATORS: How a game at a friend's table ended; {1} is the friend's name, or "Your friend". */ \
    X(STR_OVER_CLAIMED_WON, "You claimed the game: {1} was away too long.") \
    X(STR_OVER_CLAIMED_LOST, "{1} claimed the game while you were away.") \
    X(STR_OVER_RESIGNED_WON, "{1} resigned.") \
    X(STR_OVER_RESIGNED_LOST, "You resigned.") \
    X(STR_OVER_LEFT_WON, "{1} left the table: the game is yours.") \
    X(STR_ONLINE_RETURNED, "Back at your friend's table.") \
    /* TRANSLATORS: {1} is the reason, in English, from the table server or the system. */ \
    X(STR_ONLINE_LOST_SEAT, "Your seat at the friend's table could not be kept: {1}") \
    /* TRANSLATORS: {1} is a number of milliseconds. */ \
    X(STR_HEALTH_GOOD, "Connection good ({1} ms)") \
    X(STR_HEALTH_SLOW, "Connection slow ({1} ms)") \
    X(STR_HEALTH_LOST, "Connection lost") \
    /* TRANSLATORS: A row of the statistics: games played against people at a table server. */ \
    X(STR_STATS_FRIENDS, "Against friends") \
    X(STR_MENU_CLAIM, "Claim the game") \
    /* TRANSLATORS: {1} is a number of seconds. */ \
    X(STR_ONLINE_CLAIMABLE, "Your opponent has been away for {1} s: you may claim the game from the menu, or wait.") \
    X(STR_SET_PHRASES, "Phrases from friends") \
    X(STR_MENU_PHRASES, "Say to your friend…") \
    X(STR_MENU_INVITE, "Show the invite code") \
    X(STR_MENU_REVIEW_GAME, "Review the game") \
    X(STR_PHRASE_NOBODY, "Nobody is there to hear it yet: your friend has not sat down.") \
    X(STR_PHRASES_TITLE, "Say to your friend") \
    X(STR_PHRASES_KEYS, "The digits 1 to 6 say a phrase; Esc closes.") \
    X(STR_PHRASE_HELLO, "Hello!") \
    X(STR_PHRASE_GOOD_LUCK, "Good luck!") \
    X(STR_PHRASE_WELL_PLAYED, "Well played!") \
    X(STR_PHRASE_THANKS, "Thanks!") \
    X(STR_PHRASE_GOOD_GAME, "Good game!") \
    X(STR_PHRASE_ONE_MOMENT, "One moment, please.") \
    /* TRANSLATORS: {1} is a player's name, {2} a phrase they sent, like "Good luck!". */ \
    X(STR_PHRASE_FROM, "{1}: {2}") \
    /* TRANSLATORS: {1} is a phrase the player sent. */ \
    X(STR_PHRASE_SENT, "You said: {1}") \
    X(STR_PHRASES_OFF, "Phrases from friends are off in the settings.") \
    X(STR_BTN_REMATCH, "Rematch") \
    X(STR_REMATCH_ASKED, "You asked for a rematch: waiting for your friend.") \
    X(STR_REMATCH_OFFERED, "Your friend asks for a rematch.") \
    X(STR_REMATCH_STARTED, "A new game at the same table.") \
    X(STR_BTN_STOP_WATCHING, "Stop watching") \
    /* TRANSLATORS: A seated player who gave no name; {1} is 1 or 2. */ \
    X(STR_WATCH_NAMELESS, "Player {1}") \
    /* TRANSLATORS: {1} and {2} are the two players' names. */ \
    X(STR_WATCH_WATCHING, "Watching {1} and {2}.") \
    X(STR_WATCH_WAITING, "Watching: the game begins when both players are seated.") \
    /* TRANSLATORS: {1} is a player's name. */ \
    X(STR_WATCH_TURN, "{1} to play.") \
    X(STR_WATCH_HAND_OVER, "The hand is over.") \
    /* TRANSLATORS: {1} is a player's name. */ \
    X(STR_WATCH_AWAY, "{1} has lost the connection: the game waits for them.") \
    /* TRANSLATORS: {1} is the winner's name. */ \
    X(STR_WATCH_WON, "{1} wins the game.") \
    /* TRANSLATORS: {1} is the winner's name, {2} the other player's. */ \
    X(STR_WATCH_WON_CLAIM, "{1} wins: {2} was away too long.") \
    /* TRANSLATORS: {1} is the winner's name, {2} the other player's. */ \
    X(STR_WATCH_WON_RESIGN, "{1} wins: {2} resigned.") \
    /* TRANSLATORS: {1} is the winner's name, {2} the other player's. */ \
    X(STR_WATCH_WON_LEFT, "{1} wins: {2} left the table.") \
    X(STR_SCREENSHOT_FAILED, "ecarte: could not save the screenshot {1}: {2}") \
    /* TRANSLATORS: {1} is the picture's file name. */ \
    X(STR_PICTURE_SAVED, "Picture saved: {1}") \
    X(STR_PICTURE_FAILED, "The picture {1} could not be saved: {2}") \
    X(STR_PICTURE_NO_FOLDER, "No picture: the data folder could not be opened.") \
    /* TRANSLATORS: {1} is the opponent's name, {2} a number of seconds. */ \
    X(STR_ONLINE_NAMED_AWAY, "{1} has been away for {2} s: the game waits for them.") \
    /* TRANSLATORS: {1} is the opponent's name, {2} a number of seconds. */ \
    X(STR_ONLINE_NAMED_CLAIMABLE, "{1} has been away for {2} s: you may claim the game from the menu, or wait.") \
    /* TRANSLATORS: {1} is the opponent's name. */ \
    X(STR_ONLINE_NAMED_BACK, "{1} is back.") \
    /* TRANSLATORS: The table takes a few phrases at a time from a player; this says one was not sent. */ \
    X(STR_PHRASE_TOO_MANY, "Not sent: wait a moment before saying more.")

typedef enum StringId {
#define ECARTE_STRING_ID(id, ...) id,
    ECARTE_STRINGS(ECARTE_STRING_ID, ECARTE_STRING_ID, ECARTE_STRING_ID)
#undef ECARTE_STRING_ID
        STR_COUNT
} StringId;

/* The languages of the game.  Sindhi is written right to left. */
typedef enum Language { LANGUAGE_ENGLISH, LANGUAGE_MARATHI, LANGUAGE_SINDHI } Language;
enum { LANGUAGE_COUNT = 3 };

/* No string is this long in any language (a test checks every catalogue),
 * so a buffer of this size plus room for its values holds any of them:
 * Devanagari and Arabic letters take two or three bytes each. */
enum { STR_TEXT_MAX = 2048 };

/* Switches every string at once: "en", "mr" or "sd"; anything else (the
 * empty string included) follows the system's locale, English by default.
 * A language whose catalogue cannot be read shows in English, and says why
 * on stderr once. */
void str_set_language(const char *code);
Language str_language(void);
/* "en", "mr" or "sd". */
const char *str_language_code(Language language);
/* The language the system asks for (SDL's preferred locales, then LANG),
 * among ours; English when none of ours is asked for. */
Language str_system_language(void);
/* Whether the current language reads right to left. */
bool str_rtl(void);
/* A language's text of an id, the form for n where the string has plural
 * forms; NULL where its catalogue has none (English always has one). */
const char *str_lookup(Language language, StringId id, unsigned long n);
/* Where the catalogues were looked for, and the one found for a language
 * (empty when none): for messages and tests. */
const char *str_catalogue_path(Language language);

/* The text of an id in the current language (for plural strings, the form
 * for one). */
const char *str_get(StringId id);
/* The form of a plural string for n, in the current language. */
const char *str_get_plural(StringId id, unsigned long n);
/* A player's name to put in a sentence: isolated (U+2068 ... U+2069), so
 * that a name in one direction leaves a sentence in the other as it reads,
 * and neither turns the other's words around; "Your friend" for none. */
const char *str_player(const char *name, char *out, size_t size);
/* str_format for a plural string: the form for n, with n as {1}. */
void str_format_plural(char *out, size_t size, StringId id, unsigned long n, const char *a2, const char *a3);

/* Formats a string, replacing {1}..{3} by the arguments (NULL for unused ones).
 * Always NUL-terminates; truncates at a UTF-8 boundary when out is too small. */
void str_format(char *out, size_t size, StringId id, const char *a1, const char *a2, const char *a3);

/* Localised pieces the other modules compose with. */
const char *str_suit_plural(Suit suit);
const char *str_suit_singular(Suit suit);
const char *str_suit_symbol(Suit suit);
/* "K♥", "10♠": what the player reads on the card itself. */
void str_card(Card card, char *out, size_t size);
/* "Q♥", "Q♥ or K♥", "9♥, Q♥ or K♥": the last two joined by `last_join`,
 * STR_LIST_OR for a choice among them, STR_LIST_AND for them all. */
void str_card_list(CardSet cards, StringId last_join, char *out, size_t size);
/* Two numbers that a label names in turn ("for / against": "8 / 9"), read
 * in the language's direction.  Digits alone are drawn left to right; in a
 * right-to-left language a mark ahead of them (which the voice drops) sets
 * them right to left, the first under the label's first word. */
void str_number_pair(const char *first, const char *second, char *out, size_t size);

/* The AI's hint for the player with its reason, from the reason code. */
void str_hint(const AiHint *hint, char *out, size_t size);
/* A hint without a reason: what to do ("Hint: play 9♥."). */
void str_hint_action(Action action, char *out, size_t size);

/* Why the core refused an action: the core's sentence, translated. */
void str_rejection(const Rejection *why, char *out, size_t size);
/* A sentence written elsewhere (the core's), translated by its English;
 * with plural forms, the form for n. */
const char *str_translate(const char *text, const char *plural, unsigned long n);

/* Each line of a hand's explanation: how the tricks scored, and the king.
 * `seat_you` is the human's seat, `tricks` the tricks each seat took.
 * Returns the number of lines written. */
int str_hand_result(const HandResult *result, uint8_t seat_you, const uint8_t tricks[SEAT_COUNT], char lines[2][160]);
/* The same, the other side a friend named `friend` (NULL: the opponent). */
int str_hand_result_facing(const HandResult *result, uint8_t seat_you, const uint8_t tricks[SEAT_COUNT],
                           const char *friend, char lines[2][160]);

#endif
