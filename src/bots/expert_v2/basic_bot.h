// expert-v2's frozen copy of src/bots/basic_bot.h (see bots/expert_v2/expert_bot.h).
// `basic`: a conventional rule-based player.
//
// Bidding uses the published point count of euchrestrategy.info (trump right
// 4, left 3, A 3, K 2, Q 2, 10 1, 9 1; the up-card +value to your side,
// -value to the opponents; each off-suit ace +2; two-suited +1; call at 8+,
// or at 7 in a good seat). Card play follows the textbook conventions: the
// maker leads trump, aces are cashed, partner's winning trick is not trumped,
// second hand low, third hand high, win as cheaply as possible, discard from
// short suits. It sees only its SeatView.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "bots/player.h"
#include "core/compiled_rules.h"
#include "core/rng.h"

namespace euchre::expert_v2 {

class BasicBot : public Player {
 public:
  explicit BasicBot(std::uint64_t seed) : rng_(seed) {}
  Action choose(const SeatView& view) override;
  std::string_view name() const override { return "basic"; }
  bool quick() const override { return true; }

  // The hand's point count with `trump` (a suit 0..3) as trump, before the
  // up-card is taken into account.
  static int hand_points(const CompiledRules& rules, CardSet hand, int trump);
  // The value of one trump card in that count (0 for a non-trump).
  static int trump_points(const CompiledRules& rules, Card card, int trump);
  // Round 1: the count with the up-card's suit as trump, the up-card added
  // when it goes to the bidder's side (`up_sign` +1), taken off when it goes
  // to the opponents (-1), ignored when the dealer sits out (0).
  static int order_points(const CompiledRules& rules, CardSet hand, Card up_card, int up_sign);
  // The count at which it names trump: 8 in five-card deals (11 with seven
  // cards), one less in a good seat (round 1 the dealer's side, round 2 the
  // seat left of the dealer). The expert's rollout and the sampler's
  // fallback bidding read the same threshold.
  static int call_threshold(int hand_size, bool good_seat, int seats = 4) {
    return (hand_size > 5 ? 11 : seats == 2 ? 5 : 8) - (good_seat ? 1 : 0);
  }
  // Call-ace: the suit whose ace the maker calls: an ace he does not hold
  // (else he plays alone by accident), of his longest suit.
  static int ace_to_call(const CompiledRules& rules, CardSet hand, int trump);
  // French euchre (bidding=auction): the suit this hand would name and the
  // tricks its side may expect with it: the point count of that suit, about
  // three points a trick with the partner's average help ((points + 1) / 3:
  // the call threshold of 8 is three tricks, 14 or more all five).
  struct AuctionWorth {
    int trump = 0;
    int tricks = 0;
  };
  static AuctionWorth auction_worth(const CompiledRules& rules, CardSet hand);
  // The point-count player's bid among `legal` (Auction phase): its worth
  // when that beats the highest bid and is at least 2; over its partner's bid
  // only with a trick more than the partner bid; a stuck dealer bids the least.
  static Action auction_bid(const CompiledRules& rules, CardSet hand, int seat, int high_bid, int high_bidder,
                            const ActionList& legal);
  // The suit the highest bidder names among `legal` (NameTrump phase).
  static Action name_trump(const CompiledRules& rules, CardSet hand, const ActionList& legal);
  // A farmer's next card to give among the `legal` actions: the lowest, keeping
  // those of the up-card's suit (they may become trumps).
  static Action card_to_give(const ActionList& legal, Card up_card);
  // partners_best: the card a sitting-out partner passes: his highest trump,
  // else an ace (of his shortest suit), else his highest card.
  static Card best_to_pass(const CompiledRules& rules, CardSet hand, int trump);

 private:
  const CompiledRules& compiled(const Rules& rules);

  Rng rng_;
  std::unique_ptr<CompiledRules> compiled_;
};

}  // namespace euchre::expert_v2
