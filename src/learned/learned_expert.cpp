#include "learned/learned_expert.h"

namespace euchre::learned {

LearnedExpertBot::LearnedExpertBot(std::uint64_t seed, int level, const AuctionModel& model)
    : expert_(seed, level), model_(model), compiled_(model.rules) {}

Action model_choice(const SeatView& view, const std::array<double, kAuctionOutputs>& values) {
  Action best = view.legal[0];
  double best_value = 0;
  int best_rank = -1;
  for (const Action a : view.legal) {
    // Round 1 offers pass, order and order alone; anything else is left out.
    int rank = -1;
    double value = 0;
    if (a.kind == ActionKind::Pass) rank = 0, value = 0;
    else if (a.kind == ActionKind::Order) rank = a.alone() ? 2 : 1, value = values[a.alone() ? 1 : 0];
    if (rank < 0) continue;
    if (best_rank < 0 || value > best_value || (value == best_value && rank < best_rank))
      best = a, best_value = value, best_rank = rank;
  }
  return best;
}

Action LearnedExpertBot::choose(const SeatView& view) {
  last_used_model_ = auction_model_applies(model_, view);
  if (!last_used_model_) return expert_.choose(view);
  last_model_values_ = model_.predict(round1_features(compiled_, view));
  return model_choice(view, last_model_values_);
}

}  // namespace euchre::learned
