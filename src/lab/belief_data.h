// Training data for the learned belief model (learned/belief_model.h,
// docs/learned.md): at every decision of the play in the expert's
// self-play, what the deciding seat sees (learned/belief_features.h) beside
// where each card it cannot see really lies. The expert (run.level) plays
// run.deals single deals from 0-0 at every seat; deals are split over
// run.threads and the rows do not depend on how many.
#pragma once

#include <string>
#include <vector>

#include "lab/self_play.h"

namespace euchre::lab {

// One row a decision: the features as 218 characters '0' or '1', a comma,
// then for each of the 24 cards (learned::belief_card order) its place:
// '0' left, '1' partner, '2' right, '3' out of play, or 'x' where the seat
// knows it (its hand, played, its own discard, the up-card turned down).
// Throws std::invalid_argument as self_play_rules does, or for a preset
// whose deck is not the 24 cards the features read.
std::vector<std::string> belief_rows(const SelfPlayRun& run);

// The place of `card` in the real deal as seen from `seat` (0 left, 1
// partner, 2 right, 3 out of play).
int belief_place(const DealState& real, int seat, Card card);

}  // namespace euchre::lab
