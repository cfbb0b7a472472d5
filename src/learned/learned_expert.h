// `expert-v3`: the third expert's first step (issue 40). Round 1 of the
// auction (order up, alone or pass) is decided by the learned auction model
// (learned/auction_model.h), trained on what the expert's own self-play
// scored after each choice; every other decision, and round 1 wherever the
// model does not apply (another rule set, a score near the target), is the
// expert's (bots/expert_bot.h) at the same level. last_used_model() says
// which decided the last choice; docs/learned.md says where it applies.
#pragma once

#include <cstdint>
#include <string_view>

#include "bots/expert_bot.h"
#include "bots/player.h"
#include "core/compiled_rules.h"
#include "learned/auction_model.h"

namespace euchre::learned {

class LearnedExpertBot : public Player {
 public:
  // level 1 (quick) .. 4 (deep): the expert's level, for what it decides.
  LearnedExpertBot(std::uint64_t seed, int level = ExpertBot::kDefaultLevel,
                   const AuctionModel& model = shipped_auction_model());

  Action choose(const SeatView& view) override;
  std::string_view name() const override { return "expert-v3"; }

  // Whether the model (not the expert) chose the last action.
  bool last_used_model() const { return last_used_model_; }
  // The model's (order - pass, alone - pass) at its last decision.
  const std::array<double, kAuctionOutputs>& last_model_values() const { return last_model_values_; }

 private:
  ExpertBot expert_;
  const AuctionModel& model_;
  CompiledRules compiled_;  // the model's rules, the only ones it answers under
  bool last_used_model_ = false;
  std::array<double, kAuctionOutputs> last_model_values_{};
};

// The model's choice among the view's legal actions: the best of pass (0),
// order (order - pass) and alone (alone - pass); equal values go to the
// more modest (pass before order before alone).
Action model_choice(const SeatView& view, const std::array<double, kAuctionOutputs>& values);

}  // namespace euchre::learned
