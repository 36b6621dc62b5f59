/* Reading the opponent's hand from its choices.
 *
 * The sampler knows only which hands are possible; this weighs each by how
 * likely the opponent's visible choices this hand were had it held it
 * (the opponent model in model.h): standing or proposing, accepting or
 * refusing, how many cards it threw away, and the cards it played. */
#ifndef ECARTE_AI_INFERENCE_H
#define ECARTE_AI_INFERENCE_H

#include "ecarte/view.h"
#include "knowledge.h"
#include "model.h"

/* A relative weight (> 0) for the opponent holding `hand` now. */
double inference_weight(const SeatView *view, const Knowledge *knowledge, const OpponentModel *model, CardSet hand);

#endif
