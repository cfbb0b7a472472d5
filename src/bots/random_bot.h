// `random`: a uniformly random legal action, from a seeded generator; it
// follows suit even when reneges are allowed (renege=callable), choosing
// among without_reneges (core/view.h).
#pragma once

#include <cstdint>
#include <string_view>

#include "bots/player.h"
#include "core/rng.h"

namespace euchre {

class RandomBot : public Player {
 public:
  explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
  Action choose(const SeatView& view) override;
  std::string_view name() const override { return "random"; }
  bool quick() const override { return true; }

 private:
  Rng rng_;
};

}  // namespace euchre
