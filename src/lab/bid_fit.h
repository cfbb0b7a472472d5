// Fitting the world sampler's bidding model (bots/bid_model.h) to the
// expert's own bidding (issue 10: "derive every constant from self-play of
// the expert"). Self-played auctions record, for every round-1 and round-2
// decision with a pass among its choices, the point count and the shape of
// the hand and whether the seat named trump; a logistic curve per round and
// seat from the dealer is fitted by maximum likelihood. Driven by `euchre
// fit-bids`.
#pragma once

#include <vector>

#include "bots/bid_model.h"
#include "lab/self_play.h"

namespace euchre::lab {

struct BidObservation {
  int round = 1;             // 1 or 2
  int seat_from_dealer = 0;  // 0 dealer, 1 left, 2 partner, 3 right
  int points = 0;            // round 1: order_points; round 2: hand_points of one suit
  bool called = false;       // round 1: ordered (alone or not); round 2: named this suit
  bool alone = false;        // called, and alone
  int trumps = 0;            // hand_shape: the trumps it would hold (the dealer with the up-card in round 1)
  int side_aces = 0;         // hand_shape: its aces of the other suits
};

// The maximum-likelihood logistic curve (Newton's method, with a tiny ridge
// so that a group whose calls and passes are separated by the points still
// has finite coefficients). Throws std::invalid_argument when empty.
BidCurve fit_bid_curve(const std::vector<BidObservation>& observations);

// The same with the hand's shape beside its points: the log-odds of a call
// linear in the points, the trumps and the side aces.
BidCurve fit_shape_bid_curve(const std::vector<BidObservation>& observations);

// Self-plays run.deals auctions (from 0-0, the play not played) with the
// expert in every seat. One observation per round-1 decision, one per legal
// suit of a round-2 decision. Throws std::invalid_argument for an unknown
// preset, one the model does not cover, a level outside 1..4 or no deals.
std::vector<BidObservation> bid_observations(const SelfPlayRun& run);

// The sampler's bidding model: one curve in the points and the shape
// (fit_shape_bid_curve) per round and seat; a group with no observation
// keeps `fallback`'s.
BidModel fit_bid_model(const std::vector<BidObservation>& observations, const BidModel& fallback);

// The same with curves in the points alone (fit_bid_curve): the loner curves.
BidModel fit_point_curves(const std::vector<BidObservation>& observations, const BidModel& fallback);

// The calls among `observations`, each as an observation of going alone:
// `called` is true for a call made alone. fit_point_curves of these gives the
// loner curves, P(alone) among the calls of each round and seat by the same
// points (the auction rollout's kExpertLoneMargin is read from them: the
// points above the call threshold where half the expert's calls go alone).
std::vector<BidObservation> lone_observations(const std::vector<BidObservation>& observations);

}  // namespace euchre::lab
