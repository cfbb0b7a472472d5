// expert-v1's frozen copy of the point counts of `basic` (src/bots/basic_bot.h)
// that its auction rollouts and bidding inference use: the published point
// count of euchrestrategy.info (trump right 4, left 3, A 3, K 2, Q 2, 10 1,
// 9 1; the up-card +value to your side, -value to the opponents; each
// off-suit ace +2; two-suited +1). See expert_v1/expert_bot.h for why a copy.
#pragma once

#include "core/action.h"
#include "core/compiled_rules.h"

namespace euchre::expert_v1 {

struct PointCount {
  // The hand's point count with `trump` (a suit 0..3) as trump, before the
  // up-card is taken into account.
  static int hand_points(const CompiledRules& rules, CardSet hand, int trump);
  // The value of one trump card in that count (0 for a non-trump).
  static int trump_points(const CompiledRules& rules, Card card, int trump);
  // Round 1: the count with the up-card's suit as trump, the up-card added
  // when it goes to the bidder's side (`up_sign` +1), taken off when it goes
  // to the opponents (-1), ignored when the dealer sits out (0).
  static int order_points(const CompiledRules& rules, CardSet hand, Card up_card, int up_sign);
  // Call-ace: the suit whose ace the maker calls: an ace he does not hold, of
  // his longest suit.
  static int ace_to_call(const CompiledRules& rules, CardSet hand, int trump);
  // A farmer's next card to give among the `legal` actions: the lowest,
  // keeping those of the up-card's suit (they may become trumps).
  static Action card_to_give(const ActionList& legal, Card up_card);
};

}  // namespace euchre::expert_v1
