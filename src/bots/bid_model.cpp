#include "bots/bid_model.h"

#include <algorithm>
#include <cmath>

namespace euchre {

double BidCurve::probability(int points) const {
  const double p = 1.0 / (1.0 + std::exp(-(intercept + slope * points)));
  return std::clamp(p, 0.03, 0.97);
}

BidCurve threshold_curve(int hand_size, bool good_seat) {
  const int threshold = (hand_size > 5 ? 11 : 8) - (good_seat ? 1 : 0);
  return {(0.5 - threshold) / 1.2, 1.0 / 1.2};
}

const BidModel& expert_bid_model() {
  // PLACEHOLDER: replaced by the output of `euchre fit-bids`.
  static const BidModel model{
      {threshold_curve(5, true), threshold_curve(5, false), threshold_curve(5, true), threshold_curve(5, false)},
      {threshold_curve(5, false), threshold_curve(5, true), threshold_curve(5, false), threshold_curve(5, false)}};
  return model;
}

}  // namespace euchre
