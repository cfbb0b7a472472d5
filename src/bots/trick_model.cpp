#include "bots/trick_model.h"

#include <algorithm>

namespace euchre {

std::array<double, kTrickModelTricks> TrickModel::made_given_solved(const TrickGroup& g, int solved) const {
  solved = std::clamp(solved, 0, kTrickModelTricks - 1);
  const auto& row = counts_[static_cast<std::size_t>(std::clamp(g.round, 1, 2) - 1)]
                           [static_cast<std::size_t>(g.maker_from_dealer & 3)][g.alone ? 1 : 0]
                           [static_cast<std::size_t>(solved)];
  std::array<double, kTrickModelTricks> p{};
  double total = kPrior;
  for (int k = 0; k < kTrickModelTricks; ++k) total += row[static_cast<std::size_t>(k)];
  for (int k = 0; k < kTrickModelTricks; ++k)
    p[static_cast<std::size_t>(k)] = (row[static_cast<std::size_t>(k)] + (k == solved ? kPrior : 0.0)) / total;
  return p;
}

const TrickModel& expert_trick_model() {
  // PLACEHOLDER: replaced by the output of `euchre fit-tricks`.
  static const TrickModel model{TrickCounts{}};
  return model;
}

}  // namespace euchre
