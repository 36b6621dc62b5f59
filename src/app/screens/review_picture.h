/* The picture of a moment of a reviewed hand: the opponent's hand (backs,
 * or every card once all are open) at the top, the turned-up card, the
 * trick and the score in the middle, the player's hand at the foot, and
 * with every card open each seat's discards beside its hand.
 *
 * It is laid out for a rectangle at the largest card size that lets nothing
 * overlap: the rows as tall as their cards or their words, whichever is
 * taller, the score under the player's hand where the middle row has no
 * room for it.  The room is kept for the most cards the hand ever shows,
 * so the picture keeps its size from one decision to the next. */
#ifndef ECARTE_APP_SCREENS_REVIEW_PICTURE_H
#define ECARTE_APP_SCREENS_REVIEW_PICTURE_H

#include <stdbool.h>

#include "ecarte/game.h"
#include "ecarte/view.h"
#include "render/gfx.h"

typedef enum ReviewPart {
    REVIEW_PART_OPP_LABEL,
    REVIEW_PART_OPP_HAND,
    REVIEW_PART_OPP_DISCARDS,
    REVIEW_PART_TURNUP,
    REVIEW_PART_TRUMPS,
    REVIEW_PART_TRICK,
    REVIEW_PART_SCORE,
    REVIEW_PART_YOU_LABEL,
    REVIEW_PART_YOU_HAND,
    REVIEW_PART_YOU_DISCARDS,
    REVIEW_PART_COUNT
} ReviewPart;

/* The table at a decision. */
typedef struct ReviewMoment {
    Game game;     /* every card, for the picture with all cards open */
    SeatView view; /* the player's */
    uint8_t decider;
    CardSet taken, better; /* to raise, and to glow */
} ReviewMoment;

/* What the picture keeps room for over the whole hand. */
typedef struct ReviewPictureRoom {
    bool open;                /* every card shown, discards too */
    int discards[SEAT_COUNT]; /* the most each seat has thrown away in the hand */
} ReviewPictureRoom;

typedef struct ReviewPicture {
    Rect rect;                     /* the picture's frame */
    int used_h;                    /* the height its rows take, frame included: the rest can go to the words */
    int you_h, opp_h;              /* the cards of the player's hand, and of the rest */
    double you_step;               /* how far each of the player's cards steps over the last, in cards */
    bool score_below;              /* the score under the player's hand, the middle row too narrow */
    Rect parts[REVIEW_PART_COUNT]; /* the room of each part */
} ReviewPicture;

/* The picture in `rect` with the largest cards that fit, no larger than
 * the table's own opponent's hand; false where not even the smallest do
 * (it is laid out with those anyway). */
bool review_picture_fit(const Gfx *gfx, Rect rect, const ReviewPictureRoom *room, const ReviewMoment *moment,
                        ReviewPicture *out);

/* Draws the moment as `picture` lays it out, and writes where each part was
 * drawn in `drawn` (empty where a part is not shown). */
void review_picture_draw(const Gfx *gfx, const ReviewPicture *picture, const ReviewMoment *moment, bool open,
                         Rect drawn[REVIEW_PART_COUNT]);

#endif
