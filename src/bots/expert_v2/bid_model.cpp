#include "bots/expert_v2/bid_model.h"

#include <algorithm>
#include <cmath>

#include "bots/expert_v2/basic_bot.h"
#include "core/seats.h"

namespace euchre::expert_v2 {

double BidCurve::probability(int points, HandShape shape) const {
  const double logit = (points - center) / scale + per_trump * shape.trumps + per_side_ace * shape.side_aces;
  const double p = 1.0 / (1.0 + std::exp(-logit));
  return std::clamp(p, 0.03, 0.97);
}

BidCurve threshold_curve(int hand_size, bool good_seat) {
  return {BasicBot::call_threshold(hand_size, good_seat) - 0.5, 1.2};
}

bool bid_model_covers(const CompiledRules& rules) {
  return rules.hand_size == 5 && rules.seats == 4 && rules.rules.partnerships();
}

bool is_side_ace(CardSet trumps, Card c) { return !trumps.contains(c) && is_ace(c); }

HandShape hand_shape(const CompiledRules& rules, CardSet hand, int trump, Card added) {
  const CardSet trumps = rules.trump[trump].trumps;
  const CardSet held = added == kNoCard ? hand : hand | CardSet::of(added);
  HandShape shape;
  shape.trumps = std::min((held & trumps).size(), rules.hand_size);
  for (Card c : hand)
    if (is_side_ace(trumps, c)) ++shape.side_aces;
  return shape;
}

HandShape order_shape(const CompiledRules& rules, CardSet hand, Card up_card, bool dealer) {
  return hand_shape(rules, hand, static_cast<int>(natural_suit(up_card)), dealer ? up_card : kNoCard);
}

BidCurve bid_curve(const DealState& s) {
  const CompiledRules& cr = *s.rules;
  const bool round1 = s.phase == Phase::Bid1;
  if (bid_model_covers(cr)) {
    const auto from_dealer = static_cast<std::size_t>((s.to_act - s.dealer + 4) % 4);
    const BidModel& m = expert_bid_model(cr.deck_size);
    return round1 ? m.round1[from_dealer] : m.round2[from_dealer];
  }
  const bool good_seat = round1 ? (s.to_act == s.dealer || s.to_act == fixed_partner(cr.rules.mode, s.dealer))
                                : s.to_act == s.eldest();
  return threshold_curve(cr.hand_size, good_seat);
}

const BidModel& expert_bid_model(int deck_size) {
  if (deck_size == 32) {
    // `euchre fit-bids --preset howto --deals 20000 --level 3 --threads 2`
    // (seed 1: 87,066 observations), the expert reading bids by the 24-card
    // table: the first step of the fit-and-read iteration at 32 cards. The
    // second step read the dealer's orders further from the real hands
    // (`euchre check-worlds`) and scored the same: docs/notebook/expert-experiments.md, "32 cards".
    static const BidModel model32{
        {BidCurve{16.3260, 1.0961, 4.6478, -0.3644}, BidCurve{16.3557, 1.3890, 2.2917, -0.3588},
         BidCurve{21.7591, 2.5266, 3.6102, 0.1666}, BidCurve{9.3825, 0.6544, 2.0800, -2.1713}},
        {BidCurve{27.3538, 2.2246, 4.0571, 0.3736}, BidCurve{13.1405, 1.5830, 2.1972, -0.5233},
         BidCurve{22.7743, 2.0991, 3.0948, 0.1994}, BidCurve{18.9122, 3.0299, 2.1113, 0.2353}}};
    return model32;
  }
  // `euchre fit-bids --deals 20000 --level 3 --threads 2` (seed 1: 91,620
  // observations), with the expert reading bids by the first shape table
  // (fitted to an expert that read them by the points alone): the second
  // step of the fit-and-read iteration, docs/notebook/expert-experiments.md "The hand's shape".
  static const BidModel model{
      {BidCurve{15.4401, 1.1517, 3.6786, -0.5160}, BidCurve{15.2498, 1.2196, 1.8966, -0.3743},
       BidCurve{16.4938, 1.4511, 3.0070, 0.1670}, BidCurve{7.5791, 0.7386, 0.5986, -1.8248}},
      {BidCurve{15.4574, 1.4265, 2.4121, -0.0278}, BidCurve{11.9856, 1.7899, 1.4407, -0.5369},
       BidCurve{67.8126, 9.3277, 2.6001, 0.4931}, BidCurve{19.2963, 3.9771, 1.5386, 0.0597}}};
  return model;
}

const BidModel& expert_lone_model() {
  // The loner curves of the same kind of run (`euchre fit-bids --deals 20000
  // --level 3 --threads 2`, seed 1), docs/notebook/expert-experiments.md "The bidding model". The
  // dealer's round-2 curve rests on 30 calls.
  static const BidModel model{
      {BidCurve{8.91, 0.70}, BidCurve{9.34, 1.64}, BidCurve{12.62, 0.96}, BidCurve{9.08, 1.35}},
      {BidCurve{10.10, 1.21}, BidCurve{10.56, 0.73}, BidCurve{9.47, 0.74}, BidCurve{10.84, 0.70}}};
  return model;
}

}  // namespace euchre::expert_v2
