#include "bots/bid_model.h"

#include <algorithm>
#include <cmath>

#include "bots/basic_bot.h"
#include "core/seats.h"

namespace euchre {

double BidCurve::probability(int points) const {
  const double p = 1.0 / (1.0 + std::exp(-(points - center) / scale));
  return std::clamp(p, 0.03, 0.97);
}

BidCurve threshold_curve(int hand_size, bool good_seat) {
  return {BasicBot::call_threshold(hand_size, good_seat) - 0.5, 1.2};
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
      {BidCurve{6.5356, 1.1558}, BidCurve{9.0214, 1.0135}, BidCurve{8.4350, 1.1570}, BidCurve{7.7270, 0.9155}},
      {BidCurve{7.3316, 0.8607}, BidCurve{7.1525, 1.4440}, BidCurve{7.7527, 1.6176}, BidCurve{6.9765, 1.9128}}};
  return model;
}

const BidModel& expert_lone_model() {
  // The loner curves of the same kind of run (`euchre fit-bids --deals 20000
  // --level 3 --threads 2`, seed 1), docs/bots.md "The bidding model". The
  // dealer's round-2 curve rests on 30 calls.
  static const BidModel model{
      {BidCurve{8.91, 0.70}, BidCurve{9.34, 1.64}, BidCurve{12.62, 0.96}, BidCurve{9.08, 1.35}},
      {BidCurve{10.10, 1.21}, BidCurve{10.56, 0.73}, BidCurve{9.47, 0.74}, BidCurve{10.84, 0.70}}};
  return model;
}

}  // namespace euchre
