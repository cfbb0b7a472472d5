// What load_game resolves: the rules (a preset and option overrides, checked
// by the core), whether an episode is one deal or a whole match, and the
// experiment's seed. Immutable once built; every State shares one.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/compiled_rules.h"
#include "core/rules.h"

namespace euchre::python {

struct GameConfig {
  std::string preset = "standard";
  // Option overrides in the order given, as the core's option names and
  // value texts ("lone_defender", "true").
  std::vector<std::pair<std::string, std::string>> options;
  bool match = false;  // false: an episode is one deal from 0-0
  // True: every deal is dealt by chance nodes (pyspiel's model), card by
  // card, after a chance node for the first dealer; false: from the seed.
  bool explicit_chance = false;
  std::uint64_t seed = 0;
  Rules rules;  // what the episodes play (one deal: target 0, num_deals 1)
  // The rules compiled once (make_config), shared by every episode's Game:
  // compiling them for each new episode cost about a tenth of a batch's step.
  std::shared_ptr<const CompiledRules> compiled;
};

// Builds a config; throws RuleError (from the core) naming an unknown preset,
// option or value, or a contradiction.
GameConfig make_config(std::string preset, std::vector<std::pair<std::string, std::string>> options, bool match,
                       std::uint64_t seed, bool explicit_chance = false);

// The bound on an episode's deals (bots/player.h max_game_deals for a match):
// past it the episode ends, truncated, with no winner.
int max_episode_deals(const GameConfig& config);

}  // namespace euchre::python
