// `expert`: decides from its seat's view alone by sampling and solving.
//
// For each decision it deals the unseen cards many times consistently with
// its view (WorldSampler: voids, the up-card, its discard, offers; weighted
// by how likely the others' calls and passes were with those hands). In each
// world it evaluates every legal action: a card by the exact open-hand
// solver; a call, pass, discard or offer by finishing the auction with a
// point-count rollout and solving the play. Outcomes are valued as the
// chance of winning the match from the resulting score (MatchEquity), so it
// plays for the game: no loner when one point wins, more risk when behind.
//
// Levels trade time for strength: the number of worlds per decision.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "bots/match_equity.h"
#include "bots/player.h"
#include "bots/world_sampler.h"
#include "core/compiled_rules.h"
#include "core/rng.h"
#include "solver/solver.h"

namespace euchre {

// The expert's sampler models: discards and loners read by its fitted
// models where they were fitted (bots/discard_model.h, bots/bid_model.h).
SamplerModels expert_sampler_models(const CompiledRules& rules);

class ExpertBot : public Player {
 public:
  // level 1 (quick) .. 4 (deep); see worlds_for_level.
  ExpertBot(std::uint64_t seed, int level = kDefaultLevel);
  static constexpr int kDefaultLevel = 3;
  ~ExpertBot() override;

  Action choose(const SeatView& view) override;
  std::string_view name() const override { return "expert"; }

  // The most worlds a decision samples at a level, and how many it samples
  // before it may stop early (levels 3 and 4 stop once the best action
  // leads every other by three standard errors).
  static int worlds_for_level(int level);
  static int min_worlds_for_level(int level);

  // The expected match equity (0..1, or points for games without a target)
  // of each legal action at the last decision, in view.legal order; for
  // hints and tests.
  const std::vector<double>& last_values() const { return last_values_; }
  // The expected points of the deal for this seat's side (its points minus
  // the best other side's) of each legal action at the last decision, in
  // view.legal order (hints and analysis).
  const std::vector<double>& last_points() const { return last_points_; }
  // How many worlds the last decision sampled.
  int last_worlds() const { return last_worlds_; }

  // Where the cards it cannot see lie, by a learned model (expert-v3,
  // learned/belief_model.h): its worlds are dealt by the source's beliefs
  // wherever it has some. Null (the default): the expert's own sampler.
  // The source must outlive the bot.
  void set_beliefs(const BeliefSource* source) { beliefs_ = source; }

 private:
  struct Cache;
  const Cache& cache_for(const Rules& rules);

  Rng rng_;
  int level_;
  Solver solver_;
  std::unique_ptr<Cache> cache_;
  std::vector<double> last_values_;
  std::vector<double> last_points_;
  int last_worlds_ = 0;
  const BeliefSource* beliefs_ = nullptr;
};

}  // namespace euchre
