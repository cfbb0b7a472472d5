#include "bots/bid_model.h"

#include <algorithm>
#include <cmath>

#include "core/seats.h"

namespace euchre {

double BidCurve::probability(int points) const {
  const double p = 1.0 / (1.0 + std::exp(-(intercept + slope * points)));
  return std::clamp(p, 0.03, 0.97);
}

BidCurve threshold_curve(int hand_size, bool good_seat) {
  const int threshold = (hand_size > 5 ? 11 : 8) - (good_seat ? 1 : 0);
  return {(0.5 - threshold) / 1.2, 1.0 / 1.2};
}

bool bid_model_covers(const CompiledRules& rules) {
  return rules.hand_size == 5 && rules.seats == 4 && rules.rules.partnerships();
}

BidCurve bid_curve(const DealState& s) {
  const CompiledRules& cr = *s.rules;
  const bool round1 = s.phase == Phase::Bid1;
  if (bid_model_covers(cr)) {
    const auto from_dealer = static_cast<std::size_t>((s.to_act - s.dealer + 4) % 4);
    const BidModel& m = expert_bid_model();
    return round1 ? m.round1[from_dealer] : m.round2[from_dealer];
  }
  const bool good_seat = round1 ? (s.to_act == s.dealer || s.to_act == fixed_partner(cr.rules.mode, s.dealer))
                                : s.to_act == s.eldest();
  return threshold_curve(cr.hand_size, good_seat);
}

const BidModel& expert_bid_model() {
  // `euchre fit-bids --deals 20000 --level 3 --threads 2` (seed 1: 90,019
  // observations), docs/bots.md "The bidding model".
  static const BidModel model{
      {BidCurve{-5.6546, 0.8652}, BidCurve{-8.9014, 0.9867}, BidCurve{-7.2904, 0.8643}, BidCurve{-8.4402, 1.0923}},
      {BidCurve{-8.5186, 1.1619}, BidCurve{-4.9531, 0.6925}, BidCurve{-4.7927, 0.6182}, BidCurve{-3.6473, 0.5228}}};
  return model;
}

}  // namespace euchre
