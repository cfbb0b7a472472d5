// The null-window driver's first guess for a full deal: five tricks, four
// hands, a trump suit, the most common question (the expert's worlds,
// `euchre solve`, the benchmark).
//
// Every wrong guess costs a whole extra null-window search, so the guess is
// worth fitting: a linear estimate of the counted side's tricks from eight
// differences between the sides, fitted by least squares to the solved
// values of 100,000 random deals and checked on 100,000 others. It is
// exact in 58% of deals where the earlier share-of-the-strong-cards guess
// was in 30%. Rounding it 0.6 of a trick upwards saves more: a guess one
// too high costs a search that fails quickly, one too low a second search
// that succeeds slowly (docs/solver.md, "The first guess").
//
// The guess only orders the work: a worse one costs time, never a wrong value.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "solver/lanes.h"

namespace euchre::solver {

// Weights in twentieths of a trick, per unit of the counted side's advantage.
namespace first_guess_weight {
inline constexpr int kLead = 5;          // the side is on lead (+1) or not (-1)
inline constexpr int kTrumps = 4;        // trumps held, the side's minus the other's
inline constexpr int kTopTrump = 13;     // the highest trump in play: +1 the side's, -1 the other's
inline constexpr int kSecondTrump = 5;   // the second highest
inline constexpr int kThirdTrump = 2;    // the third highest
inline constexpr int kSuitTops = 6;      // the top cards of the side suits held, the side's minus the other's
inline constexpr int kLongestTrumps = 5; // the longest trump holding of a seat, the side's minus the other's
inline constexpr int kVoids = 4;         // side suits a seat holds none of, summed over the seats, the difference
inline constexpr int kHalf = 50;         // 2.5 tricks: the middle of five
inline constexpr int kUpward = 12;       // 0.6 of a trick: the rounding up (above)
}  // namespace first_guess_weight

// Tricks the seats with `counted[p]` all ones take of five (an estimate,
// 0..5). `hands` in lane encoding, trump in the trump lane; `counted_leads`:
// the leader is one of them.
inline int full_deal_guess(const std::array<std::uint64_t, 4>& hands, const std::array<std::uint64_t, 4>& counted,
                           bool counted_leads) {
  namespace w = first_guess_weight;
  const std::uint64_t trump_lane = lane_mask(kTrumpLane);
  std::uint64_t side = 0, live = 0;
  int longest[2] = {0, 0};  // [counted side, other side]
  int advantage = (counted_leads ? 1 : -1) * w::kLead;
  for (int p = 0; p < 4; ++p) {
    const std::uint64_t h = hands[static_cast<std::size_t>(p)];
    const bool mine = counted[static_cast<std::size_t>(p)] != 0;
    side |= h & counted[static_cast<std::size_t>(p)];
    live |= h;
    const int trumps = std::popcount(h & trump_lane);
    longest[mine ? 0 : 1] = std::max(longest[mine ? 0 : 1], trumps);
    const int voids = std::popcount(kBarriers & ~lane_mask(kTrumpLane) & ~occupied_lanes(h));  // side suits
    advantage += (mine ? voids : -voids) * w::kVoids;
  }
  const auto sign = [side](std::uint64_t card) { return (side & card) ? 1 : -1; };
  advantage += (longest[0] - longest[1]) * w::kLongestTrumps;
  std::uint64_t trumps = live & trump_lane;
  advantage += (2 * std::popcount(side & trumps) - std::popcount(trumps)) * w::kTrumps;
  for (const int weight : {w::kTopTrump, w::kSecondTrump, w::kThirdTrump}) {
    if (!trumps) break;
    advantage += sign(highest_card(trumps)) * weight;
    trumps &= ~highest_card(trumps);
  }
  for (int lane = 0; lane < kTrumpLane; ++lane)
    if (live & lane_mask(lane)) advantage += sign(highest_card(live & lane_mask(lane))) * w::kSuitTops;
  // Round to the nearest trick (+10 twentieths), after moving it upwards.
  return std::clamp((w::kHalf + w::kUpward + 10 + advantage) / 20, 0, 5);
}

}  // namespace euchre::solver
