// Training data for the learned auction model (learned/auction_model.h,
// docs/learned.md): what each round-1 choice really scores in the expert's
// self-play. The expert (run.level) plays run.deals single deals from 0-0
// at every seat; at every round-1 question (learned/auction_features.h) the
// deal is played out from the question after each legal action (pass,
// order, order alone) by the expert at every seat with the same seeds, so
// the difference of two outcomes is what the choice was worth in that deal
// (the method of lab/paired_calibration.h); the deal then goes on with the
// expert's own choice. Deals are split over run.threads; the samples do not
// depend on how many.
#pragma once

#include <vector>

#include "core/action.h"
#include "lab/self_play.h"
#include "learned/auction_features.h"

namespace euchre::lab {

struct AuctionSample {
  learned::AuctionFeatures x{};
  int from_dealer = 0;  // 0 dealer, 1 left, 2 partner, 3 right
  // The points of the deal for the seat's side, minus the other side's,
  // after each action; alone is 0 and alone_legal false where not offered.
  double pass = 0, order = 0, alone = 0;
  bool alone_legal = false;
  Action chosen;  // the expert's own choice
};

// Throws std::invalid_argument as self_play_rules does.
std::vector<AuctionSample> auction_samples(const SelfPlayRun& run);

}  // namespace euchre::lab
