#include "python/game_config.h"

#include "bots/player.h"

namespace euchre::python {

GameConfig make_config(std::string preset, std::vector<std::pair<std::string, std::string>> options, bool match,
                       std::uint64_t seed, bool explicit_chance) {
  GameConfig c;
  c.rules = euchre::preset(preset);
  for (const auto& [name, value] : options) set_option(c.rules, name, value);
  if (!match) {
    // One deal: no target, the game ends after its first deal (a misdeal
    // counts: everybody passed, nobody scores).
    c.rules.target = 0;
    c.rules.num_deals = 1;
  }
  validate(c.rules);
  c.compiled = std::make_shared<const CompiledRules>(c.rules);
  c.preset = std::move(preset);
  c.options = std::move(options);
  c.match = match;
  c.seed = seed;
  c.explicit_chance = explicit_chance;
  return c;
}

int max_episode_deals(const GameConfig& config) { return config.match ? max_game_deals(config.rules) : 1; }

}  // namespace euchre::python
