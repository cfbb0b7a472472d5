// How many tricks the makers really take, given what the open-hand solver
// says they take. The expert values its calls and passes by solving each
// sampled world after the auction, as if every seat then saw every card;
// real play differs (defenders guess what to keep, a lone hand's partner is
// out, a maker misreads a void). This table, counted from the expert's own
// self-play (`euchre fit-tricks`, learn/trick_fit.h), turns a solved count
// into the distribution of tricks really made, by round of the call, the
// maker's seat from the dealer and whether the maker went alone. It covers
// five-card, four-seat partnership deals; elsewhere the solved count stands.
#pragma once

#include <array>
#include <cstdint>

namespace euchre {

inline constexpr int kTrickModelTricks = 6;  // 0..5 tricks

struct TrickGroup {
  int round = 1;             // 1: ordered up, 2: named in round 2
  int maker_from_dealer = 0; // 0 dealer, 1 left, 2 partner, 3 right
  bool alone = false;
};

// counts[round-1][maker from dealer][alone][solved][made]
using TrickCounts = std::array<std::array<std::array<std::array<std::array<std::int32_t, kTrickModelTricks>,
                                                                 kTrickModelTricks>, 2>, 4>, 2>;

class TrickModel {
 public:
  explicit TrickModel(const TrickCounts& counts) : counts_(counts) {}
  // P(made = k), k = 0..5, for a deal whose makers the solver gives
  // `solved` tricks: the counts with a prior of kPrior deals at `solved`
  // itself, so a rare group stays near the solver.
  std::array<double, kTrickModelTricks> made_given_solved(const TrickGroup& g, int solved) const;
  const TrickCounts& counts() const { return counts_; }
  static constexpr double kPrior = 8.0;

 private:
  TrickCounts counts_;
};

// The counts of the expert's self-play (docs/bots.md, "Solved and real tricks").
const TrickModel& expert_trick_model();

}  // namespace euchre
