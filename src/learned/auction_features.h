// What the learned auction model (learned/auction_model.h) reads of a
// round-1 decision: the deciding seat's hand against the up-card, and where
// it sits from the dealer, all from its own view. The same function feeds
// the training data (`euchre auction-data`, lab/auction_data.h) and the
// bot, so the two can never read a decision differently.
#pragma once

#include <array>
#include <string_view>

#include "core/compiled_rules.h"
#include "core/view.h"

namespace euchre::learned {

inline constexpr int kAuctionFeatures = 23;
using AuctionFeatures = std::array<double, kAuctionFeatures>;

// The features' names in their order (the data file's header, the model
// file's check): trump held (right, left, ace, king, queen, ten, nine of the
// up-card's suit), the up-card's rank (one of six), the seat from the dealer
// (one of four), off-suit aces, off-suit kings, off-suit voids and
// singletons, the point count of ordering (BasicBot::order_points, over 10)
// and the best point count of naming another suit in round 2 (over 10).
const std::array<std::string_view, kAuctionFeatures>& auction_feature_names();

// Whether the view is a round-1 decision (order up, alone or pass) of a
// seat that sees its hand, with a choice to make.
bool is_round1_question(const SeatView& v);

// The features of a round-1 question (is_round1_question).
AuctionFeatures round1_features(const CompiledRules& rules, const SeatView& v);

}  // namespace euchre::learned
