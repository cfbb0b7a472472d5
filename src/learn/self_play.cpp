#include "learn/self_play.h"

#include <stdexcept>

namespace euchre::learn {

Rules self_play_rules(const SelfPlayRun& run, const std::string& what) {
  const Rules rules = preset(run.preset);  // throws RuleError (an invalid_argument) naming an unknown preset
  if (!rules.partnerships() || rules.seats() != 4 || rules.hand_size() != 5)
    throw std::invalid_argument(what + " needs a five-card, four-seat partnership preset, not '" + run.preset + "'");
  if (run.level < 1 || run.level > 4)
    throw std::invalid_argument("the expert's level is 1 to 4, not " + std::to_string(run.level));
  if (run.deals < 1) throw std::invalid_argument(what + " needs at least one deal");
  return rules;
}

}  // namespace euchre::learn
