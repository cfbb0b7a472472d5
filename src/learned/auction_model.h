// The learned auction model: what ordering up (or going alone) is worth
// beside passing in round 1, in points of the deal for the deciding seat's
// side, read from the features of its own view (learned/auction_features.h).
//
// A small network (one hidden layer of rectified linear units, two outputs:
// order minus pass, alone minus pass), trained by learning/train_auction.py
// on what the expert's self-play really scored after each choice
// (`euchre auction-data`, lab/auction_data.h); docs/learned.md gives the
// pipeline. The weights are a text file in the repository
// (data/models/auction-round1.txt) built into the program, read here by plain
// C++: no framework at run time, and the sums run in one fixed order, so
// every machine and every run computes the same values.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules.h"
#include "core/view.h"
#include "learned/auction_features.h"
#include "learned/mlp.h"

namespace euchre::learned {

inline constexpr int kAuctionOutputs = 2;  // order - pass, alone - pass

// predict gives (order - pass, alone - pass) for a decision's features.
using AuctionModel = Mlp<kAuctionFeatures, kAuctionOutputs>;

// Reads a model file; throws std::invalid_argument naming the line and what
// is wrong with it (an unknown key, a missing or extra number, features
// that are not auction_feature_names(), a preset that does not exist).
AuctionModel parse_auction_model(std::string_view text);

// The model built into the program (data/models/auction-round1.txt).
const AuctionModel& shipped_auction_model();

// Whether `model` was trained for `rules`: those of the preset it was
// trained on, save the options that only say how long a game or series lasts
// (target, num_deals, win_by_two, first_dealer, series, laps, slams).
bool auction_model_covers(const AuctionModel& model, const Rules& rules);

// Whether `model` answers the view: a round-1 question (is_round1_question)
// under the rules of the preset it was trained on (those of the deal: the
// length of a game or series, num_deals, target and the like, may differ),
// with neither side within five points of the target (it was trained from
// 0-0 and values points, not the chance of winning the match; near the end
// of a game the match equity differs from the points).
bool auction_model_applies(const AuctionModel& model, const SeatView& v);

}  // namespace euchre::learned
