// expert-v2's frozen copy of src/bots/bid_model.h (see bots/expert_v2/expert_bot.h).
// How likely a seat is to name trump with the hand it holds: the expert's
// world sampler weighs every dealt world by it (bots/world_sampler.h), so it
// decides what a pass or a call tells about the hidden hands.
//
// The probability is a logistic curve in the point count of the hand
// (BasicBot::order_points in round 1, BasicBot::hand_points per suit in
// round 2) and in its shape (the trumps it would hold, its side aces), one
// curve per round and seat from the dealer. The curves are fitted to the
// expert's own bidding in self-play (`euchre fit-bids`, lab/bid_fit.h), so
// the expert reads its partner and opponents as bidding as it does; they
// cover five-card, four-seat partnership deals. Other shapes (seven cards,
// three hands, call-ace) keep a soft threshold around the point-count
// bidder's, in the points alone.
#pragma once

#include <array>

#include "core/compiled_rules.h"
#include "core/deal.h"

namespace euchre::expert_v2 {

// What a curve reads besides the points: the trumps a seat would hold and
// its aces of the other suits.
struct HandShape {
  int trumps = 0;
  int side_aces = 0;
};

// An ace (core/card.h, is_ace) of a suit other than trump (`trumps`: the
// trump suit's cards).
bool is_side_ace(CardSet trumps, Card c);

// The shape of `hand` for trump suit `trump`: with `added` (the up-card the
// dealer takes, or kNoCard) among the trumps, at most a hand's worth.
HandShape hand_shape(const CompiledRules& rules, CardSet hand, int trump, Card added);

// The shape a round-1 order reads: trump is the up-card's suit, and the
// dealer (who takes the up-card if anyone orders) counts it among his trumps.
HandShape order_shape(const CompiledRules& rules, CardSet hand, Card up_card, bool dealer);

// P(call) = logistic((points - center) / scale + per_trump * trumps +
// per_side_ace * side aces), clamped to [0.03, 0.97] (a seat sometimes
// misjudges: no world is ruled out by one bid). With no shape weights, half
// the hands with `center` points call, and a smaller scale is a sharper
// threshold.
struct BidCurve {
  double center = 0;
  double scale = 1;
  double per_trump = 0;
  double per_side_ace = 0;
  double probability(int points, HandShape shape = {}) const;
};

struct BidModel {
  // Indexed by seat from the dealer: 0 dealer, 1 left, 2 partner, 3 right.
  std::array<BidCurve, 4> round1{};
  std::array<BidCurve, 4> round2{};
};

// The curves fitted to the expert's bidding (docs/notebook/expert-experiments.md, "The bidding
// model"), level 3, for a deck of `deck_size` cards: fitted at the standard
// preset (24 cards) for every deck but the 32-card one, which has its own,
// fitted at howto (with eight more cards the point counts describe other
// hands). No preset has 28 cards; such a deck reads bids by the 24-card curves.
const BidModel& expert_bid_model(int deck_size);

// Among the expert's calls, the chance that a call is alone, by the same
// points and seats (`euchre fit-bids`, its loner curves; fitted at 0-0 on
// the standard preset, where the maker alone may go alone).
const BidModel& expert_lone_model();

// The soft threshold of the point-count bidder: 8 points (11 with seven
// cards), one fewer for a seat on the dealer's side in round 1 or the
// eldest in round 2.
BidCurve threshold_curve(int hand_size, bool good_seat);

// Whether the fitted curves cover these rules (five cards, four seats, partnerships).
bool bid_model_covers(const CompiledRules& rules);

// The curve for the seat to act in `s` (phase Bid1 or Bid2): the fitted one
// where the model covers the rules, else the point-count bidder's.
BidCurve bid_curve(const DealState& s);

}  // namespace euchre::expert_v2
