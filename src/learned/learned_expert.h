// `expert-v3`: the third expert (issue 40). Round 1 of the auction (order
// up, alone or pass) is decided by the learned auction model
// (learned/auction_model.h), trained on what the expert's own self-play
// scored after each choice, its values blended with the expert's own at the
// same level (blended_values); in the play, the expert's worlds are dealt by
// the learned beliefs (learned/belief_model.h). Every other decision, and
// round 1 wherever the model does not apply (another rule set, a score near
// the target), is the expert's (bots/expert_bot.h) at the same level.
// last_used_model() says which decided the last choice; docs/learned.md
// says where each model applies.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "bots/expert_bot.h"
#include "bots/player.h"
#include "core/compiled_rules.h"
#include "learned/auction_model.h"
#include "learned/belief_model.h"

namespace euchre::learned {

// How much the model's values count in a round-1 decision beside the
// expert's own (the rest): measured in the duplicate arena against expert-v2
// at weights 0.3, 0.5, 0.7 and 1 (docs/learned.md, "How strong it is").
inline constexpr double kModelWeight = 0.5;

class LearnedExpertBot : public Player {
 public:
  // level 1 (quick) .. 4 (deep): the expert's level, for what it decides.
  // model_weight: 1 decides round 1 by the model alone, less blends in the
  // expert's own values at the same level (the decision then costs the
  // expert's search as well).
  // learned_beliefs: the expert's worlds in the play are dealt by the
  // learned belief model (learned/belief_model.h) where it applies.
  LearnedExpertBot(std::uint64_t seed, int level = ExpertBot::kDefaultLevel,
                   const AuctionModel& model = shipped_auction_model(), double model_weight = kModelWeight,
                   bool learned_beliefs = true);

  Action choose(const SeatView& view) override;
  std::string_view name() const override { return "expert-v3"; }

  // Whether the model (not the expert) chose the last action.
  bool last_used_model() const { return last_used_model_; }
  // The model's (order - pass, alone - pass) at its last decision.
  const std::array<double, kAuctionOutputs>& last_model_values() const { return last_model_values_; }
  // What decided it: the model's values blended with the expert's.
  const std::array<double, kAuctionOutputs>& last_blended_values() const { return last_blended_values_; }

 private:
  ExpertBot expert_;
  ModelBeliefs beliefs_;
  const AuctionModel& model_;
  double model_weight_;
  std::array<double, kAuctionOutputs> last_blended_values_{};
  CompiledRules compiled_;  // the model's rules, the only ones it answers under
  bool last_used_model_ = false;
  std::array<double, kAuctionOutputs> last_model_values_{};
};

// The model's choice among the view's legal actions: the best of pass (0),
// order (order - pass) and alone (alone - pass); equal values go to the
// more modest (pass before order before alone).
Action model_choice(const SeatView& view, const std::array<double, kAuctionOutputs>& values);

// The model's values blended with the expert's: each of (order - pass,
// alone - pass) becomes weight * the model's + (1 - weight) * the expert's
// (its expected points of the deal for the side, ExpertBot::last_points, in
// view.legal order, less pass's); an action the view does not offer keeps
// the model's value (model_choice never takes it).
std::array<double, kAuctionOutputs> blended_values(const SeatView& view,
                                                   const std::array<double, kAuctionOutputs>& model_values,
                                                   const std::vector<double>& expert_points, double weight);

}  // namespace euchre::learned
